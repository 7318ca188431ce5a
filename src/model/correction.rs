//! The arbiter's full correction of the clocks (FIDE 6.10.2) as the form states it: what was typed
//! for each side against what the clock shows, turned into only the corrections that change something.
//! Pure, so it is tested natively; the panel only binds the form.

use crate::model::amount::{parse_amount, NotAnAmount};
use flagfall_core::{Action, BySide, ClockView, Side};

/// What the form holds for one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedSide {
    pub time: String,
    pub moves: String,
    /// The period, counted from 1 as the form shows it.
    pub period: usize,
}

/// What is wrong with the form, and whose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrectionError {
    /// The side's time does not read as an amount of time.
    Time { side: Side, error: NotAnAmount },
    /// The side's move count is not a whole number.
    MoveCount { side: Side },
}

/// The corrections that bring the clock from `shown` to `typed`, or what is wrong with the form.
/// For each side, the moves come before the period, whose count they re-derive, and the time last.
pub fn correction_actions(
    shown: &ClockView,
    typed: &BySide<TypedSide>,
) -> Result<Vec<Action>, CorrectionError> {
    let mut actions = Vec::new();
    for side in Side::ALL {
        let form = &typed[side];
        let now = shown.sides[side];
        let time =
            parse_amount(&form.time).map_err(|error| CorrectionError::Time { side, error })?;
        let moves: u32 = form
            .moves
            .trim()
            .parse()
            .map_err(|_| CorrectionError::MoveCount { side })?;
        if moves != now.moves {
            actions.push(Action::SetMoves { side, moves });
        }
        let period = form.period.max(1) - 1;
        if period != now.period {
            actions.push(Action::SetPeriod { side, period });
        }
        if time != now.main {
            actions.push(Action::SetTime { side, time });
        }
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{format_game_time, parse_human, Clock, Instant, Millis};

    fn shown() -> ClockView {
        let mut clock = Clock::new(parse_human("90/40, 30").unwrap());
        clock.start(Instant(0)).unwrap();
        clock.view(Instant(1_000))
    }

    fn as_shown(view: &ClockView) -> BySide<TypedSide> {
        BySide::from_fn(|side| TypedSide {
            time: format_game_time(view.sides[side].main),
            moves: view.sides[side].moves.to_string(),
            period: view.sides[side].period + 1,
        })
    }

    #[test]
    fn an_unchanged_form_corrects_nothing_even_written_otherwise() {
        let view = shown();
        assert_eq!(correction_actions(&view, &as_shown(&view)), Ok(Vec::new()));
        let mut typed = as_shown(&view);
        // 1:30:00 written as minutes and seconds is the same time.
        typed[Side::Black].time = "90:00".to_owned();
        assert_eq!(correction_actions(&view, &typed), Ok(Vec::new()));
    }

    #[test]
    fn only_what_changed_is_corrected_moves_before_period_before_time() {
        let view = shown();
        let mut typed = as_shown(&view);
        typed[Side::White].time = "10:00.5".to_owned();
        typed[Side::Black].moves = "41".to_owned();
        typed[Side::Black].period = 2;
        assert_eq!(
            correction_actions(&view, &typed),
            Ok(vec![
                Action::SetTime {
                    side: Side::White,
                    time: Millis(600_500)
                },
                Action::SetMoves {
                    side: Side::Black,
                    moves: 41
                },
                Action::SetPeriod {
                    side: Side::Black,
                    period: 1
                },
            ])
        );
        // All three for one side: the time still comes last.
        typed[Side::Black].time = "20:00".to_owned();
        assert_eq!(
            correction_actions(&view, &typed).map(|actions| actions[1..].to_vec()),
            Ok(vec![
                Action::SetMoves {
                    side: Side::Black,
                    moves: 41
                },
                Action::SetPeriod {
                    side: Side::Black,
                    period: 1
                },
                Action::SetTime {
                    side: Side::Black,
                    time: Millis::from_mins(20)
                },
            ])
        );
    }

    #[test]
    fn a_form_that_is_not_a_time_or_a_count_says_whose_and_what() {
        let view = shown();
        let mut typed = as_shown(&view);
        typed[Side::Black].time = "1:5".to_owned();
        assert_eq!(
            correction_actions(&view, &typed),
            Err(CorrectionError::Time {
                side: Side::Black,
                error: NotAnAmount {
                    typed: "1:5".to_owned()
                }
            })
        );
        let mut typed = as_shown(&view);
        typed[Side::White].moves = "four".to_owned();
        assert_eq!(
            correction_actions(&view, &typed),
            Err(CorrectionError::MoveCount { side: Side::White })
        );
    }
}
