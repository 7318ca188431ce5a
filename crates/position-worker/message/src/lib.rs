//! # flagfall-position-message
//!
//! The position check's words, shared by the search (`flagfall-position`), its worker and the app:
//! a FEN's piece placement ([`read_placement`]), why a FEN is refused ([`PositionError`], with the
//! field at fault and the numbers), and what the page and the worker say to each other, as text. The
//! page posts a [`Request`] (the FEN and the side to search first) and nothing else; the worker
//! answers with [`Report`]s, in JSON: [`Report::Ready`] once it can take a request, then one
//! [`Report::Answer`] per side as soon as that side is searched, or one [`Report::Refused`]. A
//! refusal is the error itself: the app writes the sentence, in the reader's language.
//!
//! The app depends on this crate and not on `flagfall-position`, so the search stays out of its wasm;
//! it reads a report with [`Report::read`], by hand over the core's JSON tree.

mod error;
mod placement;
mod request;
mod square;

pub use error::{FenError, Field, IllegalPosition, PositionError, Wing};
pub use flagfall_core::Side;
pub use placement::{read_placement, PlacementError};
pub use request::Request;
pub use square::Square;

use flagfall_core::JsonValue;
use serde::Serialize;

/// One message from the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Report {
    /// The worker has started and takes a [`Request`]; the search of both sides, one after the
    /// other, may take up to `budget_ms` (`flagfall_position::DEFAULT_BUDGET_MS`), after which the
    /// page ends it.
    Ready { budget_ms: u64 },
    /// One side's answer: `can_checkmate` is `None` when the search ended without a proof either way,
    /// and `line` is one mating line in SAN when it can.
    Answer {
        fen: String,
        side: Side,
        can_checkmate: Option<bool>,
        line: Option<String>,
    },
    /// The FEN is not read, or is of a position no game can reach: no side is searched.
    Refused {
        fen: String,
        /// The FEN field at fault, when the error is in one field ([`PositionError::field`]).
        field: Option<Field>,
        error: PositionError,
    },
}

impl Report {
    /// Reads a report the worker wrote; `None` for anything else.
    #[must_use]
    pub fn read(text: &str) -> Option<Report> {
        let value = JsonValue::parse(text).ok()?;
        let (tag, body) = tagged(&value)?;
        let body = body?;
        let fen = || Some(body.get("fen")?.as_str()?.to_owned());
        Some(match tag {
            "ready" => Report::Ready {
                budget_ms: body.get("budget_ms")?.as_u64()?,
            },
            "answer" => Report::Answer {
                fen: fen()?,
                side: side(body)?,
                can_checkmate: nullable(body.get("can_checkmate")?, JsonValue::as_bool)?,
                line: nullable(body.get("line")?, |line| Some(line.as_str()?.to_owned()))?,
            },
            "refused" => Report::Refused {
                fen: fen()?,
                field: nullable(body.get("field")?, |field| {
                    Some(match field.as_str()? {
                        "placement" => Field::Placement,
                        "side_to_move" => Field::SideToMove,
                        "castling" => Field::Castling,
                        "en_passant" => Field::EnPassant,
                        "halfmove_clock" => Field::HalfmoveClock,
                        "fullmove_number" => Field::FullmoveNumber,
                        _ => return None,
                    })
                })?,
                error: refusal(body.get("error")?)?,
            },
            _ => return None,
        })
    }
}

/// An enum's variant as serde writes it: a unit variant as its name, any other as an object with
/// one member, the name.
fn tagged(value: &JsonValue) -> Option<(&str, Option<&JsonValue>)> {
    match value {
        JsonValue::String(name) => Some((name, None)),
        JsonValue::Object(members) if members.len() == 1 => {
            Some((members[0].0.as_str(), Some(&members[0].1)))
        }
        _ => None,
    }
}

/// `None` inside for `null`, else what `read` makes of the value; `None` outside if it cannot.
fn nullable<T>(value: &JsonValue, read: impl Fn(&JsonValue) -> Option<T>) -> Option<Option<T>> {
    if value.is_null() {
        Some(None)
    } else {
        read(value).map(Some)
    }
}

fn side(body: &JsonValue) -> Option<Side> {
    match body.get("side")?.as_str()? {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => None,
    }
}

fn number<T: TryFrom<u64>>(body: &JsonValue, key: &str) -> Option<T> {
    T::try_from(body.get(key)?.as_u64()?).ok()
}

fn character(body: &JsonValue) -> Option<char> {
    let mut chars = body.get("character")?.as_str()?.chars();
    let character = chars.next()?;
    chars.next().is_none().then_some(character)
}

fn square(body: &JsonValue) -> Option<Square> {
    Square::parse(body.get("square")?.as_str()?)
}

fn refusal(value: &JsonValue) -> Option<PositionError> {
    let (kind, body) = tagged(value)?;
    let (variant, fields) = tagged(body?)?;
    // Unit variants have no fields to read: an empty object stands in.
    let none = JsonValue::Object(Vec::new());
    let b = fields.unwrap_or(&none);
    Some(match kind {
        "Fen" => PositionError::Fen(match variant {
            "FieldCount" => FenError::FieldCount {
                found: number(b, "found")?,
            },
            "RankCount" => FenError::RankCount {
                found: number(b, "found")?,
            },
            "RankLength" => FenError::RankLength {
                rank: number(b, "rank")?,
                squares: number(b, "squares")?,
            },
            "PlacementCharacter" => FenError::PlacementCharacter {
                rank: number(b, "rank")?,
                character: character(b)?,
            },
            "SideToMove" => FenError::SideToMove,
            "CastlingCharacter" => FenError::CastlingCharacter {
                character: character(b)?,
            },
            "CastlingRepeated" => FenError::CastlingRepeated {
                character: character(b)?,
            },
            "EnPassantSquare" => FenError::EnPassantSquare,
            "HalfmoveClock" => FenError::HalfmoveClock,
            "FullmoveNumber" => FenError::FullmoveNumber,
            _ => return None,
        }),
        "Illegal" => PositionError::Illegal(match variant {
            "KingCount" => IllegalPosition::KingCount {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "PawnOnBackRank" => IllegalPosition::PawnOnBackRank { square: square(b)? },
            "TooManyPieces" => IllegalPosition::TooManyPieces {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "TooManyPawns" => IllegalPosition::TooManyPawns {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "TooManyPromoted" => IllegalPosition::TooManyPromoted {
                side: side(b)?,
                promoted: number(b, "promoted")?,
                missing_pawns: number(b, "missing_pawns")?,
            },
            "CastlingRight" => IllegalPosition::CastlingRight {
                side: side(b)?,
                wing: match b.get("wing")?.as_str()? {
                    "kingside" => Wing::Kingside,
                    "queenside" => Wing::Queenside,
                    _ => return None,
                },
            },
            "EnPassant" => IllegalPosition::EnPassant { square: square(b)? },
            "OpponentInCheck" => IllegalPosition::OpponentInCheck { side: side(b)? },
            "TooManyCheckers" => IllegalPosition::TooManyCheckers {
                side: side(b)?,
                checkers: number(b, "checkers")?,
            },
            _ => return None,
        }),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(report: &Report) -> String {
        serde_json::to_string(report).unwrap()
    }

    #[test]
    fn an_answer_is_written_with_the_fen_the_side_and_nulls_for_an_undetermined_search() {
        let answer = Report::Answer {
            fen: "8/8/8/4k3/8/8/8/4K3 w - - 0 1".into(),
            side: Side::Black,
            can_checkmate: None,
            line: None,
        };
        let text = written(&answer);
        assert_eq!(
            text,
            r#"{"answer":{"fen":"8/8/8/4k3/8/8/8/4K3 w - - 0 1","side":"black","can_checkmate":null,"line":null}}"#
        );
        assert_eq!(Report::read(&text), Some(answer));
    }

    #[test]
    fn a_refusal_is_written_as_its_variant_and_numbers() {
        let refused = Report::Refused {
            fen: "8/8/8/8/8/8/8/K7 w - -".into(),
            field: Some(Field::Placement),
            error: PositionError::Illegal(IllegalPosition::KingCount {
                side: Side::Black,
                found: 0,
            }),
        };
        let text = written(&refused);
        assert_eq!(
            text,
            r#"{"refused":{"fen":"8/8/8/8/8/8/8/K7 w - -","field":"placement","error":{"Illegal":{"KingCount":{"side":"black","found":0}}}}}"#
        );
        assert_eq!(Report::read(&text), Some(refused));
    }

    #[test]
    fn every_report_the_worker_can_write_reads_back_the_same() {
        let fen = "k7/8/8/8/8/8/8/K7 w - -".to_owned();
        let refused = |field, error| Report::Refused {
            fen: fen.clone(),
            field,
            error,
        };
        let fen_errors = [
            FenError::FieldCount { found: 3 },
            FenError::RankCount { found: 9 },
            FenError::RankLength {
                rank: 2,
                squares: 9,
            },
            FenError::PlacementCharacter {
                rank: 8,
                character: '"',
            },
            FenError::SideToMove,
            FenError::CastlingCharacter { character: 'é' },
            FenError::CastlingRepeated { character: 'K' },
            FenError::EnPassantSquare,
            FenError::HalfmoveClock,
            FenError::FullmoveNumber,
        ];
        let illegal = [
            IllegalPosition::KingCount {
                side: Side::White,
                found: 2,
            },
            IllegalPosition::PawnOnBackRank {
                square: Square::new(7, 7).unwrap(),
            },
            IllegalPosition::TooManyPieces {
                side: Side::Black,
                found: 17,
            },
            IllegalPosition::TooManyPawns {
                side: Side::White,
                found: 9,
            },
            IllegalPosition::TooManyPromoted {
                side: Side::Black,
                promoted: 3,
                missing_pawns: 1,
            },
            IllegalPosition::CastlingRight {
                side: Side::White,
                wing: Wing::Queenside,
            },
            IllegalPosition::CastlingRight {
                side: Side::Black,
                wing: Wing::Kingside,
            },
            IllegalPosition::EnPassant {
                square: Square::new(4, 2).unwrap(),
            },
            IllegalPosition::OpponentInCheck { side: Side::Black },
            IllegalPosition::TooManyCheckers {
                side: Side::White,
                checkers: 3,
            },
        ];
        let fields = [
            None,
            Some(Field::Placement),
            Some(Field::SideToMove),
            Some(Field::Castling),
            Some(Field::EnPassant),
            Some(Field::HalfmoveClock),
            Some(Field::FullmoveNumber),
        ];
        let mut reports = vec![
            Report::Ready { budget_ms: 1500 },
            Report::Answer {
                fen: fen.clone(),
                side: Side::White,
                can_checkmate: Some(true),
                line: Some("1. Qg7#".into()),
            },
            Report::Answer {
                fen: fen.clone(),
                side: Side::Black,
                can_checkmate: Some(false),
                line: None,
            },
        ];
        reports.extend(
            fen_errors
                .into_iter()
                .map(|e| refused(None, PositionError::Fen(e))),
        );
        reports.extend(
            illegal
                .into_iter()
                .map(|e| refused(Some(Field::Placement), PositionError::Illegal(e))),
        );
        reports.extend(fields.into_iter().map(|field| {
            refused(
                field,
                PositionError::Illegal(IllegalPosition::OpponentInCheck { side: Side::White }),
            )
        }));
        for report in reports {
            assert_eq!(Report::read(&written(&report)), Some(report));
        }
    }

    #[test]
    fn text_that_is_not_a_report_reads_as_none() {
        for text in [
            "",
            "\"7k/8/8/8/8/8/8/K7 w - -\"",
            r#"{"ready":{}}"#,
            r#"{"answer":{"fen":"x","side":"red","can_checkmate":null,"line":null}}"#,
            r#"{"refused":{"fen":"x","field":null,"error":{"Fen":{"RankLength":{"rank":300,"squares":9}}}}}"#,
            r#"{"refused":{"fen":"x","field":null,"error":{"Fen":{"CastlingCharacter":{"character":"KQ"}}}}}"#,
            r#"{"refused":{"fen":"x","field":null,"error":{"Illegal":"Unknown"}}}"#,
            r#"{"refused":{"fen":"x","field":null,"error":{"Illegal":{"EnPassant":{"square":"e9"}}}}}"#,
        ] {
            assert_eq!(Report::read(text), None, "{text}");
        }
    }
}
