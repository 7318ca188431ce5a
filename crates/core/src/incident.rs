//! The incident log: every press, pause, correction, penalty, request, claim, flag and result, in order,
//! with the instant it happened and the values before and after. It is the game's record and its
//! source of truth: replaying the log rebuilds exactly the same game.

use crate::chain::{Chain, Digest};
use crate::{
    BySide, Correction, DraughtsMaterial, GameDetails, GameResult, GameSettings, IlcDecision,
    Instant, Millis, Reason, RuledPosition, Side, TimeControl, UndoCharge,
};
use serde::ser::{SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};

/// The version of the exported log format, which every game begun in this build is written in (a
/// game replayed from an unchained log goes on in version 2, [`Game::log_version`](crate::Game::log_version));
/// [`IncidentLog::from_json`](crate::IncidentLog::from_json) reads it, version 2, the last before
/// the log's chain of hashes (`chain`), and version 1, which also wrote a decided reason as English
/// words ([`Reason::Logged`]), and refuses any other.
pub const LOG_VERSION: u32 = 3;

/// One entry of the incident log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Incident {
    /// When it happened, on the game's time origin (for the app: milliseconds since the Unix epoch).
    pub at: Instant,
    #[serde(flatten)]
    pub event: Event,
}

/// How an arbiter decided a Guidelines III.5 draw claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "decision")]
pub enum ClaimDecision {
    /// The arbiter agrees: the game is drawn (III.5.1).
    Accepted,
    /// The claim is rejected: the opponent gets two minutes (III.5.3).
    Rejected,
    /// The decision is postponed, with or without two minutes for the opponent (III.5.2).
    Postponed { award_bonus: bool },
    /// No arbiter present: the claim concludes the game, the result pending the designated arbiter
    /// (III.6).
    Unsupervised,
}

/// A draw under FMJD Annex 6 that the referee rules on, with the material on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "claim")]
pub enum DraughtsDraw {
    /// The players agree a draw (Art. 5: only with 10 pieces or fewer each).
    Agreement,
    /// A regulation draw by material (Art. 8).
    Regulation,
    /// `claimant`'s time-shortage claim (Art. 9); `upheld` when the referee finds the claimant's
    /// position clearly superior.
    TimeShortage { claimant: Side, upheld: bool },
}

/// The game as the arbiter's undo of a ruling or reopening of a game finds it and leaves it: each
/// side's time and completed moves, and whether the game is over, with what result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Standing {
    pub times: BySide<Millis>,
    pub moves: BySide<u32>,
    pub over: bool,
    /// `None` while in play, or while the result is pending.
    pub result: Option<GameResult>,
}

/// What happened. Events from [`Event::Started`] to [`Event::WrongPin`] are acts (replayed); the
/// last two are their consequences, which a replay derives again and checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// The game started: White's clock runs.
    Started,
    /// `side` completed a move, having used `used` on it; its clock then showed `after`.
    Pressed {
        side: Side,
        used: Millis,
        after: Millis,
    },
    /// The clock was paused with `side` to move.
    Paused { side: Side },
    /// The clock was resumed with `side` to move.
    Resumed { side: Side },
    /// A side's time was corrected (Arts 6.10.2, 12.5, 12.9).
    TimeCorrected { correction: Correction },
    /// A side's move counter was corrected (Art. 6.10.2).
    MovesCorrected { side: Side, before: u32, after: u32 },
    /// A side was put in another period (Art. 6.10.2).
    PeriodCorrected {
        side: Side,
        before: usize,
        after: usize,
    },
    /// Another control was installed; `overridden` when the arbiter overrode the settings lock.
    ControlChanged {
        control: TimeControl,
        overridden: bool,
    },
    /// The last press, by `side`, was taken back; `charged` says whose clock the time since the
    /// press went to (read as [`UndoCharge::Presser`] from logs written before the field).
    Undone { side: Side, charged: UndoCharge },
    /// `side` completed its `nth` illegal move; `bonus` is the time given to the opponent, if any.
    /// `reinstated` is `side`'s time before and after the position before the move was reinstated
    /// (Art. 7.5.1: `side` had made the last press, and is to move again with one move fewer); `None`
    /// for an illegal move found later, or one that lost. `position`: the position the answer on
    /// the opponent's checkmate rests on, as searched.
    IllegalMove {
        side: Side,
        nth: u32,
        opponent_cannot_mate: bool,
        bonus: Option<Correction>,
        reinstated: Option<Correction>,
        #[serde(skip_serializing_if = "Option::is_none")]
        position: Option<RuledPosition>,
    },
    /// Guidelines III.4 granted: a five-second increment for both, and `bonus` for the opponent.
    ExtraFive { requester: Side, bonus: Correction },
    /// A Guidelines III.5/III.6 draw claim by `claimant` and its decision.
    DrawClaim {
        claimant: Side,
        #[serde(flatten)]
        decision: ClaimDecision,
        bonus: Option<Correction>,
    },
    /// `claimant` claimed a win on time; the arbiter's answer on whether they can still checkmate,
    /// and the position it rests on, as searched.
    WinOnTimeClaim {
        claimant: Side,
        claimant_can_checkmate: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        position: Option<RuledPosition>,
    },
    /// The players answered at the board whether `claimant`, whose opponent's flag fell, can
    /// checkmate (FIDE 6.9), with no arbiter's answer yet.
    FlagConfirmed {
        claimant: Side,
        claimant_can_checkmate: bool,
    },
    /// The arbiter ruled the position dead: neither player can checkmate (FIDE 5.2.2); the
    /// position, as searched.
    DeadPosition {
        #[serde(skip_serializing_if = "Option::is_none")]
        position: Option<RuledPosition>,
    },
    /// Both flags have fallen and the arbiter rules that the order cannot be established
    /// (Guidelines III.3.1); when play goes on (III.3.1.1), the time each side goes on with, in
    /// its next period (absent when the game is drawn, and in logs written before it was kept).
    FlagOrderUnknown {
        #[serde(skip_serializing_if = "Option::is_none")]
        continued: Option<BySide<Millis>>,
    },
    /// An FMJD draw ruling, with the material it rests on.
    DraughtsDraw {
        #[serde(flatten)]
        draw: DraughtsDraw,
        material: BySide<DraughtsMaterial>,
    },
    /// The arbiter ended the game; in Armageddon, `winner` says who won it (Black for a draw).
    Ended {
        result: Option<GameResult>,
        reason: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        winner: Option<Side>,
    },
    /// A free-text note.
    Note { text: String },
    /// `claimant` claimed a draw by repetition or the fifty-move rule (FIDE 9.2, 9.3), `upheld` or
    /// not; `bonus` is the opponent's time when it was found incorrect (9.5.3; 2009: 9.5(b)), and
    /// `penalty` the claimant's own time, when that cost it some (2009 9.5(b)).
    DrawClaimRuled {
        claimant: Side,
        upheld: bool,
        bonus: Option<Correction>,
        #[serde(skip_serializing_if = "Option::is_none")]
        penalty: Option<Correction>,
    },
    /// `side` offered a draw (FIDE 9.1.2; a scoresheet writes `(=)`).
    DrawOffered { side: Side },
    /// The draw `offered_by` offered was accepted (FIDE 5.2.3, 9.1.2).
    DrawAgreed { offered_by: Side },
    /// `side` arrived at the board (FIDE 6.7).
    Arrived { side: Side },
    /// The arbiter undid the last ruling: the game before and after.
    RulingUndone { before: Standing, after: Standing },
    /// The arbiter reopened a game the clock had decided (a checkmate completed before the flag,
    /// FIDE 6.2.1, 5.1.1): the game before and after.
    Reopened { before: Standing, after: Standing },
    /// The page could not watch the clock from `from` (it was hidden) until this incident: the
    /// device slept, or its wall clock was set forward, which a page cannot tell apart. The `span`
    /// its own clock did not count was charged to `side`'s running clock.
    Unwatched {
        side: Side,
        from: Instant,
        span: Millis,
    },
    /// The arbiter gave `side` back `given` of the time charged while the page could not watch
    /// ([`Event::Unwatched`]): all of it, or, when the charge brought `side`'s flag down, what
    /// `side` had left without it (the game reopened, paused). The game before and after.
    ChargeReturned {
        side: Side,
        given: Millis,
        before: Standing,
        after: Standing,
    },
    /// A wrong PIN was entered for the arbiter's panel.
    WrongPin,
    /// US Chess 16T: both flags are down in a control that is not sudden death and a player points
    /// it out: no win on time; each side goes on in its next control, with `continued`.
    BothFlagsPlayOn { continued: BySide<Millis> },
    /// US Chess 13C11: `claimant`'s time claim failed for want of a scoresheet; `bonus` is the
    /// flagged player's two minutes, its flag lifted.
    #[serde(rename = "time-claim-no-score")]
    TimeClaimWithoutScoresheet { claimant: Side, bonus: Correction },
    /// US Chess 11H: the director corrected `side`'s illegal move; `reinstated` is `side`'s time as
    /// the position before it was reinstated.
    IllegalMoveCorrected { side: Side, reinstated: Correction },
    /// US Chess Variation 14H: `claimant`'s claim of insufficient losing chances and the director's
    /// decision; `correction` is the claimant's time taken (14H2d) or halved (14H2a).
    IlcClaim {
        claimant: Side,
        #[serde(flatten)]
        decision: IlcDecision,
        correction: Option<Correction>,
    },
    /// This clock left `hall` (the hall's id), where it was board `board`.
    HallLeft { hall: String, board: u32 },
    /// `side`'s flag fell (the incident's instant is the exact instant it fell).
    FlagFell { side: Side },
    /// The game's result was decided by the rules (`None`: pending, as after a III.6 claim), and why.
    Decided {
        result: Option<GameResult>,
        reason: Reason,
        /// In Armageddon, who won (Black for a draw, [`GameResult::winner`]); absent otherwise.
        #[serde(skip_serializing_if = "Option::is_none")]
        winner: Option<Side>,
    },
}

impl Event {
    /// The event's name in the JSON log: `pressed`, `illegal-move`, …
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            Event::Started => "started",
            Event::Pressed { .. } => "pressed",
            Event::Paused { .. } => "paused",
            Event::Resumed { .. } => "resumed",
            Event::TimeCorrected { .. } => "time-corrected",
            Event::MovesCorrected { .. } => "moves-corrected",
            Event::PeriodCorrected { .. } => "period-corrected",
            Event::ControlChanged { .. } => "control-changed",
            Event::Undone { .. } => "undone",
            Event::IllegalMove { .. } => "illegal-move",
            Event::ExtraFive { .. } => "extra-five",
            Event::DrawClaim { .. } => "draw-claim",
            Event::WinOnTimeClaim { .. } => "win-on-time-claim",
            Event::FlagConfirmed { .. } => "flag-confirmed",
            Event::DeadPosition { .. } => "dead-position",
            Event::FlagOrderUnknown { .. } => "flag-order-unknown",
            Event::DraughtsDraw { .. } => "draughts-draw",
            Event::Ended { .. } => "ended",
            Event::Note { .. } => "note",
            Event::DrawClaimRuled { .. } => "draw-claim-ruled",
            Event::DrawOffered { .. } => "draw-offered",
            Event::DrawAgreed { .. } => "draw-agreed",
            Event::Arrived { .. } => "arrived",
            Event::RulingUndone { .. } => "ruling-undone",
            Event::Reopened { .. } => "reopened",
            Event::Unwatched { .. } => "unwatched",
            Event::ChargeReturned { .. } => "charge-returned",
            Event::WrongPin => "wrong-pin",
            Event::BothFlagsPlayOn { .. } => "both-flags-play-on",
            Event::TimeClaimWithoutScoresheet { .. } => "time-claim-no-score",
            Event::IllegalMoveCorrected { .. } => "illegal-move-corrected",
            Event::IlcClaim { .. } => "ilc-claim",
            Event::HallLeft { .. } => "hall-left",
            Event::FlagFell { .. } => "flag-fell",
            Event::Decided { .. } => "decided",
        }
    }

    /// The clock times the event set outside a move, side by side: a correction, a penalty's or a
    /// claim's bonus, the time a ruling reinstated, the game an undo, a reopening or a returned
    /// charge restored, and a fallen flag (zero). A time chart draws them as jumps.
    #[must_use]
    pub fn times_set(&self) -> Vec<(Side, Millis)> {
        let set = |correction: &Correction| (correction.side, correction.after);
        match self {
            Event::TimeCorrected { correction }
            | Event::ExtraFive {
                bonus: correction, ..
            } => {
                vec![set(correction)]
            }
            Event::IllegalMove {
                bonus, reinstated, ..
            } => bonus.iter().chain(reinstated).map(set).collect(),
            Event::DrawClaim { bonus, .. } => bonus.iter().map(set).collect(),
            Event::TimeClaimWithoutScoresheet { bonus, .. } => vec![set(bonus)],
            Event::BothFlagsPlayOn { continued } => {
                Side::ALL.map(|side| (side, continued[side])).to_vec()
            }
            Event::IllegalMoveCorrected { reinstated, .. } => vec![set(reinstated)],
            Event::IlcClaim { correction, .. } => correction.iter().map(set).collect(),
            Event::DrawClaimRuled { bonus, penalty, .. } => {
                bonus.iter().chain(penalty).map(set).collect()
            }
            Event::RulingUndone { after, .. }
            | Event::Reopened { after, .. }
            | Event::ChargeReturned { after, .. } => {
                Side::ALL.map(|side| (side, after.times[side])).to_vec()
            }
            Event::FlagFell { side } => vec![(*side, Millis::ZERO)],
            Event::FlagOrderUnknown {
                continued: Some(times),
            } => Side::ALL.map(|side| (side, times[side])).to_vec(),
            // A move's time is the move's own; a charge for time unwatched shows at the next move.
            Event::Started
            | Event::Pressed { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
            | Event::MovesCorrected { .. }
            | Event::PeriodCorrected { .. }
            | Event::ControlChanged { .. }
            | Event::Undone { .. }
            | Event::WinOnTimeClaim { .. }
            | Event::FlagConfirmed { .. }
            | Event::DeadPosition { .. }
            | Event::FlagOrderUnknown { continued: None }
            | Event::DraughtsDraw { .. }
            | Event::Ended { .. }
            | Event::Note { .. }
            | Event::DrawOffered { .. }
            | Event::DrawAgreed { .. }
            | Event::Arrived { .. }
            | Event::Unwatched { .. }
            | Event::WrongPin
            | Event::HallLeft { .. }
            | Event::Decided { .. } => Vec::new(),
        }
    }
}

/// An exported game: its settings, the control it started with, and its incidents (among them every
/// change of control: [`Event::ControlChanged`] and [`Event::ExtraFive`]). A log of a chained
/// version is written with its opening's hash and each incident's (`chain`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncidentLog {
    pub version: u32,
    /// The game's particulars (empty in logs before version 3, whose apps kept the names beside).
    pub details: GameDetails,
    pub settings: GameSettings,
    /// The control the game started with; replay starts from it.
    pub control: TimeControl,
    pub incidents: Vec<Incident>,
}

impl Incident {
    /// Whether the log's incident is the one a replay derived: the same, or a decision at the same
    /// instant with the same result, for the same rule and values, that cites its article as it
    /// was cited when the log was written (an article may be cited more precisely since: the record
    /// keeps its own). A decision a log of version 1 worded ([`Reason::Logged`]) agrees by its
    /// result and instant alone: its words are no value a replay can check.
    #[must_use]
    pub(crate) fn agrees_with(&self, replayed: &Incident) -> bool {
        match (&self.event, &replayed.event) {
            (
                Event::Decided {
                    result: logged,
                    reason: logged_reason,
                    winner: logged_winner,
                },
                Event::Decided {
                    result,
                    reason,
                    winner,
                },
            ) => {
                self.at == replayed.at
                    && logged == result
                    && logged_winner == winner
                    && (matches!(logged_reason, Reason::Logged(_))
                        || logged_reason.uncited() == reason.uncited())
            }
            _ => self == replayed,
        }
    }

    /// The incident as the log writes it, on one line.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl IncidentLog {
    /// The instant the game started (its [`Event::Started`]), as [`Game::started_at`](crate::Game::started_at)
    /// gives it once the log is replayed; `None` before the start. Incidents may come before it (a
    /// player's arrival, a note).
    #[must_use]
    pub fn started_at(&self) -> Option<Instant> {
        self.incidents
            .iter()
            .find(|incident| matches!(incident.event, Event::Started))
            .map(|incident| incident.at)
    }

    /// The log as pretty JSON, with its digest when it is chained.
    #[must_use]
    pub fn to_json(&self) -> String {
        /// The log's own fields, then its digest.
        #[derive(Serialize)]
        struct Exported<'a> {
            #[serde(flatten)]
            log: &'a IncidentLog,
            #[serde(skip_serializing_if = "Option::is_none")]
            digest: Option<Digest>,
        }
        serde_json::to_string_pretty(&Exported {
            log: self,
            digest: self.digest(),
        })
        .unwrap_or_default()
    }
}

impl Serialize for IncidentLog {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// The incidents, each linked to the chain when the log is chained.
        struct Incidents<'a>(&'a IncidentLog);
        impl Serialize for Incidents<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let log = self.0;
                let mut list = serializer.serialize_seq(Some(log.incidents.len()))?;
                if log.chained() {
                    let mut chain = Chain::opening(log);
                    for incident in &log.incidents {
                        list.serialize_element(&chain.link(incident))?;
                    }
                } else {
                    for incident in &log.incidents {
                        list.serialize_element(incident)?;
                    }
                }
                list.end()
            }
        }
        let mut fields = serializer.serialize_struct("IncidentLog", 6)?;
        fields.serialize_field("version", &self.version)?;
        if !self.details.is_empty() {
            fields.serialize_field("details", &self.details)?;
        }
        fields.serialize_field("settings", &self.settings)?;
        fields.serialize_field("control", &self.control)?;
        if self.chained() {
            fields.serialize_field("opening", &Chain::opening(self).last())?;
        }
        fields.serialize_field("incidents", &Incidents(self))?;
        fields.end()
    }
}
