//! Why a control has its category, in the page's language: the core's message for its
//! [`Basis`] rendered from the page's table.

use crate::i18n::say;
use flagfall_core::{Basis, Said};

/// `basis` in the page's language.
pub fn basis_text(basis: &Basis) -> String {
    say(&basis.message())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{install_loaded, install_table, Lang};
    use flagfall_core::{parse_human, Rulebook};

    #[test]
    fn a_counted_delay_is_named_in_the_readers_language() {
        let basis = Rulebook::Fide2023
            .classify(&parse_human("G/5;d5").unwrap())
            .basis;
        assert_eq!(
            basis_text(&basis),
            "FIDE 2023 B.1: 5 min + 60 × 5 s delay = 10 min, 10 minutes or less for each player"
        );
        install_table(Lang::Fr);
        assert_eq!(
            basis_text(&basis),
            "FIDE 2023 B.1\u{a0}: 5 min + 60 × 5 s de délai = 10 min, 10 minutes ou moins pour \
             chaque joueur"
        );
        assert!(install_loaded(Lang::En));
    }
}
