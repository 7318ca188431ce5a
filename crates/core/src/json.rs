//! Reading the JSON the core writes, by hand, from a `JsonValue`. Serde's derived readers, with
//! serde_json's parser, cost the app about 35 KB of gzipped wasm (the README's size notes; the log's
//! tagged events and flattened claim decisions the most); these read the same format, field by
//! field, and say where a document is wrong.

use crate::chain::{ChainBreak, Digest, CHAINED_FROM};
use crate::{
    Article, BySide, Citation, ClaimDecision, Correction, DraughtsDraw, DraughtsMaterial, Event,
    GameResult, GameSettings, Incident, IncidentLog, Instant, MateFinding, Method, Millis, Period,
    PeriodEnd, PositionCheck, Reason, Rulebook, RuledPosition, Side, Standing, TimeControl,
    UndoCharge,
};
use crate::{
    Game, JsonError, JsonExpected, JsonName, JsonProblem, JsonValue, LogError, LOG_VERSION,
};
use crate::{IlcDecision, Timer};
use std::borrow::Cow;

impl IncidentLog {
    /// Reads a log exported as JSON, checking its version. A leading byte-order mark, which some
    /// editors add when they save, is ignored.
    pub fn from_json(text: &str) -> Result<IncidentLog, LogError> {
        let value = JsonValue::parse(text).map_err(LogError::Malformed)?;
        IncidentLog::from_value(&value)
    }

    /// Reads a log from parsed JSON, checking its version: for a reader that wants other fields of
    /// the same document too, without parsing it twice.
    pub fn from_value(value: &JsonValue) -> Result<IncidentLog, LogError> {
        let version: u32 = field(value, "version").map_err(LogError::Malformed)?;
        if !(1..=LOG_VERSION).contains(&version) {
            return Err(LogError::UnsupportedVersion(version));
        }
        let log = IncidentLog::read_json(value).map_err(|error| match error.problem {
            JsonProblem::Altered(at) => LogError::Altered(at),
            _ => LogError::Malformed(error),
        })?;
        // An exported log ends with its digest: without it, incidents cut from its end would pass.
        if log.chained() && value.get("digest").is_none() {
            return Err(LogError::Altered(ChainBreak::Digest));
        }
        Ok(log)
    }

    /// A log of version 1 in version 2 (the last unchained one, whose reasons are typed): each
    /// reason known only by its words ([`Reason::Logged`]) replaced by the one its replay derives;
    /// as it is when it does not replay. A log of any other version stays as it reads.
    fn with_reasons_derived(self) -> IncidentLog {
        if self.version != 1 {
            return self;
        }
        let worded = |incident: &Incident| {
            matches!(
                incident.event,
                Event::Decided {
                    reason: Reason::Logged(_),
                    ..
                }
            )
        };
        if !self.incidents.iter().any(worded) {
            return IncidentLog {
                version: CHAINED_FROM - 1,
                ..self
            };
        }
        match Game::replay(&self) {
            Ok(game) => IncidentLog {
                version: CHAINED_FROM - 1,
                incidents: game.incidents().to_vec(),
                ..self
            },
            Err(_) => self,
        }
    }
}

/// A value read from parsed JSON, in the format its `Serialize` writes.
pub trait ReadJson: Sized {
    /// Reads `value`.
    fn read_json(value: &JsonValue) -> Result<Self, JsonError>;
}

/// Parses `text` and reads a `T` from it.
///
/// ```
/// use flagfall_core::{parse_json, GameSettings, Rulebook};
/// let settings: GameSettings = parse_json(r#"{"rulebook": "fmjd"}"#)?;
/// assert_eq!(settings.rulebook, Rulebook::Fmjd);
/// let error = parse_json::<GameSettings>(r#"{"rulebook": "fide-1900"}"#).unwrap_err();
/// assert_eq!(error.to_string(), "rulebook: unknown rulebook \"fide-1900\"");
/// # Ok::<(), flagfall_core::JsonError>(())
/// ```
pub fn parse_json<T: ReadJson>(text: &str) -> Result<T, JsonError> {
    let value = JsonValue::parse(text)?;
    T::read_json(&value)
}

/// The field `key` of the object `value`; an absent field reads as `null` (so as `None`).
#[inline(never)]
pub fn field<T: ReadJson>(value: &JsonValue, key: &str) -> Result<T, JsonError> {
    if !value.is_object() {
        return Err(JsonError::expected(JsonExpected::Object));
    }
    T::read_json(value.get(key).unwrap_or(&JsonValue::Null)).map_err(|e| e.within(key))
}

/// The field `key`, or `T`'s default when it is absent.
pub fn field_or_default<T: ReadJson + Default>(
    value: &JsonValue,
    key: &str,
) -> Result<T, JsonError> {
    Ok(field::<Option<T>>(value, key)?.unwrap_or_default())
}

/// The string field `key`, for a tag.
fn tag<'v>(value: &'v JsonValue, key: &str) -> Result<&'v str, JsonError> {
    if !value.is_object() {
        return Err(JsonError::expected(JsonExpected::Object));
    }
    value
        .get(key)
        .and_then(JsonValue::as_str)
        .ok_or_else(|| JsonError::expected(JsonExpected::String).within(key))
}

impl ReadJson for bool {
    fn read_json(value: &JsonValue) -> Result<bool, JsonError> {
        value
            .as_bool()
            .ok_or_else(|| JsonError::expected(JsonExpected::Boolean))
    }
}

impl ReadJson for i64 {
    fn read_json(value: &JsonValue) -> Result<i64, JsonError> {
        value
            .as_i64()
            .ok_or_else(|| JsonError::expected(JsonExpected::WholeNumber))
    }
}

impl ReadJson for u32 {
    fn read_json(value: &JsonValue) -> Result<u32, JsonError> {
        value
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| JsonError::expected(JsonExpected::Count))
    }
}

impl ReadJson for usize {
    fn read_json(value: &JsonValue) -> Result<usize, JsonError> {
        u32::read_json(value).map(|n| n as usize)
    }
}

impl ReadJson for String {
    fn read_json(value: &JsonValue) -> Result<String, JsonError> {
        value
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| JsonError::expected(JsonExpected::String))
    }
}

impl<T: ReadJson> ReadJson for Option<T> {
    fn read_json(value: &JsonValue) -> Result<Option<T>, JsonError> {
        if value.is_null() {
            Ok(None)
        } else {
            T::read_json(value).map(Some)
        }
    }
}

/// The value itself, for a reader that reads its parts one by one (and keeps those it cannot).
impl ReadJson for JsonValue {
    fn read_json(value: &JsonValue) -> Result<JsonValue, JsonError> {
        Ok(value.clone())
    }
}

impl<T: ReadJson> ReadJson for Vec<T> {
    fn read_json(value: &JsonValue) -> Result<Vec<T>, JsonError> {
        let items = value
            .as_array()
            .ok_or_else(|| JsonError::expected(JsonExpected::List))?;
        items
            .iter()
            .enumerate()
            .map(|(index, item)| T::read_json(item).map_err(|e| e.within(&format!("[{index}]"))))
            .collect()
    }
}

impl<T: ReadJson> ReadJson for BySide<T> {
    fn read_json(value: &JsonValue) -> Result<BySide<T>, JsonError> {
        Ok(BySide::new(field(value, "white")?, field(value, "black")?))
    }
}

impl ReadJson for Side {
    fn read_json(value: &JsonValue) -> Result<Side, JsonError> {
        value
            .as_str()
            .and_then(Side::from_name)
            .ok_or_else(|| JsonError::expected(JsonExpected::Side))
    }
}

impl ReadJson for UndoCharge {
    fn read_json(value: &JsonValue) -> Result<UndoCharge, JsonError> {
        match value.as_str() {
            Some("nobody") => Ok(UndoCharge::Nobody),
            Some("presser") => Ok(UndoCharge::Presser),
            _ => Err(JsonError::expected(JsonExpected::UndoCharge)),
        }
    }
}

impl ReadJson for Timer {
    fn read_json(value: &JsonValue) -> Result<Timer, JsonError> {
        Ok(match tag(value, "kind")? {
            "standard" => Timer::Standard,
            "delay" => Timer::Delay {
                max: field(value, "max")?,
            },
            "plain" => Timer::Plain,
            other => return Err(JsonError::unknown(JsonName::Timer, other).within("kind")),
        })
    }
}

impl ReadJson for Millis {
    fn read_json(value: &JsonValue) -> Result<Millis, JsonError> {
        i64::read_json(value).map(Millis)
    }
}

impl ReadJson for Instant {
    fn read_json(value: &JsonValue) -> Result<Instant, JsonError> {
        i64::read_json(value).map(Instant)
    }
}

impl ReadJson for Rulebook {
    fn read_json(value: &JsonValue) -> Result<Rulebook, JsonError> {
        let name = String::read_json(value)?;
        Rulebook::from_name(&name).ok_or_else(|| JsonError::unknown(JsonName::Rulebook, name))
    }
}

impl ReadJson for GameResult {
    fn read_json(value: &JsonValue) -> Result<GameResult, JsonError> {
        value
            .as_str()
            .and_then(GameResult::from_pgn)
            .ok_or_else(|| JsonError::expected(JsonExpected::GameResult))
    }
}

impl ReadJson for GameSettings {
    fn read_json(value: &JsonValue) -> Result<GameSettings, JsonError> {
        Ok(GameSettings {
            rulebook: field(value, "rulebook")?,
            guidelines_iii: field_or_default(value, "guidelines_iii")?,
            supervised: field_or_default(value, "supervised")?,
            run_on_after_flag: field_or_default(value, "run_on_after_flag")?,
            default_time: field(value, "default_time")?,
            armageddon: field_or_default(value, "armageddon")?,
            timer: field_or_default(value, "timer")?,
            ilc: field_or_default(value, "ilc")?,
        })
    }
}

impl ReadJson for Method {
    fn read_json(value: &JsonValue) -> Result<Method, JsonError> {
        Ok(match tag(value, "kind")? {
            "plain" => Method::Plain,
            "fischer" => Method::Fischer {
                increment: field(value, "increment")?,
            },
            "simple-delay" => Method::SimpleDelay {
                delay: field(value, "delay")?,
            },
            "bronstein" => Method::Bronstein {
                delay: field(value, "delay")?,
            },
            "hourglass" => Method::Hourglass,
            "byo-yomi" => Method::ByoYomi {
                periods: field(value, "periods")?,
            },
            "canadian" => Method::Canadian,
            "count-up" => Method::CountUp,
            other => return Err(JsonError::unknown(JsonName::Method, other).within("kind")),
        })
    }
}

impl ReadJson for PeriodEnd {
    fn read_json(value: &JsonValue) -> Result<PeriodEnd, JsonError> {
        Ok(match tag(value, "kind")? {
            "moves" => PeriodEnd::Moves(field(value, "moves")?),
            "timeout" => PeriodEnd::Timeout,
            "game" => PeriodEnd::Game,
            other => return Err(JsonError::unknown(JsonName::PeriodEnd, other).within("kind")),
        })
    }
}

impl ReadJson for Period {
    fn read_json(value: &JsonValue) -> Result<Period, JsonError> {
        Ok(Period {
            end: field(value, "end")?,
            time: field(value, "time")?,
            method: field(value, "method")?,
        })
    }
}

impl ReadJson for TimeControl {
    fn read_json(value: &JsonValue) -> Result<TimeControl, JsonError> {
        let periods = BySide::<Vec<Period>>::read_json(value)?;
        TimeControl::with_odds(periods.white, periods.black)
            .map_err(|e| JsonError::new(JsonProblem::Control(e)))
    }
}

impl ReadJson for Correction {
    fn read_json(value: &JsonValue) -> Result<Correction, JsonError> {
        Ok(Correction {
            side: field(value, "side")?,
            before: field(value, "before")?,
            after: field(value, "after")?,
        })
    }
}

impl ReadJson for MateFinding {
    fn read_json(value: &JsonValue) -> Result<MateFinding, JsonError> {
        Ok(MateFinding {
            can_checkmate: field(value, "can_checkmate")?,
            line: field(value, "line")?,
        })
    }
}

impl ReadJson for RuledPosition {
    fn read_json(value: &JsonValue) -> Result<RuledPosition, JsonError> {
        Ok(RuledPosition {
            check: PositionCheck {
                fen: field(value, "fen")?,
                found: BySide::read_json(value)?,
            },
            overruled: field(value, "overruled")?,
        })
    }
}

impl ReadJson for Standing {
    fn read_json(value: &JsonValue) -> Result<Standing, JsonError> {
        Ok(Standing {
            times: field(value, "times")?,
            moves: field(value, "moves")?,
            over: field(value, "over")?,
            result: field(value, "result")?,
        })
    }
}

impl ReadJson for DraughtsMaterial {
    fn read_json(value: &JsonValue) -> Result<DraughtsMaterial, JsonError> {
        Ok(DraughtsMaterial::new(
            field(value, "men")?,
            field(value, "kings")?,
        ))
    }
}

/// A log of version 1 comes back in this version when it replays: each reason it worded in English
/// is the reason the replay derives. The version itself is checked by
/// [`IncidentLog::from_value`].
impl ReadJson for IncidentLog {
    /// Reads a log; a chained one only when its chain matches its content, an unchained one only
    /// when it has no hashes (a chained log passed off as an earlier version is an edit too).
    fn read_json(value: &JsonValue) -> Result<IncidentLog, JsonError> {
        let version = field(value, "version")?;
        if !(1..=LOG_VERSION).contains(&version) {
            return Err(JsonError::expected(JsonExpected::LogVersion).within("version"));
        }
        let log = IncidentLog {
            version,
            details: field_or_default(value, "details")?,
            settings: field(value, "settings")?,
            control: field(value, "control")?,
            incidents: field(value, "incidents")?,
        };
        let opening: Option<Digest> = field(value, "opening")?;
        if log.chained() {
            let opening =
                opening.ok_or_else(|| JsonError::expected(JsonExpected::Hash).within("opening"))?;
            let hashes = incident_hashes(value)?;
            let digest = field(value, "digest")?;
            log.check_chain(opening, &hashes, digest)
                .map_err(|at| JsonError::new(JsonProblem::Altered(at)))?;
        } else if opening.is_some() || value.get("digest").is_some() || any_hash(value) {
            // A chained log passed off as an earlier version, to escape its chain.
            return Err(JsonError::new(JsonProblem::Altered(ChainBreak::Opening)));
        }
        Ok(log.with_reasons_derived())
    }
}

/// Whether any incident of `value` carries a hash.
fn any_hash(value: &JsonValue) -> bool {
    value
        .get("incidents")
        .and_then(JsonValue::as_array)
        .is_some_and(|incidents| {
            incidents
                .iter()
                .any(|incident| incident.get("hash").is_some())
        })
}

/// A chained incident's hash, read apart from its fields.
struct IncidentHash(Digest);

impl ReadJson for IncidentHash {
    fn read_json(value: &JsonValue) -> Result<IncidentHash, JsonError> {
        field(value, "hash").map(IncidentHash)
    }
}

/// The hash of each of a chained log's incidents.
fn incident_hashes(value: &JsonValue) -> Result<Vec<Digest>, JsonError> {
    let hashes: Vec<IncidentHash> = field(value, "incidents")?;
    Ok(hashes.into_iter().map(|hash| hash.0).collect())
}

impl ReadJson for Digest {
    fn read_json(value: &JsonValue) -> Result<Digest, JsonError> {
        value
            .as_str()
            .and_then(Digest::from_hex)
            .ok_or_else(|| JsonError::expected(JsonExpected::Hash))
    }
}

impl ReadJson for Incident {
    fn read_json(value: &JsonValue) -> Result<Incident, JsonError> {
        Ok(Incident {
            at: field(value, "at")?,
            event: Event::read_json(value)?,
        })
    }
}

impl ReadJson for Event {
    fn read_json(f: &JsonValue) -> Result<Event, JsonError> {
        Ok(match tag(f, "event")? {
            "started" => Event::Started,
            "pressed" => Event::Pressed {
                side: field(f, "side")?,
                used: field(f, "used")?,
                after: field(f, "after")?,
            },
            "paused" => Event::Paused {
                side: field(f, "side")?,
            },
            "resumed" => Event::Resumed {
                side: field(f, "side")?,
            },
            "time-corrected" => Event::TimeCorrected {
                correction: field(f, "correction")?,
            },
            "moves-corrected" => Event::MovesCorrected {
                side: field(f, "side")?,
                before: field(f, "before")?,
                after: field(f, "after")?,
            },
            "period-corrected" => Event::PeriodCorrected {
                side: field(f, "side")?,
                before: field(f, "before")?,
                after: field(f, "after")?,
            },
            "control-changed" => Event::ControlChanged {
                control: field(f, "control")?,
                overridden: field(f, "overridden")?,
            },
            "undone" => Event::Undone {
                side: field(f, "side")?,
                // Absent from logs written while an undo charged the presser.
                charged: field::<Option<UndoCharge>>(f, "charged")?.unwrap_or(UndoCharge::Presser),
            },
            "illegal-move" => Event::IllegalMove {
                side: field(f, "side")?,
                nth: field(f, "nth")?,
                opponent_cannot_mate: field(f, "opponent_cannot_mate")?,
                bonus: field(f, "bonus")?,
                // Absent from logs written before illegal moves were taken back.
                reinstated: field(f, "reinstated")?,
                // Absent when no position was searched, as in every log written before the check.
                position: field(f, "position")?,
            },
            "extra-five" => Event::ExtraFive {
                requester: field(f, "requester")?,
                bonus: field(f, "bonus")?,
            },
            "draw-claim" => Event::DrawClaim {
                claimant: field(f, "claimant")?,
                decision: ClaimDecision::read_json(f)?,
                bonus: field(f, "bonus")?,
            },
            "win-on-time-claim" => Event::WinOnTimeClaim {
                claimant: field(f, "claimant")?,
                claimant_can_checkmate: field(f, "claimant_can_checkmate")?,
                position: field(f, "position")?,
            },
            "flag-confirmed" => Event::FlagConfirmed {
                claimant: field(f, "claimant")?,
                claimant_can_checkmate: field(f, "claimant_can_checkmate")?,
            },
            "dead-position" => Event::DeadPosition {
                position: field(f, "position")?,
            },
            "flag-order-unknown" => Event::FlagOrderUnknown {
                continued: field(f, "continued")?,
            },
            "draughts-draw" => Event::DraughtsDraw {
                draw: DraughtsDraw::read_json(f)?,
                material: field(f, "material")?,
            },
            "ended" => Event::Ended {
                result: field(f, "result")?,
                reason: field(f, "reason")?,
                winner: field(f, "winner")?,
            },
            "note" => Event::Note {
                text: field(f, "text")?,
            },
            "draw-claim-ruled" => Event::DrawClaimRuled {
                claimant: field(f, "claimant")?,
                upheld: field(f, "upheld")?,
                bonus: field(f, "bonus")?,
                penalty: field(f, "penalty")?,
            },
            "draw-offered" => Event::DrawOffered {
                side: field(f, "side")?,
            },
            "draw-agreed" => Event::DrawAgreed {
                offered_by: field(f, "offered_by")?,
            },
            "arrived" => Event::Arrived {
                side: field(f, "side")?,
            },
            "ruling-undone" => Event::RulingUndone {
                before: field(f, "before")?,
                after: field(f, "after")?,
            },
            "reopened" => Event::Reopened {
                before: field(f, "before")?,
                after: field(f, "after")?,
            },
            "unwatched" => Event::Unwatched {
                side: field(f, "side")?,
                from: field(f, "from")?,
                span: field(f, "span")?,
            },
            "wrong-pin" => Event::WrongPin,
            "both-flags-play-on" => Event::BothFlagsPlayOn {
                continued: field(f, "continued")?,
            },
            "time-claim-no-score" => Event::TimeClaimWithoutScoresheet {
                claimant: field(f, "claimant")?,
                bonus: field(f, "bonus")?,
            },
            "illegal-move-corrected" => Event::IllegalMoveCorrected {
                side: field(f, "side")?,
                reinstated: field(f, "reinstated")?,
            },
            "ilc-claim" => Event::IlcClaim {
                claimant: field(f, "claimant")?,
                decision: IlcDecision::read_json(f)?,
                correction: field(f, "correction")?,
            },
            "hall-left" => Event::HallLeft {
                hall: field(f, "hall")?,
                board: field(f, "board")?,
            },
            "charge-returned" => Event::ChargeReturned {
                side: field(f, "side")?,
                given: field(f, "given")?,
                before: field(f, "before")?,
                after: field(f, "after")?,
            },
            "flag-fell" => Event::FlagFell {
                side: field(f, "side")?,
            },
            "decided" => Event::Decided {
                result: field(f, "result")?,
                reason: field(f, "reason")?,
                winner: field(f, "winner")?,
            },
            other => return Err(JsonError::unknown(JsonName::Event, other).within("event")),
        })
    }
}

/// A reason is an object tagged by its `rule`; a log of version 1 wrote it as English words.
impl ReadJson for Reason {
    fn read_json(f: &JsonValue) -> Result<Reason, JsonError> {
        if let Some(words) = f.as_str() {
            return Ok(Reason::Logged(words.to_owned()));
        }
        Ok(match tag(f, "rule")? {
            "flag-fell" => Reason::FlagFell {
                loser: field(f, "loser")?,
                at: field(f, "at")?,
                claimant_can_checkmate: field(f, "claimant_can_checkmate")?,
                article: field(f, "article")?,
            },
            "both-flags-fell" => Reason::BothFlagsFell {
                first: field(f, "first")?,
                article: field(f, "article")?,
            },
            "flag-order-unknown" => Reason::FlagOrderUnknown {
                article: field(f, "article")?,
            },
            "default-time" => Reason::DefaultTime {
                absent: field(f, "absent")?,
                article: field(f, "article")?,
            },
            "illegal-move" => Reason::IllegalMove {
                side: field(f, "side")?,
                nth: field(f, "nth")?,
                opponent_cannot_mate: field(f, "opponent_cannot_mate")?,
                article: field(f, "article")?,
            },
            "repetition-claim-upheld" => Reason::RepetitionClaimUpheld {
                claimant: field(f, "claimant")?,
                article: field(f, "article")?,
            },
            "draw-agreed" => Reason::DrawAgreed {
                offered_by: field(f, "offered_by")?,
                article: field(f, "article")?,
            },
            "draw-claim-accepted" => Reason::DrawClaimAccepted {
                claimant: field(f, "claimant")?,
                article: field(f, "article")?,
            },
            "draw-claim-unsupervised" => Reason::DrawClaimUnsupervised {
                claimant: field(f, "claimant")?,
                article: field(f, "article")?,
            },
            "dead-position" => Reason::DeadPosition {
                article: field(f, "article")?,
            },
            "draughts-agreement" => Reason::DraughtsAgreement,
            "draughts-regulation" => Reason::DraughtsRegulation,
            "draughts-time-shortage" => Reason::DraughtsTimeShortage {
                claimant: field(f, "claimant")?,
            },
            "arbiter" => Reason::Arbiter {
                words: field(f, "words")?,
            },
            other => return Err(JsonError::unknown(JsonName::Rule, other).within("rule")),
        })
    }
}

/// An article is `"event-regulations"`, or an object holding one of `laws`, `guidelines` (each a
/// rulebook and a number), `fide` and `bare` (a number).
impl ReadJson for Citation {
    fn read_json(value: &JsonValue) -> Result<Citation, JsonError> {
        if value.as_str() == Some("event-regulations") {
            return Ok(Article::EventRegulations);
        }
        let (kind, cited) = ["laws", "guidelines", "fide", "bare"]
            .into_iter()
            .find_map(|kind| Some((kind, value.get(kind)?)))
            .ok_or_else(|| JsonError::expected(JsonExpected::Article))?;
        let number = field::<String>(cited, "number")
            .map(Cow::Owned)
            .map_err(|e| e.within(kind))?;
        let rulebook = || field::<Rulebook>(cited, "rulebook").map_err(|e| e.within(kind));
        Ok(match kind {
            "laws" => Article::Laws {
                rulebook: rulebook()?,
                number,
            },
            "guidelines" => Article::Guidelines {
                rulebook: rulebook()?,
                number,
            },
            "fide" => Article::Fide { number },
            _ => Article::Bare { number },
        })
    }
}

/// Read from the fields of the draw-claim event it is flattened into.
impl ReadJson for ClaimDecision {
    fn read_json(f: &JsonValue) -> Result<ClaimDecision, JsonError> {
        Ok(match tag(f, "decision")? {
            "accepted" => ClaimDecision::Accepted,
            "rejected" => ClaimDecision::Rejected,
            "postponed" => ClaimDecision::Postponed {
                award_bonus: field(f, "award_bonus")?,
            },
            "unsupervised" => ClaimDecision::Unsupervised,
            other => return Err(JsonError::unknown(JsonName::Decision, other).within("decision")),
        })
    }
}

/// Read from the fields of the 14H claim it is flattened into.
impl ReadJson for IlcDecision {
    fn read_json(f: &JsonValue) -> Result<IlcDecision, JsonError> {
        Ok(match tag(f, "decision")? {
            "draw" => IlcDecision::Draw,
            "reject" => IlcDecision::Reject {
                taken: field(f, "taken")?,
            },
            "postpone" => IlcDecision::Postpone,
            "delay" => IlcDecision::Delay {
                delay: field(f, "delay")?,
            },
            other => return Err(JsonError::unknown(JsonName::Decision, other).within("decision")),
        })
    }
}

/// Read from the fields of the draughts-draw event it is flattened into.
impl ReadJson for DraughtsDraw {
    fn read_json(f: &JsonValue) -> Result<DraughtsDraw, JsonError> {
        Ok(match tag(f, "claim")? {
            "agreement" => DraughtsDraw::Agreement,
            "regulation" => DraughtsDraw::Regulation,
            "time-shortage" => DraughtsDraw::TimeShortage {
                claimant: field(f, "claimant")?,
                upheld: field(f, "upheld")?,
            },
            other => return Err(JsonError::unknown(JsonName::Claim, other).within("claim")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BySide, Correction, DraughtsMaterial, GameResult, Instant, Millis, Side};

    /// The kind of `event`, in declaration order: adding a kind of event breaks this match, and so
    /// calls for a sample below.
    fn kind(event: &Event) -> usize {
        match event {
            Event::Started => 0,
            Event::Pressed { .. } => 1,
            Event::Paused { .. } => 2,
            Event::Resumed { .. } => 3,
            Event::TimeCorrected { .. } => 4,
            Event::MovesCorrected { .. } => 5,
            Event::PeriodCorrected { .. } => 6,
            Event::ControlChanged { .. } => 7,
            Event::Undone { .. } => 8,
            Event::IllegalMove { .. } => 9,
            Event::ExtraFive { .. } => 10,
            Event::DrawClaim { .. } => 11,
            Event::WinOnTimeClaim { .. } => 12,
            Event::FlagConfirmed { .. } => 13,
            Event::DeadPosition { .. } => 14,
            Event::FlagOrderUnknown { .. } => 15,
            Event::DraughtsDraw { .. } => 16,
            Event::Ended { .. } => 17,
            Event::Note { .. } => 18,
            Event::DrawClaimRuled { .. } => 19,
            Event::DrawOffered { .. } => 20,
            Event::DrawAgreed { .. } => 21,
            Event::Arrived { .. } => 22,
            Event::RulingUndone { .. } => 23,
            Event::Reopened { .. } => 24,
            Event::Unwatched { .. } => 25,
            Event::ChargeReturned { .. } => 26,
            Event::WrongPin => 27,
            Event::BothFlagsPlayOn { .. } => 28,
            Event::TimeClaimWithoutScoresheet { .. } => 29,
            Event::IllegalMoveCorrected { .. } => 30,
            Event::IlcClaim { .. } => 31,
            Event::HallLeft { .. } => 32,
            Event::FlagFell { .. } => 33,
            Event::Decided { .. } => 34,
        }
    }

    /// Every kind of event, each as the derived serialiser writes it, reads back to itself.
    #[test]
    fn every_event_reads_back_as_written() {
        let searched = RuledPosition {
            check: PositionCheck {
                fen: "8/8/8/4k3/8/8/8/QK6 w - - 0 1".into(),
                found: BySide::new(
                    MateFinding {
                        can_checkmate: Some(true),
                        line: Some("1. Qe1+ Kd5".into()),
                    },
                    MateFinding {
                        can_checkmate: Some(false),
                        line: None,
                    },
                ),
            },
            overruled: false,
        };
        let correction = Correction {
            side: Side::Black,
            before: Millis(1),
            after: Millis(2),
        };
        let standing = Standing {
            times: BySide::new(Millis(5), Millis(6)),
            moves: BySide::new(7, 8),
            over: true,
            result: Some(GameResult::BlackWins),
        };
        let events = vec![
            Event::Started,
            Event::Pressed {
                side: Side::White,
                used: Millis(3),
                after: Millis(4),
            },
            Event::Paused { side: Side::Black },
            Event::Resumed { side: Side::White },
            Event::TimeCorrected { correction },
            Event::MovesCorrected {
                side: Side::White,
                before: 1,
                after: 2,
            },
            Event::PeriodCorrected {
                side: Side::Black,
                before: 0,
                after: 1,
            },
            Event::ControlChanged {
                control: crate::parse_human("90/40, 30+30").unwrap(),
                overridden: true,
            },
            Event::Undone {
                side: Side::White,
                charged: UndoCharge::Nobody,
            },
            Event::Undone {
                side: Side::Black,
                charged: UndoCharge::Presser,
            },
            Event::IllegalMove {
                side: Side::White,
                nth: 2,
                opponent_cannot_mate: true,
                bonus: None,
                reinstated: None,
                position: Some(searched.clone()),
            },
            Event::IllegalMove {
                side: Side::Black,
                nth: 1,
                opponent_cannot_mate: false,
                bonus: Some(correction),
                reinstated: Some(correction),
                position: None,
            },
            Event::ExtraFive {
                requester: Side::White,
                bonus: correction,
            },
            Event::DrawClaim {
                claimant: Side::Black,
                decision: ClaimDecision::Postponed { award_bonus: true },
                bonus: Some(correction),
            },
            Event::DrawClaim {
                claimant: Side::White,
                decision: ClaimDecision::Unsupervised,
                bonus: None,
            },
            Event::WinOnTimeClaim {
                claimant: Side::Black,
                claimant_can_checkmate: false,
                position: None,
            },
            Event::WinOnTimeClaim {
                claimant: Side::White,
                claimant_can_checkmate: true,
                position: Some(RuledPosition {
                    overruled: true,
                    ..searched.clone()
                }),
            },
            Event::FlagConfirmed {
                claimant: Side::White,
                claimant_can_checkmate: false,
            },
            Event::DeadPosition { position: None },
            Event::DeadPosition {
                position: Some(searched),
            },
            Event::FlagOrderUnknown { continued: None },
            Event::FlagOrderUnknown {
                continued: Some(BySide::new(Millis(60_000), Millis(1))),
            },
            Event::DraughtsDraw {
                draw: DraughtsDraw::TimeShortage {
                    claimant: Side::Black,
                    upheld: true,
                },
                material: BySide::new(DraughtsMaterial::new(3, 1), DraughtsMaterial::new(0, 2)),
            },
            Event::DraughtsDraw {
                draw: DraughtsDraw::Agreement,
                material: BySide::both(DraughtsMaterial::new(10, 0)),
            },
            Event::Ended {
                result: None,
                reason: "pending".into(),
                winner: None,
            },
            Event::Note {
                text: "phone rang".into(),
            },
            Event::DrawClaimRuled {
                claimant: Side::White,
                upheld: false,
                bonus: Some(correction),
                penalty: Some(correction),
            },
            Event::DrawOffered { side: Side::Black },
            Event::DrawAgreed {
                offered_by: Side::White,
            },
            Event::Arrived { side: Side::Black },
            Event::RulingUndone {
                before: standing,
                after: Standing {
                    over: false,
                    result: None,
                    ..standing
                },
            },
            Event::Reopened {
                before: standing,
                after: standing,
            },
            Event::Unwatched {
                side: Side::Black,
                from: Instant(40),
                span: Millis(3_600_000),
            },
            Event::ChargeReturned {
                side: Side::White,
                given: Millis(9),
                before: standing,
                after: standing,
            },
            Event::WrongPin,
            Event::BothFlagsPlayOn {
                continued: BySide::new(Millis(1_800_000), Millis(1_790_000)),
            },
            Event::TimeClaimWithoutScoresheet {
                claimant: Side::Black,
                bonus: Correction {
                    side: Side::White,
                    before: Millis::ZERO,
                    after: Millis(120_000),
                },
            },
            Event::IllegalMoveCorrected {
                side: Side::White,
                reinstated: Correction {
                    side: Side::White,
                    before: Millis(60_000),
                    after: Millis(61_000),
                },
            },
            Event::IlcClaim {
                claimant: Side::White,
                decision: IlcDecision::Delay {
                    delay: Some(Millis(5_000)),
                },
                correction: None,
            },
            Event::HallLeft {
                hall: "r1x9".into(),
                board: 12,
            },
            Event::FlagFell { side: Side::White },
            Event::Decided {
                result: Some(GameResult::Draw),
                reason: Reason::DeadPosition {
                    article: Article::Fide { number: "5.2.2" }.into(),
                },
                winner: Some(Side::Black),
            },
        ];
        let mut kinds: Vec<usize> = events.iter().map(kind).collect();
        kinds.dedup();
        assert_eq!(
            kinds,
            (0..35).collect::<Vec<_>>(),
            "a sample of every kind of event"
        );
        for event in events {
            let incident = Incident {
                at: Instant(42),
                event,
            };
            let text = serde_json::to_string(&incident).unwrap();
            assert!(
                text.contains(&format!("\"event\":\"{}\"", incident.event.name())),
                "{text}"
            );
            assert_eq!(parse_json::<Incident>(&text), Ok(incident), "{text}");
        }
    }

    /// The rule of `reason`, in declaration order: adding a reason breaks this match, and so calls
    /// for a sample below.
    fn rule(reason: &Reason) -> usize {
        match reason {
            Reason::FlagFell { .. } => 0,
            Reason::BothFlagsFell { .. } => 1,
            Reason::FlagOrderUnknown { .. } => 2,
            Reason::DefaultTime { .. } => 3,
            Reason::IllegalMove { .. } => 4,
            Reason::RepetitionClaimUpheld { .. } => 5,
            Reason::DrawAgreed { .. } => 6,
            Reason::DrawClaimAccepted { .. } => 7,
            Reason::DrawClaimUnsupervised { .. } => 8,
            Reason::DeadPosition { .. } => 9,
            Reason::DraughtsAgreement => 10,
            Reason::DraughtsRegulation => 11,
            Reason::DraughtsTimeShortage { .. } => 12,
            Reason::Arbiter { .. } => 13,
            Reason::Logged(_) => 14,
        }
    }

    /// Every reason, with every kind of article, as the derived serialiser writes it, reads back to
    /// itself: the reader and the writer describe one format.
    #[test]
    fn every_reason_reads_back_as_written() {
        let laws: Citation = Article::laws(Rulebook::Fide2023, "6.9").into();
        let reasons = vec![
            Reason::FlagFell {
                loser: Side::Black,
                at: Millis(5_000),
                claimant_can_checkmate: Some(false),
                article: laws.clone(),
            },
            Reason::BothFlagsFell {
                first: Side::White,
                article: Article::guidelines(Rulebook::Fide2018, "III.3.1.2").into(),
            },
            Reason::FlagOrderUnknown {
                article: Article::Bare { number: "Art. 11" }.into(),
            },
            Reason::DefaultTime {
                absent: None,
                article: Article::EventRegulations,
            },
            Reason::IllegalMove {
                side: Side::White,
                nth: 2,
                opponent_cannot_mate: true,
                article: laws.clone(),
            },
            Reason::RepetitionClaimUpheld {
                claimant: Side::Black,
                article: Article::Fide { number: "9.2" }.into(),
            },
            Reason::DrawAgreed {
                offered_by: Side::White,
                article: laws.clone(),
            },
            Reason::DrawClaimAccepted {
                claimant: Side::White,
                article: laws.clone(),
            },
            Reason::DrawClaimUnsupervised {
                claimant: Side::Black,
                article: laws,
            },
            Reason::DeadPosition {
                article: Article::Fide { number: "5.2.2" }.into(),
            },
            Reason::DraughtsAgreement,
            Reason::DraughtsRegulation,
            Reason::DraughtsTimeShortage {
                claimant: Side::Black,
            },
            Reason::Arbiter {
                words: "resigned \"at once\"".into(),
            },
            Reason::Logged("White's flag fell (FIDE 2023 6.9)".into()),
        ];
        assert_eq!(
            reasons.iter().map(rule).collect::<Vec<_>>(),
            (0..15).collect::<Vec<_>>(),
            "a sample of every reason"
        );
        for reason in reasons {
            let text = serde_json::to_string(&reason).unwrap();
            assert_eq!(parse_json::<Reason>(&text), Ok(reason), "{text}");
        }
    }

    #[test]
    fn a_reason_is_written_as_its_rule_and_values() {
        let reason = Reason::FlagFell {
            loser: Side::Black,
            at: Millis(5_000),
            claimant_can_checkmate: None,
            article: Article::laws(Rulebook::Fide2023, "6.9").into(),
        };
        assert_eq!(
            serde_json::to_string(&reason).unwrap(),
            r#"{"rule":"flag-fell","loser":"black","at":5000,"claimant_can_checkmate":null,"article":{"laws":{"rulebook":"fide-2023","number":"6.9"}}}"#
        );
        assert_eq!(
            parse_json::<Reason>(
                r#"{"rule":"flag-fell","loser":"black","at":5000,"article":{"statute":"6.9"}}"#
            )
            .unwrap_err()
            .to_string(),
            "article: expected an article"
        );
        assert_eq!(
            parse_json::<Reason>(r#"{"rule":"resigned"}"#)
                .unwrap_err()
                .to_string(),
            "rule: unknown rule \"resigned\""
        );
    }

    #[test]
    fn an_unknown_event_or_a_missing_field_is_named_with_its_path() {
        let read = |text: &str| parse_json::<IncidentLog>(text).unwrap_err().to_string();
        let log = |incidents: &str| {
            format!(
                r#"{{"version": 1, "settings": {{"rulebook": "fide-2023"}},
                    "control": {{"white": [{{"end": {{"kind": "game"}}, "time": 60000, "method": {{"kind": "plain"}}}}],
                                 "black": [{{"end": {{"kind": "game"}}, "time": 60000, "method": {{"kind": "hourglas"}}}}]}},
                    "incidents": [{incidents}]}}"#
            )
        };
        assert_eq!(
            read(&log("")),
            "control.black[0].method.kind: unknown method \"hourglas\""
        );
        let good = log("").replace("hourglas", "hourglass");
        let with = |incidents: &str| {
            good.replace(
                "\"incidents\": []",
                &format!("\"incidents\": [{incidents}]"),
            )
        };
        assert_eq!(
            read(&with(
                r#"{"at": 1, "event": "started"}, {"at": 2, "event": "teleported"}"#
            )),
            "incidents[1].event: unknown event \"teleported\""
        );
        assert_eq!(
            read(&with(r#"{"at": 1, "event": "paused"}"#)),
            "incidents[0].side: expected \"white\" or \"black\""
        );
        assert_eq!(
            read("[1, 2"),
            "the text ends inside a list at line 1 column 6"
        );
    }
}
