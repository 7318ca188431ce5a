//! What went wrong reading or writing a time-control notation, and where.

use crate::{ControlError, Method, Millis};

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

/// How much of a text is quoted in a message.
const QUOTED_CHARS: usize = 40;

/// `text` cut after 40 characters with `…`, to be quoted in a message: a pasted control or link can be
/// huge, and enough is quoted to find the place.
///
/// ```
/// use flagfall_core::quotable;
/// assert_eq!(quotable("3+x"), "3+x");
/// assert_eq!(quotable(&"1/40, ".repeat(10)), "1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…");
/// ```
#[must_use]
pub fn quotable(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

impl Location {
    /// The offending text in double quotes, cut as [`quotable`] cuts it; `None` when the text ended
    /// too early.
    #[must_use]
    pub fn quoted(&self) -> Option<String> {
        Some(format!("\"{}\"", quotable(self.found.as_deref()?)))
    }
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
    /// A FIDE-style period for fewer moves than anyone plays in one, at `column`: `5/4` is 5 minutes
    /// for every 4 moves, where Armageddon's 5 minutes against 4 is `5 vs 4`.
    FewMoves {
        column: usize,
        minutes: u64,
        moves: u32,
    },
    /// US Chess 5E2: no delay or increment was written, so the minimum recommended `delay` applies.
    UsDefaultDelay { delay: Millis },
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

impl std::error::Error for NotationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            NotationErrorKind::Invalid(error) => Some(error),
            _ => None,
        }
    }
}
