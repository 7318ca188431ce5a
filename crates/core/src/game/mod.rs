//! A game: the clock under a rulebook, with every act and its consequences written to the incident log.

use crate::scoresheet::short_of_time;
use crate::shared_stack::SharedStack;
use crate::{
    claim_material, fmjd_draw_agreement_allowed, fmjd_regulation_draw_claim,
    fmjd_time_shortage_claim, Article, BothFlagsRuling, BySide, Category, ClaimDecision,
    Classification, Clock, ClockError, ClockOptions, ClockView, Correction, DraughtsDraw,
    DraughtsMaterial, Event, FlagOrder, GameDetails, GameResult, GameSettings, GuidelinesContext,
    IlcDecision, IllegalMoveRuling, Incident, IncidentLog, Instant, Method, Millis, NoPenalty,
    PeriodEnd, Phase, PositionCheck, Reason, Rule, RuleRefusal, Rulebook, RuledPosition,
    Scoresheet, Side, Standing, TimeControl, UndoCharge, CHAINED_FROM, LOG_VERSION,
};

mod board_act;
mod charge;

pub use board_act::BoardAct;
pub use charge::Charge;
mod claims;
mod flags;
mod illegal;
mod log_error;
mod us_rulings;

pub use log_error::{Divergence, LogError};

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
    /// cannot checkmate by any series of legal moves (the game is then drawn, Art. 7.5.5). The
    /// opponent gets the rulebook's bonus. When `side` made the last press, the position before it
    /// is reinstated (7.5.1; 2009: 7.4(a)): `side` is to move again with one move fewer and the
    /// time it had when it pressed, less what that press earned. Found later, the move stands and
    /// the arbiter corrects what is needed (7.1); in rapid and blitz without adequate supervision it
    /// is then too late (A.5.2). `position`: the position the answer rests on, as searched.
    IllegalMove {
        side: Side,
        opponent_cannot_mate: bool,
        position: Option<PositionCheck>,
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
    /// `position`: the position the answer rests on, as searched.
    ClaimWinOnTime {
        claimant_can_checkmate: bool,
        position: Option<PositionCheck>,
    },
    /// The players' answer, with one tap at the board, to the question a chess flag leaves open
    /// (FIDE 6.9: the game is lost "unless" the opponent cannot checkmate), while no arbiter has
    /// answered it ([`Game::flag_to_confirm`]); the arbiter may still correct it.
    ConfirmFlag {
        claimant_can_checkmate: bool,
    },
    /// The arbiter rules the game drawn: a position has arisen in which neither player can
    /// checkmate (FIDE 5.2.2; 2009 5.2(b)). `position`: the position, as searched.
    DeadPosition {
        position: Option<PositionCheck>,
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
    /// `claimant`'s draw claim by repetition or the fifty-move rule (FIDE 9.2, 9.3), found correct
    /// (`upheld`: drawn, 9.5.2) or not (the opponent's bonus, 9.5.3; 2009: 9.5).
    ClaimDraw {
        claimant: Side,
        upheld: bool,
    },
    /// `side` offers a draw (FIDE 9.1.2). It stands until accepted, until the opponent moves, or until
    /// the game ends otherwise.
    OfferDraw {
        side: Side,
    },
    /// The standing draw offer is accepted: drawn (FIDE 5.2.3, 9.1.2).
    AgreeDraw,
    /// `side` arrives at the board (FIDE 6.7; a press marks it too).
    Arrive {
        side: Side,
    },
    /// The arbiter takes back the last ruling, while nothing but a note has followed it.
    UndoRuling,
    /// The arbiter reopens a game the clock decided (a flag or the default time): a checkmate
    /// completed before the flag (6.2.1, 5.1.1), or the arbiter deciding otherwise (6.7.1). The
    /// flags are lifted and the clock waits, paused, for the side that was to move.
    Reopen,
    /// The page could not watch the clock since `from` (it was hidden): its own clock missed `span`
    /// that the wall clock ran, a sleep of the device or its wall clock set forward, and that span
    /// was charged to the clock that ran. Recorded so the charge is never silent and the arbiter can
    /// give it back ([`Action::ReturnCharge`]); refused when no clock ran since `from`.
    Unwatched {
        from: Instant,
        span: Millis,
    },
    /// The arbiter gives back the last charge for time the page could not watch, in one step: added
    /// to the side it was charged to, or, when it brought that side's flag down, the game reopened,
    /// paused, with the time that side had left without it. Refused when the flag would have fallen
    /// anyway.
    ReturnCharge,
    /// Someone entered a wrong PIN for the arbiter's panel ([`ArbiterLock`](crate::ArbiterLock)):
    /// logged, and nothing else changes.
    WrongPin,
    /// US Chess 13C11: a win-on-time claim in a control that is not sudden death fails for want of
    /// a reasonably complete scoresheet: the flagged player gets two minutes and no further time
    /// claim against that player is allowed in that control.
    ClaimWithoutScoresheet,
    /// US Chess 11H: the director corrects `side`'s illegal move, seen as it was made: the position
    /// before it reinstated, the clocks not adjusted. Refused in time pressure (11D1) and blitz.
    IllegalMoveCorrected {
        side: Side,
    },
    /// US Chess Variation 14H: a claim of insufficient losing chances by the side on move (or the
    /// claimant of a postponed claim), and the director's decision.
    InsufficientLosingChances {
        decision: IlcDecision,
    },
    /// This clock left the hall it was board `board` of (`hall`, the hall's id): logged, and
    /// nothing else changes; the hall receives it last.
    LeftHall {
        hall: String,
        board: u32,
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
    NotApplicable(NoPenalty),
    /// An illegal move by a side that has not completed a move.
    NoMoveYet(Side),
    /// In rapid or blitz without adequate supervision, an illegal move can no longer be penalised
    /// once the opponent has made the next move (`article`: FIDE 2023 A.5.2, 2018 A4.2, 2009
    /// Appendix A.4(c)).
    TooLate { side: Side, article: Article },
    /// The clock settings can no longer be changed (`article` says why).
    SettingsLocked { article: Article },
    /// A win-on-time claim with no flag fallen.
    NoFlag,
    /// A ruling on the order of both flags while at most one has fallen.
    NotBothFlags,
    /// The game is over. Notes can still be added, the last ruling undone, a game the clock decided
    /// reopened, a result left to the arbiter given (Guidelines III.6.2, 6.7.1), and while a flag
    /// decided it, a win-on-time claim, an order-unknown ruling or the acceptance of a postponed
    /// draw claim (Guidelines III.5.2) made.
    Over,
    /// No draw offer stands to be accepted: none was made, or it lapsed when the opponent moved.
    NoDrawOffer,
    /// The side's arrival is already marked.
    AlreadyArrived(Side),
    /// No ruling to undo: only the last one can be, while nothing but a note has followed it.
    NoRulingToUndo,
    /// Only a game the clock decided (a flag or the default time) can be reopened.
    NotDecidedByClock,
    /// No chess flag's result waits on whether its opponent can checkmate
    /// ([`Game::flag_to_confirm`]): nothing for the players to answer.
    NoFlagToConfirm,
    /// No clock ran while the page could not watch, or it missed no time: nothing was charged to
    /// record.
    NothingCharged,
    /// No charge for time the page could not watch is left to give back.
    NoChargeToReturn,
    /// `side`'s flag would have fallen without the charge too: it was `short` of the time it needed
    /// to last until the page could watch again.
    FlagNotFromCharge { side: Side, short: Millis },
    /// A note or an end-of-game reason of `length` characters, over the [`TEXT_LIMIT`].
    TooLong { length: usize, limit: usize },
}

/// The most characters an arbiter's note or end-of-game reason may have: the log is read on a phone
/// and printed on A4, and more is a slip (a paste into the wrong field) to be said, not kept.
pub const TEXT_LIMIT: usize = 1_000;

/// `text`, typed for the log, within the [`TEXT_LIMIT`]. A replay keeps what was logged as it is.
fn within_limit(text: &str, recorded: Option<&Event>) -> Result<(), GameError> {
    let length = text.chars().count();
    if recorded.is_none() && length > TEXT_LIMIT {
        return Err(GameError::TooLong {
            length,
            limit: TEXT_LIMIT,
        });
    }
    Ok(())
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
    pub reason: Reason,
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
/// game.apply(Action::IllegalMove { side: Side::White, opponent_cannot_mate: false, position: None }, Instant(6_000))?;
/// assert_eq!(game.clock().remaining(Side::Black, Instant(6_000)), Millis(969_000));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, PartialEq, Eq)]
pub struct Game {
    settings: GameSettings,
    /// The control the game was made with, which its log starts from; later controls (Art. 6.10.2,
    /// III.4) are incidents.
    starting_control: TimeControl,
    /// The control announced last: the starting one, or one a change of control installed. Under
    /// US Chess it is what the game is rated by (5C) while the clock runs it as its timer is set
    /// (5F) or as a 14H delay clock changed it.
    announced: TimeControl,
    /// The version its log is written in: a game replayed from a log of a version before the chain
    /// goes on in the last unchained one, so that no digest vouches for incidents nothing chained.
    log_version: u32,
    clock: Clock,
    incidents: Vec<Incident>,
    /// The latest instant anything was logged at: no act may come before it, or its replay, which
    /// logs flags as the acts come, would find them in another order.
    latest: Option<Instant>,
    illegal_moves: BySide<u32>,
    extra_five_granted: bool,
    /// The period each side's logged flag fell in (US Chess 16T asks whether that control was
    /// sudden death); `None` while its flag is up or not yet logged.
    flags_logged: BySide<Option<usize>>,
    outcome: Option<Outcome>,
    started_at: Option<Instant>,
    /// The side whose flag decided the outcome, while a win-on-time claim (the claimant's checkmating
    /// material) or an order-unknown ruling (Guidelines III.3.1) may still change it.
    correctable: Option<Side>,
    /// The claimant of a draw claim whose decision was postponed (Guidelines III.5.2; 2009: 10.2(b)),
    /// still to be decided later in the game or after a flag.
    postponed_claim: Option<Side>,
    /// The side whose illegal move was taken back and who has not pressed since: a ruling against
    /// it again is its next illegal move, on the move it is making (7.5.5).
    on_move_again: Option<Side>,
    /// The side whose draw offer stands (9.1.2).
    draw_offer: Option<Side>,
    /// Who has arrived at the board (6.7).
    present: BySide<bool>,
    /// The default time has passed with a player absent, and decided the game.
    default_passed: bool,
    /// The period in which each side's clock last showed under five minutes (8.4).
    short_in_period: BySide<Option<usize>>,
    /// The outcome came from the clock (a flag or the default time), so the arbiter may reopen it.
    decided_by_clock: bool,
    /// The game before the last ruling, while it may still be undone.
    before_ruling: Option<Box<Game>>,
    /// What each press the clock can still undo changed besides the clock, for the undo to give it
    /// back; emptied with the clock's own stack.
    before_presses: SharedStack<BeforePress>,
    /// The last charge for time the page could not watch, until the arbiter gives it back.
    charge: Option<Charge>,
    /// The period in which a time claim against each side failed for want of a scoresheet (US
    /// Chess 13C11): no further claim against it there.
    no_score_claimed: BySide<Option<usize>>,
    /// The claimant of a 14H claim whose decision the director reserved (14H2b.2).
    ilc_postponed: Option<Side>,
}

impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            incidents: self.incidents.clone(),
            ..self.without_log()
        }
    }
}

/// What a press changes in the game besides the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BeforePress {
    /// The opponent's offer the press rejected (9.1.2.1): only that one, so that an offer made
    /// after the press stands through its undo.
    rejected_offer: Option<Side>,
    on_move_again: Option<Side>,
    /// Whether the presser was present before the press marked them (6.7).
    was_present: bool,
    /// The charge for unwatched time standing at the press: one made after it was part of the time
    /// the undo charges to nobody.
    charge: Option<Charge>,
}

impl Game {
    /// A new game, not started.
    #[must_use]
    pub fn new(control: TimeControl, settings: GameSettings) -> Game {
        let options = ClockOptions {
            run_on_after_flag: settings.run_on_after_flag,
            claim_mode: settings.rulebook == Rulebook::UsChess,
        };
        Game {
            settings,
            starting_control: control.clone(),
            announced: control.clone(),
            log_version: LOG_VERSION,
            clock: Clock::with_options(settings.timer.set_for(&control), options),
            incidents: Vec::new(),
            latest: None,
            illegal_moves: BySide::both(0),
            extra_five_granted: false,
            flags_logged: BySide::both(None),
            outcome: None,
            started_at: None,
            correctable: None,
            postponed_claim: None,
            on_move_again: None,
            draw_offer: None,
            present: BySide::both(false),
            default_passed: false,
            short_in_period: BySide::both(None),
            decided_by_clock: false,
            before_ruling: None,
            before_presses: SharedStack::new(),
            charge: None,
            no_score_claimed: BySide::both(None),
            ilc_postponed: None,
        }
    }

    /// The game `log` begins, before its first incident: its control and settings, and written on
    /// unchained when the log is of a version before the chain.
    #[must_use]
    pub fn for_log(log: &IncidentLog) -> Game {
        let mut game = Game::new(log.control.clone(), log.settings);
        if !log.chained() {
            game.log_version = CHAINED_FROM - 1;
        }
        game
    }

    /// Rebuilds a game from its log, checking that every consequence comes out as the log says.
    pub fn replay(log: &IncidentLog) -> Result<Game, LogError> {
        Game::replay_to(log, false)
    }

    /// [`Game::replay`] of a log that may not hold the consequences of its last act yet (a log read
    /// as it grows): the game may have incidents after the log's last.
    pub fn replay_growing(log: &IncidentLog) -> Result<Game, LogError> {
        Game::replay_to(log, true)
    }

    /// [`Game::replay`], the game allowed to run ahead of the log when `growing`.
    fn replay_to(log: &IncidentLog, growing: bool) -> Result<Game, LogError> {
        Game::replay_by(log, growing, |game, incident| {
            let Some(action) = Action::replaying(&incident.event) else {
                return Ok(());
            };
            game.apply_with(action, incident.at, Some(&incident.event))
                .map(drop)
        })
    }

    /// [`Game::replay_to`] with `apply` re-applying each incident's act (nothing for a
    /// consequence): the game must then hold exactly the log's incidents.
    pub(crate) fn replay_by(
        log: &IncidentLog,
        growing: bool,
        mut apply: impl FnMut(&mut Game, &Incident) -> Result<(), GameError>,
    ) -> Result<Game, LogError> {
        let mut game = Game::for_log(log);
        for (index, incident) in log.incidents.iter().enumerate() {
            apply(&mut game, incident).map_err(|error| LogError::Diverged {
                index,
                divergence: Divergence::Refused(error),
            })?;
        }
        if let Some(last) = log.incidents.last() {
            game.observe(last.at);
        }
        if let Some(index) = (0..log.incidents.len().max(game.incidents.len())).find(|&i| {
            match (log.incidents.get(i), game.incidents.get(i)) {
                (Some(logged), Some(replayed)) => !logged.agrees_with(replayed),
                (None, Some(_)) => !growing,
                _ => true,
            }
        }) {
            return Err(LogError::Diverged {
                index,
                divergence: Divergence::Differs {
                    logged: log.incidents.get(index).cloned().map(Box::new),
                    replayed: game.incidents.get(index).cloned().map(Box::new),
                },
            });
        }
        game.keep_logged_citations(log, 0);
        Ok(game)
    }

    /// Brings a game replayed from `log` without its last incident (from [`Game::for_log`], then
    /// followed incident by incident) up to date with that incident: a log read as it grows, one
    /// incident at a time (a hall's copy of a board), each costing one incident's work rather than a
    /// replay. The game may run ahead of `log` by the consequences of its last act, which the log has
    /// not brought yet. When the incident does not come out of the game as logged, the game is
    /// replayed from the whole of `log` instead; if that fails too, the error is the answer and the
    /// game is the replay of `log` without its last incident (a new game if even that fails).
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, IncidentLog};
    /// let mut board = Game::new(parse_human("5+3")?, GameSettings::default());
    /// board.apply(Action::Start, Instant(0))?;
    /// board.apply(Action::Press, Instant(4_000))?;
    /// let log = board.log();
    /// let mut copy = Game::for_log(&log);
    /// let mut growing = IncidentLog { incidents: Vec::new(), ..log.clone() };
    /// for incident in &log.incidents {
    ///     growing.incidents.push(incident.clone());
    ///     copy.follow(&growing)?;
    /// }
    /// assert_eq!(copy, board);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn follow(&mut self, log: &IncidentLog) -> Result<(), LogError> {
        let Some((logged, before)) = log.incidents.split_last() else {
            return Ok(());
        };
        let index = before.len();
        let applied = match Action::replaying(&logged.event) {
            // An act comes after everything the game logged so far (else the game was not followed
            // up to the incident before); all or nothing: a refused act leaves the game as it was.
            Some(action) => {
                self.incidents.len() == index
                    && self
                        .apply_with(action, logged.at, Some(&logged.event))
                        .is_ok()
            }
            None => {
                // A consequence the last act has not brought already: the clock's own, at its instant.
                if self.incidents.len() <= index {
                    self.observe(logged.at);
                }
                true
            }
        };
        if applied
            && self
                .incidents
                .get(index)
                .is_some_and(|replayed| logged.agrees_with(replayed))
        {
            self.keep_logged_citations(log, index);
            return Ok(());
        }
        match Game::replay_growing(log) {
            Ok(game) => {
                *self = game;
                Ok(())
            }
            Err(error) => {
                let shorter = IncidentLog {
                    incidents: before.to_vec(),
                    ..log.clone()
                };
                *self = Game::replay_growing(&shorter).unwrap_or_else(|_| Game::for_log(log));
                Err(error)
            }
        }
    }

    /// Takes each decision's article as the log cites it where the replay cites it otherwise (made
    /// more precise since): the log is the record. A reason a log of version 1 worded gives way to
    /// the value the replay derived.
    /// Only the incidents from `from` on are looked at.
    fn keep_logged_citations(&mut self, log: &IncidentLog, from: usize) {
        let logged = log.incidents.get(from..).unwrap_or_default();
        let replayed = self.incidents.get_mut(from..).unwrap_or_default();
        for (logged, replayed) in logged.iter().zip(replayed) {
            let (
                Event::Decided { reason: cited, .. },
                Event::Decided {
                    reason: derived, ..
                },
            ) = (&logged.event, &mut replayed.event)
            else {
                continue;
            };
            if matches!(cited, Reason::Logged(_)) || cited == derived {
                continue;
            }
            if let Some(outcome) = self.outcome.as_mut().filter(|o| o.reason == *derived) {
                outcome.reason = cited.clone();
            }
            *derived = cited.clone();
        }
    }

    /// The settings the game was made with.
    #[must_use]
    pub const fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The control the game started with, the one its log begins from. The control in force now,
    /// which a change of control or Guidelines III.4 may have replaced, is [`Game::control`].
    #[must_use]
    pub const fn starting_control(&self) -> &TimeControl {
        &self.starting_control
    }

    /// The clock.
    #[must_use]
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The control in force now: the starting one, unless a change of control (6.10.2) or
    /// Guidelines III.4 replaced it.
    #[must_use]
    pub const fn control(&self) -> &TimeControl {
        self.clock.control()
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

    /// The latest instant anything was logged at. An act at an earlier instant is refused
    /// ([`ClockError::TimeWentBackwards`]).
    #[must_use]
    pub const fn last_logged_at(&self) -> Option<Instant> {
        self.latest
    }

    /// The instant to charge an input at that happened at `input` and is handled at `now`: its own
    /// instant, so that a busy device does not charge the player for its delay (FIDE 6.2.2: the
    /// player's time runs until the press), but never after `now` (an input cannot come from the
    /// future), at `now` when it is stamped more than [`Game::MAX_INPUT_LAG`] before it (the two
    /// readings are out of step, and the faces show `now`'s), and never before the last instant logged, which the game would
    /// refuse: a flag logged by its timer may come after the press that raced it, which is then
    /// charged at the flag.
    #[must_use]
    pub fn charged_at(&self, input: Instant, now: Instant) -> Instant {
        let at = if now.since(input) > Game::MAX_INPUT_LAG {
            now
        } else {
            input.min(now)
        };
        self.latest.map_or(at, |last| at.max(last))
    }

    /// The longest a busy device is taken to hold an input before handling it. An input stamped
    /// longer before is a clock out of step with the one the faces are painted from.
    pub const MAX_INPUT_LAG: Millis = Millis(2_000);

    /// Applies `actions` in order at `at`, all or none: a refusal undoes the actions before it, as
    /// [`Game::apply`] undoes its own (a flag it observed on the way stays logged). Returns the
    /// incidents they added.
    pub fn apply_all(
        &mut self,
        actions: Vec<Action>,
        at: Instant,
    ) -> Result<&[Incident], GameError> {
        self.all_or_none(actions, at, Game::apply)
    }

    /// Applies each of `items` at `at` with `apply`, all or none.
    fn all_or_none<T>(
        &mut self,
        items: Vec<T>,
        at: Instant,
        apply: impl Fn(&mut Game, T, Instant) -> Result<&[Incident], GameError>,
    ) -> Result<&[Incident], GameError> {
        let first_new = self.incidents.len();
        let mut items = items.into_iter();
        match (items.next(), items.len()) {
            (None, _) => {}
            // One is all or none already: no copy of the game (and its log) needed.
            (Some(only), 0) => {
                apply(self, only, at)?;
            }
            (Some(first), _) => {
                let mut game = self.clone();
                for item in std::iter::once(first).chain(items) {
                    apply(&mut game, item, at)?;
                }
                *self = game;
            }
        }
        Ok(&self.incidents[first_new..])
    }

    /// The version the game's log is written in: this build's, or the last unchained one for a game
    /// replayed from an unchained log.
    #[must_use]
    pub const fn log_version(&self) -> u32 {
        self.log_version
    }

    /// The game's log, for export: the starting control and every incident since, in this build's
    /// version, or the last unchained one for a game replayed from an unchained log.
    #[must_use]
    pub fn log(&self) -> IncidentLog {
        IncidentLog {
            version: self.log_version(),
            details: GameDetails::default(),
            settings: self.settings,
            control: self.starting_control.clone(),
            incidents: self.incidents.clone(),
        }
    }

    /// When the game started (White's clock first ran, FIDE 6.6). This is what "started" means
    /// everywhere: the clock's [`Phase::NotStarted`] and [`Game::awaits_start`] agree with it.
    #[must_use]
    pub const fn started_at(&self) -> Option<Instant> {
        self.started_at
    }

    /// Whether [`Action::Start`] is still to come: the game has not started, nor ended before it.
    #[must_use]
    pub const fn awaits_start(&self) -> bool {
        self.started_at.is_none() && self.outcome.is_none()
    }

    /// How the game ended, once it has.
    #[must_use]
    pub const fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Who won the game, once a result is given: the side a decisive result names, and in
    /// Armageddon Black for a draw ([`GameResult::winner`]).
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        let armageddon = self.settings.armageddon;
        self.outcome.as_ref()?.result?.winner(armageddon)
    }

    /// The winner an incident names for `result`: only in Armageddon, where a draw has one (a
    /// result says its winner everywhere else).
    fn logged_winner(&self, result: Option<GameResult>) -> Option<Side> {
        let armageddon = self.settings.armageddon;
        result.filter(|_| armageddon)?.winner(armageddon)
    }

    /// Completed illegal moves per side.
    #[must_use]
    pub const fn illegal_moves(&self) -> BySide<u32> {
        self.illegal_moves
    }

    /// The category of the current control under the rulebook, with its reason.
    #[must_use]
    pub fn classification(&self) -> Classification {
        match self.settings.rulebook {
            // 5C rates the control announced, whatever clock runs it (5F) or 14H's delay clock.
            Rulebook::UsChess => Rulebook::UsChess.classify(&self.announced),
            rulebook => rulebook.classify(self.clock.control()),
        }
    }

    /// The control announced last ([`Game::starting_control`], or one a change of control
    /// installed), before a US Chess timer set the clock for it (5F).
    #[must_use]
    pub const fn announced_control(&self) -> &TimeControl {
        &self.announced
    }

    /// Logs the flags that fell by `at`, the default time if it passed, and what they decide. The
    /// app calls it when its flag timer fires; every action calls it before and after acting.
    pub fn observe(&mut self, at: Instant) -> &[Incident] {
        self.observe_for(at, false)
    }

    /// [`Game::observe`] before an act at `at`; one that may bring a player to the board
    /// (`arriving`) comes before a default time that passes at that very instant.
    fn observe_for(&mut self, at: Instant, arriving: bool) -> &[Incident] {
        let first_new = self.incidents.len();
        self.log_consequences(at, arriving);
        if self.incidents.len() > first_new {
            // Something came after the last ruling: undoing that ruling alone would not undo it.
            self.before_ruling = None;
        }
        &self.incidents[first_new..]
    }

    /// [`Game::observe`]'s work, one thing at a time in the order it happened (the default time
    /// before a flag at the same instant): a decision stops the clock, so what comes after it is
    /// looked for again.
    fn log_consequences(&mut self, at: Instant, arriving: bool) {
        loop {
            let flag = self
                .clock
                .flags_in_order(at)
                .into_iter()
                .find(|&(side, _)| self.flags_logged[side].is_none());
            // 6.7.1: a player who arrives "after the default time" loses; one there at the
            // instant itself is on time.
            let default = self
                .default_deadline()
                .filter(|&deadline| deadline < at || (deadline == at && !arriving));
            match (flag, default) {
                (None, None) => return,
                (Some((side, instant)), default) if default.is_none_or(|d| instant < d) => {
                    self.flags_logged[side] = Some(self.clock.view(instant).sides[side].period);
                    self.record(instant, [Event::FlagFell { side }]);
                    if self.outcome.is_none() {
                        self.decide_after_flag(instant);
                    }
                }
                (_, Some(deadline)) => {
                    self.default_passed = true;
                    self.decide_default(deadline);
                }
                (Some(_), None) => unreachable!("a flag with no default time is handled above"),
            }
        }
    }

    /// When the default time passes, while it may still decide: a player is absent from a game in
    /// play, and it has not decided already. (Nothing unlogged may change the game: a replay could
    /// not know it.) The app arms a timer for it, as for a flag.
    #[must_use]
    pub fn default_deadline(&self) -> Option<Instant> {
        let everyone_here = self.present.white && self.present.black;
        if self.default_passed || everyone_here || self.outcome.is_some() {
            return None;
        }
        Some(self.started_at? + self.settings.default_time?)
    }

    /// The first instant at which the game may decide something by itself that it has not logged:
    /// the running side's flag, or the default time (6.7.1). It may have passed already (nothing
    /// observed it yet); the app arms one timer for it, at once for a past one, and then calls
    /// [`Game::observe`].
    #[must_use]
    pub fn next_deadline(&self) -> Option<Instant> {
        let flag = match self.clock.phase() {
            Phase::Running { side, .. } => self.clock.flag_deadline(side),
            _ => None,
        };
        flag.into_iter().chain(self.default_deadline()).min()
    }

    /// A player's duty to record the moves at `at` (FIDE 8.1.1, 8.4, A.2; FMJD Annex 6 Art. 4).
    #[must_use]
    pub fn scoresheet(&self, side: Side, at: Instant) -> Scoresheet {
        let view = self.clock.view(at);
        let short_side = |side: Side| {
            let shown = view.sides[side];
            let method = self.clock.control().period(side, shown.period).method;
            // A count-up clock shows the time used, not the time left.
            method != Method::CountUp
                && (short_of_time(shown.main) || self.short_in_period[side] == Some(shown.period))
        };
        let rulebook = self.settings.rulebook;
        let method = self
            .clock
            .control()
            .period(side, view.sides[side].period)
            .method;
        let (short, added) = if rulebook == Rulebook::UsChess {
            // 15B, 15C: "If either player has less than five minutes … both players are excused",
            // unless each move adds 30 seconds (an increment: a delay is no "additional time").
            (
                short_side(side) || short_side(side.opponent()),
                method.increment().unwrap_or(Millis::ZERO),
            )
        } else {
            let added = method.increment().or(method.delay());
            (short_side(side), added.unwrap_or(Millis::ZERO))
        };
        rulebook.scoresheet(self.classification().category, short, added)
    }

    /// The side whose draw offer stands (FIDE 9.1.2).
    #[must_use]
    pub const fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
    }

    /// Who has arrived at the board (FIDE 6.7): marked, or seen to press.
    #[must_use]
    pub const fn present(&self) -> BySide<bool> {
        self.present
    }

    /// Whether the last ruling can still be undone ([`Action::UndoRuling`]).
    #[must_use]
    pub const fn can_undo_ruling(&self) -> bool {
        self.before_ruling.is_some()
    }

    /// Whether the clock decided the game (a flag or the default time), so that it can be reopened
    /// ([`Action::Reopen`]).
    #[must_use]
    pub const fn decided_by_clock(&self) -> bool {
        self.decided_by_clock
    }

    /// Whether `action` would be applied at `at`, or the refusal it would meet, as
    /// [`Game::apply`] answers; the game is not changed. The arbiter's panel asks it of each act to
    /// show which are open now.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
    /// let mut game = Game::new(parse_human("5+3").unwrap(), GameSettings::default());
    /// assert_eq!(game.allows(Action::Pause, Instant(0)), Err(flagfall_core::ClockError::NotStarted.into()));
    /// game.apply(Action::Start, Instant(0)).unwrap();
    /// assert_eq!(game.allows(Action::Pause, Instant(1_000)), Ok(()));
    /// assert_eq!(game.incidents().len(), 1, "only the start is logged");
    /// ```
    pub fn allows(&self, action: Action, at: Instant) -> Result<(), GameError> {
        self.without_log().apply(action, at).map(drop)
    }

    /// The game without its log: what an act reads and changes, at a cost that does not grow with
    /// the game (acts never read the log; the clock's undo stack and the controls are shared, not
    /// copied).
    fn without_log(&self) -> Game {
        Game {
            settings: self.settings,
            starting_control: self.starting_control.clone(),
            announced: self.announced.clone(),
            log_version: self.log_version,
            clock: self.clock.clone(),
            incidents: Vec::new(),
            latest: self.latest,
            illegal_moves: self.illegal_moves,
            extra_five_granted: self.extra_five_granted,
            flags_logged: self.flags_logged,
            outcome: self.outcome.clone(),
            started_at: self.started_at,
            correctable: self.correctable,
            postponed_claim: self.postponed_claim,
            on_move_again: self.on_move_again,
            draw_offer: self.draw_offer,
            present: self.present,
            default_passed: self.default_passed,
            short_in_period: self.short_in_period,
            decided_by_clock: self.decided_by_clock,
            before_ruling: self.before_ruling.clone(),
            before_presses: self.before_presses.clone(),
            charge: self.charge,
            no_score_claimed: self.no_score_claimed,
            ilc_postponed: self.ilc_postponed,
        }
    }

    /// Applies `action` at `at`, and returns the incidents it added to the log: flags that fell
    /// before it, the act and what it decided, then flags the act itself brought down (a time set to
    /// zero). Like the clock, the game refuses an instant earlier than anything it has
    /// logged ([`ClockError::TimeWentBackwards`]).
    pub fn apply(&mut self, action: Action, at: Instant) -> Result<&[Incident], GameError> {
        self.apply_with(action, at, None)
    }

    /// [`Game::apply`], replaying the `recorded` event when there is one: an act whose rules changed
    /// since it was logged is played as its event says it was (a penalty, an illegal move not taken
    /// back, an undo that charged the presser).
    fn apply_with(
        &mut self,
        action: Action,
        at: Instant,
        recorded: Option<&Event>,
    ) -> Result<&[Incident], GameError> {
        self.transact(action, at, |game, action| game.act(action, at, recorded))
    }

    /// Applies `action` at `at` as `act` does it (given the game's copy and the action back), to a
    /// copy of the game, which replaces the game only if `act` succeeds; what every action shares around its act: the refusal of an instant earlier
    /// than the log's and of acts after the end, the flags that fell before it and those it brings
    /// down, the log, and the game as it was before a ruling (for its undo).
    fn transact(
        &mut self,
        action: Action,
        at: Instant,
        act: impl FnOnce(&mut Game, Action) -> Result<Vec<Event>, GameError>,
    ) -> Result<&[Incident], GameError> {
        if let Some(last) = self.latest.filter(|&last| at < last) {
            return Err(ClockError::TimeWentBackwards { at, last }.into());
        }
        let first_new = self.incidents.len();
        self.observe_for(at, matches!(action, Action::Arrive { .. } | Action::Press));
        let still_open = match action {
            // These say for themselves whether there is anything to undo or reopen.
            Action::Note { .. }
            | Action::UndoRuling
            | Action::Reopen
            | Action::Unwatched { .. }
            | Action::ReturnCharge
            | Action::WrongPin
            | Action::LeftHall { .. } => true,
            Action::ClaimWinOnTime { .. } | Action::FlagOrderUnknown => self.correctable.is_some(),
            Action::ConfirmFlag { .. } => self.flag_to_confirm().is_some(),
            // III.5.2: the postponed claim is decided "as soon as possible after the flag".
            Action::DrawClaim {
                decision: ClaimDecision::Accepted,
            } => self.correctable.is_some() && self.postponed_claim.is_some(),
            // A result left to the arbiter (III.6.2: "referred to the designated arbiter"; 6.7.1
            // with neither player present) is given later.
            Action::End {
                result: Some(_), ..
            } => self
                .outcome
                .as_ref()
                .is_some_and(|outcome| outcome.result.is_none()),
            _ => false,
        };
        if self.outcome.is_some() && !still_open {
            return Err(GameError::Over);
        }
        // Act on a copy so a refusal changes nothing.
        let mut after = self.without_log();
        let ruling = action.is_ruling();
        let keeps_ruling = matches!(
            action,
            Action::Note { .. } | Action::WrongPin | Action::LeftHall { .. }
        );
        // The game as it was, at the ruling's instant (its `latest`, which an undo reads).
        let before = ruling.then(|| {
            Box::new(Game {
                before_ruling: None,
                latest: Some(at),
                ..after.clone()
            })
        });
        let events = act(&mut after, action)?;
        // The clock forgets its presses on anything but a press, a pause or a resume: so does the game.
        if !after.clock.can_undo() {
            after.before_presses.clear();
        }
        after.incidents = std::mem::take(&mut self.incidents);
        *self = after;
        // An undo or the play that goes on after both flags (III.3.1.1) lifts flags: a flag that is
        // up again is logged afresh when it falls.
        let down = self.clock.flags_in_order(at);
        for side in Side::ALL {
            if !down.iter().any(|&(fallen, _)| fallen == side) {
                self.flags_logged[side] = None;
            }
        }
        self.record(at, events);
        // A flag the act itself brings down (a time set to zero) is logged at once, so the log holds
        // every consequence up to the act's instant: a replay, which observes at the end, would
        // otherwise find more than was saved. Undoing the ruling undoes these with it.
        self.log_consequences(at, false);
        if ruling {
            self.before_ruling = before;
        } else if !keeps_ruling {
            self.before_ruling = None;
        }
        Ok(&self.incidents[first_new..])
    }

    fn act(
        &mut self,
        action: Action,
        at: Instant,
        recorded: Option<&Event>,
    ) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        match action {
            Action::Start => events.push(self.act_at_board(BoardAct::Start, at)?),
            Action::Press => events.push(self.act_at_board(BoardAct::Press, at)?),
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
            Action::Undo => events.push(self.undo(recorded, at)?),
            Action::SetControl {
                control,
                override_lock,
            } => events.push(self.set_control(control, override_lock, at)?),
            Action::IllegalMove {
                side,
                opponent_cannot_mate,
                position,
            } => {
                let position =
                    self.ruled_position(position, &[side.opponent()], !opponent_cannot_mate)?;
                self.illegal_move(
                    side,
                    opponent_cannot_mate,
                    position,
                    recorded,
                    at,
                    &mut events,
                )?;
            }
            Action::ExtraFive => self.extra_five(at, &mut events)?,
            Action::DrawClaim { decision } => self.draw_claim(decision, at, &mut events)?,
            Action::ClaimWinOnTime {
                claimant_can_checkmate,
                position,
            } => self.claim_win_on_time(claimant_can_checkmate, position, at, &mut events)?,
            Action::ConfirmFlag {
                claimant_can_checkmate,
            } => self.confirm_flag(claimant_can_checkmate, at, &mut events)?,
            Action::DeadPosition { position } => self.dead_position(position, at, &mut events)?,
            Action::FlagOrderUnknown => self.flag_order_unknown(at, recorded, &mut events)?,
            Action::DraughtsDraw { draw, material } => {
                self.draughts_draw(draw, material, at, &mut events)?;
            }
            Action::End { result, reason } => {
                within_limit(&reason, recorded)?;
                events.push(Event::Ended {
                    result,
                    reason: reason.clone(),
                    winner: self.logged_winner(result),
                });
                self.finish(result, Reason::Arbiter { words: reason }, at)?;
            }
            Action::Note { text } => {
                within_limit(&text, recorded)?;
                events.push(Event::Note { text });
            }
            Action::ClaimDraw { claimant, upheld } => {
                self.claim_draw(claimant, upheld, recorded, at, &mut events)?;
            }
            Action::OfferDraw { side } => {
                self.to_move()?;
                self.draw_offer = Some(side);
                events.push(Event::DrawOffered { side });
            }
            Action::AgreeDraw => self.agree_draw(at, &mut events)?,
            Action::Arrive { side } => {
                events.push(self.act_at_board(BoardAct::Arrive { side }, at)?);
            }
            Action::UndoRuling => events.push(self.undo_ruling(at, recorded)?),
            Action::Reopen => events.push(self.reopen(at)?),
            Action::Unwatched { from, span } => {
                events.push(self.act_at_board(BoardAct::Unwatched { from, span }, at)?);
            }
            Action::ReturnCharge => self.return_charge(at, &mut events)?,
            Action::WrongPin => events.push(Event::WrongPin),
            Action::LeftHall { hall, board } => {
                within_limit(&hall, recorded)?;
                events.push(Event::HallLeft { hall, board });
            }
            Action::ClaimWithoutScoresheet => self.claim_without_scoresheet(at, &mut events)?,
            Action::IllegalMoveCorrected { side } => {
                self.illegal_move_corrected(side, at, &mut events)?;
            }
            Action::InsufficientLosingChances { decision } => {
                self.insufficient_losing_chances(decision, at, &mut events)?;
            }
        }
        Ok(events)
    }

    /// The side to move completes its move: the clock passes the move, and the game notes what the
    /// press changes besides (a rejected draw offer, the presser's arrival, 8.4's record duty).
    fn press(&mut self, at: Instant) -> Result<Event, GameError> {
        // 8.4 looks at the lowest the clock showed in the period: just before a press.
        let before = self
            .clock
            .running(at)
            .map(|side| (side, self.clock.view(at)));
        let press = self.clock.press(at)?;
        // The opponent's move rejects a standing offer (9.1.2.1).
        let rejected_offer = self
            .draw_offer
            .filter(|&offered_by| offered_by == press.side.opponent());
        self.before_presses.push(BeforePress {
            rejected_offer,
            on_move_again: self.on_move_again,
            was_present: self.present[press.side],
            charge: self.charge,
        });
        if let Some((side, view)) = before {
            if short_of_time(view.sides[side].main) {
                self.short_in_period[side] = Some(view.sides[side].period);
            }
        }
        self.present[press.side] = true;
        self.on_move_again = None;
        if rejected_offer.is_some() {
            self.draw_offer = None;
        }
        Ok(Event::Pressed {
            side: press.side,
            used: press.used,
            after: self.clock.remaining(press.side, at),
        })
    }

    /// The last press taken back, with what it changed besides the clock; a `recorded` undo that
    /// charged the presser replays as it was played.
    fn undo(&mut self, recorded: Option<&Event>, at: Instant) -> Result<Event, GameError> {
        let charged = match recorded {
            Some(Event::Undone { charged, .. }) => *charged,
            _ => UndoCharge::Nobody,
        };
        self.clock.undo_charging(charged, at)?;
        let presser = self.to_move()?;
        let before = self.before_presses.pop();
        // Logs whose undo charged the presser were played with nothing else given back.
        if let (Some(before), UndoCharge::Nobody) = (before, charged) {
            self.draw_offer = self.draw_offer.or(before.rejected_offer);
            self.on_move_again = before.on_move_again;
            self.charge = before.charge;
            // Once the default time has passed, who was present then is settled.
            let default_ahead = self
                .started_at
                .zip(self.settings.default_time)
                .is_none_or(|(start, default)| at < start + default);
            if default_ahead {
                self.present[presser] = before.was_present;
            }
        }
        Ok(Event::Undone {
            side: presser,
            charged,
        })
    }

    /// Another control from `at` on (6.10.2), unless the settings lock holds and is not overridden.
    fn set_control(
        &mut self,
        control: TimeControl,
        override_lock: bool,
        at: Instant,
    ) -> Result<Event, GameError> {
        let category = self.classification().category;
        let moves = BySide::from_fn(|side| self.clock.moves(side));
        let lock =
            self.settings
                .rulebook
                .settings_locked(category, self.settings.supervised, moves);
        if let (Some(article), false) = (lock, override_lock) {
            return Err(GameError::SettingsLocked { article });
        }
        self.clock
            .set_control(self.settings.timer.set_for(&control), at)?;
        self.announced = control.clone();
        Ok(Event::ControlChanged {
            control,
            overridden: lock.is_some(),
        })
    }

    /// The last ruling taken back: the game as it was before it.
    fn undo_ruling(&mut self, at: Instant, recorded: Option<&Event>) -> Result<Event, GameError> {
        let mut before = self.before_ruling.take().ok_or(GameError::NoRulingToUndo)?;
        let standing = self.standing(at);
        // The time from the ruling to its undo is the thinking of the side whose clock ran on
        // through both; else it belongs to nobody (the game ruled on stood over, or the other side
        // was to move): the clock the game had before the ruling runs again from the undo, with the
        // times it had at the ruling. A log written while the undo charged that time replays as it
        // was written.
        let ruled_at = before.latest.unwrap_or(at);
        let ran = before.clock.running(ruled_at);
        if ran.is_some() && self.clock.running(at) != ran {
            let mut mended = before.clone();
            mended.clock.pause(ruled_at)?;
            mended.clock.resume(at)?;
            let logged_unmended = matches!(
                recorded,
                Some(Event::RulingUndone { after, .. })
                    if *after != mended.standing(at) && *after == before.standing(at)
            );
            if !logged_unmended {
                before = mended;
            }
        }
        *self = *before;
        Ok(Event::RulingUndone {
            before: standing,
            after: self.standing(at),
        })
    }

    /// A game the clock decided taken back into play, paused, its flags lifted.
    fn reopen(&mut self, at: Instant) -> Result<Event, GameError> {
        if !self.decided_by_clock {
            return Err(GameError::NotDecidedByClock);
        }
        let standing = self.standing(at);
        self.clock.reopen(at)?;
        self.outcome = None;
        self.correctable = None;
        self.decided_by_clock = false;
        // The arbiter sets the times of a reopened game: a charge before it is no longer the
        // clock's to give back.
        self.charge = None;
        Ok(Event::Reopened {
            before: standing,
            after: self.standing(at),
        })
    }

    /// The game as an undo or a reopening records it.
    fn standing(&self, at: Instant) -> Standing {
        let view = self.clock.view(at);
        Standing {
            times: view.sides.map(|side| side.main),
            moves: view.sides.map(|side| side.moves),
            over: self.outcome.is_some(),
            result: self.outcome.as_ref().and_then(|outcome| outcome.result),
        }
    }

    /// Appends `events`, which happened at `at`, to the log.
    fn record(&mut self, at: Instant, events: impl IntoIterator<Item = Event>) {
        self.incidents
            .extend(events.into_iter().map(|event| Incident { at, event }));
        self.latest = Some(self.latest.map_or(at, |latest| latest.max(at)));
    }

    fn decide(
        &mut self,
        result: Option<GameResult>,
        reason: Reason,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        events.push(Event::Decided {
            result,
            reason: reason.clone(),
            winner: self.logged_winner(result),
        });
        self.finish(result, reason, at)
    }

    fn finish(
        &mut self,
        result: Option<GameResult>,
        reason: Reason,
        at: Instant,
    ) -> Result<(), GameError> {
        self.clock.stop(at)?;
        self.outcome = Some(Outcome { result, reason });
        self.decided_by_clock = false;
        self.draw_offer = None;
        Ok(())
    }

    /// `at` as game time since the start.
    fn game_time(&self, at: Instant) -> Millis {
        at.since(self.started_at.unwrap_or(at))
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
                position,
                ..
            } => Action::IllegalMove {
                side: *side,
                opponent_cannot_mate: *opponent_cannot_mate,
                position: searched(position),
            },
            Event::ExtraFive { .. } => Action::ExtraFive,
            Event::DrawClaim { decision, .. } => Action::DrawClaim {
                decision: *decision,
            },
            Event::WinOnTimeClaim {
                claimant_can_checkmate,
                position,
                ..
            } => Action::ClaimWinOnTime {
                claimant_can_checkmate: *claimant_can_checkmate,
                position: searched(position),
            },
            Event::FlagConfirmed {
                claimant_can_checkmate,
                ..
            } => Action::ConfirmFlag {
                claimant_can_checkmate: *claimant_can_checkmate,
            },
            Event::DeadPosition { position } => Action::DeadPosition {
                position: searched(position),
            },
            Event::FlagOrderUnknown { .. } => Action::FlagOrderUnknown,
            Event::DraughtsDraw { draw, material } => Action::DraughtsDraw {
                draw: *draw,
                material: *material,
            },
            Event::Ended { result, reason, .. } => Action::End {
                result: *result,
                reason: reason.clone(),
            },
            Event::Note { text } => Action::Note { text: text.clone() },
            Event::DrawClaimRuled {
                claimant, upheld, ..
            } => Action::ClaimDraw {
                claimant: *claimant,
                upheld: *upheld,
            },
            Event::DrawOffered { side } => Action::OfferDraw { side: *side },
            Event::DrawAgreed { .. } => Action::AgreeDraw,
            Event::Arrived { side } => Action::Arrive { side: *side },
            Event::RulingUndone { .. } => Action::UndoRuling,
            Event::Reopened { .. } => Action::Reopen,
            Event::Unwatched { from, span, .. } => Action::Unwatched {
                from: *from,
                span: *span,
            },
            Event::ChargeReturned { .. } => Action::ReturnCharge,
            Event::WrongPin => Action::WrongPin,
            // A claim with both flags down that let play go on (US Chess 16T).
            Event::BothFlagsPlayOn { .. } => Action::ClaimWinOnTime {
                claimant_can_checkmate: true,
                position: None,
            },
            Event::TimeClaimWithoutScoresheet { .. } => Action::ClaimWithoutScoresheet,
            Event::IllegalMoveCorrected { side, .. } => {
                Action::IllegalMoveCorrected { side: *side }
            }
            Event::IlcClaim { decision, .. } => Action::InsufficientLosingChances {
                decision: *decision,
            },
            Event::HallLeft { hall, board } => Action::LeftHall {
                hall: hall.clone(),
                board: *board,
            },
            Event::FlagFell { .. } | Event::Decided { .. } => return None,
        })
    }

    /// Whether the act is one of the arbiter's rulings, which [`Action::UndoRuling`] can take back:
    /// anything but playing the clock, the offer of a draw, a note, and the undo itself.
    const fn is_ruling(&self) -> bool {
        !matches!(
            self,
            Action::Start
                | Action::Press
                | Action::Pause
                | Action::Resume
                | Action::Undo
                | Action::Note { .. }
                | Action::WrongPin
                | Action::LeftHall { .. }
                | Action::OfferDraw { .. }
                | Action::UndoRuling
                | Action::Unwatched { .. }
        )
    }
}

/// The search a logged ruling rests on, to rule again: whether it was overruled, the replay derives.
fn searched(position: &Option<RuledPosition>) -> Option<PositionCheck> {
    position.as_ref().map(|ruled| ruled.check.clone())
}
