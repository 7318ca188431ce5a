//! Whether the browser keeps the app's storage from eviction. Pure: `browser::journal` asks it,
//! `i18n::saving_words` words the answer.

/// What the browser answered when asked to keep the app's storage from eviction
/// (`navigator.storage.persist()`), asked once a game has been kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Persistence {
    /// Not asked yet in this page, and not granted before.
    NotAsked,
    /// Granted: the browser clears nothing of the app's to make room.
    Granted,
    /// Refused: the browser may clear it when space runs short.
    Refused,
    /// This browser has no way to ask.
    Unsupported,
}
