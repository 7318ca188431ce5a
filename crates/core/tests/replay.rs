//! The incident log is the game: replaying a game's log, as written or read back from its JSON,
//! rebuilds exactly the same game, whatever acts it went through.

use flagfall_core::{
    parse_human, Action, Article, BySide, ClaimDecision, ClockError, Divergence, DraughtsDraw,
    DraughtsMaterial, Event, Game, GameError, GameResult, GameSettings, IlcDecision, IncidentLog,
    Instant, LogError, MateFinding, Millis, PositionCheck, Reason, Rulebook, Side, TimeControl,
    Timer, UndoCharge,
};

mod support;
use proptest::option;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};
use support::{play, secs, unchained};

fn guidelines() -> GameSettings {
    GameSettings {
        guidelines_iii: true,
        ..GameSettings::default()
    }
}

/// The game rebuilt from its log, and from the log's JSON read back.
fn replays(game: &Game) -> [Game; 2] {
    let log = game.log();
    let read_back = IncidentLog::from_json(&log.to_json()).expect("the log reads back");
    assert_eq!(read_back, log);
    [&log, &read_back].map(|log| Game::replay(log).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn a_game_after_guidelines_iii_4_replays_from_the_control_it_started_with() {
    let g25 = parse_human("G/25").unwrap();
    let mut g = Game::new(g25.clone(), guidelines());
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(119_000),
                },
                secs(0),
            ),
            (Action::ExtraFive, secs(1)),
            (Action::Press, secs(10)),
            (Action::Press, secs(20)),
        ],
    );
    assert_eq!(g.log().control, g25);
    assert_eq!(g.starting_control(), &g25);
    assert_eq!(
        g.clock().control(),
        &g25.with_final_increment(Millis(5_000))
    );
    for replayed in replays(&g) {
        assert_eq!(replayed, g);
    }
}

#[test]
fn a_game_after_a_change_of_control_replays_from_the_control_it_started_with() {
    let rapid = parse_human("15+10").unwrap();
    let corrected = parse_human("15+5").unwrap();
    let mut g = Game::new(rapid.clone(), GameSettings::default());
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (
                Action::SetControl {
                    control: corrected.clone(),
                    override_lock: false,
                },
                secs(2),
            ),
            (Action::Press, secs(3)),
        ],
    );
    assert_eq!(g.log().control, rapid);
    assert_eq!(g.starting_control(), &rapid);
    assert_eq!(g.clock().control(), &corrected);
    for replayed in replays(&g) {
        assert_eq!(replayed, g);
    }
}

#[test]
fn an_undo_gives_the_presser_the_time_of_the_press_and_its_flag_falls_that_much_later() {
    let mut g = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (
                Action::SetTime {
                    side: Side::Black,
                    time: Millis(4_000),
                },
                secs(1),
            ),
            (Action::Press, secs(1)),
        ],
    );
    // Undone four seconds later, Black has the four seconds it had as it pressed (no increment).
    let added: Vec<Event> = g
        .apply(Action::Undo, secs(5))
        .unwrap()
        .iter()
        .map(|incident| incident.event.clone())
        .collect();
    assert_eq!(
        added,
        vec![Event::Undone {
            side: Side::Black,
            charged: UndoCharge::Nobody,
        }]
    );
    g.observe(secs(10));
    assert_eq!(
        g.outcome().map(|outcome| outcome.reason.to_string()),
        Some(
            "Black's flag fell at 0:09.000: a win for White unless White cannot checkmate (FIDE 2023 6.9)"
                .to_owned()
        )
    );
    assert!(g.log().to_json().contains(r#""charged": "nobody""#));
    for replayed in replays(&g) {
        assert_eq!(replayed, g);
    }
}

/// The log `text` and the game it replays to, checked to give the same log again and, at its last
/// incident, White's and Black's main `times`.
fn replayed_as_written(text: &str, [white, black]: [i64; 2]) -> (IncidentLog, Game) {
    let log = IncidentLog::from_json(text).unwrap();
    let game = Game::replay(&log).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        IncidentLog {
            version: log.version,
            ..game.log()
        },
        log
    );
    let last = log.incidents.last().unwrap().at;
    assert_eq!(
        [Side::White, Side::Black].map(|side| game.clock().remaining(side, last)),
        [Millis(white), Millis(black)]
    );
    (log, game)
}

/// Logs the released build wrote, with no `charged` on their undos, which charged the time between
/// the press and the undo to the presser; with each, both sides' main time at its last incident.
const LOGS_WITH_UNDOS_CHARGED_TO_THE_PRESSER: [(&str, [i64; 2]); 4] = [
    // White's next press used the whole thirty seconds.
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}]},"incidents":[{"at":0,"event":"started"},{"at":10000,"event":"pressed","side":"white","used":10000,"after":170000},{"at":20000,"event":"undone","side":"white"},{"at":30000,"event":"pressed","side":"white","used":30000,"after":150000}]}"#,
        [150_000, 180_000],
    ),
    // Undone while paused: White was charged up to the pause.
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}]},"incidents":[{"at":0,"event":"started"},{"at":10000,"event":"pressed","side":"white","used":10000,"after":170000},{"at":15000,"event":"paused","side":"black"},{"at":20000,"event":"undone","side":"white"},{"at":25000,"event":"resumed","side":"white"},{"at":30000,"event":"pressed","side":"white","used":20000,"after":160000}]}"#,
        [160_000, 180_000],
    ),
    // Two presses undone: White's move ran from the start to its next press.
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},"incidents":[{"at":0,"event":"started"},{"at":10000,"event":"pressed","side":"white","used":10000,"after":174000},{"at":20000,"event":"pressed","side":"black","used":10000,"after":174000},{"at":25000,"event":"undone","side":"black"},{"at":28000,"event":"undone","side":"white"},{"at":40000,"event":"pressed","side":"white","used":40000,"after":144000},{"at":50000,"event":"pressed","side":"black","used":10000,"after":174000}]}"#,
        [144_000, 174_000],
    ),
    // Black's move, undone, ran out of time at the undo.
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},"incidents":[{"at":0,"event":"started"},{"at":1000,"event":"pressed","side":"white","used":1000,"after":183000},{"at":1000,"event":"time-corrected","correction":{"side":"black","before":182000,"after":4000}},{"at":1000,"event":"pressed","side":"black","used":0,"after":6000},{"at":5000,"event":"undone","side":"black"},{"at":5000,"event":"flag-fell","side":"black"},{"at":5000,"event":"decided","result":"1-0","reason":"Black's flag fell at 0:05.000 (FIDE 2023 6.9)"}]}"#,
        [183_000, 0],
    ),
];

#[test]
fn logs_whose_undos_charged_the_presser_replay_as_they_were_played() {
    for (text, times) in LOGS_WITH_UNDOS_CHARGED_TO_THE_PRESSER {
        let (log, game) = replayed_as_written(text, times);
        // Written again (chained now), the undos say how they were charged, and read back the same.
        let written = game.log().to_json();
        assert!(written.contains(r#""charged": "presser""#), "{written}");
        assert_eq!(
            IncidentLog::from_json(&written).unwrap().incidents,
            log.incidents
        );
    }
}

/// Logs the released build wrote for supervised blitz, which it ruled as unsupervised: a minute for
/// a first illegal move and for an incorrect claim under FIDE 2023 (now two, B.2), a loss for a
/// first illegal move under FIDE 2009 (now two minutes, Appendix B.2). With each, both sides' main
/// time at its last incident and the result.
const LOGS_RULED_BEFORE_SUPERVISION_COUNTED: [(&str, [i64; 2], Option<GameResult>); 2] = [
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":true,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},"incidents":[{"at":0,"event":"started"},{"at":5000,"event":"pressed","side":"white","used":5000,"after":179000},{"at":6000,"event":"illegal-move","side":"white","nth":1,"opponent_cannot_mate":false,"bonus":{"side":"black","before":181000,"after":241000},"reinstated":{"side":"white","before":179000,"after":177000}},{"at":7000,"event":"draw-claim-ruled","claimant":"black","upheld":false,"bonus":{"side":"white","before":176000,"after":236000}}]}"#,
        [236_000, 241_000],
        None,
    ),
    (
        r#"{"version":1,"settings":{"rulebook":"fide-2009","guidelines_iii":false,"supervised":true,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},"incidents":[{"at":0,"event":"started"},{"at":5000,"event":"pressed","side":"white","used":5000,"after":179000},{"at":6000,"event":"illegal-move","side":"white","nth":1,"opponent_cannot_mate":false,"bonus":null,"reinstated":null},{"at":6000,"event":"decided","result":"0-1","reason":"White's illegal move number 1 loses the game (FIDE 2009 Appendix B.3)"}]}"#,
        [179_000, 181_000],
        Some(GameResult::BlackWins),
    ),
];

#[test]
fn logs_ruled_before_supervision_counted_replay_as_they_were_played() {
    for (text, times, result) in LOGS_RULED_BEFORE_SUPERVISION_COUNTED {
        let (_, game) = replayed_as_written(text, times);
        assert_eq!(game.outcome().and_then(|outcome| outcome.result), result);
    }
}

#[test]
fn a_ruling_replays_with_the_penalty_its_log_records_whatever_the_rules_say_now() {
    // Unsupervised 2023 blitz gives one minute today (B.3, A.3); this log's arbiter gave two.
    let (text, _, _) = LOGS_RULED_BEFORE_SUPERVISION_COUNTED[0];
    let text = text
        .replace(r#""supervised":true"#, r#""supervised":false"#)
        .replace(
            r#""before":181000,"after":241000"#,
            r#""before":181000,"after":301000"#,
        );
    let (_, game) = replayed_as_written(&text, [236_000, 301_000]);
    assert_eq!(game.outcome(), None);
}

/// A log the released build wrote, its decision citing FIDE 2009 6.6 where the rules now cite
/// 6.6(a).
const LOG_CITING_AN_ARTICLE_SINCE_MADE_MORE_PRECISE: &str = r#"{"version":1,"settings":{"rulebook":"fide-2009","guidelines_iii":false,"supervised":false,"run_on_after_flag":false,"default_time":30000},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},"incidents":[{"at":0,"event":"started"},{"at":10000,"event":"pressed","side":"white","used":10000,"after":174000},{"at":30000,"event":"decided","result":"1-0","reason":"Black was not present at the default time and loses (FIDE 2009 6.6)"}]}"#;

#[test]
fn a_version_1_log_reads_in_this_version_with_each_worded_reason_derived_and_its_result_checked() {
    let log = IncidentLog::from_json(LOG_CITING_AN_ARTICLE_SINCE_MADE_MORE_PRECISE).unwrap();
    // In version 2, the last before the chain: nothing vouches for what a version 1 log says.
    assert_eq!(log.version, 2);
    assert!(!log.chained());
    let derived = Reason::DefaultTime {
        absent: Some(Side::Black),
        article: Article::laws(Rulebook::Fide2009, "6.6(a)").into(),
    };
    assert_eq!(
        log.incidents.last().map(|incident| &incident.event),
        Some(&Event::Decided {
            result: Some(GameResult::WhiteWins),
            reason: derived.clone(),
            winner: None,
        })
    );
    let game = Game::replay(&log).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        IncidentLog {
            version: 2,
            ..game.log()
        },
        log
    );
    assert_eq!(
        game.outcome().map(|outcome| &outcome.reason),
        Some(&derived)
    );
    // Its words say nothing a replay can check, but its result is checked: a log that does not
    // replay stays as it reads, in its version.
    let altered = LOG_CITING_AN_ARTICLE_SINCE_MADE_MORE_PRECISE.replace(r#""1-0""#, r#""0-1""#);
    let log = IncidentLog::from_json(&altered).unwrap();
    assert_eq!(log.version, 1);
    assert_eq!(
        Game::replay(&log).unwrap_err().to_string(),
        r#"incident 3 does not replay: the log says {"at":30000,"event":"decided","result":"0-1","reason":"Black was not present at the default time and loses (FIDE 2009 6.6)"}, the replay gives {"at":30000,"event":"decided","result":"1-0","reason":{"rule":"default-time","absent":"black","article":{"laws":{"rulebook":"fide-2009","number":"6.6(a)"}}}}"#
    );
    assert_eq!(IncidentLog::from_json(&log.to_json()), Ok(log));
}

#[test]
fn a_decision_keeps_the_article_its_log_cites_and_its_rule_and_values_are_checked() {
    let mut g = Game::new(parse_human("1").unwrap(), GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(60));
    let text = unchained(&g.log().to_json());
    assert!(text.contains(r#""number": "6.9""#), "{text}");
    // Written when the rule was cited less precisely: the record keeps its citation.
    let cited = text.replace(r#""number": "6.9""#, r#""number": "6.9 (as then)""#);
    let log = IncidentLog::from_json(&cited).unwrap();
    let game = Game::replay(&log).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        IncidentLog {
            version: 2,
            ..game.log()
        },
        log
    );
    let article = |reason: &Reason| reason.article().and_then(|article| article.printed());
    assert_eq!(
        game.outcome().and_then(|outcome| article(&outcome.reason)),
        Some("FIDE 2023 6.9 (as then)".to_owned())
    );
    // Another rule or other values are another decision.
    let other = text.replace(r#""loser": "white""#, r#""loser": "black""#);
    assert_eq!(
        Game::replay(&IncidentLog::from_json(&other).unwrap())
            .err()
            .map(|e| matches!(e, flagfall_core::LogError::Diverged { index: 2, .. })),
        Some(true)
    );
}

#[test]
fn a_log_starts_at_its_started_incident_not_at_its_first() {
    let mut g = Game::new(parse_human("5").unwrap(), GameSettings::default());
    assert_eq!(g.log().started_at(), None);
    play(
        &mut g,
        &[
            (
                Action::Note {
                    text: "before the start".into(),
                },
                secs(3),
            ),
            (Action::Start, secs(7)),
        ],
    );
    let log = g.log();
    assert_eq!(log.incidents[0].at, secs(3));
    assert_eq!(log.started_at(), Some(secs(7)));
    assert_eq!(Game::replay(&log).unwrap().started_at(), Some(secs(7)));
}

#[test]
fn an_act_before_the_latest_instant_logged_is_refused() {
    let mut g = Game::new(parse_human("1+0").unwrap(), GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(70));
    assert_eq!(g.last_logged_at(), Some(secs(60)));
    let before = g.clone();
    assert_eq!(
        g.apply(
            Action::Note {
                text: "late".into()
            },
            secs(59)
        ),
        Err(GameError::Clock(ClockError::TimeWentBackwards {
            at: secs(59),
            last: secs(60),
        }))
    );
    assert_eq!(g, before);
    play(
        &mut g,
        &[(
            Action::Note {
                text: "on time".into(),
            },
            secs(60),
        )],
    );
    for replayed in replays(&g) {
        assert_eq!(replayed, g);
    }
}

#[test]
fn a_log_with_a_byte_order_mark_reads_as_without() {
    let mut g = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(4))],
    );
    let text = g.log().to_json();
    assert_eq!(
        IncidentLog::from_json(&format!("\u{feff}{text}")).unwrap(),
        g.log()
    );
}

/// The controls games start with and change to: every method, several periods, time odds, and
/// controls under which Guidelines III.4 and III.5 can be granted.
const CONTROLS: [&str; 16] = [
    "3+2",
    "G/25",
    "15+10",
    "90/40, 30",
    "1+0",
    "G/5;d5",
    "G/5;b3",
    "90/40+30, 30+30",
    "60 byo 3x10",
    "1/40, 5",
    "1 vs 1/40, 5",
    "2 then 1",
    "*3",
    "1 canadian 2/1",
    "count-up",
    "20/2, 25",
];

fn control() -> impl Strategy<Value = TimeControl> {
    proptest::sample::select(CONTROLS.as_slice()).prop_map(|text| parse_human(text).unwrap())
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

fn decision() -> impl Strategy<Value = ClaimDecision> {
    prop_oneof![
        Just(ClaimDecision::Accepted),
        Just(ClaimDecision::Rejected),
        any::<bool>().prop_map(|award_bonus| ClaimDecision::Postponed { award_bonus }),
        Just(ClaimDecision::Unsupervised),
    ]
}

/// Material on the board: anything, or a lone king against a few pieces (a regulation draw, and
/// few enough pieces for a time-shortage claim).
fn material() -> impl Strategy<Value = BySide<DraughtsMaterial>> {
    let any = (0u32..12, 0u32..3).prop_map(|(men, kings)| DraughtsMaterial::new(men, kings));
    let few = (0u32..3, 0u32..4).prop_map(|(men, kings)| DraughtsMaterial::new(men, kings));
    let lone_king = Just(DraughtsMaterial::new(0, 1));
    prop_oneof![
        (any.clone(), any).prop_map(|(white, black)| BySide::new(white, black)),
        (lone_king, few.clone()).prop_map(|(white, black)| BySide::new(white, black)),
        (few, lone_king).prop_map(|(white, black)| BySide::new(white, black)),
    ]
}

fn draughts_draw() -> impl Strategy<Value = DraughtsDraw> {
    prop_oneof![
        Just(DraughtsDraw::Agreement),
        Just(DraughtsDraw::Regulation),
        (side(), any::<bool>())
            .prop_map(|(claimant, upheld)| DraughtsDraw::TimeShortage { claimant, upheld }),
    ]
}

fn result() -> impl Strategy<Value = Option<GameResult>> {
    prop_oneof![
        Just(None),
        Just(Some(GameResult::WhiteWins)),
        Just(Some(GameResult::BlackWins)),
        Just(Some(GameResult::Draw)),
    ]
}

/// A position as a search may have found it: any answer for each side, a line with some.
fn position() -> impl Strategy<Value = PositionCheck> {
    let finding = (
        option::of(any::<bool>()),
        option::of("[a-hKQRBN1-8+#. ]{1,20}"),
    )
        .prop_map(|(can_checkmate, line)| MateFinding {
            can_checkmate,
            line,
        });
    (
        "[1-8kqrbnpKQRBNP/]{1,40} [wb] - - 0 1",
        finding.clone(),
        finding,
    )
        .prop_map(|(fen, white, black)| PositionCheck {
            fen,
            found: BySide::new(white, black),
        })
}

/// Any act, with weights that let games run long enough for flags, claims and III.4.
fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        20 => Just(Action::Press),
        1 => Just(Action::Start),
        3 => Just(Action::Pause),
        3 => Just(Action::Resume),
        3 => Just(Action::Undo),
        2 => (side(), -120_000i64..120_000)
            .prop_map(|(side, delta)| Action::Adjust { side, delta: Millis(delta) }),
        3 => (side(), 0i64..200).prop_map(|(side, s)| Action::SetTime {
            side,
            time: Millis::from_secs(s),
        }),
        2 => (side(), 0u32..60).prop_map(|(side, moves)| Action::SetMoves { side, moves }),
        2 => (side(), 0usize..3).prop_map(|(side, period)| Action::SetPeriod { side, period }),
        2 => (control(), any::<bool>()).prop_map(|(control, override_lock)| Action::SetControl {
            control,
            override_lock,
        }),
        2 => (side(), any::<bool>(), option::of(position())).prop_map(|(side, opponent_cannot_mate, position)| {
            Action::IllegalMove { side, opponent_cannot_mate, position }
        }),
        4 => Just(Action::ExtraFive),
        5 => decision().prop_map(|decision| Action::DrawClaim { decision }),
        3 => (any::<bool>(), option::of(position())).prop_map(|(claimant_can_checkmate, position)| {
            Action::ClaimWinOnTime { claimant_can_checkmate, position }
        }),
        2 => any::<bool>().prop_map(|claimant_can_checkmate| Action::ConfirmFlag { claimant_can_checkmate }),
        1 => Just(Action::WrongPin),
        1 => ("[a-z0-9]{1,32}", 1u32..10_000).prop_map(|(hall, board)| Action::LeftHall { hall, board }),
        1 => option::of(position()).prop_map(|position| Action::DeadPosition { position }),
        3 => Just(Action::FlagOrderUnknown),
        4 => (draughts_draw(), material())
            .prop_map(|(draw, material)| Action::DraughtsDraw { draw, material }),
        1 => (result(), ".{0,12}").prop_map(|(result, reason)| Action::End { result, reason }),
        2 => "\\PC{0,12}|[\"\\\\\n\t\u{0}\u{202e}]{1,4}".prop_map(|text| Action::Note { text }),
        2 => (side(), any::<bool>())
            .prop_map(|(claimant, upheld)| Action::ClaimDraw { claimant, upheld }),
        3 => side().prop_map(|side| Action::OfferDraw { side }),
        3 => Just(Action::AgreeDraw),
        3 => side().prop_map(|side| Action::Arrive { side }),
        4 => Just(Action::UndoRuling),
        4 => Just(Action::Reopen),
        3 => (0i64..400_000, 0i64..7_200_000).prop_map(|(from, span)| Action::Unwatched {
            from: Instant(from),
            span: Millis(span),
        }),
        4 => Just(Action::ReturnCharge),
        3 => Just(Action::ClaimWithoutScoresheet),
        3 => side().prop_map(|side| Action::IllegalMoveCorrected { side }),
        5 => ilc_decision().prop_map(|decision| Action::InsufficientLosingChances { decision }),
    ]
}

/// A US Chess director's decision on a 14H claim, up to half a minute beyond what 14H2d allows.
fn ilc_decision() -> impl Strategy<Value = IlcDecision> {
    prop_oneof![
        Just(IlcDecision::Draw),
        (0i64..90).prop_map(|s| IlcDecision::Reject {
            taken: Millis::from_secs(s)
        }),
        Just(IlcDecision::Postpone),
        option::of(0i64..10).prop_map(|s| IlcDecision::Delay {
            delay: s.map(Millis::from_secs)
        }),
    ]
}

fn settings(rulebooks: &'static [Rulebook]) -> impl Strategy<Value = GameSettings> {
    (
        proptest::sample::select(rulebooks),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        proptest::option::of(0i64..120),
        any::<bool>(),
        any::<bool>(),
        prop_oneof![
            Just(Timer::Standard),
            Just(Timer::Plain),
            proptest::option::of(0i64..10).prop_map(|max| Timer::Delay {
                max: max.map(Millis::from_secs)
            }),
        ],
    )
        .prop_map(
            |(
                rulebook,
                guidelines_iii,
                supervised,
                run_on_after_flag,
                default_time,
                armageddon,
                ilc,
                timer,
            )| {
                GameSettings {
                    rulebook,
                    guidelines_iii,
                    supervised,
                    run_on_after_flag,
                    default_time: default_time.map(Millis::from_secs),
                    armageddon,
                    timer,
                    ilc,
                }
            },
        )
}

/// The control a game starts with, how the event is run, and the first steps: any game, or a game
/// in which Guidelines III can be granted (both clocks set under two minutes at once), or a draughts
/// game in which the FMJD draws can be ruled.
fn setup() -> impl Strategy<Value = (TimeControl, GameSettings, Vec<Step>)> {
    let quickplay = ["G/25", "60", "G/45", "90/40, 30"].map(|text| parse_human(text).unwrap());
    let draughts = ["5", "G/5;d5", "15+0", "3+2"].map(|text| parse_human(text).unwrap());
    // FIDE 2009 had no III.4 (its claim was Art. 10.2): one game in four.
    const FIDE: [Rulebook; 4] = [
        Rulebook::Fide2023,
        Rulebook::Fide2018,
        Rulebook::Fide2023,
        Rulebook::Fide2009,
    ];
    const FMJD: [Rulebook; 1] = [Rulebook::Fmjd];
    const US: [Rulebook; 1] = [Rulebook::UsChess];
    // Plain US controls: a sudden death for 14H, an earlier control for 13C11.
    let us = ["G/30;d0", "40/1, SD/30;d0"].map(|text| parse_human(text).unwrap());
    let under = |side, secs: std::ops::Range<i64>| {
        secs.prop_map(move |s| Step {
            action: Action::SetTime {
                side,
                time: Millis::from_secs(s),
            },
            advance: 0,
            late: false,
            observe: false,
        })
    };
    prop_oneof![
        2 => (control(), settings(&Rulebook::ALL))
            .prop_map(|(control, settings)| (control, settings, Vec::new())),
        1 => (
            proptest::sample::select(quickplay.to_vec()),
            settings(&FIDE),
            under(Side::White, 60..120),
            under(Side::Black, 60..120),
        )
            .prop_map(|(control, settings, white, black)| {
                (control, GameSettings { guidelines_iii: true, ..settings }, vec![white, black])
            }),
        // A draughts clock under a minute or so: the time-shortage claim (Art. 9) in reach.
        1 => (
            proptest::sample::select(draughts.to_vec()),
            settings(&FMJD),
            side().prop_flat_map(move |side| under(side, 20..90)),
        )
            .prop_map(|(control, settings, low)| (control, settings, vec![low])),
        // US Chess with Variation 14H in force and White under two minutes: 14H in reach.
        1 => (
            proptest::sample::select(us.to_vec()),
            settings(&US),
            under(Side::White, 30..120),
        )
            .prop_map(|(control, settings, low)| {
                (control, GameSettings { ilc: true, ..settings }, vec![low])
            }),
    ]
}

/// One step of a game: the act, how far the instant moves on first, whether the act comes with an
/// instant earlier than the last (refused), and whether the app observes the clock afterwards.
#[derive(Clone, Debug)]
struct Step {
    action: Action,
    advance: i64,
    late: bool,
    observe: bool,
}

fn step() -> impl Strategy<Value = Step> {
    let advance = prop_oneof![
        30 => 0i64..5_000,
        6 => 0i64..60_000,
        1 => 0i64..2_000_000,
    ];
    (
        action(),
        advance,
        proptest::bool::weighted(0.05),
        any::<bool>(),
    )
        .prop_map(|(action, advance, late, observe)| Step {
            action,
            advance,
            late,
            observe,
        })
}

/// A game as the app or the command line could play it.
#[derive(Clone, Debug)]
struct Script {
    control: TimeControl,
    settings: GameSettings,
    start_first: bool,
    steps: Vec<Step>,
}

fn script() -> impl Strategy<Value = Script> {
    (
        setup(),
        proptest::bool::weighted(0.9),
        proptest::collection::vec(step(), 1..80),
    )
        .prop_map(|((control, settings, first), start_first, steps)| Script {
            control,
            settings,
            start_first,
            steps: first.into_iter().chain(steps).collect(),
        })
}

/// Plays `script`, returning the game and the kinds of act the game accepted.
fn played(script: &Script) -> (Game, Vec<&'static str>) {
    let mut game = Game::new(script.control.clone(), script.settings);
    let mut accepted = Vec::new();
    let mut t = 0;
    if script.start_first {
        game.apply(Action::Start, Instant(0))
            .expect("a new game starts");
        accepted.push(kind(&Action::Start));
    }
    for step in &script.steps {
        t += step.advance;
        let at = if step.late { t - 1_000 } else { t };
        let over = game.outcome().is_some();
        if let Ok(added) = game.apply(step.action.clone(), Instant(at)) {
            accepted.push(kind(&step.action));
            let reinstated = added.iter().any(|incident| {
                matches!(
                    incident.event,
                    Event::IllegalMove {
                        reinstated: Some(_),
                        ..
                    }
                )
            });
            if reinstated {
                accepted.push("illegal move taken back");
            }
            if over && matches!(step.action, Action::DrawClaim { .. }) {
                accepted.push("postponed claim accepted after a flag");
            }
        }
        if step.observe {
            game.observe(Instant(t));
        }
    }
    (game, accepted)
}

/// The kind of act, with control changes told apart by the override and draw claims by decision.
fn kind(action: &Action) -> &'static str {
    match action {
        Action::Start => "start",
        Action::Press => "press",
        Action::Pause => "pause",
        Action::Resume => "resume",
        Action::Adjust { .. } => "adjust",
        Action::SetTime { .. } => "set time",
        Action::SetMoves { .. } => "set moves",
        Action::SetPeriod { .. } => "set period",
        Action::Undo => "undo",
        Action::SetControl {
            override_lock: false,
            ..
        } => "control change",
        Action::SetControl {
            override_lock: true,
            ..
        } => "control change overriding the lock",
        Action::IllegalMove { .. } => "illegal move",
        Action::ExtraFive => "III.4",
        Action::DrawClaim { decision } => match decision {
            ClaimDecision::Accepted => "draw claim accepted",
            ClaimDecision::Rejected => "draw claim rejected",
            ClaimDecision::Postponed { award_bonus: false } => "draw claim postponed",
            ClaimDecision::Postponed { award_bonus: true } => "draw claim postponed, bonus",
            ClaimDecision::Unsupervised => "draw claim unsupervised",
        },
        Action::ClaimWinOnTime { .. } => "win-on-time claim",
        Action::ConfirmFlag { .. } => "flag confirmed",
        Action::DeadPosition { .. } => "dead position",
        Action::FlagOrderUnknown => "flag order unknown",
        Action::DraughtsDraw { draw, .. } => match draw {
            DraughtsDraw::Agreement => "FMJD agreement",
            DraughtsDraw::Regulation => "FMJD regulation draw",
            DraughtsDraw::TimeShortage { .. } => "FMJD time shortage",
        },
        Action::End { .. } => "end",
        Action::Note { .. } => "note",
        Action::ClaimDraw { upheld: true, .. } => "9.5 claim upheld",
        Action::ClaimDraw { upheld: false, .. } => "9.5 claim rejected",
        Action::OfferDraw { .. } => "draw offer",
        Action::AgreeDraw => "draw agreed",
        Action::Arrive { .. } => "arrival",
        Action::UndoRuling => "ruling undone",
        Action::Reopen => "reopened",
        Action::Unwatched { .. } => "unwatched",
        Action::ReturnCharge => "charge returned",
        Action::WrongPin => "wrong PIN",
        Action::ClaimWithoutScoresheet => "13C11 claim",
        Action::IllegalMoveCorrected { .. } => "11H correction",
        Action::InsufficientLosingChances { .. } => "14H claim",
        Action::LeftHall { .. } => "hall left",
    }
}

const KINDS: [&str; 45] = [
    "start",
    "press",
    "pause",
    "resume",
    "adjust",
    "set time",
    "set moves",
    "set period",
    "undo",
    "control change",
    "control change overriding the lock",
    "illegal move",
    "III.4",
    "draw claim accepted",
    "draw claim rejected",
    "draw claim postponed",
    "draw claim postponed, bonus",
    "draw claim unsupervised",
    "win-on-time claim",
    "flag confirmed",
    "dead position",
    "flag order unknown",
    "FMJD agreement",
    "FMJD regulation draw",
    "FMJD time shortage",
    "end",
    "note",
    "9.5 claim upheld",
    "9.5 claim rejected",
    "draw offer",
    "draw agreed",
    "arrival",
    "ruling undone",
    "reopened",
    "unwatched",
    "charge returned",
    "wrong PIN",
    "13C11 claim",
    "11H correction",
    "14H claim",
    "illegal move taken back",
    "postponed claim accepted after a flag",
    "flag fell",
    "decided",
    "default time decided",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn every_game_replays_to_the_same_game_from_its_log_and_its_json(script in script()) {
        let (game, _) = played(&script);
        let log = game.log();
        prop_assert_eq!(&log.control, game.starting_control());
        let replayed = Game::replay(&log);
        prop_assert!(replayed.is_ok(), "{}", replayed.unwrap_err());
        prop_assert_eq!(replayed.unwrap(), game.clone());
        let read_back = IncidentLog::from_json(&log.to_json());
        prop_assert!(read_back.is_ok(), "{}", read_back.unwrap_err());
        let read_back = read_back.unwrap();
        prop_assert_eq!(&read_back, &log);
        let replayed = Game::replay(&read_back);
        prop_assert!(replayed.is_ok(), "{}", replayed.unwrap_err());
        prop_assert_eq!(replayed.unwrap(), game);
    }
}

/// A runner that generates the same games on every run.
fn same_games_each_run() -> TestRunner {
    TestRunner::new_with_rng(
        Config::default(),
        proptest::test_runner::TestRng::deterministic_rng(
            proptest::test_runner::RngAlgorithm::ChaCha,
        ),
    )
}

/// The property above is worth as much as the games it tries: each kind of act is accepted, and
/// flags fall and decide, in the games it generates.
#[test]
fn the_games_tried_accept_every_kind_of_act() {
    let (mut runner, strategy) = (same_games_each_run(), script());
    let mut seen = std::collections::BTreeMap::<&str, u32>::new();
    // Rare kinds need both flags down, or a postponed claim before a flag: up to 4,096 games, as
    // many as it takes to see every kind.
    for _ in 0..4_096 {
        if KINDS.iter().all(|kind| seen.contains_key(kind)) {
            break;
        }
        let script = strategy.new_tree(&mut runner).expect("a script").current();
        let (game, accepted) = played(&script);
        for kind in accepted {
            *seen.entry(kind).or_default() += 1;
        }
        for incident in game.incidents() {
            match &incident.event {
                Event::FlagFell { .. } => *seen.entry("flag fell").or_default() += 1,
                Event::Decided { reason, .. } => {
                    *seen.entry("decided").or_default() += 1;
                    if matches!(reason, Reason::DefaultTime { .. }) {
                        *seen.entry("default time decided").or_default() += 1;
                    }
                }
                _ => {}
            }
        }
    }
    let missing: Vec<&str> = KINDS
        .into_iter()
        .filter(|kind| !seen.contains_key(kind))
        .collect();
    assert!(
        missing.is_empty(),
        "never accepted: {missing:?} (seen {seen:?})"
    );
}

/// Each leaf of a JSON document with its path: the keys and indexes that lead to it.
fn leaves(value: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        serde_json::Value::Object(fields) => {
            for (key, field) in fields {
                path.push(key.clone());
                leaves(field, path, out);
                path.pop();
            }
        }
        serde_json::Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                path.push(index.to_string());
                leaves(item, path, out);
                path.pop();
            }
        }
        serde_json::Value::Null => {}
        _ => out.push(path.clone()),
    }
}

/// The leaf at `path`.
fn leaf<'v>(value: &'v serde_json::Value, path: &[String]) -> &'v serde_json::Value {
    path.iter().fold(value, |value, step| match value {
        serde_json::Value::Array(items) => &items[step.parse::<usize>().unwrap()],
        other => &other[step.as_str()],
    })
}

/// The leaf at `path`, edited: a number a thousand more (a time a second more), a boolean the other way, a side the other side, a
/// hash with its first digit changed, any other text with a letter added.
fn edited(log: &serde_json::Value, path: &[String]) -> serde_json::Value {
    let mut log = log.clone();
    let mut leaf = &mut log;
    for step in path {
        leaf = match leaf {
            serde_json::Value::Array(items) => &mut items[step.parse::<usize>().unwrap()],
            other => &mut other[step.as_str()],
        };
    }
    *leaf = match &*leaf {
        serde_json::Value::Number(n) => match n.as_u64() {
            Some(n) => (n + 1000).into(),
            None => (n.as_i64().unwrap() + 1000).into(),
        },
        serde_json::Value::Bool(b) => (!b).into(),
        serde_json::Value::String(s) if s == "white" => "black".into(),
        serde_json::Value::String(s) if s == "black" => "white".into(),
        serde_json::Value::String(s) if s.len() == 64 => {
            format!("{}{}", if s.starts_with('0') { '1' } else { '0' }, &s[1..]).into()
        }
        serde_json::Value::String(s) => format!("{s}x").into(),
        _ => unreachable!("leaves are numbers, booleans and text"),
    };
    log
}

/// Anything edited in a chained log is found on reading, at the part that holds it: a setting, the
/// starting control or the version at the opening, an incident's field or hash at that incident, an
/// incident removed at the one after it, or at the digest when it was the last. Run on generated games
/// of every kind of act; each unedited log reads back as written.
#[test]
fn an_edit_of_any_value_of_a_chained_log_is_found_at_the_part_that_holds_it() {
    use flagfall_core::{ChainBreak, LogError};
    let (mut runner, strategy) = (same_games_each_run(), script());
    let mut events = std::collections::BTreeSet::new();
    let (mut edits, mut found_by_the_chain) = (0, 0);
    for _ in 0..24 {
        let (game, _) = played(&strategy.new_tree(&mut runner).unwrap().current());
        let text = game.log().to_json();
        assert_eq!(IncidentLog::from_json(&text), Ok(game.log()));
        let log: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut paths = Vec::new();
        leaves(&log, &mut Vec::new(), &mut paths);
        for path in paths {
            let expected = match path[0].as_str() {
                "incidents" => {
                    if path[2] == "event" {
                        events.insert(
                            log["incidents"][path[1].parse::<usize>().unwrap()]["event"]
                                .to_string(),
                        );
                    }
                    ChainBreak::Incident(path[1].parse().unwrap())
                }
                "digest" => ChainBreak::Digest,
                _ => ChainBreak::Opening,
            };
            let read = IncidentLog::from_json(&edited(&log, &path).to_string());
            // Text other than a side or a hash, edited, may be a name the format does not know.
            let named = matches!(leaf(&log, &path), serde_json::Value::String(s)
                if s != "white" && s != "black" && s.len() != 64);
            match read {
                Err(LogError::Altered(at)) => {
                    assert_eq!(at, expected, "{path:?}");
                    found_by_the_chain += usize::from(!named);
                }
                // A version from the future is refused as such.
                Err(LogError::UnsupportedVersion(1003)) if path == ["version"] => {}
                Err(LogError::Malformed(_)) if named => {}
                other => panic!("{path:?} edited reads as {other:?}"),
            }
            // Every edit but a name's and the version's is one only the chain can find.
            edits += usize::from(!named && path != ["version"]);
        }
        let incidents = log["incidents"].as_array().unwrap().len();
        for removed in 0..incidents {
            let mut shorter = log.clone();
            shorter["incidents"].as_array_mut().unwrap().remove(removed);
            let at = if removed + 1 == incidents {
                ChainBreak::Digest
            } else {
                ChainBreak::Incident(removed)
            };
            assert_eq!(
                IncidentLog::from_json(&shorter.to_string()),
                Err(LogError::Altered(at))
            );
        }
        // Passed off as a log of the last version before the chain, hashes and all, or with its
        // opening hash taken out.
        let mut older = log.clone();
        older["version"] = 2.into();
        assert_eq!(
            IncidentLog::from_json(&older.to_string()),
            Err(LogError::Altered(ChainBreak::Opening))
        );
        if incidents > 0 {
            older.as_object_mut().unwrap().remove("opening");
            assert_eq!(
                IncidentLog::from_json(&older.to_string()),
                Err(LogError::Altered(ChainBreak::Opening))
            );
        }
        // The tail cut off with the digest that would show it.
        let mut cut = log.clone();
        cut.as_object_mut().unwrap().remove("digest");
        assert_eq!(
            IncidentLog::from_json(&cut.to_string()),
            Err(LogError::Altered(ChainBreak::Digest))
        );
    }
    assert!(
        events.len() >= 20,
        "{} kinds of event: {events:?}",
        events.len()
    );
    assert_eq!(
        found_by_the_chain, edits,
        "each such edit is found by the chain"
    );
    assert!(edits > 1_000, "{edits} edits");
}

/// A game begun before logs were chained (version 2) and resumed here goes on unchained to its end:
/// a digest would vouch for incidents nothing chained. A game begun here is chained.
#[test]
fn a_game_resumed_from_an_unchained_log_is_written_unchained_to_its_end() {
    let mut g = Game::new(parse_human("5+3").unwrap(), GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(4))],
    );
    assert_eq!(g.log().version, 3);
    let old = IncidentLog::from_json(&unchained(&g.log().to_json())).unwrap();
    let mut resumed = Game::replay(&old).unwrap();
    play(&mut resumed, &[(Action::Press, secs(9))]);
    let log = resumed.log();
    assert_eq!((log.version, log.chained(), log.digest()), (2, false, None));
    let text = log.to_json();
    assert!(
        !text.contains("\"hash\"") && !text.contains("\"digest\""),
        "{text}"
    );
    assert_eq!(IncidentLog::from_json(&text), Ok(log));
    let chained = Game::replay(&g.log()).unwrap().log();
    assert_eq!((chained.version, chained.chained()), (3, true));
}

#[test]
fn a_followed_incident_that_does_not_come_out_of_the_game_is_refused_and_left_out() {
    let mut board = Game::new(parse_human("5+3").unwrap(), GameSettings::default());
    board.apply(Action::Start, Instant(0)).unwrap();
    board.apply(Action::Press, Instant(4_000)).unwrap();
    let log = board.log();
    let mut copy = Game::for_log(&log);
    let mut growing = IncidentLog {
        incidents: vec![log.incidents[0].clone()],
        ..log.clone()
    };
    copy.follow(&growing).unwrap();
    let started = copy.clone();
    // White's press, claimed to leave a minute more than it did.
    let mut forged = log.incidents[1].clone();
    let Event::Pressed { after, .. } = &mut forged.event else {
        panic!("{forged:?}");
    };
    *after = Millis(after.0 + 60_000);
    growing.incidents.push(forged.clone());
    assert_eq!(
        copy.follow(&growing),
        Err(LogError::Diverged {
            index: 1,
            divergence: Divergence::Differs {
                logged: Some(Box::new(forged)),
                replayed: Some(Box::new(log.incidents[1].clone())),
            },
        })
    );
    assert_eq!(copy, started);
}

/// A 5+3 game started at 0 and pressed at 4 s.
fn started_and_pressed() -> Game {
    let mut board = Game::new(parse_human("5+3").unwrap(), GameSettings::default());
    board.apply(Action::Start, Instant(0)).unwrap();
    board.apply(Action::Press, Instant(4_000)).unwrap();
    board
}

/// `log` followed incident by incident from its start.
fn followed(log: &IncidentLog) -> (Game, IncidentLog) {
    let mut copy = Game::for_log(log);
    let mut growing = IncidentLog {
        incidents: Vec::new(),
        ..log.clone()
    };
    for incident in &log.incidents {
        growing.incidents.push(incident.clone());
        copy.follow(&growing).unwrap();
    }
    (copy, growing)
}

#[test]
fn a_log_from_before_the_chain_is_followed_unchained_as_it_replays() {
    let log = IncidentLog::from_json(&unchained(&started_and_pressed().log().to_json())).unwrap();
    assert!(!log.chained());
    let (copy, _) = followed(&log);
    assert_eq!(copy, Game::replay(&log).unwrap());
    assert_eq!(copy.log().digest(), None);
}

#[test]
fn the_same_act_followed_twice_is_not_applied_twice() {
    let board = started_and_pressed();
    let (mut copy, growing) = followed(&board.log());
    copy.follow(&growing).unwrap();
    assert_eq!(copy, board);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// A hall's copy of a board: the log read one incident at a time comes to the game replayed
    /// from the whole log, each step costing one incident's work.
    #[test]
    fn every_game_followed_incident_by_incident_is_the_game_replayed(script in script()) {
        let (game, _) = played(&script);
        let log = game.log();
        let mut copy = Game::for_log(&log);
        let mut growing = IncidentLog { incidents: Vec::new(), ..log.clone() };
        for incident in &log.incidents {
            growing.incidents.push(incident.clone());
            let followed = copy.follow(&growing);
            prop_assert!(followed.is_ok(), "{}", followed.unwrap_err());
            // Each step is the replay of the log so far, which may be ahead of it by consequences.
            prop_assert_eq!(&copy, &Game::replay_growing(&growing).unwrap());
        }
        prop_assert_eq!(copy, Game::replay(&log).unwrap());
    }
}
