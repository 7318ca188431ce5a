//! FMJD Annex 6 (rapid and blitz draughts): draw agreement (Art. 5), regulation draw (Art. 8) and the
//! time-shortage draw claim (Art. 9). Both flags fallen (Art. 11) is [`Rulebook::both_flags`].
//!
//! [`Rulebook::both_flags`]: crate::Rulebook::both_flags

use crate::{Article, BySide, Category, Millis, Rule, RuleRefusal, Rulebook, Side};
use serde::Serialize;

/// Annex 6 Art. 5: the draw agreement, with 10 pieces or fewer each.
pub const FMJD_DRAW_AGREEMENT: Article = Article::laws(Rulebook::Fmjd, "Art. 5");
/// Annex 6 Art. 8: the regulation draws by material.
pub const FMJD_REGULATION_DRAW: Article = Article::laws(Rulebook::Fmjd, "Art. 8");
/// Annex 6 Art. 9: the time-shortage draw claim.
pub const FMJD_TIME_SHORTAGE: Article = Article::laws(Rulebook::Fmjd, "Art. 9");
/// Annex 6 Arts 8–11, which hold only without the Fischer system.
pub const FMJD_WITHOUT_FISCHER: Article = Article::laws(Rulebook::Fmjd, "Arts 8–11");
/// Annex 6 Art. 2: the normal regulations, under which the referee rules what Annex 6 leaves out
/// (cited after the rulebook's name).
pub const FMJD_NORMAL_REGULATIONS: Article = Article::Bare { number: "Art. 2" };

impl Rule {
    /// The repetition penalty, and the FMJD regulation that rules draws instead.
    pub const REPETITION_PENALTY: Rule = Rule::RepetitionPenalty {
        rule: Article::Fide { number: "Art. 9.5" },
        instead: FMJD_NORMAL_REGULATIONS,
    };
}

/// One player's pieces on a draughts board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct DraughtsMaterial {
    /// Uncrowned pieces.
    pub men: u32,
    pub kings: u32,
}

impl DraughtsMaterial {
    /// `men` men and `kings` kings.
    #[must_use]
    pub const fn new(men: u32, kings: u32) -> DraughtsMaterial {
        DraughtsMaterial { men, kings }
    }

    /// Men and kings together.
    #[must_use]
    pub const fn pieces(self) -> u32 {
        self.men.saturating_add(self.kings)
    }
}

/// Annex 6 Art. 5: the players may agree a draw only if each has 10 pieces or fewer.
///
/// The English text says "the number of men for each player is 10 or less"; a king is a crowned man
/// and the rule is about how far the game has gone, so kings count with men here.
///
/// ```
/// use flagfall_core::{fmjd_draw_agreement_allowed, BySide, DraughtsMaterial, RuleRefusal, Side};
/// let white = DraughtsMaterial::new(9, 1);
/// assert_eq!(
///     fmjd_draw_agreement_allowed(BySide::new(white, DraughtsMaterial::new(11, 0))),
///     Err(RuleRefusal::TooManyPiecesForDrawAgreement { side: Side::Black, pieces: 11 })
/// );
/// assert!(fmjd_draw_agreement_allowed(BySide::new(white, DraughtsMaterial::new(8, 2))).is_ok());
/// ```
pub fn fmjd_draw_agreement_allowed(material: BySide<DraughtsMaterial>) -> Result<(), RuleRefusal> {
    for side in Side::ALL {
        let pieces = material[side].pieces();
        if pieces > 10 {
            return Err(RuleRefusal::TooManyPiecesForDrawAgreement { side, pieces });
        }
    }
    Ok(())
}

/// Annex 6 Art. 8: whether the material is a regulation draw, one side having a lone king and the other
/// three kings, two kings and a man, a king and two men, two kings, a king and a man, or a king.
///
/// The referee still rules the game won if it "has an obvious continuation and the player can
/// demonstrate the win", and the article, like Arts 9 to 11, holds only in games without the Fischer
/// system; both are for the caller.
#[must_use]
pub fn fmjd_regulation_draw(material: BySide<DraughtsMaterial>) -> bool {
    let lone_king = DraughtsMaterial::new(0, 1);
    let drawn_against_lone_king = |m: DraughtsMaterial| {
        matches!(
            (m.kings, m.men),
            (3, 0) | (2, 1) | (1, 2) | (2, 0) | (1, 1) | (1, 0)
        )
    };
    Side::ALL.into_iter().any(|side| {
        material[side] == lone_king && drawn_against_lone_king(material[side.opponent()])
    })
}

/// Arts 8 and 9 hold "during rapid or blitz games" only.
fn accelerated(article: Article, category: Category) -> Result<(), RuleRefusal> {
    match category {
        Category::Rapid | Category::Blitz | Category::RapidOrBlitz => Ok(()),
        category => Err(RuleRefusal::NotRapidOrBlitz { article, category }),
    }
}

/// Annex 6 Art. 8 as a claim: refused outside rapid and blitz games (`category`), with the Fischer
/// system (Arts 8–11 hold only without it) and for material that is not a regulation draw.
///
/// ```
/// use flagfall_core::{fmjd_regulation_draw_claim, BySide, Category, DraughtsMaterial, RuleRefusal};
/// let three_kings_against_one = BySide::new(DraughtsMaterial::new(0, 3), DraughtsMaterial::new(0, 1));
/// assert!(fmjd_regulation_draw_claim(three_kings_against_one, Category::Blitz, false).is_ok());
/// assert_eq!(
///     fmjd_regulation_draw_claim(three_kings_against_one, Category::Blitz, true),
///     Err(RuleRefusal::FischerInUse)
/// );
/// assert_eq!(
///     fmjd_regulation_draw_claim(three_kings_against_one, Category::Standard, false),
///     Err(RuleRefusal::NotRapidOrBlitz { article: flagfall_core::Article::laws(flagfall_core::Rulebook::Fmjd, "Art. 8"), category: Category::Standard })
/// );
/// ```
pub fn fmjd_regulation_draw_claim(
    material: BySide<DraughtsMaterial>,
    category: Category,
    fischer: bool,
) -> Result<(), RuleRefusal> {
    accelerated(FMJD_REGULATION_DRAW, category)?;
    if fischer {
        return Err(RuleRefusal::FischerInUse);
    }
    if !fmjd_regulation_draw(material) {
        return Err(RuleRefusal::NotRegulationDraw);
    }
    Ok(())
}

/// Annex 6 Art. 9: in a rapid or blitz game, a player with one minute or less (exactly 1:00
/// included), in an endgame with at most 8 pieces in total, may claim a draw; the referee then judges
/// whether the claimant's position is "clearly superior". Refused in other games (`category`), when
/// the game uses the Fischer system (Arts 8–11 hold only without it) and once the claimant's time has
/// run out (Art. 7.1: the flag loses).
///
/// ```
/// use flagfall_core::{fmjd_time_shortage_claim, BySide, Category, DraughtsMaterial, Millis, RuleRefusal};
/// let material = BySide::new(DraughtsMaterial::new(3, 1), DraughtsMaterial::new(4, 0));
/// let blitz = Category::Blitz;
/// assert!(fmjd_time_shortage_claim(Millis(60_000), material, blitz, false).is_ok());
/// assert_eq!(
///     fmjd_time_shortage_claim(Millis(60_001), material, blitz, false),
///     Err(RuleRefusal::MoreThanOneMinute { remaining: Millis(60_001) })
/// );
/// assert_eq!(
///     fmjd_time_shortage_claim(Millis(30_000), material, blitz, true),
///     Err(RuleRefusal::FischerInUse)
/// );
/// assert_eq!(
///     fmjd_time_shortage_claim(Millis(30_000), material, Category::Standard, false),
///     Err(RuleRefusal::NotRapidOrBlitz { article: flagfall_core::Article::laws(flagfall_core::Rulebook::Fmjd, "Art. 9"), category: Category::Standard })
/// );
/// ```
pub fn fmjd_time_shortage_claim(
    claimant_remaining: Millis,
    material: BySide<DraughtsMaterial>,
    category: Category,
    fischer: bool,
) -> Result<(), RuleRefusal> {
    accelerated(FMJD_TIME_SHORTAGE, category)?;
    if fischer {
        return Err(RuleRefusal::FischerInUse);
    }
    if !claimant_remaining.is_positive() {
        return Err(RuleRefusal::FlagFallen {
            article: Article::laws(Rulebook::Fmjd, "Art. 7.1"),
        });
    }
    if claimant_remaining > Millis::from_mins(1) {
        return Err(RuleRefusal::MoreThanOneMinute {
            remaining: claimant_remaining,
        });
    }
    let pieces = material
        .white
        .pieces()
        .saturating_add(material.black.pieces());
    if pieces > 8 {
        return Err(RuleRefusal::TooManyPiecesForTimeShortage { pieces });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(men: u32, kings: u32) -> DraughtsMaterial {
        DraughtsMaterial::new(men, kings)
    }

    #[test]
    fn art_5_allows_a_draw_agreement_with_ten_pieces_each() {
        assert_eq!(
            fmjd_draw_agreement_allowed(BySide::new(m(10, 0), m(8, 2))),
            Ok(())
        );
    }

    #[test]
    fn art_5_refuses_a_draw_agreement_with_eleven_pieces_counting_kings() {
        let refusal = fmjd_draw_agreement_allowed(BySide::new(m(5, 0), m(10, 1))).unwrap_err();
        assert_eq!(
            refusal,
            RuleRefusal::TooManyPiecesForDrawAgreement {
                side: Side::Black,
                pieces: 11
            }
        );
        assert_eq!(
            refusal.to_string(),
            "FMJD Annex 6 Art. 5: a draw may be agreed only when each player has 10 pieces or fewer; Black has 11"
        );
    }

    #[test]
    fn art_8_lists_exactly_the_regulation_draws_against_a_lone_king() {
        let lone = m(0, 1);
        for other in [m(0, 3), m(1, 2), m(2, 1), m(0, 2), m(1, 1), m(0, 1)] {
            assert!(fmjd_regulation_draw(BySide::new(other, lone)), "{other:?}");
            assert!(fmjd_regulation_draw(BySide::new(lone, other)), "{other:?}");
        }
        for other in [m(0, 4), m(3, 1), m(2, 2), m(1, 3), m(1, 0), m(3, 0)] {
            assert!(!fmjd_regulation_draw(BySide::new(other, lone)), "{other:?}");
        }
        // Neither side has a lone king.
        assert!(!fmjd_regulation_draw(BySide::new(m(0, 2), m(0, 2))));
        assert!(!fmjd_regulation_draw(BySide::new(m(1, 1), m(1, 1))));
    }

    #[test]
    fn art_9_allows_a_claim_at_exactly_one_minute_with_eight_pieces() {
        let eight = BySide::new(m(3, 1), m(2, 2));
        assert_eq!(
            fmjd_time_shortage_claim(Millis(60_000), eight, Category::Blitz, false),
            Ok(())
        );
        assert_eq!(
            fmjd_time_shortage_claim(Millis(1), eight, Category::Blitz, false),
            Ok(())
        );
    }

    #[test]
    fn art_9_refuses_over_one_minute() {
        let refusal = fmjd_time_shortage_claim(
            Millis(61_000),
            BySide::new(m(1, 0), m(1, 0)),
            Category::Blitz,
            false,
        )
        .unwrap_err();
        assert_eq!(
            refusal,
            RuleRefusal::MoreThanOneMinute {
                remaining: Millis(61_000)
            }
        );
        assert_eq!(
            refusal.to_string(),
            "FMJD Annex 6 Art. 9 needs one minute or less on the claimant's clock, which shows 1:01"
        );
    }

    #[test]
    fn art_9_refuses_nine_pieces() {
        assert_eq!(
            fmjd_time_shortage_claim(
                Millis(30_000),
                BySide::new(m(5, 0), m(3, 1)),
                Category::Blitz,
                false
            ),
            Err(RuleRefusal::TooManyPiecesForTimeShortage { pieces: 9 })
        );
    }

    #[test]
    fn arts_8_to_11_do_not_hold_with_the_fischer_system() {
        let refusal = fmjd_time_shortage_claim(
            Millis(30_000),
            BySide::new(m(1, 0), m(1, 0)),
            Category::Blitz,
            true,
        )
        .unwrap_err();
        assert_eq!(refusal, RuleRefusal::FischerInUse);
        assert_eq!(
            refusal.to_string(),
            "FMJD Annex 6 Arts 8–11 apply only to games played without the Fischer system"
        );
    }

    #[test]
    fn arts_8_and_9_hold_in_rapid_and_blitz_games_only() {
        let lone = BySide::new(m(0, 3), m(0, 1));
        for category in [Category::Standard, Category::Unclassified] {
            assert_eq!(
                fmjd_regulation_draw_claim(lone, category, false),
                Err(RuleRefusal::NotRapidOrBlitz {
                    article: Article::laws(Rulebook::Fmjd, "Art. 8"),
                    category
                })
            );
            assert_eq!(
                fmjd_time_shortage_claim(Millis(30_000), lone, category, false),
                Err(RuleRefusal::NotRapidOrBlitz {
                    article: Article::laws(Rulebook::Fmjd, "Art. 9"),
                    category
                })
            );
        }
        for category in [Category::Rapid, Category::Blitz, Category::RapidOrBlitz] {
            assert_eq!(fmjd_regulation_draw_claim(lone, category, false), Ok(()));
        }
    }

    #[test]
    fn art_7_1_a_claim_after_the_flag_is_refused() {
        assert_eq!(
            fmjd_time_shortage_claim(
                Millis::ZERO,
                BySide::new(m(1, 0), m(1, 0)),
                Category::Blitz,
                false
            ),
            Err(RuleRefusal::FlagFallen {
                article: Article::laws(Rulebook::Fmjd, "Art. 7.1")
            })
        );
    }
}
