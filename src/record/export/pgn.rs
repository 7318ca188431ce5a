//! The game's PGN skeleton: the tags, with the `TimeControl` of PGN §9.6.1 and the `Termination` of
//! §9.8.1, one `[%clk h:mm:ss]` and `[%emt h:mm:ss]` comment per move, and the log's rulings,
//! corrections and notes as comments at the move they came after. The moves themselves are null
//! moves (`--`), for the score to be filled in. A draughts game's is PDN, PGN's draughts form: its
//! `GameType` (20, international draughts), the FMJD's scores (`2-0`, `1-1`, `0-2`), and each move's
//! clock as a comment with the move's number, PDN having no null move.

use crate::model::saved::SavedGame;
use crate::model::wall_clock::WallClock;
use crate::record::log_text::describe;
use flagfall_core::{moves, moves_before, to_pgn, Event, Millis, Reason, Rulebook, Side};
use flagfall_page::is_direction_control;

/// The PGN (PDN for draughts) of `game`'s clock record, dated in a zone `offset` minutes east of UTC. `TimeControl` is
/// the control the game started with; a change made during it is a comment at its place among the
/// moves. The tags are PGN's own words; the comments are the log's rows, in the reader's language.
pub fn pgn_skeleton(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let date = game.began().map_or_else(
        || "????.??.??".to_owned(),
        |began| WallClock::at(began, offset).date().replace('-', "."),
    );
    let outcome = game.outcome_on_replay();
    let result = outcome
        .as_ref()
        .and_then(|outcome| outcome.result)
        .map_or("*", |result| result.scored(log.settings.rulebook));
    let draughts = log.settings.rulebook == Rulebook::Fmjd;
    let details = &log.details;
    // The seven tags of PGN's roster, `?` where nothing was given.
    let roster = |text: &str| {
        let value = tag_value(text);
        if value.is_empty() {
            "?".to_owned()
        } else {
            value
        }
    };
    let players = &details.players;
    let time_control = to_pgn(&log.control).unwrap_or_else(|_| "?".to_owned());
    let mut out = format!(
        "[Event \"{}\"]\n[Site \"{}\"]\n[Date \"{date}\"]\n[Round \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
        roster(&details.event),
        roster(&details.site),
        roster(&details.round),
        roster(&players.white.name),
        roster(&players.black.name),
    );
    if draughts {
        out.push_str("[GameType \"20\"]\n");
    }
    // The other tags, each only with a value: PGN's, then those broadcasts and arbiters use.
    let rating = |rating: Option<u32>| rating.map_or_else(String::new, |r| r.to_string());
    let optional = [
        ("Board", details.board.clone()),
        ("WhiteElo", rating(players.white.rating)),
        ("BlackElo", rating(players.black.rating)),
        ("WhiteFederationId", players.white.federation_id.clone()),
        ("BlackFederationId", players.black.federation_id.clone()),
        ("Arbiter", details.arbiter.clone()),
        ("UTCDate", utc(game, WallClock::date).replace('-', ".")),
        (
            "UTCTime",
            utc(game, |wall| wall.time_of_day()[..8].to_owned()),
        ),
        ("TimeControl", time_control),
        // No PGN tag says draw odds: a reader sees the rule before the result it explains.
        (
            "Armageddon",
            if log.settings.armageddon {
                "draw: Black wins".to_owned()
            } else {
                String::new()
            },
        ),
    ];
    for (tag, value) in optional {
        let value = tag_value(&value);
        if !value.is_empty() {
            out.push_str(&format!("[{tag} \"{value}\"]\n"));
        }
    }
    let ended = outcome.as_ref().map(|outcome| termination(&outcome.reason));
    if let Some(termination) = ended.unwrap_or(Some("unterminated")) {
        out.push_str(&format!("[Termination \"{termination}\"]\n"));
    }
    out.push('\n');
    let mut comments = log
        .incidents
        .iter()
        .zip(moves_before(&log.incidents))
        .filter(|(incident, _)| is_commented(&incident.event))
        .map(|(incident, place)| {
            let said = describe(incident, &game.names(), log.settings);
            (place, comment(&said))
        })
        .peekable();
    let mut tokens: Vec<String> = Vec::new();
    for (index, made) in moves(&log.incidents).into_iter().enumerate() {
        while let Some((_, words)) = comments.next_if(|(place, _)| *place == index) {
            tokens.extend(words);
        }
        let number = match made.side {
            Side::White => format!("{}.", made.number),
            Side::Black => format!("{}...", made.number),
        };
        let clock = format!("[%clk {}] [%emt {}]", clk(made.left), clk(made.used));
        if draughts {
            tokens.push(format!("{{{number} {clock}}}"));
        } else {
            tokens.extend([number, "--".to_owned(), format!("{{{clock}}}")]);
        }
    }
    tokens.extend(comments.flat_map(|(_, words)| words));
    tokens.push(result.to_owned());
    // PGN export format: lines of at most 80 characters (a comment may go on over several). A line
    // never begins with a comment's word that begins with `%`, which PGN reads as an escape line.
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 && !token.starts_with('%') {
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

/// When `game`'s record began, in UTC, as `part` of it gives; empty before anything was logged.
fn utc(game: &SavedGame, part: impl Fn(&WallClock) -> String) -> String {
    game.began()
        .map_or_else(String::new, |began| part(&WallClock::at(began, 0)))
}

/// Whether the record says `event` in a comment: everything but the moves, the start and the
/// pauses, which the clock comments already tell.
fn is_commented(event: &Event) -> bool {
    !matches!(
        event,
        Event::Started
            | Event::Pressed { .. }
            | Event::Undone { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
    )
}

/// PGN's `Termination` (§9.8.1) of a game over by `reason`; `None` for a version-1 reason known only
/// by its words.
fn termination(reason: &Reason) -> Option<&'static str> {
    Some(match reason {
        Reason::FlagFell { .. } | Reason::BothFlagsFell { .. } => "time forfeit",
        // The player did not come to the board (FIDE 6.7.1).
        Reason::DefaultTime { .. } => "abandoned",
        Reason::IllegalMove { .. } => "rules infraction",
        Reason::FlagOrderUnknown { .. }
        | Reason::DrawClaimAccepted { .. }
        | Reason::DrawClaimUnsupervised { .. }
        | Reason::DraughtsTimeShortage { .. }
        | Reason::Arbiter { .. } => "adjudication",
        Reason::RepetitionClaimUpheld { .. }
        | Reason::DrawAgreed { .. }
        | Reason::DeadPosition { .. }
        | Reason::DraughtsAgreement
        | Reason::DraughtsRegulation => "normal",
        Reason::Logged(_) => return None,
    })
}

/// `text` as a PGN comment, word by word for the lines to wrap: braces become parentheses, so that
/// nothing typed can end the comment early.
fn comment(text: &str) -> Vec<String> {
    let text = plain(text, |out, c| {
        out.push(match c {
            '{' => '(',
            '}' => ')',
            c => c,
        });
    });
    format!("{{{text}}}")
        .split(' ')
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `text` as a PGN tag value (PGN §8.1.1): a quote and a backslash escaped with a backslash (see
/// [`plain`]).
fn tag_value(text: &str) -> String {
    plain(text, |out, c| {
        if matches!(c, '\\' | '"') {
            out.push('\\');
        }
        out.push(c);
    })
}

/// `text` trimmed, every control character (line breaks, tabs, NUL…) a space, so that nothing typed
/// can end a tag or a comment and begin another, and the invisible direction controls (which could
/// make a reader see other words) removed; `write` puts each other character.
fn plain(text: &str, write: impl Fn(&mut String, char)) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            c if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') => out.push(' '),
            c if is_direction_control(c) => {}
            c => write(&mut out, c),
        }
    }
    out.trim().to_owned()
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
    use flagfall_core::{GameDetails, IncidentLog};

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
        let saved = SavedGame::new(IncidentLog {
            details: GameDetails::named(BySide::new("Anna \"A\"".to_owned(), String::new())),
            ..game.log()
        });
        assert_eq!(
            pgn_skeleton(&saved, 0),
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"?\"]\n[White \"Anna \\\"A\\\"\"]\n\
             [Black \"?\"]\n[Result \"*\"]\n[UTCDate \"1970.01.01\"]\n[UTCTime \"00:00:00\"]\n[TimeControl \"900+10\"]\n[Termination \"unterminated\"]\n\n\
             1. -- {[%clk 0:15:14] [%emt 0:00:05]} 1... -- {[%clk 0:14:15] [%emt 0:01:04]} 2.\n\
             -- {[%clk 0:15:14] [%emt 0:00:10]} *\n"
        );
    }

    fn illegal(side: Side) -> Action {
        Action::IllegalMove {
            side,
            opponent_cannot_mate: false,
            position: None,
        }
    }

    #[test]
    fn no_line_begins_with_a_comments_word_that_pgn_would_read_as_an_escape() {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let text = format!("{} %escape", "x".repeat(70));
        game.apply(Action::Note { text }, Instant(1_000)).unwrap();
        let pgn = pgn_skeleton(&SavedGame::new(game.log()), 0);
        assert!(pgn.contains(" %escape}"), "{pgn}");
        assert!(!pgn.lines().any(|line| line.starts_with('%')), "{pgn}");
    }

    #[test]
    fn an_armageddon_draw_keeps_its_result_and_says_black_wins_in_a_tag_and_its_comment() {
        let settings = GameSettings {
            armageddon: true,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("5 vs 4").unwrap(), settings);
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_000)).unwrap();
        game.apply(Action::DeadPosition { position: None }, Instant(2_000))
            .unwrap();
        let pgn = pgn_skeleton(&SavedGame::new(game.log()), 0);
        assert!(pgn.contains("[Result \"1/2-1/2\"]\n"), "{pgn}");
        assert!(pgn.contains("[Armageddon \"draw: Black wins\"]\n"), "{pgn}");
        let one_line = pgn.replace('\n', " ");
        assert!(
            one_line.contains("{Result 1/2-1/2, draw: Black wins (Armageddon): dead position"),
            "{pgn}"
        );
        assert!(pgn.trim_end().ends_with(" 1/2-1/2"), "{pgn}");
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
        let saved = |game: &Game| SavedGame::new(game.log());
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
        let saved = SavedGame::new(changed_then_flagged().log());
        assert_eq!(
            pgn_skeleton(&saved, 0),
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"1970.01.01\"]\n[Round \"?\"]\n[White \"?\"]\n\
             [Black \"?\"]\n[Result \"1-0\"]\n[UTCDate \"1970.01.01\"]\n[UTCTime \"00:00:00\"]\n[TimeControl \"300\"]\n[Termination \"time forfeit\"]\n\n\
             1. -- {[%clk 0:04:59] [%emt 0:00:01]} 1... -- {[%clk 0:04:59] [%emt 0:00:01]}\n\
             {Control changed to 3+2} 2. -- {[%clk 0:04:59] [%emt 0:00:02]} {Black's flag\n\
             fell} {Result 1-0: Black's flag fell at 5:03.000: a win for White unless White\n\
             cannot checkmate (FIDE 2023 6.9)} 1-0\n"
        );
    }

    /// A game of 5 minutes with one move, its players named `names`.
    fn named(names: [&str; 2]) -> SavedGame {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_000)).unwrap();
        SavedGame::new(IncidentLog {
            details: GameDetails::named(BySide::new(names[0].to_owned(), names[1].to_owned())),
            ..game.log()
        })
    }

    #[test]
    fn the_game_details_fill_the_roster_and_their_own_tags_and_the_start_is_given_in_utc() {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        // 2026-11-28 23:30:05 UTC, the next day where it was played (UTC+01:00).
        game.apply(Action::Start, Instant(1_795_908_605_000))
            .unwrap();
        let players = BySide::new(
            flagfall_core::Player {
                name: "Anna".into(),
                rating: Some(1850),
                federation_id: "1503014".into(),
            },
            flagfall_core::Player {
                name: "Ben".into(),
                ..flagfall_core::Player::default()
            },
        );
        let details = GameDetails {
            event: "Club \"Open\"".into(),
            site: "Lyon".into(),
            round: "3".into(),
            board: "12".into(),
            arbiter: "C. Arbiter".into(),
            players,
            utc_offset: Some(60),
        };
        let pgn = pgn_skeleton(
            &SavedGame::new(IncidentLog {
                details,
                ..game.log()
            }),
            60,
        );
        let tags: Vec<&str> = pgn.lines().take_while(|l| !l.is_empty()).collect();
        assert_eq!(
            tags,
            [
                "[Event \"Club \\\"Open\\\"\"]",
                "[Site \"Lyon\"]",
                "[Date \"2026.11.29\"]",
                "[Round \"3\"]",
                "[White \"Anna\"]",
                "[Black \"Ben\"]",
                "[Result \"*\"]",
                "[Board \"12\"]",
                "[WhiteElo \"1850\"]",
                "[WhiteFederationId \"1503014\"]",
                "[Arbiter \"C. Arbiter\"]",
                "[UTCDate \"2026.11.28\"]",
                "[UTCTime \"23:30:05\"]",
                "[TimeControl \"300\"]",
                "[Termination \"unterminated\"]",
            ]
        );
    }

    #[test]
    fn a_draughts_game_is_exported_as_pdn_with_its_game_type_and_the_fmjd_score() {
        let mut game = Game::new(
            parse_human("0:05").unwrap(),
            GameSettings {
                rulebook: flagfall_core::Rulebook::Fmjd,
                ..GameSettings::default()
            },
        );
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(1_000)).unwrap();
        game.observe(Instant(7_000));
        let pdn = pgn_skeleton(&SavedGame::new(game.log()), 0);
        assert!(
            pdn.contains("[Result \"2-0\"]\n[GameType \"20\"]\n"),
            "{pdn}"
        );
        let movetext = pdn.split("\n\n").nth(1).unwrap();
        assert!(
            movetext.starts_with("{1. [%clk 0:00:04] [%emt 0:00:01]} {Black's flag fell}"),
            "{movetext}"
        );
        assert!(movetext.trim_end().ends_with("} 2-0"), "{movetext}");
        assert!(!movetext.contains("--"), "{movetext}");
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
                "[UTCDate \"1970.01.01\"]",
                "[UTCTime \"00:00:00\"]",
                "[TimeControl \"300\"]",
                "[Termination \"unterminated\"]",
            ]
        );
    }

    #[test]
    fn a_note_cannot_end_its_comment_and_an_illegal_move_that_ends_the_game_is_a_rules_infraction()
    {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 1_000),
            (Action::Press, 1_500),
            (
                Action::Note {
                    text: "a } b\n{c \u{202E}d".to_owned(),
                },
                2_000,
            ),
            (illegal(Side::Black), 3_000),
            (Action::Press, 3_500),
            (illegal(Side::Black), 4_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        let pgn = pgn_skeleton(&SavedGame::new(game.log()), 0);
        assert!(pgn.contains(
            "[Result \"1-0\"]\n[UTCDate \"1970.01.01\"]\n[UTCTime \"00:00:00\"]\n[TimeControl \"900+10\"]\n[Termination \"rules infraction\"]\n"
        ));
        assert!(pgn.contains("{Note: a ) b (c d}"), "{pgn}");
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
