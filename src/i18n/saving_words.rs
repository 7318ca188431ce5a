//! What saving and reading back tell the player, in the page's language: what was done to the saved
//! controls or why nothing was, why a stored item is unusable, and why data kept aside gives no
//! game back.

use crate::i18n::{t, tf, Worded};
use crate::model::control_saving::{SaveError, Saving};
use crate::model::persistence::Persistence;
use crate::model::recovery::Recovery;
use crate::model::saved::{SaveOutcome, SaveRefusal, Unrecovered, Unusable};
use crate::model::stored::Holding;
use flagfall_journal::Trouble;
use flagfall_page::RecordError;

impl Worded for Saving {
    fn worded(&self) -> String {
        match self {
            Saving::Saved {
                name,
                outcome: SaveOutcome::Added,
            } => tf("Saved \"{name}\".", &[("name", name)]),
            Saving::Saved {
                name,
                outcome: SaveOutcome::Replaced,
            } => tf("Replaced \"{name}\".", &[("name", name)]),
            Saving::Saved {
                name,
                outcome: SaveOutcome::Renamed { from },
            } => tf(
                "Saved \"{old_name}\" as \"{name}\".",
                &[("old_name", from), ("name", name)],
            ),
            Saving::Deleted { name } => tf("Deleted \"{name}\".", &[("name", name)]),
        }
    }
}

impl Worded for SaveError {
    fn worded(&self) -> String {
        match self {
            SaveError::NoControl(why) => tf(
                "There is no usable control to save: {why}",
                &[("why", &why.worded())],
            ),
            SaveError::Refused(refusal) => refusal.worded(),
        }
    }
}

impl Worded for SaveRefusal {
    fn worded(&self) -> String {
        match self {
            SaveRefusal::Unnamed => t("Give the control a name to save it.").to_owned(),
            SaveRefusal::NameTaken { name, editing } => tf(
                "Another saved control is already called \"{name}\"; choose another name, or delete that one first (editing \"{old}\").",
                &[("name", name), ("old", editing)],
            ),
        }
    }
}

/// What the app keeps under a key, in the page's language ("running game").
pub fn holding_text(holding: Holding) -> &'static str {
    match holding {
        Holding::RunningGame => t("running game"),
        Holding::History => t("game history"),
        Holding::HistoryGame => t("game in the History"),
        Holding::Controls => t("saved controls"),
        Holding::Prefs => t("set-up choices"),
        Holding::JournalGame => t("game from the durable journal"),
        Holding::PausedGame => t("paused game"),
    }
}

/// What the app says of unusable data it kept, what it `holds`, and where it went.
pub fn unusable_notice(holds: Holding, reason: &Unusable, aside: &str) -> String {
    let what = holding_text(holds);
    tf(
        "{what}: {reason}. {aside}",
        &[
            ("what", &capitalised(what)),
            ("reason", &unusable_text(what, reason)),
            ("aside", aside),
        ],
    )
}

/// `text` with its first letter in capitals when that letter is ASCII (a name beginning with another
/// letter stays as it is). This keeps Unicode's case tables out of the wasm.
fn capitalised(text: &str) -> String {
    let mut text = text.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// Where data was set aside, under `key`.
pub fn set_aside_as(key: &str) -> String {
    tf(
        "It was set aside as \"{key}\" in this browser's storage; the History lists it, to open, export or delete.",
        &[("key", key)],
    )
}

/// Why unusable data stays under `key`: setting it aside failed with `error`.
pub fn held_in_place(key: &str, error: &str) -> String {
    tf(
        "It could not be set aside ({error}), so it is kept as \"{key}\" in this browser's storage and nothing will be saved over it; the History lists it, to export or delete.",
        &[("error", error), ("key", key)],
    )
}

/// Why nothing is written under `key`: it holds data that could not be set aside.
pub fn held_refusal(key: &str) -> String {
    tf(
        "\"{key}\" in this browser's storage holds data that could not be set aside, and nothing is saved over it; export or delete it in the History",
        &[("key", key)],
    )
}

/// Why a write to storage failed, with the browser's `error`.
pub fn not_saved(error: &str) -> String {
    tf("could not save ({error})", &[("error", error)])
}

/// Why the stored `what` could not be read, with the browser's `error`.
pub fn unread(what: &str, error: &str) -> String {
    tf(
        "The stored {what} could not be read ({error}).",
        &[("what", what), ("error", error)],
    )
}

/// Why the browser's storage cannot be used: it refused with `error`, or (`None`) has none.
pub fn no_storage(error: Option<&str>) -> String {
    match error {
        Some(error) => tf("the browser refused storage ({error})", &[("error", error)]),
        None => t("this browser has no local storage").to_owned(),
    }
}

/// What resuming a game did with what was stored as the running game, set aside as `aside` says.
pub fn running_kept(aside: &str) -> String {
    tf(
        "What was stored as the running game was kept. {aside}",
        &[("aside", aside)],
    )
}

/// Why the stored `what` (named in the page's language) is unusable.
pub fn unusable_text(what: &str, reason: &Unusable) -> String {
    match reason {
        Unusable::Damaged(error) => tf(
            "the data stored for the {what} is damaged ({error})",
            &[("what", what), ("error", &error.worded())],
        ),
        Unusable::Record(error) => tf(
            "the data stored for the {what} is damaged ({error})",
            &[("what", what), ("error", &error.worded())],
        ),
        Unusable::OtherVersion { version, current } => tf(
            "the data stored for the {what} was written by another version of Flagfall (schema {version}, this one reads {current})",
            &[
                ("what", what),
                ("version", &version.to_string()),
                ("current", &current.to_string()),
            ],
        ),
    }
}

/// Why the durable journal cannot be used in this page, said once as the page opens.
pub fn journal_unavailable(trouble: &Trouble) -> String {
    let why = match trouble {
        Trouble::Missing => {
            t("this browser offers no IndexedDB here, as in some private windows").to_owned()
        }
        Trouble::Newer => {
            t("a newer version of Flagfall keeps it, and it is left as it is").to_owned()
        }
        Trouble::Full => t("this site's storage quota is full").to_owned(),
        Trouble::Refused(error) => error.clone(),
        Trouble::NoAnswer => t("IndexedDB did not answer in time").to_owned(),
    };
    tf(
        "The durable journal cannot be used ({why}): games are kept in this browser's local storage alone, which a browser killed mid-game can leave up to a minute behind.",
        &[("why", &why)],
    )
}

/// Why a change of the game did not reach the durable journal.
pub fn journal_trouble(trouble: &Trouble) -> String {
    let why = match trouble {
        Trouble::Full => t("this site's storage quota is full"),
        Trouble::Refused(error) => error.as_str(),
        Trouble::NoAnswer => t("IndexedDB did not answer in time"),
        // Said once as the page opened; no write is tried then.
        Trouble::Missing | Trouble::Newer => t("the journal cannot be used"),
    };
    tf(
        "Not written to the durable journal ({why}): if the browser is killed now, up to a minute of the game may be lost.",
        &[("why", why)],
    )
}

/// What the browser answered when asked to keep the app's storage, for the History's note on it.
pub fn persistence_text(persistence: Persistence) -> &'static str {
    match persistence {
        Persistence::NotAsked => t("Flagfall asks this browser to keep its storage for good once a game is kept."),
        Persistence::Granted => t("This browser has agreed to keep Flagfall's storage: it will not clear it to make room."),
        Persistence::Refused => t("This browser has not agreed to keep Flagfall's storage for good: it may clear it when space runs short (installing the app often changes that)."),
        Persistence::Unsupported => t("This browser cannot be asked to keep Flagfall's storage for good: it may clear it when space runs short."),
    }
}

/// What restoring a game from the durable journal did, when the player should know.
pub fn recovered_text(recovery: &Recovery) -> Option<String> {
    Some(match recovery {
        Recovery::Replace { .. } | Recovery::Run(_) => return None,
        Recovery::SetAside(_) => t("A game in progress that this browser's storage had lost was found in the durable journal and set aside; the History lists it, to resume.").to_owned(),
        Recovery::File(_) => t("A finished game that this browser's storage had lost was found in the durable journal and filed in the History.").to_owned(),
        Recovery::Diverged(_) => t("The durable journal and this browser's storage held two different records of one game: the storage's stays where it was, and the journal's was set aside; the History lists it.").to_owned(),
        Recovery::Unusable { .. } => return None,
    })
}

impl Worded for RecordError {
    fn worded(&self) -> String {
        match self {
            RecordError::Unreadable { line } => tf(
                "line {line} of the first clock's record cannot be read",
                &[("line", &line.to_string())],
            ),
            RecordError::Link(error) => error.worded(),
            RecordError::Unplayed { line } => tf(
                "the act on line {line} of the first clock's record changes nothing in its game",
                &[("line", &line.to_string())],
            ),
        }
    }
}

impl Worded for Unrecovered {
    fn worded(&self) -> String {
        match self {
            Unrecovered::Unreadable(error) => error.worded(),
            Unrecovered::Unreplayable(error) => error.worded(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::worded;
    use crate::model::control_saving::{delete_named, save_chosen};
    use crate::model::draft::DraftError;
    use crate::model::period_editor::EditorError;
    use crate::model::saved::{read, recover_game, Read, SavedControls};
    use flagfall_core::parse_human;

    #[test]
    fn saving_says_whether_it_added_replaced_or_renamed() {
        let mut list = SavedControls::default();
        let blitz = parse_human("3+2").unwrap();
        let rapid = parse_human("15+10").unwrap();
        let mut save = |control, typed, edited| {
            save_chosen(&mut list, Ok(control), typed, edited)
                .map(worded)
                .map_err(worded)
        };
        assert_eq!(
            save(&blitz, " club ", None).as_deref(),
            Ok("Saved \"club\".")
        );
        assert_eq!(
            save(&rapid, "club", None).as_deref(),
            Ok("Replaced \"club\".")
        );
        assert_eq!(
            save(&rapid, "night", Some("club")).as_deref(),
            Ok("Saved \"club\" as \"night\".")
        );
    }

    #[test]
    fn nothing_is_saved_without_a_usable_control_and_the_reason_is_given() {
        let mut list = SavedControls::default();
        let why = DraftError::Periods(EditorError::NoTimeAtAll);
        assert_eq!(
            save_chosen(&mut list, Err(&why), "club", None).map_err(worded),
            Err("There is no usable control to save: The periods have no time at all".to_owned())
        );
    }

    #[test]
    fn a_refused_name_says_why() {
        let mut list = SavedControls::default();
        let blitz = parse_human("3+2").unwrap();
        for name in ["club", "league"] {
            save_chosen(&mut list, Ok(&blitz), name, None).unwrap();
        }
        let error = save_chosen(&mut list, Ok(&blitz), "league", Some("club"))
            .map_err(worded)
            .unwrap_err();
        assert!(error.contains("already called \"league\""), "{error}");
        assert_eq!(
            save_chosen(&mut list, Ok(&blitz), "   ", None).map_err(worded),
            Err("Give the control a name to save it.".to_owned())
        );
    }

    #[test]
    fn deleting_says_so() {
        let mut list = SavedControls::default();
        save_chosen(&mut list, Ok(&parse_human("3+2").unwrap()), "club", None).unwrap();
        assert_eq!(
            delete_named(&mut list, "club").worded(),
            "Deleted \"club\"."
        );
    }

    fn unusable(raw: &str) -> String {
        let Read::Unusable { reason } = read::<SavedControls>(Some(raw)) else {
            panic!("{raw} must be unusable");
        };
        unusable_text("saved controls", &reason)
    }

    #[test]
    fn damaged_json_is_unusable_with_a_reason() {
        let reason = unusable("{\"version\": 1, \"contr");
        assert!(
            reason.starts_with("the data stored for the saved controls is damaged"),
            "{reason}"
        );
    }

    #[test]
    fn another_schema_version_is_unusable_and_says_which() {
        assert_eq!(
            unusable(r#"{"version": 2, "controls": []}"#),
            "the data stored for the saved controls was written by another version of Flagfall (schema 2, this one reads 1)"
        );
    }

    #[test]
    fn kept_data_that_is_no_json_says_where_it_ends() {
        assert_eq!(
            recover_game(r#"{"version": 1, "names": {"whi"#).map_err(worded),
            Err("the text ends inside a string at line 1 column 30".to_owned())
        );
    }
}
