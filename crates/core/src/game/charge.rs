//! Time the page could not watch: the charge recorded against the clock that ran, and the
//! arbiter's one step to give it back.

use super::*;

/// Time charged to a running clock while the page could not watch it ([`Action::Unwatched`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Charge {
    pub side: Side,
    pub span: Millis,
    /// When the page could watch again, and charged it.
    pub at: Instant,
}

impl Game {
    /// The last charge for time the page could not watch, while the arbiter can give it back
    /// ([`Action::ReturnCharge`]).
    #[must_use]
    pub const fn charge(&self) -> Option<Charge> {
        self.charge
    }

    /// [`Action::Unwatched`]: the charge recorded against the side whose clock ran meanwhile.
    pub(super) fn unwatched(
        &mut self,
        from: Instant,
        span: Millis,
        at: Instant,
    ) -> Result<Event, GameError> {
        let side = self
            .charged_since(from, at)
            .ok_or(GameError::NothingCharged)?;
        self.charge = Some(Charge { side, span, at });
        Ok(Event::Unwatched { side, from, span })
    }

    /// The side whose clock ran from `from` to `at`: it runs now, or stopped after `from` (its flag
    /// fell, or the default time passed, meanwhile).
    pub(super) fn charged_since(&self, from: Instant, at: Instant) -> Option<Side> {
        match self.clock.phase() {
            Phase::Running { side, .. } => Some(side),
            Phase::Stopped { at: stopped } if stopped >= from => self.clock.stopped_to_move(),
            _ => {
                debug_assert!(self.clock.running(at).is_none(), "the phase is projected");
                None
            }
        }
    }

    /// [`Action::ReturnCharge`]: a game that goes on gets the charge back; a game the charge ended
    /// by the charged side's flag is reopened with what that side had left without it.
    pub(super) fn return_charge(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let charge = self.charge.ok_or(GameError::NoChargeToReturn)?;
        let side = charge.side;
        let before = self.standing(at);
        let given = if self.outcome.is_none() {
            self.clock.adjust(side, charge.span, at)?;
            charge.span
        } else {
            let fell = self
                .clock
                .flag(side, at)
                .filter(|_| self.decided_by_clock)
                .ok_or(GameError::Over)?;
            // Without the charge the clock would have run on from the flag until the page could
            // watch again, and stood still since, the game being over.
            let left = charge.span - charge.at.since(fell).max(Millis::ZERO);
            if left <= Millis::ZERO {
                return Err(GameError::FlagNotFromCharge {
                    side,
                    short: Millis::ZERO - left,
                });
            }
            self.clock.reopen(at)?;
            self.clock.set_time(side, left, at)?;
            self.outcome = None;
            self.correctable = None;
            self.decided_by_clock = false;
            left
        };
        self.charge = None;
        events.push(Event::ChargeReturned {
            side,
            given,
            before,
            after: self.standing(at),
        });
        Ok(())
    }
}
