//! The control being set up, in the page's language: why the periods as typed make no control (one
//! arm per [`EditorError`], naming the period as the editor shows it), why the draft gives none, and
//! the editor's bound on periods.

use crate::i18n::{side_name, t, tf, Worded};
use crate::model::draft::DraftError;
use crate::model::period_editor::{EditorError, Number, PeriodName, Required};
use flagfall_core::TimeControl;

/// "Period 2", or "Black's period 2" under time odds.
fn period_text(period: PeriodName) -> String {
    let n = period.number.to_string();
    match period.side {
        Some(side) => tf(
            "{side}'s period {n}",
            &[("side", side_name(side)), ("n", &n)],
        ),
        None => tf("Period {n}", &[("n", &n)]),
    }
}

impl Worded for EditorError {
    fn worded(&self) -> String {
        match self {
            EditorError::MissingNumber { period, number } => missing(*period, *number),
            EditorError::NotWholeNumber {
                period,
                number,
                typed,
            } => not_whole(*period, *number, typed),
            EditorError::ZeroMoves { period } => tf(
                "{period}: the number of moves must be more than zero",
                &[("period", &period_text(*period))],
            ),
            EditorError::AfterGame { period } => tf(
                "{period} follows a period for the rest of the game and could never start",
                &[("period", &period_text(*period))],
            ),
            EditorError::TimeoutWithoutNext { period } => tf(
                "{period} ends when its time runs out, but no period follows it",
                &[("period", &period_text(*period))],
            ),
            EditorError::WithoutTime { period } => tf(
                "{period} has no time and no increment or delay",
                &[("period", &period_text(*period))],
            ),
            EditorError::CanadianWithoutMoves { period } => tf(
                "{period}: Canadian overtime ends after a number of moves",
                &[("period", &period_text(*period))],
            ),
            EditorError::CanadianWithoutTime { period } => tf(
                "{period}: Canadian overtime needs a time",
                &[("period", &period_text(*period))],
            ),
            EditorError::ByoYomiWithoutPeriods { period } => tf(
                "{period}: byo-yomi needs at least one period",
                &[("period", &period_text(*period))],
            ),
            EditorError::ByoYomiWithoutTime { period } => tf(
                "{period}: a byo-yomi period needs a time",
                &[("period", &period_text(*period))],
            ),
            EditorError::HourglassWithoutTime { period } => tf(
                "{period}: an hourglass needs a time",
                &[("period", &period_text(*period))],
            ),
            EditorError::NoTimeAtAll => t("The periods have no time at all").to_owned(),
            EditorError::Control(error) => error.worded(),
        }
    }
}

/// Why a blank `number` is refused, said of `period`.
fn missing(period: PeriodName, number: Required) -> String {
    let period = period_text(period);
    let values = [("period", period.as_str())];
    match number {
        Required::Moves => tf("{period}: the number of moves is missing", &values),
        Required::Increment => tf("{period}: the increment is missing", &values),
        Required::Delay => tf("{period}: the delay is missing", &values),
        Required::ByoYomiPeriods => tf(
            "{period}: the number of byo-yomi periods is missing",
            &values,
        ),
    }
}

/// Why `typed` is refused for `number`, said of `period`.
fn not_whole(period: PeriodName, number: Number, typed: &str) -> String {
    let period = period_text(period);
    let values = [("period", period.as_str()), ("text", typed)];
    match number {
        Number::Minutes => tf(
            "{period}: the minutes must be a whole number, not \"{text}\"",
            &values,
        ),
        Number::Seconds => tf(
            "{period}: the seconds must be a whole number, not \"{text}\"",
            &values,
        ),
        Number::Required(Required::Moves) => tf(
            "{period}: the number of moves must be a whole number, not \"{text}\"",
            &values,
        ),
        Number::Required(Required::Increment) => tf(
            "{period}: the increment must be a whole number, not \"{text}\"",
            &values,
        ),
        Number::Required(Required::Delay) => tf(
            "{period}: the delay must be a whole number, not \"{text}\"",
            &values,
        ),
        Number::Required(Required::ByoYomiPeriods) => tf(
            "{period}: the number of byo-yomi periods must be a whole number, not \"{text}\"",
            &values,
        ),
    }
}

impl Worded for DraftError {
    fn worded(&self) -> String {
        match self {
            DraftError::Text(error) => error.worded(),
            DraftError::Periods(error) => error.worded(),
        }
    }
}

/// Why no period can be added once a side has [`TimeControl::MAX_PERIODS`].
pub fn period_limit() -> String {
    tf(
        "A time control has at most {max} periods",
        &[("max", &TimeControl::MAX_PERIODS.to_string())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::worded;
    use crate::model::draft::{describe, Draft};
    use flagfall_core::{parse_human, Rulebook, Side};

    const fn period(number: usize) -> PeriodName {
        PeriodName { side: None, number }
    }

    const fn blacks(number: usize) -> PeriodName {
        PeriodName {
            side: Some(Side::Black),
            number,
        }
    }

    #[test]
    fn each_refusal_names_the_period_as_the_editor_shows_it() {
        for (error, text) in [
            (
                EditorError::NotWholeNumber {
                    period: period(1),
                    number: Number::Required(Required::Increment),
                    typed: "2x".to_owned(),
                },
                "Period 1: the increment must be a whole number, not \"2x\"",
            ),
            (
                EditorError::NotWholeNumber {
                    period: blacks(1),
                    number: Number::Minutes,
                    typed: "-3".to_owned(),
                },
                "Black's period 1: the minutes must be a whole number, not \"-3\"",
            ),
            (
                EditorError::NotWholeNumber {
                    period: period(1),
                    number: Number::Seconds,
                    typed: "x".to_owned(),
                },
                "Period 1: the seconds must be a whole number, not \"x\"",
            ),
            (
                EditorError::ZeroMoves { period: period(1) },
                "Period 1: the number of moves must be more than zero",
            ),
            (
                EditorError::ByoYomiWithoutPeriods { period: period(2) },
                "Period 2: byo-yomi needs at least one period",
            ),
            (
                EditorError::ByoYomiWithoutTime { period: period(2) },
                "Period 2: a byo-yomi period needs a time",
            ),
            (
                EditorError::HourglassWithoutTime { period: period(1) },
                "Period 1: an hourglass needs a time",
            ),
            (
                EditorError::WithoutTime { period: period(2) },
                "Period 2 has no time and no increment or delay",
            ),
            (
                EditorError::WithoutTime { period: blacks(1) },
                "Black's period 1 has no time and no increment or delay",
            ),
            (EditorError::NoTimeAtAll, "The periods have no time at all"),
            (
                EditorError::MissingNumber {
                    period: period(1),
                    number: Required::Moves,
                },
                "Period 1: the number of moves is missing",
            ),
            (
                EditorError::CanadianWithoutTime { period: period(2) },
                "Period 2: Canadian overtime needs a time",
            ),
            (
                EditorError::CanadianWithoutMoves { period: period(2) },
                "Period 2: Canadian overtime ends after a number of moves",
            ),
            (
                EditorError::CanadianWithoutTime { period: blacks(2) },
                "Black's period 2: Canadian overtime needs a time",
            ),
        ] {
            assert_eq!(error.worded(), text);
        }
    }

    #[test]
    fn the_message_names_the_cores_bound_on_periods() {
        assert_eq!(period_limit(), "A time control has at most 100 periods");
    }

    #[test]
    fn bad_notation_is_worded_with_the_cores_message() {
        let mut draft = Draft::new("3+2");
        draft.type_text("3+x".into());
        let error = draft.text_error().map(worded).unwrap();
        assert_eq!(
            error,
            "\"3+x\": at column 3: expected a number of seconds after '+', found \"x\""
        );
        assert_eq!(
            draft
                .control(flagfall_core::Rulebook::Fide2023)
                .map_err(worded),
            Err(error)
        );
        assert_eq!(
            Draft::new("G/90;x5").text_error().map(worded).as_deref(),
            Some(
                "\"G/90;x5\": at column 6: expected a delay or increment such as d5, b5, inc2 or +2 \
                 after ';', found \"x5\""
            )
        );
    }

    #[test]
    fn notation_read_otherwise_than_it_may_mean_says_so() {
        let notes: Vec<String> = Draft::new("40/90+30, 30+30")
            .reading_notes(flagfall_core::Rulebook::Fide2023)
            .iter()
            .map(worded)
            .collect();
        assert_eq!(
            notes,
            ["at column 1: \"40/90\" reads as 40 minutes for 90 moves (FIDE style writes the minutes first); for 40 moves in 90 minutes write \"90/40\""]
        );
    }

    #[test]
    fn pgn_that_cannot_write_time_odds_says_so() {
        let odds = describe(&parse_human("5 vs 3").unwrap(), Rulebook::Fide2023);
        assert_eq!(
            odds.pgn.map_err(worded),
            Err("PGN cannot write time odds (different controls for the sides)".to_owned())
        );
    }
}
