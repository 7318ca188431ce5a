//! What the player is told when the page's time jumped: the device slept while the page was hidden
//! (that time was charged), or its clock is behind the saved game (none was). Pure: the instants and
//! spans come in as arguments.

use crate::i18n::{tf, time};
use crate::model::session::Session;
use flagfall_core::{format_clock, Millis};

/// Said when the page shows again after the device slept `slept` while the running clock ran.
pub fn slept_notice(slept: Millis) -> String {
    // To the nearest tenth: the two clocks it is measured between disagree by a millisecond or so,
    // and a minute should not read as 0:59.
    let span = Millis(slept.0.saturating_add(50) / 100 * 100);
    tf(
        "The device slept for {span} while the page was hidden; that time was charged to the running clock.",
        &[("span", &time(format_clock(span)))],
    )
}

/// Said when the device's clock is `behind` the last incident of `session` as it opens: only while
/// its clock runs, which would otherwise stand still, unexplained, until the device's clock caught
/// up.
pub fn behind_notice(behind: Millis, session: &Session) -> Option<String> {
    session.game_runs().then(|| {
        tf(
            "This device's clock is {behind} behind the saved game's last incident: no time was charged for the time the page was closed.",
            &[("behind", &time(format_clock(behind)))],
        )
    })
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
            "The device slept for 1:00 while the page was hidden; that time was charged to the running clock."
        );
        assert_eq!(
            slept_notice(Millis(9_949)),
            "The device slept for 9.9 while the page was hidden; that time was charged to the running clock."
        );
    }

    #[test]
    fn a_clock_behind_the_game_is_told_only_while_a_clock_runs() {
        let mut s = session("3+2");
        assert_eq!(behind_notice(Millis(90_000), &s), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            behind_notice(Millis(90_000), &s).as_deref(),
            Some("This device's clock is 1:30 behind the saved game's last incident: no time was charged for the time the page was closed.")
        );
        s.apply(Action::Pause, Instant(1_000)).unwrap();
        assert_eq!(behind_notice(Millis(90_000), &s), None);
    }
}
