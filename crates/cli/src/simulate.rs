//! `flagfall simulate`: replays timed events on a game and prints the state where asked.

use crate::events::{self, Step};
use crate::{args, output};
use flagfall_core::{
    parse_human_under, Action, ClockError, Game, GameError, GameSettings, IncidentLog, Instant,
    PgnTimeControl, ReadingNote,
};

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(
        args,
        &[
            "--pgn",
            "--rules",
            "--guidelines-iii",
            "--supervised",
            "--run-on",
            "--armageddon",
            "--timer",
            "--ilc",
            "--default-time",
            "--export-log",
            "--details",
        ],
    )?;
    let Some((notation, events)) = parsed.positional.split_first() else {
        return Err("simulate needs a CONTROL and events".to_owned());
    };
    let (control, notes) = args::control(notation, parsed.pgn, parsed.rulebook)?;
    let control = match control {
        PgnTimeControl::Timed(control) => control,
        other => return Err(format!("{other:?} is not a control a clock can run")),
    };
    say(&notes);
    let settings = GameSettings {
        rulebook: parsed.rulebook,
        guidelines_iii: parsed.guidelines_iii,
        supervised: parsed.supervised,
        run_on_after_flag: parsed.run_on,
        default_time: parsed.default_time,
        armageddon: parsed.armageddon,
        timer: parsed.timer,
        ilc: parsed.ilc,
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
            Step::Control {
                notation,
                override_lock,
            } => {
                let (control, notes) = parse_human_under(&notation, parsed.rulebook)
                    .map_err(|e| failed(format!("bad time control {notation:?}: {e}")))?;
                say(&notes);
                let action = Action::SetControl {
                    control,
                    override_lock,
                };
                game.apply(action, event.at)
                    .map_err(|e| failed(e.to_string()))?;
            }
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
        let log = IncidentLog {
            details: parsed.details,
            ..game.log()
        };
        std::fs::write(&path, log.to_json())
            .map_err(|e| format!("cannot write the log to {path}: {e}"))?;
    }
    Ok(stdout)
}

/// Says on stderr how a control was read where it may mean something else; the simulation goes on.
fn say(notes: &[ReadingNote]) {
    for note in notes {
        eprintln!("flagfall: note: {note}");
    }
}
