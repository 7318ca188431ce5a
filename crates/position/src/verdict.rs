//! Can a side checkmate? The answer for one side, and the search that gives it.

use crate::fen::color;
use crate::{Line, Position};
use chasolver::Winnability;
use flagfall_core::{BySide, MateFinding, PositionCheck, Side};

/// Whether a side can checkmate its opponent by some series of legal moves (FIDE Laws 6.9, 5.2.2;
/// a helpmate: the opponent may cooperate).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It can: `line` is one such series, ending in checkmate (empty when the opponent is already
    /// checkmated).
    CanCheckmate { line: Line },
    /// It cannot, proven: a flag of its opponent is a draw.
    Cannot,
    /// The search ended (out of time, or at chasolver's own limit) without a proof either way.
    Undetermined,
}

impl Verdict {
    /// `Some(true)` if the side can checkmate, `Some(false)` if it cannot, `None` if undetermined.
    #[must_use]
    pub fn can_checkmate(&self) -> Option<bool> {
        match self {
            Verdict::CanCheckmate { .. } => Some(true),
            Verdict::Cannot => Some(false),
            Verdict::Undetermined => None,
        }
    }

    /// The mating line, when there is one.
    #[must_use]
    pub fn line(&self) -> Option<&Line> {
        match self {
            Verdict::CanCheckmate { line } => Some(line),
            Verdict::Cannot | Verdict::Undetermined => None,
        }
    }

    /// The verdict as the clock's incident log keeps it beside a ruling.
    #[must_use]
    pub fn finding(&self) -> MateFinding {
        MateFinding {
            can_checkmate: self.can_checkmate(),
            line: self.line().map(ToString::to_string),
        }
    }
}

/// `position` and each side's verdict, as the clock's incident log keeps them beside a ruling (and
/// as `flagfall position` prints them).
///
/// ```
/// use flagfall_position::{position_check, Position, Verdict};
/// use flagfall_core::BySide;
/// let position = Position::from_fen("8/8/8/4k3/8/8/3B4/3K4 w - -")?;
/// let check = position_check(&position, &BySide::new(Verdict::Cannot, Verdict::Undetermined));
/// assert_eq!(check.fen, "8/8/8/4k3/8/8/3B4/3K4 w - - 0 1");
/// assert_eq!(check.found.white.can_checkmate, Some(false));
/// assert_eq!(check.found.black.can_checkmate, None);
/// # Ok::<(), flagfall_position::PositionError>(())
/// ```
#[must_use]
pub fn position_check(position: &Position, verdicts: &BySide<Verdict>) -> PositionCheck {
    PositionCheck {
        fen: position.to_string(),
        found: BySide::new(verdicts.white.finding(), verdicts.black.finding()),
    }
}

impl Position {
    /// Whether `side` can checkmate, searched to the end. The search stops only at chasolver's own
    /// node limit, which no known legal position reaches; [`analyse_within`] bounds it in time.
    /// The 75-move rule and fivefold repetition (FIDE 9.6) are not taken into account.
    ///
    /// ```
    /// use flagfall_position::{Position, Side, Verdict};
    /// // King and bishop cannot mate a lone king.
    /// let position = Position::from_fen("8/8/8/4k3/8/8/3B4/3K4 w - - 0 1")?;
    /// assert_eq!(position.can_checkmate(Side::White), Verdict::Cannot);
    /// // A queen can, with the help of the opponent.
    /// let position = Position::from_fen("7k/8/6Q1/8/3K4/8/8/8 w - - 0 1")?;
    /// let line = position.can_checkmate(Side::White).line().expect("a mate").to_string();
    /// assert!(line.ends_with('#'));
    /// # Ok::<(), flagfall_position::PositionError>(())
    /// ```
    ///
    /// [`analyse_within`]: crate::analyse_within
    #[must_use]
    pub fn can_checkmate(&self, side: Side) -> Verdict {
        match chasolver::winnability(self.board(), color(side)) {
            Some(Winnability::Winnable { helpmate }) => Verdict::CanCheckmate {
                line: Line::new(self.board(), self.fullmove_number(), &helpmate),
            },
            Some(Winnability::Unwinnable) => Verdict::Cannot,
            None => Verdict::Undetermined,
        }
    }

    /// Both sides' verdicts, each searched to the end (see [`Position::can_checkmate`]).
    #[must_use]
    pub fn analyse(&self) -> BySide<Verdict> {
        BySide::from_fn(|side| self.can_checkmate(side))
    }
}
