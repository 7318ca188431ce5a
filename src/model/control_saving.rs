//! Saving the chosen control under a name, and deleting a saved one: the change to the list and what
//! was done, for `i18n::saving_words` to tell. Pure: the set-up screen keeps the list, the `Keeper`
//! stores it.

use crate::model::draft::DraftError;
use crate::model::saved::{SaveOutcome, SaveRefusal, SavedControls};
use flagfall_core::{to_human, TimeControl};

/// What was done to the saved controls, with the name as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    Saved { name: String, outcome: SaveOutcome },
    Deleted { name: String },
}

/// Why nothing was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// There is no usable control to save, and why.
    NoControl(DraftError),
    Refused(SaveRefusal),
}

/// Saves `chosen` in `list` under the name `typed`, in place of the control being `edited` if any
/// (see [`SavedControls::save`]). Says what was done, or why nothing was.
pub fn save_chosen(
    list: &mut SavedControls,
    chosen: Result<&TimeControl, &DraftError>,
    typed: &str,
    edited: Option<&str>,
) -> Result<Saving, SaveError> {
    let notation = chosen
        .map(to_human)
        .map_err(|why| SaveError::NoControl(why.clone()))?;
    let typed = typed.trim();
    let outcome = list
        .save(typed, notation, edited)
        .map_err(SaveError::Refused)?;
    Ok(Saving::Saved {
        name: typed.to_owned(),
        outcome,
    })
}

/// Deletes the control named `gone` from `list`, and says so.
pub fn delete_named(list: &mut SavedControls, gone: &str) -> Saving {
    list.remove(gone);
    Saving::Deleted {
        name: gone.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::period_editor::EditorError;
    use crate::model::saved::SavedControl;
    use flagfall_core::parse_human;

    fn names(list: &SavedControls) -> Vec<(&str, &str)> {
        list.controls
            .iter()
            .map(|c| (c.name.as_str(), c.notation.as_str()))
            .collect()
    }

    fn saved(name: &str, outcome: SaveOutcome) -> Result<Saving, SaveError> {
        Ok(Saving::Saved {
            name: name.to_owned(),
            outcome,
        })
    }

    #[test]
    fn saving_says_whether_it_added_replaced_or_renamed() {
        let mut list = SavedControls::default();
        let blitz = parse_human("3+2").unwrap();
        let rapid = parse_human("15+10").unwrap();
        assert_eq!(
            save_chosen(&mut list, Ok(&blitz), " club ", None),
            saved("club", SaveOutcome::Added)
        );
        assert_eq!(
            save_chosen(&mut list, Ok(&rapid), "club", None),
            saved("club", SaveOutcome::Replaced)
        );
        assert_eq!(
            save_chosen(&mut list, Ok(&rapid), "night", Some("club")),
            saved(
                "night",
                SaveOutcome::Renamed {
                    from: "club".to_owned()
                }
            )
        );
        assert_eq!(names(&list), [("night", "15+10")]);
    }

    #[test]
    fn nothing_is_saved_without_a_usable_control_and_the_reason_is_given() {
        let mut list = SavedControls::default();
        let why = DraftError::Periods(EditorError::NoTimeAtAll);
        assert_eq!(
            save_chosen(&mut list, Err(&why), "club", None),
            Err(SaveError::NoControl(why))
        );
        assert_eq!(list, SavedControls::default());
    }

    #[test]
    fn deleting_removes_the_control_and_says_so() {
        let mut list = SavedControls {
            controls: vec![SavedControl {
                name: "club".to_owned(),
                notation: "3+2".to_owned(),
            }],
            ..SavedControls::default()
        };
        assert_eq!(
            delete_named(&mut list, "club"),
            Saving::Deleted {
                name: "club".to_owned()
            }
        );
        assert_eq!(list, SavedControls::default());
    }
}
