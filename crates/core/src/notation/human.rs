//! Human time-control notation, what players, organisers and arbiters write: reading it
//! ([`parse_human`]) and writing it in a canonical form ([`to_human`]).

use super::error::{Expected, NotationError, NotationErrorKind, ReadingNote};
use super::increment::{read_increment, write_increment};
use super::minutes::{read_minutes, write_minutes};
use super::scan::{invalid, whole_seconds, Scanner, Spans};
use crate::{recommended_delay, Method, Millis, Period, PeriodEnd, Rulebook, Side, TimeControl};

/// Reads a time control in human notation.
///
/// Times of periods are in minutes, written `90`, `1.5`, `0.25`, `½`, `1½` or `1:01` (minutes and
/// two digits of seconds); whatever the spelling, a time must come to a whole number of seconds.
/// Increments, delays and byo-yomi periods are in whole seconds. Keywords and letters are read in
/// any case, and spaces around symbols are optional.
///
/// **Two styles.** Each side's control is *US style* if it contains `G/`, `SD/` or `;` (in any
/// case), and *FIDE style* otherwise. What differs is `a/b`: FIDE style writes *minutes/moves*
/// (`90/40`), US style *moves/minutes* (`40/120`).
///
/// FIDE style, periods separated by `,` (after a period with a move count) or `then`:
/// - `3+2` or `15|10`: minutes, and a Fischer increment in seconds. `5` alone is sudden death, and
///   so is `5+0`: a bare `+0` is no increment at all ([`Method::Plain`]).
/// - `90/40+30, 30+30`: 90 minutes for 40 moves, then 30 minutes for the rest, each with a 30 s
///   increment; the common shorthand `90/40+30/30` reads the same. `120/40, 60/20, 30`: no
///   increments. A last period with a move count repeats, and a period without one must be the
///   last. Written with more moves than minutes (`40/90`, as US style would order them) it still
///   reads minutes first, and [`parse_human_noted`] says so.
/// - `5+3d` simple delay, `5+3b` Bronstein delay. With its letter a zero keeps its method: `5+0d`,
///   `5+0b`, and `5+0f` for a Fischer increment of zero.
/// - `90 then 15`: when the 90 minutes run out, 15 more for the rest of the game.
/// - `*3` or `hourglass 3`: hourglass, 3 minutes each.
/// - `60 byo 5x30`: 60 minutes, then, when they run out, byo-yomi of 5 periods of 30 s. `byo 3x10`
///   and `0 byo 3x10` are byo-yomi alone; `0 then byo 3x10` keeps a main time of zero.
/// - `60 canadian 20/5`: 60 minutes, then Canadian overtime of 20 moves in 5 minutes (moves first,
///   as Canadian overtime is always told), repeated. `canadian 20/5`: the overtime alone.
/// - `count-up`: no limit, the clock counts up.
/// - Rarer periods take the same parts: `*3/40` (hourglass for 40 moves), `byo 5x30/40`,
///   `count-up 5/40`.
///
/// US style, periods separated by `,`, then one setting that applies to every period:
/// - `G/90;d5`: game in 90 minutes with a 5 s simple delay; `G/5;b5` Bronstein; `G/3;inc2` or
///   `G/3;+2` a 2 s increment. `d/5`, `d 5`, `delay 5`, `inc/30`, `bronstein 5` read too, and the
///   `;` may be a space. A setting of zero (`d0`, as US announcements write it) means none.
/// - `40/120, SD/30;d5`: 40 moves in 120 minutes, then sudden death in 30, a 5 s delay throughout.
///   After several periods the `;` is required: `40/100, SD/60d10` could mean a delay in the last
///   period only, and is refused.
///
/// **Time odds:** `5+0 vs 3+0` is White's control, then Black's; each side has its own style.
///
/// ```
/// use flagfall_core::{parse_human, Method, Millis, Period, TimeControl};
/// let blitz = parse_human("3+2")?;
/// assert_eq!(
///     blitz,
///     TimeControl::new(vec![Period::game(
///         Millis::from_mins(3),
///         Method::Fischer { increment: Millis::from_secs(2) },
///     )])?
/// );
/// assert_eq!(parse_human("15|10")?, parse_human("15+10")?);
///
/// // US style: moves/minutes, and the delay after `;` applies to every period.
/// let delay = Method::SimpleDelay { delay: Millis::from_secs(5) };
/// assert_eq!(
///     parse_human("40/120, SD/30;d5")?,
///     TimeControl::new(vec![
///         Period::moves(40, Millis::from_mins(120), delay),
///         Period::game(Millis::from_mins(30), delay),
///     ])?
/// );
///
/// assert_eq!(
///     parse_human("90/0").unwrap_err().to_string(),
///     r#"at column 4: a period needs at least one move, found "0""#
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_human(s: &str) -> Result<TimeControl, NotationError> {
    parse_human_noted(s).map(|(control, _)| control)
}

/// [`parse_human`], with what a reader should be told about how the text was read though it is
/// valid: a FIDE-style period with more moves than minutes (`40/90+30, 30+30` is 40 minutes for 90
/// moves, where 90 minutes for 40 moves is `90/40+30, 30+30`).
///
/// ```
/// use flagfall_core::{parse_human_noted, ReadingNote};
/// let (_, notes) = parse_human_noted("40/90+30, 30+30")?;
/// assert_eq!(notes, [ReadingNote::MinutesForMoreMoves { column: 1, minutes: 40, moves: 90 }]);
/// assert!(parse_human_noted("90/40+30, 30+30")?.1.is_empty());
/// # Ok::<(), flagfall_core::NotationError>(())
/// ```
pub fn parse_human_noted(s: &str) -> Result<(TimeControl, Vec<ReadingNote>), NotationError> {
    parse_human_under(s, Rulebook::Fide2023)
}

/// [`parse_human_noted`] as `rulebook` reads a control: under US Chess a side written with no delay
/// or increment at all gets the minimum recommended delay (5E2: "If the organizer fails to specify an
/// increment or delay time … the minimum recommended delay specified in rule 5E shall apply"), on
/// every period from move one (5E1), with a note; `;d0` writes none. Every other rulebook reads the
/// text as it is.
///
/// ```
/// use flagfall_core::{parse_human_under, to_human, ReadingNote, Millis, Rulebook};
/// let (control, notes) = parse_human_under("G/10", Rulebook::UsChess)?;
/// assert_eq!(to_human(&control), "G/10;d2");
/// assert_eq!(notes, [ReadingNote::UsDefaultDelay { delay: Millis::from_secs(2) }]);
/// assert_eq!(to_human(&parse_human_under("G/10;d0", Rulebook::UsChess)?.0), "10+0");
/// assert_eq!(to_human(&parse_human_under("G/10", Rulebook::Fide2023)?.0), "10+0");
/// # Ok::<(), flagfall_core::NotationError>(())
/// ```
pub fn parse_human_under(
    s: &str,
    rulebook: Rulebook,
) -> Result<(TimeControl, Vec<ReadingNote>), NotationError> {
    if s.trim().is_empty() {
        return Err(NotationError::empty());
    }
    let mut notes = Vec::new();
    // ASCII lowercasing keeps byte offsets.
    let split = s.to_ascii_lowercase().find("vs");
    let (mut white, white_spans, white_extra) =
        read_side(s, 0, split.unwrap_or(s.len()), &mut notes)?;
    let (mut black, black_spans, black_extra) = match split {
        Some(at) => read_side(s, at + "vs".len(), s.len(), &mut notes)?,
        None => (white.clone(), white_spans.clone(), white_extra),
    };
    // 5E1: one delay "the same for all time control segments", the larger either side's base asks.
    let unwritten = |periods: &[Period], written: bool| {
        !written && periods.iter().all(|period| period.method == Method::Plain)
    };
    let sides = [(&mut white, white_extra), (&mut black, black_extra)];
    if rulebook == Rulebook::UsChess && sides.iter().any(|(p, written)| unwritten(p, *written)) {
        let delay = sides
            .iter()
            .map(|(periods, _)| recommended_delay(periods))
            .max()
            .unwrap_or(Millis::ZERO);
        for (periods, written) in sides {
            if unwritten(periods, written) {
                for period in periods.iter_mut() {
                    period.method = Method::SimpleDelay { delay };
                }
            }
        }
        notes.push(ReadingNote::UsDefaultDelay { delay });
    }
    let control = TimeControl::with_odds(white, black)
        .map_err(|error| invalid(s, error, &white_spans, &black_spans))?;
    Ok((control, notes))
}

/// Writes a time control in its canonical human notation. Every control can be written, and
/// [`parse_human`] reads the text back to the same control (and a canonical text to itself).
///
/// - A side is written in US style when all its periods have the same simple or Bronstein delay
///   of more than zero and none ends on timeout: `G/90;d5`, `40/120, SD/30;d5`, `G/5;b5` (so `5+3d`
///   is written `G/5;d3`).
/// - Otherwise in FIDE style: `3+2`, `90/40+30, 30+30`, `120/40, 60/20, 30`, `90/40+30d, 30`,
///   `90 then 15`, `*3`, `60 byo 5x30`, `byo 3x10`, `60 canadian 20/5`, `count-up`. A lone
///   sudden-death period without increment is `5+0`; elsewhere plain time has no `+0`. An increment
///   or delay of zero keeps its letter (`5+0f`, `5+0d`).
/// - Times are whole minutes where they are (`90`), decimals for quarter minutes (`0.25`, `1.5`,
///   `2.75`), and minutes and seconds otherwise (`1:01`).
/// - `W vs B` when the sides differ.
///
/// ```
/// use flagfall_core::{parse_human, to_human};
/// for canonical in ["3+2", "5+0", "90/40+30, 30+30", "G/90;d5", "60 byo 5x30", "5+0 vs 3+0"] {
///     assert_eq!(to_human(&parse_human(canonical)?), canonical);
/// }
/// assert_eq!(to_human(&parse_human("15|10")?), "15+10");
/// assert_eq!(to_human(&parse_human("5+3d")?), "G/5;d3");
/// assert_eq!(to_human(&parse_human("1½")?), "1.5+0");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn to_human(control: &TimeControl) -> String {
    let white = write_side(control.periods(Side::White));
    if control.is_symmetric() {
        white
    } else {
        format!("{white} vs {}", write_side(control.periods(Side::Black)))
    }
}

/// A period as read, before what follows it tells how it ends.
struct Field {
    moves: Option<u32>,
    time: Millis,
    method: Method,
}

impl Field {
    const fn ending(&self, end: PeriodEnd) -> Period {
        Period {
            end,
            time: self.time,
            method: self.method,
        }
    }

    /// The period when nothing follows: it ends on its moves (and repeats), or never.
    const fn last(&self) -> Period {
        self.ending(match self.moves {
            Some(moves) => PeriodEnd::Moves(moves),
            None => PeriodEnd::Game,
        })
    }
}

/// The spellings of byo-yomi, each before its prefix (`byo` alone would stop at `-yomi`).
const BYO_YOMI: [&str; 3] = ["byo-yomi", "byoyomi", "byo"];

/// How a US-style setting turns its seconds into a method.
type Setting = fn(Millis) -> Method;

/// The US-style settings after `;`, the word that writes each shortest, and the method it means.
const SETTINGS: [(&str, &str, Setting); 6] = [
    ("+", "inc", |increment| Method::Fischer { increment }),
    ("inc", "inc", |increment| Method::Fischer { increment }),
    ("delay", "d", |delay| Method::SimpleDelay { delay }),
    ("d", "d", |delay| Method::SimpleDelay { delay }),
    ("bronstein", "b", |delay| Method::Bronstein { delay }),
    ("b", "b", |delay| Method::Bronstein { delay }),
];

/// A first number under this is no move count anyone writes for a period, so `1/40` is not the
/// slip `40/90` may be.
const PLAUSIBLE_MOVES: u64 = 10;

/// Reads one side's control from `src[start..end]`, noting what reads otherwise than it may mean;
/// and whether a delay or increment was written for it, even of zero (`+0`, `;d0`).
fn read_side(
    src: &str,
    start: usize,
    end: usize,
    notes: &mut Vec<ReadingNote>,
) -> Result<(Vec<Period>, Spans, bool), NotationError> {
    let lower = src[start..end].to_ascii_lowercase();
    let us = lower.contains("g/") || lower.contains("sd/") || lower.contains(';');
    let mut scan = Scanner::new(src, start, end);
    scan.skip_ws();
    let mut periods = Vec::new();
    let mut spans = Spans {
        whole: scan.pos()..scan.pos(),
        periods: Vec::new(),
    };
    let mut after = None;
    let mut extra_written = false;
    // The period `90/40+30/30` writes after the slash, read with the one before it.
    let mut shorthand: Option<(Field, core::ops::Range<usize>)> = None;
    loop {
        let (field, span) = if let Some(read) = shorthand.take() {
            read
        } else {
            let field_start = scan.pos();
            let field = if us {
                read_us_field(&mut scan, after)?
            } else {
                read_field(&mut scan, after)?
            };
            if !us {
                note_unlikely_period(&scan, field_start, &field, notes);
                // FIDE style writes a period's increment or delay after `+` or `|` only.
                extra_written |= src[field_start..scan.pos()].contains(['+', '|']);
            }
            (field, field_start..scan.pos())
        };
        spans.whole.end = span.end;
        scan.skip_ws();
        if scan.at_end() {
            periods.push(field.last());
            spans.periods.push(span);
            break;
        }
        if let (false, Some(moves), true) = (
            us,
            field.moves,
            field.method.increment().is_some() || field.method.delay().is_some(),
        ) {
            if scan.eat('/') {
                scan.skip_ws();
                let next_start = scan.pos();
                let time = read_minutes(&mut scan, Some("/"))?;
                periods.push(field.ending(PeriodEnd::Moves(moves)));
                spans.periods.push(span);
                let next = Field {
                    moves: None,
                    time,
                    method: field.method,
                };
                shorthand = Some((next, next_start..scan.pos()));
                continue;
            }
        }
        if us && at_setting(&scan) {
            let setting_start = scan.pos();
            let semicolon = scan.peek() == Some(';');
            let (method, written) = read_setting(&mut scan)?;
            extra_written = true;
            if !semicolon && !periods.is_empty() {
                return Err(scan.error_over(
                    NotationErrorKind::SettingWithoutSemicolon { setting: written },
                    setting_start..scan.pos(),
                ));
            }
            scan.finish()?;
            periods.push(field.last());
            spans.periods.push(span);
            for period in &mut periods {
                period.method = method;
            }
            break;
        }
        if scan.eat(',') {
            let Some(moves) = field.moves else {
                return Err(scan.error_over(NotationErrorKind::SuddenDeathNotLast, span));
            };
            periods.push(field.ending(PeriodEnd::Moves(moves)));
            spans.periods.push(span);
            after = Some(",");
        } else if scan.at_keyword("then") || (!us && at_overtime(&scan)) {
            if field.moves.is_some() {
                return Err(scan.error(NotationErrorKind::TimeoutAfterMoves));
            }
            let then = scan.keyword("then");
            // `0 byo 3x10` is byo-yomi with no main time, not a main time of nothing.
            let no_main_time = field.method == Method::Plain && field.time == Millis::ZERO;
            if then || !no_main_time {
                periods.push(field.ending(PeriodEnd::Timeout));
                spans.periods.push(span);
            }
            after = then.then_some("then");
        } else {
            return Err(scan.expected(Expected::Separator, None));
        }
        scan.skip_ws();
    }
    Ok((periods, spans, extra_written))
}

/// A FIDE-style period.
fn read_field(scan: &mut Scanner<'_>, after: Option<&'static str>) -> Result<Field, NotationError> {
    let hourglass = if scan.eat('*') {
        Some("*")
    } else if scan.keyword("hourglass") {
        Some("hourglass")
    } else {
        None
    };
    if hourglass.is_some() {
        scan.skip_ws();
        let time = read_minutes(scan, hourglass)?;
        let moves = read_moves(scan)?;
        return Ok(Field {
            moves,
            time,
            method: Method::Hourglass,
        });
    }
    if scan.any_keyword(&BYO_YOMI) {
        scan.skip_ws();
        let periods = scan.count(Expected::ByoYomiPeriods, Some("byo"))?;
        scan.skip_ws();
        if !['x', 'X', '×'].into_iter().any(|x| scan.eat(x)) {
            return Err(scan.expected(Expected::Symbol('x'), None));
        }
        scan.skip_ws();
        let time = scan.seconds(Some("x"), true)?;
        let moves = read_moves(scan)?;
        return Ok(Field {
            moves,
            time,
            method: Method::ByoYomi { periods },
        });
    }
    if scan.keyword("canadian") {
        scan.skip_ws();
        let moves = scan.moves(Some("canadian"))?;
        scan.skip_ws();
        if !scan.eat('/') {
            return Err(scan.expected(Expected::Symbol('/'), None));
        }
        scan.skip_ws();
        let time = read_minutes(scan, Some("/"))?;
        return Ok(Field {
            moves: Some(moves),
            time,
            method: Method::Canadian,
        });
    }
    if scan.any_keyword(&["count-up", "countup"]) {
        let time = if scan.spaced(|s| s.at_number()) {
            read_minutes(scan, None)?
        } else {
            Millis::ZERO
        };
        let moves = read_moves(scan)?;
        return Ok(Field {
            moves,
            time,
            method: Method::CountUp,
        });
    }
    if !scan.at_number() {
        return Err(scan.expected(Expected::TimeControl, after));
    }
    let time = read_minutes(scan, after)?;
    let moves = read_moves(scan)?;
    let method = if scan.eat_spaced('+') {
        scan.skip_ws();
        read_increment(scan, "+", true)?
    } else if scan.eat_spaced('|') {
        scan.skip_ws();
        read_increment(scan, "|", true)?
    } else {
        Method::Plain
    };
    Ok(Field {
        moves,
        time,
        method,
    })
}

/// Whether byo-yomi or Canadian overtime starts here: they may follow the main time without `then`.
fn at_overtime(scan: &Scanner<'_>) -> bool {
    BYO_YOMI.iter().any(|word| scan.at_keyword(word)) || scan.at_keyword("canadian")
}

/// The `/moves` after a FIDE-style time, if written.
fn read_moves(scan: &mut Scanner<'_>) -> Result<Option<u32>, NotationError> {
    if scan.eat_spaced('/') {
        scan.skip_ws();
        scan.moves(Some("/")).map(Some)
    } else {
        Ok(None)
    }
}

/// A US-style period: `G/90`, `SD/30`, `40/120` (moves first), or minutes alone.
fn read_us_field(
    scan: &mut Scanner<'_>,
    after: Option<&'static str>,
) -> Result<Field, NotationError> {
    let plain = |moves, time| Field {
        moves,
        time,
        method: Method::Plain,
    };
    for word in ["G", "SD"] {
        if scan.keyword(word) {
            scan.skip_ws();
            if !scan.eat('/') {
                return Err(scan.expected(Expected::Symbol('/'), Some(word)));
            }
            scan.skip_ws();
            return Ok(plain(None, read_minutes(scan, Some("/"))?));
        }
    }
    if !scan.at_number() {
        return Err(scan.expected(Expected::TimeControl, after));
    }
    let mut probe = *scan;
    probe.digits();
    if !probe.eat_spaced('/') {
        return Ok(plain(None, read_minutes(scan, after)?));
    }
    let moves = scan.moves(after)?;
    scan.eat_spaced('/');
    scan.skip_ws();
    Ok(plain(Some(moves), read_minutes(scan, Some("/"))?))
}

fn at_setting(scan: &Scanner<'_>) -> bool {
    scan.peek() == Some(';') || SETTINGS.iter().any(|(word, _, _)| scan.at_keyword(word))
}

/// The US-style setting that applies to every period: `;d5`, `;b5`, `;inc2`, `;+2` and variants.
/// Returns the method and the setting as written shortest with its `;` (`;d5`).
fn read_setting(scan: &mut Scanner<'_>) -> Result<(Method, String), NotationError> {
    if scan.eat(';') {
        scan.skip_ws();
    }
    let Some(&(word, short, method)) = SETTINGS.iter().find(|(word, _, _)| scan.keyword(word))
    else {
        return Err(scan.expected(Expected::Setting, Some(";")));
    };
    scan.eat_spaced('/');
    scan.skip_ws();
    let amount = scan.seconds(Some(word), true)?;
    let written = format!(";{short}{}", whole_seconds(amount));
    // US announcements write `d0` for "no delay".
    let method = if amount == Millis::ZERO {
        Method::Plain
    } else {
        method(amount)
    };
    Ok((method, written))
}

/// Notes a FIDE-style period of whole minutes, at least [`PLAUSIBLE_MOVES`] of them, for more moves
/// than that: the order US style writes (`40/90` for 40 moves in 90 minutes); and one of fewer
/// minutes for fewer moves still (`5/4`, which may be meant as Armageddon's 5 minutes against 4).
fn note_unlikely_period(
    scan: &Scanner<'_>,
    field_start: usize,
    field: &Field,
    notes: &mut Vec<ReadingNote>,
) {
    let timed = matches!(
        field.method,
        Method::Plain
            | Method::Fischer { .. }
            | Method::SimpleDelay { .. }
            | Method::Bronstein { .. }
    );
    let Some(moves) = field.moves.filter(|_| timed) else {
        return;
    };
    let secs = u64::try_from(whole_seconds(field.time)).unwrap_or(0);
    let minutes = secs / 60;
    if secs % 60 != 0 {
        return;
    }
    let column = scan.column(field_start);
    if minutes >= PLAUSIBLE_MOVES && u64::from(moves) > minutes {
        notes.push(ReadingNote::MinutesForMoreMoves {
            column,
            minutes,
            moves,
        });
    } else if u64::from(moves) < PLAUSIBLE_MOVES && minutes < PLAUSIBLE_MOVES {
        notes.push(ReadingNote::FewMoves {
            column,
            minutes,
            moves,
        });
    }
}

fn write_side(periods: &[Period]) -> String {
    if let Some(us) = write_us_side(periods) {
        return us;
    }
    if let [Period {
        end: PeriodEnd::Game,
        time,
        method: Method::Plain,
    }] = periods
    {
        return format!("{}+0", write_minutes(*time));
    }
    let mut out = String::new();
    for (index, period) in periods.iter().enumerate() {
        out.push_str(&write_field(period));
        let Some(next) = periods.get(index + 1) else {
            break;
        };
        let overtime = matches!(next.method, Method::ByoYomi { .. } | Method::Canadian);
        // Overtime after no main time needs `then`: without it, a main time of 0 is dropped.
        let no_main_time = period.method == Method::Plain && period.time == Millis::ZERO;
        out.push_str(match period.end {
            PeriodEnd::Timeout if overtime && !no_main_time => " ",
            PeriodEnd::Timeout => " then ",
            PeriodEnd::Moves(_) | PeriodEnd::Game => ", ",
        });
    }
    out
}

/// The US-style form, for a side with one delay of more than zero throughout and no timeout.
fn write_us_side(periods: &[Period]) -> Option<String> {
    let method = periods.first()?.method;
    let setting = match method {
        Method::SimpleDelay { delay } if delay.is_positive() => {
            format!(";d{}", whole_seconds(delay))
        }
        Method::Bronstein { delay } if delay.is_positive() => format!(";b{}", whole_seconds(delay)),
        _ => return None,
    };
    if periods
        .iter()
        .any(|p| p.method != method || p.end == PeriodEnd::Timeout)
    {
        return None;
    }
    let fields: Vec<String> = periods
        .iter()
        .map(|period| {
            let time = write_minutes(period.time);
            match period.end {
                PeriodEnd::Moves(moves) => format!("{moves}/{time}"),
                _ if periods.len() == 1 => format!("G/{time}"),
                _ => format!("SD/{time}"),
            }
        })
        .collect();
    Some(fields.join(", ") + &setting)
}

/// A FIDE-style period, without what separates it from the next.
fn write_field(period: &Period) -> String {
    let time = write_minutes(period.time);
    let moves = match period.end {
        PeriodEnd::Moves(moves) => format!("/{moves}"),
        PeriodEnd::Timeout | PeriodEnd::Game => String::new(),
    };
    match period.method {
        Method::Hourglass => format!("*{time}{moves}"),
        Method::ByoYomi { periods } => {
            format!("byo {periods}x{}{moves}", whole_seconds(period.time))
        }
        // A valid Canadian period always ends on its moves.
        Method::Canadian => format!("canadian {}/{time}", period.move_count().unwrap_or(0)),
        Method::CountUp if period.time == Millis::ZERO => format!("count-up{moves}"),
        Method::CountUp => format!("count-up {time}{moves}"),
        other => format!(
            "{time}{moves}{}",
            write_increment(other).unwrap_or_default()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::arbitrary::{any_control, notation_like};
    use crate::ControlError;
    use proptest::prelude::*;

    fn secs(n: i64) -> Millis {
        Millis::from_secs(n)
    }

    fn mins(n: i64) -> Millis {
        Millis::from_mins(n)
    }

    fn fischer(n: i64) -> Method {
        Method::Fischer { increment: secs(n) }
    }

    fn control(periods: Vec<Period>) -> TimeControl {
        TimeControl::new(periods).unwrap()
    }

    fn game(time: Millis, method: Method) -> TimeControl {
        control(vec![Period::game(time, method)])
    }

    fn timeout(time: Millis, method: Method) -> Period {
        Period {
            end: PeriodEnd::Timeout,
            time,
            method,
        }
    }

    #[test]
    fn us_chess_5e_5e1_5e2_a_control_written_without_delay_gets_the_minimum_recommended_one_in_every_period(
    ) {
        let under_us = |text: &str| {
            let (control, notes) = parse_human_under(text, Rulebook::UsChess).unwrap();
            (to_human(&control), notes)
        };
        let noted = |secs| {
            vec![ReadingNote::UsDefaultDelay {
                delay: Millis::from_secs(secs),
            }]
        };
        assert_eq!(under_us("G/10"), ("G/10;d2".to_owned(), noted(2)));
        assert_eq!(under_us("G/11"), ("G/11;d3".to_owned(), noted(3)));
        assert_eq!(under_us("G/29"), ("G/29;d3".to_owned(), noted(3)));
        assert_eq!(under_us("G/30"), ("G/30;d5".to_owned(), noted(5)));
        // 5E: "For a mixed or repeating time control … 5 to 30 seconds".
        assert_eq!(
            under_us("40/90, SD/30"),
            ("40/90, SD/30;d5".to_owned(), noted(5))
        );
        // FIDE style: 40 minutes for every 20 moves, written back US style.
        assert_eq!(under_us("40/20"), ("20/40;d5".to_owned(), noted(5)));
        // One note for both sides of odds, and one delay for both: the larger base's (5E1).
        assert_eq!(
            under_us("45 vs 25"),
            ("G/45;d5 vs G/25;d5".to_owned(), noted(5))
        );
        assert_eq!(
            under_us("5 vs 4"),
            ("G/5;d2 vs G/4;d2".to_owned(), noted(2))
        );
        // Written, even as nothing: as written.
        for written in ["G/30;d0", "30+0", "G/30;+0", "G/3;+2", "*3"] {
            assert_eq!(under_us(written).1, [], "{written}");
        }
        assert_eq!(under_us("G/30;d0").0, "30+0");
    }

    fn parse(s: &str) -> TimeControl {
        parse_human(s).unwrap_or_else(|error| panic!("{s}: {error}"))
    }

    /// The kind, column and found text of the error reading `s`.
    fn error(s: &str) -> (NotationErrorKind, usize, Option<String>) {
        let error = parse_human(s).unwrap_err();
        let at = error.location().unwrap();
        (error.kind().clone(), at.column, at.found.clone())
    }

    fn expected(expected: Expected, after: Option<&'static str>) -> NotationErrorKind {
        NotationErrorKind::Expected { expected, after }
    }

    fn found(text: &str) -> Option<String> {
        Some(text.to_owned())
    }

    #[test]
    fn minutes_plus_seconds_is_a_fischer_increment() {
        assert_eq!(parse("3+2"), game(mins(3), fischer(2)));
    }

    #[test]
    fn vertical_bar_is_the_same_as_plus() {
        assert_eq!(parse("15|10"), game(mins(15), fischer(10)));
    }

    #[test]
    fn minutes_alone_is_sudden_death_and_plus_zero_is_no_increment() {
        assert_eq!(parse("5"), game(mins(5), Method::Plain));
        assert_eq!(parse("5+0"), game(mins(5), Method::Plain));
        assert_eq!(parse("5+0f"), game(mins(5), fischer(0)));
    }

    #[test]
    fn fractional_minutes_come_to_whole_seconds() {
        for (text, seconds) in [
            ("½+0", 30),
            ("¼+0", 15),
            ("¾+0", 45),
            ("1½+0", 90),
            ("1.5+0", 90),
            ("0.25+0", 15),
            ("0.05+0", 3),
            (".5+0", 30),
            ("1:01+0", 61),
            ("1.5000000000000000000000+0", 90),
        ] {
            assert_eq!(parse(text), game(secs(seconds), Method::Plain), "{text}");
        }
    }

    #[test]
    fn fide_style_writes_minutes_over_moves() {
        assert_eq!(
            parse("90/40+30, 30+30"),
            control(vec![
                Period::moves(40, mins(90), fischer(30)),
                Period::game(mins(30), fischer(30)),
            ])
        );
        assert_eq!(
            parse("120/40, 60/20, 30"),
            control(vec![
                Period::moves(40, mins(120), Method::Plain),
                Period::moves(20, mins(60), Method::Plain),
                Period::game(mins(30), Method::Plain),
            ])
        );
    }

    #[test]
    fn the_fide_shorthand_90_40_plus_30_slash_30_is_a_second_period_with_the_same_increment() {
        let written_out = parse("90/40+30, 30+30");
        for text in ["90/40+30/30", "90/40 + 30 / 30", "90 / 40+30/30"] {
            assert_eq!(parse(text), written_out, "{text}");
        }
        assert_eq!(parse("120/40+30d/60"), parse("120/40+30d, 60+30d"));
        // Nothing may follow the period for the rest of the game.
        assert_eq!(
            error("90/40+30/30, 15"),
            (NotationErrorKind::SuddenDeathNotLast, 10, found("30"))
        );
    }

    #[test]
    fn us_style_a_setting_after_several_periods_needs_its_semicolon() {
        for (text, column, setting, written) in [
            ("40/100,SD/60d10", 13, ";d10", "d10"),
            ("40/100, SD/60 d10", 15, ";d10", "d10"),
            ("40/120, SD/30 inc30", 15, ";inc30", "inc30"),
            ("40/120, SD/30 b 5", 15, ";b5", "b 5"),
        ] {
            let error = parse_human(text).unwrap_err();
            assert_eq!(
                (error.kind().clone(), error.location().map(|at| at.column)),
                (
                    NotationErrorKind::SettingWithoutSemicolon {
                        setting: setting.to_owned()
                    },
                    Some(column)
                ),
                "{text}"
            );
            assert_eq!(
                error.to_string(),
                format!(
                    "at column {column}: write \"{setting}\" to give every period the delay or increment; without ';' it may mean the last period only, found \"{written}\""
                )
            );
        }
        // One period has no other to tell apart, and with ';' the setting is for every period.
        assert_eq!(parse("G/90 d5"), parse("G/90;d5"));
        let delay = Method::SimpleDelay { delay: secs(10) };
        assert_eq!(
            parse("40/100, SD/60;d10"),
            control(vec![
                Period::moves(40, mins(100), delay),
                Period::game(mins(60), delay),
            ])
        );
    }

    #[test]
    fn fide_style_minutes_for_more_moves_is_read_as_written_and_said() {
        let (control, notes) = parse_human_noted("40/90+30, 30+30").unwrap();
        assert_eq!(
            control,
            self::control(vec![
                Period::moves(90, mins(40), fischer(30)),
                Period::game(mins(30), fischer(30)),
            ])
        );
        assert_eq!(
            notes,
            vec![ReadingNote::MinutesForMoreMoves {
                column: 1,
                minutes: 40,
                moves: 90,
            }]
        );
        assert_eq!(
            notes[0].to_string(),
            "at column 1: \"40/90\" reads as 40 minutes for 90 moves (FIDE style writes the minutes first); for 40 moves in 90 minutes write \"90/40\""
        );
        let (_, later) = parse_human_noted("90/40, 30/60").unwrap();
        assert_eq!(
            later,
            vec![ReadingNote::MinutesForMoreMoves {
                column: 8,
                minutes: 30,
                moves: 60,
            }]
        );
        // A first number under ten is no move count anyone writes for a period.
        for text in [
            "90/40+30, 30+30",
            "40/120, SD/30;d5",
            "3+2",
            "20/2, 25",
            "1/40, 5",
        ] {
            assert_eq!(parse_human_noted(text).unwrap().1, vec![], "{text}");
        }
    }

    #[test]
    fn a_few_minutes_for_a_few_moves_is_read_as_written_and_armageddon_written_as_odds() {
        let (control, notes) = parse_human_noted("5/4").unwrap();
        assert_eq!(
            control,
            self::control(vec![Period::moves(4, mins(5), Method::Plain)])
        );
        assert_eq!(
            notes,
            vec![ReadingNote::FewMoves {
                column: 1,
                minutes: 5,
                moves: 4,
            }]
        );
        assert_eq!(
            notes[0].to_string(),
            "at column 1: \"5/4\" reads as 5 minutes for every 4 moves; for 5 minutes against 4 (Armageddon) write \"5 vs 4\""
        );
        assert_eq!(parse_human_noted("5 vs 4").unwrap().1, vec![]);
    }

    #[test]
    fn last_period_with_a_move_count_repeats() {
        assert_eq!(
            parse("90/40"),
            control(vec![Period::moves(40, mins(90), Method::Plain)])
        );
    }

    #[test]
    fn fide_style_letters_d_and_b_are_delays() {
        assert_eq!(
            parse("5+3d"),
            game(mins(5), Method::SimpleDelay { delay: secs(3) })
        );
        assert_eq!(
            parse("5+3b"),
            game(mins(5), Method::Bronstein { delay: secs(3) })
        );
        assert_eq!(
            parse("5+0d"),
            game(mins(5), Method::SimpleDelay { delay: secs(0) })
        );
    }

    #[test]
    fn us_style_writes_moves_over_minutes() {
        assert_eq!(
            parse("40/120, SD/30"),
            control(vec![
                Period::moves(40, mins(120), Method::Plain),
                Period::game(mins(30), Method::Plain),
            ])
        );
        assert_eq!(parse("G/90"), game(mins(90), Method::Plain));
    }

    #[test]
    fn us_style_semicolon_delay_applies_to_every_period() {
        let delay = Method::SimpleDelay { delay: secs(5) };
        assert_eq!(
            parse("40/120, SD/30;d5"),
            control(vec![
                Period::moves(40, mins(120), delay),
                Period::game(mins(30), delay),
            ])
        );
    }

    #[test]
    fn us_style_settings_and_their_spellings() {
        let delay = game(mins(90), Method::SimpleDelay { delay: secs(5) });
        for text in [
            "G/90;d5",
            "G/90;d/5",
            "G/90; d 5",
            "g/90;D5",
            "G/90 d5",
            "G/90;delay 5",
        ] {
            assert_eq!(parse(text), delay, "{text}");
        }
        let bronstein = game(mins(5), Method::Bronstein { delay: secs(5) });
        for text in ["G/5;b5", "G/5;b/5", "G/5;bronstein 5"] {
            assert_eq!(parse(text), bronstein, "{text}");
        }
        let increment = game(mins(3), fischer(2));
        for text in [
            "G/3;inc2",
            "G/3;+2",
            "G/3;inc/2",
            "G/3 inc 2",
            "G/3+2",
            "SD/3;INC2",
        ] {
            assert_eq!(parse(text), increment, "{text}");
        }
    }

    #[test]
    fn us_style_zero_setting_means_none() {
        assert_eq!(parse("G/60;d0"), game(mins(60), Method::Plain));
        assert_eq!(parse("G/60;inc0"), game(mins(60), Method::Plain));
    }

    #[test]
    fn star_or_hourglass_is_an_hourglass_in_minutes() {
        let hourglass = game(mins(3), Method::Hourglass);
        assert_eq!(parse("*3"), hourglass);
        assert_eq!(parse("hourglass 3"), hourglass);
        assert_eq!(parse("Hourglass 3"), hourglass);
    }

    #[test]
    fn byo_yomi_follows_the_main_time_when_it_runs_out() {
        let byo = Period::game(secs(30), Method::ByoYomi { periods: 5 });
        assert_eq!(
            parse("60 byo 5x30"),
            control(vec![timeout(mins(60), Method::Plain), byo])
        );
        assert_eq!(parse("60 byo-yomi 5×30"), parse("60 byo 5x30"));
        assert_eq!(parse("60 then byo 5x30"), parse("60 byo 5x30"));
    }

    #[test]
    fn byo_yomi_after_no_main_time_is_byo_yomi_alone() {
        let byo = Period::game(secs(10), Method::ByoYomi { periods: 3 });
        assert_eq!(parse("0 byo 3x10"), control(vec![byo]));
        assert_eq!(parse("byo 3x10"), control(vec![byo]));
        assert_eq!(
            parse("0 then byo 3x10"),
            control(vec![timeout(Millis::ZERO, Method::Plain), byo])
        );
    }

    #[test]
    fn canadian_overtime_is_moves_in_minutes_after_the_main_time() {
        assert_eq!(
            parse("60 canadian 20/5"),
            control(vec![
                timeout(mins(60), Method::Plain),
                Period::moves(20, mins(5), Method::Canadian),
            ])
        );
    }

    #[test]
    fn then_adds_a_period_when_the_time_runs_out() {
        assert_eq!(
            parse("90 then 15"),
            control(vec![
                timeout(mins(90), Method::Plain),
                Period::game(mins(15), Method::Plain),
            ])
        );
    }

    #[test]
    fn count_up_has_no_limit() {
        assert_eq!(parse("count-up"), game(Millis::ZERO, Method::CountUp));
    }

    #[test]
    fn vs_gives_white_then_black_each_in_its_own_style() {
        assert_eq!(
            parse("5+0 vs 3+0"),
            TimeControl::with_odds(
                vec![Period::game(mins(5), Method::Plain)],
                vec![Period::game(mins(3), Method::Plain)],
            )
            .unwrap()
        );
        assert_eq!(
            parse("G/5;d2 vs 3+2"),
            TimeControl::with_odds(
                vec![Period::game(
                    mins(5),
                    Method::SimpleDelay { delay: secs(2) }
                )],
                vec![Period::game(mins(3), fischer(2))],
            )
            .unwrap()
        );
    }

    #[test]
    fn spaces_around_symbols_are_optional() {
        assert_eq!(parse(" 3 + 2 "), parse("3+2"));
        assert_eq!(parse("90 / 40 + 30 ,30+30"), parse("90/40+30, 30+30"));
        assert_eq!(parse("40 / 120 , SD / 30 ; d5"), parse("40/120, SD/30;d5"));
    }

    #[test]
    fn canonical_strings_print_back_identically() {
        for text in [
            "3+2",
            "5+0",
            "15+10",
            "0.5+0",
            "0.25+0",
            "0.75+0",
            "1.5+0",
            "1:01+0",
            "5+0f",
            "5+0d",
            "90/40+30, 30+30",
            "120/40, 60/20, 30",
            "90/40",
            "90/40+30d, 30",
            "G/90;d5",
            "G/5;b5",
            "40/120, SD/30;d5",
            "40/120;d5",
            "*3",
            "*3/40, 5+0f",
            "60 byo 5x30",
            "60+5 byo 5x30",
            "byo 3x10",
            "byo 5x30/40, 30",
            "0 then byo 3x10",
            "60 canadian 20/5",
            "canadian 20/5",
            "0 then canadian 20/5",
            "90/40, canadian 20/5",
            "90 then 15",
            "90+5d then 15+5d",
            "count-up",
            "count-up 5/40, 5",
            "count-up then 5",
            "5+0 vs 3+0",
            "G/5;d2 vs 3+2",
        ] {
            assert_eq!(to_human(&parse(text)), text);
        }
    }

    #[test]
    fn other_spellings_print_in_the_canonical_form() {
        for (text, canonical) in [
            ("15|10", "15+10"),
            ("5", "5+0"),
            ("½", "0.5+0"),
            ("1:30", "1.5+0"),
            ("5+3d", "G/5;d3"),
            ("G/3;inc2", "3+2"),
            ("G/90", "90+0"),
            ("40/120, SD/30", "120/40, 30"),
            ("0 byo 3x10", "byo 3x10"),
            ("60 then byo 5x30", "60 byo 5x30"),
            ("hourglass 3", "*3"),
            ("5+0 vs 5", "5+0"),
        ] {
            assert_eq!(to_human(&parse(text)), canonical, "{text}");
        }
    }

    #[test]
    fn empty_text_is_an_error_at_column_one() {
        for text in ["", " \t "] {
            assert_eq!(error(text), (NotationErrorKind::Empty, 1, None));
        }
    }

    #[test]
    fn unknown_token_names_what_was_expected_and_where() {
        assert_eq!(
            error("3+2 q"),
            (expected(Expected::Separator, None), 5, found("q"))
        );
        assert_eq!(
            error("x"),
            (expected(Expected::TimeControl, None), 1, found("x"))
        );
        assert_eq!(
            error("G90"),
            (expected(Expected::TimeControl, None), 1, found("G90"))
        );
        assert_eq!(
            error("G/90;x5"),
            (expected(Expected::Setting, Some(";")), 6, found("x5"))
        );
        assert_eq!(
            error("G 90;d5"),
            (expected(Expected::Symbol('/'), Some("G")), 3, found("90"))
        );
        assert_eq!(
            error("byo 5 30"),
            (expected(Expected::Symbol('x'), None), 7, found("30"))
        );
        assert_eq!(
            error("vs 3+0"),
            (expected(Expected::TimeControl, None), 1, found("vs"))
        );
        assert_eq!(
            error("3+2 vs 3+2 vs 3+2"),
            (expected(Expected::Separator, None), 12, found("vs"))
        );
    }

    #[test]
    fn missing_number_is_an_error_where_it_should_be() {
        assert_eq!(
            parse_human("3+x").unwrap_err().to_string(),
            r#"at column 3: expected a number of seconds after '+', found "x""#
        );
        assert_eq!(
            error("3+"),
            (expected(Expected::Seconds, Some("+")), 3, None)
        );
        assert_eq!(
            error("3+ vs 3+2"),
            (expected(Expected::Seconds, Some("+")), 4, found("vs"))
        );
        assert_eq!(
            error("90/"),
            (expected(Expected::Moves, Some("/")), 4, None)
        );
        assert_eq!(
            error("60 byo x30"),
            (
                expected(Expected::ByoYomiPeriods, Some("byo")),
                8,
                found("x30")
            )
        );
        assert_eq!(
            error("90 then"),
            (expected(Expected::TimeControl, Some("then")), 8, None)
        );
        assert_eq!(
            error("90/40,"),
            (expected(Expected::TimeControl, Some(",")), 7, None)
        );
        assert_eq!(
            error("5+0 vs"),
            (expected(Expected::TimeControl, None), 7, None)
        );
        assert_eq!(
            parse_human("3+").unwrap_err().to_string(),
            "at column 3: expected a number of seconds after '+', found the end"
        );
    }

    #[test]
    fn zero_moves_is_an_error_at_the_count() {
        assert_eq!(error("90/0"), (NotationErrorKind::ZeroMoves, 4, found("0")));
        assert_eq!(
            error("0/120;d5"),
            (NotationErrorKind::ZeroMoves, 1, found("0"))
        );
        assert_eq!(
            error("canadian 0/5"),
            (NotationErrorKind::ZeroMoves, 10, found("0"))
        );
    }

    #[test]
    fn sudden_death_period_before_another_is_an_error_at_that_period() {
        assert_eq!(
            error("90+30, 30"),
            (NotationErrorKind::SuddenDeathNotLast, 1, found("90+30"))
        );
        assert_eq!(
            error("G/90, SD/30;d5"),
            (NotationErrorKind::SuddenDeathNotLast, 1, found("G/90"))
        );
    }

    #[test]
    fn period_with_moves_cannot_end_on_timeout() {
        assert_eq!(
            error("90/40 then 30"),
            (NotationErrorKind::TimeoutAfterMoves, 7, found("then"))
        );
        assert_eq!(
            error("90/40 byo 5x30"),
            (NotationErrorKind::TimeoutAfterMoves, 7, found("byo"))
        );
    }

    #[test]
    fn times_that_are_not_whole_seconds_are_errors() {
        for (text, column, bad) in [
            ("0.01+0", 1, "0.01"),
            ("1.001", 1, "1.001"),
            ("1.333", 1, "1.333"),
            ("3+0.5", 3, "0.5"),
            ("G/5;d1.5", 6, "1.5"),
            ("byo 3x0.5", 7, "0.5"),
        ] {
            assert_eq!(
                error(text),
                (NotationErrorKind::NotWholeSeconds, column, found(bad)),
                "{text}"
            );
        }
        assert_eq!(parse("3+2.0"), parse("3+2"));
    }

    #[test]
    fn minutes_and_seconds_need_two_digits_of_seconds() {
        let two_digits = expected(Expected::TwoDigitSeconds, Some(":"));
        assert_eq!(error("1:5"), (two_digits.clone(), 3, found("5")));
        assert_eq!(error("1:60"), (two_digits.clone(), 3, found("60")));
        assert_eq!(error("1:"), (two_digits, 3, None));
    }

    #[test]
    fn huge_numbers_overflow_without_panicking() {
        for (text, column, bad) in [
            ("99999999999999999999", 1, "99999999999999999999"),
            ("153722867280913", 1, "153722867280913"),
            ("3+9223372036854776", 3, "9223372036854776"),
            ("90/4294967296", 4, "4294967296"),
            ("byo 4294967296x30", 5, "4294967296"),
            ("4294967296/90;d5", 1, "4294967296"),
        ] {
            assert_eq!(
                error(text),
                (NotationErrorKind::Overflow, column, found(bad)),
                "{text}"
            );
        }
        assert_eq!(
            parse("153722867280912:55+0"),
            game(secs(9_223_372_036_854_775), Method::Plain)
        );
    }

    #[test]
    fn control_errors_point_at_the_period_at_fault() {
        assert_eq!(
            error("0+0"),
            (
                NotationErrorKind::Invalid(ControlError::NoTime(Side::White)),
                1,
                found("0+0")
            )
        );
        assert_eq!(
            error("60 byo 5x0"),
            (
                NotationErrorKind::Invalid(ControlError::BadOvertime {
                    side: Side::White,
                    index: 1
                }),
                4,
                found("byo 5x0")
            )
        );
        assert_eq!(
            error("*0").0,
            NotationErrorKind::Invalid(ControlError::BadOvertime {
                side: Side::White,
                index: 0
            })
        );
        assert_eq!(
            error("5+0 vs  0"),
            (
                NotationErrorKind::Invalid(ControlError::NoTime(Side::Black)),
                9,
                found("0")
            )
        );
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let error = parse_human("½+x").unwrap_err();
        let at = error.location().unwrap();
        assert_eq!((at.offset, at.column), (3, 3));
    }

    proptest! {
        #[test]
        fn printing_then_parsing_gives_back_every_control(control in any_control()) {
            let text = to_human(&control);
            prop_assert_eq!(parse_human(&text), Ok(control), "{}", text);
        }

        #[test]
        fn parsing_any_text_never_panics(text in ".*") {
            let _ = parse_human(&text);
        }

        #[test]
        fn whatever_parses_prints_canonically_and_back(text in notation_like()) {
            if let Ok(control) = parse_human(&text) {
                let printed = to_human(&control);
                prop_assert_eq!(parse_human(&printed), Ok(control), "{} -> {}", text, printed);
            }
        }
    }
}
