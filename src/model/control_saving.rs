//! Saving the chosen control under a name, and deleting a saved one: the change to the list and what
//! the player is told of it. Pure: the set-up screen keeps the list, the `Keeper` stores it.

use crate::i18n::tf;
use crate::model::saved::{SaveOutcome, SavedControls};
use flagfall_core::{to_human, TimeControl};

/// Saves `chosen` in `list` under the name `typed`, in place of the control being `edited` if any
/// (see [`SavedControls::save`]). Says what was done, or why nothing was.
pub fn save_chosen(
    list: &mut SavedControls,
    chosen: Result<&TimeControl, &String>,
    typed: &str,
    edited: Option<&str>,
) -> Result<String, String> {
    let notation = chosen
        .map(to_human)
        .map_err(|why| tf("There is no usable control to save: {why}", &[("why", why)]))?;
    let typed = typed.trim();
    Ok(match list.save(typed, notation, edited)? {
        SaveOutcome::Added => tf("Saved \"{name}\".", &[("name", typed)]),
        SaveOutcome::Replaced => tf("Replaced \"{name}\".", &[("name", typed)]),
        SaveOutcome::Renamed { from } => tf(
            "Saved \"{old_name}\" as \"{name}\".",
            &[("old_name", &from), ("name", typed)],
        ),
    })
}

/// Deletes the control named `gone` from `list`, and says so.
pub fn delete_named(list: &mut SavedControls, gone: &str) -> String {
    list.remove(gone);
    tf("Deleted \"{name}\".", &[("name", gone)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::saved::SavedControl;
    use flagfall_core::parse_human;

    fn names(list: &SavedControls) -> Vec<(&str, &str)> {
        list.controls
            .iter()
            .map(|c| (c.name.as_str(), c.notation.as_str()))
            .collect()
    }

    #[test]
    fn saving_says_whether_it_added_replaced_or_renamed() {
        let mut list = SavedControls::default();
        let blitz = parse_human("3+2").unwrap();
        let rapid = parse_human("15+10").unwrap();
        assert_eq!(
            save_chosen(&mut list, Ok(&blitz), " club ", None).as_deref(),
            Ok("Saved \"club\".")
        );
        assert_eq!(
            save_chosen(&mut list, Ok(&rapid), "club", None).as_deref(),
            Ok("Replaced \"club\".")
        );
        assert_eq!(
            save_chosen(&mut list, Ok(&rapid), "night", Some("club")).as_deref(),
            Ok("Saved \"club\" as \"night\".")
        );
        assert_eq!(names(&list), [("night", "15+10")]);
    }

    #[test]
    fn nothing_is_saved_without_a_usable_control_and_the_reason_is_given() {
        let mut list = SavedControls::default();
        let why = "no time given".to_owned();
        assert_eq!(
            save_chosen(&mut list, Err(&why), "club", None),
            Err("There is no usable control to save: no time given".to_owned())
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
        assert_eq!(delete_named(&mut list, "club"), "Deleted \"club\".");
        assert_eq!(list, SavedControls::default());
    }
}
