//! Browser tests of storage recovery: whatever localStorage holds, or refuses, the app starts, says what
//! happened, and keeps unusable data under a key of its own instead of dropping it.

mod support;

use flagfall_web::{CONTROLS_KEY, GAME_KEY, HISTORY_KEY, PREFS_KEY};
use js_sys::{Function, Object, Reflect};
use support::{mount, stored, stored_keys, Mounted, Page};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the home page with `raw` stored under `key`, and returns the app with the one alert shown
/// and the key the raw text was set aside under (checked to hold exactly `raw`).
async fn start_with_stored(key: &str, raw: &str) -> (Mounted, String, String) {
    let app = mount(Page {
        query: "",
        stored: &[(key, raw)],
    })
    .await;
    // The running game and the set-up choices are the app's notices; saved controls show theirs in
    // their own panel: any alert counts.
    let notices = app.alerts();
    assert_eq!(notices.len(), 1, "one alert: {notices:?}");
    let aside = stored_keys(&format!("{key}.set-aside."));
    assert_eq!(aside.len(), 1, "set aside once: {aside:?}");
    let aside = aside[0].clone();
    assert!(
        aside[key.len() + ".set-aside.".len()..]
            .bytes()
            .all(|b| b.is_ascii_digit()),
        "{aside}"
    );
    assert_eq!(stored(&aside).as_deref(), Some(raw));
    // The key is free again (the set-up screen may already have stored fresh choices there).
    assert_ne!(stored(key).as_deref(), Some(raw));
    let notice = notices[0].clone();
    assert!(
        notice.ends_with(&format!(
            " It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )),
        "{notice}"
    );
    (app, notice, aside)
}

#[wasm_bindgen_test]
async fn a_damaged_running_game_is_set_aside_with_a_notice_and_the_set_up_screen_opens() {
    let (app, notice, aside) =
        start_with_stored(GAME_KEY, r#"{"version": 1, "names": {"whi"#).await;
    assert_eq!(
        notice,
        format!(
            "Running game: the data stored for the running game is damaged \
             (the text ends inside a string at line 1 column 30). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
    assert!(!app.has(".face"), "no game to show");
}

#[wasm_bindgen_test]
async fn a_running_game_from_another_schema_version_is_set_aside_with_a_notice() {
    let raw = r#"{"version": 99, "names": {"white": "", "black": ""}, "log": {}}"#;
    let (app, notice, aside) = start_with_stored(GAME_KEY, raw).await;
    assert_eq!(
        notice,
        format!(
            "Running game: the data stored for the running game was written by another version of Flagfall \
             (schema 99, this one reads 1). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
    assert!(!app.has(".face"));
}

#[wasm_bindgen_test]
async fn a_saved_game_whose_log_does_not_replay_is_set_aside_with_a_notice() {
    // Well-formed, but White presses before the game started.
    let raw = r#"{"version":1,"names":{"white":"","black":""},"log":{"version":1,
        "settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},
        "control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}],
                   "black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"fischer","increment":2000}}]},
        "incidents":[{"at":5,"event":"pressed","side":"white","used":5,"after":182000}]}}"#;
    let (app, notice, aside) = start_with_stored(GAME_KEY, raw).await;
    assert_eq!(
        notice,
        format!(
            "The saved game could not be restored: incident 1 does not replay: \
             the clock has not been started. It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
    assert!(!app.has(".face"));
}

#[wasm_bindgen_test]
async fn damaged_set_up_choices_are_set_aside_with_a_notice() {
    let (_app, notice, aside) = start_with_stored(PREFS_KEY, "{not json").await;
    assert_eq!(
        notice,
        format!(
            "Set-up choices: the data stored for the set-up choices is damaged \
             (expected a key in quotes at line 1 column 2). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
}

#[wasm_bindgen_test]
async fn set_up_choices_from_another_schema_version_are_set_aside_with_a_notice() {
    let (_app, notice, aside) =
        start_with_stored(PREFS_KEY, r#"{"version": 99, "notation": "3+2"}"#).await;
    assert_eq!(
        notice,
        format!(
            "Set-up choices: the data stored for the set-up choices was written by another version of Flagfall \
             (schema 99, this one reads 1). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
}

#[wasm_bindgen_test]
async fn damaged_saved_controls_are_set_aside_with_a_notice() {
    let (_app, notice, aside) =
        start_with_stored(CONTROLS_KEY, r#"{"version": 1, "controls": [{"#).await;
    assert_eq!(
        notice,
        format!(
            "Saved controls: the data stored for the saved controls is damaged \
             (the text ends inside an object at line 1 column 30). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
}

#[wasm_bindgen_test]
async fn saved_controls_from_another_schema_version_are_set_aside_with_a_notice() {
    let (_app, notice, aside) =
        start_with_stored(CONTROLS_KEY, r#"{"version": 99, "controls": []}"#).await;
    assert_eq!(
        notice,
        format!(
            "Saved controls: the data stored for the saved controls was written by another version of Flagfall \
             (schema 99, this one reads 1). It was set aside as \"{aside}\" in this browser's storage; the History lists it, to open, export or delete."
        )
    );
}

/// Makes `window.localStorage` throw, as a browser that denies storage does, until dropped.
struct StorageDenied {
    original: JsValue,
}

impl StorageDenied {
    fn new() -> StorageDenied {
        let window = leptos::prelude::window();
        let original = Object::get_own_property_descriptor(&window, &"localStorage".into());
        let descriptor = Object::new();
        let getter = Function::new_no_args("throw new DOMException('denied', 'SecurityError');");
        Reflect::set(&descriptor, &"get".into(), &getter).expect("a descriptor takes a getter");
        Reflect::set(&descriptor, &"configurable".into(), &true.into())
            .expect("a descriptor takes a flag");
        Object::define_property(&window, &"localStorage".into(), &descriptor);
        StorageDenied { original }
    }
}

impl Drop for StorageDenied {
    fn drop(&mut self) {
        let window = leptos::prelude::window();
        if self.original.is_undefined() {
            let _ = Reflect::delete_property(&window, &"localStorage".into());
        } else {
            Object::define_property(
                &window,
                &"localStorage".into(),
                &self.original.clone().into(),
            );
        }
    }
}

#[wasm_bindgen_test]
async fn with_storage_denied_the_app_says_so_and_still_plays() {
    let denied = StorageDenied::new();
    let app = mount(Page::LINK_3_PLUS_2).await;
    assert_eq!(
        app.notices(),
        ["Storage is unavailable (the browser refused storage (denied)): games and saved controls \
          will not survive a reload."]
    );
    app.press("black").await;
    app.at(10_000).await;
    app.press("white").await;
    assert_eq!(app.timers(), ["2:54", "3:02"]);
    assert!(app.has("[data-side=black].running"));
    // Nothing could be saved, and that is not an error on every move.
    assert_eq!(app.notices().len(), 1);
    drop(app);
    drop(denied);
}

/// Makes `localStorage.setItem` refuse the copy of a damaged item, as storage too full to hold that
/// copy does, until dropped. (The test writes the damaged item itself before the app starts.)
struct NearlyFull {
    original: JsValue,
}

impl NearlyFull {
    fn new() -> NearlyFull {
        let prototype = Reflect::get(&leptos::prelude::window(), &"Storage".into())
            .and_then(|storage| Reflect::get(&storage, &"prototype".into()))
            .expect("Storage has a prototype");
        let original = Reflect::get(&prototype, &"setItem".into()).expect("setItem exists");
        let refusing = Function::new_with_args(
            "key, value",
            "if (key.includes('.set-aside.')) \
               throw new DOMException('the quota has been exceeded', 'QuotaExceededError'); \
             return this.constructor.prototype.__setItem.call(this, key, value);",
        );
        Reflect::set(&prototype, &"__setItem".into(), &original).expect("a property can be set");
        Reflect::set(&prototype, &"setItem".into(), &refusing).expect("setItem can be replaced");
        NearlyFull { original }
    }
}

impl Drop for NearlyFull {
    fn drop(&mut self) {
        let prototype = Reflect::get(&leptos::prelude::window(), &"Storage".into())
            .and_then(|storage| Reflect::get(&storage, &"prototype".into()))
            .expect("Storage has a prototype");
        let _ = Reflect::set(&prototype, &"setItem".into(), &self.original);
        let _ = Reflect::delete_property(&prototype.into(), &"__setItem".into());
    }
}

#[wasm_bindgen_test]
async fn a_damaged_game_that_cannot_be_set_aside_is_kept_in_place_and_never_saved_over() {
    let damaged = format!(
        r#"{{"version":1,"names":{{"white":"{}","black":"B"}},"log":{{"vers"#,
        "W".repeat(3_000)
    );
    let full = NearlyFull::new();
    let app = mount(Page {
        query: "?control=5",
        stored: &[(GAME_KEY, &damaged)],
    })
    .await;
    assert_eq!(
        app.notices(),
        ["Running game: the data stored for the running game is damaged (the text ends inside a string at line 1 \
          column 3059). It could not be set aside (the quota has been exceeded), so it is kept as \
          \"flagfall.game\" in this browser's storage and nothing will be saved over it; the \
          History lists it, to export or delete.",
         // The link's new game is played, but not saved over it, and the clock says so.
         "Not saved: \"flagfall.game\" in this browser's storage holds data that could not be set \
          aside, and nothing is saved over it; export or delete it in the History"]
    );
    app.press("black").await;
    app.at(1_000).await;
    app.press("white").await;
    assert_eq!(stored(GAME_KEY).as_deref(), Some(damaged.as_str()));
    assert_eq!(
        app.text(".clock-screen .notice"),
        "Not saved: \"flagfall.game\" in this browser's storage holds data that could not be set \
         aside, and nothing is saved over it; export or delete it in the History"
    );
    // Leaving the game does not remove it either.
    app.click("button.menu-open").await;
    app.click(".exit").await;
    app.click(".confirm-exit").await;
    assert_eq!(stored(GAME_KEY).as_deref(), Some(damaged.as_str()));
    drop(app);
    drop(full);
}

/// A History of two games, the older one's log edited in storage (White's time raised by a minute):
/// only that game is set aside, exactly as stored, with a notice naming it and where the chain
/// breaks; the History keeps the other, written again without it.
#[wasm_bindgen_test]
async fn one_game_of_the_history_edited_in_storage_is_set_aside_alone_and_the_other_is_kept() {
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, SavedGame};
    let game = |start: i64| {
        let mut game = Game::new(parse_human("0:05").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(start)).unwrap();
        game.apply(Action::Press, Instant(start + 1_000)).unwrap();
        let mut log = game.log();
        // Played an hour east of UTC: the History lists it at that hour, as its record shows it.
        log.details.utc_offset = Some(60);
        serde_json::to_string(&SavedGame::new(log)).unwrap()
    };
    let (newer, older) = (game(10_000), game(0));
    let edited = older.replacen("\"after\":4000", "\"after\":64000", 1);
    assert_ne!(edited, older);
    let history = format!(
        "{{\"version\":{},\"games\":[{newer},{edited}]}}",
        flagfall_core::SCHEMA_VERSION
    );
    let app = mount(Page {
        query: "",
        stored: &[(HISTORY_KEY, &history)],
    })
    .await;
    app.click(".history-open").await;
    let aside = stored_keys(&format!("{HISTORY_KEY}.game.set-aside."));
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(stored(&aside[0]).as_deref(), Some(edited.as_str()));
    assert_eq!(
        stored(HISTORY_KEY),
        Some(format!(
            "{{\"version\":{},\"games\":[{newer}]}}",
            flagfall_core::SCHEMA_VERSION
        ))
    );
    let browsers_zone = -(js_sys::Date::new(&JsValue::from_f64(10_000.0)).get_timezone_offset());
    assert_eq!(
        app.texts(".open-game"),
        [if browsers_zone == 60.0 {
            "1970-01-01 01:00 · 0:05+0 · White – Black · not finished"
        } else {
            "1970-01-01 01:00 UTC+01:00 · 0:05+0 · White – Black · not finished"
        }]
    );
    assert_eq!(
        app.alerts(),
        [format!(
            "Game in the History: the data stored for the game in the History is damaged (games[1].log: the \
             log was altered after it was written: incident 2 does not match its hash (it was \
             changed, or an incident before it was removed or added)). It was set aside as \"{}\" \
             in this browser's storage; the History lists it, to open, export or delete.",
            aside[0]
        )]
    );
    assert_eq!(app.texts(".kept-data li").len(), 1);
}
