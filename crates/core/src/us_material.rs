//! US Chess: whether a player has the material to win on time, by the rulebook's lists rather than
//! by a search for a mate.
//!
//! Chapter 1, 14E: the game is drawn though a flag fell when the claimant ("opponent") has "only a
//! lone king" (14E1), "only king and bishop or king and knight, and does not have a forced win"
//! (14E2), or "only king and two knights, the player has no pawns, and opponent does not have a
//! forced win" (14E3). The blitz chapter, 7c: "Mating Material consists of (at a minimum) two minor
//! pieces, a pawn, a rook, or a queen". A forced win is the director's to judge, not the clock's.

use crate::{BySide, Side};

/// What one side has on the board, as the lists count it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Material {
    pawns: u32,
    knights: u32,
    bishops: u32,
    majors: u32,
}

impl Material {
    const fn minors(self) -> u32 {
        self.knights + self.bishops
    }

    const fn only_king(self) -> bool {
        self.pawns == 0 && self.majors == 0 && self.minors() == 0
    }
}

/// Each side's material in a FEN's placement field; `None` when the field is not a board.
fn material(fen: &str) -> Option<BySide<Material>> {
    let placement = fen.split_whitespace().next()?;
    let mut counted = BySide::both(Material::default());
    for piece in placement.chars() {
        let side = if piece.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let material = &mut counted[side];
        match piece.to_ascii_lowercase() {
            'p' => material.pawns += 1,
            'n' => material.knights += 1,
            'b' => material.bishops += 1,
            'q' | 'r' => material.majors += 1,
            'k' | '/' | '1'..='8' => {}
            _ => return None,
        }
    }
    Some(counted)
}

/// Which of the lists' cases a claim of `flagged`'s flag stands in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimMaterial {
    /// 14E1: the claimant has a lone king (in blitz, 7c: no mating material at all). Drawn.
    LoneKing,
    /// 14E2, 14E3: the claimant has a single minor piece, or two knights against a pawnless king:
    /// drawn unless the claimant has a forced win, which the director judges.
    UnlessForcedWin,
    /// None of 14E's cases: the claimant wins.
    Enough,
}

/// Where `claimant`'s material stands in a claim of the opponent's flag in `fen`, by 14E of the
/// first chapter or by 7c (`blitz`, where two knights mate and a single minor piece never does).
/// `None` when `fen` holds no board.
///
/// ```
/// use flagfall_core::{claim_material, ClaimMaterial, Side};
/// // K+N+N against a king with a pawn: no case of 14E, so the claimant wins.
/// let fen = "8/p7/8/4k3/8/8/7N/6NK b - - 0 40";
/// assert_eq!(claim_material(fen, Side::White, false), Some(ClaimMaterial::Enough));
/// assert_eq!(claim_material("8/8/8/4k3/8/8/7N/6NK b - - 0 40", Side::White, false), Some(ClaimMaterial::UnlessForcedWin));
/// assert_eq!(claim_material("8/8/8/4k3/8/8/7N/6NK b - - 0 40", Side::White, true), Some(ClaimMaterial::Enough));
/// ```
#[must_use]
pub fn claim_material(fen: &str, claimant: Side, blitz: bool) -> Option<ClaimMaterial> {
    let counted = material(fen)?;
    let (mine, theirs) = (counted[claimant], counted[claimant.opponent()]);
    let only_minors = mine.pawns == 0 && mine.majors == 0;
    Some(if mine.only_king() {
        ClaimMaterial::LoneKing
    } else if only_minors && mine.minors() == 1 {
        if blitz {
            ClaimMaterial::LoneKing
        } else {
            ClaimMaterial::UnlessForcedWin
        }
    } else if only_minors && mine.knights == 2 && mine.bishops == 0 && theirs.pawns == 0 && !blitz {
        ClaimMaterial::UnlessForcedWin
    } else {
        ClaimMaterial::Enough
    })
}

impl ClaimMaterial {
    /// Whether the director's answer that the claimant `can` win (or cannot) goes against the
    /// lists: a draw where no case applies, a win where the claimant has a lone king (or, in blitz,
    /// lacks mating material). A win under 14E2 or 14E3 is the forced-win exception, which the
    /// clock cannot check.
    #[must_use]
    pub const fn overrules(self, can: bool) -> bool {
        match self {
            ClaimMaterial::LoneKing => can,
            ClaimMaterial::UnlessForcedWin => false,
            ClaimMaterial::Enough => !can,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn us_chess_14e_the_lists_of_material_that_cannot_win_on_time() {
        let chapter_1 = |fen: &str| claim_material(fen, Side::White, false).unwrap();
        // 14E1: a lone king.
        assert_eq!(
            chapter_1("8/8/8/4k3/8/8/8/7K b - - 0 1"),
            ClaimMaterial::LoneKing
        );
        // 14E2: king and bishop, or king and knight (K+N against K+P too: FIDE would let it win).
        assert_eq!(
            chapter_1("8/p7/8/4k3/8/8/8/6BK b - - 0 1"),
            ClaimMaterial::UnlessForcedWin
        );
        assert_eq!(
            chapter_1("8/p7/8/4k3/8/8/8/6NK b - - 0 1"),
            ClaimMaterial::UnlessForcedWin
        );
        // 14E3: two knights against a pawnless king; against a pawn they win.
        assert_eq!(
            chapter_1("8/8/8/4k3/8/8/7N/6NK b - - 0 1"),
            ClaimMaterial::UnlessForcedWin
        );
        assert_eq!(
            chapter_1("8/p7/8/4k3/8/8/7N/6NK b - - 0 1"),
            ClaimMaterial::Enough
        );
        // Anything else wins: a pawn, a rook, two bishops, bishop and knight.
        for fen in [
            "8/8/8/4k3/8/8/P7/7K b - - 0 1",
            "8/8/8/4k3/8/8/8/R6K b - - 0 1",
            "8/8/8/4k3/8/8/7B/6BK b - - 0 1",
            "8/8/8/4k3/8/8/7N/6BK b - - 0 1",
        ] {
            assert_eq!(chapter_1(fen), ClaimMaterial::Enough, "{fen}");
        }
        assert_eq!(claim_material("not a board!", Side::White, false), None);
    }

    #[test]
    fn us_chess_blitz_7c_two_minor_pieces_a_pawn_a_rook_or_a_queen_mate() {
        let blitz = |fen: &str| claim_material(fen, Side::Black, true).unwrap();
        assert_eq!(
            blitz("7k/8/8/8/8/8/8/K7 w - - 0 1"),
            ClaimMaterial::LoneKing
        );
        assert_eq!(
            blitz("6nk/8/8/8/8/8/8/K7 w - - 0 1"),
            ClaimMaterial::LoneKing
        );
        assert_eq!(
            blitz("5nnk/8/8/8/8/8/8/K7 w - - 0 1"),
            ClaimMaterial::Enough
        );
        assert_eq!(blitz("7k/7p/8/8/8/8/8/K7 w - - 0 1"), ClaimMaterial::Enough);
    }

    #[test]
    fn a_draw_answer_is_overruled_where_no_case_applies_and_a_win_only_for_a_lone_king() {
        assert!(ClaimMaterial::Enough.overrules(false));
        assert!(!ClaimMaterial::Enough.overrules(true));
        assert!(ClaimMaterial::LoneKing.overrules(true));
        assert!(!ClaimMaterial::UnlessForcedWin.overrules(true));
        assert!(!ClaimMaterial::UnlessForcedWin.overrules(false));
    }
}
