//! What a board has still to publish: its games' log messages, from the changes the keeper writes
//! to the journal (one change adds an incident or two, so a press costs the same late in a long game
//! as early on), and how many of each the broker has acknowledged. A clock never waits on it: the
//! messages wait here while the broker cannot be reached, and go out in order once it can, a game
//! left with messages waiting (a new one begun meanwhile) before the next. A message sent again (the
//! game written afresh) is stored once: the broker knows it by its id.

use crate::{Layout, LogMessage};
use flagfall_core::{parse_json, Instant, JournalEntry, SavedGame};
use std::collections::VecDeque;

/// One game's messages: its head, then each incident.
#[derive(Clone, Debug, PartialEq, Eq)]
struct GameFeed {
    game: Instant,
    messages: Vec<LogMessage>,
    /// How many of `messages` the broker has acknowledged.
    acked: usize,
}

/// The messages of a board's games, and how far the broker has them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardFeed {
    /// The games with messages waiting, in the order they are sent, then the game written last
    /// (kept when all of it is sent: its next incidents follow from it).
    games: VecDeque<GameFeed>,
}

impl BoardFeed {
    /// Takes what one write of a game added (`entry`, as the journal takes it). Returns whether it
    /// could: an entry that does not follow from what the feed holds (a game it has no head of, or
    /// incidents after a gap) is not taken, and the feed wants the whole game instead
    /// ([`SavedGame::journal_parts`](flagfall_core::SavedGame::journal_parts) as one entry).
    pub fn take(&mut self, entry: &JournalEntry<'_>) -> bool {
        let held = self.games.iter().position(|feed| feed.game == entry.game);
        let index = match (entry.head, held) {
            (Some(head), held) => {
                // A new game, or its record written again from the start (which may rewrite its
                // head): all of it again, each message the broker holds already stored once.
                let Ok(saved) = parse_json::<SavedGame>(head) else {
                    return false;
                };
                let feed = GameFeed {
                    game: entry.game,
                    messages: vec![LogMessage::head(entry.game, &saved.log)],
                    acked: 0,
                };
                match held {
                    Some(index) => {
                        self.games[index] = feed;
                        index
                    }
                    None => {
                        self.games.push_back(feed);
                        self.games.len() - 1
                    }
                }
            }
            (None, Some(index)) if entry.from < self.games[index].messages.len() => index,
            (None, _) => return false,
        };
        let feed = &mut self.games[index];
        for (offset, linked) in entry.incidents.iter().enumerate() {
            let number = entry.from + offset;
            // Message 0 is the head: incident n is message n + 1.
            if number + 1 == feed.messages.len() {
                feed.messages
                    .push(LogMessage::incident(entry.game, number, linked));
            }
        }
        // The game written last goes last, after every game with messages still waiting.
        if let Some(feed) = self.games.remove(index) {
            self.games.push_back(feed);
        }
        self.forget_sent();
        true
    }

    /// Takes game `game` whole, as kept in `saved` (its head, then its incidents up to `upto`): the
    /// feed's way back when a write alone does not follow from what it holds, or after a reload.
    pub fn take_whole(&mut self, game: Instant, saved: &SavedGame, upto: usize) {
        let (head, incidents) = saved.journal_parts();
        self.take(&JournalEntry {
            game,
            head: Some(&head),
            from: 0,
            incidents: &incidents[..incidents.len().min(upto)],
        });
    }

    /// Forgets the games all sent, but the last written.
    fn forget_sent(&mut self) {
        let last = self.games.len().saturating_sub(1);
        let mut index = 0;
        self.games.retain(|feed| {
            index += 1;
            index - 1 == last || feed.acked < feed.messages.len()
        });
    }

    /// The next message to publish, and its id for `board`; `None` when the broker has them all.
    #[must_use]
    pub fn next(&self, board: u16) -> Option<(&LogMessage, String)> {
        let message = self
            .games
            .iter()
            .find_map(|feed| feed.messages.get(feed.acked))?;
        let id = Layout::message_id(board, message.game.0, message.number, &message.mark);
        Some((message, id))
    }

    /// The broker acknowledged `message` (as [`BoardFeed::next`] gave it): the next one is due.
    /// An acknowledgement of a message no longer next (its game written again meanwhile) changes
    /// nothing.
    pub fn acked(&mut self, message: &LogMessage) {
        if let Some(feed) = self
            .games
            .iter_mut()
            .find(|feed| feed.messages.get(feed.acked) == Some(message))
        {
            feed.acked += 1;
        }
        self.forget_sent();
    }

    /// The games with messages the broker has not acknowledged, in the order they go out: what a
    /// page opened again must send whole (its feed begins empty).
    #[must_use]
    pub fn unsent(&self) -> Vec<Instant> {
        self.games
            .iter()
            .filter(|feed| feed.acked < feed.messages.len())
            .map(|feed| feed.game)
            .collect()
    }

    /// How many messages wait for the broker.
    #[must_use]
    pub fn waiting(&self) -> usize {
        self.games
            .iter()
            .map(|feed| feed.messages.len() - feed.acked)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BoardCopy;
    use flagfall_core::{parse_human, Action, Game, GameDetails, GameSettings, SavedText};

    /// A board's game and its text as the keeper writes it.
    struct Board {
        game: Game,
        text: SavedText,
    }

    impl Board {
        fn new(control: &str) -> Board {
            Board {
                game: Game::new(parse_human(control).unwrap(), GameSettings::default()),
                text: SavedText::default(),
            }
        }

        /// Plays `acts` at their instants, giving `feed` each journal entry the keeper would write.
        fn play(&mut self, feed: &mut BoardFeed, acts: &[(Action, i64)]) {
            for (action, at) in acts {
                self.game.apply(action.clone(), Instant(*at)).unwrap();
                self.text
                    .update(&GameDetails::default(), false, None, &self.game);
                if let Some(entry) = self.text.journal_entry() {
                    assert!(feed.take(&entry));
                }
            }
        }
    }

    /// Sends everything waiting to `copy`; the ids sent, without their mark (the hash's).
    fn publish_all(feed: &mut BoardFeed, copy: &mut BoardCopy) -> Vec<String> {
        let mut ids = Vec::new();
        while let Some((message, id)) = feed.next(7) {
            let message = message.clone();
            copy.receive(&message.text).unwrap();
            feed.acked(&message);
            let (id, mark) = id.rsplit_once('.').unwrap();
            assert_eq!(mark.len(), 16);
            ids.push(id.to_owned());
        }
        ids
    }

    const STARTED_AND_PRESSED: [(Action, i64); 2] =
        [(Action::Start, 1_000), (Action::Press, 5_000)];

    #[test]
    fn the_messages_wait_in_order_and_go_once_acknowledged() {
        let (mut board, mut feed, mut copy) =
            (Board::new("3+2"), BoardFeed::default(), BoardCopy::new("h"));
        assert_eq!(feed.next(7), None);
        board.play(&mut feed, &STARTED_AND_PRESSED);
        assert_eq!(feed.waiting(), 3);
        // Nothing acknowledged while the broker is away: more presses only add to the queue.
        board.play(&mut feed, &[(Action::Press, 9_000)]);
        assert_eq!(feed.waiting(), 4);
        assert_eq!(
            publish_all(&mut feed, &mut copy),
            ["7.1000.h", "7.1000.0", "7.1000.1", "7.1000.2"]
        );
        assert_eq!(feed.waiting(), 0);
        board.play(&mut feed, &[(Action::Press, 12_000)]);
        assert_eq!(publish_all(&mut feed, &mut copy), ["7.1000.3"]);
        assert_eq!(copy.game(), Some(&board.game));
    }

    #[test]
    fn the_game_written_afresh_is_sent_again_and_the_copy_holds_each_once() {
        let (mut board, mut feed, mut copy) =
            (Board::new("3+2"), BoardFeed::default(), BoardCopy::new("h"));
        board.play(&mut feed, &STARTED_AND_PRESSED);
        publish_all(&mut feed, &mut copy);
        // A journal write failed: the keeper writes the whole game again.
        board.text = SavedText::default();
        board
            .text
            .update(&GameDetails::default(), false, None, &board.game);
        assert!(feed.take(&board.text.journal_entry().unwrap()));
        assert_eq!(feed.waiting(), 3);
        let before = copy.clone();
        publish_all(&mut feed, &mut copy);
        assert_eq!(copy, before);
    }

    #[test]
    fn an_entry_that_does_not_follow_is_not_taken_and_the_whole_game_is() {
        // Joined mid-game: the last write alone is the press, with no head.
        let mut board = Board::new("3+2");
        board.play(&mut BoardFeed::default(), &STARTED_AND_PRESSED);
        let mut feed = BoardFeed::default();
        let last = board.text.journal_entry().unwrap();
        assert!(last.head.is_none());
        assert!(!feed.take(&last));
        feed.take_whole(
            Instant(1_000),
            &SavedGame::new(board.game.log()),
            usize::MAX,
        );
        assert_eq!(feed.waiting(), 3);
        let mut copy = BoardCopy::new("h");
        publish_all(&mut feed, &mut copy);
        assert_eq!(copy.game(), Some(&board.game));
    }

    #[test]
    fn a_game_left_with_messages_waiting_goes_out_whole_before_the_next() {
        let (mut first, mut second) = (Board::new("3+2"), Board::new("5"));
        let (mut feed, mut copy) = (BoardFeed::default(), BoardCopy::new("h"));
        // The broker away for the end of the first game and the start of the next.
        first.play(&mut feed, &STARTED_AND_PRESSED);
        second.play(&mut feed, &[(Action::Start, 60_000)]);
        assert_eq!(feed.waiting(), 5);
        assert_eq!(
            publish_all(&mut feed, &mut copy),
            ["7.1000.h", "7.1000.0", "7.1000.1", "7.60000.h", "7.60000.0"]
        );
        assert_eq!(copy.earlier().collect::<Vec<_>>(), [&first.game.log()]);
        assert_eq!(copy.game(), Some(&second.game));
        // The first game, sent whole, is forgotten; the second, written last, is kept.
        second.play(&mut feed, &[(Action::Press, 61_000)]);
        assert_eq!(publish_all(&mut feed, &mut copy), ["7.60000.1"]);
    }

    #[test]
    fn the_games_left_unsent_are_named_and_sent_whole_by_the_next_page() {
        let (mut first, mut second) = (Board::new("3+2"), Board::new("5"));
        let (mut feed, mut copy) = (BoardFeed::default(), BoardCopy::new("h"));
        first.play(&mut feed, &[(Action::Start, 1_000)]);
        publish_all(&mut feed, &mut copy);
        assert_eq!(feed.unsent(), []);
        // The broker away for the end of the first game and the start of the next; then a reload.
        first.play(&mut feed, &[(Action::Press, 5_000), (Action::Press, 9_000)]);
        second.play(&mut feed, &[(Action::Start, 60_000)]);
        assert_eq!(feed.unsent(), [Instant(1_000), Instant(60_000)]);
        let mut reopened = BoardFeed::default();
        for board in [&first, &second] {
            let saved = SavedGame::new(board.game.log());
            reopened.take_whole(board.game.log().incidents[0].at, &saved, usize::MAX);
        }
        publish_all(&mut reopened, &mut copy);
        assert_eq!(reopened.unsent(), []);
        assert_eq!(copy.earlier().collect::<Vec<_>>(), [&first.game.log()]);
        assert_eq!(copy.game(), Some(&second.game));
    }

    #[test]
    fn an_acknowledgement_counts_for_the_message_it_was_for() {
        let (mut first, mut second, mut feed) =
            (Board::new("3+2"), Board::new("5"), BoardFeed::default());
        first.play(&mut feed, &[(Action::Start, 1_000)]);
        let (stale, _) = feed.next(7).unwrap();
        let stale = stale.clone();
        second.play(&mut feed, &[(Action::Start, 60_000)]);
        feed.acked(&stale);
        // The first game's head was sent: its start, then the second game, are next.
        assert!(feed
            .next(7)
            .is_some_and(|(_, id)| id.starts_with("7.1000.0.")));
        assert_eq!(feed.waiting(), 3);
    }
}
