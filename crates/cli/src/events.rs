//! The `NAME@SECONDS` events of `flagfall simulate`.

use flagfall_core::{
    parse_game_time, Action, BySide, ClaimDecision, DraughtsDraw, DraughtsMaterial, GameResult,
    IlcDecision, Instant, Millis, PositionCheck, Side,
};
use flagfall_position::{position_check, Position};

/// One event of a simulation: an action on the game, a change of control (its notation read when
/// applied), or a request to print the state.
pub enum Step {
    Act(Action),
    Control {
        notation: String,
        override_lock: bool,
    },
    State,
}

/// An event and its instant.
pub struct Timed {
    pub step: Step,
    pub at: Instant,
}

/// Parses `NAME@SECONDS`.
pub fn parse(text: &str) -> Result<Timed, String> {
    let (name, time) = text
        .rsplit_once('@')
        .ok_or_else(|| format!("event {text:?} has no @SECONDS"))?;
    let at = Instant(seconds(time).map_err(|e| format!("event {text:?}: {e}"))?.0);
    let step = step(name).map_err(|e| format!("event {text:?}: {e}"))?;
    Ok(Timed { step, at })
}

fn step(name: &str) -> Result<Step, String> {
    // A control's notation may hold ':' itself (`1:30+0`): all after the first is the notation.
    match name.split_once(':') {
        Some(("control", notation)) => {
            return Ok(Step::Control {
                notation: notation.to_owned(),
                override_lock: false,
            })
        }
        Some(("control!", notation)) => {
            return Ok(Step::Control {
                notation: notation.to_owned(),
                override_lock: true,
            })
        }
        _ => {}
    }
    let parts: Vec<&str> = name.split(':').collect();
    let act = |action| Ok(Step::Act(action));
    match parts.as_slice() {
        ["state"] => Ok(Step::State),
        ["start"] => act(Action::Start),
        ["press"] => act(Action::Press),
        ["pause"] => act(Action::Pause),
        ["resume"] => act(Action::Resume),
        ["undo"] => act(Action::Undo),
        ["extra5"] => act(Action::ExtraFive),
        ["claim-time", "no-score"] => act(Action::ClaimWithoutScoresheet),
        ["illegal", side, "td"] => act(Action::IllegalMoveCorrected {
            side: side_named(side)?,
        }),
        ["ilc", decision @ ..] => act(Action::InsufficientLosingChances {
            decision: ilc_decision(decision)?,
        }),
        ["claim-time", answer @ ..] => {
            let (cannot_mate, position) = mate_answer(answer)?;
            act(Action::ClaimWinOnTime {
                claimant_can_checkmate: !cannot_mate,
                position,
            })
        }
        ["dead-position"] => act(Action::DeadPosition { position: None }),
        ["dead-position", fen] => act(Action::DeadPosition {
            position: Some(searched(fen)?),
        }),
        ["add", side, amount] => {
            let side = side_named(side)?;
            let (sign, digits) = match amount.as_bytes().first() {
                Some(b'+') => (1, &amount[1..]),
                Some(b'-') => (-1, &amount[1..]),
                _ => return Err(format!("the amount {amount:?} needs a sign, + or -")),
            };
            act(Action::Adjust {
                side,
                delta: seconds(digits)?.times(sign),
            })
        }
        ["illegal", side, answer @ ..] => {
            let side = side_named(side)?;
            let (opponent_cannot_mate, position) = mate_answer(answer)?;
            act(Action::IllegalMove {
                side,
                opponent_cannot_mate,
                position,
            })
        }
        ["claim", decision] => act(Action::DrawClaim {
            decision: match *decision {
                "accept" => ClaimDecision::Accepted,
                "reject" => ClaimDecision::Rejected,
                "postpone" => ClaimDecision::Postponed { award_bonus: false },
                "postpone+2" => ClaimDecision::Postponed { award_bonus: true },
                "unsupervised" => ClaimDecision::Unsupervised,
                other => return Err(format!("unknown claim decision {other:?}")),
            },
        }),
        ["order-unknown"] => act(Action::FlagOrderUnknown),
        ["draw", "agreement", white, black] => act(Action::DraughtsDraw {
            draw: DraughtsDraw::Agreement,
            material: material(white, black)?,
        }),
        ["draw", "regulation", white, black] => act(Action::DraughtsDraw {
            draw: DraughtsDraw::Regulation,
            material: material(white, black)?,
        }),
        ["draw", "shortage", side, verdict, white, black] => act(Action::DraughtsDraw {
            draw: DraughtsDraw::TimeShortage {
                claimant: side_named(side)?,
                upheld: match *verdict {
                    "upheld" => true,
                    "rejected" => false,
                    other => return Err(format!("unknown verdict {other:?} (upheld or rejected)")),
                },
            },
            material: material(white, black)?,
        }),
        ["claim-draw", side, verdict] => act(Action::ClaimDraw {
            claimant: side_named(side)?,
            upheld: match *verdict {
                "upheld" => true,
                "rejected" => false,
                other => return Err(format!("unknown verdict {other:?} (upheld or rejected)")),
            },
        }),
        ["offer", side] => act(Action::OfferDraw {
            side: side_named(side)?,
        }),
        ["agree"] => act(Action::AgreeDraw),
        ["arrive", side] => act(Action::Arrive {
            side: side_named(side)?,
        }),
        ["undo-ruling"] => act(Action::UndoRuling),
        ["reopen"] => act(Action::Reopen),
        ["unwatched", from, span] => act(Action::Unwatched {
            from: Instant(seconds(from)?.0),
            span: seconds(span)?,
        }),
        ["return-charge"] => act(Action::ReturnCharge),
        ["end", result] => act(Action::End {
            result: match *result {
                "pending" => None,
                token => Some(
                    GameResult::from_pgn(token)
                        .ok_or_else(|| format!("unknown result {token:?}"))?,
                ),
            },
            reason: "ended by the arbiter".to_owned(),
        }),
        _ => Err(format!("unknown event {name:?}")),
    }
}

/// A 14H decision: `draw`, `reject[:S]`, `postpone` or `delay[:S]` (S whole seconds).
fn ilc_decision(words: &[&str]) -> Result<IlcDecision, String> {
    let secs = |text: &str| seconds(text).map(Some);
    Ok(match words {
        ["draw"] => IlcDecision::Draw,
        ["reject"] => IlcDecision::Reject {
            taken: Millis::ZERO,
        },
        ["reject", taken] => IlcDecision::Reject {
            taken: seconds(taken)?,
        },
        ["postpone"] => IlcDecision::Postpone,
        ["delay"] => IlcDecision::Delay { delay: None },
        ["delay", delay] => IlcDecision::Delay {
            delay: secs(delay)?,
        },
        _ => {
            return Err(format!(
                "unknown 14H decision {:?} (draw, reject[:S], postpone or delay[:S])",
                words.join(":")
            ))
        }
    })
}

/// The arbiter's answer that ends a ruling's name: whether the side asked about cannot checkmate
/// (`cannot-mate`), and the position it rests on, searched, when a FEN follows.
fn mate_answer(answer: &[&str]) -> Result<(bool, Option<PositionCheck>), String> {
    match answer {
        [] => Ok((false, None)),
        ["cannot-mate"] => Ok((true, None)),
        ["cannot-mate", fen] => Ok((true, Some(searched(fen)?))),
        [fen] => Ok((false, Some(searched(fen)?))),
        _ => Err(format!("unknown answer {:?}", answer.join(":"))),
    }
}

/// `fen`, and what a search within the default budget finds for each side.
fn searched(fen: &str) -> Result<PositionCheck, String> {
    let position = Position::from_fen(fen).map_err(|e| format!("bad FEN {fen:?}: {e}"))?;
    #[cfg(not(target_arch = "wasm32"))]
    let verdicts = flagfall_position::analyse_within(
        &position,
        std::time::Duration::from_millis(flagfall_position::DEFAULT_BUDGET_MS),
    );
    // No threads to bound the search with: searched to the end.
    #[cfg(target_arch = "wasm32")]
    let verdicts = position.analyse();
    Ok(position_check(&position, &verdicts))
}

/// Draughts material as `MEN/KINGS` for each side.
fn material(white: &str, black: &str) -> Result<BySide<DraughtsMaterial>, String> {
    let pieces = |text: &str| {
        let (men, kings) = text.split_once('/').unwrap_or((text, ""));
        match (men.parse(), kings.parse()) {
            (Ok(men), Ok(kings)) => Ok(DraughtsMaterial::new(men, kings)),
            _ => Err(format!("{text:?} is not MEN/KINGS (e.g. 9/1)")),
        }
    };
    Ok(BySide::new(pieces(white)?, pieces(black)?))
}

fn side_named(name: &str) -> Result<Side, String> {
    Side::from_name(name).ok_or_else(|| format!("unknown side {name:?} (white or black)"))
}

/// Parses decimal seconds (`12`, `12.5`, `0.001`) into exact milliseconds.
pub fn seconds(text: &str) -> Result<Millis, String> {
    // Plain seconds here: the game time's `m:ss` forms would be ambiguous next to `@` and `:`.
    if text.contains(':') {
        return Err(format!("{text:?} is not a number of seconds"));
    }
    parse_game_time(text).ok_or_else(|| {
        format!(
            "{text:?} is not a number of seconds with at most three decimals that a clock holds"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_seconds_become_exact_milliseconds() {
        assert_eq!(seconds("12"), Ok(Millis(12_000)));
        assert_eq!(seconds("12.5"), Ok(Millis(12_500)));
        assert_eq!(seconds("0.001"), Ok(Millis(1)));
        let not_held = |text: &str| {
            Err(format!(
                "{text:?} is not a number of seconds with at most three decimals that a clock holds"
            ))
        };
        for text in ["0.0001", "-1", "1e3", "", "99999999999999999999"] {
            assert_eq!(seconds(text), not_held(text), "{text}");
        }
        // m:ss would read as an event's next field.
        assert_eq!(
            seconds("1:30"),
            Err("\"1:30\" is not a number of seconds".to_owned())
        );
    }
}
