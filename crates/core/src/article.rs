//! Where a ruling rests: an article of a rulebook, cited by the rulebook and its number.

use crate::Rulebook;

/// A citation. Its number is the rulebook's own (`6.9`, `A.5.1.1 (B.3)`, `Appendix A.4(d)(3)`,
/// `Art. 9`), cited as the rulebook prints it in every language; [`Article::EventRegulations`] is
/// no article but a reference to the event's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Article {
    /// `number` of the Laws of `rulebook` (for FMJD, of its Annex 6).
    Laws {
        rulebook: Rulebook,
        number: &'static str,
    },
    /// `number` of the Guidelines III of `rulebook`'s Laws (`III.4`).
    Guidelines {
        rulebook: Rulebook,
        number: &'static str,
    },
    /// The regulations of the event, where the rulebook leaves a rule to them.
    EventRegulations,
}

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
