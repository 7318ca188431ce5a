//! Amounts of time as an arbiter types them: `90` seconds, `1:30`, `1:02:03`, with an optional
//! `.mmm` fraction for corrections to the millisecond (or `,mmm`, as languages with a decimal comma
//! write it); the core reads them, `i18n::form_words` says how to write one.

use flagfall_core::{parse_game_time, Millis};

/// What was typed where an amount of time was wanted, and does not read as one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAnAmount {
    /// The text as typed, spaces around it left out.
    pub typed: String,
}

/// Reads an amount of time, or gives back what was typed.
pub fn parse_amount(text: &str) -> Result<Millis, NotAnAmount> {
    let text = text.trim();
    parse_game_time(&text.replace(',', ".")).ok_or_else(|| NotAnAmount {
        typed: text.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::format_game_time;

    fn not_an_amount(typed: &str) -> Result<Millis, NotAnAmount> {
        Err(NotAnAmount {
            typed: typed.to_owned(),
        })
    }

    #[test]
    fn seconds_minutes_and_hours_with_milliseconds() {
        assert_eq!(parse_amount("90"), Ok(Millis(90_000)));
        assert_eq!(parse_amount(" 1:30 "), Ok(Millis(90_000)));
        assert_eq!(parse_amount("1:02:03.4"), Ok(Millis(3_723_400)));
        assert_eq!(parse_amount("0:05.025"), Ok(Millis(5_025)));
    }

    #[test]
    fn a_decimal_comma_reads_as_a_point() {
        assert_eq!(parse_amount("0:05,025"), Ok(Millis(5_025)));
        assert_eq!(parse_amount("1:02:03,4"), Ok(Millis(3_723_400)));
        assert_eq!(parse_amount("1,2,3"), not_an_amount("1,2,3"));
    }

    #[test]
    fn what_is_not_an_amount_is_given_back_as_typed() {
        for bad in [
            "", "1:5", "1:60", "-3", "+3", "1:2:3:4", "1.2345", "a", "1:30.",
        ] {
            assert_eq!(parse_amount(&format!(" {bad} ")), not_an_amount(bad));
        }
    }

    #[test]
    fn shown_amounts_read_back_exactly() {
        for ms in [0, 999, 61_001, 3_723_004] {
            assert_eq!(parse_amount(&format_game_time(Millis(ms))), Ok(Millis(ms)));
        }
    }
}
