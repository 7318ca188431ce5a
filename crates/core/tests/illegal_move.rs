//! A completed illegal move (FIDE 7.5.1, 7.5.5; rapid A.3, A.5.2 / 2018 A4.2; 2009 7.4): the position
//! before it is reinstated when the side ruled against made the last press.

use flagfall_core::{
    moves, moves_before, parse_human, Action, Article, Correction, Event, Game, GameError,
    GameResult, Incident, IncidentLog, Millis, Phase, Rulebook, Side,
};

mod support;
use support::{game, illegal, last_event, play, rules, secs, supervised_under};

#[test]
fn fide_2023_b_3_7_5_1_the_offender_is_on_move_again_with_the_time_shown_at_the_illegal_move() {
    let mut g = game("3+2", rules(Rulebook::Fide2023));
    // White moves after 10 s (3:02 less 10 s, plus 2 s for move 2); the arbiter pauses at 15 s.
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (Action::Pause, secs(15)),
            (illegal(Side::White), secs(20)),
        ],
    );
    let view = g.view(secs(20));
    assert_eq!(
        view.phase,
        Phase::Paused {
            side: Side::White,
            at: secs(15)
        }
    );
    // White keeps the 2:52 shown when the move was completed, less the increment that press earned.
    assert_eq!(view.sides.white.main, Millis(172_000));
    assert_eq!(view.sides.white.moves, 0);
    // Black: 3:02, five seconds used, one minute added (B.3, A.3).
    assert_eq!(view.sides.black.main, Millis(237_000));
    assert_eq!(g.illegal_moves().white, 1);
    assert_eq!(
        last_event(&g),
        Event::IllegalMove {
            side: Side::White,
            nth: 1,
            opponent_cannot_mate: false,
            bonus: Some(Correction {
                side: Side::Black,
                before: Millis(177_000),
                after: Millis(237_000),
            }),
            reinstated: Some(Correction {
                side: Side::White,
                before: Millis(174_000),
                after: Millis(172_000),
            }),
            position: None,
        }
    );
    // Play resumes with White's clock running, and White's next press is its first move again.
    play(&mut g, &[(Action::Resume, secs(30))]);
    assert_eq!(g.clock().running(secs(40)), Some(Side::White));
    assert_eq!(g.clock().remaining(Side::White, secs(40)), Millis(162_000));
    play(&mut g, &[(Action::Press, secs(40))]);
    assert_eq!(g.clock().moves(Side::White), 1);
    assert_eq!(g.clock().remaining(Side::White, secs(40)), Millis(164_000));
    assert_eq!(g.clock().remaining(Side::Black, secs(40)), Millis(237_000));
}

#[test]
fn fide_2018_7_5_5_a_running_clock_runs_on_for_the_offender_and_rapid_gives_two_minutes() {
    let mut g = game("15+10", rules(Rulebook::Fide2018));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (illegal(Side::White), secs(8)),
        ],
    );
    assert_eq!(g.clock().running(secs(8)), Some(Side::White));
    assert_eq!(g.clock().remaining(Side::White, secs(8)), Millis(905_000));
    assert_eq!(g.clock().remaining(Side::White, secs(10)), Millis(903_000));
    // 15:10, three seconds used, two minutes added (2018 7.5.5; rapid has no A.3 reduction).
    assert_eq!(
        g.clock().remaining(Side::Black, secs(10)),
        Millis(1_027_000)
    );
}

#[test]
fn fide_2009_7_4_the_move_that_completed_a_period_is_taken_back_with_that_periods_time() {
    let mut g = game("90/2, 30", rules(Rulebook::Fide2009));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
            (Action::Press, secs(3)),
        ],
    );
    // White's second move completed the first period and brought 30 minutes.
    assert_eq!(g.view(secs(3)).sides.white.period, 1);
    assert_eq!(g.clock().remaining(Side::White, secs(3)), Millis(7_198_000));
    play(&mut g, &[(illegal(Side::White), secs(4))]);
    let white = g.view(secs(4)).sides.white;
    assert_eq!(
        (white.main, white.moves, white.period),
        (Millis(5_398_000), 1, 0)
    );
    assert_eq!(g.clock().running(secs(4)), Some(Side::White));
    // Black: 90 minutes, two seconds used, two minutes added (2009 7.4(b)).
    assert_eq!(g.clock().remaining(Side::Black, secs(4)), Millis(5_518_000));
}

#[test]
fn fide_7_5_1_a_delay_credit_the_press_earned_is_taken_back_too() {
    let mut g = game("G/5;b3", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(2)),
            (illegal(Side::White), secs(3)),
        ],
    );
    assert_eq!(g.clock().remaining(Side::White, secs(3)), Millis(298_000));
}

#[test]
fn fide_2023_7_5_5_a_second_illegal_move_by_the_same_side_still_loses() {
    let setup = [
        (Action::Start, secs(0)),
        (Action::Press, secs(10)),
        (illegal(Side::White), secs(11)),
        (Action::Press, secs(12)),
    ];
    let mut lost = game("3+2", rules(Rulebook::Fide2023));
    play(&mut lost, &setup);
    play(&mut lost, &[(illegal(Side::White), secs(13))]);
    let outcome = lost.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::BlackWins));
    assert_eq!(
        outcome.reason.to_string(),
        "White's illegal move number 2 loses the game (FIDE 2023 7.5.5)"
    );
    // The losing move is not taken back: the game is over.
    assert_eq!(lost.clock().moves(Side::White), 1);

    let mut drawn = game("3+2", rules(Rulebook::Fide2023));
    play(&mut drawn, &setup);
    play(
        &mut drawn,
        &[(
            Action::IllegalMove {
                side: Side::White,
                opponent_cannot_mate: true,
                position: None,
            },
            secs(13),
        )],
    );
    assert_eq!(drawn.outcome().unwrap().result, Some(GameResult::Draw));
}

#[test]
fn fide_7_5_5_a_ruling_again_before_the_offender_presses_is_its_next_illegal_move() {
    // White's first move is illegal and taken back; the arbiter rules again, White still on move.
    let mut g = game("3+2", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (illegal(Side::White), secs(11)),
            (illegal(Side::White), secs(12)),
        ],
    );
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's illegal move number 2 loses the game (FIDE 2023 7.5.5)"
    );
    // FIDE 2009 7.4(b): a second bonus, White still on move; the third loses.
    let mut old = game("90", rules(Rulebook::Fide2009));
    play(
        &mut old,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (illegal(Side::White), secs(2)),
            (illegal(Side::White), secs(3)),
        ],
    );
    assert_eq!(old.outcome(), None);
    assert_eq!(old.clock().running(secs(3)), Some(Side::White));
    assert_eq!(
        old.clock().remaining(Side::Black, secs(3)),
        Millis(5_400_000 - 1_000 + 240_000)
    );
    play(&mut old, &[(illegal(Side::White), secs(4))]);
    assert_eq!(old.outcome().unwrap().result, Some(GameResult::BlackWins));
    // Once White has pressed and Black moved, unsupervised rapid is too late again (A.5.2).
    let mut rapid = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut rapid,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (illegal(Side::White), secs(2)),
            (Action::Press, secs(3)),
            (Action::Press, secs(4)),
        ],
    );
    assert!(matches!(
        rapid.apply(illegal(Side::White), secs(5)),
        Err(GameError::TooLate { .. })
    ));
}

#[test]
fn fide_2023_7_5_5_an_illegal_move_found_later_gives_the_bonus_and_takes_nothing_back() {
    let mut g = game("90+30", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
            (illegal(Side::White), secs(3)),
        ],
    );
    assert_eq!(g.clock().running(secs(3)), Some(Side::White));
    assert_eq!(g.clock().moves(Side::White), 1);
    assert_eq!(
        g.clock().remaining(Side::Black, secs(3)),
        Millis(5_430_000 - 1_000 + 30_000 + 120_000)
    );
    assert!(matches!(
        last_event(&g),
        Event::IllegalMove {
            reinstated: None,
            ..
        }
    ));
}

#[test]
fn fide_2023_a_5_1_1_the_move_taken_back_does_not_count_toward_the_settings_lock() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    for t in 1..=20 {
        play(&mut g, &[(Action::Press, secs(t))]);
    }
    let change = Action::SetControl {
        control: parse_human("15+5").unwrap(),
        override_lock: false,
    };
    // Black's tenth move locked the settings; ruled illegal, it no longer counts.
    assert!(matches!(
        g.clone().apply(change.clone(), secs(21)),
        Err(GameError::SettingsLocked { .. })
    ));
    play(&mut g, &[(illegal(Side::Black), secs(21))]);
    assert_eq!(g.clock().moves(Side::Black), 9);
    play(&mut g, &[(change, secs(22))]);
}

#[test]
fn a_too_late_refusal_cites_the_active_rulebooks_article() {
    for (rulebook, control, article) in [
        (
            Rulebook::Fide2023,
            "15+10",
            Article::laws(Rulebook::Fide2023, "A.5.2"),
        ),
        (
            Rulebook::Fide2023,
            "3+2",
            Article::laws(Rulebook::Fide2023, "A.5.2 (B.3)"),
        ),
        (
            Rulebook::Fide2018,
            "15+10",
            Article::laws(Rulebook::Fide2018, "A4.2"),
        ),
        (
            Rulebook::Fide2018,
            "3+2",
            Article::laws(Rulebook::Fide2018, "A4.2 (B.4)"),
        ),
        (
            Rulebook::Fide2009,
            "25",
            Article::laws(Rulebook::Fide2009, "Appendix A.4(c)"),
        ),
    ] {
        let mut g = game(control, rules(rulebook));
        play(
            &mut g,
            &[
                (Action::Start, secs(0)),
                (Action::Press, secs(1)),
                (Action::Press, secs(2)),
            ],
        );
        let refusal = g.apply(illegal(Side::White), secs(3)).unwrap_err();
        assert_eq!(
            refusal,
            GameError::TooLate {
                side: Side::White,
                article
            }
        );
        assert_eq!(
            refusal.to_string(),
            format!(
                "White's illegal move can no longer be penalised: Black has made the next move ({article})"
            )
        );
    }
}

#[test]
fn draughts_refuses_an_illegal_move_penalty_with_its_own_article_even_when_late() {
    let mut g = game("15+0", rules(Rulebook::Fmjd));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
        ],
    );
    let refusal = g.apply(illegal(Side::White), secs(3)).unwrap_err();
    assert!(refusal.to_string().starts_with("FMJD Annex 6"), "{refusal}");
}

#[test]
fn a_reinstated_game_replays_from_its_log() {
    let mut g = game("3+2", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (illegal(Side::White), secs(11)),
            (Action::Press, secs(12)),
            (Action::Press, secs(13)),
        ],
    );
    let log = flagfall_core::IncidentLog::from_json(&g.log().to_json()).unwrap();
    assert_eq!(Game::replay(&log).unwrap(), g);
}

#[test]
fn a_log_written_before_illegal_moves_were_taken_back_replays_as_it_was_played() {
    let mut g = game("3+2", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    // As such a log reads: the ruling without "reinstated", then Black moving on.
    let mut log = g.log();
    let json = log.to_json();
    let bonus = Correction {
        side: Side::Black,
        before: Millis(181_000),
        after: Millis(241_000),
    };
    log.incidents.push(Incident {
        at: secs(11),
        event: Event::IllegalMove {
            side: Side::White,
            nth: 1,
            opponent_cannot_mate: false,
            bonus: Some(bonus),
            reinstated: None,
            position: None,
        },
    });
    log.incidents.push(Incident {
        at: secs(12),
        event: Event::Pressed {
            side: Side::Black,
            used: Millis(2_000),
            after: Millis(242_000),
        },
    });
    let old = log.to_json().replace(",\n      \"reinstated\": null", "");
    assert!(!old.contains("reinstated") && json.len() < old.len());
    let replayed = Game::replay(&IncidentLog::from_json(&old).unwrap()).unwrap();
    assert_eq!(replayed.clock().moves(Side::Black), 1);
    assert_eq!(replayed.clock().running(secs(12)), Some(Side::White));
    assert_eq!(replayed.incidents(), log.incidents.as_slice());
}

/// A game of `control` under `rulebook`, `supervised` or not, in which White's first move is ruled
/// illegal at 1 s, as White pressed.
fn first_illegal_move(rulebook: Rulebook, control: &str, supervised: bool) -> Game {
    let mut g = game(control, supervised_under(rulebook, supervised));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(1)),
            (illegal(Side::White), secs(1)),
        ],
    );
    g
}

/// Black's time after [`first_illegal_move`], or the outcome's reason when it ends the game.
fn after_first_illegal_move(
    rulebook: Rulebook,
    control: &str,
    supervised: bool,
) -> Result<Millis, String> {
    let g = first_illegal_move(rulebook, control, supervised);
    match g.outcome() {
        Some(outcome) => Err(outcome.reason.to_string()),
        None => Ok(g.clock().remaining(Side::Black, secs(1))),
    }
}

#[test]
fn the_first_illegal_move_penalty_per_rulebook_category_and_supervision() {
    let plus = |control: &str, minutes| {
        Ok(parse_human(control).unwrap().initial_time(Side::Black) + Millis::from_mins(minutes))
    };
    for (rulebook, control, supervised, expected) in [
        // FIDE 2023: 7.5.5 in standard; A.3 in all rapid; blitz B.3 (A.3) without adequate
        // supervision, the Competition Rules (B.2, 7.5.5) with it.
        (Rulebook::Fide2023, "90+30", false, plus("90+30", 2)),
        (Rulebook::Fide2023, "90+30", true, plus("90+30", 2)),
        (Rulebook::Fide2023, "15+10", false, plus("15+10", 1)),
        (Rulebook::Fide2023, "15+10", true, plus("15+10", 1)),
        (Rulebook::Fide2023, "3+2", false, plus("3+2", 1)),
        (Rulebook::Fide2023, "3+2", true, plus("3+2", 2)),
        // FIDE 2018: 7.5.5; B.2 makes it one minute in every blitz game.
        (Rulebook::Fide2018, "90+30", false, plus("90+30", 2)),
        (Rulebook::Fide2018, "90+30", true, plus("90+30", 2)),
        (Rulebook::Fide2018, "15+10", false, plus("15+10", 2)),
        (Rulebook::Fide2018, "15+10", true, plus("15+10", 2)),
        (Rulebook::Fide2018, "3+2", false, plus("3+2", 1)),
        (Rulebook::Fide2018, "3+2", true, plus("3+2", 1)),
        // FIDE 2009: 7.4(b); in blitz without adequate supervision the first loses (B.3(c)), with
        // it the Competition Rules apply (B.2).
        (Rulebook::Fide2009, "90+30", false, plus("90+30", 2)),
        (Rulebook::Fide2009, "90+30", true, plus("90+30", 2)),
        (Rulebook::Fide2009, "25", false, plus("25", 2)),
        (Rulebook::Fide2009, "25", true, plus("25", 2)),
        (
            Rulebook::Fide2009,
            "5",
            false,
            Err("White's illegal move number 1 loses the game (FIDE 2009 Appendix B.3)".to_owned()),
        ),
        (Rulebook::Fide2009, "5", true, plus("5", 2)),
    ] {
        // Black's clock has not run: White pressed at the instant of the ruling.
        assert_eq!(
            after_first_illegal_move(rulebook, control, supervised),
            expected,
            "{rulebook:?} {control} supervised: {supervised}"
        );
    }
}

#[test]
fn fide_2009_appendix_b_2_supervised_blitz_gives_two_minutes_twice_and_the_third_loses_7_4_b() {
    let mut g = first_illegal_move(Rulebook::Fide2009, "5", true);
    play(&mut g, &[(illegal(Side::White), secs(1))]);
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.clock().remaining(Side::Black, secs(1)),
        Millis::from_mins(5 + 4)
    );
    play(&mut g, &[(illegal(Side::White), secs(2))]);
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's illegal move number 3 loses the game (FIDE 2009 7.4(b))"
    );
}

#[test]
fn fide_2023_b_2_supervised_blitz_the_second_illegal_move_loses_7_5_5() {
    let mut g = first_illegal_move(Rulebook::Fide2023, "3+2", true);
    play(&mut g, &[(illegal(Side::White), secs(2))]);
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's illegal move number 2 loses the game (FIDE 2023 7.5.5)"
    );
}

#[test]
fn a_move_taken_back_by_the_ruling_is_no_move_of_the_record_until_the_ruling_is_undone() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (Action::Press, secs(7)),
            (Action::Press, secs(9)),
            (illegal(Side::White), secs(10)),
        ],
    );
    let sides = |g: &Game| {
        moves(g.incidents())
            .iter()
            .map(|made| (made.number, made.side))
            .collect::<Vec<_>>()
    };
    // White's second move is taken back (7.5.1): White makes it again, and it is move 2 once.
    assert_eq!(sides(&g), [(1, Side::White), (1, Side::Black)]);
    play(&mut g, &[(Action::UndoRuling, secs(11))]);
    assert_eq!(
        sides(&g),
        [(1, Side::White), (1, Side::Black), (2, Side::White)]
    );
    // Ruled again and made again: one move 2, with the clock White's face shows after it.
    play(
        &mut g,
        &[(illegal(Side::White), secs(12)), (Action::Press, secs(20))],
    );
    assert_eq!(
        sides(&g),
        [(1, Side::White), (1, Side::Black), (2, Side::White)]
    );
    assert_eq!(
        moves(g.incidents())[2].left,
        g.view(secs(20)).sides.white.main
    );
}

#[test]
fn a_move_taken_back_is_given_back_only_by_undoing_that_ruling() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (Action::Press, secs(7)),
            (
                Action::SetMoves {
                    side: Side::White,
                    moves: 10,
                },
                secs(8),
            ),
            (Action::Press, secs(9)),
            (illegal(Side::White), secs(10)),
            (Action::Press, secs(12)),
            (Action::Press, secs(14)),
            // Another ruling, undone: it gives no move back, whatever the counters say.
            (
                Action::Adjust {
                    side: Side::Black,
                    delta: Millis(1_000),
                },
                secs(15),
            ),
            (Action::UndoRuling, secs(16)),
        ],
    );
    assert_eq!(
        moves(g.incidents())
            .iter()
            .map(|made| (made.number, made.side))
            .collect::<Vec<_>>(),
        [
            (1, Side::White),
            (1, Side::Black),
            (2, Side::White),
            (2, Side::Black)
        ]
    );
}

#[test]
fn an_incident_is_placed_after_the_moves_the_record_keeps() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (Action::Press, secs(7)),
            (Action::Press, secs(9)),
            (Action::Pause, secs(10)),
            (Action::Resume, secs(11)),
            (illegal(Side::White), secs(12)),
            (Action::Press, secs(14)),
        ],
    );
    let placed: Vec<_> = g
        .incidents()
        .iter()
        .zip(moves_before(g.incidents()))
        .map(|(incident, place)| (incident.event.name(), place))
        .collect();
    // White's second move, taken back by the ruling (7.5.1), is not in the record: the pause made
    // after it sits after the two moves kept, as the ruling does.
    assert_eq!(
        placed,
        [
            ("started", 0),
            ("pressed", 0),
            ("pressed", 1),
            ("pressed", 2),
            ("paused", 2),
            ("resumed", 2),
            ("illegal-move", 2),
            ("pressed", 2),
        ]
    );
}

#[test]
fn a_ruling_sets_the_bonus_and_the_time_reinstated_and_its_undo_both_times() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (illegal(Side::White), secs(6)),
            (Action::UndoRuling, secs(7)),
        ],
    );
    let set: Vec<_> = g
        .incidents()
        .iter()
        .map(|incident| incident.event.times_set())
        .collect();
    // Both start at 15:10 (the increment before move one). White pressed at 15:15; Black, at 15:09
    // when ruled, is given a minute, and White is back at 15:05 (the press's increment taken back).
    // The undo gives White its 15:15 again and Black the 15:09 it had at the ruling.
    assert_eq!(
        set,
        [
            vec![],
            vec![],
            vec![
                (Side::Black, Millis(969_000)),
                (Side::White, Millis(905_000))
            ],
            vec![
                (Side::White, Millis(915_000)),
                (Side::Black, Millis(909_000))
            ],
        ]
    );
}

#[test]
fn a_move_an_undone_ruling_gives_back_keeps_its_place_before_what_followed_it() {
    let mut g = game("15+10", rules(Rulebook::Fide2023));
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (Action::Pause, secs(6)),
            (illegal(Side::White), secs(7)),
            (Action::UndoRuling, secs(8)),
            (
                Action::Note {
                    text: "given back".into(),
                },
                secs(9),
            ),
        ],
    );
    assert_eq!(moves(g.incidents()).len(), 1);
    assert_eq!(moves_before(g.incidents()), [0, 0, 1, 1, 1, 1]);
}
