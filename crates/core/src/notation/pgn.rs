//! The PGN `TimeControl` tag (PGN standard §9.6.1): reading it ([`parse_pgn`]) and writing it
//! ([`to_pgn`]).

use super::error::{Expected, NotationError, NotationErrorKind, PgnLimit};
use super::increment::{read_increment, write_increment};
use super::scan::{invalid, whole_seconds, Scanner, Spans};
use crate::{Method, Millis, Period, PeriodEnd, TimeControl};

/// The value of a PGN `TimeControl` tag.
///
/// Displayed, it is the tag's text: `?`, `-`, or [`to_pgn`] of the control. A control PGN cannot
/// express displays as `?`, which is what PGN writes for a control it does not know; call [`to_pgn`]
/// to tell that case apart.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PgnTimeControl {
    /// `?`: the time control is not known.
    Unknown,
    /// `-`: the game had no time control.
    Untimed,
    /// A time control.
    Timed(TimeControl),
}

impl core::fmt::Display for PgnTimeControl {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PgnTimeControl::Unknown => f.write_str("?"),
            PgnTimeControl::Untimed => f.write_str("-"),
            PgnTimeControl::Timed(control) => {
                f.write_str(to_pgn(control).as_deref().unwrap_or("?"))
            }
        }
    }
}

/// Reads the value of a PGN `TimeControl` tag. Whitespace around it is ignored, inside it is not.
///
/// A tag is `?` (unknown), `-` (untimed), or fields joined by `:`, each one period, times in
/// seconds: `40/9000` (40 moves in 9000 s), `300` (the rest of the game in 300 s), `4500+60` (with
/// a 60 s Fischer increment) or `*180` (hourglass). The last field repeats, as a last
/// [`PeriodEnd::Moves`] does, and a field without a move count must be the last.
///
/// Beyond the standard, a move count may take an increment (`40/5400+30:1800+30`), and letters
/// write delays: `300+5d` (simple delay) and `300+5b` (Bronstein). A bare `+0` is no increment at
/// all, so `300+0` reads as `300` and is written so: the control round-trips exactly, the text only
/// in its canonical form. With its letter a zero keeps its method (`300+0f` is a Fischer increment
/// of zero, `300+0d` a delay of zero).
///
/// ```
/// use flagfall_core::{parse_pgn, Method, Millis, Period, PgnTimeControl, TimeControl};
/// let classical = parse_pgn("40/5400+30:1800+30")?;
/// let thirty = Method::Fischer { increment: Millis::from_secs(30) };
/// assert_eq!(
///     classical,
///     PgnTimeControl::Timed(TimeControl::new(vec![
///         Period::moves(40, Millis::from_mins(90), thirty),
///         Period::game(Millis::from_mins(30), thirty),
///     ])?)
/// );
/// assert_eq!(parse_pgn("?")?, PgnTimeControl::Unknown);
/// assert_eq!(
///     parse_pgn("300:40/9000").unwrap_err().to_string(),
///     r#"at column 1: only the last period can be without a move count, found "300""#
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_pgn(s: &str) -> Result<PgnTimeControl, NotationError> {
    let mut scan = Scanner::new(s, 0, s.len());
    scan.skip_ws();
    if scan.at_end() {
        return Err(NotationError::empty());
    }
    let whole_start = scan.pos();
    for (symbol, value) in [
        ('?', PgnTimeControl::Unknown),
        ('-', PgnTimeControl::Untimed),
    ] {
        if scan.eat(symbol) {
            scan.finish()?;
            return Ok(value);
        }
    }
    let mut periods = Vec::new();
    let mut spans = Vec::new();
    loop {
        let start = scan.pos();
        let (moves, time, method) = read_field(&mut scan)?;
        let span = start..scan.pos();
        let more = scan.eat(':');
        let end = match moves {
            Some(moves) => PeriodEnd::Moves(moves),
            None if more => {
                return Err(scan.error_over(NotationErrorKind::SuddenDeathNotLast, span));
            }
            None => PeriodEnd::Game,
        };
        periods.push(Period { end, time, method });
        spans.push(span);
        if !more {
            break;
        }
    }
    let spans = Spans {
        whole: whole_start..scan.pos(),
        periods: spans,
    };
    scan.skip_ws();
    if !scan.at_end() {
        return Err(scan.expected(Expected::PgnSeparator, None));
    }
    TimeControl::new(periods)
        .map(PgnTimeControl::Timed)
        .map_err(|error| invalid(s, error, &spans, &spans))
}

/// One field: its move count (if any), time and method.
fn read_field(scan: &mut Scanner<'_>) -> Result<(Option<u32>, Millis, Method), NotationError> {
    if scan.eat('*') {
        return Ok((None, scan.seconds(Some("*"), false)?, Method::Hourglass));
    }
    if !scan.peek().is_some_and(|c| c.is_ascii_digit()) {
        return Err(scan.expected(Expected::PgnField, None));
    }
    let mut probe = *scan;
    probe.digits();
    let moves = if probe.peek() == Some('/') {
        let moves = scan.moves(None)?;
        scan.eat('/');
        Some(moves)
    } else {
        None
    };
    let time = scan.seconds(moves.map(|_| "/"), false)?;
    let method = if scan.eat('+') {
        read_increment(scan, "+", false)?
    } else {
        Method::Plain
    };
    Ok((moves, time, method))
}

/// Writes a control as the value of a PGN `TimeControl` tag, in its canonical form: no increment
/// written as `+0`, delays with the letters `d` and `b`.
///
/// PGN has no notation for time odds, byo-yomi, Canadian overtime, count-up, a period that ends when
/// its time runs out, or an hourglass period with a move count; those are errors.
///
/// ```
/// use flagfall_core::{parse_human, to_pgn};
/// assert_eq!(to_pgn(&parse_human("90/40+30, 30+30")?)?, "40/5400+30:1800+30");
/// assert_eq!(to_pgn(&parse_human("5+0")?)?, "300");
/// assert_eq!(to_pgn(&parse_human("G/90;d5")?)?, "5400+5d");
/// assert_eq!(
///     to_pgn(&parse_human("60 byo 5x30")?).unwrap_err().to_string(),
///     "PGN cannot write a period that ends when its time runs out (period 1)"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_pgn(control: &TimeControl) -> Result<String, NotationError> {
    if !control.is_symmetric() {
        return Err(NotationError::not_in_pgn(PgnLimit::TimeOdds));
    }
    let fields = control
        .periods(crate::Side::White)
        .iter()
        .enumerate()
        .map(|(index, period)| write_field(index, period))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(fields.join(":"))
}

fn write_field(index: usize, period: &Period) -> Result<String, NotationError> {
    let secs = whole_seconds(period.time);
    let moves = match period.end {
        PeriodEnd::Moves(moves) => Some(moves),
        PeriodEnd::Game => None,
        PeriodEnd::Timeout => {
            return Err(NotationError::not_in_pgn(PgnLimit::EndsOnTimeout { index }))
        }
    };
    if period.method == Method::Hourglass {
        return match moves {
            None => Ok(format!("*{secs}")),
            Some(_) => Err(NotationError::not_in_pgn(PgnLimit::HourglassWithMoves {
                index,
            })),
        };
    }
    let increment =
        write_increment(period.method).ok_or(NotationError::not_in_pgn(PgnLimit::Method {
            index,
            method: period.method,
        }))?;
    Ok(match moves {
        Some(moves) => format!("{moves}/{secs}{increment}"),
        None => format!("{secs}{increment}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::arbitrary::{notation_like, pgn_control};
    use crate::{ControlError, Side};
    use proptest::prelude::*;

    fn secs(n: i64) -> Millis {
        Millis::from_secs(n)
    }

    fn timed(periods: Vec<Period>) -> PgnTimeControl {
        PgnTimeControl::Timed(TimeControl::new(periods).unwrap())
    }

    /// The kind, column and found text of the error reading `s`.
    fn error(s: &str) -> (NotationErrorKind, usize, Option<String>) {
        let error = parse_pgn(s).unwrap_err();
        let at = error.location().unwrap();
        (error.kind().clone(), at.column, at.found.clone())
    }

    fn expected(expected: Expected, after: Option<&'static str>) -> NotationErrorKind {
        NotationErrorKind::Expected { expected, after }
    }

    #[test]
    fn question_mark_is_unknown_and_dash_is_untimed() {
        assert_eq!(parse_pgn("?"), Ok(PgnTimeControl::Unknown));
        assert_eq!(parse_pgn("-"), Ok(PgnTimeControl::Untimed));
        assert_eq!(parse_pgn(" ? "), Ok(PgnTimeControl::Unknown));
        assert_eq!(PgnTimeControl::Unknown.to_string(), "?");
        assert_eq!(PgnTimeControl::Untimed.to_string(), "-");
    }

    #[test]
    fn moves_slash_seconds_is_a_repeating_period() {
        assert_eq!(
            parse_pgn("40/9000"),
            Ok(timed(vec![Period::moves(40, secs(9000), Method::Plain)]))
        );
    }

    #[test]
    fn seconds_alone_is_sudden_death() {
        assert_eq!(
            parse_pgn("300"),
            Ok(timed(vec![Period::game(secs(300), Method::Plain)]))
        );
    }

    #[test]
    fn plus_is_a_fischer_increment_in_seconds() {
        assert_eq!(
            parse_pgn("4500+60"),
            Ok(timed(vec![Period::game(
                secs(4500),
                Method::Fischer {
                    increment: secs(60)
                }
            )]))
        );
    }

    #[test]
    fn star_is_an_hourglass() {
        assert_eq!(
            parse_pgn("*180"),
            Ok(timed(vec![Period::game(secs(180), Method::Hourglass)]))
        );
    }

    #[test]
    fn fields_joined_by_colons_are_successive_periods() {
        let thirty = Method::Fischer {
            increment: secs(30),
        };
        assert_eq!(
            parse_pgn("40/5400+30:1800+30"),
            Ok(timed(vec![
                Period::moves(40, secs(5400), thirty),
                Period::game(secs(1800), thirty),
            ]))
        );
        assert_eq!(
            parse_pgn("40/7200:20/3600:900"),
            Ok(timed(vec![
                Period::moves(40, secs(7200), Method::Plain),
                Period::moves(20, secs(3600), Method::Plain),
                Period::game(secs(900), Method::Plain),
            ]))
        );
    }

    #[test]
    fn letters_d_and_b_are_simple_and_bronstein_delays() {
        assert_eq!(
            parse_pgn("300+5d"),
            Ok(timed(vec![Period::game(
                secs(300),
                Method::SimpleDelay { delay: secs(5) }
            )]))
        );
        assert_eq!(
            parse_pgn("300+5b"),
            Ok(timed(vec![Period::game(
                secs(300),
                Method::Bronstein { delay: secs(5) }
            )]))
        );
    }

    #[test]
    fn plus_zero_is_no_increment_and_plus_zero_f_is_an_increment_of_zero() {
        assert_eq!(parse_pgn("300+0"), parse_pgn("300"));
        let zero = timed(vec![Period::game(
            secs(300),
            Method::Fischer {
                increment: Millis::ZERO,
            },
        )]);
        assert_eq!(parse_pgn("300+0f"), Ok(zero.clone()));
        assert_eq!(zero.to_string(), "300+0f");
        assert_eq!(parse_pgn("300+0").unwrap().to_string(), "300");
    }

    #[test]
    fn canonical_tags_print_back_identically() {
        for tag in [
            "?",
            "-",
            "40/9000",
            "300",
            "4500+60",
            "*180",
            "40/5400+30:1800+30",
            "40/7200:20/3600:900",
            "300+5d",
            "300+5b",
            "300+0f",
            "40/9000:*180",
            "60+0d",
        ] {
            assert_eq!(parse_pgn(tag).unwrap().to_string(), tag);
        }
    }

    #[test]
    fn empty_tag_is_an_error_at_column_one() {
        for tag in ["", "   "] {
            assert_eq!(error(tag), (NotationErrorKind::Empty, 1, None));
        }
        assert_eq!(
            parse_pgn("").unwrap_err().to_string(),
            "at column 1: the time control is empty"
        );
    }

    #[test]
    fn unknown_token_names_what_was_expected_and_where() {
        assert_eq!(
            error("40/9000:x"),
            (expected(Expected::PgnField, None), 9, Some("x".into()))
        );
        assert_eq!(
            error("300 x"),
            (expected(Expected::PgnSeparator, None), 5, Some("x".into()))
        );
        assert_eq!(
            error("?x"),
            (expected(Expected::End, None), 2, Some("x".into()))
        );
        assert_eq!(
            error("300.5"),
            (expected(Expected::PgnSeparator, None), 4, Some(".".into()))
        );
    }

    #[test]
    fn missing_number_after_a_symbol_is_an_error_at_the_end() {
        assert_eq!(
            error("40/"),
            (expected(Expected::Seconds, Some("/")), 4, None)
        );
        assert_eq!(
            error("300+d"),
            (expected(Expected::Seconds, Some("+")), 5, Some("d".into()))
        );
        assert_eq!(
            parse_pgn("300+x").unwrap_err().to_string(),
            r#"at column 5: expected a number of seconds after '+', found "x""#
        );
        assert_eq!(
            error("*"),
            (expected(Expected::Seconds, Some("*")), 2, None)
        );
    }

    #[test]
    fn zero_moves_is_an_error_at_the_count() {
        assert_eq!(
            error("40/9000:0/300"),
            (NotationErrorKind::ZeroMoves, 9, Some("0".into()))
        );
    }

    #[test]
    fn sudden_death_field_before_another_is_an_error_at_that_field() {
        assert_eq!(
            error("40/9000:300+5:900"),
            (
                NotationErrorKind::SuddenDeathNotLast,
                9,
                Some("300+5".into())
            )
        );
        assert_eq!(error("*180:300").0, NotationErrorKind::SuddenDeathNotLast);
    }

    #[test]
    fn huge_numbers_overflow_without_panicking() {
        assert_eq!(
            error("99999999999999999999"),
            (
                NotationErrorKind::Overflow,
                1,
                Some("99999999999999999999".into())
            )
        );
        assert_eq!(
            error("9223372036854776"),
            (
                NotationErrorKind::Overflow,
                1,
                Some("9223372036854776".into())
            )
        );
        assert_eq!(
            error("4294967296/60"),
            (NotationErrorKind::Overflow, 1, Some("4294967296".into()))
        );
        assert_eq!(
            parse_pgn("9223372036854775"),
            Ok(timed(vec![Period::game(
                secs(9_223_372_036_854_775),
                Method::Plain
            )]))
        );
    }

    #[test]
    fn control_errors_point_at_the_period_at_fault() {
        assert_eq!(
            error("40/9000:*0"),
            (
                NotationErrorKind::Invalid(ControlError::BadOvertime {
                    side: Side::White,
                    index: 1
                }),
                9,
                Some("*0".into())
            )
        );
        assert_eq!(
            error(" 0 "),
            (
                NotationErrorKind::Invalid(ControlError::NoTime(Side::White)),
                2,
                Some("0".into())
            )
        );
        let error = parse_pgn("0").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"at column 1: White has no time at all, in "0""#
        );
        assert!(std::error::Error::source(&error).is_some());
    }

    #[test]
    fn controls_pgn_cannot_express_are_errors_without_location() {
        let cases = [
            ("5+0 vs 3+0", PgnLimit::TimeOdds),
            ("90 then 15", PgnLimit::EndsOnTimeout { index: 0 }),
            (
                "byo 5x30",
                PgnLimit::Method {
                    index: 0,
                    method: Method::ByoYomi { periods: 5 },
                },
            ),
            (
                "90/40, canadian 20/5",
                PgnLimit::Method {
                    index: 1,
                    method: Method::Canadian,
                },
            ),
            (
                "count-up",
                PgnLimit::Method {
                    index: 0,
                    method: Method::CountUp,
                },
            ),
            ("*3/40", PgnLimit::HourglassWithMoves { index: 0 }),
        ];
        for (human, limit) in cases {
            let control = crate::parse_human(human).unwrap();
            let error = to_pgn(&control).unwrap_err();
            assert_eq!(error.kind(), &NotationErrorKind::NotInPgn(limit), "{human}");
            assert_eq!(error.location(), None);
            assert_eq!(PgnTimeControl::Timed(control).to_string(), "?");
        }
        assert_eq!(
            to_pgn(&crate::parse_human("90/40, canadian 20/5").unwrap())
                .unwrap_err()
                .to_string(),
            "PGN cannot write Canadian overtime (period 2)"
        );
    }

    proptest! {
        #[test]
        fn writing_then_reading_gives_back_every_pgn_control(control in pgn_control()) {
            let tag = to_pgn(&control).unwrap();
            prop_assert_eq!(parse_pgn(&tag), Ok(PgnTimeControl::Timed(control)), "{}", tag);
        }

        #[test]
        fn reading_any_text_never_panics(text in ".*") {
            let _ = parse_pgn(&text);
        }

        #[test]
        fn whatever_reads_writes_back_to_the_same_tag(text in notation_like()) {
            if let Ok(tag) = parse_pgn(&text) {
                let written = tag.to_string();
                prop_assert_eq!(parse_pgn(&written), Ok(tag), "{} -> {}", text, written);
            }
        }
    }
}
