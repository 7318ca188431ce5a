//! Reading incidents from JSON, by hand. The log's format (an `event` tag beside the event's fields,
//! with the claim decisions' fields flattened in) is what serde's derive reads only through buffered
//! content, which cost the app some 48 KB of wasm; here each field is read straight from the object.

use crate::{ClaimDecision, DraughtsDraw, Event, Incident};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};

type Fields = Map<String, Value>;

impl<'de> Deserialize<'de> for Incident {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Incident, D::Error> {
        let fields = Fields::deserialize(deserializer)?;
        read_incident(&fields).map_err(D::Error::custom)
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Event, D::Error> {
        let fields = Fields::deserialize(deserializer)?;
        read_event(&fields).map_err(D::Error::custom)
    }
}

fn read_incident(fields: &Fields) -> Result<Incident, serde_json::Error> {
    Ok(Incident {
        at: field(fields, "at")?,
        event: read_event(fields)?,
    })
}

/// The field `key`, absent read as `null` (so an absent `Option` is `None`).
fn field<T: DeserializeOwned>(fields: &Fields, key: &str) -> Result<T, serde_json::Error> {
    T::deserialize(fields.get(key).unwrap_or(&Value::Null))
        .map_err(|e| serde_json::Error::custom(format!("field \"{key}\": {e}")))
}

fn read_event(f: &Fields) -> Result<Event, serde_json::Error> {
    let name: String = field(f, "event")?;
    Ok(match name.as_str() {
        "started" => Event::Started,
        "pressed" => Event::Pressed {
            side: field(f, "side")?,
            used: field(f, "used")?,
            after: field(f, "after")?,
        },
        "paused" => Event::Paused {
            side: field(f, "side")?,
        },
        "resumed" => Event::Resumed {
            side: field(f, "side")?,
        },
        "time-corrected" => Event::TimeCorrected {
            correction: field(f, "correction")?,
        },
        "moves-corrected" => Event::MovesCorrected {
            side: field(f, "side")?,
            before: field(f, "before")?,
            after: field(f, "after")?,
        },
        "period-corrected" => Event::PeriodCorrected {
            side: field(f, "side")?,
            before: field(f, "before")?,
            after: field(f, "after")?,
        },
        "control-changed" => Event::ControlChanged {
            control: field(f, "control")?,
            overridden: field(f, "overridden")?,
        },
        "undone" => Event::Undone {
            side: field(f, "side")?,
        },
        "illegal-move" => Event::IllegalMove {
            side: field(f, "side")?,
            nth: field(f, "nth")?,
            opponent_cannot_mate: field(f, "opponent_cannot_mate")?,
            bonus: field(f, "bonus")?,
        },
        "extra-five" => Event::ExtraFive {
            requester: field(f, "requester")?,
            bonus: field(f, "bonus")?,
        },
        "draw-claim" => Event::DrawClaim {
            claimant: field(f, "claimant")?,
            decision: read_decision(f)?,
            bonus: field(f, "bonus")?,
        },
        "win-on-time-claim" => Event::WinOnTimeClaim {
            claimant: field(f, "claimant")?,
            claimant_can_checkmate: field(f, "claimant_can_checkmate")?,
        },
        "flag-order-unknown" => Event::FlagOrderUnknown,
        "draughts-draw" => Event::DraughtsDraw {
            draw: read_draughts_draw(f)?,
            material: field(f, "material")?,
        },
        "ended" => Event::Ended {
            result: field(f, "result")?,
            reason: field(f, "reason")?,
        },
        "note" => Event::Note {
            text: field(f, "text")?,
        },
        "flag-fell" => Event::FlagFell {
            side: field(f, "side")?,
        },
        "decided" => Event::Decided {
            result: field(f, "result")?,
            reason: field(f, "reason")?,
        },
        other => return Err(unknown("event", other)),
    })
}

fn read_decision(f: &Fields) -> Result<ClaimDecision, serde_json::Error> {
    let name: String = field(f, "decision")?;
    Ok(match name.as_str() {
        "accepted" => ClaimDecision::Accepted,
        "rejected" => ClaimDecision::Rejected,
        "postponed" => ClaimDecision::Postponed {
            award_bonus: field(f, "award_bonus")?,
        },
        "unsupervised" => ClaimDecision::Unsupervised,
        other => return Err(unknown("decision", other)),
    })
}

fn read_draughts_draw(f: &Fields) -> Result<DraughtsDraw, serde_json::Error> {
    let name: String = field(f, "claim")?;
    Ok(match name.as_str() {
        "agreement" => DraughtsDraw::Agreement,
        "regulation" => DraughtsDraw::Regulation,
        "time-shortage" => DraughtsDraw::TimeShortage {
            claimant: field(f, "claimant")?,
            upheld: field(f, "upheld")?,
        },
        other => return Err(unknown("claim", other)),
    })
}

fn unknown(what: &str, name: &str) -> serde_json::Error {
    serde_json::Error::custom(format!("unknown {what} \"{name}\""))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BySide, Correction, DraughtsMaterial, GameResult, Instant, Millis, Side};

    /// Every kind of event, each as the derived serialiser writes it, reads back to itself.
    #[test]
    fn every_event_reads_back_as_written() {
        let correction = Correction {
            side: Side::Black,
            before: Millis(1),
            after: Millis(2),
        };
        let events = vec![
            Event::Started,
            Event::Pressed {
                side: Side::White,
                used: Millis(3),
                after: Millis(4),
            },
            Event::Paused { side: Side::Black },
            Event::Resumed { side: Side::White },
            Event::TimeCorrected { correction },
            Event::MovesCorrected {
                side: Side::White,
                before: 1,
                after: 2,
            },
            Event::PeriodCorrected {
                side: Side::Black,
                before: 0,
                after: 1,
            },
            Event::ControlChanged {
                control: crate::parse_human("90/40, 30+30").unwrap(),
                overridden: true,
            },
            Event::Undone { side: Side::White },
            Event::IllegalMove {
                side: Side::White,
                nth: 2,
                opponent_cannot_mate: true,
                bonus: None,
            },
            Event::IllegalMove {
                side: Side::Black,
                nth: 1,
                opponent_cannot_mate: false,
                bonus: Some(correction),
            },
            Event::ExtraFive {
                requester: Side::White,
                bonus: correction,
            },
            Event::DrawClaim {
                claimant: Side::Black,
                decision: ClaimDecision::Postponed { award_bonus: true },
                bonus: Some(correction),
            },
            Event::DrawClaim {
                claimant: Side::White,
                decision: ClaimDecision::Unsupervised,
                bonus: None,
            },
            Event::WinOnTimeClaim {
                claimant: Side::Black,
                claimant_can_checkmate: false,
            },
            Event::FlagOrderUnknown,
            Event::DraughtsDraw {
                draw: DraughtsDraw::TimeShortage {
                    claimant: Side::Black,
                    upheld: true,
                },
                material: BySide::new(DraughtsMaterial::new(3, 1), DraughtsMaterial::new(0, 2)),
            },
            Event::DraughtsDraw {
                draw: DraughtsDraw::Agreement,
                material: BySide::both(DraughtsMaterial::new(10, 0)),
            },
            Event::Ended {
                result: None,
                reason: "pending".into(),
            },
            Event::Note {
                text: "phone rang".into(),
            },
            Event::FlagFell { side: Side::White },
            Event::Decided {
                result: Some(GameResult::Draw),
                reason: "III.3.1.2".into(),
            },
        ];
        for event in events {
            let incident = Incident {
                at: Instant(42),
                event,
            };
            let text = serde_json::to_string(&incident).unwrap();
            let read: Incident = serde_json::from_str(&text).unwrap();
            assert_eq!(read, incident, "{text}");
        }
    }

    #[test]
    fn an_unknown_event_or_a_missing_field_is_named() {
        let error = serde_json::from_str::<Incident>(r#"{"at": 1, "event": "teleported"}"#)
            .unwrap_err()
            .to_string();
        assert_eq!(error, "unknown event \"teleported\"");
        let error = serde_json::from_str::<Incident>(r#"{"at": 1, "event": "paused"}"#)
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("field \"side\": "), "{error}");
    }
}
