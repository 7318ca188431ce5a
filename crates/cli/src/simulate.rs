//! `flagfall simulate`: replays timed events on a game and prints the state where asked.

use crate::events::{self, Step};
use crate::{args, output};
use flagfall_core::{Action, ClockError, Game, GameError, GameSettings, Instant, PgnTimeControl};

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(
        args,
        &[
            "--pgn",
            "--rules",
            "--guidelines-iii",
            "--supervised",
            "--run-on",
            "--export-log",
        ],
    )?;
    let Some((notation, events)) = parsed.positional.split_first() else {
        return Err("simulate needs a CONTROL and events".to_owned());
    };
    let control = match args::control(notation, parsed.pgn)? {
        PgnTimeControl::Timed(control) => control,
        other => return Err(format!("{other:?} is not a control a clock can run")),
    };
    let settings = GameSettings {
        rulebook: parsed.rulebook,
        guidelines_iii: parsed.guidelines_iii,
        supervised: parsed.supervised,
        run_on_after_flag: parsed.run_on,
    };
    let mut game = Game::new(control, settings);
    let mut stdout = String::new();
    let mut last = Instant(0);
    for (index, text) in events.iter().enumerate() {
        let event = events::parse(text)?;
        let failed = |message: String| format!("event {} ({text}): {message}", index + 1);
        if event.at < last {
            return Err(failed(format!(
                "time went backwards (the previous event was at {} s)",
                last.0 as f64 / 1000.0
            )));
        }
        last = event.at;
        match event.step {
            Step::State => {
                game.observe(event.at);
                stdout += &output::state_json(&game, event.at);
                stdout.push('\n');
            }
            Step::Act(action) => {
                let buttons = matches!(action, Action::Press | Action::Pause | Action::Resume);
                match game.apply(action, event.at) {
                    Ok(_) => {}
                    // A stopped clock ignores its buttons, as a hardware clock does after a flag.
                    Err(GameError::Over | GameError::Clock(ClockError::Stopped)) if buttons => {}
                    Err(e) => return Err(failed(e.to_string())),
                }
            }
        }
    }
    if let Some(path) = parsed.export_log {
        game.observe(last);
        std::fs::write(&path, game.log().to_json())
            .map_err(|e| format!("cannot write the log to {path}: {e}"))?;
    }
    Ok(stdout)
}
