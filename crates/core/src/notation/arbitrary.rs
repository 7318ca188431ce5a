//! Generators of time controls and of notation-like text for the property tests.

use crate::{Method, Millis, Period, PeriodEnd, TimeControl};
use proptest::prelude::*;

/// Whole seconds, weighted toward the round values notation has spellings for, with the extremes.
fn seconds() -> impl Strategy<Value = Millis> {
    prop_oneof![
        3 => (0i64..=7200).prop_map(|quarters| quarters * 15),
        3 => 0i64..=10_000,
        1 => 0i64..=i64::MAX / 1000,
        1 => Just(i64::MAX / 1000),
    ]
    .prop_map(Millis::from_secs)
}

fn moves() -> impl Strategy<Value = u32> {
    prop_oneof![3 => 1u32..=60, 1 => 1u32..=u32::MAX]
}

fn method() -> impl Strategy<Value = Method> {
    prop_oneof![
        Just(Method::Plain),
        seconds().prop_map(|increment| Method::Fischer { increment }),
        seconds().prop_map(|delay| Method::SimpleDelay { delay }),
        seconds().prop_map(|delay| Method::Bronstein { delay }),
        Just(Method::Hourglass),
        prop_oneof![1u32..=10, 1u32..=u32::MAX].prop_map(|periods| Method::ByoYomi { periods }),
        Just(Method::Canadian),
        Just(Method::CountUp),
    ]
}

/// One side's periods, shaped to be valid: only the last may run for the game, only others may end
/// on timeout, Canadian overtime ends on moves, and overtime methods have time.
fn side() -> impl Strategy<Value = Vec<Period>> {
    prop::collection::vec((any::<bool>(), moves(), seconds(), method()), 1..=4).prop_map(|raw| {
        let last = raw.len() - 1;
        raw.into_iter()
            .enumerate()
            .map(|(index, (by_moves, moves, mut time, method))| {
                let end = if by_moves || method == Method::Canadian {
                    PeriodEnd::Moves(moves)
                } else if index == last {
                    PeriodEnd::Game
                } else {
                    PeriodEnd::Timeout
                };
                let needs_time = matches!(
                    method,
                    Method::Hourglass | Method::ByoYomi { .. } | Method::Canadian
                );
                if needs_time && time == Millis::ZERO {
                    time = Millis::from_secs(1);
                }
                Period { end, time, method }
            })
            .collect()
    })
}

/// Any valid time control, the sides the same half of the time.
pub(super) fn any_control() -> impl Strategy<Value = TimeControl> {
    (side(), prop::option::of(side())).prop_filter_map("a side without time", |(white, black)| {
        let black = black.unwrap_or_else(|| white.clone());
        TimeControl::with_odds(white, black).ok()
    })
}

/// A valid control that PGN can write: the same for both sides, every period but the last ending on
/// moves, plain time, increments and delays, and hourglass only for the rest of the game.
pub(super) fn pgn_control() -> impl Strategy<Value = TimeControl> {
    let method = || {
        prop_oneof![
            Just(Method::Plain),
            seconds().prop_map(|increment| Method::Fischer { increment }),
            seconds().prop_map(|delay| Method::SimpleDelay { delay }),
            seconds().prop_map(|delay| Method::Bronstein { delay }),
        ]
    };
    let period = (moves(), seconds(), method()).prop_map(|(moves, time, method)| Period {
        end: PeriodEnd::Moves(moves),
        time,
        method,
    });
    let last_method = prop_oneof![4 => method(), 1 => Just(Method::Hourglass)];
    let last = (any::<bool>(), moves(), seconds(), last_method).prop_map(
        |(by_moves, moves, time, method)| Period {
            end: if by_moves && method != Method::Hourglass {
                PeriodEnd::Moves(moves)
            } else {
                PeriodEnd::Game
            },
            time,
            method,
        },
    );
    (prop::collection::vec(period, 0..=3), last).prop_filter_map(
        "a control without time",
        |(mut periods, last)| {
            periods.push(last);
            TimeControl::new(periods).ok()
        },
    )
}

/// Text made of the pieces of both notations, mostly meaningless, often nearly valid.
pub(super) fn notation_like() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "0",
        "1",
        "3",
        "5",
        "40",
        "90",
        "+",
        "|",
        "/",
        ":",
        ",",
        ";",
        " ",
        "*",
        ".",
        ".5",
        "½",
        "¼",
        "x",
        "f",
        "d",
        "b",
        "?",
        "-",
        "then",
        " then ",
        "byo",
        " byo ",
        "canadian",
        "count-up",
        "hourglass",
        "vs",
        " vs ",
        "G/",
        "SD/",
        "inc",
        "delay",
        ":30",
        "99999999999999999999",
        "4294967296",
        "9223372036854775",
        "é",
        "\u{0}",
    ];
    prop::collection::vec(prop::sample::select(PIECES), 0..16).prop_map(|pieces| pieces.concat())
}
