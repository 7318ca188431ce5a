//! The first clock's few words, in the app's five languages: the players' colours and the move count
//! as the app's faces show them (a test holds them to the app's tables), and what it says if the app
//! cannot be loaded. The language is the browser's first that the app speaks, as the app picks it when
//! nothing is stored.

/// A language of the app's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Words {
    #[default]
    En,
    Fr,
    Es,
    De,
    Nl,
}

impl Words {
    /// The first of the browser's languages (BCP 47 tags, most preferred first) that the app speaks.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Words {
        tags.into_iter()
            .find_map(|tag| {
                let primary = tag.split(['-', '_']).next().unwrap_or_default();
                Some(match primary.to_ascii_lowercase().as_str() {
                    "en" => Words::En,
                    "fr" => Words::Fr,
                    "es" => Words::Es,
                    "de" => Words::De,
                    "nl" => Words::Nl,
                    _ => return None,
                })
            })
            .unwrap_or_default()
    }

    /// The code of `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Words::En => "en",
            Words::Fr => "fr",
            Words::Es => "es",
            Words::De => "de",
            Words::Nl => "nl",
        }
    }

    /// The colour's name on its face (the app's "White" and "Black").
    pub const fn white(self) -> &'static str {
        match self {
            Words::En => "White",
            Words::Fr => "Blancs",
            Words::Es => "Blancas",
            Words::De => "Weiß",
            Words::Nl => "Wit",
        }
    }

    pub const fn black(self) -> &'static str {
        match self {
            Words::En => "Black",
            Words::Fr => "Noirs",
            Words::Es => "Negras",
            Words::De => "Schwarz",
            Words::Nl => "Zwart",
        }
    }

    /// The move count under a face (the app's "moves {moves}").
    pub fn moves(self, moves: u32) -> String {
        let word = match self {
            Words::En => "moves",
            Words::Fr => "coups",
            Words::Es => "jugadas",
            Words::De => "Züge",
            Words::Nl => "zetten",
        };
        format!("{word} {moves}")
    }

    /// A time as the language writes it: `9,8` but in English.
    pub fn time(self, mut shown: String) -> String {
        if self != Words::En {
            if let Some(at) = shown.find('.') {
                shown.replace_range(at..=at, ",");
            }
        }
        shown
    }

    /// Said when the app cannot be fetched: the clock runs on without it.
    pub const fn app_unavailable(self) -> &'static str {
        match self {
            Words::En => "The rest of Flagfall (menu, arbiter, History) could not be loaded: check the connection and reload. The clock keeps running.",
            Words::Fr => "Le reste de Flagfall (menu, arbitre, historique) n’a pas pu être chargé : vérifiez la connexion et rechargez la page. La pendule continue de tourner.",
            Words::Es => "No se pudo cargar el resto de Flagfall (menú, árbitro, historial): compruebe la conexión y recargue. El reloj sigue en marcha.",
            Words::De => "Der Rest von Flagfall (Menü, Schiedsrichter, Verlauf) konnte nicht geladen werden: Verbindung prüfen und neu laden. Die Uhr läuft weiter.",
            Words::Nl => "De rest van Flagfall (menu, arbiter, geschiedenis) kon niet worden geladen: controleer de verbinding en herlaad. De klok loopt door.",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Words; 5] = [Words::En, Words::Fr, Words::Es, Words::De, Words::Nl];

    /// The app's table for `words`: English is its own key.
    fn table(words: Words) -> Option<serde_json::Map<String, serde_json::Value>> {
        if words == Words::En {
            return None;
        }
        let path = format!(
            "{}/../../assets/locales/{}.json",
            env!("CARGO_MANIFEST_DIR"),
            words.code()
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Some(serde_json::from_str(&text).unwrap())
    }

    fn app_says(words: Words, key: &str) -> String {
        table(words).map_or(key.to_owned(), |table| {
            table[key].as_str().unwrap().to_owned()
        })
    }

    #[test]
    fn the_faces_read_as_the_apps_faces_in_every_language() {
        for words in ALL {
            assert_eq!(words.white(), app_says(words, "White"), "{words:?}");
            assert_eq!(words.black(), app_says(words, "Black"), "{words:?}");
            assert_eq!(
                words.moves(7),
                app_says(words, "moves {moves}").replace("{moves}", "7"),
                "{words:?}"
            );
        }
    }

    #[test]
    fn the_browsers_first_language_the_app_speaks_is_chosen() {
        assert_eq!(Words::preferred(["pt-BR", "NL-be", "fr"]), Words::Nl);
        assert_eq!(Words::preferred(["de_AT"]), Words::De);
        assert_eq!(Words::preferred(["pt", "ja"]), Words::En);
        assert_eq!(Words::preferred([]), Words::En);
    }

    #[test]
    fn a_time_takes_the_languages_decimal_separator() {
        assert_eq!(Words::Fr.time("9.8".to_owned()), "9,8");
        assert_eq!(Words::En.time("9.8".to_owned()), "9.8");
        assert_eq!(Words::De.time("3:02".to_owned()), "3:02");
    }
}
