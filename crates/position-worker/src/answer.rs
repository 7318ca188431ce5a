//! A FEN to the worker's reports: refused with the error itself, or each side's answer handed on as
//! soon as it is searched.

use flagfall_position::{Position, Side};
use flagfall_position_message::Report;

/// Reads `fen` and searches each side in turn, `first` first, giving `post` each report as soon as it
/// is known. The page ends the worker when its budget runs out, so a side still searched then is
/// never reported.
pub fn answer(fen: &str, first: Side, mut post: impl FnMut(&Report)) {
    let position = match Position::from_fen(fen) {
        Ok(position) => position,
        Err(error) => {
            post(&Report::Refused {
                fen: fen.to_owned(),
                field: error.field(),
                error,
            });
            return;
        }
    };
    for side in [first, first.opponent()] {
        let verdict = position.can_checkmate(side);
        post(&Report::Answer {
            fen: fen.to_owned(),
            side,
            can_checkmate: verdict.can_checkmate(),
            line: verdict.line().map(ToString::to_string),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_position::{FenError, Field, IllegalPosition, PositionError};

    fn reports(fen: &str) -> Vec<Report> {
        reports_from(fen, Side::White)
    }

    fn reports_from(fen: &str, first: Side) -> Vec<Report> {
        let mut reports = Vec::new();
        answer(fen, first, |report| reports.push(report.clone()));
        reports
    }

    #[test]
    fn a_lone_king_cannot_mate_and_king_and_queen_can_each_side_reported_in_turn() {
        let fen = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";
        let reports = reports(fen);
        assert_eq!(reports.len(), 2);
        let Report::Answer {
            side: Side::White,
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
                side: Side::Black,
                can_checkmate: Some(false),
                line: None,
            }
        );
    }

    #[test]
    fn the_side_asked_first_is_searched_and_reported_first() {
        let fen = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";
        let sides: Vec<_> = reports_from(fen, Side::Black)
            .into_iter()
            .map(|report| match report {
                Report::Answer {
                    side,
                    can_checkmate,
                    ..
                } => (side, can_checkmate),
                other => panic!("an answer: {other:?}"),
            })
            .collect();
        assert_eq!(
            sides,
            [(Side::Black, Some(false)), (Side::White, Some(true))]
        );
    }

    #[test]
    fn a_position_whose_side_not_to_move_is_in_check_is_refused_with_that_side() {
        let fen = "4k3/8/8/8/8/8/8/4R2K w - - 0 1";
        assert_eq!(
            reports(fen),
            [Report::Refused {
                fen: fen.into(),
                field: Some(Field::SideToMove),
                error: PositionError::Illegal(IllegalPosition::OpponentInCheck {
                    side: Side::Black,
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
                field: Some(Field::Placement),
                error: PositionError::Fen(FenError::RankLength {
                    rank: 2,
                    squares: 9,
                }),
            }]
        );
    }
}
