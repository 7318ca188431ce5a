//! Browser tests of the clock screen: the app mounted in real Chromium on a clock the test sets by hand,
//! so every time shown is exact. Presses are real `pointerdown` events on the faces.

mod support;

use serde_json::json;
use support::{mount, saved_incidents, Page};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_3_plus_2_link_opens_the_clock_with_3_02_on_both_faces_and_nothing_running() {
    let app = mount(Page::LINK_3_PLUS_2).await;
    assert_eq!(app.timers(), ["3:02", "3:02"]);
    assert!(!app.has(".face.running"));
    assert!(app.has("button.start"));
    assert_eq!(app.text("[data-side=white] .moves"), "moves 0");
    assert_eq!(app.notices(), Vec::<String>::new());
}

#[wasm_bindgen_test]
async fn a_full_game_on_injected_time_charges_every_press_pause_and_undo_to_the_millisecond() {
    let app = mount(Page::LINK_3_PLUS_2).await;

    // Black's press starts White's clock, as on a hardware clock.
    app.at(0).await;
    app.press("black").await;
    assert!(app.has("[data-side=white].running"));
    assert!(!app.has("button.start"));

    app.at(10_000).await;
    assert_eq!(app.timers(), ["2:52", "3:02"]);

    // White's press stops White's clock and adds the increment: 3:02 - 0:10 + 0:02.
    app.press("white").await;
    assert_eq!(app.timers(), ["2:54", "3:02"]);
    assert!(app.has("[data-side=black].running"));
    assert_eq!(app.text("[data-side=white] .moves"), "moves 1");

    app.at(15_000).await;
    assert_eq!(app.timers(), ["2:54", "2:57"]);
    app.click("button.pause").await;
    assert!(app.has("[data-side=black].paused"));
    assert!(!app.has(".face.running"));

    // A minute paused costs nothing.
    app.at(75_000).await;
    assert_eq!(app.timers(), ["2:54", "2:57"]);
    app.click("button.resume").await;
    assert!(app.has("[data-side=black].running"));

    app.at(78_000).await;
    assert_eq!(app.timers(), ["2:54", "2:54"]);
    app.press("black").await;
    assert_eq!(app.timers(), ["2:54", "2:56"]);

    // Undo says what it takes back, asks, and once confirmed takes Black's press back exactly: both
    // clocks show what they showed as Black pressed; the two seconds since are nobody's.
    app.at(80_000).await;
    assert_eq!(app.timers(), ["2:52", "2:56"]);
    assert_eq!(
        app.attribute("button.undo", "aria-label").as_deref(),
        Some("Undo Black's press at 2:54")
    );
    app.click("button.undo").await;
    assert_eq!(
        app.timers(),
        ["2:52", "2:56"],
        "nothing is undone before the confirmation"
    );
    app.click(".confirm-undo").await;
    assert_eq!(app.timers(), ["2:54", "2:54"]);
    assert!(app.has("[data-side=black].running"));
    assert_eq!(app.text("[data-side=black] .moves"), "moves 0");

    // Black has 2:54 left at 80 s, so the flag falls at 254 s exactly, not a millisecond earlier.
    app.at(253_999).await;
    assert_eq!(app.timers(), ["2:54", "0.0"]);
    assert!(!app.has(".face.flagged"));
    assert!(!app.has(".outcome"));

    app.at(254_000).await;
    assert!(app.has("[data-side=black].flagged"));
    assert_eq!(
        app.text("[data-side=black] .flag"),
        "flag fell 4:14.000 into the game"
    );
    assert_eq!(
        app.text(".outcome[role=status]"),
        "1-0 Black's flag fell at 4:14.000: a win for White unless White cannot checkmate (FIDE 2023 6.9)"
    );
    assert!(!app.has(".face.running"));

    // The game is over: a press changes nothing.
    app.at(262_000).await;
    app.press("white").await;
    assert_eq!(app.timers(), ["2:54", "0.0"]);

    // Every incident is saved, each at its own instant.
    assert_eq!(
        saved_incidents(),
        [
            json!({"at": 0, "event": "started"}),
            json!({"at": 10_000, "event": "pressed", "side": "white", "used": 10_000, "after": 174_000}),
            json!({"at": 15_000, "event": "paused", "side": "black"}),
            json!({"at": 75_000, "event": "resumed", "side": "black"}),
            json!({"at": 78_000, "event": "pressed", "side": "black", "used": 8_000, "after": 176_000}),
            json!({"at": 80_000, "event": "undone", "side": "black", "charged": "nobody"}),
            json!({"at": 254_000, "event": "flag-fell", "side": "black"}),
            json!({"at": 254_000, "event": "decided", "result": "1-0",
                   "reason": {"rule": "flag-fell", "loser": "black", "at": 254_000,
                              "claimant_can_checkmate": null,
                              "article": {"laws": {"rulebook": "fide-2023", "number": "6.9"}}}}),
        ]
    );
}

#[wasm_bindgen_test]
async fn a_press_on_the_face_not_to_move_changes_nothing() {
    let app = mount(Page::LINK_3_PLUS_2).await;
    // Before the start, White's face does not start the clock: only Black's does.
    app.press("white").await;
    assert!(!app.has(".face.running"));

    app.press("black").await;
    app.at(4_000).await;
    app.press("black").await;
    assert!(app.has("[data-side=white].running"));
    assert_eq!(app.timers(), ["2:58", "3:02"]);
    assert_eq!(app.text("[data-side=black] .moves"), "moves 0");
}

#[wasm_bindgen_test]
async fn a_paused_clock_ignores_presses_and_undo_is_refused_with_nothing_to_undo() {
    let app = mount(Page::LINK_3_PLUS_2).await;
    assert!(app.has("button.undo[disabled]"));
    app.press("black").await;
    app.at(3_000).await;
    app.click("button.pause").await;
    app.at(9_000).await;
    app.press("white").await;
    assert!(app.has("[data-side=white].paused"));
    assert_eq!(app.timers(), ["2:59", "3:02"]);
    assert_eq!(app.text("[data-side=white] .moves"), "moves 0");
}

#[wasm_bindgen_test]
async fn a_saved_game_later_than_the_device_clock_runs_on_charges_nothing_for_the_gap_and_says_so()
{
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
    use support::T0;
    // Saved by a device whose clock was ten minutes ahead: White moved at T0 + 10:10.
    let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    game.apply(Action::Start, Instant(T0 + 600_000)).unwrap();
    game.apply(Action::Press, Instant(T0 + 610_000)).unwrap();
    let saved = json!({"version": 1, "log": game.log()}).to_string();
    let app = mount(Page {
        query: "",
        stored: &[(flagfall_web::GAME_KEY, &saved)],
    })
    .await;
    assert_eq!(
        app.notices(),
        [
            "This device's clock is 10:10 behind the saved game's last incident: no time was \
          charged for the time the page was closed."
        ]
    );
    assert_eq!(app.timers(), ["2:54", "3:02"]);
    // Black's clock runs from the page's first instant, not from when the device catches up.
    app.at(5_000).await;
    assert_eq!(app.timers(), ["2:54", "2:57"]);
    app.press("black").await;
    assert_eq!(
        saved_incidents().last(),
        Some(
            &json!({"at": 615_000, "event": "pressed", "side": "black", "used": 5_000, "after": 179_000})
        )
    );
}

#[wasm_bindgen_test]
async fn the_players_answer_a_chess_flags_unless_with_one_tap_and_the_log_says_they_did() {
    let app = mount(Page::LINK_3_PLUS_2).await;
    app.press("black").await;
    app.at(200_000).await;
    assert!(app
        .text(".outcome[role=status]")
        .ends_with(": a win for Black unless Black cannot checkmate (FIDE 2023 6.9)"));
    assert_eq!(
        app.texts(".confirm-flag button"),
        ["Black can checkmate", "Black cannot: draw"]
    );
    app.click(".players-cannot-mate").await;
    assert!(app.text(".outcome[role=status]").starts_with("1/2-1/2 "));
    assert!(!app.has(".confirm-flag"), "answered once");
    let confirmed = saved_incidents()
        .into_iter()
        .find(|incident| incident["event"] == "flag-confirmed");
    assert_eq!(
        confirmed,
        Some(
            json!({"at": 200_000, "event": "flag-confirmed", "claimant": "black",
            "claimant_can_checkmate": false})
        )
    );
}
