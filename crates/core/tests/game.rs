//! The game layer: rulebook actions, the incident log, and replay.

use flagfall_core::{
    parse_human, Action, Article, BySide, ClaimDecision, ClockError, Correction, Divergence,
    DraughtsDraw, DraughtsMaterial, Event, Game, GameError, GameResult, GameSettings, Incident,
    IncidentLog, Instant, JsonError, JsonExpected, JsonName, JsonProblem, JsonSyntax, LogError,
    Millis, NoPenalty, Reason, RuleRefusal, Rulebook, Side, TEXT_LIMIT,
};

mod support;
use proptest::prelude::*;
use support::{game, illegal, play, rules, secs, with_default_time};

/// White moves, then the arbiter rules that move illegal; Black's clock after the penalty.
fn black_after_illegal_white_move(
    rulebook: Rulebook,
    notation: &str,
) -> (Millis, Option<GameResult>) {
    let mut g = game(notation, rules(rulebook));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(0)),
            (illegal(Side::White), secs(0)),
        ],
    );
    (
        g.clock().remaining(Side::Black, secs(0)),
        g.outcome().and_then(|o| o.result),
    )
}

#[test]
fn first_illegal_move_penalty_per_rulebook_and_category() {
    let initial = |notation: &str| parse_human(notation).unwrap().initial_time(Side::Black);
    let table = [
        // FIDE 2023 7.5.5 (standard), A.3 (rapid), B.3 (blitz)
        (Rulebook::Fide2023, "90+30", Some(Millis::from_mins(2))),
        (Rulebook::Fide2023, "15+10", Some(Millis::from_mins(1))),
        (Rulebook::Fide2023, "3+2", Some(Millis::from_mins(1))),
        // FIDE 2018 7.5.5 (standard and rapid), blitz B.2
        (Rulebook::Fide2018, "90+30", Some(Millis::from_mins(2))),
        (Rulebook::Fide2018, "15+10", Some(Millis::from_mins(2))),
        (Rulebook::Fide2018, "3+2", Some(Millis::from_mins(1))),
        // FIDE 2009 Art. 7.4(b) (standard, Rapidplay); blitz B.3 (2009): the illegal move loses
        (Rulebook::Fide2009, "90+30", Some(Millis::from_mins(2))),
        (Rulebook::Fide2009, "25+0", Some(Millis::from_mins(2))),
        (Rulebook::Fide2009, "5+0", None),
    ];
    for (rulebook, notation, bonus) in table {
        let (black, result) = black_after_illegal_white_move(rulebook, notation);
        match bonus {
            Some(bonus) => {
                assert_eq!(black, initial(notation) + bonus, "{rulebook:?} {notation}");
                assert_eq!(result, None);
            }
            None => assert_eq!(
                result,
                Some(GameResult::BlackWins),
                "{rulebook:?} {notation}"
            ),
        }
    }
}

#[test]
fn second_illegal_move_loses_under_fide_2023_7_5_5_unless_the_opponent_cannot_mate() {
    let setup = [
        (Action::Start, secs(0)),
        (Action::Press, secs(1)),
        (illegal(Side::White), secs(1)),
        (Action::Press, secs(2)),
        (Action::Press, secs(3)),
    ];
    let mut lost = game("90+30", rules(Rulebook::Fide2023));
    play(&mut lost, &setup);
    play(&mut lost, &[(illegal(Side::White), secs(4))]);
    assert_eq!(lost.outcome().unwrap().result, Some(GameResult::BlackWins));
    assert_eq!(
        lost.outcome().unwrap().reason,
        Reason::IllegalMove {
            side: Side::White,
            nth: 2,
            opponent_cannot_mate: false,
            article: Article::laws(Rulebook::Fide2023, "7.5.5").into(),
        }
    );

    let mut drawn = game("90+30", rules(Rulebook::Fide2023));
    play(&mut drawn, &setup);
    play(
        &mut drawn,
        &[(
            Action::IllegalMove {
                side: Side::White,
                opponent_cannot_mate: true,
                position: None,
            },
            secs(4),
        )],
    );
    assert_eq!(drawn.outcome().unwrap().result, Some(GameResult::Draw));
    assert!(drawn.clock().running(secs(5)).is_none());
}

#[test]
fn fide_2009_art_7_4_b_the_third_illegal_move_loses() {
    let mut g = game("90+0", rules(Rulebook::Fide2009));
    play(&mut g, &[(Action::Start, secs(0))]);
    // Each illegal move is taken back (7.4(a)), and White moves again.
    for n in 0..2 {
        play(
            &mut g,
            &[
                (Action::Press, secs(1 + 2 * n)),
                (illegal(Side::White), secs(2 + 2 * n)),
            ],
        );
        assert_eq!(g.outcome(), None);
    }
    play(
        &mut g,
        &[(Action::Press, secs(5)), (illegal(Side::White), secs(5))],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    assert_eq!(g.illegal_moves().white, 3);
}

#[test]
fn unsupervised_rapid_penalises_an_illegal_move_only_before_the_opponents_next_move_a_5_2() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
        ],
    );
    assert_eq!(
        g.apply(illegal(Side::White), secs(3)).unwrap_err(),
        GameError::TooLate {
            side: Side::White,
            article: Article::laws(Rulebook::Fide2023, "A.5.2")
        }
    );
    let mut supervised = game(
        "15+10",
        GameSettings {
            supervised: true,
            ..GameSettings::default()
        },
    );
    play(
        &mut supervised,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
            (illegal(Side::White), secs(3)),
        ],
    );
    assert_eq!(supervised.illegal_moves().white, 1);
}

#[test]
fn an_illegal_move_needs_a_completed_move() {
    let mut g = game("90+30", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    assert_eq!(
        g.apply(illegal(Side::Black), secs(1)).unwrap_err(),
        GameError::NoMoveYet(Side::Black)
    );
}

#[test]
fn draughts_has_no_illegal_move_time_penalty() {
    let mut g = game("15+0", rules(Rulebook::Fmjd));
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(1))],
    );
    assert_eq!(
        g.apply(illegal(Side::White), secs(2)),
        Err(GameError::NotApplicable(NoPenalty::Draughts))
    );
}

fn guidelines() -> GameSettings {
    GameSettings {
        guidelines_iii: true,
        ..GameSettings::default()
    }
}

/// G/25 with White to move and `left` on White's clock.
fn g25_white_with(left: Millis) -> Game {
    let mut g = game("G/25", guidelines());
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: left,
                },
                secs(0),
            ),
        ],
    );
    g
}

#[test]
fn guidelines_iii_4_grants_five_seconds_a_move_and_two_minutes_to_the_opponent() {
    let mut g = g25_white_with(Millis(119_999));
    let added = g.apply(Action::ExtraFive, secs(0)).unwrap().to_vec();
    assert_eq!(
        added,
        vec![Incident {
            at: secs(0),
            event: Event::ExtraFive {
                requester: Side::White,
                bonus: Correction {
                    side: Side::Black,
                    before: Millis::from_mins(25),
                    after: Millis::from_mins(27),
                },
            },
        }]
    );
    play(
        &mut g,
        &[(Action::Press, secs(10)), (Action::Press, secs(20))],
    );
    assert_eq!(
        g.clock().remaining(Side::White, secs(20)),
        Millis(119_999 - 10_000 + 5_000)
    );
    assert_eq!(
        g.clock().remaining(Side::Black, secs(20)),
        Millis::from_mins(27) - Millis(5_000)
    );
    // Granted once only.
    assert_eq!(
        g.apply(Action::ExtraFive, secs(20)).map(drop),
        Err(GameError::Refused(RuleRefusal::AlreadyGranted {
            article: Article::guidelines(Rulebook::Fide2023, "III.4")
        }))
    );
}

#[test]
fn guidelines_iii_4_is_refused_at_two_minutes_in_blitz_with_increment_and_unannounced() {
    let mut at_two = g25_white_with(Millis::from_mins(2));
    assert_eq!(
        at_two.apply(Action::ExtraFive, secs(0)).map(drop),
        Err(GameError::Refused(RuleRefusal::NotUnderTwoMinutes {
            article: Article::guidelines(Rulebook::Fide2023, "III.4"),
            remaining: Millis::from_mins(2),
        }))
    );

    let mut blitz = game("G/5", guidelines());
    play(
        &mut blitz,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(60_000),
                },
                secs(0),
            ),
        ],
    );
    assert_eq!(
        blitz.apply(Action::ExtraFive, secs(0)).map(drop),
        Err(GameError::Refused(RuleRefusal::NotForBlitz {
            article: Article::guidelines(Rulebook::Fide2023, "III.2.2")
        }))
    );

    let mut increment = game("25+10", guidelines());
    play(
        &mut increment,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(60_000),
                },
                secs(0),
            ),
        ],
    );
    assert_eq!(
        increment.apply(Action::ExtraFive, secs(0)).map(drop),
        Err(GameError::Refused(RuleRefusal::HasIncrement {
            article: Article::guidelines(Rulebook::Fide2023, "III.2.2")
        }))
    );

    let mut unannounced = game("G/25", GameSettings::default());
    play(
        &mut unannounced,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(60_000),
                },
                secs(0),
            ),
        ],
    );
    assert_eq!(
        unannounced.apply(Action::ExtraFive, secs(0)).map(drop),
        Err(GameError::Refused(RuleRefusal::NotAnnounced {
            article: Article::guidelines(Rulebook::Fide2023, "III.2.1")
        }))
    );
}

#[test]
fn guidelines_iii_5_claims_accepted_rejected_postponed_and_unsupervised() {
    let claim = |decision| {
        let mut g = g25_white_with(Millis(90_000));
        g.apply(Action::DrawClaim { decision }, secs(1)).unwrap();
        g
    };
    let accepted = claim(ClaimDecision::Accepted);
    assert_eq!(accepted.outcome().unwrap().result, Some(GameResult::Draw));
    // III.5.3: a rejected claim gives the opponent two minutes.
    let rejected = claim(ClaimDecision::Rejected);
    assert_eq!(
        rejected.clock().remaining(Side::Black, secs(1)),
        Millis::from_mins(27)
    );
    assert_eq!(rejected.outcome(), None);
    let postponed = claim(ClaimDecision::Postponed { award_bonus: false });
    assert_eq!(
        postponed.clock().remaining(Side::Black, secs(1)),
        Millis::from_mins(25)
    );
    let postponed_with_bonus = claim(ClaimDecision::Postponed { award_bonus: true });
    assert_eq!(
        postponed_with_bonus.clock().remaining(Side::Black, secs(1)),
        Millis::from_mins(27)
    );
    // III.6: without an arbiter the claim concludes the game, the result pending.
    let unsupervised = claim(ClaimDecision::Unsupervised);
    let outcome = unsupervised.outcome().unwrap();
    assert_eq!(outcome.result, None);
    assert_eq!(
        outcome.reason,
        Reason::DrawClaimUnsupervised {
            claimant: Side::White,
            article: Article::guidelines(Rulebook::Fide2023, "III.6").into(),
        }
    );
    // III.6.2: the designated arbiter's decision is recorded later, once.
    let mut decided = unsupervised.clone();
    let ruling = Action::End {
        result: Some(GameResult::Draw),
        reason: "designated arbiter: White's claim accepted".into(),
    };
    decided.apply(ruling.clone(), secs(600)).unwrap();
    assert_eq!(decided.outcome().unwrap().result, Some(GameResult::Draw));
    assert_eq!(decided.apply(ruling, secs(601)), Err(GameError::Over));
    assert_eq!(Game::replay(&decided.log()).unwrap(), decided);
}

#[test]
fn a_flag_is_logged_at_its_exact_instant_and_loses_fide_6_9() {
    let mut g = game("1+0", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, Instant(10_250))],
    );
    let logged = g.observe(secs(100)).to_vec();
    assert_eq!(
        logged[0],
        Incident {
            at: Instant(70_250),
            event: Event::FlagFell { side: Side::Black }
        }
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::WhiteWins));
    assert_eq!(
        outcome.reason,
        Reason::FlagFell {
            loser: Side::Black,
            at: Millis(70_250),
            claimant_can_checkmate: None,
            article: Article::laws(Rulebook::Fide2023, "6.9").into(),
        }
    );
    assert_eq!(
        g.apply(Action::Press, secs(101)).unwrap_err(),
        GameError::Over
    );
    assert!(g
        .apply(
            Action::Note {
                text: "flag seen".into()
            },
            secs(101)
        )
        .is_ok());
}

#[test]
fn both_flags_with_run_on_follow_the_rulebook() {
    let table = [
        (Rulebook::Fide2023, Some(GameResult::BlackWins)),
        (Rulebook::Fide2018, Some(GameResult::BlackWins)),
        (Rulebook::Fide2009, Some(GameResult::Draw)),
        (Rulebook::Fmjd, Some(GameResult::Draw)),
    ];
    for (rulebook, result) in table {
        let mut g = both_flags_played("15+0", rulebook);
        assert_eq!(
            g.outcome(),
            None,
            "{rulebook:?}: the first flag alone decides nothing while play runs on"
        );
        g.observe(secs(200));
        assert_eq!(g.outcome().unwrap().result, result, "{rulebook:?}");
        let flags: Vec<_> = g
            .incidents()
            .iter()
            .filter(|i| matches!(i.event, Event::FlagFell { .. }))
            .map(|i| (i.at, i.event.clone()))
            .collect();
        assert_eq!(
            flags,
            vec![
                (secs(65), Event::FlagFell { side: Side::White }),
                (secs(125), Event::FlagFell { side: Side::Black })
            ]
        );
    }
}

#[test]
fn every_press_is_logged_with_the_time_used_and_the_time_left() {
    let mut g = game("3+2", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, Instant(4_321))],
    );
    assert_eq!(
        g.incidents()[1],
        Incident {
            at: Instant(4_321),
            event: Event::Pressed {
                side: Side::White,
                used: Millis(4_321),
                after: Millis(182_000 - 4_321 + 2_000),
            },
        }
    );
}

#[test]
fn a_refused_action_leaves_the_game_unchanged() {
    let mut g = game("3+2", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Pause, secs(1))],
    );
    let before = g.clone();
    assert_eq!(
        g.apply(Action::Press, secs(2)).map(drop),
        Err(GameError::Clock(ClockError::Paused))
    );
    assert_eq!(
        g.apply(Action::ExtraFive, secs(2)).map(drop),
        Err(GameError::Refused(RuleRefusal::NotAnnounced {
            article: Article::guidelines(Rulebook::Fide2023, "III.2.1")
        }))
    );
    assert_eq!(g, before);
}

#[test]
fn a_log_of_another_version_or_malformed_is_refused_with_a_clear_message() {
    let g = game("3+2", GameSettings::default());
    let mut log = g.log();
    log.version = 7;
    let text = serde_json::to_string(&log).unwrap();
    let error = IncidentLog::from_json(&text).unwrap_err();
    assert_eq!(error, LogError::UnsupportedVersion(7));
    assert_eq!(
        error.to_string(),
        "incident log version 7 is not supported (this build reads versions 1 to 3)"
    );
    assert!(matches!(
        IncidentLog::from_json("[]"),
        Err(LogError::Malformed(_))
    ));
}

#[test]
fn a_malformed_log_says_what_the_json_reader_found_where() {
    assert_eq!(
        IncidentLog::from_json("[]").unwrap_err(),
        LogError::Malformed(JsonError::expected(JsonExpected::Object))
    );
    assert_eq!(
        IncidentLog::from_json("{\n  \"version\": 1,").unwrap_err(),
        LogError::Malformed(JsonError::new(JsonProblem::Syntax {
            syntax: JsonSyntax::EndsInsideObject,
            line: 2,
            column: 16,
        }))
    );
    let mut log: serde_json::Value =
        serde_json::from_str(&game("3+2", GameSettings::default()).log().to_json()).unwrap();
    log["settings"]["rulebook"] = "fide-1900".into();
    let error = IncidentLog::from_json(&log.to_string()).unwrap_err();
    let LogError::Malformed(error) = error else {
        panic!("{error}");
    };
    assert_eq!(error.path, "settings.rulebook");
    assert_eq!(
        error.problem,
        JsonProblem::Unknown {
            what: JsonName::Rulebook,
            name: "fide-1900".to_owned()
        }
    );
}

#[test]
fn a_log_whose_action_the_game_refuses_says_which_refusal() {
    let mut g = game("3+2", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    let mut log = g.log();
    log.incidents.remove(0);
    assert_eq!(
        Game::replay(&log).unwrap_err(),
        LogError::Diverged {
            index: 0,
            divergence: Divergence::Refused(GameError::Clock(ClockError::NotStarted)),
        }
    );
}

#[test]
fn a_tampered_log_does_not_replay() {
    let mut g = game("3+2", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    let mut log = g.log();
    if let Event::Pressed { used, .. } = &mut log.incidents[1].event {
        *used = Millis(1);
    }
    let error = Game::replay(&log).unwrap_err();
    assert_eq!(
        error,
        LogError::Diverged {
            index: 1,
            divergence: Divergence::Differs {
                logged: Some(Box::new(log.incidents[1].clone())),
                replayed: Some(Box::new(g.incidents()[1].clone())),
            },
        }
    );
    assert!(
        error
            .to_string()
            .starts_with("incident 2 does not replay: the log says {\"at\":10000,"),
        "{error}"
    );
}

fn action() -> impl Strategy<Value = Action> {
    let side = prop_oneof![Just(Side::White), Just(Side::Black)];
    prop_oneof![
        8 => Just(Action::Press),
        1 => Just(Action::Pause),
        2 => Just(Action::Resume),
        1 => Just(Action::Undo),
        1 => (side.clone(), -60_000i64..60_000).prop_map(|(side, d)| Action::Adjust { side, delta: Millis(d) }),
        1 => (side.clone(), 0u32..50).prop_map(|(side, moves)| Action::SetMoves { side, moves }),
        1 => (side.clone(), any::<bool>()).prop_map(|(side, opponent_cannot_mate)| Action::IllegalMove { side, opponent_cannot_mate, position: None }),
        1 => Just(Action::ExtraFive),
        1 => prop_oneof![
            Just(ClaimDecision::Rejected),
            Just(ClaimDecision::Postponed { award_bonus: true }),
            Just(ClaimDecision::Accepted)
        ].prop_map(|decision| Action::DrawClaim { decision }),
        1 => Just(Action::Note { text: "note".into() }),
        1 => any::<bool>().prop_map(|claimant_can_checkmate| Action::ClaimWinOnTime { claimant_can_checkmate, position: None }),
        1 => Just(Action::FlagOrderUnknown),
        1 => (0u32..4, 0u32..4, side, any::<bool>()).prop_map(|(men, kings, claimant, upheld)| Action::DraughtsDraw {
            draw: match men {
                0 => DraughtsDraw::Regulation,
                1 => DraughtsDraw::Agreement,
                _ => DraughtsDraw::TimeShortage { claimant, upheld },
            },
            material: BySide::new(DraughtsMaterial::new(men, kings), DraughtsMaterial::new(0, 1)),
        }),
    ]
}

fn settings() -> impl Strategy<Value = GameSettings> {
    (
        prop_oneof![
            Just(Rulebook::Fide2023),
            Just(Rulebook::Fide2018),
            Just(Rulebook::Fide2009),
            Just(Rulebook::Fmjd)
        ],
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(rulebook, guidelines_iii, supervised, run_on_after_flag)| GameSettings {
                rulebook,
                guidelines_iii,
                supervised,
                run_on_after_flag,
                ..GameSettings::default()
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_log_replays_to_the_same_game(
        notation in prop_oneof![Just("3+2"), Just("G/25"), Just("1+0"), Just("G/5;d5"), Just("G/5;b3"), Just("90/40+30, 30+30"), Just("60 byo 3x10"), Just("1/40, 5"), Just("1 vs 1/40, 5")],
        settings in settings(),
        steps in proptest::collection::vec((action(), 0i64..40_000), 1..50),
    ) {
        let mut g = game(notation, settings);
        g.apply(Action::Start, Instant(0)).unwrap();
        let mut t = 0;
        for (action, dt) in steps {
            t += dt;
            let _ = g.apply(action, Instant(t));
            g.observe(Instant(t));
            // Both flags down always decide the game (or the arbiter's III.3.1.1 lifts them).
            prop_assert!(g.clock().flags_in_order(Instant(t)).len() < 2 || g.outcome().is_some());
        }
        let log = IncidentLog::from_json(&g.log().to_json()).unwrap();
        let replayed = Game::replay(&log).unwrap();
        prop_assert_eq!(replayed.incidents(), g.incidents());
        for probe in [Instant(t), Instant(t + 1), Instant(t + 1_000_000)] {
            prop_assert_eq!(replayed.view(probe), g.view(probe));
        }
        prop_assert_eq!(replayed.outcome(), g.outcome());
    }
}

#[test]
fn rapid_settings_lock_after_ten_moves_each_unless_overridden_fide_a_5_1_1() {
    let mut g = game("15+10", GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    let mut t = 0;
    for _ in 0..20 {
        t += 1;
        play(&mut g, &[(Action::Press, secs(t))]);
    }
    let change = |override_lock| Action::SetControl {
        control: parse_human("15+5").unwrap(),
        override_lock,
    };
    assert_eq!(
        g.apply(change(false), secs(t)).map(drop),
        Err(GameError::SettingsLocked {
            article: Article::laws(Rulebook::Fide2023, "A.5.1.1")
        })
    );
    play(&mut g, &[(change(true), secs(t))]);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::ControlChanged {
            control: parse_human("15+5").unwrap(),
            overridden: true
        }
    );
}

#[test]
fn with_adequate_supervision_the_settings_are_never_locked_fide_a_4_a_5_1_1() {
    for (rulebook, notation) in [
        (Rulebook::Fide2023, "15+10"),
        (Rulebook::Fide2023, "3+2"),
        (Rulebook::Fide2018, "15+10"),
        (Rulebook::Fide2009, "25"),
    ] {
        let mut g = game(
            notation,
            GameSettings {
                rulebook,
                supervised: true,
                ..GameSettings::default()
            },
        );
        play(&mut g, &[(Action::Start, secs(0))]);
        for t in 1..=20 {
            play(&mut g, &[(Action::Press, secs(t))]);
        }
        let corrected = parse_human("15+5").unwrap();
        play(
            &mut g,
            &[(
                Action::SetControl {
                    control: corrected.clone(),
                    override_lock: false,
                },
                secs(21),
            )],
        );
        assert_eq!(
            g.incidents().last().unwrap().event,
            Event::ControlChanged {
                control: corrected,
                overridden: false
            },
            "{rulebook} {notation}"
        );
    }
}

#[test]
fn before_ten_moves_each_the_control_can_be_corrected_fide_6_10_2() {
    let mut g = game("15+10", GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(1))],
    );
    play(
        &mut g,
        &[(
            Action::SetControl {
                control: parse_human("15+5").unwrap(),
                override_lock: false,
            },
            secs(2),
        )],
    );
    play(&mut g, &[(Action::Press, secs(3))]);
    assert_eq!(
        g.clock().remaining(Side::Black, secs(3)),
        Millis(910_000 - 2_000 + 5_000)
    );
}

#[test]
fn a_win_on_time_claim_is_drawn_when_the_claimant_cannot_checkmate_fide_6_9() {
    let mut g = game("3+2", GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(200));
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    play(
        &mut g,
        &[(
            Action::ClaimWinOnTime {
                claimant_can_checkmate: false,
                position: None,
            },
            secs(210),
        )],
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::Draw));
    assert_eq!(
        outcome.reason.to_string(),
        "White's flag fell at 3:02.000; Black cannot checkmate (FIDE 2023 6.9, A.5.3)"
    );
    let log = IncidentLog::from_json(&g.log().to_json()).unwrap();
    assert_eq!(Game::replay(&log).unwrap().outcome(), g.outcome());
}

#[test]
fn with_the_clock_running_on_a_claim_decides_the_first_flag_fide_2018_a4_3() {
    let mut g = game(
        "1+0",
        GameSettings {
            rulebook: Rulebook::Fide2018,
            run_on_after_flag: true,
            ..GameSettings::default()
        },
    );
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(50))],
    );
    assert_eq!(
        g.apply(
            Action::ClaimWinOnTime {
                claimant_can_checkmate: true,
                position: None,
            },
            secs(100)
        )
        .unwrap_err(),
        GameError::NoFlag
    );
    play(
        &mut g,
        &[(
            Action::ClaimWinOnTime {
                claimant_can_checkmate: true,
                position: None,
            },
            secs(115),
        )],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
    assert!(g.clock().running(secs(116)).is_none());
    // The arbiter's answer on checkmating material can still be corrected.
    g.apply(claim(false), secs(120)).unwrap();
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
}

#[test]
fn in_draughts_a_flag_loses_whatever_the_material_fmjd_art_7_1() {
    let mut g = game("5+0", rules(Rulebook::Fmjd));
    play(&mut g, &[(Action::Start, secs(0))]);
    play(
        &mut g,
        &[(
            Action::ClaimWinOnTime {
                claimant_can_checkmate: false,
                position: None,
            },
            secs(400),
        )],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    // Draughts has no checkmate: the reason does not speak of one.
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's flag fell at 5:00.000 (FMJD Annex 6 Art. 7.1)"
    );
}

/// [`support::both_flags_played`] under `rulebook`, Guidelines III announced.
fn both_flags_played(notation: &str, rulebook: Rulebook) -> Game {
    support::both_flags_played(
        notation,
        GameSettings {
            rulebook,
            ..guidelines()
        },
    )
}

/// [`support::both_flags_fallen`] under `rulebook`, Guidelines III announced.
fn both_flags_fallen(notation: &str, rulebook: Rulebook) -> Game {
    support::both_flags_fallen(
        notation,
        GameSettings {
            rulebook,
            ..guidelines()
        },
    )
}

#[test]
fn guidelines_iii_3_1_2_order_unknown_in_the_last_period_draws() {
    let mut g = both_flags_fallen("15+0", Rulebook::Fide2023);
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    // White's flag fell first and lost: Black may still claim, and the panel asks the game so.
    assert_eq!(g.win_on_time_claimant(secs(210)), Some(Side::Black));
    let added = g
        .apply(Action::FlagOrderUnknown, secs(210))
        .unwrap()
        .to_vec();
    assert_eq!(
        added,
        vec![
            Incident {
                at: secs(210),
                event: Event::FlagOrderUnknown { continued: None }
            },
            Incident {
                at: secs(210),
                event: Event::Decided {
                    result: Some(GameResult::Draw),
                    reason: Reason::FlagOrderUnknown {
                        article: Article::guidelines(Rulebook::Fide2023, "III.3.1.2").into()
                    },
                    winner: None,
                }
            }
        ]
    );
    // The order ruled unknown: no flag is left to claim against, though both are down.
    assert_eq!(g.win_on_time_claimant(secs(211)), None);
    let log = IncidentLog::from_json(&g.log().to_json()).unwrap();
    assert_eq!(Game::replay(&log).unwrap().outcome(), g.outcome());
}

#[test]
fn guidelines_iii_3_1_1_order_unknown_in_an_earlier_period_play_continues_in_the_next() {
    // 15 minutes for 40 moves (the clocks set to one), then 15 minutes for the rest.
    let mut g = both_flags_fallen("15/40, 15", Rulebook::Fide2018);
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    let added = g.apply(Action::FlagOrderUnknown, secs(210)).unwrap();
    // The log keeps the times play goes on with, so the time chart shows them.
    let continued = BySide::both(Millis::from_mins(15));
    assert_eq!(
        added[0].event,
        Event::FlagOrderUnknown {
            continued: Some(continued)
        }
    );
    assert_eq!(
        added[0].event.times_set(),
        [
            (Side::White, Millis::from_mins(15)),
            (Side::Black, Millis::from_mins(15))
        ]
    );
    assert_eq!(g.outcome(), None);
    let view = g.view(secs(210));
    assert_eq!(view.sides.white.main, Millis::from_mins(15));
    assert_eq!(view.sides.black.main, Millis::from_mins(15));
    assert_eq!(view.sides.white.period, 1);
    assert_eq!(view.sides.black.flag, None);
    // Black's flag fell second, while Black was to move: Black resumes.
    g.apply(Action::Resume, secs(220)).unwrap();
    assert_eq!(g.clock().running(secs(230)), Some(Side::Black));
    assert_eq!(g.clock().remaining(Side::Black, secs(230)), Millis(890_000));
    let replayed = Game::replay(&g.log()).unwrap();
    assert_eq!(replayed.view(secs(230)), g.view(secs(230)));
    // Written before the times were kept, the ruling replays as written.
    let mut older = g.log();
    let ruled = older
        .incidents
        .iter()
        .position(|i| matches!(i.event, Event::FlagOrderUnknown { .. }))
        .unwrap();
    older.incidents[ruled].event = Event::FlagOrderUnknown { continued: None };
    let replayed = Game::replay(&older).unwrap();
    assert_eq!(replayed.view(secs(230)), g.view(secs(230)));
    assert_eq!(replayed.log().incidents, older.incidents);
}

#[test]
fn guidelines_iii_3_1_needs_flags_fallen() {
    let mut g = game("15", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    assert_eq!(
        g.apply(Action::FlagOrderUnknown, secs(1)),
        Err(GameError::NotBothFlags)
    );
}

#[test]
fn guidelines_iii_3_1_needs_both_flags_fallen_not_one() {
    let mut g = game("1+0", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(61));
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    assert_eq!(
        g.apply(Action::FlagOrderUnknown, secs(62)),
        Err(GameError::NotBothFlags)
    );
}

#[test]
fn guidelines_iii_3_1_draws_when_either_side_is_in_its_last_period_whatever_the_order() {
    // One side in sudden death, the other with 40 moves in its first period, each clock set to a
    // minute; White's flag falls first. Whether the sudden-death flag fell first or second, one flag
    // fell in a period that ends the game (III.3.1.2: drawn), never III.3.1.1.
    for white_sudden_death in [true, false] {
        let (white, black) = if white_sudden_death {
            ("15", "15/40, 15")
        } else {
            ("15/40, 15", "15")
        };
        let control = parse_human(&format!("{white} vs {black}")).unwrap();
        let mut g = Game::new(
            control,
            GameSettings {
                run_on_after_flag: true,
                ..guidelines()
            },
        );
        let minute = |side| Action::SetTime {
            side,
            time: Millis::from_mins(1),
        };
        // White's flag falls at 110 s, and Black's, with the clocks running on, at 130 s.
        play(
            &mut g,
            &[
                (Action::Start, secs(0)),
                (minute(Side::White), secs(0)),
                (minute(Side::Black), secs(0)),
                (Action::Press, secs(50)),
                (Action::Press, secs(100)),
                (Action::Press, secs(120)),
            ],
        );
        g.observe(secs(200));
        assert_eq!(g.clock().flags_in_order(secs(200)).len(), 2);
        play(&mut g, &[(Action::FlagOrderUnknown, secs(200))]);
        assert_eq!(
            g.outcome().unwrap().result,
            Some(GameResult::Draw),
            "White in sudden death: {white_sudden_death}"
        );
    }
}

#[test]
fn a_flag_lifted_by_an_undo_is_logged_again_when_it_falls_again() {
    let mut g = game(
        "1",
        GameSettings {
            run_on_after_flag: true,
            ..rules(Rulebook::Fide2009)
        },
    );
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, Instant(23_271)),
            (Action::Press, Instant(38_298)),
            // White's flag fell at 75.027 s; the undo gives Black the move back and White its
            // 36.729 s again: White's flag is up, and falls again 36.729 s after Black's press.
            (Action::Undo, Instant(75_027)),
            (Action::Press, Instant(83_271)),
            // White plays on at zero; Black has 60 s less 15.027 s and 8.244 s used.
            (Action::Press, secs(125)),
        ],
    );
    g.observe(secs(170));
    let flags: Vec<(Instant, Side)> = g
        .incidents()
        .iter()
        .filter_map(|i| match i.event {
            Event::FlagFell { side } => Some((i.at, side)),
            _ => None,
        })
        .collect();
    assert_eq!(
        flags,
        vec![
            (Instant(75_027), Side::White),
            (Instant(120_000), Side::White),
            (Instant(161_729), Side::Black),
        ]
    );
    // FIDE 2009 Appendix A.4(d)(3)... both flags down: the game is decided, never left open.
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
}

fn fmjd_game(notation: &str) -> Game {
    let mut g = game(notation, rules(Rulebook::Fmjd));
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    g
}

fn material(white: (u32, u32), black: (u32, u32)) -> BySide<DraughtsMaterial> {
    BySide::new(
        DraughtsMaterial::new(white.0, white.1),
        DraughtsMaterial::new(black.0, black.1),
    )
}

#[test]
fn fmjd_art_5_a_draw_is_agreed_only_with_ten_pieces_or_fewer_each() {
    let mut g = fmjd_game("10+5");
    let refused = g.apply(
        Action::DraughtsDraw {
            draw: DraughtsDraw::Agreement,
            material: material((11, 0), (10, 0)),
        },
        secs(20),
    );
    assert_eq!(
        refused,
        Err(GameError::Refused(
            RuleRefusal::TooManyPiecesForDrawAgreement {
                side: Side::White,
                pieces: 11
            }
        ))
    );
    g.apply(
        Action::DraughtsDraw {
            draw: DraughtsDraw::Agreement,
            material: material((10, 0), (9, 1)),
        },
        secs(20),
    )
    .unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::Draw));
    assert_eq!(outcome.reason, Reason::DraughtsAgreement);
}

#[test]
fn fmjd_art_8_regulation_draw_checks_the_material_and_needs_no_fischer() {
    let mut g = fmjd_game("10");
    let three_kings_against_one = material((0, 3), (0, 1));
    assert_eq!(
        g.clone().apply(
            Action::DraughtsDraw {
                draw: DraughtsDraw::Regulation,
                material: material((0, 4), (0, 1)),
            },
            secs(20),
        ),
        Err(GameError::Refused(RuleRefusal::NotRegulationDraw))
    );
    g.apply(
        Action::DraughtsDraw {
            draw: DraughtsDraw::Regulation,
            material: three_kings_against_one,
        },
        secs(20),
    )
    .unwrap();
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "regulation draw (FMJD Annex 6 Art. 8)"
    );
    let mut fischer = fmjd_game("10+5");
    assert_eq!(
        fischer.apply(
            Action::DraughtsDraw {
                draw: DraughtsDraw::Regulation,
                material: three_kings_against_one,
            },
            secs(20),
        ),
        Err(GameError::Refused(RuleRefusal::FischerInUse))
    );
}

#[test]
fn fmjd_art_9_time_shortage_claim_with_a_minute_or_less_and_eight_pieces() {
    // Five minutes; Black thinks until one minute is left.
    let mut g = fmjd_game("5");
    let claim = |upheld| Action::DraughtsDraw {
        draw: DraughtsDraw::TimeShortage {
            claimant: Side::Black,
            upheld,
        },
        material: material((3, 1), (2, 2)),
    };
    assert_eq!(
        g.clone().apply(claim(true), secs(249)),
        Err(GameError::Refused(RuleRefusal::MoreThanOneMinute {
            remaining: Millis(61_000)
        }))
    );
    g.apply(claim(false), secs(250)).unwrap();
    assert_eq!(g.outcome(), None, "a rejected claim lets play go on");
    g.apply(claim(true), secs(260)).unwrap();
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "Black's time-shortage claim upheld (FMJD Annex 6 Art. 9)"
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
}

#[test]
fn fmjd_arts_8_and_9_hold_in_rapid_and_blitz_games_only() {
    // 45 minutes is no accelerated game (Art. 1); under five minutes is neither rapid nor blitz.
    for (notation, category) in [("45", "standard"), ("4", "unclassified")] {
        let regulation = fmjd_game(notation)
            .apply(
                Action::DraughtsDraw {
                    draw: DraughtsDraw::Regulation,
                    material: material((0, 3), (0, 1)),
                },
                secs(20),
            )
            .unwrap_err();
        assert_eq!(
            regulation.to_string(),
            format!("FMJD Annex 6 Art. 8 applies only to rapid and blitz games, and this game is {category}")
        );
        let mut g = fmjd_game(notation);
        play(
            &mut g,
            &[(
                Action::SetTime {
                    side: Side::Black,
                    time: Millis(30_000),
                },
                secs(20),
            )],
        );
        let shortage = g
            .apply(
                Action::DraughtsDraw {
                    draw: DraughtsDraw::TimeShortage {
                        claimant: Side::Black,
                        upheld: true,
                    },
                    material: material((3, 1), (2, 2)),
                },
                secs(20),
            )
            .unwrap_err();
        assert_eq!(
            shortage.to_string(),
            format!("FMJD Annex 6 Art. 9 applies only to rapid and blitz games, and this game is {category}")
        );
    }
    // 15 minutes is both rapid and blitz (Art. 1): either way the articles hold.
    play(
        &mut fmjd_game("15"),
        &[(
            Action::DraughtsDraw {
                draw: DraughtsDraw::Regulation,
                material: material((0, 3), (0, 1)),
            },
            secs(20),
        )],
    );
}

#[test]
fn fmjd_draw_rules_are_refused_under_fide() {
    let mut g = game("10", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    let refused = g
        .apply(
            Action::DraughtsDraw {
                draw: DraughtsDraw::Agreement,
                material: material((1, 0), (1, 0)),
            },
            secs(1),
        )
        .unwrap_err();
    assert!(matches!(
        refused,
        GameError::Refused(RuleRefusal::WrongRulebook { .. })
    ));
}

fn claim(claimant_can_checkmate: bool) -> Action {
    Action::ClaimWinOnTime {
        claimant_can_checkmate,
        position: None,
    }
}

#[test]
fn guidelines_iii_3_1_1_a_repeating_last_period_is_entered_again() {
    // 15 minutes for every 40 moves, repeating: no period ends the game, so play goes on.
    let mut g = both_flags_fallen("15/40", Rulebook::Fide2023);
    g.apply(Action::FlagOrderUnknown, secs(210)).unwrap();
    assert_eq!(g.outcome(), None);
    let view = g.view(secs(210));
    assert_eq!(view.sides.white.main, Millis::from_mins(15));
    assert_eq!(view.sides.black.main, Millis::from_mins(15));
    assert_eq!(view.sides.black.period, 0);
}

#[test]
fn guidelines_iii_3_1_the_order_unknown_ruling_is_given_once() {
    let mut g = both_flags_fallen("15+0", Rulebook::Fide2023);
    g.apply(Action::FlagOrderUnknown, secs(210)).unwrap();
    assert_eq!(
        g.apply(Action::FlagOrderUnknown, secs(211)),
        Err(GameError::Over)
    );
    assert_eq!(g.apply(claim(true), secs(211)), Err(GameError::Over));
}

#[test]
fn fide_6_9_both_flags_in_a_known_order_a_claimant_who_cannot_checkmate_draws() {
    let mut g = both_flags_fallen("15+0", Rulebook::Fide2023);
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    g.apply(claim(false), secs(210)).unwrap();
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's flag fell at 1:05.000; Black cannot checkmate (FIDE 2023 6.9, A.5.3)"
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
    // Where both flags draw anyway, there is nothing to claim.
    let mut drawn = both_flags_fallen("15+0", Rulebook::Fide2009);
    assert_eq!(drawn.apply(claim(true), secs(210)), Err(GameError::Over));
}

#[test]
fn fmjd_arts_8_and_9_hold_with_a_delay_which_is_not_the_fischer_system() {
    let mut g = fmjd_game("G/5;d3");
    g.apply(
        Action::DraughtsDraw {
            draw: DraughtsDraw::Regulation,
            material: material((0, 2), (0, 1)),
        },
        secs(20),
    )
    .unwrap();
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
    // Art. 9 is heard too: refused for the claimant's time, not for the timing method.
    let mut g = fmjd_game("G/5;d3");
    let claim = g.apply(
        Action::DraughtsDraw {
            draw: DraughtsDraw::TimeShortage {
                claimant: Side::White,
                upheld: true,
            },
            material: material((2, 0), (2, 0)),
        },
        secs(20),
    );
    assert!(
        matches!(
            claim,
            Err(GameError::Refused(RuleRefusal::MoreThanOneMinute { .. }))
        ),
        "{claim:?}"
    );
}

#[test]
fn an_undone_press_gives_back_the_draw_offer_it_rejected_and_charges_nobody_for_the_time_since() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (Action::OfferDraw { side: Side::White }, secs(10)),
            // Black's move rejects White's offer (9.1.2.1).
            (Action::Press, secs(40)),
        ],
    );
    assert_eq!(g.draw_offer(), None);
    play(&mut g, &[(Action::Undo, secs(55))]);
    assert_eq!(g.draw_offer(), Some(Side::White));
    // Black is back at 15:10 less the 30 s it had used; White at the 15:10 it had after its move;
    // the 15 s between the press and the undo are nobody's.
    let times = g.view(secs(55)).sides.map(|side| side.main);
    assert_eq!(times, BySide::new(Millis(910_000), Millis(880_000)));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn an_undone_press_keeps_a_draw_offer_made_after_it() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            // Black offers after White's move, then moves itself (its own offer stands, 9.1.2.1).
            (Action::OfferDraw { side: Side::Black }, secs(20)),
            (Action::Press, secs(30)),
            (Action::OfferDraw { side: Side::White }, secs(35)),
            (Action::Undo, secs(40)),
        ],
    );
    assert_eq!(g.draw_offer(), Some(Side::White));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

/// A 3+2 game with a one-minute default time: White arrived, and each side pressed once (White at
/// 10 s, Black at 20 s), Black's first press marking it present.
fn both_pressed_with_a_default_time() -> Game {
    let mut g = with_default_time("3+2", Rulebook::Fide2023, Millis::from_secs(60));
    play(
        &mut g,
        &[
            (Action::Arrive { side: Side::White }, secs(0)),
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (Action::Press, secs(20)),
        ],
    );
    g
}

#[test]
fn an_undone_press_takes_back_the_presence_it_marked_fide_6_7() {
    // Black's first press marks it present; taken back, it was never made.
    let mut g = both_pressed_with_a_default_time();
    assert_eq!(g.present(), BySide::new(true, true));
    play(&mut g, &[(Action::Undo, secs(30))]);
    assert_eq!(g.present(), BySide::new(true, false));
    assert_eq!(g.default_deadline(), Some(secs(60)));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_press_undone_after_the_default_time_keeps_the_presence_it_showed_then() {
    let mut g = both_pressed_with_a_default_time();
    play(
        &mut g,
        &[
            (Action::Press, secs(65)),
            (Action::Undo, secs(70)),
            (Action::Undo, secs(75)),
        ],
    );
    // Black was at the board when the default time passed: the undo does not make it lose then.
    assert_eq!(g.present(), BySide::new(true, true));
    assert_eq!(g.outcome(), None);
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_note_or_reason_over_the_text_limit_is_refused_and_one_logged_longer_still_replays() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    let note = |length: usize| Action::Note {
        text: "é".repeat(length),
    };
    assert_eq!(
        g.apply(note(TEXT_LIMIT + 1), secs(1)).unwrap_err(),
        GameError::TooLong {
            length: TEXT_LIMIT + 1,
            limit: TEXT_LIMIT
        }
    );
    assert_eq!(
        g.apply(
            Action::End {
                result: None,
                reason: "x".repeat(TEXT_LIMIT + 5),
            },
            secs(1)
        )
        .unwrap_err(),
        GameError::TooLong {
            length: TEXT_LIMIT + 5,
            limit: TEXT_LIMIT
        }
    );
    assert_eq!(g.incidents().len(), 1, "nothing logged");
    g.apply(note(TEXT_LIMIT), secs(2)).unwrap();
    // A log written before the limit (or by another program) replays as it was logged.
    let mut log = g.log();
    log.incidents[1].event = Event::Note {
        text: "é".repeat(TEXT_LIMIT * 2),
    };
    assert_eq!(Game::replay(&log).unwrap().incidents(), log.incidents);
}
