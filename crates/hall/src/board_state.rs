//! What a board publishes on its state subject for the spectators' screen: the players, the control,
//! both times at the board's instant, whose clock runs, and the result; never the log (the
//! arbiter's notes stay with the arbiter). The broker keeps each board's latest. A spectator reads
//! the running time on from it as the clock does (see [`Motion`]); each press brings the next state.

use crate::left_hall;
use flagfall_core::{
    field, BySide, Game, GameResult, Instant, JsonError, JsonName, JsonValue, Method, Millis,
    PeriodEnd, Phase, ReadJson, Rulebook, Side,
};
use serde::Serialize;

/// How the running side's clock moves between two presses, as far as a spectator can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Motion {
    /// Down, after the delay left, to zero, where the flag falls (sudden death, increment, delay,
    /// Canadian overtime).
    Down,
    /// Down as [`Motion::Down`], and what it loses goes to the other side.
    Hourglass,
    /// Up: the time used, no flag.
    Up,
    /// Down, but what comes at zero (a byo-yomi period, the next stage) is the board's to say: a
    /// spectator stops at zero and shows no flag until the board's next state.
    Stages,
}

impl Motion {
    /// How `side`'s clock moves in `game` at `at`.
    fn of(game: &Game, side: Side, at: Instant) -> Motion {
        let control = game.clock().control();
        let period = game.view(at).sides[side].period;
        let periods = control.periods(side);
        let later = periods.iter().skip(period);
        // A stage that ends at zero (byo-yomi; a period ending on its timeout with another after
        // it) goes on where a spectator cannot follow it.
        let staged = |index: usize, p: &flagfall_core::Period| {
            matches!(p.method, Method::ByoYomi { .. })
                || (p.end == PeriodEnd::Timeout && index + 1 < periods.len())
        };
        match control.period(side, period).method {
            Method::Hourglass => Motion::Hourglass,
            Method::CountUp => Motion::Up,
            _ if later.enumerate().any(|(i, p)| staged(period + i, p)) => Motion::Stages,
            _ => Motion::Down,
        }
    }
}

impl ReadJson for Motion {
    fn read_json(value: &JsonValue) -> Result<Motion, JsonError> {
        match String::read_json(value)?.as_str() {
            "down" => Ok(Motion::Down),
            "hourglass" => Ok(Motion::Hourglass),
            "up" => Ok(Motion::Up),
            "stages" => Ok(Motion::Stages),
            other => Err(JsonError::unknown(JsonName::Motion, other)),
        }
    }
}

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
    /// The clock is paused in a game in play (the arbiter was called, a ruling is under way).
    pub paused: bool,
    /// The delay left to the running side at `at`, before its main time moves.
    pub delay: Millis,
    /// How the clock of the side to move moves (while it runs) from `at`.
    pub motion: Motion,
    /// The game is over, with its result if it has one.
    pub over: bool,
    /// Decided by a flag whose result waits for the answer "can the opponent checkmate?".
    pub to_confirm: bool,
    pub result: Option<GameResult>,
}

impl BoardState {
    /// `game` (its players named `names`) at the board's instant `at`, for hall `hall`; `None`
    /// before its record begins.
    #[must_use]
    pub fn of(game: &Game, names: BySide<String>, at: Instant, hall: &str) -> Option<BoardState> {
        let began = game.incidents().first()?.at;
        let view = game.view(at);
        let outcome = game.outcome();
        // Once the clock has left the hall, nobody there can follow it on.
        let left = left_hall(game.incidents(), hall).is_some();
        let running = match view.phase {
            Phase::Running { side, .. } if outcome.is_none() && !left => Some(side),
            _ => None,
        };
        let paused = matches!(view.phase, Phase::Paused { .. }) && outcome.is_none() && !left;
        Some(BoardState {
            game: began,
            at,
            names,
            control: flagfall_core::to_human(game.starting_control()),
            rulebook: game.settings().rulebook,
            mains: view.sides.map(|side| side.main),
            running,
            paused,
            delay: running.map_or(Millis(0), |side| view.sides[side].delay),
            // The side to move's, paused too: a count-up clock at zero shows no flag.
            motion: match view.phase {
                Phase::Running { side, .. } | Phase::Paused { side, .. } => {
                    Motion::of(game, side, at)
                }
                _ => Motion::Down,
            },
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

    /// Both main times at the board's instant `now`, read on from `at` as the running clock moves.
    #[must_use]
    pub fn mains_at(&self, now: Instant) -> BySide<Millis> {
        let mut mains = self.mains;
        if let Some(side) = self.running {
            let elapsed = now.0.saturating_sub(self.at.0).max(0);
            if self.motion == Motion::Up {
                mains[side] = Millis(mains[side].0.saturating_add(elapsed));
                return mains;
            }
            let charged = elapsed
                .saturating_sub(self.delay.0)
                .max(0)
                .min(mains[side].0);
            mains[side] = Millis(mains[side].0 - charged);
            if self.motion == Motion::Hourglass {
                mains[side.opponent()] = Millis(mains[side.opponent()].0.saturating_add(charged));
            }
        }
        mains
    }

    /// Whether a running clock at zero shows a fallen flag to a spectator.
    #[must_use]
    pub fn zero_is_a_flag(&self) -> bool {
        matches!(self.motion, Motion::Down | Motion::Hourglass)
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
            // Absent from a board of an earlier version.
            paused: field::<Option<bool>>(value, "paused")?.unwrap_or(false),
            delay: field(value, "delay")?,
            motion: field::<Option<Motion>>(value, "motion")?.unwrap_or(Motion::Down),
            over: field(value, "over")?,
            // Absent from a board of an earlier version.
            to_confirm: field::<Option<bool>>(value, "to_confirm")?.unwrap_or(false),
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
        let state = BoardState::of(&game, names, Instant(5_000), "r1").unwrap();
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

    /// The state read on as each kind of clock moves, against the game's own view of it.
    #[test]
    fn hourglass_and_count_up_run_on_as_the_clock_does_and_byo_yomi_stops_at_zero() {
        for (control, motion) in [
            ("hourglass 1", Motion::Hourglass),
            ("count-up", Motion::Up),
            ("1+2", Motion::Down),
        ] {
            let mut game = Game::new(parse_human(control).unwrap(), GameSettings::default());
            game.apply(Action::Start, Instant(0)).unwrap();
            game.apply(Action::Press, Instant(2_000)).unwrap();
            let state = BoardState::of(&game, BySide::default(), Instant(2_000), "r1").unwrap();
            assert_eq!(state.motion, motion, "{control}");
            for at in [2_000, 30_000, 61_000] {
                assert_eq!(
                    state.mains_at(Instant(at)),
                    game.view(Instant(at)).sides.map(|s| s.main),
                    "{control} at {at}"
                );
            }
        }
        // Byo-yomi, and a stage that ends on its timeout with another after it: a spectator stops.
        for control in ["0:10 byo 3x5", "1 canadian 20/5", "90 then 15"] {
            let mut game = Game::new(parse_human(control).unwrap(), GameSettings::default());
            game.apply(Action::Start, Instant(0)).unwrap();
            let state = BoardState::of(&game, BySide::default(), Instant(0), "r1").unwrap();
            assert_eq!(state.motion, Motion::Stages, "{control}");
            assert!(!state.zero_is_a_flag());
            assert_eq!(state.mains_at(Instant(99_000_000)).white, Millis(0));
        }
    }

    #[test]
    fn a_state_of_an_earlier_version_reads_and_a_clock_that_left_runs_on_nowhere() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let state = BoardState::of(&game, BySide::default(), Instant(0), "r1").unwrap();
        let older = state
            .text()
            .replace(r#","motion":"down""#, "")
            .replace(r#","to_confirm":false"#, "")
            .replace(r#","paused":false"#, "");
        assert_ne!(older, state.text());
        assert_eq!(BoardState::read(&older), Ok(state));
        game.apply(Action::Pause, Instant(500)).unwrap();
        let paused = BoardState::of(&game, BySide::default(), Instant(600), "r1").unwrap();
        assert_eq!((paused.running, paused.paused), (None, true));
        game.apply(Action::Resume, Instant(700)).unwrap();
        let leaving = Action::LeftHall {
            hall: "r1".into(),
            board: 2,
        };
        game.apply(leaving, Instant(1_000)).unwrap();
        let left = BoardState::of(&game, BySide::default(), Instant(1_000), "r1").unwrap();
        assert_eq!(left.running, None);
        // The hall it moved to (another board's link) sees it play on.
        let moved = BoardState::of(&game, BySide::default(), Instant(1_000), "r2").unwrap();
        assert_eq!(moved.running, Some(Side::White));
    }

    #[test]
    fn a_decided_game_has_no_running_clock() {
        let mut game = Game::new(parse_human("0:05").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.observe(Instant(6_000));
        let state = BoardState::of(&game, BySide::default(), Instant(7_000), "r1").unwrap();
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
                Instant(0),
                "r1"
            ),
            None
        );
    }
}
