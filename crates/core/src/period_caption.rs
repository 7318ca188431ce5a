//! What a face tells of where its player is in the control: the period, when the control has more
//! than one, or the byo-yomi periods left. Decided here once for every face that shows a clock.

use crate::{Method, Side, SideView, TimeControl};

/// Where a player is in the control, when it has more than one period to tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodCaption {
    /// "byo-yomi 3 left": the byo-yomi periods left, the current one included.
    ByoYomiLeft { left: u32 },
    /// "period 2 of 3", counted from 1.
    Period { period: usize, periods: usize },
}

impl PeriodCaption {
    /// What `side`'s face tells of its place in `control`, its clock `shown` as it is now.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Game, Instant, PeriodCaption, Side};
    /// let control = parse_human("90/40+30, 30+30").unwrap();
    /// let game = Game::new(control.clone(), Default::default());
    /// let shown = game.view(Instant(0)).sides[Side::White];
    /// assert_eq!(
    ///     PeriodCaption::of(&control, Side::White, &shown),
    ///     Some(PeriodCaption::Period { period: 1, periods: 2 })
    /// );
    /// ```
    pub fn of(control: &TimeControl, side: Side, shown: &SideView) -> Option<PeriodCaption> {
        let periods = control.periods(side).len();
        match control.period(side, shown.period).method {
            Method::ByoYomi { .. } if shown.byo_left > 0 => Some(PeriodCaption::ByoYomiLeft {
                left: shown.byo_left,
            }),
            _ if periods > 1 => Some(PeriodCaption::Period {
                period: shown.period + 1,
                periods,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, Action, Game, Instant};

    fn caption(notation: &str, presses: u32, side: Side) -> Option<PeriodCaption> {
        let mut game = Game::new(parse_human(notation).unwrap(), Default::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        for n in 1..=presses {
            game.apply(Action::Press, Instant(i64::from(n) * 1_000))
                .unwrap();
        }
        let shown = game.view(Instant(i64::from(presses) * 1_000)).sides[side];
        PeriodCaption::of(game.clock().control(), side, &shown)
    }

    #[test]
    fn one_period_tells_nothing_and_several_tell_which() {
        assert_eq!(caption("3+2", 0, Side::White), None);
        assert_eq!(
            caption("2/1, 1", 0, Side::White),
            Some(PeriodCaption::Period {
                period: 1,
                periods: 2
            })
        );
        // White's second move begins the second period.
        assert_eq!(
            caption("2/1, 1", 3, Side::White),
            Some(PeriodCaption::Period {
                period: 2,
                periods: 2
            })
        );
    }

    #[test]
    fn byo_yomi_tells_the_periods_left() {
        assert_eq!(
            caption("byo 3x10", 0, Side::Black),
            Some(PeriodCaption::ByoYomiLeft { left: 3 })
        );
        // Black's first move took 1 s of the first of three periods of 10 s: none used up.
        assert_eq!(
            caption("byo 3x10", 2, Side::Black),
            Some(PeriodCaption::ByoYomiLeft { left: 3 })
        );
    }
}
