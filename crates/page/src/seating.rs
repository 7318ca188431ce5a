//! Which colour sits where on the screen. White's face takes the first half (the bottom of an upright
//! phone, the left of one lying on its side) and Black's the second, until the players swap sides.
//! The faces and the keyboard's halves both follow it.

use flagfall_core::Side;

/// A half of the clock screen: the first is the bottom of an upright phone and the left of one on its
/// side; the second is the top (its face turned to the player across) or the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    First,
    Second,
}

impl Half {
    /// The name the styles place the face by (`data-half`).
    pub const fn name(self) -> &'static str {
        match self {
            Half::First => "first",
            Half::Second => "second",
        }
    }
}

/// Which colour sits in which half.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    swapped: bool,
}

impl Seating {
    /// The colours the other way round.
    #[must_use]
    pub const fn swapped(self) -> Seating {
        Seating {
            swapped: !self.swapped,
        }
    }

    /// The colours the other way round when `swap` says so.
    #[must_use]
    pub const fn swapped_if(self, swap: bool) -> Seating {
        if swap {
            self.swapped()
        } else {
            self
        }
    }

    /// Whether the colours sit the other way round (White's face in the second half).
    pub const fn is_swapped(self) -> bool {
        self.swapped
    }

    /// The side whose face is in `half`.
    pub const fn side_in(self, half: Half) -> Side {
        match (half, self.swapped) {
            (Half::First, false) | (Half::Second, true) => Side::White,
            (Half::Second, false) | (Half::First, true) => Side::Black,
        }
    }

    /// The half `side`'s face is in.
    pub const fn half_of(self, side: Side) -> Half {
        match (side, self.swapped) {
            (Side::White, false) | (Side::Black, true) => Half::First,
            (Side::Black, false) | (Side::White, true) => Half::Second,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_sits_in_the_first_half_until_the_sides_are_swapped() {
        let seating = Seating::default();
        assert_eq!(seating.side_in(Half::First), Side::White);
        assert_eq!(seating.side_in(Half::Second), Side::Black);
        let swapped = seating.swapped();
        assert_eq!(swapped.side_in(Half::First), Side::Black);
        assert_eq!(swapped.half_of(Side::White), Half::Second);
        assert_eq!(swapped.swapped(), seating);
    }

    #[test]
    fn each_half_holds_the_side_that_is_seated_there() {
        for seating in [Seating::default(), Seating::default().swapped()] {
            for half in [Half::First, Half::Second] {
                assert_eq!(seating.half_of(seating.side_in(half)), half);
            }
        }
    }
}
