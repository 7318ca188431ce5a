//! The first clock's few words in each of the app's languages: the players, the move count
//! and the period as the app's faces show them, and what it says if the app cannot be loaded. They
//! come from the app's language tables when the crate is built (`build.rs`), so each has one home.

use crate::keys::{APP_UNAVAILABLE, BLACK, BYO_YOMI_LEFT, KEYS, MOVES, NAMED, PERIOD, WHITE};
use flagfall_core::{fill, PeriodCaption, Side};
use flagfall_lang::Lang;
use flagfall_page::without_direction_controls;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// The key at `at` in [`KEYS`], in `lang`.
const fn t(at: usize, lang: Lang) -> &'static str {
    match lang {
        Lang::En => KEYS[at],
        Lang::Fr => TRANSLATED[0][at],
        Lang::Es => TRANSLATED[1][at],
        Lang::De => TRANSLATED[2][at],
        Lang::Nl => TRANSLATED[3][at],
    }
}

/// The colour's name.
pub const fn colour(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::White => t(WHITE, lang),
        Side::Black => t(BLACK, lang),
    }
}

/// `side`'s player as the app's face says them to a screen reader: "Anna (White)" from the name typed
/// (its direction controls left out), or the colour alone when none was.
pub fn player(lang: Lang, side: Side, name: &str) -> String {
    let name = without_direction_controls(name);
    let name = name.trim();
    if name.is_empty() {
        colour(lang, side).to_owned()
    } else {
        fill(
            t(NAMED, lang),
            &[("name", name), ("side", colour(lang, side))],
        )
    }
}

/// The move count under a face.
pub fn moves(lang: Lang, moves: u32) -> String {
    fill(t(MOVES, lang), &[("moves", moves.to_string())])
}

/// Where the player is in the control, under a face.
pub fn period(lang: Lang, caption: PeriodCaption) -> String {
    match caption {
        PeriodCaption::Period { period, periods } => fill(
            t(PERIOD, lang),
            &[
                ("period", period.to_string()),
                ("periods", periods.to_string()),
            ],
        ),
        PeriodCaption::ByoYomiLeft { left } => {
            fill(t(BYO_YOMI_LEFT, lang), &[("left", left.to_string())])
        }
    }
}

/// Said when the app cannot be fetched: the clock runs on without it.
pub const fn app_unavailable(lang: Lang) -> &'static str {
    t(APP_UNAVAILABLE, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_faces_are_worded_from_the_apps_tables_in_every_language() {
        assert_eq!(
            [
                player(Lang::En, Side::White, ""),
                player(Lang::En, Side::Black, " ")
            ],
            ["White", "Black"]
        );
        assert_eq!(player(Lang::De, Side::White, ""), "Weiß");
        assert_eq!(
            player(Lang::De, Side::Black, " Anna\u{202E} "),
            "Anna (Schwarz)"
        );
        assert_eq!(moves(Lang::Fr, 7), "coups 7");
        assert_eq!(
            period(
                Lang::Es,
                PeriodCaption::Period {
                    period: 1,
                    periods: 2
                }
            ),
            "período 1 de 2"
        );
        assert_eq!(
            period(Lang::Nl, PeriodCaption::ByoYomiLeft { left: 3 }),
            "byo-yomi, nog 3"
        );
        assert!(app_unavailable(Lang::Fr).starts_with("Le reste de Flagfall"));
    }
}
