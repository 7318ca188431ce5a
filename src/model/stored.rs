//! Where the app keeps its data in this browser's storage, and what becomes of data it cannot use:
//! the keys, the keys data is set aside under and what each holds, and where the stored running game
//! goes when a game set aside is resumed. Pure: `browser::storage` reads and writes what this
//! decides, and `i18n::saving_words` says it.

use crate::model::saved::{Read, SavedGame};
use flagfall_core::Instant;
use flagfall_hall::{HallLink, HallRole};

/// The running or last game (the first clock writes it too).
pub const GAME_KEY: &str = flagfall_core::SavedGame::KEY;
/// The user's saved controls.
pub const CONTROLS_KEY: &str = "flagfall.controls";
/// Finished games with their logs.
pub const HISTORY_KEY: &str = "flagfall.history";
/// What one game of the History that could not be read is set aside from (the History keeps the
/// others; nothing is ever stored under this key itself).
pub const HISTORY_GAME_KEY: &str = "flagfall.history.game";
/// The hall this clock joined as a board: its link's query and fragment (absent: in no hall).
pub const HALL_KEY: &str = flagfall_page::HALL_KEY;
/// The games of this clock the hall has not all of yet, as their instants (see
/// [`unsent_games`]): a page opened again sends them whole.
pub const HALL_UNSENT_KEY: &str = "flagfall.hall.unsent";
/// The set-up choices last used (rulebook, names, options).
pub const PREFS_KEY: &str = flagfall_page::Prefs::KEY;
/// What a game from the durable journal that could not be used is set aside from (nothing is ever
/// stored under this key itself).
pub const JOURNAL_KEY: &str = "flagfall.journal";

/// What the app keeps under one of its keys, for the player to recognise when it is set aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    RunningGame,
    History,
    /// One game of the History.
    HistoryGame,
    Controls,
    Prefs,
    JournalGame,
    /// A game in progress set aside to resume.
    PausedGame,
}

impl Holding {
    /// What the app keeps under `key`; `None` for a key whose data it never sets aside.
    #[must_use]
    pub fn of(key: &str) -> Option<Holding> {
        Some(match key {
            GAME_KEY => Holding::RunningGame,
            HISTORY_KEY => Holding::History,
            HISTORY_GAME_KEY => Holding::HistoryGame,
            CONTROLS_KEY => Holding::Controls,
            PREFS_KEY => Holding::Prefs,
            JOURNAL_KEY => Holding::JournalGame,
            _ => return None,
        })
    }
}

/// Whose list of unsent games a text kept is: `link`'s hall and board ("r1/3").
fn unsent_owner(link: &HallLink) -> String {
    let board = match link.role {
        HallRole::Board(board) => board,
        HallRole::Arbiter | HallRole::Spectators => 0,
    };
    format!("{}/{board}", link.hall)
}

/// The text kept under [`HALL_UNSENT_KEY`] for `games` unsent to `link`'s board: its hall and
/// board, a space, then the games' instants, comma-separated.
#[must_use]
pub fn unsent_text(link: &HallLink, games: &[Instant]) -> String {
    let games: Vec<String> = games.iter().map(|game| game.0.to_string()).collect();
    format!("{} {}", unsent_owner(link), games.join(","))
}

/// The games a text kept under [`HALL_UNSENT_KEY`] names as unsent to `link`'s board: none when it
/// is another's; what is not an instant is skipped (at worst a game the hall has is sent again, and
/// stored once).
#[must_use]
pub fn unsent_games(text: &str, link: &HallLink) -> Vec<Instant> {
    match text.split_once(' ') {
        Some((kept, games)) if kept == unsent_owner(link) => games
            .split(',')
            .filter_map(|game| game.trim().parse().ok().map(Instant))
            .collect(),
        _ => Vec::new(),
    }
}

/// Why data goes under a key of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Data the app could not use, kept for the player to export or delete.
    Unusable,
    /// A game in progress the player set aside (to start a link's game), to resume.
    Paused,
}

impl Mark {
    /// What the key set aside adds to the key the data came from, before the instant.
    const fn infix(self) -> &'static str {
        match self {
            Mark::Unusable => ".set-aside.",
            Mark::Paused => ".aside.",
        }
    }
}

/// What a key set aside holds, read from the key itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Aside {
    /// Unusable data that was stored under `from`.
    Unusable { from: String },
    /// A game in progress set aside, to resume ([`Mark::Paused`], only ever from [`GAME_KEY`]).
    Game,
}

impl Aside {
    /// What `key` holds and since when, if it is a key set aside.
    #[must_use]
    pub fn of(key: &str) -> Option<(Aside, Instant)> {
        let (aside, since) = match key.split_once(Mark::Unusable.infix()) {
            Some((from, since)) => (
                Aside::Unusable {
                    from: from.to_owned(),
                },
                since,
            ),
            None => (
                Aside::Game,
                key.strip_prefix(GAME_KEY)?
                    .strip_prefix(Mark::Paused.infix())?,
            ),
        };
        Some((aside, Instant(since.parse().ok()?)))
    }

    /// What the player is told it holds; `None` for a readable game to resume, which is no data
    /// kept aside but a game the History offers to resume, and for a key the app does not know.
    #[must_use]
    pub fn holding(&self, readable: bool) -> Option<Holding> {
        match self {
            Aside::Unusable { from } => Holding::of(from),
            Aside::Game => (!readable).then_some(Holding::PausedGame),
        }
    }
}

/// The key to set `key`'s data aside under for `mark` at `at`: the first instant from `at` on
/// whose key is not `taken`, as two set aside within a millisecond must not share a key.
pub fn aside_key(key: &str, mark: Mark, at: Instant, taken: impl Fn(&str) -> bool) -> String {
    let mut at = at.0;
    loop {
        let aside = format!("{key}{}{at}", mark.infix());
        if !taken(&aside) {
            return aside;
        }
        at = at.saturating_add(1);
    }
}

/// The keys set aside among `keys`, with what each holds and since when, the newest first.
pub fn asides(keys: impl IntoIterator<Item = String>) -> Vec<(String, Aside, Instant)> {
    let mut asides: Vec<(String, Aside, Instant)> = keys
        .into_iter()
        .filter_map(|key| {
            let (aside, since) = Aside::of(&key)?;
            Some((key, aside, since))
        })
        .collect();
    asides.sort_unstable_by(|a, b| b.2.cmp(&a.2).then_with(|| a.0.cmp(&b.0)));
    asides
}

/// Where the stored running game goes when a game set aside is resumed in its place. Nothing is
/// lost: only a game the History already holds may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Displaced {
    /// Nothing is stored, or a game with nothing in it, or one the History holds as it is.
    Nothing,
    /// A game in progress: set aside in its turn, to resume.
    Paused,
    /// Unreadable, or a finished game the History lacks: set aside as data that could not be used.
    Unusable,
}

/// Where the running game stored as `running` goes when another is resumed; `filed` says whether
/// the History holds a finished game as it is.
pub fn displaced(
    running: Option<Read<SavedGame>>,
    filed: impl FnOnce(&SavedGame) -> bool,
) -> Displaced {
    match running {
        None | Some(Read::Missing) => Displaced::Nothing,
        Some(Read::Found(running)) if running.unfinished_on_replay() => Displaced::Paused,
        Some(Read::Found(running)) if running.log.incidents.is_empty() || filed(&running) => {
            Displaced::Nothing
        }
        Some(Read::Found(_) | Read::Unusable { .. }) => Displaced::Unusable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_unsent_to_a_hall_read_back_for_its_board_only_and_damage_drops_only_what_is_damaged(
    ) {
        let board = |hall: &str, board: u16| {
            let query = format!("?hall={hall}&board={board}&broker=ws%3A%2F%2Fh");
            flagfall_hall::parse_hall_link(&query, "#key=k")
                .unwrap()
                .unwrap()
        };
        let games = [Instant(1_000), Instant(-5), Instant(i64::MAX)];
        let text = unsent_text(&board("r1", 3), &games);
        assert_eq!(text, "r1/3 1000,-5,9223372036854775807");
        assert_eq!(unsent_games(&text, &board("r1", 3)), games);
        // Another hall's, or another board's: none of this one's.
        assert_eq!(unsent_games(&text, &board("r2", 3)), []);
        assert_eq!(unsent_games(&text, &board("r1", 4)), []);
        assert_eq!(unsent_games("", &board("r1", 3)), []);
        assert_eq!(unsent_games("1000,7", &board("r1", 3)), []);
        assert_eq!(
            unsent_games("r1/3 12,x,99999999999999999999, 7", &board("r1", 3)),
            [Instant(12), Instant(7)]
        );
    }
    use crate::model::saved::Unusable;
    use flagfall_core::{parse_human, Action, Game, GameSettings, JsonError, JsonExpected};

    #[test]
    fn keys_set_aside_are_read_back_as_what_they_hold_and_since_when() {
        assert_eq!(
            Aside::of("flagfall.game.set-aside.1700000000000"),
            Some((
                Aside::Unusable {
                    from: GAME_KEY.to_owned()
                },
                Instant(1_700_000_000_000)
            ))
        );
        assert_eq!(
            Aside::of("flagfall.history.set-aside.5"),
            Some((
                Aside::Unusable {
                    from: HISTORY_KEY.to_owned()
                },
                Instant(5)
            ))
        );
        assert_eq!(
            Aside::of("flagfall.game.aside.1700000000000"),
            Some((Aside::Game, Instant(1_700_000_000_000)))
        );
        for other in [
            GAME_KEY,
            "flagfall.controls.aside.5",
            "flagfall.game.aside.soon",
            "flagfall.game.set-aside.",
        ] {
            assert_eq!(Aside::of(other), None, "{other}");
        }
    }

    #[test]
    fn a_key_set_aside_names_what_it_holds_and_a_readable_paused_game_is_none() {
        let unusable = |from: &str| Aside::Unusable {
            from: from.to_owned(),
        };
        assert_eq!(unusable(PREFS_KEY).holding(false), Some(Holding::Prefs));
        assert_eq!(
            unusable(JOURNAL_KEY).holding(false),
            Some(Holding::JournalGame)
        );
        assert_eq!(unusable("someone.else").holding(false), None);
        assert_eq!(Aside::Game.holding(false), Some(Holding::PausedGame));
        assert_eq!(Aside::Game.holding(true), None);
    }

    #[test]
    fn a_key_set_aside_steps_past_the_keys_taken_in_the_same_millisecond() {
        let taken = ["flagfall.game.aside.7", "flagfall.game.aside.8"];
        assert_eq!(
            aside_key(GAME_KEY, Mark::Paused, Instant(7), |key| taken
                .contains(&key)),
            "flagfall.game.aside.9"
        );
        assert_eq!(
            aside_key(HISTORY_KEY, Mark::Unusable, Instant(7), |key| taken
                .contains(&key)),
            "flagfall.history.set-aside.7"
        );
    }

    #[test]
    fn asides_are_listed_newest_first_and_other_keys_left_out() {
        let keys = [
            "flagfall.game.aside.5",
            GAME_KEY,
            "flagfall.prefs.set-aside.9",
            "flagfall.history.set-aside.5",
        ]
        .map(str::to_owned);
        assert_eq!(
            asides(keys)
                .into_iter()
                .map(|(key, _, since)| (key, since.0))
                .collect::<Vec<_>>(),
            [
                ("flagfall.prefs.set-aside.9".to_owned(), 9),
                ("flagfall.game.aside.5".to_owned(), 5),
                ("flagfall.history.set-aside.5".to_owned(), 5),
            ]
        );
    }

    #[test]
    fn a_resumed_game_displaces_a_game_in_progress_to_resume_and_keeps_anything_unfiled() {
        let saved = |game: &Game| SavedGame::new(game.log());
        let mut game = Game::new(parse_human("1").unwrap(), GameSettings::default());
        assert_eq!(displaced(None, |_| false), Displaced::Nothing);
        assert_eq!(
            displaced(Some(Read::Missing), |_| false),
            Displaced::Nothing
        );
        assert_eq!(
            displaced(Some(Read::Found(saved(&game))), |_| false),
            Displaced::Nothing,
            "nothing in it"
        );
        game.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            displaced(Some(Read::Found(saved(&game))), |_| true),
            Displaced::Paused
        );
        game.observe(Instant(60_000));
        assert_eq!(
            displaced(Some(Read::Found(saved(&game))), |_| true),
            Displaced::Nothing,
            "finished and filed"
        );
        assert_eq!(
            displaced(Some(Read::Found(saved(&game))), |_| false),
            Displaced::Unusable,
            "finished, not filed"
        );
        let damaged = Read::Unusable {
            reason: Unusable::Damaged(JsonError::expected(JsonExpected::Object)),
        };
        assert_eq!(displaced(Some(damaged), |_| true), Displaced::Unusable);
    }
}
