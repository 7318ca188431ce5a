//! Amounts of time as an arbiter types them: `90` seconds, `1:30`, `1:02:03`, with an optional
//! `.mmm` fraction for corrections to the millisecond (or `,mmm`, as languages with a decimal comma
//! write it); the core reads them, this says how to write one.

use crate::i18n::tf;
use flagfall_core::{parse_game_time, Millis};

/// Reads an amount of time, or says how to write one.
pub fn parse_amount(text: &str) -> Result<Millis, String> {
    let text = text.trim();
    parse_game_time(&text.replace(',', ".")).ok_or_else(|| {
        tf(
            "\"{text}\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds",
            &[("text", text)],
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::format_game_time;

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
        assert_eq!(
            parse_amount("1,2,3"),
            Err("\"1,2,3\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds".to_owned())
        );
    }

    #[test]
    fn what_is_not_an_amount_says_how_to_write_one() {
        for bad in [
            "", "1:5", "1:60", "-3", "+3", "1:2:3:4", "1.2345", "a", "1:30.",
        ] {
            let error = parse_amount(bad).unwrap_err();
            assert!(error.contains("m:ss (1:30)"), "{bad}: {error}");
        }
    }

    #[test]
    fn shown_amounts_read_back_exactly() {
        for ms in [0, 999, 61_001, 3_723_004] {
            assert_eq!(parse_amount(&format_game_time(Millis(ms))), Ok(Millis(ms)));
        }
    }
}
