//! A series of moves written in Standard Algebraic Notation (FIDE Laws, Appendix C).

use crate::position::side;
use chess::{Board, BoardStatus, ChessMove, MoveGen, Piece, EMPTY};
use core::fmt;
use flagfall_core::Side;

/// Moves from a position, in SAN, numbered as on a scoresheet: `1. Kf2 Kh1 2. Ng3#`, or
/// `40... Kh1 41. Ng3#` when Black moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    moves: Vec<String>,
    first_number: u32,
    black_first: bool,
}

impl Line {
    /// Writes `moves`, played in turn from `board` whose move number is `first_number`.
    pub(crate) fn new(board: &Board, first_number: u32, moves: &[ChessMove]) -> Line {
        let mut position = *board;
        let mut written = Vec::with_capacity(moves.len());
        for &played in moves {
            written.push(san(&position, played));
            position = position.make_move_new(played);
        }
        Line {
            moves: written,
            first_number,
            black_first: side(board.side_to_move()) == Side::Black,
        }
    }

    /// Each move in SAN, without numbers.
    #[must_use]
    pub fn moves(&self) -> &[String] {
        &self.moves
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut number = self.first_number;
        let mut black = self.black_first;
        for (index, played) in self.moves.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            if !black {
                write!(f, "{number}. ")?;
            } else if index == 0 {
                write!(f, "{number}... ")?;
            }
            f.write_str(played)?;
            if black {
                number = number.saturating_add(1);
            }
            black = !black;
        }
        Ok(())
    }
}

fn piece_letter(piece: Piece) -> &'static str {
    match piece {
        Piece::King => "K",
        Piece::Queen => "Q",
        Piece::Rook => "R",
        Piece::Bishop => "B",
        Piece::Knight => "N",
        Piece::Pawn => "",
    }
}

/// `played`, a legal move on `board`, in SAN.
fn san(board: &Board, played: ChessMove) -> String {
    let from = played.get_source();
    let to = played.get_dest();
    let piece = board
        .piece_on(from)
        .expect("a legal move starts on a piece");
    let file_of = |square: chess::Square| (b'a' + square.get_file().to_index() as u8) as char;
    let rank_of = |square: chess::Square| (b'1' + square.get_rank().to_index() as u8) as char;
    let mut text = String::new();
    let file_step = to
        .get_file()
        .to_index()
        .abs_diff(from.get_file().to_index());
    if piece == Piece::King && file_step == 2 {
        text.push_str(if to.get_file().to_index() > from.get_file().to_index() {
            "O-O"
        } else {
            "O-O-O"
        });
    } else if piece == Piece::Pawn {
        // A pawn that changes file captures, en passant included.
        if file_step == 1 {
            text.push(file_of(from));
            text.push('x');
        }
        text.push(file_of(to));
        text.push(rank_of(to));
        if let Some(promotion) = played.get_promotion() {
            text.push('=');
            text.push_str(piece_letter(promotion));
        }
    } else {
        text.push_str(piece_letter(piece));
        // Name the origin only as far as needed to tell this piece from others of its kind that
        // could also move there: the file, else the rank, else both.
        let rivals: Vec<chess::Square> = MoveGen::new_legal(board)
            .filter(|other| {
                other.get_dest() == to
                    && other.get_source() != from
                    && board.piece_on(other.get_source()) == Some(piece)
            })
            .map(|other| other.get_source())
            .collect();
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|s| s.get_file() == from.get_file());
            let same_rank = rivals.iter().any(|s| s.get_rank() == from.get_rank());
            if !same_file {
                text.push(file_of(from));
            } else if !same_rank {
                text.push(rank_of(from));
            } else {
                text.push(file_of(from));
                text.push(rank_of(from));
            }
        }
        if board.piece_on(to).is_some() {
            text.push('x');
        }
        text.push(file_of(to));
        text.push(rank_of(to));
    }
    let after = board.make_move_new(played);
    if *after.checkers() != EMPTY {
        text.push(if after.status() == BoardStatus::Checkmate {
            '#'
        } else {
            '+'
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::Line;
    use chess::{Board, ChessMove, Piece, Square};

    fn board(fen: &str) -> Board {
        fen.parse().expect("a FEN")
    }

    fn written(fen: &str, number: u32, moves: &[(Square, Square, Option<Piece>)]) -> String {
        let moves: Vec<ChessMove> = moves
            .iter()
            .map(|&(from, to, promotion)| ChessMove::new(from, to, promotion))
            .collect();
        Line::new(&board(fen), number, &moves).to_string()
    }

    #[test]
    fn castling_is_written_with_letter_o_on_both_wings() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(
            written(
                fen,
                1,
                &[
                    (Square::E1, Square::G1, None),
                    (Square::E8, Square::C8, None)
                ]
            ),
            "1. O-O O-O-O"
        );
    }

    #[test]
    fn a_line_black_starts_has_the_number_with_an_ellipsis_first() {
        let fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 40";
        assert_eq!(
            written(
                fen,
                40,
                &[
                    (Square::E8, Square::D8, None),
                    (Square::E1, Square::D1, None),
                    (Square::D8, Square::C8, None),
                ]
            ),
            "40... Kd8 41. Kd1 Kc8"
        );
    }

    #[test]
    fn pawn_captures_name_the_file_en_passant_included_and_promotions_the_piece() {
        let fen = "1n2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1";
        assert_eq!(
            written(fen, 1, &[(Square::E5, Square::D6, None)]),
            "1. exd6"
        );
        assert_eq!(
            written(fen, 1, &[(Square::A7, Square::B8, Some(Piece::Queen))]),
            "1. axb8=Q+"
        );
        assert_eq!(
            written(fen, 1, &[(Square::A7, Square::A8, Some(Piece::Knight))]),
            "1. a8=N"
        );
    }

    #[test]
    fn a_piece_is_told_from_its_twins_by_file_then_rank_then_both() {
        // Knights on b1 and f1 both reach d2; rooks on a1 and a5 both reach a3.
        let fen = "4k3/8/8/R7/8/8/8/RN3NK1 w - - 0 1";
        assert_eq!(
            written(fen, 1, &[(Square::B1, Square::D2, None)]),
            "1. Nbd2"
        );
        assert_eq!(
            written(fen, 1, &[(Square::A1, Square::A3, None)]),
            "1. R1a3"
        );
        // Queens on h4, e4 (its rank) and h1 (its file) all reach e1.
        let fen = "2k5/8/8/8/4Q2Q/8/K7/7Q w - - 0 1";
        assert_eq!(
            written(fen, 1, &[(Square::H4, Square::E1, None)]),
            "1. Qh4e1"
        );
        assert_eq!(
            written(fen, 1, &[(Square::E4, Square::E1, None)]),
            "1. Qee1"
        );
    }

    #[test]
    fn check_and_checkmate_are_marked() {
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        assert_eq!(
            written(fen, 1, &[(Square::A1, Square::A8, None)]),
            "1. Ra8#"
        );
        assert_eq!(written(fen, 1, &[(Square::A1, Square::A7, None)]), "1. Ra7");
        let fen = "6k1/6pp/8/8/8/8/8/R5K1 w - - 0 1";
        assert_eq!(
            written(fen, 1, &[(Square::A1, Square::A8, None)]),
            "1. Ra8+"
        );
    }
}
