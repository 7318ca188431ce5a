//! What a time control may hold, however it is given: built, typed, read from PGN or from JSON.

use flagfall_core::{
    parse_human, parse_json, parse_pgn, ControlError, Method, Millis, NotationErrorKind, Period,
    PeriodEnd, Side, TimeControl,
};

fn mins(m: i64) -> Millis {
    Millis::from_mins(m)
}

/// The JSON of a control with the same `periods` for both sides, as `TimeControl` writes it.
fn control_json(periods: &[Period]) -> String {
    let side = serde_json::to_string(periods).unwrap();
    format!(r#"{{"white": {side}, "black": {side}}}"#)
}

#[test]
fn a_period_with_no_time_and_nothing_added_per_move_is_refused() {
    let no_time = Period::moves(40, Millis::ZERO, Method::Plain);
    let refused = ControlError::PeriodWithoutTime {
        side: Side::White,
        index: 0,
    };
    let periods = vec![no_time, Period::game(mins(5), Method::Plain)];
    assert_eq!(TimeControl::new(periods.clone()), Err(refused.clone()));
    assert_eq!(
        refused.to_string(),
        "White's period 1 has no time and no increment or delay"
    );

    let typed = parse_human("0/40, 5").unwrap_err();
    assert_eq!(typed.kind(), &NotationErrorKind::Invalid(refused.clone()));
    assert_eq!(
        typed.to_string(),
        r#"at column 1: White's period 1 has no time and no increment or delay, in "0/40""#
    );
    assert_eq!(
        parse_pgn("40/0:300").unwrap_err().kind(),
        &NotationErrorKind::Invalid(refused.clone())
    );
    assert_eq!(
        parse_json::<TimeControl>(&control_json(&periods))
            .unwrap_err()
            .to_string(),
        refused.to_string()
    );

    // Later periods too, for either side, and a zero increment or delay adds nothing.
    assert_eq!(
        parse_human("90/40, 0/20, 30").unwrap_err().kind(),
        &NotationErrorKind::Invalid(ControlError::PeriodWithoutTime {
            side: Side::White,
            index: 1
        })
    );
    assert_eq!(
        parse_human("5 vs 1/40, 0+0d").unwrap_err().kind(),
        &NotationErrorKind::Invalid(ControlError::PeriodWithoutTime {
            side: Side::Black,
            index: 1
        })
    );
}

#[test]
fn a_period_with_no_time_but_time_added_per_move_or_ending_on_timeout_is_kept() {
    for text in [
        "0+5",
        "G/0;d5",
        "90/40, 0+30",
        "0 then byo 3x10",
        "count-up",
    ] {
        assert!(parse_human(text).is_ok(), "{text}");
    }
}

#[test]
fn a_control_has_at_most_max_periods_a_side() {
    assert_eq!(TimeControl::MAX_PERIODS, 100);
    let periods = |count: usize| {
        let mut list = vec![Period::moves(1, mins(1), Method::Plain); count - 1];
        list.push(Period::game(mins(1), Method::Plain));
        list
    };
    assert!(TimeControl::new(periods(100)).is_ok());
    let refused = ControlError::TooManyPeriods {
        side: Side::White,
        count: 101,
        max: 100,
    };
    assert_eq!(TimeControl::new(periods(101)), Err(refused.clone()));
    assert_eq!(
        refused.to_string(),
        "White has 101 periods; a time control has at most 100"
    );
    assert_eq!(
        TimeControl::with_odds(periods(1), periods(20_000)),
        Err(ControlError::TooManyPeriods {
            side: Side::Black,
            count: 20_000,
            max: 100
        })
    );

    let typed = format!("{}5", "1/1, ".repeat(100));
    assert_eq!(
        parse_human(&typed).unwrap_err().kind(),
        &NotationErrorKind::Invalid(refused.clone())
    );
    let tag = format!("{}60", "1/60:".repeat(100));
    assert_eq!(
        parse_pgn(&tag).unwrap_err().kind(),
        &NotationErrorKind::Invalid(refused.clone())
    );
    assert_eq!(
        parse_json::<TimeControl>(&control_json(&periods(101)))
            .unwrap_err()
            .to_string(),
        refused.to_string()
    );
}

#[test]
fn a_period_that_ends_on_timeout_with_no_time_hands_over_at_once() {
    let control = parse_human("0 then byo 3x10").unwrap();
    assert_eq!(
        control.periods(Side::White)[0],
        Period {
            end: PeriodEnd::Timeout,
            time: Millis::ZERO,
            method: Method::Plain,
        }
    );
    let mut clock = flagfall_core::Clock::new(control);
    clock.start(flagfall_core::Instant(0)).unwrap();
    assert_eq!(
        clock.flag_deadline(Side::White),
        Some(flagfall_core::Instant(30_000))
    );
}
