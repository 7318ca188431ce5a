//! Why a rulebook refuses a request, in the page's language: one arm per [`RuleRefusal`], [`Rule`]
//! and [`NoPenalty`] the core gives, each worded by its key in the tables, so a new one does not
//! build until it is worded here (and the key test holds every table to the key).

use crate::i18n::article_words::article_text;
use crate::i18n::category_words::category_name;
use crate::i18n::{clock_text, side_name, t, tf, Worded};
use flagfall_core::{
    NoPenalty, Rule, RuleRefusal, Rulebook, FMJD_DRAW_AGREEMENT, FMJD_NORMAL_REGULATIONS,
    FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE, FMJD_WITHOUT_FISCHER,
};

impl Worded for RuleRefusal {
    fn worded(&self) -> String {
        match self {
            RuleRefusal::WrongRulebook { rulebook, rule } => wrong_rulebook(*rulebook, *rule),
            RuleRefusal::NotAnnounced { article } => tf(
                "{article}: these rules apply only if their use was announced before the event",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::NotForBlitz { article } => tf(
                "{article}: these rules never apply to blitz games",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::NotStandardOrRapid { article, category } => tf(
                "{article}: these rules apply only to standard and rapid games, and this game is {category}",
                &[("article", &article_text(*article)), ("category", category_name(*category))],
            ),
            RuleRefusal::HasIncrement { article } => tf(
                "{article}: these rules apply only to games without increment, and this control adds time with each move",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::NotFinalPeriod { article } => tf(
                "{article}: these rules concern only the final period, in which all remaining moves must be completed",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::AlreadyGranted { article } => tf(
                "{article}: the extra five-second increment has already been introduced, so the game now has an increment",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::FlagFallen { article } => tf(
                "{article}: this must come before a flag falls, and a flag has fallen",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::NotUnderTwoMinutes { article, remaining } => tf(
                "{article} needs less than two minutes on the clock of the player having the move, whose clock shows {remaining}",
                &[
                    ("article", &article_text(*article)),
                    ("remaining", &clock_text(*remaining)),
                ],
            ),
            RuleRefusal::TooManyPiecesForDrawAgreement { side, pieces } => tf(
                "{article}: a draw may be agreed only when each player has 10 pieces or fewer; {side} has {pieces}",
                &[
                    ("article", &article_text(FMJD_DRAW_AGREEMENT)),
                    ("side", side_name(*side)),
                    ("pieces", &pieces.to_string()),
                ],
            ),
            RuleRefusal::MoreThanOneMinute { remaining } => tf(
                "{article} needs one minute or less on the claimant's clock, which shows {remaining}",
                &[
                    ("article", &article_text(FMJD_TIME_SHORTAGE)),
                    ("remaining", &clock_text(*remaining)),
                ],
            ),
            RuleRefusal::TooManyPiecesForTimeShortage { pieces } => tf(
                "{article} needs 8 pieces or fewer on the board in total; there are {pieces}",
                &[
                    ("article", &article_text(FMJD_TIME_SHORTAGE)),
                    ("pieces", &pieces.to_string()),
                ],
            ),
            RuleRefusal::NotRegulationDraw => tf(
                "{article}: a regulation draw needs a lone king against at most three kings, two kings and a man, a king and two men, two kings, a king and a man, or a king",
                &[("article", &article_text(FMJD_REGULATION_DRAW))],
            ),
            RuleRefusal::FischerInUse => tf(
                "{article} apply only to games played without the Fischer system",
                &[("article", &article_text(FMJD_WITHOUT_FISCHER))],
            ),
            RuleRefusal::OrderShownByClock { because, article } => tf(
                "{refusal}; a digital clock shows which flag fell first ({article})",
                &[("refusal", &because.worded()), ("article", &article_text(*article))],
            ),
            RuleRefusal::BeforeFirstMoves { article } => tf(
                "{article}: a draw may be agreed only once both players have made at least one move",
                &[("article", &article_text(*article))],
            ),
            RuleRefusal::NotRapidOrBlitz { article, category } => tf(
                "{article} applies only to rapid and blitz games, and this game is {category}",
                &[("article", &article_text(*article)), ("category", category_name(*category))],
            ),
        }
    }
}

/// That `rulebook` has no `rule`, and where the rule lives instead.
fn wrong_rulebook(rulebook: Rulebook, rule: Rule) -> String {
    let rulebook = rulebook.citation();
    match rule {
        Rule::QuickplayFinish => tf(
            "{rulebook} has no quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess",
            &[("rulebook", rulebook)],
        ),
        Rule::ExtraFive { came_as, now } => tf(
            "{rulebook} has no request for an extra five-second increment: it came in 2014 as {old_article} (now {article})",
            &[
                ("rulebook", rulebook),
                ("old_article", &article_text(came_as)),
                ("article", &article_text(now)),
            ],
        ),
        Rule::RepetitionPenalty { rule, instead } => tf(
            "{rulebook} has no repetition or fifty-move claim with a time penalty ({rule}); the referee rules draws under the normal regulations ({article})",
            &[
                ("rulebook", rulebook),
                ("rule", &article_text(rule)),
                ("article", &article_text(instead)),
            ],
        ),
        Rule::DrawAgreementWithoutMaterial { article } => tf(
            "{rulebook} has no draw agreement without the material on the board: {article} allows one only with 10 pieces or fewer each",
            &[("rulebook", rulebook), ("article", &article_text(article))],
        ),
        Rule::PositionCheck { articles } => tf(
            "{rulebook} has no position check ({article}: draughts has no checkmate)",
            &[("rulebook", rulebook), ("article", &article_text(articles))],
        ),
        Rule::DeadPosition { article } => tf(
            "{rulebook} has no dead position ({article}: draughts has no checkmate)",
            &[("rulebook", rulebook), ("article", &article_text(article))],
        ),
        Rule::DraughtsDraw { articles } => tf(
            "{rulebook} has no FMJD draw rule ({article})",
            &[("rulebook", rulebook), ("article", &article_text(articles))],
        ),
    }
}

impl Worded for NoPenalty {
    fn worded(&self) -> String {
        match self {
            NoPenalty::NotCounted => {
                t("illegal moves are counted from 1, the first completed illegal move").to_owned()
            }
            NoPenalty::RapidOrBlitz { rulebook } => tf(
                "{rulebook} penalises rapid and blitz differently; a rapid-or-blitz game must be settled as one of them first",
                &[("rulebook", rulebook.citation())],
            ),
            NoPenalty::Draughts => tf(
                "{rulebook} has no time penalty for an irregular move; the referee applies the normal regulations ({article})",
                &[
                    ("rulebook", Rulebook::Fmjd.citation()),
                    ("article", &article_text(FMJD_NORMAL_REGULATIONS)),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{install_loaded, install_table, Lang};

    #[test]
    fn a_rule_another_rulebook_keeps_is_refused_in_the_readers_language() {
        let quickplay = RuleRefusal::WrongRulebook {
            rulebook: Rulebook::Fmjd,
            rule: Rule::QuickplayFinish,
        };
        let dead = RuleRefusal::WrongRulebook {
            rulebook: Rulebook::Fmjd,
            rule: Rule::DEAD_POSITION,
        };
        install_table(Lang::Fr);
        assert_eq!(
            quickplay.worded(),
            "FMJD Annex 6\u{a0}: aucune règle de fin de partie au KO\u{a0}; les Guidelines III font \
             partie des Règles du jeu d'échecs de la FIDE"
        );
        install_table(Lang::De);
        assert_eq!(
            dead.worded(),
            "FMJD Annex 6 kennt keine tote Stellung (FIDE 5.2.2: Dame kennt kein Matt)"
        );
        assert!(install_loaded(Lang::En));
        assert_eq!(
            dead.worded(),
            "FMJD Annex 6 has no dead position (FIDE 5.2.2: draughts has no checkmate)"
        );
    }

    #[test]
    fn the_articles_of_a_rule_another_rulebook_keeps_are_cited_as_printed_in_every_language() {
        let fmjd = |rule| RuleRefusal::WrongRulebook {
            rulebook: Rulebook::Fmjd,
            rule,
        };
        install_table(Lang::Es);
        assert_eq!(
            fmjd(Rule::EXTRA_FIVE).worded(),
            "FMJD Annex 6 no contempla la solicitud de un incremento adicional de cinco segundos: \
             se introdujo en 2014 como Appendix G.4 (ahora Guidelines III.4)"
        );
        install_table(Lang::Nl);
        assert_eq!(
            fmjd(Rule::REPETITION_PENALTY).worded(),
            "FMJD Annex 6 kent geen claim wegens herhaling of vijftig zetten met tijdstraf (FIDE \
             Art. 9.5); de arbiter beslist over remise volgens de normale reglementen (Art. 2)"
        );
        assert!(install_loaded(Lang::En));
        assert_eq!(
            fmjd(Rule::DRAUGHTS_DRAW).worded(),
            "FMJD Annex 6 has no FMJD draw rule (FMJD Annex 6 Arts 5, 8, 9)"
        );
    }
}
