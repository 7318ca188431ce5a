//! Helpers shared by the game tests. Each test file is its own crate and uses only some of them.
#![allow(dead_code)]

use flagfall_core::{
    parse_human, Action, Event, Game, GameSettings, Instant, Millis, Rulebook, Side,
};

/// `s` seconds after the origin.
pub const fn secs(s: i64) -> Instant {
    Instant(s * 1000)
}

/// A new game of `notation` under `settings`.
pub fn game(notation: &str, settings: GameSettings) -> Game {
    Game::new(parse_human(notation).unwrap(), settings)
}

/// A new game of `notation` under `rulebook`, whose event set `default_time` (FIDE 6.7).
pub fn with_default_time(notation: &str, rulebook: Rulebook, default_time: Millis) -> Game {
    game(
        notation,
        GameSettings {
            rulebook,
            default_time: Some(default_time),
            ..GameSettings::default()
        },
    )
}

/// The default settings under `rulebook`.
pub fn rules(rulebook: Rulebook) -> GameSettings {
    GameSettings {
        rulebook,
        ..GameSettings::default()
    }
}

/// `rulebook`'s default settings, play `supervised` adequately or not (rapid A.4, blitz B.2).
pub fn supervised_under(rulebook: Rulebook, supervised: bool) -> GameSettings {
    GameSettings {
        supervised,
        ..rules(rulebook)
    }
}

/// A game of `notation` under `rulebook`'s default settings, started at 0.
pub fn started(notation: &str, rulebook: Rulebook) -> Game {
    let mut g = game(notation, rules(rulebook));
    play(&mut g, &[(Action::Start, secs(0))]);
    g
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
        position: None,
    }
}

/// The last event logged.
pub fn last_event(game: &Game) -> Event {
    game.incidents().last().unwrap().event.clone()
}

/// A game of `notation` under `settings`, the clocks running on after a flag, both set to one minute
/// at the start: White's flag falls at 65 s; White presses at 70 s, and Black's flag will fall at
/// 125 s.
pub fn both_flags_played(notation: &str, settings: GameSettings) -> Game {
    let mut g = game(
        notation,
        GameSettings {
            run_on_after_flag: true,
            ..settings
        },
    );
    let minute = |side| Action::SetTime {
        side,
        time: Millis::from_mins(1),
    };
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (minute(Side::White), secs(0)),
            (minute(Side::Black), secs(0)),
            (Action::Press, secs(50)),
            (Action::Press, secs(55)),
            (Action::Press, secs(70)),
        ],
    );
    g
}

/// [`both_flags_played`], observed at 200 s: both flags have fallen.
pub fn both_flags_fallen(notation: &str, settings: GameSettings) -> Game {
    let mut g = both_flags_played(notation, settings);
    g.observe(secs(200));
    g
}

/// A log's JSON as an unchained version-2 log: the same content without the chain's hashes, so a test
/// can edit it and show what a replay alone finds (a chained log's edit is found on reading).
pub fn unchained(text: &str) -> String {
    let mut log: serde_json::Value = serde_json::from_str(text).unwrap();
    let fields = log.as_object_mut().unwrap();
    fields.insert("version".into(), 2.into());
    fields.remove("opening");
    fields.remove("digest");
    for incident in fields["incidents"].as_array_mut().unwrap() {
        incident.as_object_mut().unwrap().remove("hash");
    }
    serde_json::to_string_pretty(&log).unwrap()
}
