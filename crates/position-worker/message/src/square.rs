//! A square of the board, as errors name it.

use core::fmt;
use serde::{Serialize, Serializer};

/// A square of the board, written as in algebraic notation (`e4`), in text and in JSON alike.
///
/// ```
/// use flagfall_position_message::Square;
/// let square = Square::new(4, 3).expect("on the board");
/// assert_eq!(square.to_string(), "e4");
/// assert_eq!((square.file(), square.rank()), ('e', 4));
/// assert_eq!(Square::parse("e4"), Some(square));
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

    /// The file and the rank, both counted from 0, as [`Square::new`] takes them.
    #[must_use]
    pub const fn indices(self) -> (u8, u8) {
        (self.file, self.rank)
    }

    /// The square named `text` (`e3`), if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Square::new(file - b'a', rank - b'1'),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
