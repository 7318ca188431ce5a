//! What each face shows at an instant, as plain values. Pure: the repaint loop compares these to decide
//! whether anything visible changed, and the components only print them.

use crate::i18n::{side_name, tf, time, tn};
use crate::model::session::Session;
use flagfall_core::{
    format_clock, format_game_time, until_clock_changes, Article, BySide, Counting, Instant,
    Method, Millis, Phase, Scoresheet, Side, TENTHS_BELOW,
};

/// Everything one face shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceDisplay {
    /// The main time as the clock shows it (`h:mm:ss`, `m:ss`, or seconds and tenths under ten), with
    /// the language's decimal separator.
    pub time: String,
    /// The main time itself, for the low-time warning and the spoken thresholds.
    pub main: Millis,
    /// The spoken form of the time, for screen readers ("4 minutes 59 seconds").
    pub spoken: String,
    /// The delay still to run before the main time moves, while it runs.
    pub delay: Option<String>,
    pub moves: u32,
    /// "Period 2 of 3" when the control has several periods, or the byo-yomi periods left.
    pub period: Option<String>,
    /// This side's clock runs.
    pub running: bool,
    /// This side is to move but the clock is paused.
    pub paused: bool,
    /// The time is low enough to warn.
    pub low: bool,
    /// The flag has fallen: its order (1 = first) and the game time it fell at.
    pub flag: Option<(usize, String)>,
    /// This side's draw offer stands (FIDE 9.1.2).
    pub draw_offer: bool,
    /// The event set a default time and this side has not arrived (FIDE 6.7), while it may still
    /// decide the game.
    pub absent: bool,
    /// This side need not record the moves for the rest of the period, and the article (FIDE 8.4).
    pub need_not_record: Option<Article>,
}

/// The faces of both sides at `now`.
pub fn faces(session: &Session, now: Instant) -> BySide<FaceDisplay> {
    let view = session.view(now);
    let clock = session.game.clock();
    let control = clock.control();
    let start = session.game.started_at().unwrap_or(now);
    let flags = clock.flags_in_order(now);
    let game = &session.game;
    let in_play = game.outcome().is_none();
    let arrivals = in_play && game.settings().default_time.is_some();
    BySide::from_fn(|side| {
        let side_view = view.sides[side];
        let periods = control.periods(side);
        let method = control.period(side, side_view.period).method;
        let to_move = matches!(
            view.phase,
            Phase::Running { side: s, .. } | Phase::Paused { side: s, .. } if s == side
        );
        let period = match method {
            Method::ByoYomi { .. } if side_view.byo_left > 0 => Some(tf(
                "byo-yomi {left} left",
                &[("left", &side_view.byo_left.to_string())],
            )),
            _ if periods.len() > 1 => Some(tf(
                "period {period} of {periods}",
                &[
                    ("period", &(side_view.period + 1).to_string()),
                    ("periods", &periods.len().to_string()),
                ],
            )),
            _ => None,
        };
        let delay =
            (to_move && side_view.delay.is_positive()).then(|| time(format_clock(side_view.delay)));
        FaceDisplay {
            time: time(format_clock(side_view.main)),
            main: side_view.main,
            spoken: spoken(side_view.main),
            delay,
            moves: side_view.moves,
            period,
            running: matches!(view.phase, Phase::Running { side: s, .. } if s == side),
            paused: matches!(view.phase, Phase::Paused { side: s, .. } if s == side),
            low: method != Method::CountUp
                && side_view.flag.is_none()
                && side_view.main <= low_time_threshold(control.initial_time(side)),
            flag: flags.iter().position(|&(s, _)| s == side).map(|order| {
                let at = format_game_time(flags[order].1.since(start));
                (order + 1, time(at))
            }),
            draw_offer: game.draw_offer() == Some(side),
            absent: arrivals && !game.present()[side],
            // Rapid and blitz players never record (A.2): only the exemption of standard play shows.
            need_not_record: match game.scoresheet(side, now) {
                Scoresheet::ExemptForThePeriod { article } if in_play => Some(article),
                _ => None,
            },
        }
    })
}

/// How long after `now` something shown can next change: the next display boundary of each value that
/// moves while a clock runs (the running side's delay or time, an hourglass opponent's time). `None`
/// when no clock runs, so nothing needs to wake up.
pub fn next_change_in(session: &Session, now: Instant) -> Option<Millis> {
    let view = session.view(now);
    let side = view.running()?;
    let control = session.game.control();
    let runner = view.sides[side];
    let method = control.period(side, runner.period).method;
    let mut waits = Vec::with_capacity(2);
    if runner.delay.is_positive() {
        waits.push(until_clock_changes(runner.delay, Counting::Down));
    } else if runner.flag.is_none() {
        let counting = if method == Method::CountUp {
            Counting::Up
        } else {
            Counting::Down
        };
        waits.push(until_clock_changes(runner.main, counting));
    }
    if method == Method::Hourglass {
        waits.push(until_clock_changes(
            view.sides[side.opponent()].main,
            Counting::Up,
        ));
    }
    waits.into_iter().min()
}

/// Something a screen reader should hear, and whether it is a flag (else a new period).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub flag: bool,
    pub text: String,
}

/// What a screen reader should hear when the faces go from `before` to `after`: a flag, or a side
/// entering another period. Nothing for the running time itself, which would be a flood.
pub fn announcements(
    before: &BySide<FaceDisplay>,
    after: &BySide<FaceDisplay>,
) -> Vec<Announcement> {
    let mut heard = Vec::new();
    for side in Side::ALL {
        let (was, now) = (&before[side], &after[side]);
        if let (None, Some((_, at))) = (&was.flag, &now.flag) {
            heard.push(Announcement {
                flag: true,
                text: tf(
                    "{side}'s flag fell at {at}",
                    &[("side", side_name(side)), ("at", at)],
                ),
            });
        }
        if let (Some(period), true) = (&now.period, was.period != now.period) {
            heard.push(Announcement {
                flag: false,
                text: tf(
                    "{side}: {period}",
                    &[("side", side_name(side)), ("period", period)],
                ),
            });
        }
    }
    heard
}

/// A tenth of the starting time, but never under ten seconds nor over a minute.
pub fn low_time_threshold(initial: Millis) -> Millis {
    Millis(initial.as_millis() / 10).clamp(Millis::from_secs(10), Millis::from_secs(60))
}

/// A side's time as speech says it: "White, 30 seconds".
pub fn side_time(side: Side, spoken: &str) -> String {
    tf(
        "{side}, {time}",
        &[("side", side_name(side)), ("time", spoken)],
    )
}

/// A span as words in the page's language, the way a screen reader should say it.
pub fn spoken(span: Millis) -> String {
    let ms = span.clamp_non_negative().as_millis().unsigned_abs();
    let total = ms / 1000;
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(tn("{n} hour", "{n} hours", h));
    }
    if m > 0 {
        parts.push(tn("{n} minute", "{n} minutes", m));
    }
    if span < TENTHS_BELOW {
        // Seconds and tenths, as the face shows them.
        let seconds = time(format_clock(span));
        parts.push(tf("{seconds} seconds", &[("seconds", &seconds)]));
    } else if s > 0 || parts.is_empty() {
        parts.push(tn("{n} second", "{n} seconds", s));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::tests::session;
    use flagfall_core::{parse_human, Action, GameSettings, Rulebook};

    #[test]
    fn a_flag_and_a_new_period_are_announced_once_and_the_ticking_time_never() {
        // Two minutes for the first move, then one more for the rest.
        let mut g = session("2/1, 1");
        g.game.apply(Action::Start, Instant(0)).unwrap();
        let heard = |before: &BySide<FaceDisplay>, after: &BySide<FaceDisplay>| {
            announcements(before, after)
                .into_iter()
                .map(|a| (a.flag, a.text))
                .collect::<Vec<_>>()
        };
        let start = faces(&g, Instant(0));
        let ticking = faces(&g, Instant(30_000));
        assert_eq!(heard(&start, &ticking), []);
        g.game.apply(Action::Press, Instant(40_000)).unwrap();
        let white_moved = faces(&g, Instant(40_000));
        assert_eq!(
            heard(&ticking, &white_moved),
            [(false, "White: period 2 of 2".to_owned())]
        );
        g.game.apply(Action::Press, Instant(41_000)).unwrap();
        let black_moved = faces(&g, Instant(41_000));
        assert_eq!(
            heard(&white_moved, &black_moved),
            [(false, "Black: period 2 of 2".to_owned())]
        );
        // White has 2:00 - 0:40 + 1:00 = 2:20 from 41 s.
        let fallen = faces(&g, Instant(200_000));
        assert_eq!(
            heard(&black_moved, &fallen),
            [(true, "White's flag fell at 3:01.000".to_owned())]
        );
        assert_eq!(heard(&fallen, &fallen), []);
    }

    #[test]
    fn a_3_plus_2_game_shows_3_02_on_both_faces_before_it_starts() {
        let faces = faces(&session("3+2"), Instant(0));
        assert_eq!(faces.white.time, "3:02");
        assert_eq!(faces.black.time, "3:02");
        assert!(!faces.white.running && !faces.black.running);
    }

    #[test]
    fn the_running_face_shows_its_delay_and_the_other_does_not() {
        let mut s = session("G/5;d5");
        s.apply(Action::Start, Instant(0)).unwrap();
        let faces = faces(&s, Instant(2_000));
        assert!(faces.white.running);
        assert_eq!(faces.white.delay.as_deref(), Some("3.0"));
        assert_eq!(faces.black.delay, None);
        assert_eq!(faces.white.time, "5:00");
    }

    #[test]
    fn flags_show_their_order_and_game_time() {
        let mut s = Session::new(
            parse_human("1+0").unwrap(),
            GameSettings {
                run_on_after_flag: true,
                ..GameSettings::default()
            },
            BySide::both(String::new()),
        );
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 50_000),
            (Action::Press, 55_000),
            (Action::Press, 70_000),
        ] {
            s.apply(action, Instant(at)).unwrap();
        }
        let faces = faces(&s, Instant(200_000));
        assert_eq!(faces.white.flag, Some((1, "1:05.000".to_owned())));
        assert_eq!(faces.black.flag, Some((2, "2:05.000".to_owned())));
    }

    #[test]
    fn the_display_wakes_only_when_its_digits_change() {
        let mut s = session("3+2");
        assert_eq!(
            next_change_in(&s, Instant(0)),
            None,
            "nothing runs before the start"
        );
        s.apply(Action::Start, Instant(0)).unwrap();
        // 3:02.000 shows 3:02 until one millisecond later, then 3:01 for a whole second.
        assert_eq!(next_change_in(&s, Instant(0)), Some(Millis(1)));
        assert_eq!(next_change_in(&s, Instant(1)), Some(Millis(1000)));
        assert_eq!(next_change_in(&s, Instant(400)), Some(Millis(601)));
        // Under ten seconds the tenths show.
        assert_eq!(next_change_in(&s, Instant(172_050)), Some(Millis(51)));
    }

    #[test]
    fn a_running_delay_wakes_the_display_in_tenths_and_a_count_up_rises() {
        let mut delay = session("G/5;d5");
        delay.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(next_change_in(&delay, Instant(1_030)), Some(Millis(71)));
        let mut count = session("count-up");
        count.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(next_change_in(&count, Instant(12_300)), Some(Millis(700)));
    }

    #[test]
    fn flag_times_count_from_the_start_not_from_the_first_incident() {
        let mut s = session("1+0");
        s.apply(
            Action::Note {
                text: "players seated".into(),
            },
            Instant(0),
        )
        .unwrap();
        s.apply(Action::Start, Instant(5_000)).unwrap();
        let faces = faces(&s, Instant(100_000));
        assert_eq!(faces.white.flag, Some((1, "1:00.000".to_owned())));
    }

    #[test]
    fn low_time_is_a_tenth_of_the_start_between_ten_seconds_and_a_minute() {
        assert_eq!(
            low_time_threshold(Millis::from_secs(180)),
            Millis::from_secs(18)
        );
        assert_eq!(
            low_time_threshold(Millis::from_secs(30)),
            Millis::from_secs(10)
        );
        assert_eq!(
            low_time_threshold(Millis::from_secs(5400)),
            Millis::from_secs(60)
        );
    }

    #[test]
    fn screen_readers_hear_words_not_a_time_of_day() {
        assert_eq!(spoken(Millis(299_000)), "4 minutes 59 seconds");
        assert_eq!(spoken(Millis(3_600_000)), "1 hour");
        assert_eq!(spoken(Millis(61_000)), "1 minute 1 second");
        assert_eq!(spoken(Millis(9_870)), "9.8 seconds");
        assert_eq!(spoken(Millis(60_000)), "1 minute");
    }

    #[test]
    fn fide_8_4_a_standard_player_under_five_minutes_need_not_record_for_the_rest_of_the_period() {
        // 40 moves in 90 min, then 30 min, 5 s a move: under 30 s a move, the exemption holds.
        let mut s = session("90/40+5, 30+5");
        s.apply(Action::Start, Instant(0)).unwrap();
        let at = |ms: i64| faces(&s, Instant(ms));
        assert_eq!(at(0).white.need_not_record, None);
        // White's 90:05 falls under five minutes after 85:05.1.
        assert_eq!(at(5_105_000).white.need_not_record, None);
        assert_eq!(
            at(5_105_001).white.need_not_record,
            Some(Article::laws(Rulebook::Fide2023, "8.4"))
        );
        assert_eq!(at(5_105_001).black.need_not_record, None);
        // Still so after the press brings the time back over five minutes: for the rest of the period.
        s.apply(Action::Press, Instant(5_105_001)).unwrap();
        s.apply(
            Action::Adjust {
                side: Side::White,
                delta: Millis::from_mins(10),
            },
            Instant(5_106_000),
        )
        .unwrap();
        assert_eq!(
            faces(&s, Instant(5_106_000)).white.need_not_record,
            Some(Article::laws(Rulebook::Fide2023, "8.4"))
        );
        // 30 s a move or more keeps the duty; rapid and blitz players never record, and it is not said.
        let mut thirty = session("90/40+30, 30+30");
        thirty.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            faces(&thirty, Instant(5_200_000)).white.need_not_record,
            None
        );
        let mut blitz = session("3+2");
        blitz.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(faces(&blitz, Instant(1_000)).white.need_not_record, None);
    }

    #[test]
    fn a_standing_draw_offer_and_a_player_not_yet_arrived_show_on_their_face() {
        let mut s = Session::new(
            parse_human("15+10").unwrap(),
            GameSettings {
                default_time: Some(Millis::from_mins(30)),
                ..GameSettings::default()
            },
            BySide::both(String::new()),
        );
        let shown = |s: &Session| {
            let faces = faces(s, Instant(10_000));
            BySide::from_fn(|side| (faces[side].absent, faces[side].draw_offer))
        };
        assert_eq!(shown(&s), BySide::both((true, false)));
        s.apply(Action::Arrive { side: Side::White }, Instant(0))
            .unwrap();
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(Action::Press, Instant(1_000)).unwrap();
        s.apply(Action::OfferDraw { side: Side::White }, Instant(1_000))
            .unwrap();
        assert_eq!(shown(&s), BySide::new((false, true), (true, false)));
        // Black's press marks Black present, and rejects the offer (9.1.2.1).
        s.apply(Action::Press, Instant(2_000)).unwrap();
        assert_eq!(shown(&s), BySide::both((false, false)));
    }

    #[test]
    fn several_periods_and_byo_yomi_say_where_the_player_is() {
        let faces = faces(&session("90/40+30, 30+30"), Instant(0));
        assert_eq!(faces.white.period.as_deref(), Some("period 1 of 2"));
        let byo = super::faces(&session("byo 3x10"), Instant(0));
        assert_eq!(byo.white.period.as_deref(), Some("byo-yomi 3 left"));
    }
}
