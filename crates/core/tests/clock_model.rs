//! The clock against a deliberately simple reference model over random event sequences.
//!
//! The model subtracts elapsed time event by event, the way a naive clock would; the real clock derives
//! everything from the segment start. They must agree to the millisecond, through presses, pauses,
//! corrections and the illegal move taken back (Art. 7.5.1).

use flagfall_core::{Clock, Instant, Method, Millis, Period, Phase, Side, SideView, TimeControl};
use proptest::prelude::*;

#[derive(Clone, Copy, Debug)]
enum Op {
    Press,
    Pause,
    Resume,
    Adjust(Side, i64),
    Look,
    /// The last press ruled an illegal move and taken back.
    Reinstate,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => Just(Op::Press),
        1 => Just(Op::Pause),
        2 => Just(Op::Resume),
        1 => (prop_oneof![Just(Side::White), Just(Side::Black)], -30_000i64..30_000).prop_map(|(s, d)| Op::Adjust(s, d)),
        2 => Just(Op::Look),
        1 => Just(Op::Reinstate),
    ]
}

fn method() -> impl Strategy<Value = Method> {
    prop_oneof![
        Just(Method::Plain),
        (0i64..20).prop_map(|s| Method::Fischer {
            increment: Millis::from_secs(s)
        }),
        (1i64..20).prop_map(|s| Method::SimpleDelay {
            delay: Millis::from_secs(s)
        }),
        (1i64..20).prop_map(|s| Method::Bronstein {
            delay: Millis::from_secs(s)
        }),
    ]
}

fn control() -> impl Strategy<Value = TimeControl> {
    (
        method(),
        1i64..120,
        proptest::option::of((1u32..6, 1i64..120)),
    )
        .prop_map(|(method, secs, first)| {
            let mut periods = Vec::new();
            if let Some((moves, first_secs)) = first {
                periods.push(Period::moves(moves, Millis::from_secs(first_secs), method));
            }
            periods.push(Period::game(Millis::from_secs(secs), method));
            TimeControl::new(periods).expect("generated controls are valid")
        })
}

/// What the model remembers of the side that pressed last, as it stood when it pressed.
#[derive(Clone, Copy)]
struct Pressed {
    side: usize,
    time: i64,
    moves: u32,
    period: usize,
    period_moves: u32,
    delay_left: i64,
    move_used: i64,
}

/// The naive clock: per-side time, subtracted at each event.
struct Model {
    last_press: Option<Pressed>,
    control: TimeControl,
    time: [i64; 2],
    moves: [u32; 2],
    period: [usize; 2],
    period_moves: [u32; 2],
    to_move: usize,
    running_since: Option<i64>,
    delay_left: i64,
    move_used: i64,
    flag: [Option<i64>; 2],
    stopped: bool,
}

fn idx(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

impl Model {
    fn new(control: TimeControl) -> Model {
        let first = control.period(Side::White, 0).method;
        let mut model = Model {
            time: [0; 2],
            moves: [0; 2],
            period: [0; 2],
            period_moves: [0; 2],
            to_move: 0,
            running_since: Some(0),
            delay_left: first
                .delay()
                .filter(|_| matches!(first, Method::SimpleDelay { .. }))
                .map_or(0, |d| d.0),
            move_used: 0,
            flag: [None; 2],
            stopped: false,
            control,
            last_press: None,
        };
        for side in Side::ALL {
            model.time[idx(side)] = model.control.initial_time(side).0;
        }
        model
    }

    fn method(&self, s: usize) -> Method {
        let side = if s == 0 { Side::White } else { Side::Black };
        self.control.period(side, self.period[s]).method
    }

    /// Runs the clock of the side to move up to `t`, catching a flag on the way.
    fn run_to(&mut self, t: i64) {
        let Some(since) = self.running_since else {
            return;
        };
        let s = self.to_move;
        let elapsed = t - since;
        let from_delay = elapsed.min(self.delay_left);
        let from_main = elapsed - from_delay;
        if self.delay_left - from_delay == 0 && from_main >= self.time[s] {
            let flag_at = since + self.delay_left + self.time[s];
            self.flag[s] = Some(flag_at);
            self.move_used += self.delay_left + self.time[s];
            self.time[s] = 0;
            self.delay_left = 0;
            self.running_since = None;
            self.stopped = true;
            return;
        }
        self.delay_left -= from_delay;
        self.time[s] -= from_main;
        self.move_used += elapsed;
        self.running_since = Some(t);
    }

    fn press(&mut self, t: i64) -> bool {
        self.run_to(t);
        if self.stopped || self.running_since.is_none() {
            return false;
        }
        let s = self.to_move;
        let side = if s == 0 { Side::White } else { Side::Black };
        self.last_press = Some(Pressed {
            side: s,
            time: self.time[s],
            moves: self.moves[s],
            period: self.period[s],
            period_moves: self.period_moves[s],
            delay_left: self.delay_left,
            move_used: self.move_used,
        });
        if let Method::Bronstein { delay } = self.method(s) {
            self.time[s] += self.move_used.min(delay.0);
        }
        self.moves[s] += 1;
        self.period_moves[s] += 1;
        if self.control.period(side, self.period[s]).move_count() == Some(self.period_moves[s]) {
            let last = self.control.periods(side).len() - 1;
            self.period[s] = (self.period[s] + 1).min(last);
            self.period_moves[s] = 0;
            self.time[s] += self.control.period(side, self.period[s]).time.0;
        }
        if let Method::Fischer { increment } = self.method(s) {
            self.time[s] += increment.0;
        }
        self.to_move = 1 - s;
        self.move_used = 0;
        self.delay_left = match self.method(self.to_move) {
            Method::SimpleDelay { delay } => delay.0,
            _ => 0,
        };
        self.running_since = Some(t);
        true
    }

    /// Takes the last press back: the presser to move with what it had when it pressed. The
    /// opponent's next move starts afresh, as any move does in the model.
    fn reinstate(&mut self, t: i64, paused: bool) -> bool {
        self.run_to(t);
        let Some(pressed) = self.last_press.take().filter(|_| !self.stopped) else {
            return false;
        };
        let s = pressed.side;
        self.to_move = s;
        self.time[s] = pressed.time;
        self.moves[s] = pressed.moves;
        self.period[s] = pressed.period;
        self.period_moves[s] = pressed.period_moves;
        self.delay_left = pressed.delay_left;
        self.move_used = pressed.move_used;
        self.running_since = (!paused).then_some(t);
        true
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn clock_matches_the_naive_model(control in control(), ops in proptest::collection::vec((op(), 0i64..15_000), 1..60)) {
        let mut clock = Clock::new(control.clone());
        let mut model = Model::new(control);
        clock.start(Instant(0)).unwrap();
        let mut t = 0;
        let mut paused = false;
        for (op, dt) in ops {
            t += dt;
            let at = Instant(t);
            match op {
                Op::Press => {
                    let pressed = model.press(t);
                    prop_assert_eq!(clock.press(at).is_ok(), pressed && !paused);
                }
                Op::Pause => {
                    model.run_to(t);
                    if clock.pause(at).is_ok() {
                        paused = true;
                        model.running_since = None;
                    }
                }
                Op::Resume => {
                    if clock.resume(at).is_ok() {
                        paused = false;
                        model.running_since = Some(t);
                    }
                }
                Op::Adjust(side, delta) => {
                    model.run_to(t);
                    if clock.adjust(side, Millis(delta), at).is_ok() {
                        let s = idx(side);
                        model.time[s] = (model.time[s] + delta).max(0);
                        // A correction of the presser's time is the arbiter's: no taking back over it.
                        if model.last_press.is_some_and(|pressed| pressed.side == s) {
                            model.last_press = None;
                        }
                    }
                }
                Op::Look => model.run_to(t),
                Op::Reinstate => {
                    let taken_back = model.reinstate(t, paused);
                    prop_assert_eq!(clock.reinstate_last_press(at).is_ok(), taken_back);
                }
            }
            model.run_to(t);
            let view = clock.view(at);
            for side in Side::ALL {
                let s = idx(side);
                prop_assert_eq!(view.sides[side].main, Millis(model.time[s]), "{:?} main at {}", side, t);
                prop_assert_eq!(view.sides[side].flag, model.flag[s].map(Instant), "{:?} flag at {}", side, t);
                prop_assert_eq!(view.sides[side].moves, model.moves[s]);
            }
            prop_assert_eq!(matches!(view.phase, Phase::Stopped { .. }), model.stopped);
        }
    }

    #[test]
    fn a_flagged_side_stays_flagged(control in control(), presses in proptest::collection::vec(0i64..200_000, 1..30)) {
        let mut clock = Clock::new(control);
        clock.start(Instant(0)).unwrap();
        let mut t = 0;
        let mut seen: Option<(Side, Instant)> = None;
        for dt in presses {
            t += dt;
            let _ = clock.press(Instant(t));
            let fallen = clock.flags_in_order(Instant(t));
            if let Some(first) = seen {
                prop_assert_eq!(fallen.first().copied(), Some(first));
                prop_assert!(clock.running(Instant(t)).is_none());
            }
            seen = fallen.first().copied();
        }
    }

    #[test]
    fn undo_restores_the_clock_as_it_stood_at_the_press(control in control(), presses in proptest::collection::vec(1i64..20_000, 1..30), undo_after in 0i64..20_000) {
        let mut clock = Clock::new(control);
        clock.start(Instant(0)).unwrap();
        let mut t = 0;
        for dt in presses {
            t += dt;
            let before = clock.clone();
            if clock.press(Instant(t)).is_err() {
                break;
            }
            clock.undo(Instant(t + undo_after)).unwrap();
            // The undone clock runs on from the undo as the copy that never pressed runs on from the
            // press: the time between is nobody's, and a flag falls as much later.
            for later in [0, 5_000, 1_000_000] {
                let undone = clock.view(Instant(t + undo_after + later));
                let never_pressed = before.view(Instant(t + later));
                prop_assert_eq!(undone.running(), never_pressed.running());
                prop_assert_eq!(
                    undone.sides,
                    never_pressed.sides.map(|side| SideView {
                        flag: side.flag.map(|at| if at > Instant(t) { at + Millis(undo_after) } else { at }),
                        ..side
                    })
                );
            }
            clock = before;
            clock.press(Instant(t)).unwrap();
        }
    }

    #[test]
    fn no_time_is_created_or_lost_without_increments_or_adjustments(secs in 1i64..600, presses in proptest::collection::vec(1i64..30_000, 1..40)) {
        let control = TimeControl::new(vec![Period::game(Millis::from_secs(secs), Method::Plain)]).unwrap();
        let mut clock = Clock::new(control);
        clock.start(Instant(0)).unwrap();
        let mut t = 0;
        for dt in presses {
            t += dt;
            if clock.press(Instant(t)).is_err() {
                break;
            }
            let total = clock.remaining(Side::White, Instant(t)) + clock.remaining(Side::Black, Instant(t));
            prop_assert_eq!(total, Millis::from_secs(2 * secs) - Millis(t));
        }
    }
}
