//! Flags and the default time: what a flag decides under the rulebook, a claim of a win on time,
//! and the order of two flags that cannot be established (Guidelines III.3.1).

use super::*;

impl Game {
    /// Who may claim a win on time at `at` ([`Action::ClaimWinOnTime`]): the opponent of the flag
    /// the claim would be against; `None` while no claim is open.
    #[must_use]
    pub fn win_on_time_claimant(&self, at: Instant) -> Option<Side> {
        self.flag_to_claim(at)
            .ok()
            .map(|(loser, _)| loser.opponent())
    }

    /// The default time has passed (6.7.1): a side not present loses.
    pub(super) fn decide_default(&mut self, instant: Instant) {
        let article = self.settings.rulebook.default_time().article;
        let absent = match Side::ALL.map(|side| self.present[side]) {
            [false, false] => None,
            [white, black] => {
                debug_assert!(!(white && black), "someone is absent");
                Some(if white { Side::Black } else { Side::White })
            }
        };
        let result = absent.map(|absent| GameResult::win_for(absent.opponent()));
        self.decide_by_clock(
            result,
            Reason::DefaultTime {
                absent,
                article: article.into(),
            },
            instant,
        );
    }

    /// The flag a win-on-time claim at `at` is against, and when it fell: the only one down, or the
    /// first of both when it lost the game (6.9's exception for a claimant who cannot checkmate
    /// still applies to it). Under US Chess, with both down and nothing decided, there is none:
    /// "no claim of time forfeit is possible" (16T).
    pub(super) fn flag_to_claim(&self, at: Instant) -> Result<(Side, Instant), GameError> {
        match (self.clock.flags_in_order(at).as_slice(), self.correctable) {
            ([], _) => Err(GameError::NoFlag),
            ([only], _) => Ok(*only),
            ([first, ..], Some(loser)) if first.0 == loser => Ok(*first),
            (_, _) if self.settings.rulebook == Rulebook::UsChess && self.outcome.is_none() => {
                Err(RuleRefusal::BothFlagsDown {
                    article: Article::laws(Rulebook::UsChess, "16T"),
                }
                .into())
            }
            _ => Err(GameError::Over),
        }
    }

    /// The side whose flag decided a chess game while the result waits on the answer FIDE 6.9 makes
    /// it depend on ("unless" the opponent cannot checkmate): no arbiter or player has answered it
    /// yet, and the arbiter could still. `None` in draughts, where the flag decides alone (FMJD
    /// Annex 6 Art. 7.1), and once answered.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameResult, GameSettings, Instant, Side};
    /// let mut game = Game::new(parse_human("0:05")?, GameSettings::default());
    /// game.apply(Action::Start, Instant(0))?;
    /// game.observe(Instant(6_000));
    /// assert_eq!(game.flag_to_confirm(), Some(Side::White));
    /// game.apply(Action::ConfirmFlag { claimant_can_checkmate: false }, Instant(9_000))?;
    /// assert_eq!(game.outcome().and_then(|o| o.result), Some(GameResult::Draw));
    /// assert_eq!(game.flag_to_confirm(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn flag_to_confirm(&self) -> Option<Side> {
        if self.settings.rulebook == Rulebook::Fmjd {
            return None;
        }
        match self.outcome.as_ref()?.reason {
            Reason::FlagFell {
                loser,
                claimant_can_checkmate: None,
                ..
            } if self.correctable == Some(loser) => Some(loser),
            _ => None,
        }
    }

    pub(super) fn claim_win_on_time(
        &mut self,
        claimant_can_checkmate: bool,
        position: Option<PositionCheck>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        if self.settings.rulebook == Rulebook::UsChess {
            if let [(first, fell), _] = self.clock.flags_in_order(at)[..] {
                return self.claim_with_both_flags_down(
                    (first, fell),
                    claimant_can_checkmate,
                    at,
                    events,
                );
            }
        }
        let (loser, fell) = self.flag_to_claim(at)?;
        if self.settings.rulebook == Rulebook::UsChess {
            self.refuse_a_claim_after_no_score(loser, fell)?;
        }
        let claimant = loser.opponent();
        let position = self.ruled_position(position, &[claimant], claimant_can_checkmate)?;
        events.push(Event::WinOnTimeClaim {
            claimant,
            claimant_can_checkmate,
            position,
        });
        self.rule_on_flag(claimant_can_checkmate, at, events)
    }

    /// US Chess 16T: "If both players exceed the time control, no claim of time forfeit is
    /// possible. In a non-sudden death control, the game continues. In a sudden death control, the
    /// game is drawn" (14G: once "either player points this out"), the control being the one the
    /// first flag (`first`, at `fell`) fell in. The claim is logged as the opponent's of that flag,
    /// with the material the claimant stated, which decides nothing here.
    fn claim_with_both_flags_down(
        &mut self,
        (first, fell): (Side, Instant),
        claimant_can_checkmate: bool,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let ruling = self.settings.rulebook.both_flags(
            FlagOrder::Known { first },
            self.us_sudden_death(first, fell),
        );
        let Some(result) = ruling.result() else {
            // 16T: "In a non-sudden death control, the game continues"; its TD TIP: "the clocks
            // should be reset to the 'next' time control". Each side enters its next control,
            // paused for the side whose flag fell second.
            let fell_in = BySide::from_fn(|side| self.flag_period(side, at));
            self.clock.reset_to_next_controls(fell_in, at)?;
            events.push(Event::BothFlagsPlayOn {
                continued: BySide::from_fn(|side| self.clock.remaining(side, at)),
            });
            return Ok(());
        };
        events.push(Event::WinOnTimeClaim {
            claimant: first.opponent(),
            claimant_can_checkmate,
            position: None,
        });
        self.decide(
            Some(result),
            Reason::BothFlagsFell {
                first,
                article: ruling.article().into(),
            },
            at,
            events,
        )
    }

    /// The period `side`'s flag fell in: as logged, or for one not logged yet, the period it is in
    /// at `at`.
    pub(super) fn flag_period(&self, side: Side, at: Instant) -> usize {
        self.flags_logged[side].unwrap_or(self.clock.view(at).sides[side].period)
    }

    /// Whether `side`'s flag fell (at `fell`) in a sudden-death control under US Chess: a last
    /// period, unless its increment is 30 seconds or more ("not considered sudden death", 14G TD
    /// TIP).
    pub(super) fn us_sudden_death(&self, side: Side, fell: Instant) -> bool {
        let index = self.flag_period(side, fell);
        let period = self.clock.control().period(side, index);
        let increment = period.method.increment().unwrap_or(Millis::ZERO);
        period.end == PeriodEnd::Game && increment < Millis::from_secs(30)
    }

    pub(super) fn confirm_flag(
        &mut self,
        claimant_can_checkmate: bool,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let loser = self.flag_to_confirm().ok_or(GameError::NoFlagToConfirm)?;
        events.push(Event::FlagConfirmed {
            claimant: loser.opponent(),
            claimant_can_checkmate,
        });
        self.rule_on_flag(claimant_can_checkmate, at, events)
    }

    /// Decides the game on the flag a win-on-time claim is against, with the answer on the
    /// claimant's checkmating material.
    fn rule_on_flag(
        &mut self,
        claimant_can_checkmate: bool,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let (loser, fell) = self.flag_to_claim(at)?;
        let ruling = self
            .settings
            .rulebook
            .win_on_time(loser, claimant_can_checkmate);
        let reason = Reason::FlagFell {
            loser,
            at: self.game_time(fell),
            // Draughts has no checkmate: the flag alone decides (Annex 6 Art. 7.1).
            claimant_can_checkmate: (self.settings.rulebook != Rulebook::Fmjd)
                .then_some(claimant_can_checkmate),
            article: ruling.article.into(),
        };
        self.decide(Some(ruling.result), reason, at, events)?;
        // The arbiter may still correct the answer.
        self.correctable = Some(loser);
        Ok(())
    }

    pub(super) fn flag_order_unknown(
        &mut self,
        at: Instant,
        recorded: Option<&Event>,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        // Guidelines III.3.1 is FIDE's: a US Chess clock in claim mode shows the order, and a claim
        // settles both flags (16T).
        if self.settings.rulebook == Rulebook::UsChess {
            return Err(RuleRefusal::WrongRulebook {
                rulebook: Rulebook::UsChess,
                rule: Rule::QuickplayFinish,
            }
            .into());
        }
        let [_, (_, fell)] = self.clock.flags_in_order(at)[..] else {
            return Err(GameError::NotBothFlags);
        };
        self.settings
            .rulebook
            .flag_order_unknown(self.settings.guidelines_iii, self.classification().category)?;
        // Play goes on only if neither side's flag fell in a period that ends the game: the order,
        // and so which side it was, is what cannot be established.
        let ruling = self
            .settings
            .rulebook
            .both_flags(FlagOrder::Unknown, self.either_in_last_period(fell));
        self.correctable = None;
        match ruling.result() {
            Some(result) => {
                events.push(Event::FlagOrderUnknown { continued: None });
                self.decide(
                    Some(result),
                    Reason::FlagOrderUnknown {
                        article: ruling.article().into(),
                    },
                    at,
                    events,
                )
            }
            None => {
                self.clock.continue_after_both_flags(at)?;
                self.outcome = None;
                // A log written before these times were kept replays as it was written.
                let unkept = matches!(recorded, Some(Event::FlagOrderUnknown { continued: None }));
                let continued =
                    (!unkept).then(|| BySide::from_fn(|side| self.clock.remaining(side, at)));
                events.push(Event::FlagOrderUnknown { continued });
                Ok(())
            }
        }
    }

    /// Whether `side` is in the period in which all remaining moves must be completed (only the last
    /// period of a control can end with the game).
    pub(super) fn in_last_period(&self, side: Side, at: Instant) -> bool {
        let period = self.clock.view(at).sides[side].period;
        self.clock.control().period(side, period).end == PeriodEnd::Game
    }

    /// Whether either side is in its last period: with both flags down, what Guidelines III.3.1 asks.
    pub(super) fn either_in_last_period(&self, at: Instant) -> bool {
        Side::ALL
            .into_iter()
            .any(|side| self.in_last_period(side, at))
    }

    /// The rules decide after a flag: a single flag loses (the clock froze), or with the other clock
    /// running on, the second flag brings the rulebook's both-flags ruling.
    pub(super) fn decide_after_flag(&mut self, instant: Instant) {
        let rulebook = self.settings.rulebook;
        // US Chess 13C1, 16E: a flag "is considered to have fallen only when either player points
        // this out"; nothing is decided until a claim (14G: both flags too).
        if rulebook == Rulebook::UsChess {
            return;
        }
        let fallen = self.clock.flags_in_order(instant);
        let called = rulebook.flag_called(self.classification().category, self.settings.supervised);
        let ruling = match fallen.as_slice() {
            [(loser, at)] if called && !self.clock.runs_on_after_flag() => {
                self.correctable = Some(*loser);
                let ruling = rulebook.win_on_time(*loser, true);
                Some(Outcome {
                    result: Some(ruling.result),
                    reason: Reason::FlagFell {
                        loser: *loser,
                        at: self.game_time(*at),
                        claimant_can_checkmate: None,
                        article: ruling.article.into(),
                    },
                })
            }
            [(first, _), _] => {
                let ruling = rulebook.both_flags(
                    FlagOrder::Known { first: *first },
                    self.either_in_last_period(instant),
                );
                if let BothFlagsRuling::FirstFlagLoses { loser, .. } = ruling {
                    self.correctable = Some(loser);
                }
                Some(Outcome {
                    result: ruling.result(),
                    reason: Reason::BothFlagsFell {
                        first: *first,
                        article: ruling.article().into(),
                    },
                })
            }
            _ => None,
        };
        if let Some(Outcome { result, reason }) = ruling {
            self.decide_by_clock(result, reason, instant);
        }
    }

    /// Logs a decision the clock brought at `instant` (a flag, the default time), which the arbiter
    /// may reopen.
    pub(super) fn decide_by_clock(
        &mut self,
        result: Option<GameResult>,
        reason: Reason,
        instant: Instant,
    ) {
        let mut events = Vec::new();
        // An undo can bring back a flag that fell before the clock's last event: stop from then.
        let stop_at = self
            .clock
            .last_event()
            .map_or(instant, |last| last.max(instant));
        let decided = self.decide(result, reason, stop_at, &mut events);
        debug_assert!(
            decided.is_ok(),
            "stopping at the latest instant cannot fail"
        );
        self.record(instant, events);
        self.decided_by_clock = true;
    }
}
