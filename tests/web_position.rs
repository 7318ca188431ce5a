//! Browser tests of the position check's page side (`src/position_check.rs`) where its worker cannot
//! run: the test page is served without the worker's files, as a visitor offline before the service
//! worker kept them would be. The worker's own answers are checked end to end on the release build
//! (e2e/position-worker.test.mjs).

mod support;

use flagfall_web::position_check::{position_check, CheckEvent, CheckFailure};
use std::cell::RefCell;
use std::rc::Rc;
use support::sleep;
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
        position_check(FEN, move |event| {
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
        position_check(FEN, move |event| events.borrow_mut().push(event))
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
