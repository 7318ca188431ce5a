//! Time per position of the full search (both sides, no budget) over the crate's test positions,
//! or over a file of positions given as an argument in chasolver's test format (`WB <FEN>` lines).
//!
//! `cargo bench -p flagfall-position --bench positions [-- FILE]`

use flagfall_position::{Position, Side};
use std::collections::BTreeMap;
use std::time::{Duration, Instant as Wall};

const TEST_SET: &str = include_str!("../tests/positions.txt");

fn main() {
    let path = std::env::args().skip(1).find(|arg| !arg.starts_with("--"));
    let text = match &path {
        Some(path) => std::fs::read_to_string(path).expect("the positions file reads"),
        None => TEST_SET.to_owned(),
    };
    let mut times = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    let mut undetermined = 0;
    // chasolver's own set has some positions no game can reach: counted by reason.
    let mut refused = BTreeMap::<String, usize>::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (expected, fen) = line.split_once(' ').expect("`WB <FEN>`");
        let position = match Position::from_fen(fen) {
            Ok(position) => position,
            Err(error) => {
                let reason = format!("{error:?}");
                let variant = reason.split(['(', ' ']).nth(1).unwrap_or(&reason);
                *refused.entry(variant.to_owned()).or_default() += 1;
                continue;
            }
        };
        let started = Wall::now();
        let verdicts = position.analyse();
        let took = started.elapsed();
        for (side, letter) in [(Side::White, 'W'), (Side::Black, 'B')] {
            match verdicts[side].can_checkmate() {
                Some(can) => assert_eq!(can, expected.contains(letter), "{side:?}: {fen}"),
                None => undetermined += 1,
            }
        }
        if took > slowest.0 {
            slowest = (took, fen.to_owned());
        }
        times.push(took);
    }
    times.sort();
    let ms = |span: Duration| span.as_secs_f64() * 1000.0;
    let median = times[times.len() / 2];
    let total: Duration = times.iter().sum();
    println!(
        "{} positions, both sides: median {:.3} ms, mean {:.3} ms, maximum {:.1} ms ({})",
        times.len(),
        ms(median),
        ms(total) / times.len() as f64,
        ms(slowest.0),
        slowest.1
    );
    for share in [90, 99] {
        println!(
            "  {share}th percentile {:.3} ms",
            ms(times[(times.len() * share / 100).min(times.len() - 1)])
        );
    }
    println!("  sides undetermined: {undetermined}");
    for (reason, count) in &refused {
        println!("  refused as illegal, {reason}: {count}");
    }
}
