//! What the player is told when the page's time jumped: the device slept while the page was hidden
//! (that time was charged), or its clock is behind the saved game (none was). Pure: the instants and
//! spans come in as arguments; `i18n::notice_words` words them.

use crate::model::session::Session;
use flagfall_core::Millis;

/// A jump of the page's time the player is told of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeNotice {
    /// The device slept `span` while the page was hidden; that time was charged to the running clock.
    Slept { span: Millis },
    /// The device's clock is `behind` the saved game's last incident: no time was charged for the
    /// time the page was closed.
    Behind { behind: Millis },
}

/// Said when the page shows again after the device slept `slept` while the running clock ran.
pub fn slept_notice(slept: Millis) -> TimeNotice {
    // To the nearest tenth: the two clocks it is measured between disagree by a millisecond or so,
    // and a minute should not read as 0:59.
    TimeNotice::Slept {
        span: Millis(slept.0.saturating_add(50) / 100 * 100),
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
        assert_eq!(
            slept_notice(Millis(59_951)),
            TimeNotice::Slept {
                span: Millis(60_000)
            }
        );
        assert_eq!(
            slept_notice(Millis(9_949)),
            TimeNotice::Slept {
                span: Millis(9_900)
            }
        );
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
