//! The game's particulars, as a scoresheet's head gives them: the event, site, round and board, each
//! player's name, rating and federation ID, the arbiter, and the UTC offset where it is played. They
//! are part of the log's opening, so the chain vouches for them as for the settings.

use crate::json::{field, field_or_default, ReadJson};
use crate::{BySide, JsonError, JsonExpected, JsonValue, Side};
use serde::Serialize;

/// One player as the record names them. Everything is optional (empty, or `None`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Player {
    #[serde(skip_serializing_if = "String::is_empty")]
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// The player's ID with their federation or FIDE, as written.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub federation_id: String,
}

/// The game's particulars. Everything is optional; a log writes only what was given.
///
/// ```
/// use flagfall_core::{BySide, GameDetails, Player};
/// let details = GameDetails {
///     event: "Club championship".into(),
///     round: "3".into(),
///     players: BySide::new(
///         Player { name: "Anna".into(), rating: Some(1850), ..Player::default() },
///         Player::default(),
///     ),
///     utc_offset: Some(60),
///     ..GameDetails::default()
/// };
/// assert_eq!(
///     serde_json::to_string(&details)?,
///     r#"{"event":"Club championship","round":"3","players":{"white":{"name":"Anna","rating":1850},"black":{}},"utc_offset":60}"#
/// );
/// assert_eq!(flagfall_core::parse_json::<GameDetails>(&serde_json::to_string(&details)?)?, details);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct GameDetails {
    #[serde(skip_serializing_if = "String::is_empty")]
    pub event: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub site: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub round: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub board: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub arbiter: String,
    #[serde(skip_serializing_if = "GameDetails::nobody")]
    pub players: BySide<Player>,
    /// Minutes east of UTC where the game is played (`60` for UTC+01:00), so every time of day in
    /// the record reads as it did in the hall, wherever it is read later.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub utc_offset: Option<i32>,
}

/// The widest UTC offsets in use, in minutes (UTC-12:00 to UTC+14:00).
pub const UTC_OFFSETS: core::ops::RangeInclusive<i32> = -720..=840;

impl GameDetails {
    /// Details naming only the players.
    #[must_use]
    pub fn named(names: BySide<String>) -> GameDetails {
        GameDetails {
            players: names.map(|name| Player {
                name,
                ..Player::default()
            }),
            ..GameDetails::default()
        }
    }

    /// Each player's name, as typed (empty when none was given).
    #[must_use]
    pub fn names(&self) -> BySide<String> {
        BySide::new(
            self.players[Side::White].name.clone(),
            self.players[Side::Black].name.clone(),
        )
    }

    /// Whether nothing is given.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == GameDetails::default()
    }

    fn nobody(players: &BySide<Player>) -> bool {
        players.white == Player::default() && players.black == Player::default()
    }
}

impl ReadJson for Player {
    fn read_json(value: &JsonValue) -> Result<Player, JsonError> {
        Ok(Player {
            name: field_or_default(value, "name")?,
            rating: field(value, "rating")?,
            federation_id: field_or_default(value, "federation_id")?,
        })
    }
}

impl ReadJson for GameDetails {
    fn read_json(value: &JsonValue) -> Result<GameDetails, JsonError> {
        let players: Option<BySide<Player>> = field(value, "players")?;
        let utc_offset: Option<i64> = field(value, "utc_offset")?;
        let utc_offset = utc_offset
            .map(|minutes| {
                i32::try_from(minutes)
                    .ok()
                    .filter(|minutes| UTC_OFFSETS.contains(minutes))
                    .ok_or_else(|| {
                        JsonError::expected(JsonExpected::UtcOffset).within("utc_offset")
                    })
            })
            .transpose()?;
        Ok(GameDetails {
            event: field_or_default(value, "event")?,
            site: field_or_default(value, "site")?,
            round: field_or_default(value, "round")?,
            board: field_or_default(value, "board")?,
            arbiter: field_or_default(value, "arbiter")?,
            players: players.unwrap_or_default(),
            utc_offset,
        })
    }
}
