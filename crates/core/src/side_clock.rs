//! One side's clock between two events: what it holds when a segment of running starts, and what it
//! shows any number of milliseconds later. Everything time-dependent in the clock is derived here.

use crate::{Method, Millis, Period, PeriodEnd};

/// The period after `index`: the next in the list, or the last again, which repeats when it counts
/// moves (PGN §9.6.1).
pub(crate) fn next_period(periods: &[Period], index: usize) -> usize {
    (index + 1).min(periods.len() - 1)
}

/// One side's clock as it stands at the start of the running segment (or now, if it is not running).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SideClock {
    /// Main time left (for byo-yomi: left in the current byo-yomi period; for count-up: the time used).
    pub main: Millis,
    /// Simple-delay time left on the current move, used up before the main time.
    pub delay: Millis,
    /// Time used so far on the current move (a pause splits a move into segments).
    pub move_used: Millis,
    /// Index of the current period in the side's list.
    pub period: usize,
    /// Moves completed within the current period (reset when a period by move count repeats).
    pub period_moves: u32,
    /// Byo-yomi periods left, the current one included (0 outside byo-yomi).
    pub byo_left: u32,
    /// Moves completed in the game.
    pub moves: u32,
}

/// A side's clock after some running time, and when within that time its flag fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Advanced {
    pub clock: SideClock,
    /// Milliseconds into the segment at which the time ran out, if it did.
    pub flag_after: Option<Millis>,
}

impl SideClock {
    /// The clock before the first move: the first period entered, and its increment for move 1.
    pub(crate) fn initial(periods: &[Period]) -> SideClock {
        let mut clock = SideClock {
            main: Millis::ZERO,
            delay: Millis::ZERO,
            move_used: Millis::ZERO,
            period: 0,
            period_moves: 0,
            byo_left: 0,
            moves: 0,
        };
        clock.enter_period(periods, 0);
        clock.begin_move(periods);
        clock
    }

    /// The clock after running for `elapsed` more milliseconds (its own turn). Running past the flag
    /// leaves the main time at zero. `advance(a + b) == advance(a).advance(b)`, so splitting a move into
    /// segments (pauses, corrections) never changes the result.
    pub(crate) fn advance(&self, periods: &[Period], elapsed: Millis) -> Advanced {
        let mut clock = *self;
        let mut left = elapsed.clamp_non_negative();
        clock.move_used += left;
        let from_delay = left.min(clock.delay);
        clock.delay -= from_delay;
        left -= from_delay;
        let mut spent = from_delay;
        if clock.delay.is_positive() {
            return Advanced {
                clock,
                flag_after: None,
            };
        }
        loop {
            let period = period_at(periods, clock.period);
            if period.method == Method::CountUp {
                clock.main += left;
                return Advanced {
                    clock,
                    flag_after: None,
                };
            }
            if left < clock.main {
                clock.main -= left;
                return Advanced {
                    clock,
                    flag_after: None,
                };
            }
            left -= clock.main;
            spent += clock.main;
            clock.main = Millis::ZERO;
            if matches!(period.method, Method::ByoYomi { .. }) && clock.byo_left > 1 {
                // The fresh byo-yomi periods are counted out by division, not one by one: there
                // may be billions of them. A period's time is above zero (TimeControl checks).
                let fresh = i64::from(clock.byo_left - 1);
                let used_up = (left.0 / period.time.0).min(fresh);
                let used = period.time.times(used_up);
                left -= used;
                spent += used;
                if used_up < fresh {
                    // The periods used up and the one now running; fewer than `byo_left`.
                    clock.byo_left -= u32::try_from(used_up + 1).unwrap_or(clock.byo_left);
                    clock.main = period.time - left;
                    return Advanced {
                        clock,
                        flag_after: None,
                    };
                }
                clock.byo_left = 1;
            }
            if period.end == PeriodEnd::Timeout && clock.period + 1 < periods.len() {
                clock.enter_period(periods, clock.period + 1);
                continue;
            }
            clock.byo_left = 0;
            return Advanced {
                clock,
                flag_after: Some(spent),
            };
        }
    }

    /// How long this side can still run before its flag falls; `None` if it never falls (count-up).
    pub(crate) fn budget(&self, periods: &[Period]) -> Option<Millis> {
        self.advance(periods, Millis(i64::MAX)).flag_after
    }

    /// What the press that completes the current move, after `elapsed` more milliseconds, leaves on this
    /// side's clock: delay give-back, byo-yomi and Canadian resets, the next period, and the increment
    /// for the next move.
    pub(crate) fn complete_move(&self, periods: &[Period]) -> SideClock {
        let mut clock = *self;
        let period = *period_at(periods, clock.period);
        match period.method {
            Method::Bronstein { delay } => clock.main += clock.move_used.min(delay),
            Method::ByoYomi { .. } => clock.main = period.time,
            _ => {}
        }
        clock.moves = clock.moves.saturating_add(1);
        clock.period_moves = clock.period_moves.saturating_add(1);
        if period.end == PeriodEnd::Moves(clock.period_moves) {
            clock.enter_period(periods, next_period(periods, clock.period));
        }
        clock.begin_move(periods);
        clock
    }

    /// Credits the time a period brings: on top of saved time (Art. 6.3.2), or as a fresh stage for
    /// byo-yomi and Canadian overtime, whose unused time is not carried over.
    pub(crate) fn enter_period(&mut self, periods: &[Period], index: usize) {
        let period = period_at(periods, index);
        self.period = index;
        self.period_moves = 0;
        match period.method {
            Method::ByoYomi { periods } => {
                self.main = period.time;
                self.byo_left = periods;
            }
            Method::Canadian => self.main = period.time,
            _ => self.main += period.time,
        }
    }

    /// Prepares a new move: the Fischer increment is credited before it, the simple delay starts afresh.
    fn begin_move(&mut self, periods: &[Period]) {
        if let Method::Fischer { increment } = period_at(periods, self.period).method {
            self.main += increment;
        }
        self.restart_move(periods);
    }

    /// Starts the current move over, its increment already credited: the simple delay afresh and no
    /// time used on it yet. For a side whose move began before an illegal move by the other side was
    /// taken back (Art. 7.5.1): it faces another position when its turn comes again.
    pub(crate) fn restart_move(&mut self, periods: &[Period]) {
        self.delay = match period_at(periods, self.period).method {
            Method::SimpleDelay { delay } => delay,
            _ => Millis::ZERO,
        };
        self.move_used = Millis::ZERO;
    }

    /// Sets a corrected move count (Art. 6.10.2) and re-derives the period from it. Times are left as
    /// they are: the arbiter sets them separately.
    pub(crate) fn set_moves(&mut self, periods: &[Period], moves: u32) {
        self.moves = moves;
        let mut left = moves;
        let mut index = 0;
        while let PeriodEnd::Moves(count) = period_at(periods, index).end {
            if index + 1 >= periods.len() {
                left %= count;
                break;
            }
            if left < count {
                break;
            }
            left -= count;
            index += 1;
        }
        // A period reached by timeout stays: the move count cannot say whether its time ran out.
        let stopped_at_timeout = period_at(periods, index).end == PeriodEnd::Timeout;
        if !(stopped_at_timeout && self.period > index) {
            self.period = index;
            self.period_moves = left;
        }
    }
}

fn period_at(periods: &[Period], index: usize) -> &Period {
    &periods[index.min(periods.len() - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn method() -> impl Strategy<Value = Method> {
        prop_oneof![
            Just(Method::Plain),
            (0i64..10).prop_map(|s| Method::Fischer {
                increment: Millis::from_secs(s)
            }),
            (1i64..10).prop_map(|s| Method::SimpleDelay {
                delay: Millis::from_secs(s)
            }),
            (1i64..10).prop_map(|s| Method::Bronstein {
                delay: Millis::from_secs(s)
            }),
            (1u32..4).prop_map(|periods| Method::ByoYomi { periods }),
            Just(Method::Canadian),
            Just(Method::CountUp),
        ]
    }

    fn periods() -> impl Strategy<Value = Vec<Period>> {
        proptest::collection::vec((method(), 1i64..60, 1u32..4, any::<bool>()), 1..4).prop_map(
            |specs| {
                let last = specs.len() - 1;
                specs
                    .into_iter()
                    .enumerate()
                    .map(|(i, (method, secs, moves, by_moves))| Period {
                        end: if i == last || by_moves {
                            PeriodEnd::Moves(moves)
                        } else {
                            PeriodEnd::Timeout
                        },
                        time: Millis::from_secs(secs),
                        method,
                    })
                    .collect()
            },
        )
    }

    proptest! {
        #[test]
        fn running_in_two_segments_equals_running_in_one(periods in periods(), a in 0i64..200_000, b in 0i64..200_000, moves in 0usize..5) {
            let mut clock = SideClock::initial(&periods);
            for _ in 0..moves {
                clock = clock.advance(&periods, Millis(1_000)).clock.complete_move(&periods);
            }
            let whole = clock.advance(&periods, Millis(a + b));
            let first = clock.advance(&periods, Millis(a));
            match first.flag_after {
                Some(fell) => prop_assert_eq!(whole.flag_after, Some(fell)),
                None => {
                    let second = first.clock.advance(&periods, Millis(b));
                    prop_assert_eq!(second.clock, whole.clock);
                    prop_assert_eq!(second.flag_after.map(|f| f + Millis(a)), whole.flag_after);
                }
            }
        }

        #[test]
        fn the_budget_is_exactly_when_the_flag_falls(periods in periods()) {
            let clock = SideClock::initial(&periods);
            if let Some(budget) = clock.budget(&periods) {
                prop_assert_eq!(clock.advance(&periods, budget).flag_after, Some(budget));
                if budget.is_positive() {
                    prop_assert_eq!(clock.advance(&periods, budget - Millis(1)).flag_after, None);
                }
            }
        }
    }
}
