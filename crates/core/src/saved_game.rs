//! A game as a browser keeps it between page loads: its log (enough to rebuild it, with epoch
//! instants, so a reload charges the time that passed) and its players. The app writes and reads it,
//! and so does the first clock that runs before the app has loaded, so one schema serves both.

use crate::chain::Chain;
use crate::journal::{JournalEntry, CLOSE};
use crate::json::{field, field_or_default, ReadJson};
use crate::JsonError;
use crate::{
    ArbiterLock, BySide, Game, GameDetails, Incident, IncidentLog, Instant, JsonValue, Outcome,
};
use serde::Serialize;

/// The schema version of everything Flagfall keeps in a browser's storage; anything else is set
/// aside, not read.
pub const SCHEMA_VERSION: u32 = 1;

/// The running (or just finished) game, its details (the players' names among them) in its log.
///
/// ```
/// use flagfall_core::{parse_human, BySide, Game, GameDetails, GameSettings, IncidentLog, SavedGame};
/// let game = Game::new(parse_human("3+2")?, GameSettings::default());
/// let names = BySide::new("Anna".to_owned(), String::new());
/// let saved = SavedGame::new(IncidentLog { details: GameDetails::named(names.clone()), ..game.log() });
/// assert!(!saved.unfinished_on_replay());
/// assert_eq!(saved.names(), names);
/// assert!(serde_json::to_string(&saved)?.starts_with(r#"{"version":1,"log":{"version":3,"details":"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedGame {
    pub version: u32,
    /// Whether the colours sit the other way round on the screen (sides swapped, or a rematch), so
    /// that a reload keeps each player's half. Written only when they do; before the log, which the
    /// app appends to.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub swapped: bool,
    /// When the players left it unfinished and it was filed in the History as abandoned, paused
    /// there, with its whole log.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub abandoned: Option<Instant>,
    /// The arbiter's lock of the game's panel: kept with the game in storage, never in its exported
    /// log.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock: Option<ArbiterLock>,
    pub log: IncidentLog,
}

impl SavedGame {
    /// Where a browser's storage keeps the running (or last) game.
    pub const KEY: &'static str = "flagfall.game";

    /// `log` in this version's schema.
    #[must_use]
    pub fn new(log: IncidentLog) -> SavedGame {
        SavedGame {
            version: SCHEMA_VERSION,
            swapped: false,
            abandoned: None,
            lock: None,
            log,
        }
    }

    /// The players' names, as the log's details give them (empty when none was given).
    #[must_use]
    pub fn names(&self) -> BySide<String> {
        self.log.details.names()
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
    pub fn unfinished_on_replay(&self) -> bool {
        !self.log.incidents.is_empty() && self.outcome_on_replay().is_none()
    }

    /// The game as its journal holds it: its head (the game with no incidents) and each incident's
    /// text, written afresh.
    #[must_use]
    pub fn journal_parts(&self) -> (String, Vec<String>) {
        let head = SavedGame {
            version: self.version,
            swapped: self.swapped,
            abandoned: self.abandoned,
            lock: self.lock,
            log: IncidentLog {
                version: self.log.version,
                details: self.log.details.clone(),
                settings: self.log.settings,
                control: self.log.control.clone(),
                incidents: Vec::new(),
            },
        };
        let mut chain = self.log.chained().then(|| Chain::opening(&self.log));
        let incidents = self
            .log
            .incidents
            .iter()
            .map(|i| match &mut chain {
                Some(chain) => chain.link_text(i),
                None => serde_json::to_string(i).unwrap_or_default(),
            })
            .collect();
        (serde_json::to_string(&head).unwrap_or_default(), incidents)
    }

    /// How the game ended, as a replay of its log gives it (a later ruling can reopen a result the
    /// log recorded earlier); `None` while it has not.
    #[must_use]
    pub fn outcome_on_replay(&self) -> Option<Outcome> {
        Game::replay(&self.log).ok()?.outcome().cloned()
    }

    /// How this copy of a game's record stands to `other`, another copy of it (localStorage's and
    /// the durable journal's): which holds all of the other, if either does.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, CopyStanding, Game, GameSettings, Instant, SavedGame};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// game.apply(Action::Start, Instant(1_000))?;
    /// let started = SavedGame::new(game.log());
    /// game.apply(Action::Press, Instant(4_000))?;
    /// let pressed = SavedGame::new(game.log());
    /// assert_eq!(pressed.standing(&started), CopyStanding::Longer);
    /// assert_eq!(started.standing(&pressed), CopyStanding::Shorter);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn standing(&self, other: &SavedGame) -> CopyStanding {
        let (a, b) = (&self.log.incidents, &other.log.incidents);
        let common = a.len().min(b.len());
        if a[..common] != b[..common] {
            CopyStanding::Diverged
        } else if a.len() > b.len() {
            CopyStanding::Longer
        } else if a.len() < b.len() {
            CopyStanding::Shorter
        } else {
            CopyStanding::Same
        }
    }
}

/// How one copy of a game's record stands to another ([`SavedGame::standing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyStanding {
    /// Both hold the same incidents.
    Same,
    /// The first holds all of the second, and more.
    Longer,
    /// The second holds all of the first, and more.
    Shorter,
    /// Each holds an incident the other lacks.
    Diverged,
}

impl IncidentLog {
    /// `log` with the players' names an app before log version 3 kept beside it, under `names` in
    /// `document` (a stored game, an exported log), in its details; odd names are none. A chained
    /// log's own details stand, and so do the details of any log with no names beside it.
    #[must_use]
    pub fn with_names_beside(mut self, document: &JsonValue) -> IncidentLog {
        if !self.chained() && document.get("names").is_some() {
            self.details = GameDetails::named(field(document, "names").unwrap_or_default());
        }
        self
    }
}

/// The running game's stored text, kept current by appending: each save serialises only the
/// incidents added since the last one, so saving after a press costs the same late in a long game as
/// early on (storage then copies the text once). The log is append-only and its header (names,
/// settings, starting control) is fixed for the game's life, so the text always equals the
/// `SavedGame` serialised whole (a swap of sides, which changes the header, writes it afresh). Each
/// update also says what it added, for the journal ([`SavedText::journal_entry`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedText {
    text: String,
    /// Incidents in `text`.
    written: usize,
    /// The game's first incident, to tell another game from this one.
    first: Option<Incident>,
    /// The seating written in `text`.
    swapped: bool,
    /// The lock written in `text`.
    lock: Option<ArbiterLock>,
    /// The details written in `text`.
    details: GameDetails,
    /// The text with no incidents, when the last update wrote it afresh.
    head: Option<String>,
    /// The incidents the last update added, as text, and the number of the first.
    added: Vec<String>,
    added_from: usize,
    /// The log's chain of hashes up to the last incident written (from the opening's, set by the
    /// fresh write that always comes first); `None` for a game that goes on unchained
    /// ([`Game::log_version`]).
    chain: Option<Chain>,
}

impl SavedText {
    /// The text of `game` with its `details`, the colours `swapped` or not and its arbiter's `lock`,
    /// brought up to date.
    pub fn update(
        &mut self,
        details: &GameDetails,
        swapped: bool,
        lock: Option<ArbiterLock>,
        game: &Game,
    ) -> &str {
        let incidents = game.incidents();
        if self.text.is_empty()
            || incidents.len() < self.written
            || incidents.first() != self.first.as_ref()
            || swapped != self.swapped
            || lock != self.lock
            || *details != self.details
        {
            let head = SavedGame {
                swapped,
                lock,
                ..SavedGame::new(IncidentLog {
                    version: game.log_version(),
                    details: details.clone(),
                    settings: game.settings(),
                    control: game.starting_control().clone(),
                    incidents: Vec::new(),
                })
            };
            let text = serde_json::to_string(&head).unwrap_or_default();
            *self = SavedText {
                head: Some(text.clone()),
                text,
                written: 0,
                first: incidents.first().cloned(),
                swapped,
                lock,
                details: details.clone(),
                added: Vec::new(),
                added_from: 0,
                chain: head.log.chained().then(|| Chain::opening(&head.log)),
            };
        } else {
            self.head = None;
        }
        self.added.clear();
        self.added_from = self.written;
        if let Some(new) = incidents.get(self.written..).filter(|new| !new.is_empty()) {
            self.text
                .truncate(self.text.len().saturating_sub(CLOSE.len()));
            for incident in new {
                if self.written > 0 {
                    self.text.push(',');
                }
                let incident = match &mut self.chain {
                    Some(chain) => chain.link_text(incident),
                    None => serde_json::to_string(incident).unwrap_or_default(),
                };
                self.text.push_str(&incident);
                self.added.push(incident);
                self.written += 1;
            }
            self.text.push_str(CLOSE);
        }
        &self.text
    }

    /// What the last [`SavedText::update`] added, for the journal: `None` when it added nothing, or
    /// while the game has no incident (nothing to tell it by).
    #[must_use]
    pub fn journal_entry(&self) -> Option<JournalEntry<'_>> {
        let game = self.first.as_ref()?.at;
        (self.head.is_some() || !self.added.is_empty()).then_some(JournalEntry {
            game,
            head: self.head.as_deref(),
            from: self.added_from,
            incidents: &self.added,
        })
    }
}

impl ReadJson for SavedGame {
    fn read_json(value: &JsonValue) -> Result<SavedGame, JsonError> {
        let log = field(value, "log")?;
        let log = IncidentLog::with_names_beside(log, value);
        Ok(SavedGame {
            version: field(value, "version")?,
            swapped: field_or_default(value, "swapped")?,
            abandoned: field(value, "abandoned")?,
            lock: field(value, "lock")?,
            log,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, parse_json, Action, GameSettings, Millis, Side};

    #[test]
    fn the_saved_text_kept_by_appending_is_the_saved_game_written_whole() {
        let details = GameDetails::named(BySide::new("Anna \"A\"".to_owned(), "Ben".to_owned()));
        let mut game = Game::new(
            parse_human("G/25").unwrap(),
            GameSettings {
                guidelines_iii: true,
                ..GameSettings::default()
            },
        );
        let mut text = SavedText::default();
        let whole = |game: &Game| {
            serde_json::to_string(&SavedGame::new(IncidentLog {
                details: details.clone(),
                ..game.log()
            }))
            .unwrap()
        };
        assert_eq!(text.update(&details, false, None, &game), whole(&game));
        let acts = [
            Action::Start,
            Action::Press,
            Action::SetTime {
                side: Side::Black,
                time: Millis(100_000),
            },
            Action::ExtraFive,
            Action::Note {
                text: "a note, with \"quotes\"".into(),
            },
            Action::Press,
            Action::Undo,
            Action::SetControl {
                control: parse_human("5+3").unwrap(),
                override_lock: true,
            },
            Action::Press,
        ];
        for (i, action) in acts.into_iter().enumerate() {
            game.apply(action, Instant(1_000 * i as i64)).unwrap();
            assert_eq!(
                text.update(&details, false, None, &game),
                whole(&game),
                "after act {i}"
            );
        }
        // Another game in the same place starts the text afresh.
        let mut other = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        other.apply(Action::Start, Instant(50)).unwrap();
        assert_eq!(text.update(&details, false, None, &other), whole(&other));
        // A game begun before the chain (version 2) is stored unchained as it goes on.
        let mut unchained = Game::replay(&IncidentLog {
            version: 2,
            ..game.log()
        })
        .unwrap();
        assert_eq!(
            text.update(&details, false, None, &unchained),
            whole(&unchained)
        );
        unchained.apply(Action::Press, Instant(60_000)).unwrap();
        let stored = text.update(&details, false, None, &unchained).to_owned();
        assert_eq!(stored, whole(&unchained));
        assert!(
            stored.contains(r#""log":{"version":2,"#) && !stored.contains("hash"),
            "{stored}"
        );
    }

    /// A journal as a browser keeps it: each game's head and its incidents by number.
    #[derive(Default)]
    struct Journal {
        games: std::collections::BTreeMap<i64, (String, Vec<String>)>,
    }

    impl Journal {
        fn append(&mut self, entry: JournalEntry<'_>) {
            let (head, incidents) = self.games.entry(entry.game.0).or_default();
            if let Some(new) = entry.head {
                new.clone_into(head);
            }
            incidents.truncate(entry.from);
            assert_eq!(incidents.len(), entry.from, "appended without a gap");
            incidents.extend_from_slice(entry.incidents);
        }

        fn text(&self, game: i64) -> Option<String> {
            let (head, incidents) = self.games.get(&game)?;
            crate::journal_text(head, incidents)
        }
    }

    #[test]
    fn the_journal_appends_what_each_change_adds_and_puts_the_saved_text_back_together() {
        let details = GameDetails::named(BySide::new("Anna".to_owned(), "Ben".to_owned()));
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        let mut text = SavedText::default();
        let mut journal = Journal::default();
        text.update(&details, false, None, &game);
        assert_eq!(text.journal_entry(), None, "no incident, no identity");
        let acts = [Action::Start, Action::Press, Action::Pause, Action::Resume];
        for (i, action) in acts.into_iter().enumerate() {
            game.apply(action, Instant(100 + i as i64)).unwrap();
            let whole = text.update(&details, i == 3, None, &game).to_owned();
            let entry = text.journal_entry().unwrap();
            assert_eq!(entry.game, Instant(100));
            assert_eq!(
                (entry.head.is_some(), entry.from, entry.incidents.len()),
                match i {
                    0 => (true, 0, 1),
                    3 => (true, 0, 4),
                    _ => (false, i, 1),
                },
                "after act {i}"
            );
            journal.append(entry);
            assert_eq!(journal.text(100), Some(whole), "after act {i}");
        }
        text.update(&details, true, None, &game);
        assert_eq!(text.journal_entry(), None, "nothing changed");
        let saved = parse_json::<SavedGame>(&journal.text(100).unwrap()).unwrap();
        let (head, incidents) = saved.journal_parts();
        assert_eq!(
            crate::journal_text(&head, &incidents),
            journal.text(100),
            "a saved game written whole"
        );
    }

    #[test]
    fn a_stored_log_of_a_version_this_build_does_not_read_is_refused() {
        let game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        let text = serde_json::to_string(&SavedGame::new(game.log())).unwrap();
        for version in ["0", "4"] {
            let other = text.replacen(
                r#""log":{"version":3"#,
                &format!(r#""log":{{"version":{version}"#),
                1,
            );
            assert_ne!(other, text);
            assert_eq!(
                parse_json::<SavedGame>(&other).map_err(|e| (e.path, e.problem)),
                Err((
                    "log.version".to_owned(),
                    crate::JsonProblem::Expected(crate::JsonExpected::LogVersion)
                ))
            );
        }
    }

    #[test]
    fn a_swap_of_sides_is_saved_in_the_header_and_read_back() {
        let details = GameDetails::named(BySide::new("Anna".to_owned(), "Ben".to_owned()));
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let mut text = SavedText::default();
        assert!(!text
            .update(&details, false, None, &game)
            .contains("swapped"));
        game.apply(Action::Press, Instant(1_000)).unwrap();
        let swapped = SavedGame {
            swapped: true,
            ..SavedGame::new(IncidentLog {
                details: details.clone(),
                ..game.log()
            })
        };
        let written = text.update(&details, true, None, &game).to_owned();
        assert_eq!(written, serde_json::to_string(&swapped).unwrap());
        assert!(written.starts_with(
            r#"{"version":1,"swapped":true,"log":{"version":3,"details":{"players":{"white":{"name":"Anna"},"black":{"name":"Ben"}}},"#
        ));
        assert_eq!(parse_json::<SavedGame>(&written), Ok(swapped));
    }
}
