//! The penalty for a completed illegal move, by rulebook, category and how many the player has made.

use crate::{Article, Category, Correction, Millis, Rulebook};

/// What the arbiter does about a player's completed illegal move, once the position before it is
/// reinstated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveRuling {
    /// The opponent gets `bonus` extra time.
    OpponentBonus { bonus: Millis, article: Article },
    /// The player loses the game, except that it is drawn if the opponent cannot checkmate the player's
    /// king by any possible series of legal moves (FIDE 2023 and 2018 Art. 7.5.5, 2009 Art. 7.4(b) and
    /// Appendix B.3). Only the arbiter can judge that, so the caller decides between loss and draw.
    Loss { article: Article },
    /// The rulebook has no time penalty to apply, for the reason given.
    NotApplicable { reason: NoPenalty },
}

/// Why a rulebook has no penalty to apply to an illegal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoPenalty {
    /// Illegal moves are counted from 1, the first completed illegal move.
    NotCounted,
    /// `rulebook` penalises rapid and blitz differently, and the game (FMJD's 15 minutes, or a
    /// control on the boundary) must be settled as one of them first.
    RapidOrBlitz { rulebook: Rulebook },
    /// FMJD Annex 6 has no time penalty for an irregular move: the referee applies the normal
    /// regulations (Art. 2).
    Draughts,
}

impl IllegalMoveRuling {
    /// The ruling an illegal-move event records, by the `bonus` it gave (none: the move lost), for a
    /// replay to play it as the arbiter gave it whatever the rules say now; `self` is today's
    /// ruling, whose article it keeps (the decision a loss brings keeps the article its log cites,
    /// `Game::replay`). A ruling with no penalty stays refused: no such event was ever logged.
    #[must_use]
    pub(crate) fn given_as(self, bonus: Option<Correction>) -> IllegalMoveRuling {
        match (self, bonus) {
            (
                IllegalMoveRuling::OpponentBonus { article, .. }
                | IllegalMoveRuling::Loss { article },
                Some(given),
            ) => IllegalMoveRuling::OpponentBonus {
                bonus: given.after - given.before,
                article,
            },
            (
                IllegalMoveRuling::OpponentBonus { article, .. }
                | IllegalMoveRuling::Loss { article },
                None,
            ) => IllegalMoveRuling::Loss { article },
            (not_applicable @ IllegalMoveRuling::NotApplicable { .. }, _) => not_applicable,
        }
    }
}

impl Rulebook {
    /// The ruling on the `nth` completed illegal move by one player (1 for the first), in a game of
    /// `category`, `supervised` adequately or not (rapid A.4 / blitz B.2 in 2023).
    ///
    /// - FIDE 2023: the first gives the opponent two minutes in standard chess (7.5.5), one minute in
    ///   rapid, supervised or not (A.3 is rapid's own rule); in blitz one minute without adequate
    ///   supervision (B.3 brings in A.3) and two with it (B.2: the Competition Rules); the second loses
    ///   (7.5.5).
    /// - FIDE 2018: two minutes in standard and rapid (7.5.5), one minute in every blitz game (B.2
    ///   holds with or without supervision); the second loses.
    /// - FIDE 2009: two minutes each for the first two (7.4(b), in unsupervised rapid through Appendix
    ///   A.4(c)), the third loses; in blitz without adequate supervision the first loses once claimed
    ///   (Appendix B.3(c)), with it the Competition Rules apply (Appendix B.2).
    /// - FMJD: no time penalty.
    ///
    /// A game with no FIDE category (unclassified, unknown, untimed) gets the Competition Rules, that
    /// is the standard-chess penalty. A rapid-or-blitz game (an FMJD category) gets the 2023 penalty
    /// without adequate supervision, the same in both; otherwise rapid and blitz are penalised
    /// differently, so it must be settled first.
    ///
    /// ```
    /// use flagfall_core::{Category, IllegalMoveRuling, Millis, Rulebook};
    /// assert_eq!(
    ///     Rulebook::Fide2023.illegal_move(Category::Rapid, false, 1),
    ///     IllegalMoveRuling::OpponentBonus { bonus: Millis::from_mins(1), article: flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "A.3 (7.5.5)") }
    /// );
    /// assert_eq!(
    ///     Rulebook::Fide2023.illegal_move(Category::Blitz, true, 1),
    ///     IllegalMoveRuling::OpponentBonus { bonus: Millis::from_mins(2), article: flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "B.2 (7.5.5)") }
    /// );
    /// assert_eq!(
    ///     Rulebook::Fide2023.illegal_move(Category::Standard, false, 2),
    ///     IllegalMoveRuling::Loss { article: flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "7.5.5") }
    /// );
    /// // Before 2014 a player had two illegal moves to spare in standard chess.
    /// assert!(matches!(
    ///     Rulebook::Fide2009.illegal_move(Category::Standard, false, 2),
    ///     IllegalMoveRuling::OpponentBonus { .. }
    /// ));
    /// ```
    #[must_use]
    pub fn illegal_move(self, category: Category, supervised: bool, nth: u32) -> IllegalMoveRuling {
        let bonus = |minutes, article| IllegalMoveRuling::OpponentBonus {
            bonus: Millis::from_mins(minutes),
            article,
        };
        let loss = |article| IllegalMoveRuling::Loss { article };
        if nth == 0 {
            return IllegalMoveRuling::NotApplicable {
                reason: NoPenalty::NotCounted,
            };
        }
        let unsettled = || IllegalMoveRuling::NotApplicable {
            reason: NoPenalty::RapidOrBlitz { rulebook: self },
        };
        match self {
            Rulebook::Fide2023 if nth >= 2 => loss(Article::laws(Rulebook::Fide2023, "7.5.5")),
            Rulebook::Fide2023 => match category {
                Category::Rapid => bonus(1, Article::laws(Rulebook::Fide2023, "A.3 (7.5.5)")),
                Category::RapidOrBlitz if supervised => unsettled(),
                Category::RapidOrBlitz => {
                    bonus(1, Article::laws(Rulebook::Fide2023, "A.3 (7.5.5)"))
                }
                Category::Blitz if supervised => {
                    bonus(2, Article::laws(Rulebook::Fide2023, "B.2 (7.5.5)"))
                }
                Category::Blitz => bonus(1, Article::laws(Rulebook::Fide2023, "B.3 (A.3, 7.5.5)")),
                _ => bonus(2, Article::laws(Rulebook::Fide2023, "7.5.5")),
            },
            Rulebook::Fide2018 | Rulebook::Fide2009 if category == Category::RapidOrBlitz => {
                unsettled()
            }
            Rulebook::Fide2018 if nth >= 2 => loss(Article::laws(Rulebook::Fide2018, "7.5.5")),
            Rulebook::Fide2018 => match category {
                Category::Blitz => bonus(1, Article::laws(Rulebook::Fide2018, "B.2 (7.5.5)")),
                Category::Rapid if !supervised => {
                    bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5 (A4.2)"))
                }
                _ => bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5")),
            },
            Rulebook::Fide2009 => match category {
                Category::Blitz if !supervised => {
                    loss(Article::laws(Rulebook::Fide2009, "Appendix B.3"))
                }
                _ if nth >= 3 => loss(Article::laws(Rulebook::Fide2009, "7.4(b)")),
                Category::Blitz => bonus(
                    2,
                    Article::laws(Rulebook::Fide2009, "Appendix B.2 (7.4(b))"),
                ),
                Category::Rapid if !supervised => bonus(
                    2,
                    Article::laws(Rulebook::Fide2009, "7.4(b) (Appendix A.4(c))"),
                ),
                _ => bonus(2, Article::laws(Rulebook::Fide2009, "7.4(b)")),
            },
            Rulebook::Fmjd => IllegalMoveRuling::NotApplicable {
                reason: NoPenalty::Draughts,
            },
            // Blitz 7d: the claimant wins; chapter 1's 11D: "two minutes added to the opponent's
            // clock", every time (no loss for a second one).
            Rulebook::UsChess if category == Category::Blitz => {
                loss(Article::laws(Rulebook::UsChess, "blitz 7d"))
            }
            Rulebook::UsChess => bonus(2, Article::laws(Rulebook::UsChess, "11D (1C2a)")),
        }
    }
}

impl Rulebook {
    /// The article under which an illegal move can be corrected only before the opponent's next
    /// move, or `None` where the arbiter may still act later (standard chess, adequately supervised
    /// rapid and blitz, draughts, games without a rapid or blitz category).
    ///
    /// - FIDE 2023: A.5.2 (blitz through B.3). FIDE 2018: A4.2 (blitz through B.4). FIDE 2009:
    ///   Appendix A.4(c), the claim before the claimant's own move; in blitz Appendix B.3, which sets
    ///   aside A.4(c) for its own rule with the same deadline.
    ///
    /// ```
    /// use flagfall_core::{Category, Rulebook};
    /// assert_eq!(Rulebook::Fide2018.illegal_move_deadline(Category::Rapid, false), Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2018, "A4.2")));
    /// assert_eq!(Rulebook::Fide2018.illegal_move_deadline(Category::Rapid, true), None);
    /// ```
    #[must_use]
    pub const fn illegal_move_deadline(
        self,
        category: Category,
        supervised: bool,
    ) -> Option<Article> {
        // Blitz 3A: "a claim not allowed when the opponent has determined a next move", supervised
        // or not.
        if let (Rulebook::UsChess, Category::Blitz) = (self, category) {
            return Some(Article::laws(Rulebook::UsChess, "blitz 3A"));
        }
        if supervised {
            return None;
        }
        Some(match (self, category) {
            (Rulebook::Fide2023, Category::Rapid | Category::RapidOrBlitz) => {
                Article::laws(Rulebook::Fide2023, "A.5.2")
            }
            (Rulebook::Fide2023, Category::Blitz) => {
                Article::laws(Rulebook::Fide2023, "A.5.2 (B.3)")
            }
            (Rulebook::Fide2018, Category::Rapid | Category::RapidOrBlitz) => {
                Article::laws(Rulebook::Fide2018, "A4.2")
            }
            (Rulebook::Fide2018, Category::Blitz) => {
                Article::laws(Rulebook::Fide2018, "A4.2 (B.4)")
            }
            (Rulebook::Fide2009, Category::Rapid | Category::RapidOrBlitz) => {
                Article::laws(Rulebook::Fide2009, "Appendix A.4(c)")
            }
            (Rulebook::Fide2009, Category::Blitz) => {
                Article::laws(Rulebook::Fide2009, "Appendix B.3")
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bonus(minutes: i64, article: Article) -> IllegalMoveRuling {
        IllegalMoveRuling::OpponentBonus {
            bonus: Millis::from_mins(minutes),
            article,
        }
    }

    fn loss(article: Article) -> IllegalMoveRuling {
        IllegalMoveRuling::Loss { article }
    }

    /// Both ways of running an event (A.4 / A.5, B.2 / B.3; 2018 A3 / A4, B.3 / B.4; 2009 A.3 / A.4,
    /// B.2 / B.3).
    const SUPERVISION: [bool; 2] = [false, true];

    #[test]
    fn fide_2023_first_illegal_move_7_5_5_two_minutes_a_3_one_minute_in_all_rapid() {
        let r = Rulebook::Fide2023;
        for supervised in SUPERVISION {
            assert_eq!(
                r.illegal_move(Category::Standard, supervised, 1),
                bonus(2, Article::laws(Rulebook::Fide2023, "7.5.5"))
            );
            assert_eq!(
                r.illegal_move(Category::Rapid, supervised, 1),
                bonus(1, Article::laws(Rulebook::Fide2023, "A.3 (7.5.5)"))
            );
        }
    }

    #[test]
    fn fide_2023_blitz_b_3_one_minute_without_adequate_supervision_b_2_two_minutes_with_it() {
        let r = Rulebook::Fide2023;
        assert_eq!(
            r.illegal_move(Category::Blitz, false, 1),
            bonus(1, Article::laws(Rulebook::Fide2023, "B.3 (A.3, 7.5.5)"))
        );
        assert_eq!(
            r.illegal_move(Category::Blitz, true, 1),
            bonus(2, Article::laws(Rulebook::Fide2023, "B.2 (7.5.5)"))
        );
        // Unsupervised rapid and blitz agree (A.3); supervised they do not.
        assert_eq!(
            r.illegal_move(Category::RapidOrBlitz, false, 1),
            bonus(1, Article::laws(Rulebook::Fide2023, "A.3 (7.5.5)"))
        );
        assert_eq!(
            r.illegal_move(Category::RapidOrBlitz, true, 1),
            IllegalMoveRuling::NotApplicable {
                reason: NoPenalty::RapidOrBlitz {
                    rulebook: Rulebook::Fide2023
                }
            }
        );
    }

    #[test]
    fn fide_2023_second_illegal_move_loses_in_every_category_7_5_5() {
        for category in [
            Category::Standard,
            Category::Rapid,
            Category::Blitz,
            Category::RapidOrBlitz,
            Category::Unclassified,
        ] {
            for supervised in SUPERVISION {
                for nth in [2, 3] {
                    assert_eq!(
                        Rulebook::Fide2023.illegal_move(category, supervised, nth),
                        loss(Article::laws(Rulebook::Fide2023, "7.5.5"))
                    );
                }
            }
        }
    }

    #[test]
    fn fide_2018_two_minutes_in_standard_and_rapid_one_in_every_blitz_game_b_2() {
        let r = Rulebook::Fide2018;
        for supervised in SUPERVISION {
            assert_eq!(
                r.illegal_move(Category::Standard, supervised, 1),
                bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5"))
            );
            assert_eq!(
                r.illegal_move(Category::Blitz, supervised, 1),
                bonus(1, Article::laws(Rulebook::Fide2018, "B.2 (7.5.5)"))
            );
            for category in [Category::Standard, Category::Rapid, Category::Blitz] {
                assert_eq!(
                    r.illegal_move(category, supervised, 2),
                    loss(Article::laws(Rulebook::Fide2018, "7.5.5"))
                );
            }
        }
        // Rapid: A4.2 without adequate supervision; with it the Competition Rules alone (A3.1).
        assert_eq!(
            r.illegal_move(Category::Rapid, false, 1),
            bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5 (A4.2)"))
        );
        assert_eq!(
            r.illegal_move(Category::Rapid, true, 1),
            bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5"))
        );
    }

    #[test]
    fn fide_2009_7_4_b_two_minutes_twice_then_the_third_loses() {
        let r = Rulebook::Fide2009;
        for supervised in SUPERVISION {
            for nth in [1, 2] {
                assert_eq!(
                    r.illegal_move(Category::Standard, supervised, nth),
                    bonus(2, Article::laws(Rulebook::Fide2009, "7.4(b)"))
                );
            }
            for category in [Category::Standard, Category::Rapid] {
                assert_eq!(
                    r.illegal_move(category, supervised, 3),
                    loss(Article::laws(Rulebook::Fide2009, "7.4(b)"))
                );
            }
        }
        // Rapidplay: Appendix A.4(c) without adequate supervision, the Competition Rules with it (A.3).
        for nth in [1, 2] {
            assert_eq!(
                r.illegal_move(Category::Rapid, false, nth),
                bonus(
                    2,
                    Article::laws(Rulebook::Fide2009, "7.4(b) (Appendix A.4(c))")
                )
            );
            assert_eq!(
                r.illegal_move(Category::Rapid, true, nth),
                bonus(2, Article::laws(Rulebook::Fide2009, "7.4(b)"))
            );
        }
    }

    #[test]
    fn fide_2009_blitz_b_3_the_first_claimed_illegal_move_loses_without_adequate_supervision() {
        for nth in [1, 2, 3] {
            assert_eq!(
                Rulebook::Fide2009.illegal_move(Category::Blitz, false, nth),
                loss(Article::laws(Rulebook::Fide2009, "Appendix B.3"))
            );
        }
    }

    #[test]
    fn fide_2009_blitz_b_2_supervised_two_minutes_twice_then_the_third_loses_7_4_b() {
        let r = Rulebook::Fide2009;
        for nth in [1, 2] {
            assert_eq!(
                r.illegal_move(Category::Blitz, true, nth),
                bonus(
                    2,
                    Article::laws(Rulebook::Fide2009, "Appendix B.2 (7.4(b))")
                )
            );
        }
        assert_eq!(
            r.illegal_move(Category::Blitz, true, 3),
            loss(Article::laws(Rulebook::Fide2009, "7.4(b)"))
        );
    }

    #[test]
    fn games_without_a_fide_category_get_the_competition_rules_penalty() {
        for category in [Category::Unclassified, Category::Unknown, Category::Untimed] {
            for supervised in SUPERVISION {
                assert_eq!(
                    Rulebook::Fide2023.illegal_move(category, supervised, 1),
                    bonus(2, Article::laws(Rulebook::Fide2023, "7.5.5"))
                );
                assert_eq!(
                    Rulebook::Fide2018.illegal_move(category, supervised, 1),
                    bonus(2, Article::laws(Rulebook::Fide2018, "7.5.5"))
                );
                assert_eq!(
                    Rulebook::Fide2009.illegal_move(category, supervised, 2),
                    bonus(2, Article::laws(Rulebook::Fide2009, "7.4(b)"))
                );
            }
        }
    }

    #[test]
    fn rapid_or_blitz_is_not_applicable_where_rapid_and_blitz_differ() {
        for rulebook in [Rulebook::Fide2018, Rulebook::Fide2009] {
            for supervised in SUPERVISION {
                assert_eq!(
                    rulebook.illegal_move(Category::RapidOrBlitz, supervised, 1),
                    IllegalMoveRuling::NotApplicable {
                        reason: NoPenalty::RapidOrBlitz { rulebook }
                    }
                );
            }
        }
    }

    #[test]
    fn fide_2009_blitz_illegal_move_claimed_before_the_claimants_move_appendix_b_3() {
        assert_eq!(
            Rulebook::Fide2009.illegal_move_deadline(Category::Blitz, false),
            Some(Article::laws(Rulebook::Fide2009, "Appendix B.3"))
        );
        assert_eq!(
            Rulebook::Fide2009.illegal_move_deadline(Category::Rapid, false),
            Some(Article::laws(Rulebook::Fide2009, "Appendix A.4(c)"))
        );
    }

    #[test]
    fn fmjd_has_no_illegal_move_time_penalty() {
        for category in [Category::Rapid, Category::Blitz, Category::RapidOrBlitz] {
            assert_eq!(
                Rulebook::Fmjd.illegal_move(category, false, 1),
                IllegalMoveRuling::NotApplicable {
                    reason: NoPenalty::Draughts
                }
            );
        }
    }

    #[test]
    fn a_replayed_ruling_takes_the_penalty_its_event_records() {
        let given = Correction {
            side: crate::Side::Black,
            before: Millis::from_mins(3),
            after: Millis::from_mins(4),
        };
        let today = bonus(2, Article::laws(Rulebook::Fide2023, "B.2 (7.5.5)"));
        assert_eq!(
            today.clone().given_as(Some(given)),
            bonus(1, Article::laws(Rulebook::Fide2023, "B.2 (7.5.5)"))
        );
        assert_eq!(
            today.given_as(None),
            loss(Article::laws(Rulebook::Fide2023, "B.2 (7.5.5)"))
        );
        assert_eq!(
            loss(Article::laws(Rulebook::Fide2023, "7.5.5")).given_as(Some(given)),
            bonus(1, Article::laws(Rulebook::Fide2023, "7.5.5"))
        );
        let not_applicable = Rulebook::Fmjd.illegal_move(Category::Blitz, false, 1);
        assert_eq!(not_applicable.clone().given_as(Some(given)), not_applicable);
    }

    #[test]
    fn a_zeroth_illegal_move_is_not_applicable() {
        assert!(matches!(
            Rulebook::Fide2023.illegal_move(Category::Standard, false, 0),
            IllegalMoveRuling::NotApplicable { .. }
        ));
    }
}
