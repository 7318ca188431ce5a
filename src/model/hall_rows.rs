//! The arbiter's hall as rows: every board heard from, its clock as the board's own faces show it at
//! the board's instant (the hall's clock read through the offsets), and what it needs from the
//! arbiter; sorted so that what needs the arbiter comes first. Pure.

use crate::model::face_values::{faces_of, FaceDisplay};
use crate::model::saved::SavedGame;
use flagfall_core::{
    to_human, BySide, Game, GameResult, GameSettings, IncidentLog, Instant, Millis, Phase, Side,
};
use flagfall_hall::{left_hall, HallCopy};

/// What a board needs from the arbiter, most pressing first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Need {
    /// A flag is down and the game goes on, or its flag waits for an answer.
    Flag,
    /// Two clocks send as this board (its link opened on two devices): the row shows the game
    /// that moved last, and the arbiter has one of them leave.
    TwoClocks,
    /// The game ended with its result left to give (the designated arbiter's, Guidelines III.6).
    ResultPending,
    /// The clock is paused in a game in play: the arbiter was called, or a ruling is under way.
    Paused,
    /// A player has not arrived and the default time runs (FIDE 6.7).
    Absent,
    /// The side to move is in low time.
    LowTime,
    Playing,
    /// The clock left the hall in a game in play: its times as they stood then.
    Left,
    NotStarted,
    Finished,
}

/// One board as the hall shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    pub board: u16,
    pub names: BySide<String>,
    /// The control the game started with, as typed.
    pub control: String,
    pub faces: BySide<FaceDisplay>,
    /// The side whose clock runs, or who is to move on a paused clock.
    pub to_move: Option<Side>,
    pub need: Need,
    /// The result once the game is decided (`None` also for a game ended without one).
    pub result: Option<GameResult>,
    pub finished: bool,
    pub settings: GameSettings,
    /// The incidents of its game copied so far.
    pub incidents: usize,
}

/// The rows of every board of `hall` at the hall's instant `now`, most pressing first, then the
/// least time on a running clock, then by board.
#[must_use]
pub fn hall_rows(hall: &HallCopy, now: Instant) -> Vec<BoardRow> {
    let mut rows: Vec<BoardRow> = hall
        .boards()
        .filter_map(|(board, copy)| {
            let (game, log) = (copy.game()?, copy.log()?);
            let at = hall.board_now(board, now).unwrap_or(now);
            let mut row = row(board, game, log, at, hall.hall());
            if copy.two_clocks().is_some() && row.need > Need::TwoClocks {
                row.need = Need::TwoClocks;
            }
            Some(row)
        })
        .collect();
    rows.sort_by_key(|row| (row.need, least_running(row), row.board));
    rows
}

/// Where time presses (a flag, low time), the least time on the running clock goes first; boards
/// merely in play keep their order, so the list does not move at every press.
fn least_running(row: &BoardRow) -> Millis {
    match (row.need, row.to_move) {
        (Need::Flag | Need::LowTime, Some(side)) => row.faces[side].main,
        _ => Millis(0),
    }
}

fn row(board: u16, game: &Game, log: &IncidentLog, at: Instant, hall: &str) -> BoardRow {
    // What the clock did after it left is not known here: its faces as they stood then.
    let left_at = left_hall(&log.incidents, hall);
    let at = left_at.map_or(at, |left| left.min(at));
    let faces = faces_of(game, at);
    let outcome = game.outcome();
    let to_move = match game.view(at).phase {
        Phase::Running { side, .. } | Phase::Paused { side, .. } => Some(side),
        _ => None,
    };
    let flag_down = Side::ALL.into_iter().any(|side| faces[side].flag.is_some());
    let need = if game.flag_to_confirm().is_some() || (outcome.is_none() && flag_down) {
        Need::Flag
    } else if outcome.is_some_and(|o| o.result.is_none()) {
        Need::ResultPending
    } else if outcome.is_some() {
        Need::Finished
    } else if left_at.is_some() {
        Need::Left
    } else if faces.white.clock_paused {
        Need::Paused
    } else if Side::ALL.into_iter().any(|side| faces[side].absent) {
        Need::Absent
    } else if to_move.is_some_and(|side| faces[side].low) {
        Need::LowTime
    } else if to_move.is_some() {
        Need::Playing
    } else {
        Need::NotStarted
    };
    BoardRow {
        board,
        names: log.details.players.clone().map(|player| player.name),
        control: to_human(game.starting_control()),
        faces,
        to_move,
        need,
        result: outcome.and_then(|o| o.result),
        finished: outcome.is_some(),
        settings: game.settings(),
        incidents: log.incidents.len(),
    }
}

/// A board's game as its record and the round's file show it: the board's number in its details
/// where the board's set-up left them blank, so that a round's file matches its boards.
#[must_use]
pub fn board_game(board: u16, log: &IncidentLog) -> SavedGame {
    let mut game = SavedGame::new(log.clone());
    if game.log.details.board.is_empty() {
        game.log.details.board = board.to_string();
    }
    game
}

/// Every game of `hall`, board by board, each board's in the order they began.
#[must_use]
pub fn round_games(hall: &HallCopy) -> Vec<SavedGame> {
    hall.boards()
        .flat_map(|(board, copy)| {
            let mut logs: Vec<&IncidentLog> = copy.earlier().chain(copy.log()).collect();
            logs.sort_by_key(|log| log.incidents.first().map(|i| i.at));
            logs.into_iter().map(move |log| board_game(board, log))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action};
    use flagfall_hall::{Delivery, LogMessage};

    /// Hall `r1` with each board's game sent whole, each message stored as its last incident was
    /// made and arrived at once (board and hall clocks agree).
    fn hall(boards: &[(u16, &Game)]) -> HallCopy {
        let mut hall = HallCopy::new("r1");
        for (board, game) in boards {
            let last = game.incidents().last().map_or(0, |i| i.at.0);
            for message in LogMessage::all_of(&game.log()) {
                let subject = format!("flagfall.r1.{board}.log");
                hall.receive(&subject, message.text.as_bytes(), delivery(last))
                    .unwrap();
            }
        }
        hall
    }

    /// Stored at `at`, arrived at once, unstamped.
    fn delivery(at: i64) -> Delivery {
        Delivery {
            stored: at,
            arrived: Some(Instant(at)),
            sent: None,
        }
    }

    fn started(control: &str, at: i64) -> Game {
        let mut game = Game::new(parse_human(control).unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(at)).unwrap();
        game
    }

    #[test]
    fn a_fallen_flag_comes_first_then_a_paused_clock_then_low_time_then_the_rest() {
        let playing = started("5+3", 0);
        let mut low = started("1", 0);
        low.apply(Action::Press, Instant(1_000)).unwrap();
        let flagged = started("0:20", 0);
        let mut paused = started("5+3", 0);
        paused.apply(Action::Pause, Instant(2_000)).unwrap();
        let mut finished = started("5+3", 0);
        finished.apply(Action::Pause, Instant(3_000)).unwrap();
        let resigned = Action::End {
            result: Some(GameResult::WhiteWins),
            reason: "Black resigned".to_owned(),
        };
        finished.apply(resigned, Instant(3_000)).unwrap();
        let copy = hall(&[
            (1, &finished),
            (2, &playing),
            (3, &paused),
            (4, &low),
            (5, &flagged),
        ]);
        // 52 s in: board 5's 20 s are gone, board 4's Black has 9 s of a minute left.
        let rows = hall_rows(&copy, Instant(52_000));
        let order: Vec<_> = rows.iter().map(|r| (r.board, r.need)).collect();
        assert_eq!(
            order,
            [
                (5, Need::Flag),
                (3, Need::Paused),
                (4, Need::LowTime),
                (2, Need::Playing),
                (1, Need::Finished),
            ]
        );
        assert_eq!(rows[2].faces.black.main, Millis::from_secs(9));
        assert_eq!(rows[2].to_move, Some(Side::Black));
        assert_eq!(rows[4].result, Some(GameResult::WhiteWins));
        assert_eq!(rows[0].control, "0:20+0");
    }

    #[test]
    fn a_board_with_two_clocks_sending_as_it_comes_after_a_flag_and_before_a_paused_clock() {
        let flagged = started("0:20", 0);
        let mut paused = started("5+3", 0);
        paused.apply(Action::Pause, Instant(2_000)).unwrap();
        // Board 2's link on two devices: a second game starts while the first runs.
        let (first, second) = (started("5+3", 0), started("3+2", 10_000));
        let copy = hall(&[(1, &paused), (2, &first), (2, &second), (3, &flagged)]);
        let rows = hall_rows(&copy, Instant(30_000));
        let order: Vec<_> = rows.iter().map(|r| (r.board, r.need)).collect();
        assert_eq!(
            order,
            [(3, Need::Flag), (2, Need::TwoClocks), (1, Need::Paused)]
        );
        assert_eq!(rows[1].control, "3+2");
    }

    #[test]
    fn a_board_that_left_the_hall_says_so_with_its_times_as_it_left() {
        let playing = started("5+3", 0);
        let mut left = started("5+3", 0);
        let leaving = Action::LeftHall {
            hall: "r1".to_owned(),
            board: 4,
        };
        left.apply(leaving, Instant(3_000)).unwrap();
        let rows = hall_rows(&hall(&[(1, &playing), (4, &left)]), Instant(5_000));
        let order: Vec<_> = rows.iter().map(|r| (r.board, r.need)).collect();
        assert_eq!(order, [(1, Need::Playing), (4, Need::Left)]);
        // Its times as they stood when it left.
        assert_eq!(rows[1].faces, faces_of(&left, Instant(3_000)));
    }

    #[test]
    fn the_rounds_games_go_board_by_board_each_named_by_its_board() {
        let (first, second) = (started("5+3", 60_000), started("5+3", 1_000));
        let mut copy = hall(&[(2, &first)]);
        // Board 2 went back to a game it had begun earlier: that one is played first in the file.
        for message in LogMessage::all_of(&second.log()) {
            copy.receive("flagfall.r1.2.log", message.text.as_bytes(), delivery(0))
                .unwrap();
        }
        let games = round_games(&copy);
        let began: Vec<_> = games.iter().map(|g| g.log.incidents[0].at).collect();
        assert_eq!(began, [Instant(1_000), Instant(60_000)]);
        assert!(games.iter().all(|g| g.log.details.board == "2"));
    }
}
