//! `flagfall hall-messages HALL BOARD LOG.json`: what board BOARD of hall HALL publishes of the game
//! in LOG.json, in order, one message per line: on its log's subject (`"log"`) the head, then each
//! incident, each with its broker id; after each incident, the game's state for the spectators on its
//! state's subject (`"state"`); each with the instant of the incident it follows. For tools that
//! play boards into a hall (a load run, a demonstration) without a browser per board.

use crate::args;
use flagfall_core::{Game, IncidentLog};
use flagfall_hall::{BoardState, Layout, LogMessage};

pub fn run(args: &[String]) -> Result<String, String> {
    let parsed = args::parse(args, &[])?;
    let [hall, board, path] = parsed.positional.as_slice() else {
        return Err("hall-messages needs a HALL, a BOARD and one LOG.json".to_owned());
    };
    let board = board
        .parse::<u16>()
        .ok()
        .filter(|n| (1..=flagfall_hall::MOST_BOARDS).contains(n))
        .ok_or_else(|| {
            format!(
                "the board {board:?} is not a number from 1 to {}",
                flagfall_hall::MOST_BOARDS
            )
        })?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let log = IncidentLog::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    // Only a log that plays is published by a board.
    Game::replay(&log).map_err(|e| format!("{path}: {e}"))?;
    let names = log.details.players.clone().map(|player| player.name);
    // The game as the board had it after each incident, followed as it grew.
    let mut grown = IncidentLog {
        incidents: Vec::new(),
        ..log.clone()
    };
    let mut game = Game::for_log(&grown);
    let mut out = String::new();
    let mut line = |value: serde_json::Value| {
        out.push_str(&value.to_string());
        out.push('\n');
    };
    for message in LogMessage::all_of(&log) {
        let id = Layout::message_id(board, message.game.0, message.number, &message.mark);
        let Some(n) = message.number else {
            line(
                serde_json::json!({ "subject": "log", "id": id, "at": message.game.0, "text": message.text }),
            );
            continue;
        };
        let at = log.incidents[n].at;
        line(serde_json::json!({ "subject": "log", "id": id, "at": at.0, "text": message.text }));
        grown.incidents.push(log.incidents[n].clone());
        game.follow(&grown).map_err(|e| format!("{path}: {e}"))?;
        if let Some(state) = BoardState::of(&game, names.clone(), at, hall) {
            line(serde_json::json!({ "subject": "state", "at": at.0, "text": state.text() }));
        }
    }
    Ok(out)
}
