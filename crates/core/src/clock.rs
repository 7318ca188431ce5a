//! The clock: a state machine driven by instants passed in. It stores when the running segment started
//! and each side's clock at that moment; everything shown is derived from those, so nothing drifts.

use crate::shared_stack::SharedStack;
use crate::side_clock::{next_period, SideClock};
use crate::{BySide, Instant, Method, Millis, PeriodEnd, Side, TimeControl};
use serde::Serialize;

/// Choices that change how the clock behaves, not the time control itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ClockOptions {
    /// After a flag falls, keep the game going so the other flag can fall too, as the rules that count
    /// a flag only when claimed need (FIDE 2009 A.4(d), FMJD Art. 11). Honoured only for controls that
    /// add no time on a press: in increment and delay modes the clock freezes at the first flag, as
    /// FIDE's clock standards require.
    pub run_on_after_flag: bool,
    /// Never freeze at a flag, whatever the control adds: a digital clock in claim mode, where "when
    /// one player runs out of time in a time control, the opponent's clock continues to run
    /// normally" (US Chess 16B2b). The flagged side plays on at zero.
    pub claim_mode: bool,
}

/// Whose clock an undo charges with the time between the press it takes back and the undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum UndoCharge {
    /// Nobody's: both clocks show again what they showed at the press.
    Nobody,
    /// The presser's, whose move runs on from the press as if never completed: how undos were
    /// charged before, kept so that the logs they were written to replay as they were played.
    Presser,
}

/// Where the clock is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Set, not yet started: both clocks show their initial time.
    NotStarted,
    /// `side`'s clock has been running since `since` (the start of the current segment).
    Running { side: Side, since: Instant },
    /// Paused at `at` while `side` was to move.
    Paused { side: Side, at: Instant },
    /// Stopped for good at `at`: a flag fell and the clock froze, or the game ended.
    Stopped { at: Instant },
}

/// Why the clock refused an operation. The clock is unchanged after a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// The operation needs a started clock.
    NotStarted,
    /// `start` on a clock that has already started.
    AlreadyStarted,
    /// A press or pause while the clock is paused.
    Paused,
    /// `resume` while the clock is not paused.
    NotPaused,
    /// The clock has stopped for good (a flag froze it, or the game is over).
    Stopped,
    /// An instant earlier than the last event's.
    TimeWentBackwards { at: Instant, last: Instant },
    /// A time correction for a side whose flag has fallen: a fallen flag is a fact of the game.
    Flagged(Side),
    /// `undo` with no press to undo, or after something other than a pause (and its resume) followed
    /// the last press.
    NothingToUndo,
    /// A corrected time below zero.
    NegativeTime(Side),
    /// Play after both flags, with this side's flag still up.
    FlagUp(Side),
    /// A period index beyond the side's periods.
    NoSuchPeriod { side: Side, index: usize },
    /// No press to take back by reinstating the position before it: none yet, or the clock was set
    /// otherwise since (a correction of the presser's time, moves, period or control).
    NothingToReinstate,
    /// Reopening a clock that has not stopped.
    NotStopped,
    /// A time added beyond what the clock can count (about 292 million years).
    TimeOverflow(Side),
}

impl std::error::Error for ClockError {}

/// A completed move: who pressed, when, and the time the move took (its charge to the mover's clock
/// before any increment or delay is credited).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Press {
    pub side: Side,
    pub at: Instant,
    pub used: Millis,
}

/// A time correction, with the values before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Correction {
    pub side: Side,
    pub before: Millis,
    pub after: Millis,
}

/// Everything a display needs about one side at one instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideView {
    /// Main time left (time used, for count-up; left in the current stage, for byo-yomi).
    pub main: Millis,
    /// Delay left on the current move (simple delay; zero for a side not to move).
    pub delay: Millis,
    /// Completed moves.
    pub moves: u32,
    /// Completed moves in the current period.
    pub period_moves: u32,
    /// Current period index (from 0).
    pub period: usize,
    /// Byo-yomi periods left, the current one included.
    pub byo_left: u32,
    /// When this side's flag fell.
    pub flag: Option<Instant>,
}

/// The whole clock at one instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockView {
    pub at: Instant,
    pub phase: Phase,
    pub sides: BySide<SideView>,
}

impl ClockView {
    /// The side whose clock runs, if any.
    #[must_use]
    pub const fn running(&self) -> Option<Side> {
        match self.phase {
            Phase::Running { side, .. } => Some(side),
            _ => None,
        }
    }
}

/// The last press, with the presser's clock as it stood when the press completed the move, before
/// any increment, delay credit or new period: what taking an illegal move back reinstates (7.5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LastPress {
    side: Side,
    before: SideClock,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    sides: BySide<SideClock>,
    phase: Phase,
    flags: BySide<Option<Instant>>,
    last_event: Option<Instant>,
    /// Cleared by any correction that would make it stale.
    last_press: Option<LastPress>,
    /// The side that was to move when the clock stopped, should the game be reopened.
    stopped_to_move: Option<Side>,
}

/// A two-sided game clock.
///
/// Operations take the instant at which they happen; instants must never decrease. Queries take the
/// instant to show and leave the clock unchanged, so a display can ask as often as it likes.
///
/// ```
/// use flagfall_core::{Clock, Instant, Method, Millis, Period, Side, TimeControl};
/// // G/5;d5: five minutes, five-second simple delay.
/// let control = TimeControl::new(vec![Period::game(
///     Millis::from_mins(5),
///     Method::SimpleDelay { delay: Millis::from_secs(5) },
/// )])?;
/// let mut clock = Clock::new(control);
/// clock.start(Instant(0))?;
/// // Inside the delay the main time does not move.
/// assert_eq!(clock.remaining(Side::White, Instant(4_000)), Millis(300_000));
/// assert_eq!(clock.delay_remaining(Side::White, Instant(4_000)), Millis(1_000));
/// clock.press(Instant(8_000))?;
/// assert_eq!(clock.remaining(Side::White, Instant(8_000)), Millis(297_000));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    options: ClockOptions,
    state: State,
    /// The clock as it stood at each of the latest presses, for undo; cleared by anything but a press,
    /// a pause or a resume. Shared between copies, so copying the clock costs the same however many
    /// presses it holds.
    undo: SharedStack<State>,
}

impl Clock {
    /// A clock set to `control`, not started.
    #[must_use]
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_options(control, ClockOptions::default())
    }

    /// A clock set to `control` with `options`, not started.
    #[must_use]
    pub fn with_options(control: TimeControl, options: ClockOptions) -> Clock {
        let sides = BySide::from_fn(|side| SideClock::initial(control.periods(side)));
        Clock {
            control,
            options,
            state: State {
                sides,
                phase: Phase::NotStarted,
                flags: BySide::both(None),
                last_event: None,
                last_press: None,
                stopped_to_move: None,
            },
            undo: SharedStack::new(),
        }
    }

    /// The time control the clock is set to.
    #[must_use]
    pub const fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The options the clock was made with.
    #[must_use]
    pub const fn options(&self) -> ClockOptions {
        self.options
    }

    /// Whether the clock keeps running after a first flag (the option, where the control allows it).
    #[must_use]
    pub fn runs_on_after_flag(&self) -> bool {
        self.options.claim_mode || (self.options.run_on_after_flag && !self.control.adds_time())
    }

    /// The phase as of the last event (a flag that fell since then shows in [`Clock::view`]).
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The instant of the last event, if any.
    #[must_use]
    pub const fn last_event(&self) -> Option<Instant> {
        self.state.last_event
    }

    /// Starts the game: White's clock runs (Art. 6.6).
    pub fn start(&mut self, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        if self.state.phase != Phase::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        self.state.phase = Phase::Running {
            side: Side::White,
            since: at,
        };
        self.finish(at, false);
        Ok(())
    }

    /// The running side completes its move at `at`: its clock stops and the opponent's starts.
    ///
    /// A press after the flag of the running side fell, in a mode where the clock freezes, is refused
    /// with [`ClockError::Stopped`]: a frozen clock ignores its buttons.
    pub fn press(&mut self, at: Instant) -> Result<Press, ClockError> {
        let mut next = self.settled(at)?;
        let (side, _) = running(next.phase)?;
        // What an undo goes back to: the clock as the player pressed, their move still running.
        let at_press = next;
        let periods = self.control.periods(side);
        let used = next.sides[side].move_used;
        let before = next.sides[side];
        next.sides[side] = before.complete_move(periods);
        if next.flags[side].is_some() {
            // A flagged side plays on at zero: no period time or increment revives its flag.
            next.sides[side].main = Millis::ZERO;
        }
        next.phase = Phase::Running {
            side: side.opponent(),
            since: at,
        };
        next.last_press = Some(LastPress { side, before });
        self.undo.push(at_press);
        self.state = next;
        self.finish(at, true);
        Ok(Press { side, at, used })
    }

    /// Pauses the clock (FIDE 6.11: by the arbiter, or by a player to seek the arbiter's help).
    pub fn pause(&mut self, at: Instant) -> Result<(), ClockError> {
        let mut next = self.settled(at)?;
        let (side, _) = running(next.phase)?;
        next.phase = Phase::Paused { side, at };
        self.state = next;
        self.finish(at, true);
        Ok(())
    }

    /// Resumes a paused clock; the side that was to move runs again.
    pub fn resume(&mut self, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        let Phase::Paused { side, .. } = self.state.phase else {
            return Err(match self.state.phase {
                Phase::NotStarted => ClockError::NotStarted,
                Phase::Stopped { .. } => ClockError::Stopped,
                _ => ClockError::NotPaused,
            });
        };
        self.state.phase = Phase::Running { side, since: at };
        self.finish(at, true);
        Ok(())
    }

    /// Stops the clock for good (the game is over). Stopping a stopped clock changes nothing.
    pub fn stop(&mut self, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        let mut next = self.project(at);
        match next.phase {
            Phase::Stopped { .. } => {}
            Phase::Running { side, .. } | Phase::Paused { side, .. } => {
                next.phase = Phase::Stopped { at };
                next.stopped_to_move = Some(side);
            }
            Phase::NotStarted => next.phase = Phase::Stopped { at },
        }
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Adds `delta` (negative to take time) to `side`'s main time (Arts 6.10.2, 7.5.5, 12.5, 12.9).
    /// More than `side` has left is refused ([`ClockError::NegativeTime`]).
    pub fn adjust(
        &mut self,
        side: Side,
        delta: Millis,
        at: Instant,
    ) -> Result<Correction, ClockError> {
        let before = self.remaining(side, at);
        let after = before
            .0
            .checked_add(delta.0)
            .ok_or(ClockError::TimeOverflow(side))?;
        // Below zero is refused (`set_time`), not taken as zero: a flag that falls is the clock's
        // to bring down, not a slip's.
        self.set_time(side, Millis(after), at)
    }

    /// Sets `side`'s main time to `time` (Art. 6.10.2).
    pub fn set_time(
        &mut self,
        side: Side,
        time: Millis,
        at: Instant,
    ) -> Result<Correction, ClockError> {
        if time < Millis::ZERO {
            return Err(ClockError::NegativeTime(side));
        }
        let next = self.settled(at)?;
        if next.flags[side].is_some() {
            return Err(ClockError::Flagged(side));
        }
        Ok(self.write_time(next, side, time, at))
    }

    /// Puts `time` on `side`'s clock in `next` and makes it the clock's state.
    fn write_time(&mut self, mut next: State, side: Side, time: Millis, at: Instant) -> Correction {
        let before = next.sides[side].main;
        next.sides[side].main = time;
        // The arbiter has set the presser's time: taking the press back would undo that.
        if next.last_press.is_some_and(|press| press.side == side) {
            next.last_press = None;
        }
        self.state = next;
        self.finish(at, false);
        Correction {
            side,
            before,
            after: time,
        }
    }

    /// Lifts `side`'s fallen flag with `time` on its clock, the game going on (US Chess 13C11: two
    /// minutes for the player whose opponent's time claim failed for want of a scoresheet).
    pub fn lift_flag(
        &mut self,
        side: Side,
        time: Millis,
        at: Instant,
    ) -> Result<Correction, ClockError> {
        let mut next = self.settled(at)?;
        if next.flags[side].is_none() {
            return Err(ClockError::FlagUp(side));
        }
        next.flags[side] = None;
        Ok(self.write_time(next, side, time, at))
    }

    /// Corrects `side`'s count of completed moves (Art. 6.10.2); the period follows from it.
    pub fn set_moves(&mut self, side: Side, moves: u32, at: Instant) -> Result<(), ClockError> {
        let mut next = self.settled(at)?;
        next.sides[side].set_moves(self.control.periods(side), moves);
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Puts `side` in period `index` (from 0), keeping its times (Art. 6.10.2).
    pub fn set_period(&mut self, side: Side, index: usize, at: Instant) -> Result<(), ClockError> {
        if index >= self.control.periods(side).len() {
            return Err(ClockError::NoSuchPeriod { side, index });
        }
        let mut next = self.settled(at)?;
        next.sides[side].period = index;
        next.sides[side].period_moves = 0;
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Goes on after both flags fell in a period that does not end the game, when the arbiter cannot
    /// establish which fell first (Guidelines III.3.1.1): the flags are lifted, each side enters its
    /// next period (a repeating last period again) with that period's time, and the clock waits,
    /// paused, for the side whose flag fell second, which was running.
    pub fn continue_after_both_flags(&mut self, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        let mut next = self.project(at);
        for side in Side::ALL {
            if next.flags[side].is_none() {
                return Err(ClockError::FlagUp(side));
            }
            let periods = self.control.periods(side);
            let current = next.sides[side].period;
            if periods[current].end == PeriodEnd::Game {
                return Err(ClockError::NoSuchPeriod {
                    side,
                    index: current + 1,
                });
            }
            next.sides[side].enter_period(periods, next_period(periods, current));
        }
        let second = Side::ALL
            .into_iter()
            .max_by_key(|&side| next.flags[side])
            .expect("two sides");
        next.flags = BySide::both(None);
        next.phase = Phase::Paused { side: second, at };
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Goes on after both flags fell in controls that are not sudden death (US Chess 16T, whose TD
    /// TIP resets "the clocks … to the 'next' time control"): the flags are lifted, a side still in
    /// the control its flag fell in (`fell_in`) enters the next with that control's time, one that
    /// has moved on into it since gets that time now, and in a last control with an increment of 30
    /// seconds or more ("not considered sudden death") the next control is the increment itself.
    /// The side to move plays on.
    pub fn reset_to_next_controls(
        &mut self,
        fell_in: BySide<usize>,
        at: Instant,
    ) -> Result<(), ClockError> {
        let mut next = self.settled(at)?;
        for side in Side::ALL {
            if next.flags[side].is_none() {
                return Err(ClockError::FlagUp(side));
            }
            let periods = self.control.periods(side);
            let current = next.sides[side].period;
            let period = periods[current];
            match (
                current == fell_in[side],
                period.end,
                period.method.increment(),
            ) {
                (true, PeriodEnd::Game, Some(increment)) => next.sides[side].main = increment,
                (true, PeriodEnd::Game, None) => {
                    return Err(ClockError::NoSuchPeriod {
                        side,
                        index: current + 1,
                    })
                }
                (true, _, _) => {
                    next.sides[side].enter_period(periods, next_period(periods, current));
                }
                (false, _, _) => next.sides[side].main = period.time,
            }
        }
        next.flags = BySide::both(None);
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Takes a stopped clock back into play, paused for the side that was to move when it stopped,
    /// with both flags lifted: the arbiter reopens a game the clock decided (a checkmate completed
    /// before the flag, 6.2.1, 5.1.1). The times stay as they were; a side at zero needs its time
    /// set before play resumes.
    pub fn reopen(&mut self, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        let mut next = self.project(at);
        if !matches!(next.phase, Phase::Stopped { .. }) {
            return Err(ClockError::NotStopped);
        }
        next.phase = Phase::Paused {
            side: next.stopped_to_move.unwrap_or(Side::White),
            at,
        };
        next.flags = BySide::both(None);
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// Installs a corrected control (Art. 6.10.2, or Guidelines III.4's added increment) from `at` on.
    /// Times, move counts and periods are kept; the new control's rules apply from the next press.
    pub fn set_control(&mut self, control: TimeControl, at: Instant) -> Result<(), ClockError> {
        let next = self.settled(at)?;
        for side in Side::ALL {
            let last = control.periods(side).len() - 1;
            if next.sides[side].period > last {
                return Err(ClockError::NoSuchPeriod {
                    side,
                    index: next.sides[side].period,
                });
            }
        }
        self.control = control;
        self.state = next;
        self.state.last_press = None;
        self.finish(at, false);
        Ok(())
    }

    /// Starts each side's move over under the control in force: a simple delay afresh for the
    /// side to move and ready for the other's next move, as a delay clock placed on the game now
    /// would (US Chess 14H2a).
    pub fn restart_moves(&mut self, at: Instant) -> Result<(), ClockError> {
        let mut next = self.settled(at)?;
        for side in Side::ALL {
            next.sides[side].restart_move(self.control.periods(side));
        }
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(())
    }

    /// The side that completed the last move, while taking it back is possible (see
    /// [`Clock::reinstate_last_press`]).
    #[must_use]
    pub fn last_press_by(&self) -> Option<Side> {
        self.state.last_press.map(|press| press.side)
    }

    /// Takes back the last press because the move it completed was illegal (Art. 7.5.1): the presser
    /// is to move again, with the time its clock showed when it pressed, less any increment, delay
    /// credit or new period that press brought, and one move fewer. Its clock runs from `at` if the
    /// clock was running, or when it is resumed. The opponent keeps the time it has used, and its
    /// move starts over when its turn comes again (a fresh simple delay). Returns the presser's time
    /// before and after.
    pub fn reinstate_last_press(&mut self, at: Instant) -> Result<Correction, ClockError> {
        let mut next = self.settled(at)?;
        let LastPress { side, before } = next.last_press.ok_or(ClockError::NothingToReinstate)?;
        let shown = next.sides[side].main;
        let opponent = side.opponent();
        next.sides[opponent].restart_move(self.control.periods(opponent));
        next.sides[side] = before;
        next.phase = match next.phase {
            Phase::Paused { at: paused, .. } => Phase::Paused { side, at: paused },
            _ => Phase::Running { side, since: at },
        };
        next.last_press = None;
        self.state = next;
        self.finish(at, false);
        Ok(Correction {
            side,
            before: shown,
            after: before.main,
        })
    }

    /// Undoes the last press exactly: both clocks show again what they showed as the player pressed,
    /// and the presser's move goes on from `at` (or from the resume, when paused). The time between
    /// the press and the undo is charged to neither side: the opponent's clock ran only because of the
    /// press taken back. Possible while nothing but pauses and resumes have followed the press;
    /// repeated, it undoes the presses before it too.
    pub fn undo(&mut self, at: Instant) -> Result<(), ClockError> {
        self.undo_charging(UndoCharge::Nobody, at)
    }

    /// [`Clock::undo`], charging the time between the press and the undo as `charge` says: with
    /// [`UndoCharge::Presser`], as logs written before [`UndoCharge::Nobody`] were played, the
    /// presser's move runs on from the press as if it had never been completed (up to the pause, when
    /// paused).
    pub fn undo_charging(&mut self, charge: UndoCharge, at: Instant) -> Result<(), ClockError> {
        self.check_time(at)?;
        let mut previous = self.undo.pop().ok_or(ClockError::NothingToUndo)?;
        match charge {
            UndoCharge::Nobody => {
                if let Phase::Running { side, .. } = previous.phase {
                    previous.phase = match self.state.phase {
                        Phase::Paused { at: paused, .. } => Phase::Paused { side, at: paused },
                        _ => Phase::Running { side, since: at },
                    };
                }
            }
            UndoCharge::Presser => {
                if let Phase::Paused { at: paused, .. } = self.state.phase {
                    settle(
                        &self.control,
                        self.runs_on_after_flag(),
                        &mut previous,
                        paused,
                    );
                    if let Phase::Running { side, .. } = previous.phase {
                        previous.phase = Phase::Paused { side, at: paused };
                    }
                }
            }
        }
        previous.last_event = Some(at);
        self.state = previous;
        Ok(())
    }

    /// The press [`Clock::undo`] would take back: the side that pressed, and the main time its clock
    /// showed as it pressed (which the undo gives back).
    #[must_use]
    pub fn press_to_undo(&self) -> Option<(Side, Millis)> {
        // A copy of the stack shares its entries: nothing is copied to look at the top.
        let state = self.undo.clone().pop()?;
        match state.phase {
            Phase::Running { side, .. } => Some((side, state.sides[side].main)),
            _ => None,
        }
    }

    /// Whether [`Clock::undo`] would succeed now.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// `side`'s main time shown at `at`.
    #[must_use]
    pub fn remaining(&self, side: Side, at: Instant) -> Millis {
        self.project(at).sides[side].main
    }

    /// `side`'s simple-delay time left on the current move at `at` (zero when not to move).
    #[must_use]
    pub fn delay_remaining(&self, side: Side, at: Instant) -> Millis {
        let state = self.project(at);
        match state.phase {
            Phase::Running { side: s, .. } | Phase::Paused { side: s, .. } if s == side => {
                state.sides[side].delay
            }
            _ => Millis::ZERO,
        }
    }

    /// `side`'s completed moves.
    #[must_use]
    pub fn moves(&self, side: Side) -> u32 {
        self.state.sides[side].moves
    }

    /// The side whose clock runs at `at` (none before the start, while paused, and once stopped).
    #[must_use]
    pub fn running(&self, at: Instant) -> Option<Side> {
        running(self.project(at).phase).ok().map(|(side, _)| side)
    }

    /// The instant `side`'s flag fell, if it had by `at`.
    #[must_use]
    pub fn flag(&self, side: Side, at: Instant) -> Option<Instant> {
        self.project(at).flags[side]
    }

    /// The instant `side`'s flag will fall if nothing happens first: only for the side whose clock runs
    /// and whose flag is still up. The app arms a one-shot timer for it.
    #[must_use]
    pub fn flag_deadline(&self, side: Side) -> Option<Instant> {
        match self.state.phase {
            Phase::Running { side: s, since } if s == side && self.state.flags[side].is_none() => {
                self.state.sides[side]
                    .budget(self.control.periods(side))
                    .map(|budget| since + budget)
            }
            _ => None,
        }
    }

    /// The flags fallen by `at`, in the order they fell.
    #[must_use]
    pub fn flags_in_order(&self, at: Instant) -> Vec<(Side, Instant)> {
        let flags = self.project(at).flags;
        let mut fallen: Vec<(Side, Instant)> = Side::ALL
            .into_iter()
            .filter_map(|side| flags[side].map(|instant| (side, instant)))
            .collect();
        // Two at most: a swap, not a sort (whose code is kilobytes in every wasm). White stays
        // first on a tie, as a stable sort would keep it.
        if let [(_, first), (_, second)] = fallen[..] {
            if second < first {
                fallen.swap(0, 1);
            }
        }
        fallen
    }

    /// Everything a display needs at `at`.
    #[must_use]
    pub fn view(&self, at: Instant) -> ClockView {
        let state = self.project(at);
        let sides = BySide::from_fn(|side| {
            let clock = state.sides[side];
            let to_move = matches!(
                state.phase,
                Phase::Running { side: s, .. } | Phase::Paused { side: s, .. } if s == side
            );
            SideView {
                main: clock.main,
                delay: if to_move { clock.delay } else { Millis::ZERO },
                moves: clock.moves,
                period_moves: clock.period_moves,
                period: clock.period,
                byo_left: clock.byo_left,
                flag: state.flags[side],
            }
        });
        ClockView {
            at,
            phase: state.phase,
            sides,
        }
    }

    /// The state as it stands at `at`: flags that fell since the last event, and the running segment
    /// folded in. Pure: the clock is not changed.
    fn project(&self, at: Instant) -> State {
        let mut state = self.state;
        settle(&self.control, self.runs_on_after_flag(), &mut state, at);
        state
    }

    /// The state at `at`, for an operation that happens then; a stopped clock takes no more.
    fn settled(&self, at: Instant) -> Result<State, ClockError> {
        self.check_time(at)?;
        let state = self.project(at);
        if matches!(state.phase, Phase::Stopped { .. }) {
            return Err(ClockError::Stopped);
        }
        Ok(state)
    }

    fn check_time(&self, at: Instant) -> Result<(), ClockError> {
        match self.state.last_event {
            Some(last) if at < last => Err(ClockError::TimeWentBackwards { at, last }),
            _ => Ok(()),
        }
    }

    /// Records the event's instant; anything but a press, a pause or a resume ends the chance to undo.
    fn finish(&mut self, at: Instant, keeps_undo: bool) {
        self.state.last_event = Some(at);
        if !keeps_undo {
            self.undo.clear();
        }
    }
}

fn running(phase: Phase) -> Result<(Side, Instant), ClockError> {
    match phase {
        Phase::Running { side, since } => Ok((side, since)),
        Phase::NotStarted => Err(ClockError::NotStarted),
        Phase::Paused { .. } => Err(ClockError::Paused),
        Phase::Stopped { .. } => Err(ClockError::Stopped),
    }
}

/// Folds the running segment up to `at` into `state`: the runner's clock advances, an hourglass
/// opponent gains what the runner used, and a flag that fell on the way is recorded at its exact
/// instant (freezing the clock there unless it runs on).
fn settle(control: &TimeControl, run_on: bool, state: &mut State, at: Instant) {
    let Phase::Running { side, since } = state.phase else {
        return;
    };
    let periods = control.periods(side);
    let elapsed = at.since(since).clamp_non_negative();
    let flagged_before = state.flags[side].is_some();
    let hourglass = control.period(side, state.sides[side].period).method == Method::Hourglass;
    let advanced = state.sides[side].advance(periods, elapsed);
    let fell = if flagged_before {
        None
    } else {
        advanced.flag_after
    };
    let ran = fell.unwrap_or(elapsed);
    if hourglass && !flagged_before {
        state.sides[side.opponent()].main += ran;
    }
    state.sides[side] = if fell.is_some() && !run_on {
        state.sides[side].advance(periods, ran).clock
    } else {
        advanced.clock
    };
    match fell {
        Some(after) => {
            let instant = since + after;
            state.flags[side] = Some(instant);
            state.phase = if run_on {
                Phase::Running { side, since: at }
            } else {
                state.stopped_to_move = Some(side);
                Phase::Stopped { at: instant }
            };
        }
        None => state.phase = Phase::Running { side, since: at },
    }
}
