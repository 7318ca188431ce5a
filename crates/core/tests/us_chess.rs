//! US Chess Official Rules (7th edition) as the clock and a director apply them: flags that only a
//! claim decides, 14E's list, both flags, illegal moves, scorekeeping, the late player and the clock
//! setting. Each test is named after its rule.

use flagfall_core::{
    Action, Article, Category, Event, GameError, GameResult, IlcDecision, Millis, Reason,
    RuleRefusal, Rulebook, Scoresheet, Side,
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
    // The claimant's material decides nothing with both flags down, and is logged as stated.
    play(&mut g, &[(claim(false), secs(130))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
    assert!(g.incidents().iter().any(|incident| incident.event
        == Event::WinOnTimeClaim {
            claimant: Side::Black,
            claimant_can_checkmate: false,
            position: None,
        }));
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::BothFlagsFell {
            first: Side::White,
            article: Article::laws(Rulebook::UsChess, "14G, 16T").into(),
        }
    );
}

#[test]
fn us_chess_16t_13c13_both_flags_down_in_an_earlier_control_no_claim_and_play_goes_on_in_the_next()
{
    // 1 move in a minute, then SD/30: White's flag falls at 60 s; White moves on at 61 s into the
    // sudden-death control at zero; Black's flag falls at 121 s, still in the first control.
    let mut g = started("1/1, SD/30;d0", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(61))]);
    // 16T: "no claim of time forfeit is possible", with a scoresheet or without.
    assert_eq!(
        g.apply(Action::ClaimWithoutScoresheet, secs(130)),
        Err(GameError::Refused(RuleRefusal::BothFlagsDown {
            article: Article::laws(Rulebook::UsChess, "16T")
        }))
    );
    // 13C13: White, whose own flag fell in this control, cannot win on Black's.
    play(&mut g, &[(claim(true), secs(130))]);
    assert_eq!(g.outcome(), None);
    let view = g.view(secs(130));
    assert_eq!((view.sides.white.flag, view.sides.black.flag), (None, None));
    // Both play on with the sudden-death control's 30 minutes (16T TD TIP).
    let thirty = Millis::from_mins(30);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::BothFlagsPlayOn {
            continued: flagfall_core::BySide::new(thirty, thirty)
        }
    );
    assert_eq!(view.running(), Some(Side::Black));
    assert_eq!(
        flagfall_core::Game::replay(&g.log())
            .unwrap()
            .view(secs(130)),
        view
    );
}

#[test]
fn us_chess_14g_td_tip_an_increment_of_30_seconds_is_not_sudden_death() {
    let mut g = started("G/1;+30", Rulebook::UsChess);
    // White's 1:30 runs out at 90 s; White presses at 91 s (no increment: flagged); Black's 1:30
    // runs out at 181 s. Play goes on, each clock reset to the increment (16T TD TIP).
    play(
        &mut g,
        &[(Action::Press, secs(91)), (claim(true), secs(190))],
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::BothFlagsPlayOn {
            continued: flagfall_core::BySide::both(Millis::from_secs(30))
        }
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
fn us_chess_13a_14a_a_checkmate_or_stalemate_given_before_any_claim_stands_over_the_flag() {
    for (result_given, reason) in [
        (GameResult::WhiteWins, "checkmate (13A2)"),
        (GameResult::Draw, "stalemate (14A2)"),
    ] {
        let mut g = started("G/1;d2", Rulebook::UsChess);
        let end = Action::End {
            result: Some(result_given),
            reason: reason.to_owned(),
        };
        play(&mut g, &[(end, secs(70))]);
        assert_eq!(result(&g), Some(result_given), "{reason}");
        assert_eq!(g.apply(claim(true), secs(71)), Err(GameError::Over));
    }
}

#[test]
fn us_chess_14g2_the_director_may_draw_a_sudden_death_game_left_running_with_both_flags_down() {
    // White's flag at 62 s, Black's at 125 s; nobody points them out and play goes on.
    let mut g = started("G/1;d2", Rulebook::UsChess);
    play(
        &mut g,
        &[(Action::Press, secs(63)), (Action::Press, secs(140))],
    );
    assert_eq!(g.outcome(), None);
    let draw = Action::End {
        result: Some(GameResult::Draw),
        reason: "14G2".to_owned(),
    };
    play(&mut g, &[(draw, secs(150))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
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
fn us_chess_13d_td_tip_in_g30_a_player_arriving_31_minutes_late_loses_on_the_claim() {
    // 13D's hour is never reached: the absent player's G/30 (and 5 s delay) runs out first.
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(
        &mut g,
        &[
            (Action::Press, secs(1)),
            (Action::Arrive { side: Side::Black }, secs(31 * 60)),
            (claim(true), secs(31 * 60 + 1)),
        ],
    );
    assert_eq!(result(&g), Some(GameResult::WhiteWins));
    let Reason::FlagFell { loser, at, .. } = g.outcome().unwrap().reason else {
        panic!("{:?}", g.outcome());
    };
    assert_eq!(
        (loser, at),
        (Side::Black, Millis::from_secs(1 + 5 + 30 * 60))
    );
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
fn us_chess_14d_a_position_in_which_neither_player_can_mate_is_drawn() {
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(
        &mut g,
        &[(Action::DeadPosition { position: None }, secs(10))],
    );
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::DeadPosition {
            article: Article::laws(Rulebook::UsChess, "14D").into()
        }
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

/// A game of `notation` under US Chess, Variation 14H in force or not, started at 0.
fn us_game(notation: &str, ilc: bool) -> flagfall_core::Game {
    let mut g = support::game(
        notation,
        flagfall_core::GameSettings {
            ilc,
            ..rules(Rulebook::UsChess)
        },
    );
    play(&mut g, &[(Action::Start, secs(0))]);
    g
}

fn ilc(decision: IlcDecision) -> Action {
    Action::InsufficientLosingChances { decision }
}

/// White, on move, left with 1:30 of G/30;d0 at 11 s.
fn white_short_of_time(ilc_in_force: bool) -> flagfall_core::Game {
    let mut g = us_game("G/30;d0", ilc_in_force);
    play(
        &mut g,
        &[
            (Action::Press, secs(5)),
            (Action::Press, secs(10)),
            (
                Action::Adjust {
                    side: Side::White,
                    delta: Millis::from_secs(-1704),
                },
                secs(11),
            ),
        ],
    );
    assert_eq!(g.view(secs(11)).sides.white.main, Millis(90_000));
    g
}

#[test]
fn us_chess_13c11_a_claim_without_a_scoresheet_gives_the_flagged_player_two_minutes_and_ends_claims_in_that_control(
) {
    // 40 moves in a minute, then SD/30: White's flag falls at 60 s in the first control.
    let mut g = started("40/1, SD/30;d0", Rulebook::UsChess);
    play(&mut g, &[(Action::ClaimWithoutScoresheet, secs(70))]);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.view(secs(70)).sides.white.main, Millis::from_mins(2));
    assert_eq!(g.view(secs(70)).sides.white.flag, None);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::TimeClaimWithoutScoresheet {
            claimant: Side::Black,
            bonus: flagfall_core::Correction {
                side: Side::White,
                before: Millis::ZERO,
                after: Millis::from_mins(2)
            }
        }
    );
    // White's two minutes run out at 190 s, still in the first control: no further claim.
    assert_eq!(
        g.apply(claim(true), secs(200)),
        Err(GameError::Refused(RuleRefusal::NoFurtherTimeClaims {
            article: Article::laws(Rulebook::UsChess, "13C11")
        }))
    );
}

#[test]
fn us_chess_13c_b_in_sudden_death_no_claim_fails_for_want_of_a_scoresheet() {
    let mut g = started("G/1;d2", Rulebook::UsChess);
    assert_eq!(
        g.apply(Action::ClaimWithoutScoresheet, secs(70)),
        Err(GameError::Refused(RuleRefusal::SuddenDeath {
            article: Article::laws(Rulebook::UsChess, "13C")
        }))
    );
    let mut fide = started("1/40, 30", Rulebook::Fide2023);
    assert_eq!(
        fide.apply(Action::ClaimWithoutScoresheet, secs(10)),
        Err(GameError::Refused(RuleRefusal::UsChessOnly {
            article: Article::laws(Rulebook::UsChess, "13C11")
        }))
    );
}

#[test]
fn us_chess_11h_the_director_corrects_an_illegal_move_seen_with_no_time_change() {
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(
        &mut g,
        &[
            (Action::Press, secs(20)),
            (Action::IllegalMoveCorrected { side: Side::White }, secs(21)),
        ],
    );
    let view = g.view(secs(21));
    assert_eq!(view.running(), Some(Side::White));
    assert_eq!(view.sides.white.moves, 0);
    // White's 15 s beyond the delay stay used (11A: "do not recover the time used"); Black keeps
    // the 30:00 it had, with no penalty (11H).
    assert_eq!(view.sides.white.main, Millis(1_785_000));
    assert_eq!(view.sides.black.main, Millis::from_mins(30));
    assert_eq!(g.illegal_moves().white, 0);
}

#[test]
fn us_chess_11d1_in_time_pressure_and_in_blitz_the_director_corrects_no_illegal_move() {
    let mut g = started("G/30;d5", Rulebook::UsChess);
    play(&mut g, &[(Action::Press, secs(26 * 60))]);
    assert_eq!(
        g.apply(
            Action::IllegalMoveCorrected { side: Side::White },
            secs(26 * 60 + 1)
        ),
        Err(GameError::Refused(RuleRefusal::TimePressure {
            article: Article::laws(Rulebook::UsChess, "11D1")
        }))
    );
    let mut blitz = started("G/5;d0", Rulebook::UsChess);
    play(&mut blitz, &[(Action::Press, secs(5))]);
    assert_eq!(
        blitz.apply(Action::IllegalMoveCorrected { side: Side::White }, secs(6)),
        Err(GameError::Refused(RuleRefusal::NotForBlitz {
            article: Article::laws(Rulebook::UsChess, "11H")
        }))
    );
}

#[test]
fn us_chess_14h_no_claim_of_insufficient_losing_chances_without_variation_14h() {
    let mut g = white_short_of_time(false);
    assert_eq!(
        g.apply(ilc(IlcDecision::Draw), secs(12)),
        Err(GameError::Refused(RuleRefusal::IlcNotInForce {
            article: Article::laws(Rulebook::UsChess, "14H")
        }))
    );
}

#[test]
fn us_chess_14h1_14h4_14h5_the_claim_needs_two_minutes_or_less_the_flag_up_and_no_delay() {
    let mut g = us_game("G/30;d0", true);
    assert_eq!(
        g.apply(ilc(IlcDecision::Draw), secs(1)),
        Err(GameError::Refused(RuleRefusal::MoreThanTwoMinutes {
            article: Article::laws(Rulebook::UsChess, "14H1"),
            remaining: Millis(1_799_000)
        }))
    );
    let mut delayed = us_game("G/30;d5", true);
    assert_eq!(
        delayed.apply(ilc(IlcDecision::Draw), secs(1)),
        Err(GameError::Refused(RuleRefusal::HasIncrement {
            article: Article::laws(Rulebook::UsChess, "14H5")
        }))
    );
    let mut flagged = us_game("G/1;d0", true);
    assert_eq!(
        flagged.apply(ilc(IlcDecision::Draw), secs(61)),
        Err(GameError::Refused(RuleRefusal::FlagFallen {
            article: Article::laws(Rulebook::UsChess, "14H4")
        }))
    );
}

#[test]
fn us_chess_14h2c_a_clearly_correct_claim_is_drawn() {
    let mut g = white_short_of_time(true);
    play(&mut g, &[(ilc(IlcDecision::Draw), secs(12))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::DrawClaimAccepted {
            claimant: Side::White,
            article: Article::laws(Rulebook::UsChess, "14H2c").into()
        }
    );
}

#[test]
fn us_chess_14h2d_a_denied_claim_costs_up_to_a_minute_and_stands_as_a_draw_offer() {
    let mut g = white_short_of_time(true);
    assert_eq!(
        g.apply(
            ilc(IlcDecision::Reject {
                taken: Millis::from_secs(61)
            }),
            secs(12)
        ),
        Err(GameError::Refused(RuleRefusal::TakesMoreThanAMinute {
            article: Article::laws(Rulebook::UsChess, "14H2d"),
            taken: Millis::from_secs(61)
        }))
    );
    play(
        &mut g,
        &[(
            ilc(IlcDecision::Reject {
                taken: Millis::from_mins(1),
            }),
            secs(12),
        )],
    );
    assert_eq!(g.view(secs(12)).sides.white.main, Millis(29_000));
    // Rule 14: the claim is also a draw offer, which the opponent may accept.
    play(&mut g, &[(Action::AgreeDraw, secs(13))]);
    assert_eq!(result(&g), Some(GameResult::Draw));
}

#[test]
fn us_chess_14h2b_a_postponed_claim_changes_no_time_and_is_decided_later_whoever_is_on_move() {
    let mut g = white_short_of_time(true);
    play(
        &mut g,
        &[
            (ilc(IlcDecision::Postpone), secs(12)),
            (Action::Press, secs(20)),
        ],
    );
    assert_eq!(g.view(secs(20)).sides.white.main, Millis(81_000));
    play(&mut g, &[(ilc(IlcDecision::Draw), secs(25))]);
    assert_eq!(
        g.outcome().unwrap().reason,
        Reason::DrawClaimAccepted {
            claimant: Side::White,
            article: Article::laws(Rulebook::UsChess, "14H2c").into()
        }
    );
}

#[test]
fn us_chess_14h2a_a_delay_clock_halves_the_claimants_time_and_both_play_on_with_the_standard_delay()
{
    let mut g = white_short_of_time(true);
    play(
        &mut g,
        &[(ilc(IlcDecision::Delay { delay: None }), secs(12))],
    );
    // 1:29 left at 12 s, halved to the nearest second: 44.5 s rounds up to 45 s.
    let view = g.view(secs(12));
    assert_eq!(view.sides.white.main, Millis(45_000));
    assert_eq!(view.sides.black.main, Millis(1_795_000));
    // G/30 is dual: the standard delay is 5 s (5C TD TIP), from the claimant's own move on.
    assert_eq!(view.sides.white.delay, Millis(5_000));
    let Event::IlcClaim { decision, .. } = g.incidents().last().unwrap().event.clone() else {
        panic!("{:?}", g.incidents().last());
    };
    assert_eq!(
        decision,
        IlcDecision::Delay {
            delay: Some(Millis(5_000))
        }
    );
    // 14H1: with a delay in use, no further claim.
    assert_eq!(
        g.apply(ilc(IlcDecision::Draw), secs(13)),
        Err(GameError::Refused(RuleRefusal::HasIncrement {
            article: Article::laws(Rulebook::UsChess, "14H5")
        }))
    );
    let replayed = flagfall_core::Game::replay(&g.log()).unwrap();
    assert_eq!(replayed.view(secs(13)), g.view(secs(13)));
}
