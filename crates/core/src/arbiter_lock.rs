//! The arbiter's lock: a PIN, set with the game, that the panel asks for before it opens, so the
//! players cannot rule or correct. Only a hash of it is kept, with the game in the browser's storage
//! (never in the exported log); a wrong PIN is an incident ([`Event::WrongPin`](crate::Event)).

use crate::chain::Digest;
use crate::json::ReadJson;
use crate::{Instant, JsonError, JsonValue, Millis};
use serde::{Serialize, Serializer};
use sha2::{Digest as _, Sha256};

/// A game's lock: the hash of its PIN.
///
/// ```
/// use flagfall_core::ArbiterLock;
/// let lock = ArbiterLock::from_pin(" 2468 ").unwrap();
/// assert!(lock.opens("2468"));
/// assert!(!lock.opens("2469"));
/// assert_eq!(ArbiterLock::from_pin("  "), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArbiterLock(Digest);

impl ArbiterLock {
    /// The lock of `pin` (spaces around it ignored); `None` for no PIN.
    #[must_use]
    pub fn from_pin(pin: &str) -> Option<ArbiterLock> {
        let pin = pin.trim();
        (!pin.is_empty()).then(|| {
            ArbiterLock(Digest(
                Sha256::new()
                    .chain_update(b"flagfall arbiter pin\n")
                    .chain_update(pin)
                    .finalize()
                    .into(),
            ))
        })
    }

    /// Whether `pin` opens the lock.
    #[must_use]
    pub fn opens(&self, pin: &str) -> bool {
        ArbiterLock::from_pin(pin) == Some(*self)
    }

    /// How many wrong PINs may be entered within [`ArbiterLock::PAUSE`].
    pub const ATTEMPTS: usize = 3;
    /// How long the lock takes no PIN, the right one included, after [`ArbiterLock::ATTEMPTS`] wrong
    /// ones within it: about 280 hours to try every four-digit PIN.
    pub const PAUSE: Millis = Millis(5 * 60_000);

    /// When a PIN may be entered again, if not at `at`, after the wrong ones entered at the
    /// instants `wrong` (in order): the first instant at which fewer than
    /// [`ArbiterLock::ATTEMPTS`] of them lie within the last [`ArbiterLock::PAUSE`]. Instants after
    /// `at` (a device clock set back since) count as at `at`, so the wait never outlasts the pause.
    ///
    /// ```
    /// use flagfall_core::{ArbiterLock, Instant};
    /// let wrong = [Instant(0), Instant(10_000), Instant(20_000)];
    /// assert_eq!(ArbiterLock::next_attempt(&wrong[..2], Instant(20_000)), None);
    /// assert_eq!(ArbiterLock::next_attempt(&wrong, Instant(20_000)), Some(Instant(300_000)));
    /// assert_eq!(ArbiterLock::next_attempt(&wrong, Instant(300_000)), None);
    /// ```
    #[must_use]
    pub fn next_attempt(wrong: &[Instant], at: Instant) -> Option<Instant> {
        let first_of_last = wrong.len().checked_sub(ArbiterLock::ATTEMPTS)?;
        let open = wrong[first_of_last].min(at) + ArbiterLock::PAUSE;
        (open > at).then_some(open)
    }

    /// What `pin`, entered at `at` after the wrong ones entered at `wrong`, does: nothing typed is no
    /// attempt, and while [`ArbiterLock::next_attempt`] waits no PIN is tried at all.
    ///
    /// ```
    /// use flagfall_core::{ArbiterLock, Instant, PinAttempt};
    /// let lock = ArbiterLock::from_pin("2468").unwrap();
    /// let wrong = [Instant(0), Instant(1_000), Instant(2_000)];
    /// assert_eq!(lock.attempt("2468", &wrong[..2], Instant(3_000)), PinAttempt::Opened);
    /// assert_eq!(lock.attempt("2469", &wrong[..2], Instant(3_000)), PinAttempt::Wrong);
    /// assert_eq!(lock.attempt(" ", &wrong, Instant(3_000)), PinAttempt::Nothing);
    /// assert_eq!(
    ///     lock.attempt("2468", &wrong, Instant(3_000)),
    ///     PinAttempt::Wait { until: Instant(300_000) }
    /// );
    /// ```
    #[must_use]
    pub fn attempt(&self, pin: &str, wrong: &[Instant], at: Instant) -> PinAttempt {
        if pin.trim().is_empty() {
            PinAttempt::Nothing
        } else if let Some(until) = ArbiterLock::next_attempt(wrong, at) {
            PinAttempt::Wait { until }
        } else if self.opens(pin) {
            PinAttempt::Opened
        } else {
            PinAttempt::Wrong
        }
    }
}

/// What entering a PIN did ([`ArbiterLock::attempt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinAttempt {
    /// Nothing was typed: no attempt.
    Nothing,
    Opened,
    /// A wrong PIN, to be counted (and, in a game, logged).
    Wrong,
    /// Too many wrong PINs lately: none is tried before `until`.
    Wait {
        until: Instant,
    },
}

impl Serialize for ArbiterLock {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl ReadJson for ArbiterLock {
    fn read_json(value: &JsonValue) -> Result<ArbiterLock, JsonError> {
        Digest::read_json(value).map(ArbiterLock)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, parse_json, Game, GameSettings, SavedGame};

    #[test]
    fn a_lock_is_kept_as_the_hash_of_its_pin_with_the_stored_game_and_read_back() {
        let lock = ArbiterLock::from_pin("2468");
        assert_eq!(
            serde_json::to_string(&lock).unwrap(),
            r#""a6707446c197a71383a51e9caf44e4fa4446478c3d8661fa8029ef7b05366cd1""#
        );
        let game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        let saved = SavedGame {
            lock,
            ..SavedGame::new(game.log())
        };
        let text = serde_json::to_string(&saved).unwrap();
        assert!(!text.contains("2468"), "{text}");
        assert_eq!(parse_json::<SavedGame>(&text), Ok(saved));
        // Nothing of it goes into the log, which is what is exported.
        assert!(!game.log().to_json().contains("a6707446"));
    }

    #[test]
    fn three_wrong_pins_within_five_minutes_close_the_lock_to_every_pin_until_five_minutes_after_the_first(
    ) {
        let lock = ArbiterLock::from_pin("2468").unwrap();
        let at = |s: i64| Instant(s * 1_000);
        // Spread out, the wrong ones never close it.
        let spread = [at(0), at(200), at(400), at(600)];
        assert_eq!(lock.attempt("2468", &spread, at(601)), PinAttempt::Opened);
        let close = [at(0), at(200), at(250)];
        for second in [250, 299] {
            assert_eq!(
                lock.attempt("2468", &close, at(second)),
                PinAttempt::Wait { until: at(300) }
            );
        }
        assert_eq!(lock.attempt("1357", &close, at(300)), PinAttempt::Wrong);
        // Only the last three count: one more wrong at 300 waits until 500.
        let more = [at(0), at(200), at(250), at(300)];
        assert_eq!(
            lock.attempt("2468", &more, at(300)),
            PinAttempt::Wait { until: at(500) }
        );
        assert_eq!(lock.attempt("2468", &more, at(500)), PinAttempt::Opened);
        // Entered before the device's clock was set back an hour: the wait is the pause, no more.
        assert_eq!(
            lock.attempt("2468", &more, at(-3_600)),
            PinAttempt::Wait { until: at(-3_300) }
        );
    }
}
