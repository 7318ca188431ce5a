//! A board's place in a hall as the screens show it: how its sending stands, and what a hall's link
//! in the address came to. Pure: `browser::hall` keeps them.

use flagfall_hall::HallLinkError;

/// Why the hall's broker could not be used, as the bridge tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The broker refused `operation` (publish, subscribe) on `subject`: the link's key does not
    /// allow it.
    Refused { operation: String, subject: String },
    /// No stream of the broker takes `subject`: the hall was not set up on it.
    NoStream { subject: String },
    /// The broker did not answer in time.
    NoAnswer,
    /// The broker refused the link's user or key.
    WrongKey,
    /// Nothing answers at the broker's address (or the network is down).
    Unreachable,
    /// The broker takes no message as large as one to send (its bound, `scripts/hall-layout.mjs`).
    TooLarge,
    /// The hall's code (the bridge to the broker, or the part that sends) could not be fetched,
    /// or did not start.
    NoBridge,
    /// Anything else, as the client said it (its words, untranslated).
    Other(String),
}

impl Trouble {
    /// Whether the broker answered and refused (the link's key, its rights, the hall's set-up, a
    /// message's size): trying again changes nothing until someone acts.
    #[must_use]
    pub fn refused(&self) -> bool {
        matches!(
            self,
            Trouble::Refused { .. }
                | Trouble::NoStream { .. }
                | Trouble::WrongKey
                | Trouble::TooLarge
        )
    }
}

/// How the board's sending stands, for the menu.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HallStatus {
    /// Messages the broker has not acknowledged yet.
    pub waiting: usize,
    /// Why the last attempt failed, while the broker is not reached.
    pub trouble: Option<Trouble>,
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
    /// The clock stays in hall `hall`: its leaving could not be written in the game (this tab only
    /// follows it).
    NotLeft {
        hall: String,
        why: String,
    },
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
    /// The broker cannot be reached (and why, when it is known); tried again meanwhile.
    Trouble(Option<Trouble>),
}
