//! What a board publishes on its state subject for the spectators' screen: the players, the control,
//! both times at the board's instant, whose clock runs, and the result; never the log (the
//! arbiter's notes stay with the arbiter). The broker keeps each board's latest. A spectator reads
//! the running time on from it as the clock does: the delay first, then the main time, never below
//! zero; each press brings the next state.

use flagfall_core::{
    field, BySide, Game, GameResult, Instant, JsonError, JsonValue, Millis, Phase, ReadJson,
    Rulebook, Side,
};
use serde::Serialize;

/// A board's game at an instant, as the spectators see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardState {
    /// The instant its record began, which names the game.
    pub game: Instant,
    /// The board's instant the times are read at.
    pub at: Instant,
    pub names: BySide<String>,
    /// The control the game started with, as typed.
    pub control: String,
    pub rulebook: Rulebook,
    /// Both main times at `at`.
    pub mains: BySide<Millis>,
    /// The side whose clock runs at `at`.
    pub running: Option<Side>,
    /// The delay left to the running side at `at`, before its main time moves.
    pub delay: Millis,
    /// The game is over, with its result if it has one.
    pub over: bool,
    /// Decided by a flag whose result waits for the answer "can the opponent checkmate?".
    pub to_confirm: bool,
    pub result: Option<GameResult>,
}

impl BoardState {
    /// `game` (its players named `names`) at the board's instant `at`; `None` before its record
    /// begins.
    #[must_use]
    pub fn of(game: &Game, names: BySide<String>, at: Instant) -> Option<BoardState> {
        let began = game.incidents().first()?.at;
        let view = game.view(at);
        let outcome = game.outcome();
        let running = match view.phase {
            Phase::Running { side, .. } if outcome.is_none() => Some(side),
            _ => None,
        };
        Some(BoardState {
            game: began,
            at,
            names,
            control: flagfall_core::to_human(game.starting_control()),
            rulebook: game.settings().rulebook,
            mains: view.sides.map(|side| side.main),
            running,
            delay: running.map_or(Millis(0), |side| view.sides[side].delay),
            over: outcome.is_some(),
            to_confirm: game.flag_to_confirm().is_some(),
            result: outcome.and_then(|o| o.result),
        })
    }

    /// The text published.
    #[must_use]
    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a published state.
    pub fn read(text: &str) -> Result<BoardState, JsonError> {
        BoardState::read_json(&JsonValue::parse(text)?)
    }

    /// Both main times at the board's instant `now`: the running one read on from `at` (after the
    /// delay left, down to zero at most).
    #[must_use]
    pub fn mains_at(&self, now: Instant) -> BySide<Millis> {
        let mut mains = self.mains;
        if let Some(side) = self.running {
            let elapsed = Millis(now.0.saturating_sub(self.at.0).max(0));
            let charged = Millis(elapsed.0.saturating_sub(self.delay.0).max(0));
            mains[side] = Millis(mains[side].0.saturating_sub(charged.0).max(0));
        }
        mains
    }
}

impl ReadJson for BoardState {
    fn read_json(value: &JsonValue) -> Result<BoardState, JsonError> {
        Ok(BoardState {
            game: field(value, "game")?,
            at: field(value, "at")?,
            names: field(value, "names")?,
            control: field(value, "control")?,
            rulebook: field(value, "rulebook")?,
            mains: field(value, "mains")?,
            running: field(value, "running")?,
            delay: field(value, "delay")?,
            over: field(value, "over")?,
            to_confirm: field(value, "to_confirm")?,
            result: field(value, "result")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, GameSettings};

    #[test]
    fn a_state_reads_back_and_runs_on_as_the_clock_does() {
        let mut game = Game::new(parse_human("G/3;d5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(1_000)).unwrap();
        game.apply(Action::Press, Instant(4_000)).unwrap();
        let names = BySide::new("Anna".to_owned(), String::new());
        let state = BoardState::of(&game, names, Instant(5_000)).unwrap();
        assert_eq!(BoardState::read(&state.text()), Ok(state.clone()));
        assert_eq!(state.game, Instant(1_000));
        assert_eq!(state.running, Some(Side::Black));
        assert_eq!(state.delay, Millis(4_000));
        // Black's delay runs out at 9 s; from there its main time moves, as the clock's own does.
        for at in [5_000, 9_000, 10_500, 300_000] {
            assert_eq!(
                state.mains_at(Instant(at)),
                game.view(Instant(at)).sides.map(|s| s.main),
                "at {at}"
            );
        }
        assert!(BoardState::read("{\"game\":1}").is_err());
    }

    #[test]
    fn a_decided_game_has_no_running_clock() {
        let mut game = Game::new(parse_human("0:05").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.observe(Instant(6_000));
        let state = BoardState::of(&game, BySide::default(), Instant(7_000)).unwrap();
        assert_eq!(
            (state.running, state.over, state.to_confirm),
            (None, true, true)
        );
        assert_eq!(state.result, Some(GameResult::BlackWins));
        assert_eq!(state.mains_at(Instant(99_000)).white, Millis(0));
        assert_eq!(
            BoardState::of(
                &Game::new(parse_human("5").unwrap(), GameSettings::default()),
                BySide::default(),
                Instant(0)
            ),
            None
        );
    }
}
