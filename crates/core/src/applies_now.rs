//! What applies to a side now, as the face says it under the time: the extra time each move brings
//! in the current period, and in a period that ends after a number of moves how many are left in
//! it. It changes as the control does (a new period, Guidelines III.4's five seconds, a change or a
//! correction by the arbiter).

use crate::{Method, Millis, PeriodEnd, Side, SideView, TimeControl};

/// The extra time of each move, and the moves left to the next control.
///
/// ```
/// use flagfall_core::{parse_human, Action, AppliesNow, Game, GameSettings, Instant, Millis, Side};
/// let mut game = Game::new(parse_human("90/40+30, 30+30")?, GameSettings::default());
/// game.apply(Action::Start, Instant(0))?;
/// game.apply(Action::Press, Instant(5_000))?;
/// let white = game.view(Instant(5_000)).sides.white;
/// let applies = AppliesNow::of(game.clock().control(), Side::White, &white);
/// assert_eq!(applies, AppliesNow { increment: Some(Millis(30_000)), delay: None, moves_left: Some(39) });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AppliesNow {
    /// Added before each move (Fischer).
    pub increment: Option<Millis>,
    /// Before the main time runs (simple delay), or given back at most (Bronstein).
    pub delay: Option<Millis>,
    /// Moves still to make in a period that ends after a number of them.
    pub moves_left: Option<u32>,
}

impl AppliesNow {
    /// What applies to `side`, shown as `shown`, under `control`.
    #[must_use]
    pub fn of(control: &TimeControl, side: Side, shown: &SideView) -> AppliesNow {
        let period = control.period(side, shown.period);
        let (increment, delay) = match period.method {
            Method::Fischer { increment } => (Some(increment), None),
            Method::SimpleDelay { delay } | Method::Bronstein { delay } => (None, Some(delay)),
            Method::Plain
            | Method::Hourglass
            | Method::ByoYomi { .. }
            | Method::Canadian
            | Method::CountUp => (None, None),
        };
        let moves_left = match period.end {
            PeriodEnd::Moves(moves) => Some(moves.saturating_sub(shown.period_moves)),
            PeriodEnd::Timeout | PeriodEnd::Game => None,
        };
        AppliesNow {
            increment,
            delay,
            moves_left,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, Action, Game, GameSettings, Instant};

    fn applies(notation: &str, presses: i64, side: Side) -> AppliesNow {
        let mut game = Game::new(parse_human(notation).unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        for n in 1..=presses {
            game.apply(Action::Press, Instant(n * 1_000)).unwrap();
        }
        let shown = game.view(Instant(presses * 1_000)).sides[side];
        AppliesNow::of(game.clock().control(), side, &shown)
    }

    #[test]
    fn the_moves_left_count_down_to_the_control_and_the_next_periods_own_extra_time_follows() {
        // Two moves for a minute with 2 s a move, then a minute for the rest.
        let first = |left| AppliesNow {
            increment: Some(Millis(2_000)),
            delay: None,
            moves_left: Some(left),
        };
        assert_eq!(applies("1/2+2, 1", 0, Side::White), first(2));
        assert_eq!(applies("1/2+2, 1", 1, Side::White), first(1));
        assert_eq!(applies("1/2+2, 1", 2, Side::Black), first(1));
        assert_eq!(
            applies("1/2+2, 1", 3, Side::White),
            AppliesNow {
                increment: None,
                delay: None,
                moves_left: None,
            }
        );
        assert_eq!(
            applies("G/5;d3", 1, Side::Black),
            AppliesNow {
                increment: None,
                delay: Some(Millis(3_000)),
                moves_left: None,
            }
        );
    }
}
