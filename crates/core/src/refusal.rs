//! Why a rulebook refuses a request or a claim, as a sentence citing the article.

use crate::{format_clock, Category, Millis, Rulebook, Side};

/// A request or claim the rulebook does not allow now. [`Display`](core::fmt::Display) gives one
/// sentence citing the article.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleRefusal {
    /// The rulebook has no such rule (`rule` says which, and where it lives instead).
    WrongRulebook {
        rulebook: Rulebook,
        rule: &'static str,
    },
    /// Guidelines III were not announced before the event (III.2.1).
    NotAnnounced { article: &'static str },
    /// The quickplay-finish rules never apply to blitz (III.2.2; 2009: Appendix B.3).
    NotForBlitz { article: &'static str },
    /// The game is neither standard nor rapid (III.2.2).
    NotStandardOrRapid {
        article: &'static str,
        category: Category,
    },
    /// The control adds time with each move (III.2.2: "games without increment").
    HasIncrement { article: &'static str },
    /// The game is not in its final period, the one in which all remaining moves must be completed
    /// (III.1).
    NotFinalPeriod { article: &'static str },
    /// The extra five seconds of III.4 have already been introduced.
    AlreadyGranted { article: &'static str },
    /// A flag has already fallen.
    FlagFallen { article: &'static str },
    /// The player having the move has two minutes or more (III.4 and III.5 need less than two).
    NotUnderTwoMinutes {
        article: &'static str,
        remaining: Millis,
    },
    /// FMJD Annex 6 Art. 5: a draw may be agreed only with 10 pieces or fewer each.
    TooManyPiecesForDrawAgreement { side: Side, pieces: u32 },
    /// FMJD Annex 6 Art. 9: the claimant has more than one minute.
    MoreThanOneMinute { remaining: Millis },
    /// FMJD Annex 6 Art. 9: more than 8 pieces on the board in total.
    TooManyPiecesForTimeShortage { pieces: u32 },
    /// FMJD Annex 6 Art. 8: the material is not one of the regulation draws.
    NotRegulationDraw,
    /// FMJD Annex 6 Arts 8–11 are not valid with electronic clocks using the Fischer system.
    FischerInUse,
    /// Guidelines III.3.1 (order of the flags unknown) does not apply, for the reason `because`
    /// (III.2.1 not announced, III.2.2 blitz or another category): the digital clock's indication of
    /// which flag fell first is conclusive (`article`: 6.10.1).
    OrderShownByClock {
        because: Box<RuleRefusal>,
        article: &'static str,
    },
    /// A draw may be agreed only once both players have made at least one move (FIDE 5.2.3).
    BeforeFirstMoves { article: &'static str },
    /// FMJD Annex 6 Arts 8 and 9 hold "during rapid or blitz games" only (`article` says which).
    NotRapidOrBlitz {
        article: &'static str,
        category: Category,
    },
}

impl core::fmt::Display for RuleRefusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            RuleRefusal::WrongRulebook { rulebook, rule } => {
                write!(f, "{} has no {rule}", rulebook.citation())
            }
            RuleRefusal::NotAnnounced { article } => write!(
                f,
                "{article}: these rules apply only if their use was announced before the event"
            ),
            RuleRefusal::NotForBlitz { article } => {
                write!(f, "{article}: these rules never apply to blitz games")
            }
            RuleRefusal::NotStandardOrRapid { article, category } => write!(
                f,
                "{article}: these rules apply only to standard and rapid games, and this game is {category}"
            ),
            RuleRefusal::HasIncrement { article } => write!(
                f,
                "{article}: these rules apply only to games without increment, and this control adds time with each move"
            ),
            RuleRefusal::NotFinalPeriod { article } => write!(
                f,
                "{article}: these rules concern only the final period, in which all remaining moves must be completed"
            ),
            RuleRefusal::AlreadyGranted { article } => write!(
                f,
                "{article}: the extra five-second increment has already been introduced, so the game now has an increment"
            ),
            RuleRefusal::FlagFallen { article } => write!(
                f,
                "{article}: this must come before a flag falls, and a flag has fallen"
            ),
            RuleRefusal::NotUnderTwoMinutes { article, remaining } => write!(
                f,
                "{article} needs less than two minutes on the clock of the player having the move, whose clock shows {}",
                format_clock(*remaining)
            ),
            RuleRefusal::TooManyPiecesForDrawAgreement { side, pieces } => write!(
                f,
                "FMJD Annex 6 Art. 5: a draw may be agreed only when each player has 10 pieces or fewer; {side} has {pieces}"
            ),
            RuleRefusal::MoreThanOneMinute { remaining } => write!(
                f,
                "FMJD Annex 6 Art. 9 needs one minute or less on the claimant's clock, which shows {}",
                format_clock(*remaining)
            ),
            RuleRefusal::TooManyPiecesForTimeShortage { pieces } => write!(
                f,
                "FMJD Annex 6 Art. 9 needs 8 pieces or fewer on the board in total; there are {pieces}"
            ),
            RuleRefusal::NotRegulationDraw => f.write_str(
                "FMJD Annex 6 Art. 8: a regulation draw needs a lone king against at most three kings, two kings and a man, a king and two men, two kings, a king and a man, or a king",
            ),
            RuleRefusal::FischerInUse => f.write_str(
                "FMJD Annex 6 Arts 8–11 apply only to games played without the Fischer system",
            ),
            RuleRefusal::OrderShownByClock { because, article } => write!(
                f,
                "{because}; a digital clock shows which flag fell first ({article})"
            ),
            RuleRefusal::BeforeFirstMoves { article } => write!(
                f,
                "{article}: a draw may be agreed only once both players have made at least one move"
            ),
            RuleRefusal::NotRapidOrBlitz { article, category } => write!(
                f,
                "{article} applies only to rapid and blitz games, and this game is {category}"
            ),
        }
    }
}

impl std::error::Error for RuleRefusal {}
