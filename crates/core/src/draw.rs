//! Draws the players make or claim under the Laws: by agreement after an offer (Arts 5.2.3, 9.1.2) and
//! by a claim of repetition or fifty moves, ruled correct or not (Art. 9.5). Guidelines III claims are
//! in `guidelines.rs`, FMJD's in `fmjd.rs`.

use crate::{Article, Category, Millis, Rule, RuleRefusal, Rulebook};

/// How the arbiter rules a claim under Art. 9.2 or 9.3 (2009: the same articles, ruled by 9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionClaimRules {
    /// A correct claim draws the game (2023 and 2018 9.5.2; 2009 9.5(a)).
    pub upheld_article: Article,
    /// Time the opponent gets when the claim is found incorrect, and the article.
    pub rejected_bonus: Millis,
    pub rejected_article: Article,
    /// An incorrect claim also costs the claimant time ([`claimant_left_after_incorrect_claim`]:
    /// 2009 9.5(b) only).
    pub costs_claimant: bool,
}

/// What a claimant who had `left` keeps after an incorrect claim under FIDE 2009 9.5(b): "if the
/// claimant has more than two minutes on his clock the arbiter shall deduct half of the claimant's
/// remaining time up to a maximum of three minutes. If the claimant has more than one minute, but
/// less than two minutes, his remaining time shall be one minute." Exactly two minutes, or one
/// minute or less, is left as it is, as the text says nothing of them.
///
/// ```
/// use flagfall_core::{claimant_left_after_incorrect_claim as left, Millis};
/// assert_eq!(left(Millis::from_mins(10)), Millis::from_mins(7));
/// assert_eq!(left(Millis::from_secs(200)), Millis::from_secs(100));
/// assert_eq!(left(Millis::from_secs(90)), Millis::from_mins(1));
/// assert_eq!(left(Millis::from_mins(2)), Millis::from_mins(2));
/// assert_eq!(left(Millis::from_secs(45)), Millis::from_secs(45));
/// ```
#[must_use]
pub fn claimant_left_after_incorrect_claim(left: Millis) -> Millis {
    let (one, two, three) = (
        Millis::from_mins(1),
        Millis::from_mins(2),
        Millis::from_mins(3),
    );
    if left > two {
        left - Millis(left.0 / 2).min(three)
    } else if left > one && left < two {
        one
    } else {
        left
    }
}

/// How the players agree a draw under a rulebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawAgreementRules {
    /// The article the agreement rests on.
    pub article: Article,
    /// The article that wants each player to have made a move first, where one does.
    pub first_moves: Option<Article>,
}

impl Rulebook {
    /// The rules for a draw claim under Art. 9.2 or 9.3 (threefold repetition, fifty moves) in a game
    /// of `category`, `supervised` adequately or not (rapid A.4 / blitz B.2 in 2023).
    ///
    /// - FIDE 2023: drawn when correct (9.5.2); when incorrect the opponent gets two minutes (9.5.3),
    ///   one minute in rapid, supervised or not (A.3), and in blitz without adequate supervision (B.3
    ///   brings in A.3); supervised blitz is under the Competition Rules (B.2), two minutes.
    /// - FIDE 2018: two minutes (9.5.3), one minute in every blitz game (B.2).
    /// - FIDE 2009: three minutes (9.5(b)).
    /// - FMJD: refused; the referee rules draws under the normal regulations (Annex 6 Art. 2).
    ///
    /// FIDE never classifies a game rapid-or-blitz (an FMJD category); should one be asked about, the
    /// rapid rule is given.
    ///
    /// ```
    /// use flagfall_core::{Category, Millis, Rulebook};
    /// let rules = Rulebook::Fide2023.repetition_claim(Category::Rapid, true)?;
    /// assert_eq!(rules.rejected_bonus, Millis::from_mins(1));
    /// assert_eq!(rules.rejected_article, flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "A.3 (9.5.3)"));
    /// let rules = Rulebook::Fide2023.repetition_claim(Category::Blitz, true)?;
    /// assert_eq!(rules.rejected_bonus, Millis::from_mins(2));
    /// assert_eq!(rules.rejected_article, flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "B.2 (9.5.3)"));
    /// # Ok::<(), flagfall_core::RuleRefusal>(())
    /// ```
    pub fn repetition_claim(
        self,
        category: Category,
        supervised: bool,
    ) -> Result<RepetitionClaimRules, RuleRefusal> {
        let rules = |upheld_article, minutes, rejected_article| RepetitionClaimRules {
            upheld_article,
            rejected_bonus: Millis::from_mins(minutes),
            rejected_article,
            costs_claimant: self == Rulebook::Fide2009,
        };
        Ok(match (self, category) {
            (Rulebook::Fide2023, Category::Rapid | Category::RapidOrBlitz) => rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                1,
                Article::laws(Rulebook::Fide2023, "A.3 (9.5.3)"),
            ),
            (Rulebook::Fide2023, Category::Blitz) if supervised => rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                2,
                Article::laws(Rulebook::Fide2023, "B.2 (9.5.3)"),
            ),
            (Rulebook::Fide2023, Category::Blitz) => rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                1,
                Article::laws(Rulebook::Fide2023, "B.3 (A.3, 9.5.3)"),
            ),
            (Rulebook::Fide2023, _) => rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                2,
                Article::laws(Rulebook::Fide2023, "9.5.3"),
            ),
            (Rulebook::Fide2018, Category::Blitz) => rules(
                Article::laws(Rulebook::Fide2018, "9.5.2"),
                1,
                Article::laws(Rulebook::Fide2018, "B.2 (9.5.3)"),
            ),
            (Rulebook::Fide2018, _) => rules(
                Article::laws(Rulebook::Fide2018, "9.5.2"),
                2,
                Article::laws(Rulebook::Fide2018, "9.5.3"),
            ),
            (Rulebook::Fide2009, _) => rules(
                Article::laws(Rulebook::Fide2009, "9.5(a)"),
                3,
                Article::laws(Rulebook::Fide2009, "9.5(b)"),
            ),
            // 14C6, 14F2: "two minutes shall be added to the opponent's remaining unused time".
            (Rulebook::UsChess, _) => rules(
                Article::laws(Rulebook::UsChess, "14C, 14F"),
                2,
                Article::laws(Rulebook::UsChess, "14C6, 14F2"),
            ),
            (Rulebook::Fmjd, _) => {
                return Err(RuleRefusal::WrongRulebook {
                    rulebook: self,
                    rule: Rule::REPETITION_PENALTY,
                })
            }
        })
    }

    /// How the players agree a draw after an offer: FIDE 2023 and 2018 5.2.3 ("provided both players
    /// have made at least one move") with the offer of 9.1.2; FIDE 2009 5.2(c), with no such minimum.
    /// FMJD refuses: a draw agreement there depends on the material on the board (Annex 6 Art. 5, an
    /// FMJD draw ruling of its own).
    ///
    /// ```
    /// use flagfall_core::Rulebook;
    /// let rules = Rulebook::Fide2023.draw_agreement()?;
    /// assert_eq!(rules.article, flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "5.2.3, 9.1.2"));
    /// assert_eq!(rules.first_moves, Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "5.2.3")));
    /// assert_eq!(Rulebook::Fide2009.draw_agreement()?.first_moves, None);
    /// assert_eq!(
    ///     Rulebook::Fmjd.draw_agreement().map(drop),
    ///     Err(flagfall_core::RuleRefusal::WrongRulebook {
    ///         rulebook: Rulebook::Fmjd,
    ///         rule: flagfall_core::Rule::DRAW_AGREEMENT_WITHOUT_MATERIAL,
    ///     })
    /// );
    /// # Ok::<(), flagfall_core::RuleRefusal>(())
    /// ```
    pub fn draw_agreement(self) -> Result<DrawAgreementRules, RuleRefusal> {
        let rules = |article, first_moves| DrawAgreementRules {
            article,
            first_moves,
        };
        match self {
            Rulebook::Fide2023 => Ok(rules(
                Article::laws(Rulebook::Fide2023, "5.2.3, 9.1.2"),
                Some(Article::laws(Rulebook::Fide2023, "5.2.3")),
            )),
            Rulebook::Fide2018 => Ok(rules(
                Article::laws(Rulebook::Fide2018, "5.2.3, 9.1.2"),
                Some(Article::laws(Rulebook::Fide2018, "5.2.3")),
            )),
            Rulebook::Fide2009 => Ok(rules(Article::laws(Rulebook::Fide2009, "5.2(c)"), None)),
            Rulebook::UsChess => Ok(rules(Article::laws(Rulebook::UsChess, "14B"), None)),
            Rulebook::Fmjd => Err(RuleRefusal::WrongRulebook {
                rulebook: self,
                rule: Rule::DRAW_AGREEMENT_WITHOUT_MATERIAL,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(upheld: Article, minutes: i64, rejected: Article) -> RepetitionClaimRules {
        RepetitionClaimRules {
            upheld_article: upheld,
            rejected_bonus: Millis::from_mins(minutes),
            rejected_article: rejected,
            costs_claimant: matches!(
                upheld,
                Article::Laws {
                    rulebook: Rulebook::Fide2009,
                    ..
                }
            ),
        }
    }

    /// Both ways of running an event (2023 A.4 / A.5, B.2 / B.3).
    const SUPERVISION: [bool; 2] = [false, true];

    #[test]
    fn fide_2023_9_5_3_two_minutes_in_standard_one_in_all_rapid_a_3() {
        let r = Rulebook::Fide2023;
        for supervised in SUPERVISION {
            assert_eq!(
                r.repetition_claim(Category::Standard, supervised),
                Ok(rules(
                    Article::laws(Rulebook::Fide2023, "9.5.2"),
                    2,
                    Article::laws(Rulebook::Fide2023, "9.5.3")
                ))
            );
            assert_eq!(
                r.repetition_claim(Category::Rapid, supervised),
                Ok(rules(
                    Article::laws(Rulebook::Fide2023, "9.5.2"),
                    1,
                    Article::laws(Rulebook::Fide2023, "A.3 (9.5.3)")
                ))
            );
        }
    }

    #[test]
    fn fide_2023_9_5_3_blitz_b_3_one_minute_unsupervised_b_2_two_minutes_supervised() {
        let r = Rulebook::Fide2023;
        assert_eq!(
            r.repetition_claim(Category::Blitz, false),
            Ok(rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                1,
                Article::laws(Rulebook::Fide2023, "B.3 (A.3, 9.5.3)")
            ))
        );
        assert_eq!(
            r.repetition_claim(Category::Blitz, true),
            Ok(rules(
                Article::laws(Rulebook::Fide2023, "9.5.2"),
                2,
                Article::laws(Rulebook::Fide2023, "B.2 (9.5.3)")
            ))
        );
    }

    #[test]
    fn fide_2018_9_5_3_two_minutes_one_in_every_blitz_game_b_2() {
        let r = Rulebook::Fide2018;
        for supervised in SUPERVISION {
            for category in [Category::Standard, Category::Rapid] {
                assert_eq!(
                    r.repetition_claim(category, supervised),
                    Ok(rules(
                        Article::laws(Rulebook::Fide2018, "9.5.2"),
                        2,
                        Article::laws(Rulebook::Fide2018, "9.5.3")
                    ))
                );
            }
            assert_eq!(
                r.repetition_claim(Category::Blitz, supervised),
                Ok(rules(
                    Article::laws(Rulebook::Fide2018, "9.5.2"),
                    1,
                    Article::laws(Rulebook::Fide2018, "B.2 (9.5.3)")
                ))
            );
        }
    }

    #[test]
    fn fide_2009_9_5_b_three_minutes() {
        for category in [Category::Standard, Category::Rapid, Category::Blitz] {
            for supervised in SUPERVISION {
                assert_eq!(
                    Rulebook::Fide2009.repetition_claim(category, supervised),
                    Ok(rules(
                        Article::laws(Rulebook::Fide2009, "9.5(a)"),
                        3,
                        Article::laws(Rulebook::Fide2009, "9.5(b)")
                    ))
                );
            }
        }
    }

    #[test]
    fn fmjd_has_no_repetition_claim_penalty_nor_an_agreement_without_material() {
        assert_eq!(
            Rulebook::Fmjd
                .repetition_claim(Category::Blitz, false)
                .map(drop),
            Err(RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fmjd,
                rule: Rule::REPETITION_PENALTY,
            })
        );
        assert_eq!(
            Rulebook::Fmjd.draw_agreement().map(drop),
            Err(RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fmjd,
                rule: Rule::DRAW_AGREEMENT_WITHOUT_MATERIAL,
            })
        );
    }
}
