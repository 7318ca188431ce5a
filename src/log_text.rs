//! The incident log as people read it: each incident's wall-clock time, game time and a sentence with
//! the values before and after. Pure; the log view, the CSV and the report all print these rows.

use crate::saved::SavedGame;
use crate::wall_clock::WallClock;
use flagfall_core::{
    format_clock, format_game_time, to_human, BySide, ClaimDecision, Correction, DraughtsDraw,
    DraughtsMaterial, Event, GameResult, Incident, Outcome, Side,
};

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRow {
    pub wall: WallClock,
    /// Time since the start, to the millisecond (empty before the start).
    pub game_time: String,
    pub text: String,
}

/// The rows of `game`'s log, wall-clock times in a zone `offset` minutes east of UTC.
pub fn log_rows(game: &SavedGame, offset: i32) -> Vec<LogRow> {
    let start = game
        .log
        .incidents
        .iter()
        .find(|i| matches!(i.event, Event::Started))
        .map(|i| i.at);
    game.log
        .incidents
        .iter()
        .map(|incident| LogRow {
            wall: WallClock::at(incident.at, offset),
            game_time: start
                .filter(|&s| incident.at >= s)
                .map(|s| format_game_time(incident.at.since(s)))
                .unwrap_or_default(),
            text: describe(incident, &game.names),
        })
        .collect()
}

/// A player as the log names them: "Anna (White)", or "White" without a name.
pub fn player(side: Side, names: &BySide<String>) -> String {
    let name = names[side].trim();
    if name.is_empty() {
        side.to_string()
    } else {
        format!("{name} ({side})")
    }
}

/// One sentence for an incident.
pub fn describe(incident: &Incident, names: &BySide<String>) -> String {
    let who = |side: Side| player(side, names);
    match &incident.event {
        Event::Started => "Game started; White's clock runs".to_owned(),
        Event::Pressed { side, used, after } => format!(
            "{} moved: {} used, {} left",
            who(*side),
            format_game_time(*used),
            format_game_time(*after)
        ),
        Event::Paused { side } => format!("Clock paused, {} to move", who(*side)),
        Event::Resumed { side } => format!("Clock resumed, {} to move", who(*side)),
        Event::TimeCorrected { correction } => {
            format!("Time corrected: {}", correction_text(correction, names))
        }
        Event::MovesCorrected {
            side,
            before,
            after,
        } => format!("{}'s move count corrected: {before} → {after}", who(*side)),
        Event::PeriodCorrected {
            side,
            before,
            after,
        } => format!(
            "{} put in period {} (was {})",
            who(*side),
            after + 1,
            before + 1
        ),
        Event::ControlChanged {
            control,
            overridden,
        } => {
            let lock = if *overridden {
                " (settings lock overridden by the arbiter)"
            } else {
                ""
            };
            format!("Control changed to {}{lock}", to_human(control))
        }
        Event::Undone { side } => format!("Last move taken back, {} to move", who(*side)),
        Event::IllegalMove {
            side,
            nth,
            opponent_cannot_mate,
            bonus,
        } => {
            let mut text = format!("Illegal move number {nth} by {}", who(*side));
            if let Some(bonus) = bonus {
                text.push_str(&format!("; {}", correction_text(bonus, names)));
            }
            if *opponent_cannot_mate {
                text.push_str(&format!("; {} cannot checkmate", who(side.opponent())));
            }
            text
        }
        Event::ExtraFive { requester, bonus } => format!(
            "Guidelines III.4: {} asked for the five-second increment, refused as a draw offer; 5 s a move for both from now, {}",
            who(*requester),
            correction_text(bonus, names)
        ),
        Event::DrawClaim {
            claimant,
            decision,
            bonus,
        } => {
            let decided = match decision {
                ClaimDecision::Accepted => "accepted",
                ClaimDecision::Rejected => "rejected",
                ClaimDecision::Postponed { .. } => "postponed",
                ClaimDecision::Unsupervised => "made without an arbiter (III.6)",
            };
            let mut text = format!("Draw claim by {} {decided}", who(*claimant));
            if let Some(bonus) = bonus {
                text.push_str(&format!("; {}", correction_text(bonus, names)));
            }
            text
        }
        Event::WinOnTimeClaim {
            claimant,
            claimant_can_checkmate,
        } => {
            let can = if *claimant_can_checkmate {
                "can"
            } else {
                "cannot"
            };
            format!(
                "{} claims a win on time; the arbiter finds the claimant {can} checkmate",
                who(*claimant)
            )
        }
        Event::FlagOrderUnknown => {
            "The arbiter rules that the order of the flags cannot be established".to_owned()
        }
        Event::DraughtsDraw { draw, material } => {
            let on_board = material_text(material, names);
            match draw {
                DraughtsDraw::Agreement => format!("Draw agreed ({on_board})"),
                DraughtsDraw::Regulation => format!("Regulation draw claimed ({on_board})"),
                DraughtsDraw::TimeShortage { claimant, upheld } => {
                    let verdict = if *upheld { "upheld" } else { "rejected" };
                    format!(
                        "Time-shortage claim by {} {verdict} ({on_board})",
                        who(*claimant)
                    )
                }
            }
        }
        Event::Ended { result, reason } => {
            format!("Game ended by the arbiter: {}, {reason}", result_text(*result))
        }
        Event::Note { text } => format!("Note: {text}"),
        Event::FlagFell { side } => format!("{}'s flag fell", who(*side)),
        Event::Decided { result, reason } => format!("Result {}: {reason}", result_text(*result)),
    }
}

/// An outcome as one line: "0-1: White's flag fell at 3:02.000 (FIDE 2023 6.9)".
pub fn outcome_text(outcome: &Outcome) -> String {
    format!("{}: {}", result_text(outcome.result), outcome.reason)
}

/// "1-0", "0-1", "1/2-1/2" or "pending".
pub fn result_text(result: Option<GameResult>) -> &'static str {
    result.map_or("pending", GameResult::as_pgn)
}

fn correction_text(correction: &Correction, names: &BySide<String>) -> String {
    format!(
        "{} {} → {}",
        player(correction.side, names),
        format_clock(correction.before),
        format_clock(correction.after)
    )
}

fn material_text(material: &BySide<DraughtsMaterial>, names: &BySide<String>) -> String {
    let side = |side: Side| {
        let m = material[side];
        format!("{}: {} men, {} kings", player(side, names), m.men, m.kings)
    };
    format!("{}; {}", side(Side::White), side(Side::Black))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::SCHEMA_VERSION;
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, Millis};

    fn played(actions: &[(Action, i64)]) -> SavedGame {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        for (action, at) in actions {
            game.apply(action.clone(), Instant(1_795_358_659_000 + at))
                .unwrap();
        }
        SavedGame {
            version: SCHEMA_VERSION,
            names: BySide::new("Anna".to_owned(), String::new()),
            log: game.log(),
        }
    }

    #[test]
    fn rows_carry_wall_clock_game_time_and_values_before_and_after() {
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 12_345),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                },
                20_000,
            ),
        ]);
        let rows = log_rows(&game, 60);
        let texts: Vec<_> = rows
            .iter()
            .map(|r| (r.wall.time_of_day(), r.game_time.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            vec![
                (
                    "15:44:19.000".to_owned(),
                    "0:00.000",
                    "Game started; White's clock runs"
                ),
                (
                    "15:44:31.345".to_owned(),
                    "0:12.345",
                    "Anna (White) moved: 0:12.345 used, 15:07.655 left"
                ),
                (
                    "15:44:39.000".to_owned(),
                    "0:20.000",
                    "Illegal move number 1 by Anna (White); Black 15:02 → 16:02"
                ),
            ]
        );
    }

    #[test]
    fn a_correction_reads_before_and_after() {
        let correction = Correction {
            side: Side::Black,
            before: Millis(61_000),
            after: Millis(121_000),
        };
        let incident = Incident {
            at: Instant(0),
            event: Event::TimeCorrected { correction },
        };
        assert_eq!(
            describe(&incident, &BySide::both(String::new())),
            "Time corrected: Black 1:01 → 2:01"
        );
    }
}
