//! Why a game ended, in the page's language: the core's message for its [`Reason`] rendered from the
//! page's table. Nothing is read back from English.

use crate::i18n::{say, Worded};
use flagfall_core::{Reason, Said};

impl Worded for Reason {
    fn worded(&self) -> String {
        reason_text(self)
    }
}

/// `reason` in the page's language; the arbiter's own words as written. A reason a replay derived
/// again is worded from its value; one only read from a log has nothing but the record's words,
/// shown as recorded.
pub fn reason_text(reason: &Reason) -> String {
    match reason {
        Reason::Logged {
            replayed: Some(replayed),
            ..
        } => reason_text(replayed),
        other => say(&other.message()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::Side;

    #[test]
    fn an_arbiters_reason_and_a_logged_one_are_shown_as_written_and_a_replayed_one_in_french() {
        crate::i18n::keep(
            crate::i18n::Catalog::parse(
                crate::i18n::Lang::Fr,
                r#"{"Illegal move": "Coup illégal", "the game is over": "la partie est finie", "Black": "Noirs", "{side} was not present at the default time and loses ({article})": "{side} absents au délai de forfait : perdent ({article})"}"#,
            )
            .unwrap(),
        );
        assert!(crate::i18n::install_loaded(crate::i18n::Lang::Fr));
        assert_eq!(
            reason_text(&Reason::Arbiter("Illegal move".to_owned())),
            "Illegal move"
        );
        let logged = "Black was not present at the default time and loses (FIDE 2009 6.6)";
        assert_eq!(
            reason_text(&Reason::Logged {
                text: logged.to_owned(),
                replayed: None
            }),
            logged
        );
        assert_eq!(
            reason_text(&Reason::Logged {
                text: logged.to_owned(),
                replayed: Some(Box::new(Reason::DefaultTime {
                    absent: Some(Side::Black),
                    article: flagfall_core::Article::laws(
                        flagfall_core::Rulebook::Fide2009,
                        "6.6(a)"
                    )
                }))
            }),
            "Noirs absents au délai de forfait : perdent (FIDE 2009 6.6(a))"
        );
        assert!(crate::i18n::install_loaded(crate::i18n::Lang::En));
    }
}
