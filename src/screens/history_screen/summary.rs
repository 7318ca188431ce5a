//! A game as the history's rows name it, and when, to the minute.

use crate::browser::time_source::{record_offset, zone_offset_at};
use crate::i18n::player_words::player;
use crate::i18n::{t, tf};
use crate::model::saved::SavedGame;
use crate::model::wall_clock::WallClock;
use crate::record::log_text::result_text;
use flagfall_core::{to_human, Instant, Side};

/// When the game began, its control, the players and the result (or when it was abandoned). Times
/// are in the zone the game was played in, as its record shows them, named when this browser's
/// differs.
pub fn summary(game: &SavedGame) -> String {
    let offset = record_offset(game);
    let played = |at: Instant| {
        let wall = WallClock::at(at, offset);
        let text = wall.minute_text(" ", ":");
        if offset == zone_offset_at(at) {
            text
        } else {
            format!("{text} {}", wall.zone())
        }
    };
    let when = game.began().map_or_else(String::new, played);
    let result = match (game.outcome_on_replay(), game.abandoned) {
        (Some(outcome), _) => result_text(outcome.result, game.log.settings),
        (None, Some(at)) => tf("abandoned at {when}", &[("when", &played(at))]),
        (None, None) => t("not finished").to_owned(),
    };
    format!(
        "{when} · {} · {} – {} · {result}",
        to_human(&game.log.control),
        player(Side::White, &game.names()),
        player(Side::Black, &game.names()),
    )
}

/// `at` as a date and a time to the minute, in the zone of that day.
pub fn minute(at: Instant) -> String {
    WallClock::at(at, zone_offset_at(at)).minute_text(" ", ":")
}
