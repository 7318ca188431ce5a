//! `flagfall position`: whether each side can still checkmate, searched within a time budget.

use crate::args;
use flagfall_position::{analyse_within, BySide, Position, Verdict, DEFAULT_BUDGET_MS};
use serde::Serialize;
use std::time::Duration;

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(args, &["--budget-ms"])?;
    if parsed.positional.is_empty() {
        return Err("position needs a FEN".to_owned());
    }
    // An unquoted FEN reaches the command as one argument per field.
    let fen = parsed.positional.join(" ");
    let position = Position::from_fen(&fen).map_err(|e| format!("bad FEN {fen:?}: {e}"))?;
    let budget = Duration::from_millis(parsed.budget_ms.unwrap_or(DEFAULT_BUDGET_MS));
    let verdicts = analyse_within(&position, budget);
    Ok(json(&position, &verdicts) + "\n")
}

#[derive(Serialize)]
struct PositionJson {
    fen: String,
    white: VerdictJson,
    black: VerdictJson,
}

#[derive(Serialize)]
struct VerdictJson {
    /// `null` when the search did not decide within its budget.
    can_checkmate: Option<bool>,
    line: Option<String>,
}

/// The command's object: the position as read, and each side's verdict.
fn json(position: &Position, verdicts: &BySide<Verdict>) -> String {
    let verdict = |verdict: &Verdict| VerdictJson {
        can_checkmate: verdict.can_checkmate(),
        line: verdict.line().map(ToString::to_string),
    };
    serde_json::to_string(&PositionJson {
        fen: position.to_string(),
        white: verdict(&verdicts.white),
        black: verdict(&verdicts.black),
    })
    .expect("plain data always serializes")
}
