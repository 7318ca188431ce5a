//! # flagfall-position-message
//!
//! What the position-check worker says to the page, as JSON text. The page posts the FEN, a plain
//! string, and nothing else; the worker answers with [`Report`]s: [`Report::Ready`] once it can take
//! a FEN, then one [`Report::Answer`] per side as soon as that side is searched, or one
//! [`Report::Refused`]. A refusal is typed (the error's variant and its numbers, mirroring
//! `flagfall_position::PositionError`): the app writes the sentence, in the reader's language.
//!
//! The app depends on this crate and not on `flagfall-position`, so the search stays out of its wasm;
//! it reads a report with [`Report::read`], by hand over the core's JSON tree.

use flagfall_core::JsonValue;
use serde::Serialize;

/// One message from the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Report {
    /// The worker has started and takes a FEN; the search of each side may take up to `budget_ms`
    /// (`flagfall_position::DEFAULT_BUDGET_MS`), after which the page ends it.
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
        /// The FEN field at fault, when the error is in one field.
        field: Option<Field>,
        error: Refusal,
    },
}

/// A side, as the worker names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

/// A field of a FEN record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    Placement,
    SideToMove,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
}

/// A castling side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Wing {
    Kingside,
    Queenside,
}

/// Why a FEN is refused (`flagfall_position::PositionError`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Refusal {
    /// The text is not a FEN record.
    Fen(FenRefusal),
    /// The FEN reads, but no game can reach the position or play on from it.
    Illegal(IllegalRefusal),
}

/// Text that is not a FEN record (`flagfall_position::FenError`, variant for variant).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FenRefusal {
    FieldCount { found: usize },
    RankCount { found: usize },
    RankLength { rank: u8, squares: usize },
    PlacementCharacter { rank: u8, character: char },
    SideToMove,
    CastlingCharacter { character: char },
    CastlingRepeated { character: char },
    EnPassantSquare,
    HalfmoveClock,
    FullmoveNumber,
}

/// A position no game can reach (`flagfall_position::IllegalPosition`, variant for variant).
/// Squares are named as in SAN (`e4`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum IllegalRefusal {
    KingCount {
        side: Side,
        found: u8,
    },
    PawnOnBackRank {
        square: String,
    },
    TooManyPieces {
        side: Side,
        found: u8,
    },
    TooManyPawns {
        side: Side,
        found: u8,
    },
    TooManyPromoted {
        side: Side,
        promoted: u8,
        missing_pawns: u8,
    },
    CastlingRight {
        side: Side,
        wing: Wing,
    },
    EnPassant {
        square: String,
    },
    OpponentInCheck {
        side: Side,
    },
    TooManyCheckers {
        side: Side,
        checkers: u8,
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

fn square(body: &JsonValue) -> Option<String> {
    Some(body.get("square")?.as_str()?.to_owned())
}

fn refusal(value: &JsonValue) -> Option<Refusal> {
    let (kind, body) = tagged(value)?;
    let (variant, fields) = tagged(body?)?;
    // Unit variants have no fields to read: an empty object stands in.
    let none = JsonValue::Object(Vec::new());
    let b = fields.unwrap_or(&none);
    Some(match kind {
        "Fen" => Refusal::Fen(match variant {
            "FieldCount" => FenRefusal::FieldCount {
                found: number(b, "found")?,
            },
            "RankCount" => FenRefusal::RankCount {
                found: number(b, "found")?,
            },
            "RankLength" => FenRefusal::RankLength {
                rank: number(b, "rank")?,
                squares: number(b, "squares")?,
            },
            "PlacementCharacter" => FenRefusal::PlacementCharacter {
                rank: number(b, "rank")?,
                character: character(b)?,
            },
            "SideToMove" => FenRefusal::SideToMove,
            "CastlingCharacter" => FenRefusal::CastlingCharacter {
                character: character(b)?,
            },
            "CastlingRepeated" => FenRefusal::CastlingRepeated {
                character: character(b)?,
            },
            "EnPassantSquare" => FenRefusal::EnPassantSquare,
            "HalfmoveClock" => FenRefusal::HalfmoveClock,
            "FullmoveNumber" => FenRefusal::FullmoveNumber,
            _ => return None,
        }),
        "Illegal" => Refusal::Illegal(match variant {
            "KingCount" => IllegalRefusal::KingCount {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "PawnOnBackRank" => IllegalRefusal::PawnOnBackRank { square: square(b)? },
            "TooManyPieces" => IllegalRefusal::TooManyPieces {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "TooManyPawns" => IllegalRefusal::TooManyPawns {
                side: side(b)?,
                found: number(b, "found")?,
            },
            "TooManyPromoted" => IllegalRefusal::TooManyPromoted {
                side: side(b)?,
                promoted: number(b, "promoted")?,
                missing_pawns: number(b, "missing_pawns")?,
            },
            "CastlingRight" => IllegalRefusal::CastlingRight {
                side: side(b)?,
                wing: match b.get("wing")?.as_str()? {
                    "kingside" => Wing::Kingside,
                    "queenside" => Wing::Queenside,
                    _ => return None,
                },
            },
            "EnPassant" => IllegalRefusal::EnPassant { square: square(b)? },
            "OpponentInCheck" => IllegalRefusal::OpponentInCheck { side: side(b)? },
            "TooManyCheckers" => IllegalRefusal::TooManyCheckers {
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
            error: Refusal::Illegal(IllegalRefusal::KingCount {
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
            FenRefusal::FieldCount { found: 3 },
            FenRefusal::RankCount { found: 9 },
            FenRefusal::RankLength {
                rank: 2,
                squares: 9,
            },
            FenRefusal::PlacementCharacter {
                rank: 8,
                character: '"',
            },
            FenRefusal::SideToMove,
            FenRefusal::CastlingCharacter { character: 'é' },
            FenRefusal::CastlingRepeated { character: 'K' },
            FenRefusal::EnPassantSquare,
            FenRefusal::HalfmoveClock,
            FenRefusal::FullmoveNumber,
        ];
        let illegal = [
            IllegalRefusal::KingCount {
                side: Side::White,
                found: 2,
            },
            IllegalRefusal::PawnOnBackRank {
                square: "h8".into(),
            },
            IllegalRefusal::TooManyPieces {
                side: Side::Black,
                found: 17,
            },
            IllegalRefusal::TooManyPawns {
                side: Side::White,
                found: 9,
            },
            IllegalRefusal::TooManyPromoted {
                side: Side::Black,
                promoted: 3,
                missing_pawns: 1,
            },
            IllegalRefusal::CastlingRight {
                side: Side::White,
                wing: Wing::Queenside,
            },
            IllegalRefusal::CastlingRight {
                side: Side::Black,
                wing: Wing::Kingside,
            },
            IllegalRefusal::EnPassant {
                square: "e3".into(),
            },
            IllegalRefusal::OpponentInCheck { side: Side::Black },
            IllegalRefusal::TooManyCheckers {
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
                .map(|e| refused(None, Refusal::Fen(e))),
        );
        reports.extend(
            illegal
                .into_iter()
                .map(|e| refused(Some(Field::Placement), Refusal::Illegal(e))),
        );
        reports.extend(fields.into_iter().map(|field| {
            refused(
                field,
                Refusal::Illegal(IllegalRefusal::OpponentInCheck { side: Side::White }),
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
        ] {
            assert_eq!(Report::read(text), None, "{text}");
        }
    }
}
