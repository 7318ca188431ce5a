//! A square of the board, as errors name it.

use core::fmt;

/// A square of the board, written as in algebraic notation (`e4`).
///
/// ```
/// use flagfall_position::Square;
/// let square = Square::new(4, 3).expect("on the board");
/// assert_eq!(square.to_string(), "e4");
/// assert_eq!((square.file(), square.rank()), ('e', 4));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    /// 0 for the a-file to 7 for the h-file.
    file: u8,
    /// 0 for the first rank to 7 for the eighth.
    rank: u8,
}

impl Square {
    /// The square on `file` and `rank`, both counted from 0 (a1 is `(0, 0)`), if it is on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square { file, rank })
        } else {
            None
        }
    }

    /// The file's letter, `a` to `h`.
    #[must_use]
    pub const fn file(self) -> char {
        (b'a' + self.file) as char
    }

    /// The rank's number, 1 to 8.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.rank + 1
    }

    /// The square named `text` (`e3`), if it is one.
    pub(crate) fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Square::new(file - b'a', rank - b'1'),
            _ => None,
        }
    }

    pub(crate) fn to_chess(self) -> chess::Square {
        chess::Square::make_square(
            chess::Rank::from_index(usize::from(self.rank)),
            chess::File::from_index(usize::from(self.file)),
        )
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}
