//! Times written in minutes, as human notation writes them: `90`, `1.5`, `½`, `1½`, `0.25`, `1:01`.
//!
//! Whatever the spelling, the time must come to a whole number of seconds. Written back, a time is a
//! whole number of minutes when it is one, a decimal when it is a whole number of quarter minutes
//! (`0.25`, `1.5`, `2.75`, as players write fast controls), and `m:ss` otherwise (`1:01`).

use super::error::{Expected, NotationError, NotationErrorKind};
use super::scan::{decimal, seconds_to_millis, whole_seconds, Scanner};
use crate::Millis;

/// Reads a time in minutes.
pub(super) fn read_minutes(
    scan: &mut Scanner<'_>,
    after: Option<&'static str>,
) -> Result<Millis, NotationError> {
    let start = scan.pos();
    let whole = scan.digits();
    let extra_secs = if let Some(secs) = vulgar_fraction(scan) {
        secs
    } else if scan.at_decimal_point() {
        scan.eat('.');
        // Trailing zeros change nothing, and only a tenth or hundredth of a minute can come to whole
        // seconds (a decimal fraction n/10^k is a multiple of 1/60 only for k ≤ 2).
        let fraction = scan.digits().trim_end_matches('0');
        let not_whole = || scan.error_over(NotationErrorKind::NotWholeSeconds, start..scan.pos());
        if fraction.len() > 2 {
            return Err(not_whole());
        }
        let scale = match fraction.len() {
            0 => 1,
            1 => 10,
            _ => 100,
        };
        let sixtieths = decimal(fraction).unwrap_or(0) * 60;
        if sixtieths % scale != 0 {
            return Err(not_whole());
        }
        sixtieths / scale
    } else if !whole.is_empty() && scan.eat(':') {
        let secs_start = scan.pos();
        let secs = scan.digits();
        let expected = NotationErrorKind::Expected {
            expected: Expected::TwoDigitSeconds,
            after: Some(":"),
        };
        match decimal(secs) {
            Some(secs @ 0..=59) if scan.pos() - secs_start == 2 => secs,
            _ if secs_start == scan.pos() => return Err(scan.error(expected)),
            _ => return Err(scan.error_over(expected, secs_start..scan.pos())),
        }
    } else if whole.is_empty() {
        return Err(scan.expected(Expected::Minutes, after));
    } else {
        0
    };
    decimal(whole)
        .and_then(|mins| mins.checked_mul(60)?.checked_add(extra_secs))
        .and_then(seconds_to_millis)
        .ok_or_else(|| scan.error_over(NotationErrorKind::Overflow, start..scan.pos()))
}

/// Moves past `½`, `¼` or `¾` and gives its seconds.
fn vulgar_fraction(scan: &mut Scanner<'_>) -> Option<u64> {
    let secs = match scan.peek()? {
        '¼' => 15,
        '½' => 30,
        '¾' => 45,
        _ => return None,
    };
    scan.eat(scan.peek()?);
    Some(secs)
}

/// Writes a validated time (whole, non-negative seconds) in minutes, in the one spelling that
/// [`read_minutes`] reads back to the same time.
pub(super) fn write_minutes(time: Millis) -> String {
    let secs = whole_seconds(time);
    let (mins, rest) = (secs / 60, secs % 60);
    match rest {
        0 => mins.to_string(),
        15 => format!("{mins}.25"),
        30 => format!("{mins}.5"),
        45 => format!("{mins}.75"),
        _ => format!("{mins}:{rest:02}"),
    }
}
