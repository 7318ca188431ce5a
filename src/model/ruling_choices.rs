//! What the arbiter's rulings read besides the game: the player concerned, and the arbiter's two
//! answers about checkmate (can the concerned player's opponent still checkmate, after an illegal
//! move; can the claimant, on a win-on-time claim). The position check's answers fill them in, and
//! another player picked takes the check's answer for their opponent. Pure, tested natively.

use crate::model::position_evidence::PositionEvidence;
use flagfall_core::Side;

/// The choices as the panel shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulingChoices {
    /// The player an act concerns.
    pub side: Side,
    /// After `side`'s illegal move: their opponent cannot checkmate by any series of legal moves
    /// (FIDE 7.5.5).
    pub cannot_mate: bool,
    /// On a win-on-time claim: the claimant can still checkmate (FIDE 6.9).
    pub claimant_can_mate: bool,
}

impl RulingChoices {
    /// `side` concerned; until the arbiter answers otherwise, the opponent can checkmate, and so can
    /// the claimant.
    pub fn new(side: Side) -> RulingChoices {
        RulingChoices {
            side,
            cannot_mate: false,
            claimant_can_mate: true,
        }
    }

    /// Another player concerned: the illegal-move answer follows what the check of the position
    /// shown found for their opponent, when it found something.
    pub fn pick(&mut self, side: Side, evidence: &PositionEvidence) {
        self.side = side;
        let found = evidence
            .evidence()
            .and_then(|check| check.found[side.opponent()].can_checkmate);
        if let Some(can) = found {
            self.cannot_mate = !can;
        }
    }

    /// The check found whether `found` `can` checkmate: it answers each question about that side,
    /// the claim's when `found` is the `claimant`, the illegal move's when it is the concerned
    /// player's opponent.
    pub fn hear(&mut self, found: Side, can: bool, claimant: Option<Side>) {
        if claimant == Some(found) {
            self.claimant_can_mate = can;
        }
        if self.side.opponent() == found {
            self.cannot_mate = !can;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::check_events::CheckEvent;

    const QUEEN: &str = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";

    /// The check of `QUEEN`, with White found able to checkmate and Black not.
    fn searched() -> PositionEvidence {
        let mut evidence = PositionEvidence::default();
        evidence.show(Some(QUEEN));
        evidence.start();
        for (side, can) in [(Side::White, true), (Side::Black, false)] {
            let event = CheckEvent::Answer {
                side,
                can_checkmate: Some(can),
                line: None,
            };
            evidence.hear(QUEEN, event);
        }
        evidence
    }

    #[test]
    fn the_opponent_and_the_claimant_can_checkmate_until_answered_otherwise() {
        assert_eq!(
            RulingChoices::new(Side::Black),
            RulingChoices {
                side: Side::Black,
                cannot_mate: false,
                claimant_can_mate: true,
            }
        );
    }

    #[test]
    fn an_answer_fills_the_illegal_moves_question_for_the_concerned_players_opponent() {
        let mut choices = RulingChoices::new(Side::White);
        choices.hear(Side::White, false, None);
        assert_eq!(choices, RulingChoices::new(Side::White), "not the opponent");
        choices.hear(Side::Black, false, None);
        assert!(choices.cannot_mate);
        assert!(
            choices.claimant_can_mate,
            "no claimant: the claim's answer stays"
        );
        choices.hear(Side::Black, true, None);
        assert!(!choices.cannot_mate);
    }

    #[test]
    fn an_answer_about_the_claimant_fills_the_claims_question() {
        let mut choices = RulingChoices::new(Side::Black);
        choices.hear(Side::Black, false, Some(Side::Black));
        assert_eq!(
            choices,
            RulingChoices {
                side: Side::Black,
                cannot_mate: false,
                claimant_can_mate: false,
            }
        );
        // White is both the claimant and the concerned player's opponent: both questions follow.
        choices.hear(Side::White, false, Some(Side::White));
        assert_eq!(
            choices,
            RulingChoices {
                side: Side::Black,
                cannot_mate: true,
                claimant_can_mate: false,
            }
        );
    }

    #[test]
    fn another_player_picked_takes_the_checks_answer_for_their_opponent() {
        let evidence = searched();
        let mut choices = RulingChoices::new(Side::Black);
        // Black concerned: White, the opponent, can checkmate.
        choices.pick(Side::White, &evidence);
        assert_eq!(choices.side, Side::White);
        assert!(choices.cannot_mate, "Black cannot checkmate");
        choices.pick(Side::Black, &evidence);
        assert!(!choices.cannot_mate, "White can checkmate");
    }

    #[test]
    fn without_a_check_a_player_picked_keeps_the_arbiters_answer() {
        let mut choices = RulingChoices::new(Side::White);
        choices.cannot_mate = true;
        choices.pick(Side::Black, &PositionEvidence::default());
        assert_eq!(
            choices,
            RulingChoices {
                side: Side::Black,
                cannot_mate: true,
                claimant_can_mate: true,
            }
        );
    }
}
