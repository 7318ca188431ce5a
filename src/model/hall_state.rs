//! A board's place in a hall as the screens show it: how its sending stands, and what a hall's link
//! in the address came to. Pure: `browser::hall` keeps them.

use flagfall_hall::{HallLinkError, HallRole};

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
    /// A view's link (the arbiter's, the spectators'), which this version does not open.
    View(HallRole),
    Unusable(HallLinkError),
    /// Storage refused to keep the link: the clock is in the hall until the page closes.
    NotKept {
        hall: String,
        board: u16,
        why: String,
    },
}
