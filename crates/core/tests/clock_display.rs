//! What the clock face shows: `format_clock`, and how long it shows it (`until_clock_changes`).

use flagfall_core::{format_clock, until_clock_changes, Counting, Millis, TENTHS_BELOW};

/// Checks that `span` shows the same for `until_clock_changes` milliseconds as it moves the way
/// `counting` says, and something else right after.
fn check_wait(span: i64, counting: Counting) {
    let wait = until_clock_changes(Millis(span), counting).as_millis();
    let moved = |by: i64| match counting {
        Counting::Down => Millis(span - by),
        Counting::Up => Millis(span + by),
    };
    let shown = format_clock(Millis(span));
    for by in 1..wait {
        assert_eq!(format_clock(moved(by)), shown, "{span} {counting:?} +{by}");
    }
    assert_ne!(
        format_clock(moved(wait)),
        shown,
        "{span} {counting:?} +{wait}"
    );
}

#[test]
fn tenths_show_below_ten_seconds_and_whole_seconds_from_there() {
    assert_eq!(TENTHS_BELOW, Millis(10_000));
    assert_eq!(format_clock(Millis(9_999)), "9.9");
    assert_eq!(format_clock(Millis(10_000)), "0:10");
    assert_eq!(format_clock(Millis(-5)), "0.0");
}

#[test]
fn the_clock_shows_something_else_after_exactly_the_wait_given() {
    // Across the tenths boundary and an hour's, both ways; down, from the last tenth before 0.0.
    for span in (100..12_000).chain(3_598_000..3_602_000) {
        check_wait(span, Counting::Down);
    }
    for span in (0..12_000).chain(3_598_000..3_602_000) {
        check_wait(span, Counting::Up);
    }
}

#[test]
fn waits_at_the_boundaries() {
    let wait = |ms: i64, counting| until_clock_changes(Millis(ms), counting);
    assert_eq!(wait(10_000, Counting::Down), Millis(1));
    assert_eq!(wait(10_999, Counting::Down), Millis(1_000));
    assert_eq!(wait(9_999, Counting::Down), Millis(100));
    assert_eq!(wait(9_900, Counting::Down), Millis(1));
    assert_eq!(wait(9_950, Counting::Up), Millis(50));
    assert_eq!(wait(10_000, Counting::Up), Millis(1_000));
    // A spent clock shows 0.0 and does not move down; counting up it turns to 0.1.
    assert_eq!(wait(-300, Counting::Down), Millis(1));
    assert_eq!(wait(-300, Counting::Up), Millis(100));
}
