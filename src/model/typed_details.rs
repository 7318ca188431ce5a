//! The game details as the set-up screen takes them (event, site, round, board, arbiter, each
//! player's name, rating and ID) and as a new game carries them. Pure.

use flagfall_core::{GameDetails, Player, Side};

/// A text among the details the set-up screen takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DetailText {
    Event,
    Site,
    Round,
    Board,
    Arbiter,
    FederationId(Side),
}

impl DetailText {
    /// The text in `details`.
    pub fn of(self, details: &GameDetails) -> &String {
        match self {
            DetailText::Event => &details.event,
            DetailText::Site => &details.site,
            DetailText::Round => &details.round,
            DetailText::Board => &details.board,
            DetailText::Arbiter => &details.arbiter,
            DetailText::FederationId(side) => &details.players[side].federation_id,
        }
    }

    /// The text in `details`, to change.
    pub fn of_mut(self, details: &mut GameDetails) -> &mut String {
        match self {
            DetailText::Event => &mut details.event,
            DetailText::Site => &mut details.site,
            DetailText::Round => &mut details.round,
            DetailText::Board => &mut details.board,
            DetailText::Arbiter => &mut details.arbiter,
            DetailText::FederationId(side) => &mut details.players[side].federation_id,
        }
    }
}

/// The highest rating taken: above any rating list's top.
pub const RATING_LIMIT: u32 = 4000;

/// A rating as typed: `Some(None)` for none (nothing typed), `Some(Some(r))` for a whole number up to
/// [`RATING_LIMIT`], `None` for anything else.
pub fn typed_rating(text: &str) -> Option<Option<u32>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(None);
    }
    text.parse()
        .ok()
        .filter(|rating| *rating <= RATING_LIMIT)
        .map(Some)
}

/// The details typed on the set-up screen as a new game carries them: each text without the spaces
/// around it, and the UTC offset where it is played.
pub fn game_details(typed: &GameDetails, utc_offset: i32) -> GameDetails {
    let trimmed = |text: &String| text.trim().to_owned();
    GameDetails {
        event: trimmed(&typed.event),
        site: trimmed(&typed.site),
        round: trimmed(&typed.round),
        board: trimmed(&typed.board),
        arbiter: trimmed(&typed.arbiter),
        players: typed.players.clone().map(|player| Player {
            name: trimmed(&player.name),
            rating: player.rating,
            federation_id: trimmed(&player.federation_id),
        }),
        utc_offset: Some(utc_offset),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::BySide;

    #[test]
    fn a_rating_is_nothing_or_a_whole_number_up_to_the_limit() {
        assert_eq!(typed_rating(" "), Some(None));
        assert_eq!(typed_rating(" 1850 "), Some(Some(1850)));
        assert_eq!(typed_rating("4000"), Some(Some(4000)));
        for wrong in ["4001", "-5", "18.5", "abc", "99999999999"] {
            assert_eq!(typed_rating(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn a_new_game_carries_the_details_trimmed_with_its_utc_offset() {
        let typed = GameDetails {
            event: " Club night ".into(),
            round: "3 ".into(),
            players: BySide::new(
                Player {
                    name: " Anna".into(),
                    rating: Some(1850),
                    federation_id: " 1503014 ".into(),
                },
                Player::default(),
            ),
            ..GameDetails::default()
        };
        assert_eq!(
            game_details(&typed, -300),
            GameDetails {
                event: "Club night".into(),
                round: "3".into(),
                players: BySide::new(
                    Player {
                        name: "Anna".into(),
                        rating: Some(1850),
                        federation_id: "1503014".into(),
                    },
                    Player::default(),
                ),
                utc_offset: Some(-300),
                ..GameDetails::default()
            }
        );
    }
}
