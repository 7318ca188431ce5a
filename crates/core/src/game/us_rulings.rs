//! The US Chess director's rulings the other rulebooks lack: a time claim that fails for want of a
//! scoresheet (13C11), an illegal move the director corrects (11H), and a claim of insufficient
//! losing chances under Variation 14H.

use super::*;
use crate::{
    halved_to_the_second, recommended_delay, standard_delay, IlcDecision, ILC_CLAIM_TIME,
    ILC_MOST_TAKEN,
};

/// 13C11's addition to the flagged player's time.
const NO_SCORE_BONUS: Millis = Millis::from_mins(2);

impl Game {
    /// The article a US Chess ruling cites, refused under any other rulebook.
    fn us_chess_only(&self, number: &'static str) -> Result<Article, GameError> {
        let article = Article::laws(Rulebook::UsChess, number);
        if self.settings.rulebook == Rulebook::UsChess {
            Ok(article)
        } else {
            Err(RuleRefusal::UsChessOnly { article }.into())
        }
    }

    /// 13C11: the claimant's scoresheet is not reasonably complete in a control that is not sudden
    /// death: "two minutes shall be added to the claimant's opponent's remaining time and the game
    /// shall continue. No further time forfeit claims during that time control are allowed."
    pub(super) fn claim_without_scoresheet(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        self.us_chess_only("13C11")?;
        let (loser, fell) = self.flag_to_claim(at)?;
        if self.us_sudden_death(loser, fell) {
            // 13C b: in sudden death "A scoresheet is not required".
            return Err(RuleRefusal::SuddenDeath {
                article: Article::laws(Rulebook::UsChess, "13C"),
            }
            .into());
        }
        self.refuse_a_claim_after_no_score(loser, fell)?;
        let period = self.flag_period(loser, at);
        let bonus = self.clock.lift_flag(loser, NO_SCORE_BONUS, at)?;
        self.no_score_claimed[loser] = Some(period);
        events.push(Event::TimeClaimWithoutScoresheet {
            claimant: loser.opponent(),
            bonus,
        });
        Ok(())
    }

    /// 13C11: after a claim failed for want of a scoresheet, "No further time forfeit claims during
    /// that time control are allowed" against the same player.
    pub(super) fn refuse_a_claim_after_no_score(
        &self,
        loser: Side,
        fell: Instant,
    ) -> Result<(), GameError> {
        let period = self.flag_period(loser, fell);
        if self.no_score_claimed[loser] == Some(period) {
            return Err(RuleRefusal::NoFurtherTimeClaims {
                article: Article::laws(Rulebook::UsChess, "13C11"),
            }
            .into());
        }
        Ok(())
    }

    /// 11H: "a director who witnesses an illegal move being made shall require the player to
    /// replace that move … The time on the clocks shall not be adjusted": the position before
    /// `side`'s last move reinstated, no penalty. Not in time pressure (11D1) nor in blitz.
    pub(super) fn illegal_move_corrected(
        &mut self,
        side: Side,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let article = self.us_chess_only("11H")?;
        if self.classification().category == Category::Blitz {
            return Err(RuleRefusal::NotForBlitz { article }.into());
        }
        if self.us_time_pressure(at) {
            return Err(RuleRefusal::TimePressure {
                article: Article::laws(Rulebook::UsChess, "11D1"),
            }
            .into());
        }
        // 11A: the move to replace is `side`'s last, while nothing has followed it.
        if self.clock.last_press_by() != Some(side) {
            return Err(ClockError::NothingToReinstate.into());
        }
        let reinstated = self.clock.reinstate_last_press(at)?;
        self.on_move_again = Some(side);
        events.push(Event::IllegalMoveCorrected { side, reinstated });
        Ok(())
    }

    /// 11D1: "either player has less than five minutes left in a time control and the time control
    /// does not include an increment or delay of 30 seconds or more".
    fn us_time_pressure(&self, at: Instant) -> bool {
        let view = self.clock.view(at);
        Side::ALL.into_iter().any(|side| {
            let method = self
                .clock
                .control()
                .period(side, view.sides[side].period)
                .method;
            let added = method
                .increment()
                .or(method.delay())
                .unwrap_or(Millis::ZERO);
            view.sides[side].main < Millis::from_mins(5) && added < Millis::from_secs(30)
        })
    }

    /// Variation 14H: the side on move (or the claimant whose claim was postponed) claims
    /// insufficient losing chances, and the director decides (14H2). The claim is also a draw
    /// offer (Rule 14), which stands when it is not granted.
    pub(super) fn insufficient_losing_chances(
        &mut self,
        decision: IlcDecision,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let article = self.us_chess_only("14H")?;
        if !self.settings.ilc {
            return Err(RuleRefusal::IlcNotInForce { article }.into());
        }
        // The log says the delay placed, whatever was asked.
        let decision = match decision {
            IlcDecision::Delay { delay: None } => IlcDecision::Delay {
                delay: Some(self.ilc_standard_delay()),
            },
            asked => asked,
        };
        let claimant = match self.ilc_postponed {
            Some(claimant) => claimant,
            None => self.ilc_claimant(at)?,
        };
        let correction = match decision {
            IlcDecision::Draw => None,
            IlcDecision::Postpone => None,
            IlcDecision::Reject { taken } => {
                if taken > ILC_MOST_TAKEN {
                    return Err(RuleRefusal::TakesMoreThanAMinute {
                        article: Article::laws(Rulebook::UsChess, "14H2d"),
                        taken,
                    }
                    .into());
                }
                Some(self.clock.adjust(claimant, taken.times(-1), at)?)
            }
            IlcDecision::Delay { delay } => {
                let delay = delay.unwrap_or_else(|| self.ilc_standard_delay());
                let left = self.clock.remaining(claimant, at);
                let halved = self
                    .clock
                    .set_time(claimant, halved_to_the_second(left), at)?;
                let control = self
                    .clock
                    .control()
                    .with_method(Method::SimpleDelay { delay });
                self.clock.set_control(control, at)?;
                self.clock.restart_moves(at)?;
                Some(halved)
            }
        };
        self.ilc_postponed = (decision == IlcDecision::Postpone).then_some(claimant);
        events.push(Event::IlcClaim {
            claimant,
            decision,
            correction,
        });
        if decision == IlcDecision::Draw {
            return self.decide(
                Some(GameResult::Draw),
                Reason::DrawClaimAccepted {
                    claimant,
                    article: Article::laws(Rulebook::UsChess, "14H2c").into(),
                },
                at,
                events,
            );
        }
        // Rule 14: "All draw claims are also draw offers"; 14H2a: the claim then stands as one.
        self.draw_offer = Some(claimant);
        Ok(())
    }

    /// The side that may claim under 14H now: on move, in a sudden-death control, with two minutes
    /// or less, its flag up, and no delay or increment in use (14H1, 14H4, 14H5).
    fn ilc_claimant(&self, at: Instant) -> Result<Side, GameError> {
        let claimant = self.to_move()?;
        let view = self.clock.view(at);
        let shown = view.sides[claimant];
        let period = self.clock.control().period(claimant, shown.period);
        let article = |number| Article::laws(Rulebook::UsChess, number);
        if period.end != PeriodEnd::Game {
            return Err(RuleRefusal::NotFinalPeriod {
                article: article("14H"),
            }
            .into());
        }
        if period.method.adds_time() {
            return Err(RuleRefusal::HasIncrement {
                article: article("14H5"),
            }
            .into());
        }
        if shown.flag.is_some() {
            return Err(RuleRefusal::FlagFallen {
                article: article("14H4"),
            }
            .into());
        }
        if shown.main > ILC_CLAIM_TIME {
            return Err(RuleRefusal::MoreThanTwoMinutes {
                article: article("14H1"),
                remaining: shown.main,
            }
            .into());
        }
        Ok(claimant)
    }

    /// 14H2a's delay when the director gives none: the announced control's own (set aside by a
    /// clock without delay, 5F2a), else the standard one for its category (5C TD TIP), or for a
    /// control rated in none, 5E's recommendation.
    #[must_use]
    pub fn ilc_standard_delay(&self) -> Millis {
        let own = self
            .announced
            .periods(Side::White)
            .iter()
            .find_map(|p| p.method.delay());
        own.filter(|delay| delay.is_positive())
            .or_else(|| standard_delay(self.classification().category))
            .unwrap_or_else(|| recommended_delay(self.announced.periods(Side::White)))
    }
}
