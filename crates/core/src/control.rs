//! Time controls: a list of periods per side, each with its timing method.

use crate::{BySide, Millis, Side};
use serde::Serialize;
use std::sync::Arc;

/// How a period's clock behaves from move to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Method {
    /// Sudden death: the time only runs down.
    Plain,
    /// Fischer increment, credited before each move of the period (move 1 included, so 3+2 shows 3:02).
    Fischer { increment: Millis },
    /// Simple (US) delay, FIDE's "time-delay mode" (Art. 6.3.2): the main time only starts counting down
    /// after the fixed extra time has run out, and is untouched by a press before that.
    SimpleDelay { delay: Millis },
    /// Bronstein delay: the main time runs from the start of the move, and a press gives back the time
    /// used on that move, at most the delay.
    Bronstein { delay: Millis },
    /// Hourglass (sandclock): the time one player uses is added to the other's.
    Hourglass,
    /// Japanese byo-yomi: `periods` periods of the period's time; a move made within a period resets it,
    /// a period that runs out is used up, and the flag falls when the last one runs out.
    ByoYomi { periods: u32 },
    /// Canadian overtime: the period's moves in the period's time; when they are made the time is reset
    /// (unused time is not carried over).
    Canadian,
    /// No limit: the clock counts the time used up, and no flag falls.
    CountUp,
}

impl Method {
    /// The Fischer increment of this method, if any.
    #[must_use]
    pub const fn increment(self) -> Option<Millis> {
        match self {
            Method::Fischer { increment } => Some(increment),
            _ => None,
        }
    }

    /// The delay of a simple or Bronstein delay method.
    #[must_use]
    pub const fn delay(self) -> Option<Millis> {
        match self {
            Method::SimpleDelay { delay } | Method::Bronstein { delay } => Some(delay),
            _ => None,
        }
    }

    /// Whether a press adds time (an increment or a delay), the "increment mode" of FIDE's clock
    /// standards in which the clock freezes when a flag falls.
    #[must_use]
    pub const fn adds_time(self) -> bool {
        matches!(
            self,
            Method::Fischer { .. } | Method::SimpleDelay { .. } | Method::Bronstein { .. }
        )
    }
}

/// When a period gives way to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "moves")]
pub enum PeriodEnd {
    /// After this many moves of the period (FIDE Art. 6.3.1: when the player completes the last of them).
    /// A last period with a move count repeats, as PGN §9.6.1 says of the last field.
    Moves(u32),
    /// When the period's time runs out, the next period starts instead of the flag falling (a quickplay
    /// finish added on timeout, a hardware clock's "guillotine" stage, or the overtime of byo-yomi).
    Timeout,
    /// Never: the rest of the game.
    Game,
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Period {
    /// When the next period begins.
    pub end: PeriodEnd,
    /// The time the period adds (carried over on top of any saved time, Art. 6.3.2), or for byo-yomi and
    /// Canadian overtime the time each stage resets to.
    pub time: Millis,
    pub method: Method,
}

impl Period {
    /// A rest-of-game period of `time` with `method`.
    #[must_use]
    pub const fn game(time: Millis, method: Method) -> Period {
        Period {
            end: PeriodEnd::Game,
            time,
            method,
        }
    }

    /// A period of `moves` moves in `time` with `method`.
    #[must_use]
    pub const fn moves(moves: u32, time: Millis, method: Method) -> Period {
        Period {
            end: PeriodEnd::Moves(moves),
            time,
            method,
        }
    }

    /// The move count of the period, `None` for a period that ends on time or never.
    #[must_use]
    pub const fn move_count(&self) -> Option<u32> {
        match self.end {
            PeriodEnd::Moves(n) => Some(n),
            PeriodEnd::Timeout | PeriodEnd::Game => None,
        }
    }
}

/// Why a list of periods is not a usable time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// A side has no period at all.
    NoPeriods(Side),
    /// Period `index` (from 0) of `side` ends on a move count of zero.
    ZeroMoves { side: Side, index: usize },
    /// A rest-of-game period is followed by another period, which could never start.
    PeriodAfterGame { side: Side, index: usize },
    /// The last period ends on timeout, but there is no next period to start.
    TimeoutWithoutNext(Side),
    /// A time, increment or delay is negative or not a whole number of seconds.
    BadDuration { side: Side, index: usize },
    /// Byo-yomi needs at least one period of more than zero seconds, Canadian overtime a move count and
    /// a time, hourglass a time.
    BadOvertime { side: Side, index: usize },
    /// A side has no time at all: every period has none and adds none per move.
    NoTime(Side),
    /// Period `index` (from 0) of `side` has no time and adds none per move: in it the flag would
    /// fall as soon as the saved time ran out, or at once (`0/40, 5`).
    PeriodWithoutTime { side: Side, index: usize },
    /// `side` has `count` periods, more than the `max` a control may have
    /// ([`TimeControl::MAX_PERIODS`]).
    TooManyPeriods {
        side: Side,
        count: usize,
        max: usize,
    },
}

impl std::error::Error for ControlError {}

/// A time control: the periods of each side (the sides may differ, for time odds).
///
/// ```
/// use flagfall_core::{Method, Millis, Period, TimeControl};
/// // FIDE blitz 3+2: three minutes for the game, two seconds credited before each move.
/// let blitz = TimeControl::new(vec![Period::game(
///     Millis::from_mins(3),
///     Method::Fischer { increment: Millis::from_secs(2) },
/// )])
/// .unwrap();
/// assert!(blitz.is_symmetric());
/// assert_eq!(blitz.initial_time(flagfall_core::Side::White), Millis(182_000));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "BySide<Vec<Period>>")]
pub struct TimeControl {
    /// Shared: a control never changes once made, and a game copies its controls on every act.
    periods: Arc<BySide<Vec<Period>>>,
}

impl TimeControl {
    /// The most periods a side may have. Real events use a handful; the bound keeps what is done
    /// per period (validating, classifying, writing, editing) small whatever a user types.
    pub const MAX_PERIODS: usize = 100;

    /// The same periods for both sides. Periods that cannot be played are refused with the
    /// [`ControlError`] that says why: among others a period with no time (`0/40, 5`), or more than
    /// [`TimeControl::MAX_PERIODS`] of them.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, ControlError> {
        TimeControl::with_odds(periods.clone(), periods)
    }

    /// Different periods for White and Black (time odds).
    pub fn with_odds(white: Vec<Period>, black: Vec<Period>) -> Result<TimeControl, ControlError> {
        let periods = BySide::new(white, black);
        for side in Side::ALL {
            validate(side, &periods[side])?;
        }
        Ok(TimeControl {
            periods: Arc::new(periods),
        })
    }

    /// The periods of `side`, in order.
    #[must_use]
    pub fn periods(&self, side: Side) -> &[Period] {
        &self.periods[side]
    }

    /// The periods of both sides.
    #[must_use]
    pub fn by_side(&self) -> &BySide<Vec<Period>> {
        &self.periods
    }

    /// Period `index` of `side`; an index past the end means the last period (which repeats).
    #[must_use]
    pub fn period(&self, side: Side, index: usize) -> &Period {
        let periods = &self.periods[side];
        &periods[index.min(periods.len() - 1)]
    }

    /// Whether both sides have the same periods.
    #[must_use]
    pub fn is_symmetric(&self) -> bool {
        self.periods.white == self.periods.black
    }

    /// Whether any period of either side uses the Fischer increment (FMJD Annex 6 Arts 8–11 do not
    /// hold then; a delay is not the Fischer system).
    #[must_use]
    pub fn uses_fischer(&self) -> bool {
        self.all_periods()
            .any(|p| matches!(p.method, Method::Fischer { .. }))
    }

    /// Whether any period of either side adds time on a press (increment or delay).
    #[must_use]
    pub fn adds_time(&self) -> bool {
        self.all_periods().any(|p| p.method.adds_time())
    }

    /// What `side`'s clock shows before the game starts: the first period's time plus, in Fischer mode,
    /// the increment for move 1.
    #[must_use]
    pub fn initial_time(&self, side: Side) -> Millis {
        let first = self.period(side, 0);
        first.time + first.method.increment().unwrap_or(Millis::ZERO)
    }

    /// The same control with the last period of each side given a Fischer increment (FIDE Guidelines
    /// III.4: an extra five seconds for both players).
    #[must_use]
    pub fn with_final_increment(&self, increment: Millis) -> TimeControl {
        let periods = BySide::clone(&self.periods).map(|mut list| {
            if let Some(last) = list.last_mut() {
                last.method = Method::Fischer { increment };
            }
            list
        });
        TimeControl {
            periods: Arc::new(periods),
        }
    }

    /// The same periods with `method` in each, for both sides (US Chess 14H2a: a delay clock placed
    /// on a game without one). Timing a period otherwise keeps it valid.
    #[must_use]
    pub fn with_method(&self, method: Method) -> TimeControl {
        let periods = BySide::clone(&self.periods).map(|mut list| {
            for period in &mut list {
                period.method = method;
            }
            list
        });
        TimeControl {
            periods: Arc::new(periods),
        }
    }

    fn all_periods(&self) -> impl Iterator<Item = &Period> {
        self.periods.white.iter().chain(self.periods.black.iter())
    }
}

impl From<TimeControl> for BySide<Vec<Period>> {
    fn from(control: TimeControl) -> Self {
        Arc::unwrap_or_clone(control.periods)
    }
}

fn whole_seconds(span: Millis) -> bool {
    span.0 >= 0 && span.0 % 1000 == 0
}

fn validate(side: Side, periods: &[Period]) -> Result<(), ControlError> {
    if periods.is_empty() {
        return Err(ControlError::NoPeriods(side));
    }
    if periods.len() > TimeControl::MAX_PERIODS {
        return Err(ControlError::TooManyPeriods {
            side,
            count: periods.len(),
            max: TimeControl::MAX_PERIODS,
        });
    }
    let last = periods.len() - 1;
    for (index, period) in periods.iter().enumerate() {
        match period.end {
            PeriodEnd::Moves(0) => return Err(ControlError::ZeroMoves { side, index }),
            PeriodEnd::Game if index != last => {
                return Err(ControlError::PeriodAfterGame {
                    side,
                    index: index + 1,
                })
            }
            PeriodEnd::Timeout if index == last => {
                return Err(ControlError::TimeoutWithoutNext(side))
            }
            _ => {}
        }
        let extra = period
            .method
            .increment()
            .or(period.method.delay())
            .unwrap_or(Millis::ZERO);
        if !whole_seconds(period.time) || !whole_seconds(extra) {
            return Err(ControlError::BadDuration { side, index });
        }
        let overtime_ok = match period.method {
            Method::ByoYomi { periods } => periods > 0 && period.time.is_positive(),
            Method::Canadian => {
                matches!(period.end, PeriodEnd::Moves(_)) && period.time.is_positive()
            }
            Method::Hourglass => period.time.is_positive(),
            _ => true,
        };
        if !overtime_ok {
            return Err(ControlError::BadOvertime { side, index });
        }
    }
    let adds = periods.iter().any(|p| p.method.adds_time());
    let counts_up = periods.iter().any(|p| p.method == Method::CountUp);
    if !counts_up && !adds && periods.iter().all(|p| !p.time.is_positive()) {
        return Err(ControlError::NoTime(side));
    }
    if let Some(index) = periods.iter().position(without_time) {
        return Err(ControlError::PeriodWithoutTime { side, index });
    }
    Ok(())
}

/// Whether moves must be made in `period` with no time of its own: no time, no increment or delay
/// above zero, and no count-up. A period that ends when its time runs out is exempt: with none, it
/// hands over to the next at once (`0 then byo 3x10`).
fn without_time(period: &Period) -> bool {
    let per_move = period
        .method
        .increment()
        .or(period.method.delay())
        .unwrap_or(Millis::ZERO);
    period.end != PeriodEnd::Timeout
        && period.method != Method::CountUp
        && !period.time.is_positive()
        && !per_move.is_positive()
}
