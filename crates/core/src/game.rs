//! A game: the clock under a rulebook, with every act and its consequences written to the incident log.

use crate::{
    fmjd_draw_agreement_allowed, fmjd_regulation_draw_claim, fmjd_time_shortage_claim,
    format_game_time, BothFlagsRuling, BySide, Category, ClaimDecision, Classification, Clock,
    ClockError, ClockOptions, ClockView, Correction, DraughtsDraw, DraughtsMaterial, Event,
    FlagOrder, GameResult, GuidelinesContext, IllegalMoveRuling, Incident, IncidentLog, Instant,
    LogError, Millis, PeriodEnd, Phase, RuleRefusal, Rulebook, Side, TimeControl, LOG_VERSION,
};
use serde::Serialize;

/// How the event is run: the rulebook and what the organisers announced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct GameSettings {
    pub rulebook: Rulebook,
    /// FIDE Guidelines III were announced for the event (III.2.1).
    pub guidelines_iii: bool,
    /// Rapid or blitz play is adequately supervised (FIDE A.4 / B.2), so the Competition Rules apply in
    /// full; otherwise A.5 / B.3 apply, and an illegal move can only be penalised before the opponent's
    /// next move (A.5.2).
    pub supervised: bool,
    /// Let the other clock run on after a first flag in modes without increment (see [`ClockOptions`]).
    pub run_on_after_flag: bool,
}

/// Something a player or the arbiter does to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Start,
    /// The side to move completes its move.
    Press,
    Pause,
    Resume,
    /// Add (or with a negative delta, take) time (Arts 12.5, 12.9).
    Adjust {
        side: Side,
        delta: Millis,
    },
    /// Set a side's time (Art. 6.10.2).
    SetTime {
        side: Side,
        time: Millis,
    },
    /// Correct a side's move counter (Art. 6.10.2).
    SetMoves {
        side: Side,
        moves: u32,
    },
    /// Put a side in another period (Art. 6.10.2).
    SetPeriod {
        side: Side,
        period: usize,
    },
    /// Take back the last press.
    Undo,
    /// Install another control (Art. 6.10.2). In rapid and blitz, refused once both players have
    /// completed ten moves (FIDE A.5.1.1) unless the arbiter overrides the lock.
    SetControl {
        control: TimeControl,
        override_lock: bool,
    },
    /// The arbiter rules that `side` completed an illegal move; for a losing one, whether the opponent
    /// cannot checkmate by any series of legal moves (the game is then drawn, Art. 7.5.5).
    IllegalMove {
        side: Side,
        opponent_cannot_mate: bool,
    },
    /// Guidelines III.4 for the player having the move: refused as a draw offer, granted by the arbiter.
    ExtraFive,
    /// A Guidelines III.5 / III.6 draw claim by the player having the move, and its decision.
    DrawClaim {
        decision: ClaimDecision,
    },
    /// A win-on-time claim against the side whose flag fell, with the arbiter's answer to whether the
    /// claimant can still checkmate by any series of legal moves (FIDE 6.9, A.5.3; 2018 A4.3). After a
    /// flag that already decided the game it records the answer and corrects the result.
    ClaimWinOnTime {
        claimant_can_checkmate: bool,
    },
    /// With both flags fallen, the arbiter rules that the order they fell in cannot be established
    /// (Guidelines III.3.1): drawn if either flag fell in a period that ends the game, else play
    /// continues in the next periods.
    FlagOrderUnknown,
    /// An FMJD Annex 6 draw (Arts 5, 8, 9) checked against the material on the board.
    DraughtsDraw {
        draw: DraughtsDraw,
        material: BySide<DraughtsMaterial>,
    },
    /// The arbiter ends the game (`None`: result pending).
    End {
        result: Option<GameResult>,
        reason: String,
    },
    /// A free-text note for the log.
    Note {
        text: String,
    },
}

/// Why a game refused an action. The game is unchanged, except that flags which fell before the
/// refused action are logged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The clock refused.
    Clock(ClockError),
    /// The rulebook does not allow it now.
    Refused(RuleRefusal),
    /// The rulebook has no such rule (e.g. an illegal-move time penalty in draughts).
    NotApplicable(String),
    /// An illegal move by a side that has not completed a move.
    NoMoveYet(Side),
    /// In unsupervised rapid or blitz, an illegal move can no longer be penalised once the opponent has
    /// made his next move (FIDE A.5.2, 2018 A4.2).
    TooLate(Side),
    /// The clock settings can no longer be changed (`article` says why).
    SettingsLocked { article: &'static str },
    /// A win-on-time claim with no flag fallen.
    NoFlag,
    /// A ruling on the order of both flags while at most one has fallen.
    NotBothFlags,
    /// The game is over; only notes can be added, and while a flag decided it, a win-on-time claim
    /// or an order-unknown ruling.
    Over,
}

impl core::fmt::Display for GameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameError::Clock(error) => error.fmt(f),
            GameError::Refused(refusal) => refusal.fmt(f),
            GameError::NotApplicable(reason) => f.write_str(reason),
            GameError::NoMoveYet(side) => write!(f, "{side} has not completed a move yet"),
            GameError::TooLate(side) => write!(
                f,
                "{}'s illegal move can no longer be penalised: {} has made the next move (FIDE A.5.2)",
                side,
                side.opponent()
            ),
            GameError::SettingsLocked { article } => write!(
                f,
                "the clock settings can no longer be changed ({article}); the arbiter may override"
            ),
            GameError::NoFlag => f.write_str("no flag has fallen: there is no win on time to claim"),
            GameError::NotBothFlags => {
                f.write_str("only one flag, or none, has fallen: there is no order to rule on")
            }
            GameError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for GameError {}

impl From<ClockError> for GameError {
    fn from(error: ClockError) -> Self {
        GameError::Clock(error)
    }
}

impl From<RuleRefusal> for GameError {
    fn from(refusal: RuleRefusal) -> Self {
        GameError::Refused(refusal)
    }
}

/// How the game ended: the result (`None` while pending) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub result: Option<GameResult>,
    pub reason: String,
}

/// A game in progress or finished.
///
/// ```
/// use flagfall_core::{Action, Game, GameSettings, Instant, Millis, Side, parse_human};
/// let mut game = Game::new(parse_human("15+10")?, GameSettings::default());
/// game.apply(Action::Start, Instant(0))?;
/// game.apply(Action::Press, Instant(5_000))?;
/// // FIDE 2023 A.3: a first illegal move in rapid gives the opponent one minute
/// // (Black: 15:10, one second used, one minute added).
/// game.apply(Action::IllegalMove { side: Side::White, opponent_cannot_mate: false }, Instant(6_000))?;
/// assert_eq!(game.clock().remaining(Side::Black, Instant(6_000)), Millis(969_000));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    settings: GameSettings,
    clock: Clock,
    incidents: Vec<Incident>,
    illegal_moves: BySide<u32>,
    extra_five_granted: bool,
    flags_logged: BySide<bool>,
    outcome: Option<Outcome>,
    started_at: Option<Instant>,
    /// The side whose flag decided the outcome, while a win-on-time claim (the claimant's checkmating
    /// material) or an order-unknown ruling (Guidelines III.3.1) may still change it.
    correctable: Option<Side>,
}

impl Game {
    /// A new game, not started.
    #[must_use]
    pub fn new(control: TimeControl, settings: GameSettings) -> Game {
        let options = ClockOptions {
            run_on_after_flag: settings.run_on_after_flag,
        };
        Game {
            settings,
            clock: Clock::with_options(control, options),
            incidents: Vec::new(),
            illegal_moves: BySide::both(0),
            extra_five_granted: false,
            flags_logged: BySide::both(false),
            outcome: None,
            started_at: None,
            correctable: None,
        }
    }

    /// Rebuilds a game from its log, checking that every consequence comes out as the log says.
    pub fn replay(log: &IncidentLog) -> Result<Game, LogError> {
        let mut game = Game::new(log.control.clone(), log.settings);
        for (index, incident) in log.incidents.iter().enumerate() {
            let Some(action) = Action::replaying(&incident.event) else {
                continue;
            };
            game.apply(action, incident.at)
                .map_err(|error| LogError::Diverged {
                    index,
                    message: error.to_string(),
                })?;
        }
        if let Some(last) = log.incidents.last() {
            game.observe(last.at);
        }
        if let Some(index) = (0..log.incidents.len().max(game.incidents.len()))
            .find(|&i| log.incidents.get(i) != game.incidents.get(i))
        {
            // JSON, as the log itself is written (and no Debug code in the app's wasm).
            let describe = |incident: Option<&Incident>| {
                incident.map_or_else(
                    || "nothing".to_owned(),
                    |i| serde_json::to_string(i).unwrap_or_default(),
                )
            };
            return Err(LogError::Diverged {
                index,
                message: format!(
                    "the log says {}, the replay gives {}",
                    describe(log.incidents.get(index)),
                    describe(game.incidents.get(index))
                ),
            });
        }
        Ok(game)
    }

    /// The settings the game was made with.
    #[must_use]
    pub const fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The clock.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The clock at `at`.
    #[must_use]
    pub fn view(&self, at: Instant) -> ClockView {
        self.clock.view(at)
    }

    /// The incidents so far.
    #[must_use]
    pub fn incidents(&self) -> &[Incident] {
        &self.incidents
    }

    /// The game's log, for export.
    #[must_use]
    pub fn log(&self) -> IncidentLog {
        IncidentLog {
            version: LOG_VERSION,
            settings: self.settings,
            control: self.clock.control().clone(),
            incidents: self.incidents.clone(),
        }
    }

    /// When the game started (White's clock first ran).
    #[must_use]
    pub const fn started_at(&self) -> Option<Instant> {
        self.started_at
    }

    /// How the game ended, once it has.
    #[must_use]
    pub const fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Completed illegal moves per side.
    #[must_use]
    pub const fn illegal_moves(&self) -> BySide<u32> {
        self.illegal_moves
    }

    /// The category of the current control under the rulebook, with its reason.
    #[must_use]
    pub fn classification(&self) -> Classification {
        self.settings.rulebook.classify(self.clock.control())
    }

    /// Logs the flags that fell by `at` and what they decide. The app calls it when its flag timer
    /// fires; every action calls it first.
    pub fn observe(&mut self, at: Instant) -> &[Incident] {
        let first_new = self.incidents.len();
        for (side, instant) in self.clock.flags_in_order(at) {
            if self.flags_logged[side] {
                continue;
            }
            self.flags_logged[side] = true;
            self.incidents.push(Incident {
                at: instant,
                event: Event::FlagFell { side },
            });
            if self.outcome.is_none() {
                self.decide_after_flag(instant);
            }
        }
        &self.incidents[first_new..]
    }

    /// Applies `action` at `at`, and returns the incidents it added to the log (flags that fell
    /// before it first).
    pub fn apply(&mut self, action: Action, at: Instant) -> Result<&[Incident], GameError> {
        let first_new = self.incidents.len();
        self.observe(at);
        let still_open = match action {
            Action::Note { .. } => true,
            Action::ClaimWinOnTime { .. } | Action::FlagOrderUnknown => self.correctable.is_some(),
            _ => false,
        };
        if self.outcome.is_some() && !still_open {
            return Err(GameError::Over);
        }
        // Act on a copy so a refusal changes nothing; the log stays out of the copy (acts never
        // read it), so a press does not copy the whole game's history.
        let incidents = std::mem::take(&mut self.incidents);
        let mut after = self.clone();
        self.incidents = incidents;
        let events = after.act(action, at)?;
        after.incidents = std::mem::take(&mut self.incidents);
        *self = after;
        // An undo or the play that goes on after both flags (III.3.1.1) lifts flags: a flag that is
        // up again is logged afresh when it falls.
        let down = self.clock.flags_in_order(at);
        for side in Side::ALL {
            if !down.iter().any(|&(fallen, _)| fallen == side) {
                self.flags_logged[side] = false;
            }
        }
        self.incidents
            .extend(events.into_iter().map(|event| Incident { at, event }));
        Ok(&self.incidents[first_new..])
    }

    fn act(&mut self, action: Action, at: Instant) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        match action {
            Action::Start => {
                self.clock.start(at)?;
                self.started_at = Some(at);
                events.push(Event::Started);
            }
            Action::Press => {
                let press = self.clock.press(at)?;
                events.push(Event::Pressed {
                    side: press.side,
                    used: press.used,
                    after: self.clock.remaining(press.side, at),
                });
            }
            Action::Pause => {
                self.clock.pause(at)?;
                events.push(Event::Paused {
                    side: self.to_move()?,
                });
            }
            Action::Resume => {
                self.clock.resume(at)?;
                events.push(Event::Resumed {
                    side: self.to_move()?,
                });
            }
            Action::Adjust { side, delta } => {
                let correction = self.clock.adjust(side, delta, at)?;
                events.push(Event::TimeCorrected { correction });
            }
            Action::SetTime { side, time } => {
                let correction = self.clock.set_time(side, time, at)?;
                events.push(Event::TimeCorrected { correction });
            }
            Action::SetMoves { side, moves } => {
                let before = self.clock.moves(side);
                self.clock.set_moves(side, moves, at)?;
                events.push(Event::MovesCorrected {
                    side,
                    before,
                    after: moves,
                });
            }
            Action::SetPeriod { side, period } => {
                let before = self.clock.view(at).sides[side].period;
                self.clock.set_period(side, period, at)?;
                events.push(Event::PeriodCorrected {
                    side,
                    before,
                    after: period,
                });
            }
            Action::Undo => {
                self.clock.undo(at)?;
                events.push(Event::Undone {
                    side: self.to_move()?,
                });
            }
            Action::SetControl {
                control,
                override_lock,
            } => {
                let category = self.classification().category;
                let moves = BySide::from_fn(|side| self.clock.moves(side));
                let lock = self.settings.rulebook.settings_locked(category, moves);
                if let (Some(article), false) = (lock, override_lock) {
                    return Err(GameError::SettingsLocked { article });
                }
                self.clock.set_control(control.clone(), at)?;
                events.push(Event::ControlChanged {
                    control,
                    overridden: lock.is_some(),
                });
            }
            Action::IllegalMove {
                side,
                opponent_cannot_mate,
            } => self.illegal_move(side, opponent_cannot_mate, at, &mut events)?,
            Action::ExtraFive => self.extra_five(at, &mut events)?,
            Action::DrawClaim { decision } => self.draw_claim(decision, at, &mut events)?,
            Action::ClaimWinOnTime {
                claimant_can_checkmate,
            } => self.claim_win_on_time(claimant_can_checkmate, at, &mut events)?,
            Action::FlagOrderUnknown => self.flag_order_unknown(at, &mut events)?,
            Action::DraughtsDraw { draw, material } => {
                self.draughts_draw(draw, material, at, &mut events)?;
            }
            Action::End { result, reason } => {
                events.push(Event::Ended {
                    result,
                    reason: reason.clone(),
                });
                self.finish(result, reason, at)?;
            }
            Action::Note { text } => events.push(Event::Note { text }),
        }
        Ok(events)
    }

    fn illegal_move(
        &mut self,
        side: Side,
        opponent_cannot_mate: bool,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        if self.clock.moves(side) == 0 {
            return Err(GameError::NoMoveYet(side));
        }
        let category = self.classification().category;
        let unsupervised_fast = !self.settings.supervised
            && matches!(
                category,
                Category::Rapid | Category::Blitz | Category::RapidOrBlitz
            );
        if unsupervised_fast && self.to_move()? != side.opponent() {
            return Err(GameError::TooLate(side));
        }
        let nth = self.illegal_moves[side] + 1;
        let ruling = self.settings.rulebook.illegal_move(category, nth);
        let bonus = match &ruling {
            IllegalMoveRuling::NotApplicable { reason } => {
                return Err(GameError::NotApplicable(reason.clone()))
            }
            IllegalMoveRuling::OpponentBonus { bonus, .. } => {
                Some(self.clock.adjust(side.opponent(), *bonus, at)?)
            }
            IllegalMoveRuling::Loss { .. } => None,
        };
        self.illegal_moves[side] = nth;
        events.push(Event::IllegalMove {
            side,
            nth,
            opponent_cannot_mate,
            bonus,
        });
        if let IllegalMoveRuling::Loss { article } = ruling {
            let (result, reason) = if opponent_cannot_mate {
                (
                    GameResult::Draw,
                    format!("{side}'s illegal move number {nth}, but {} cannot checkmate: drawn ({article})", side.opponent()),
                )
            } else {
                (
                    GameResult::win_for(side.opponent()),
                    format!("{side}'s illegal move number {nth} loses the game ({article})"),
                )
            };
            self.decide(Some(result), reason, at, events)?;
        }
        Ok(())
    }

    fn claim_win_on_time(
        &mut self,
        claimant_can_checkmate: bool,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let (loser, fell) = match (self.clock.flags_in_order(at).as_slice(), self.correctable) {
            ([], _) => return Err(GameError::NoFlag),
            ([only], _) => *only,
            // Both flags decide the game as they fall; where the first one lost, 6.9's exception for
            // a claimant who cannot checkmate still applies to it.
            ([first, ..], Some(loser)) if first.0 == loser => *first,
            _ => return Err(GameError::Over),
        };
        let claimant = loser.opponent();
        let ruling = self
            .settings
            .rulebook
            .win_on_time(loser, claimant_can_checkmate);
        events.push(Event::WinOnTimeClaim {
            claimant,
            claimant_can_checkmate,
        });
        let can = if claimant_can_checkmate {
            "can"
        } else {
            "cannot"
        };
        let reason = format!(
            "{loser}'s flag fell at {}; {claimant} {can} checkmate ({})",
            self.game_time(fell),
            ruling.article
        );
        self.decide(Some(ruling.result), reason, at, events)?;
        // The arbiter may still correct the answer.
        self.correctable = Some(loser);
        Ok(())
    }

    fn flag_order_unknown(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let [_, (_, fell)] = self.clock.flags_in_order(at)[..] else {
            return Err(GameError::NotBothFlags);
        };
        // Play goes on only if neither side's flag fell in a period that ends the game: the order,
        // and so which side it was, is what cannot be established.
        let ruling = self
            .settings
            .rulebook
            .both_flags(FlagOrder::Unknown, self.either_in_last_period(fell));
        events.push(Event::FlagOrderUnknown);
        self.correctable = None;
        match ruling.result() {
            Some(result) => self.decide(
                Some(result),
                format!(
                    "both flags fell and the order cannot be established ({})",
                    ruling.article()
                ),
                at,
                events,
            ),
            None => {
                self.clock.continue_after_both_flags(at)?;
                self.outcome = None;
                Ok(())
            }
        }
    }

    fn draughts_draw(
        &mut self,
        draw: DraughtsDraw,
        material: BySide<DraughtsMaterial>,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        if self.settings.rulebook != Rulebook::Fmjd {
            return Err(RuleRefusal::WrongRulebook {
                rulebook: self.settings.rulebook,
                rule: "FMJD draw rule (FMJD Annex 6 Arts 5, 8, 9)",
            }
            .into());
        }
        // Only a game in progress has a draw to rule on.
        self.to_move()?;
        let fischer = self.clock.control().uses_fischer();
        let reason = match draw {
            DraughtsDraw::Agreement => {
                fmjd_draw_agreement_allowed(material)?;
                Some("draw agreed (FMJD Annex 6 Art. 5)".to_owned())
            }
            DraughtsDraw::Regulation => {
                fmjd_regulation_draw_claim(material, fischer)?;
                Some("regulation draw (FMJD Annex 6 Art. 8)".to_owned())
            }
            DraughtsDraw::TimeShortage { claimant, upheld } => {
                let remaining = self.clock.remaining(claimant, at);
                fmjd_time_shortage_claim(remaining, material, fischer)?;
                upheld.then(|| {
                    format!("{claimant}'s time-shortage claim upheld (FMJD Annex 6 Art. 9)")
                })
            }
        };
        events.push(Event::DraughtsDraw { draw, material });
        match reason {
            Some(reason) => self.decide(Some(GameResult::Draw), reason, at, events),
            None => Ok(()),
        }
    }

    /// Whether `side` is in the period in which all remaining moves must be completed (only the last
    /// period of a control can end with the game).
    fn in_last_period(&self, side: Side, at: Instant) -> bool {
        let period = self.clock.view(at).sides[side].period;
        self.clock.control().period(side, period).end == PeriodEnd::Game
    }

    /// Whether either side is in its last period: with both flags down, what Guidelines III.3.1 asks.
    fn either_in_last_period(&self, at: Instant) -> bool {
        Side::ALL
            .into_iter()
            .any(|side| self.in_last_period(side, at))
    }

    fn guidelines_context(&self, at: Instant) -> Result<(Side, GuidelinesContext), GameError> {
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

    fn extra_five(&mut self, at: Instant, events: &mut Vec<Event>) -> Result<(), GameError> {
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

    fn draw_claim(
        &mut self,
        decision: ClaimDecision,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
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
        match decision {
            ClaimDecision::Accepted => self.decide(
                Some(GameResult::Draw),
                format!("{claimant}'s draw claim accepted ({})", rules.article),
                at,
                events,
            ),
            ClaimDecision::Unsupervised => self.decide(
                None,
                format!(
                    "{claimant}'s draw claim concludes the game; the designated arbiter decides ({})",
                    rules.unsupervised_article
                ),
                at,
                events,
            ),
            ClaimDecision::Rejected | ClaimDecision::Postponed { .. } => Ok(()),
        }
    }

    /// The rules decide after a flag: a single flag loses (the clock froze), or with the other clock
    /// running on, the second flag brings the rulebook's both-flags ruling.
    fn decide_after_flag(&mut self, instant: Instant) {
        let fallen = self.clock.flags_in_order(instant);
        let rulebook = self.settings.rulebook;
        let ruling = match fallen.as_slice() {
            [(loser, at)] if !self.clock.runs_on_after_flag() => {
                self.correctable = Some(*loser);
                let ruling = rulebook.win_on_time(*loser, true);
                Some(Outcome {
                    result: Some(ruling.result),
                    reason: format!(
                        "{loser}'s flag fell at {} ({})",
                        self.game_time(*at),
                        ruling.article
                    ),
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
                    reason: format!("both flags fell, {first}'s first ({})", ruling.article()),
                })
            }
            _ => None,
        };
        if let Some(Outcome { result, reason }) = ruling {
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
            self.incidents.extend(
                events
                    .into_iter()
                    .map(|event| Incident { at: instant, event }),
            );
        }
    }

    fn decide(
        &mut self,
        result: Option<GameResult>,
        reason: String,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        events.push(Event::Decided {
            result,
            reason: reason.clone(),
        });
        self.finish(result, reason, at)
    }

    fn finish(
        &mut self,
        result: Option<GameResult>,
        reason: String,
        at: Instant,
    ) -> Result<(), GameError> {
        self.clock.stop(at)?;
        self.outcome = Some(Outcome { result, reason });
        Ok(())
    }

    /// `at` as game time since the start.
    fn game_time(&self, at: Instant) -> String {
        format_game_time(at.since(self.started_at.unwrap_or(at)))
    }

    fn to_move(&self) -> Result<Side, GameError> {
        match self.clock.phase() {
            Phase::Running { side, .. } | Phase::Paused { side, .. } => Ok(side),
            Phase::NotStarted => Err(GameError::Clock(ClockError::NotStarted)),
            Phase::Stopped { .. } => Err(GameError::Over),
        }
    }
}

impl Action {
    /// The act an incident records, for replay; `None` for consequences, which replay derives.
    fn replaying(event: &Event) -> Option<Action> {
        Some(match event {
            Event::Started => Action::Start,
            Event::Pressed { .. } => Action::Press,
            Event::Paused { .. } => Action::Pause,
            Event::Resumed { .. } => Action::Resume,
            Event::TimeCorrected { correction } => Action::SetTime {
                side: correction.side,
                time: correction.after,
            },
            Event::MovesCorrected { side, after, .. } => Action::SetMoves {
                side: *side,
                moves: *after,
            },
            Event::PeriodCorrected { side, after, .. } => Action::SetPeriod {
                side: *side,
                period: *after,
            },
            Event::Undone { .. } => Action::Undo,
            Event::ControlChanged {
                control,
                overridden,
            } => Action::SetControl {
                control: control.clone(),
                override_lock: *overridden,
            },
            Event::IllegalMove {
                side,
                opponent_cannot_mate,
                ..
            } => Action::IllegalMove {
                side: *side,
                opponent_cannot_mate: *opponent_cannot_mate,
            },
            Event::ExtraFive { .. } => Action::ExtraFive,
            Event::DrawClaim { decision, .. } => Action::DrawClaim {
                decision: *decision,
            },
            Event::WinOnTimeClaim {
                claimant_can_checkmate,
                ..
            } => Action::ClaimWinOnTime {
                claimant_can_checkmate: *claimant_can_checkmate,
            },
            Event::FlagOrderUnknown => Action::FlagOrderUnknown,
            Event::DraughtsDraw { draw, material } => Action::DraughtsDraw {
                draw: *draw,
                material: *material,
            },
            Event::Ended { result, reason } => Action::End {
                result: *result,
                reason: reason.clone(),
            },
            Event::Note { text } => Action::Note { text: text.clone() },
            Event::FlagFell { .. } | Event::Decided { .. } => return None,
        })
    }
}
