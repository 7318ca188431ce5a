//! The record a first visit's clock keeps of a link's game: where it is played, the link, and each
//! act at the board that changed the game, with the instant it was applied at. A first visit's
//! clock writes it where the saved game goes (localStorage and the durable journal), because the
//! saved game's writer (the serializers of every incident, the chain of hashes) would be a fifth of
//! the bytes a first visit waits for; the app, taking the game over or opening it after a killed
//! browser, replays it into the very saved game that clock would have written
//! ([`LinkRecord::saved_text`]). Text, a line per act: a press appends a line.
//!
//! ```
//! use flagfall_core::{parse_json, parse_link, Instant, SavedGame, Side};
//! use flagfall_page::{AtBoard, LinkRecord, Prefs};
//!
//! let query = "?control=3%2B2";
//! let link = parse_link(query)?.unwrap();
//! let mut game = flagfall_core::Game::new(link.control.clone(), Prefs::default().settings_for(&link));
//! let mut record = LinkRecord::new(query, 60);
//! let start = AtBoard::Press { side: Side::Black, input: Instant(990) };
//! assert!(start.apply(&mut game, Instant(1_000)));
//! record.push(start, Instant(1_000));
//! let saved: SavedGame = parse_json(&LinkRecord::saved_text(record.text()).unwrap())?;
//! assert_eq!(saved.log.incidents, game.incidents());
//! assert_eq!(saved.log.details.utc_offset, Some(60));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::{game_details, Prefs, Unwatched};
use flagfall_core::{parse_link, Game, Instant, LinkError, Millis, SavedText, Side, UTC_OFFSETS};
use std::fmt::Write;

/// An act at the board as a first clock makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtBoard {
    /// A press on `side`'s face, input at `input`.
    Press { side: Side, input: Instant },
    /// Time the page could not watch, charged.
    Charge(Unwatched),
    /// A look at the clock: a flag that fell by then is logged.
    Observe,
}

impl AtBoard {
    /// Applies the act to `game` at `at`, as the app applies it; returns whether the game changed:
    /// logged anything (a press by the side not to move, a charge while no clock runs and a look
    /// that finds no new flag log nothing; a press after a flag nobody saw yet is refused, but
    /// logs the flag).
    pub fn apply(self, game: &mut Game, at: Instant) -> bool {
        let logged = game.incidents().len();
        // A refusal is told by what was logged.
        match self {
            AtBoard::Press { side, input } => {
                let _ = game.press_face(side, input, at);
            }
            AtBoard::Charge(unwatched) => {
                let _ = game.apply_at_board(unwatched.act(), at);
            }
            AtBoard::Observe => {
                let _ = game.observe(at);
            }
        }
        game.incidents().len() != logged
    }
}

/// The record of a first visit's link, as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkRecord {
    text: String,
}

/// Why a record cannot be replayed; lines count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The line cannot be read as the record's (the first: it is no record of this version).
    Unreadable { line: usize },
    /// The link it records no longer opens a game.
    Link(LinkError),
    /// The act on the line changes nothing in the game replayed so far: the record was not written
    /// by a first clock of this version.
    Unplayed { line: usize },
}

/// The first line of every record, which tells it from a saved game (JSON) and gives its version.
const MARK: &str = "flagfall link record 1";

impl LinkRecord {
    /// The record of the link `query` (the address's query, `?` included) opened where the UTC
    /// offset is `utc_offset` minutes, before any act.
    pub fn new(query: &str, utc_offset: i32) -> LinkRecord {
        LinkRecord {
            text: format!("{MARK}\n{utc_offset}\n{query}"),
        }
    }

    /// Records `act`, which changed the game at `at`.
    pub fn push(&mut self, act: AtBoard, at: Instant) {
        // Writing to a String does not fail.
        let _ = match act {
            AtBoard::Press { side, input } => {
                let side = if side == Side::White { 'w' } else { 'b' };
                write!(self.text, "\np {side} {} {}", input.0, at.0)
            }
            AtBoard::Charge(Unwatched { from, span }) => {
                write!(self.text, "\nc {} {} {}", from.0, span.0, at.0)
            }
            AtBoard::Observe => write!(self.text, "\no {}", at.0),
        };
    }

    /// The record as text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether `text` is a record (of any version), not a saved game.
    pub fn is_record(text: &str) -> bool {
        text.starts_with("flagfall link record ")
    }

    /// The saved game the record's first clock would have written, as text: the link's game under
    /// the set-up choices of a first visit (the defaults), with the record's details, each act
    /// replayed at its instant.
    pub fn saved_text(text: &str) -> Result<String, RecordError> {
        let mut lines = text.split('\n');
        let unreadable = |line| RecordError::Unreadable { line };
        if lines.next() != Some(MARK) {
            return Err(unreadable(1));
        }
        // Only an offset a game's details can carry: the saved game's reader refuses any other.
        let utc_offset = lines
            .next()
            .and_then(|line| line.parse::<i32>().ok())
            .filter(|offset| UTC_OFFSETS.contains(offset))
            .ok_or(unreadable(2))?;
        let link = parse_link(lines.next().ok_or(unreadable(3))?)
            .map_err(RecordError::Link)?
            .ok_or(unreadable(3))?;
        let prefs = Prefs::default();
        let mut game = Game::new(link.control.clone(), prefs.settings_for(&link));
        for (line, text) in (4..).zip(lines) {
            let (act, at) = read_act(text).ok_or(unreadable(line))?;
            if !act.apply(&mut game, at) {
                return Err(RecordError::Unplayed { line });
            }
        }
        let details = game_details(&prefs.details, utc_offset);
        Ok(SavedText::default()
            .update(&details, false, prefs.lock, &game)
            .to_owned())
    }
}

/// An act's line: the act and the instant it was applied at.
fn read_act(line: &str) -> Option<(AtBoard, Instant)> {
    let mut words = line.split(' ');
    let kind = words.next()?;
    let side = match kind {
        "p" => Some(match words.next()? {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return None,
        }),
        _ => None,
    };
    let numbers: Vec<i64> = words
        .map(|word| word.parse::<i64>().ok())
        .collect::<Option<_>>()?;
    match (kind, side, numbers.as_slice()) {
        ("p", Some(side), &[input, at]) => Some((
            AtBoard::Press {
                side,
                input: Instant(input),
            },
            Instant(at),
        )),
        ("c", None, &[from, span, at]) => Some((
            AtBoard::Charge(Unwatched {
                from: Instant(from),
                span: Millis(span),
            }),
            Instant(at),
        )),
        ("o", None, &[at]) => Some((AtBoard::Observe, Instant(at))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_json, Event, SavedGame};

    fn saved(text: &str) -> SavedGame {
        parse_json(&LinkRecord::saved_text(text).unwrap()).unwrap()
    }

    #[test]
    fn a_record_is_a_line_per_act_after_where_and_what_was_opened() {
        let mut record = LinkRecord::new("?control=3%2B2", -300);
        record.push(
            AtBoard::Press {
                side: Side::Black,
                input: Instant(990),
            },
            Instant(1_000),
        );
        record.push(
            AtBoard::Charge(Unwatched {
                from: Instant(2_000),
                span: Millis(60_000),
            }),
            Instant(63_000),
        );
        record.push(AtBoard::Observe, Instant(250_000));
        assert_eq!(
            record.text(),
            "flagfall link record 1\n-300\n?control=3%2B2\np b 990 1000\nc 2000 60000 63000\no 250000"
        );
        let game = saved(record.text());
        assert_eq!(game.log.details.utc_offset, Some(-300));
        let events: Vec<_> = game
            .log
            .incidents
            .iter()
            .map(|i| (i.at, &i.event))
            .collect();
        // Black's press input at 990 ms starts White's 3:02 then; the minute unwatched is logged
        // (the page's instants already count it), and the flag falls 3:02 after the start.
        assert_eq!(
            events[..3],
            [
                (Instant(990), &Event::Started),
                (
                    Instant(63_000),
                    &Event::Unwatched {
                        side: Side::White,
                        from: Instant(2_000),
                        span: Millis(60_000),
                    }
                ),
                (Instant(182_990), &Event::FlagFell { side: Side::White }),
            ]
        );
        assert_eq!(game.log.incidents.len(), 4, "and the game decided");
    }

    #[test]
    fn a_record_before_any_act_is_the_links_game_not_begun() {
        let game = saved(LinkRecord::new("?control=5%2B3&rules=fide-2018", 0).text());
        assert_eq!(game.log.incidents, []);
        assert_eq!(
            game.log.settings.rulebook,
            flagfall_core::Rulebook::Fide2018
        );
    }

    #[test]
    fn a_record_that_cannot_be_replayed_says_which_line() {
        let unreadable = |line| Err(RecordError::Unreadable { line });
        for (text, line) in [
            ("", 1),
            ("flagfall link record 2\n0\n?control=3", 1),
            ("flagfall link record 1\neast\n?control=3", 2),
            // East of UTC by more than any zone, or west by more.
            ("flagfall link record 1\n841\n?control=3", 2),
            ("flagfall link record 1\n-721\n?control=3", 2),
            ("flagfall link record 1\n99999999999\n?control=3", 2),
            ("flagfall link record 1\n0", 3),
            ("flagfall link record 1\n0\n?rules=fide-2018", 3),
        ] {
            assert_eq!(LinkRecord::saved_text(text), unreadable(line), "{text:?}");
        }
        assert!(matches!(
            LinkRecord::saved_text("flagfall link record 1\n0\n?control=3&rules=nope"),
            Err(RecordError::Link(LinkError::UnknownRulebook(_)))
        ));
        let opened = "flagfall link record 1\n0\n?control=3";
        for bad in [
            "p x 1 1",
            "p w 1",
            "p w 1 1 1",
            "c 1 1",
            "o",
            "o 1 2",
            "q 1",
            "p w one 1",
            "",
        ] {
            assert_eq!(
                LinkRecord::saved_text(&format!("{opened}\np b 0 0\n{bad}")),
                unreadable(5),
                "{bad:?}"
            );
        }
        // White's press before Black's starts nothing; a look that finds no flag; a charge before
        // the start, or of no time or less while a clock runs.
        for (unplayed, line) in [
            ("p w 0 0", 4),
            ("o 1000", 4),
            ("c 0 60000 60000", 4),
            ("p b 0 0\nc 10 -5 20", 5),
            ("p b 0 0\nc 10 0 20", 5),
        ] {
            assert_eq!(
                LinkRecord::saved_text(&format!("{opened}\n{unplayed}")),
                Err(RecordError::Unplayed { line }),
                "{unplayed:?}"
            );
        }
    }

    #[test]
    fn only_a_records_first_words_tell_it_from_a_saved_game() {
        assert!(LinkRecord::is_record(
            LinkRecord::new("?control=3", 0).text()
        ));
        assert!(LinkRecord::is_record("flagfall link record 2\nwhatever"));
        assert!(!LinkRecord::is_record("{\"version\":1}"));
    }
}
