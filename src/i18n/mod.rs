//! The app's five languages. English text is the key (`t("Arbiter")`), so English needs no table and
//! a missing translation falls back to readable English; French, Spanish, German and Dutch are tables
//! in `assets/locales/<code>.json`, loaded once by `browser::locales` and installed here for the
//! whole page. `record` renders documents in the language installed here; its native tests run in
//! English.
//!
//! The core and the app's models hand out values, never sentences: each error, refusal, reason,
//! notice and label is worded here from its variant and numbers ([`Worded`], [`label_words::Label`],
//! one module per concept), so a variant added does not build until it is worded, and nothing is
//! read back from English. This module depends on `model`, never the reverse.

use flagfall_core::{fill, JsonValue, Message, Said, Words};
pub use flagfall_lang::Lang;
use std::cell::{Cell, RefCell};

/// One language's texts, kept for the life of the page.
#[derive(Debug)]
pub struct Catalog {
    lang: Lang,
    /// Every key with its translation, sorted by key.
    texts: Vec<(&'static str, &'static str)>,
}

impl Catalog {
    /// Reads a table: one JSON object from English key to translation. The strings live as long as the
    /// page (a table is read once per language chosen).
    pub fn parse(lang: Lang, text: &str) -> Result<Catalog, String> {
        let value = JsonValue::parse(text).map_err(worded)?;
        let JsonValue::Object(entries) = value else {
            return Err("the table is not a JSON object".to_owned());
        };
        let mut pairs = Vec::with_capacity(entries.len());
        for (key, translation) in entries {
            let JsonValue::String(translation) = translation else {
                return Err(format!("the translation of \"{key}\" is not a string"));
            };
            pairs.push((key, translation));
        }
        // The lookup halves the range; a key given twice is a translator's slip to be said, not
        // a coin toss between two texts. Checked before anything is kept for the page's lifetime.
        pairs.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        if let Some(pair) = pairs.windows(2).find(|pair| pair[0].0 == pair[1].0) {
            return Err(format!("the key \"{}\" is given twice", pair[0].0));
        }
        let texts = pairs
            .into_iter()
            .map(|(key, translation)| {
                let key: &'static str = Box::leak(key.into_boxed_str());
                let translation: &'static str = Box::leak(translation.into_boxed_str());
                (key, translation)
            })
            .collect();
        Ok(Catalog { lang, texts })
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        let at = self.texts.binary_search_by_key(&key, |(k, _)| *k).ok()?;
        Some(self.texts[at].1)
    }
}

thread_local! {
    static CATALOG: Cell<Option<&'static Catalog>> = const { Cell::new(None) };
    /// Every table read so far: switching back to a language does not read it again.
    static LOADED: RefCell<Vec<&'static Catalog>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `catalog` for [`install_loaded`], unless its language's table was kept before.
pub fn keep(catalog: Catalog) {
    if !is_loaded(catalog.lang) {
        let catalog: &'static Catalog = Box::leak(Box::new(catalog));
        LOADED.with(|loaded| loaded.borrow_mut().push(catalog));
    }
}

/// Whether `lang` can be installed at once: English, or a language whose table was kept.
pub fn is_loaded(lang: Lang) -> bool {
    lang == Lang::En || LOADED.with(|loaded| loaded.borrow().iter().any(|c| c.lang == lang))
}

/// Makes `lang` the page's language if it needs no table (English) or its table was read before.
pub fn install_loaded(lang: Lang) -> bool {
    let catalog = match lang {
        Lang::En => None,
        _ => match LOADED.with(|loaded| loaded.borrow().iter().copied().find(|c| c.lang == lang)) {
            Some(catalog) => Some(catalog),
            None => return false,
        },
    };
    CATALOG.with(|current| current.set(catalog));
    true
}

fn catalog() -> Option<&'static Catalog> {
    CATALOG.with(Cell::get)
}

/// The page's language.
pub fn lang() -> Lang {
    catalog().map_or(Lang::En, |c| c.lang)
}

/// The text in the page's language.
#[inline(never)]
pub fn t(key: &'static str) -> &'static str {
    catalog().and_then(|c| c.get(key)).unwrap_or(key)
}

/// The text with its `{name}` holes filled.
#[inline(never)]
pub fn tf(key: &'static str, values: &[(&str, &str)]) -> String {
    fill(t(key), values)
}

/// `one` or `other` as `n` asks in the page's language, with `{n}` filled.
#[inline(never)]
pub fn tn(one: &'static str, other: &'static str, n: u64) -> String {
    let key = if lang().is_singular(n) { one } else { other };
    tf(key, &[("n", &n.to_string())])
}

/// "White" or "Black" in the page's language.
#[inline(never)]
pub fn side_name(side: flagfall_core::Side) -> &'static str {
    t(side.message().template())
}

/// `category` as a label or a refusal names it: its kebab-case name, in the page's language.
#[inline(never)]
pub fn category_name(category: flagfall_core::Category) -> &'static str {
    t(category.message().template())
}

/// The page's language, as the core's messages are rendered in it.
pub struct Page;

impl Words for Page {
    fn template(&self, template: &'static str) -> &str {
        t(template)
    }

    fn time(&self, text: String) -> String {
        time(text)
    }
}

/// What the core says, in the page's language.
pub fn say(message: &Message) -> String {
    message.render(&Page)
}

/// The core's values that have words, worded from their messages.
macro_rules! worded_from_the_core {
    ($($said:ty),* $(,)?) => {$(
        impl Worded for $said {
            fn worded(&self) -> String {
                say(&self.message())
            }
        }
    )*};
}

worded_from_the_core!(
    flagfall_core::RuleRefusal,
    flagfall_core::NoPenalty,
    flagfall_core::GameError,
    flagfall_core::ClockError,
    flagfall_core::ControlError,
    flagfall_core::LogError,
    flagfall_core::Divergence,
    flagfall_core::ReadingNote,
    flagfall_core::NotationError,
    flagfall_core::LinkError,
    flagfall_core::UnknownRulebook,
    flagfall_core::JsonError,
    flagfall_core::BidRefusal,
);

/// A reason in the page's language; the arbiter's words and a version-1 log's, which are typed
/// text, as typed but for their direction controls (as names and notes are shown).
impl Worded for flagfall_core::Reason {
    fn worded(&self) -> String {
        match self {
            flagfall_core::Reason::Arbiter { words } | flagfall_core::Reason::Logged(words) => {
                flagfall_page::without_direction_controls(words).into_owned()
            }
            reason => say(&reason.message()),
        }
    }
}

/// A time as the page's language writes it (`9,8` in French).
#[inline(never)]
pub fn time(text: String) -> String {
    lang().time(text)
}

/// A time as the clock shows it (`h:mm:ss`, `m:ss`, or seconds and tenths under ten), in the page's
/// language.
pub fn clock_text(span: flagfall_core::Millis) -> String {
    time(flagfall_core::format_clock(span))
}

/// A game time to the millisecond, as a flag's instant is shown, in the page's language.
pub fn game_time_text(span: flagfall_core::Millis) -> String {
    time(flagfall_core::format_game_time(span))
}

/// A value of the core's (an error, a refusal, a reason), worded in the page's language from its
/// variant and numbers. Each type's words live in its own module here, one arm per variant.
pub trait Worded {
    fn worded(&self) -> String;
}

impl<T: Worded + ?Sized> Worded for &T {
    fn worded(&self) -> String {
        (**self).worded()
    }
}

/// `value` in the page's language: for `map_err(worded)`.
pub fn worded(value: impl Worded) -> String {
    value.worded()
}

/// Installs `lang` from its real table in `assets/locales`, for a test that reads a language.
#[cfg(test)]
pub(crate) fn install_table(lang: Lang) {
    if lang != Lang::En {
        let path = format!(
            "{}/assets/locales/{}.json",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        keep(Catalog::parse(lang, &text).unwrap_or_else(|e| panic!("{path}: {e}")));
    }
    assert!(install_loaded(lang));
}

pub mod article_words;
pub mod basis_words;
pub mod category_words;
pub mod editor_words;
pub mod face_words;
pub mod form_words;
pub mod hall_words;
pub mod label_words;
pub mod notice_words;
pub mod panel_words;
pub mod player_words;
pub mod position_words;
pub mod saving_words;

#[cfg(test)]
mod key_tests;
#[cfg(test)]
mod tests;
