//! How the clock looks: the standard theme, high contrast, or large digits. The choice is kept with
//! the set-up choices; the app shows it as `data-theme` on `<main>`, which the styles read.

use flagfall_core::{JsonError, JsonName, JsonValue, ReadJson};
use serde::Serialize;

/// A look for the whole app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    #[default]
    Standard,
    /// Pure black and white, thick borders, for bright halls and weak eyes.
    HighContrast,
    /// The time as large as the face allows, the rest smaller.
    LargeDigits,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Standard, Theme::HighContrast, Theme::LargeDigits];

    /// The name in storage and in `data-theme`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Standard => "standard",
            Theme::HighContrast => "high-contrast",
            Theme::LargeDigits => "large-digits",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl ReadJson for Theme {
    fn read_json(value: &JsonValue) -> Result<Theme, JsonError> {
        let name = String::read_json(value)?;
        Theme::from_name(&name).ok_or_else(|| JsonError::unknown(JsonName::Theme, name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_is_found_by_the_name_it_is_stored_under() {
        for theme in Theme::ALL {
            let stored = JsonValue::parse(&serde_json::to_string(&theme).unwrap()).unwrap();
            assert_eq!(Theme::read_json(&stored), Ok(theme));
        }
        assert_eq!(
            Theme::read_json(&JsonValue::String("neon".to_owned())),
            Err(JsonError::unknown(JsonName::Theme, "neon"))
        );
    }
}
