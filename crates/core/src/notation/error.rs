//! What went wrong reading or writing a time-control notation, and where.

use crate::{ControlError, Method};

/// A notation that could not be read, or a control that a notation cannot write.
///
/// A parse error knows where it happened ([`NotationError::location`]); a control that PGN cannot
/// express has no location in any text.
///
/// ```
/// use flagfall_core::{parse_human, Expected, NotationErrorKind};
/// let error = parse_human("3+x").unwrap_err();
/// assert_eq!(error.to_string(), r#"at column 3: expected a number of seconds after '+', found "x""#);
/// assert_eq!(
///     error.kind(),
///     &NotationErrorKind::Expected { expected: Expected::Seconds, after: Some("+") }
/// );
/// assert_eq!(error.location().map(|at| at.offset), Some(2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    kind: NotationErrorKind,
    location: Option<Location>,
}

impl NotationError {
    pub(super) fn at(kind: NotationErrorKind, location: Location) -> NotationError {
        NotationError {
            kind,
            location: Some(location),
        }
    }

    pub(super) fn empty() -> NotationError {
        NotationError::at(
            NotationErrorKind::Empty,
            Location {
                offset: 0,
                column: 1,
                found: None,
            },
        )
    }

    pub(super) fn not_in_pgn(limit: PgnLimit) -> NotationError {
        NotationError {
            kind: NotationErrorKind::NotInPgn(limit),
            location: None,
        }
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> &NotationErrorKind {
        &self.kind
    }

    /// Where in the text it is wrong; `None` when writing a control, which has no text yet.
    #[must_use]
    pub const fn location(&self) -> Option<&Location> {
        self.location.as_ref()
    }
}

/// A place in the text being read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// Byte offset from the start of the text.
    pub offset: usize,
    /// Column from 1, counted in characters (so `½` counts once).
    pub column: usize,
    /// The offending text, or `None` when the text ended too early.
    pub found: Option<String>,
}

/// The kinds of notation error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The text is empty or blank.
    Empty,
    /// Something else was found than what was expected.
    Expected {
        /// What the reader was looking for.
        expected: Expected,
        /// The token just read, when it tells why (`+` before a number of seconds).
        after: Option<&'static str>,
    },
    /// A move count of zero.
    ZeroMoves,
    /// A period without a move count (sudden death) is followed by another one; it could never end.
    SuddenDeathNotLast,
    /// A period with a move count is followed by `then` (or byo-yomi or Canadian overtime), which
    /// would make it end when its time runs out as well.
    TimeoutAfterMoves,
    /// A time that is not a whole number of seconds, such as `0.01` minutes.
    NotWholeSeconds,
    /// A number too large for the clock.
    Overflow,
    /// The periods read are not a usable time control.
    Invalid(ControlError),
    /// PGN has no way to write this control.
    NotInPgn(PgnLimit),
    /// A US-style delay or increment after the last of several periods without `;`
    /// (`40/100, SD/60d10`): it may mean that period only. `setting` is how to write it for every
    /// period (`;d10`).
    SettingWithoutSemicolon { setting: String },
}

/// Something a reader is told about how a valid text was read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReadingNote {
    /// A FIDE-style period (minutes first) with more moves than minutes, at `column`: `40/90` is 40
    /// minutes for 90 moves, where 40 moves in 90 minutes is `90/40` (US style writes moves first).
    MinutesForMoreMoves {
        column: usize,
        minutes: u64,
        moves: u32,
    },
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

/// What the reader was looking for when it found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// The start of a time control in human notation.
    TimeControl,
    /// A field of a PGN `TimeControl` tag.
    PgnField,
    /// A number of minutes (`90`, `1.5`, `½`, `1:30`).
    Minutes,
    /// A whole number of seconds.
    Seconds,
    /// A number of moves.
    Moves,
    /// The number of byo-yomi periods.
    ByoYomiPeriods,
    /// This character.
    Symbol(char),
    /// The two digits of the seconds in `m:ss`.
    TwoDigitSeconds,
    /// What may follow a period in human notation: `,`, `then`, `vs` or the end.
    Separator,
    /// What may follow a field of a PGN tag: `:` or the end.
    PgnSeparator,
    /// A US-style delay or increment after the `;`: `d5`, `b5`, `inc2` or `+2`.
    Setting,
    /// The end of the text (or of one side's control, before `vs`).
    End,
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

/// Why PGN cannot write a control. `index` is the period's, counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PgnLimit {
    /// The sides have different controls.
    TimeOdds,
    /// The period uses byo-yomi, Canadian overtime or count-up.
    Method {
        /// The period.
        index: usize,
        /// Its method.
        method: Method,
    },
    /// The period ends when its time runs out.
    EndsOnTimeout {
        /// The period.
        index: usize,
    },
    /// An hourglass period with a move count (PGN's `*` field is for the rest of the game).
    HourglassWithMoves {
        /// The period.
        index: usize,
    },
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

/// How much of the text found at an error is quoted.
const QUOTED_CHARS: usize = 40;

struct Found<'a>(Option<&'a str>);

impl core::fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            // A pasted control can be huge: quote enough of it to find the place.
            Some(text) => match text.char_indices().nth(QUOTED_CHARS) {
                Some((cut, _)) => write!(f, "\"{}…\"", &text[..cut]),
                None => write!(f, "\"{text}\""),
            },
            None => f.write_str("the end"),
        }
    }
}

impl core::fmt::Display for NotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let found = Found(self.location.as_ref().and_then(|at| at.found.as_deref()));
        if let Some(at) = &self.location {
            write!(f, "at column {}: ", at.column)?;
        }
        match &self.kind {
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

impl std::error::Error for NotationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            NotationErrorKind::Invalid(error) => Some(error),
            _ => None,
        }
    }
}
