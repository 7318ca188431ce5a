//! What one position check tells the page, as plain values: each side's answer as it comes, the
//! refusal of a position, or why the check could not run. The worker's side is
//! `browser::position_worker`.

use flagfall_position_message::{PositionError, Side};

/// What the page hears from one check, in the order it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckEvent {
    /// One side's answer, as soon as it is known: `can_checkmate` is `None` when the search ran out
    /// of its budget without a proof either way; `line` is one mating line in SAN when it can.
    Answer {
        side: Side,
        can_checkmate: Option<bool>,
        line: Option<String>,
    },
    /// The FEN is not read, or no game can reach the position: the error's variant with its numbers
    /// (and [`PositionError::field`], the field at fault), for the app to put into words. No side is
    /// searched.
    Refused(PositionError),
    /// The check could not run: no side is answered.
    Failed(CheckFailure),
}

/// Why a check could not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckFailure {
    /// The browser refused to create the worker (its script's address is not allowed here).
    NotStarted,
    /// The worker's files could not be fetched or started: offline before the service worker had
    /// kept them, or blocked.
    Unavailable,
    /// The worker stopped, or said something that is not a report, while searching.
    Broken,
}
