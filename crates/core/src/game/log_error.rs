//! Why a log could not be read or replayed.

use crate::{ChainBreak, GameError, Incident, JsonError};

/// Why a log could not be read or replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum LogError {
    /// The text is not a log (bad JSON, or fields missing or of the wrong kind).
    Malformed(JsonError),
    /// The log was written by another version of the format.
    UnsupportedVersion(u32),
    /// The log's content does not match its chain of hashes: it was altered after it was written,
    /// from this part on.
    Altered(ChainBreak),
    /// Replaying incident `index` (from 0) failed, or gave something other than the log says.
    Diverged {
        index: usize,
        divergence: Divergence,
    },
}

/// How a replay parted from its log.
#[derive(Clone, Debug, PartialEq)]
pub enum Divergence {
    /// The game refused the incident's action.
    Refused(GameError),
    /// The replay gives another incident than the log (`None`: none at all).
    Differs {
        logged: Option<Box<Incident>>,
        replayed: Option<Box<Incident>>,
    },
}

impl std::error::Error for LogError {}
