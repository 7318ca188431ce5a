//! The default time: how late after the start a player may arrive at the board (FIDE 2023 and 2018
//! 6.7, 2009 6.6).

use crate::{Article, Millis, Rulebook};

/// A rulebook's default time when the event specifies none, and the article.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DefaultTime {
    /// `None` when the rulebook leaves it to the event.
    pub unless_specified: Option<Millis>,
    pub article: Article,
}

impl Rulebook {
    /// The default time, and the article by which a player not present when it passes loses "unless
    /// the arbiter decides otherwise".
    ///
    /// - FIDE 2023 and 2018 6.7.1: zero unless the event specifies another.
    /// - FIDE 2009 6.6(a): zero ("the rules of a competition may specify otherwise"). The hour of
    ///   seed 004's Art. 6.6 is the text the 2009 Laws replaced.
    /// - FMJD: the event's regulations.
    ///
    /// ```
    /// use flagfall_core::{Millis, Rulebook};
    /// assert_eq!(Rulebook::Fide2009.default_time().unless_specified, Some(Millis::ZERO));
    /// assert_eq!(Rulebook::Fide2023.default_time().article, flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2023, "6.7.1"));
    /// ```
    #[must_use]
    pub const fn default_time(self) -> DefaultTime {
        let (unless_specified, article) = match self {
            Rulebook::Fide2023 => (
                Some(Millis::ZERO),
                Article::laws(Rulebook::Fide2023, "6.7.1"),
            ),
            Rulebook::Fide2018 => (
                Some(Millis::ZERO),
                Article::laws(Rulebook::Fide2018, "6.7.1"),
            ),
            Rulebook::Fide2009 => (
                Some(Millis::ZERO),
                Article::laws(Rulebook::Fide2009, "6.6(a)"),
            ),
            Rulebook::Fmjd => (None, Article::EventRegulations),
            // 13D: "more than one hour late … or arrives after the expiration of the first or only
            // time control period, whichever comes first"; the second is the absent player's own
            // flag, which the opponent claims (13C1).
            Rulebook::UsChess => (
                Some(Millis::from_mins(60)),
                Article::laws(Rulebook::UsChess, "13D"),
            ),
        };
        DefaultTime {
            unless_specified,
            article,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fide_6_7_1_and_2009_6_6_a_zero_unless_the_event_specifies_another() {
        assert_eq!(
            Rulebook::Fide2018.default_time(),
            DefaultTime {
                unless_specified: Some(Millis::ZERO),
                article: Article::laws(Rulebook::Fide2018, "6.7.1")
            }
        );
        assert_eq!(
            Rulebook::Fide2009.default_time(),
            DefaultTime {
                unless_specified: Some(Millis::ZERO),
                article: Article::laws(Rulebook::Fide2009, "6.6(a)")
            }
        );
        assert_eq!(Rulebook::Fmjd.default_time().unless_specified, None);
    }
}
