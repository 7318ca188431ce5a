//! Integer time: spans in milliseconds and instants on a caller-chosen origin.

use core::ops::{Add, AddAssign, Neg, Sub, SubAssign};
use serde::Serialize;

/// A span of time in whole milliseconds. Signed, because arbiter corrections can take time away.
///
/// Arithmetic saturates rather than wrapping, so no sequence of operations can panic or overflow.
///
/// ```
/// use flagfall_core::Millis;
/// assert_eq!(Millis::from_mins(3) + Millis::from_secs(2), Millis(182_000));
/// assert_eq!(Millis(i64::MAX) + Millis(1), Millis(i64::MAX));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Millis(pub i64);

impl Millis {
    pub const ZERO: Millis = Millis(0);

    /// `secs` whole seconds.
    #[must_use]
    pub const fn from_secs(secs: i64) -> Millis {
        Millis(secs.saturating_mul(1000))
    }

    /// `mins` whole minutes.
    #[must_use]
    pub const fn from_mins(mins: i64) -> Millis {
        Millis(mins.saturating_mul(60_000))
    }

    /// The count of milliseconds.
    #[must_use]
    pub const fn as_millis(self) -> i64 {
        self.0
    }

    /// This span, or zero if it is negative.
    #[must_use]
    pub const fn clamp_non_negative(self) -> Millis {
        if self.0 < 0 {
            Millis::ZERO
        } else {
            self
        }
    }

    /// True when the span is more than zero.
    #[must_use]
    pub const fn is_positive(self) -> bool {
        self.0 > 0
    }

    /// `self × n`, saturating.
    #[must_use]
    pub const fn times(self, n: i64) -> Millis {
        Millis(self.0.saturating_mul(n))
    }
}

impl Add for Millis {
    type Output = Millis;
    fn add(self, rhs: Millis) -> Millis {
        Millis(self.0.saturating_add(rhs.0))
    }
}

impl Sub for Millis {
    type Output = Millis;
    fn sub(self, rhs: Millis) -> Millis {
        Millis(self.0.saturating_sub(rhs.0))
    }
}

impl AddAssign for Millis {
    fn add_assign(&mut self, rhs: Millis) {
        *self = *self + rhs;
    }
}

impl SubAssign for Millis {
    fn sub_assign(&mut self, rhs: Millis) {
        *self = *self - rhs;
    }
}

impl Neg for Millis {
    type Output = Millis;
    fn neg(self) -> Millis {
        Millis(self.0.saturating_neg())
    }
}

/// An instant, in milliseconds from an origin the caller chooses (the app uses the page's time origin,
/// the command line the start of the simulation). The core never reads a clock; every instant is passed in.
///
/// ```
/// use flagfall_core::{Instant, Millis};
/// let start = Instant(1_000);
/// assert_eq!(start + Millis(500), Instant(1_500));
/// assert_eq!(Instant(1_500).since(start), Millis(500));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Instant(pub i64);

impl Instant {
    /// The span from `earlier` to `self` (negative if `earlier` is later).
    #[must_use]
    pub const fn since(self, earlier: Instant) -> Millis {
        Millis(self.0.saturating_sub(earlier.0))
    }
}

impl Add<Millis> for Instant {
    type Output = Instant;
    fn add(self, rhs: Millis) -> Instant {
        Instant(self.0.saturating_add(rhs.0))
    }
}

/// The span under which [`format_clock`] shows seconds and tenths (`9.8`); from it up, whole seconds.
pub const TENTHS_BELOW: Millis = Millis::from_secs(10);

/// Formats a span as the clock face shows it: `h:mm:ss` from an hour, `m:ss` below, and `s.t` (tenths)
/// under ten seconds ([`TENTHS_BELOW`]). Negative spans show as zero; the flag says the rest.
///
/// ```
/// use flagfall_core::{format_clock, Millis};
/// assert_eq!(format_clock(Millis(182_000)), "3:02");
/// assert_eq!(format_clock(Millis::from_mins(90)), "1:30:00");
/// assert_eq!(format_clock(Millis(9_870)), "9.8");
/// ```
#[must_use]
pub fn format_clock(span: Millis) -> String {
    let ms = span.clamp_non_negative().0;
    if ms < TENTHS_BELOW.0 {
        return format!("{}.{}", ms / 1000, (ms % 1000) / 100);
    }
    // Whole seconds shown round down: the display never shows time the player does not have.
    let secs = ms / 1000;
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Which way a span on the clock moves while its clock runs, a millisecond each millisecond.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counting {
    /// Time left, running out.
    Down,
    /// Time that grows: a count-up clock's time used, or an hourglass opponent's time.
    Up,
}

/// How long until [`format_clock`] shows something other than it shows for `span`, as `span` moves
/// the way `counting` says: a whole second from ten seconds up ([`TENTHS_BELOW`]), a tenth below. A
/// display need not repaint before then. Negative spans count as zero, as they show; counting down,
/// the last tenth (`0.0`) changes only by the flag, which the clock's deadline wakes for, so the wait
/// given there is the next tenth's boundary all the same.
///
/// ```
/// use flagfall_core::{format_clock, until_clock_changes, Counting, Millis};
/// // 3:02 turns to 3:01 a millisecond later, which then shows for a whole second.
/// assert_eq!(until_clock_changes(Millis(182_000), Counting::Down), Millis(1));
/// assert_eq!(until_clock_changes(Millis(181_999), Counting::Down), Millis(1_000));
/// // Under ten seconds the tenths turn: 9.9 shows down to 9.900.
/// assert_eq!(format_clock(Millis(9_950)), "9.9");
/// assert_eq!(until_clock_changes(Millis(9_950), Counting::Down), Millis(51));
/// // Counting up, 0:12 turns to 0:13 at 13 s.
/// assert_eq!(until_clock_changes(Millis(12_300), Counting::Up), Millis(700));
/// ```
#[must_use]
pub fn until_clock_changes(span: Millis, counting: Counting) -> Millis {
    let ms = span.clamp_non_negative().0;
    let step = if ms < TENTHS_BELOW.0 { 100 } else { 1000 };
    Millis(match counting {
        Counting::Down => ms % step + 1,
        Counting::Up => step - ms % step,
    })
}

/// Reads a span written as [`format_game_time`] writes it, or shorter: seconds (`90`), `m:ss`
/// (`1:30`) or `h:mm:ss`, each with an optional fraction of up to three digits (`.5`, `.025`).
/// `None` for anything else, or for a span too large to hold.
///
/// ```
/// use flagfall_core::{format_game_time, parse_game_time, Millis};
/// assert_eq!(parse_game_time("1:02:03.4"), Some(Millis(3_723_400)));
/// assert_eq!(parse_game_time("90"), Some(Millis(90_000)));
/// assert_eq!(parse_game_time(&format_game_time(Millis(61_001))), Some(Millis(61_001)));
/// assert_eq!(parse_game_time("1:60"), None);
/// ```
#[must_use]
pub fn parse_game_time(text: &str) -> Option<Millis> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    if !digits(fraction) || fraction.len() > 3 {
        return None;
    }
    let fields: Vec<&str> = whole.split(':').collect();
    if fields.len() > 3 {
        return None;
    }
    let mut seconds: i64 = 0;
    for (index, field) in fields.iter().enumerate() {
        // After the first field, minutes and seconds are two digits below 60.
        if !digits(field) || (index > 0 && field.len() != 2) {
            return None;
        }
        let value: i64 = field.parse().ok()?;
        if index > 0 && value > 59 {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(value)?;
    }
    let fraction: i64 = format!("{fraction:0<3}").parse().ok()?;
    seconds.checked_mul(1000)?.checked_add(fraction).map(Millis)
}

/// Formats a span of game time to the millisecond, as an arbiter records it: `m:ss.mmm`, or
/// `h:mm:ss.mmm` from an hour. Negative spans show as zero.
///
/// ```
/// use flagfall_core::{format_game_time, Millis};
/// assert_eq!(format_game_time(Millis(70_250)), "1:10.250");
/// assert_eq!(format_game_time(Millis(3_723_004)), "1:02:03.004");
/// ```
#[must_use]
pub fn format_game_time(span: Millis) -> String {
    let ms = span.clamp_non_negative().0;
    let (h, m, s, milli) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}.{milli:03}")
    } else {
        format!("{m}:{s:02}.{milli:03}")
    }
}
