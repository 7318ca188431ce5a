//! Draws by claim and by agreement: a claim of repetition or fifty moves ruled under FIDE 9.5
//! (2009: 9.5), and a draw offer (9.1.2) accepted (5.2.3) or lapsed.

use flagfall_core::{
    parse_human, Action, Article, Correction, Event, Game, GameError, GameResult, Millis,
    RuleRefusal, Rulebook, Side,
};

mod support;
use support::{game, play, secs, started, supervised_under};

fn claim(claimant: Side, upheld: bool) -> Action {
    Action::ClaimDraw { claimant, upheld }
}

#[test]
fn fide_9_5_3_an_incorrect_claim_gives_the_opponent_the_rulebooks_bonus() {
    // The minutes the opponent gets, and at most those the claimant loses (2009 only: half of its
    // time, so 2:29.5 of the 4:59 it has in "5").
    for (rulebook, notation, minutes, lost) in [
        // 2023 9.5.3; A.3 and B.3: one minute in rapid and blitz.
        (Rulebook::Fide2023, "90+30", 2, 0),
        (Rulebook::Fide2023, "15+10", 1, 0),
        (Rulebook::Fide2023, "3+2", 1, 0),
        // 2018 9.5.3; B.2: one minute in blitz only.
        (Rulebook::Fide2018, "90+30", 2, 0),
        (Rulebook::Fide2018, "15+10", 2, 0),
        (Rulebook::Fide2018, "3+2", 1, 0),
        // 2009 9.5(b): three minutes, and the claimant loses half of its time, three minutes at most.
        (Rulebook::Fide2009, "90+30", 3, 3),
        (Rulebook::Fide2009, "25", 3, 3),
        (Rulebook::Fide2009, "5", 3, 3),
    ] {
        let mut g = started(notation, rulebook);
        let black = g.clock().remaining(Side::Black, secs(1));
        let white = g.clock().remaining(Side::White, secs(1));
        play(&mut g, &[(claim(Side::White, false), secs(1))]);
        let penalty = (lost > 0).then(|| Correction {
            side: Side::White,
            before: white,
            after: white - Millis::from_mins(lost).min(Millis(white.0 / 2)),
        });
        assert_eq!(
            g.incidents().last().unwrap().event,
            Event::DrawClaimRuled {
                claimant: Side::White,
                upheld: false,
                bonus: Some(Correction {
                    side: Side::Black,
                    before: black,
                    after: black + Millis::from_mins(minutes),
                }),
                penalty,
            },
            "{rulebook} {notation}"
        );
        assert_eq!(g.outcome(), None);
        assert_eq!(Game::replay(&g.log()).unwrap(), g);
    }
}

#[test]
fn fide_2009_a_log_written_before_the_claimants_penalty_replays_as_written() {
    let mut g = started("90+30", Rulebook::Fide2009);
    play(&mut g, &[(claim(Side::White, false), secs(1))]);
    let mut log = g.log();
    if let Some(Event::DrawClaimRuled { penalty, .. }) =
        log.incidents.last_mut().map(|incident| &mut incident.event)
    {
        *penalty = None;
    }
    let replayed = Game::replay(&log).unwrap();
    assert_eq!(replayed.incidents(), log.incidents);
    assert_eq!(
        replayed.clock().remaining(Side::White, secs(1)),
        Millis::from_secs(5_429)
    );
}

#[test]
fn fide_9_5_2_a_correct_claim_draws() {
    for (rulebook, article) in [
        (
            Rulebook::Fide2023,
            Article::laws(Rulebook::Fide2023, "9.5.2"),
        ),
        (
            Rulebook::Fide2018,
            Article::laws(Rulebook::Fide2018, "9.5.2"),
        ),
        (
            Rulebook::Fide2009,
            Article::laws(Rulebook::Fide2009, "9.5(a)"),
        ),
    ] {
        let mut g = started("90+30", rulebook);
        play(&mut g, &[(claim(Side::Black, true), secs(5))]);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.result, Some(GameResult::Draw));
        assert_eq!(
            outcome.reason.to_string(),
            format!("Black's draw claim upheld ({article})")
        );
        assert!(g.clock().running(secs(6)).is_none());
    }
}

#[test]
fn fmjd_has_no_repetition_claim_penalty() {
    let mut g = started("15", Rulebook::Fmjd);
    let refusal = g.apply(claim(Side::White, false), secs(1)).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "FMJD Annex 6 has no repetition or fifty-move claim with a time penalty (FIDE Art. 9.5); the referee rules draws under the normal regulations (Art. 2)"
    );
}

/// A game of `notation` under `rulebook` in which each side has moved (at 1 s and 2 s) and White
/// offers a draw at 3 s.
fn white_offers_after_a_move_each(notation: &str, rulebook: Rulebook) -> Game {
    let mut g = started(notation, rulebook);
    play(
        &mut g,
        &[
            (Action::Press, secs(1)),
            (Action::Press, secs(2)),
            (Action::OfferDraw { side: Side::White }, secs(3)),
        ],
    );
    g
}

#[test]
fn fide_9_1_2_an_offer_is_logged_and_once_accepted_the_game_is_drawn_5_2_3() {
    let mut g = white_offers_after_a_move_each("90+30", Rulebook::Fide2023);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::DrawOffered { side: Side::White }
    );
    assert_eq!(g.draw_offer(), Some(Side::White));
    play(&mut g, &[(Action::AgreeDraw, secs(4))]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, Some(GameResult::Draw));
    assert_eq!(
        outcome.reason.to_string(),
        "draw agreed on White's offer (FIDE 2023 5.2.3, 9.1.2)"
    );
    assert_eq!(g.draw_offer(), None);
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn fide_9_1_2_1_an_offer_lapses_when_the_opponent_moves() {
    let mut g = white_offers_after_a_move_each("90+30", Rulebook::Fide2023);
    // White, who offered, moves: the offer stands.
    play(&mut g, &[(Action::Press, secs(4))]);
    assert_eq!(g.draw_offer(), Some(Side::White));
    // Black moves instead of accepting.
    play(&mut g, &[(Action::Press, secs(5))]);
    assert_eq!(g.draw_offer(), None);
    assert_eq!(
        g.apply(Action::AgreeDraw, secs(6)),
        Err(GameError::NoDrawOffer)
    );
}

#[test]
fn fide_9_1_2_1_an_offer_lapses_when_a_flag_ends_the_game() {
    let mut g = started("3+2", Rulebook::Fide2023);
    play(
        &mut g,
        &[
            (Action::Press, secs(1)),
            (Action::OfferDraw { side: Side::Black }, secs(2)),
        ],
    );
    // Black's flag falls at 3:03; the offer does not save Black.
    g.observe(secs(200));
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
    assert_eq!(g.draw_offer(), None);
    assert_eq!(g.apply(Action::AgreeDraw, secs(201)), Err(GameError::Over));
}

#[test]
fn fide_5_2_3_a_draw_is_agreed_only_once_each_player_has_moved() {
    let mut g = started("90+30", Rulebook::Fide2023);
    play(
        &mut g,
        &[
            (Action::Press, secs(1)),
            (Action::OfferDraw { side: Side::White }, secs(1)),
        ],
    );
    let refusal = g.apply(Action::AgreeDraw, secs(2)).unwrap_err();
    assert_eq!(
        refusal,
        GameError::Refused(RuleRefusal::BeforeFirstMoves {
            article: Article::laws(Rulebook::Fide2023, "5.2.3")
        })
    );
    assert_eq!(
        refusal.to_string(),
        "FIDE 2023 5.2.3: a draw may be agreed only once both players have made at least one move"
    );
    // The 2009 text had no such minimum (5.2(c)).
    let mut old = started("90+30", Rulebook::Fide2009);
    play(
        &mut old,
        &[
            (Action::OfferDraw { side: Side::White }, secs(1)),
            (Action::AgreeDraw, secs(2)),
        ],
    );
    assert_eq!(
        old.outcome().unwrap().reason.to_string(),
        "draw agreed on White's offer (FIDE 2009 5.2(c))"
    );
}

#[test]
fn fmjd_agreement_needs_the_material_art_5() {
    let mut g = white_offers_after_a_move_each("15", Rulebook::Fmjd);
    let refusal = g.apply(Action::AgreeDraw, secs(4)).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "FMJD Annex 6 has no draw agreement without the material on the board: Art. 5 allows one only with 10 pieces or fewer each"
    );
}

#[test]
fn fide_9_5_3_the_incorrect_claim_penalty_follows_the_supervision_in_blitz() {
    for (rulebook, notation, supervised, minutes) in [
        // 2023: A.3 is rapid's own rule, supervised or not; supervised blitz is under the
        // Competition Rules (B.2), blitz without adequate supervision under A.3 (B.3).
        (Rulebook::Fide2023, "15+10", false, 1),
        (Rulebook::Fide2023, "15+10", true, 1),
        (Rulebook::Fide2023, "3+2", false, 1),
        (Rulebook::Fide2023, "3+2", true, 2),
        (Rulebook::Fide2023, "90+30", true, 2),
        // 2018 B.2: one minute in every blitz game.
        (Rulebook::Fide2018, "3+2", false, 1),
        (Rulebook::Fide2018, "3+2", true, 1),
        (Rulebook::Fide2018, "15+10", true, 2),
        // 2009 9.5(b): three minutes, the Rapidplay and Blitz appendices leaving it as it is.
        (Rulebook::Fide2009, "5", false, 3),
        (Rulebook::Fide2009, "5", true, 3),
    ] {
        let mut g = game(notation, supervised_under(rulebook, supervised));
        play(
            &mut g,
            &[
                (Action::Start, secs(0)),
                (claim(Side::White, false), secs(0)),
            ],
        );
        assert_eq!(
            g.clock().remaining(Side::Black, secs(0)),
            parse_human(notation).unwrap().initial_time(Side::Black) + Millis::from_mins(minutes),
            "{rulebook:?} {notation} supervised: {supervised}"
        );
    }
}
