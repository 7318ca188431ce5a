//! Every act costs the same however long the game is. The figures are in `benches/game.rs`; this
//! checks, with a wide margin even for an unoptimised build, that a long game is not quadratic.

use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
use std::time::Duration;

/// `work`'s value, computed on another thread; fails if that takes longer than `limit`.
fn within<T: Send + 'static>(limit: Duration, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || send.send(work()));
    receive
        .recv_timeout(limit)
        .unwrap_or_else(|_| panic!("not done within {limit:?}"))
}

#[test]
fn a_hundred_thousand_presses_and_their_replay_take_seconds_not_minutes() {
    let replayed_as_played = within(Duration::from_secs(30), || {
        let mut game = Game::new(parse_human("5+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        for move_number in 1..=100_000 {
            game.apply(Action::Press, Instant(move_number * 1_000))
                .unwrap();
        }
        let replayed = Game::replay(&game.log()).unwrap();
        replayed == game
    });
    assert!(replayed_as_played);
}
