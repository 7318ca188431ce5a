//! How far a writer whose writes fail lets the journal fall behind before it tries again. A failed
//! write leaves a gap the journal's later records cannot be read past, so only a write of the whole
//! game mends it; while writes keep failing (a quota, a failing disk), trying that at every change
//! would cost the whole game at every press. The wait doubles with each failure in a row instead:
//! over a game of `n` changes at most about log2(n) whole writes are tried.

use crate::Trouble;

/// The writer's standing after failed writes.
#[derive(Debug, Default)]
pub struct Lag {
    /// The last failure, while the journal is behind.
    trouble: Option<Trouble>,
    /// Rounds failed in a row: the first failure, then each whole write that failed.
    failures: u32,
    /// Changes still to let pass before the whole game is tried again.
    wait: u64,
    /// A whole write is on its way: the changes after it go as they come, and only its own
    /// failure starts another round.
    retrying: bool,
}

impl Lag {
    /// A write failed with `trouble`; `whole` when it held the whole game. The first failure is
    /// tried again at the next change; each whole write that fails waits twice as many changes as
    /// the last. Other writes failing meanwhile fell into the same gap and start no round.
    pub fn failed(&mut self, trouble: Trouble, whole: bool) {
        if self.trouble.is_none() || whole {
            self.wait = (1u64 << self.failures.min(62)) - 1;
            self.failures = self.failures.saturating_add(1);
            self.retrying = false;
        }
        self.trouble = Some(trouble);
    }

    /// The whole game reached the disk: nothing is behind.
    pub fn succeeded(&mut self) {
        *self = Lag::default();
    }

    /// Whether the next write must hold the whole game: the journal is behind, the wait is over,
    /// and no whole write is on its way already.
    pub fn take_retry(&mut self) -> bool {
        let due = self.trouble.is_some() && self.wait == 0 && !self.retrying;
        self.retrying |= due;
        due
    }

    /// The trouble to answer a change with, unwritten, while the wait lasts (a part of the game
    /// after a gap could not be read); `None` when it is to be written.
    pub fn skip(&mut self) -> Option<Trouble> {
        if self.wait == 0 {
            return None;
        }
        self.wait -= 1;
        self.trouble.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which of `changes` changes are written whole while every write fails at once.
    fn written_whole_while_failing(changes: u32) -> Vec<u32> {
        let mut lag = Lag::default();
        let mut whole = Vec::new();
        for change in 1..=changes {
            let retry = lag.take_retry();
            if lag.skip().is_none() {
                if retry {
                    whole.push(change);
                }
                lag.failed(Trouble::Full, retry);
            }
        }
        whole
    }

    #[test]
    fn while_writes_keep_failing_the_whole_game_is_tried_after_doubling_waits() {
        assert_eq!(written_whole_while_failing(40), [2, 4, 8, 16, 32]);
        assert_eq!(written_whole_while_failing(10_000).len(), 13);
    }

    #[test]
    fn a_failure_is_retried_whole_at_the_next_change_and_a_success_ends_the_lag() {
        let mut lag = Lag::default();
        assert!(!lag.take_retry());
        lag.failed(Trouble::NoAnswer, false);
        // A second write into the same gap starts no round.
        lag.failed(Trouble::NoAnswer, false);
        assert!(lag.take_retry());
        // While the whole write is on its way, the changes after it go as they come.
        assert!(!lag.take_retry());
        assert_eq!(lag.skip(), None);
        lag.failed(Trouble::NoAnswer, true);
        assert!(!lag.take_retry());
        assert_eq!(lag.skip(), Some(Trouble::NoAnswer));
        assert!(lag.take_retry());
        lag.succeeded();
        assert!(!lag.take_retry());
        assert_eq!(lag.skip(), None);
    }
}
