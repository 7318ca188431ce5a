//! Time-control notations: the PGN `TimeControl` tag, and the human notation of players and
//! organisers (`3+2`, `90/40+30, 30+30`, `G/90;d5`, `60 byo 5x30`, ...).
//!
//! Both read into a [`TimeControl`](crate::TimeControl) and write one back in a canonical form that
//! reads back to the same control. Errors say what is wrong and where ([`NotationError`]).

#[cfg(test)]
mod arbitrary;
mod error;
mod human;
mod increment;
mod minutes;
mod pgn;
mod scan;

pub use error::{
    quotable, Expected, Location, NotationError, NotationErrorKind, PgnLimit, ReadingNote,
};
pub use human::{parse_human, parse_human_noted, parse_human_under, to_human};
pub use pgn::{parse_pgn, to_pgn, PgnTimeControl};
