//! What no game can reach or no reader can read is refused with the field and the reason.

use flagfall_core::Side;
use flagfall_position::{FenError, Field, IllegalPosition, Position, PositionError, Square, Wing};

fn refused(fen: &str) -> PositionError {
    Position::from_fen(fen).expect_err(fen)
}

fn square(name: &str) -> Square {
    let [file, rank] = name.as_bytes() else {
        panic!("{name}")
    };
    Square::new(file - b'a', rank - b'1').expect("a square")
}

#[test]
fn a_fen_without_four_to_six_fields_is_refused_with_the_count() {
    assert_eq!(
        refused("8/8/8/8/8/8/8/8 w"),
        PositionError::Fen(FenError::FieldCount { found: 2 })
    );
    assert_eq!(
        refused("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra"),
        PositionError::Fen(FenError::FieldCount { found: 7 })
    );
    assert_eq!(refused("").to_string(), "a FEN has 4 to 6 fields separated by spaces (piece placement, side to move, castling, en passant, halfmove clock, fullmove number), not 0");
}

#[test]
fn each_field_refuses_what_it_cannot_hold() {
    let cases = [
        ("4k3/8/8/8/8/8/4K3 w - -", FenError::RankCount { found: 7 }, "piece placement: 7 ranks separated by /, not 8"),
        ("4k4/8/8/8/8/8/8/4K3 w - -", FenError::RankLength { rank: 8, squares: 9 }, "piece placement: rank 8 covers 9 squares, not 8"),
        ("4k3/8/8/8/8/8/8/4K2 w - -", FenError::RankLength { rank: 1, squares: 7 }, "piece placement: rank 1 covers 7 squares, not 8"),
        ("4k3/8/8/3x4/8/8/8/4K3 w - -", FenError::PlacementCharacter { rank: 5, character: 'x' }, "piece placement: 'x' on rank 5 is neither a piece (KQRBNP, kqrbnp) nor a number of empty squares (1 to 8)"),
        ("4k3/8/8/9/8/8/8/4K3 w - -", FenError::PlacementCharacter { rank: 5, character: '9' }, "piece placement: '9' on rank 5 is neither a piece (KQRBNP, kqrbnp) nor a number of empty squares (1 to 8)"),
        ("4k3/8/8/8/8/8/8/4K3 W - -", FenError::SideToMove, "side to move: not w or b"),
        ("4k3/8/8/8/8/8/8/4K3 w KX -", FenError::CastlingCharacter { character: 'X' }, "castling: 'X' is not K, Q, k, q or a lone -"),
        ("4k3/8/8/8/8/8/8/4K3 w K- -", FenError::CastlingCharacter { character: '-' }, "castling: '-' is not K, Q, k, q or a lone -"),
        ("4k3/8/8/8/8/8/8/R3K3 w QQ -", FenError::CastlingRepeated { character: 'Q' }, "castling: Q is given twice"),
        ("4k3/8/8/8/8/8/8/4K3 w - e4", FenError::EnPassantSquare, "en passant: not - or a square on rank 3 or 6"),
        ("4k3/8/8/8/8/8/8/4K3 w - - -1 1", FenError::HalfmoveClock, "halfmove clock: not a whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - +1 1", FenError::HalfmoveClock, "halfmove clock: not a whole number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 0", FenError::FullmoveNumber, "fullmove number: not a whole number from 1"),
    ];
    for (fen, error, message) in cases {
        assert_eq!(refused(fen), PositionError::Fen(error), "{fen}");
        assert_eq!(refused(fen).to_string(), message, "{fen}");
    }
    assert_eq!(
        refused("4k3/8/8/8/8/8/8/4K3 b - e4").field(),
        Some(Field::EnPassant)
    );
}

#[test]
fn impossible_positions_are_refused_with_the_field_and_the_numbers() {
    let cases = [
        // scalachess's opposite-coloured bishops without kings.
        ("8/4b3/8/8/8/8/4B3/8 w - - 0 1", IllegalPosition::KingCount { side: Side::White, found: 0 }, "piece placement: white has 0 kings, not 1"),
        // scalachess: a second white king.
        ("8/6R1/K7/2NNN3/5NN1/4KN2/8/k7 w - - 0 1", IllegalPosition::KingCount { side: Side::White, found: 2 }, "piece placement: white has 2 kings, not 1"),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", IllegalPosition::PawnOnBackRank { square: square("h8") }, "piece placement: a pawn on h8, where no pawn can stand"),
        ("4k3/8/8/8/8/8/8/p3K3 b - - 0 1", IllegalPosition::PawnOnBackRank { square: square("a1") }, "piece placement: a pawn on a1, where no pawn can stand"),
        ("QQQQkQQQ/QQQQQQQQ/Q7/8/8/8/8/4K3 w - - 0 1", IllegalPosition::TooManyPieces { side: Side::White, found: 17 }, "piece placement: white has 17 pieces, more than 16"),
        ("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", IllegalPosition::TooManyPawns { side: Side::White, found: 9 }, "piece placement: white has 9 pawns, more than 8"),
        // scalachess: nine black queens with a pawn left.
        ("krq5/bqqq4/qqrp4/1qq5/8/8/8/3qB2K b - - 0 1", IllegalPosition::TooManyPromoted { side: Side::Black, promoted: 8, missing_pawns: 7 }, "piece placement: black has more pieces than promotion explains (beyond the initial set: 8; pawns missing: 7)"),
        // Two bishops on light squares and all eight pawns.
        ("4k3/8/8/8/8/3B4/PPPPPPPP/4KB2 w - - 0 1", IllegalPosition::TooManyPromoted { side: Side::White, promoted: 1, missing_pawns: 0 }, "piece placement: white has more pieces than promotion explains (beyond the initial set: 1; pawns missing: 0)"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", IllegalPosition::CastlingRight { side: Side::White, wing: Wing::Kingside }, "castling: white may castle kingside only with its king on e1 and a rook on h1"),
        ("4k2r/8/8/8/8/8/8/4K3 w q - 0 1", IllegalPosition::CastlingRight { side: Side::Black, wing: Wing::Queenside }, "castling: black may castle queenside only with its king on e8 and a rook on a8"),
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", IllegalPosition::EnPassant { square: square("e6") }, "en passant: e6 is not the square a pawn of the side not to move has just passed over"),
        ("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", IllegalPosition::EnPassant { square: square("e3") }, "en passant: e3 is not the square a pawn of the side not to move has just passed over"),
        // Both kings in check.
        ("R3k3/8/8/8/8/8/8/4K2r w - - 0 1", IllegalPosition::OpponentInCheck { side: Side::Black }, "side to move: black is in check but not to move"),
        // Kings side by side.
        ("8/8/8/3kK3/8/8/8/8 b - - 0 1", IllegalPosition::OpponentInCheck { side: Side::White }, "side to move: white is in check but not to move"),
        ("4k3/8/8/8/8/5n2/3p4/r3K3 w - - 0 1", IllegalPosition::TooManyCheckers { side: Side::White, checkers: 3 }, "piece placement: white is checked by 3 pieces; no move gives check with more than 2"),
    ];
    for (fen, error, message) in cases {
        assert_eq!(refused(fen), PositionError::Illegal(error), "{fen}");
        assert_eq!(refused(fen).to_string(), message, "{fen}");
    }
}

#[test]
fn a_legal_fen_is_read_whole_and_written_back_with_both_clocks() {
    for (fen, written) in [
        (
            flagfall_position::INITIAL_FEN,
            flagfall_position::INITIAL_FEN,
        ),
        (
            "  4k3/8/8/8/8/8/8/4K3 b - -  ",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
        ),
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 33",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 33",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 7 40",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 40",
        ),
    ] {
        assert_eq!(Position::from_fen(fen).expect(fen).to_string(), written);
    }
}
