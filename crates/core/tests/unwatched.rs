//! Time the page could not watch (the device slept, or its wall clock was set forward: a page cannot
//! tell them apart) is charged to the running clock by the instants themselves; the log records
//! the charge as its own incident, and the arbiter gives it back in one logged step.

use flagfall_core::{
    parse_human, Action, BySide, Charge, Event, Game, GameError, GameResult, GameSettings,
    Incident, Millis, Phase, Rulebook, Side, Standing,
};

mod support;
use support::{play, secs, supervised_under};

/// 5+0, White pressed at 10 s: Black to move with 5:00.
fn five_minutes() -> Game {
    let mut g = Game::new(parse_human("5").unwrap(), GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    g
}

fn unwatched(from: i64, span: i64) -> Action {
    Action::Unwatched {
        from: secs(from),
        span: Millis::from_secs(span),
    }
}

fn standing(white: i64, black: i64, moves: (u32, u32), result: Option<GameResult>) -> Standing {
    Standing {
        times: BySide::new(Millis(white), Millis(black)),
        moves: BySide::new(moves.0, moves.1),
        over: result.is_some(),
        result,
    }
}

#[test]
fn a_charge_on_a_running_clock_is_logged_and_given_back_whole() {
    let mut g = five_minutes();
    // Hidden at 20 s, shown at 200 s; 120 s of that the page's own clock did not count.
    play(&mut g, &[(unwatched(20, 120), secs(200))]);
    assert_eq!(
        g.incidents().last(),
        Some(&Incident {
            at: secs(200),
            event: Event::Unwatched {
                side: Side::Black,
                from: secs(20),
                span: Millis::from_secs(120),
            },
        })
    );
    assert_eq!(
        g.charge(),
        Some(Charge {
            side: Side::Black,
            span: Millis::from_secs(120),
            at: secs(200),
        })
    );
    play(&mut g, &[(Action::ReturnCharge, secs(210))]);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::ChargeReturned {
            side: Side::Black,
            given: Millis::from_secs(120),
            // Black has run 200 s of its 5:00 and gets 2:00 back; the clock runs on (White used 10 s).
            before: standing(290_000, 100_000, (1, 0), None),
            after: standing(290_000, 220_000, (1, 0), None),
        }
    );
    assert_eq!(g.clock().running(secs(210)), Some(Side::Black));
    assert_eq!(g.charge(), None);
    assert_eq!(
        g.apply(Action::ReturnCharge, secs(211)),
        Err(GameError::NoChargeToReturn)
    );
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_charge_that_brought_the_flag_down_is_logged_after_it_and_given_back_by_reopening() {
    let mut g = five_minutes();
    // Hidden at 100 s with 3:30 left; an hour charged: the flag fell at 310 s, unwatched.
    play(&mut g, &[(unwatched(100, 3_600), secs(3_730))]);
    let names: Vec<&str> = g.incidents()[2..]
        .iter()
        .map(|incident| incident.event.name())
        .collect();
    assert_eq!(names, ["flag-fell", "decided", "unwatched"]);
    assert_eq!(g.incidents()[2].at, secs(310));
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
    play(&mut g, &[(Action::ReturnCharge, secs(3_800))]);
    // Without the hour Black's clock had run on from the flag for the 3,420 s until the page could
    // watch again: 180 s left, paused for Black.
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::ChargeReturned {
            side: Side::Black,
            given: Millis::from_secs(180),
            before: standing(290_000, 0, (1, 0), Some(GameResult::WhiteWins)),
            after: standing(290_000, 180_000, (1, 0), None),
        }
    );
    assert_eq!(g.outcome(), None);
    assert!(matches!(
        g.clock().phase(),
        Phase::Paused {
            side: Side::Black,
            ..
        }
    ));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
    // The arbiter may take the return back like any ruling: the flag decides again.
    play(&mut g, &[(Action::UndoRuling, secs(3_801))]);
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
    assert_eq!(g.charge().map(|c| c.span), Some(Millis::from_secs(3_600)));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_flag_that_would_have_fallen_without_the_charge_stands() {
    let mut g = five_minutes();
    // The flag fell at 310 s; the page could watch again at 400 s with only 60 s charged: without
    // them the flag had still fallen, 30 s before.
    play(&mut g, &[(unwatched(100, 60), secs(400))]);
    assert_eq!(
        g.apply(Action::ReturnCharge, secs(401)),
        Err(GameError::FlagNotFromCharge {
            side: Side::Black,
            short: Millis::from_secs(30),
        })
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
}

#[test]
fn an_undone_press_takes_a_charge_made_after_it_with_it_and_keeps_one_made_before() {
    let mut g = five_minutes();
    // Black's clock charged a minute, then Black pressed; the undo leaves that charge standing.
    play(
        &mut g,
        &[(unwatched(20, 60), secs(100)), (Action::Press, secs(110))],
    );
    let before_press = g.charge();
    // White's clock charged after the press: undoing the press charges that time to nobody.
    play(
        &mut g,
        &[(unwatched(120, 30), secs(160)), (Action::Undo, secs(170))],
    );
    assert_eq!(before_press.map(|c| c.side), Some(Side::Black));
    assert_eq!(g.charge(), before_press);
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_flag_the_charge_brought_down_that_decided_nothing_is_lifted_too() {
    // FIDE 2009 blitz without adequate supervision: a flag decides only on a claim (A.4(d)).
    let mut g = Game::new(
        parse_human("5").unwrap(),
        supervised_under(Rulebook::Fide2009, false),
    );
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(10)),
            (unwatched(100, 3_600), secs(3_730)),
        ],
    );
    assert_eq!(g.outcome(), None);
    assert!(g.clock().flag(Side::Black, secs(3_730)).is_some());
    play(&mut g, &[(Action::ReturnCharge, secs(3_800))]);
    assert_eq!(g.clock().flag(Side::Black, secs(3_800)), None);
    assert_eq!(
        g.clock().remaining(Side::Black, secs(3_800)),
        Millis::from_secs(180)
    );
    // Long after that flag, a sleep charges nobody: the clock stopped at the flag.
    let mut late = Game::new(
        parse_human("5").unwrap(),
        supervised_under(Rulebook::Fide2009, false),
    );
    play(
        &mut late,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    assert_eq!(
        late.apply(unwatched(400, 60), secs(500)),
        Err(GameError::NothingCharged)
    );
}

#[test]
fn a_reopened_game_has_no_charge_left_to_give_back() {
    let mut g = five_minutes();
    play(
        &mut g,
        &[
            (unwatched(100, 3_600), secs(3_730)),
            (Action::Reopen, secs(3_740)),
        ],
    );
    assert_eq!(
        g.apply(Action::ReturnCharge, secs(3_750)),
        Err(GameError::NoChargeToReturn)
    );
}

#[test]
fn nothing_is_charged_while_no_clock_ran() {
    let mut g = five_minutes();
    play(&mut g, &[(Action::Pause, secs(20))]);
    assert_eq!(
        g.apply(unwatched(30, 60), secs(100)),
        Err(GameError::NothingCharged)
    );
    let mut g = Game::new(parse_human("5").unwrap(), GameSettings::default());
    assert_eq!(
        g.apply(unwatched(0, 60), secs(100)),
        Err(GameError::NothingCharged)
    );
    // A running clock, but a span of no time, or less (which would give time back): nothing.
    let mut g = five_minutes();
    for span in [0, -5] {
        assert_eq!(
            g.apply(unwatched(30, span), secs(100)),
            Err(GameError::NothingCharged)
        );
    }
}

#[test]
fn a_game_ended_otherwise_keeps_its_result() {
    let mut g = five_minutes();
    play(
        &mut g,
        &[
            (unwatched(20, 60), secs(100)),
            (
                Action::End {
                    result: Some(GameResult::Draw),
                    reason: "agreed".into(),
                },
                secs(110),
            ),
        ],
    );
    assert_eq!(
        g.apply(Action::ReturnCharge, secs(120)),
        Err(GameError::Over)
    );
}
