//! The position check's Web Worker (Trunk builds it to its own wasm, `data-type="worker"` in
//! index.html): it takes a [`Request`] (a FEN, and the side to search first) by `postMessage` and
//! answers with JSON [`Report`]s, so the page's
//! thread, and the clock on it, never waits for the search.
//!
//! [`Request`]: flagfall_position_message::Request
//! [`Report`]: flagfall_position_message::Report

mod answer;

use flagfall_position::DEFAULT_BUDGET_MS;
use flagfall_position_message::{Report, Request};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // The page sends requests and nothing else.
        if let Some(request) = event
            .data()
            .as_string()
            .and_then(|text| Request::read(&text))
        {
            answer::answer(&request.fen, request.first, |report| post(&replies, report));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker, which the page ends.
    on_message.forget();
    // A message sent before this handler was set would have been lost: the page waits for this.
    post(
        &scope,
        &Report::Ready {
            budget_ms: DEFAULT_BUDGET_MS,
        },
    );
}

fn post(scope: &DedicatedWorkerGlobalScope, report: &Report) {
    // Reports are plain data: serialising one cannot fail.
    if let Ok(text) = serde_json::to_string(report) {
        // Posting a string to the page that created the worker cannot fail either.
        let _ = scope.post_message(&text.into());
    }
}
