//! What the faces show and say, in the page's language: the times with the language's decimal
//! separator, where a player is in the control, what a screen reader hears as a flag falls or a
//! period begins, and a side's time as speech says it.

use crate::i18n::{clock_text, game_time_text, lang, side_name, t, tf, tn, Worded};
use crate::model::face_values::{Announcement, SideTime};
use flagfall_core::{AppliesNow, Millis, PeriodCaption};

impl Worded for PeriodCaption {
    fn worded(&self) -> String {
        match *self {
            PeriodCaption::ByoYomiLeft { left } => {
                tf("byo-yomi {left} left", &[("left", &left.to_string())])
            }
            PeriodCaption::Period { period, periods } => tf(
                "period {period} of {periods}",
                &[
                    ("period", &period.to_string()),
                    ("periods", &periods.to_string()),
                ],
            ),
        }
    }
}

impl Worded for Announcement {
    fn worded(&self) -> String {
        match self {
            Announcement::Flag { side, at } => tf(
                "{side}'s flag fell {at} into the game",
                &[("side", side_name(*side)), ("at", &game_time_text(*at))],
            ),
            Announcement::Period { side, caption } => tf(
                "{side}: {period}",
                &[("side", side_name(*side)), ("period", &caption.worded())],
            ),
            Announcement::Paused => t("Clock paused").to_owned(),
            Announcement::Resumed { side } => {
                tf("Clock running for {side}", &[("side", side_name(*side))])
            }
            Announcement::Undone { side, times } => tf(
                "{side}'s press undone: White {white}, Black {black}",
                &[
                    ("side", side_name(*side)),
                    ("white", &clock_text(times.white)),
                    ("black", &clock_text(times.black)),
                ],
            ),
            Announcement::TimeSet { side, time } => tf(
                "{side}'s time is now {time}",
                &[("side", side_name(*side)), ("time", &clock_text(*time))],
            ),
        }
    }
}

/// The extra time of each move as the face says it under the time ("+3 s a move", "delay 5 s"),
/// if the period gives any.
pub fn extra_time_text(applies: &AppliesNow) -> Option<String> {
    match (applies.increment, applies.delay) {
        (Some(increment), _) => Some(tf("+{time} a move", &[("time", &short_span(increment))])),
        (None, Some(delay)) => Some(tf("delay {delay}", &[("delay", &short_span(delay))])),
        (None, None) => None,
    }
}

/// The moves still to make before the next control, if the period ends after a number of them.
pub fn moves_left_text(applies: &AppliesNow) -> Option<String> {
    applies.moves_left.map(|left| {
        tn(
            "1 move to the control",
            "{n} moves to the control",
            u64::from(left),
        )
    })
}

/// A short span as the control states it: "3 s", "2 min", else as the clock shows it.
fn short_span(span: Millis) -> String {
    let ms = span.as_millis();
    match (ms % 1_000, ms / 1_000) {
        (0, secs) if secs < 60 => format!("{secs} s"),
        (0, secs) if secs % 60 == 0 => format!("{} min", secs / 60),
        _ => clock_text(span),
    }
}

/// What the live region says of `heard`, one sentence each; `None` for nothing heard.
pub fn heard_text(heard: &[Announcement]) -> Option<String> {
    let texts: Vec<String> = heard.iter().map(Worded::worded).collect();
    (!texts.is_empty()).then(|| texts.join(". "))
}

impl Worded for SideTime {
    fn worded(&self) -> String {
        tf(
            "{side}, {time}",
            &[
                ("side", side_name(self.side)),
                ("time", &lang().spoken(self.time)),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{clock_text, worded};
    use crate::model::face_values::{announcements, faces};
    use crate::model::session::tests::session;
    use flagfall_core::{Action, Instant, Millis, Side};

    #[test]
    fn speech_says_a_side_then_its_time_in_words() {
        assert_eq!(
            SideTime {
                side: Side::White,
                time: Millis(30_000)
            }
            .worded(),
            "White, 30 seconds"
        );
    }

    #[test]
    fn a_flag_and_a_new_period_are_announced_in_words() {
        let mut g = session("2/1, 1");
        g.game.apply(Action::Start, Instant(0)).unwrap();
        let ticking = faces(&g, Instant(30_000));
        g.game.apply(Action::Press, Instant(40_000)).unwrap();
        let white_moved = faces(&g, Instant(40_000));
        assert_eq!(
            heard_text(&announcements(&ticking, &white_moved)).as_deref(),
            Some("White: period 2 of 2")
        );
        g.game.apply(Action::Press, Instant(41_000)).unwrap();
        let black_moved = faces(&g, Instant(41_000));
        let fallen = faces(&g, Instant(200_000));
        assert_eq!(
            heard_text(&announcements(&black_moved, &fallen)).as_deref(),
            Some("White's flag fell 3:01.000 into the game")
        );
        assert_eq!(heard_text(&announcements(&fallen, &fallen)), None);
    }

    #[test]
    fn the_faces_show_the_clocks_digits_and_where_the_player_is() {
        let shown = faces(&session("3+2"), Instant(0));
        assert_eq!(clock_text(shown.white.main), "3:02");
        let mut delayed = session("G/5;d5");
        delayed.apply(Action::Start, Instant(0)).unwrap();
        let shown = faces(&delayed, Instant(2_000));
        assert_eq!(shown.white.delay.map(clock_text).as_deref(), Some("3.0"));
        assert_eq!(clock_text(shown.white.main), "5:00");
        assert_eq!(game_time_text(Millis(65_000)), "1:05.000");
        let classical = faces(&session("90/40+30, 30+30"), Instant(0));
        assert_eq!(
            classical.white.period.map(worded).as_deref(),
            Some("period 1 of 2")
        );
        let byo = faces(&session("byo 3x10"), Instant(0));
        assert_eq!(
            byo.white.period.map(worded).as_deref(),
            Some("byo-yomi 3 left")
        );
    }
}
