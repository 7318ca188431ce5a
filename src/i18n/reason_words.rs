//! Why a game ended, in the page's language: one arm per [`Reason`] the core gives, each worded by
//! its key in the tables, so a reason added to the core does not build until it is worded here (and
//! the key test holds every table to the key). Nothing is read back from English.

use crate::i18n::article_words::article_text;
use crate::i18n::{game_time_text, side_name, tf, Worded};
use flagfall_core::Reason;

impl Worded for Reason {
    fn worded(&self) -> String {
        reason_text(self)
    }
}

/// `reason` in the page's language; the arbiter's own words as written, and a logged reason's.
pub fn reason_text(reason: &Reason) -> String {
    let article = reason.article().map(article_text).unwrap_or_default();
    let article = article.as_str();
    match reason {
        Reason::FlagFell {
            loser,
            at,
            claimant_can_checkmate,
            ..
        } => {
            let at = game_time_text(*at);
            let (loser, claimant) = (side_name(*loser), side_name(loser.opponent()));
            match claimant_can_checkmate {
                None => tf(
                    "{side}'s flag fell at {at} ({article})",
                    &[("side", loser), ("at", &at), ("article", article)],
                ),
                Some(true) => tf(
                    "{loser}'s flag fell at {at}; {claimant} can checkmate ({article})",
                    &[
                        ("loser", loser),
                        ("at", &at),
                        ("claimant", claimant),
                        ("article", article),
                    ],
                ),
                Some(false) => tf(
                    "{loser}'s flag fell at {at}; {claimant} cannot checkmate ({article})",
                    &[
                        ("loser", loser),
                        ("at", &at),
                        ("claimant", claimant),
                        ("article", article),
                    ],
                ),
            }
        }
        Reason::BothFlagsFell { first, .. } => tf(
            "both flags fell, {side}'s first ({article})",
            &[("side", side_name(*first)), ("article", article)],
        ),
        Reason::FlagOrderUnknown { .. } => tf(
            "both flags fell and the order cannot be established ({article})",
            &[("article", article)],
        ),
        Reason::DefaultTime { absent: None, .. } => tf(
            "neither player was present at the default time: both lose ({article})",
            &[("article", article)],
        ),
        Reason::DefaultTime {
            absent: Some(absent),
            ..
        } => tf(
            "{side} was not present at the default time and loses ({article})",
            &[("side", side_name(*absent)), ("article", article)],
        ),
        Reason::IllegalMove {
            side,
            nth,
            opponent_cannot_mate,
            ..
        } => {
            let n = nth.to_string();
            let values = [
                ("side", side_name(*side)),
                ("n", &n),
                ("opponent", side_name(side.opponent())),
                ("article", article),
            ];
            if *opponent_cannot_mate {
                tf(
                    "{side}'s illegal move number {n}, but {opponent} cannot checkmate: drawn ({article})",
                    &values,
                )
            } else {
                tf(
                    "{side}'s illegal move number {n} loses the game ({article})",
                    &values,
                )
            }
        }
        Reason::RepetitionClaimUpheld { claimant, .. } => tf(
            "{side}'s draw claim upheld ({article})",
            &[("side", side_name(*claimant)), ("article", article)],
        ),
        Reason::DrawAgreed { offered_by, .. } => tf(
            "draw agreed on {side}'s offer ({article})",
            &[("side", side_name(*offered_by)), ("article", article)],
        ),
        Reason::DrawClaimAccepted { claimant, .. } => tf(
            "{side}'s draw claim accepted ({article})",
            &[("side", side_name(*claimant)), ("article", article)],
        ),
        Reason::DrawClaimUnsupervised { claimant, .. } => tf(
            "{side}'s draw claim concludes the game; the designated arbiter decides ({article})",
            &[("side", side_name(*claimant)), ("article", article)],
        ),
        Reason::DeadPosition { .. } => tf(
            "dead position: neither player can checkmate ({article})",
            &[("article", article)],
        ),
        Reason::DraughtsAgreement => tf("draw agreed ({article})", &[("article", article)]),
        Reason::DraughtsRegulation => tf("regulation draw ({article})", &[("article", article)]),
        Reason::DraughtsTimeShortage { claimant } => tf(
            "{side}'s time-shortage claim upheld ({article})",
            &[("side", side_name(*claimant)), ("article", article)],
        ),
        Reason::Arbiter(text) => text.clone(),
        // A reason a replay derived again is worded from its value; one only read from a log has
        // nothing but the record's words, shown as recorded.
        Reason::Logged {
            replayed: Some(replayed),
            ..
        } => reason_text(replayed),
        Reason::Logged {
            text,
            replayed: None,
        } => text.clone(),
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
