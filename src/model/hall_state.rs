//! A board's place in a hall as the screens show it: how its sending stands, and what a hall's link
//! in the address came to. Pure: `browser::hall` keeps them.

use flagfall_hall::HallLinkError;

/// How the board's sending stands, for the menu.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HallStatus {
    /// Messages the broker has not acknowledged yet.
    pub waiting: usize,
    /// Why the last attempt failed, while the broker is not reached.
    pub trouble: Option<String>,
}

/// What a hall's link in the address came to as the page opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joining {
    /// This clock is now board `board` of hall `hall`.
    Joined {
        hall: String,
        board: u16,
    },
    Unusable(HallLinkError),
    /// Storage refused to keep the link: the clock is in the hall until the page closes.
    NotKept {
        hall: String,
        board: u16,
        why: String,
    },
}

/// How the arbiter's reading of a hall stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Reading {
    /// Connecting for the first time.
    #[default]
    Connecting,
    /// Every board's messages arrive as they are stored.
    Live,
    /// The broker cannot be reached (with the reason given, if any); tried again meanwhile.
    Trouble(String),
}
