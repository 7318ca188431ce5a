//! The position check in the page's language: why a position is refused (the worker sends the
//! error's variant and numbers, never a sentence), why a check could not run, and why the board
//! editor refuses a typed FEN (its board field is read as the worker reads it, so worded alike).

use crate::i18n::{side_name, t, tf, Worded};
use crate::model::check_events::CheckFailure;
use crate::model::position_draft::FenFieldError;
use flagfall_position_message::{
    FenError, IllegalPosition, PlacementError, PositionError, Side, Wing,
};

/// Why the position was refused, in the page's language.
pub fn refusal_text(error: &PositionError) -> String {
    match *error {
        PositionError::Fen(error) => fen_text(error),
        PositionError::Illegal(error) => illegal_text(error),
    }
}

fn fen_text(error: FenError) -> String {
    match error {
        FenError::FieldCount { found } => tf(
            "A FEN has 4 to 6 fields separated by spaces; this one has {n}",
            &[("n", &found.to_string())],
        ),
        FenError::RankCount { found } => placement_text(PlacementError::RankCount { found }),
        FenError::RankLength { rank, squares } => {
            placement_text(PlacementError::RankLength { rank, squares })
        }
        FenError::PlacementCharacter { rank, character } => {
            placement_text(PlacementError::PlacementCharacter { rank, character })
        }
        FenError::SideToMove => t("The side to move in the FEN must be w or b").to_owned(),
        FenError::CastlingCharacter { character } => tf(
            "The castling rights in the FEN must be - or letters from KQkq, not \"{found}\"",
            &[("found", &character.to_string())],
        ),
        FenError::CastlingRepeated { character } => tf(
            "The castling right {right} is given twice in the FEN",
            &[("right", &character.to_string())],
        ),
        FenError::EnPassantSquare => {
            t("The en passant field of the FEN must be - or a square on rank 3 or 6").to_owned()
        }
        FenError::HalfmoveClock => {
            t("The halfmove clock of the FEN must be a whole number").to_owned()
        }
        FenError::FullmoveNumber => {
            t("The move number of the FEN must be a whole number from 1").to_owned()
        }
    }
}

/// The board field's refusal, shared by the worker's and the editor's.
fn placement_text(error: PlacementError) -> String {
    match error {
        PlacementError::RankCount { found } => tf(
            "The board field of the FEN must have 8 ranks; it has {n}",
            &[("n", &found.to_string())],
        ),
        PlacementError::RankLength { rank, squares } => tf(
            "Rank {rank} of the FEN must cover 8 squares; it covers {n}",
            &[("rank", &rank.to_string()), ("n", &squares.to_string())],
        ),
        PlacementError::PlacementCharacter { rank, character } => tf(
            "Rank {rank} of the FEN holds \"{sign}\", which is neither a piece (KQRBNP, kqrbnp) \
             nor a number of empty squares (1 to 8)",
            &[
                ("rank", &rank.to_string()),
                ("sign", &character.to_string()),
            ],
        ),
    }
}

impl Worded for FenFieldError {
    fn worded(&self) -> String {
        match self {
            FenFieldError::Empty => t("The FEN is empty").to_owned(),
            FenFieldError::Placement(error) => placement_text(*error),
            FenFieldError::SideToMove(found) => tf(
                "The side to move in the FEN must be w or b, not \"{found}\"",
                &[("found", found)],
            ),
            FenFieldError::Castling(found) => tf(
                "The castling rights in the FEN must be - or letters from KQkq, not \"{found}\"",
                &[("found", found)],
            ),
        }
    }
}

fn illegal_text(error: IllegalPosition) -> String {
    let side = |side: Side| side_name(side);
    match error {
        IllegalPosition::KingCount { side: s, found } => tf(
            "{side} has {n} kings; each side has exactly one",
            &[("side", side(s)), ("n", &found.to_string())],
        ),
        IllegalPosition::PawnOnBackRank { square } => tf(
            "A pawn stands on {square}, where no pawn can stand",
            &[("square", &square.to_string())],
        ),
        IllegalPosition::TooManyPieces { side: s, found } => tf(
            "{side} has {n} pieces, more than 16",
            &[("side", side(s)), ("n", &found.to_string())],
        ),
        IllegalPosition::TooManyPawns { side: s, found } => tf(
            "{side} has {n} pawns, more than 8",
            &[("side", side(s)), ("n", &found.to_string())],
        ),
        IllegalPosition::TooManyPromoted {
            side: s,
            promoted,
            missing_pawns,
        } => tf(
            "{side} has more pieces than promotion can explain ({promoted} beyond the initial set, {missing} pawns missing)",
            &[
                ("side", side(s)),
                ("promoted", &promoted.to_string()),
                ("missing", &missing_pawns.to_string()),
            ],
        ),
        IllegalPosition::CastlingRight { side: s, wing } => {
            let (king, rank) = match s {
                Side::White => ("e1", 1),
                Side::Black => ("e8", 8),
            };
            let file = match wing {
                Wing::Kingside => 'h',
                Wing::Queenside => 'a',
            };
            let rook = format!("{file}{rank}");
            let values = [("side", side(s)), ("king", king), ("rook", rook.as_str())];
            match wing {
                Wing::Kingside => tf(
                    "{side} may castle kingside only with the king on {king} and a rook on {rook}",
                    &values,
                ),
                Wing::Queenside => tf(
                    "{side} may castle queenside only with the king on {king} and a rook on {rook}",
                    &values,
                ),
            }
        }
        IllegalPosition::EnPassant { square } => tf(
            "{square} is not the square a pawn has just passed over",
            &[("square", &square.to_string())],
        ),
        IllegalPosition::OpponentInCheck { side: s } => tf(
            "{side} is in check but not to move",
            &[("side", side(s))],
        ),
        IllegalPosition::TooManyCheckers { side: s, checkers } => tf(
            "{side} is in check from {n} pieces; no move gives check with more than two",
            &[("side", side(s)), ("n", &checkers.to_string())],
        ),
    }
}

/// Why the check could not run, in the page's language.
pub fn failure_text(failure: CheckFailure) -> &'static str {
    match failure {
        CheckFailure::NotStarted => {
            t("This browser could not start the position check: answer by eye.")
        }
        CheckFailure::Unavailable => t(
            "The position check could not be loaded (offline before it was kept for offline use): answer by eye.",
        ),
        CheckFailure::Broken => t("The position check stopped: check again, or answer by eye."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_position_message::Square;

    #[test]
    fn a_refusal_is_said_with_its_side_square_and_numbers() {
        assert_eq!(
            refusal_text(&PositionError::Illegal(IllegalPosition::OpponentInCheck {
                side: Side::Black
            })),
            "Black is in check but not to move"
        );
        assert_eq!(
            refusal_text(&PositionError::Illegal(IllegalPosition::PawnOnBackRank {
                square: Square::parse("a8").unwrap()
            })),
            "A pawn stands on a8, where no pawn can stand"
        );
        assert_eq!(
            refusal_text(&PositionError::Illegal(IllegalPosition::CastlingRight {
                side: Side::Black,
                wing: Wing::Queenside
            })),
            "Black may castle queenside only with the king on e8 and a rook on a8"
        );
        assert_eq!(
            refusal_text(&PositionError::Fen(FenError::RankLength {
                rank: 2,
                squares: 9
            })),
            "Rank 2 of the FEN must cover 8 squares; it covers 9"
        );
    }

    #[test]
    fn the_editor_words_a_board_field_as_the_worker_does() {
        assert_eq!(
            FenFieldError::Placement(PlacementError::PlacementCharacter {
                rank: 3,
                character: 'x'
            })
            .worded(),
            refusal_text(&PositionError::Fen(FenError::PlacementCharacter {
                rank: 3,
                character: 'x'
            }))
        );
        assert_eq!(
            FenFieldError::SideToMove("x".to_owned()).worded(),
            "The side to move in the FEN must be w or b, not \"x\""
        );
    }

    #[test]
    fn refusals_read_in_english_naming_the_field() {
        assert_eq!(FenFieldError::Empty.worded(), "The FEN is empty");
        assert_eq!(
            FenFieldError::Placement(PlacementError::RankCount { found: 7 }).worded(),
            "The board field of the FEN must have 8 ranks; it has 7"
        );
        assert_eq!(
            FenFieldError::Placement(PlacementError::RankLength {
                rank: 2,
                squares: 9
            })
            .worded(),
            "Rank 2 of the FEN must cover 8 squares; it covers 9"
        );
        assert_eq!(
            FenFieldError::Placement(PlacementError::PlacementCharacter {
                rank: 4,
                character: 'X'
            })
            .worded(),
            "Rank 4 of the FEN holds \"X\", which is neither a piece (KQRBNP, kqrbnp) nor a number \
             of empty squares (1 to 8)"
        );
        assert_eq!(
            FenFieldError::SideToMove("x".to_owned()).worded(),
            "The side to move in the FEN must be w or b, not \"x\""
        );
        assert_eq!(
            FenFieldError::Castling("KA".to_owned()).worded(),
            "The castling rights in the FEN must be - or letters from KQkq, not \"KA\""
        );
    }

    #[test]
    fn refusals_and_piece_names_follow_the_pages_language() {
        use crate::i18n::label_words::Label;
        use crate::i18n::{install_loaded, install_table, Lang};
        use crate::model::position_draft::{Castling, Kind, Piece};
        install_table(Lang::De);
        assert_eq!(
            FenFieldError::Placement(PlacementError::RankLength {
                rank: 2,
                squares: 9
            })
            .worded(),
            "Reihe 2 der FEN muss 8 Felder umfassen; sie umfasst 9"
        );
        assert_eq!(
            Piece::new(flagfall_core::Side::Black, Kind::Knight).label(),
            "schwarzer Springer"
        );
        assert_eq!(Castling::WhiteLong.label(), "Weiß O-O-O");
        assert!(install_loaded(Lang::En));
    }
}
