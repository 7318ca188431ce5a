//! US Chess Official Rules (7th edition) as the clock and a director apply them: flags that only a
//! claim decides, 14E's list, both flags, illegal moves, scorekeeping, the late player and the clock
//! setting. Each test is named after its rule.

use flagfall_core::{
    Action, Article, Category, Event, GameError, GameResult, Millis, Reason, RuleRefusal, Rulebook,
    Scoresheet, Side,
};

mod support;
use support::{illegal, play, rules, secs, started};

/// A claim of the opponent's flag; `can_mate`: the claimant has mating material (14E).
fn claim(can_mate: bool) -> Action {
    Action::ClaimWinOnTime {
        claimant_can_checkmate: can_mate,
        position: None,
    }
}

fn result(g: &flagfall_core::Game) -> Option<GameResult> {
    g.outcome().and_then(|outcome| outcome.result)
}

#[test]
fn us_chess_13c1_16e_a_fallen_flag_decides_nothing_until_claimed_and_the_clocks_run_on() {
    // G/1;d2: White's minute and two seconds' delay run out at 62 s.
    let mut g = started("G/1;d2", Rulebook::UsChess);
    g.observe(secs(70));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.view(secs(70)).sides.white.flag, Some(secs(62)));
    assert_eq!(g.view(secs(70)).running(), Some(Side::White));
    // 16B2b: presses still switch the clocks; the flagged side stays at zero.
    play(&mut g, &[(Action::Press, secs(75))]);
    assert_eq!(g.view(secs(76)).running(), Some(Side::Black));
    assert_eq!(g.view(secs(80)).sides.white.main, Millis::ZERO);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::Pressed {
            side: Side::White,
            used: Millis(75_000),
            after: Millis::ZERO
        }
    );
}

#[test]
fn us_chess_13c_the_claimant_with_mating_material_wins_on_the_flag() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(&mut g, &[(claim(true), secs(70))]);
    assert_eq!(result(&g), Some(GameResult::BlackWins));
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::FlagFell {
            loser: Side::White,
            at: Millis(62_000),
            claimant_can_checkmate: Some(true),
            article: Article::laws(Rulebook::UsChess, "13C").into(),
        }
    );
}

#[test]
fn us_chess_14e_a_claimant_without_mating_material_draws() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(&mut g, &[(claim(false), secs(70))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
    let Reason::FlagFell { article, .. } = &g.outcome().unwrap().reason else {
        panic!("{:?}", g.outcome());
    };
    assert_eq!(*article, Article::laws(Rulebook::UsChess, "14E").into());
}

#[test]
fn us_chess_13c5_a_claim_with_no_flag_down_is_refused() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    assert_eq!(g.apply(claim(true), secs(30)), Err(GameError::NoFlag));
}

#[test]
fn us_chess_14g_16t_both_flags_down_in_sudden_death_draw_once_pointed_out() {
    // White's flag at 62 s; White presses at 63 s; Black's flag at 125 s.
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(63))]);
    g.observe(secs(130));
    assert_eq!(g.outcome(), None, "nothing until a player points it out");
    play(&mut g, &[(claim(true), secs(130))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::BothFlagsFell {
            first: Side::White,
            article: Article::laws(Rulebook::UsChess, "14G, 16T").into(),
        }
    );
}

#[test]
fn us_chess_16t_both_flags_down_in_an_earlier_control_no_claim_and_play_goes_on() {
    let mut g = started("1/1, SD/30;d0", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(61))]);
    assert_eq!(
        g.apply(claim(true), secs(130)),
        Err(GameError::Refused(RuleRefusal::BothFlagsPlayOn {
            article: Article::laws(Rulebook::UsChess, "16T")
        }))
    );
    assert_eq!(g.outcome(), None);
}

#[test]
fn us_chess_14g_td_tip_an_increment_of_30_seconds_is_not_sudden_death() {
    let mut g = started("G/1;+30", Rulebook::UsChess);
    // White's 1:30 runs out at 90 s; White presses at 91 s (no increment: flagged); Black's 1:30
    // runs out at 181 s.
    play(&mut g, &[(Action::Press, secs(91))]);
    assert_eq!(
        g.apply(claim(true), secs(190)),
        Err(GameError::Refused(RuleRefusal::BothFlagsPlayOn {
            article: Article::laws(Rulebook::UsChess, "16T")
        }))
    );
}

#[test]
fn us_chess_14b4_16s_an_agreement_before_the_flag_is_claimed_stands() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(
        &mut g,
        &[
            (Action::Press, secs(10)),
            (Action::Press, secs(20)),
            (Action::OfferDraw { side: Side::White }, secs(80)),
            (Action::AgreeDraw, secs(81)),
        ],
    );
    // White's 52 s and 2 s delay from 20 s ran out at 74 s, unclaimed.
    assert_eq!(g.view(secs(81)).sides.white.flag, Some(secs(74)));
    assert_eq!(result(&g), Some(GameResult::Draw));
}

#[test]
fn us_chess_13a_a_checkmate_given_before_any_claim_stands_over_the_flag() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(
        &mut g,
        &[(
            Action::End {
                result: Some(GameResult::WhiteWins),
                reason: "checkmate".to_owned(),
            },
            secs(70),
        )],
    );
    assert_eq!(result(&g), Some(GameResult::WhiteWins));
}

#[test]
fn us_chess_11d_every_illegal_move_gives_the_opponent_two_minutes_and_none_loses() {
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(
        &mut g,
        &[(Action::Press, secs(10)), (illegal(Side::White), secs(12))],
    );
    play(
        &mut g,
        &[(Action::Press, secs(20)), (illegal(Side::White), secs(22))],
    );
    play(
        &mut g,
        &[(Action::Press, secs(30)), (illegal(Side::White), secs(32))],
    );
    assert_eq!(g.illegal_moves().white, 3);
    assert_eq!(g.outcome(), None);
    let Event::IllegalMove { bonus, .. } = g.incidents().last().unwrap().event.clone() else {
        panic!("{:?}", g.incidents().last());
    };
    let bonus = bonus.unwrap();
    assert_eq!(bonus.side, Side::Black);
    assert_eq!(bonus.after - bonus.before, Millis::from_mins(2));
}

#[test]
fn us_chess_blitz_7d_an_illegal_move_claimed_loses_and_8d_draws_without_mating_material() {
    let mut g = started("G/5;d0", Rulebook::UsChess);
    assert_eq!(g.classification().category, Category::Blitz);
    play(
        &mut g,
        &[(Action::Press, secs(10)), (illegal(Side::White), secs(12))],
    );
    assert_eq!(result(&g), Some(GameResult::BlackWins));
    let mut g = started("G/5;d0", Rulebook::UsChess);
    let unable = Action::IllegalMove {
        side: Side::White,
        opponent_cannot_mate: true,
        position: None,
    };
    play(&mut g, &[(Action::Press, secs(10)), (unable, secs(12))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
}

#[test]
fn us_chess_blitz_3a_an_illegal_move_can_no_longer_be_claimed_once_the_claimant_has_moved() {
    let mut g = started("G/5;d0", Rulebook::UsChess);
    play(
        &mut g,
        &[(Action::Press, secs(10)), (Action::Press, secs(20))],
    );
    assert_eq!(
        g.apply(illegal(Side::White), secs(21)),
        Err(GameError::TooLate {
            side: Side::White,
            article: Article::laws(Rulebook::UsChess, "blitz 3A")
        })
    );
}

#[test]
fn us_chess_15b_15c_both_are_excused_from_scoring_while_either_has_under_five_minutes() {
    // G/30;d5 (dual: scored); White moves at 10 s, then Black thinks 26 minutes.
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(10))]);
    assert!(g.scoresheet(Side::White, secs(600)).must_record());
    let late = secs(10 + 26 * 60);
    for side in Side::ALL {
        assert_eq!(
            g.scoresheet(side, late),
            Scoresheet::ExemptForThePeriod {
                article: Article::laws(Rulebook::UsChess, "15B, 15C")
            },
            "{side:?}"
        );
    }
}

#[test]
fn us_chess_15b_an_increment_of_30_seconds_keeps_the_duty_and_a_delay_does_not() {
    let mut g = started("G/60;+30", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(10))]);
    assert!(g.scoresheet(Side::White, secs(10 + 57 * 60)).must_record());
    let mut g = started("G/60;d30", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(10))]);
    assert!(!g.scoresheet(Side::White, secs(10 + 57 * 60)).must_record());
}

#[test]
fn us_chess_15b_scoring_resumes_with_the_next_period() {
    // 1/6, SD/30;d0: Black's first control runs under five minutes (4:21 at 100 s), then Black
    // completes its move and both are in the sudden-death control.
    let mut g = started("1/6, SD/30;d0", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(1))]);
    assert!(!g.scoresheet(Side::White, secs(100)).must_record());
    play(&mut g, &[(Action::Press, secs(100))]);
    assert!(g.scoresheet(Side::White, secs(101)).must_record());
}

#[test]
fn us_chess_5c_td_tip_quick_and_blitz_games_keep_no_score() {
    for notation in ["G/15;d3", "G/5;d0"] {
        let g = started(notation, Rulebook::UsChess);
        assert_eq!(
            g.scoresheet(Side::White, secs(0)),
            Scoresheet::NotRequired {
                article: Article::laws(Rulebook::UsChess, "5C")
            },
            "{notation}"
        );
    }
}

#[test]
fn us_chess_13d_a_player_more_than_an_hour_late_loses() {
    let default = Rulebook::UsChess.default_time();
    assert_eq!(default.unless_specified, Some(Millis::from_mins(60)));
    assert_eq!(default.article, Article::laws(Rulebook::UsChess, "13D"));
}

#[test]
fn us_chess_blitz_3_the_clock_setting_stands_once_each_side_has_moved() {
    let rulebook = Rulebook::UsChess;
    let lock = |white, black| {
        rulebook.settings_locked(
            Category::Blitz,
            false,
            flagfall_core::BySide::new(white, black),
        )
    };
    assert_eq!(lock(1, 0), None);
    assert_eq!(lock(1, 1), Some(Article::laws(rulebook, "blitz 3")));
    assert_eq!(
        rulebook.settings_locked(Category::Dual, false, flagfall_core::BySide::new(9, 9)),
        None
    );
}

#[test]
fn us_chess_14c6_14f2_an_incorrect_repetition_claim_gives_the_opponent_two_minutes() {
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(
        &mut g,
        &[
            (Action::Press, secs(10)),
            (
                Action::ClaimDraw {
                    claimant: Side::Black,
                    upheld: false,
                },
                secs(20),
            ),
        ],
    );
    let Event::DrawClaimRuled { bonus, penalty, .. } = g.incidents().last().unwrap().event.clone()
    else {
        panic!("{:?}", g.incidents().last());
    };
    let bonus = bonus.unwrap();
    assert_eq!(
        (bonus.side, bonus.after - bonus.before),
        (Side::White, Millis::from_mins(2))
    );
    assert_eq!(penalty, None);
}

#[test]
fn us_chess_a_game_is_replayed_from_its_log_with_its_claims() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(
        &mut g,
        &[(Action::Press, secs(63)), (claim(true), secs(130))],
    );
    let replayed = flagfall_core::Game::replay(&g.log()).unwrap();
    assert_eq!(replayed.outcome(), g.outcome());
    assert_eq!(replayed.settings(), rules(Rulebook::UsChess));
}
