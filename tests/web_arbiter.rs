//! Browser tests of the arbiter's panel on a clock the test sets by hand: every amount is exact.

mod support;

use support::{mount, saved_incidents, Page};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const LINK_15_PLUS_10: Page<'static> = Page {
    query: "?control=15%2B10",
    stored: &[],
};

#[wasm_bindgen_test]
async fn fide_2023_a_3_an_illegal_move_in_15_plus_10_gives_black_exactly_one_minute_the_second_loses(
) {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(12_000).await;
    app.press("white").await;
    app.at(20_000).await;
    // Opening the panel pauses Black's clock at 15:10 - 0:08.
    app.click(".arbiter-open").await;
    assert!(app.has("[data-side=black].paused"));
    assert_eq!(app.timers(), ["15:08", "15:02"]);

    app.at(50_000).await;
    app.click(".arb-illegal").await;
    assert_eq!(app.text(".answer"), "Illegal move recorded.");
    assert_eq!(app.timers(), ["15:08", "16:02"]);
    let last = saved_incidents().pop().expect("the penalty is logged");
    assert_eq!(
        last,
        serde_json::json!({"at": 50_000, "event": "illegal-move", "side": "white", "nth": 1,
            "opponent_cannot_mate": false,
            "bonus": {"side": "black", "before": 902_000, "after": 962_000}})
    );

    app.click(".arb-illegal").await;
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "0-1 White's illegal move number 2 loses the game (FIDE 2023 7.5.5)"
    );
}

#[wasm_bindgen_test]
async fn a_refusal_is_shown_with_its_reason_and_changes_nothing() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.click(".arbiter-open").await;
    let before = saved_incidents();
    // White has not completed a move: there is no illegal move to penalise.
    app.click(".arb-illegal").await;
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: White has not completed a move yet"
    );
    // A time that is not one says how to write it.
    app.type_into(".amount", "1:5").await;
    app.click(".arb-add").await;
    assert!(app
        .text(".answer[role=alert]")
        .starts_with("Refused: \"1:5\" is not an amount of time"));
    assert_eq!(saved_incidents(), before);
}

#[wasm_bindgen_test]
async fn add_and_take_time_and_a_full_correction_keep_before_and_after() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(5_000).await;
    app.click(".arbiter-open").await;
    app.type_into(".amount", "30").await;
    app.click(".arb-add").await;
    assert_eq!(app.timers(), ["15:35", "15:10"]);
    app.click("input[name=arbiter-side][value=black]").await;
    app.click(".arb-take").await;
    assert_eq!(app.timers(), ["15:35", "14:40"]);
    app.type_into("[data-side=white] .correct-time", "10:00.5")
        .await;
    app.type_into("[data-side=black] .correct-moves", "3").await;
    app.click(".arb-correct").await;
    assert_eq!(app.text(".answer"), "Correction applied.");
    assert_eq!(app.timers(), ["10:00", "14:40"]);
    let log = saved_incidents();
    let tail: Vec<_> = log.iter().rev().take(4).rev().cloned().collect();
    assert_eq!(
        tail,
        [
            serde_json::json!({"at": 5_000, "event": "time-corrected",
                "correction": {"side": "white", "before": 905_000, "after": 935_000}}),
            serde_json::json!({"at": 5_000, "event": "time-corrected",
                "correction": {"side": "black", "before": 910_000, "after": 880_000}}),
            serde_json::json!({"at": 5_000, "event": "time-corrected",
                "correction": {"side": "white", "before": 935_000, "after": 600_500}}),
            serde_json::json!({"at": 5_000, "event": "moves-corrected", "side": "black", "before": 0, "after": 3}),
        ]
    );
}
