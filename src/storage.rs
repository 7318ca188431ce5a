//! The browser's localStorage, the one place the app reads and writes it. Unusable data is set aside
//! under a key of its own with a message, never silently dropped, and the app starts without it; data
//! that cannot be set aside (storage full) is kept where it is and nothing is saved over it. The
//! history lists both, to open, export or delete. When storage itself is unavailable the app still
//! runs, and says what will not be kept.

use crate::i18n::{t, tf, Lang};
use crate::saved::{read, History, Read, SavedGame};
use flagfall_core::{Instant, ReadJson};
use serde::Serialize;
use std::cell::RefCell;

/// The running or last game.
pub const GAME_KEY: &str = "flagfall.game";
/// The user's saved controls.
pub const CONTROLS_KEY: &str = "flagfall.controls";
/// Finished games with their logs.
pub const HISTORY_KEY: &str = "flagfall.history";
/// The language chosen on the set-up screen (absent: the browser's).
const LANG_KEY: &str = "flagfall.lang";
/// The set-up choices last used (rulebook, names, options).
pub const PREFS_KEY: &str = "flagfall.prefs";
/// What a set-aside key adds to the key it came from, before the instant it was set aside.
const ASIDE: &str = ".set-aside.";
/// What a game in progress the user set aside (to start a link's game) adds to [`GAME_KEY`], before
/// the instant it was set aside. Apart from unusable data: such a game can be resumed.
const PUT_ASIDE: &str = ".aside.";

thread_local! {
    /// Keys holding unusable data that could not be set aside: nothing is written over them until
    /// the user deletes them.
    static HELD: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn held(key: &str) -> bool {
    HELD.with(|held| held.borrow().iter().any(|k| k == key))
}

/// Unusable data the app keeps for the user: set aside under a key of its own, or held in place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    pub key: String,
    /// What it was, in the page's language ("running game").
    pub what: &'static str,
    /// When it was set aside; `None` for data held in place.
    pub since: Option<Instant>,
}

/// A game in progress the user set aside, stored under `key` since `since`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAside {
    pub key: String,
    pub since: Instant,
    pub game: SavedGame,
}

/// A handle on localStorage, or on nothing when the browser refuses it. Copy, so any event handler
/// can hold one; the storage object itself is looked up on each use.
#[derive(Clone, Copy, Debug)]
pub struct Store {
    available: bool,
}

impl Store {
    /// Opens localStorage; the error says why it cannot be used (private mode, disabled storage).
    pub fn open() -> Result<Store, String> {
        // What is held is found again as the app reads its data.
        HELD.with(|held| held.borrow_mut().clear());
        leptos::prelude::window()
            .local_storage()
            .map_err(|e| {
                tf(
                    "the browser refused storage ({error})",
                    &[("error", &js_message(&e))],
                )
            })?
            .ok_or_else(|| t("this browser has no local storage").to_owned())?;
        Ok(Store { available: true })
    }

    /// A store that keeps nothing.
    pub const fn unavailable() -> Store {
        Store { available: false }
    }

    fn storage(self) -> Option<web_sys::Storage> {
        if !self.available {
            return None;
        }
        leptos::prelude::window().local_storage().ok().flatten()
    }

    /// Reads `key`, which holds `what` (named in the page's language for the messages).
    /// Unusable data is moved aside and the returned message says what happened.
    pub fn load<T: ReadJson>(&self, key: &str, what: &str) -> (Option<T>, Option<String>) {
        let Some(storage) = self.storage() else {
            return (None, None);
        };
        let raw = match storage.get_item(key) {
            Ok(raw) => raw,
            Err(e) => {
                return (
                    None,
                    Some(tf(
                        "The stored {what} could not be read ({error}).",
                        &[("what", what), ("error", &js_message(&e))],
                    )),
                )
            }
        };
        match read(what, raw.as_deref()) {
            Read::Missing => (None, None),
            Read::Found(value) => (Some(value), None),
            Read::Unusable { reason } => {
                let aside = self.set_aside(key);
                (
                    None,
                    Some(tf(
                        "{what}: {reason}. {aside}",
                        &[
                            ("what", &capitalised(what)),
                            ("reason", &reason),
                            ("aside", &aside),
                        ],
                    )),
                )
            }
        }
    }

    /// Writes the running game, `text` (a [`crate::saved::SavedText`]); a finished one, `filed`, goes
    /// in the history too. Says what the player should know: why the game was not saved, or that a
    /// damaged history was set aside to file it.
    pub fn keep_game(&self, text: &str, filed: Option<SavedGame>) -> Option<String> {
        if let Err(why) = self.write(GAME_KEY, text) {
            return Some(tf("Not saved: {error}", &[("error", &why)]));
        }
        let game = filed?;
        let (history, notice) = self.load::<History>(HISTORY_KEY, t("game history"));
        let mut history = history.unwrap_or_default();
        history.file(game);
        match self.save(HISTORY_KEY, &history) {
            Ok(()) => notice,
            Err(why) => Some(tf("Not saved: {error}", &[("error", &why)])),
        }
    }

    /// The language chosen on the set-up screen, if any. It is kept alone, as its code, so the page
    /// can read it before anything else.
    pub fn chosen_lang(&self) -> Option<Lang> {
        let code = self.storage()?.get_item(LANG_KEY).ok()??;
        Lang::from_tag(&code)
    }

    /// Keeps `lang` as the chosen language, or forgets the choice (`None`: the browser's).
    pub fn choose_lang(&self, lang: Option<Lang>) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        match lang {
            Some(lang) => storage.set_item(LANG_KEY, lang.code()),
            None => storage.remove_item(LANG_KEY),
        }
        .map_err(not_saved)
    }

    /// Writes `value` under `key`.
    pub fn save<T: Serialize>(&self, key: &str, value: &T) -> Result<(), String> {
        let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
        self.write(key, &text)
    }

    /// Writes `text` under `key`, unless `key` holds data that could not be set aside.
    pub fn write(&self, key: &str, text: &str) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        if held(key) {
            return Err(tf(
                "\"{key}\" in this browser's storage holds data that could not be set aside, and nothing is saved over it; export or delete it in the History",
                &[("key", key)],
            ));
        }
        storage.set_item(key, text).map_err(not_saved)
    }

    /// Removes `key`, unless it holds data that could not be set aside.
    pub fn remove(&self, key: &str) {
        if held(key) {
            return;
        }
        if let Some(storage) = self.storage() {
            // Removing an absent key is not an error; a refusal leaves the old value, which is safe.
            let _ = storage.remove_item(key);
        }
    }

    /// Moves what is stored under `key` to a key of its own so nothing is lost, and says where. When
    /// that fails (storage full), the data stays under `key` and nothing is written over it.
    pub fn set_aside(&self, key: &str) -> String {
        match self.move_aside(key) {
            Ok(said) | Err(said) => said,
        }
    }

    /// As [`Store::set_aside`]; `Err` when the data could not move and is held under `key`.
    fn move_aside(&self, key: &str) -> Result<String, String> {
        let Some(storage) = self.storage() else {
            return Ok(String::new());
        };
        let Ok(Some(raw)) = storage.get_item(key) else {
            return Ok(String::new());
        };
        let aside = format!("{key}{ASIDE}{}", js_sys::Date::now() as i64);
        match storage.set_item(&aside, &raw) {
            Ok(()) => {
                self.remove(key);
                Ok(tf(
                    "It was set aside as \"{key}\" in this browser's storage; the History lists it, to open, export or delete.",
                    &[("key", &aside)],
                ))
            }
            Err(e) => {
                HELD.with(|held| held.borrow_mut().push(key.to_owned()));
                Err(tf(
                    "It could not be set aside ({error}), so it is kept as \"{key}\" in this browser's storage and nothing will be saved over it; the History lists it, to export or delete.",
                    &[("error", &js_message(&e)), ("key", key)],
                ))
            }
        }
    }

    /// The unusable data kept for the user, held data first, then set aside, the newest first.
    pub fn kept(&self) -> Vec<Kept> {
        let Some(storage) = self.storage() else {
            return Vec::new();
        };
        let mut kept: Vec<Kept> = HELD.with(|held| {
            held.borrow()
                .iter()
                .filter_map(|key| {
                    Some(Kept {
                        key: key.clone(),
                        what: what_is(key)?,
                        since: None,
                    })
                })
                .collect()
        });
        let mut aside: Vec<Kept> = (0..storage.length().unwrap_or(0))
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter_map(|key| {
                let (from, since) = key.split_once(ASIDE)?;
                let since = since.parse().ok().map(Instant)?;
                let what = what_is(from)?;
                Some(Kept {
                    key,
                    what,
                    since: Some(since),
                })
            })
            .collect();
        // A game set aside to resume that cannot be read is data that could not be used too.
        aside.extend(
            self.games_aside_keys()
                .filter(|(key, _)| self.peek::<SavedGame>(key).is_none())
                .map(|(key, since)| Kept {
                    key,
                    what: t("paused game"),
                    since: Some(since),
                }),
        );
        aside.sort_by(|a, b| b.since.cmp(&a.since).then_with(|| a.key.cmp(&b.key)));
        kept.append(&mut aside);
        kept
    }

    /// Moves the running game to a key of its own, where the History lists it to resume. Nothing
    /// stored is nothing to do; a refusal (storage full) leaves the game where it was and says why.
    pub fn put_game_aside(&self) -> Result<(), String> {
        let (Some(storage), Some(raw)) = (self.storage(), self.raw(GAME_KEY)) else {
            return Ok(());
        };
        let mut at = js_sys::Date::now() as i64;
        // Two set aside within a millisecond must not share a key.
        while self.raw(&format!("{GAME_KEY}{PUT_ASIDE}{at}")).is_some() {
            at += 1;
        }
        storage
            .set_item(&format!("{GAME_KEY}{PUT_ASIDE}{at}"), &raw)
            .map_err(not_saved)?;
        self.remove(GAME_KEY);
        Ok(())
    }

    /// The games set aside that can be read, the newest first. One that cannot is listed with the
    /// data that could not be used ([`Store::kept`]).
    pub fn games_aside(&self) -> Vec<GameAside> {
        let mut games: Vec<GameAside> = self
            .games_aside_keys()
            .filter_map(|(key, since)| {
                let game = self.peek::<SavedGame>(&key)?;
                Some(GameAside { key, since, game })
            })
            .collect();
        games.sort_by_key(|game| std::cmp::Reverse(game.since));
        games
    }

    /// The keys of the games set aside, with when each was set aside.
    fn games_aside_keys(&self) -> impl Iterator<Item = (String, Instant)> {
        let storage = self.storage();
        let count = storage.as_ref().and_then(|s| s.length().ok()).unwrap_or(0);
        (0..count)
            .filter_map(move |i| storage.as_ref()?.key(i).ok().flatten())
            .filter_map(|key| {
                let since = key
                    .strip_prefix(GAME_KEY)?
                    .strip_prefix(PUT_ASIDE)?
                    .parse()
                    .ok()
                    .map(Instant)?;
                Some((key, since))
            })
    }

    /// Makes the game set aside under `key` the running game again, and says what else moved. What
    /// is stored as the running game is not lost: a game in progress is set aside in its turn, to
    /// resume; a finished game the History holds may go; anything else (unreadable, or a finished
    /// game the History lacks) is set aside as data that could not be used. A refusal (storage
    /// full) leaves the game set aside and says why.
    pub fn resume_game(&self, key: &str) -> Result<Option<String>, String> {
        let Some(raw) = self.raw(key) else {
            return Ok(None);
        };
        let said = match self
            .raw(GAME_KEY)
            .map(|running| read::<SavedGame>(GAME_KEY, Some(&running)))
        {
            None | Some(Read::Missing) => None,
            Some(Read::Found(running)) if running.in_progress() => {
                self.put_game_aside()?;
                None
            }
            Some(Read::Found(running))
                if running.log.incidents.is_empty() || self.filed(&running) =>
            {
                None
            }
            // Data that cannot move is held where it is, and the write below refuses to go over it.
            Some(Read::Found(_) | Read::Unusable { .. }) => self.move_aside(GAME_KEY).ok(),
        };
        self.write(GAME_KEY, &raw)?;
        self.remove(key);
        Ok(said.map(|aside| {
            tf(
                "What was stored as the running game was kept. {aside}",
                &[("aside", &aside)],
            )
        }))
    }

    /// Whether the History holds `game` as it is.
    pub fn filed(&self, game: &SavedGame) -> bool {
        self.peek::<History>(HISTORY_KEY)
            .is_some_and(|history| history.games.contains(game))
    }

    /// Reads `key` and sets nothing aside: `None` when it is absent or unusable.
    pub fn peek<T: ReadJson>(&self, key: &str) -> Option<T> {
        match read(key, self.raw(key).as_deref()) {
            Read::Found(value) => Some(value),
            Read::Missing | Read::Unusable { .. } => None,
        }
    }

    /// The text stored under `key`, as it is.
    pub fn raw(&self, key: &str) -> Option<String> {
        self.storage()?.get_item(key).ok().flatten()
    }

    /// Deletes kept data the user chose to delete; a held key may be written again.
    pub fn discard(&self, key: &str) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        storage.remove_item(key).map_err(not_saved)?;
        HELD.with(|held| held.borrow_mut().retain(|k| k != key));
        Ok(())
    }
}

/// What the data of `key` is, in the page's language; `None` for a key the app does not set aside.
fn what_is(key: &str) -> Option<&'static str> {
    Some(match key {
        GAME_KEY => t("running game"),
        HISTORY_KEY => t("game history"),
        CONTROLS_KEY => t("saved controls"),
        PREFS_KEY => t("set-up choices"),
        _ => return None,
    })
}

/// `text` with its first letter in capitals when that letter is ASCII (a name beginning with another
/// letter stays as it is). This keeps Unicode's case tables out of the wasm.
fn capitalised(text: &str) -> String {
    let mut text = text.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// The message of a JavaScript error, for people.
/// Why a write to storage failed, as the app says it.
fn not_saved(error: wasm_bindgen::JsValue) -> String {
    tf(
        "could not save ({error})",
        &[("error", &js_message(&error))],
    )
}

pub fn js_message(value: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| value.as_string())
        .unwrap_or_else(|| t("unknown error").to_owned())
}
