//! The game's PGN skeleton: the tags, with the `TimeControl` of PGN §9.6.1, and one `[%clk h:mm:ss]`
//! comment per move. The moves themselves are null moves (`--`), for the score to be filled in.

use super::controls::control_changes;
use crate::i18n::article_words::article_text;
use crate::model::saved::SavedGame;
use crate::model::typed_text::is_direction_control;
use crate::model::wall_clock::WallClock;
use flagfall_core::{
    moves, to_human, to_pgn, Event, ExtraFive, GameResult, Millis, Side, TimeControl,
};

/// The PGN of `game`'s clock record, dated in a zone `offset` minutes east of UTC. `TimeControl` is
/// the control the game started with; each change made during it is a comment at its place among the
/// moves. The comments are in English, as PGN's tags are.
pub fn pgn_skeleton(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let date = game.began().map_or_else(
        || "????.??.??".to_owned(),
        |began| WallClock::at(began, offset).date().replace('-', "."),
    );
    let result = game
        .outcome_on_replay()
        .and_then(|outcome| outcome.result)
        .map_or("*", GameResult::as_pgn);
    let name = |side: Side| {
        let name = tag_value(&game.names[side]);
        if name.is_empty() {
            "?".to_owned()
        } else {
            name
        }
    };
    let time_control = to_pgn(&log.control).unwrap_or_else(|_| "?".to_owned());
    let mut out = format!(
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"{date}\"]\n[Round \"?\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n[TimeControl \"{time_control}\"]\n\n",
        name(Side::White),
        name(Side::Black)
    );
    let mut changes = control_changes(log).into_iter().peekable();
    let mut tokens: Vec<String> = Vec::new();
    for (index, made) in moves(&log.incidents).into_iter().enumerate() {
        while let Some(change) = changes.next_if(|c| c.after_moves == index) {
            tokens.push(change_comment(&change.incident.event, &change.control));
        }
        let number = match made.side {
            Side::White => format!("{}.", made.number),
            Side::Black => format!("{}...", made.number),
        };
        tokens.push(number);
        tokens.push("--".to_owned());
        tokens.push(format!("{{[%clk {}]}}", clk(made.left)));
    }
    tokens.extend(changes.map(|change| change_comment(&change.incident.event, &change.control)));
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

/// The comment for a change of control to `control` made by `event`: the control in PGN notation, or
/// in human notation when PGN cannot write it (neither holds a brace).
fn change_comment(event: &Event, control: &TimeControl) -> String {
    let notation = to_pgn(control).unwrap_or_else(|_| to_human(control));
    match event {
        Event::ExtraFive { .. } => {
            let article = article_text(ExtraFive::ARTICLE);
            format!("{{{article}: time control changed to {notation}}}")
        }
        Event::ControlChanged {
            overridden: true, ..
        } => format!(
            "{{Time control changed to {notation} (settings lock overridden by the arbiter)}}"
        ),
        _ => format!("{{Time control changed to {notation}}}"),
    }
}

/// `text` as a PGN tag value (PGN §8.1.1): trimmed, every control character (line breaks, tabs,
/// NUL…) a space, so that a name can never end its tag and begin another, and the invisible
/// direction controls (which could make a reader see another name) removed; a quote and a backslash
/// escaped with a backslash.
fn tag_value(text: &str) -> String {
    let mut value = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '"' => {
                value.push('\\');
                value.push(c);
            }
            c if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') => value.push(' '),
            c if is_direction_control(c) => {}
            c => value.push(c),
        }
    }
    value.trim().to_owned()
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
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"?\"]\n[White \"Anna \\\"A\\\"\"]\n\
             [Black \"?\"]\n[Result \"*\"]\n[TimeControl \"900+10\"]\n\n\
             1. -- {[%clk 0:15:14]} 1... -- {[%clk 0:14:15]} 2. -- {[%clk 0:15:14]} *\n"
        );
    }

    #[test]
    fn a_result_a_later_ruling_reopened_is_not_the_games_result() {
        // Both flags fall in the first period of a rapid game with the clock running on: 0-1, until
        // the arbiter rules the order unknown and play goes on (Guidelines III.3.1.1, announced).
        let settings = GameSettings {
            run_on_after_flag: true,
            guidelines_iii: true,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("11/40, 5").unwrap(), settings);
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 650_000),
            (Action::Press, 655_000),
            (Action::Press, 670_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        game.observe(Instant(1_400_000));
        let saved = |game: &Game| SavedGame::new(BySide::both(String::new()), game.log());
        assert!(pgn_skeleton(&saved(&game), 0).contains("[Result \"0-1\"]"));
        game.apply(Action::FlagOrderUnknown, Instant(1_410_000))
            .unwrap();
        assert!(pgn_skeleton(&saved(&game), 0).contains("[Result \"*\"]"));
    }

    /// A blitz game of 5 minutes that the arbiter changes to 3+2 after move 1, in which Black's flag
    /// then falls.
    fn changed_then_flagged() -> Game {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 1_000),
            (Action::Press, 2_000),
            (
                Action::SetControl {
                    control: parse_human("3+2").unwrap(),
                    override_lock: true,
                },
                3_000,
            ),
            (Action::Press, 4_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        game.observe(Instant(400_000));
        game
    }

    #[test]
    fn the_time_control_tag_is_the_starting_one_and_each_change_a_comment_at_its_place() {
        let saved = SavedGame::new(BySide::both(String::new()), changed_then_flagged().log());
        assert_eq!(
            pgn_skeleton(&saved, 0),
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"?\"]\n[White \"?\"]\n\
             [Black \"?\"]\n[Result \"1-0\"]\n[TimeControl \"300\"]\n\n\
             1. -- {[%clk 0:04:59]} 1... -- {[%clk 0:04:59]} {Time control changed to 180+2}\n\
             2. -- {[%clk 0:04:59]} 1-0\n"
        );
    }

    /// A game of 5 minutes with one move, its players named `names`.
    fn named(names: [&str; 2]) -> SavedGame {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_000)).unwrap();
        SavedGame::new(
            BySide::new(names[0].to_owned(), names[1].to_owned()),
            game.log(),
        )
    }

    #[test]
    fn a_name_cannot_end_its_tag_or_hide_behind_direction_controls() {
        let pgn = pgn_skeleton(
            &named([
                "Anna\n[Result \"1-0\"]\r\n",
                "\u{202E}neB\u{0}\tX\\ \u{2066}Y\u{2069}\u{85}",
            ]),
            0,
        );
        let tags: Vec<&str> = pgn.lines().take_while(|l| !l.is_empty()).collect();
        assert_eq!(
            tags,
            [
                "[Event \"?\"]",
                "[Site \"?\"]",
                "[Date \"1970.01.01\"]",
                "[Round \"?\"]",
                "[White \"Anna [Result \\\"1-0\\\"]\"]",
                "[Black \"neB  X\\\\ Y\"]",
                "[Result \"*\"]",
                "[TimeControl \"300\"]",
            ]
        );
    }

    #[test]
    fn a_name_of_spaces_and_controls_is_unknown() {
        let pgn = pgn_skeleton(&named([" \n\t", "\u{200F}"]), 0);
        assert!(pgn.contains("[White \"?\"]\n[Black \"?\"]\n"));
    }

    #[test]
    fn clock_values_round_down_to_the_second() {
        assert_eq!(clk(Millis(3_723_999)), "1:02:03");
        assert_eq!(clk(Millis(-5)), "0:00:00");
    }
}
