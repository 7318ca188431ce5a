//! What each face shows at an instant, as plain values. Pure: the components print them and
//! `i18n::face_words` words them.

use crate::model::session::Session;
use flagfall_core::{
    AppliesNow, Article, BySide, Event, Game, Instant, Millis, PeriodCaption, Phase, Scoresheet,
    Side,
};
use flagfall_page::shows_low;

/// Everything one face shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceDisplay {
    /// The main time, shown as the clock shows it (`h:mm:ss`, `m:ss`, or seconds and tenths under
    /// ten), spoken for screen readers, and read for the low-time warning and the spoken thresholds.
    pub main: Millis,
    /// The delay still to run before the main time moves, while it runs.
    pub delay: Option<Millis>,
    pub moves: u32,
    /// Where the player is when the control has several periods, or byo-yomi periods left.
    pub period: Option<PeriodCaption>,
    /// The extra time of each move and the moves left to the next control, as they apply now.
    pub applies: AppliesNow,
    /// The clock of a game in play is paused: both faces say so.
    pub clock_paused: bool,
    /// The game in play is an Armageddon: each face says what a draw means for its player.
    pub armageddon: bool,
    /// This side's clock runs.
    pub running: bool,
    /// This side is to move but the clock is paused.
    pub paused: bool,
    /// The time is low enough to warn.
    pub low: bool,
    /// The flag has fallen: when, and whether first or second where both fell.
    pub flag: Option<FaceFlag>,
    /// This side's draw offer stands (FIDE 9.1.2).
    pub draw_offer: bool,
    /// The event set a default time and this side has not arrived (FIDE 6.7), while it may still
    /// decide the game.
    pub absent: bool,
    /// This side need not record the moves for the rest of the period, and the article (FIDE 8.4).
    pub need_not_record: Option<Article>,
}

/// A fallen flag as its face shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceFlag {
    /// 1 for the first, 2 for the second, where both flags fell; `None` for the only one.
    pub order: Option<usize>,
    /// The game time it fell at, counted from the start (not a clock reading).
    pub at: Millis,
}

/// The faces of both sides at `now`.
pub fn faces(session: &Session, now: Instant) -> BySide<FaceDisplay> {
    faces_of(&session.game, now)
}

/// The faces of `game` at `now`, wherever it is shown (the clock, the hall).
pub fn faces_of(game: &Game, now: Instant) -> BySide<FaceDisplay> {
    let view = game.view(now);
    let clock = game.clock();
    let control = clock.control();
    let start = game.started_at().unwrap_or(now);
    let flags = clock.flags_in_order(now);
    let in_play = game.outcome().is_none();
    let arrivals = in_play && game.settings().default_time.is_some();
    BySide::from_fn(|side| {
        let side_view = view.sides[side];
        let to_move = matches!(
            view.phase,
            Phase::Running { side: s, .. } | Phase::Paused { side: s, .. } if s == side
        );
        let period = PeriodCaption::of(control, side, &side_view);
        FaceDisplay {
            main: side_view.main,
            delay: (to_move && side_view.delay.is_positive()).then_some(side_view.delay),
            moves: side_view.moves,
            period,
            applies: AppliesNow::of(control, side, &side_view),
            clock_paused: in_play && matches!(view.phase, Phase::Paused { .. }),
            armageddon: in_play && game.settings().armageddon,
            running: matches!(view.phase, Phase::Running { side: s, .. } if s == side),
            paused: matches!(view.phase, Phase::Paused { side: s, .. } if s == side),
            low: shows_low(control, side, &side_view),
            flag: flags
                .iter()
                .position(|&(s, _)| s == side)
                .map(|order| FaceFlag {
                    order: (flags.len() > 1).then_some(order + 1),
                    at: flags[order].1.since(start),
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

/// Something a screen reader should hear: a side's flag fell, at a game time; a side entered
/// another period; the clock was paused or runs again; a press was undone; a side's time was set
/// while its clock stood (a correction, a penalty's bonus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announcement {
    Flag {
        side: Side,
        at: Millis,
    },
    Period {
        side: Side,
        caption: PeriodCaption,
    },
    Paused,
    Resumed {
        side: Side,
    },
    /// `side`'s press was taken back; the times both clocks show again.
    Undone {
        side: Side,
        times: BySide<Millis>,
    },
    TimeSet {
        side: Side,
        time: Millis,
    },
}

/// What a screen reader should hear when the faces go from `before` to `after`: a flag, a side
/// entering another period, a pause or a resumption, a time set while the clock stood. Nothing for
/// the running time itself, which would be a flood. An undone press is said by whoever undoes it
/// ([`Announcement::after_undo`]): the faces alone cannot tell an undo from another move taken back.
pub fn announcements(
    before: &BySide<FaceDisplay>,
    after: &BySide<FaceDisplay>,
) -> Vec<Announcement> {
    let mut heard = Vec::new();
    // Moves taken back (an undo, which the clock screen announces as it makes it; an illegal move
    // reinstated; another game shown): the times that change with them are no correction.
    let moves_back = Side::ALL
        .into_iter()
        .any(|side| after[side].moves < before[side].moves);
    // Only with both clocks standing is a change of time an act on the clock: in hourglass the
    // standing side's time grows while the other runs.
    let stood =
        |faces: &BySide<FaceDisplay>| Side::ALL.into_iter().all(|side| !faces[side].running);
    let both_stood = stood(before) && stood(after);
    let was_paused = before.white.clock_paused;
    if after.white.clock_paused && !was_paused {
        heard.push(Announcement::Paused);
    }
    for side in Side::ALL {
        let (was, now) = (&before[side], &after[side]);
        if was_paused && !now.clock_paused && now.running {
            heard.push(Announcement::Resumed { side });
        }
        if let (None, Some(FaceFlag { at, .. })) = (was.flag, now.flag) {
            heard.push(Announcement::Flag { side, at });
        }
        if let (Some(caption), true) = (now.period, was.period != now.period) {
            heard.push(Announcement::Period { side, caption });
        }
        let set = both_stood && was.moves == now.moves && was.main != now.main;
        if !moves_back && set && now.flag.is_none() {
            heard.push(Announcement::TimeSet {
                side,
                time: now.main,
            });
        }
    }
    heard
}

impl Announcement {
    /// What to say after an undo was asked of `session`: the press it took back, with the times
    /// both clocks show again; nothing if it took none back (refused).
    pub fn after_undo(session: &Session, now: Instant) -> Option<Announcement> {
        let Some(Event::Undone { side, .. }) = session.game.incidents().last().map(|i| &i.event)
        else {
            return None;
        };
        let view = session.view(now);
        Some(Announcement::Undone {
            side: *side,
            times: BySide::from_fn(|side| view.sides[side].main),
        })
    }
}

/// A side's time as speech says it: "White, 30 seconds".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideTime {
    pub side: Side,
    pub time: Millis,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::tests::session;
    use flagfall_core::GameDetails;
    use flagfall_core::{parse_human, Action, GameSettings, Rulebook};

    #[test]
    fn a_flag_and_a_new_period_are_announced_once_and_the_ticking_time_never() {
        // Two minutes for the first move, then one more for the rest.
        let mut g = session("2/1, 1");
        g.game.apply(Action::Start, Instant(0)).unwrap();
        let heard = announcements;
        let last_of_two = PeriodCaption::Period {
            period: 2,
            periods: 2,
        };
        let start = faces(&g, Instant(0));
        let ticking = faces(&g, Instant(30_000));
        assert_eq!(heard(&start, &ticking), []);
        g.game.apply(Action::Press, Instant(40_000)).unwrap();
        let white_moved = faces(&g, Instant(40_000));
        assert_eq!(
            heard(&ticking, &white_moved),
            [Announcement::Period {
                side: Side::White,
                caption: last_of_two
            }]
        );
        g.game.apply(Action::Press, Instant(41_000)).unwrap();
        let black_moved = faces(&g, Instant(41_000));
        assert_eq!(
            heard(&white_moved, &black_moved),
            [Announcement::Period {
                side: Side::Black,
                caption: last_of_two
            }]
        );
        // White has 2:00 - 0:40 + 1:00 = 2:20 from 41 s.
        let fallen = faces(&g, Instant(200_000));
        assert_eq!(
            heard(&black_moved, &fallen),
            [Announcement::Flag {
                side: Side::White,
                at: Millis(181_000)
            }]
        );
        assert_eq!(heard(&fallen, &fallen), []);
    }

    /// A pause, the clock running again, an undone press and a time set while the clocks stand are
    /// heard; the standing side's time growing in hourglass is not.
    #[test]
    fn a_pause_a_resumption_an_undo_and_a_correction_are_announced() {
        let mut g = session("3+2");
        g.game.apply(Action::Start, Instant(0)).unwrap();
        g.game.apply(Action::Press, Instant(1_000)).unwrap();
        let running = faces(&g, Instant(2_000));
        g.game.apply(Action::Pause, Instant(2_000)).unwrap();
        let paused = faces(&g, Instant(2_000));
        assert!(paused.white.clock_paused && paused.black.clock_paused);
        assert_eq!(announcements(&running, &paused), [Announcement::Paused]);
        g.game.apply(Action::Resume, Instant(3_000)).unwrap();
        let resumed = faces(&g, Instant(3_000));
        assert_eq!(
            announcements(&paused, &resumed),
            [Announcement::Resumed { side: Side::Black }]
        );
        assert_eq!(Announcement::after_undo(&g, Instant(4_000)), None);
        g.game.apply(Action::Undo, Instant(4_000)).unwrap();
        let undone = faces(&g, Instant(4_000));
        assert_eq!(announcements(&resumed, &undone), []);
        assert_eq!(
            Announcement::after_undo(&g, Instant(4_000)),
            Some(Announcement::Undone {
                side: Side::White,
                times: BySide::new(undone.white.main, Millis(182_000)),
            })
        );
        g.game.apply(Action::Pause, Instant(5_000)).unwrap();
        let paused = faces(&g, Instant(5_000));
        g.game
            .apply(
                Action::SetTime {
                    side: Side::White,
                    time: Millis(60_000),
                },
                Instant(6_000),
            )
            .unwrap();
        assert_eq!(
            announcements(&paused, &faces(&g, Instant(6_000))),
            [Announcement::TimeSet {
                side: Side::White,
                time: Millis(60_000)
            }]
        );
        let mut hourglass = session("*3");
        hourglass.game.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            announcements(
                &faces(&hourglass, Instant(0)),
                &faces(&hourglass, Instant(9_000))
            ),
            []
        );
    }

    #[test]
    fn a_3_plus_2_game_shows_3_02_on_both_faces_before_it_starts() {
        let faces = faces(&session("3+2"), Instant(0));
        assert_eq!(faces.white.main, Millis(182_000));
        assert_eq!(faces.black.main, Millis(182_000));
        assert!(!faces.white.running && !faces.black.running);
    }

    #[test]
    fn the_running_face_shows_its_delay_and_the_other_does_not() {
        let mut s = session("G/5;d5");
        s.apply(Action::Start, Instant(0)).unwrap();
        let faces = faces(&s, Instant(2_000));
        assert!(faces.white.running);
        assert_eq!(faces.white.delay, Some(Millis(3_000)));
        assert_eq!(faces.black.delay, None);
        assert_eq!(faces.white.main, Millis(300_000));
    }

    #[test]
    fn flags_show_their_order_and_game_time() {
        let mut s = Session::new(
            parse_human("1+0").unwrap(),
            GameSettings {
                run_on_after_flag: true,
                ..GameSettings::default()
            },
            GameDetails::default(),
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
        let flag = |order, at| {
            Some(FaceFlag {
                order: Some(order),
                at: Millis(at),
            })
        };
        assert_eq!(faces.white.flag, flag(1, 65_000));
        assert_eq!(faces.black.flag, flag(2, 125_000));
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
        assert_eq!(
            faces.white.flag,
            Some(FaceFlag {
                order: None,
                at: Millis(60_000)
            })
        );
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
            GameDetails::default(),
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
        assert_eq!(
            faces.white.period,
            Some(PeriodCaption::Period {
                period: 1,
                periods: 2
            })
        );
        let byo = super::faces(&session("byo 3x10"), Instant(0));
        assert_eq!(
            byo.white.period,
            Some(PeriodCaption::ByoYomiLeft { left: 3 })
        );
    }
}
