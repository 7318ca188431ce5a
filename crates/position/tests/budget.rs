//! The search within a time budget: what is not answered in time is said to be undetermined.
#![cfg(not(target_arch = "wasm32"))]

use flagfall_position::{analyse_within, Position, Verdict};
use std::time::Duration;

#[test]
fn a_zero_budget_searches_nothing_and_leaves_both_sides_undetermined() {
    let verdicts = analyse_within(&Position::initial(), Duration::ZERO);
    assert_eq!(verdicts.white, Verdict::Undetermined);
    assert_eq!(verdicts.black, Verdict::Undetermined);
}

#[test]
fn a_position_searched_longer_than_the_budget_is_undetermined_not_guessed() {
    // From chasolver's tests/positions.txt, published as winnable for both sides: the slowest
    // there, about ten seconds a side in a release build.
    let position = Position::from_fen("2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - -").unwrap();
    let verdicts = analyse_within(&position, Duration::from_millis(50));
    assert_eq!(verdicts.white, Verdict::Undetermined);
    assert_eq!(verdicts.black, Verdict::Undetermined);
}

#[test]
fn within_a_budget_it_gives_the_full_searchs_answer() {
    let position = Position::from_fen("8/4bk2/8/8/8/8/3KB3/8 w - - 0 1").unwrap();
    let verdicts = analyse_within(&position, Duration::from_secs(60));
    assert_eq!(verdicts, position.analyse());
    assert!(verdicts.white.line().is_some() && verdicts.black.line().is_some());
}
