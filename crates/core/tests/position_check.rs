//! Rulings that rest on a position searched for checkmate (FIDE 6.9, 7.5.5, 5.2.2): the position and
//! what the search found go into the log with the arbiter's answer, marked overruled when the answer
//! goes against the search, and replay derives that mark again.

use flagfall_core::{
    Action, Article, BySide, Event, Game, GameError, GameResult, IncidentLog, LogError,
    MateFinding, PositionCheck, Rule, RuleRefusal, Rulebook, RuledPosition, Side,
};

mod support;
use support::{illegal, last_event, play, secs, started, unchained};

/// White: king and queen; Black: a lone king. White can mate, Black cannot.
const QUEEN_V_KING: &str = "8/8/8/4k3/8/8/8/QK6 b - - 0 40";

/// The search's finding on [`QUEEN_V_KING`], or with `white`'s answer left open.
fn queen_v_king(white: Option<bool>) -> PositionCheck {
    PositionCheck {
        fen: QUEEN_V_KING.to_owned(),
        found: BySide::new(
            MateFinding {
                can_checkmate: white,
                line: white
                    .filter(|&can| can)
                    .map(|_| "1... Kd4 2. Qa4+ Ke3".to_owned()),
            },
            MateFinding {
                can_checkmate: Some(false),
                line: None,
            },
        ),
    }
}

/// A 3+2 blitz game under FIDE 2023 in which White's flag falls at 182 s, observed at 200 s.
fn white_flag_fallen() -> Game {
    let mut g = started("3+2", Rulebook::Fide2023);
    g.observe(secs(200));
    g
}

fn claim(can: bool, position: Option<PositionCheck>) -> Action {
    Action::ClaimWinOnTime {
        claimant_can_checkmate: can,
        position,
    }
}

#[test]
fn fide_6_9_a_flag_ruled_drawn_on_a_searched_position_logs_the_fen_and_the_finding() {
    // White's flag fell; Black, the claimant, has a lone king: the search says Black cannot mate.
    let mut g = white_flag_fallen();
    play(
        &mut g,
        &[(claim(false, Some(queen_v_king(Some(true)))), secs(210))],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::Draw));
    assert_eq!(
        g.incidents()[g.incidents().len() - 2].event,
        Event::WinOnTimeClaim {
            claimant: Side::Black,
            claimant_can_checkmate: false,
            position: Some(RuledPosition {
                check: queen_v_king(Some(true)),
                overruled: false,
            }),
        }
    );
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn an_answer_against_the_search_is_logged_as_overruled_and_rules_as_answered() {
    let mut g = white_flag_fallen();
    play(
        &mut g,
        &[(claim(true, Some(queen_v_king(Some(true)))), secs(210))],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    let Event::WinOnTimeClaim {
        position: Some(ruled),
        ..
    } = &g.incidents()[g.incidents().len() - 2].event
    else {
        panic!(
            "the claim is logged before its decision: {:?}",
            g.incidents()
        );
    };
    assert!(ruled.overruled);
}

#[test]
fn a_side_the_search_left_undetermined_overrules_nothing() {
    let check = queen_v_king(None);
    assert!(!check.clone().ruled(&[Side::White], true).overruled);
    assert!(!check.clone().ruled(&[Side::White], false).overruled);
    // Black's "cannot" was found: answering that both cannot overrules nothing, that Black can does.
    assert!(
        !check
            .clone()
            .ruled(&[Side::White, Side::Black], false)
            .overruled
    );
    assert!(check.ruled(&[Side::Black], true).overruled);
}

#[test]
fn fide_7_5_5_a_second_illegal_move_drawn_because_the_opponent_cannot_mate_keeps_its_position() {
    // White completes a move, then two illegal ones; Black, with a lone king, cannot mate.
    let mut g = started("3+2", Rulebook::Fide2023);
    play(
        &mut g,
        &[
            (Action::Press, secs(10)),
            (illegal(Side::White), secs(11)),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: true,
                    position: Some(queen_v_king(Some(true))),
                },
                secs(12),
            ),
        ],
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::Draw));
    assert_eq!(
        outcome.reason.to_string(),
        "White's illegal move number 2, but Black cannot checkmate: drawn (FIDE 2023 7.5.5)"
    );
    let Event::IllegalMove {
        nth: 2,
        position: Some(ruled),
        ..
    } = &g.incidents()[g.incidents().len() - 2].event
    else {
        panic!("the second illegal move is logged: {:?}", g.incidents());
    };
    assert_eq!(
        ruled,
        &RuledPosition {
            check: queen_v_king(Some(true)),
            overruled: false,
        }
    );
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn an_illegal_move_ruled_with_the_opponent_able_to_mate_against_the_search_is_overruled() {
    // The search says Black (the opponent) cannot mate; the arbiter rules that Black can.
    let mut g = started("3+2", Rulebook::Fide2023);
    play(
        &mut g,
        &[
            (Action::Press, secs(10)),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                    position: Some(queen_v_king(Some(true))),
                },
                secs(11),
            ),
        ],
    );
    let Event::IllegalMove {
        position: Some(ruled),
        ..
    } = last_event(&g)
    else {
        panic!("the illegal move is logged last: {:?}", g.incidents());
    };
    assert!(ruled.overruled);
}

#[test]
fn fide_5_2_2_a_dead_position_draws_the_game_under_each_rulebook_article() {
    for (rulebook, article) in [
        (
            Rulebook::Fide2023,
            Article::laws(Rulebook::Fide2023, "5.2.2"),
        ),
        (
            Rulebook::Fide2018,
            Article::laws(Rulebook::Fide2018, "5.2.2"),
        ),
        (
            Rulebook::Fide2009,
            Article::laws(Rulebook::Fide2009, "5.2(b)"),
        ),
    ] {
        let mut g = started("90+30", rulebook);
        play(
            &mut g,
            &[(Action::DeadPosition { position: None }, secs(30))],
        );
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.result, Some(GameResult::Draw));
        assert_eq!(
            outcome.reason.to_string(),
            format!("dead position: neither player can checkmate ({article})")
        );
        assert_eq!(Game::replay(&g.log()).unwrap(), g);
    }
}

#[test]
fn a_dead_position_against_a_search_that_found_a_mate_is_overruled() {
    let mut g = started("90+30", Rulebook::Fide2023);
    play(
        &mut g,
        &[(
            Action::DeadPosition {
                position: Some(queen_v_king(Some(true))),
            },
            secs(30),
        )],
    );
    assert_eq!(
        g.incidents()[g.incidents().len() - 2].event,
        Event::DeadPosition {
            position: Some(RuledPosition {
                check: queen_v_king(Some(true)),
                overruled: true,
            }),
        }
    );
}

#[test]
fn a_dead_position_is_ruled_only_in_a_game_in_progress() {
    let mut g = white_flag_fallen();
    assert_eq!(
        g.apply(Action::DeadPosition { position: None }, secs(210)),
        Err(GameError::Over)
    );
}

#[test]
fn fmjd_draughts_has_no_checkmate_so_no_dead_position_and_no_position_check() {
    let mut g = started("5+2", Rulebook::Fmjd);
    assert_eq!(
        g.apply(Action::DeadPosition { position: None }, secs(10)),
        Err(GameError::Refused(RuleRefusal::WrongRulebook {
            rulebook: Rulebook::Fmjd,
            rule: Rule::DEAD_POSITION,
        }))
    );
    g.observe(secs(400));
    let refused = g
        .apply(claim(true, Some(queen_v_king(Some(true)))), secs(410))
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "FMJD Annex 6 has no position check (FIDE 6.9, 7.5.5, 5.2.2: draughts has no checkmate)"
    );
    // Without a position the flag alone decides, as before (Annex 6 Art. 7.1).
    play(&mut g, &[(claim(true, None), secs(410))]);
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
}

#[test]
fn the_log_writes_the_position_as_searched_and_a_log_edited_to_hide_an_overruling_does_not_replay()
{
    let mut g = white_flag_fallen();
    play(
        &mut g,
        &[(claim(true, Some(queen_v_king(Some(true)))), secs(210))],
    );
    let json = g.log().to_json();
    assert!(
        json.contains(
            r#""position": {
        "fen": "8/8/8/4k3/8/8/8/QK6 b - - 0 40",
        "white": {
          "can_checkmate": true,
          "line": "1... Kd4 2. Qa4+ Ke3"
        },
        "black": {
          "can_checkmate": false,
          "line": null
        },
        "overruled": true
      }"#
        ),
        "{json}"
    );
    let read = IncidentLog::from_json(&json).unwrap();
    assert_eq!(Game::replay(&read).unwrap(), g);

    let edited = unchained(&json).replace(r#""overruled": true"#, r#""overruled": false"#);
    let claim_index = g.incidents().len() - 2;
    assert!(matches!(
        Game::replay(&IncidentLog::from_json(&edited).unwrap()),
        Err(LogError::Diverged { index, .. }) if index == claim_index
    ));
}

#[test]
fn a_log_written_before_the_position_check_reads_with_no_position() {
    let mut g = white_flag_fallen();
    play(&mut g, &[(claim(false, None), secs(210))]);
    let json = g.log().to_json();
    assert!(!json.contains("position"), "{json}");
    assert_eq!(
        Game::replay(&IncidentLog::from_json(&json).unwrap()).unwrap(),
        g
    );
}
