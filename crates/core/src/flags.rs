//! Flags: when both have fallen, and a claim to win on time.

use crate::{Article, Category, GameResult, Rulebook, Side};

/// Whether the clock shows which flag fell first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagOrder {
    /// `first`'s flag fell first (a digital clock's indication is conclusive, FIDE 2023 and 2018
    /// Art. 6.10.1).
    Known { first: Side },
    /// The order cannot be established.
    Unknown,
}

/// The ruling when both flags have fallen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BothFlagsRuling {
    /// The first flag decides: `loser` lost on time, unless the opponent cannot checkmate by any series
    /// of legal moves (Art. 6.9), which [`Rulebook::win_on_time`] settles.
    FirstFlagLoses {
        loser: Side,
        article: Article,
    },
    Drawn {
        article: Article,
    },
    /// Play goes on (the flags fell in a period other than the last, the clocks are set for the next).
    GameContinues {
        article: Article,
    },
}

impl BothFlagsRuling {
    /// The result this ruling gives, before any "cannot checkmate" exception; `None` while play goes on.
    #[must_use]
    pub const fn result(self) -> Option<GameResult> {
        match self {
            BothFlagsRuling::FirstFlagLoses { loser, .. } => {
                Some(GameResult::win_for(loser.opponent()))
            }
            BothFlagsRuling::Drawn { .. } => Some(GameResult::Draw),
            BothFlagsRuling::GameContinues { .. } => None,
        }
    }

    /// The article the ruling rests on.
    #[must_use]
    pub const fn article(self) -> Article {
        match self {
            BothFlagsRuling::FirstFlagLoses { article, .. }
            | BothFlagsRuling::Drawn { article }
            | BothFlagsRuling::GameContinues { article } => article,
        }
    }
}

/// The result of a claim to win on time, and the article it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WinOnTimeRuling {
    pub result: GameResult,
    pub article: Article,
}

impl Rulebook {
    /// The ruling when both flags have fallen, `in_last_period` telling whether they fell in the period
    /// in which all remaining moves must be completed.
    ///
    /// - FIDE 2023 and 2018: with the order known (a digital clock, 6.10.1) the first flag loses (6.9);
    ///   with it unknown, play continues in an earlier period (Guidelines III.3.1.1) and the game is
    ///   drawn in the last (III.3.1.2).
    /// - FIDE 2009: drawn (Appendix A.4(d)(3): a flag counts only once claimed, so neither claim holds).
    /// - FMJD: drawn (Annex 6 Art. 11).
    ///
    /// ```
    /// use flagfall_core::{BothFlagsRuling, FlagOrder, Rulebook, Side};
    /// assert_eq!(
    ///     Rulebook::Fide2023.both_flags(FlagOrder::Unknown, true),
    ///     BothFlagsRuling::Drawn { article: flagfall_core::Article::guidelines(flagfall_core::Rulebook::Fide2023, "III.3.1.2") }
    /// );
    /// assert!(matches!(
    ///     Rulebook::Fide2023.both_flags(FlagOrder::Known { first: Side::Black }, true),
    ///     BothFlagsRuling::FirstFlagLoses { loser: Side::Black, .. }
    /// ));
    /// ```
    #[must_use]
    pub const fn both_flags(self, order: FlagOrder, in_last_period: bool) -> BothFlagsRuling {
        match (self, order) {
            (Rulebook::Fide2023, FlagOrder::Known { first }) => BothFlagsRuling::FirstFlagLoses {
                loser: first,
                article: Article::laws(Rulebook::Fide2023, "6.9, 6.10.1"),
            },
            (Rulebook::Fide2018, FlagOrder::Known { first }) => BothFlagsRuling::FirstFlagLoses {
                loser: first,
                article: Article::laws(Rulebook::Fide2018, "6.9, 6.10.1"),
            },
            (Rulebook::Fide2023, FlagOrder::Unknown) if in_last_period => BothFlagsRuling::Drawn {
                article: Article::guidelines(Rulebook::Fide2023, "III.3.1.2"),
            },
            (Rulebook::Fide2023, FlagOrder::Unknown) => BothFlagsRuling::GameContinues {
                article: Article::guidelines(Rulebook::Fide2023, "III.3.1.1"),
            },
            (Rulebook::Fide2018, FlagOrder::Unknown) if in_last_period => BothFlagsRuling::Drawn {
                article: Article::guidelines(Rulebook::Fide2018, "III.3.1.2"),
            },
            (Rulebook::Fide2018, FlagOrder::Unknown) => BothFlagsRuling::GameContinues {
                article: Article::guidelines(Rulebook::Fide2018, "III.3.1.1"),
            },
            (Rulebook::Fide2009, _) => BothFlagsRuling::Drawn {
                article: Article::laws(Rulebook::Fide2009, "Appendix A.4(d)(3)"),
            },
            (Rulebook::Fmjd, _) => BothFlagsRuling::Drawn {
                article: Article::laws(Rulebook::Fmjd, "Art. 11"),
            },
            // 16T: "In a non-sudden death control, the game continues. In a sudden death control,
            // the game is drawn" (14G).
            (Rulebook::UsChess, _) if in_last_period => BothFlagsRuling::Drawn {
                article: Article::laws(Rulebook::UsChess, "14G, 16T"),
            },
            (Rulebook::UsChess, _) => BothFlagsRuling::GameContinues {
                article: Article::laws(Rulebook::UsChess, "16T"),
            },
        }
    }

    /// Whether a fallen flag decides the game as it falls, the arbiter calling it (FIDE 2023 A.5.5,
    /// 2018 A4.5; under the Competition Rules 6.8), or only once the opponent claims it: FIDE 2009
    /// rapid and blitz without adequate supervision, where "the arbiter shall refrain from signalling
    /// a flag fall" and a flag counts only on a valid claim (Appendix A.4(d)(1); blitz through B.3).
    ///
    /// ```
    /// use flagfall_core::{Category, Rulebook};
    /// assert!(!Rulebook::Fide2009.flag_called(Category::Rapid, false));
    /// assert!(Rulebook::Fide2009.flag_called(Category::Rapid, true));
    /// assert!(Rulebook::Fide2023.flag_called(Category::Blitz, false));
    /// ```
    #[must_use]
    pub const fn flag_called(self, category: Category, supervised: bool) -> bool {
        // US Chess 13C1: "Only the players in a game may call attention to the fall of a flag".
        !matches!(
            (self, category, supervised),
            (
                Rulebook::Fide2009,
                Category::Rapid | Category::Blitz | Category::RapidOrBlitz,
                false
            ) | (Rulebook::UsChess, _, _)
        )
    }

    /// A claim that `loser`'s flag has fallen while the claimant's is still up. If the claimant's flag
    /// has fallen too, that is [`Rulebook::both_flags`] (FIDE 2009 Appendix A.4(d)(2): "the claimant's
    /// flag must remain up").
    ///
    /// FIDE (all editions, Art. 6.9; in rapid 2023 A.5.3, 2018 A4.3): the claimant wins, but the game is
    /// drawn if the claimant cannot checkmate by any possible series of legal moves. FMJD (Annex 6
    /// Art. 7.1): the player who exceeded the time loses; draughts has no such exception, so
    /// `claimant_can_checkmate` is not consulted.
    ///
    /// ```
    /// use flagfall_core::{GameResult, Rulebook, Side};
    /// let ruling = Rulebook::Fide2023.win_on_time(Side::White, false);
    /// assert_eq!(ruling.result, GameResult::Draw);
    /// assert_eq!(Rulebook::Fide2023.win_on_time(Side::White, true).result, GameResult::BlackWins);
    /// ```
    #[must_use]
    pub const fn win_on_time(self, loser: Side, claimant_can_checkmate: bool) -> WinOnTimeRuling {
        let win = GameResult::win_for(loser.opponent());
        let (result, article) = match self {
            Rulebook::Fmjd => (win, Article::laws(Rulebook::Fmjd, "Art. 7.1")),
            Rulebook::Fide2023 if claimant_can_checkmate => {
                (win, Article::laws(Rulebook::Fide2023, "6.9"))
            }
            Rulebook::Fide2023 => (
                GameResult::Draw,
                Article::laws(Rulebook::Fide2023, "6.9, A.5.3"),
            ),
            Rulebook::Fide2018 if claimant_can_checkmate => {
                (win, Article::laws(Rulebook::Fide2018, "6.9"))
            }
            Rulebook::Fide2018 => (
                GameResult::Draw,
                Article::laws(Rulebook::Fide2018, "6.9, A4.3"),
            ),
            Rulebook::Fide2009 if claimant_can_checkmate => (
                win,
                Article::laws(Rulebook::Fide2009, "6.9, Appendix A.4(d)(2)"),
            ),
            Rulebook::Fide2009 => (GameResult::Draw, Article::laws(Rulebook::Fide2009, "6.9")),
            // 13C b: the claimant "has mating material (14E)"; without it the game is drawn.
            Rulebook::UsChess if claimant_can_checkmate => {
                (win, Article::laws(Rulebook::UsChess, "13C"))
            }
            Rulebook::UsChess => (GameResult::Draw, Article::laws(Rulebook::UsChess, "14E")),
        };
        WinOnTimeRuling { result, article }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fide_2023_and_2018_first_flag_loses_when_the_order_is_known_6_10_1() {
        for (rulebook, article) in [
            (
                Rulebook::Fide2023,
                Article::laws(Rulebook::Fide2023, "6.9, 6.10.1"),
            ),
            (
                Rulebook::Fide2018,
                Article::laws(Rulebook::Fide2018, "6.9, 6.10.1"),
            ),
        ] {
            for last in [true, false] {
                let ruling = rulebook.both_flags(FlagOrder::Known { first: Side::White }, last);
                assert_eq!(
                    ruling,
                    BothFlagsRuling::FirstFlagLoses {
                        loser: Side::White,
                        article
                    }
                );
                assert_eq!(ruling.result(), Some(GameResult::BlackWins));
            }
        }
    }

    #[test]
    fn order_unknown_continues_before_the_last_period_iii_3_1_1() {
        let ruling = Rulebook::Fide2023.both_flags(FlagOrder::Unknown, false);
        assert_eq!(
            ruling,
            BothFlagsRuling::GameContinues {
                article: Article::guidelines(Rulebook::Fide2023, "III.3.1.1")
            }
        );
        assert_eq!(ruling.result(), None);
        assert_eq!(
            Rulebook::Fide2018.both_flags(FlagOrder::Unknown, false),
            BothFlagsRuling::GameContinues {
                article: Article::guidelines(Rulebook::Fide2018, "III.3.1.1")
            }
        );
    }

    #[test]
    fn order_unknown_in_the_last_period_is_drawn_iii_3_1_2() {
        assert_eq!(
            Rulebook::Fide2018.both_flags(FlagOrder::Unknown, true),
            BothFlagsRuling::Drawn {
                article: Article::guidelines(Rulebook::Fide2018, "III.3.1.2")
            }
        );
        assert_eq!(
            Rulebook::Fide2023
                .both_flags(FlagOrder::Unknown, true)
                .result(),
            Some(GameResult::Draw)
        );
    }

    #[test]
    fn fide_2009_a4_d_3_and_fmjd_art_11_draw_whatever_the_order() {
        for order in [FlagOrder::Unknown, FlagOrder::Known { first: Side::Black }] {
            for last in [true, false] {
                assert_eq!(
                    Rulebook::Fide2009.both_flags(order, last),
                    BothFlagsRuling::Drawn {
                        article: Article::laws(Rulebook::Fide2009, "Appendix A.4(d)(3)")
                    }
                );
                let fmjd = Rulebook::Fmjd.both_flags(order, last);
                assert_eq!(fmjd.article(), Article::laws(Rulebook::Fmjd, "Art. 11"));
                assert_eq!(fmjd.result(), Some(GameResult::Draw));
            }
        }
    }

    #[test]
    fn fide_2009_a_4_d_1_unsupervised_rapid_and_blitz_flags_wait_for_a_claim() {
        for category in [Category::Rapid, Category::Blitz] {
            assert!(!Rulebook::Fide2009.flag_called(category, false));
            assert!(Rulebook::Fide2009.flag_called(category, true));
            for rulebook in [Rulebook::Fide2023, Rulebook::Fide2018, Rulebook::Fmjd] {
                assert!(rulebook.flag_called(category, false));
            }
        }
        assert!(Rulebook::Fide2009.flag_called(Category::Standard, false));
    }

    #[test]
    fn a_claimant_who_can_checkmate_wins_on_time_6_9() {
        assert_eq!(
            Rulebook::Fide2023.win_on_time(Side::Black, true),
            WinOnTimeRuling {
                result: GameResult::WhiteWins,
                article: Article::laws(Rulebook::Fide2023, "6.9")
            }
        );
        assert_eq!(
            Rulebook::Fide2018.win_on_time(Side::White, true).result,
            GameResult::BlackWins
        );
        assert_eq!(
            Rulebook::Fide2009.win_on_time(Side::White, true),
            WinOnTimeRuling {
                result: GameResult::BlackWins,
                article: Article::laws(Rulebook::Fide2009, "6.9, Appendix A.4(d)(2)")
            }
        );
    }

    #[test]
    fn a_claimant_who_cannot_checkmate_gets_a_draw_a_5_3_and_a4_3() {
        assert_eq!(
            Rulebook::Fide2023.win_on_time(Side::Black, false),
            WinOnTimeRuling {
                result: GameResult::Draw,
                article: Article::laws(Rulebook::Fide2023, "6.9, A.5.3")
            }
        );
        assert_eq!(
            Rulebook::Fide2018.win_on_time(Side::Black, false),
            WinOnTimeRuling {
                result: GameResult::Draw,
                article: Article::laws(Rulebook::Fide2018, "6.9, A4.3")
            }
        );
        assert_eq!(
            Rulebook::Fide2009.win_on_time(Side::Black, false).result,
            GameResult::Draw
        );
    }

    #[test]
    fn in_draughts_the_flag_loses_whatever_the_material_art_7_1() {
        for can in [true, false] {
            assert_eq!(
                Rulebook::Fmjd.win_on_time(Side::White, can),
                WinOnTimeRuling {
                    result: GameResult::BlackWins,
                    article: Article::laws(Rulebook::Fmjd, "Art. 7.1")
                }
            );
        }
    }
}
