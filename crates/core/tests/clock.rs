//! Scenario tests of the clock, on injected instants.

use flagfall_core::{
    BySide, Clock, ClockError, ClockOptions, Correction, Instant, Method, Millis, Period,
    PeriodEnd, Phase, Press, Side, TimeControl, UndoCharge,
};

const fn secs(s: i64) -> Instant {
    Instant(s * 1000)
}

fn mins(m: i64) -> Millis {
    Millis::from_mins(m)
}

fn s(n: i64) -> Millis {
    Millis::from_secs(n)
}

fn sudden_death(minutes: i64, method: Method) -> TimeControl {
    TimeControl::new(vec![Period::game(mins(minutes), method)]).unwrap()
}

fn fischer(minutes: i64, inc: i64) -> TimeControl {
    sudden_death(minutes, Method::Fischer { increment: s(inc) })
}

fn started(control: TimeControl) -> Clock {
    let mut clock = Clock::new(control);
    clock.start(Instant(0)).unwrap();
    clock
}

/// A minute each without increment, started at 0, the other clock running on after a flag.
fn started_running_on() -> Clock {
    let mut clock = Clock::with_options(
        sudden_death(1, Method::Plain),
        ClockOptions {
            run_on_after_flag: true,
            ..ClockOptions::default()
        },
    );
    clock.start(Instant(0)).unwrap();
    clock
}

#[test]
fn fischer_increment_is_credited_before_move_one() {
    let clock = Clock::new(fischer(3, 2));
    assert_eq!(clock.remaining(Side::White, Instant(0)), Millis(182_000));
    assert_eq!(clock.remaining(Side::Black, Instant(0)), Millis(182_000));
}

#[test]
fn white_clock_runs_from_the_start_and_black_waits() {
    let clock = started(fischer(3, 2));
    assert_eq!(clock.running(secs(1)), Some(Side::White));
    assert_eq!(
        clock.remaining(Side::White, Instant(1_500)),
        Millis(180_500)
    );
    assert_eq!(
        clock.remaining(Side::Black, Instant(1_500)),
        Millis(182_000)
    );
}

#[test]
fn press_charges_exactly_the_time_used_and_credits_the_next_increment() {
    let mut clock = started(fischer(3, 2));
    let press = clock.press(Instant(10_123)).unwrap();
    assert_eq!(
        press,
        Press {
            side: Side::White,
            at: Instant(10_123),
            used: Millis(10_123)
        }
    );
    assert_eq!(
        clock.remaining(Side::White, Instant(20_000)),
        Millis(173_877)
    );
    assert_eq!(
        clock.remaining(Side::Black, Instant(20_000)),
        Millis(172_123)
    );
    assert_eq!(clock.moves(Side::White), 1);
    assert_eq!(clock.moves(Side::Black), 0);
}

#[test]
fn simple_delay_leaves_main_time_untouched_inside_the_delay() {
    let mut clock = started(sudden_death(5, Method::SimpleDelay { delay: s(5) }));
    assert_eq!(clock.remaining(Side::White, Instant(4_999)), mins(5));
    assert_eq!(
        clock.delay_remaining(Side::White, Instant(4_999)),
        Millis(1)
    );
    clock.press(Instant(4_999)).unwrap();
    assert_eq!(clock.remaining(Side::White, Instant(4_999)), mins(5));
    assert_eq!(clock.delay_remaining(Side::Black, Instant(4_999)), s(5));
    assert_eq!(
        clock.delay_remaining(Side::White, Instant(4_999)),
        Millis::ZERO
    );
}

#[test]
fn simple_delay_counts_main_time_down_only_after_the_delay() {
    let mut clock = started(sudden_death(5, Method::SimpleDelay { delay: s(5) }));
    assert_eq!(clock.remaining(Side::White, secs(8)), Millis(297_000));
    assert_eq!(clock.delay_remaining(Side::White, secs(8)), Millis::ZERO);
    clock.press(secs(8)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(100)), Millis(297_000));
}

#[test]
fn bronstein_delay_gives_back_the_time_used_up_to_the_delay() {
    let mut clock = started(sudden_death(5, Method::Bronstein { delay: s(5) }));
    assert_eq!(clock.remaining(Side::White, secs(3)), Millis(297_000));
    clock.press(secs(3)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(3)), mins(5));
    clock.press(secs(11)).unwrap();
    assert_eq!(clock.remaining(Side::Black, secs(11)), Millis(297_000));
}

#[test]
fn bronstein_delay_never_returns_more_than_time_used() {
    let mut clock = started(sudden_death(5, Method::Bronstein { delay: s(5) }));
    clock.press(Instant(1)).unwrap();
    assert_eq!(clock.remaining(Side::White, Instant(1)), mins(5));
}

#[test]
fn below_the_delay_simple_delay_still_protects_but_bronstein_does_not() {
    // Two seconds of main time left, a five-second delay: simple delay lasts 7 s, Bronstein 2 s.
    let control = |method| TimeControl::new(vec![Period::game(s(2), method)]).unwrap();
    let simple = started(control(Method::SimpleDelay { delay: s(5) }));
    let bronstein = started(control(Method::Bronstein { delay: s(5) }));
    assert_eq!(simple.flag_deadline(Side::White), Some(secs(7)));
    assert_eq!(bronstein.flag_deadline(Side::White), Some(secs(2)));
    assert_eq!(simple.flag(Side::White, Instant(6_999)), None);
    assert_eq!(simple.flag(Side::White, secs(7)), Some(secs(7)));
    assert_eq!(bronstein.flag(Side::White, secs(2)), Some(secs(2)));
}

#[test]
fn flag_falls_when_the_time_reaches_zero_and_the_clock_freezes() {
    let clock = started(sudden_death(1, Method::Plain));
    assert_eq!(clock.flag_deadline(Side::White), Some(secs(60)));
    assert_eq!(clock.flag(Side::White, Instant(59_999)), None);
    let view = clock.view(secs(75));
    assert_eq!(view.sides.white.flag, Some(secs(60)));
    assert_eq!(view.sides.white.main, Millis::ZERO);
    assert_eq!(view.phase, Phase::Stopped { at: secs(60) });
    assert_eq!(view.running(), None);
}

#[test]
fn a_press_after_the_flag_froze_the_clock_is_refused() {
    let mut clock = started(fischer(1, 2));
    assert_eq!(clock.press(secs(63)), Err(ClockError::Stopped));
    assert_eq!(clock.flag(Side::White, secs(63)), Some(secs(62)));
}

#[test]
fn a_press_exactly_at_the_flag_instant_is_too_late() {
    let mut clock = started(sudden_death(1, Method::Plain));
    assert_eq!(clock.press(secs(60)), Err(ClockError::Stopped));
}

#[test]
fn without_increment_the_other_clock_can_run_on_and_both_flags_fall_in_order() {
    let mut clock = started_running_on();
    clock.press(secs(50)).unwrap(); // White 10 s left
    clock.press(secs(55)).unwrap(); // Black 55 s left
    assert_eq!(clock.running(secs(70)), Some(Side::White));
    clock.press(secs(70)).unwrap(); // White's flag fell at 65; White plays on at zero
    assert_eq!(clock.remaining(Side::White, secs(70)), Millis::ZERO);
    assert_eq!(clock.flag(Side::Black, secs(124)), None);
    assert_eq!(clock.flag(Side::Black, secs(125)), Some(secs(125)));
    assert_eq!(
        clock.flags_in_order(secs(200)),
        vec![(Side::White, secs(65)), (Side::Black, secs(125))]
    );
}

#[test]
fn flags_are_listed_in_the_order_they_fell_when_black_fell_first() {
    let mut clock = started_running_on();
    clock.press(secs(5)).unwrap(); // White 55 s left
    clock.press(secs(70)).unwrap(); // Black's flag fell at 65; Black plays on at zero
    assert_eq!(
        clock.flags_in_order(secs(200)),
        vec![(Side::Black, secs(65)), (Side::White, secs(125))]
    );
}

#[test]
fn us_chess_16b2b_a_clock_in_claim_mode_runs_on_in_increment_modes_and_the_flagged_side_stays_at_zero(
) {
    let mut clock = Clock::with_options(
        fischer(1, 1),
        ClockOptions {
            claim_mode: true,
            ..ClockOptions::default()
        },
    );
    assert!(clock.runs_on_after_flag());
    clock.start(Instant(0)).unwrap();
    // White's 61 s run out at 61 s; Black's clock runs after White's press, White's stays at zero.
    assert_eq!(clock.running(secs(100)), Some(Side::White));
    assert_eq!(clock.flag_deadline(Side::White), Some(secs(61)));
    clock.press(secs(100)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(100)), Millis::ZERO);
    assert_eq!(clock.running(secs(101)), Some(Side::Black));
    assert_eq!(clock.remaining(Side::Black, secs(101)), Millis(60_000));
}

#[test]
fn run_on_is_ignored_in_increment_modes() {
    let mut clock = Clock::with_options(
        fischer(1, 1),
        ClockOptions {
            run_on_after_flag: true,
            ..ClockOptions::default()
        },
    );
    assert!(!clock.runs_on_after_flag());
    clock.start(Instant(0)).unwrap();
    assert_eq!(clock.running(secs(100)), None);
}

#[test]
fn paused_time_is_charged_to_nobody() {
    let mut clock = started(fischer(3, 0));
    clock.pause(secs(10)).unwrap();
    assert_eq!(clock.running(secs(500)), None);
    assert_eq!(clock.remaining(Side::White, secs(500)), Millis(170_000));
    clock.resume(secs(500)).unwrap();
    clock.press(secs(505)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(505)), Millis(165_000));
}

#[test]
fn simple_delay_survives_a_pause_without_restarting() {
    let mut clock = started(sudden_death(5, Method::SimpleDelay { delay: s(5) }));
    clock.pause(secs(3)).unwrap();
    assert_eq!(clock.delay_remaining(Side::White, secs(30)), s(2));
    clock.resume(secs(30)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(34)), Millis(298_000));
}

#[test]
fn saved_time_carries_over_into_the_next_period() {
    // 90/40+30, 30+30 (FIDE standard).
    let inc = Method::Fischer { increment: s(30) };
    let control = TimeControl::new(vec![
        Period::moves(40, mins(90), inc),
        Period::game(mins(30), inc),
    ])
    .unwrap();
    let mut clock = started(control);
    assert_eq!(clock.remaining(Side::White, Instant(0)), Millis(5_430_000));
    let mut at = 0;
    for _ in 0..40 {
        at += 10_000;
        clock.press(Instant(at)).unwrap(); // White: 10 s a move
        at += 1_000;
        clock.press(Instant(at)).unwrap(); // Black: 1 s a move
    }
    // White used 400 s and gained 40 × 30 s before moves 2..41; move 41 starts the second period.
    assert_eq!(
        clock.remaining(Side::White, Instant(at)),
        mins(90) + s(30) - s(400) + s(30 * 40) + mins(30)
    );
    assert_eq!(clock.view(Instant(at)).sides.white.period, 1);
}

#[test]
fn a_repeating_last_period_adds_its_time_every_time() {
    // 40/120 repeated (PGN 40/7200): every 40 moves another two hours.
    let control = TimeControl::new(vec![Period::moves(40, mins(120), Method::Plain)]).unwrap();
    let mut clock = started(control);
    let mut at = 0;
    for _ in 0..80 {
        at += 1_000;
        clock.press(Instant(at)).unwrap();
        at += 1_000;
        clock.press(Instant(at)).unwrap();
    }
    assert_eq!(clock.remaining(Side::White, Instant(at)), mins(360) - s(80));
}

#[test]
fn a_period_ending_on_timeout_hands_over_instead_of_flagging() {
    let control = TimeControl::new(vec![
        Period {
            end: PeriodEnd::Timeout,
            time: mins(1),
            method: Method::Plain,
        },
        Period::game(s(30), Method::Plain),
    ])
    .unwrap();
    let clock = started(control);
    assert_eq!(clock.remaining(Side::White, secs(70)), s(20));
    assert_eq!(clock.view(secs(70)).sides.white.period, 1);
    assert_eq!(clock.flag_deadline(Side::White), Some(secs(90)));
}

fn byo_yomi() -> TimeControl {
    // One minute main time, then three byo-yomi periods of ten seconds.
    TimeControl::new(vec![
        Period {
            end: PeriodEnd::Timeout,
            time: mins(1),
            method: Method::Plain,
        },
        Period::game(s(10), Method::ByoYomi { periods: 3 }),
    ])
    .unwrap()
}

#[test]
fn byo_yomi_period_resets_on_a_move_in_time_and_is_used_up_otherwise() {
    let mut clock = started(byo_yomi());
    assert_eq!(clock.flag_deadline(Side::White), Some(secs(90)));
    clock.press(secs(65)).unwrap();
    let white = clock.view(secs(65)).sides.white;
    assert_eq!((white.main, white.byo_left), (s(10), 3));
    clock.press(secs(66)).unwrap();
    // White now takes 25 s: two periods used up, five seconds into the third.
    let during = clock.view(secs(91)).sides.white;
    assert_eq!((during.main, during.byo_left), (s(5), 1));
    clock.press(secs(91)).unwrap();
    let after = clock.view(secs(91)).sides.white;
    assert_eq!((after.main, after.byo_left), (s(10), 1));
    clock.press(secs(92)).unwrap();
    assert_eq!(clock.flag(Side::White, secs(102)), Some(secs(102)));
}

/// `work`'s value, computed on another thread; fails if that takes a second, as looping over a count
/// a user typed (billions of byo-yomi periods) would.
fn within_a_second<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || send.send(work()));
    receive
        .recv_timeout(std::time::Duration::from_secs(1))
        .expect("computed within a second")
}

#[test]
fn billions_of_byo_yomi_periods_are_counted_out_at_once() {
    let most = u32::MAX;
    let control =
        TimeControl::new(vec![Period::game(s(30), Method::ByoYomi { periods: most })]).unwrap();
    let (deadline, during, after_press) = within_a_second(move || {
        let mut clock = started(control);
        let deadline = clock.flag_deadline(Side::White);
        // A million periods used up, and five seconds of the next.
        let at = Instant(30_000 * 1_000_000 + 5_000);
        let during = clock.view(at).sides.white;
        clock.press(at).unwrap();
        (deadline, during, clock.view(at).sides.white)
    });
    assert_eq!(deadline, Some(Instant(30_000 * i64::from(most))));
    assert_eq!((during.main, during.byo_left), (s(25), most - 1_000_000));
    assert_eq!(
        (after_press.main, after_press.byo_left),
        (s(30), most - 1_000_000)
    );
}

#[test]
fn canadian_overtime_resets_after_its_moves_without_carrying_time() {
    // One minute, then 2 moves in 20 s, repeated.
    let control = TimeControl::new(vec![
        Period {
            end: PeriodEnd::Timeout,
            time: mins(1),
            method: Method::Plain,
        },
        Period::moves(2, s(20), Method::Canadian),
    ])
    .unwrap();
    let mut clock = started(control);
    clock.press(secs(65)).unwrap(); // into overtime: 15 s left for 2 moves, this one counts
    assert_eq!(clock.remaining(Side::White, secs(65)), s(15));
    clock.press(secs(66)).unwrap();
    clock.press(secs(70)).unwrap(); // second overtime move: reset to 20 s, 11 s unused are lost
    assert_eq!(clock.remaining(Side::White, secs(70)), s(20));
}

#[test]
fn hourglass_gives_the_opponent_the_time_used() {
    let control = TimeControl::new(vec![Period::game(mins(1), Method::Hourglass)]).unwrap();
    let mut clock = started(control);
    assert_eq!(clock.remaining(Side::Black, secs(10)), s(70));
    clock.press(secs(10)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(10)), s(50));
    assert_eq!(clock.remaining(Side::Black, secs(14)), s(66));
    assert_eq!(clock.remaining(Side::White, secs(14)), s(54));
}

#[test]
fn count_up_counts_time_used_and_never_flags() {
    let control = TimeControl::new(vec![Period::game(Millis::ZERO, Method::CountUp)]).unwrap();
    let mut clock = started(control);
    clock.press(secs(30)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(1_000_000)), s(30));
    assert_eq!(clock.flag_deadline(Side::Black), None);
    assert_eq!(clock.remaining(Side::Black, secs(1_000_030)), s(1_000_000));
}

#[test]
fn time_odds_give_each_side_its_own_control() {
    let control = TimeControl::with_odds(
        vec![Period::game(mins(5), Method::Plain)],
        vec![Period::game(mins(1), Method::Plain)],
    )
    .unwrap();
    let clock = Clock::new(control);
    assert_eq!(
        clock.view(Instant(0)).sides.map(|v| v.main),
        BySide::new(mins(5), mins(1))
    );
}

#[test]
fn undo_restores_the_clock_exactly_as_it_stood_at_the_last_press() {
    let mut clock = started(sudden_death(5, Method::Bronstein { delay: s(3) }));
    clock.press(secs(10)).unwrap();
    let before = clock.clone();
    clock.press(secs(20)).unwrap();
    clock.undo(secs(25)).unwrap();
    // Five seconds later on the clock is the press's instant on the copy that never pressed.
    for later in [0, 15] {
        assert_eq!(
            clock.view(secs(25 + later)).sides,
            before.view(secs(20 + later)).sides
        );
    }
    assert_eq!(clock.running(secs(25)), Some(Side::Black));
    assert_eq!(clock.remaining(Side::Black, secs(25)), Millis(290_000));
}

#[test]
fn an_undo_charging_the_presser_runs_its_move_on_from_the_press_as_if_never_completed() {
    let mut clock = started(sudden_death(5, Method::Bronstein { delay: s(3) }));
    clock.press(secs(10)).unwrap();
    let before = clock.clone();
    clock.press(secs(20)).unwrap();
    clock.undo_charging(UndoCharge::Presser, secs(25)).unwrap();
    for later in [25, 40] {
        assert_eq!(
            clock.view(secs(later)).sides,
            before.view(secs(later)).sides
        );
    }
    assert_eq!(clock.remaining(Side::Black, secs(25)), Millis(285_000));
}

#[test]
fn an_undo_charging_the_presser_after_a_pause_charges_it_up_to_the_pause() {
    let mut clock = started(fischer(3, 0));
    clock.press(secs(10)).unwrap();
    clock.pause(secs(12)).unwrap();
    clock.undo_charging(UndoCharge::Presser, secs(30)).unwrap();
    assert_eq!(
        clock.phase(),
        Phase::Paused {
            side: Side::White,
            at: secs(12)
        }
    );
    assert_eq!(clock.remaining(Side::White, secs(40)), Millis(168_000));
}

#[test]
fn undo_after_a_pause_keeps_the_clock_paused_with_the_presser_back_at_its_time_at_the_press() {
    let mut clock = started(fischer(3, 0));
    clock.press(secs(10)).unwrap();
    clock.pause(secs(12)).unwrap();
    clock.undo(secs(30)).unwrap();
    assert_eq!(
        clock.phase(),
        Phase::Paused {
            side: Side::White,
            at: secs(12)
        }
    );
    assert_eq!(clock.remaining(Side::White, secs(40)), s(170));
    assert_eq!(clock.remaining(Side::Black, secs(40)), s(180));
    assert_eq!(clock.moves(Side::White), 0);
}

#[test]
fn undo_charges_neither_side_for_the_time_between_the_press_and_the_undo() {
    // 3+0: White presses at 10 s with 2:50 left; Black thinks 5 s; the press is undone at 15 s.
    let mut clock = started(fischer(3, 0));
    clock.press(secs(10)).unwrap();
    clock.undo(secs(15)).unwrap();
    assert_eq!(
        clock.phase(),
        Phase::Running {
            side: Side::White,
            since: secs(15)
        }
    );
    assert_eq!(clock.remaining(Side::White, secs(15)), s(170));
    assert_eq!(clock.remaining(Side::Black, secs(15)), s(180));
    assert_eq!(clock.remaining(Side::White, secs(20)), s(165));
    assert_eq!(clock.moves(Side::White), 0);
}

#[test]
fn undo_stays_possible_after_a_pause_and_a_resume() {
    let mut clock = started(fischer(3, 0));
    clock.press(secs(10)).unwrap();
    clock.pause(secs(12)).unwrap();
    clock.resume(secs(30)).unwrap();
    assert!(clock.can_undo());
    clock.undo(secs(31)).unwrap();
    assert_eq!(clock.running(secs(31)), Some(Side::White));
    assert_eq!(clock.remaining(Side::White, secs(31)), s(170));
    assert_eq!(clock.remaining(Side::Black, secs(31)), s(180));
}

#[test]
fn the_press_to_undo_names_the_presser_and_the_time_its_clock_showed() {
    let mut clock = started(fischer(3, 2));
    assert_eq!(clock.press_to_undo(), None);
    clock.press(secs(10)).unwrap();
    clock.press(secs(14)).unwrap();
    assert_eq!(clock.press_to_undo(), Some((Side::Black, s(178))));
    clock.undo(secs(15)).unwrap();
    assert_eq!(clock.press_to_undo(), Some((Side::White, s(172))));
}

#[test]
fn undo_is_refused_once_something_else_happened() {
    let mut clock = started(fischer(3, 0));
    clock.press(secs(10)).unwrap();
    clock.adjust(Side::White, s(5), secs(11)).unwrap();
    assert_eq!(clock.undo(secs(12)), Err(ClockError::NothingToUndo));
}

#[test]
fn corrections_report_the_time_before_and_after() {
    let mut clock = started(fischer(3, 0));
    let correction = clock.adjust(Side::White, mins(1), secs(30)).unwrap();
    assert_eq!(
        correction,
        Correction {
            side: Side::White,
            before: s(150),
            after: s(210)
        }
    );
    assert_eq!(clock.remaining(Side::White, secs(40)), s(200));
    // More than is left is refused, and changes nothing; all of it brings the flag down.
    assert_eq!(
        clock.adjust(Side::Black, -mins(10), secs(40)),
        Err(ClockError::NegativeTime(Side::Black))
    );
    let black = clock.remaining(Side::Black, secs(40));
    let taken = clock.adjust(Side::Black, -black, secs(40)).unwrap();
    assert_eq!(taken.after, Millis::ZERO);
}

#[test]
fn a_fallen_flag_cannot_be_corrected_away() {
    let mut clock = started_running_on();
    assert_eq!(
        clock.adjust(Side::White, mins(1), secs(61)),
        Err(ClockError::Flagged(Side::White))
    );
}

#[test]
fn time_going_backwards_is_refused_and_changes_nothing() {
    let mut clock = started(fischer(3, 2));
    clock.press(secs(10)).unwrap();
    let before = clock.clone();
    assert_eq!(
        clock.press(secs(9)),
        Err(ClockError::TimeWentBackwards {
            at: secs(9),
            last: secs(10)
        })
    );
    assert_eq!(clock, before);
}

#[test]
fn operations_before_the_start_are_refused() {
    let mut clock = Clock::new(fischer(3, 2));
    assert_eq!(clock.press(Instant(0)), Err(ClockError::NotStarted));
    assert_eq!(clock.pause(Instant(0)), Err(ClockError::NotStarted));
    assert_eq!(clock.resume(Instant(0)), Err(ClockError::NotStarted));
    clock.start(Instant(0)).unwrap();
    assert_eq!(clock.start(Instant(1)), Err(ClockError::AlreadyStarted));
}

#[test]
fn move_counter_correction_moves_the_period_boundary() {
    let control = TimeControl::new(vec![
        Period::moves(40, mins(90), Method::Plain),
        Period::game(mins(30), Method::Plain),
    ])
    .unwrap();
    let mut clock = started(control);
    clock.set_moves(Side::White, 39, secs(1)).unwrap();
    clock.press(secs(2)).unwrap();
    assert_eq!(clock.remaining(Side::White, secs(2)), mins(120) - s(2));
    assert_eq!(clock.moves(Side::White), 40);
}

#[test]
fn a_time_added_beyond_what_the_clock_can_count_is_refused() {
    let mut clock = started(fischer(15, 10));
    assert_eq!(
        clock.adjust(Side::White, Millis(i64::MAX), secs(1)),
        Err(ClockError::TimeOverflow(Side::White))
    );
    assert_eq!(clock.remaining(Side::White, secs(1)), s(909));
}
