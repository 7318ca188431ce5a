//! A legal position read from FEN, and written back as FEN.

use crate::fen::{self, color, Setup};
use crate::square::to_chess;
use crate::{legality, PositionError, Square};
use chess::{Board, BoardBuilder, CastleRights, Color};
use core::fmt;
use core::str::FromStr;
use flagfall_core::Side;

/// A chess position that a game can be in: read from FEN and checked (see [`IllegalPosition`]).
///
/// [`IllegalPosition`]: crate::IllegalPosition
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    /// As the FEN gave it: the board keeps it only when a pawn can take en passant.
    en_passant: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
}

/// The position of a game not yet started.
pub const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position {
    /// Reads and checks a FEN record (4 to 6 fields; missing clocks are 0 and 1).
    ///
    /// ```
    /// use flagfall_position::{FenError, Field, Position, PositionError};
    /// let position = Position::from_fen("8/8/8/4k3/8/8/8/4K2R w K -")?;
    /// assert_eq!(position.to_string(), "8/8/8/4k3/8/8/8/4K2R w K - 0 1");
    /// let error = Position::from_fen("8/8/8/4k3/8/8/8/4K2R x K -").unwrap_err();
    /// assert_eq!(error, PositionError::Fen(FenError::SideToMove));
    /// assert_eq!(error.field(), Some(Field::SideToMove));
    /// assert_eq!(error.to_string(), "side to move: not w or b");
    /// # Ok::<(), PositionError>(())
    /// ```
    pub fn from_fen(text: &str) -> Result<Position, PositionError> {
        let setup = fen::read(text)?;
        legality::check(&setup)?;
        Ok(Position::from_setup(&setup))
    }

    /// The position of a game not yet started.
    #[must_use]
    pub fn initial() -> Position {
        Position::from_fen(INITIAL_FEN).expect("the initial position is legal")
    }

    fn from_setup(setup: &Setup) -> Position {
        let mut builder = BoardBuilder::new();
        for (index, square) in setup.squares.iter().enumerate() {
            if let Some((piece, side)) = *square {
                let at =
                    Square::new((index % 8) as u8, (index / 8) as u8).expect("an index below 64");
                builder.piece(to_chess(at), piece, color(side));
            }
        }
        builder.side_to_move(color(setup.side_to_move));
        for side in Side::ALL {
            let rights = setup.castling[side];
            let rights = match (rights.kingside, rights.queenside) {
                (true, true) => CastleRights::Both,
                (true, false) => CastleRights::KingSide,
                (false, true) => CastleRights::QueenSide,
                (false, false) => CastleRights::NoRights,
            };
            builder.castle_rights(color(side), rights);
        }
        builder.en_passant(setup.en_passant.map(|square| to_chess(square).get_file()));
        Position {
            // The legality checks cover every sanity check the board makes.
            board: Board::try_from(builder).expect("a legal position makes a sane board"),
            en_passant: setup.en_passant,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
        }
    }

    /// The side to move.
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        side(self.board.side_to_move())
    }

    /// The number of the move to be made, as the FEN gave it.
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    pub(crate) fn board(&self) -> &Board {
        &self.board
    }
}

pub(crate) fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

impl FromStr for Position {
    type Err = PositionError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Position::from_fen(text)
    }
}

/// The position as a six-field FEN record.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let square = to_chess(Square::new(file, rank).expect("on the board"));
                match (self.board.piece_on(square), self.board.color_on(square)) {
                    (Some(piece), Some(owner)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", fen::letter(piece, side(owner)))?;
                    }
                    _ => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let to_move = match self.side_to_move() {
            Side::White => "w",
            Side::Black => "b",
        };
        let mut castling = String::new();
        for (owner, kingside, queenside) in [(Color::White, 'K', 'Q'), (Color::Black, 'k', 'q')] {
            let rights = self.board.castle_rights(owner);
            if rights.has_kingside() {
                castling.push(kingside);
            }
            if rights.has_queenside() {
                castling.push(queenside);
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        let en_passant = self
            .en_passant
            .map_or_else(|| "-".to_owned(), |square| square.to_string());
        write!(
            f,
            " {to_move} {castling} {en_passant} {} {}",
            self.halfmove_clock, self.fullmove_number
        )
    }
}
