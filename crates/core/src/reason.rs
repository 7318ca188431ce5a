//! Why a game ended, as a value: the rule that decided it, with the sides, the numbers and the
//! article. The log stores it as this value; the core never words it for a reader: English for the
//! command line is [`Reason`]'s `Display`, and the app words each variant in the reader's language.

use crate::{
    Citation, Millis, Side, FMJD_DRAW_AGREEMENT, FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE,
};
use serde::Serialize;

/// Why a game ended. The log writes it as an object tagged by its `rule`, its fields as they are.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "rule")]
pub enum Reason {
    /// `loser`'s flag fell `at` game time (FIDE 6.9; FMJD Annex 6 Art. 7.1). `claimant_can_checkmate`
    /// is the arbiter's answer on a win-on-time claim in chess; `None` when the clock decided alone.
    FlagFell {
        loser: Side,
        at: Millis,
        claimant_can_checkmate: Option<bool>,
        article: Citation,
    },
    /// Both flags fell, `first`'s first.
    BothFlagsFell { first: Side, article: Citation },
    /// Both flags fell and the arbiter ruled that the order cannot be established (Guidelines
    /// III.3.1).
    FlagOrderUnknown { article: Citation },
    /// At the default time `absent` was not at the board (FIDE 6.7.1); `None`: neither player was.
    DefaultTime {
        absent: Option<Side>,
        article: Citation,
    },
    /// `side`'s `nth` illegal move: it loses, or draws when the opponent cannot checkmate.
    IllegalMove {
        side: Side,
        nth: u32,
        opponent_cannot_mate: bool,
        article: Citation,
    },
    /// `claimant`'s claim of a repetition or the fifty-move rule, found correct (FIDE 9.2, 9.3).
    RepetitionClaimUpheld { claimant: Side, article: Citation },
    /// The draw `offered_by` offered was accepted (FIDE 5.2.3, 9.1.2).
    DrawAgreed { offered_by: Side, article: Citation },
    /// `claimant`'s Guidelines III.5 draw claim, accepted.
    DrawClaimAccepted { claimant: Side, article: Citation },
    /// `claimant`'s draw claim with no arbiter present: the game is over, the designated arbiter
    /// decides the result (Guidelines III.6).
    DrawClaimUnsupervised { claimant: Side, article: Citation },
    /// Neither player can checkmate (FIDE 5.2.2; 2009 5.2(b)).
    DeadPosition { article: Citation },
    /// The players agreed a draw in draughts (FMJD Annex 6 Art. 5).
    DraughtsAgreement,
    /// A regulation draw by material (FMJD Annex 6 Art. 8).
    DraughtsRegulation,
    /// `claimant`'s time-shortage claim, upheld (FMJD Annex 6 Art. 9).
    DraughtsTimeShortage { claimant: Side },
    /// The arbiter ended the game: the reason the arbiter wrote, as written.
    Arbiter { words: String },
    /// A reason read from a log of version 1, which wrote reasons in English: known by those words
    /// alone, and written back as them. Reading a log replaces it with the reason a replay derives
    /// (every reader of an [`IncidentLog`](crate::IncidentLog)); it stays only in a log that does not
    /// replay.
    #[serde(untagged)]
    Logged(String),
}

impl Reason {
    /// The reason with no article cited: the rule and its values alone, for two citations of one
    /// ruling to compare equal.
    #[must_use]
    pub(crate) fn uncited(&self) -> Reason {
        let mut reason = self.clone();
        if let Some(article) = reason.citation() {
            *article = Citation::EventRegulations;
        }
        reason
    }

    /// The article the reason carries itself; `None` for one the rule's variant implies, the
    /// arbiter's words and a logged reason.
    fn citation(&mut self) -> Option<&mut Citation> {
        match self {
            Reason::FlagFell { article, .. }
            | Reason::BothFlagsFell { article, .. }
            | Reason::FlagOrderUnknown { article }
            | Reason::IllegalMove { article, .. }
            | Reason::RepetitionClaimUpheld { article, .. }
            | Reason::DrawAgreed { article, .. }
            | Reason::DrawClaimAccepted { article, .. }
            | Reason::DrawClaimUnsupervised { article, .. }
            | Reason::DefaultTime { article, .. }
            | Reason::DeadPosition { article } => Some(article),
            Reason::DraughtsAgreement
            | Reason::DraughtsRegulation
            | Reason::DraughtsTimeShortage { .. }
            | Reason::Arbiter { .. }
            | Reason::Logged(_) => None,
        }
    }

    /// The article the reason cites; `None` for the arbiter's words and a logged reason.
    ///
    /// ```
    /// use flagfall_core::{Reason, Side};
    /// assert_eq!(Reason::DraughtsTimeShortage { claimant: Side::Black }.article(), Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fmjd, "Art. 9").into()));
    /// assert_eq!(Reason::Arbiter { words: "resigned".into() }.article(), None);
    /// ```
    #[must_use]
    pub fn article(&self) -> Option<Citation> {
        match self {
            Reason::DraughtsAgreement => Some(FMJD_DRAW_AGREEMENT.into()),
            Reason::DraughtsRegulation => Some(FMJD_REGULATION_DRAW.into()),
            Reason::DraughtsTimeShortage { .. } => Some(FMJD_TIME_SHORTAGE.into()),
            carried => carried.clone().citation().cloned(),
        }
    }
}
