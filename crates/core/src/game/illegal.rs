//! Illegal moves: what the rulebook rules for a side's next one, and the ruling, with the position
//! the arbiter's answer rests on.

use super::*;

impl Game {
    /// What the rulebook rules for `side`'s next illegal move, and that move's number (the panel
    /// asks before ruling one that ends the game).
    #[must_use]
    pub fn next_illegal_move(&self, side: Side) -> (u32, IllegalMoveRuling) {
        let nth = self.illegal_moves[side].saturating_add(1);
        let ruling = self.settings.rulebook.illegal_move(
            self.classification().category,
            self.settings.supervised,
            nth,
        );
        (nth, ruling)
    }

    /// Art. 7.5.1 / 7.5.5 (2009: 7.4): the rulebook's penalty, and when `side` made the last press,
    /// the position before it reinstated (unless the move loses). A ruling against a side on move
    /// again after such a reinstatement, before it presses, is its next illegal move in the move it
    /// is making.
    ///
    /// A `recorded` ruling replays as it was given (see [`IllegalMoveRuling::given_as`]): one from
    /// before illegal moves were taken back leaves the move standing.
    pub(super) fn illegal_move(
        &mut self,
        side: Side,
        opponent_cannot_mate: bool,
        position: Option<RuledPosition>,
        recorded: Option<&Event>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let again = self.on_move_again == Some(side);
        if self.clock.moves(side) == 0 && !again {
            return Err(GameError::NoMoveYet(side));
        }
        let category = self.classification().category;
        let (nth, mut ruling) = self.next_illegal_move(side);
        let mut reinstate = true;
        if let Some(Event::IllegalMove {
            bonus, reinstated, ..
        }) = recorded
        {
            reinstate = reinstated.is_some();
            ruling = ruling.given_as(*bonus);
        }
        if let IllegalMoveRuling::NotApplicable { reason } = ruling {
            return Err(GameError::NotApplicable(reason));
        }
        let deadline = self
            .settings
            .rulebook
            .illegal_move_deadline(category, self.settings.supervised);
        // Taken back, the move is being made again: the opponent has not moved since.
        let opponent_moved = !again && self.to_move() != Ok(side.opponent());
        if let Some(article) = deadline.filter(|_| opponent_moved) {
            return Err(GameError::TooLate { side, article });
        }
        let just_pressed = self.clock.last_press_by() == Some(side);
        let reinstated = match ruling {
            IllegalMoveRuling::OpponentBonus { .. } if just_pressed && reinstate => {
                self.on_move_again = Some(side);
                Some(self.clock.reinstate_last_press(at)?)
            }
            _ => None,
        };
        let bonus = match ruling {
            IllegalMoveRuling::OpponentBonus { bonus, .. } => {
                Some(self.clock.adjust(side.opponent(), bonus, at)?)
            }
            _ => None,
        };
        self.illegal_moves[side] = nth;
        events.push(Event::IllegalMove {
            side,
            nth,
            opponent_cannot_mate,
            bonus,
            reinstated,
            position,
        });
        if let IllegalMoveRuling::Loss { article } = ruling {
            let result = if opponent_cannot_mate {
                GameResult::Draw
            } else {
                GameResult::win_for(side.opponent())
            };
            let reason = Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate,
                article: article.into(),
            };
            self.decide(Some(result), reason, at, events)?;
        }
        Ok(())
    }

    /// `position` as the ruling uses it, the arbiter having answered that each of `asked` `can` (or
    /// cannot) checkmate; refused in draughts, which has no checkmate.
    pub(super) fn ruled_position(
        &self,
        position: Option<PositionCheck>,
        asked: &[Side],
        can: bool,
    ) -> Result<Option<RuledPosition>, GameError> {
        // US Chess judges a claimant's material to win by its lists (14E; blitz 7c), not by a
        // search; a dead position (14D4: "no legal moves that could lead to … checkmate") by both.
        if let ([claimant], Rulebook::UsChess, Some(position)) =
            (asked, self.settings.rulebook, &position)
        {
            let blitz = self.classification().category == Category::Blitz;
            if let Some(material) = claim_material(&position.fen, *claimant, blitz) {
                return Ok(Some(position.clone().ruled_as(material.overrules(can))));
            }
        }
        match position {
            Some(_) if self.settings.rulebook == Rulebook::Fmjd => {
                Err(RuleRefusal::WrongRulebook {
                    rulebook: Rulebook::Fmjd,
                    rule: Rule::POSITION_CHECK,
                }
                .into())
            }
            position => Ok(position.map(|position| position.ruled(asked, can))),
        }
    }
}
