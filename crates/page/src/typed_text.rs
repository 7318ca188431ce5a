//! Text a person typed (a player's name, the arbiter's note) as the app shows and exports it: as typed,
//! but for the invisible characters that change the direction of the text around them, which could
//! make a printed row or a tag read otherwise than what was typed (a name ending in U+202E turns the
//! rest of its line around).

use std::borrow::Cow;

/// `text` without its direction controls.
pub fn without_direction_controls(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_direction_control) {
        Cow::Owned(text.chars().filter(|&c| !is_direction_control(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// The characters that change the direction of the text around them (Unicode's bidi controls and
/// marks).
pub const fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_controls_are_left_out_and_everything_else_kept() {
        assert_eq!(
            without_direction_controls("\u{202e}Anna\u{2066} \u{200f}Ø\u{061c}"),
            "Anna Ø"
        );
        assert!(matches!(
            without_direction_controls("Ben « B »"),
            Cow::Borrowed("Ben « B »")
        ));
    }
}
