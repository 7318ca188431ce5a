//! The set-up choices kept for the next game (`flagfall.prefs`): read by the app and by the first
//! clock, which opens a link on a returning visit with them, as the app would.

use crate::{FeedbackSettings, Theme};
use flagfall_core::{
    field, field_or_default, ArbiterLock, GameDetails, GameSettings, Instant, JsonError, JsonValue,
    Link, Player, ReadJson, SCHEMA_VERSION,
};
use serde::Serialize;

/// The set-up choices last used, so the next game starts from them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Prefs {
    pub version: u32,
    pub settings: GameSettings,
    /// The game details last given (event, site, round, board, arbiter, the players), for the next
    /// game; the UTC offset is the game's own, not kept.
    pub details: GameDetails,
    /// The arbiter's lock for the next games: only the hash of the PIN is kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock: Option<ArbiterLock>,
    /// When the last wrong PINs for that lock were typed on the set-up screen (at most
    /// [`ArbiterLock::ATTEMPTS`]), so that a reload does not reset their count.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub wrong_pins: Vec<Instant>,
    /// The notation last typed or chosen (human or PGN). It is kept even when it does not parse, so
    /// nothing typed is lost, and the set-up screen then says why.
    pub notation: String,
    pub feedback: FeedbackSettings,
    pub theme: Theme,
}

impl Prefs {
    /// Where they are kept in storage.
    pub const KEY: &'static str = "flagfall.prefs";

    /// Counts a wrong PIN typed at `at` for the lock kept; only the last
    /// [`ArbiterLock::ATTEMPTS`] are kept, as only they count.
    pub fn count_wrong_pin(&mut self, at: Instant) {
        self.wrong_pins.push(at);
        let older = self.wrong_pins.len().saturating_sub(ArbiterLock::ATTEMPTS);
        self.wrong_pins.drain(..older);
    }

    /// The settings of the game `link` opens: its rulebook (FIDE 2023 when it names none) over the
    /// one kept, every other setting as kept.
    pub fn settings_for(&self, link: &Link) -> GameSettings {
        GameSettings {
            rulebook: link.rulebook,
            ..self.settings
        }
    }
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            version: SCHEMA_VERSION,
            settings: GameSettings::default(),
            details: GameDetails::default(),
            lock: None,
            wrong_pins: Vec::new(),
            notation: "3+2".to_owned(),
            feedback: FeedbackSettings::default(),
            theme: Theme::default(),
        }
    }
}

impl ReadJson for Prefs {
    fn read_json(value: &JsonValue) -> Result<Prefs, JsonError> {
        Ok(Prefs {
            version: field(value, "version")?,
            settings: field(value, "settings")?,
            details: match value.get("details") {
                Some(_) => field(value, "details")?,
                // Kept before the other details were: the names alone.
                None => GameDetails::named(field_or_default(value, "names")?),
            },
            lock: field(value, "lock")?,
            wrong_pins: field_or_default(value, "wrong_pins")?,
            notation: field_or_default(value, "notation")?,
            feedback: field_or_default(value, "feedback")?,
            theme: field_or_default(value, "theme")?,
        })
    }
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
