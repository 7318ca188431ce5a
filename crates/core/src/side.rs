//! The two players, and a container holding one value for each.

use core::ops::{Index, IndexMut};
use serde::Serialize;

/// One of the two players. White moves first and White's clock starts the game (FIDE Art. 6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other player.
    ///
    /// ```
    /// use flagfall_core::Side;
    /// assert_eq!(Side::White.opponent(), Side::Black);
    /// ```
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The lowercase English name, as used on the command line and in JSON.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// The side named `white` or `black` (any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Side> {
        if name.eq_ignore_ascii_case("white") {
            Some(Side::White)
        } else if name.eq_ignore_ascii_case("black") {
            Some(Side::Black)
        } else {
            None
        }
    }
}

/// One value per side, indexed by [`Side`].
///
/// ```
/// use flagfall_core::{BySide, Side};
/// let mut moves = BySide::both(0u32);
/// moves[Side::Black] += 1;
/// assert_eq!((moves.white, moves.black), (0, 1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct BySide<T> {
    pub white: T,
    pub black: T,
}

impl<T> BySide<T> {
    /// A pair from White's and Black's values.
    pub const fn new(white: T, black: T) -> Self {
        BySide { white, black }
    }

    /// The same value for both sides.
    pub fn both(value: T) -> Self
    where
        T: Clone,
    {
        BySide {
            white: value.clone(),
            black: value,
        }
    }

    /// A pair computed from each side.
    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide {
            white: f(Side::White),
            black: f(Side::Black),
        }
    }

    /// Each value transformed.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            white: f(self.white),
            black: f(self.black),
        }
    }

    /// References to both values.
    pub const fn as_ref(&self) -> BySide<&T> {
        BySide {
            white: &self.white,
            black: &self.black,
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}
