//! The default time as the set-up screen asks for it (FIDE 6.7.1; 2009: 6.6(a)): whole minutes after
//! the start, or nothing when arrivals are not tracked. Pure, tested natively; the set-up screen
//! binds it, and `i18n::form_words` says what the rulebook says when the event sets none.

use flagfall_core::{format_clock, Millis};

/// The longest default time the field takes, in minutes: a day.
const MAX_MINUTES: i64 = 24 * 60;

/// What was typed in the field, which is no whole number of minutes from 0 to `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotMinutes {
    /// The text as typed, spaces around it left out.
    pub typed: String,
    pub max: i64,
}

/// Reads the field: empty is no default time (arrivals not tracked), else whole minutes.
pub fn parse_default_time(text: &str) -> Result<Option<Millis>, NotMinutes> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<i64>() {
        Ok(minutes) if (0..=MAX_MINUTES).contains(&minutes) => Ok(Some(Millis::from_mins(minutes))),
        _ => Err(NotMinutes {
            typed: text.to_owned(),
            max: MAX_MINUTES,
        }),
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
                Err(NotMinutes {
                    typed: typed.to_owned(),
                    max: 1440
                })
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
}
