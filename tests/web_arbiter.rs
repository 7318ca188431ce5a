//! Browser tests of the arbiter's panel on a clock the test sets by hand: every amount is exact.

mod support;

use support::{mount, mount_on_the_browsers_clock, saved_incidents, sleep, stored, Page};
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
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert!(app.has("[data-side=black].paused"));
    assert_eq!(app.timers(), ["15:08", "15:02"]);

    app.at(50_000).await;
    app.click(".arb-illegal").await;
    assert_eq!(app.text(".answer"), "Illegal move recorded.");
    // White made the last press: the position before it is reinstated (7.5.1), White is on move
    // again with the time it had when it pressed, less the increment that press earned.
    assert_eq!(app.timers(), ["14:58", "16:02"]);
    let last = saved_incidents().pop().expect("the penalty is logged");
    assert_eq!(
        last,
        serde_json::json!({"at": 50_000, "event": "illegal-move", "side": "white", "nth": 1,
            "opponent_cannot_mate": false,
            "bonus": {"side": "black", "before": 902_000, "after": 962_000},
            "reinstated": {"side": "white", "before": 908_000, "after": 898_000}})
    );

    // The second ends the game: the panel asks first, and a cancel changes nothing.
    let before = saved_incidents();
    app.click(".arb-illegal").await;
    assert_eq!(
        app.text(".ask .ask-text"),
        "White's illegal move number 2 ends the game (FIDE 2023 7.5.5). Rule it?"
    );
    app.click(".cancel-illegal").await;
    assert!(!app.has(".ask"));
    assert_eq!(saved_incidents(), before);
    app.click(".arb-illegal").await;
    app.click(".confirm-illegal").await;
    assert!(!app.has(".ask"));
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "0-1 White's illegal move number 2 loses the game (FIDE 2023 7.5.5)"
    );
}

#[wasm_bindgen_test]
async fn the_player_concerned_is_the_side_that_just_pressed_and_its_move_is_taken_back() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(12_000).await;
    app.press("white").await;
    app.at(20_000).await;
    app.press("black").await;
    app.at(25_000).await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert!(app.has("input[name=arbiter-side][value=black]:checked"));
    app.click(".arb-illegal").await;
    // Black is on move again with the 15:02 it had before its 8 s move; White, paused at 15:03, +1:00.
    assert_eq!(app.timers(), ["16:03", "15:02"]);
    app.click(".close-arbiter").await;
    assert!(app.has("[data-side=black].paused"));
}

#[wasm_bindgen_test]
async fn a_draw_offer_shows_on_the_face_and_in_the_panel_and_its_acceptance_draws() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(1_000).await;
    app.press("white").await;
    app.at(2_000).await;
    app.press("black").await;
    app.at(3_000).await;
    app.press("white").await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    // Nothing offered: the acceptance looks unavailable and says why.
    assert_eq!(
        app.attribute(".arb-agree", "aria-disabled").as_deref(),
        Some("true")
    );
    app.click(".arb-agree").await;
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: no draw offer stands: none was made, or it lapsed when the opponent moved"
    );
    for form in [".arb-add", ".arb-take", ".arb-correct", ".arb-control"] {
        assert_eq!(
            app.attribute(form, "aria-disabled").as_deref(),
            Some("false"),
            "{form} in play"
        );
    }
    assert!(!app.has(".arb-over"), "in play");
    app.click(".arb-offer").await;
    assert_eq!(app.text(".offer-standing"), "White's draw offer stands (=)");
    assert_eq!(
        app.attribute(".arb-agree", "aria-disabled").as_deref(),
        Some("false")
    );
    app.click(".close-arbiter").await;
    assert_eq!(app.text("[data-side=white] .offer"), "draw offered (=)");
    assert!(!app.has("[data-side=black] .offer"));
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-agree").await;
    // What the act did, as the log says it: the result and its articles.
    assert_eq!(
        app.texts(".answer-logged li"),
        [
            "Draw agreed on the offer by White",
            "Result 1/2-1/2: draw agreed on White's offer (FIDE 2023 5.2.3, 9.1.2)"
        ]
    );
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "1/2-1/2 draw agreed on White's offer (FIDE 2023 5.2.3, 9.1.2)"
    );
    assert!(!app.has(".offer"), "no offer stands once the game is over");
    // Over: the panel says by what, and shows, as the game answers, that only what reopens or
    // undoes it is open.
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert_eq!(
        app.text(".arb-over"),
        "The game is over: 1/2-1/2 draw agreed on White's offer (FIDE 2023 5.2.3, 9.1.2)"
    );
    for (act, refused) in [
        (".arb-offer", "true"),
        (".arb-illegal", "true"),
        (".arb-claim-time", "true"),
        (".arb-end", "true"),
        (".arb-add", "true"),
        (".arb-take", "true"),
        (".arb-correct", "true"),
        (".arb-control", "true"),
        (".arb-undo-ruling", "false"),
    ] {
        assert_eq!(
            app.attribute(act, "aria-disabled").as_deref(),
            Some(refused),
            "{act}"
        );
    }
}

#[wasm_bindgen_test]
async fn fide_2023_a_3_a_rejected_repetition_claim_gives_a_minute_an_upheld_one_draws_and_the_ruling_can_be_undone(
) {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(5_000).await;
    app.press("white").await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert_eq!(
        app.text(".arb-claim-draw-rejected"),
        "Rejected: opponent +1:00 (FIDE 2023 A.3 (9.5.3))"
    );
    assert_eq!(
        app.attribute(".arb-undo-ruling", "aria-disabled")
            .as_deref(),
        Some("true")
    );
    app.click(".arb-claim-draw-rejected").await;
    assert_eq!(app.timers(), ["15:15", "16:10"]);
    assert_eq!(
        saved_incidents().pop(),
        Some(
            serde_json::json!({"at": 5_000, "event": "draw-claim-ruled", "claimant": "white",
            "upheld": false, "bonus": {"side": "black", "before": 910_000, "after": 970_000}})
        )
    );
    // Undone: the minute goes back, and the log keeps both.
    assert_eq!(
        app.attribute(".arb-undo-ruling", "aria-disabled")
            .as_deref(),
        Some("false")
    );
    app.click(".arb-undo-ruling").await;
    assert_eq!(app.text(".answer"), "Last ruling undone.");
    assert_eq!(app.timers(), ["15:15", "15:10"]);
    assert_eq!(
        saved_incidents().pop(),
        Some(serde_json::json!({"at": 5_000, "event": "ruling-undone",
            "before": {"times": {"white": 915_000, "black": 970_000}, "moves": {"white": 1, "black": 0}, "over": false, "result": null},
            "after": {"times": {"white": 915_000, "black": 910_000}, "moves": {"white": 1, "black": 0}, "over": false, "result": null}}))
    );
    app.click(".arb-claim-draw-upheld").await;
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "1/2-1/2 White's draw claim upheld (FIDE 2023 9.5.2)"
    );
}

#[wasm_bindgen_test]
async fn a_game_the_flag_decided_is_reopened_paused_for_the_side_to_move() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(1_000).await;
    app.press("white").await;
    // Black's 15:10 runs out.
    app.at(912_000).await;
    assert_eq!(
        app.text(".outcome"),
        "1-0 Black's flag fell at 15:11.000: a win for White unless White cannot checkmate (FIDE 2023 6.9)"
    );
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-reopen").await;
    assert_eq!(
        app.text(".answer"),
        "Game reopened: set a time at zero before play resumes."
    );
    app.click(".close-arbiter").await;
    assert!(!app.has(".outcome"));
    assert!(app.has("[data-side=black].paused"));
    assert_eq!(
        saved_incidents().pop().map(|last| last["event"].clone()),
        Some(serde_json::json!("reopened"))
    );
    // Nothing left for the clock to reopen: said so.
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-reopen").await;
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: only a game the clock decided, by a flag or the default time, can be reopened"
    );
}

#[wasm_bindgen_test]
async fn fide_6_7_1_arrivals_are_marked_and_an_absent_player_loses_at_the_default_time() {
    let app = mount(Page {
        query: "?control=15%2B10",
        stored: &[(
            "flagfall.prefs",
            r#"{"version":1,"settings":{"rulebook":"fide-2023","default_time":600000},"notation":"15+10"}"#,
        )],
    })
    .await;
    assert_eq!(app.texts(".face .absent"), ["not arrived", "not arrived"]);
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert_eq!(app.text(".arrivals h3"), "Arrivals (default time 10:00)");
    app.click(".arb-arrive[data-side=white]").await;
    assert_eq!(app.text(".arb-arrive[data-side=white]"), "White: arrived");
    app.click(".arb-arrive[data-side=white]").await;
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: White has already arrived"
    );
    app.click(".close-arbiter").await;
    assert_eq!(app.texts(".face .absent"), ["not arrived"]);
    app.click("button.start").await;
    app.at(600_000).await;
    assert_eq!(
        app.text(".outcome"),
        "1-0 Black was not present at the default time and loses (FIDE 2023 6.7.1)"
    );
    // The arbiter may decide otherwise (6.7.1): the game goes on.
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-reopen").await;
    app.click(".arb-arrive[data-side=black]").await;
    app.click(".close-arbiter").await;
    assert!(!app.has(".outcome"));
    assert!(!app.has(".face .absent"));
}

/// With the page open and nothing done after the start, the ticker's one-shot timer alone decides the
/// game at the default time (6.7.1): on the browser's clock, with a default time of 300 ms.
#[wasm_bindgen_test]
async fn fide_6_7_1_with_the_page_open_the_default_time_passing_decides_the_game_by_itself() {
    let app = mount_on_the_browsers_clock(Page {
        query: "?control=15%2B10",
        stored: &[(
            "flagfall.prefs",
            r#"{"version":1,"settings":{"rulebook":"fide-2023","default_time":300},"notation":"15+10"}"#,
        )],
    })
    .await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-arrive[data-side=white]").await;
    app.click(".close-arbiter").await;
    app.click("button.start").await;
    assert!(!app.has(".outcome"));

    // No press, no click: only a timer can decide the game now. Waited for in 50 ms steps, at most
    // ten seconds (a loaded machine may run the timer late; the instant logged is the timer's own).
    for _ in 0..200 {
        if app.has(".outcome") {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(
        app.text(".outcome"),
        "1-0 Black was not present at the default time and loses (FIDE 2023 6.7.1)"
    );
    // Logged and saved at the default time's own instant, 300 ms after the start.
    let incidents = saved_incidents();
    let at = |event: &str| {
        incidents
            .iter()
            .find(|incident| incident["event"] == event)
            .and_then(|incident| incident["at"].as_i64())
            .unwrap_or_else(|| panic!("no {event} in {incidents:?}"))
    };
    assert_eq!(at("decided") - at("started"), 300);
    let decided = serde_json::json!({"at": at("decided"), "event": "decided", "result": "1-0",
        "reason": {"rule": "default-time", "absent": "black",
                   "article": {"laws": {"rulebook": "fide-2023", "number": "6.7.1"}}}});
    assert_eq!(incidents.last(), Some(&decided));
}

#[wasm_bindgen_test]
async fn under_fmjd_the_panel_is_the_referees_and_speaks_of_draughts_only() {
    let app = mount(Page {
        query: "?control=15%2B5&rules=fmjd",
        stored: &[],
    })
    .await;
    app.press("black").await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert_eq!(app.text(".arbiter h2"), "Referee");
    let panel = app.text(".arbiter");
    for chess in [
        "checkmate",
        "chess",
        "FIDE",
        "Guidelines",
        "Illegal",
        "9.5",
        "A.5",
    ] {
        assert!(!panel.contains(chess), "{chess} in {panel}");
    }
    for act in [
        ".arb-fmjd-agreement",
        ".arb-fmjd-regulation",
        ".arb-fmjd-shortage-upheld",
        ".arb-claim-time",
        ".arb-undo-ruling",
        ".arb-reopen",
    ] {
        assert!(app.has(act), "{act}");
    }
    // Art. 8 holds in rapid and blitz games without the Fischer system: refused here, with why.
    app.click(".arb-fmjd-regulation").await;
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: FMJD Annex 6 Arts 8–11 apply only to games played without the Fischer system"
    );
}

#[wasm_bindgen_test]
async fn a_refusal_is_shown_with_its_reason_and_changes_nothing() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.click("button.menu-open").await;
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
    assert_eq!(
        app.text(".answer[role=alert]"),
        "Refused: \"1:5\" is not an amount of time: \
         write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds"
    );
    assert_eq!(saved_incidents(), before);
}

#[wasm_bindgen_test]
async fn add_and_take_time_and_a_full_correction_keep_before_and_after() {
    let app = mount(LINK_15_PLUS_10).await;
    app.press("black").await;
    app.at(5_000).await;
    app.click("button.menu-open").await;
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

/// The app opened at `query`, the set-up choices keeping the hash of the PIN 2468 (core's
/// `ArbiterLock`).
async fn with_the_pin_kept(query: &str) -> support::Mounted {
    mount(Page {
        query,
        stored: &[(
            "flagfall.prefs",
            r#"{"version":1,"settings":{"rulebook":"fide-2023"},"notation":"15+10","lock":"a6707446c197a71383a51e9caf44e4fa4446478c3d8661fa8029ef7b05366cd1"}"#,
        )],
    })
    .await
}

/// The set-up screen kept the hash of the PIN 2468 (core's `ArbiterLock`): the panel asks for it, a
/// wrong one is logged and changes nothing else, the right one opens the panel.
#[wasm_bindgen_test]
async fn a_game_with_the_arbiters_lock_asks_for_the_pin_and_logs_a_wrong_one() {
    let app = with_the_pin_kept("?control=15%2B10").await;
    app.press("black").await;
    app.at(5_000).await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert!(app.has(".pin-dialog"));
    assert!(!app.has(".arbiter"), "the panel waits for the PIN");
    app.type_into(".pin-entry", "1357").await;
    app.click(".pin-open").await;
    assert_eq!(
        app.text(".pin-dialog .field-error"),
        "Wrong PIN: the attempt is in the log."
    );
    assert!(!app.has(".arbiter"));
    let events: Vec<_> = saved_incidents()
        .into_iter()
        .map(|incident| incident["event"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(events, ["started", "paused", "wrong-pin"]);
    for pin in ["1358", "1359", "2468"] {
        app.type_into(".pin-entry", pin).await;
        app.click(".pin-open").await;
    }
    // The third wrong PIN within five minutes: none is tried, the right one neither, until five
    // minutes after the first (T0 + 5 s + 5 min: 00:05:05 in any zone of whole hours).
    let waits = app.text(".pin-dialog .field-error");
    assert!(
        waits.starts_with("Too many wrong PINs: no PIN is tried before ")
            && waits.ends_with(":05:05."),
        "{waits}"
    );
    assert!(!app.has(".arbiter"));
    assert_eq!(
        saved_incidents()
            .iter()
            .filter(|incident| incident["event"] == "wrong-pin")
            .count(),
        3,
        "a PIN not tried is not logged"
    );
    // Counted on the device too, kept with the set-up choices: a new game brings no fresh tries.
    let prefs: serde_json::Value =
        serde_json::from_str(&stored("flagfall.prefs").expect("the set-up choices are kept"))
            .expect("JSON");
    let at = support::T0 + 5_000;
    assert_eq!(prefs["wrong_pins"], serde_json::json!([at, at, at]));
    app.at(305_000).await;
    app.type_into(".pin-entry", "2468").await;
    app.click(".pin-open").await;
    assert!(app.has(".arbiter"));
    assert!(!app.has(".pin-dialog"));
}

/// A PIN kept for the next games guards itself on the set-up screen: it is changed or removed only
/// once typed again; a wrong one is counted in the kept choices.
#[wasm_bindgen_test]
async fn the_pin_kept_for_the_next_games_is_removed_only_by_whoever_types_it() {
    let app = with_the_pin_kept("").await;
    assert!(app.has(".current-pin"));
    assert!(!app.has(".arbiter-pin") && !app.has(".remove-pin"));
    app.type_into(".current-pin", "1357").await;
    app.click(".unlock-pin").await;
    assert_eq!(app.text(".game-details .field-error"), "Wrong PIN.");
    let prefs =
        || serde_json::from_str::<serde_json::Value>(&stored("flagfall.prefs").unwrap()).unwrap();
    assert_eq!(prefs()["wrong_pins"], serde_json::json!([support::T0]));
    app.type_into(".current-pin", "2468").await;
    app.click(".unlock-pin").await;
    assert!(!app.has(".current-pin"));
    app.click(".remove-pin").await;
    assert_eq!(prefs().get("lock"), None);
    assert_eq!(prefs().get("wrong_pins"), None);
}
