//! The arbiter takes back the last ruling, or reopens a game the clock decided (a checkmate completed
//! before the flag, FIDE 6.2.1, 5.1.1); each is logged with the game before and after.

use flagfall_core::{
    parse_human, Action, BySide, Event, Game, GameError, GameResult, GameSettings, Millis, Phase,
    Side, Standing,
};

mod support;
use support::{illegal, play, secs};

fn blitz() -> Game {
    let mut g = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    g
}

fn standing(
    white: i64,
    black: i64,
    moves: (u32, u32),
    result: Option<Option<GameResult>>,
) -> Standing {
    Standing {
        times: BySide::new(Millis(white), Millis(black)),
        moves: BySide::new(moves.0, moves.1),
        over: result.is_some(),
        result: result.flatten(),
    }
}

#[test]
fn the_last_ruling_is_undone_and_logged_with_the_game_before_and_after() {
    let mut g = blitz();
    let before = g.clone();
    play(&mut g, &[(illegal(Side::White), secs(11))]);
    assert!(g.can_undo_ruling());
    play(&mut g, &[(Action::UndoRuling, secs(12))]);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::RulingUndone {
            // White reinstated at 2:52 and running a second; Black 3:01 plus a minute.
            before: standing(171_000, 241_000, (0, 0), None),
            // As if the ruling had not been made: White's move stands, and Black's clock runs again
            // with the 3:01 it had at the ruling. The second since, White's thinking after it was
            // reinstated, is nobody's.
            after: standing(174_000, 181_000, (1, 0), None),
        }
    );
    assert_eq!(g.illegal_moves(), BySide::both(0));
    assert_eq!(g.view(secs(12)).sides, before.view(secs(11)).sides);
    assert_eq!(g.clock().running(secs(12)), Some(Side::Black));
    assert!(!g.can_undo_ruling());
    assert_eq!(
        g.apply(Action::UndoRuling, secs(13)),
        Err(GameError::NoRulingToUndo)
    );
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn a_ruling_that_ended_the_game_is_undone_and_play_goes_on() {
    let mut g = blitz();
    play(
        &mut g,
        &[
            (
                Action::End {
                    result: Some(GameResult::WhiteWins),
                    reason: "resigned".into(),
                },
                secs(11),
            ),
            (
                Action::Note {
                    text: "wrong board".into(),
                },
                secs(12),
            ),
            (Action::UndoRuling, secs(13)),
        ],
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(g.clock().running(secs(13)), Some(Side::Black));
    // The game was over from 0:11 to 0:13, its clock stopped: Black's runs again from the undo with
    // the 3:01 it had at the ruling.
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::RulingUndone {
            before: standing(174_000, 181_000, (1, 0), Some(Some(GameResult::WhiteWins))),
            after: standing(174_000, 181_000, (1, 0), None),
        }
    );
    assert_eq!(g.view(secs(14)).sides.black.main, Millis(180_000));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
    // A log written while the undo let the stopped time run on replays as it was written.
    let mut log = g.log();
    if let Some(Event::RulingUndone { after, .. }) = log.incidents.last_mut().map(|i| &mut i.event)
    {
        after.times.black = Millis(179_000);
    }
    let replayed = Game::replay(&log).unwrap();
    assert_eq!(replayed.view(secs(13)).sides.black.main, Millis(179_000));
    assert_eq!(replayed.incidents(), log.incidents);
}

#[test]
fn only_the_last_ruling_is_undone_and_only_before_play_goes_on() {
    let adjust = Action::Adjust {
        side: Side::White,
        delta: Millis::from_secs(10),
    };
    let mut g = blitz();
    play(
        &mut g,
        &[(adjust.clone(), secs(11)), (Action::Press, secs(12))],
    );
    assert_eq!(
        g.apply(Action::UndoRuling, secs(13)),
        Err(GameError::NoRulingToUndo)
    );
    let mut twice = blitz();
    play(
        &mut twice,
        &[
            (adjust.clone(), secs(11)),
            (adjust, secs(12)),
            (Action::UndoRuling, secs(13)),
        ],
    );
    assert_eq!(
        twice.clock().remaining(Side::White, secs(13)),
        Millis(184_000)
    );
    assert_eq!(
        twice.apply(Action::UndoRuling, secs(14)),
        Err(GameError::NoRulingToUndo)
    );
}

#[test]
fn fide_5_1_1_a_game_the_flag_decided_is_reopened_for_a_checkmate_completed_before_it() {
    let mut g = blitz();
    // Black's flag falls at 3:12 (3:02 from White's press at 0:10).
    g.observe(secs(200));
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::WhiteWins));
    play(&mut g, &[(Action::Reopen, secs(210))]);
    assert_eq!(
        g.incidents().last().unwrap().event,
        Event::Reopened {
            before: standing(174_000, 0, (1, 0), Some(Some(GameResult::WhiteWins))),
            after: standing(174_000, 0, (1, 0), None),
        }
    );
    assert_eq!(
        g.view(secs(210)).phase,
        Phase::Paused {
            side: Side::Black,
            at: secs(210)
        }
    );
    assert_eq!(g.clock().flag(Side::Black, secs(210)), None);
    // Black's mate came before the flag.
    play(
        &mut g,
        &[(
            Action::End {
                result: Some(GameResult::BlackWins),
                reason: "checkmate completed before the flag (FIDE 5.1.1, 6.2.1)".into(),
            },
            secs(220),
        )],
    );
    assert_eq!(g.outcome().unwrap().result, Some(GameResult::BlackWins));
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn only_a_game_the_clock_decided_can_be_reopened() {
    let mut running = blitz();
    assert_eq!(
        running.apply(Action::Reopen, secs(11)),
        Err(GameError::NotDecidedByClock)
    );
    let mut ended = blitz();
    play(
        &mut ended,
        &[(
            Action::End {
                result: Some(GameResult::Draw),
                reason: "agreed".into(),
            },
            secs(11),
        )],
    );
    assert_eq!(
        ended.apply(Action::Reopen, secs(12)),
        Err(GameError::NotDecidedByClock)
    );
}

#[test]
fn a_reopened_game_whose_clock_is_set_again_plays_on() {
    let mut g = blitz();
    g.observe(secs(200));
    play(
        &mut g,
        &[
            (Action::Reopen, secs(210)),
            (
                Action::SetTime {
                    side: Side::Black,
                    time: Millis::from_secs(30),
                },
                secs(210),
            ),
            (Action::Resume, secs(220)),
            (Action::Press, secs(225)),
        ],
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(g.clock().remaining(Side::Black, secs(225)), Millis(27_000));
}
