//! A square as chasolver's board names it.

use crate::Square;

pub(crate) fn to_chess(square: Square) -> chess::Square {
    let (file, rank) = square.indices();
    chess::Square::make_square(
        chess::Rank::from_index(usize::from(rank)),
        chess::File::from_index(usize::from(file)),
    )
}
