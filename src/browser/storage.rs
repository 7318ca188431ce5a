//! The browser's localStorage, the one place the app reads and writes it, as `model::stored`
//! decides: unusable data is set aside under a key of its own with a message, never silently
//! dropped, and the app starts without it; data that cannot be set aside (storage full) is kept where
//! it is and nothing is saved over it. The history lists both, to open, export or delete. When
//! storage itself is unavailable the app still runs, and says what will not be kept.

use crate::i18n::saving_words::{
    held_in_place, held_refusal, holding_text, no_storage, not_saved, running_kept, set_aside_as,
    unread, unusable_notice,
};
use crate::i18n::{t, Lang};
use crate::model::saved::{read, History, Read, SavedGame, Unusable};
use crate::model::stored::{
    aside_key, asides, displaced, unsent_games, unsent_text, Aside, Displaced, Holding, Mark,
    GAME_KEY, HALL_KEY, HALL_UNSENT_KEY, HISTORY_GAME_KEY, HISTORY_KEY, JOURNAL_KEY,
};
use flagfall_core::{Instant, ReadJson};
use flagfall_hall::HallLink;
use serde::Serialize;
use std::cell::RefCell;

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
    /// What it was.
    pub what: Holding,
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
            .map_err(|e| no_storage(Some(&js_message(&e))))?
            .ok_or_else(|| no_storage(None))?;
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

    /// Reads `key`, which holds what `holds`. Unusable data is moved aside, as set aside `at`, and
    /// the returned message says what happened.
    pub(super) fn load<T: ReadJson>(
        &self,
        key: &str,
        holds: Holding,
        at: Instant,
    ) -> (Option<T>, Option<String>) {
        let Some(storage) = self.storage() else {
            return (None, None);
        };
        let raw = match storage.get_item(key) {
            Ok(raw) => raw,
            Err(e) => return (None, Some(unread(holding_text(holds), &js_message(&e)))),
        };
        match read(raw.as_deref()) {
            Read::Missing => (None, None),
            Read::Found(value) => (Some(value), None),
            Read::Unusable { reason } => {
                let aside = self.set_aside(key, at);
                (None, Some(unusable_notice(holds, &reason, &aside)))
            }
        }
    }

    /// The History as stored. Unusable as a whole, it is set aside as [`Store::load`] does; each game
    /// in it that cannot be read (its log edited in storage) is set aside on its own, under a key of
    /// its own, and the History is written again without it. The message says what was set aside
    /// and why. When a game cannot be set aside (storage full), the History is held as it is stored.
    pub(super) fn history(&self, at: Instant) -> (Option<History>, Option<String>) {
        let (history, notice) = self.load::<History>(HISTORY_KEY, Holding::History, at);
        let Some(mut history) = history else {
            return (None, notice);
        };
        if history.damaged.is_empty() {
            return (Some(history), notice);
        }
        let mut said: Vec<String> = notice.into_iter().collect();
        for damaged in std::mem::take(&mut history.damaged) {
            let reason = Unusable::Damaged(damaged.error);
            match self.add_aside(HISTORY_GAME_KEY, Mark::Unusable, &damaged.text.into(), at) {
                Ok(aside) => said.push(unusable_notice(
                    Holding::HistoryGame,
                    &reason,
                    &set_aside_as(&aside),
                )),
                Err(e) => {
                    HELD.with(|held| held.borrow_mut().push(HISTORY_KEY.to_owned()));
                    let held = held_in_place(HISTORY_KEY, &js_message(&e));
                    said.push(unusable_notice(Holding::HistoryGame, &reason, &held));
                    return (Some(history), Some(said.join(" ")));
                }
            }
        }
        if let Err(e) = self.save(HISTORY_KEY, &history) {
            said.push(e);
        }
        (Some(history), Some(said.join(" ")))
    }

    /// Files `game`, finished, in the history at `at`. Says what the player should know (a damaged
    /// history was set aside to file it) and which game made room, or why it could not be filed.
    pub(super) fn file(&self, game: SavedGame, at: Instant) -> Result<Filed, String> {
        let (history, notice) = self.history(at);
        let mut history = history.unwrap_or_default();
        let dropped = history.file(game).and_then(|old| old.began());
        self.save(HISTORY_KEY, &history)
            .map(|()| Filed { notice, dropped })
    }

    /// The language chosen on the set-up screen, if any. It is kept alone, as its code, so the page
    /// can read it before anything else (public for that: the app's start reads it first).
    pub fn chosen_lang(&self) -> Option<Lang> {
        let code = self.storage()?.get_item(Lang::KEY).ok()??;
        Lang::from_tag(&code)
    }

    /// Keeps `lang` as the chosen language, or forgets the choice (`None`: the browser's).
    pub(super) fn choose_lang(&self, lang: Option<Lang>) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        match lang {
            Some(lang) => storage.set_item(Lang::KEY, lang.code()),
            None => storage.remove_item(Lang::KEY),
        }
        .map_err(|e| not_saved(&js_message(&e)))
    }

    /// The hall's link this clock joined as a board (its query and fragment, as read), if any.
    pub fn hall_link(&self) -> Option<String> {
        self.storage()?.get_item(HALL_KEY).ok()?
    }

    /// Keeps the hall's link this clock joined, or forgets it (`None`: it left the hall).
    pub(super) fn keep_hall_link(&self, link: Option<&str>) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        match link {
            Some(link) => storage.set_item(HALL_KEY, link),
            None => storage.remove_item(HALL_KEY),
        }
        .map_err(|e| not_saved(&js_message(&e)))
    }

    /// The games `link`'s hall had not all of when this clock's sending to it last changed (none
    /// when the list kept is another hall's or board's).
    pub(super) fn hall_unsent(&self, link: &HallLink) -> Vec<Instant> {
        self.raw(HALL_UNSENT_KEY)
            .map_or_else(Vec::new, |text| unsent_games(&text, link))
    }

    /// Keeps the games `link`'s hall has not all of yet (none: forgets the list).
    pub(super) fn keep_hall_unsent(
        &self,
        link: &HallLink,
        games: &[Instant],
    ) -> Result<(), String> {
        if games.is_empty() {
            self.remove(HALL_UNSENT_KEY);
            return Ok(());
        }
        self.write(HALL_UNSENT_KEY, &unsent_text(link, games))
    }

    /// The game kept in this browser that began at `game`: the running one, one in the History or
    /// one set aside.
    pub(super) fn game_began(&self, game: Instant) -> Option<SavedGame> {
        let began = |saved: &SavedGame| saved.began() == Some(game);
        self.peek::<SavedGame>(GAME_KEY)
            .filter(began)
            .or_else(|| {
                self.peek::<History>(HISTORY_KEY)?
                    .games
                    .into_iter()
                    .find(began)
            })
            .or_else(|| {
                self.games_aside()
                    .into_iter()
                    .map(|aside| aside.game)
                    .find(began)
            })
    }

    /// Writes `value` under `key`.
    pub(super) fn save<T: Serialize>(&self, key: &str, value: &T) -> Result<(), String> {
        self.write(key, &json_text(value))
    }

    /// Writes `text` under `key`, unless `key` holds data that could not be set aside.
    pub(super) fn write(&self, key: &str, text: &str) -> Result<(), String> {
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        if held(key) {
            return Err(held_refusal(key));
        }
        storage
            .set_item(key, text)
            .map_err(|e| not_saved(&js_message(&e)))
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
        match self.move_under(key, Mark::Unusable, at) {
            Ok(None) => Ok(String::new()),
            Ok(Some(aside)) => Ok(set_aside_as(&aside)),
            Err(e) => {
                HELD.with(|held| held.borrow_mut().push(key.to_owned()));
                Err(held_in_place(key, &js_message(&e)))
            }
        }
    }

    /// Stores `game`, the game in progress, under a key of its own, where the History lists it to
    /// resume, and removes the running game. A refusal (storage full) leaves the running game as it
    /// was stored, and says why. `at` is the instant it is set aside.
    pub(super) fn put_game_aside(&self, game: &SavedGame, at: Instant) -> Result<(), String> {
        let text = json_text(game);
        self.write_aside(GAME_KEY, Mark::Paused, &text.into(), at)
            .map(drop)
            .map_err(|e| not_saved(&js_message(&e)))
    }

    /// Moves the text under `key` to a key of its own (see [`Store::write_aside`]) and returns that
    /// key; `None` when nothing is stored. A refusal leaves the text under `key`.
    fn move_under(
        &self,
        key: &str,
        mark: Mark,
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

    /// Writes `text` under the key set aside for `key`, `mark` and `at` (the instant it is written,
    /// from the caller: only `time_source` reads the time), then removes `key`, and returns the key
    /// written. A refusal leaves `key` as it was.
    fn write_aside(
        &self,
        key: &str,
        mark: Mark,
        text: &wasm_bindgen::JsValue,
        at: Instant,
    ) -> Result<String, wasm_bindgen::JsValue> {
        let aside = self.add_aside(key, mark, text, at)?;
        self.remove(key);
        Ok(aside)
    }

    /// Writes `text` under the key set aside for `key`, `mark` and `at`, and returns that key; `key`
    /// stays as it is.
    fn add_aside(
        &self,
        key: &str,
        mark: Mark,
        text: &wasm_bindgen::JsValue,
        at: Instant,
    ) -> Result<String, wasm_bindgen::JsValue> {
        let Some(storage) = self.storage() else {
            return Ok(String::new());
        };
        let aside = aside_key(key, mark, at, |aside| self.raw(aside).is_some());
        set_js_item(&storage, &aside, text)?;
        Ok(aside)
    }

    /// Stores `game`, found in the journal, among the games set aside to resume, leaving the running
    /// game as it is. `at` is the instant it is set aside.
    pub(super) fn add_game_aside(&self, game: &SavedGame, at: Instant) -> Result<(), String> {
        let text = json_text(game);
        self.add_aside(GAME_KEY, Mark::Paused, &text.into(), at)
            .map(drop)
            .map_err(|e| not_saved(&js_message(&e)))
    }

    /// Sets `text`, a journal's game that cannot be used, aside exactly as found, and says where; or
    /// why it could not be.
    pub(super) fn keep_unusable_journal(&self, text: &str, at: Instant) -> Result<String, String> {
        self.add_aside(JOURNAL_KEY, Mark::Unusable, &text.into(), at)
            .map(|key| set_aside_as(&key))
            .map_err(|e| not_saved(&js_message(&e)))
    }

    /// The unusable data kept for the user, held data first, then set aside, the newest first.
    pub(super) fn kept(&self) -> Vec<Kept> {
        let mut kept: Vec<Kept> = HELD.with(|held| {
            held.borrow()
                .iter()
                .filter_map(|key| {
                    Some(Kept {
                        key: key.clone(),
                        what: Holding::of(key)?,
                        since: None,
                    })
                })
                .collect()
        });
        kept.extend(self.asides().into_iter().filter_map(|(key, aside, since)| {
            // A game set aside to resume that cannot be read is data that could not be used too.
            let readable = aside == Aside::Game && self.peek::<SavedGame>(&key).is_some();
            Some(Kept {
                what: aside.holding(readable)?,
                key,
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
        asides((0..storage.length().unwrap_or(0)).filter_map(|i| storage.key(i).ok().flatten()))
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
        let running = self
            .raw(GAME_KEY)
            .map(|running| read::<SavedGame>(Some(&running)));
        let said = match displaced(running, |game| self.filed(game)) {
            Displaced::Nothing => None,
            Displaced::Paused => {
                self.move_under(GAME_KEY, Mark::Paused, at)
                    .map_err(|e| not_saved(&js_message(&e)))?;
                None
            }
            // Data that cannot move is held where it is, and the write below refuses to go over it.
            Displaced::Unusable => self.move_aside(GAME_KEY, at).ok(),
        };
        self.write(GAME_KEY, &raw)?;
        self.remove(key);
        Ok(said.map(|aside| running_kept(&aside)))
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
        storage
            .remove_item(key)
            .map_err(|e| not_saved(&js_message(&e)))?;
        HELD.with(|held| held.borrow_mut().retain(|k| k != key));
        Ok(())
    }
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

/// The message of a JavaScript error, for people.
pub fn js_message(value: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| value.as_string())
        .unwrap_or_else(|| t("unknown error").to_owned())
}

/// `value` as JSON. The app stores plain data, which serde_json always writes (its only failures are
/// maps keyed by other than strings, and types that refuse): so no error of it is worded, whose text
/// the app would otherwise carry.
fn json_text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| {
        unreachable!("the app stores plain data, which serde_json always writes")
    })
}
