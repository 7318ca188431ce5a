//! Why a position is refused: the FEN field at fault and what is wrong with it, with the numbers.

use crate::Square;
use core::fmt;
use flagfall_core::Side;
use serde::Serialize;

/// A field of a FEN record, in the order they are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// The pieces, rank 8 first (`rnbqkbnr/pppppppp/8/...`).
    Placement,
    /// `w` or `b`.
    SideToMove,
    /// `KQkq`, some of them, or `-`.
    Castling,
    /// The square a pawn that has just moved two squares passed over, or `-`.
    EnPassant,
    /// Half-moves since the last capture or pawn move.
    HalfmoveClock,
    /// The number of the move to be made, from 1.
    FullmoveNumber,
}

impl Field {
    /// The field's English name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Field::Placement => "piece placement",
            Field::SideToMove => "side to move",
            Field::Castling => "castling",
            Field::EnPassant => "en passant",
            Field::HalfmoveClock => "halfmove clock",
            Field::FullmoveNumber => "fullmove number",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that is not a FEN record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum FenError {
    /// Not 4 to 6 fields separated by spaces.
    FieldCount {
        /// The number of fields found.
        found: usize,
    },
    /// The placement does not have eight ranks separated by `/`.
    RankCount {
        /// The number of ranks found.
        found: usize,
    },
    /// A rank that does not cover exactly eight squares.
    RankLength {
        /// The rank, 1 to 8.
        rank: u8,
        /// The squares it covers.
        squares: usize,
    },
    /// A character in the placement that is neither a piece (`KQRBNP`, `kqrbnp`) nor a count of
    /// empty squares (`1` to `8`).
    PlacementCharacter {
        /// The rank it is on, 1 to 8.
        rank: u8,
        character: char,
    },
    /// The side to move is not `w` or `b`.
    SideToMove,
    /// A castling character other than `K`, `Q`, `k`, `q` (or a lone `-`).
    CastlingCharacter { character: char },
    /// A castling right given twice.
    CastlingRepeated { character: char },
    /// The en passant field is not `-` or a square on the third or sixth rank.
    EnPassantSquare,
    /// The halfmove clock is not a whole number.
    HalfmoveClock,
    /// The fullmove number is not a whole number from 1.
    FullmoveNumber,
}

impl FenError {
    /// The field at fault.
    #[must_use]
    pub const fn field(self) -> Option<Field> {
        match self {
            FenError::FieldCount { .. } => None,
            FenError::RankCount { .. }
            | FenError::RankLength { .. }
            | FenError::PlacementCharacter { .. } => Some(Field::Placement),
            FenError::SideToMove => Some(Field::SideToMove),
            FenError::CastlingCharacter { .. } | FenError::CastlingRepeated { .. } => {
                Some(Field::Castling)
            }
            FenError::EnPassantSquare => Some(Field::EnPassant),
            FenError::HalfmoveClock => Some(Field::HalfmoveClock),
            FenError::FullmoveNumber => Some(Field::FullmoveNumber),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenError::FieldCount { found } => write!(
                f,
                "a FEN has 4 to 6 fields separated by spaces (piece placement, side to move, castling, en passant, halfmove clock, fullmove number), not {found}"
            ),
            FenError::RankCount { found } => {
                write!(f, "{found} ranks separated by /, not 8")
            }
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} covers {squares} squares, not 8")
            }
            FenError::PlacementCharacter { rank, character } => write!(
                f,
                "{character:?} on rank {rank} is neither a piece (KQRBNP, kqrbnp) nor a number of empty squares (1 to 8)"
            ),
            FenError::SideToMove => f.write_str("not w or b"),
            FenError::CastlingCharacter { character } => {
                write!(f, "{character:?} is not K, Q, k, q or a lone -")
            }
            FenError::CastlingRepeated { character } => write!(f, "{character} is given twice"),
            FenError::EnPassantSquare => f.write_str("not - or a square on rank 3 or 6"),
            FenError::HalfmoveClock => f.write_str("not a whole number"),
            FenError::FullmoveNumber => f.write_str("not a whole number from 1"),
        }
    }
}

/// A castling side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Wing {
    /// Castling short, with the h-file rook (`K`, `k`).
    Kingside,
    /// Castling long, with the a-file rook (`Q`, `q`).
    Queenside,
}

impl Wing {
    /// The rook's initial file.
    const fn rook_file(self) -> char {
        match self {
            Wing::Kingside => 'h',
            Wing::Queenside => 'a',
        }
    }
}

/// A FEN that reads, of a position no game can reach or play on from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum IllegalPosition {
    /// A side without exactly one king.
    KingCount { side: Side, found: u8 },
    /// A pawn on the first or last rank, where no pawn can stand.
    PawnOnBackRank { square: Square },
    /// A side with more than 16 pieces.
    TooManyPieces { side: Side, found: u8 },
    /// A side with more than 8 pawns.
    TooManyPawns { side: Side, found: u8 },
    /// More pieces beyond a side's initial set (a queen, two rooks, a light- and a dark-squared
    /// bishop, two knights) than pawns it has lost to promote them.
    TooManyPromoted {
        side: Side,
        /// Pieces beyond the initial set.
        promoted: u8,
        /// Pawns missing from the initial eight.
        missing_pawns: u8,
    },
    /// A castling right without the king and the rook on their initial squares.
    CastlingRight { side: Side, wing: Wing },
    /// An en passant square that is not the one a pawn of the side not to move has just passed
    /// over with a two-square move.
    EnPassant { square: Square },
    /// The side not to move is in check (both kings in check included): its king could be taken.
    OpponentInCheck {
        /// The side in check that is not to move.
        side: Side,
    },
    /// The side to move is checked by more pieces than a single move can give check with.
    TooManyCheckers { side: Side, checkers: u8 },
}

impl IllegalPosition {
    /// The field at fault.
    #[must_use]
    pub const fn field(self) -> Field {
        match self {
            IllegalPosition::CastlingRight { .. } => Field::Castling,
            IllegalPosition::EnPassant { .. } => Field::EnPassant,
            IllegalPosition::OpponentInCheck { .. } => Field::SideToMove,
            IllegalPosition::KingCount { .. }
            | IllegalPosition::PawnOnBackRank { .. }
            | IllegalPosition::TooManyPieces { .. }
            | IllegalPosition::TooManyPawns { .. }
            | IllegalPosition::TooManyPromoted { .. }
            | IllegalPosition::TooManyCheckers { .. } => Field::Placement,
        }
    }
}

impl fmt::Display for IllegalPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalPosition::KingCount { side, found } => {
                write!(f, "{} has {found} kings, not 1", side.name())
            }
            IllegalPosition::PawnOnBackRank { square } => {
                write!(f, "a pawn on {square}, where no pawn can stand")
            }
            IllegalPosition::TooManyPieces { side, found } => {
                write!(f, "{} has {found} pieces, more than 16", side.name())
            }
            IllegalPosition::TooManyPawns { side, found } => {
                write!(f, "{} has {found} pawns, more than 8", side.name())
            }
            IllegalPosition::TooManyPromoted {
                side,
                promoted,
                missing_pawns,
            } => write!(
                f,
                "{} has more pieces than promotion explains (beyond the initial set: {promoted}; pawns missing: {missing_pawns})",
                side.name()
            ),
            IllegalPosition::CastlingRight { side, wing } => {
                let (king, rook_rank) = match side {
                    Side::White => ("e1", 1),
                    Side::Black => ("e8", 8),
                };
                write!(
                    f,
                    "{} may castle {} only with its king on {king} and a rook on {}{rook_rank}",
                    side.name(),
                    match wing {
                        Wing::Kingside => "kingside",
                        Wing::Queenside => "queenside",
                    },
                    wing.rook_file()
                )
            }
            IllegalPosition::EnPassant { square } => write!(
                f,
                "{square} is not the square a pawn of the side not to move has just passed over"
            ),
            IllegalPosition::OpponentInCheck { side } => write!(
                f,
                "{} is in check but not to move",
                side.name()
            ),
            IllegalPosition::TooManyCheckers { side, checkers } => write!(
                f,
                "{} is checked by {checkers} pieces; no move gives check with more than 2",
                side.name()
            ),
        }
    }
}

/// Why a FEN is refused: unreadable, or of an impossible position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PositionError {
    Fen(FenError),
    Illegal(IllegalPosition),
}

impl PositionError {
    /// The field at fault, when the error is in one field.
    #[must_use]
    pub const fn field(self) -> Option<Field> {
        match self {
            PositionError::Fen(error) => error.field(),
            PositionError::Illegal(error) => Some(error.field()),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = self.field() {
            write!(f, "{field}: ")?;
        }
        match self {
            PositionError::Fen(error) => error.fmt(f),
            PositionError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FenError> for PositionError {
    fn from(error: FenError) -> Self {
        PositionError::Fen(error)
    }
}

impl From<IllegalPosition> for PositionError {
    fn from(error: IllegalPosition) -> Self {
        PositionError::Illegal(error)
    }
}
