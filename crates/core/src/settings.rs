//! How the event is run, as a game and its log carry it.

use crate::{Millis, Rulebook, Timer};
use serde::Serialize;

/// How the event is run: the rulebook and what the organisers announced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct GameSettings {
    pub rulebook: Rulebook,
    /// FIDE Guidelines III were announced for the event (III.2.1).
    pub guidelines_iii: bool,
    /// Rapid or blitz play is adequately supervised (FIDE A.4 / B.2), so the Competition Rules apply in
    /// full; otherwise A.5 / B.3 apply, and an illegal move can only be penalised before the opponent's
    /// next move (A.5.2).
    pub supervised: bool,
    /// Let the other clock run on after a first flag in modes without increment (see [`ClockOptions`](crate::ClockOptions)).
    pub run_on_after_flag: bool,
    /// The default time the event set (FIDE 6.7.1; see [`Rulebook::default_time`]): a player not
    /// present this long after the start loses. `None`: presence is not tracked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default_time: Option<Millis>,
    /// The game is an Armageddon: a draw counts as a win for Black ([`GameResult::winner`](crate::GameResult::winner)).
    /// Written only when set, so that logs written before it keep their opening's hash.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub armageddon: bool,
    /// US Chess 5F: the clock used where it is not the standard timer; its control was set for it.
    /// Written only when not the standard one.
    #[serde(skip_serializing_if = "Timer::is_standard")]
    pub timer: Timer,
    /// US Chess Variation 14H is in force: a player in sudden death with two minutes or less may
    /// claim insufficient losing chances. Written only when set.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub ilc: bool,
}
