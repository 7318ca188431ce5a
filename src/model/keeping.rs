//! What is kept of a game, and when, decided: after every change the running game's text, and once
//! it is over the game filed in the History too; a game in progress that must make room for another
//! (a link's game, a game resumed) is filed if a flag ended it meanwhile, else paused and set aside.
//! Pure: `browser::keeper` writes what this decides; `i18n::notice_words` tells the player.

use crate::model::saved::{SavedGame, SavedText};
use crate::model::session::Session;
use flagfall_core::{to_human, Action, GameError, Instant, JournalEntry};

/// What is written after a change of the game.
#[derive(Debug, PartialEq, Eq)]
pub struct GameWrite<'a> {
    /// The running game, as stored.
    pub running: &'a str,
    /// The game to file in the History: the game itself, once it is over.
    pub filed: Option<SavedGame>,
}

/// Follows the running game from one change to the next, so that each write costs what changed.
#[derive(Debug, Default)]
pub struct Keeping {
    text: SavedText,
}

impl Keeping {
    /// What to write now that `session` is as it is.
    pub fn write(&mut self, session: &Session) -> GameWrite<'_> {
        let filed = session.game.outcome().is_some().then(|| session.to_saved());
        GameWrite {
            running: self.text.update(
                &session.details,
                session.seating.is_swapped(),
                session.lock,
                &session.game,
            ),
            filed,
        }
    }

    /// What the last [`Keeping::write`] added to the game, for the journal.
    pub fn journal_entry(&self) -> Option<JournalEntry<'_>> {
        self.text.journal_entry()
    }

    /// Makes the next write hold the whole game, head included (a journal write failed, leaving a
    /// gap).
    pub fn start_afresh(&mut self) {
        self.text = SavedText::default();
    }
}

/// Where a game in progress goes to make room for another.
#[derive(Debug, PartialEq, Eq)]
pub enum Room {
    /// A flag ended it: stored as the running game, and filed in the History.
    File(SavedGame),
    /// Paused (no time is charged while it waits) and set aside, to resume.
    Aside(SavedGame),
}

/// Where `running`, observed at `now` (a flag may have fallen since its last incident), goes to make
/// room for another game. `running` keeps its clock running: a refused write leaves it as it was.
pub fn make_room(running: &mut Session, now: Instant) -> Result<Room, GameError> {
    running.observe(now);
    if running.game.outcome().is_some() {
        return Ok(Room::File(running.to_saved()));
    }
    let mut paused = running.clone();
    if paused.is_running(now) {
        paused.apply(Action::Pause, now)?;
    }
    Ok(Room::Aside(paused.to_saved()))
}

/// How a player leaves a game in play for another screen: either way its whole log is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftAs {
    /// Paused and set aside, to resume from the History.
    Aside,
    /// Paused and filed in the History as abandoned, with the instant it was left.
    Abandoned,
}

/// Where `running`, left `as_` the player chose at `now`, goes: filed as it is if a flag ended it
/// meanwhile, else paused and set aside or filed as abandoned. `running` itself is left as it was.
pub fn leave(running: &mut Session, as_: LeftAs, now: Instant) -> Result<Room, GameError> {
    Ok(match (make_room(running, now)?, as_) {
        (Room::Aside(saved), LeftAs::Abandoned) => Room::File(SavedGame {
            abandoned: Some(now),
            ..saved
        }),
        (room, _) => room,
    })
}

/// What became of the game in progress as another took its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    /// Paused and set aside, to resume.
    SetAside,
    /// A flag had ended it: filed in the History.
    Filed,
    /// Paused and filed in the History as abandoned, as the player chose.
    Abandoned,
}

/// The two games between which a link opened over a game in progress asks to choose.
pub struct LinkAsked {
    pub running: Session,
    pub linked: Box<Session>,
}

impl LinkAsked {
    /// The controls the question names: the running game's as it stands, the link's.
    pub fn controls(&self) -> (String, String) {
        (
            to_human(self.running.game.control()),
            to_human(self.linked.game.control()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::tests::session;
    use flagfall_core::{Event, GameResult, Phase, Side};

    #[test]
    fn a_game_is_written_whole_each_time_and_filed_only_once_it_is_over() {
        let mut s = session("1");
        let mut keeping = Keeping::default();
        let first = keeping.write(&s);
        assert_eq!(first.filed, None);
        assert_eq!(first.running, serde_json::to_string(&s.to_saved()).unwrap());
        s.apply(Action::Start, Instant(0)).unwrap();
        s.observe(Instant(60_000));
        let over = keeping.write(&s);
        assert_eq!(over.running, serde_json::to_string(&s.to_saved()).unwrap());
        assert_eq!(over.filed, Some(s.to_saved()));
    }

    #[test]
    fn a_running_game_making_room_is_set_aside_paused_and_itself_runs_on() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        let Ok(Room::Aside(aside)) = make_room(&mut s, Instant(5_000)) else {
            panic!("set aside");
        };
        assert_eq!(
            aside.log.incidents.last().map(|i| (i.at, &i.event)),
            Some((Instant(5_000), &Event::Paused { side: Side::White }))
        );
        assert!(matches!(s.game.clock().phase(), Phase::Running { .. }));
    }

    #[test]
    fn a_game_making_room_before_its_start_is_set_aside_as_it_is() {
        let mut s = session("3+2");
        assert_eq!(
            make_room(&mut s, Instant(5_000)),
            Ok(Room::Aside(s.to_saved()))
        );
    }

    #[test]
    fn a_game_whose_flag_fell_while_it_waited_is_filed_not_set_aside() {
        let mut s = session("1");
        s.apply(Action::Start, Instant(0)).unwrap();
        let room = make_room(&mut s, Instant(90_000));
        assert_eq!(
            s.game.outcome().map(|o| o.result),
            Some(Some(GameResult::BlackWins))
        );
        assert_eq!(room, Ok(Room::File(s.to_saved())));
    }

    #[test]
    fn a_game_left_is_set_aside_paused_or_filed_paused_as_abandoned_at_the_instant_it_was_left() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        let Ok(Room::Aside(aside)) = leave(&mut s, LeftAs::Aside, Instant(5_000)) else {
            panic!("set aside");
        };
        assert_eq!(aside.abandoned, None);
        assert_eq!(
            leave(&mut s, LeftAs::Abandoned, Instant(5_000)),
            Ok(Room::File(SavedGame {
                abandoned: Some(Instant(5_000)),
                ..aside
            }))
        );
    }

    #[test]
    fn a_game_a_flag_ended_before_it_was_left_is_filed_as_it_ended_not_as_abandoned() {
        let mut s = session("1");
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            leave(&mut s, LeftAs::Abandoned, Instant(90_000)),
            Ok(Room::File(s.to_saved()))
        );
    }

    #[test]
    fn the_question_names_both_controls() {
        let mut running = session("3+2");
        running.apply(Action::Start, Instant(0)).unwrap();
        let asked = LinkAsked {
            running,
            linked: Box::new(session("90/40+30, 30+30")),
        };
        assert_eq!(
            asked.controls(),
            ("3+2".to_owned(), "90/40+30, 30+30".to_owned())
        );
    }
}
