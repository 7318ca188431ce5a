//! Why a notation could not be read or written, and what is said of one read otherwise than it may
//! have been meant, in the page's language: one arm per [`NotationErrorKind`], [`Expected`],
//! [`PgnLimit`] and [`ReadingNote`] the core gives. The text quoted from the user's notation is
//! shown as typed.

use crate::i18n::{t, tf, Worded};
use flagfall_core::{Expected, Method, NotationError, NotationErrorKind, PgnLimit, ReadingNote};

impl Worded for NotationError {
    fn worded(&self) -> String {
        match (self.kind(), self.location()) {
            (NotationErrorKind::NotInPgn(limit), _) => pgn_limit(*limit),
            (kind, Some(at)) => located(
                kind,
                at.column,
                &at.quoted().unwrap_or_else(|| t("the end").to_owned()),
            ),
            // The core places every error in the text it read but a limit of PGN, which has no
            // text; an error without a place reads as at the start.
            (kind, None) => located(kind, 1, t("the end")),
        }
    }
}

/// `kind` at `column`, having found `found` (quoted, or "the end").
fn located(kind: &NotationErrorKind, column: usize, found: &str) -> String {
    let column = column.to_string();
    let values = [("column", column.as_str()), ("found", found)];
    match kind {
        NotationErrorKind::Empty => tf("at column {column}: the time control is empty", &values),
        NotationErrorKind::Expected {
            expected,
            after: None,
        } => tf(
            "at column {column}: expected {expected}, found {found}",
            &[
                ("column", &column),
                ("expected", &expected_words(*expected)),
                ("found", found),
            ],
        ),
        NotationErrorKind::Expected {
            expected,
            after: Some(after),
        } => tf(
            "at column {column}: expected {expected} after '{after}', found {found}",
            &[
                ("column", &column),
                ("expected", &expected_words(*expected)),
                ("after", after),
                ("found", found),
            ],
        ),
        NotationErrorKind::ZeroMoves => tf(
            "at column {column}: a period needs at least one move, found {found}",
            &values,
        ),
        NotationErrorKind::SuddenDeathNotLast => tf(
            "at column {column}: only the last period can be without a move count, found {found}",
            &values,
        ),
        NotationErrorKind::TimeoutAfterMoves => tf(
            "at column {column}: a period with a move count ends after its moves, not when its time runs out, found {found}",
            &values,
        ),
        NotationErrorKind::NotWholeSeconds => tf(
            "at column {column}: not a whole number of seconds: {found}",
            &values,
        ),
        NotationErrorKind::Overflow => tf("at column {column}: number too large: {found}", &values),
        NotationErrorKind::Invalid(error) => tf(
            "at column {column}: {problem}, in {found}",
            &[
                ("column", &column),
                ("problem", &error.worded()),
                ("found", found),
            ],
        ),
        NotationErrorKind::NotInPgn(limit) => pgn_limit(*limit),
        NotationErrorKind::SettingWithoutSemicolon { setting } => tf(
            "at column {column}: write \"{setting}\" to give every period the delay or increment; without ';' it may mean the last period only, found {found}",
            &[("column", &column), ("setting", setting), ("found", found)],
        ),
    }
}

fn expected_words(expected: Expected) -> String {
    match expected {
        Expected::TimeControl => t("a time control such as 3+2, 90/40+30 or G/90;d5").to_owned(),
        Expected::PgnField => t("a field such as 40/9000, 300, 4500+60 or *180").to_owned(),
        Expected::Minutes => t("a number of minutes").to_owned(),
        Expected::Seconds => t("a number of seconds").to_owned(),
        Expected::Moves => t("a number of moves").to_owned(),
        Expected::ByoYomiPeriods => t("a number of byo-yomi periods").to_owned(),
        // The character itself, as the notation writes it.
        Expected::Symbol(c) => format!("'{c}'"),
        Expected::TwoDigitSeconds => t("two digits of seconds (00 to 59)").to_owned(),
        Expected::Separator => t("',', 'then', 'vs' or the end").to_owned(),
        Expected::PgnSeparator => t("':' or the end").to_owned(),
        Expected::Setting => t("a delay or increment such as d5, b5, inc2 or +2").to_owned(),
        Expected::End => t("the end").to_owned(),
    }
}

fn pgn_limit(limit: PgnLimit) -> String {
    match limit {
        PgnLimit::TimeOdds => {
            t("PGN cannot write time odds (different controls for the sides)").to_owned()
        }
        PgnLimit::Method { index, method } => {
            let n = (index + 1).to_string();
            let values = [("n", n.as_str())];
            match method {
                Method::ByoYomi { .. } => tf("PGN cannot write byo-yomi (period {n})", &values),
                Method::Canadian => tf("PGN cannot write Canadian overtime (period {n})", &values),
                Method::CountUp => tf("PGN cannot write a count-up clock (period {n})", &values),
                Method::Plain
                | Method::Fischer { .. }
                | Method::SimpleDelay { .. }
                | Method::Bronstein { .. }
                | Method::Hourglass => {
                    tf("PGN cannot write this timing method (period {n})", &values)
                }
            }
        }
        PgnLimit::EndsOnTimeout { index } => tf(
            "PGN cannot write a period that ends when its time runs out (period {n})",
            &[("n", &(index + 1).to_string())],
        ),
        PgnLimit::HourglassWithMoves { index } => tf(
            "PGN cannot write an hourglass period with a move count (period {n})",
            &[("n", &(index + 1).to_string())],
        ),
    }
}

impl Worded for ReadingNote {
    fn worded(&self) -> String {
        match self {
            ReadingNote::MinutesForMoreMoves {
                column,
                minutes,
                moves,
            } => tf(
                "at column {column}: \"{minutes}/{moves}\" reads as {minutes} minutes for {moves} moves (FIDE style writes the minutes first); for {minutes} moves in {moves} minutes write \"{moves}/{minutes}\"",
                &[
                    ("column", &column.to_string()),
                    ("minutes", &minutes.to_string()),
                    ("moves", &moves.to_string()),
                ],
            ),
        }
    }
}
