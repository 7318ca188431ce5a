//! The core's English: every value the core hands out (a reason, a refusal, an error, a category and
//! its basis) is worded here for the command line, the log and the tests, and only here. The app
//! does not read these sentences: it words each value in its reader's language from the value.

use crate::json::{JsonExpected, JsonName, JsonProblem, JsonSyntax};
use crate::notation::{
    Expected, Location, NotationError, NotationErrorKind, PgnLimit, ReadingNote,
};
use crate::{
    format_clock, format_game_time, format_minutes, quotable, Article, Band, Basis, Category,
    Classification, ClockError, ControlError, Counted, Divergence, GameError, Incident, JsonError,
    LinkError, LogError, Method, NoPenalty, Reason, Rule, RuleRefusal, Rulebook, Side, TimeCount,
    UndefinedMethod, UnknownRulebook, FMJD_DRAW_AGREEMENT, FMJD_NORMAL_REGULATIONS,
    FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE, FMJD_WITHOUT_FISCHER, LOG_VERSION,
};

/// What a reader found where a notation went wrong: the text quoted, or the end.
struct Found(Option<String>);

/// A category's name as it reads in a sentence.
const fn category_words(category: Category) -> &'static str {
    match category {
        Category::RapidOrBlitz => "rapid or blitz",
        other => other.as_str(),
    }
}

impl core::fmt::Display for Article {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(
            self.printed()
                .as_deref()
                .unwrap_or("the event's regulations"),
        )
    }
}

impl core::fmt::Display for Side {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

impl core::fmt::Display for Category {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl core::fmt::Display for Classification {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.basis.fmt(f)
    }
}

impl core::fmt::Display for Basis {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Basis::Counted {
                article,
                counted: Counted::Same(count),
                band,
            } => write!(f, "{article}: {count}, {band}"),
            Basis::Counted {
                article,
                counted: Counted::PerSide(counts),
                band,
            } => write!(
                f,
                "{article}: White {}, Black {}, {band}",
                counts.white, counts.black
            ),
            Basis::TimeOdds { articles, totals } => write!(
                f,
                "time odds: White's {} is {}, Black's {} is {}; the category must hold for each player ({articles})",
                format_minutes(totals.white.0),
                category_words(totals.white.1),
                format_minutes(totals.black.0),
                category_words(totals.black.1),
            ),
            Basis::UndefinedMethod {
                articles,
                method,
                side,
            } => {
                write!(f, "{articles}: the rulebook defines no category for {method}")?;
                match side {
                    Some(side) => write!(f, " ({side}'s control)"),
                    None => Ok(()),
                }
            }
            Basis::Unknown => f.write_str(
                "PGN TimeControl \"?\": the time control is not known, so no category applies",
            ),
            Basis::Untimed => f.write_str(
                "PGN TimeControl \"-\": the game has no time control, so no category applies",
            ),
        }
    }
}

impl core::fmt::Display for Band {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Band::FideBlitz => "10 minutes or less for each player",
            Band::FideRapid => "more than 10 and less than 60 minutes for each player",
            Band::Fide2009Blitz => "less than 15 minutes for each player",
            Band::Fide2009Rapid => "at least 15 and less than 60 minutes for each player",
            Band::FideStandard => "at least 60 minutes for each player, so standard chess",
            Band::FmjdTooFast => {
                "less than 5 minutes for each player, faster than blitz (5–15 minutes)"
            }
            Band::FmjdBlitz => "between 5 and 15 minutes inclusive for each player",
            Band::FmjdRapidOrBlitz => "exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
            Band::FmjdRapid => "between 15 and 30 minutes inclusive for each player",
            Band::FmjdStandard => "more than 30 minutes for each player, so not accelerated",
        })
    }
}

impl core::fmt::Display for UndefinedMethod {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            UndefinedMethod::Hourglass => "hourglass",
            UndefinedMethod::ByoYomi => "byo-yomi",
            UndefinedMethod::Canadian => "Canadian overtime",
            UndefinedMethod::CountUp => "a count-up clock with no time limit",
        })
    }
}

impl core::fmt::Display for TimeCount {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.sum(|moves, each| format!("{moves} × {each} delay")))
    }
}

impl core::fmt::Display for Reason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Reason::FlagFell {
                loser,
                at,
                claimant_can_checkmate,
                article,
            } => {
                let at = format_game_time(*at);
                match claimant_can_checkmate {
                    None => write!(f, "{loser}'s flag fell at {at} ({article})"),
                    Some(can) => write!(
                        f,
                        "{loser}'s flag fell at {at}; {} {} checkmate ({article})",
                        loser.opponent(),
                        if *can { "can" } else { "cannot" }
                    ),
                }
            }
            Reason::BothFlagsFell { first, article } => {
                write!(f, "both flags fell, {first}'s first ({article})")
            }
            Reason::FlagOrderUnknown { article } => write!(
                f,
                "both flags fell and the order cannot be established ({article})"
            ),
            Reason::DefaultTime {
                absent: None,
                article,
            } => write!(
                f,
                "neither player was present at the default time: both lose ({article})"
            ),
            Reason::DefaultTime {
                absent: Some(absent),
                article,
            } => write!(
                f,
                "{absent} was not present at the default time and loses ({article})"
            ),
            Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate: false,
                article,
            } => write!(
                f,
                "{side}'s illegal move number {nth} loses the game ({article})"
            ),
            Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate: true,
                article,
            } => write!(
                f,
                "{side}'s illegal move number {nth}, but {} cannot checkmate: drawn ({article})",
                side.opponent()
            ),
            Reason::RepetitionClaimUpheld { claimant, article } => {
                write!(f, "{claimant}'s draw claim upheld ({article})")
            }
            Reason::DrawAgreed {
                offered_by,
                article,
            } => write!(f, "draw agreed on {offered_by}'s offer ({article})"),
            Reason::DrawClaimAccepted { claimant, article } => {
                write!(f, "{claimant}'s draw claim accepted ({article})")
            }
            Reason::DrawClaimUnsupervised { claimant, article } => write!(
                f,
                "{claimant}'s draw claim concludes the game; the designated arbiter decides ({article})"
            ),
            Reason::DeadPosition { article } => write!(
                f,
                "dead position: neither player can checkmate ({article})"
            ),
            Reason::DraughtsAgreement => write!(f, "draw agreed ({FMJD_DRAW_AGREEMENT})"),
            Reason::DraughtsRegulation => write!(f, "regulation draw ({FMJD_REGULATION_DRAW})"),
            Reason::DraughtsTimeShortage { claimant } => write!(
                f,
                "{claimant}'s time-shortage claim upheld ({FMJD_TIME_SHORTAGE})"
            ),
            Reason::Arbiter(text) | Reason::Logged { text, .. } => f.write_str(text),
        }
    }
}

impl core::fmt::Display for RuleRefusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            RuleRefusal::WrongRulebook { rulebook, rule } => {
                write!(f, "{} has no {rule}", rulebook.citation())
            }
            RuleRefusal::NotAnnounced { article } => write!(
                f,
                "{article}: these rules apply only if their use was announced before the event"
            ),
            RuleRefusal::NotForBlitz { article } => {
                write!(f, "{article}: these rules never apply to blitz games")
            }
            RuleRefusal::NotStandardOrRapid { article, category } => write!(
                f,
                "{article}: these rules apply only to standard and rapid games, and this game is {category}"
            ),
            RuleRefusal::HasIncrement { article } => write!(
                f,
                "{article}: these rules apply only to games without increment, and this control adds time with each move"
            ),
            RuleRefusal::NotFinalPeriod { article } => write!(
                f,
                "{article}: these rules concern only the final period, in which all remaining moves must be completed"
            ),
            RuleRefusal::AlreadyGranted { article } => write!(
                f,
                "{article}: the extra five-second increment has already been introduced, so the game now has an increment"
            ),
            RuleRefusal::FlagFallen { article } => write!(
                f,
                "{article}: this must come before a flag falls, and a flag has fallen"
            ),
            RuleRefusal::NotUnderTwoMinutes { article, remaining } => write!(
                f,
                "{article} needs less than two minutes on the clock of the player having the move, whose clock shows {}",
                format_clock(*remaining)
            ),
            RuleRefusal::TooManyPiecesForDrawAgreement { side, pieces } => write!(
                f,
                "{FMJD_DRAW_AGREEMENT}: a draw may be agreed only when each player has 10 pieces or fewer; {side} has {pieces}"
            ),
            RuleRefusal::MoreThanOneMinute { remaining } => write!(
                f,
                "{FMJD_TIME_SHORTAGE} needs one minute or less on the claimant's clock, which shows {}",
                format_clock(*remaining)
            ),
            RuleRefusal::TooManyPiecesForTimeShortage { pieces } => write!(
                f,
                "{FMJD_TIME_SHORTAGE} needs 8 pieces or fewer on the board in total; there are {pieces}"
            ),
            RuleRefusal::NotRegulationDraw => write!(
                f,
                "{FMJD_REGULATION_DRAW}: a regulation draw needs a lone king against at most three kings, two kings and a man, a king and two men, two kings, a king and a man, or a king"
            ),
            RuleRefusal::FischerInUse => write!(
                f,
                "{FMJD_WITHOUT_FISCHER} apply only to games played without the Fischer system"
            ),
            RuleRefusal::OrderShownByClock { because, article } => write!(
                f,
                "{because}; a digital clock shows which flag fell first ({article})"
            ),
            RuleRefusal::BeforeFirstMoves { article } => write!(
                f,
                "{article}: a draw may be agreed only once both players have made at least one move"
            ),
            RuleRefusal::NotRapidOrBlitz { article, category } => write!(
                f,
                "{article} applies only to rapid and blitz games, and this game is {category}"
            ),
        }
    }
}

impl core::fmt::Display for NoPenalty {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            NoPenalty::NotCounted => {
                f.write_str("illegal moves are counted from 1, the first completed illegal move")
            }
            NoPenalty::RapidOrBlitz { rulebook } => write!(
                f,
                "{} penalises rapid and blitz differently; a rapid-or-blitz game must be settled as one of them first",
                rulebook.citation()
            ),
            NoPenalty::Draughts => write!(
                f,
                "{} has no time penalty for an irregular move; the referee applies the normal regulations ({FMJD_NORMAL_REGULATIONS})",
                Rulebook::Fmjd.citation()
            ),
        }
    }
}

impl core::fmt::Display for GameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameError::Clock(error) => error.fmt(f),
            GameError::Refused(refusal) => refusal.fmt(f),
            GameError::NotApplicable(reason) => reason.fmt(f),
            GameError::NoMoveYet(side) => write!(f, "{side} has not completed a move yet"),
            GameError::TooLate { side, article } => write!(
                f,
                "{side}'s illegal move can no longer be penalised: {} has made the next move ({article})",
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
            GameError::NoDrawOffer => f.write_str(
                "no draw offer stands: none was made, or it lapsed when the opponent moved",
            ),
            GameError::AlreadyArrived(side) => write!(f, "{side} has already arrived"),
            GameError::NoRulingToUndo => f.write_str(
                "there is no ruling to undo: only the last one can be, before anything but a note follows it",
            ),
            GameError::NotDecidedByClock => f.write_str(
                "only a game the clock decided, by a flag or the default time, can be reopened",
            ),
            GameError::NothingCharged => f.write_str(
                "no clock ran while the page could not watch: nothing was charged",
            ),
            GameError::NoChargeToReturn => {
                f.write_str("there is no charge for time the page could not watch to give back")
            }
            GameError::FlagNotFromCharge { side, short } => write!(
                f,
                "{side}'s flag would have fallen without the charge too: {side} was {} short",
                format_clock(*short)
            ),
        }
    }
}

impl core::fmt::Display for ClockError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::AlreadyStarted => f.write_str("the clock has already been started"),
            ClockError::Paused => f.write_str("the clock is paused"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
            ClockError::Stopped => f.write_str("the clock has stopped: the game is over"),
            ClockError::TimeWentBackwards { at, last } => write!(
                f,
                "time went backwards: {} ms comes before the last event at {} ms",
                at.0, last.0
            ),
            ClockError::Flagged(side) => {
                write!(f, "{side}'s flag has fallen; their time cannot be corrected")
            }
            ClockError::NothingToUndo => f.write_str(
                "there is no press to undo (only the last presses can be undone, before anything but a pause follows them)",
            ),
            ClockError::NegativeTime(side) => {
                write!(f, "{side}'s time cannot be set below zero")
            }
            ClockError::FlagUp(side) => write!(f, "{side}'s flag has not fallen"),
            ClockError::NoSuchPeriod { side, index } => {
                write!(f, "{side} has no period {}", index + 1)
            }
            ClockError::NothingToReinstate => f.write_str(
                "there is no press to take back: the clock has been corrected since the last one",
            ),
            ClockError::NotStopped => f.write_str("the clock has not stopped"),
        }
    }
}

impl core::fmt::Display for ControlError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ControlError::NoPeriods(side) => write!(f, "{side} has no time period"),
            ControlError::ZeroMoves { side, index } => {
                write!(f, "{side}'s period {} has a move count of zero", index + 1)
            }
            ControlError::PeriodAfterGame { side, index } => write!(
                f,
                "{side}'s period {} follows a period for the rest of the game and could never start",
                index + 1
            ),
            ControlError::TimeoutWithoutNext(side) => write!(
                f,
                "{side}'s last period ends when its time runs out, but no period follows it"
            ),
            ControlError::BadDuration { side, index } => write!(
                f,
                "{side}'s period {} has a time that is negative or not a whole number of seconds",
                index + 1
            ),
            ControlError::BadOvertime { side, index } => write!(
                f,
                "{side}'s period {} is an overtime (byo-yomi, Canadian or hourglass) without a move count, period count or time",
                index + 1
            ),
            ControlError::NoTime(side) => write!(f, "{side} has no time at all"),
            ControlError::PeriodWithoutTime { side, index } => write!(
                f,
                "{side}'s period {} has no time and no increment or delay",
                index + 1
            ),
            ControlError::TooManyPeriods { side, count, max } => write!(
                f,
                "{side} has {count} periods; a time control has at most {max}"
            ),
        }
    }
}

impl core::fmt::Display for LogError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LogError::Malformed(error) => write!(f, "not a Flagfall incident log: {error}"),
            LogError::UnsupportedVersion(version) => write!(
                f,
                "incident log version {version} is not supported (this build reads version {LOG_VERSION})"
            ),
            LogError::Diverged { index, divergence } => {
                write!(f, "incident {} does not replay: {divergence}", index + 1)
            }
        }
    }
}

impl core::fmt::Display for Divergence {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Divergence::Refused(error) => error.fmt(f),
            Divergence::Differs { logged, replayed } => write!(
                f,
                "the log says {}, the replay gives {}",
                incident_json(logged.as_deref()),
                incident_json(replayed.as_deref())
            ),
        }
    }
}

/// An incident as the log writes it, in JSON (and no Debug code in the app's wasm).
fn incident_json(incident: Option<&Incident>) -> String {
    incident.map_or_else(|| "nothing".to_owned(), Incident::to_json)
}

impl core::fmt::Display for ReadingNote {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ReadingNote::MinutesForMoreMoves {
                column,
                minutes,
                moves,
            } => write!(
                f,
                "at column {column}: \"{minutes}/{moves}\" reads as {minutes} minutes for {moves} moves (FIDE style writes the minutes first); for {minutes} moves in {moves} minutes write \"{moves}/{minutes}\""
            ),
        }
    }
}

impl core::fmt::Display for Expected {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Expected::TimeControl => f.write_str("a time control such as 3+2, 90/40+30 or G/90;d5"),
            Expected::PgnField => f.write_str("a field such as 40/9000, 300, 4500+60 or *180"),
            Expected::Minutes => f.write_str("a number of minutes"),
            Expected::Seconds => f.write_str("a number of seconds"),
            Expected::Moves => f.write_str("a number of moves"),
            Expected::ByoYomiPeriods => f.write_str("a number of byo-yomi periods"),
            Expected::Symbol(c) => write!(f, "'{c}'"),
            Expected::TwoDigitSeconds => f.write_str("two digits of seconds (00 to 59)"),
            Expected::Separator => f.write_str("',', 'then', 'vs' or the end"),
            Expected::PgnSeparator => f.write_str("':' or the end"),
            Expected::Setting => f.write_str("a delay or increment such as d5, b5, inc2 or +2"),
            Expected::End => f.write_str("the end"),
        }
    }
}

impl core::fmt::Display for PgnLimit {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PgnLimit::TimeOdds => {
                f.write_str("PGN cannot write time odds (different controls for the sides)")
            }
            PgnLimit::Method { index, method } => {
                let name = match method {
                    Method::ByoYomi { .. } => "byo-yomi",
                    Method::Canadian => "Canadian overtime",
                    Method::CountUp => "a count-up clock",
                    _ => "this timing method",
                };
                write!(f, "PGN cannot write {name} (period {})", index + 1)
            }
            PgnLimit::EndsOnTimeout { index } => write!(
                f,
                "PGN cannot write a period that ends when its time runs out (period {})",
                index + 1
            ),
            PgnLimit::HourglassWithMoves { index } => write!(
                f,
                "PGN cannot write an hourglass period with a move count (period {})",
                index + 1
            ),
        }
    }
}

impl core::fmt::Display for Found {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.0.as_deref().unwrap_or("the end"))
    }
}

impl core::fmt::Display for NotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let found = Found(self.location().and_then(Location::quoted));
        if let Some(at) = self.location() {
            write!(f, "at column {}: ", at.column)?;
        }
        match self.kind() {
            NotationErrorKind::Empty => f.write_str("the time control is empty"),
            NotationErrorKind::Expected { expected, after } => {
                write!(f, "expected {expected}")?;
                if let Some(after) = after {
                    write!(f, " after '{after}'")?;
                }
                write!(f, ", found {found}")
            }
            NotationErrorKind::ZeroMoves => {
                write!(f, "a period needs at least one move, found {found}")
            }
            NotationErrorKind::SuddenDeathNotLast => write!(
                f,
                "only the last period can be without a move count, found {found}"
            ),
            NotationErrorKind::TimeoutAfterMoves => write!(
                f,
                "a period with a move count ends after its moves, not when its time runs out, found {found}"
            ),
            NotationErrorKind::NotWholeSeconds => {
                write!(f, "not a whole number of seconds: {found}")
            }
            NotationErrorKind::Overflow => write!(f, "number too large: {found}"),
            NotationErrorKind::Invalid(error) => write!(f, "{error}, in {found}"),
            NotationErrorKind::NotInPgn(limit) => write!(f, "{limit}"),
            NotationErrorKind::SettingWithoutSemicolon { setting } => write!(
                f,
                "write \"{setting}\" to give every period the delay or increment; without ';' it may mean the last period only, found {found}"
            ),
        }
    }
}

impl core::fmt::Display for LinkError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LinkError::BrokenEscape { at } => {
                write!(f, "the link has a broken escape at \"{}\"", quotable(at))
            }
            LinkError::NotUtf8 => f.write_str("the link is not valid UTF-8"),
            LinkError::UnknownRulebook(unknown) => unknown.fmt(f),
            LinkError::NoClockControl { text } => {
                write!(
                    f,
                    "\"{}\" names no time control a clock can run",
                    quotable(text)
                )
            }
            LinkError::Unreadable { text, error } => write!(f, "\"{}\": {error}", quotable(text)),
        }
    }
}

impl core::fmt::Display for UnknownRulebook {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let names: Vec<&str> = Rulebook::ALL.iter().map(|r| r.name()).collect();
        write!(
            f,
            "unknown rulebook \"{}\"; the rulebooks are {}",
            self.0,
            names.join(", ")
        )
    }
}

impl core::fmt::Display for Rule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Rule::QuickplayFinish => f.write_str(
                "quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess",
            ),
            Rule::ExtraFive { came_as, now } => write!(
                f,
                "request for an extra five-second increment: it came in 2014 as {came_as} (now {now})"
            ),
            Rule::RepetitionPenalty { rule, instead } => write!(
                f,
                "repetition or fifty-move claim with a time penalty ({rule}); the referee rules draws under the normal regulations ({instead})"
            ),
            Rule::DrawAgreementWithoutMaterial { article } => write!(
                f,
                "draw agreement without the material on the board: {article} allows one only with 10 pieces or fewer each"
            ),
            Rule::PositionCheck { articles } => {
                write!(f, "position check ({articles}: draughts has no checkmate)")
            }
            Rule::DeadPosition { article } => {
                write!(f, "dead position ({article}: draughts has no checkmate)")
            }
            Rule::DraughtsDraw { articles } => write!(f, "FMJD draw rule ({articles})"),
        }
    }
}

impl core::fmt::Display for JsonError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if !self.path.is_empty() {
            write!(f, "{}: ", self.path)?;
        }
        match &self.problem {
            JsonProblem::Syntax {
                syntax,
                line,
                column,
            } => write!(f, "{syntax} at line {line} column {column}"),
            JsonProblem::Expected(expected) => write!(f, "{expected}"),
            JsonProblem::Unknown { what, name } => write!(f, "unknown {what} \"{name}\""),
            JsonProblem::Control(error) => write!(f, "{error}"),
        }
    }
}

impl core::fmt::Display for JsonSyntax {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            JsonSyntax::TextAfterValue => "text after the value",
            JsonSyntax::EndsWhereValueShouldBe => "the text ends where a value should be",
            JsonSyntax::ExpectedValue => "expected a value",
            JsonSyntax::ExpectedDigit => "expected a digit",
            JsonSyntax::EndsInsideString => "the text ends inside a string",
            JsonSyntax::ControlCharacterInString => "a control character inside a string",
            JsonSyntax::UnknownEscape => "an unknown escape in a string",
            JsonSyntax::UnpairedSurrogate => "an unpaired surrogate in a \\u escape",
            JsonSyntax::ExpectedFourHexDigits => "expected four hex digits after \\u",
            JsonSyntax::NestedTooDeep => "lists and objects nested too deep",
            JsonSyntax::EndsInsideList => "the text ends inside a list",
            JsonSyntax::ExpectedCommaOrBracket => "expected ',' or ']' in a list",
            JsonSyntax::EndsInsideObject => "the text ends inside an object",
            JsonSyntax::ExpectedKey => "expected a key in quotes",
            JsonSyntax::ExpectedColon => "expected ':' after a key",
            JsonSyntax::ExpectedCommaOrBrace => "expected ',' or '}' in an object",
        })
    }
}

impl core::fmt::Display for JsonExpected {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            JsonExpected::Object => "expected an object",
            JsonExpected::String => "expected a string",
            JsonExpected::Boolean => "expected true or false",
            JsonExpected::WholeNumber => "expected a whole number",
            JsonExpected::Count => "expected a whole number from 0 to 4294967295",
            JsonExpected::List => "expected a list",
            JsonExpected::Side => "expected \"white\" or \"black\"",
            JsonExpected::UndoCharge => "expected \"nobody\" or \"presser\"",
            JsonExpected::GameResult => "expected \"1-0\", \"0-1\" or \"1/2-1/2\"",
        })
    }
}

impl core::fmt::Display for JsonName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            JsonName::Rulebook => "rulebook",
            JsonName::Method => "method",
            JsonName::PeriodEnd => "period end",
            JsonName::Event => "event",
            JsonName::Decision => "decision",
            JsonName::Claim => "claim",
            JsonName::Theme => "theme",
        })
    }
}
