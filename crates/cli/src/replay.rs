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
    // On stderr, so the state stays the one line scripts read: what a report's digest is checked
    // against.
    match log.digest() {
        Some(digest) => eprintln!(
            "flagfall: the log's chain matches; its digest is {} ({} on the report)",
            digest.to_hex(),
            digest.short()
        ),
        None => eprintln!(
            "flagfall: note: this log was written before logs were chained (version 2 or earlier): an edit of it cannot be detected"
        ),
    }
    let at = log
        .incidents
        .last()
        .map_or(flagfall_core::Instant(0), |i| i.at);
    Ok(output::state_json(&game, at) + "\n")
}
