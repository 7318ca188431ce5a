//! What a finished (or running) game can be exported as. Pure: each takes the saved game and returns
//! the file's text; the browser side (downloads) lives in `browser::files`.

mod chart;
mod controls;
mod csv;
mod pgn;
mod report;
mod round;

pub use chart::time_chart;
pub use csv::log_csv;
pub use pgn::pgn_skeleton;
pub use report::{report_html, reports_html};
pub use round::round_score;

use crate::i18n::{worded, Worded};
use crate::model::wall_clock::WallClock;
use flagfall_core::LogError;

/// The file name stem for a game's exports: `flagfall-2026-11-22-1444`.
pub fn file_stem(game: &crate::model::saved::SavedGame, offset: i32) -> String {
    game.began().map_or_else(
        || "flagfall-game".to_owned(),
        |at| {
            format!(
                "flagfall-{}",
                WallClock::at(at, offset).minute_text("-", "")
            )
        },
    )
}

/// The log as JSON, as `flagfall replay` reads it: its details (the players' names among them) and
/// its digest (the report prints it) with it.
pub fn log_json(game: &crate::model::saved::SavedGame) -> String {
    game.log.to_json()
}

/// Reads an exported log for review: it must replay to the game it records. The error, from the core,
/// is in the page's language. The text is parsed once, for the log and the names an older log kept
/// beside it alike.
pub fn import_log(text: &str) -> Result<crate::model::saved::SavedGame, String> {
    let value =
        flagfall_core::JsonValue::parse(text).map_err(|e| LogError::Malformed(e).worded())?;
    let log = flagfall_core::IncidentLog::from_value(&value).map_err(worded)?;
    flagfall_core::Game::replay(&log).map_err(worded)?;
    Ok(crate::model::saved::SavedGame::new(
        log.with_names_beside(&value),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::saved::SavedGame;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};
    use flagfall_core::{GameDetails, IncidentLog};

    #[test]
    fn an_exported_log_imports_to_the_same_game_and_names() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(10)).unwrap();
        game.apply(Action::Press, Instant(2_000)).unwrap();
        let saved = SavedGame::new(IncidentLog {
            details: GameDetails::named(BySide::new("Anna".to_owned(), "Ben".to_owned())),
            ..game.log()
        });
        assert_eq!(import_log(&log_json(&saved)), Ok(saved));
    }

    #[test]
    fn an_import_reads_a_log_as_the_core_reads_it() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(10)).unwrap();
        let json = log_json(&SavedGame::new(game.log()));
        for text in [
            String::new(),
            "[1".to_owned(),
            "{}".to_owned(),
            r#"{"version": 4}"#.to_owned(),
            r#"{"version": -1}"#.to_owned(),
            json.replace("\"incidents\"", "\"incident\""),
        ] {
            let core = flagfall_core::IncidentLog::from_json(&text).unwrap_err();
            assert_eq!(import_log(&text), Err(core.to_string()), "{text}");
        }
        assert_eq!(
            import_log(r#"{"version": 4}"#),
            Err(
                "incident log version 4 is not supported (this build reads versions 1 to 3)"
                    .to_owned()
            )
        );
        assert_eq!(
            import_log(&format!("\u{feff}{json}")).map(|g| g.log),
            Ok(game.log())
        );
    }

    #[test]
    fn an_import_that_is_not_a_log_or_does_not_replay_says_why() {
        assert!(import_log("{}")
            .unwrap_err()
            .starts_with("not a Flagfall incident log"));
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(2_000)).unwrap();
        let tampered =
            log_json(&SavedGame::new(game.log())).replace("\"used\": 2000", "\"used\": 1000");
        assert_eq!(
            import_log(&tampered),
            Err("the log was altered after it was written: incident 2 does not match its hash (it was changed, or an incident before it was removed or added)".to_owned())
        );
    }
}
