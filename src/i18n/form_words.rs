//! What the app's small forms refuse, in the page's language: an amount of time, the arbiter's
//! correction of the clocks, the default time; and what the rulebook says of the default time.

use crate::i18n::article_words::article_text;
use crate::i18n::{side_name, tf, Worded};
use crate::model::amount::NotAnAmount;
use crate::model::correction::CorrectionError;
use crate::model::default_time::{default_time_text, NotMinutes};
use flagfall_core::Rulebook;

impl Worded for NotAnAmount {
    fn worded(&self) -> String {
        tf(
            "\"{text}\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds",
            &[("text", &self.typed)],
        )
    }
}

impl Worded for CorrectionError {
    fn worded(&self) -> String {
        match self {
            CorrectionError::Time { side, error } => tf(
                "{side}'s time: {why}",
                &[("side", side_name(*side)), ("why", &error.worded())],
            ),
            CorrectionError::MoveCount { side } => tf(
                "{side}'s move count must be a whole number",
                &[("side", side_name(*side))],
            ),
        }
    }
}

impl Worded for NotMinutes {
    fn worded(&self) -> String {
        tf(
            "The default time is a whole number of minutes from 0 to {max}, not \"{text}\"",
            &[("max", &self.max.to_string()), ("text", &self.typed)],
        )
    }
}

/// What `rulebook` says when the event sets no default time, and what an empty field means.
pub fn default_time_hint(rulebook: Rulebook) -> String {
    let rule = rulebook.default_time();
    match rule.unless_specified {
        Some(time) => tf(
            "{article}: {minutes} min unless the event sets another. Empty: arrivals are not tracked.",
            &[
                ("article", &article_text(rule.article)),
                ("minutes", &default_time_text(Some(time))),
            ],
        ),
        None => tf(
            "Set by {article}. Empty: arrivals are not tracked.",
            &[("article", &article_text(rule.article))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::worded;
    use crate::model::amount::parse_amount;
    use crate::model::correction::{correction_actions, TypedSide};
    use crate::model::default_time::parse_default_time;
    use flagfall_core::{format_game_time, parse_human, BySide, Clock, Instant, Side};

    #[test]
    fn what_is_not_an_amount_says_how_to_write_one() {
        for bad in [
            "", "1:5", "1:60", "-3", "+3", "1:2:3:4", "1.2345", "a", "1:30.",
        ] {
            assert_eq!(
                parse_amount(bad).unwrap_err().worded(),
                format!(
                    "\"{bad}\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, \
                     with .mmm for milliseconds"
                ),
                "{bad}"
            );
        }
        assert_eq!(
            parse_amount("1,2,3").unwrap_err().worded(),
            "\"1,2,3\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds"
        );
    }

    #[test]
    fn a_correction_form_that_is_not_a_time_or_a_count_says_whose_and_what() {
        let mut clock = Clock::new(parse_human("90/40, 30").unwrap());
        clock.start(Instant(0)).unwrap();
        let view = clock.view(Instant(1_000));
        let as_shown = || {
            BySide::from_fn(|side| TypedSide {
                time: format_game_time(view.sides[side].main),
                moves: view.sides[side].moves.to_string(),
                period: view.sides[side].period + 1,
            })
        };
        let mut typed = as_shown();
        typed[Side::Black].time = "1:5".to_owned();
        assert_eq!(
            correction_actions(&view, &typed).unwrap_err().worded(),
            "Black's time: \"1:5\" is not an amount of time: write seconds (90), m:ss (1:30) or \
             h:mm:ss, with .mmm for milliseconds"
        );
        let mut typed = as_shown();
        typed[Side::White].moves = "four".to_owned();
        assert_eq!(
            correction_actions(&view, &typed).map_err(worded),
            Err("White's move count must be a whole number".to_owned())
        );
    }

    #[test]
    fn a_default_time_that_is_no_minutes_says_how_to_write_it() {
        for typed in ["1441", "-5", "1:00", "half an hour", "99999999999999999999"] {
            assert_eq!(
                parse_default_time(typed).map_err(worded),
                Err(format!(
                    "The default time is a whole number of minutes from 0 to 1440, not \"{typed}\""
                ))
            );
        }
    }

    #[test]
    fn the_hint_gives_the_rulebooks_default_and_its_article() {
        assert_eq!(
            default_time_hint(Rulebook::Fide2023),
            "FIDE 2023 6.7.1: 0 min unless the event sets another. Empty: arrivals are not tracked."
        );
        assert_eq!(
            default_time_hint(Rulebook::Fide2009),
            "FIDE 2009 6.6(a): 0 min unless the event sets another. Empty: arrivals are not tracked."
        );
        assert_eq!(
            default_time_hint(Rulebook::Fmjd),
            "Set by the event's regulations. Empty: arrivals are not tracked."
        );
    }
}
