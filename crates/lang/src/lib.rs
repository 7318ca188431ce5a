//! The five languages Flagfall speaks in the browser, as the app and the first clock (which runs
//! before the app has loaded) both need them: which one a browser prefers, and what each writes
//! differently from English whatever the text (the decimal separator of a time, the singular), and a
//! time in words for screen readers.
//!
//! ```
//! use flagfall_lang::Lang;
//! let lang = Lang::preferred(["pt-BR", "fr-BE", "en"]);
//! assert_eq!(lang, Lang::Fr);
//! assert_eq!(lang.time("9.8".to_owned()), "9,8");
//! ```

mod spoken;

/// A language Flagfall speaks.
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

    /// Where the language chosen on the set-up screen is kept in storage, as its code (absent: the
    /// browser's). The first clock reads it too.
    pub const KEY: &'static str = "flagfall.lang";

    /// The ISO 639-1 code: the name of the app's table, of the choice in storage and of `<html lang>`.
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

    /// The language of a BCP 47 tag such as `fr-BE` or `NL`, if Flagfall speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The first language of the browser's list that Flagfall speaks, else English.
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
    pub const fn is_singular(self, n: u64) -> bool {
        match self {
            Lang::Fr => n <= 1,
            _ => n == 1,
        }
    }

    /// A time such as `9.8` or `1:10.250` with the language's decimal separator; any other text (an
    /// article's number, `6.9`, among words) as it is.
    pub fn time(self, mut text: String) -> String {
        let separator = self.decimal_separator();
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_first_spoken_language_wins() {
        assert_eq!(Lang::preferred(["it-IT", "nl-BE", "fr"]), Lang::Nl);
        assert_eq!(Lang::preferred(["DE"]), Lang::De);
        assert_eq!(Lang::preferred(["de_AT"]), Lang::De);
        assert_eq!(Lang::preferred(["ja", "zh-Hant"]), Lang::En);
        assert_eq!(Lang::preferred([]), Lang::En);
    }

    #[test]
    fn times_and_only_times_take_the_decimal_comma() {
        assert_eq!(Lang::De.time("9.8".to_owned()), "9,8");
        assert_eq!(Lang::Es.time("1:02:03.004".to_owned()), "1:02:03,004");
        assert_eq!(Lang::En.time("9.8".to_owned()), "9.8");
        assert_eq!(Lang::Fr.time("FIDE 2023 6.9".to_owned()), "FIDE 2023 6.9");
        assert_eq!(Lang::Fr.time("III.3.1.1".to_owned()), "III.3.1.1");
        assert_eq!(Lang::Nl.time("3:02".to_owned()), "3:02");
    }

    #[test]
    fn french_counts_zero_as_one() {
        assert!(Lang::Fr.is_singular(0));
        assert!(!Lang::En.is_singular(0));
        assert!(Lang::De.is_singular(1));
        assert!(!Lang::Nl.is_singular(2));
    }
}
