//! A game as a browser keeps it between page loads: its log (enough to rebuild it, with epoch
//! instants, so a reload charges the time that passed) and its players. The app writes and reads it,
//! and so does the first clock that runs before the app has loaded, so one schema serves both.

use crate::json::{field, field_or_default, JsonError, ReadJson};
use crate::{BySide, Game, IncidentLog, Instant, JsonValue, Outcome};
use serde::Serialize;

/// The schema version of everything Flagfall keeps in a browser's storage; anything else is set
/// aside, not read.
pub const SCHEMA_VERSION: u32 = 1;

/// The running (or just finished) game with its players' names.
///
/// ```
/// use flagfall_core::{parse_human, BySide, Game, GameSettings, SavedGame};
/// let game = Game::new(parse_human("3+2")?, GameSettings::default());
/// let saved = SavedGame::new(BySide::both(String::new()), game.log());
/// assert!(!saved.in_progress());
/// assert!(serde_json::to_string(&saved)?.starts_with(r#"{"version":1,"names":"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedGame {
    pub version: u32,
    pub names: BySide<String>,
    /// Whether the colours sit the other way round on the screen (sides swapped, or a rematch), so
    /// that a reload keeps each player's half. Written only when they do; before the log, which the
    /// app appends to.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub swapped: bool,
    pub log: IncidentLog,
}

impl SavedGame {
    /// Where a browser's storage keeps the running (or last) game.
    pub const KEY: &'static str = "flagfall.game";

    /// `log` with its players' names, in this version's schema.
    #[must_use]
    pub fn new(names: BySide<String>, log: IncidentLog) -> SavedGame {
        SavedGame {
            version: SCHEMA_VERSION,
            names,
            swapped: false,
            log,
        }
    }

    /// When the game's record begins: its first incident, which may come before the start (an
    /// arrival, a note; the start is [`IncidentLog::started_at`]). The record's time zone and the
    /// History's identity of a game rest on it, so a game with nothing but notes is one too.
    #[must_use]
    pub fn began(&self) -> Option<Instant> {
        self.log.incidents.first().map(|i| i.at)
    }

    /// Whether the game's record has begun (anything logged, even before the start) and the game
    /// has not ended: a game to keep, and to ask about before a link replaces it.
    #[must_use]
    pub fn in_progress(&self) -> bool {
        !self.log.incidents.is_empty() && self.outcome().is_none()
    }

    /// The game with its log as a replay gives it: each decision's reason as the game derives it, so
    /// that it is worded in the reader's language (a log read back holds only the English it was
    /// written with). A log that does not replay stays as it reads.
    #[must_use]
    pub fn replayed(&self) -> SavedGame {
        match Game::replay(&self.log) {
            Ok(game) => SavedGame {
                log: IncidentLog {
                    incidents: game.incidents().to_vec(),
                    ..self.log.clone()
                },
                ..self.clone()
            },
            Err(_) => self.clone(),
        }
    }

    /// How the game ended, as a replay of its log gives it (a later ruling can reopen a result the
    /// log recorded earlier); `None` while it has not.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        Game::replay(&self.log).ok()?.outcome().cloned()
    }
}

impl ReadJson for SavedGame {
    fn read_json(value: &JsonValue) -> Result<SavedGame, JsonError> {
        Ok(SavedGame {
            version: field(value, "version")?,
            names: field(value, "names")?,
            swapped: field_or_default(value, "swapped")?,
            log: field(value, "log")?,
        })
    }
}
