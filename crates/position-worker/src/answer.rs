//! A FEN to the worker's reports: refused with the error's variant and numbers, or each side's
//! answer handed on as soon as it is searched.

use flagfall_position::{FenError, Field, IllegalPosition, Position, PositionError, Side, Wing};
use flagfall_position_message as message;
use message::{FenRefusal, IllegalRefusal, Refusal, Report};

/// Reads `fen` and searches each side in turn, White first, giving `post` each report as soon as it
/// is known. The page ends the worker when its budget runs out, so a side still searched then is
/// never reported.
pub fn answer(fen: &str, mut post: impl FnMut(&Report)) {
    let position = match Position::from_fen(fen) {
        Ok(position) => position,
        Err(error) => {
            post(&Report::Refused {
                fen: fen.to_owned(),
                field: error.field().map(field),
                error: refusal(error),
            });
            return;
        }
    };
    for side in Side::ALL {
        let verdict = position.can_checkmate(side);
        post(&Report::Answer {
            fen: fen.to_owned(),
            side: self::side(side),
            can_checkmate: verdict.can_checkmate(),
            line: verdict.line().map(ToString::to_string),
        });
    }
}

fn side(side: Side) -> message::Side {
    match side {
        Side::White => message::Side::White,
        Side::Black => message::Side::Black,
    }
}

fn field(field: Field) -> message::Field {
    match field {
        Field::Placement => message::Field::Placement,
        Field::SideToMove => message::Field::SideToMove,
        Field::Castling => message::Field::Castling,
        Field::EnPassant => message::Field::EnPassant,
        Field::HalfmoveClock => message::Field::HalfmoveClock,
        Field::FullmoveNumber => message::Field::FullmoveNumber,
    }
}

fn refusal(error: PositionError) -> Refusal {
    match error {
        PositionError::Fen(error) => Refusal::Fen(fen_refusal(error)),
        PositionError::Illegal(error) => Refusal::Illegal(illegal_refusal(error)),
    }
}

fn fen_refusal(error: FenError) -> FenRefusal {
    match error {
        FenError::FieldCount { found } => FenRefusal::FieldCount { found },
        FenError::RankCount { found } => FenRefusal::RankCount { found },
        FenError::RankLength { rank, squares } => FenRefusal::RankLength { rank, squares },
        FenError::PlacementCharacter { rank, character } => {
            FenRefusal::PlacementCharacter { rank, character }
        }
        FenError::SideToMove => FenRefusal::SideToMove,
        FenError::CastlingCharacter { character } => FenRefusal::CastlingCharacter { character },
        FenError::CastlingRepeated { character } => FenRefusal::CastlingRepeated { character },
        FenError::EnPassantSquare => FenRefusal::EnPassantSquare,
        FenError::HalfmoveClock => FenRefusal::HalfmoveClock,
        FenError::FullmoveNumber => FenRefusal::FullmoveNumber,
    }
}

fn illegal_refusal(error: IllegalPosition) -> IllegalRefusal {
    match error {
        IllegalPosition::KingCount { side: s, found } => IllegalRefusal::KingCount {
            side: side(s),
            found,
        },
        IllegalPosition::PawnOnBackRank { square } => IllegalRefusal::PawnOnBackRank {
            square: square.to_string(),
        },
        IllegalPosition::TooManyPieces { side: s, found } => IllegalRefusal::TooManyPieces {
            side: side(s),
            found,
        },
        IllegalPosition::TooManyPawns { side: s, found } => IllegalRefusal::TooManyPawns {
            side: side(s),
            found,
        },
        IllegalPosition::TooManyPromoted {
            side: s,
            promoted,
            missing_pawns,
        } => IllegalRefusal::TooManyPromoted {
            side: side(s),
            promoted,
            missing_pawns,
        },
        IllegalPosition::CastlingRight { side: s, wing } => IllegalRefusal::CastlingRight {
            side: side(s),
            wing: match wing {
                Wing::Kingside => message::Wing::Kingside,
                Wing::Queenside => message::Wing::Queenside,
            },
        },
        IllegalPosition::EnPassant { square } => IllegalRefusal::EnPassant {
            square: square.to_string(),
        },
        IllegalPosition::OpponentInCheck { side: s } => {
            IllegalRefusal::OpponentInCheck { side: side(s) }
        }
        IllegalPosition::TooManyCheckers { side: s, checkers } => IllegalRefusal::TooManyCheckers {
            side: side(s),
            checkers,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reports(fen: &str) -> Vec<Report> {
        let mut reports = Vec::new();
        answer(fen, |report| reports.push(report.clone()));
        reports
    }

    #[test]
    fn a_lone_king_cannot_mate_and_king_and_queen_can_each_side_reported_in_turn() {
        let fen = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";
        let reports = reports(fen);
        assert_eq!(reports.len(), 2);
        let Report::Answer {
            side: message::Side::White,
            can_checkmate: Some(true),
            line: Some(line),
            ..
        } = &reports[0]
        else {
            panic!("White's answer first, a mate: {reports:?}");
        };
        assert!(line.ends_with('#'), "{line}");
        assert_eq!(
            reports[1],
            Report::Answer {
                fen: fen.into(),
                side: message::Side::Black,
                can_checkmate: Some(false),
                line: None,
            }
        );
    }

    #[test]
    fn a_position_whose_side_not_to_move_is_in_check_is_refused_with_that_side() {
        let fen = "4k3/8/8/8/8/8/8/4R2K w - - 0 1";
        assert_eq!(
            reports(fen),
            [Report::Refused {
                fen: fen.into(),
                field: Some(message::Field::SideToMove),
                error: Refusal::Illegal(IllegalRefusal::OpponentInCheck {
                    side: message::Side::Black,
                }),
            }]
        );
    }

    #[test]
    fn a_rank_of_nine_squares_is_refused_with_the_rank_and_the_count() {
        let fen = "8/8/8/8/8/8/54/K6k w - -";
        assert_eq!(
            reports(fen),
            [Report::Refused {
                fen: fen.into(),
                field: Some(message::Field::Placement),
                error: Refusal::Fen(FenRefusal::RankLength {
                    rank: 2,
                    squares: 9,
                }),
            }]
        );
    }
}
