//! Where a ruling rests: an article of a rulebook, cited by the rulebook and its number.

use crate::Rulebook;
use serde::Serialize;
use std::borrow::Cow;

/// A citation. Its number is the rulebook's own (`6.9`, `A.5.1.1 (B.3)`, `Appendix A.4(d)(3)`,
/// `Art. 9`), cited as the rulebook prints it in every language; [`Article::EventRegulations`] is
/// no article but a reference to the event's rules.
///
/// The rules cite their articles as written in the code (`N` is `&'static str`, and an article is
/// `Copy`); a record holds a [`Citation`], which may also be a number read back from a log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Article<N = &'static str> {
    /// `number` of the Laws of `rulebook` (for FMJD, of its Annex 6).
    Laws { rulebook: Rulebook, number: N },
    /// `number` of the Guidelines III of `rulebook`'s Laws (`III.4`).
    Guidelines { rulebook: Rulebook, number: N },
    /// `number` of the FIDE Laws in every edition that has it, cited without the year (`FIDE 5.2.2`),
    /// where a sentence speaks of chess under another rulebook.
    Fide { number: N },
    /// `number` alone (`Art. 2`, `Appendix G.4`, `Guidelines III.4`): where the sentence names the
    /// rulebook, or the article is the same in every edition.
    Bare { number: N },
    /// The regulations of the event, where the rulebook leaves a rule to them.
    EventRegulations,
}

/// An article as a record holds it: one the rules cite, or one read from a log.
pub type Citation = Article<Cow<'static, str>>;

impl Article {
    /// Article `number` of `rulebook`.
    #[must_use]
    pub const fn laws(rulebook: Rulebook, number: &'static str) -> Article {
        Article::Laws { rulebook, number }
    }

    /// Article `number` of `rulebook`'s Guidelines III.
    #[must_use]
    pub const fn guidelines(rulebook: Rulebook, number: &'static str) -> Article {
        Article::Guidelines { rulebook, number }
    }
}

impl<N: AsRef<str>> Article<N> {
    /// The citation as the rulebooks print it, the same in every language (`FIDE 2023 6.9`,
    /// `FIDE 2023 Guidelines III.4`); `None` for [`Article::EventRegulations`], which is words.
    ///
    /// ```
    /// use flagfall_core::{Article, Rulebook};
    /// assert_eq!(Article::laws(Rulebook::Fide2023, "6.9").printed().as_deref(), Some("FIDE 2023 6.9"));
    /// assert_eq!(Article::<&str>::EventRegulations.printed(), None);
    /// ```
    #[must_use]
    pub fn printed(&self) -> Option<String> {
        Some(match self {
            Article::Laws { rulebook, number } => {
                format!("{} {}", rulebook.citation(), number.as_ref())
            }
            Article::Guidelines { rulebook, number } => {
                format!("{} Guidelines {}", rulebook.citation(), number.as_ref())
            }
            Article::Fide { number } => format!("FIDE {}", number.as_ref()),
            Article::Bare { number } => number.as_ref().to_owned(),
            Article::EventRegulations => return None,
        })
    }
}

impl From<Article> for Citation {
    fn from(article: Article) -> Citation {
        match article {
            Article::Laws { rulebook, number } => Article::Laws {
                rulebook,
                number: Cow::Borrowed(number),
            },
            Article::Guidelines { rulebook, number } => Article::Guidelines {
                rulebook,
                number: Cow::Borrowed(number),
            },
            Article::Fide { number } => Article::Fide {
                number: Cow::Borrowed(number),
            },
            Article::Bare { number } => Article::Bare {
                number: Cow::Borrowed(number),
            },
            Article::EventRegulations => Article::EventRegulations,
        }
    }
}
