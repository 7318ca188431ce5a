//! A board's instants on the hall's clock. The devices' clocks disagree (by seconds, or by hours when
//! one is set wrong); the broker stamps every message as it stores it. Each difference between two
//! stamps of one message (the broker's and the board's; the hall's arrival and the broker's) is the
//! clocks' offset plus the message's delay, never less than the offset: so the least difference seen
//! is the closest to it, off by the quickest delay seen (milliseconds on a hall's network). Messages
//! read back from the broker's store arrive late and only ever give larger differences.

use flagfall_core::Instant;
use std::collections::HashMap;

/// The offsets seen so far: the hall's from the broker, and each board's to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offsets {
    /// The least `arrived - stored` seen, over every message.
    hall: Option<i64>,
    /// Per board, the least `stored - sent` seen.
    boards: HashMap<u16, i64>,
}

impl Offsets {
    /// A message of `board`, stamped `sent` by the board (an incident's instant, or a state's), stored
    /// by the broker at `stored` (epoch milliseconds on its clock), arrived at the hall at `arrived`.
    pub fn saw(&mut self, board: u16, sent: Instant, stored: i64, arrived: Instant) {
        let to_broker = stored.saturating_sub(sent.0);
        self.boards
            .entry(board)
            .and_modify(|least| *least = (*least).min(to_broker))
            .or_insert(to_broker);
        let from_broker = arrived.0.saturating_sub(stored);
        self.hall = Some(
            self.hall
                .map_or(from_broker, |least| least.min(from_broker)),
        );
    }

    /// `board`'s instant at the hall's instant `now`; `None` until the board has been heard from.
    #[must_use]
    pub fn board_now(&self, board: u16, now: Instant) -> Option<Instant> {
        let to_broker = self.boards.get(&board)?;
        let from_broker = self.hall?;
        Some(Instant(
            now.0.saturating_sub(from_broker).saturating_sub(*to_broker),
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
        offsets.saw(4, Instant(10_000 - hour), 10_030, Instant(12_035));
        // A message read back from the store a minute later tells nothing closer.
        offsets.saw(4, Instant(5_000 - hour), 5_010, Instant(72_000));
        assert_eq!(
            offsets.board_now(4, Instant(20_000)),
            Some(Instant(20_000 - 2_000 - 5 - 10 - hour))
        );
        assert_eq!(offsets.board_now(5, Instant(20_000)), None);
    }

    proptest! {
        /// Off by no more than the quickest delays seen, whatever the clocks' offsets.
        #[test]
        fn the_board_is_read_within_the_quickest_delays(
            board_skew in -86_400_000i64..86_400_000,
            hall_skew in -86_400_000i64..86_400_000,
            delays in proptest::collection::vec((0i64..5_000, 0i64..5_000), 1..20),
        ) {
            let mut offsets = Offsets::default();
            // True broker time t; the board reads t + board_skew, the hall t + hall_skew.
            for (i, (up, down)) in delays.iter().enumerate() {
                let sent_at = 1_000_000 + i as i64 * 10_000;
                let stored = sent_at + up;
                offsets.saw(1, Instant(sent_at + board_skew), stored, Instant(stored + down + hall_skew));
            }
            let now = 9_000_000;
            let read = offsets.board_now(1, Instant(now + hall_skew)).unwrap();
            let truth = now + board_skew;
            let least = delays.iter().map(|d| d.0).min().unwrap() + delays.iter().map(|d| d.1).min().unwrap();
            prop_assert!(read.0 <= truth && truth - read.0 <= least, "{} vs {}", read.0, truth);
        }
    }
}
