//! A FEN's first field, the piece placement, read into the 64 squares: the one reader for the
//! search and for the app's board editor, so that both take the same boards.

use crate::FenError;

/// Why a piece placement does not read: the FEN errors of its field ([`FenError`] has them too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// Not eight ranks separated by `/`.
    RankCount { found: usize },
    /// A rank (1 to 8) that does not cover exactly eight squares.
    RankLength { rank: u8, squares: usize },
    /// A character on a rank (1 to 8) that is neither a piece letter nor a count of empty squares
    /// (`1` to `8`).
    PlacementCharacter { rank: u8, character: char },
}

impl From<PlacementError> for FenError {
    fn from(error: PlacementError) -> Self {
        match error {
            PlacementError::RankCount { found } => FenError::RankCount { found },
            PlacementError::RankLength { rank, squares } => FenError::RankLength { rank, squares },
            PlacementError::PlacementCharacter { rank, character } => {
                FenError::PlacementCharacter { rank, character }
            }
        }
    }
}

/// Reads a piece placement (`rnbqkbnr/pppppppp/8/...`, rank 8 first) into squares indexed
/// `rank * 8 + file`, a1 first; `piece` makes a piece of a letter, or refuses it with `None`.
///
/// ```
/// use flagfall_position_message::{read_placement, PlacementError};
/// let letter = |c: char| c.is_ascii_alphabetic().then_some(c);
/// let squares = read_placement("4k3/8/8/8/8/8/8/4K3", letter).unwrap();
/// assert_eq!((squares[4], squares[60]), (Some('K'), Some('k')));
/// assert_eq!(
///     read_placement("4k3/8/8/8/8/8/8/4K4", letter),
///     Err(PlacementError::RankLength { rank: 1, squares: 9 })
/// );
/// ```
pub fn read_placement<P: Copy>(
    text: &str,
    piece: impl Fn(char) -> Option<P>,
) -> Result<[Option<P>; 64], PlacementError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(PlacementError::RankCount { found: ranks.len() });
    }
    let mut squares = [None; 64];
    // The first rank written is the eighth.
    for (rank, row) in (0..8u8).rev().zip(ranks) {
        let mut file: usize = 0;
        for character in row.chars() {
            if let Some(empty) = character.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file = file.saturating_add(empty as usize);
                continue;
            }
            let found = piece(character).ok_or(PlacementError::PlacementCharacter {
                rank: rank + 1,
                character,
            })?;
            if file < 8 {
                squares[usize::from(rank) * 8 + file] = Some(found);
            }
            file = file.saturating_add(1);
        }
        if file != 8 {
            return Err(PlacementError::RankLength {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(squares)
}
