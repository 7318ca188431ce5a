//! What follows `+` after a period's time, in PGN and in human notation: `+30` (Fischer increment),
//! `+5d` (simple delay), `+5b` (Bronstein delay), in seconds.
//!
//! A bare `+0` means no increment at all ([`Method::Plain`]), as players mean by `5+0`. A zero with
//! its letter (`+0f`, `+0d`, `+0b`) keeps its method, so that every method has a spelling; `f` is
//! only needed there, and a nonzero increment is written without it.

use super::error::NotationError;
use super::scan::{whole_seconds, Scanner};
use crate::{Method, Millis};

/// Reads the amount and optional letter after `after` (`+`, or `|` in human notation).
pub(super) fn read_increment(
    scan: &mut Scanner<'_>,
    after: &'static str,
    decimals: bool,
) -> Result<Method, NotationError> {
    let amount = scan.seconds(Some(after), decimals)?;
    Ok(if scan.keyword("f") {
        Method::Fischer { increment: amount }
    } else if scan.keyword("d") {
        Method::SimpleDelay { delay: amount }
    } else if scan.keyword("b") {
        Method::Bronstein { delay: amount }
    } else if amount == Millis::ZERO {
        Method::Plain
    } else {
        Method::Fischer { increment: amount }
    })
}

/// The text after the time for a method written that way: empty for plain time, `None` for methods
/// that have a notation of their own (hourglass, byo-yomi, Canadian, count-up).
pub(super) fn write_increment(method: Method) -> Option<String> {
    match method {
        Method::Plain => Some(String::new()),
        Method::Fischer { increment } if increment == Millis::ZERO => Some("+0f".to_owned()),
        Method::Fischer { increment } => Some(format!("+{}", whole_seconds(increment))),
        Method::SimpleDelay { delay } => Some(format!("+{}d", whole_seconds(delay))),
        Method::Bronstein { delay } => Some(format!("+{}b", whole_seconds(delay))),
        Method::Hourglass | Method::ByoYomi { .. } | Method::Canadian | Method::CountUp => None,
    }
}
