//! What the player is told when the page's time jumped: the device slept while the page was hidden
//! (that time was charged), or its clock is behind the saved game (none was). Pure: the instants and
//! spans come in as arguments; `i18n::notice_words` words them.

use crate::model::session::Session;
use flagfall_core::{Instant, Millis, Phase};

/// A jump of the page's time the player is told of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeNotice {
    /// The device slept `span` while the page was hidden; that time was charged to the running clock.
    Slept { span: Millis },
    /// As [`TimeNotice::Slept`], and the charge made the running side's flag fall: the game ended
    /// while the page could not watch it (a sleep, or the device's clock set forward).
    SleptToFlag { span: Millis },
    /// The device's clock is `behind` the saved game's last incident: no time was charged for the
    /// time the page was closed.
    Behind { behind: Millis },
}

/// Said when the page shows again at `now` after the device slept `slept`: while `session`'s clock
/// runs, or when its flag fell during that sleep (the charge decided the game, which must never be
/// silent); nothing when no clock ran.
pub fn slept_notice(slept: Millis, session: &Session, now: Instant) -> Option<TimeNotice> {
    // To the nearest tenth: the two clocks it is measured between disagree by a millisecond or so,
    // and a minute should not read as 0:59.
    let span = Millis(slept.0.saturating_add(50) / 100 * 100);
    let clock = session.game.clock();
    // The flag is due (not yet observed), or was logged during the sleep.
    let fell_meanwhile = match clock.phase() {
        Phase::Running { side, .. } => clock.flag_deadline(side).is_some_and(|at| at <= now),
        _ => {
            session.game.outcome().is_some()
                && session
                    .game
                    .last_logged_at()
                    .is_some_and(|at| at.0 >= now.0.saturating_sub(slept.0))
        }
    };
    if fell_meanwhile {
        Some(TimeNotice::SleptToFlag { span })
    } else if session.clock_runs() {
        Some(TimeNotice::Slept { span })
    } else {
        None
    }
}

/// Said when the device's clock is `behind` the last incident of `session` as it opens: only while
/// its clock runs, which would otherwise stand still, unexplained, until the device's clock caught
/// up.
pub fn behind_notice(behind: Millis, session: &Session) -> Option<TimeNotice> {
    session.game_runs().then_some(TimeNotice::Behind { behind })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::tests::session;
    use flagfall_core::{Action, Instant};

    #[test]
    fn a_sleep_is_told_to_the_nearest_tenth_so_a_minute_reads_as_a_minute() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            slept_notice(Millis(59_951), &s, Instant(100_000)),
            Some(TimeNotice::Slept {
                span: Millis(60_000)
            })
        );
        assert_eq!(
            slept_notice(Millis(9_949), &s, Instant(100_000)),
            Some(TimeNotice::Slept {
                span: Millis(9_900)
            })
        );
    }

    #[test]
    fn a_sleep_that_made_a_flag_fall_is_told_and_one_while_no_clock_ran_is_not() {
        let mut s = session("1");
        assert_eq!(slept_notice(Millis(60_000), &s, Instant(90_000)), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        // Hidden at 30 s, shown at 90 s: the flag fell at 60 s, during the sleep, observed or not.
        assert_eq!(
            slept_notice(Millis(60_000), &s, Instant(90_000)),
            Some(TimeNotice::SleptToFlag {
                span: Millis(60_000)
            })
        );
        s.observe(Instant(90_000));
        assert_eq!(
            slept_notice(Millis(60_000), &s, Instant(90_000)),
            Some(TimeNotice::SleptToFlag {
                span: Millis(60_000)
            })
        );
        // A flag that fell before the sleep was no charge of it.
        assert_eq!(slept_notice(Millis(20_000), &s, Instant(90_000)), None);
    }

    #[test]
    fn a_clock_behind_the_game_is_told_only_while_a_clock_runs() {
        let mut s = session("3+2");
        assert_eq!(behind_notice(Millis(90_000), &s), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            behind_notice(Millis(90_000), &s),
            Some(TimeNotice::Behind {
                behind: Millis(90_000)
            })
        );
        s.apply(Action::Pause, Instant(1_000)).unwrap();
        assert_eq!(behind_notice(Millis(90_000), &s), None);
    }
}
