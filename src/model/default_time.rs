//! The default time as the set-up screen asks for it (FIDE 6.7.1; 2009: 6.6(a)): whole minutes after
//! the start, or nothing when arrivals are not tracked, with what the rulebook says when the event
//! sets none. Pure, tested natively; the set-up screen binds it.

use crate::i18n::article_words::article_text;
use crate::i18n::tf;
use flagfall_core::{format_clock, Millis, Rulebook};

/// The longest default time the field takes: a day.
const MAX_MINUTES: i64 = 24 * 60;

/// Reads the field: empty is no default time (arrivals not tracked), else whole minutes.
pub fn parse_default_time(text: &str) -> Result<Option<Millis>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<i64>() {
        Ok(minutes) if (0..=MAX_MINUTES).contains(&minutes) => Ok(Some(Millis::from_mins(minutes))),
        _ => Err(tf(
            "The default time is a whole number of minutes from 0 to {max}, not \"{text}\"",
            &[("max", &MAX_MINUTES.to_string()), ("text", text)],
        )),
    }
}

/// The field's text for a default time: whole minutes, as it is typed.
pub fn default_time_text(default_time: Option<Millis>) -> String {
    match default_time {
        None => String::new(),
        Some(time) if time.as_millis() % 60_000 == 0 => (time.as_millis() / 60_000).to_string(),
        // Not set here (whole minutes only): shown as it is, to be typed again.
        Some(time) => format_clock(time),
    }
}

/// What the rulebook says when the event sets no default time, and what an empty field means.
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

    #[test]
    fn empty_is_no_default_time_and_whole_minutes_are_one() {
        assert_eq!(parse_default_time("  "), Ok(None));
        assert_eq!(parse_default_time("0"), Ok(Some(Millis::ZERO)));
        assert_eq!(parse_default_time(" 60 "), Ok(Some(Millis::from_mins(60))));
        assert_eq!(
            parse_default_time("1440"),
            Ok(Some(Millis::from_mins(1440)))
        );
    }

    #[test]
    fn anything_else_says_how_to_write_it() {
        for typed in ["1441", "-5", "1:00", "half an hour", "99999999999999999999"] {
            assert_eq!(
                parse_default_time(typed),
                Err(format!(
                    "The default time is a whole number of minutes from 0 to 1440, not \"{typed}\""
                ))
            );
        }
    }

    #[test]
    fn the_field_shows_whole_minutes_and_reads_them_back() {
        for default in [None, Some(Millis::ZERO), Some(Millis::from_mins(15))] {
            assert_eq!(parse_default_time(&default_time_text(default)), Ok(default));
        }
        assert_eq!(default_time_text(Some(Millis(90_000))), "1:30");
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
