//! Amounts of time as an arbiter types them: `90` seconds, `1:30`, `1:02:03`, with an optional
//! `.mmm` fraction for corrections to the millisecond.

use flagfall_core::{format_game_time, Millis};

/// Reads an amount of time.
pub fn parse_amount(text: &str) -> Result<Millis, String> {
    let text = text.trim();
    let invalid = || {
        format!("\"{text}\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds")
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    if whole.is_empty()
        || fraction.is_empty()
        || fraction.len() > 3
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(invalid());
    }
    let mut millis: i64 = 0;
    let fields: Vec<&str> = whole.split(':').collect();
    if fields.len() > 3 {
        return Err(invalid());
    }
    for (index, field) in fields.iter().enumerate() {
        let value: i64 = field.parse().map_err(|_| invalid())?;
        if !field.bytes().all(|b| b.is_ascii_digit())
            || (index > 0 && (value > 59 || field.len() != 2))
        {
            return Err(invalid());
        }
        millis = millis
            .checked_mul(60)
            .and_then(|m| m.checked_add(value))
            .ok_or_else(invalid)?;
    }
    let fraction: i64 = format!("{fraction:0<3}").parse().unwrap_or(0);
    millis
        .checked_mul(1000)
        .and_then(|m| m.checked_add(fraction))
        .map(Millis)
        .ok_or_else(invalid)
}

/// An amount as [`parse_amount`] reads it back: `m:ss.mmm` or `h:mm:ss.mmm`.
pub fn show_amount(amount: Millis) -> String {
    format_game_time(amount)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_minutes_and_hours_with_milliseconds() {
        assert_eq!(parse_amount("90"), Ok(Millis(90_000)));
        assert_eq!(parse_amount(" 1:30 "), Ok(Millis(90_000)));
        assert_eq!(parse_amount("1:02:03.4"), Ok(Millis(3_723_400)));
        assert_eq!(parse_amount("0:05.025"), Ok(Millis(5_025)));
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
            assert_eq!(parse_amount(&show_amount(Millis(ms))), Ok(Millis(ms)));
        }
    }
}
