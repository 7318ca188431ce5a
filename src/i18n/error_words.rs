//! Why the game, the clock, a control or a log refused, in the page's language: one arm per variant
//! of [`GameError`], [`ClockError`], [`ControlError`], [`LogError`] and [`Divergence`], each worded
//! by its key in the tables, so a new one does not build until it is worded here.

use crate::i18n::article_words::article_text;
use crate::i18n::{clock_text, side_name, t, tf, Worded};
use flagfall_core::{
    ClockError, ControlError, Divergence, GameError, Incident, LogError, Rulebook, UnknownRulebook,
    LOG_VERSION,
};

impl Worded for GameError {
    fn worded(&self) -> String {
        match self {
            GameError::Clock(error) => error.worded(),
            GameError::Refused(refusal) => refusal.worded(),
            GameError::NotApplicable(reason) => reason.worded(),
            GameError::NoMoveYet(side) => tf(
                "{side} has not completed a move yet",
                &[("side", side_name(*side))],
            ),
            GameError::TooLate { side, article } => tf(
                "{side}'s illegal move can no longer be penalised: {opponent} has made the next move ({article})",
                &[
                    ("side", side_name(*side)),
                    ("opponent", side_name(side.opponent())),
                    ("article", &article_text(*article)),
                ],
            ),
            GameError::SettingsLocked { article } => tf(
                "the clock settings can no longer be changed ({article}); the arbiter may override",
                &[("article", &article_text(*article))],
            ),
            GameError::NoFlag => t("no flag has fallen: there is no win on time to claim").to_owned(),
            GameError::NotBothFlags => {
                t("only one flag, or none, has fallen: there is no order to rule on").to_owned()
            }
            GameError::Over => t("the game is over").to_owned(),
            GameError::NoDrawOffer => {
                t("no draw offer stands: none was made, or it lapsed when the opponent moved")
                    .to_owned()
            }
            GameError::AlreadyArrived(side) => {
                tf("{side} has already arrived", &[("side", side_name(*side))])
            }
            GameError::NoRulingToUndo => t(
                "there is no ruling to undo: only the last one can be, before anything but a note follows it",
            )
            .to_owned(),
            GameError::NotDecidedByClock => {
                t("only a game the clock decided, by a flag or the default time, can be reopened")
                    .to_owned()
            }
            GameError::NothingCharged => {
                t("no clock ran while the page could not watch: nothing was charged").to_owned()
            }
            GameError::NoChargeToReturn => {
                t("there is no charge for time the page could not watch to give back").to_owned()
            }
            GameError::FlagNotFromCharge { side, short } => tf(
                "{side}'s flag would have fallen without the charge too: {side} was {short} short",
                &[("side", side_name(*side)), ("short", &clock_text(*short))],
            ),
        }
    }
}

impl Worded for ClockError {
    fn worded(&self) -> String {
        match self {
            ClockError::NotStarted => t("the clock has not been started").to_owned(),
            ClockError::AlreadyStarted => t("the clock has already been started").to_owned(),
            ClockError::Paused => t("the clock is paused").to_owned(),
            ClockError::NotPaused => t("the clock is not paused").to_owned(),
            ClockError::Stopped => t("the clock has stopped: the game is over").to_owned(),
            ClockError::TimeWentBackwards { at, last } => tf(
                "time went backwards: {at} ms comes before the last event at {last} ms",
                &[("at", &at.0.to_string()), ("last", &last.0.to_string())],
            ),
            ClockError::Flagged(side) => tf(
                "{side}'s flag has fallen; their time cannot be corrected",
                &[("side", side_name(*side))],
            ),
            ClockError::NothingToUndo => t(
                "there is no press to undo (only the last presses can be undone, before anything but a pause follows them)",
            )
            .to_owned(),
            ClockError::NegativeTime(side) => tf(
                "{side}'s time cannot be set below zero",
                &[("side", side_name(*side))],
            ),
            ClockError::FlagUp(side) => {
                tf("{side}'s flag has not fallen", &[("side", side_name(*side))])
            }
            ClockError::NoSuchPeriod { side, index } => tf(
                "{side} has no period {n}",
                &[("side", side_name(*side)), ("n", &(index + 1).to_string())],
            ),
            ClockError::NothingToReinstate => {
                t("there is no press to take back: the clock has been corrected since the last one")
                    .to_owned()
            }
            ClockError::NotStopped => t("the clock has not stopped").to_owned(),
        }
    }
}

impl Worded for ControlError {
    fn worded(&self) -> String {
        match *self {
            ControlError::NoPeriods(side) => {
                tf("{side} has no time period", &[("side", side_name(side))])
            }
            ControlError::ZeroMoves { side, index } => tf(
                "{side}'s period {n} has a move count of zero",
                &[("side", side_name(side)), ("n", &(index + 1).to_string())],
            ),
            ControlError::PeriodAfterGame { side, index } => tf(
                "{side}'s period {n} follows a period for the rest of the game and could never start",
                &[("side", side_name(side)), ("n", &(index + 1).to_string())],
            ),
            ControlError::TimeoutWithoutNext(side) => tf(
                "{side}'s last period ends when its time runs out, but no period follows it",
                &[("side", side_name(side))],
            ),
            ControlError::BadDuration { side, index } => tf(
                "{side}'s period {n} has a time that is negative or not a whole number of seconds",
                &[("side", side_name(side)), ("n", &(index + 1).to_string())],
            ),
            ControlError::BadOvertime { side, index } => tf(
                "{side}'s period {n} is an overtime (byo-yomi, Canadian or hourglass) without a move count, period count or time",
                &[("side", side_name(side)), ("n", &(index + 1).to_string())],
            ),
            ControlError::NoTime(side) => {
                tf("{side} has no time at all", &[("side", side_name(side))])
            }
            ControlError::PeriodWithoutTime { side, index } => tf(
                "{side}'s period {n} has no time and no increment or delay",
                &[("side", side_name(side)), ("n", &(index + 1).to_string())],
            ),
            ControlError::TooManyPeriods { side, count, max } => tf(
                "{side} has {count} periods; a time control has at most {max}",
                &[
                    ("side", side_name(side)),
                    ("count", &count.to_string()),
                    ("max", &max.to_string()),
                ],
            ),
        }
    }
}

impl Worded for LogError {
    fn worded(&self) -> String {
        match self {
            LogError::Malformed(error) => tf(
                "not a Flagfall incident log: {problem}",
                &[("problem", &error.worded())],
            ),
            LogError::UnsupportedVersion(version) => tf(
                "incident log version {version} is not supported (this build reads version {supported})",
                &[
                    ("version", &version.to_string()),
                    ("supported", &LOG_VERSION.to_string()),
                ],
            ),
            LogError::Diverged { index, divergence } => tf(
                "incident {n} does not replay: {problem}",
                &[
                    ("n", &(index + 1).to_string()),
                    ("problem", &divergence.worded()),
                ],
            ),
        }
    }
}

impl Worded for Divergence {
    fn worded(&self) -> String {
        match self {
            Divergence::Refused(error) => error.worded(),
            Divergence::Differs { logged, replayed } => tf(
                "the log says {logged}, the replay gives {replayed}",
                &[
                    ("logged", &incident_json(logged.as_deref())),
                    ("replayed", &incident_json(replayed.as_deref())),
                ],
            ),
        }
    }
}

/// An incident as the log writes it, in JSON: the record's own words, in no language.
fn incident_json(incident: Option<&Incident>) -> String {
    incident.map_or_else(|| t("nothing").to_owned(), Incident::to_json)
}

impl Worded for UnknownRulebook {
    fn worded(&self) -> String {
        let names: Vec<&str> = Rulebook::ALL.iter().map(|r| r.name()).collect();
        tf(
            "unknown rulebook \"{name}\"; the rulebooks are {names}",
            &[("name", &self.0), ("names", &names.join(", "))],
        )
    }
}
