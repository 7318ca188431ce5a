//! Who calls a flag and what may still be ruled after it: FIDE 2009 Appendix A.4(d) (a flag counts
//! only when claimed without adequate supervision), Guidelines III.5.2 (a postponed draw claim decided
//! after a flag) and III.2 (the order of the flags ruled unknown only where the Guidelines apply).

use flagfall_core::{
    Action, Article, ClaimDecision, Event, Game, GameError, GameResult, GameSettings, Millis,
    Reason, Rulebook, Side,
};

mod support;
use support::{both_flags_fallen, game, play, rules, secs, supervised_under};

fn fide_2009(supervised: bool) -> GameSettings {
    GameSettings {
        rulebook: Rulebook::Fide2009,
        supervised,
        ..GameSettings::default()
    }
}

fn events(game: &Game) -> Vec<Event> {
    game.incidents().iter().map(|i| i.event.clone()).collect()
}

#[test]
fn fide_2009_a_4_d_1_without_adequate_supervision_a_flag_counts_only_when_claimed() {
    // 25 minutes is rapid under the 2009 text (A.1: at least 15), 5 minutes blitz (B.3: as A.4).
    for (notation, fell) in [("25", 1_500), ("5", 300)] {
        let mut g = game(notation, fide_2009(false));
        play(&mut g, &[(Action::Start, secs(0))]);
        g.observe(secs(fell + 100));
        // The clock shows the flag; the arbiter does not call it.
        assert_eq!(
            g.clock().flag(Side::White, secs(fell + 100)),
            Some(secs(fell))
        );
        assert_eq!(g.outcome(), None, "{notation}");
        assert_eq!(
            events(&g),
            vec![Event::Started, Event::FlagFell { side: Side::White }]
        );
        // Black's valid claim decides (A.4(d)(2): the claimant's flag up, the opponent's down).
        play(
            &mut g,
            &[(
                Action::ClaimWinOnTime {
                    claimant_can_checkmate: true,
                    position: None,
                },
                secs(fell + 200),
            )],
        );
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.result, Some(GameResult::BlackWins));
        assert_eq!(
            outcome.reason.to_string(),
            format!(
                "White's flag fell at {}; Black can checkmate (FIDE 2009 6.9, Appendix A.4(d)(2))",
                if fell == 1_500 {
                    "25:00.000"
                } else {
                    "5:00.000"
                }
            )
        );
        assert_eq!(Game::replay(&g.log()).unwrap(), g);
    }
}

#[test]
fn fide_2009_a_4_d_3_both_flags_down_is_drawn() {
    let mut g = game(
        "25",
        GameSettings {
            run_on_after_flag: true,
            ..fide_2009(false)
        },
    );
    // White's flag falls at 25:00; White plays on at zero and presses at 25:10; Black's falls at 50:10.
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(1_510))],
    );
    g.observe(secs(1_600));
    assert_eq!(g.outcome(), None);
    g.observe(secs(3_100));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::Draw));
    assert_eq!(
        outcome.reason.to_string(),
        "both flags fell, White's first (FIDE 2009 Appendix A.4(d)(3))"
    );
}

#[test]
fn fide_2009_a_3_with_adequate_supervision_and_in_standard_play_the_flag_is_called() {
    for (notation, settings, fell) in [
        ("25", fide_2009(true), 1_500),
        ("90", fide_2009(false), 5_400),
    ] {
        let mut g = game(notation, settings);
        play(&mut g, &[(Action::Start, secs(0))]);
        g.observe(secs(fell + 1));
        assert_eq!(
            g.outcome().map(|o| o.result),
            Some(Some(GameResult::BlackWins)),
            "{notation}"
        );
    }
}

fn announced(rulebook: Rulebook) -> GameSettings {
    GameSettings {
        rulebook,
        guidelines_iii: true,
        ..GameSettings::default()
    }
}

/// G/25 with White to move and 1:30 left, and White's draw claim postponed at 10 s; play goes on
/// "in the presence of an arbiter" (III.5.2), who calls the flag.
fn postponed(rulebook: Rulebook) -> Game {
    let settings = GameSettings {
        supervised: true,
        ..announced(rulebook)
    };
    let mut g = game("G/25", settings);
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(90_000),
                },
                secs(0),
            ),
            (
                Action::DrawClaim {
                    decision: ClaimDecision::Postponed { award_bonus: false },
                },
                secs(10),
            ),
        ],
    );
    g
}

const ACCEPT: Action = Action::DrawClaim {
    decision: ClaimDecision::Accepted,
};

#[test]
fn guidelines_iii_5_2_after_a_postponed_claim_the_game_may_be_declared_drawn_once_a_flag_falls() {
    for (rulebook, article) in [
        (
            Rulebook::Fide2023,
            Article::guidelines(Rulebook::Fide2023, "III.5.2"),
        ),
        (
            Rulebook::Fide2018,
            Article::guidelines(Rulebook::Fide2018, "III.5.2"),
        ),
        (
            Rulebook::Fide2009,
            Article::laws(Rulebook::Fide2009, "10.2(b)"),
        ),
    ] {
        let mut g = postponed(rulebook);
        // White's flag falls at 1:30.
        g.observe(secs(100));
        assert_eq!(
            g.outcome().unwrap().result,
            Some(GameResult::BlackWins),
            "{rulebook}"
        );
        play(&mut g, &[(ACCEPT, secs(120))]);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.result, Some(GameResult::Draw));
        assert_eq!(
            outcome.reason.to_string(),
            format!("White's draw claim accepted ({article})")
        );
        assert_eq!(
            g.incidents().last().unwrap().event,
            Event::Decided {
                result: Some(GameResult::Draw),
                reason: Reason::DrawClaimAccepted {
                    claimant: Side::White,
                    article: article.into(),
                },
                winner: None,
            }
        );
        // Decided once: nothing more to accept.
        assert_eq!(g.clone().apply(ACCEPT, secs(130)), Err(GameError::Over));
        assert_eq!(Game::replay(&g.log()).unwrap(), g);
    }
}

#[test]
fn guidelines_iii_5_2_the_postponed_claim_is_decided_later_in_the_game_by_its_claimant() {
    let mut g = postponed(Rulebook::Fide2023);
    // Black is to move and has plenty of time: the acceptance is White's postponed claim.
    play(&mut g, &[(Action::Press, secs(20)), (ACCEPT, secs(30))]);
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White's draw claim accepted (FIDE 2023 Guidelines III.5.2)"
    );
}

#[test]
fn guidelines_iii_5_without_a_postponed_claim_nothing_is_accepted_after_the_flag() {
    let mut g = game("G/25", announced(Rulebook::Fide2023));
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(1_600));
    assert_eq!(g.apply(ACCEPT, secs(1_610)), Err(GameError::Over));
}

#[test]
fn guidelines_iii_2_1_the_order_of_the_flags_is_shown_by_the_clock_unless_the_guidelines_were_announced(
) {
    let mut g = both_flags_fallen("15", GameSettings::default());
    let refusal = g.apply(Action::FlagOrderUnknown, secs(210)).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "FIDE 2023 Guidelines III.2.1: these rules apply only if their use was announced before the event; a digital clock shows which flag fell first (FIDE 2023 6.10.1)"
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    let mut announced = both_flags_fallen("15", announced(Rulebook::Fide2023));
    play(&mut announced, &[(Action::FlagOrderUnknown, secs(210))]);
    assert_eq!(announced.outcome().unwrap().result, Some(GameResult::Draw));
}

#[test]
fn guidelines_iii_2_2_the_order_of_the_flags_is_never_ruled_unknown_in_blitz() {
    for (rulebook, text) in [
        (
            Rulebook::Fide2023,
            "FIDE 2023 Guidelines III.2.2: these rules never apply to blitz games; a digital clock shows which flag fell first (FIDE 2023 6.10.1)",
        ),
        (
            Rulebook::Fide2018,
            "FIDE 2018 Guidelines III.2.2: these rules never apply to blitz games; a digital clock shows which flag fell first (FIDE 2018 6.10.1)",
        ),
    ] {
        let mut g = both_flags_fallen("5", announced(rulebook));
        let refusal = g.apply(Action::FlagOrderUnknown, secs(210)).unwrap_err();
        assert_eq!(refusal.to_string(), text);
    }
}

/// The players answer 6.9's question only for a flag that decided the game: not while a flag is
/// down and the game goes on until a claim (2009 A.4(d)), nor in draughts, nor twice.
#[test]
fn the_players_answer_only_a_chess_flag_that_decided_the_game_and_only_once() {
    let confirm = Action::ConfirmFlag {
        claimant_can_checkmate: false,
    };
    let mut unclaimed = game("15", supervised_under(Rulebook::Fide2009, false));
    play(&mut unclaimed, &[(Action::Start, secs(0))]);
    unclaimed.observe(secs(901));
    assert_eq!(
        unclaimed.outcome(),
        None,
        "A.4(d): the flag decides on a claim"
    );
    assert_eq!(
        unclaimed.apply(confirm.clone(), secs(902)).map(drop),
        Err(GameError::NoFlagToConfirm)
    );
    let mut draughts = game("5", rules(Rulebook::Fmjd));
    play(&mut draughts, &[(Action::Start, secs(0))]);
    draughts.observe(secs(301));
    assert_eq!(draughts.flag_to_confirm(), None);
    assert_eq!(
        draughts.apply(confirm.clone(), secs(302)).map(drop),
        Err(GameError::Over)
    );
    let mut chess = game("5", rules(Rulebook::Fide2023));
    play(&mut chess, &[(Action::Start, secs(0))]);
    chess.observe(secs(301));
    assert_eq!(chess.flag_to_confirm(), Some(Side::White));
    play(&mut chess, &[(confirm.clone(), secs(302))]);
    assert_eq!(
        chess.outcome().and_then(|outcome| outcome.result),
        Some(GameResult::Draw)
    );
    assert_eq!(
        chess.apply(confirm, secs(303)).map(drop),
        Err(GameError::Over)
    );
}
