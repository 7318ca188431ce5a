//! The arbiter's lock: a PIN, set with the game, that the panel asks for before it opens, so the
//! players cannot rule or correct. Only a hash of it is kept, with the game in the browser's storage
//! (never in the exported log); a wrong PIN is an incident ([`Event::WrongPin`](crate::Event)).

use crate::chain::Digest;
use crate::json::ReadJson;
use crate::{JsonError, JsonValue};
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
}
