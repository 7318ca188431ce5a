//! When a clock's display next changes, so a display repaints then and sleeps in between: the
//! boundaries of [`format_clock`](crate::format_clock) applied to what moves while a clock runs.

use crate::{until_clock_changes, Counting, Game, Instant, Method, Millis};

impl Game {
    /// How long after `at` something a clock shows can next change: the next display boundary of each
    /// value that moves while a clock runs (the running side's delay or time, an hourglass opponent's
    /// time). `None` when no clock runs, so nothing needs to wake up.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, Millis};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// assert_eq!(game.next_change_in(Instant(0)), None);
    /// game.apply(Action::Start, Instant(0))?;
    /// // White's 3:02 turns to 3:01 a millisecond later, which then shows for a second.
    /// assert_eq!(game.next_change_in(Instant(0)), Some(Millis(1)));
    /// assert_eq!(game.next_change_in(Instant(1)), Some(Millis(1_000)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn next_change_in(&self, at: Instant) -> Option<Millis> {
        let view = self.view(at);
        let side = view.running()?;
        let runner = view.sides[side];
        let method = self.control().period(side, runner.period).method;
        // The running side's delay moves first; its time only once the delay is spent, and not
        // once its flag has fallen.
        let own = if runner.delay.is_positive() {
            Some(until_clock_changes(runner.delay, Counting::Down))
        } else if runner.flag.is_none() {
            let counting = if method == Method::CountUp {
                Counting::Up
            } else {
                Counting::Down
            };
            Some(until_clock_changes(runner.main, counting))
        } else {
            None
        };
        let opponent = (method == Method::Hourglass)
            .then(|| until_clock_changes(view.sides[side.opponent()].main, Counting::Up));
        own.into_iter().chain(opponent).min()
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse_human, Action, Game, GameSettings, Instant, Millis};

    fn started(notation: &str) -> Game {
        let mut game = Game::new(parse_human(notation).unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game
    }

    #[test]
    fn the_display_wakes_only_when_its_digits_change() {
        let game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        assert_eq!(
            game.next_change_in(Instant(0)),
            None,
            "nothing runs before the start"
        );
        let game = started("3+2");
        // 3:02.000 shows 3:02 until one millisecond later, then 3:01 for a whole second.
        assert_eq!(game.next_change_in(Instant(0)), Some(Millis(1)));
        assert_eq!(game.next_change_in(Instant(1)), Some(Millis(1000)));
        assert_eq!(game.next_change_in(Instant(400)), Some(Millis(601)));
        // Under ten seconds the tenths show.
        assert_eq!(game.next_change_in(Instant(172_050)), Some(Millis(51)));
    }

    #[test]
    fn a_running_delay_wakes_the_display_in_tenths_and_a_count_up_rises() {
        assert_eq!(
            started("G/5;d5").next_change_in(Instant(1_030)),
            Some(Millis(71))
        );
        assert_eq!(
            started("count-up").next_change_in(Instant(12_300)),
            Some(Millis(700))
        );
    }

    #[test]
    fn an_hourglass_wakes_for_the_opponents_rising_time_too() {
        // At 0.4 s Black's rising 3:00.400 turns 3:01 in 600 ms, a millisecond before White's falling
        // 2:59.600 turns 2:59.
        assert_eq!(
            started("*3").next_change_in(Instant(400)),
            Some(Millis(600))
        );
    }
}
