//! The browser's localStorage, the one place the app reads and writes it. Unusable data is set aside
//! under a key of its own with a message, never silently dropped, and the app starts without it; data
//! that cannot be set aside (storage full) is kept where it is and nothing is saved over it. The
//! history lists both, to open, export or delete. When storage itself is unavailable the app still
//! runs, and says what will not be kept.

use crate::i18n::saving_words::unusable_text;
use crate::i18n::{t, tf, Lang};
use crate::model::saved::{read, History, Read, SavedGame, Unusable};
use flagfall_core::{Instant, ReadJson};
use serde::Serialize;
use std::cell::RefCell;

/// The running or last game (the first clock writes it too).
pub const GAME_KEY: &str = flagfall_core::SavedGame::KEY;
/// The user's saved controls.
pub const CONTROLS_KEY: &str = "flagfall.controls";
/// Finished games with their logs.
pub const HISTORY_KEY: &str = "flagfall.history";
/// The language chosen on the set-up screen (absent: the browser's).
const LANG_KEY: &str = "flagfall.lang";
/// The set-up choices last used (rulebook, names, options).
pub const PREFS_KEY: &str = "flagfall.prefs";
/// What a game from the durable journal that could not be used is set aside from (nothing is ever
/// stored under this key itself).
const JOURNAL_KEY: &str = "flagfall.journal";
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

/// What filing a game in the History did.
pub struct Filed {
    /// What the player should know (a damaged history set aside to file it).
    pub notice: Option<String>,
    /// When the oldest game began, if it made room.
    pub dropped: Option<Instant>,
}

/// A game in progress the user set aside, stored under `key` since `since`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAside {
    pub key: String,
    pub since: Instant,
    pub game: SavedGame,
}

/// What a key set aside holds, read from the key itself.
#[derive(Debug, PartialEq, Eq)]
enum Aside {
    /// Unusable data that was stored under `from`.
    Unusable { from: String },
    /// A game in progress the user set aside, to resume.
    Game,
}

impl Aside {
    /// What `key` holds and since when, if it is a key set aside.
    fn of(key: &str) -> Option<(Aside, Instant)> {
        let (aside, since) = match key.split_once(ASIDE) {
            Some((from, since)) => (
                Aside::Unusable {
                    from: from.to_owned(),
                },
                since,
            ),
            None => (
                Aside::Game,
                key.strip_prefix(GAME_KEY)?.strip_prefix(PUT_ASIDE)?,
            ),
        };
        Some((aside, Instant(since.parse().ok()?)))
    }
}

/// A handle on localStorage, or on nothing when the browser refuses it. Copy, so any event handler
/// can hold one; the storage object itself is looked up on each use. Only `browser` modules read and
/// write through it (components go through `keeper::Keeper`), so every write has one owner.
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
    /// Unusable data is moved aside, as set aside `at`, and the returned message says what happened.
    pub(super) fn load<T: ReadJson>(
        &self,
        key: &str,
        what: &str,
        at: Instant,
    ) -> (Option<T>, Option<String>) {
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
        match read(raw.as_deref()) {
            Read::Missing => (None, None),
            Read::Found(value) => (Some(value), None),
            Read::Unusable { reason } => {
                let aside = self.set_aside(key, at);
                (None, Some(unusable_notice(what, &reason, &aside)))
            }
        }
    }

    /// Files `game`, finished, in the history at `at`. Says what the player should know (a damaged
    /// history was set aside to file it) and which game made room, or why it could not be filed.
    pub(super) fn file(&self, game: SavedGame, at: Instant) -> Result<Filed, String> {
        let (history, notice) = self.load::<History>(HISTORY_KEY, t("game history"), at);
        let mut history = history.unwrap_or_default();
        let dropped = history.file(game).and_then(|old| old.began());
        self.save(HISTORY_KEY, &history)
            .map(|()| Filed { notice, dropped })
    }

    /// The language chosen on the set-up screen, if any. It is kept alone, as its code, so the page
    /// can read it before anything else (public for that: the app's start reads it first).
    pub fn chosen_lang(&self) -> Option<Lang> {
        let code = self.storage()?.get_item(LANG_KEY).ok()??;
        Lang::from_tag(&code)
    }

    /// Keeps `lang` as the chosen language, or forgets the choice (`None`: the browser's).
    pub(super) fn choose_lang(&self, lang: Option<Lang>) -> Result<(), String> {
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
    pub(super) fn save<T: Serialize>(&self, key: &str, value: &T) -> Result<(), String> {
        let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
        self.write(key, &text)
    }

    /// Writes `text` under `key`, unless `key` holds data that could not be set aside.
    pub(super) fn write(&self, key: &str, text: &str) -> Result<(), String> {
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
    pub(super) fn remove(&self, key: &str) {
        if held(key) {
            return;
        }
        if let Some(storage) = self.storage() {
            // Removing an absent key is not an error; a refusal leaves the old value, which is safe.
            let _ = storage.remove_item(key);
        }
    }

    /// Moves what is stored under `key` to a key of its own so nothing is lost, and says where. When
    /// that fails (storage full), the data stays under `key` and nothing is written over it. `at`
    /// is the instant it is set aside, kept in the new key.
    pub(super) fn set_aside(&self, key: &str, at: Instant) -> String {
        match self.move_aside(key, at) {
            Ok(said) | Err(said) => said,
        }
    }

    /// As [`Store::set_aside`]; `Err` when the data could not move and is held under `key`.
    fn move_aside(&self, key: &str, at: Instant) -> Result<String, String> {
        match self.move_under(key, ASIDE, at) {
            Ok(None) => Ok(String::new()),
            Ok(Some(aside)) => Ok(set_aside_as(&aside)),
            Err(e) => {
                HELD.with(|held| held.borrow_mut().push(key.to_owned()));
                Err(tf(
                    "It could not be set aside ({error}), so it is kept as \"{key}\" in this browser's storage and nothing will be saved over it; the History lists it, to export or delete.",
                    &[("error", &js_message(&e)), ("key", key)],
                ))
            }
        }
    }

    /// Stores `game`, the game in progress, under a key of its own, where the History lists it to
    /// resume, and removes the running game. A refusal (storage full) leaves the running game as it
    /// was stored, and says why. `at` is the instant it is set aside.
    pub(super) fn put_game_aside(&self, game: &SavedGame, at: Instant) -> Result<(), String> {
        let text = serde_json::to_string(game).map_err(|e| e.to_string())?;
        self.write_aside(GAME_KEY, PUT_ASIDE, &text.into(), at)
            .map(drop)
            .map_err(not_saved)
    }

    /// Moves the text under `key` to a key of its own (see [`Store::write_aside`]) and returns that
    /// key; `None` when nothing is stored. A refusal leaves the text under `key`.
    fn move_under(
        &self,
        key: &str,
        mark: &str,
        at: Instant,
    ) -> Result<Option<String>, wasm_bindgen::JsValue> {
        let Some(storage) = self.storage() else {
            return Ok(None);
        };
        match js_item(&storage, key)? {
            raw if raw.is_null() => Ok(None),
            raw => self.write_aside(key, mark, &raw, at).map(Some),
        }
    }

    /// Writes `text` under `key`, `mark` and `at` (the instant it is written, from the caller: only
    /// `time_source` reads the time), then removes `key`, and returns the key written. A refusal
    /// leaves `key` as it was.
    fn write_aside(
        &self,
        key: &str,
        mark: &str,
        text: &wasm_bindgen::JsValue,
        at: Instant,
    ) -> Result<String, wasm_bindgen::JsValue> {
        let aside = self.add_aside(key, mark, text, at)?;
        self.remove(key);
        Ok(aside)
    }

    /// Writes `text` under a key of its own made of `key`, `mark` and `at`, and returns that key;
    /// `key` stays as it is.
    fn add_aside(
        &self,
        key: &str,
        mark: &str,
        text: &wasm_bindgen::JsValue,
        at: Instant,
    ) -> Result<String, wasm_bindgen::JsValue> {
        let Some(storage) = self.storage() else {
            return Ok(String::new());
        };
        let mut at = at.0;
        // Two set aside within a millisecond must not share a key.
        while self.raw(&format!("{key}{mark}{at}")).is_some() {
            at = at.saturating_add(1);
        }
        let aside = format!("{key}{mark}{at}");
        set_js_item(&storage, &aside, text)?;
        Ok(aside)
    }

    /// Stores `game`, found in the journal, among the games set aside to resume, leaving the running
    /// game as it is. `at` is the instant it is set aside.
    pub(super) fn add_game_aside(&self, game: &SavedGame, at: Instant) -> Result<(), String> {
        let text = serde_json::to_string(game).map_err(|e| e.to_string())?;
        self.add_aside(GAME_KEY, PUT_ASIDE, &text.into(), at)
            .map(drop)
            .map_err(not_saved)
    }

    /// Sets `text`, a journal's game that cannot be used, aside exactly as found, and says where; or
    /// why it could not be.
    pub(super) fn keep_unusable_journal(&self, text: &str, at: Instant) -> Result<String, String> {
        self.add_aside(JOURNAL_KEY, ASIDE, &text.into(), at)
            .map(|key| set_aside_as(&key))
            .map_err(not_saved)
    }

    /// The unusable data kept for the user, held data first, then set aside, the newest first.
    pub(super) fn kept(&self) -> Vec<Kept> {
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
        kept.extend(self.asides().into_iter().filter_map(|(key, aside, since)| {
            let what = match aside {
                Aside::Unusable { from } => what_is(&from)?,
                // A game set aside to resume that cannot be read is data that could not be used too.
                Aside::Game if self.peek::<SavedGame>(&key).is_none() => t("paused game"),
                Aside::Game => return None,
            };
            Some(Kept {
                key,
                what,
                since: Some(since),
            })
        }));
        kept
    }

    /// The games set aside that can be read, the newest first. One that cannot is listed with the
    /// data that could not be used ([`Store::kept`]).
    pub(super) fn games_aside(&self) -> Vec<GameAside> {
        self.asides()
            .into_iter()
            .filter(|(_, aside, _)| *aside == Aside::Game)
            .filter_map(|(key, _, since)| {
                let game = self.peek::<SavedGame>(&key)?;
                Some(GameAside { key, since, game })
            })
            .collect()
    }

    /// Every key set aside, with what it holds and when it was set aside, the newest first.
    fn asides(&self) -> Vec<(String, Aside, Instant)> {
        let Some(storage) = self.storage() else {
            return Vec::new();
        };
        let mut asides: Vec<(String, Aside, Instant)> = (0..storage.length().unwrap_or(0))
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter_map(|key| {
                let (aside, since) = Aside::of(&key)?;
                Some((key, aside, since))
            })
            .collect();
        asides.sort_by(|a, b| b.2.cmp(&a.2).then_with(|| a.0.cmp(&b.0)));
        asides
    }

    /// Makes the game set aside under `key` the running game again, and says what else moved. What
    /// is stored as the running game is not lost: a game in progress is set aside in its turn, to
    /// resume; a finished game the History holds may go; anything else (unreadable, or a finished
    /// game the History lacks) is set aside as data that could not be used. A refusal (storage
    /// full) leaves the game set aside and says why. `at` is the instant anything moved is set aside.
    pub(super) fn resume_game(&self, key: &str, at: Instant) -> Result<Option<String>, String> {
        let Some(raw) = self.raw(key) else {
            return Ok(None);
        };
        let said = match self
            .raw(GAME_KEY)
            .map(|running| read::<SavedGame>(Some(&running)))
        {
            None | Some(Read::Missing) => None,
            Some(Read::Found(running)) if running.unfinished_on_replay() => {
                self.move_under(GAME_KEY, PUT_ASIDE, at)
                    .map_err(not_saved)?;
                None
            }
            Some(Read::Found(running))
                if running.log.incidents.is_empty() || self.filed(&running) =>
            {
                None
            }
            // Data that cannot move is held where it is, and the write below refuses to go over it.
            Some(Read::Found(_) | Read::Unusable { .. }) => self.move_aside(GAME_KEY, at).ok(),
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
    pub(super) fn filed(&self, game: &SavedGame) -> bool {
        self.peek::<History>(HISTORY_KEY)
            .is_some_and(|history| history.games.contains(game))
    }

    /// Reads `key` and sets nothing aside: `None` when it is absent or unusable.
    pub(super) fn peek<T: ReadJson>(&self, key: &str) -> Option<T> {
        match read(self.raw(key).as_deref()) {
            Read::Found(value) => Some(value),
            Read::Missing | Read::Unusable { .. } => None,
        }
    }

    /// The text stored under `key`, as it is.
    pub(super) fn raw(&self, key: &str) -> Option<String> {
        self.storage()?.get_item(key).ok().flatten()
    }

    /// Deletes kept data the user chose to delete; a held key may be written again.
    pub(super) fn discard(&self, key: &str) -> Result<(), String> {
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
        JOURNAL_KEY => t("game from the durable journal"),
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

/// The text under `key` as the page holds it (null when there is none). Set aside through this, a
/// lone surrogate stays one: a Rust `String` would put U+FFFD in its place, and the copy would no
/// longer be what was found.
fn js_item(
    storage: &web_sys::Storage,
    key: &str,
) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(storage, &"getItem".into())?
        .dyn_into::<js_sys::Function>()?
        .call1(storage, &key.into())
}

/// Stores `text`, a page's string as it is, under `key`.
fn set_js_item(
    storage: &web_sys::Storage,
    key: &str,
    text: &wasm_bindgen::JsValue,
) -> Result<(), wasm_bindgen::JsValue> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(storage, &"setItem".into())?
        .dyn_into::<js_sys::Function>()?
        .call2(storage, &key.into(), text)
        .map(drop)
}

/// What the app says of unusable data, `what` (in the page's language), and where it went.
pub(super) fn unusable_notice(what: &str, reason: &Unusable, aside: &str) -> String {
    tf(
        "{what}: {reason}. {aside}",
        &[
            ("what", &capitalised(what)),
            ("reason", &unusable_text(what, reason)),
            ("aside", aside),
        ],
    )
}

/// Where data was set aside, as the app says it.
fn set_aside_as(key: &str) -> String {
    tf(
        "It was set aside as \"{key}\" in this browser's storage; the History lists it, to open, export or delete.",
        &[("key", key)],
    )
}

/// Why a write to storage failed, as the app says it.
fn not_saved(error: wasm_bindgen::JsValue) -> String {
    tf(
        "could not save ({error})",
        &[("error", &js_message(&error))],
    )
}

/// The message of a JavaScript error, for people.
pub fn js_message(value: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| value.as_string())
        .unwrap_or_else(|| t("unknown error").to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_set_aside_are_read_back_as_what_they_hold_and_since_when() {
        assert_eq!(
            Aside::of("flagfall.game.set-aside.1700000000000"),
            Some((
                Aside::Unusable {
                    from: GAME_KEY.to_owned()
                },
                Instant(1_700_000_000_000)
            ))
        );
        assert_eq!(
            Aside::of("flagfall.history.set-aside.5"),
            Some((
                Aside::Unusable {
                    from: HISTORY_KEY.to_owned()
                },
                Instant(5)
            ))
        );
        assert_eq!(
            Aside::of("flagfall.game.aside.1700000000000"),
            Some((Aside::Game, Instant(1_700_000_000_000)))
        );
        for other in [
            GAME_KEY,
            "flagfall.controls.aside.5",
            "flagfall.game.aside.soon",
            "flagfall.game.set-aside.",
        ] {
            assert_eq!(Aside::of(other), None, "{other}");
        }
    }
}
