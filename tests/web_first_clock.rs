//! Browser tests of the hand-over from the first clock (crates/first-clock), which `assets/boot.js`
//! runs on a first visit while the app loads: the app stops it once and opens the game it hands over,
//! which may hold more than storage took.

mod support;

use flagfall_web::GAME_KEY;
use std::cell::Cell;
use std::rc::Rc;
use support::{mount, saved_incidents, Page, T0};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// A saved 3+2 game, as the first clock keeps it, with `incidents` (JSON).
fn game_with(incidents: &str) -> String {
    format!(
        r#"{{"version":1,"names":{{"white":"","black":""}},"log":{{"version":1,"settings":{{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false}},"control":{{"white":[{{"end":{{"kind":"game"}},"time":180000,"method":{{"kind":"fischer","increment":2000}}}}],"black":[{{"end":{{"kind":"game"}},"time":180000,"method":{{"kind":"fischer","increment":2000}}}}]}},"incidents":[{incidents}]}}}}"#
    )
}

/// Stands in for the running first clock as boot.js hands it to the app: `stop` counts its calls
/// and hands `game` over.
fn first_clock_handing(game: String) -> (Rc<Cell<u32>>, Closure<dyn FnMut() -> JsValue>) {
    let stops = Rc::new(Cell::new(0));
    let counted = Rc::clone(&stops);
    let stop = Closure::<dyn FnMut() -> JsValue>::new(move || {
        counted.set(counted.get() + 1);
        JsValue::from_str(&game)
    });
    let first = js_sys::Object::new();
    js_sys::Reflect::set(&first, &"stop".into(), stop.as_ref()).unwrap();
    js_sys::Reflect::set(&js_sys::global(), &"flagfallFirstClock".into(), &first).unwrap();
    (stops, stop)
}

#[wasm_bindgen_test]
async fn the_app_stops_the_first_clock_once_and_opens_the_game_it_hands_over() {
    // Storage took the opening game only; the first clock's game has White's clock started a second
    // before the app reads it.
    let opening = game_with("");
    let started = game_with(&format!(r#"{{"at":{},"event":"started"}}"#, T0 - 1_000));
    let (stops, _stop) = first_clock_handing(started);
    let app = mount(Page {
        query: "",
        stored: &[(GAME_KEY, &opening)],
    })
    .await;
    assert_eq!(stops.get(), 1);
    assert!(
        js_sys::Reflect::get(&js_sys::global(), &"flagfallFirstClock".into())
            .unwrap()
            .is_null()
    );
    assert_eq!(app.timers(), ["3:01".to_owned(), "3:02".to_owned()]);
    assert!(app.has(".face[data-side=white].running"));
    // The app keeps it now, as it keeps every game.
    assert_eq!(
        saved_incidents(),
        [serde_json::json!({"at": -1_000, "event": "started"})]
    );
}
