//! When the clock setting may no longer be changed in rapid and blitz games.

use crate::{Article, BySide, Category, Rulebook};

impl Rulebook {
    /// The article that freezes the clock setting once `moves` (completed by each player) is reached,
    /// or `None` while it may still be changed.
    ///
    /// - FIDE 2023: rapid and blitz, after 10 moves each (A.5.1.1; blitz through B.3).
    /// - FIDE 2018: rapid and blitz, after 10 moves each (A4.1.1; blitz through B.4).
    /// - FIDE 2009: rapid and blitz, after three moves each, no claim on the clock setting
    ///   (Appendix A.4(a); blitz through B.3).
    /// - Standard chess, FMJD and games without a rapid or blitz category: never.
    ///
    /// These are the rules for rapid and blitz without adequate supervision (2023 A.5 / B.3, 2018 A4 /
    /// B.4, 2009 Appendix A.4): with it (`supervised`; 2023 A.4, 2018 A3, 2009 Appendix A.3) the
    /// Competition Rules apply and the arbiter may correct a wrong setting at any time (6.10.2). Even
    /// when locked, FIDE allows a change if "the schedule of the event would be adversely affected".
    ///
    /// ```
    /// use flagfall_core::{BySide, Category, Rulebook};
    /// let each = |n| BySide::new(n, n);
    /// assert_eq!(Rulebook::Fide2023.settings_locked(Category::Rapid, false, BySide::new(10, 9)), None);
    /// assert_eq!(
    ///     Rulebook::Fide2023.settings_locked(Category::Rapid, false, each(10)),
    ///     Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "A.5.1.1"))
    /// );
    /// assert_eq!(Rulebook::Fide2023.settings_locked(Category::Rapid, true, each(10)), None);
    /// ```
    #[must_use]
    pub const fn settings_locked(
        self,
        category: Category,
        supervised: bool,
        moves: BySide<u32>,
    ) -> Option<Article> {
        // US Chess has no supervision test: its blitz lock holds whoever watches.
        if supervised && !matches!(self, Rulebook::UsChess) {
            return None;
        }
        let fewest = if moves.white < moves.black {
            moves.white
        } else {
            moves.black
        };
        let (needed, article) = match (self, category) {
            (Rulebook::Fide2023, Category::Rapid | Category::RapidOrBlitz) => {
                (10, Article::laws(Rulebook::Fide2023, "A.5.1.1"))
            }
            (Rulebook::Fide2023, Category::Blitz) => {
                (10, Article::laws(Rulebook::Fide2023, "A.5.1.1 (B.3)"))
            }
            (Rulebook::Fide2018, Category::Rapid | Category::RapidOrBlitz) => {
                (10, Article::laws(Rulebook::Fide2018, "A4.1.1"))
            }
            (Rulebook::Fide2018, Category::Blitz) => {
                (10, Article::laws(Rulebook::Fide2018, "A4.1.1 (B.4)"))
            }
            (Rulebook::Fide2009, Category::Rapid | Category::RapidOrBlitz) => {
                (3, Article::laws(Rulebook::Fide2009, "Appendix A.4(a)"))
            }
            (Rulebook::Fide2009, Category::Blitz) => (
                3,
                Article::laws(Rulebook::Fide2009, "Appendix A.4(a) (B.3)"),
            ),
            // Blitz 3: "once each side has completed a move … the time on the clock remains as set".
            (Rulebook::UsChess, Category::Blitz) => {
                (1, Article::laws(Rulebook::UsChess, "blitz 3"))
            }
            _ => return None,
        };
        if fewest >= needed {
            Some(article)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(white: u32, black: u32) -> BySide<u32> {
        BySide::new(white, black)
    }

    #[test]
    fn fide_2023_a_5_1_1_locks_rapid_and_blitz_after_ten_moves_each() {
        let r = Rulebook::Fide2023;
        assert_eq!(r.settings_locked(Category::Rapid, false, moves(9, 9)), None);
        assert_eq!(
            r.settings_locked(Category::Rapid, false, moves(10, 9)),
            None
        );
        assert_eq!(
            r.settings_locked(Category::Rapid, false, moves(10, 10)),
            Some(Article::laws(Rulebook::Fide2023, "A.5.1.1"))
        );
        assert_eq!(
            r.settings_locked(Category::Blitz, false, moves(11, 10)),
            Some(Article::laws(Rulebook::Fide2023, "A.5.1.1 (B.3)"))
        );
    }

    #[test]
    fn fide_2018_a4_1_1_locks_after_ten_moves_each() {
        let r = Rulebook::Fide2018;
        assert_eq!(
            r.settings_locked(Category::Blitz, false, moves(9, 10)),
            None
        );
        assert_eq!(
            r.settings_locked(Category::Rapid, false, moves(10, 10)),
            Some(Article::laws(Rulebook::Fide2018, "A4.1.1"))
        );
        assert_eq!(
            r.settings_locked(Category::Blitz, false, moves(10, 10)),
            Some(Article::laws(Rulebook::Fide2018, "A4.1.1 (B.4)"))
        );
    }

    #[test]
    fn fide_2009_a_4_a_locks_after_three_moves_each() {
        let r = Rulebook::Fide2009;
        assert_eq!(r.settings_locked(Category::Rapid, false, moves(3, 2)), None);
        assert_eq!(
            r.settings_locked(Category::Rapid, false, moves(3, 3)),
            Some(Article::laws(Rulebook::Fide2009, "Appendix A.4(a)"))
        );
        assert_eq!(
            r.settings_locked(Category::Blitz, false, moves(4, 3)),
            Some(Article::laws(Rulebook::Fide2009, "Appendix A.4(a) (B.3)"))
        );
    }

    #[test]
    fn with_adequate_supervision_the_competition_rules_never_lock_2023_a_4_2018_a3_2009_a_3() {
        for rulebook in [Rulebook::Fide2023, Rulebook::Fide2018, Rulebook::Fide2009] {
            for category in [Category::Rapid, Category::Blitz] {
                assert_eq!(
                    rulebook.settings_locked(category, true, moves(80, 80)),
                    None
                );
            }
        }
    }

    #[test]
    fn standard_chess_and_draughts_are_never_locked() {
        for rulebook in Rulebook::ALL {
            for category in [
                Category::Standard,
                Category::Unclassified,
                Category::Unknown,
                Category::Untimed,
            ] {
                assert_eq!(
                    rulebook.settings_locked(category, false, moves(80, 80)),
                    None
                );
            }
        }
        for category in [Category::Rapid, Category::Blitz, Category::RapidOrBlitz] {
            assert_eq!(
                Rulebook::Fmjd.settings_locked(category, false, moves(80, 80)),
                None
            );
        }
    }
}
