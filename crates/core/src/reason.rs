//! Why a game ended, as a value: the rule that decided it, with the sides, the numbers and the
//! article. The core never words it for a reader: English for the command line and the log is
//! [`Reason`]'s `Display`, and the app words each variant in the reader's language.

use crate::{format_game_time, Millis, Side};

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
        article: &'static str,
    },
    /// Both flags fell, `first`'s first.
    BothFlagsFell { first: Side, article: &'static str },
    /// Both flags fell and the arbiter ruled that the order cannot be established (Guidelines
    /// III.3.1).
    FlagOrderUnknown { article: &'static str },
    /// At the default time `absent` was not at the board (FIDE 6.7.1); `None`: neither player was.
    DefaultTime {
        absent: Option<Side>,
        article: &'static str,
    },
    /// `side`'s `nth` illegal move: it loses, or draws when the opponent cannot checkmate.
    IllegalMove {
        side: Side,
        nth: u32,
        opponent_cannot_mate: bool,
        article: &'static str,
    },
    /// `claimant`'s claim of a repetition or the fifty-move rule, found correct (FIDE 9.2, 9.3).
    RepetitionClaimUpheld {
        claimant: Side,
        article: &'static str,
    },
    /// The draw `offered_by` offered was accepted (FIDE 5.2.3, 9.1.2).
    DrawAgreed {
        offered_by: Side,
        article: &'static str,
    },
    /// `claimant`'s Guidelines III.5 draw claim, accepted.
    DrawClaimAccepted {
        claimant: Side,
        article: &'static str,
    },
    /// `claimant`'s draw claim with no arbiter present: the game is over, the designated arbiter
    /// decides the result (Guidelines III.6).
    DrawClaimUnsupervised {
        claimant: Side,
        article: &'static str,
    },
    /// Neither player can checkmate (FIDE 5.2.2; 2009 5.2(b)).
    DeadPosition { article: &'static str },
    /// The players agreed a draw in draughts (FMJD Annex 6 Art. 5).
    DraughtsAgreement,
    /// A regulation draw by material (FMJD Annex 6 Art. 8).
    DraughtsRegulation,
    /// `claimant`'s time-shortage claim, upheld (FMJD Annex 6 Art. 9).
    DraughtsTimeShortage { claimant: Side },
    /// The arbiter ended the game: the reason the arbiter wrote, as written.
    Arbiter(String),
    /// A reason read from a log, as the log words it: the replay found the same result for a reason
    /// worded otherwise then (an article cited more precisely since).
    Logged(String),
}

impl Reason {
    /// The article the reason cites; `None` for the arbiter's words and a logged reason.
    ///
    /// ```
    /// use flagfall_core::{Reason, Side};
    /// assert_eq!(Reason::DraughtsTimeShortage { claimant: Side::Black }.article(), Some("FMJD Annex 6 Art. 9"));
    /// assert_eq!(Reason::Arbiter("resigned".into()).article(), None);
    /// ```
    #[must_use]
    pub const fn article(&self) -> Option<&'static str> {
        match self {
            Reason::FlagFell { article, .. }
            | Reason::BothFlagsFell { article, .. }
            | Reason::FlagOrderUnknown { article }
            | Reason::DefaultTime { article, .. }
            | Reason::IllegalMove { article, .. }
            | Reason::RepetitionClaimUpheld { article, .. }
            | Reason::DrawAgreed { article, .. }
            | Reason::DrawClaimAccepted { article, .. }
            | Reason::DrawClaimUnsupervised { article, .. }
            | Reason::DeadPosition { article } => Some(article),
            Reason::DraughtsAgreement => Some("FMJD Annex 6 Art. 5"),
            Reason::DraughtsRegulation => Some("FMJD Annex 6 Art. 8"),
            Reason::DraughtsTimeShortage { .. } => Some("FMJD Annex 6 Art. 9"),
            Reason::Arbiter(_) | Reason::Logged(_) => None,
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

impl core::fmt::Display for Reason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Reason::FlagFell {
                loser,
                at,
                claimant_can_checkmate,
                article,
            } => {
                let at = format_game_time(*at);
                match claimant_can_checkmate {
                    None => write!(f, "{loser}'s flag fell at {at} ({article})"),
                    Some(can) => write!(
                        f,
                        "{loser}'s flag fell at {at}; {} {} checkmate ({article})",
                        loser.opponent(),
                        if *can { "can" } else { "cannot" }
                    ),
                }
            }
            Reason::BothFlagsFell { first, article } => {
                write!(f, "both flags fell, {first}'s first ({article})")
            }
            Reason::FlagOrderUnknown { article } => write!(
                f,
                "both flags fell and the order cannot be established ({article})"
            ),
            Reason::DefaultTime {
                absent: None,
                article,
            } => write!(
                f,
                "neither player was present at the default time: both lose ({article})"
            ),
            Reason::DefaultTime {
                absent: Some(absent),
                article,
            } => write!(
                f,
                "{absent} was not present at the default time and loses ({article})"
            ),
            Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate: false,
                article,
            } => write!(
                f,
                "{side}'s illegal move number {nth} loses the game ({article})"
            ),
            Reason::IllegalMove {
                side,
                nth,
                opponent_cannot_mate: true,
                article,
            } => write!(
                f,
                "{side}'s illegal move number {nth}, but {} cannot checkmate: drawn ({article})",
                side.opponent()
            ),
            Reason::RepetitionClaimUpheld { claimant, article } => {
                write!(f, "{claimant}'s draw claim upheld ({article})")
            }
            Reason::DrawAgreed {
                offered_by,
                article,
            } => write!(f, "draw agreed on {offered_by}'s offer ({article})"),
            Reason::DrawClaimAccepted { claimant, article } => {
                write!(f, "{claimant}'s draw claim accepted ({article})")
            }
            Reason::DrawClaimUnsupervised { claimant, article } => write!(
                f,
                "{claimant}'s draw claim concludes the game; the designated arbiter decides ({article})"
            ),
            Reason::DeadPosition { article } => write!(
                f,
                "dead position: neither player can checkmate ({article})"
            ),
            Reason::DraughtsAgreement => write!(f, "draw agreed ({})", self.article().unwrap_or_default()),
            Reason::DraughtsRegulation => write!(f, "regulation draw ({})", self.article().unwrap_or_default()),
            Reason::DraughtsTimeShortage { claimant } => write!(
                f,
                "{claimant}'s time-shortage claim upheld ({})",
                self.article().unwrap_or_default()
            ),
            Reason::Arbiter(text) | Reason::Logged(text) => f.write_str(text),
        }
    }
}
