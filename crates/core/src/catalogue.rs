//! Everything the core says, once: each value it hands out (a reason, a refusal, an error, a
//! category and its basis) as a [`Message`], in one exhaustive match per type, so that a new variant
//! does not build until it has its words. The templates are the English and the keys of the app's
//! language tables; the command line and the log render them in English (each type's `Display`),
//! the app in the page's language.

use crate::json_error::{JsonExpected, JsonName, JsonProblem, JsonSyntax};
use crate::message::{cite, count_words};
use crate::notation::{Expected, NotationError, NotationErrorKind, PgnLimit, ReadingNote};
use crate::{
    format_minutes, format_seconds, quotable, Article, Band, Basis, BidRefusal, Category,
    ChainBreak, Classification, ClockError, ControlError, Counted, Divergence, English, GameError,
    Incident, JsonError, LinkError, LogError, Message, Method, NoPenalty, Reason, Rule,
    RuleRefusal, Rulebook, Said, Side, TimeCount, UndefinedMethod, UnknownRulebook, UsBand,
    FMJD_DRAW_AGREEMENT, FMJD_NORMAL_REGULATIONS, FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE,
    FMJD_WITHOUT_FISCHER, LOG_VERSION,
};

/// The English `Display` of each type that has words: its message.
macro_rules! displayed {
    ($($said:ty),* $(,)?) => {$(
        impl core::fmt::Display for $said {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.message().fmt(f)
            }
        }
    )*};
}

displayed!(
    Side,
    Category,
    Classification,
    Basis,
    Reason,
    RuleRefusal,
    NoPenalty,
    GameError,
    ClockError,
    ControlError,
    LogError,
    Divergence,
    ReadingNote,
    NotationError,
    LinkError,
    UnknownRulebook,
    JsonError,
    BidRefusal,
);

impl Said for Side {
    fn message(&self) -> Message {
        Message::new(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

impl Said for Category {
    /// As a label or a refusal names it.
    fn message(&self) -> Message {
        Message::new(match self {
            Category::Standard => "standard",
            Category::Rapid => "rapid",
            Category::Blitz => "blitz",
            Category::RapidOrBlitz => "rapid or blitz",
            Category::Unclassified => "unclassified",
            Category::Unknown => "unknown",
            Category::Untimed => "untimed",
            Category::Regular => "regular",
            Category::Dual => "dual",
            Category::Quick => "quick",
            Category::Unratable => "not ratable",
        })
    }
}

impl core::fmt::Display for Article {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&cite(&(*self).into(), &English))
    }
}

impl core::fmt::Display for TimeCount {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&count_words(self, &English))
    }
}

impl Said for Classification {
    fn message(&self) -> Message {
        self.basis.message()
    }
}

impl Said for Basis {
    fn message(&self) -> Message {
        match self {
            Basis::Counted {
                article,
                counted: Counted::Same(count),
                band,
            } => counted_same(*band)
                .article("article", *article)
                .time_count("counted", count.clone()),
            Basis::Counted {
                article,
                counted: Counted::PerSide(counts),
                band,
            } => counted_per_side(*band)
                .article("article", *article)
                .time_count("white_time", counts.white.clone())
                .time_count("black_time", counts.black.clone()),
            Basis::TimeOdds { articles, totals } => Message::new(
                "time odds: White's {white_time} is {white_category}, Black's {black_time} is {black_category}; the category must hold for each player ({article})",
            )
            .text("white_time", format_minutes(totals.white.0))
            .message("white_category", totals.white.1.message())
            .text("black_time", format_minutes(totals.black.0))
            .message("black_category", totals.black.1.message())
            .article("article", *articles),
            Basis::UndefinedMethod {
                articles,
                method,
                side: None,
            } => undefined(*method).article("article", *articles),
            Basis::UndefinedMethod {
                articles,
                method,
                side: Some(side),
            } => undefined_for_one(*method)
                .article("article", *articles)
                .side("side", *side),
            Basis::UsTotal {
                article,
                total,
                band,
            } => us_band(*band)
                .article("article", *article)
                .text("sum", total.sum()),
            Basis::UsTimeOdds { article } => Message::new(
                "{article}: the players have different base times (time odds): not ratable",
            )
            .article("article", *article),
            Basis::Unknown => Message::new(
                "PGN TimeControl \"?\": the time control is not known, so no category applies",
            ),
            Basis::Untimed => Message::new(
                "PGN TimeControl \"-\": the game has no time control, so no category applies",
            ),
        }
    }
}

const fn counted_same(band: Band) -> Message {
    Message::new(match band {
        Band::FideBlitz => "{article}: {counted}, 10 minutes or less for each player",
        Band::FideRapid => "{article}: {counted}, more than 10 and less than 60 minutes for each player",
        Band::Fide2009Blitz => "{article}: {counted}, less than 15 minutes for each player",
        Band::Fide2009Rapid => "{article}: {counted}, at least 15 and less than 60 minutes for each player",
        Band::FideStandard => "{article}: {counted}, at least 60 minutes for each player, so standard chess",
        Band::FmjdTooFast => "{article}: {counted}, less than 5 minutes for each player, faster than blitz (5–15 minutes)",
        Band::FmjdBlitz => "{article}: {counted}, between 5 and 15 minutes inclusive for each player",
        Band::FmjdRapidOrBlitz => "{article}: {counted}, exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
        Band::FmjdRapid => "{article}: {counted}, between 15 and 30 minutes inclusive for each player",
        Band::FmjdStandard => "{article}: {counted}, more than 30 minutes for each player, so not accelerated",
    })
}

fn us_band(band: UsBand) -> Message {
    match band {
        UsBand::Regular => Message::new("{article}: {sum}, more than 65 minutes: regular"),
        UsBand::Dual => {
            Message::new("{article}: {sum}, from 30 to 65 minutes: dual (regular and quick)")
        }
        UsBand::Quick => {
            Message::new("{article}: {sum}, more than 10 and less than 30 minutes: quick")
        }
        UsBand::Blitz => Message::new("{article}: {sum}, from 5 to 10 minutes: blitz"),
        UsBand::UnderFive => Message::new("{article}: {sum}, less than 5 minutes: not ratable"),
        UsBand::PrimaryTooShort { primary, least } => Message::new(
            "{article}: {sum}, but the primary time {primary} is less than {least}: not ratable",
        )
        .text("primary", format_minutes(primary))
        .text("least", format_minutes(least)),
    }
}

const fn counted_per_side(band: Band) -> Message {
    Message::new(match band {
        Band::FideBlitz => "{article}: White {white_time}, Black {black_time}, 10 minutes or less for each player",
        Band::FideRapid => "{article}: White {white_time}, Black {black_time}, more than 10 and less than 60 minutes for each player",
        Band::Fide2009Blitz => "{article}: White {white_time}, Black {black_time}, less than 15 minutes for each player",
        Band::Fide2009Rapid => "{article}: White {white_time}, Black {black_time}, at least 15 and less than 60 minutes for each player",
        Band::FideStandard => "{article}: White {white_time}, Black {black_time}, at least 60 minutes for each player, so standard chess",
        Band::FmjdTooFast => "{article}: White {white_time}, Black {black_time}, less than 5 minutes for each player, faster than blitz (5–15 minutes)",
        Band::FmjdBlitz => "{article}: White {white_time}, Black {black_time}, between 5 and 15 minutes inclusive for each player",
        Band::FmjdRapidOrBlitz => "{article}: White {white_time}, Black {black_time}, exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
        Band::FmjdRapid => "{article}: White {white_time}, Black {black_time}, between 15 and 30 minutes inclusive for each player",
        Band::FmjdStandard => "{article}: White {white_time}, Black {black_time}, more than 30 minutes for each player, so not accelerated",
    })
}

const fn undefined(method: UndefinedMethod) -> Message {
    Message::new(match method {
        UndefinedMethod::Hourglass => "{article}: the rulebook defines no category for hourglass",
        UndefinedMethod::ByoYomi => "{article}: the rulebook defines no category for byo-yomi",
        UndefinedMethod::Canadian => {
            "{article}: the rulebook defines no category for Canadian overtime"
        }
        UndefinedMethod::CountUp => {
            "{article}: the rulebook defines no category for a count-up clock with no time limit"
        }
    })
}

const fn undefined_for_one(method: UndefinedMethod) -> Message {
    Message::new(match method {
        UndefinedMethod::Hourglass => {
            "{article}: the rulebook defines no category for hourglass ({side}'s control)"
        }
        UndefinedMethod::ByoYomi => {
            "{article}: the rulebook defines no category for byo-yomi ({side}'s control)"
        }
        UndefinedMethod::Canadian => {
            "{article}: the rulebook defines no category for Canadian overtime ({side}'s control)"
        }
        UndefinedMethod::CountUp => {
            "{article}: the rulebook defines no category for a count-up clock with no time limit ({side}'s control)"
        }
    })
}

impl Said for Reason {
    fn message(&self) -> Message {
        let said = match self {
            Reason::FlagFell {
                loser,
                at,
                claimant_can_checkmate,
                article,
            } => match claimant_can_checkmate {
                // Draughts: the flag decides alone (FMJD Annex 6 Art. 7.1).
                None if matches!(article, Article::Laws { rulebook: Rulebook::Fmjd, .. }) => {
                    Message::new("{side}'s flag fell at {at} ({article})").side("side", *loser)
                }
                // Chess: the flag decides unless the opponent cannot checkmate (6.9), until
                // someone answers.
                None => Message::new(
                    "{loser}'s flag fell at {at}: a win for {claimant} unless {claimant} cannot checkmate ({article})",
                )
                .side("loser", *loser)
                .side("claimant", loser.opponent()),
                Some(can) => Message::new(if *can {
                    "{loser}'s flag fell at {at}; {claimant} can checkmate ({article})"
                } else {
                    "{loser}'s flag fell at {at}; {claimant} cannot checkmate ({article})"
                })
                .side("loser", *loser)
                .side("claimant", loser.opponent()),
            }
            .game_time("at", *at),
            Reason::BothFlagsFell { first, .. } => {
                Message::new("both flags fell, {side}'s first ({article})").side("side", *first)
            }
            Reason::FlagOrderUnknown { .. } => {
                Message::new("both flags fell and the order cannot be established ({article})")
            }
            Reason::DefaultTime { absent: None, .. } => Message::new(
                "neither player was present at the default time: both lose ({article})",
            ),
            Reason::DefaultTime {
                absent: Some(absent),
                ..
            } => Message::new("{side} was not present at the default time and loses ({article})")
                .side("side", *absent),
            Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate,
                ..
            } => Message::new(if *opponent_cannot_mate {
                "{side}'s illegal move number {n}, but {opponent} cannot checkmate: drawn ({article})"
            } else {
                "{side}'s illegal move number {n} loses the game ({article})"
            })
            .side("side", *side)
            .count("n", *nth)
            .side("opponent", side.opponent()),
            Reason::RepetitionClaimUpheld { claimant, .. } => {
                Message::new("{side}'s draw claim upheld ({article})").side("side", *claimant)
            }
            Reason::DrawAgreed { offered_by, .. } => {
                Message::new("draw agreed on {side}'s offer ({article})").side("side", *offered_by)
            }
            Reason::DrawClaimAccepted { claimant, .. } => {
                Message::new("{side}'s draw claim accepted ({article})").side("side", *claimant)
            }
            Reason::DrawClaimUnsupervised { claimant, .. } => Message::new(
                "{side}'s draw claim concludes the game; the designated arbiter decides ({article})",
            )
            .side("side", *claimant),
            Reason::DeadPosition { .. } => {
                Message::new("dead position: neither player can checkmate ({article})")
            }
            Reason::DraughtsAgreement => Message::new("draw agreed ({article})"),
            Reason::DraughtsRegulation => Message::new("regulation draw ({article})"),
            Reason::DraughtsTimeShortage { claimant } => {
                Message::new("{side}'s time-shortage claim upheld ({article})")
                    .side("side", *claimant)
            }
            // The arbiter's own words, and a version-1 log's record, as written.
            Reason::Arbiter { words: text } | Reason::Logged(text) => {
                return Message::verbatim(text.clone())
            }
        };
        match self.article() {
            Some(article) => said.article("article", article),
            None => said,
        }
    }
}

impl Said for RuleRefusal {
    fn message(&self) -> Message {
        match self {
            RuleRefusal::WrongRulebook { rulebook, rule } => wrong_rulebook(*rule)
                .text("rulebook", rulebook.citation()),
            RuleRefusal::UsChessOnly { article } => Message::new(
                "{article} is a rule of US Chess, and this game follows another rulebook",
            )
            .article("article", *article),
            RuleRefusal::SuddenDeath { article } => Message::new(
                "{article}: in sudden death a time claim needs no scoresheet, so none fails for want of one",
            )
            .article("article", *article),
            RuleRefusal::NoFurtherTimeClaims { article } => Message::new(
                "{article}: a time claim against this player already failed for want of a scoresheet in this control; no further one is allowed",
            )
            .article("article", *article),
            RuleRefusal::BothFlagsDown { article } => Message::new(
                "{article}: both flags are down, so no claim of time forfeit is possible; point both flags out instead",
            )
            .article("article", *article),
            RuleRefusal::TimePressure { article } => Message::new(
                "{article}: a player has less than five minutes and each move adds less than 30 seconds: in time pressure the director does not correct illegal moves",
            )
            .article("article", *article),
            RuleRefusal::IlcNotInForce { article } => Message::new(
                "{article}: No claim of insufficient losing chances in sudden death will be allowed (Variation 14H is not in force)",
            )
            .article("article", *article),
            RuleRefusal::TakesMoreThanAMinute { article, taken } => Message::new(
                "{article}: the director may take up to one minute from the claimant, not {taken}",
            )
            .article("article", *article)
            .clock("taken", *taken),
            RuleRefusal::MoreThanTwoMinutes { article, remaining } => Message::new(
                "{article}: the claimant has {remaining}, more than two minutes",
            )
            .article("article", *article)
            .clock("remaining", *remaining),
            RuleRefusal::NotAnnounced { article } => Message::new(
                "{article}: these rules apply only if their use was announced before the event",
            )
            .article("article", *article),
            RuleRefusal::NotForBlitz { article } => {
                Message::new("{article}: these rules never apply to blitz games")
                    .article("article", *article)
            }
            RuleRefusal::NotStandardOrRapid { article, category } => Message::new(
                "{article}: these rules apply only to standard and rapid games, and this game is {category}",
            )
            .article("article", *article)
            .message("category", category.message()),
            RuleRefusal::HasIncrement { article } => Message::new(
                "{article}: these rules apply only to games without increment, and this control adds time with each move",
            )
            .article("article", *article),
            RuleRefusal::NotFinalPeriod { article } => Message::new(
                "{article}: these rules concern only the final period, in which all remaining moves must be completed",
            )
            .article("article", *article),
            RuleRefusal::AlreadyGranted { article } => Message::new(
                "{article}: the extra five-second increment has already been introduced, so the game now has an increment",
            )
            .article("article", *article),
            RuleRefusal::FlagFallen { article } => Message::new(
                "{article}: this must come before a flag falls, and a flag has fallen",
            )
            .article("article", *article),
            RuleRefusal::NotUnderTwoMinutes { article, remaining } => Message::new(
                "{article} needs less than two minutes on the clock of the player having the move, whose clock shows {remaining}",
            )
            .article("article", *article)
            .clock("remaining", *remaining),
            RuleRefusal::TooManyPiecesForDrawAgreement { side, pieces } => Message::new(
                "{article}: a draw may be agreed only when each player has 10 pieces or fewer; {side} has {pieces}",
            )
            .article("article", FMJD_DRAW_AGREEMENT)
            .side("side", *side)
            .count("pieces", *pieces),
            RuleRefusal::MoreThanOneMinute { remaining } => Message::new(
                "{article} needs one minute or less on the claimant's clock, which shows {remaining}",
            )
            .article("article", FMJD_TIME_SHORTAGE)
            .clock("remaining", *remaining),
            RuleRefusal::TooManyPiecesForTimeShortage { pieces } => Message::new(
                "{article} needs 8 pieces or fewer on the board in total; there are {pieces}",
            )
            .article("article", FMJD_TIME_SHORTAGE)
            .count("pieces", *pieces),
            RuleRefusal::NotRegulationDraw => Message::new(
                "{article}: a regulation draw needs a lone king against at most three kings, two kings and a man, a king and two men, two kings, a king and a man, or a king",
            )
            .article("article", FMJD_REGULATION_DRAW),
            RuleRefusal::FischerInUse => {
                Message::new("{article} apply only to games played without the Fischer system")
                    .article("article", FMJD_WITHOUT_FISCHER)
            }
            RuleRefusal::OrderShownByClock { because, article } => Message::new(
                "{refusal}; a digital clock shows which flag fell first ({article})",
            )
            .message("refusal", because.message())
            .article("article", *article),
            RuleRefusal::BeforeFirstMoves { article } => Message::new(
                "{article}: a draw may be agreed only once both players have made at least one move",
            )
            .article("article", *article),
            RuleRefusal::NotRapidOrBlitz { article, category } => Message::new(
                "{article} applies only to rapid and blitz games, and this game is {category}",
            )
            .article("article", *article)
            .message("category", category.message()),
        }
    }
}

/// That `{rulebook}` has no `rule`, and where the rule lives instead.
fn wrong_rulebook(rule: Rule) -> Message {
    match rule {
        Rule::QuickplayFinish => Message::new(
            "{rulebook} has no quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess",
        ),
        Rule::ExtraFive { came_as, now } => Message::new(
            "{rulebook} has no request for an extra five-second increment: it came in 2014 as {old_article} (now {article})",
        )
        .article("old_article", came_as)
        .article("article", now),
        Rule::RepetitionPenalty { rule, instead } => Message::new(
            "{rulebook} has no repetition or fifty-move claim with a time penalty ({rule}); the referee rules draws under the normal regulations ({article})",
        )
        .article("rule", rule)
        .article("article", instead),
        Rule::DrawAgreementWithoutMaterial { article } => Message::new(
            "{rulebook} has no draw agreement without the material on the board: {article} allows one only with 10 pieces or fewer each",
        )
        .article("article", article),
        Rule::PositionCheck { articles } => Message::new(
            "{rulebook} has no position check ({article}: draughts has no checkmate)",
        )
        .article("article", articles),
        Rule::DeadPosition { article } => Message::new(
            "{rulebook} has no dead position ({article}: draughts has no checkmate)",
        )
        .article("article", article),
        Rule::DraughtsDraw { articles } => {
            Message::new("{rulebook} has no FMJD draw rule ({article})").article("article", articles)
        }
    }
}

impl Said for NoPenalty {
    fn message(&self) -> Message {
        match self {
            NoPenalty::NotCounted => {
                Message::new("illegal moves are counted from 1, the first completed illegal move")
            }
            NoPenalty::RapidOrBlitz { rulebook } => Message::new(
                "{rulebook} penalises rapid and blitz differently; a rapid-or-blitz game must be settled as one of them first",
            )
            .text("rulebook", rulebook.citation()),
            NoPenalty::Draughts => Message::new(
                "{rulebook} has no time penalty for an irregular move; the referee applies the normal regulations ({article})",
            )
            .text("rulebook", Rulebook::Fmjd.citation())
            .article("article", FMJD_NORMAL_REGULATIONS),
        }
    }
}

impl Said for GameError {
    fn message(&self) -> Message {
        match self {
            GameError::Clock(error) => error.message(),
            GameError::Refused(refusal) => refusal.message(),
            GameError::NotApplicable(reason) => reason.message(),
            GameError::NoMoveYet(side) => {
                Message::new("{side} has not completed a move yet").side("side", *side)
            }
            GameError::TooLate { side, article } => Message::new(
                "{side}'s illegal move can no longer be penalised: {opponent} has made the next move ({article})",
            )
            .side("side", *side)
            .side("opponent", side.opponent())
            .article("article", *article),
            GameError::SettingsLocked { article } => Message::new(
                "the clock settings can no longer be changed ({article}); the arbiter may override",
            )
            .article("article", *article),
            GameError::NoFlag => {
                Message::new("no flag has fallen: there is no win on time to claim")
            }
            GameError::NotBothFlags => {
                Message::new("only one flag, or none, has fallen: there is no order to rule on")
            }
            GameError::Over => Message::new("the game is over"),
            GameError::NoDrawOffer => Message::new(
                "no draw offer stands: none was made, or it lapsed when the opponent moved",
            ),
            GameError::AlreadyArrived(side) => {
                Message::new("{side} has already arrived").side("side", *side)
            }
            GameError::NoRulingToUndo => Message::new(
                "there is no ruling to undo: only the last one can be, before anything but a note follows it",
            ),
            GameError::NoFlagToConfirm => Message::new(
                "no flag's result waits on whether its opponent can checkmate: there is nothing to answer",
            ),
            GameError::NotDecidedByClock => Message::new(
                "only a game the clock decided, by a flag or the default time, can be reopened",
            ),
            GameError::NothingCharged => {
                Message::new("no clock ran while the page could not watch: nothing was charged")
            }
            GameError::NoChargeToReturn => {
                Message::new("there is no charge for time the page could not watch to give back")
            }
            GameError::FlagNotFromCharge { side, short } => Message::new(
                "{side}'s flag would have fallen without the charge too: {side} was {short} short",
            )
            .side("side", *side)
            .clock("short", *short),
            GameError::TooLong { length, limit } => {
                Message::new("the text has {length} characters: the log keeps at most {limit}")
                    .count("length", *length as u64)
                    .count("limit", *limit as u64)
            }
        }
    }
}

impl Said for ClockError {
    fn message(&self) -> Message {
        match self {
            ClockError::NotStarted => Message::new("the clock has not been started"),
            ClockError::AlreadyStarted => Message::new("the clock has already been started"),
            ClockError::Paused => Message::new("the clock is paused"),
            ClockError::NotPaused => Message::new("the clock is not paused"),
            ClockError::Stopped => Message::new("the clock has stopped: the game is over"),
            ClockError::TimeWentBackwards { at, last } => Message::new(
                "time went backwards: {at} ms comes before the last event at {last} ms",
            )
            .text("at", at.0.to_string())
            .text("last", last.0.to_string()),
            ClockError::Flagged(side) => {
                Message::new("{side}'s flag has fallen; their time cannot be corrected")
                    .side("side", *side)
            }
            ClockError::NothingToUndo => Message::new(
                "there is no press to undo (only the last presses can be undone, before anything but a pause follows them)",
            ),
            ClockError::NegativeTime(side) => {
                Message::new("{side}'s time cannot be set below zero").side("side", *side)
            }
            ClockError::FlagUp(side) => {
                Message::new("{side}'s flag has not fallen").side("side", *side)
            }
            ClockError::NoSuchPeriod { side, index } => Message::new("{side} has no period {n}")
                .side("side", *side)
                .count("n", period_number(*index)),
            ClockError::NothingToReinstate => Message::new(
                "there is no press to take back: the clock has been corrected since the last one",
            ),
            ClockError::NotStopped => Message::new("the clock has not stopped"),
            ClockError::TimeOverflow(side) => {
                Message::new("{side}'s time would be more than a clock can count").side("side", *side)
            }
        }
    }
}

/// A count as a message says it.
fn number(count: usize) -> u64 {
    u64::try_from(count).unwrap_or(u64::MAX)
}

/// A period's (or an incident's) number as a reader counts it, from 1.
fn period_number(index: usize) -> u64 {
    number(index).saturating_add(1)
}

impl Said for ControlError {
    fn message(&self) -> Message {
        let (said, side, index) = match *self {
            ControlError::NoPeriods(side) => (Message::new("{side} has no time period"), side, None),
            ControlError::ZeroMoves { side, index } => (
                Message::new("{side}'s period {n} has a move count of zero"),
                side,
                Some(index),
            ),
            ControlError::PeriodAfterGame { side, index } => (
                Message::new(
                    "{side}'s period {n} follows a period for the rest of the game and could never start",
                ),
                side,
                Some(index),
            ),
            ControlError::TimeoutWithoutNext(side) => (
                Message::new(
                    "{side}'s last period ends when its time runs out, but no period follows it",
                ),
                side,
                None,
            ),
            ControlError::BadDuration { side, index } => (
                Message::new(
                    "{side}'s period {n} has a time that is negative or not a whole number of seconds",
                ),
                side,
                Some(index),
            ),
            ControlError::BadOvertime { side, index } => (
                Message::new(
                    "{side}'s period {n} is an overtime (byo-yomi, Canadian or hourglass) without a move count, period count or time",
                ),
                side,
                Some(index),
            ),
            ControlError::NoTime(side) => (Message::new("{side} has no time at all"), side, None),
            ControlError::PeriodWithoutTime { side, index } => (
                Message::new("{side}'s period {n} has no time and no increment or delay"),
                side,
                Some(index),
            ),
            ControlError::TooManyPeriods { side, count, max } => (
                Message::new("{side} has {count} periods; a time control has at most {max}")
                    .count("count", number(count))
                    .count("max", number(max)),
                side,
                None,
            ),
        };
        let said = said.side("side", side);
        match index {
            Some(index) => said.count("n", period_number(index)),
            None => said,
        }
    }
}

impl Said for LogError {
    fn message(&self) -> Message {
        match self {
            LogError::Malformed(error) => Message::new("not a Flagfall incident log: {problem}")
                .message("problem", error.message()),
            LogError::UnsupportedVersion(version) => Message::new(
                "incident log version {version} is not supported (this build reads versions 1 to {supported})",
            )
            .count("version", *version)
            .count("supported", LOG_VERSION),
            LogError::Altered(at) => at.message(),
            LogError::Diverged { index, divergence } => {
                Message::new("incident {n} does not replay: {problem}")
                    .count("n", period_number(*index))
                    .message("problem", divergence.message())
            }
        }
    }
}

impl Said for ChainBreak {
    fn message(&self) -> Message {
        match self {
            ChainBreak::Opening => Message::new(
                "the log was altered after it was written: its version, game details, settings or starting control do not match its opening hash",
            ),
            ChainBreak::Incident(index) => Message::new(
                "the log was altered after it was written: incident {n} does not match its hash (it was changed, or an incident before it was removed or added)",
            )
            .count("n", period_number(*index)),
            ChainBreak::Digest => Message::new(
                "the log was altered after it was written: its digest does not match its last incident (incidents were removed from or added at its end)",
            ),
        }
    }
}

impl Said for Divergence {
    fn message(&self) -> Message {
        match self {
            Divergence::Refused(error) => error.message(),
            Divergence::Differs { logged, replayed } => {
                Message::new("the log says {logged}, the replay gives {replayed}")
                    .message("logged", incident_json(logged.as_deref()))
                    .message("replayed", incident_json(replayed.as_deref()))
            }
        }
    }
}

/// An incident as the log writes it, in JSON: the record's own words, in no language.
fn incident_json(incident: Option<&Incident>) -> Message {
    incident.map_or_else(
        || Message::new("nothing"),
        |incident| Message::verbatim(incident.to_json()),
    )
}

impl Said for ReadingNote {
    fn message(&self) -> Message {
        match self {
            ReadingNote::MinutesForMoreMoves {
                column,
                minutes,
                moves,
            } => Message::new(
                "at column {column}: \"{minutes}/{moves}\" reads as {minutes} minutes for {moves} moves (FIDE style writes the minutes first); for {minutes} moves in {moves} minutes write \"{moves}/{minutes}\"",
            )
            .text("column", column.to_string())
            .text("minutes", minutes.to_string())
            .text("moves", moves.to_string()),
            ReadingNote::FewMoves {
                column,
                minutes,
                moves,
            } => Message::new(
                "at column {column}: \"{minutes}/{moves}\" reads as {minutes} minutes for every {moves} moves; for {minutes} minutes against {moves} (Armageddon) write \"{minutes} vs {moves}\"",
            )
            .text("column", column.to_string())
            .text("minutes", minutes.to_string())
            .text("moves", moves.to_string()),
            ReadingNote::UsDefaultDelay { delay } => Message::new(
                "5E2: no delay or increment given; the minimum recommended delay of {delay} applies (write ;d0 for none)",
            )
            .text("delay", format_seconds(*delay)),
        }
    }
}

impl Said for NotationError {
    fn message(&self) -> Message {
        let (column, found) = match self.location() {
            Some(at) => (
                at.column,
                at.quoted()
                    .map_or_else(|| Message::new("the end"), Message::verbatim),
            ),
            // The core places every error in the text it read but a limit of PGN, which has no
            // text; an error without a place reads as at the start.
            None => (1, Message::new("the end")),
        };
        let said = match self.kind() {
            NotationErrorKind::NotInPgn(limit) => return pgn_limit(*limit),
            NotationErrorKind::Empty => Message::new("at column {column}: the time control is empty"),
            NotationErrorKind::Expected {
                expected,
                after: None,
            } => Message::new("at column {column}: expected {expected}, found {found}")
                .message("expected", expected_message(*expected)),
            NotationErrorKind::Expected {
                expected,
                after: Some(after),
            } => Message::new(
                "at column {column}: expected {expected} after '{after}', found {found}",
            )
            .message("expected", expected_message(*expected))
            .text("after", *after),
            NotationErrorKind::ZeroMoves => {
                Message::new("at column {column}: a period needs at least one move, found {found}")
            }
            NotationErrorKind::SuddenDeathNotLast => Message::new(
                "at column {column}: only the last period can be without a move count, found {found}",
            ),
            NotationErrorKind::TimeoutAfterMoves => Message::new(
                "at column {column}: a period with a move count ends after its moves, not when its time runs out, found {found}",
            ),
            NotationErrorKind::NotWholeSeconds => {
                Message::new("at column {column}: not a whole number of seconds: {found}")
            }
            NotationErrorKind::Overflow => {
                Message::new("at column {column}: number too large: {found}")
            }
            NotationErrorKind::Invalid(error) => {
                Message::new("at column {column}: {problem}, in {found}")
                    .message("problem", error.message())
            }
            NotationErrorKind::SettingWithoutSemicolon { setting } => Message::new(
                "at column {column}: write \"{setting}\" to give every period the delay or increment; without ';' it may mean the last period only, found {found}",
            )
            .text("setting", setting.clone()),
        };
        said.text("column", column.to_string())
            .message("found", found)
    }
}

fn expected_message(expected: Expected) -> Message {
    Message::new(match expected {
        Expected::TimeControl => "a time control such as 3+2, 90/40+30 or G/90;d5",
        Expected::PgnField => "a field such as 40/9000, 300, 4500+60 or *180",
        Expected::Minutes => "a number of minutes",
        Expected::Seconds => "a number of seconds",
        Expected::Moves => "a number of moves",
        Expected::ByoYomiPeriods => "a number of byo-yomi periods",
        // The character itself, as the notation writes it.
        Expected::Symbol(c) => return Message::verbatim(format!("'{c}'")),
        Expected::TwoDigitSeconds => "two digits of seconds (00 to 59)",
        Expected::Separator => "',', 'then', 'vs' or the end",
        Expected::PgnSeparator => "':' or the end",
        Expected::Setting => "a delay or increment such as d5, b5, inc2 or +2",
        Expected::End => "the end",
    })
}

fn pgn_limit(limit: PgnLimit) -> Message {
    let (said, index) = match limit {
        PgnLimit::TimeOdds => {
            return Message::new("PGN cannot write time odds (different controls for the sides)")
        }
        PgnLimit::Method { index, method } => (
            Message::new(match method {
                Method::ByoYomi { .. } => "PGN cannot write byo-yomi (period {n})",
                Method::Canadian => "PGN cannot write Canadian overtime (period {n})",
                Method::CountUp => "PGN cannot write a count-up clock (period {n})",
                Method::Plain
                | Method::Fischer { .. }
                | Method::SimpleDelay { .. }
                | Method::Bronstein { .. }
                | Method::Hourglass => "PGN cannot write this timing method (period {n})",
            }),
            index,
        ),
        PgnLimit::EndsOnTimeout { index } => (
            Message::new("PGN cannot write a period that ends when its time runs out (period {n})"),
            index,
        ),
        PgnLimit::HourglassWithMoves { index } => (
            Message::new("PGN cannot write an hourglass period with a move count (period {n})"),
            index,
        ),
    };
    said.count("n", period_number(index))
}

impl Said for LinkError {
    fn message(&self) -> Message {
        match self {
            LinkError::BrokenEscape { at } => {
                Message::new("the link has a broken escape at \"{at}\"").text("at", quotable(at))
            }
            LinkError::NotUtf8 => Message::new("the link is not valid UTF-8"),
            LinkError::UnknownRulebook(unknown) => unknown.message(),
            LinkError::NoClockControl { text } => {
                Message::new("\"{text}\" names no time control a clock can run")
                    .text("text", quotable(text))
            }
            LinkError::Unreadable { text, error } => Message::new("\"{text}\": {error}")
                .text("text", quotable(text))
                .message("error", error.message()),
        }
    }
}

impl Said for BidRefusal {
    fn message(&self) -> Message {
        match self {
            BidRefusal::Equal => Message::new(
                "Both bid the same time: the chief arbiter tosses a coin, and the winner chooses the colour",
            ),
            BidRefusal::NotBelowBase { bid, base } => Message::new(
                "A bid of {bid} gives Black no less time than White's {base}: bid more than nothing and less than White's time",
            )
            .clock("bid", *bid)
            .clock("base", *base),
            BidRefusal::BaseWithOdds => Message::new(
                "The base gives the players different times: bid against one base for both",
            ),
            BidRefusal::Control(error) => error.message(),
        }
    }
}

impl Said for UnknownRulebook {
    fn message(&self) -> Message {
        let names: Vec<&str> = Rulebook::ALL.iter().map(|r| r.name()).collect();
        Message::new("unknown rulebook \"{name}\"; the rulebooks are {names}")
            .text("name", self.0.clone())
            .text("names", names.join(", "))
    }
}

impl Said for JsonError {
    fn message(&self) -> Message {
        let problem = match &self.problem {
            JsonProblem::Syntax {
                syntax,
                line,
                column,
            } => Message::new("{problem} at line {line} column {column}")
                .message("problem", syntax_message(*syntax))
                .text("line", line.to_string())
                .text("column", column.to_string()),
            JsonProblem::Expected(expected) => json_expected(*expected),
            JsonProblem::Unknown { what, name } => unknown_name(*what).text("name", name.clone()),
            JsonProblem::Control(error) => error.message(),
            JsonProblem::Altered(at) => at.message(),
        };
        if self.path.is_empty() {
            problem
        } else {
            // The path is the document's own keys (`incidents[3].side`), shown as they are.
            Message::new("{where}: {problem}")
                .text("where", self.path.clone())
                .message("problem", problem)
        }
    }
}

const fn syntax_message(syntax: JsonSyntax) -> Message {
    Message::new(match syntax {
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

const fn json_expected(expected: JsonExpected) -> Message {
    Message::new(match expected {
        JsonExpected::Object => "expected an object",
        JsonExpected::String => "expected a string",
        JsonExpected::Boolean => "expected true or false",
        JsonExpected::WholeNumber => "expected a whole number",
        JsonExpected::Count => "expected a whole number from 0 to 4294967295",
        JsonExpected::List => "expected a list",
        JsonExpected::Side => "expected \"white\" or \"black\"",
        JsonExpected::UndoCharge => "expected \"nobody\" or \"presser\"",
        JsonExpected::GameResult => "expected \"1-0\", \"0-1\" or \"1/2-1/2\"",
        JsonExpected::Article => "expected an article",
        JsonExpected::Hash => "expected a SHA-256 hash (64 hex digits)",
        JsonExpected::UtcOffset => "expected a UTC offset in minutes, from -720 to 840",
        JsonExpected::LogVersion => "expected a log version this build reads (1 to 3)",
    })
}

const fn unknown_name(what: JsonName) -> Message {
    Message::new(match what {
        JsonName::Rulebook => "unknown rulebook \"{name}\"",
        JsonName::Method => "unknown method \"{name}\"",
        JsonName::PeriodEnd => "unknown period end \"{name}\"",
        JsonName::Event => "unknown event \"{name}\"",
        JsonName::Decision => "unknown decision \"{name}\"",
        JsonName::Claim => "unknown claim \"{name}\"",
        JsonName::Rule => "unknown rule \"{name}\"",
        JsonName::Theme => "unknown theme \"{name}\"",
        JsonName::Timer => "unknown timer \"{name}\" (standard, delay or plain)",
        JsonName::Motion => "unknown motion \"{name}\" (down, hourglass, up or stages)",
    })
}

#[cfg(test)]
mod tests {
    use crate::{parse_control, parse_link};

    #[test]
    fn bad_links_say_what_is_wrong() {
        assert_eq!(
            parse_link("?control=3%2Bx").map_err(|e| e.to_string()),
            Err(
                "\"3+x\": at column 3: expected a number of seconds after '+', found \"x\""
                    .to_owned()
            )
        );
        assert_eq!(
            parse_link("?control=3%2B2&rules=uscf").map_err(|e| e.to_string()),
            Err(
                "unknown rulebook \"uscf\"; the rulebooks are fide-2023, fide-2018, fide-2009, fmjd, uschess"
                    .to_owned()
            )
        );
        assert_eq!(
            parse_link("?control=%ZZ").map_err(|e| e.to_string()),
            Err("the link has a broken escape at \"%ZZ\"".to_owned())
        );
        assert_eq!(
            parse_link("?control=%FF").map_err(|e| e.to_string()),
            Err("the link is not valid UTF-8".to_owned())
        );
        assert_eq!(
            parse_control("?").map_err(|e| e.to_string()),
            Err("\"?\" names no time control a clock can run".to_owned())
        );
    }

    #[test]
    fn a_huge_pasted_control_is_quoted_in_short() {
        let huge = vec!["1/40"; 20_000].join(", ");
        assert_eq!(
            parse_control(&huge).map_err(|e| e.to_string()),
            Err(
                "\"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\": at column 1: White has 20000 periods; \
                 a time control has at most 100, in \"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\""
                    .to_owned()
            )
        );
    }
}
