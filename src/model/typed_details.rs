//! The game details as the set-up screen takes them (event, site, round, board, arbiter, each
//! player's name, rating and ID) and as a new game carries them. Pure.

use flagfall_core::{GameDetails, Side};
// How a new game carries them: the first clock makes its game with it too.
pub use flagfall_page::game_details;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_nothing_or_a_whole_number_up_to_the_limit() {
        assert_eq!(typed_rating(" "), Some(None));
        assert_eq!(typed_rating(" 1850 "), Some(Some(1850)));
        assert_eq!(typed_rating("4000"), Some(Some(4000)));
        for wrong in ["4001", "-5", "18.5", "abc", "99999999999"] {
            assert_eq!(typed_rating(wrong), None, "{wrong}");
        }
    }
}
