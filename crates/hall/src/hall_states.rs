//! The spectators' copy of a hall: each board's latest state (see [`BoardState`]) as the broker
//! keeps and delivers it, its clock's offset, and how many messages could not be used.

use crate::{BoardState, Delivery, Ignored, Layout, Offsets};
use flagfall_core::{BySide, Instant, Millis};
use std::collections::BTreeMap;

/// Every board's latest state, in board order.
#[derive(Clone, Debug, Default)]
pub struct HallStates {
    hall: String,
    boards: BTreeMap<u16, BoardState>,
    offsets: Offsets,
    ignored: usize,
}

impl HallStates {
    /// An empty copy of hall `hall`.
    #[must_use]
    pub fn new(hall: &str) -> HallStates {
        HallStates {
            hall: hall.to_owned(),
            ..HallStates::default()
        }
    }

    /// Takes one message of the hall's state stream (as [`HallCopy::receive`](crate::HallCopy::receive)
    /// takes a log's). An older state of the game shown (delivered late) changes nothing.
    pub fn receive(
        &mut self,
        subject: &str,
        bytes: &[u8],
        delivery: Delivery,
    ) -> Result<(), Ignored> {
        let read = Layout::of(&self.hall)
            .board_of(subject)
            .ok_or(Ignored::NotABoard)
            .and_then(|board| {
                let text = std::str::from_utf8(bytes).map_err(|_| Ignored::NotText)?;
                Ok((board, BoardState::read(text).map_err(Ignored::Malformed)?))
            });
        let (board, state) = read.inspect_err(|_| self.ignored += 1)?;
        let sent = delivery.sent.unwrap_or(state.at);
        self.offsets
            .saw(board, sent, delivery.stored, delivery.arrived);
        let older = self
            .boards
            .get(&board)
            .is_some_and(|shown| shown.game == state.game && shown.at > state.at);
        if !older {
            self.boards.insert(board, state);
        }
        Ok(())
    }

    /// Each board's state and both its main times at the hall's instant `now`, in board order.
    pub fn at(&self, now: Instant) -> impl Iterator<Item = (u16, &BoardState, BySide<Millis>)> {
        self.boards.iter().map(move |(board, state)| {
            let board_now = self.offsets.board_now(*board, now).unwrap_or(state.at);
            (*board, state, state.mains_at(board_now))
        })
    }

    /// How many messages could not be used.
    #[must_use]
    pub const fn ignored(&self) -> usize {
        self.ignored
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings};

    /// A 3+2 game started at 0, pressed at 4 s: Black's clock runs.
    fn played() -> Game {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(4_000)).unwrap();
        game
    }

    /// Stored at `at` on the broker's clock, which the hall's agrees with, and arrived at once.
    fn live(at: i64) -> Delivery {
        Delivery {
            stored: at,
            arrived: Some(Instant(at)),
            sent: None,
        }
    }

    fn state(at: i64) -> BoardState {
        BoardState::of(&played(), BySide::default(), Instant(at), "r1").unwrap()
    }

    #[test]
    fn each_board_shows_its_latest_state_run_on_to_the_halls_instant() {
        let mut hall = HallStates::new("r1");
        let newer = state(4_000);
        // Stored 10 ms after it was made, arrived at once.
        hall.receive("flagfall.r1.5.state", newer.text().as_bytes(), live(4_010))
            .unwrap();
        // A state of the same game from before, delivered late, is not shown.
        let older = state(2_000);
        hall.receive("flagfall.r1.5.state", older.text().as_bytes(), live(4_020))
            .unwrap();
        let shown: Vec<_> = hall.at(Instant(6_010)).collect();
        assert_eq!(shown.len(), 1);
        assert_eq!((shown[0].0, shown[0].1), (5, &newer));
        // Black's clock ran 2 s since the press, as on the board.
        assert_eq!(
            shown[0].2.black,
            played().view(Instant(6_000)).sides.black.main
        );
        assert_eq!(
            hall.receive("flagfall.r1.5.state", b"{}", live(0))
                .map_err(|e| matches!(e, Ignored::Malformed(_))),
            Err(true)
        );
        assert_eq!(
            hall.receive("flagfall.r1.5.log", b"{}", live(0))
                .map_err(|e| matches!(e, Ignored::Malformed(_))),
            Err(true)
        );
        assert_eq!(hall.ignored(), 2);
    }
}
