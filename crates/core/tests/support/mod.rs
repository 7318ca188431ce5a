//! Helpers shared by the game tests. Each test file is its own crate and uses only some of them.
#![allow(dead_code)]

use flagfall_core::{parse_human, Action, Event, Game, GameSettings, Instant, Rulebook, Side};

/// `s` seconds after the origin.
pub const fn secs(s: i64) -> Instant {
    Instant(s * 1000)
}

/// A new game of `notation` under `settings`.
pub fn game(notation: &str, settings: GameSettings) -> Game {
    Game::new(parse_human(notation).unwrap(), settings)
}

/// The default settings under `rulebook`.
pub fn rules(rulebook: Rulebook) -> GameSettings {
    GameSettings {
        rulebook,
        ..GameSettings::default()
    }
}

/// Applies each action at its instant; any refusal fails the test, naming the action.
pub fn play(game: &mut Game, actions: &[(Action, Instant)]) {
    for (action, at) in actions {
        game.apply(action.clone(), *at)
            .unwrap_or_else(|e| panic!("{action:?} at {at:?}: {e}"));
    }
}

/// `side` completed an illegal move, the opponent able to checkmate.
pub fn illegal(side: Side) -> Action {
    Action::IllegalMove {
        side,
        opponent_cannot_mate: false,
    }
}

/// The last event logged.
pub fn last_event(game: &Game) -> Event {
    game.incidents().last().unwrap().event.clone()
}
