//! The hall's copy of one board: its games as the board's log messages bring them, each message
//! checked before it is used: read, in order, linked to the log's chain, and coming out of the game
//! as logged ([`Game::follow`]: one incident's work each, so a round costs the hall time linear in
//! it). A resent message changes nothing; anything else that cannot be used is refused with why,
//! and the copy stays as it was: the hall's copy is never ahead of the board, and never holds an
//! incident twice.

use crate::left_hall;
use crate::log_message::Read;
use flagfall_core::{
    Chain, Game, Incident, IncidentLog, Instant, JsonError, JsonValue, LogError, Millis, ReadJson,
};

/// What a message did to the copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// The head of the board's first game.
    Head,
    /// The head of a later game: the one before is kept among the board's earlier games.
    NewGame,
    /// The next incident, numbered from 0.
    Incident { number: usize },
    /// A message the copy holds already (a resend after the broker came back).
    Again,
}

/// Why a message was not used. The views count them and say how many; none stops them.
#[derive(Clone, Debug, PartialEq)]
pub enum Ignored {
    /// On a subject of no board of the hall.
    NotABoard,
    /// Not UTF-8 text.
    NotText,
    /// Not a log message.
    Malformed(JsonError),
    /// An incident of a game whose head has not come.
    NoHead { game: Instant },
    /// The head of one game too many for one board in a round ([`MOST_GAMES`]).
    TooManyGames { game: Instant },
    /// An incident beyond the most one game holds ([`MOST_INCIDENTS`]).
    TooLong { game: Instant },
    /// A head other than the one its game already has.
    OtherHead { game: Instant },
    /// An incident that is not the next: `expected` is.
    OutOfOrder { expected: usize, number: usize },
    /// An incident whose link of the chain does not follow from the log before it (edited or
    /// forged), or that differs from the one of its number already held.
    ChainBroken { number: usize },
    /// The game refused the incident, or brought another one (the log cannot have been played).
    Diverged(LogError),
}

impl std::fmt::Display for Ignored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ignored::NotABoard => write!(f, "not on a board's subject"),
            Ignored::NotText => write!(f, "not text"),
            Ignored::Malformed(error) => write!(f, "not a log message: {error}"),
            Ignored::NoHead { game } => write!(f, "an incident of game {} before its head", game.0),
            Ignored::TooManyGames { game } => {
                write!(
                    f,
                    "game {} is one more than a board plays in a round",
                    game.0
                )
            }
            Ignored::TooLong { game } => {
                write!(
                    f,
                    "game {} has more incidents than any game is played in",
                    game.0
                )
            }
            Ignored::OtherHead { game } => write!(f, "another head for game {}", game.0),
            Ignored::OutOfOrder { expected, number } => {
                write!(f, "incident {number} when {expected} was next")
            }
            Ignored::ChainBroken { number } => {
                write!(f, "incident {number} does not link to the log's chain")
            }
            Ignored::Diverged(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for Ignored {}

/// One game as copied so far.
#[derive(Clone, Debug, PartialEq, Eq)]
struct GameCopy {
    /// The instant its record began, which names it.
    id: Instant,
    log: IncidentLog,
    /// The game replayed from `log` (it may be ahead by the consequences of the last act).
    game: Game,
    /// The chain after the last incident, in a chained log.
    chain: Option<Chain>,
}

impl GameCopy {
    fn new(id: Instant, log: IncidentLog) -> GameCopy {
        GameCopy {
            id,
            game: Game::for_log(&log),
            chain: log.chained().then(|| Chain::opening(&log)),
            log,
        }
    }

    /// Whether another clock plays this game at `at` on the board: its clock runs then (begun,
    /// neither paused nor over), it has not left hall `hall`, and it was heard of lately (a device
    /// that died mid-game, replaced by another on the same link, is not one).
    fn played_at(&self, at: Instant, hall: &str) -> bool {
        let lately = self
            .log
            .incidents
            .last()
            .is_some_and(|last| at.0.abs_diff(last.at.0) <= LATELY.as_millis() as u64);
        lately
            && left_hall(&self.log.incidents, hall).is_none()
            && self.game.view(at).running().is_some()
    }

    fn same_head(&self, log: &IncidentLog) -> bool {
        let held = &self.log;
        held.version == log.version
            && held.details == log.details
            && held.settings == log.settings
            && held.control == log.control
    }

    fn add(
        &mut self,
        number: usize,
        incident: Incident,
        hash: Option<flagfall_core::Digest>,
    ) -> Result<Received, Ignored> {
        let expected = self.log.incidents.len();
        if number < expected {
            return if self.log.incidents[number] == incident {
                Ok(Received::Again)
            } else {
                Err(Ignored::ChainBroken { number })
            };
        }
        if number > expected {
            return Err(Ignored::OutOfOrder { expected, number });
        }
        if number >= MOST_INCIDENTS {
            return Err(Ignored::TooLong { game: self.id });
        }
        let linked = match (self.chain, hash) {
            (Some(mut chain), Some(hash)) => {
                chain.link_text(&incident);
                if chain.last() != hash {
                    return Err(Ignored::ChainBroken { number });
                }
                Some(chain)
            }
            (None, None) => None,
            _ => return Err(Ignored::ChainBroken { number }),
        };
        self.log.incidents.push(incident);
        if let Err(error) = self.game.follow(&self.log) {
            self.log.incidents.pop();
            return Err(Ignored::Diverged(error));
        }
        self.chain = linked;
        Ok(Received::Incident { number })
    }
}

/// The most incidents one game's copy holds: ten times a long game's (300 moves each, their
/// presses, rulings and notes), and a bound on what a board's key can make the hall keep.
pub const MOST_INCIDENTS: usize = 10_000;

/// The most games one board's copy holds: far more than a round's (a rematch, an Armageddon), and a
/// bound on what a board's key can make the hall keep.
pub const MOST_GAMES: usize = 64;

/// How lately a game must have been heard of to count as another clock's: longer than a player
/// thinks on most moves, shorter than a phone that died is missed.
const LATELY: Millis = Millis::from_secs(15 * 60);

/// The hall's copy of one board's games, each told apart by the instant its record began: the board
/// may go back to a game it set aside, or its clock may have been set back between two games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCopy {
    /// The hall it is a board of.
    hall: String,
    /// In the order first heard of.
    games: Vec<GameCopy>,
    /// The game heard of last: the one the board plays.
    current: Option<usize>,
    /// Another game whose clock ran as the last new incident came (see [`BoardCopy::two_clocks`]).
    overlap: Option<Instant>,
}

impl BoardCopy {
    /// An empty copy of a board of hall `hall`.
    #[must_use]
    pub fn new(hall: &str) -> BoardCopy {
        BoardCopy {
            hall: hall.to_owned(),
            games: Vec::new(),
            current: None,
            overlap: None,
        }
    }

    /// Takes one message of the board's log, as published (see [`LogMessage`](crate::LogMessage)).
    pub fn receive(&mut self, text: &str) -> Result<Received, Ignored> {
        let value = JsonValue::parse(text).map_err(Ignored::Malformed)?;
        match Read::read_json(&value).map_err(Ignored::Malformed)? {
            Read::Head { game, log } => self.head(game, log),
            Read::Incident {
                game,
                number,
                incident,
                hash,
            } => {
                let index = self.find(game).ok_or(Ignored::NoHead { game })?;
                let at = incident.at;
                let received = self.games[index].add(number, incident, hash)?;
                // A game's new incident makes it the one the board plays; a resend does not.
                if received != Received::Again {
                    self.current = Some(index);
                    // One clock plays one game at a time: it pauses or ends one before the next.
                    // A clock leaving the hall is none of them any more.
                    let hall = &self.hall;
                    let leaving = left_hall(&self.games[index].log.incidents, hall).is_some();
                    self.overlap = self
                        .games
                        .iter()
                        .enumerate()
                        .filter(|_| !leaving)
                        .find(|(other, copy)| *other != index && copy.played_at(at, hall))
                        .map(|(_, copy)| copy.id);
                }
                Ok(received)
            }
        }
    }

    fn find(&self, game: Instant) -> Option<usize> {
        self.games.iter().position(|copy| copy.id == game)
    }

    fn head(&mut self, game: Instant, log: IncidentLog) -> Result<Received, Ignored> {
        if !log.incidents.is_empty() {
            return Err(Ignored::OtherHead { game });
        }
        if let Some(index) = self.find(game) {
            return if self.games[index].same_head(&log) {
                Ok(Received::Again)
            } else {
                Err(Ignored::OtherHead { game })
            };
        }
        if self.games.len() == MOST_GAMES {
            return Err(Ignored::TooManyGames { game });
        }
        self.games.push(GameCopy::new(game, log));
        let first = self.current.is_none();
        self.current = Some(self.games.len() - 1);
        Ok(if first {
            Received::Head
        } else {
            Received::NewGame
        })
    }

    fn current(&self) -> Option<&GameCopy> {
        self.games.get(self.current?)
    }

    /// Another of the board's games (its instant) whose clock ran at the instant of the last new
    /// incident, which a clock never does: two clocks send as this board (its link opened on two
    /// devices). `None` once the last new incident finds every other game paused, over or gone.
    #[must_use]
    pub fn two_clocks(&self) -> Option<Instant> {
        self.overlap
    }

    /// The game the board plays, as copied and replayed; `None` before its head.
    #[must_use]
    pub fn game(&self) -> Option<&Game> {
        self.current().map(|copy| &copy.game)
    }

    /// The log of the game the board plays, as copied.
    #[must_use]
    pub fn log(&self) -> Option<&IncidentLog> {
        self.current().map(|copy| &copy.log)
    }

    /// The board's other games, in the order first heard of.
    pub fn earlier(&self) -> impl Iterator<Item = &IncidentLog> {
        let current = self.current;
        self.games
            .iter()
            .enumerate()
            .filter(move |(index, _)| Some(*index) != current)
            .map(|(_, copy)| &copy.log)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LogMessage;
    use flagfall_core::{parse_human, Action, Event, GameSettings, Millis, Side};

    /// A 3+2 game started at 1 s, White pressing at 5 s and Black at 9 s.
    fn played() -> Game {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(1_000)).unwrap();
        game.apply(Action::Press, Instant(5_000)).unwrap();
        game.apply(Action::Press, Instant(9_000)).unwrap();
        game
    }

    fn texts(game: &Game) -> Vec<String> {
        LogMessage::all_of(&game.log())
            .into_iter()
            .map(|m| m.text)
            .collect()
    }

    #[test]
    fn a_boards_messages_make_its_game_and_a_resend_changes_nothing() {
        let board = played();
        let mut copy = BoardCopy::new("h");
        let received: Vec<_> = texts(&board).iter().map(|t| copy.receive(t)).collect();
        assert_eq!(
            received,
            [
                Ok(Received::Head),
                Ok(Received::Incident { number: 0 }),
                Ok(Received::Incident { number: 1 }),
                Ok(Received::Incident { number: 2 }),
            ]
        );
        let before = copy.clone();
        for text in texts(&board) {
            assert_eq!(copy.receive(&text), Ok(Received::Again));
        }
        assert_eq!(copy, before);
        assert_eq!(copy.game(), Some(&board));
        assert_eq!(
            copy.game().unwrap().view(Instant(10_000)),
            board.view(Instant(10_000))
        );
    }

    #[test]
    fn what_cannot_be_used_is_refused_and_leaves_the_copy_as_it_was() {
        let board = played();
        let all = texts(&board);
        let mut copy = BoardCopy::new("h");
        assert_eq!(
            copy.receive(&all[1]),
            Err(Ignored::NoHead {
                game: Instant(1_000)
            })
        );
        copy.receive(&all[0]).unwrap();
        assert_eq!(
            copy.receive(&all[2]),
            Err(Ignored::OutOfOrder {
                expected: 0,
                number: 1
            })
        );
        copy.receive(&all[1]).unwrap();
        let before = copy.clone();
        // White's press with a minute more left than it did: its hash no longer links.
        let forged = all[2].replace("\"after\":180000", "\"after\":240000");
        assert_ne!(forged, all[2]);
        assert_eq!(
            copy.receive(&forged),
            Err(Ignored::ChainBroken { number: 1 })
        );
        assert!(matches!(
            copy.receive("{\"game\":1000"),
            Err(Ignored::Malformed(_))
        ));
        assert!(matches!(copy.receive("[1,2]"), Err(Ignored::Malformed(_))));
        assert!(matches!(
            copy.receive("{\"game\":1000,\"n\":1,\"incident\":{\"at\":5000}}"),
            Err(Ignored::Malformed(_))
        ));
        assert_eq!(copy, before);
        assert_eq!(copy.receive(&all[2]), Ok(Received::Incident { number: 1 }));
    }

    #[test]
    fn an_incident_rechained_by_hand_but_not_played_so_is_refused_by_the_replay() {
        let board = played();
        let log = board.log();
        // The forger recomputes the chain over an edited press: the game itself refutes it.
        let mut edited = log.clone();
        let Event::Pressed { after, .. } = &mut edited.incidents[1].event else {
            panic!();
        };
        *after = Millis(236_000);
        let forged = LogMessage::all_of(&edited);
        let mut copy = BoardCopy::new("h");
        copy.receive(&forged[0].text).unwrap();
        copy.receive(&forged[1].text).unwrap();
        assert!(matches!(
            copy.receive(&forged[2].text),
            Err(Ignored::Diverged(LogError::Diverged { index: 1, .. }))
        ));
        assert_eq!(copy.log().map(|l| l.incidents.len()), Some(1));
        assert_eq!(copy.game().map(|g| g.clock().moves(Side::White)), Some(0));
    }

    #[test]
    fn a_game_set_aside_and_resumed_goes_on_in_its_own_copy() {
        let mut first = played();
        let mut second = Game::new(parse_human("5").unwrap(), GameSettings::default());
        second.apply(Action::Start, Instant(60_000)).unwrap();
        let mut copy = BoardCopy::new("h");
        for text in texts(&first).iter().chain(&texts(&second)) {
            copy.receive(text).unwrap();
        }
        assert_eq!(copy.game(), Some(&second));
        // Back to the first game: its next press, and it is the board's game again.
        first.apply(Action::Press, Instant(70_000)).unwrap();
        let next = texts(&first);
        assert_eq!(copy.receive(&next[4]), Ok(Received::Incident { number: 3 }));
        assert_eq!(copy.game(), Some(&first));
        assert_eq!(copy.earlier().collect::<Vec<_>>(), [&second.log()]);
    }

    #[test]
    fn a_new_game_keeps_the_one_before_and_its_late_messages_are_not_new() {
        let first = played();
        let mut second = Game::new(parse_human("5").unwrap(), GameSettings::default());
        second.apply(Action::Start, Instant(60_000)).unwrap();
        let mut copy = BoardCopy::new("h");
        for text in texts(&first) {
            copy.receive(&text).unwrap();
        }
        let next = texts(&second);
        assert_eq!(copy.receive(&next[0]), Ok(Received::NewGame));
        assert_eq!(copy.receive(&next[1]), Ok(Received::Incident { number: 0 }));
        assert_eq!(copy.earlier().collect::<Vec<_>>(), [&first.log()]);
        assert_eq!(copy.receive(&texts(&first)[3]), Ok(Received::Again));
        // An earlier instant names no game the copy holds, until its head comes.
        let unknown = texts(&first)[1].replace("{\"game\":1000", "{\"game\":500");
        assert_eq!(
            copy.receive(&unknown),
            Err(Ignored::NoHead { game: Instant(500) })
        );
        assert_eq!(copy.game(), Some(&second));
    }

    #[test]
    fn two_games_running_at_once_are_two_clocks_on_one_board_and_one_paused_first_is_not() {
        let (mut first, mut second) = (
            played(),
            Game::new(parse_human("5").unwrap(), GameSettings::default()),
        );
        let mut copy = BoardCopy::new("h");
        for text in texts(&first) {
            copy.receive(&text).unwrap();
        }
        // Another device on the same link starts its own game while the first runs.
        second.apply(Action::Start, Instant(20_000)).unwrap();
        for text in texts(&second) {
            copy.receive(&text).unwrap();
        }
        assert_eq!(copy.two_clocks(), Some(Instant(1_000)));
        // The first clock leaves the hall (logged): it runs nowhere the hall sees.
        first
            .apply(
                Action::LeftHall {
                    hall: "h".into(),
                    board: 1,
                },
                Instant(25_000),
            )
            .unwrap();
        copy.receive(&texts(&first)[4]).unwrap();
        assert_eq!(copy.two_clocks(), None);
        second.apply(Action::Press, Instant(30_000)).unwrap();
        copy.receive(&texts(&second)[2]).unwrap();
        assert_eq!(copy.two_clocks(), None);

        // A phone that died mid-game, its link opened on another a while later: one clock.
        let (first, mut second) = (
            played(),
            Game::new(parse_human("5").unwrap(), GameSettings::default()),
        );
        second
            .apply(Action::Start, Instant(9_000 + 16 * 60_000))
            .unwrap();
        let mut copy = BoardCopy::new("h");
        for text in texts(&first).iter().chain(&texts(&second)) {
            copy.receive(text).unwrap();
        }
        assert_eq!(copy.two_clocks(), None);

        // One clock: its game paused as the next begins, then resumed once that one is paused.
        let (mut first, mut second) = (
            played(),
            Game::new(parse_human("5").unwrap(), GameSettings::default()),
        );
        first.apply(Action::Pause, Instant(15_000)).unwrap();
        second.apply(Action::Start, Instant(20_000)).unwrap();
        second.apply(Action::Pause, Instant(40_000)).unwrap();
        first.apply(Action::Resume, Instant(50_000)).unwrap();
        let mut copy = BoardCopy::new("h");
        let (a, b) = (texts(&first), texts(&second));
        for text in a[..5].iter().chain(&b).chain(&a[5..]) {
            copy.receive(text).unwrap();
            assert_eq!(copy.two_clocks(), None);
        }
        assert_eq!(copy.game(), Some(&first));

        // One clock whose wall clock was set back 40 s between its games: the first, paused,
        // was running at the next one's (earlier) instants, but is paused as its log stands.
        let (mut first, mut second) = (
            played(),
            Game::new(parse_human("5").unwrap(), GameSettings::default()),
        );
        first.apply(Action::Pause, Instant(100_000)).unwrap();
        second.apply(Action::Start, Instant(60_000)).unwrap();
        let mut copy = BoardCopy::new("h");
        for text in texts(&first).iter().chain(&texts(&second)) {
            copy.receive(text).unwrap();
        }
        assert_eq!(copy.two_clocks(), None);
    }
}
