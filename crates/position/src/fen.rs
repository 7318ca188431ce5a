//! Reading the six fields of a FEN record into a setup that is not yet known to be legal.

use crate::{FenError, Square};
use chess::{Color, Piece};
use flagfall_core::{BySide, Side};
use flagfall_position_message::read_placement;

/// What a FEN says, read but not judged.
pub(crate) struct Setup {
    /// Indexed by `rank * 8 + file`, a1 first.
    pub squares: [Option<(Piece, Side)>; 64],
    pub side_to_move: Side,
    pub castling: BySide<Castling>,
    pub en_passant: Option<Square>,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
}

/// A side's castling rights as the FEN gives them.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Castling {
    pub kingside: bool,
    pub queenside: bool,
}

pub(crate) fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

/// The FEN letter of a piece.
pub(crate) fn letter(piece: Piece, side: Side) -> char {
    let upper = match piece {
        Piece::King => 'K',
        Piece::Queen => 'Q',
        Piece::Rook => 'R',
        Piece::Bishop => 'B',
        Piece::Knight => 'N',
        Piece::Pawn => 'P',
    };
    match side {
        Side::White => upper,
        Side::Black => upper.to_ascii_lowercase(),
    }
}

fn piece(letter: char) -> Option<(Piece, Side)> {
    let side = if letter.is_ascii_uppercase() {
        Side::White
    } else {
        Side::Black
    };
    let piece = match letter.to_ascii_uppercase() {
        'K' => Piece::King,
        'Q' => Piece::Queen,
        'R' => Piece::Rook,
        'B' => Piece::Bishop,
        'N' => Piece::Knight,
        'P' => Piece::Pawn,
        _ => return None,
    };
    Some((piece, side))
}

/// Reads `text`: four to six fields separated by spaces (leading and trailing blanks are ignored,
/// as a pasted FEN often has them). A missing halfmove clock is 0 and a missing fullmove number 1,
/// as in EPD.
pub(crate) fn read(text: &str) -> Result<Setup, FenError> {
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    let [placement, side, castling, en_passant, clocks @ ..] = fields.as_slice() else {
        return Err(FenError::FieldCount {
            found: fields.len(),
        });
    };
    if clocks.len() > 2 {
        return Err(FenError::FieldCount {
            found: fields.len(),
        });
    }
    Ok(Setup {
        squares: read_placement(placement, piece)?,
        side_to_move: match *side {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(FenError::SideToMove),
        },
        castling: read_castling(castling)?,
        en_passant: match *en_passant {
            "-" => None,
            text => Some(
                Square::parse(text)
                    .filter(|square| matches!(square.rank(), 3 | 6))
                    .ok_or(FenError::EnPassantSquare)?,
            ),
        },
        halfmove_clock: match clocks.first() {
            None => 0,
            Some(text) => number(text).ok_or(FenError::HalfmoveClock)?,
        },
        fullmove_number: match clocks.get(1) {
            None => 1,
            Some(text) => number(text)
                .filter(|&number| number >= 1)
                .ok_or(FenError::FullmoveNumber)?,
        },
    })
}

/// Digits only: `u32::from_str` would also take a sign.
fn number(text: &str) -> Option<u32> {
    if text.bytes().all(|byte| byte.is_ascii_digit()) {
        text.parse().ok()
    } else {
        None
    }
}

fn read_castling(text: &str) -> Result<BySide<Castling>, FenError> {
    let mut rights = BySide::<Castling>::default();
    if text == "-" {
        return Ok(rights);
    }
    for character in text.chars() {
        let right = match character {
            'K' => &mut rights.white.kingside,
            'Q' => &mut rights.white.queenside,
            'k' => &mut rights.black.kingside,
            'q' => &mut rights.black.queenside,
            _ => return Err(FenError::CastlingCharacter { character }),
        };
        if *right {
            return Err(FenError::CastlingRepeated { character });
        }
        *right = true;
    }
    Ok(rights)
}
