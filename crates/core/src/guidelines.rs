//! FIDE Guidelines III, games without increment including quickplay finishes: the extra five seconds
//! (III.4) and the draw claim with less than two minutes (III.5, and III.6 without an arbiter).
//!
//! The 2018 and 2023 Laws number them Guidelines III. The 2009 Laws had no five-second request (it came
//! in 2014 as Appendix G.4); their draw claim was Article 10.2, without an arbiter Appendix D, and it
//! needed no announcement.

use crate::{Article, Category, Millis, Rule, RuleRefusal, Rulebook};

/// The facts a Guidelines III request is judged on, at the moment it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuidelinesContext {
    /// The event announced that Guidelines III apply (III.2.1; not needed under FIDE 2009).
    pub announced: bool,
    /// The game's category (III.2.2: standard and rapid only).
    pub category: Category,
    /// Any period of the control adds time with each move: an increment or a delay.
    pub control_adds_time: bool,
    /// The remaining time of the player making the request (for III.4 and III.5 the player having the
    /// move; for III.6 the claimant).
    pub mover_remaining: Millis,
    /// The extra five seconds of III.4 have already been introduced in this game.
    pub extra_five_already_granted: bool,
    /// A flag has fallen (either player's).
    pub flag_fallen: bool,
    /// The player is in the game's final period, the one in which all remaining moves must be completed
    /// (III.1: the quickplay finish).
    pub in_final_period: bool,
}

/// What granting a III.4 request does: an increment for both players for the rest of the game, and two
/// minutes for the opponent who refused the implied draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExtraFive {
    /// Five seconds ([`ExtraFive::INCREMENT`]), added with each move for both players.
    pub increment: Millis,
    /// Two minutes for the opponent.
    pub opponent_bonus: Millis,
    pub article: Article,
}

impl ExtraFive {
    /// The increment III.4 grants, which a log's `extra-five` incident installs in the final period.
    pub const INCREMENT: Millis = Millis::from_secs(5);

    /// How a log's `extra-five` incident cites the grant: the article is III.4 in every edition that
    /// has it.
    pub const ARTICLE: Article = Article::Bare {
        number: "Guidelines III.4",
    };
}

impl Rule {
    /// The extra five seconds, with where they came in 2014 and where they are now.
    pub const EXTRA_FIVE: Rule = Rule::ExtraFive {
        came_as: Article::Bare {
            number: "Appendix G.4",
        },
        now: ExtraFive::ARTICLE,
    };
}

/// What a III.5 draw claim may lead to. Accepted (III.5.1): drawn. Postponed (III.5.2): the opponent may
/// be given [`postponed_bonus`](Self::postponed_bonus) and play goes on. Rejected (III.5.3): the
/// opponent gets [`rejected_bonus`](Self::rejected_bonus). Without an arbiter (III.6) the claim
/// concludes the game and the designated arbiter decides the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawClaimRules {
    /// The claim's article (III.5; FIDE 2009: 10.2).
    pub article: Article,
    /// Two minutes for the opponent when the claim is rejected (III.5.3; 2009: 10.2(c)).
    pub rejected_bonus: Millis,
    /// Two minutes the arbiter may give the opponent when postponing the decision (III.5.2; 2009:
    /// 10.2(b)).
    pub postponed_bonus: Millis,
    /// The article under which a postponed claim is decided later, even after a flag has fallen
    /// (III.5.2; 2009: 10.2(b)).
    pub postponed_article: Article,
    /// The article for a claim without an arbiter (III.6; FIDE 2009: Appendix D).
    pub unsupervised_article: Article,
}

/// Where a rulebook keeps the quickplay-finish rules.
struct Articles {
    /// `None`: the rules apply without an announcement.
    announced: Option<Article>,
    blitz: Article,
    scope: Article,
    increment: Article,
    final_period: Article,
    /// `None`: the rulebook has no five-second request.
    extra_five: Option<Article>,
    claim: Article,
    postponed: Article,
    unsupervised: Article,
    /// Where a digital clock's indication is conclusive (6.10.1); `None` before the Guidelines had a
    /// III.3.1 to set aside.
    clock_conclusive: Option<Article>,
}

/// The articles of the Guidelines III as FIDE's 2018 and 2023 Laws number them (the same numbers).
const fn modern(rulebook: Rulebook) -> Articles {
    Articles {
        announced: Some(Article::guidelines(rulebook, "III.2.1")),
        blitz: Article::guidelines(rulebook, "III.2.2"),
        scope: Article::guidelines(rulebook, "III.2.2"),
        increment: Article::guidelines(rulebook, "III.2.2"),
        final_period: Article::guidelines(rulebook, "III.1"),
        extra_five: Some(Article::guidelines(rulebook, "III.4")),
        claim: Article::guidelines(rulebook, "III.5"),
        postponed: Article::guidelines(rulebook, "III.5.2"),
        unsupervised: Article::guidelines(rulebook, "III.6"),
        clock_conclusive: Some(Article::laws(rulebook, "6.10.1")),
    }
}

const FIDE_2023: Articles = modern(Rulebook::Fide2023);
const FIDE_2018: Articles = modern(Rulebook::Fide2018);

/// 10.1 defines the quickplay finish as the phase in which all remaining moves must be made in a
/// limited time, which an increment or a delay never gives; Appendix B.3 takes 10.2 away from blitz.
const FIDE_2009: Articles = Articles {
    announced: None,
    blitz: Article::laws(Rulebook::Fide2009, "Appendix B.3"),
    scope: Article::laws(Rulebook::Fide2009, "10.1"),
    increment: Article::laws(Rulebook::Fide2009, "10.1"),
    final_period: Article::laws(Rulebook::Fide2009, "10.1"),
    extra_five: None,
    claim: Article::laws(Rulebook::Fide2009, "10.2"),
    postponed: Article::laws(Rulebook::Fide2009, "10.2(b)"),
    unsupervised: Article::laws(Rulebook::Fide2009, "Appendix D"),
    clock_conclusive: None,
};

const TWO_MINUTES: Millis = Millis::from_mins(2);

impl Rulebook {
    fn quickplay_articles(self) -> Result<&'static Articles, RuleRefusal> {
        match self {
            Rulebook::Fide2023 => Ok(&FIDE_2023),
            Rulebook::Fide2018 => Ok(&FIDE_2018),
            Rulebook::Fide2009 => Ok(&FIDE_2009),
            Rulebook::Fmjd | Rulebook::UsChess => Err(RuleRefusal::WrongRulebook {
                rulebook: self,
                rule: Rule::QuickplayFinish,
            }),
        }
    }

    /// Guidelines III.4: the player having the move, with less than two minutes, asks for an extra five
    /// seconds per move for both players. The request is a draw offer; if the opponent refuses it and the
    /// arbiter agrees, the clocks get the increment and the opponent two extra minutes.
    ///
    /// Refused unless the rules were announced (III.2.1), the game is standard or rapid without
    /// increment (III.2.2), it is in its final period (III.1), the extra five seconds are not already in
    /// force, no flag has fallen and the clock shows strictly less than two minutes (exactly 2:00 is
    /// refused). FIDE 2009 and FMJD have no such rule.
    ///
    /// ```
    /// use flagfall_core::{Category, GuidelinesContext, Millis, Rulebook};
    /// let mut ctx = GuidelinesContext {
    ///     announced: true,
    ///     category: Category::Rapid,
    ///     control_adds_time: false,
    ///     mover_remaining: Millis(119_999),
    ///     extra_five_already_granted: false,
    ///     flag_fallen: false,
    ///     in_final_period: true,
    /// };
    /// let grant = Rulebook::Fide2023.extra_five(&ctx)?;
    /// assert_eq!(grant.increment, Millis(5_000));
    /// assert_eq!(grant.opponent_bonus, Millis(120_000));
    ///
    /// ctx.mover_remaining = Millis(120_000);
    /// let refusal = Rulebook::Fide2023.extra_five(&ctx).unwrap_err();
    /// assert_eq!(
    ///     refusal.to_string(),
    ///     "FIDE 2023 Guidelines III.4 needs less than two minutes on the clock of the player having \
    ///      the move, whose clock shows 2:00"
    /// );
    /// # Ok::<(), flagfall_core::RuleRefusal>(())
    /// ```
    pub fn extra_five(self, ctx: &GuidelinesContext) -> Result<ExtraFive, RuleRefusal> {
        let articles = self.quickplay_articles()?;
        let Some(article) = articles.extra_five else {
            return Err(RuleRefusal::WrongRulebook {
                rulebook: self,
                rule: Rule::EXTRA_FIVE,
            });
        };
        check(articles, article, ctx)?;
        Ok(ExtraFive {
            increment: ExtraFive::INCREMENT,
            opponent_bonus: TWO_MINUTES,
            article,
        })
    }

    /// Whether the player having the move may claim a draw under Guidelines III.5 (with an arbiter) or
    /// III.6 (without one): on the same conditions as [`Rulebook::extra_five`], and only if the extra
    /// five seconds were not introduced ("if Article III.4 does not apply"). FIDE 2009: Article 10.2 and
    /// Appendix D, for any standard or rapid game without increment, announced or not. FMJD has no such
    /// claim (see [`fmjd_time_shortage_claim`](crate::fmjd_time_shortage_claim)).
    pub fn draw_claim(self, ctx: &GuidelinesContext) -> Result<DrawClaimRules, RuleRefusal> {
        let articles = self.quickplay_articles()?;
        check(articles, articles.claim, ctx)?;
        Ok(DrawClaimRules {
            article: articles.claim,
            rejected_bonus: TWO_MINUTES,
            postponed_bonus: TWO_MINUTES,
            postponed_article: articles.postponed,
            unsupervised_article: articles.unsupervised,
        })
    }

    /// The article under which a postponed draw claim is decided later in the game or after a flag
    /// (III.5.2; 2009: 10.2(b)); `None` for FMJD, which has no such claim.
    #[must_use]
    pub fn postponed_claim_article(self) -> Option<Article> {
        self.quickplay_articles()
            .ok()
            .map(|articles| articles.postponed)
    }

    /// Whether the arbiter may rule that the order in which both flags fell cannot be established
    /// (Guidelines III.3.1). Only where the Guidelines apply: announced (III.2.1), in a standard or
    /// rapid game, never blitz (III.2.2). Otherwise the digital clock's indication of which flag fell
    /// first is conclusive (6.10.1) and the refusal says so. FIDE 2009 and FMJD draw whenever both
    /// flags fall (2009 Appendix A.4(d)(3), FMJD Art. 11), so have nothing to refuse.
    ///
    /// ```
    /// use flagfall_core::{Category, Rulebook};
    /// assert!(Rulebook::Fide2023.flag_order_unknown(true, Category::Rapid).is_ok());
    /// assert_eq!(
    ///     Rulebook::Fide2023.flag_order_unknown(true, Category::Blitz).unwrap_err().to_string(),
    ///     "FIDE 2023 Guidelines III.2.2: these rules never apply to blitz games; a digital clock shows which flag fell first (FIDE 2023 6.10.1)"
    /// );
    /// ```
    pub fn flag_order_unknown(
        self,
        announced: bool,
        category: Category,
    ) -> Result<(), RuleRefusal> {
        let Ok(articles) = self.quickplay_articles() else {
            return Ok(());
        };
        let Some(article) = articles.clock_conclusive else {
            return Ok(());
        };
        scope(articles, announced, category).map_err(|because| RuleRefusal::OrderShownByClock {
            because: Box::new(because),
            article,
        })
    }
}

/// Guidelines III.2: announced (III.2.1), standard or rapid, never blitz (III.2.2).
fn scope(articles: &Articles, announced: bool, category: Category) -> Result<(), RuleRefusal> {
    if let Some(article) = articles.announced {
        if !announced {
            return Err(RuleRefusal::NotAnnounced { article });
        }
    }
    match category {
        Category::Standard | Category::Rapid => Ok(()),
        Category::Blitz => Err(RuleRefusal::NotForBlitz {
            article: articles.blitz,
        }),
        category => Err(RuleRefusal::NotStandardOrRapid {
            article: articles.scope,
            category,
        }),
    }
}

/// The conditions III.4 and III.5 share, in the order a player would check them.
fn check(
    articles: &Articles,
    article: Article,
    ctx: &GuidelinesContext,
) -> Result<(), RuleRefusal> {
    scope(articles, ctx.announced, ctx.category)?;
    // Checked before the increment: once granted, the control has one, and this is the clearer reason.
    if ctx.extra_five_already_granted {
        return Err(RuleRefusal::AlreadyGranted { article });
    }
    if ctx.control_adds_time {
        return Err(RuleRefusal::HasIncrement {
            article: articles.increment,
        });
    }
    if !ctx.in_final_period {
        return Err(RuleRefusal::NotFinalPeriod {
            article: articles.final_period,
        });
    }
    // A clock at zero has flagged even if the caller has not recorded it yet.
    if ctx.flag_fallen || !ctx.mover_remaining.is_positive() {
        return Err(RuleRefusal::FlagFallen { article });
    }
    if ctx.mover_remaining >= TWO_MINUTES {
        return Err(RuleRefusal::NotUnderTwoMinutes {
            article,
            remaining: ctx.mover_remaining,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eligible() -> GuidelinesContext {
        GuidelinesContext {
            announced: true,
            category: Category::Standard,
            control_adds_time: false,
            mover_remaining: Millis(119_999),
            extra_five_already_granted: false,
            flag_fallen: false,
            in_final_period: true,
        }
    }

    #[test]
    fn iii_4_grants_five_seconds_and_two_minutes_at_1_59_999() {
        for rulebook in [Rulebook::Fide2023, Rulebook::Fide2018] {
            for category in [Category::Standard, Category::Rapid] {
                let ctx = GuidelinesContext {
                    category,
                    ..eligible()
                };
                let grant = rulebook.extra_five(&ctx).unwrap();
                assert_eq!(grant.increment, Millis(5_000));
                assert_eq!(grant.opponent_bonus, Millis(120_000));
            }
        }
        assert_eq!(
            Rulebook::Fide2018.extra_five(&eligible()).unwrap().article,
            Article::guidelines(Rulebook::Fide2018, "III.4")
        );
    }

    #[test]
    fn iii_4_is_refused_at_exactly_two_minutes() {
        let ctx = GuidelinesContext {
            mover_remaining: Millis(120_000),
            ..eligible()
        };
        let refusal = Rulebook::Fide2023.extra_five(&ctx).unwrap_err();
        assert_eq!(
            refusal,
            RuleRefusal::NotUnderTwoMinutes {
                article: Article::guidelines(Rulebook::Fide2023, "III.4"),
                remaining: Millis(120_000)
            }
        );
        assert_eq!(
            refusal.to_string(),
            "FIDE 2023 Guidelines III.4 needs less than two minutes on the clock of the player having the move, whose clock shows 2:00"
        );
    }

    #[test]
    fn iii_2_2_refuses_blitz() {
        let ctx = GuidelinesContext {
            category: Category::Blitz,
            ..eligible()
        };
        let refusal = Rulebook::Fide2023.extra_five(&ctx).unwrap_err();
        assert_eq!(
            refusal,
            RuleRefusal::NotForBlitz {
                article: Article::guidelines(Rulebook::Fide2023, "III.2.2")
            }
        );
        assert_eq!(
            refusal.to_string(),
            "FIDE 2023 Guidelines III.2.2: these rules never apply to blitz games"
        );
    }

    #[test]
    fn iii_2_2_refuses_a_control_with_increment_or_delay() {
        let ctx = GuidelinesContext {
            control_adds_time: true,
            ..eligible()
        };
        assert_eq!(
            Rulebook::Fide2023.extra_five(&ctx),
            Err(RuleRefusal::HasIncrement {
                article: Article::guidelines(Rulebook::Fide2023, "III.2.2")
            })
        );
        assert_eq!(
            Rulebook::Fide2023.draw_claim(&ctx),
            Err(RuleRefusal::HasIncrement {
                article: Article::guidelines(Rulebook::Fide2023, "III.2.2")
            })
        );
    }

    #[test]
    fn iii_2_1_refuses_when_not_announced() {
        let ctx = GuidelinesContext {
            announced: false,
            ..eligible()
        };
        let refusal = Rulebook::Fide2018.extra_five(&ctx).unwrap_err();
        assert_eq!(
            refusal,
            RuleRefusal::NotAnnounced {
                article: Article::guidelines(Rulebook::Fide2018, "III.2.1")
            }
        );
        assert_eq!(
            refusal.to_string(),
            "FIDE 2018 Guidelines III.2.1: these rules apply only if their use was announced before the event"
        );
    }

    #[test]
    fn iii_2_2_refuses_categories_other_than_standard_and_rapid() {
        for category in [
            Category::Unclassified,
            Category::Unknown,
            Category::Untimed,
            Category::RapidOrBlitz,
        ] {
            let ctx = GuidelinesContext {
                category,
                ..eligible()
            };
            assert_eq!(
                Rulebook::Fide2023.draw_claim(&ctx),
                Err(RuleRefusal::NotStandardOrRapid {
                    article: Article::guidelines(Rulebook::Fide2023, "III.2.2"),
                    category
                })
            );
        }
    }

    #[test]
    fn iii_4_is_refused_once_already_granted() {
        let ctx = GuidelinesContext {
            extra_five_already_granted: true,
            control_adds_time: true,
            ..eligible()
        };
        assert_eq!(
            Rulebook::Fide2023.extra_five(&ctx),
            Err(RuleRefusal::AlreadyGranted {
                article: Article::guidelines(Rulebook::Fide2023, "III.4")
            })
        );
        // III.5 applies only "if Article III.4 does not apply".
        assert_eq!(
            Rulebook::Fide2023.draw_claim(&ctx),
            Err(RuleRefusal::AlreadyGranted {
                article: Article::guidelines(Rulebook::Fide2023, "III.5")
            })
        );
    }

    #[test]
    fn iii_1_refuses_before_the_final_period() {
        let ctx = GuidelinesContext {
            in_final_period: false,
            ..eligible()
        };
        assert_eq!(
            Rulebook::Fide2023.extra_five(&ctx),
            Err(RuleRefusal::NotFinalPeriod {
                article: Article::guidelines(Rulebook::Fide2023, "III.1")
            })
        );
    }

    #[test]
    fn requests_after_a_flag_fell_are_refused() {
        let fallen = GuidelinesContext {
            flag_fallen: true,
            ..eligible()
        };
        let at_zero = GuidelinesContext {
            mover_remaining: Millis::ZERO,
            ..eligible()
        };
        for ctx in [fallen, at_zero] {
            assert_eq!(
                Rulebook::Fide2023.draw_claim(&ctx),
                Err(RuleRefusal::FlagFallen {
                    article: Article::guidelines(Rulebook::Fide2023, "III.5")
                })
            );
        }
    }

    #[test]
    fn iii_5_gives_two_minutes_when_rejected_or_postponed() {
        let rules = Rulebook::Fide2023.draw_claim(&eligible()).unwrap();
        assert_eq!(
            rules,
            DrawClaimRules {
                article: Article::guidelines(Rulebook::Fide2023, "III.5"),
                rejected_bonus: Millis(120_000),
                postponed_bonus: Millis(120_000),
                postponed_article: Article::guidelines(Rulebook::Fide2023, "III.5.2"),
                unsupervised_article: Article::guidelines(Rulebook::Fide2023, "III.6"),
            }
        );
        let at_two = GuidelinesContext {
            mover_remaining: Millis(120_000),
            ..eligible()
        };
        assert!(matches!(
            Rulebook::Fide2023.draw_claim(&at_two),
            Err(RuleRefusal::NotUnderTwoMinutes { .. })
        ));
    }

    #[test]
    fn fide_2009_claims_under_10_2_without_an_announcement_and_has_no_extra_five() {
        let ctx = GuidelinesContext {
            announced: false,
            ..eligible()
        };
        let rules = Rulebook::Fide2009.draw_claim(&ctx).unwrap();
        assert_eq!(rules.article, Article::laws(Rulebook::Fide2009, "10.2"));
        assert_eq!(
            rules.unsupervised_article,
            Article::laws(Rulebook::Fide2009, "Appendix D")
        );
        assert_eq!(rules.rejected_bonus, Millis(120_000));
        let refusal = Rulebook::Fide2009.extra_five(&ctx).unwrap_err();
        assert!(matches!(
            refusal,
            RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fide2009,
                ..
            }
        ));
        assert!(refusal
            .to_string()
            .starts_with("FIDE 2009 has no request for an extra five-second increment"));
        let blitz = GuidelinesContext {
            category: Category::Blitz,
            ..eligible()
        };
        assert_eq!(
            Rulebook::Fide2009.draw_claim(&blitz),
            Err(RuleRefusal::NotForBlitz {
                article: Article::laws(Rulebook::Fide2009, "Appendix B.3")
            })
        );
    }

    #[test]
    fn fmjd_has_no_guidelines_iii() {
        let refusal = Rulebook::Fmjd.draw_claim(&eligible()).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "FMJD Annex 6 has no quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess"
        );
        assert_eq!(
            Rulebook::Fmjd.extra_five(&eligible()).map(drop),
            Err(RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fmjd,
                rule: Rule::QuickplayFinish
            })
        );
    }
}
