//! Browser tests of the position check's page side (`src/browser/position_worker.rs`) and of the arbiter's
//! panel that uses it. The test page is served without the worker's files, as a visitor offline
//! before the service worker kept them would be: the check fails there as it would for them. For the
//! panel's use of the answers, a stand-in for the browser's `Worker` answers as the real worker does
//! (its reports, in its JSON); the worker's own answers are checked end to end on the release build
//! (e2e/position-worker.test.mjs, e2e/position-ruling.test.mjs).

mod support;

use flagfall_web::browser::position_worker::{position_check, CheckEvent, CheckFailure, Side};
use std::cell::RefCell;
use std::rc::Rc;
use support::{mount, saved_incidents, sleep, Page};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const FEN: &str = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";

#[wasm_bindgen_test]
async fn a_check_whose_worker_cannot_be_fetched_fails_as_unavailable_and_says_nothing_more() {
    let events = Rc::new(RefCell::new(Vec::new()));
    let mut first = None;
    let heard = js_sys::Promise::new(&mut |resolve, _| first = Some(resolve));
    let first = first.expect("the promise's executor ran");
    let check = {
        let events = events.clone();
        position_check(FEN, Side::White, move |event| {
            events.borrow_mut().push(event);
            let _ = first.call0(&JsValue::NULL);
        })
    }
    .expect("the page may create a worker");
    JsFuture::from(heard).await.expect("an event comes");
    // Longer than a late answer would take to follow.
    sleep(200).await;
    assert_eq!(
        *events.borrow(),
        [CheckEvent::Failed(CheckFailure::Unavailable)]
    );
    drop(check);
}

#[wasm_bindgen_test]
async fn a_check_dropped_before_its_worker_starts_says_nothing() {
    // A worker left running after the drop would call its freed handlers, which throws on the page.
    let page_errors = Rc::new(RefCell::new(Vec::new()));
    let on_page_error = {
        let page_errors = page_errors.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let message = js_sys::Reflect::get(&event, &"message".into()).unwrap_or_default();
            page_errors
                .borrow_mut()
                .push(message.as_string().unwrap_or_default());
        })
    };
    let window = web_sys::window().expect("a window");
    window
        .add_event_listener_with_callback("error", on_page_error.as_ref().unchecked_ref())
        .expect("the listener is added");
    let events = Rc::new(RefCell::new(Vec::new()));
    let check = {
        let events = events.clone();
        position_check(FEN, Side::White, move |event| {
            events.borrow_mut().push(event)
        })
    }
    .expect("the page may create a worker");
    drop(check);
    // Long enough for the failed fetch of the worker to have been reported, had the check lived.
    sleep(500).await;
    window
        .remove_event_listener_with_callback("error", on_page_error.as_ref().unchecked_ref())
        .expect("the listener is removed");
    assert_eq!(*events.borrow(), []);
    assert_eq!(*page_errors.borrow(), Vec::<String>::new());
}

/// White: king and queen; Black: a lone king. White to move.
const LONE_BLACK_KING: &str = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
const QUEEN_LINE: &str = "1. Qd7+ Kf8 2. Qf7#";

/// Replaces the browser's `Worker` with a stand-in that says it is ready, keeps each request it is
/// posted in `window.__requests`, and answers it with Black's answer `black`, then White's `white`
/// (JSON of the worker's `Report::Answer`, for the FEN requested). The real `Worker` comes back when
/// the returned guard is dropped.
struct StandInWorker;

impl StandInWorker {
    fn install(white: &str, black: &str) -> StandInWorker {
        let install = js_sys::Function::new_with_args(
            "white, black",
            r#"
            window.__realWorker = window.__realWorker || window.Worker;
            window.__requests = [];
            window.Worker = class {
                constructor() {
                    this.onmessage = null;
                    this.onerror = null;
                    setTimeout(() => this.say({ ready: { budget_ms: 1500 } }), 0);
                }
                say(report) {
                    if (this.onmessage) this.onmessage(new MessageEvent('message', { data: JSON.stringify(report) }));
                }
                postMessage(request) {
                    window.__requests.push(request);
                    const fen = request.slice(request.indexOf(' ') + 1);
                    const answer = (side, found) => ({ answer: { fen, side, ...JSON.parse(found) } });
                    setTimeout(() => this.say(answer('black', black)), 0);
                    setTimeout(() => this.say(answer('white', white)), 0);
                }
                terminate() {}
            };
            "#,
        );
        install
            .call2(&JsValue::NULL, &white.into(), &black.into())
            .expect("the stand-in is installed");
        StandInWorker
    }

    /// The requests posted so far.
    fn requests() -> Vec<String> {
        let requests =
            js_sys::Reflect::get(&web_sys::window().expect("a window"), &"__requests".into())
                .expect("requests are kept");
        js_sys::Array::from(&requests)
            .iter()
            .filter_map(|request| request.as_string())
            .collect()
    }
}

impl Drop for StandInWorker {
    fn drop(&mut self) {
        let _ = js_sys::Function::new_no_args("window.Worker = window.__realWorker;")
            .call0(&JsValue::NULL);
    }
}

const ONE_SECOND: Page<'static> = Page {
    query: "?control=0%3A01",
    stored: &[],
};

/// Enters `fen` in the panel's board editor and has it checked; lets the answers arrive.
async fn check(app: &support::Mounted, fen: &str) {
    app.click(".arb-position-edit").await;
    app.type_into(".fen-input", fen).await;
    app.click(".arb-position-check").await;
    sleep(50).await;
}

#[wasm_bindgen_test]
async fn the_claimant_is_searched_first_and_its_answer_fills_the_claim_and_an_answer_against_it_is_logged_overruled(
) {
    let _worker = StandInWorker::install(
        &format!(r#"{{"can_checkmate": true, "line": "{QUEEN_LINE}"}}"#),
        r#"{"can_checkmate": false, "line": null}"#,
    );
    let app = mount(ONE_SECOND).await;
    app.press("black").await;
    // White's second runs out: Black may claim.
    app.at(2_000).await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert!(app.has(".claimant-can-mate:checked"));
    check(&app, LONE_BLACK_KING).await;
    assert_eq!(
        StandInWorker::requests(),
        [format!("black {LONE_BLACK_KING}")]
    );
    assert_eq!(
        app.texts(".position-finding"),
        [
            format!("White can checkmate: {QUEEN_LINE}"),
            "Black cannot checkmate".to_owned()
        ]
    );
    assert!(
        !app.has(".claimant-can-mate:checked"),
        "filled from the search"
    );
    assert!(!app.has(".flags .overruled"));
    // The arbiter answers otherwise: the panel says so, and the log keeps it.
    app.click(".claimant-can-mate").await;
    assert_eq!(
        app.text(".flags .overruled"),
        "This answer goes against the position check: the ruling will be logged as overruled."
    );
    app.click(".arb-claim-time").await;
    let claim = saved_incidents()
        .into_iter()
        .find(|i| i["event"] == "win-on-time-claim")
        .expect("the claim is logged");
    assert_eq!(
        claim,
        serde_json::json!({"at": 2_000, "event": "win-on-time-claim", "claimant": "black",
            "claimant_can_checkmate": true,
            "position": {"fen": LONE_BLACK_KING,
                "white": {"can_checkmate": true, "line": QUEEN_LINE},
                "black": {"can_checkmate": false, "line": null},
                "overruled": true}})
    );
}

#[wasm_bindgen_test]
async fn an_illegal_moves_opponent_is_searched_first_and_fills_opponent_cannot_checkmate() {
    let _worker = StandInWorker::install(
        &format!(r#"{{"can_checkmate": true, "line": "{QUEEN_LINE}"}}"#),
        r#"{"can_checkmate": false, "line": null}"#,
    );
    let app = mount(Page {
        query: "?control=15%2B10",
        stored: &[],
    })
    .await;
    app.press("black").await;
    app.at(1_000).await;
    app.press("white").await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    assert!(!app.has(".cannot-mate:checked"));
    check(&app, LONE_BLACK_KING).await;
    // White moved last: the ruling asks whether Black can checkmate.
    assert_eq!(
        StandInWorker::requests(),
        [format!("black {LONE_BLACK_KING}")]
    );
    assert!(app.has(".cannot-mate:checked"), "filled from the search");
    // Black concerned instead: White, with a queen, can checkmate.
    app.click("input[name=arbiter-side][value=black]").await;
    assert!(!app.has(".cannot-mate:checked"));
    app.click("input[name=arbiter-side][value=white]").await;
    assert!(app.has(".cannot-mate:checked"));
    app.click(".arb-illegal").await;
    let ruled = saved_incidents().pop().expect("the ruling is logged");
    assert_eq!(ruled["event"], "illegal-move");
    assert_eq!(ruled["opponent_cannot_mate"], true);
    assert_eq!(ruled["position"]["fen"], LONE_BLACK_KING);
    assert_eq!(ruled["position"]["overruled"], false);
    // The second, asked first, ends the game: drawn, as Black cannot checkmate (7.5.5).
    app.click(".arb-illegal").await;
    app.click(".confirm-illegal").await;
    let second = saved_incidents()
        .into_iter()
        .filter(|i| i["event"] == "illegal-move")
        .nth(1)
        .expect("the second is logged");
    assert_eq!(second["nth"], 2);
    assert_eq!(second["opponent_cannot_mate"], true);
    assert_eq!(second["position"]["black"]["can_checkmate"], false);
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "1/2-1/2 White's illegal move number 2, but Black cannot checkmate: drawn (FIDE 2023 7.5.5)"
    );
}

#[wasm_bindgen_test]
async fn a_position_edited_after_its_check_is_no_evidence_and_a_dead_position_draws() {
    let _worker = StandInWorker::install(
        r#"{"can_checkmate": false, "line": null}"#,
        r#"{"can_checkmate": false, "line": null}"#,
    );
    let app = mount(Page {
        query: "?control=15%2B10",
        stored: &[],
    })
    .await;
    app.press("black").await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    check(&app, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").await;
    assert_eq!(
        app.texts(".position-finding"),
        ["White cannot checkmate", "Black cannot checkmate"]
    );
    assert_eq!(
        app.text(".position-checked"),
        "Checked: 4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
    // Text the editor refuses: the answers go, and no check runs on the board left from before.
    let searched = StandInWorker::requests();
    app.type_into(".fen-input", "garbage").await;
    assert!(!app.has(".position-finding") && !app.has(".position-checked"));
    app.click(".arb-position-check").await;
    assert_eq!(
        app.text(".position-trouble"),
        "The position (FEN) above is refused: correct it, then check it."
    );
    sleep(50).await;
    assert_eq!(
        StandInWorker::requests(),
        searched,
        "no search of the board from before"
    );
    // A queen added: the answers were of another position.
    app.type_into(".fen-input", LONE_BLACK_KING).await;
    assert!(!app.has(".position-finding"));
    assert_eq!(
        app.text(".position-stale"),
        "The position was changed after the check: check it again."
    );
    app.click(".arb-dead-position").await;
    let ruled = saved_incidents();
    let dead = ruled
        .iter()
        .find(|i| i["event"] == "dead-position")
        .expect("the ruling is logged");
    assert_eq!(
        dead,
        &serde_json::json!({"at": 0, "event": "dead-position"})
    );
    assert_eq!(app.text(".answer"), "Dead position: the game is drawn.");
    app.click(".close-arbiter").await;
    assert_eq!(
        app.text(".outcome"),
        "1/2-1/2 dead position: neither player can checkmate (FIDE 2023 5.2.2)"
    );
}

#[wasm_bindgen_test]
async fn a_check_whose_worker_cannot_load_says_so_and_the_panel_rules_without_it() {
    let app = mount(ONE_SECOND).await;
    app.press("black").await;
    app.at(2_000).await;
    app.click("button.menu-open").await;
    app.click(".arbiter-open").await;
    app.click(".arb-position-edit").await;
    app.click(".arb-position-check").await;
    for _ in 0..50 {
        if app.has(".position-trouble") {
            break;
        }
        sleep(20).await;
    }
    assert_eq!(
        app.text(".position-trouble"),
        "The position check could not be loaded (offline before it was kept for offline use): answer by eye."
    );
    app.click(".claimant-can-mate").await;
    app.click(".arb-claim-time").await;
    assert_eq!(app.text(".answer"), "Win-on-time claim recorded.");
    let claim = saved_incidents()
        .into_iter()
        .find(|i| i["event"] == "win-on-time-claim")
        .expect("the claim is logged");
    assert_eq!(claim.get("position"), None);
}
