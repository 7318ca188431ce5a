//! Why a game ended, as a value: the rule that decided it, with the sides, the numbers and the
//! article. The core never words it for a reader: English for the command line and the log is
//! [`Reason`]'s `Display`, and the app words each variant in the reader's language.

use crate::{Article, Millis, Side, FMJD_DRAW_AGREEMENT, FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE};

/// Why a game ended. Two reasons are equal when they say the same: a reason read from a log is
/// known by its words alone ([`Reason::Logged`]), and is the reason a replay derives again when the
/// words are the same.
#[derive(Clone, Debug)]
pub enum Reason {
    /// `loser`'s flag fell `at` game time (FIDE 6.9; FMJD Annex 6 Art. 7.1). `claimant_can_checkmate`
    /// is the arbiter's answer on a win-on-time claim in chess; `None` when the clock decided alone.
    FlagFell {
        loser: Side,
        at: Millis,
        claimant_can_checkmate: Option<bool>,
        article: Article,
    },
    /// Both flags fell, `first`'s first.
    BothFlagsFell { first: Side, article: Article },
    /// Both flags fell and the arbiter ruled that the order cannot be established (Guidelines
    /// III.3.1).
    FlagOrderUnknown { article: Article },
    /// At the default time `absent` was not at the board (FIDE 6.7.1); `None`: neither player was.
    DefaultTime {
        absent: Option<Side>,
        article: Article,
    },
    /// `side`'s `nth` illegal move: it loses, or draws when the opponent cannot checkmate.
    IllegalMove {
        side: Side,
        nth: u32,
        opponent_cannot_mate: bool,
        article: Article,
    },
    /// `claimant`'s claim of a repetition or the fifty-move rule, found correct (FIDE 9.2, 9.3).
    RepetitionClaimUpheld { claimant: Side, article: Article },
    /// The draw `offered_by` offered was accepted (FIDE 5.2.3, 9.1.2).
    DrawAgreed { offered_by: Side, article: Article },
    /// `claimant`'s Guidelines III.5 draw claim, accepted.
    DrawClaimAccepted { claimant: Side, article: Article },
    /// `claimant`'s draw claim with no arbiter present: the game is over, the designated arbiter
    /// decides the result (Guidelines III.6).
    DrawClaimUnsupervised { claimant: Side, article: Article },
    /// Neither player can checkmate (FIDE 5.2.2; 2009 5.2(b)).
    DeadPosition { article: Article },
    /// The players agreed a draw in draughts (FMJD Annex 6 Art. 5).
    DraughtsAgreement,
    /// A regulation draw by material (FMJD Annex 6 Art. 8).
    DraughtsRegulation,
    /// `claimant`'s time-shortage claim, upheld (FMJD Annex 6 Art. 9).
    DraughtsTimeShortage { claimant: Side },
    /// The arbiter ended the game: the reason the arbiter wrote, as written.
    Arbiter(String),
    /// A reason read from a log, as the log words it (`text`: the record's words, kept as they are).
    /// Once a replay has found the same result for a reason worded otherwise today (an article
    /// cited more precisely since), `replayed` is that reason, the one a reader is shown.
    Logged {
        text: String,
        replayed: Option<Box<Reason>>,
    },
}

impl Reason {
    /// The article the reason cites; `None` for the arbiter's words and a logged reason.
    ///
    /// ```
    /// use flagfall_core::{Reason, Side};
    /// assert_eq!(Reason::DraughtsTimeShortage { claimant: Side::Black }.article(), Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fmjd, "Art. 9")));
    /// assert_eq!(Reason::Arbiter("resigned".into()).article(), None);
    /// ```
    #[must_use]
    pub const fn article(&self) -> Option<Article> {
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
            | Reason::DeadPosition { article } => Some(*article),
            Reason::DraughtsAgreement => Some(FMJD_DRAW_AGREEMENT),
            Reason::DraughtsRegulation => Some(FMJD_REGULATION_DRAW),
            Reason::DraughtsTimeShortage { .. } => Some(FMJD_TIME_SHORTAGE),
            Reason::Arbiter(_) | Reason::Logged { .. } => None,
        }
    }
}

impl PartialEq for Reason {
    fn eq(&self, other: &Reason) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for Reason {}

impl core::hash::Hash for Reason {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.to_string().hash(state);
    }
}
