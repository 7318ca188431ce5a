//! A board that left a hall: its game's last incident is its leaving of that hall. Only that hall's:
//! a clock that left another one for this hall (another board's link) plays on here.

use flagfall_core::{Event, Incident, Instant};

/// The instant the game of `incidents` left hall `hall`, if its last incident is that leaving.
#[must_use]
pub fn left_hall(incidents: &[Incident], hall: &str) -> Option<Instant> {
    incidents.last().and_then(|last| match &last.event {
        Event::HallLeft { hall: left, .. } if left == hall => Some(last.at),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings};

    #[test]
    fn only_the_leaving_of_this_hall_as_the_last_incident_is_a_board_that_left_it() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(1_000)).unwrap();
        assert_eq!(left_hall(game.incidents(), "a"), None);
        let leaving = Action::LeftHall {
            hall: "a".into(),
            board: 1,
        };
        game.apply(leaving, Instant(2_000)).unwrap();
        assert_eq!(left_hall(game.incidents(), "a"), Some(Instant(2_000)));
        // The hall it went to next sees it play on.
        assert_eq!(left_hall(game.incidents(), "b"), None);
        game.apply(Action::Press, Instant(3_000)).unwrap();
        assert_eq!(left_hall(game.incidents(), "a"), None);
        assert_eq!(left_hall(&[], "a"), None);
    }
}
