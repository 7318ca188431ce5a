//! The durable journal of a browser's games (IndexedDB, written by the app and the first clock):
//! what one change of a game adds to it, and a game put back together from it. Each game is a head
//! (the saved game with no incidents) and its incidents' texts numbered from 0, so a press appends
//! one small record and never rewrites the log; put back together, a game is the very text
//! [`SavedText`](crate::SavedText) keeps in localStorage.

use crate::Instant;

/// What one change of a game adds to its journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalEntry<'a> {
    /// The game's identity: the instant its record began (its first incident), as the History
    /// tells games apart.
    pub game: Instant,
    /// The head, when it was written afresh (a game new to this page, a swap of sides).
    pub head: Option<&'a str>,
    /// The number of the first incident in `incidents`.
    pub from: usize,
    /// The incidents added, as text, in order.
    pub incidents: &'a [String],
}

/// How a saved game's text ends: the incidents' array, the log, the saved game.
pub(crate) const CLOSE: &str = "]}}";

/// The saved game's text from its journal: `head` (written with no incidents) with `incidents`,
/// numbered from 0 without a gap, in its array. `None` when the head does not end as a head does.
///
/// ```
/// use flagfall_core::journal_text;
/// let head = r#"{"version":1,"log":{"incidents":[]}}"#;
/// assert_eq!(
///     journal_text(head, &["1".to_owned(), "2".to_owned()]).as_deref(),
///     Some(r#"{"version":1,"log":{"incidents":[1,2]}}"#)
/// );
/// assert_eq!(journal_text("{}", &[]), None);
/// ```
#[must_use]
pub fn journal_text(head: &str, incidents: &[String]) -> Option<String> {
    let open = head.strip_suffix(CLOSE)?.strip_suffix('[')?;
    let length = incidents.iter().map(|i| i.len() + 1).sum::<usize>();
    let mut text = String::with_capacity(head.len() + length);
    text.push_str(open);
    text.push('[');
    for (i, incident) in incidents.iter().enumerate() {
        if i > 0 {
            text.push(',');
        }
        text.push_str(incident);
    }
    text.push_str(CLOSE);
    Some(text)
}
