//! The JSON the commands print.

use flagfall_core::{
    Classification, Game, Instant, Method, Millis, Period, PeriodEnd, PgnTimeControl, ReadingNote,
    Side,
};
use serde::Serialize;

#[derive(Serialize)]
struct ControlJson<'a> {
    pgn: Option<String>,
    periods: Vec<PeriodJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    black_periods: Option<Vec<PeriodJson>>,
    category: &'a str,
    reason: &'a str,
    /// How human notation was read where it may mean something else (`40/90`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
}

#[derive(Serialize)]
struct PeriodJson {
    moves: Option<u32>,
    seconds: i64,
    increment: i64,
    delay: i64,
    delay_kind: Option<&'static str>,
    hourglass: bool,
    /// Only for the methods the PGN tag cannot express.
    #[serde(skip_serializing_if = "Option::is_none")]
    byo_yomi_periods: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    canadian: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    count_up: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    ends_on_timeout: bool,
}

fn whole_seconds(span: Millis) -> i64 {
    span.as_millis() / 1000
}

fn period_json(period: &Period) -> PeriodJson {
    let method = period.method;
    PeriodJson {
        moves: period.move_count(),
        seconds: whole_seconds(period.time),
        increment: method.increment().map_or(0, whole_seconds),
        delay: method.delay().map_or(0, whole_seconds),
        delay_kind: match method {
            Method::SimpleDelay { .. } => Some("simple"),
            Method::Bronstein { .. } => Some("bronstein"),
            _ => None,
        },
        hourglass: method == Method::Hourglass,
        byo_yomi_periods: match method {
            Method::ByoYomi { periods } => Some(periods),
            _ => None,
        },
        canadian: method == Method::Canadian,
        count_up: method == Method::CountUp,
        ends_on_timeout: period.end == PeriodEnd::Timeout,
    }
}

/// The `control` command's object.
pub fn control_json(
    control: &PgnTimeControl,
    classification: &Classification,
    notes: &[ReadingNote],
) -> String {
    let (pgn, periods, black_periods) = match control {
        PgnTimeControl::Timed(timed) => {
            let list = |side| timed.periods(side).iter().map(period_json).collect();
            let black = (!timed.is_symmetric()).then(|| list(Side::Black));
            (flagfall_core::to_pgn(timed).ok(), list(Side::White), black)
        }
        other => (Some(other.to_string()), Vec::new(), None),
    };
    to_json(&ControlJson {
        pgn,
        periods,
        black_periods,
        category: classification.category.as_str(),
        reason: &classification.to_string(),
        notes: notes.iter().map(ToString::to_string).collect(),
    })
}

#[derive(Serialize)]
struct StateJson {
    at: serde_json::Number,
    running: Option<Side>,
    result: Option<&'static str>,
    /// Only in Armageddon, where a draw has a winner (Black): who won, `null` while undecided.
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Option<Side>>,
    white: SideJson,
    black: SideJson,
}

#[derive(Serialize)]
struct SideJson {
    ms: i64,
    delay_ms: i64,
    moves: u32,
    flag_at: Option<serde_json::Number>,
    /// Whether the player must keep the scoresheet now (FIDE 8.4; never in rapid and blitz, A.2).
    must_record: bool,
}

/// Seconds as a JSON number: an integer when whole, else with the milliseconds as decimals.
fn seconds_number(instant: Instant) -> serde_json::Number {
    if instant.0 % 1000 == 0 {
        serde_json::Number::from(instant.0 / 1000)
    } else {
        // Decimal text parsed back keeps exactly three decimals' worth of precision.
        let text = format!("{}.{:03}", instant.0 / 1000, (instant.0 % 1000).abs());
        text.parse()
            .unwrap_or_else(|_| serde_json::Number::from(instant.0 / 1000))
    }
}

/// One `state` line: the game as it stands at `at`.
pub fn state_json(game: &Game, at: Instant) -> String {
    let view = game.view(at);
    let side = |side: Side| {
        let v = view.sides[side];
        SideJson {
            ms: v.main.as_millis(),
            delay_ms: v.delay.as_millis(),
            moves: v.moves,
            flag_at: v.flag.map(seconds_number),
            must_record: game.scoresheet(side, at).must_record(),
        }
    };
    to_json(&StateJson {
        at: seconds_number(at),
        running: view.running(),
        result: game
            .outcome()
            .and_then(|outcome| outcome.result)
            .map(|result| result.as_pgn()),
        winner: game.settings().armageddon.then(|| game.winner()),
        white: side(Side::White),
        black: side(Side::Black),
    })
}

fn to_json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain data always serializes")
}
