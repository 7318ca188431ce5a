//! The arbiter's copy of a whole hall: every board's log messages as the broker delivers them, each
//! board's games ([`BoardCopy`]) and its clock's offset ([`Offsets`]), and how many messages could
//! not be used. A message on another hall's subject, or that is not text, is ignored like a forged
//! one: counted, never fatal.

use crate::{BoardCopy, Delivery, Ignored, Layout, Offsets, Received};
use flagfall_core::Instant;
use std::collections::BTreeMap;

/// The most boards the copy ignores messages of before it stops keeping why: enough to name each
/// troubled board of a large hall, bounded whatever a sender does.
const MOST_REASONS: usize = 32;

/// Every board of one hall, as its log messages brought them.
#[derive(Clone, Debug, Default)]
pub struct HallCopy {
    hall: String,
    boards: BTreeMap<u16, BoardCopy>,
    offsets: Offsets,
    ignored: usize,
    /// The last reason a message of each board (`None`: of no board) was ignored, the first
    /// [`MOST_REASONS`] boards to send one.
    reasons: Vec<(Option<u16>, Ignored)>,
}

impl HallCopy {
    /// An empty copy of hall `hall`.
    #[must_use]
    pub fn new(hall: &str) -> HallCopy {
        HallCopy {
            hall: hall.to_owned(),
            ..HallCopy::default()
        }
    }

    /// Takes one message of the hall's log stream: its subject, its bytes, and how it came.
    pub fn receive(
        &mut self,
        subject: &str,
        bytes: &[u8],
        delivery: Delivery,
    ) -> Result<Received, Ignored> {
        let board = Layout::of(&self.hall).board_of(subject);
        let received = board.ok_or(Ignored::NotABoard).and_then(|board| {
            let text = std::str::from_utf8(bytes).map_err(|_| Ignored::NotText)?;
            let hall = &self.hall;
            let copy = self
                .boards
                .entry(board)
                .or_insert_with(|| BoardCopy::new(hall));
            let received = copy.receive(text);
            if copy.log().is_none() {
                // Nothing usable ever came from it: no row for it.
                self.boards.remove(&board);
            }
            received
        });
        match (&received, board) {
            (Ok(Received::Incident { number }), Some(board)) => {
                // Its sending's stamp, else the incident's own instant (sent as it was made).
                let sent = delivery.sent.or_else(|| {
                    self.boards[&board]
                        .log()
                        .and_then(|log| log.incidents.get(*number))
                        .map(|incident| incident.at)
                });
                if let Some(sent) = sent {
                    self.offsets
                        .saw(board, sent, delivery.stored, delivery.arrived);
                }
            }
            (Err(why), _) => {
                self.ignored += 1;
                let why = why.clone();
                if let Some(index) = self.reasons.iter().position(|(b, _)| *b == board) {
                    self.reasons[index].1 = why;
                } else if self.reasons.len() < MOST_REASONS {
                    self.reasons.push((board, why));
                }
            }
            _ => {}
        }
        received
    }

    /// The hall it is a copy of.
    #[must_use]
    pub fn hall(&self) -> &str {
        &self.hall
    }

    /// Each board heard from, in board order.
    pub fn boards(&self) -> impl Iterator<Item = (u16, &BoardCopy)> {
        self.boards.iter().map(|(board, copy)| (*board, copy))
    }

    /// `board`'s copy, if it has been heard from.
    #[must_use]
    pub fn board(&self, board: u16) -> Option<&BoardCopy> {
        self.boards.get(&board)
    }

    /// `board`'s instant at the hall's instant `now` (see [`Offsets::board_now`]).
    #[must_use]
    pub fn board_now(&self, board: u16, now: Instant) -> Option<Instant> {
        self.offsets.board_now(board, now)
    }

    /// How many messages could not be used.
    #[must_use]
    pub const fn ignored(&self) -> usize {
        self.ignored
    }

    /// Why messages were ignored: the last reason of each board that sent one (`None`: a subject of
    /// no board), for the first boards to send one.
    #[must_use]
    pub fn reasons(&self) -> &[(Option<u16>, Ignored)] {
        &self.reasons
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LogMessage;
    use flagfall_core::{parse_human, Action, Game, GameSettings};

    fn game(start: i64) -> Game {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(start)).unwrap();
        game.apply(Action::Press, Instant(start + 4_000)).unwrap();
        game
    }

    /// Sends every message of `game` as `board`, each stored 30 ms after its last incident and
    /// arrived 5 ms later.
    fn send(hall: &mut HallCopy, board: u16, game: &Game) -> Vec<Result<Received, Ignored>> {
        let last = game.incidents().last().unwrap().at.0;
        LogMessage::all_of(&game.log())
            .iter()
            .map(|m| {
                hall.receive(
                    &format!("flagfall.r1.{board}.log"),
                    m.text.as_bytes(),
                    Delivery {
                        stored: last + 30,
                        arrived: Some(Instant(last + 35)),
                        sent: None,
                    },
                )
            })
            .collect()
    }

    #[test]
    fn each_boards_game_is_copied_apart_and_read_on_the_halls_clock() {
        let mut hall = HallCopy::new("r1");
        let (seven, two) = (game(1_000), game(2_000));
        send(&mut hall, 7, &seven);
        send(&mut hall, 2, &two);
        assert_eq!(hall.boards().map(|(b, _)| b).collect::<Vec<_>>(), [2, 7]);
        assert_eq!(hall.board(7).and_then(BoardCopy::game), Some(&seven));
        assert_eq!(hall.board(2).and_then(BoardCopy::game), Some(&two));
        // The press at 6 s reached the broker 30 ms later and the hall 5 ms after that.
        assert_eq!(hall.board_now(2, Instant(10_000)), Some(Instant(9_965)));
        assert_eq!(hall.ignored(), 0);
    }

    #[test]
    fn a_message_stamped_as_it_was_sent_is_read_by_its_stamp_however_long_it_waited() {
        let mut hall = HallCopy::new("r1");
        let game = game(1_000);
        // The broker was away: the press at 5 s went out at 65 s, stamped so, stored 20 ms later.
        for message in LogMessage::all_of(&game.log()) {
            let delivery = Delivery {
                stored: 65_020,
                arrived: Some(Instant(65_020)),
                sent: Some(Instant(65_000)),
            };
            hall.receive("flagfall.r1.1.log", message.text.as_bytes(), delivery)
                .unwrap();
        }
        assert_eq!(hall.board_now(1, Instant(70_020)), Some(Instant(70_000)));
    }

    #[test]
    fn what_is_not_a_boards_message_is_counted_with_why_and_changes_nothing() {
        let mut hall = HallCopy::new("r1");
        send(&mut hall, 3, &game(1_000));
        let before = hall.board(3).and_then(BoardCopy::game).cloned();
        let at = Delivery {
            stored: 0,
            arrived: Some(Instant(9_000)),
            sent: None,
        };
        assert_eq!(
            hall.receive("flagfall.r1.3.log", b"garbage", at),
            Err(Ignored::Malformed(
                flagfall_core::JsonValue::parse("garbage").unwrap_err()
            ))
        );
        assert_eq!(
            hall.receive("flagfall.r1.3.log", &[0xff, 0xfe], at),
            Err(Ignored::NotText)
        );
        assert_eq!(
            hall.receive("flagfall.r2.3.log", b"{}", at),
            Err(Ignored::NotABoard)
        );
        // A board heard from only in garbage gets no row.
        assert!(hall.receive("flagfall.r1.9.log", b"{}", at).is_err());
        assert_eq!(hall.boards().map(|(b, _)| b).collect::<Vec<_>>(), [3]);
        assert_eq!(hall.ignored(), 4);
        assert_eq!(hall.board(3).and_then(BoardCopy::game).cloned(), before);
        let reasons: Vec<_> = hall.reasons().iter().map(|(b, _)| *b).collect();
        assert_eq!(reasons, [Some(3), None, Some(9)]);
        assert_eq!(hall.reasons()[0].1, Ignored::NotText);
    }
}
