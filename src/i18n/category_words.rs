//! A rulebook's names in the page's language, as labels and in sentences that name them: one arm
//! per [`Rulebook`].

use crate::i18n::t;
use flagfall_core::Rulebook;

/// The rulebook's title, as a menu or a report names it.
pub fn rulebook_title(rulebook: Rulebook) -> &'static str {
    match rulebook {
        Rulebook::Fide2023 => t("FIDE Laws of Chess (2023)"),
        Rulebook::Fide2018 => t("FIDE Laws of Chess (2018)"),
        Rulebook::Fide2009 => t("FIDE Laws of Chess (2009)"),
        Rulebook::Fmjd => t("FMJD Annex 6: rapid and blitz draughts"),
        Rulebook::UsChess => t("US Chess rules (7th edition)"),
    }
}
