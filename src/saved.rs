//! What the app keeps in storage, versioned, and how damaged or foreign data is recognised. Pure:
//! the browser side lives in `storage.rs`.

use flagfall_core::{BySide, IncidentLog};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The schema version of everything the app writes; anything else is set aside, not read.
pub const SCHEMA_VERSION: u32 = 1;

/// A control the user saved under a name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedControl {
    pub name: String,
    /// Human notation, as the core prints it.
    pub notation: String,
}

/// The user's saved controls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedControls {
    pub version: u32,
    pub controls: Vec<SavedControl>,
}

impl Default for SavedControls {
    fn default() -> Self {
        SavedControls {
            version: SCHEMA_VERSION,
            controls: Vec::new(),
        }
    }
}

/// The running (or just finished) game: its log is enough to rebuild it, with epoch instants, so a
/// reload charges the time that passed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub names: BySide<String>,
    pub log: IncidentLog,
}

/// The outcome of reading one stored item.
#[derive(Debug, PartialEq, Eq)]
pub enum Read<T> {
    /// Nothing stored.
    Missing,
    /// Read and understood.
    Found(T),
    /// Stored but unusable: damaged, or written by another version. The raw text must be set aside,
    /// and `reason` shown.
    Unusable { reason: String },
}

/// Reads `raw` as a `T` of schema [`SCHEMA_VERSION`].
pub fn read<T: DeserializeOwned>(what: &str, raw: Option<&str>) -> Read<T> {
    #[derive(Deserialize)]
    struct Versioned {
        version: u32,
    }
    let Some(raw) = raw else {
        return Read::Missing;
    };
    match serde_json::from_str::<Versioned>(raw) {
        Err(e) => Read::Unusable {
            reason: format!("the stored {what} is damaged ({e})"),
        },
        Ok(Versioned { version }) if version != SCHEMA_VERSION => Read::Unusable {
            reason: format!(
                "the stored {what} was written by another version of Flagfall (schema {version}, this one reads {SCHEMA_VERSION})"
            ),
        },
        Ok(_) => match serde_json::from_str(raw) {
            Ok(value) => Read::Found(value),
            Err(e) => Read::Unusable {
                reason: format!("the stored {what} is damaged ({e})"),
            },
        },
    }
}

/// The set-up choices last used, so the next game starts from them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prefs {
    pub version: u32,
    pub settings: flagfall_core::GameSettings,
    pub names: BySide<String>,
    /// The control last chosen, in human notation.
    pub notation: String,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            version: SCHEMA_VERSION,
            settings: flagfall_core::GameSettings::default(),
            names: BySide::both(String::new()),
            notation: "3+2".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_stored_is_missing() {
        assert_eq!(read::<SavedControls>("saved controls", None), Read::Missing);
    }

    #[test]
    fn damaged_json_is_unusable_with_a_reason() {
        let Read::Unusable { reason } =
            read::<SavedControls>("saved controls", Some("{\"version\": 1, \"contr"))
        else {
            panic!("damaged JSON must be unusable");
        };
        assert!(
            reason.starts_with("the stored saved controls is damaged"),
            "{reason}"
        );
    }

    #[test]
    fn another_schema_version_is_unusable_and_says_which() {
        let Read::Unusable { reason } =
            read::<SavedControls>("saved controls", Some(r#"{"version": 2, "controls": []}"#))
        else {
            panic!("a foreign version must be unusable");
        };
        assert!(reason.contains("schema 2"), "{reason}");
    }

    #[test]
    fn the_right_version_reads_back() {
        let saved = SavedControls {
            version: SCHEMA_VERSION,
            controls: vec![SavedControl {
                name: "club night".into(),
                notation: "G/25".into(),
            }],
        };
        let text = serde_json::to_string(&saved).unwrap();
        assert_eq!(read("saved controls", Some(&text)), Read::Found(saved));
    }
}
