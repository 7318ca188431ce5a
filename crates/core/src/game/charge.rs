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
        // A span of no time (or less) charges nothing: it would give time back, unasked.
        let side = self
            .charged_since(from, at)
            .filter(|_| span > Millis::ZERO)
            .ok_or(GameError::NothingCharged)?;
        self.charge = Some(Charge { side, span, at });
        Ok(Event::Unwatched { side, from, span })
    }

    /// The side whose clock ran from `from` to `at`: it runs now, or its flag fell meanwhile. A
    /// paused clock, and one stopped before `from`, ran for nobody.
    pub(super) fn charged_since(&self, from: Instant, at: Instant) -> Option<Side> {
        self.clock.running(at).or_else(|| {
            Side::ALL
                .into_iter()
                .find(|&side| self.clock.flag(side, at).is_some_and(|fell| fell >= from))
        })
    }

    /// [`Action::ReturnCharge`]: a side whose flag is up gets the charge back; a side the charge
    /// brought the flag down for has it lifted, the clock stopped at the flag reopened with what
    /// that side had left without the charge (and the result the flag gave withdrawn).
    pub(super) fn return_charge(
        &mut self,
        at: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let charge = self.charge.ok_or(GameError::NoChargeToReturn)?;
        let side = charge.side;
        let before = self.standing(at);
        let fell = self.clock.flag(side, at);
        if self.outcome.is_some() && !(self.decided_by_clock && fell.is_some()) {
            return Err(GameError::Over);
        }
        let given = if let Some(fell) = fell {
            // Without the charge the clock would have run on from the flag until the page could
            // watch again, and stood still since: the flag stopped it.
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
        } else {
            self.clock.adjust(side, charge.span, at)?;
            charge.span
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
