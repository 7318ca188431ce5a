//! `flagfall replay`: rebuilds a game from an exported incident log and prints its final state.

use crate::{args, output};
use flagfall_core::{Game, IncidentLog};

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(args, &[])?;
    let [path] = parsed.positional.as_slice() else {
        return Err("replay needs exactly one LOG.json".to_owned());
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let log = IncidentLog::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let game = Game::replay(&log).map_err(|e| format!("{path}: {e}"))?;
    let at = log
        .incidents
        .last()
        .map_or(flagfall_core::Instant(0), |i| i.at);
    Ok(output::state_json(&game, at) + "\n")
}
