//! What is wrong with a JSON document the core reads, and where: for the parser (`json_value`) and
//! the readers (`json`) alike.

use crate::{ChainBreak, ControlError};

/// What is wrong with a JSON document, and where (`incidents[3].side`: the keys and indexes of the
/// document itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    pub path: String,
    pub problem: JsonProblem,
}

/// What is wrong at a place in a JSON document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// The text is not JSON: `syntax` at `line` and `column` (both from 1, columns in characters).
    Syntax {
        syntax: JsonSyntax,
        line: usize,
        column: usize,
    },
    /// A value of another kind than the format has there.
    Expected(JsonExpected),
    /// A name the format does not know among the `what` it names.
    Unknown { what: JsonName, name: String },
    /// A time control the core refuses.
    Control(ControlError),
    /// A chained log's content does not match its hashes from this part on.
    Altered(ChainBreak),
}

/// Why a text is not JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonSyntax {
    TextAfterValue,
    EndsWhereValueShouldBe,
    ExpectedValue,
    ExpectedDigit,
    EndsInsideString,
    ControlCharacterInString,
    UnknownEscape,
    UnpairedSurrogate,
    ExpectedFourHexDigits,
    /// Lists and objects nested deeper than the parser goes (it keeps no more than it can read).
    NestedTooDeep,
    EndsInsideList,
    ExpectedCommaOrBracket,
    EndsInsideObject,
    ExpectedKey,
    ExpectedColon,
    ExpectedCommaOrBrace,
}

/// The kind of value the format has where another was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonExpected {
    Object,
    String,
    Boolean,
    WholeNumber,
    /// A whole number from 0 to `u32::MAX`.
    Count,
    List,
    Side,
    UndoCharge,
    GameResult,
    /// An article: `"event-regulations"`, or an object of one of `laws`, `guidelines`, `fide`, `bare`.
    Article,
    /// A SHA-256 hash: 64 hex digits.
    Hash,
    /// A UTC offset in minutes, from -720 to 840.
    UtcOffset,
    /// A version of the log this build reads.
    LogVersion,
}

/// What a name in the format names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonName {
    Rulebook,
    Method,
    PeriodEnd,
    Event,
    Decision,
    Claim,
    /// The rule a decided reason names.
    Rule,
    /// The app's colour theme, which it reads with this reader.
    Theme,
    /// The timer of a US Chess game (5F).
    Timer,
    /// How a hall's board's running clock moves, for its spectators (read by `flagfall-hall`).
    Motion,
}

impl JsonError {
    /// An error at the value being read.
    #[must_use]
    pub const fn new(problem: JsonProblem) -> JsonError {
        JsonError {
            path: String::new(),
            problem,
        }
    }

    /// A value of another kind than `expected`, at the value being read.
    #[must_use]
    pub const fn expected(expected: JsonExpected) -> JsonError {
        JsonError::new(JsonProblem::Expected(expected))
    }

    /// A name the format does not know among the `what` it names, at the value being read.
    pub fn unknown(what: JsonName, name: impl Into<String>) -> JsonError {
        JsonError::new(JsonProblem::Unknown {
            what,
            name: name.into(),
        })
    }

    /// The same error, seen from the value that holds this one under `step` (a key, or `[index]`).
    #[must_use]
    pub fn within(mut self, step: &str) -> JsonError {
        let dot = if self.path.is_empty() || self.path.starts_with('[') {
            ""
        } else {
            "."
        };
        self.path = format!("{step}{dot}{}", self.path);
        self
    }
}

impl std::error::Error for JsonError {}
