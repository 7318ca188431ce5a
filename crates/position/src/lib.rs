//! # flagfall-position
//!
//! Can a side still checkmate? Every flag ruling in chess turns on it (FIDE Laws 6.9, 5.2.2, A.5.3,
//! and A4.3 of the 2018 Laws): a player whose flag falls loses, unless the opponent cannot
//! checkmate by any series of legal moves. This crate reads a position from FEN, refuses what no
//! game can reach with the field and the reason, and answers for each side with chasolver's
//! helpmate search: it can (with one mating line in SAN), it cannot (proven), or undetermined
//! within the time given.
//!
//! ```
//! use flagfall_position::{analyse_within, Position, Verdict};
//! use std::time::Duration;
//!
//! // lichess.org/ijyj0mHa: White's flag fell here and the game was scored a loss, but Black cannot
//! // mate through the locked pawns; White, surprisingly, could.
//! let position = Position::from_fen("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -")?;
//! // In an app, Duration::from_millis(DEFAULT_BUDGET_MS); more here for unoptimised test builds.
//! let verdicts = analyse_within(&position, Duration::from_secs(60));
//! assert_eq!(verdicts.black, Verdict::Cannot);
//! assert!(verdicts.white.line().is_some_and(|line| line.to_string().ends_with('#')));
//! # Ok::<(), flagfall_position::PositionError>(())
//! ```
//!
//! `flagfall-core` does not depend on this crate: the clock stays free of the search.

#[cfg(not(target_arch = "wasm32"))]
mod budget;
mod fen;
mod legality;
mod line;
mod position;
mod square;
mod verdict;

#[cfg(not(target_arch = "wasm32"))]
pub use budget::analyse_within;
pub use flagfall_core::{BySide, Side};
// Why a position is refused is told to the app by the worker: the types live with the messages.
pub use flagfall_position_message::{
    FenError, Field, IllegalPosition, PositionError, Square, Wing,
};
pub use line::Line;
pub use position::{Position, INITIAL_FEN};
pub use verdict::{position_check, Verdict};

/// The time the search is given by default, in milliseconds. A phone four to six times slower than
/// the machine measured (see the README's "Position check") answers within two seconds, the worker's
/// start included; in that time it decides every flag position of chasolver's lichess.org set and
/// nine in ten of its hard constructed ones.
pub const DEFAULT_BUDGET_MS: u64 = 1500;
