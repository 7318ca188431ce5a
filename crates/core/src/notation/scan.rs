//! A cursor over the text being read: whitespace, symbols, keywords and whole numbers, and errors
//! that point at the spot.

use super::error::{Expected, Location, NotationError, NotationErrorKind};
use crate::{ControlError, Millis, Side};
use core::ops::Range;

/// A position in a slice `[pos, end)` of the whole text. The whole text is kept so that error
/// columns count from its start, and `Copy` lets a reader look ahead on a copy.
#[derive(Clone, Copy, Debug)]
pub(super) struct Scanner<'a> {
    src: &'a str,
    pos: usize,
    end: usize,
}

impl<'a> Scanner<'a> {
    /// Reads `src[start..end]`; both must lie on character boundaries.
    pub(super) const fn new(src: &'a str, start: usize, end: usize) -> Scanner<'a> {
        Scanner {
            src,
            pos: start,
            end,
        }
    }

    pub(super) const fn pos(&self) -> usize {
        self.pos
    }

    pub(super) const fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    fn rest(&self) -> &'a str {
        &self.src[self.pos..self.end]
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub(super) fn skip_ws(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// Moves past `c` if it comes next.
    pub(super) fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Moves past whitespace and then `c`, if `c` comes after the whitespace; otherwise stays put,
    /// so that whitespace the caller does not use is left for the next reader.
    pub(super) fn eat_spaced(&mut self, c: char) -> bool {
        self.spaced(|s| s.eat(c))
    }

    /// Runs `read` after skipping whitespace, keeping the move only if `read` says it read something.
    pub(super) fn spaced(&mut self, read: impl FnOnce(&mut Scanner<'a>) -> bool) -> bool {
        let mut probe = *self;
        probe.skip_ws();
        let found = read(&mut probe);
        if found {
            *self = probe;
        }
        found
    }

    /// Whether `word` (ASCII, any case) comes next as a whole word: not followed by a letter.
    pub(super) fn at_keyword(&self, word: &str) -> bool {
        let rest = self.rest();
        rest.get(..word.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(word))
            && !rest[word.len()..].chars().next().is_some_and(is_letter)
    }

    /// Moves past `word` if it comes next as a whole word.
    pub(super) fn keyword(&mut self, word: &str) -> bool {
        let found = self.at_keyword(word);
        if found {
            self.pos += word.len();
        }
        found
    }

    /// Moves past the first of `words` that comes next as a whole word (list longer words first).
    pub(super) fn any_keyword(&mut self, words: &[&str]) -> bool {
        words.iter().any(|word| self.keyword(word))
    }

    /// Whether a number starts here: a digit, a decimal point before one, or one of `½ ¼ ¾`.
    pub(super) fn at_number(&self) -> bool {
        self.at_decimal_point()
            || self
                .peek()
                .is_some_and(|c| c.is_ascii_digit() || matches!(c, '½' | '¼' | '¾'))
    }

    /// The run of ASCII digits here (perhaps empty), moved past.
    pub(super) fn digits(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        self.pos += len;
        &rest[..len]
    }

    /// A whole number of at most `u32::MAX`, such as a move count.
    pub(super) fn count(
        &mut self,
        expected: Expected,
        after: Option<&'static str>,
    ) -> Result<u32, NotationError> {
        let start = self.pos;
        let digits = self.digits();
        if digits.is_empty() {
            return Err(self.expected(expected, after));
        }
        decimal(digits)
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.error_over(NotationErrorKind::Overflow, start..self.pos))
    }

    /// A move count, which must be at least one.
    pub(super) fn moves(&mut self, after: Option<&'static str>) -> Result<u32, NotationError> {
        let start = self.pos;
        match self.count(Expected::Moves, after)? {
            0 => Err(self.error_over(NotationErrorKind::ZeroMoves, start..self.pos)),
            moves => Ok(moves),
        }
    }

    /// A whole number of seconds. With `decimals`, a decimal point is read too, so that `0.5` is
    /// reported as not whole rather than as a stray `.`.
    pub(super) fn seconds(
        &mut self,
        after: Option<&'static str>,
        decimals: bool,
    ) -> Result<Millis, NotationError> {
        let start = self.pos;
        let digits = self.digits();
        if digits.is_empty() {
            return Err(self.expected(Expected::Seconds, after));
        }
        if decimals && self.at_decimal_point() {
            self.pos += 1;
            if !self.digits().trim_end_matches('0').is_empty() {
                return Err(self.error_over(NotationErrorKind::NotWholeSeconds, start..self.pos));
            }
        }
        decimal(digits)
            .and_then(seconds_to_millis)
            .ok_or_else(|| self.error_over(NotationErrorKind::Overflow, start..self.pos))
    }

    /// Whether a `.` followed by a digit comes next.
    pub(super) fn at_decimal_point(&self) -> bool {
        let mut chars = self.rest().chars();
        chars.next() == Some('.') && chars.next().is_some_and(|c| c.is_ascii_digit())
    }

    /// Moves past whitespace and reports an error if anything but the end follows.
    pub(super) fn finish(&mut self) -> Result<(), NotationError> {
        self.skip_ws();
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected(Expected::End, None))
        }
    }

    /// An error at the current position, naming the token found there.
    pub(super) fn error(&self, kind: NotationErrorKind) -> NotationError {
        NotationError::at(
            kind,
            Location {
                offset: self.pos,
                column: self.column(self.pos),
                found: token_at(&self.src[self.pos..]).map(str::to_owned),
            },
        )
    }

    /// An error saying `expected` was wanted here.
    pub(super) fn expected(
        &self,
        expected: Expected,
        after: Option<&'static str>,
    ) -> NotationError {
        self.error(NotationErrorKind::Expected { expected, after })
    }

    /// An error about the text in `span`.
    pub(super) fn error_over(&self, kind: NotationErrorKind, span: Range<usize>) -> NotationError {
        NotationError::at(
            kind,
            Location {
                offset: span.start,
                column: self.column(span.start),
                found: Some(self.src[span].to_owned()),
            },
        )
    }

    pub(super) fn column(&self, offset: usize) -> usize {
        self.src[..offset].chars().count() + 1
    }
}

/// Where each side's control and each of its periods was written, to point a [`ControlError`] at it.
#[derive(Clone, Debug)]
pub(super) struct Spans {
    pub(super) whole: Range<usize>,
    pub(super) periods: Vec<Range<usize>>,
}

/// The error for a control that does not validate, pointing at the period (or side) at fault.
pub(super) fn invalid(
    src: &str,
    error: ControlError,
    white: &Spans,
    black: &Spans,
) -> NotationError {
    let (side, index) = match error {
        ControlError::ZeroMoves { side, index }
        | ControlError::PeriodAfterGame { side, index }
        | ControlError::BadDuration { side, index }
        | ControlError::BadOvertime { side, index }
        | ControlError::PeriodWithoutTime { side, index } => (side, Some(index)),
        ControlError::NoPeriods(side)
        | ControlError::TimeoutWithoutNext(side)
        | ControlError::NoTime(side)
        | ControlError::TooManyPeriods { side, .. } => (side, None),
    };
    let spans = match side {
        Side::White => white,
        Side::Black => black,
    };
    let span = index
        .and_then(|index| spans.periods.get(index))
        .unwrap_or(&spans.whole)
        .clone();
    Scanner::new(src, 0, src.len()).error_over(NotationErrorKind::Invalid(error), span)
}

/// The value of a run of ASCII digits, `None` if it does not fit.
pub(super) fn decimal(digits: &str) -> Option<u64> {
    digits.bytes().try_fold(0u64, |value, digit| {
        value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
    })
}

/// `secs` seconds, `None` if that does not fit in [`Millis`].
pub(super) fn seconds_to_millis(secs: u64) -> Option<Millis> {
    i64::try_from(secs).ok()?.checked_mul(1000).map(Millis)
}

/// The whole seconds of a validated (whole, non-negative) span, for writing.
pub(super) const fn whole_seconds(span: Millis) -> i64 {
    span.0 / 1000
}

/// Whether `c` is a letter. Any character beyond ASCII counts as one: Unicode's letter tables would
/// cost the app 2 KB of gzipped wasm.
fn is_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || !c.is_ascii()
}

/// Whether `c` continues a word or number.
fn in_word(c: char) -> bool {
    is_letter(c) || c.is_ascii_digit()
}

/// The token starting `text`: a word or number, or else one character; `None` at the end.
fn token_at(text: &str) -> Option<&str> {
    let first = text.chars().next()?;
    let len = if in_word(first) {
        text.len() - text.trim_start_matches(in_word).len()
    } else {
        first.len_utf8()
    };
    Some(&text[..len])
}
