//! The position a ruling on "can this side still checkmate?" rests on (FIDE 6.9, 7.5.5, 5.2.2;
//! A.5.3; 2018 A4.3), and what a search of it found. The core does not search: it keeps what the
//! search said beside the arbiter's answer, and marks the answer that goes against it as overruled.

use crate::{Article, BySide, Rulebook, Side};
use serde::Serialize;

/// What the search found for one side: `can_checkmate` is `Some(true)` with one mating `line` in
/// SAN, `Some(false)` when no series of legal moves mates, and `None` when the search gave no
/// answer (its time ran out, or the ruling did not wait for it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct MateFinding {
    pub can_checkmate: Option<bool>,
    pub line: Option<String>,
}

/// A position given as FEN, and what the search found for each side.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct PositionCheck {
    pub fen: String,
    #[serde(flatten)]
    pub found: BySide<MateFinding>,
}

/// A position check as a ruling used it: `overruled` when the arbiter's answer goes against what
/// the search found.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RuledPosition {
    #[serde(flatten)]
    pub check: PositionCheck,
    pub overruled: bool,
}

impl PositionCheck {
    /// The check as a ruling uses it, the answer judged otherwise than by the search (`overruled`
    /// as the rulebook's own test says: US Chess 14E's lists).
    #[must_use]
    pub fn ruled_as(self, overruled: bool) -> RuledPosition {
        RuledPosition {
            check: self,
            overruled,
        }
    }

    /// The check as a ruling uses it, the arbiter having answered that each of `asked` `can` (or
    /// cannot) checkmate: overruled when the search found otherwise for one of them. An unanswered
    /// side overrules nothing.
    ///
    /// ```
    /// use flagfall_core::{BySide, MateFinding, PositionCheck, Side};
    /// let lone_king = PositionCheck {
    ///     fen: "8/8/8/4k3/8/8/8/QK6 w - - 0 1".into(),
    ///     found: BySide::new(
    ///         MateFinding { can_checkmate: Some(true), line: Some("1. Qa5+ Kf4".into()) },
    ///         MateFinding { can_checkmate: Some(false), line: None },
    ///     ),
    /// };
    /// assert!(!lone_king.clone().ruled(&[Side::Black], false).overruled);
    /// assert!(lone_king.ruled(&[Side::White, Side::Black], false).overruled);
    /// ```
    #[must_use]
    pub fn ruled(self, asked: &[Side], can: bool) -> RuledPosition {
        let overruled = asked
            .iter()
            .any(|&side| self.found[side].can_checkmate == Some(!can));
        self.ruled_as(overruled)
    }
}

impl Rulebook {
    /// The article by which a dead position draws the game: "neither player can checkmate the
    /// opponent's king with any series of legal moves" (FIDE 2023 and 2018 5.2.2; 2009 5.2(b)).
    /// `None` in draughts, which has no checkmate.
    ///
    /// ```
    /// use flagfall_core::Rulebook;
    /// assert_eq!(Rulebook::Fide2009.dead_position(), Some(flagfall_core::Article::laws(flagfall_core::Rulebook::Fide2009, "5.2(b)")));
    /// assert_eq!(Rulebook::Fmjd.dead_position(), None);
    /// ```
    #[must_use]
    pub const fn dead_position(self) -> Option<Article> {
        match self {
            Rulebook::Fide2023 => Some(Article::laws(Rulebook::Fide2023, "5.2.2")),
            Rulebook::Fide2018 => Some(Article::laws(Rulebook::Fide2018, "5.2.2")),
            Rulebook::Fide2009 => Some(Article::laws(Rulebook::Fide2009, "5.2(b)")),
            Rulebook::Fmjd => None,
            Rulebook::UsChess => Some(Article::laws(Rulebook::UsChess, "14D")),
        }
    }
}
