//! The browser's localStorage, the one place the app reads and writes it. Unusable data is set aside
//! under a key of its own with a message, never silently dropped, and the app starts without it; when
//! storage itself is unavailable the app still runs, and says what will not be kept.

use crate::i18n::{t, tf, Lang};
use crate::saved::{read, History, Read, SavedGame};
use flagfall_core::ReadJson;
use serde::Serialize;

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

/// A handle on localStorage, or on nothing when the browser refuses it. Copy, so any event handler
/// can hold one; the storage object itself is looked up on each use.
#[derive(Clone, Copy, Debug)]
pub struct Store {
    available: bool,
}

impl Store {
    /// Opens localStorage; the error says why it cannot be used (private mode, disabled storage).
    pub fn open() -> Result<Store, String> {
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

    /// Writes the running game; a finished one is filed in the history too. Says what the player
    /// should know: why the game was not saved, or that a damaged history was set aside to file it.
    pub fn keep_game(&self, game: &SavedGame, finished: bool) -> Option<String> {
        if let Err(why) = self.save(GAME_KEY, game) {
            return Some(tf("Not saved: {error}", &[("error", &why)]));
        }
        if !finished {
            return None;
        }
        let (history, notice) = self.load::<History>(HISTORY_KEY, t("game history"));
        let mut history = history.unwrap_or_default();
        history.file(game.clone());
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
        let Some(storage) = self.storage() else {
            return Ok(());
        };
        let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
        storage.set_item(key, &text).map_err(not_saved)
    }

    /// Removes `key`.
    pub fn remove(&self, key: &str) {
        if let Some(storage) = self.storage() {
            // Removing an absent key is not an error; a refusal leaves the old value, which is safe.
            let _ = storage.remove_item(key);
        }
    }

    /// Moves what is stored under `key` to a key of its own so nothing is lost, and says where.
    pub fn set_aside(&self, key: &str) -> String {
        let Some(storage) = self.storage() else {
            return String::new();
        };
        let Ok(Some(raw)) = storage.get_item(key) else {
            return String::new();
        };
        let aside = format!("{key}.set-aside.{}", js_sys::Date::now() as i64);
        match storage.set_item(&aside, &raw) {
            Ok(()) => {
                self.remove(key);
                tf(
                    "It was set aside as \"{key}\" in this browser's storage.",
                    &[("key", &aside)],
                )
            }
            Err(_) => t("It could not be set aside and was left in place.").to_owned(),
        }
    }
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
