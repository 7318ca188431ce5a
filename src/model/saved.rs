//! What the app keeps in storage, versioned, and how damaged or foreign data is recognised. Pure:
//! the browser side lives in `browser::storage`.

use flagfall_core::{field, Game, IncidentLog, JsonError, JsonValue, LogError, ReadJson};
// The running game's schema is the core's: the first clock (crates/first-clock) writes it too.
pub use flagfall_core::{SavedGame, SavedText, SCHEMA_VERSION};
// The set-up choices too: the first clock opens a link with them.
pub use flagfall_page::Prefs;
use flagfall_page::{LinkRecord, RecordError};
use serde::Serialize;

/// A control the user saved under a name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedControl {
    pub name: String,
    /// Human notation, as the core prints it.
    pub notation: String,
}

/// The user's saved controls.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedControls {
    pub version: u32,
    pub controls: Vec<SavedControl>,
}

impl Default for SavedControls {
    fn default() -> Self {
        SavedControls {
            version: SCHEMA_VERSION,
            controls: Vec::new(),
        }
    }
}

/// Why a control was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveRefusal {
    /// No name was typed.
    Unnamed,
    /// The control being edited would be renamed onto another one's name, as typed.
    NameTaken { name: String, editing: String },
}

/// What saving a control did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveOutcome {
    Added,
    /// A control of that name was there and now holds the new notation.
    Replaced,
    /// The control being edited was saved under a new name.
    Renamed {
        from: String,
    },
}

impl SavedControls {
    /// The control named `name` (spaces around it ignored).
    pub fn named(&self, name: &str) -> Option<&SavedControl> {
        let name = name.trim();
        self.controls.iter().find(|c| c.name == name)
    }

    /// Whether saving under `name` would overwrite something: the control being edited, or one
    /// already of that name. The set-up screen says so on the button before it is pressed.
    pub fn would_replace(&self, name: &str, editing: Option<&str>) -> bool {
        editing.is_some_and(|old| self.named(old).is_some()) || self.named(name).is_some()
    }

    /// Saves `notation` under `name`. Without `editing`, a control of the same name is replaced in
    /// place (the button said so). With `editing`, that control is updated, renamed if the name
    /// changed, but never onto another control's name: that would lose the other one unasked.
    pub fn save(
        &mut self,
        name: &str,
        notation: String,
        editing: Option<&str>,
    ) -> Result<SaveOutcome, SaveRefusal> {
        let name = name.trim();
        if name.is_empty() {
            return Err(SaveRefusal::Unnamed);
        }
        let position = |list: &SavedControls, wanted: &str| {
            list.controls.iter().position(|c| c.name == wanted)
        };
        let edited = editing
            .map(str::trim)
            .and_then(|old| Some((old, position(self, old)?)));
        let existing = position(self, name);
        let saved = SavedControl {
            name: name.to_owned(),
            notation,
        };
        match (edited, existing) {
            (Some((old, at)), Some(other)) if other != at => Err(SaveRefusal::NameTaken {
                name: name.to_owned(),
                editing: old.to_owned(),
            }),
            (Some((old, at)), _) => {
                self.controls[at] = saved;
                Ok(if old == name {
                    SaveOutcome::Replaced
                } else {
                    SaveOutcome::Renamed {
                        from: old.to_owned(),
                    }
                })
            }
            (None, Some(at)) => {
                self.controls[at] = saved;
                Ok(SaveOutcome::Replaced)
            }
            (None, None) => {
                self.controls.push(saved);
                Ok(SaveOutcome::Added)
            }
        }
    }

    /// Deletes the control named `name`; returns whether there was one.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.controls.len();
        self.controls.retain(|c| c.name != name);
        self.controls.len() != before
    }
}

/// Finished games, the newest first, with their logs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct History {
    pub version: u32,
    pub games: Vec<SavedGame>,
    /// Stored games that could not be read (a log edited in storage, a damaged entry): each is set
    /// aside on its own as it is found, so the others stay in the History. Never written back.
    #[serde(skip)]
    pub damaged: Vec<DamagedGame>,
}

/// A stored game of the History that could not be read, as its JSON text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedGame {
    pub text: String,
    /// Where in the History it failed (`games[3].log`) and what.
    pub error: JsonError,
}

impl Default for History {
    fn default() -> Self {
        History {
            version: SCHEMA_VERSION,
            games: Vec::new(),
            damaged: Vec::new(),
        }
    }
}

/// Why data set aside or kept in place gives no game back.
#[derive(Debug, PartialEq)]
pub enum Unrecovered {
    /// It is no JSON, or holds no log.
    Unreadable(JsonError),
    /// Its log does not replay in this build.
    Unreplayable(LogError),
}

/// A game read back from data set aside or kept in place: a saved game of any schema version, or a
/// log on its own, as long as this build replays its log. Says why not.
pub fn recover_game(raw: &str) -> Result<SavedGame, Unrecovered> {
    let value = JsonValue::parse(raw).map_err(Unrecovered::Unreadable)?;
    let log = match value.get("log") {
        Some(log) => IncidentLog::read_json(log),
        None => IncidentLog::read_json(&value),
    }
    .map_err(Unrecovered::Unreadable)?;
    Game::replay(&log).map_err(Unrecovered::Unreplayable)?;
    Ok(SavedGame::new(log.with_names_beside(&value)))
}

impl History {
    /// How many games are kept; the oldest beyond this make room (the history view says so).
    pub const LIMIT: usize = 50;

    /// Files `game` at the top, replacing an earlier copy of the same game (same first incident), so
    /// a game reopened and ended again is kept once. Returns the oldest game if it made room.
    pub fn file(&mut self, game: SavedGame) -> Option<SavedGame> {
        let began = game.began();
        self.games.retain(|g| g.began() != began);
        self.games.insert(0, game);
        (self.games.len() > History::LIMIT)
            .then(|| self.games.pop())
            .flatten()
    }
}

/// The outcome of reading one stored item.
#[derive(Debug, PartialEq, Eq)]
pub enum Read<T> {
    /// Nothing stored.
    Missing,
    /// Read and understood.
    Found(T),
    /// Stored but unusable: the raw text must be set aside, and `reason` shown.
    Unusable { reason: Unusable },
}

/// Why a stored item is unusable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unusable {
    Damaged(JsonError),
    /// Written by another version of Flagfall, of schema `version`; this one reads `current`.
    OtherVersion {
        version: u32,
        current: u32,
    },
    /// A first visit's record of its link that cannot be replayed ([`LinkRecord`]).
    Record(RecordError),
}

/// Reads `raw` as a `T` of schema [`SCHEMA_VERSION`].
pub fn read<T: ReadJson>(raw: Option<&str>) -> Read<T> {
    let Some(raw) = raw else {
        return Read::Missing;
    };
    // Only the last step depends on `T`: the rest is compiled once, not once per stored type.
    match current_schema(raw) {
        Ok(value) => match T::read_json(&value) {
            Ok(value) => Read::Found(value),
            Err(e) => Read::Unusable {
                reason: Unusable::Damaged(e),
            },
        },
        Err(reason) => Read::Unusable { reason },
    }
}

/// `raw` parsed, if it is JSON of this version's schema; else why not. A first visit's record of
/// its link ([`LinkRecord`], kept where the running game is) is read as the saved game it replays
/// into.
fn current_schema(raw: &str) -> Result<JsonValue, Unusable> {
    let replayed;
    let raw = if LinkRecord::is_record(raw) {
        replayed = LinkRecord::saved_text(raw).map_err(Unusable::Record)?;
        &replayed
    } else {
        raw
    };
    let value = JsonValue::parse(raw).map_err(Unusable::Damaged)?;
    match field::<u32>(&value, "version") {
        Err(e) => Err(Unusable::Damaged(e)),
        Ok(version) if version != SCHEMA_VERSION => Err(Unusable::OtherVersion {
            version,
            current: SCHEMA_VERSION,
        }),
        Ok(_) => Ok(value),
    }
}

impl ReadJson for SavedControl {
    fn read_json(value: &JsonValue) -> Result<SavedControl, JsonError> {
        Ok(SavedControl {
            name: field(value, "name")?,
            notation: field(value, "notation")?,
        })
    }
}

impl ReadJson for SavedControls {
    fn read_json(value: &JsonValue) -> Result<SavedControls, JsonError> {
        Ok(SavedControls {
            version: field(value, "version")?,
            controls: field(value, "controls")?,
        })
    }
}

impl ReadJson for History {
    /// Each game is read on its own: one that cannot be read goes to `damaged`, not the others.
    fn read_json(value: &JsonValue) -> Result<History, JsonError> {
        let mut history = History {
            version: field(value, "version")?,
            ..History::default()
        };
        let stored = field::<Vec<JsonValue>>(value, "games")?;
        for (index, game) in stored.into_iter().enumerate() {
            match SavedGame::read_json(&game) {
                Ok(read) => history.games.push(read),
                Err(error) => history.damaged.push(DamagedGame {
                    text: game.to_string(),
                    error: error.within(&format!("[{index}]")).within("games"),
                }),
            }
        }
        Ok(history)
    }
}

/// The most a player's name may have, in the UTF-16 units an input's `maxlength` counts: room for
/// a full name and a title, and short enough for a face, a tag and a printed row.
pub const NAME_LIMIT: usize = 100;

/// Whether `name` has reached the [`NAME_LIMIT`] (the set-up screen then says so).
pub fn at_name_limit(name: &str) -> bool {
    name.encode_utf16().count() >= NAME_LIMIT
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{
        parse_human, Action, ArbiterLock, GameSettings, Instant, JsonProblem, JsonSyntax,
    };
    use flagfall_page::{FeedbackSettings, Theme};

    #[test]
    fn a_name_reaches_its_limit_as_an_input_counts_it() {
        assert!(!at_name_limit(&"a".repeat(NAME_LIMIT - 1)));
        assert!(at_name_limit(&"a".repeat(NAME_LIMIT)));
        // Two UTF-16 units each, as `maxlength` counts them: fifty are the limit.
        assert!(at_name_limit(&"\u{1F600}".repeat(NAME_LIMIT / 2)));
        assert!(!at_name_limit(&"\u{1F600}".repeat(NAME_LIMIT / 2 - 1)));
    }

    fn game_started_at(at: i64, note: &str) -> SavedGame {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(at)).unwrap();
        game.apply(Action::Note { text: note.into() }, Instant(at))
            .unwrap();
        SavedGame::new(game.log())
    }

    /// What `Serialize` writes, `read` gives back, for every stored type and no default hiding a field.
    #[test]
    fn every_stored_type_reads_back_what_it_wrote() {
        fn round_trip<T: Serialize + ReadJson + PartialEq + core::fmt::Debug>(value: T) {
            let text = serde_json::to_string(&value).unwrap();
            assert_eq!(read::<T>(Some(&text)), Read::Found(value), "{text}");
        }
        let mut prefs = Prefs {
            details: flagfall_core::GameDetails {
                event: "Club night".to_owned(),
                ..flagfall_core::GameDetails::named(flagfall_core::BySide::new(
                    "Anna".to_owned(),
                    "Ben".to_owned(),
                ))
            },
            notation: "G/90;d5".to_owned(),
            theme: Theme::HighContrast,
            ..Prefs::default()
        };
        prefs.settings.rulebook = flagfall_core::Rulebook::Fmjd;
        prefs.settings.guidelines_iii = true;
        prefs.settings.supervised = true;
        prefs.settings.run_on_after_flag = true;
        prefs.feedback = FeedbackSettings {
            press_sound: false,
            low_time_sound: false,
            low_time_secs: 12,
            flag_sound: false,
            period_sound: false,
            vibrate: false,
            speak_thresholds: true,
        };
        prefs.lock = ArbiterLock::from_pin("2468");
        for second in 1..=4 {
            prefs.count_wrong_pin(Instant(second * 1_000));
        }
        assert_eq!(
            prefs.wrong_pins,
            [Instant(2_000), Instant(3_000), Instant(4_000)],
            "only the last three count"
        );
        round_trip(prefs.clone());
        prefs.settings.rulebook = flagfall_core::Rulebook::UsChess;
        prefs.settings.timer = flagfall_core::Timer::Delay {
            max: Some(flagfall_core::Millis::from_secs(10)),
        };
        prefs.settings.ilc = true;
        prefs.settings.armageddon = true;
        round_trip(prefs);
        let game = game_started_at(7, "a note");
        round_trip(game.clone());
        round_trip(History {
            games: vec![game],
            ..History::default()
        });
    }

    #[test]
    fn a_game_read_back_keeps_its_decision_as_the_value_it_was() {
        let mut game = Game::new(parse_human("1").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.observe(Instant(60_000));
        let written = SavedGame::new(game.log());
        let text = serde_json::to_string(&written).unwrap();
        assert_eq!(read::<SavedGame>(Some(&text)), Read::Found(written));
    }

    #[test]
    fn history_keeps_a_game_once_newest_first_and_at_most_the_limit() {
        let mut history = History::default();
        assert_eq!(history.file(game_started_at(1, "first")), None);
        assert_eq!(history.file(game_started_at(2, "second")), None);
        assert_eq!(history.file(game_started_at(1, "first, ended again")), None);
        assert_eq!(history.games.len(), 2);
        assert_eq!(history.games[0], game_started_at(1, "first, ended again"));
        for at in 3..=History::LIMIT as i64 {
            assert_eq!(history.file(game_started_at(at, "more")), None);
        }
        assert_eq!(
            history.file(game_started_at(1000, "one too many")),
            Some(game_started_at(2, "second"))
        );
        assert_eq!(history.games.len(), History::LIMIT);
        assert_eq!(
            history.games[History::LIMIT - 1],
            game_started_at(1, "first, ended again")
        );
    }

    #[test]
    fn a_game_set_aside_from_another_schema_version_or_a_bare_log_is_recovered() {
        let game = game_started_at(7, "kept");
        let mut foreign: serde_json::Value = serde_json::to_value(&game).unwrap();
        foreign["version"] = 99.into();
        assert_eq!(recover_game(&foreign.to_string()), Ok(game.clone()));
        let bare = SavedGame::new(game.log.clone());
        assert_eq!(recover_game(&game.log.to_json()), Ok(bare));
        assert_eq!(
            recover_game(r#"{"version": 1, "names": {"whi"#),
            Err(Unrecovered::Unreadable(JsonError {
                path: String::new(),
                problem: JsonProblem::Syntax {
                    syntax: JsonSyntax::EndsInsideString,
                    line: 1,
                    column: 30
                }
            }))
        );
    }

    #[test]
    fn nothing_stored_is_missing() {
        assert_eq!(read::<SavedControls>(None), Read::Missing);
    }

    #[test]
    fn damaged_json_is_unusable_with_a_reason() {
        assert_eq!(
            read::<SavedControls>(Some("{\"version\": 1, \"contr")),
            Read::Unusable {
                reason: Unusable::Damaged(JsonError {
                    path: String::new(),
                    problem: JsonProblem::Syntax {
                        syntax: JsonSyntax::EndsInsideString,
                        line: 1,
                        column: 22
                    }
                })
            }
        );
    }

    #[test]
    fn a_damaged_us_chess_timer_makes_the_choices_unusable_and_names_the_field() {
        let mut prefs = serde_json::to_value(Prefs::default()).unwrap();
        prefs["settings"]["timer"] = serde_json::json!({ "kind": "sundial" });
        let Read::Unusable {
            reason: Unusable::Damaged(error),
        } = read::<Prefs>(Some(&prefs.to_string()))
        else {
            panic!("read as usable");
        };
        assert_eq!(error.path, "settings.timer.kind");
    }

    #[test]
    fn a_first_visits_record_reads_as_its_replayed_saved_game_and_a_damaged_one_says_where() {
        let mut record = flagfall_page::LinkRecord::new("?control=3%2B2", 60);
        record.push(
            flagfall_page::AtBoard::Press {
                side: flagfall_core::Side::Black,
                input: flagfall_core::Instant(1_000),
            },
            flagfall_core::Instant(1_000),
        );
        let replayed = flagfall_page::LinkRecord::saved_text(record.text()).unwrap();
        let Read::Found(saved) = read::<SavedGame>(Some(record.text())) else {
            panic!("the record was not read");
        };
        assert_eq!(
            (saved.log.incidents.len(), saved.log.details.utc_offset),
            (1, Some(60))
        );
        assert_eq!(Read::Found(saved), read::<SavedGame>(Some(&replayed)));
        assert_eq!(
            read::<SavedGame>(Some(&format!("{}\np w 2000", record.text()))),
            Read::Unusable {
                reason: Unusable::Record(RecordError::Unreadable { line: 5 })
            }
        );
    }

    #[test]
    fn another_schema_version_is_unusable_and_says_which() {
        assert_eq!(
            read::<SavedControls>(Some(r#"{"version": 2, "controls": []}"#)),
            Read::Unusable {
                reason: Unusable::OtherVersion {
                    version: 2,
                    current: 1
                }
            }
        );
    }

    #[test]
    fn the_right_version_reads_back() {
        let saved = SavedControls {
            version: SCHEMA_VERSION,
            controls: vec![SavedControl {
                name: "club night".into(),
                notation: "G/25".into(),
            }],
        };
        let text = serde_json::to_string(&saved).unwrap();
        assert_eq!(read(Some(&text)), Read::Found(saved));
    }

    /// The History's games are read with their chains checked, each on its own: one edited in
    /// storage (its time raised) is kept aside as the text it was stored as, with the game and
    /// incident named, and the others are read.
    #[test]
    fn a_stored_game_edited_in_storage_is_kept_apart_from_the_others_each_time_the_history_is_read()
    {
        use flagfall_core::{parse_human, Action, ChainBreak, Game, GameSettings, Instant};
        let game = |start: i64| {
            let mut game = Game::new(parse_human("0:05").unwrap(), GameSettings::default());
            game.apply(Action::Start, Instant(start)).unwrap();
            game.apply(Action::Press, Instant(start + 1_000)).unwrap();
            SavedGame::new(game.log())
        };
        let mut history = History::default();
        history.file(game(0));
        history.file(game(10_000));
        let text = serde_json::to_string(&history).unwrap();
        assert_eq!(read(Some(&text)), Read::Found(history.clone()));
        let older = serde_json::to_string(&history.games[1]).unwrap();
        let edited_older = older.replacen("\"after\":4000", "\"after\":64000", 1);
        assert_ne!(edited_older, older);
        let edited = text.replacen(&older, &edited_older, 1);
        assert_eq!(
            read::<History>(Some(&edited)),
            Read::Found(History {
                games: vec![history.games[0].clone()],
                damaged: vec![DamagedGame {
                    text: edited_older,
                    error: JsonError {
                        path: "games[1].log".to_owned(),
                        problem: JsonProblem::Altered(ChainBreak::Incident(1)),
                    },
                }],
                ..History::default()
            })
        );
    }

    fn list(names: &[&str]) -> SavedControls {
        SavedControls {
            version: SCHEMA_VERSION,
            controls: names
                .iter()
                .map(|name| SavedControl {
                    name: (*name).to_owned(),
                    notation: "5+0".to_owned(),
                })
                .collect(),
        }
    }

    fn names(saved: &SavedControls) -> Vec<(&str, &str)> {
        saved
            .controls
            .iter()
            .map(|c| (c.name.as_str(), c.notation.as_str()))
            .collect()
    }

    #[test]
    fn saving_under_a_new_name_adds_it_at_the_end() {
        let mut saved = list(&["club"]);
        assert_eq!(
            saved.save("  blitz night ", "3+2".into(), None),
            Ok(SaveOutcome::Added)
        );
        assert_eq!(names(&saved), [("club", "5+0"), ("blitz night", "3+2")]);
    }

    #[test]
    fn saving_under_an_existing_name_replaces_it_in_place() {
        let mut saved = list(&["club", "league"]);
        assert!(saved.would_replace("club", None));
        assert_eq!(
            saved.save("club", "G/25;d5".into(), None),
            Ok(SaveOutcome::Replaced)
        );
        assert_eq!(names(&saved), [("club", "G/25;d5"), ("league", "5+0")]);
    }

    #[test]
    fn editing_then_saving_under_a_new_name_renames_in_place() {
        let mut saved = list(&["club", "league"]);
        assert!(saved.would_replace("club night", Some("club")));
        assert_eq!(
            saved.save("club night", "3+2".into(), Some("club")),
            Ok(SaveOutcome::Renamed {
                from: "club".into()
            })
        );
        assert_eq!(names(&saved), [("club night", "3+2"), ("league", "5+0")]);
    }

    #[test]
    fn editing_never_overwrites_another_control_by_renaming_onto_it() {
        let mut saved = list(&["club", "league"]);
        assert_eq!(
            saved.save("league", "3+2".into(), Some("club")),
            Err(SaveRefusal::NameTaken {
                name: "league".to_owned(),
                editing: "club".to_owned()
            })
        );
        assert_eq!(saved, list(&["club", "league"]));
    }

    #[test]
    fn a_control_needs_a_name() {
        let mut saved = list(&[]);
        assert_eq!(
            saved.save("   ", "3+2".into(), None),
            Err(SaveRefusal::Unnamed)
        );
        assert!(!saved.would_replace("new", None));
    }

    #[test]
    fn deleting_removes_only_that_name() {
        let mut saved = list(&["club", "league"]);
        assert!(saved.remove("club"));
        assert!(!saved.remove("club"));
        assert_eq!(names(&saved), [("league", "5+0")]);
    }
}
