//! What the arbiter's panel offers for a game, and what it settles before an act: the parts the
//! rulebook calls for (chess under the FIDE Laws, draughts under FMJD Annex 6), the player an act
//! concerns unless the arbiter picks another, and what a tap on "Illegal move" does: ask first when
//! the move would end the game, else rule it. Pure, tested natively; the panel only binds it.

use crate::model::arbiter_reply::Ending;
use crate::model::ruling_choices::RulingChoices;
use flagfall_core::{
    Action, Article, BySide, Event, Game, IllegalMoveRuling, Instant, Phase, PositionCheck,
    RepetitionClaimRules, Rulebook, Side,
};

/// The parts of the panel a game calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offered {
    /// A chess game: illegal moves, checkmate, draw offers and claims under the Laws. A draughts game
    /// has acts of its own instead (FMJD Annex 6 Arts 5, 8 and 9).
    pub chess: bool,
    /// Guidelines III, announced for a chess game.
    pub guidelines: bool,
    /// The event set a default time: the panel marks arrivals (FIDE 6.7).
    pub arrivals: bool,
    /// The article that locks the clock settings in this game once enough moves are made, if any: the
    /// panel then offers to override it.
    pub settings_lock: Option<Article>,
    /// The rules for a claim of repetition or fifty moves (FIDE 9.5), where the rulebook has them.
    pub repetition_claim: Option<RepetitionClaimRules>,
}

/// The parts of the panel `game` calls for, under its rulebook and control.
pub fn offered(game: &Game) -> Offered {
    let settings = game.settings();
    let chess = settings.rulebook != Rulebook::Fmjd;
    let category = game.classification().category;
    Offered {
        chess,
        guidelines: chess && settings.guidelines_iii,
        arrivals: settings.default_time.is_some(),
        // With as many moves as can be, the lock says whether it can ever hold in this game.
        settings_lock: settings.rulebook.settings_locked(
            category,
            settings.supervised,
            BySide::both(u32::MAX),
        ),
        repetition_claim: settings
            .rulebook
            .repetition_claim(category, settings.supervised)
            .ok(),
    }
}

/// The player an act concerns unless the arbiter picks the other: the side that just pressed (whose
/// move the arbiter is most often called about), or whose illegal move was taken back and who is
/// making it again; failing those, the side that moved last, or White before any move.
pub fn concerned_by_default(game: &Game) -> Side {
    if let Some(side) = game.clock().last_press_by() {
        return side;
    }
    // Back to the last press only: acts since then are few.
    for incident in game.incidents().iter().rev() {
        match incident.event {
            Event::IllegalMove {
                side,
                reinstated: Some(_),
                ..
            }
            | Event::Pressed { side, .. } => return side,
            Event::Undone { .. } => break,
            _ => {}
        }
    }
    let clock = game.clock();
    match clock.phase() {
        Phase::Running { side, .. } | Phase::Paused { side, .. } => {
            if clock.moves(side.opponent()) > 0 {
                side.opponent()
            } else {
                side
            }
        }
        Phase::NotStarted | Phase::Stopped { .. } => Side::White,
    }
}

/// When `side`'s next illegal move ends the game (FIDE 7.5.5: the second loses, or draws when the
/// opponent cannot checkmate), as the game answers: its number and the article, so that the panel
/// asks before ruling it.
fn illegal_move_ends_game(game: &Game, side: Side) -> Option<(u32, Article)> {
    match game.next_illegal_move(side) {
        (nth, IllegalMoveRuling::Loss { article }) => Some((nth, article)),
        (_, IllegalMoveRuling::OpponentBonus { .. } | IllegalMoveRuling::NotApplicable { .. }) => {
            None
        }
    }
}

/// What a tap on "Illegal move" does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveStep {
    /// The move would end the game: the panel asks first (two taps in a row are easily made).
    Ask(Ending),
    Rule(Action),
}

/// The step for an illegal move by the player `choices` concern, or by the one whose ending the
/// arbiter `confirmed`, with the arbiter's answer and the `position` the answer rests on.
pub fn illegal_move_step(
    game: &Game,
    choices: &RulingChoices,
    confirmed: Option<Ending>,
    position: Option<PositionCheck>,
) -> IllegalMoveStep {
    let side = confirmed.map_or(choices.side, |ending| ending.side);
    if confirmed.is_none() {
        if let Some((nth, article)) = illegal_move_ends_game(game, side) {
            return IllegalMoveStep::Ask(Ending { side, nth, article });
        }
    }
    IllegalMoveStep::Rule(Action::IllegalMove {
        side,
        opponent_cannot_mate: choices.cannot_mate,
        position,
    })
}

/// The side a position check should answer first: the ruling at hand turns on it. With a flag
/// fallen, the claimant (FIDE 6.9); else the opponent of the player concerned, whose checkmate an
/// illegal move's ruling asks about (7.5.5).
pub fn searched_first(game: &Game, concerned: Side, at: Instant) -> Side {
    game.win_on_time_claimant(at)
        .unwrap_or(concerned.opponent())
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, GameSettings, Millis};

    fn game(notation: &str, settings: GameSettings) -> Game {
        Game::new(parse_human(notation).unwrap(), settings)
    }

    fn under(rulebook: Rulebook) -> GameSettings {
        GameSettings {
            rulebook,
            ..GameSettings::default()
        }
    }

    fn play(game: &mut Game, actions: &[(Action, i64)]) {
        for (action, at) in actions {
            game.apply(action.clone(), Instant(*at))
                .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        }
    }

    #[test]
    fn a_chess_game_offers_the_laws_acts_and_cites_its_own_lock_and_claim_penalty() {
        let rapid = offered(&game("15+10", under(Rulebook::Fide2023)));
        assert!(rapid.chess && !rapid.guidelines && !rapid.arrivals);
        assert_eq!(
            rapid.settings_lock,
            Some(Article::laws(Rulebook::Fide2023, "A.5.1.1"))
        );
        let claim = rapid.repetition_claim.unwrap();
        assert_eq!(claim.rejected_bonus, Millis::from_mins(1));
        assert_eq!(
            claim.rejected_article,
            Article::laws(Rulebook::Fide2023, "A.3 (9.5.3)")
        );

        let blitz_2009 = offered(&game("5+0", under(Rulebook::Fide2009)));
        assert_eq!(
            blitz_2009.settings_lock,
            Some(Article::laws(Rulebook::Fide2009, "Appendix A.4(a) (B.3)"))
        );
        assert_eq!(
            blitz_2009.repetition_claim.unwrap().rejected_bonus,
            Millis::from_mins(3)
        );
    }

    #[test]
    fn no_lock_is_offered_to_override_in_standard_play_nor_under_adequate_supervision() {
        assert_eq!(
            offered(&game("90+30", under(Rulebook::Fide2023))).settings_lock,
            None
        );
        let supervised = GameSettings {
            supervised: true,
            ..GameSettings::default()
        };
        assert_eq!(offered(&game("15+10", supervised)).settings_lock, None);
    }

    #[test]
    fn a_draughts_game_offers_no_chess_acts_no_guidelines_and_no_lock() {
        let settings = GameSettings {
            guidelines_iii: true,
            default_time: Some(Millis::from_mins(15)),
            ..under(Rulebook::Fmjd)
        };
        assert_eq!(
            offered(&game("15+5", settings)),
            Offered {
                chess: false,
                guidelines: false,
                arrivals: true,
                settings_lock: None,
                repetition_claim: None,
            }
        );
    }

    #[test]
    fn the_player_concerned_is_the_one_who_just_pressed() {
        let mut g = game("15+10", GameSettings::default());
        assert_eq!(concerned_by_default(&g), Side::White, "before the start");
        play(&mut g, &[(Action::Start, 0)]);
        assert_eq!(
            concerned_by_default(&g),
            Side::White,
            "White to move, no move made"
        );
        play(&mut g, &[(Action::Press, 1_000)]);
        assert_eq!(concerned_by_default(&g), Side::White);
        play(&mut g, &[(Action::Press, 2_000), (Action::Pause, 3_000)]);
        assert_eq!(concerned_by_default(&g), Side::Black);
    }

    #[test]
    fn a_side_whose_illegal_move_was_taken_back_is_still_concerned() {
        let mut g = game("15+10", GameSettings::default());
        play(
            &mut g,
            &[
                (Action::Start, 0),
                (Action::Press, 1_000),
                (Action::Press, 2_000),
                (
                    Action::IllegalMove {
                        side: Side::Black,
                        opponent_cannot_mate: false,
                        position: None,
                    },
                    3_000,
                ),
            ],
        );
        // Taken back: Black is to move again, and the clock keeps no press to take back.
        assert_eq!(g.clock().last_press_by(), None);
        assert_eq!(concerned_by_default(&g), Side::Black);
    }

    #[test]
    fn after_a_correction_the_last_presser_is_still_concerned() {
        let mut g = game("15+10", GameSettings::default());
        play(
            &mut g,
            &[
                (Action::Start, 0),
                (Action::Press, 1_000),
                (
                    Action::SetMoves {
                        side: Side::White,
                        moves: 1,
                    },
                    1_500,
                ),
            ],
        );
        assert_eq!(g.clock().last_press_by(), None);
        assert_eq!(concerned_by_default(&g), Side::White);
        // A press undone: the side that moved last, before it.
        play(&mut g, &[(Action::Press, 2_000), (Action::Undo, 2_500)]);
        assert_eq!(concerned_by_default(&g), Side::White);
    }

    #[test]
    fn with_a_flag_fallen_its_opponent_claims_and_is_searched_first() {
        let mut g = game("1", GameSettings::default());
        play(&mut g, &[(Action::Start, 0), (Action::Press, 1_000)]);
        assert_eq!(g.win_on_time_claimant(Instant(2_000)), None);
        assert_eq!(searched_first(&g, Side::White, Instant(2_000)), Side::Black);
        // Black's minute runs out at 61 s.
        assert_eq!(g.win_on_time_claimant(Instant(62_000)), Some(Side::White));
        assert_eq!(
            searched_first(&g, Side::White, Instant(62_000)),
            Side::White
        );
    }

    #[test]
    fn the_second_illegal_move_ends_the_game_and_the_panel_knows_before_ruling_it() {
        let mut g = game("15+10", GameSettings::default());
        play(&mut g, &[(Action::Start, 0), (Action::Press, 1_000)]);
        assert_eq!(illegal_move_ends_game(&g, Side::White), None);
        play(
            &mut g,
            &[(
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                    position: None,
                },
                2_000,
            )],
        );
        assert_eq!(
            illegal_move_ends_game(&g, Side::White),
            Some((2, Article::laws(Rulebook::Fide2023, "7.5.5")))
        );
        assert_eq!(illegal_move_ends_game(&g, Side::Black), None);
        // Before 2014 a blitz game's first illegal move lost.
        let blitz = game("5+0", under(Rulebook::Fide2009));
        assert_eq!(
            illegal_move_ends_game(&blitz, Side::Black),
            Some((1, Article::laws(Rulebook::Fide2009, "Appendix B.3")))
        );
        // Draughts has no such ruling.
        let draughts = game("5+3", under(Rulebook::Fmjd));
        assert_eq!(illegal_move_ends_game(&draughts, Side::White), None);
    }

    #[test]
    fn an_illegal_move_that_ends_the_game_is_asked_first_and_ruled_once_confirmed() {
        let mut g = game("15+10", GameSettings::default());
        play(&mut g, &[(Action::Start, 0), (Action::Press, 1_000)]);
        let mut choices = RulingChoices::new(Side::White);
        choices.cannot_mate = true;
        let first = Action::IllegalMove {
            side: Side::White,
            opponent_cannot_mate: true,
            position: None,
        };
        assert_eq!(
            illegal_move_step(&g, &choices, None, None),
            IllegalMoveStep::Rule(first.clone())
        );
        play(&mut g, &[(first, 2_000)]);
        let ending = Ending {
            side: Side::White,
            nth: 2,
            article: Article::laws(Rulebook::Fide2023, "7.5.5"),
        };
        assert_eq!(
            illegal_move_step(&g, &choices, None, None),
            IllegalMoveStep::Ask(ending)
        );
        // Confirmed, it is ruled for the side asked about, even with another player picked since.
        choices.side = Side::Black;
        assert_eq!(
            illegal_move_step(&g, &choices, Some(ending), None),
            IllegalMoveStep::Rule(Action::IllegalMove {
                side: Side::White,
                opponent_cannot_mate: true,
                position: None,
            })
        );
    }
}
