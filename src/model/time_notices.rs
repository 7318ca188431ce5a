//! What the player is told when the page's time jumped: it could not watch the clock while hidden
//! (the device slept, or its clock was set forward: that time was charged, and logged), or the
//! device's clock is behind the saved game (none was). Pure: read from the game and the spans given;
//! `i18n::notice_words` words them.

use crate::model::session::Session;
use flagfall_core::{Event, Millis, Side};

/// A jump of the page's time the player is told of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeNotice {
    /// The page could not watch the clock for `span` (the device slept, or its wall clock was set
    /// forward): that time was charged to `side`'s running clock, and the arbiter can give it back.
    Charged { side: Side, span: Millis },
    /// As [`TimeNotice::Charged`], and `side`'s flag fell meanwhile: the charge decided the game.
    ChargedToFlag { side: Side, span: Millis },
    /// The device's clock is `behind` the saved game's last incident: no time was charged for the
    /// time the page was closed.
    Behind { behind: Millis },
}

/// Said of the last charge for time the page could not watch, from the game's log, until the next
/// press: also after a reload, and when the charge decided the game, which must never be silent.
/// Nothing once the arbiter gave it back.
pub fn charge_notice(session: &Session) -> Option<TimeNotice> {
    let charge = session.game.charge()?;
    let pressed_since = session
        .game
        .incidents()
        .iter()
        .rev()
        .take_while(|incident| incident.at >= charge.at)
        .any(|incident| matches!(incident.event, Event::Pressed { .. }));
    if pressed_since {
        return None;
    }
    // To the nearest tenth: the two clocks it is measured between disagree by a millisecond or so,
    // and a minute should not read as 0:59.
    let span = Millis(charge.span.0.saturating_add(50) / 100 * 100);
    let side = charge.side;
    Some(if session.game.clock().flag(side, charge.at).is_some() {
        TimeNotice::ChargedToFlag { side, span }
    } else {
        TimeNotice::Charged { side, span }
    })
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

    fn unwatched(from: i64, span: i64) -> Action {
        Action::Unwatched {
            from: Instant(from),
            span: Millis(span),
        }
    }

    #[test]
    fn a_charge_is_told_to_the_nearest_tenth_until_the_next_press() {
        let mut s = session("3+2");
        assert_eq!(charge_notice(&s), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(unwatched(10_000, 59_951), Instant(100_000))
            .unwrap();
        assert_eq!(
            charge_notice(&s),
            Some(TimeNotice::Charged {
                side: Side::White,
                span: Millis(60_000)
            })
        );
        s.apply(Action::Press, Instant(101_000)).unwrap();
        assert_eq!(charge_notice(&s), None);
    }

    #[test]
    fn a_charge_that_made_the_flag_fall_is_told_until_it_is_given_back() {
        let mut s = session("1");
        s.apply(Action::Start, Instant(0)).unwrap();
        // Hidden at 30 s, shown at 90 s: the flag fell at 60 s, during the sleep.
        s.apply(unwatched(30_000, 60_000), Instant(90_000)).unwrap();
        assert_eq!(
            charge_notice(&s),
            Some(TimeNotice::ChargedToFlag {
                side: Side::White,
                span: Millis(60_000)
            })
        );
        s.apply(Action::ReturnCharge, Instant(95_000)).unwrap();
        assert_eq!(charge_notice(&s), None);
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
