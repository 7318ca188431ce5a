//! Draws: offers agreed, claims of repetition or fifty moves, Guidelines III.4 and III.5/III.6, a dead
//! position, and FMJD Annex 6's draws.

use super::*;
use crate::claimant_left_after_incorrect_claim;

impl Game {
    /// Art. 9.5 (2009: 9.5): a claim under 9.2 or 9.3, found correct (drawn) or not (the opponent's
    /// bonus).
    ///
    /// A `recorded` claim found incorrect replays with the bonus it gave, as an illegal move does
    /// (see [`IllegalMoveRuling::given_as`]).
    pub(super) fn claim_draw(
        &mut self,
        claimant: Side,
        upheld: bool,
        recorded: Option<&Event>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let category = self.classification().category;
        let mut rules = self
            .settings
            .rulebook
            .repetition_claim(category, self.settings.supervised)?;
        // Played as logged: a log may have been written before a rule's change.
        if let Some(Event::DrawClaimRuled { bonus, penalty, .. }) = recorded {
            if let Some(given) = bonus {
                rules.rejected_bonus = given.after - given.before;
            }
            rules.costs_claimant = penalty.is_some();
        }
        self.to_move()?;
        if upheld {
            events.push(Event::DrawClaimRuled {
                claimant,
                upheld,
                bonus: None,
                penalty: None,
            });
            return self.decide(
                Some(GameResult::Draw),
                Reason::RepetitionClaimUpheld {
                    claimant,
                    article: rules.upheld_article.into(),
                },
                at,
                events,
            );
        }
        let bonus = self
            .clock
            .adjust(claimant.opponent(), rules.rejected_bonus, at)?;
        let left = self.clock.remaining(claimant, at);
        let kept = match recorded {
            Some(Event::DrawClaimRuled {
                penalty: Some(logged),
                ..
            }) => logged.after,
            _ => claimant_left_after_incorrect_claim(left),
        };
        let penalty = if rules.costs_claimant && kept != left {
            Some(self.clock.set_time(claimant, kept, at)?)
        } else {
            None
        };
        events.push(Event::DrawClaimRuled {
            claimant,
            upheld,
            bonus: Some(bonus),
            penalty,
        });
        Ok(())
    }

    /// Arts 5.2.3 and 9.1.2 (2009: 5.2(c)): the standing offer accepted.
    pub(super) fn agree_draw(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let agreement = self.settings.rulebook.draw_agreement()?;
        let offered_by = self.draw_offer.ok_or(GameError::NoDrawOffer)?;
        self.to_move()?;
        if let Some(article) = agreement.first_moves {
            if Side::ALL
                .into_iter()
                .any(|side| self.clock.moves(side) == 0)
            {
                return Err(RuleRefusal::BeforeFirstMoves { article }.into());
            }
        }
        self.draw_offer = None;
        events.push(Event::DrawAgreed { offered_by });
        self.decide(
            Some(GameResult::Draw),
            Reason::DrawAgreed {
                offered_by,
                article: agreement.article.into(),
            },
            at,
            events,
        )
    }

    pub(super) fn dead_position(
        &mut self,
        position: Option<PositionCheck>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let Some(article) = self.settings.rulebook.dead_position() else {
            return Err(RuleRefusal::WrongRulebook {
                rulebook: self.settings.rulebook,
                rule: Rule::DEAD_POSITION,
            }
            .into());
        };
        // Only a game in progress has a position to rule dead.
        self.to_move()?;
        let position = self.ruled_position(position, &[Side::White, Side::Black], false)?;
        events.push(Event::DeadPosition { position });
        self.decide(
            Some(GameResult::Draw),
            Reason::DeadPosition {
                article: article.into(),
            },
            at,
            events,
        )
    }

    pub(super) fn draughts_draw(
        &mut self,
        draw: DraughtsDraw,
        material: BySide<DraughtsMaterial>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        if self.settings.rulebook != Rulebook::Fmjd {
            return Err(RuleRefusal::WrongRulebook {
                rulebook: self.settings.rulebook,
                rule: Rule::DRAUGHTS_DRAW,
            }
            .into());
        }
        // Only a game in progress has a draw to rule on.
        self.to_move()?;
        let fischer = self.clock.control().uses_fischer();
        let category = self.classification().category;
        let reason = match draw {
            DraughtsDraw::Agreement => {
                fmjd_draw_agreement_allowed(material)?;
                Some(Reason::DraughtsAgreement)
            }
            DraughtsDraw::Regulation => {
                fmjd_regulation_draw_claim(material, category, fischer)?;
                Some(Reason::DraughtsRegulation)
            }
            DraughtsDraw::TimeShortage { claimant, upheld } => {
                let remaining = self.clock.remaining(claimant, at);
                fmjd_time_shortage_claim(remaining, material, category, fischer)?;
                upheld.then_some(Reason::DraughtsTimeShortage { claimant })
            }
        };
        events.push(Event::DraughtsDraw { draw, material });
        match reason {
            Some(reason) => self.decide(Some(GameResult::Draw), reason, at, events),
            None => Ok(()),
        }
    }

    pub(super) fn guidelines_context(
        &self,
        at: Instant,
    ) -> Result<(Side, GuidelinesContext), GameError> {
        let mover = self.to_move()?;
        let view = self.clock.view(at);
        let in_final_period = self.in_last_period(mover, at);
        Ok((
            mover,
            GuidelinesContext {
                announced: self.settings.guidelines_iii,
                category: self.classification().category,
                control_adds_time: self.clock.control().adds_time(),
                mover_remaining: view.sides[mover].main,
                extra_five_already_granted: self.extra_five_granted,
                flag_fallen: Side::ALL.iter().any(|&s| view.sides[s].flag.is_some()),
                in_final_period,
            },
        ))
    }

    pub(super) fn extra_five(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let (mover, context) = self.guidelines_context(at)?;
        let grant = self.settings.rulebook.extra_five(&context)?;
        let control = self.clock.control().with_final_increment(grant.increment);
        self.clock.set_control(control, at)?;
        let bonus = self
            .clock
            .adjust(mover.opponent(), grant.opponent_bonus, at)?;
        self.extra_five_granted = true;
        events.push(Event::ExtraFive {
            requester: mover,
            bonus,
        });
        Ok(())
    }

    pub(super) fn draw_claim(
        &mut self,
        decision: ClaimDecision,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        if let (ClaimDecision::Accepted, Some(claimant)) = (decision, self.postponed_claim) {
            // III.5.2: the postponed claim, decided later in the game or after a flag.
            let article = self
                .settings
                .rulebook
                .postponed_claim_article()
                .expect("only a rulebook with draw claims postpones one");
            self.postponed_claim = None;
            self.correctable = None;
            events.push(Event::DrawClaim {
                claimant,
                decision,
                bonus: None,
            });
            return self.decide(
                Some(GameResult::Draw),
                Reason::DrawClaimAccepted {
                    claimant,
                    article: article.into(),
                },
                at,
                events,
            );
        }
        let (claimant, context) = self.guidelines_context(at)?;
        let rules = self.settings.rulebook.draw_claim(&context)?;
        let opponent = claimant.opponent();
        let bonus: Option<Correction> = match decision {
            ClaimDecision::Rejected
            | ClaimDecision::Postponed {
                award_bonus: true, ..
            } => Some(self.clock.adjust(opponent, rules.rejected_bonus, at)?),
            _ => None,
        };
        events.push(Event::DrawClaim {
            claimant,
            decision,
            bonus,
        });
        if let ClaimDecision::Postponed { .. } = decision {
            self.postponed_claim = Some(claimant);
        }
        match decision {
            ClaimDecision::Accepted => self.decide(
                Some(GameResult::Draw),
                Reason::DrawClaimAccepted {
                    claimant,
                    article: rules.article.into(),
                },
                at,
                events,
            ),
            ClaimDecision::Unsupervised => self.decide(
                None,
                Reason::DrawClaimUnsupervised {
                    claimant,
                    article: rules.unsupervised_article.into(),
                },
                at,
                events,
            ),
            ClaimDecision::Rejected | ClaimDecision::Postponed { .. } => Ok(()),
        }
    }
}
