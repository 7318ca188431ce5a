//! A board's instants on the hall's clock. The devices' clocks disagree (by seconds, or by hours when
//! one is set wrong); the broker stamps every message as it stores it. Each difference between two
//! stamps of one message (the broker's and the board's; the hall's arrival and the broker's) is the
//! clocks' offset plus the message's delay, never less than the offset: so the least difference seen
//! is the closest to it, off by the quickest delay seen (milliseconds on a hall's network).
//!
//! A board stamps each message as it sends it (a message that waited on the device while the broker
//! was away is stamped when it goes, not when its incident was made), so its difference is the
//! offset plus the delay of that sending alone. A message read back from the broker's store (a view
//! opened mid-round catching up) arrived late by however old it is: only messages stored after the
//! reading began tell the hall's offset, and until one has, the hall's clock is taken to agree with
//! the broker's. A board whose clock changed basis (a page reloaded after the device's clock was set,
//! another device on the board's link) would keep an old least difference forever: each board's is
//! the least of its last [`WINDOW`] messages only.

use flagfall_core::Instant;
use std::collections::{HashMap, VecDeque};

/// How one message came to the hall: the broker's time of storing it (epoch milliseconds on its
/// clock), the hall's instant of its arrival if it came live (`None` for one read back from the
/// store), and the publisher's stamp of its sending, if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub stored: i64,
    pub arrived: Option<Instant>,
    pub sent: Option<Instant>,
}

/// How many of a board's last messages its offset is the least of: a few moves, so a new basis is
/// taken within them, and enough that one slow message does not move it.
pub const WINDOW: usize = 16;

/// The offsets seen so far: the hall's from the broker, and each board's to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offsets {
    /// The least `arrived - stored` seen, over every message that arrived live.
    hall: Option<i64>,
    /// Per board, `stored - sent` of its last [`WINDOW`] messages.
    boards: HashMap<u16, VecDeque<i64>>,
}

impl Offsets {
    /// A message of `board`, stamped `sent` by the board (an incident's instant, or a state's), stored
    /// by the broker at `stored` (epoch milliseconds on its clock), and arrived at the hall at
    /// `arrived` if it came as it was stored (`None` for one read back from the store).
    pub fn saw(&mut self, board: u16, sent: Instant, stored: i64, arrived: Option<Instant>) {
        let seen = self.boards.entry(board).or_default();
        if seen.len() == WINDOW {
            seen.pop_front();
        }
        seen.push_back(stored.saturating_sub(sent.0));
        if let Some(arrived) = arrived {
            let from_broker = arrived.0.saturating_sub(stored);
            self.hall = Some(
                self.hall
                    .map_or(from_broker, |least| least.min(from_broker)),
            );
        }
    }

    /// `board`'s instant at the hall's instant `now`; `None` until the board has been heard from.
    #[must_use]
    pub fn board_now(&self, board: u16, now: Instant) -> Option<Instant> {
        let to_broker = self.boards.get(&board)?.iter().min()?;
        Some(Instant(
            now.0
                .saturating_sub(self.hall.unwrap_or(0))
                .saturating_sub(*to_broker),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_board_an_hour_behind_is_read_on_the_halls_clock() {
        let mut offsets = Offsets::default();
        assert_eq!(offsets.board_now(4, Instant(0)), None);
        // The board's clock an hour behind the broker's, the hall's 2 s ahead of it; 30 ms and 5 ms
        // on the way.
        let hour = 3_600_000;
        offsets.saw(4, Instant(10_000 - hour), 10_030, Some(Instant(12_035)));
        // A message delivered a minute late tells nothing closer.
        offsets.saw(4, Instant(5_000 - hour), 5_010, Some(Instant(72_000)));
        assert_eq!(
            offsets.board_now(4, Instant(20_000)),
            Some(Instant(20_000 - 2_000 - 5 - 10 - hour))
        );
        assert_eq!(offsets.board_now(5, Instant(20_000)), None);
    }

    #[test]
    fn a_view_opened_late_is_not_misled_by_the_stores_old_messages() {
        let mut offsets = Offsets::default();
        // Read back 40 s after it was stored: the hall's clock is taken as the broker's meanwhile.
        offsets.saw(1, Instant(1_000), 1_020, None);
        assert_eq!(offsets.board_now(1, Instant(41_020)), Some(Instant(41_000)));
        // The first live message says the hall's clock is 3 s ahead.
        offsets.saw(1, Instant(50_000), 50_020, Some(Instant(53_025)));
        assert_eq!(offsets.board_now(1, Instant(63_025)), Some(Instant(60_000)));
    }

    #[test]
    fn a_board_whose_clock_moved_is_read_anew_within_the_window() {
        let mut offsets = Offsets::default();
        offsets.saw(2, Instant(1_000), 1_010, Some(Instant(1_010)));
        // The page reloads with the device's clock 40 s behind: from then on each message says so.
        for n in 0..WINDOW as i64 {
            offsets.saw(
                2,
                Instant(n * 1_000),
                41_010 + n * 1_000,
                Some(Instant(41_010 + n * 1_000)),
            );
        }
        assert_eq!(
            offsets.board_now(2, Instant(100_000)),
            Some(Instant(58_990))
        );
    }

    proptest! {
        /// Off by no more than the quickest delays seen, whatever the clocks' offsets.
        #[test]
        fn the_board_is_read_within_the_quickest_delays(
            board_skew in -86_400_000i64..86_400_000,
            hall_skew in -86_400_000i64..86_400_000,
            delays in proptest::collection::vec((0i64..5_000, 0i64..5_000), 1..WINDOW),
        ) {
            let mut offsets = Offsets::default();
            // True broker time t; the board reads t + board_skew, the hall t + hall_skew.
            for (i, (up, down)) in delays.iter().enumerate() {
                let sent_at = 1_000_000 + i as i64 * 10_000;
                let stored = sent_at + up;
                offsets.saw(1, Instant(sent_at + board_skew), stored, Some(Instant(stored + down + hall_skew)));
            }
            let now = 9_000_000;
            let read = offsets.board_now(1, Instant(now + hall_skew)).unwrap();
            let truth = now + board_skew;
            let least = delays.iter().map(|d| d.0).min().unwrap() + delays.iter().map(|d| d.1).min().unwrap();
            prop_assert!(read.0 <= truth && truth - read.0 <= least, "{} vs {}", read.0, truth);
        }
    }
}
