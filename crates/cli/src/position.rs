//! `flagfall position`: whether each side can still checkmate, searched within a time budget.

use crate::args;
use flagfall_position::{
    analyse_within, position_check, BySide, Position, Verdict, DEFAULT_BUDGET_MS,
};
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

/// The command's object: the position as read, and each side's verdict, as the incident log keeps
/// them beside a ruling.
fn json(position: &Position, verdicts: &BySide<Verdict>) -> String {
    serde_json::to_string(&position_check(position, verdicts))
        .expect("plain data always serializes")
}
