//! Why a rulebook refuses a request or a claim, as a value: the rule, the article and the numbers.
//! Its English is in `english.rs`; the app words it in the reader's language.

use crate::{Article, Category, Millis, Rulebook, Side};

/// A request or claim the rulebook does not allow now. [`Display`](core::fmt::Display) gives one
/// English sentence citing the article.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleRefusal {
    /// `rulebook` has no such rule (`rule` says which; its English says where it lives instead).
    WrongRulebook { rulebook: Rulebook, rule: Rule },
    /// Guidelines III were not announced before the event (III.2.1).
    NotAnnounced { article: Article },
    /// The quickplay-finish rules never apply to blitz (III.2.2; 2009: Appendix B.3).
    NotForBlitz { article: Article },
    /// The game is neither standard nor rapid (III.2.2).
    NotStandardOrRapid {
        article: Article,
        category: Category,
    },
    /// The control adds time with each move (III.2.2: "games without increment").
    HasIncrement { article: Article },
    /// The game is not in its final period, the one in which all remaining moves must be completed
    /// (III.1).
    NotFinalPeriod { article: Article },
    /// The extra five seconds of III.4 have already been introduced.
    AlreadyGranted { article: Article },
    /// A flag has already fallen.
    FlagFallen { article: Article },
    /// The player having the move has two minutes or more (III.4 and III.5 need less than two).
    NotUnderTwoMinutes { article: Article, remaining: Millis },
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
        article: Article,
    },
    /// A draw may be agreed only once both players have made at least one move (FIDE 5.2.3).
    BeforeFirstMoves { article: Article },
    /// `article` is a rule of US Chess, and the game follows another rulebook.
    UsChessOnly { article: Article },
    /// US Chess 13C b: in sudden death a time claim needs no scoresheet, so none fails for want
    /// of one.
    SuddenDeath { article: Article },
    /// US Chess 13C11: a time claim against this player already failed for want of a scoresheet
    /// in this control.
    NoFurtherTimeClaims { article: Article },
    /// US Chess 16T: both flags are down, so "no claim of time forfeit is possible": pointing
    /// them out (a time claim) draws in sudden death and otherwise plays on.
    BothFlagsDown { article: Article },
    /// US Chess 11D1: a player has less than five minutes and the control adds less than 30
    /// seconds a move: the director does not correct illegal moves.
    TimePressure { article: Article },
    /// US Chess 14H: Variation 14H was not announced: no claim of insufficient losing chances.
    IlcNotInForce { article: Article },
    /// US Chess 14H2d: the director may take "up to one minute", and `taken` is more.
    TakesMoreThanAMinute { article: Article, taken: Millis },
    /// US Chess 14H1: the claimant has more than two minutes.
    MoreThanTwoMinutes { article: Article, remaining: Millis },
    /// FMJD Annex 6 Arts 8 and 9 hold "during rapid or blitz games" only (`article` says which).
    NotRapidOrBlitz {
        article: Article,
        category: Category,
    },
}

/// A rule that one rulebook has and another lacks, for [`RuleRefusal::WrongRulebook`], with the
/// articles its refusal cites (each rule has its constant: [`Rule::EXTRA_FIVE`], …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess.
    QuickplayFinish,
    /// The request for an extra five-second increment, which came in 2014 as `came_as` (Appendix
    /// G.4), `now` Guidelines III.4.
    ExtraFive { came_as: Article, now: Article },
    /// A repetition or fifty-move claim with a time penalty (`rule`: FIDE Art. 9.5); an FMJD referee
    /// rules draws under the normal regulations (`instead`: Art. 2).
    RepetitionPenalty { rule: Article, instead: Article },
    /// A draw agreement without the material on the board: FMJD `article` (Art. 5) allows one only
    /// with 10 pieces or fewer each.
    DrawAgreementWithoutMaterial { article: Article },
    /// A position check (`articles`: FIDE 6.9, 7.5.5, 5.2.2): draughts has no checkmate.
    PositionCheck { articles: Article },
    /// A dead position (`article`: FIDE 5.2.2): draughts has no checkmate.
    DeadPosition { article: Article },
    /// The FMJD draw rules (`articles`: Annex 6 Arts 5, 8, 9).
    DraughtsDraw { articles: Article },
}

impl Rule {
    /// A draw agreement whatever the material, which FMJD Art. 5 limits.
    pub const DRAW_AGREEMENT_WITHOUT_MATERIAL: Rule = Rule::DrawAgreementWithoutMaterial {
        article: Article::Bare { number: "Art. 5" },
    };
    /// The position check of chess.
    pub const POSITION_CHECK: Rule = Rule::PositionCheck {
        articles: Article::Fide {
            number: "6.9, 7.5.5, 5.2.2",
        },
    };
    /// The dead position of chess.
    pub const DEAD_POSITION: Rule = Rule::DeadPosition {
        article: Article::Fide { number: "5.2.2" },
    };
    /// The FMJD draw rules.
    pub const DRAUGHTS_DRAW: Rule = Rule::DraughtsDraw {
        articles: Article::laws(Rulebook::Fmjd, "Arts 5, 8, 9"),
    };
}

impl std::error::Error for RuleRefusal {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_another_rulebook_keeps_cites_its_articles_as_printed() {
        let fmjd = |rule| {
            RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fmjd,
                rule,
            }
            .to_string()
        };
        assert_eq!(
            fmjd(Rule::QuickplayFinish),
            "FMJD Annex 6 has no quickplay-finish rules: Guidelines III are part of the FIDE Laws of Chess"
        );
        assert_eq!(
            fmjd(Rule::EXTRA_FIVE),
            "FMJD Annex 6 has no request for an extra five-second increment: it came in 2014 as Appendix G.4 (now Guidelines III.4)"
        );
        assert_eq!(
            fmjd(Rule::REPETITION_PENALTY),
            "FMJD Annex 6 has no repetition or fifty-move claim with a time penalty (FIDE Art. 9.5); the referee rules draws under the normal regulations (Art. 2)"
        );
        assert_eq!(
            fmjd(Rule::DRAW_AGREEMENT_WITHOUT_MATERIAL),
            "FMJD Annex 6 has no draw agreement without the material on the board: Art. 5 allows one only with 10 pieces or fewer each"
        );
        assert_eq!(
            fmjd(Rule::POSITION_CHECK),
            "FMJD Annex 6 has no position check (FIDE 6.9, 7.5.5, 5.2.2: draughts has no checkmate)"
        );
        assert_eq!(
            fmjd(Rule::DEAD_POSITION),
            "FMJD Annex 6 has no dead position (FIDE 5.2.2: draughts has no checkmate)"
        );
        assert_eq!(
            RuleRefusal::WrongRulebook {
                rulebook: Rulebook::Fide2023,
                rule: Rule::DRAUGHTS_DRAW
            }
            .to_string(),
            "FIDE 2023 has no FMJD draw rule (FMJD Annex 6 Arts 5, 8, 9)"
        );
    }
}
