//! The first clock's few words in each of the app's languages: the players' colours, the move count
//! and the period as the app's faces show them (a test holds them to the app's tables), and what it
//! says if the app cannot be loaded.

use flagfall_core::PeriodCaption;
use flagfall_lang::Lang;

/// The colour's name on White's face (the app's "White").
pub const fn white(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "White",
        Lang::Fr => "Blancs",
        Lang::Es => "Blancas",
        Lang::De => "Weiß",
        Lang::Nl => "Wit",
    }
}

/// The colour's name on Black's face (the app's "Black").
pub const fn black(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Black",
        Lang::Fr => "Noirs",
        Lang::Es => "Negras",
        Lang::De => "Schwarz",
        Lang::Nl => "Zwart",
    }
}

/// The move count under a face (the app's "moves {moves}").
pub fn moves(lang: Lang, moves: u32) -> String {
    let word = match lang {
        Lang::En => "moves",
        Lang::Fr => "coups",
        Lang::Es => "jugadas",
        Lang::De => "Züge",
        Lang::Nl => "zetten",
    };
    format!("{word} {moves}")
}

/// Where the player is in the control, under a face (the app's "period {period} of {periods}" and
/// "byo-yomi {left} left").
pub fn period(lang: Lang, caption: PeriodCaption) -> String {
    match caption {
        PeriodCaption::Period { period, periods } => match lang {
            Lang::En => format!("period {period} of {periods}"),
            Lang::Fr => format!("période {period} sur {periods}"),
            Lang::Es => format!("período {period} de {periods}"),
            Lang::De => format!("Periode {period} von {periods}"),
            Lang::Nl => format!("periode {period} van {periods}"),
        },
        PeriodCaption::ByoYomiLeft { left } => match lang {
            Lang::En => format!("byo-yomi {left} left"),
            Lang::Fr => format!("byo-yomi\u{a0}: encore {left}"),
            Lang::Es => format!("byo-yomi: quedan {left}"),
            Lang::De => format!("Byo-yomi: noch {left}"),
            Lang::Nl => format!("byo-yomi, nog {left}"),
        },
    }
}

/// Said when the app cannot be fetched: the clock runs on without it.
pub const fn app_unavailable(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "The rest of Flagfall (menu, arbiter, History) could not be loaded: check the connection and reload. The clock keeps running.",
        Lang::Fr => "Le reste de Flagfall (menu, arbitre, historique) n’a pas pu être chargé : vérifiez la connexion et rechargez la page. La pendule continue de tourner.",
        Lang::Es => "No se pudo cargar el resto de Flagfall (menú, árbitro, historial): compruebe la conexión y recargue. El reloj sigue en marcha.",
        Lang::De => "Der Rest von Flagfall (Menü, Schiedsrichter, Verlauf) konnte nicht geladen werden: Verbindung prüfen und neu laden. Die Uhr läuft weiter.",
        Lang::Nl => "De rest van Flagfall (menu, arbiter, geschiedenis) kon niet worden geladen: controleer de verbinding en herlaad. De klok loopt door.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the app's table for `lang` gives for `key` (English is its own key).
    fn app_says(lang: Lang, key: &str) -> String {
        if lang == Lang::En {
            return key.to_owned();
        }
        let path = format!(
            "{}/../../assets/locales/{}.json",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let table: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&text).unwrap();
        table[key].as_str().unwrap().to_owned()
    }

    #[test]
    fn the_faces_read_as_the_apps_faces_in_every_language() {
        for lang in Lang::ALL {
            assert_eq!(white(lang), app_says(lang, "White"), "{lang:?}");
            assert_eq!(black(lang), app_says(lang, "Black"), "{lang:?}");
            assert_eq!(
                moves(lang, 7),
                app_says(lang, "moves {moves}").replace("{moves}", "7"),
                "{lang:?}"
            );
            assert_eq!(
                period(
                    lang,
                    PeriodCaption::Period {
                        period: 1,
                        periods: 2
                    }
                ),
                app_says(lang, "period {period} of {periods}")
                    .replace("{period}", "1")
                    .replace("{periods}", "2"),
                "{lang:?}"
            );
            assert_eq!(
                period(lang, PeriodCaption::ByoYomiLeft { left: 3 }),
                app_says(lang, "byo-yomi {left} left").replace("{left}", "3"),
                "{lang:?}"
            );
        }
    }
}
