//! A chart of both players' time: the time left after each move (lines, which jump where a
//! correction, a penalty or a ruling set a time and drop to zero at a flag) and the time each move
//! took (bars), as one SVG drawn on screen and exported as it is.

use super::report::escape;
use crate::i18n::{clock_text, side_name, t, tf};
use flagfall_core::{moves, moves_before, Incident, Millis, MoveRecord, Side};

const WIDTH: i64 = 480;
const LEFT: i64 = 48;
const RIGHT: i64 = 12;
const LINES_TOP: i64 = 40;
const LINES_BOTTOM: i64 = 200;
const BARS_TOP: i64 = 250;
const BARS_BOTTOM: i64 = 370;
const HEIGHT: i64 = 400;

/// The colour a side is drawn in (amber for White, blue for Black: told apart in print and by the
/// colour-blind).
const fn colour(side: Side) -> &'static str {
    match side {
        Side::White => "#c77d00",
        Side::Black => "#1d4ed8",
    }
}

/// What one side's moves draw at one horizontal pixel: a point and a bar.
struct Column {
    x: i64,
    /// The time left after the last of its moves.
    left: Millis,
    /// The longest of its moves.
    used: Millis,
}

/// One side's moves, those that fall on the same pixel merged: a long game draws no more marks than
/// the chart is wide (a 100,000-move log drew 100,000 bars and froze the page for seconds).
fn columns<'m>(
    moves: impl Iterator<Item = &'m MoveRecord>,
    x: impl Fn(&MoveRecord) -> i64,
) -> Vec<Column> {
    let mut columns: Vec<Column> = Vec::new();
    for m in moves {
        match columns.last_mut() {
            Some(column) if column.x == x(m) => {
                column.left = m.left;
                column.used = column.used.max(m.used);
            }
            _ => columns.push(Column {
                x: x(m),
                left: m.left,
                used: m.used,
            }),
        }
    }
    columns
}

/// A side's time set outside a move ([`flagfall_core::Event::times_set`]), after `after_moves` of
/// the moves the record keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TimeSet {
    after_moves: usize,
    side: Side,
    to: Millis,
}

/// The SVG chart of the game `incidents` log, its labels in the page's language.
pub fn time_chart(incidents: &[Incident]) -> String {
    let set: Vec<TimeSet> = incidents
        .iter()
        .zip(moves_before(incidents))
        .flat_map(|(incident, after_moves)| {
            incident
                .event
                .times_set()
                .into_iter()
                .map(move |(side, to)| TimeSet {
                    after_moves,
                    side,
                    to,
                })
        })
        .collect();
    chart(&moves(incidents), &set)
}

/// The chart of `made` (the moves in order) and the times `set` between them.
fn chart(made: &[MoveRecord], set: &[TimeSet]) -> String {
    let last = made.iter().map(|m| m.number).max().unwrap_or(1).max(1);
    let max_left = made
        .iter()
        .map(|m| m.left)
        .chain(set.iter().map(|s| s.to))
        .max()
        .unwrap_or(Millis(1))
        .max(Millis(1));
    let max_used = made
        .iter()
        .map(|m| m.used)
        .max()
        .unwrap_or(Millis(1))
        .max(Millis(1));
    let span = WIDTH - LEFT - RIGHT;
    // Each move number gets a slot; a side's point sits in its half of the slot.
    let x = |m: &MoveRecord| {
        let half = i64::from(m.side == Side::Black);
        LEFT + span * (2 * i64::from(m.number - 1) + half) / (2 * i64::from(last))
    };
    let scale = |value: Millis, max: Millis, top: i64, bottom: i64| {
        bottom - (bottom - top) * value.clamp_non_negative().0 / max.0
    };
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" aria-label=\"{}\" font-family=\"sans-serif\" font-size=\"14\">\
         <rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"#fff\"/>\
         <text x=\"{LEFT}\" y=\"24\" font-weight=\"bold\">{}</text>\
         <text x=\"{LEFT}\" y=\"{}\" font-weight=\"bold\">{}</text>",
        escape(t("Time left after each move and time used per move")),
        escape(t("Time left after each move")),
        BARS_TOP - 16,
        escape(t("Time used per move"))
    );
    for (top, bottom, max) in [
        (LINES_TOP, LINES_BOTTOM, max_left),
        (BARS_TOP, BARS_BOTTOM, max_used),
    ] {
        svg.push_str(&format!(
            "<path d=\"M{LEFT} {top}V{bottom}H{}\" fill=\"none\" stroke=\"#555\"/>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\
             <text x=\"{}\" y=\"{bottom}\" text-anchor=\"end\">0</text>",
            WIDTH - RIGHT,
            LEFT - 6,
            top + 4,
            escape(&clock_text(max)),
            LEFT - 6
        ));
    }
    // A time set after `after` moves sits where the next move is drawn: half a slot a move.
    let x_after = |after: usize| {
        let after = i64::try_from(after).unwrap_or(i64::MAX);
        LEFT + span * after.min(2 * i64::from(last)) / (2 * i64::from(last))
    };
    for side in Side::ALL {
        let own = columns(made.iter().filter(|m| m.side == side), x);
        // The moves' points, and each time set as a jump: down or up from where the line stood.
        let mut line: Vec<(i64, Millis)> = Vec::with_capacity(own.len());
        let mut sets = set.iter().filter(|s| s.side == side).peekable();
        for column in &own {
            // A time set before this side's next move sits at that move's x, before its point.
            while let Some(s) = sets.next_if(|s| x_after(s.after_moves) <= column.x) {
                jump(&mut line, x_after(s.after_moves), s.to);
            }
            line.push((column.x, column.left));
        }
        for s in sets {
            jump(&mut line, x_after(s.after_moves), s.to);
        }
        let points: Vec<String> = line
            .iter()
            .map(|&(x, left)| format!("{x},{}", scale(left, max_left, LINES_TOP, LINES_BOTTOM)))
            .collect();
        svg.push_str(&format!(
            "<polyline data-side=\"{}\" points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>",
            side.name(),
            points.join(" "),
            colour(side)
        ));
        // A line through one point draws nothing: a side's only move is shown as a dot.
        if let [(x, left)] = line.as_slice() {
            svg.push_str(&format!(
                "<circle data-side=\"{}\" cx=\"{x}\" cy=\"{}\" r=\"3\" fill=\"{}\"/>",
                side.name(),
                scale(*left, max_left, LINES_TOP, LINES_BOTTOM),
                colour(side)
            ));
        }
        let bar = (span / (2 * i64::from(last))).max(1);
        for c in &own {
            let top = scale(c.used, max_used, BARS_TOP, BARS_BOTTOM);
            svg.push_str(&format!(
                "<rect x=\"{}\" y=\"{top}\" width=\"{bar}\" height=\"{}\" fill=\"{}\"/>",
                c.x,
                BARS_BOTTOM - top,
                colour(side)
            ));
        }
        let legend_x = WIDTH - RIGHT - if side == Side::White { 130 } else { 64 };
        svg.push_str(&format!(
            "<rect x=\"{legend_x}\" y=\"14\" width=\"12\" height=\"12\" fill=\"{}\"/><text x=\"{}\" y=\"24\">{}</text>",
            colour(side),
            legend_x + 16,
            escape(side_name(side))
        ));
    }
    svg.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text></svg>",
        LEFT + span / 2,
        HEIGHT - 10,
        escape(&tf("Move (1 to {last})", &[("last", &last.to_string())]))
    ));
    svg
}

/// `line` goes at `x` from where it stood to `to`, straight down or up: a time set, not a move.
fn jump(line: &mut Vec<(i64, Millis)>, x: i64, to: Millis) {
    if let Some(&(at, stood)) = line.last() {
        if at != x {
            line.push((x, stood));
        }
    }
    line.push((x, to));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(number: u32, side: Side, used: i64, left: i64) -> MoveRecord {
        MoveRecord {
            number,
            side,
            used: Millis(used),
            left: Millis(left),
        }
    }

    #[test]
    fn each_side_gets_a_line_through_its_moves_and_a_bar_per_move() {
        let svg = chart(
            &[
                made(1, Side::White, 10_000, 60_000),
                made(1, Side::Black, 20_000, 50_000),
                made(2, Side::White, 5_000, 55_000),
            ],
            &[],
        );
        // Two move slots over 420 px: White at 48 and 258, Black at 153. Lines scale to 60 s, bars to
        // 20 s.
        assert!(svg.contains(
            "<polyline data-side=\"white\" points=\"48,40 258,54\" fill=\"none\" stroke=\"#c77d00\""
        ));
        assert!(svg.contains("<polyline data-side=\"black\" points=\"153,67\""));
        assert!(svg
            .contains("<rect x=\"153\" y=\"250\" width=\"105\" height=\"120\" fill=\"#1d4ed8\"/>"));
        assert!(svg
            .contains("<rect x=\"258\" y=\"340\" width=\"105\" height=\"30\" fill=\"#c77d00\"/>"));
        assert!(svg.contains(">1:00</text>"));
        assert!(svg.contains(">0:20</text>"));
        assert!(svg.ends_with("Move (1 to 2)</text></svg>"));
    }

    #[test]
    fn a_correction_jumps_the_line_and_a_flag_takes_it_to_zero() {
        use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
        let mut game = Game::new(parse_human("1").unwrap(), GameSettings::default());
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 10_000),
            (Action::Press, 20_000),
            (
                Action::SetTime {
                    side: Side::White,
                    time: Millis(30_000),
                },
                20_000,
            ),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        game.observe(Instant(60_000));
        let svg = time_chart(game.incidents());
        // One move each over 420 px (White at 48, Black at 258), scaled to 60 s (50 s, 160 px): White
        // stood at 50 s, was set to 30 s after both moves (x 468, the chart's end) and fell there.
        assert!(
            svg.contains("<polyline data-side=\"white\" points=\"48,40 468,40 468,104 468,200\""),
            "{svg}"
        );
        assert!(
            svg.contains("<polyline data-side=\"black\" points=\"258,40\""),
            "{svg}"
        );
    }

    #[test]
    fn a_move_taken_back_and_made_again_is_drawn_after_the_time_the_ruling_reinstated() {
        use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
        let mut game = Game::new(parse_human("1").unwrap(), GameSettings::default());
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 10_000),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                    position: None,
                },
                12_000,
            ),
            (Action::Press, 20_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        let svg = time_chart(game.incidents());
        // White's one move kept, made again at 0:20 with 42 s left (x 48); the 50 s the ruling
        // reinstated sits there before it. Both scale to Black's 1:58 after the minute's bonus.
        let white = svg
            .split("<polyline data-side=\"white\" points=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap();
        assert_eq!(white, "48,133 48,144", "{svg}");
    }

    #[test]
    fn a_game_of_one_move_draws_that_move_as_a_point() {
        let svg = chart(&[made(1, Side::White, 10_000, 60_000)], &[]);
        // One slot of 420 px: White's point at the left of it, at the top of the time-left panel.
        assert!(svg.contains(
            "<circle data-side=\"white\" cx=\"48\" cy=\"40\" r=\"3\" fill=\"#c77d00\"/>"
        ));
        assert_eq!(svg.matches("<circle").count(), 1, "Black made no move");
        assert!(svg
            .contains("<rect x=\"48\" y=\"250\" width=\"210\" height=\"120\" fill=\"#c77d00\"/>"));
    }

    #[test]
    fn moves_that_fall_on_one_pixel_draw_one_point_and_one_bar() {
        // 100,000 moves for each side over 420 px: 420 columns each, a bar for each, besides the
        // background and the legend's two squares.
        let long: Vec<MoveRecord> = (1..=100_000)
            .flat_map(|n| {
                [
                    made(n, Side::White, i64::from(n % 7) * 1_000, 60_000),
                    made(n, Side::Black, 1_000, 50_000),
                ]
            })
            .collect();
        let svg = chart(&long, &[]);
        assert_eq!(svg.matches("<rect").count(), 2 * 420 + 3);
        // The first column holds White's moves 1 to 239 (6 s the longest): its bar is the full height.
        assert!(
            svg.contains("<rect x=\"48\" y=\"250\" width=\"1\" height=\"120\" fill=\"#c77d00\"/>")
        );
        assert!(svg.ends_with("Move (1 to 100000)</text></svg>"));
    }

    #[test]
    fn a_game_without_moves_still_draws_its_axes() {
        let svg = chart(&[], &[]);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches("<polyline").count(), 2);
        // The axes of both panels (time left, time used).
        assert_eq!(svg.matches("<path d=\"M").count(), 2);
    }
}
