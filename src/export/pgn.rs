//! The game's PGN skeleton: the tags, with the `TimeControl` of PGN §9.6.1, and one `[%clk h:mm:ss]`
//! comment per move. The moves themselves are null moves (`--`), for the score to be filled in.

use crate::saved::SavedGame;
use crate::wall_clock::WallClock;
use flagfall_core::{moves, to_pgn, GameResult, Millis, Side};

/// The PGN of `game`'s clock record, dated in a zone `offset` minutes east of UTC.
pub fn pgn_skeleton(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let date = game.began().map_or_else(
        || "????.??.??".to_owned(),
        |began| WallClock::at(began, offset).date().replace('-', "."),
    );
    let result = game
        .outcome()
        .and_then(|outcome| outcome.result)
        .map_or("*", GameResult::as_pgn);
    let name = |side: Side| {
        let name = game.names[side].trim();
        if name.is_empty() { "?" } else { name }.replace(['\\', '"'], "")
    };
    let time_control = to_pgn(&log.control).unwrap_or_else(|_| "?".to_owned());
    let mut out = format!(
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"{date}\"]\n[Round \"?\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n[TimeControl \"{time_control}\"]\n\n",
        name(Side::White),
        name(Side::Black)
    );
    let mut tokens: Vec<String> = Vec::new();
    for made in moves(&log.incidents) {
        let number = match made.side {
            Side::White => format!("{}.", made.number),
            Side::Black => format!("{}...", made.number),
        };
        tokens.push(number);
        tokens.push("--".to_owned());
        tokens.push(format!("{{[%clk {}]}}", clk(made.left)));
    }
    tokens.push(result.to_owned());
    // PGN export format: lines of at most 80 characters.
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// `h:mm:ss`, whole seconds rounded down as the clock shows them.
fn clk(left: Millis) -> String {
    let secs = left.clamp_non_negative().0 / 1000;
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};

    #[test]
    fn one_clock_comment_per_move_with_the_time_control_tag() {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 5_400),
            (Action::Press, 70_000),
            (Action::Press, 80_000),
            (Action::Press, 81_000),
            (Action::Undo, 82_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        let saved = SavedGame::new(
            BySide::new("Anna \"A\"".to_owned(), String::new()),
            game.log(),
        );
        assert_eq!(
            pgn_skeleton(&saved, 0),
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"?\"]\n[White \"Anna A\"]\n\
             [Black \"?\"]\n[Result \"*\"]\n[TimeControl \"900+10\"]\n\n\
             1. -- {[%clk 0:15:14]} 1... -- {[%clk 0:14:15]} 2. -- {[%clk 0:15:14]} *\n"
        );
    }

    #[test]
    fn a_result_a_later_ruling_reopened_is_not_the_games_result() {
        // Both flags fall in the first period with the clock running on: 0-1, until the arbiter
        // rules the order unknown and play goes on (Guidelines III.3.1.1).
        let settings = GameSettings {
            run_on_after_flag: true,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("1/40, 5").unwrap(), settings);
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 50_000),
            (Action::Press, 55_000),
            (Action::Press, 70_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        game.observe(Instant(200_000));
        let saved = |game: &Game| SavedGame::new(BySide::both(String::new()), game.log());
        assert!(pgn_skeleton(&saved(&game), 0).contains("[Result \"0-1\"]"));
        game.apply(Action::FlagOrderUnknown, Instant(210_000))
            .unwrap();
        assert!(pgn_skeleton(&saved(&game), 0).contains("[Result \"*\"]"));
    }

    #[test]
    fn clock_values_round_down_to_the_second() {
        assert_eq!(clk(Millis(3_723_999)), "1:02:03");
        assert_eq!(clk(Millis(-5)), "0:00:00");
    }
}
