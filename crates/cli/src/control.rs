//! `flagfall control`: a time control, its PGN form, its periods, and its category under a rulebook.

use crate::{args, output};
use flagfall_core::{Classification, PgnTimeControl};

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(args, &["--pgn", "--rules"])?;
    let [notation] = parsed.positional.as_slice() else {
        return Err("control needs exactly one NOTATION".to_owned());
    };
    let (control, notes) = args::control(notation, parsed.pgn, parsed.rulebook)?;
    let classification = match &control {
        PgnTimeControl::Timed(control) => parsed.rulebook.classify(control),
        PgnTimeControl::Unknown => Classification::unknown(),
        PgnTimeControl::Untimed => Classification::untimed(),
    };
    Ok(output::control_json(&control, &classification, &notes) + "\n")
}
