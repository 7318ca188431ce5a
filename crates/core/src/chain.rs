//! The log's chain of hashes (log version 3): the log's opening (its version, game details, settings
//! and starting control) has a SHA-256 hash, and each incident carries the hash of its own text and
//! of the hash before it. A reader recomputes the chain and names the first part that does not match,
//! so an edit of an exported or stored log, an act's own value or a setting included, is found
//! unless every hash after it was computed again. The hashes hold no secret, so such an edit is
//! caught only by the last hash (the log's digest), printed on the report an arbiter signs: a paper
//! copy is checked against the file by it.
//!
//! The hashed text is the one the core writes (compact JSON, fields in their fixed order), so a reader
//! that reads every field rebuilds it exactly.

use crate::{GameDetails, GameSettings, Incident, IncidentLog, TimeControl};
use serde::{Serialize, Serializer};
use sha2::{Digest as _, Sha256};

/// The first log version whose incidents are chained; logs of earlier versions are read as
/// unchained.
pub const CHAINED_FROM: u32 = 3;

/// A SHA-256 hash in the chain, written as 64 lowercase hex digits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Digest(pub [u8; 32]);

/// Where a log's chain does not match its content: the first part that was altered after it was
/// written (or, for the digest, incidents removed from or added at the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChainBreak {
    /// The version, game details, settings or starting control.
    Opening,
    /// Incident `index` (from 0): itself, its hash, or an incident removed or added just before it.
    Incident(usize),
    /// The log's digest does not match its last incident.
    Digest,
}

impl Digest {
    /// The hash as 64 lowercase hex digits.
    #[must_use]
    pub fn to_hex(&self) -> String {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut text = String::with_capacity(64);
        for byte in self.0 {
            text.push(char::from(HEX[usize::from(byte >> 4)]));
            text.push(char::from(HEX[usize::from(byte & 15)]));
        }
        text
    }

    /// The first 16 hex digits in groups of four (`3f2a 9c01 77de 4b10`): short enough to print on a
    /// report and read aloud, long enough that no edited log can be made to match it.
    #[must_use]
    pub fn short(&self) -> String {
        let hex = self.to_hex();
        let groups: Vec<&str> = (0..4).map(|i| &hex[i * 4..i * 4 + 4]).collect();
        groups.join(" ")
    }

    /// Reads 64 hex digits (either case); `None` for anything else.
    #[must_use]
    pub fn from_hex(text: &str) -> Option<Digest> {
        let digits = text.as_bytes();
        if digits.len() != 64 {
            return None;
        }
        let mut bytes = [0; 32];
        for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
            let high = char::from(pair[0]).to_digit(16)?;
            let low = char::from(pair[1]).to_digit(16)?;
            *byte = u8::try_from(high << 4 | low).ok()?;
        }
        Some(Digest(bytes))
    }
}

impl Serialize for Digest {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

/// What the opening hash covers.
#[derive(Serialize)]
struct Opening<'a> {
    version: u32,
    #[serde(skip_serializing_if = "GameDetails::is_empty")]
    details: &'a GameDetails,
    settings: &'a GameSettings,
    control: &'a TimeControl,
}

/// An incident as a chained log writes it: its fields, then its hash.
#[derive(Serialize)]
pub(crate) struct Linked<'a> {
    #[serde(flatten)]
    incident: &'a Incident,
    hash: Digest,
}

/// The chain being written or checked: the hash of what came so far (by default none: a writer
/// starts from [`Chain::opening`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    last: Digest,
}

impl Chain {
    /// The chain of `log`'s opening, before any incident.
    #[must_use]
    pub fn opening(log: &IncidentLog) -> Chain {
        let opening = Opening {
            version: log.version,
            details: &log.details,
            settings: &log.settings,
            control: &log.control,
        };
        let text = serde_json::to_string(&opening).unwrap_or_default();
        Chain {
            last: Digest(
                Sha256::new()
                    .chain_update(b"flagfall log\n")
                    .chain_update(text)
                    .finalize()
                    .into(),
            ),
        }
    }

    /// The hash of everything so far: after the last incident, the log's digest.
    #[must_use]
    pub const fn last(&self) -> Digest {
        self.last
    }

    /// Links `incident` to the chain and gives it as the log writes it.
    pub(crate) fn link<'a>(&mut self, incident: &'a Incident) -> Linked<'a> {
        let text = serde_json::to_string(incident).unwrap_or_default();
        self.last = Digest(
            Sha256::new()
                .chain_update(self.last.0)
                .chain_update(text)
                .finalize()
                .into(),
        );
        Linked {
            incident,
            hash: self.last,
        }
    }

    /// `incident`'s text as the log writes it, linked to the chain.
    pub fn link_text(&mut self, incident: &Incident) -> String {
        serde_json::to_string(&self.link(incident)).unwrap_or_default()
    }
}

impl IncidentLog {
    /// Whether the log is of a version whose incidents are chained; an earlier one can show no edit.
    #[must_use]
    pub const fn chained(&self) -> bool {
        self.version >= CHAINED_FROM
    }

    /// The hash of the whole log (its opening and every incident), as the report prints it and
    /// `flagfall replay` gives it; `None` for a log of an unchained version.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, IncidentLog};
    /// let mut game = Game::new(parse_human("5+3")?, GameSettings::default());
    /// game.apply(Action::Start, Instant(0))?;
    /// let log = game.log();
    /// let read = IncidentLog::from_json(&log.to_json())?;
    /// assert_eq!(read.digest(), log.digest());
    /// assert_eq!(log.digest().map(|d| d.to_hex().len()), Some(64));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn digest(&self) -> Option<Digest> {
        self.chained().then(|| {
            let mut chain = Chain::opening(self);
            for incident in &self.incidents {
                chain.link(incident);
            }
            chain.last()
        })
    }

    /// Checks the hashes read with a chained log against its content: `opening` and each incident's
    /// hash (as many as incidents), and the digest when the document gives one.
    pub(crate) fn check_chain(
        &self,
        opening: Digest,
        hashes: &[Digest],
        digest: Option<Digest>,
    ) -> Result<(), ChainBreak> {
        let mut chain = Chain::opening(self);
        if chain.last() != opening {
            return Err(ChainBreak::Opening);
        }
        for (index, (incident, hash)) in self.incidents.iter().zip(hashes).enumerate() {
            if chain.link(incident).hash != *hash {
                return Err(ChainBreak::Incident(index));
            }
        }
        match digest {
            Some(digest) if digest != chain.last() => Err(ChainBreak::Digest),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_is_written_and_read_as_64_hex_digits() {
        let digest = Digest(core::array::from_fn(|i| u8::try_from(i * 8).unwrap()));
        let hex = digest.to_hex();
        assert_eq!(&hex[..8], "00081018");
        assert_eq!(digest.short(), "0008 1018 2028 3038");
        assert_eq!(Digest::from_hex(&hex), Some(digest));
        assert_eq!(Digest::from_hex(&hex.to_uppercase()), Some(digest));
        assert_eq!(Digest::from_hex(&hex[1..]), None);
        assert_eq!(Digest::from_hex(&format!("g{}", &hex[1..])), None);
    }
}
