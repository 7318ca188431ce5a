//! The incident log as CSV (RFC 4180), one row an incident, for spreadsheets in the tournament office.

use crate::model::saved::SavedGame;
use crate::record::log_text::log_rows;
use flagfall_page::without_direction_controls;

/// The log as CSV: the wall-clock time (ISO 8601 with offset), the instant in epoch milliseconds, the
/// game time, the move it came at ("12." or "12…"), the event's name as in the JSON log, and the
/// sentence the log view shows; then, on every row so that the logs of a round can be put in one
/// sheet, the game's event, round and board and the players' names as typed. The sentences are in
/// the page's language; the column names and the values stay the same in every language, so the
/// office's sheets and scripts read any game.
pub fn log_csv(game: &SavedGame, offset: i32) -> String {
    let mut out = String::from(
        "wall_clock,epoch_ms,game_time,move,event,description,game_event,round,board,white,black\r\n",
    );
    let details = &game.log.details;
    let typed = |text: &str| without_direction_controls(text).into_owned();
    let game_fields = [
        typed(&details.event),
        typed(&details.round),
        typed(&details.board),
        typed(&details.players.white.name),
        typed(&details.players.black.name),
    ];
    for (row, incident) in log_rows(game, offset).iter().zip(&game.log.incidents) {
        let incident_fields = [
            row.wall.iso(),
            incident.at.0.to_string(),
            row.game_time.clone(),
            row.at_move.clone(),
            incident.event.name().to_owned(),
            row.text.clone(),
        ];
        let fields = incident_fields.iter().chain(&game_fields);
        let quoted: Vec<String> = fields.map(|f| field(f)).collect();
        out.push_str(&quoted.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A field, quoted when it holds a comma, a quote or a line break (quotes doubled). A field a
/// spreadsheet would read as a formula (one beginning with `=`, `+`, `-`, `@`, a tab or a carriage
/// return: a player named `=HYPERLINK(…)`) is neutralised as OWASP advises, a single quote before it
/// and the whole quoted. A field that is wholly a number (`-5`) is no formula and stays as it is, so
/// the number columns stay numbers.
fn field(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']) && !is_number(text);
    if formula {
        format!("\"'{}\"", text.replace('"', "\"\""))
    } else if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// Whether `text` is an integer, as the number columns hold (`-5`, `1500`).
fn is_number(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};
    use flagfall_core::{GameDetails, IncidentLog};

    #[test]
    fn one_row_an_incident_with_fields_quoted_where_needed() {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(
            Action::Note {
                text: "White said \"draw?\", then moved".into(),
            },
            Instant(1_500),
        )
        .unwrap();
        let saved = SavedGame::new(IncidentLog {
            details: GameDetails {
                event: "Club, Open".into(),
                round: "3".into(),
                board: "12".into(),
                ..GameDetails::named(BySide::new("Anna".into(), String::new()))
            },
            ..game.log()
        });
        assert_eq!(
            log_csv(&saved, 0),
            "wall_clock,epoch_ms,game_time,move,event,description,game_event,round,board,white,black\r\n\
             1970-01-01T00:00:00.000+00:00,0,0:00.000,1.,started,Game started; White's clock runs,\
             \"Club, Open\",3,12,Anna,\r\n\
             1970-01-01T00:00:01.500+00:00,1500,0:01.500,1.,note,\"Note: White said \"\"draw?\"\", then moved\",\
             \"Club, Open\",3,12,Anna,\r\n"
        );
    }

    #[test]
    fn a_name_or_note_typed_with_direction_controls_is_written_without_them() {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_000)).unwrap();
        game.apply(
            Action::Note {
                text: "phone\u{202e}gnir".into(),
            },
            Instant(1_500),
        )
        .unwrap();
        game.apply(
            Action::End {
                result: None,
                reason: "left\u{202e}tfel".into(),
            },
            Instant(2_000),
        )
        .unwrap();
        let names = BySide::new("Anna\u{202e}".to_owned(), String::new());
        let csv = log_csv(
            &SavedGame::new(IncidentLog {
                details: GameDetails::named(names),
                ..game.log()
            }),
            0,
        );
        assert!(!csv.contains('\u{202e}'), "{csv}");
        assert!(csv.contains("Note: phonegnir"), "{csv}");
        assert!(csv.contains("Anna (White) moved"), "{csv}");
        assert!(
            csv.contains("Game ended by the arbiter: pending, lefttfel"),
            "{csv}"
        );
    }

    #[test]
    fn a_cell_a_spreadsheet_would_read_as_a_formula_is_quoted_after_a_single_quote() {
        assert_eq!(
            field("=HYPERLINK(\"http://x\",\"y\") (White) moved"),
            "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\") (White) moved\""
        );
        assert_eq!(field("+1"), "\"'+1\"");
        assert_eq!(
            field("-2+3+cmd|' /C calc'!A0"),
            "\"'-2+3+cmd|' /C calc'!A0\""
        );
        assert_eq!(field("@SUM(A1)"), "\"'@SUM(A1)\"");
        assert_eq!(field("\t=1"), "\"'\t=1\"");
        assert_eq!(field("\r=1"), "\"'\r=1\"");
        // Elsewhere in a cell these characters are harmless.
        assert_eq!(field("Anna = Ben"), "Anna = Ben");
    }

    #[test]
    fn a_number_stays_a_number_even_below_zero() {
        assert_eq!(field("-1500"), "-1500");
        assert_eq!(field("1500"), "1500");
        assert_eq!(field("-"), "\"'-\"");
        assert_eq!(field("-1e3"), "\"'-1e3\"");
    }

    #[test]
    fn a_player_named_like_a_formula_cannot_inject_one() {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_500)).unwrap();
        let names = BySide::new(
            "=HYPERLINK(\"http://evil\",\"x\")".to_owned(),
            String::new(),
        );
        let csv = log_csv(
            &SavedGame::new(IncidentLog {
                details: GameDetails::named(names),
                ..game.log()
            }),
            0,
        );
        assert_eq!(
            csv.lines().nth(2),
            Some(
                "1970-01-01T00:00:01.500+00:00,1500,0:01.500,1.,pressed,\
                 \"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\") (White) moved: 0:01.500 used, 4:58.500 left\",\
                 ,,,\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\","
            )
        );
    }
}
