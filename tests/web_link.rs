//! Browser tests of a link opened over a game in progress: the app asks first; keeping the game moves
//! nothing, and a game set aside is paused and kept under a key of its own, for the History.

mod support;

use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
use flagfall_web::GAME_KEY;
use support::{local_storage, mount, saved_incidents, stored, stored_keys, Page, T0};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// A 3+2 game whose clock started a second before the page opens.
fn running() -> String {
    format!(
        r#"{{"version":1,"names":{{"white":"","black":""}},"log":{{"version":1,"settings":{{"rulebook":"fide-2023"}},"control":{{"white":[{{"end":{{"kind":"game"}},"time":180000,"method":{{"kind":"fischer","increment":2000}}}}],"black":[{{"end":{{"kind":"game"}},"time":180000,"method":{{"kind":"fischer","increment":2000}}}}]}},"incidents":[{{"at":{},"event":"started"}}]}}}}"#,
        T0 - 1_000
    )
}

#[wasm_bindgen_test]
async fn a_link_over_a_game_in_progress_asks_and_keeping_the_game_moves_nothing() {
    let running = running();
    let app = mount(Page {
        query: "?control=5%2B0",
        stored: &[(GAME_KEY, &running)],
    })
    .await;
    assert_eq!(
        app.text("#link-question-text"),
        "A game of 3+2 is in progress. The link opens a new game of 5+0."
    );
    assert!(
        !app.has(".face"),
        "no face can be pressed while the question is asked"
    );
    app.click(".keep-game").await;
    assert_eq!(app.timers(), ["3:01".to_owned(), "3:02".to_owned()]);
    assert_eq!(
        saved_incidents(),
        [serde_json::json!({"at": -1_000, "event": "started"})],
        "the game goes on as it was"
    );
    assert_eq!(
        stored_keys(&format!("{GAME_KEY}.aside.")),
        Vec::<String>::new()
    );
}

#[wasm_bindgen_test]
async fn a_game_set_aside_for_a_link_is_paused_and_kept_under_a_key_of_its_own() {
    let running = running();
    let app = mount(Page {
        query: "?control=5%2B0",
        stored: &[(GAME_KEY, &running)],
    })
    .await;
    app.click(".start-linked").await;
    assert_eq!(app.timers(), ["5:00".to_owned(), "5:00".to_owned()]);
    assert_eq!(
        app.notices(),
        ["The game in progress was paused and set aside: the History lists it, to resume."]
    );
    let aside = stored_keys(&format!("{GAME_KEY}.aside."));
    assert_eq!(aside.len(), 1, "{aside:?}");
    let kept: serde_json::Value =
        serde_json::from_str(&stored(&aside[0]).expect("the game set aside is stored"))
            .expect("the game set aside is JSON");
    let events: Vec<_> = kept["log"]["incidents"]
        .as_array()
        .expect("the game set aside has its incidents")
        .iter()
        .map(|incident| (incident["at"].clone(), incident["event"].clone()))
        .collect();
    assert_eq!(
        events,
        [
            ((T0 - 1_000).into(), "started".into()),
            (T0.into(), "paused".into())
        ]
    );
}

#[wasm_bindgen_test]
async fn a_flag_that_falls_while_the_link_question_shows_files_the_game_in_the_history() {
    let running = running();
    let app = mount(Page {
        query: "?control=5%2B0",
        stored: &[(GAME_KEY, &running)],
    })
    .await;
    // White's 3:02 runs out at T0 + 181 s, while the question waits for an answer.
    app.at(200_000).await;
    app.click(".start-linked").await;
    assert_eq!(app.timers(), ["5:00".to_owned(), "5:00".to_owned()]);
    assert_eq!(
        app.notices(),
        ["The game in progress had ended meanwhile: it is filed in the History."]
    );
    assert_eq!(
        stored_keys(&format!("{GAME_KEY}.")),
        Vec::<String>::new(),
        "a finished game is not set aside to resume"
    );
    let history = json(stored("flagfall.history"));
    let games = history["games"].as_array().expect("the history has games");
    assert_eq!(games.len(), 1);
    assert_eq!(
        events(&games[0]),
        [
            (-1_000, "started".to_owned()),
            (181_000, "flag-fell".to_owned()),
            (181_000, "decided".to_owned())
        ]
    );
}

/// A stored 3+2 game: started at `T0 + started`, then paused at `T0 + paused` if given.
fn game(started: i64, paused: Option<i64>) -> String {
    let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    game.apply(Action::Start, Instant(T0 + started)).unwrap();
    if let Some(paused) = paused {
        game.apply(Action::Pause, Instant(T0 + paused)).unwrap();
    }
    serde_json::json!({"version": 1, "log": game.log()}).to_string()
}

/// A 3+2 game whose White flag fell at `T0 + fell`, logged.
fn finished(fell: i64) -> String {
    let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
    game.apply(Action::Start, Instant(T0 + fell - 182_000))
        .unwrap();
    game.observe(Instant(T0 + fell));
    serde_json::json!({"version": 1, "log": game.log()}).to_string()
}

/// The `(at, event)` of each incident of a stored game, `at` relative to [`T0`].
fn events(game: &serde_json::Value) -> Vec<(i64, String)> {
    game["log"]["incidents"]
        .as_array()
        .expect("the game has its incidents")
        .iter()
        .map(|incident| {
            (
                incident["at"].as_i64().expect("an incident has an instant") - T0,
                incident["event"]
                    .as_str()
                    .expect("an incident has an event")
                    .to_owned(),
            )
        })
        .collect()
}

#[wasm_bindgen_test]
async fn a_link_over_a_game_whose_flag_fell_while_the_page_was_closed_files_it_and_asks_nothing() {
    // White's 3:02 ran out 18 seconds before the page opened.
    let over = game(-200_000, None);
    let app = mount(Page {
        query: "?control=5%2B0",
        stored: &[(GAME_KEY, &over)],
    })
    .await;
    assert!(
        !app.has(".link-question"),
        "a game that is over is not asked about"
    );
    assert_eq!(app.timers(), ["5:00".to_owned(), "5:00".to_owned()]);
    assert_eq!(
        app.notices(),
        ["The game in progress ended while the page was closed: it is filed in the History."]
    );
    let history: serde_json::Value =
        serde_json::from_str(&stored("flagfall.history").expect("the history is stored"))
            .expect("the history is JSON");
    let games = history["games"].as_array().expect("the history has games");
    assert_eq!(games.len(), 1);
    assert_eq!(
        events(&games[0]),
        [
            (-200_000, "started".to_owned()),
            (-18_000, "flag-fell".to_owned()),
            (-18_000, "decided".to_owned())
        ]
    );
    assert_eq!(stored_keys(&format!("{GAME_KEY}.")), Vec::<String>::new());
}

#[wasm_bindgen_test]
async fn a_link_over_a_game_later_than_the_device_clock_says_the_clock_is_behind() {
    let ahead = game(5_000, None);
    let app = mount(Page {
        query: "?control=5%2B0",
        stored: &[(GAME_KEY, &ahead)],
    })
    .await;
    assert!(app.has(".link-question"));
    assert_eq!(
        app.notices(),
        [
            "This device's clock is 5.0 behind the saved game's last incident: no time was \
          charged for the time the page was closed."
        ]
    );
}

/// Opens the History on the home page, where a game paused at `T0 + 70 s` is set aside.
async fn history_with_a_game_aside() -> (support::Mounted, String) {
    let key = format!("{GAME_KEY}.aside.{}", T0 + 80_000);
    let aside = game(60_000, Some(70_000));
    let app = mount(Page {
        query: "",
        stored: &[(&key, &aside)],
    })
    .await;
    app.click(".history-open").await;
    assert!(app.has(".aside-resume"));
    (app, aside)
}

#[wasm_bindgen_test]
async fn a_game_resumed_from_the_history_later_than_the_device_clock_runs_on_from_its_pause() {
    let (app, _) = history_with_a_game_aside().await;
    app.click(".aside-resume").await;
    assert_eq!(app.timers(), ["2:52".to_owned(), "3:02".to_owned()]);
    app.click(".resume").await;
    app.at(1_000).await;
    assert_eq!(app.timers(), ["2:51".to_owned(), "3:02".to_owned()]);
    assert_eq!(
        saved_incidents()
            .iter()
            .map(|incident| (incident["at"].clone(), incident["event"].clone()))
            .collect::<Vec<_>>(),
        [
            (60_000.into(), "started".into()),
            (70_000.into(), "paused".into()),
            (70_000.into(), "resumed".into())
        ]
    );
}

/// Stored JSON text, parsed (the app writes its fields in an order of its own).
fn json(text: Option<String>) -> serde_json::Value {
    serde_json::from_str(&text.expect("something is stored")).expect("it is JSON")
}

/// Resumes the game set aside over `running`, stored as the running game after the page opened,
/// and returns the key `running` was set aside under.
async fn resume_over(running: &str) -> String {
    let (app, aside) = history_with_a_game_aside().await;
    local_storage()
        .expect("the test has storage")
        .set_item(GAME_KEY, running)
        .expect("the test can write storage");
    app.click(".aside-resume").await;
    assert_eq!(json(stored(GAME_KEY)), json(Some(aside)));
    let kept = stored_keys(&format!("{GAME_KEY}.set-aside."));
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(stored(&kept[0]).as_deref(), Some(running));
    kept[0].clone()
}

#[wasm_bindgen_test]
async fn resuming_a_game_sets_unreadable_data_stored_as_the_running_game_aside_first() {
    resume_over(r#"{"version": 1, "names"#).await;
}

#[wasm_bindgen_test]
async fn resuming_a_game_sets_a_finished_game_missing_from_the_history_aside_first() {
    resume_over(&finished(-1_000)).await;
}

#[wasm_bindgen_test]
async fn a_damaged_game_set_aside_is_listed_with_the_data_that_could_not_be_used() {
    let key = format!("{GAME_KEY}.aside.{T0}");
    let app = mount(Page {
        query: "",
        stored: &[(&key, r#"{"version": 1, "names"#)],
    })
    .await;
    app.click(".history-open").await;
    assert!(!app.has(".game-aside"));
    let rows = app.texts(".kept-data li > span");
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert!(
        rows[0].starts_with("paused game, set aside on "),
        "{rows:?}"
    );
    assert!(rows[0].ends_with(&format!(" as \"{key}\"")), "{rows:?}");
}

#[wasm_bindgen_test]
async fn resuming_a_game_over_a_finished_game_the_history_holds_replaces_it() {
    let (app, aside) = history_with_a_game_aside().await;
    let over = finished(-1_000);
    let storage = local_storage().expect("the test has storage");
    storage
        .set_item(
            "flagfall.history",
            &format!(r#"{{"version":1,"games":[{over}]}}"#),
        )
        .expect("the test can write storage");
    storage
        .set_item(GAME_KEY, &over)
        .expect("the test can write storage");
    app.click(".aside-resume").await;
    assert_eq!(json(stored(GAME_KEY)), json(Some(aside)));
    assert_eq!(stored_keys(&format!("{GAME_KEY}.")), Vec::<String>::new());
}

#[wasm_bindgen_test]
async fn resuming_a_game_over_a_game_in_progress_pauses_that_one_and_sets_it_aside_to_resume() {
    let (app, aside) = history_with_a_game_aside().await;
    local_storage()
        .expect("the test has storage")
        .set_item(GAME_KEY, &game(-1_000, None))
        .expect("the test can write storage");
    app.click(".aside-resume").await;
    assert_eq!(json(stored(GAME_KEY)), json(Some(aside)));
    let kept = stored_keys(&format!("{GAME_KEY}.aside."));
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        events(&json(stored(&kept[0]))),
        [(-1_000, "started".to_owned()), (0, "paused".to_owned())]
    );
}

#[wasm_bindgen_test]
async fn resuming_a_game_over_a_game_whose_flag_fell_meanwhile_files_that_one_in_the_history() {
    let (app, aside) = history_with_a_game_aside().await;
    // White's 3:02 ran out 18 seconds before the game set aside was resumed.
    local_storage()
        .expect("the test has storage")
        .set_item(GAME_KEY, &game(-200_000, None))
        .expect("the test can write storage");
    app.click(".aside-resume").await;
    assert_eq!(json(stored(GAME_KEY)), json(Some(aside)));
    assert_eq!(
        app.notices(),
        ["The game in progress had ended meanwhile: it is filed in the History."]
    );
    assert_eq!(stored_keys(&format!("{GAME_KEY}.")), Vec::<String>::new());
    let history = json(stored("flagfall.history"));
    let games = history["games"].as_array().expect("the history has games");
    assert_eq!(games.len(), 1);
    assert_eq!(
        events(&games[0]),
        [
            (-200_000, "started".to_owned()),
            (-18_000, "flag-fell".to_owned()),
            (-18_000, "decided".to_owned())
        ]
    );
}
