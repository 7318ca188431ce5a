//! What the app does, as it opens, with the games the durable journal holds beside the copies in
//! localStorage (which a killed browser may have left minutes behind, or without a game at all):
//! the longer of two copies of a game wins; two that diverge are both kept; a game localStorage lost
//! altogether is put back where it belongs. Pure: `browser::keeper` carries it out.

use crate::model::saved::{read, Read, SavedGame, Unusable};
use flagfall_core::{CopyStanding, Instant};

/// What localStorage holds that a journal's game may be a copy of.
#[derive(Debug, Default)]
pub struct Stored {
    /// The running game: the one the first clock hands over, else localStorage's.
    pub running: Option<SavedGame>,
    /// Whether the first clock hands its game over: a game localStorage lost is then set aside, not
    /// run in its place (the first clock goes on only with a game begun, so one runs).
    pub handed: bool,
    /// The games set aside to resume, under their keys.
    pub aside: Vec<(String, SavedGame)>,
    /// The games filed in the History.
    pub filed: Vec<SavedGame>,
}

/// Where localStorage keeps a copy of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Running,
    Aside(String),
    Filed,
}

/// One thing to do with one of the journal's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// The journal's copy holds more than the one at `place` (which it begins with): it replaces it.
    Replace { place: Place, game: SavedGame },
    /// A game in progress that localStorage lost, while no other runs: the running game again.
    Run(SavedGame),
    /// A game in progress that localStorage lost, while another runs: set aside to resume.
    SetAside(SavedGame),
    /// A finished or abandoned game that localStorage lost: filed in the History.
    File(SavedGame),
    /// The journal's copy and one localStorage holds went different ways: the journal's is set
    /// aside, so that neither is lost.
    Diverged(SavedGame),

    /// Text that is no saved game of this version: set aside as it is, then forgotten by the journal.
    Unusable {
        game: Instant,
        text: String,
        reason: Unusable,
    },
}

/// What to do with each game of the journal (`game`, the instant it began, and its text) given what
/// localStorage holds; nothing for a game both hold alike, or that localStorage holds more of (the
/// next write brings the journal up to date).
pub fn recover(journal: Vec<(Instant, String)>, stored: &Stored) -> Vec<Recovery> {
    let mut runs = stored.handed
        || stored
            .running
            .as_ref()
            .is_some_and(SavedGame::unfinished_on_replay);
    let mut done = Vec::new();
    for (at, text) in journal {
        let game = match read::<SavedGame>(Some(&text)) {
            Read::Found(game) => game,
            Read::Missing => continue,
            Read::Unusable { reason } => {
                done.push(Recovery::Unusable {
                    game: at,
                    text,
                    reason,
                });
                continue;
            }
        };
        let began = game.began();
        let copy = stored
            .running
            .as_ref()
            .filter(|r| r.began() == began)
            .map(|r| (Place::Running, r))
            .or_else(|| {
                let (key, aside) = stored.aside.iter().find(|(_, a)| a.began() == began)?;
                Some((Place::Aside(key.clone()), aside))
            })
            .or_else(|| {
                let filed = stored.filed.iter().find(|f| f.began() == began)?;
                Some((Place::Filed, filed))
            });
        match copy {
            Some((place, copy)) => match game.standing(copy) {
                CopyStanding::Same if game == *copy => {}
                CopyStanding::Same | CopyStanding::Longer => {
                    done.push(Recovery::Replace { place, game })
                }
                CopyStanding::Shorter => {}
                CopyStanding::Diverged => done.push(Recovery::Diverged(game)),
            },
            None if game.abandoned.is_some() || !game.unfinished_on_replay() => {
                done.push(Recovery::File(game));
            }
            None if runs => done.push(Recovery::SetAside(game)),
            None => {
                runs = true;
                done.push(Recovery::Run(game));
            }
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings};

    /// A game of "1" (one minute) started at `at`, with `presses` a second apart after it.
    fn game(at: i64, presses: i64) -> SavedGame {
        let mut game = Game::new(parse_human("1").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(at)).unwrap();
        for i in 1..=presses {
            game.apply(Action::Press, Instant(at + 1_000 * i)).unwrap();
        }
        SavedGame::new(game.log())
    }

    fn over(at: i64) -> SavedGame {
        let mut saved = game(at, 0);
        let mut game = Game::replay(&saved.log).unwrap();
        game.observe(Instant(at + 120_000));
        saved.log = game.log();
        saved
    }

    fn journal(games: &[&SavedGame]) -> Vec<(Instant, String)> {
        games
            .iter()
            .map(|g| (g.began().unwrap(), serde_json::to_string(g).unwrap()))
            .collect()
    }

    #[test]
    fn the_journals_longer_copy_replaces_the_running_game_and_a_shorter_one_changes_nothing() {
        let stored = Stored {
            running: Some(game(0, 3)),
            ..Stored::default()
        };
        assert_eq!(
            recover(journal(&[&game(0, 45)]), &stored),
            vec![Recovery::Replace {
                place: Place::Running,
                game: game(0, 45)
            }]
        );
        assert_eq!(recover(journal(&[&game(0, 2)]), &stored), vec![]);
        assert_eq!(recover(journal(&[&game(0, 3)]), &stored), vec![]);
    }

    #[test]
    fn a_swap_the_journal_kept_and_localstorage_lost_replaces_it() {
        let stored = Stored {
            running: Some(game(0, 3)),
            ..Stored::default()
        };
        let swapped = SavedGame {
            swapped: true,
            ..game(0, 3)
        };
        assert_eq!(
            recover(journal(&[&swapped]), &stored),
            vec![Recovery::Replace {
                place: Place::Running,
                game: swapped
            }]
        );
    }

    #[test]
    fn copies_that_diverge_are_both_kept() {
        let mut other = game(0, 2);
        let mut replayed = Game::replay(&other.log).unwrap();
        replayed.apply(Action::Pause, Instant(2_500)).unwrap();
        other.log = replayed.log();
        let stored = Stored {
            running: Some(game(0, 3)),
            ..Stored::default()
        };
        assert_eq!(
            recover(journal(&[&other]), &stored),
            vec![Recovery::Diverged(other)]
        );
    }

    #[test]
    fn copies_set_aside_and_filed_are_brought_up_to_date_too() {
        let stored = Stored {
            aside: vec![("flagfall.game.aside.9".to_owned(), game(10, 1))],
            filed: vec![game(20, 1)],
            ..Stored::default()
        };
        assert_eq!(
            recover(journal(&[&game(10, 2), &game(20, 2)]), &stored),
            vec![
                Recovery::Replace {
                    place: Place::Aside("flagfall.game.aside.9".to_owned()),
                    game: game(10, 2)
                },
                Recovery::Replace {
                    place: Place::Filed,
                    game: game(20, 2)
                },
            ]
        );
    }

    #[test]
    fn games_localstorage_lost_are_run_set_aside_or_filed() {
        // Nothing stored: the first game in progress runs, the next is set aside, the finished one
        // is filed.
        assert_eq!(
            recover(
                journal(&[&game(0, 1), &game(5_000, 1), &over(90_000)]),
                &Stored::default()
            ),
            vec![
                Recovery::Run(game(0, 1)),
                Recovery::SetAside(game(5_000, 1)),
                Recovery::File(over(90_000)),
            ]
        );
        // Another game runs: the lost one is set aside, not put over it.
        let stored = Stored {
            running: Some(game(1_000_000, 1)),
            ..Stored::default()
        };
        assert_eq!(
            recover(journal(&[&game(0, 1)]), &stored),
            vec![Recovery::SetAside(game(0, 1))]
        );
    }

    #[test]
    fn a_game_localstorage_lost_is_set_aside_when_the_first_clock_hands_over_another() {
        // The first clock's game, not yet started: still the one the link opened.
        let handed = SavedGame::new({
            Game::new(parse_human("3+2").unwrap(), GameSettings::default()).log()
        });
        let stored = Stored {
            running: Some(handed),
            handed: true,
            ..Stored::default()
        };
        assert_eq!(
            recover(journal(&[&game(0, 1)]), &stored),
            vec![Recovery::SetAside(game(0, 1))]
        );
    }

    #[test]
    fn an_abandoned_game_localstorage_lost_is_filed_not_run() {
        let abandoned = SavedGame {
            abandoned: Some(Instant(5_000)),
            ..game(0, 1)
        };
        assert_eq!(
            recover(journal(&[&abandoned]), &Stored::default()),
            vec![Recovery::File(abandoned)]
        );
    }

    #[test]
    fn text_that_is_no_saved_game_of_this_version_is_set_aside_as_it_is() {
        for (text, reason) in [
            (
                "{\"version\":1,".to_owned(),
                read::<SavedGame>(Some("{\"version\":1,")),
            ),
            (
                "{\"version\":2}".to_owned(),
                Read::Unusable {
                    reason: Unusable::OtherVersion {
                        version: 2,
                        current: 1,
                    },
                },
            ),
        ] {
            let Read::Unusable { reason } = reason else {
                panic!("{text} is unusable");
            };
            assert_eq!(
                recover(vec![(Instant(7), text.clone())], &Stored::default()),
                vec![Recovery::Unusable {
                    game: Instant(7),
                    text,
                    reason
                }]
            );
        }
    }
}
