//! The app's five languages. English text is the key (`t("Arbiter")`), so English needs no table and
//! a missing translation falls back to readable English; French, Spanish, German and Dutch are tables
//! in `assets/locales/<code>.json`, loaded once by `locales` and installed here for the whole page.
//! The modules called pure (display, log_text, saved, ...) make no browser call, but their texts
//! follow the language installed here; their native tests run in English.
//!
//! Sentences the core writes (refusals, rulings, reasons) are translated by template: a key such as
//! `"{side} has not completed a move yet"` matches the core's English, and what its holes caught is
//! translated in turn and put into the translation.

use flagfall_core::JsonValue;
use std::cell::{Cell, RefCell};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Es,
    De,
    Nl,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Es, Lang::De, Lang::Nl];

    /// The ISO 639-1 code: the name of the table, of the choice in storage and of `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's name in itself, as a language menu shows it to someone who cannot read the
    /// current one.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// The language of a BCP 47 tag such as `fr-BE` or `NL`, if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The first language of the browser's list that the app speaks, else English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// What separates whole seconds from their fraction.
    const fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            _ => ',',
        }
    }

    /// Whether `n` takes the singular: French counts 0 and 1 as one ("0 seconde").
    const fn is_singular(self, n: u64) -> bool {
        match self {
            Lang::Fr => n <= 1,
            _ => n == 1,
        }
    }
}

/// A key of a template split at its holes: `"{side}'s flag"` is a hole then a literal.
#[derive(Debug, PartialEq)]
enum Piece<'a> {
    Literal(&'a str),
    Hole(&'a str),
}

/// How deep what a hole catches is translated in turn (a reason inside a refusal inside a notice).
const DEPTH: u8 = 3;

/// One language's texts, kept for the life of the page.
#[derive(Debug)]
pub struct Catalog {
    lang: Lang,
    /// Every key with its translation, sorted by key.
    texts: Vec<(&'static str, &'static str)>,
    /// The keys with holes, each split, with its translation.
    templates: Vec<(&'static str, Vec<Piece<'static>>, &'static str)>,
}

impl Catalog {
    /// Reads a table: one JSON object from English key to translation. The strings live as long as the
    /// page (a table is read once per language chosen).
    pub fn parse(lang: Lang, text: &str) -> Result<Catalog, String> {
        let value = JsonValue::parse(text).map_err(|e| e.to_string())?;
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
        let mut texts = Vec::with_capacity(pairs.len());
        let mut templates = Vec::new();
        for (key, translation) in pairs {
            let key: &'static str = Box::leak(key.into_boxed_str());
            let translation: &'static str = Box::leak(translation.into_boxed_str());
            if key.contains('{') {
                templates.push((key, pieces(key), translation));
            }
            texts.push((key, translation));
        }
        Ok(Catalog {
            lang,
            texts,
            templates,
        })
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        let at = self.texts.binary_search_by_key(&key, |(k, _)| *k).ok()?;
        Some(self.texts[at].1)
    }

    /// The translation of a sentence the core wrote, or `None` when no key matches it.
    fn translate(&self, english: &str, depth: u8) -> Option<String> {
        if let Some(text) = self.get(english) {
            return Some(text.to_owned());
        }
        if depth == 0 {
            return None;
        }
        // Of the templates that match, the one with the most text of its own says most precisely
        // what the sentence is ("{a}'s flag fell at {at}; {b} can checkmate" over "{a}'s flag fell at {at}").
        let (_, translation, caught) = self
            .templates
            .iter()
            .filter_map(|(_, pieces, translation)| {
                let mut caught = Vec::new();
                fill_holes(pieces, english, &mut caught).then_some((pieces, translation, caught))
            })
            .max_by_key(|(pieces, _, _)| literal_len(pieces))?;
        let caught: Vec<(&str, String)> = caught
            .into_iter()
            .map(|(name, value)| {
                let value = self
                    .translate(value, depth - 1)
                    .unwrap_or_else(|| localise_time(value.to_owned(), self.lang));
                (name, value)
            })
            .collect();
        let caught: Vec<(&str, &str)> = caught.iter().map(|(n, v)| (*n, v.as_str())).collect();
        Some(fill(translation, &caught))
    }
}

/// How much of a key is its own text rather than holes.
fn literal_len(pieces: &[Piece<'_>]) -> usize {
    pieces
        .iter()
        .map(|piece| match piece {
            Piece::Literal(text) => text.len(),
            Piece::Hole(_) => 0,
        })
        .sum()
}

/// Splits a key at its `{name}` holes.
fn pieces(key: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = key;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        if open > 0 {
            out.push(Piece::Literal(&rest[..open]));
        }
        out.push(Piece::Hole(&rest[open + 1..close]));
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Literal(rest));
    }
    out
}

/// Matches `text` against `pieces`, each hole catching at least one character and as few as let the
/// rest match.
fn fill_holes<'p, 't>(
    pieces: &[Piece<'p>],
    text: &'t str,
    caught: &mut Vec<(&'p str, &'t str)>,
) -> bool {
    match pieces {
        [] => text.is_empty(),
        [Piece::Literal(literal), rest @ ..] => text
            .strip_prefix(literal)
            .is_some_and(|after| fill_holes(rest, after, caught)),
        [Piece::Hole(name)] => {
            caught.push((name, text));
            !text.is_empty()
        }
        [Piece::Hole(name), Piece::Literal(literal), rest @ ..] => {
            for (at, _) in text.match_indices(literal).filter(|(at, _)| *at > 0) {
                caught.push((name, &text[..at]));
                if fill_holes(rest, &text[at + literal.len()..], caught) {
                    return true;
                }
                caught.truncate(caught.len() - 1);
            }
            false
        }
        // Two holes side by side cannot be told apart; the locale test refuses such keys.
        [Piece::Hole(_), Piece::Hole(_), ..] => false,
    }
}

/// `template` with each `{name}` replaced by its value.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    for piece in pieces(template) {
        match piece {
            Piece::Literal(text) => out.push_str(text),
            Piece::Hole(name) => match values.iter().find(|(n, _)| *n == name) {
                Some((_, value)) => out.push_str(value),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
        }
    }
    out
}

/// A time such as `9.8` or `1:10.250` with the language's decimal separator; any other text as is.
fn localise_time(mut text: String, lang: Lang) -> String {
    let separator = lang.decimal_separator();
    let is_time = text.bytes().any(|b| b.is_ascii_digit())
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b':' || b == b'.');
    // A time has one point at most; it becomes the separator in place (no copy on every tick).
    if separator != '.' && is_time && text.matches('.').count() == 1 {
        if let Some(at) = text.find('.') {
            text.replace_range(at..=at, separator.encode_utf8(&mut [0; 4]));
        }
    }
    text
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
    match side {
        flagfall_core::Side::White => t("White"),
        flagfall_core::Side::Black => t("Black"),
    }
}

/// A sentence from the core (a refusal, a ruling, a reason) in the page's language.
#[inline(never)]
pub fn translate(english: &str) -> String {
    catalog()
        .and_then(|c| c.translate(english, DEPTH))
        .unwrap_or_else(|| english.to_owned())
}

/// An error of the core's, in the page's language.
pub fn translate_error(error: impl core::fmt::Display) -> String {
    translate(&error.to_string())
}

/// A time as the page's language writes it (`9,8` in French).
#[inline(never)]
pub fn time(text: String) -> String {
    localise_time(text, lang())
}

#[cfg(test)]
mod core_sentences;
#[cfg(test)]
mod keys;
#[cfg(test)]
mod tests;
