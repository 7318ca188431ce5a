//! The incident log as CSV (RFC 4180), one row an incident, for spreadsheets in the tournament office.

use crate::log_text::log_rows;
use crate::saved::SavedGame;

/// The log as CSV: the wall-clock time (ISO 8601 with offset), the instant in epoch milliseconds, the
/// game time, the event's name as in the JSON log, and the sentence the log view shows. The sentences
/// are in the page's language; the column names and the values stay the same in every language, so
/// the office's sheets and scripts read any game.
pub fn log_csv(game: &SavedGame, offset: i32) -> String {
    let mut out = String::from("wall_clock,epoch_ms,game_time,event,description\r\n");
    for (row, incident) in log_rows(game, offset).iter().zip(&game.log.incidents) {
        let fields = [
            row.wall.iso(),
            incident.at.0.to_string(),
            row.game_time.clone(),
            incident.event.name().to_owned(),
            row.text.clone(),
        ];
        let quoted: Vec<String> = fields.iter().map(|f| field(f)).collect();
        out.push_str(&quoted.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A field, quoted when it holds a comma, a quote or a line break (quotes doubled).
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};

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
        let saved = SavedGame::new(BySide::both(String::new()), game.log());
        assert_eq!(
            log_csv(&saved, 0),
            "wall_clock,epoch_ms,game_time,event,description\r\n\
             1970-01-01T00:00:00.000+00:00,0,0:00.000,started,Game started; White's clock runs\r\n\
             1970-01-01T00:00:01.500+00:00,1500,0:01.500,note,\"Note: White said \"\"draw?\"\", then moved\"\r\n"
        );
    }
}
