//! Whether a player must record the moves (FIDE 8.1.1), or is exempt: in rapid and blitz always (A.2),
//! in standard play for the rest of a period once the clock shows less than five minutes without an
//! addition of 30 seconds or more a move (8.4).

use crate::{Article, Category, Millis, Rulebook};

/// A player's duty to keep the scoresheet at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoresheet {
    /// The moves must be recorded (FIDE 8.1.1).
    Required,
    /// Rapid and blitz players need not record the moves at all (FIDE A.2; FMJD Annex 6 Art. 4).
    NotRequired { article: Article },
    /// Less than five minutes at some stage of the period and no addition of 30 seconds or more a
    /// move: no recording for the rest of the period (FIDE 8.4).
    ExemptForThePeriod { article: Article },
}

impl Scoresheet {
    /// Whether the player must record the moves now.
    #[must_use]
    pub const fn must_record(self) -> bool {
        matches!(self, Scoresheet::Required)
    }
}

/// Under five minutes (8.4: "less than five minutes").
const SHORT_OF_TIME: Millis = Millis::from_mins(5);
/// An addition a move of this or more keeps the duty (8.4: "30 seconds or more").
const ENOUGH_ADDED: Millis = Millis::from_secs(30);

impl Rulebook {
    /// The scoresheet duty of a player in a game of `category` whose clock showed less than five
    /// minutes at some stage of the current period (`short_this_period`), given the time added each
    /// move in that period (an increment or a delay: FIDE counts both, glossary).
    ///
    /// - FIDE 2023 A.2, 2018 A2, 2009 Appendix A.2: rapid players need not record; blitz players
    ///   neither (2023 B.3, 2018 B.4, 2009 B.3 apply A.2).
    /// - FIDE 8.4 (all three texts) otherwise.
    /// - FMJD Annex 6 Art. 4: recording is optional in rapid and blitz; other games keep the normal
    ///   regulations' duty.
    ///
    /// ```
    /// use flagfall_core::{Category, Millis, Rulebook, Scoresheet};
    /// let r = Rulebook::Fide2023;
    /// assert_eq!(r.scoresheet(Category::Standard, false, Millis::ZERO), Scoresheet::Required);
    /// assert!(!r.scoresheet(Category::Standard, true, Millis::from_secs(5)).must_record());
    /// assert!(r.scoresheet(Category::Standard, true, Millis::from_secs(30)).must_record());
    /// assert!(!r.scoresheet(Category::Blitz, false, Millis::ZERO).must_record());
    /// ```
    #[must_use]
    pub fn scoresheet(
        self,
        category: Category,
        short_this_period: bool,
        added_each_move: Millis,
    ) -> Scoresheet {
        let not_required = |article| Scoresheet::NotRequired { article };
        match (self, category) {
            (Rulebook::Fide2023, Category::Rapid | Category::RapidOrBlitz) => {
                return not_required(Article::laws(Rulebook::Fide2023, "A.2"))
            }
            (Rulebook::Fide2023, Category::Blitz) => {
                return not_required(Article::laws(Rulebook::Fide2023, "B.3 (A.2)"))
            }
            (Rulebook::Fide2018, Category::Rapid | Category::RapidOrBlitz) => {
                return not_required(Article::laws(Rulebook::Fide2018, "A2"))
            }
            (Rulebook::Fide2018, Category::Blitz) => {
                return not_required(Article::laws(Rulebook::Fide2018, "B.4 (A2)"))
            }
            (Rulebook::Fide2009, Category::Rapid | Category::RapidOrBlitz) => {
                return not_required(Article::laws(Rulebook::Fide2009, "Appendix A.2"))
            }
            (Rulebook::Fide2009, Category::Blitz) => {
                return not_required(Article::laws(Rulebook::Fide2009, "Appendix A.2 (B.3)"))
            }
            (Rulebook::Fmjd, Category::Rapid | Category::Blitz | Category::RapidOrBlitz) => {
                return not_required(Article::laws(Rulebook::Fmjd, "Art. 4"))
            }
            (Rulebook::Fmjd, _) => return Scoresheet::Required,
            // 5C TD TIP: Quick Chess "except scorekeeping is not required"; blitz keeps none either.
            (Rulebook::UsChess, Category::Quick | Category::Blitz) => {
                return not_required(Article::laws(Rulebook::UsChess, "5C"))
            }
            _ => {}
        }
        if short_this_period && added_each_move < ENOUGH_ADDED {
            Scoresheet::ExemptForThePeriod {
                article: match self {
                    Rulebook::Fide2018 => Article::laws(Rulebook::Fide2018, "8.4"),
                    Rulebook::Fide2009 => Article::laws(Rulebook::Fide2009, "8.4"),
                    Rulebook::UsChess => Article::laws(Rulebook::UsChess, "15B, 15C"),
                    _ => Article::laws(Rulebook::Fide2023, "8.4"),
                },
            }
        } else {
            Scoresheet::Required
        }
    }
}

/// Whether `remaining` is short enough for FIDE 8.4.
pub(crate) fn short_of_time(remaining: Millis) -> bool {
    remaining < SHORT_OF_TIME
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fide_8_4_under_five_minutes_without_30_seconds_a_move_need_not_record() {
        for (rulebook, article) in [
            (Rulebook::Fide2023, Article::laws(Rulebook::Fide2023, "8.4")),
            (Rulebook::Fide2018, Article::laws(Rulebook::Fide2018, "8.4")),
            (Rulebook::Fide2009, Article::laws(Rulebook::Fide2009, "8.4")),
        ] {
            assert_eq!(
                rulebook.scoresheet(Category::Standard, true, Millis::from_secs(29)),
                Scoresheet::ExemptForThePeriod { article }
            );
            assert_eq!(
                rulebook.scoresheet(Category::Standard, true, Millis::from_secs(30)),
                Scoresheet::Required
            );
            assert_eq!(
                rulebook.scoresheet(Category::Standard, false, Millis::ZERO),
                Scoresheet::Required
            );
        }
    }

    #[test]
    fn rapid_and_blitz_players_need_not_record_a_2() {
        assert_eq!(
            Rulebook::Fide2023.scoresheet(Category::Rapid, false, Millis::ZERO),
            Scoresheet::NotRequired {
                article: Article::laws(Rulebook::Fide2023, "A.2")
            }
        );
        assert_eq!(
            Rulebook::Fide2018.scoresheet(Category::Blitz, false, Millis::ZERO),
            Scoresheet::NotRequired {
                article: Article::laws(Rulebook::Fide2018, "B.4 (A2)")
            }
        );
        assert_eq!(
            Rulebook::Fide2009.scoresheet(Category::Rapid, false, Millis::ZERO),
            Scoresheet::NotRequired {
                article: Article::laws(Rulebook::Fide2009, "Appendix A.2")
            }
        );
    }

    #[test]
    fn fmjd_art_4_recording_is_optional_in_rapid_and_blitz_only() {
        assert!(!Rulebook::Fmjd
            .scoresheet(Category::RapidOrBlitz, false, Millis::ZERO)
            .must_record());
        assert!(Rulebook::Fmjd
            .scoresheet(Category::Standard, true, Millis::ZERO)
            .must_record());
    }

    #[test]
    fn five_minutes_exactly_is_not_short_of_time() {
        assert!(!short_of_time(Millis::from_mins(5)));
        assert!(short_of_time(Millis(299_999)));
    }
}
