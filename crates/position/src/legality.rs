//! Whether a setup read from a FEN is a position a game can reach and play on from.
//!
//! These are the checks FIDE's laws imply and a board editor can break: one king a side, no pawn on
//! the first or last rank, no more pieces than promotion can give, castling rights that match the
//! king and rook, an en passant square a pawn has just passed, and no king in check that is not to
//! move. Finer impossibilities (a check no last move could have given) are left to the search,
//! which answers from whatever position it is given.

use crate::fen::{color, Setup};
use crate::square::to_chess;
use crate::{IllegalPosition, Square, Wing};
use chess::{BitBoard, Piece, EMPTY};
use flagfall_core::{BySide, Side};

/// The first thing wrong with `setup`, in the order of [`IllegalPosition`]'s variants.
pub(crate) fn check(setup: &Setup) -> Result<(), IllegalPosition> {
    let count = |piece: Piece, side: Side| {
        setup
            .squares
            .iter()
            .filter(|square| **square == Some((piece, side)))
            .count() as u8
    };
    for side in Side::ALL {
        let found = count(Piece::King, side);
        if found != 1 {
            return Err(IllegalPosition::KingCount { side, found });
        }
    }
    let back_ranks = (0..8).chain(56..64);
    if let Some(index) = back_ranks
        .into_iter()
        .find(|&index| matches!(setup.squares[index], Some((Piece::Pawn, _))))
    {
        return Err(IllegalPosition::PawnOnBackRank {
            square: square_at(index),
        });
    }
    for side in Side::ALL {
        material(setup, side)?;
    }
    for side in Side::ALL {
        castling(setup, side)?;
    }
    if let Some(square) = setup.en_passant {
        en_passant(setup, square)?;
    }
    let not_to_move = setup.side_to_move.opponent();
    if checkers(setup, not_to_move) > 0 {
        return Err(IllegalPosition::OpponentInCheck { side: not_to_move });
    }
    let checkers = checkers(setup, setup.side_to_move);
    if checkers > 2 {
        return Err(IllegalPosition::TooManyCheckers {
            side: setup.side_to_move,
            checkers,
        });
    }
    Ok(())
}

fn square_at(index: usize) -> Square {
    Square::new((index % 8) as u8, (index / 8) as u8).expect("an index below 64")
}

fn material(setup: &Setup, side: Side) -> Result<(), IllegalPosition> {
    let mut pieces: u8 = 0;
    let mut kinds = [0u8; 6];
    let mut bishops_on_light = 0u8;
    for (index, square) in setup.squares.iter().enumerate() {
        if let Some((piece, owner)) = *square {
            if owner == side {
                pieces += 1;
                kinds[piece.to_index()] += 1;
                if piece == Piece::Bishop && (index % 8 + index / 8) % 2 == 1 {
                    bishops_on_light += 1;
                }
            }
        }
    }
    if pieces > 16 {
        return Err(IllegalPosition::TooManyPieces {
            side,
            found: pieces,
        });
    }
    let pawns = kinds[Piece::Pawn.to_index()];
    if pawns > 8 {
        return Err(IllegalPosition::TooManyPawns { side, found: pawns });
    }
    let bishops_on_dark = kinds[Piece::Bishop.to_index()] - bishops_on_light;
    let promoted = kinds[Piece::Queen.to_index()].saturating_sub(1)
        + kinds[Piece::Rook.to_index()].saturating_sub(2)
        + kinds[Piece::Knight.to_index()].saturating_sub(2)
        + bishops_on_light.saturating_sub(1)
        + bishops_on_dark.saturating_sub(1);
    let missing_pawns = 8 - pawns;
    if promoted > missing_pawns {
        return Err(IllegalPosition::TooManyPromoted {
            side,
            promoted,
            missing_pawns,
        });
    }
    Ok(())
}

fn castling(setup: &Setup, side: Side) -> Result<(), IllegalPosition> {
    let rights = setup.castling[side];
    let back_rank = match side {
        Side::White => 0,
        Side::Black => 56,
    };
    let on = |file: usize, piece: Piece| setup.squares[back_rank + file] == Some((piece, side));
    for (wing, granted, rook_file) in [
        (Wing::Kingside, rights.kingside, 7),
        (Wing::Queenside, rights.queenside, 0),
    ] {
        if granted && !(on(4, Piece::King) && on(rook_file, Piece::Rook)) {
            return Err(IllegalPosition::CastlingRight { side, wing });
        }
    }
    Ok(())
}

/// The square must be behind a pawn of the side not to move that stands where a two-square move
/// from its initial rank put it, with the square passed and the one it left empty.
fn en_passant(setup: &Setup, square: Square) -> Result<(), IllegalPosition> {
    let (passed_rank, step): (usize, isize) = match setup.side_to_move {
        Side::White => (5, -1),
        Side::Black => (2, 1),
    };
    let file = usize::from(square.file() as u8 - b'a');
    let at = |rank: usize| setup.squares[rank * 8 + file];
    let pawn_rank = passed_rank.wrapping_add_signed(step);
    let left_rank = passed_rank.wrapping_add_signed(-step);
    let mover = setup.side_to_move.opponent();
    if usize::from(square.rank() - 1) == passed_rank
        && at(pawn_rank) == Some((Piece::Pawn, mover))
        && at(passed_rank).is_none()
        && at(left_rank).is_none()
    {
        Ok(())
    } else {
        Err(IllegalPosition::EnPassant { square })
    }
}

/// How many pieces give check to `side`'s king.
fn checkers(setup: &Setup, side: Side) -> u8 {
    let mut occupied = EMPTY;
    let mut by_side = BySide::<[BitBoard; 6]>::default();
    let mut king = None;
    for (index, square) in setup.squares.iter().enumerate() {
        if let Some((piece, owner)) = *square {
            let bit = BitBoard::from_square(to_chess(square_at(index)));
            occupied |= bit;
            by_side[owner][piece.to_index()] |= bit;
            if piece == Piece::King && owner == side {
                king = Some(to_chess(square_at(index)));
            }
        }
    }
    // Kings were counted before this is asked.
    let Some(king) = king else { return 0 };
    let enemy = &by_side[side.opponent()];
    let of = |piece: Piece| enemy[piece.to_index()];
    let attackers = (chess::get_rook_moves(king, occupied) & (of(Piece::Rook) | of(Piece::Queen)))
        | (chess::get_bishop_moves(king, occupied) & (of(Piece::Bishop) | of(Piece::Queen)))
        | (chess::get_knight_moves(king) & of(Piece::Knight))
        | (chess::get_king_moves(king) & of(Piece::King))
        | chess::get_pawn_attacks(king, color(side), of(Piece::Pawn));
    attackers.popcnt() as u8
}
