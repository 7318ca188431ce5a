//! What a long game costs: 100,000 presses, and reading and replaying the log they make. Every act
//! costs O(1) amortised, so each figure should stay well under a second.
//!
//! `cargo bench -p flagfall-core --bench game`

use flagfall_core::{parse_human, Action, Game, GameSettings, IncidentLog, Instant};
use std::time::{Duration, Instant as Wall};

const PRESSES: i64 = 100_000;
const RUNS: usize = 5;

/// The fastest of `RUNS` runs of `work`, and what the last run made.
fn best<T>(mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut fastest = Duration::MAX;
    let mut made = None;
    for _ in 0..RUNS {
        let started = Wall::now();
        let value = work();
        fastest = fastest.min(started.elapsed());
        made = Some(value);
    }
    (fastest, made.expect("at least one run"))
}

fn report(what: &str, took: Duration) {
    println!("{what:<48} {:>9.1} ms", took.as_secs_f64() * 1000.0);
}

fn main() {
    let control = parse_human("5+2").expect("a control");
    let (took, game) = best(|| {
        let mut game = Game::new(control.clone(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).expect("starts");
        for move_number in 1..=PRESSES {
            game.apply(Action::Press, Instant(move_number * 1_000))
                .expect("a press in time");
        }
        game
    });
    report("100,000 presses", took);

    let log = game.log();
    assert_eq!(log.incidents.len(), 100_001);
    let (took, replayed) = best(|| Game::replay(&log).expect("the log replays"));
    assert_eq!(replayed, game);
    report("replaying the 100,001-incident log", took);

    let text = log.to_json();
    let (took, read) = best(|| IncidentLog::from_json(&text).expect("the log reads"));
    assert_eq!(read, log);
    report(
        &format!("reading its JSON ({} MB)", text.len() / 1_000_000),
        took,
    );
}
