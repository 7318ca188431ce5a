//! The result of a game, as PGN writes it.

use crate::{Rulebook, Side};
use serde::Serialize;

/// How a game ended: a win for one side or a draw. Serialised as PGN writes it (`1-0`, `0-1`, `1/2-1/2`).
///
/// ```
/// use flagfall_core::{GameResult, Side};
/// assert_eq!(GameResult::win_for(Side::Black), GameResult::BlackWins);
/// assert_eq!(GameResult::Draw.as_pgn(), "1/2-1/2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "0-1")]
    BlackWins,
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl GameResult {
    pub const ALL: [GameResult; 3] = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];

    /// A win for `side`.
    #[must_use]
    pub const fn win_for(side: Side) -> GameResult {
        match side {
            Side::White => GameResult::WhiteWins,
            Side::Black => GameResult::BlackWins,
        }
    }

    /// The result with this PGN token (`1-0`, `0-1` or `1/2-1/2`).
    #[must_use]
    pub fn from_pgn(token: &str) -> Option<GameResult> {
        GameResult::ALL
            .into_iter()
            .find(|result| result.as_pgn() == token)
    }

    /// The result as a game under `rulebook` is scored: in draughts (FMJD) two points for a win and
    /// one each for a draw, as PDN writes them (`2-0`, `0-2`, `1-1`); in chess the PGN token.
    ///
    /// ```
    /// use flagfall_core::{GameResult, Rulebook};
    /// assert_eq!(GameResult::Draw.scored(Rulebook::Fmjd), "1-1");
    /// assert_eq!(GameResult::BlackWins.scored(Rulebook::Fmjd), "0-2");
    /// assert_eq!(GameResult::WhiteWins.scored(Rulebook::Fide2023), "1-0");
    /// ```
    #[must_use]
    pub const fn scored(self, rulebook: Rulebook) -> &'static str {
        match (rulebook, self) {
            (Rulebook::Fmjd, GameResult::WhiteWins) => "2-0",
            (Rulebook::Fmjd, GameResult::BlackWins) => "0-2",
            (Rulebook::Fmjd, GameResult::Draw) => "1-1",
            (Rulebook::UsChess, _) => self.as_pgn(),
            (Rulebook::Fide2023 | Rulebook::Fide2018 | Rulebook::Fide2009, _) => self.as_pgn(),
        }
    }

    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

impl core::fmt::Display for GameResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_pgn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_for_each_side_and_the_draw_have_their_pgn_tokens() {
        assert_eq!(GameResult::win_for(Side::White).as_pgn(), "1-0");
        assert_eq!(GameResult::win_for(Side::Black).as_pgn(), "0-1");
        assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
    }

    #[test]
    fn results_serialise_as_their_pgn_tokens() {
        for result in GameResult::ALL {
            let json = serde_json::to_string(&result).unwrap();
            assert_eq!(json, format!("\"{}\"", result.as_pgn()));
            assert_eq!(crate::parse_json::<GameResult>(&json).unwrap(), result);
            assert_eq!(GameResult::from_pgn(result.as_pgn()), Some(result));
        }
        assert_eq!(GameResult::from_pgn("2-0"), None);
        assert_eq!(GameResult::from_pgn("pending"), None);
    }
}
