//! The position check, the one place the app talks to its worker: can each side still checkmate?
//!
//! The search (`flagfall-position`, over chasolver) runs in a Web Worker that Trunk builds to its own
//! wasm (`crates/position-worker`), so the page's thread, and the clock on it, never waits for it;
//! the app links only the worker's messages (`flagfall-position-message`). The worker is created when
//! a check is asked for, so a visit that never asks fetches none of its files, and it is ended when
//! its search budget runs out (a side not answered by then is undetermined, never guessed), when it
//! has answered, or when the [`PositionCheck`] is dropped.

// The types of `position_check`'s signature, named here for callers outside the crate (the browser
// test `tests/web_position.rs`), which cannot reach the private `model`.
pub use crate::model::check_events::{CheckEvent, CheckFailure};
use flagfall_core::BySide;
pub use flagfall_position_message::Side;
use flagfall_position_message::{Report, Request};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker's module, next to the page (Trunk names a worker after its crate, without a hash).
const WORKER_SCRIPT: &str = "flagfall-position-worker_loader.js";

/// One check under way. Dropping it ends the worker, whatever it was doing.
pub struct PositionCheck {
    shared: Rc<RefCell<Shared>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut()>,
}

struct Shared {
    worker: Worker,
    request: Request,
    ready: bool,
    /// Sides answered so far.
    answered: BySide<bool>,
    ended: bool,
    budget: Option<Timeout>,
}

impl Shared {
    /// Ends the worker once: no more events after this.
    fn end(&mut self) {
        if !self.ended {
            self.ended = true;
            self.budget = None;
            self.worker.set_onmessage(None);
            self.worker.set_onerror(None);
            self.worker.terminate();
        }
    }
}

/// Starts checking `fen`: `on_event` hears each side's answer, or the refusal, or the failure. The
/// worker's files are fetched now (or taken from the service worker's cache); the search of both
/// sides is given the budget the worker names (`flagfall_position::DEFAULT_BUDGET_MS`), counted from
/// when the worker is ready. The worker searches one side after the other: `first`, the side the
/// ruling at hand turns on, is searched first, so that a long search of the other side cannot use
/// up its budget.
pub fn position_check(
    fen: &str,
    first: Side,
    on_event: impl Fn(CheckEvent) + 'static,
) -> Result<PositionCheck, CheckFailure> {
    let on_event: Rc<dyn Fn(CheckEvent)> = Rc::new(on_event);
    let options = WorkerOptions::new();
    // The loader Trunk writes imports the worker's glue: a module worker.
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(WORKER_SCRIPT, &options).map_err(|_| CheckFailure::NotStarted)?;
    let shared = Rc::new(RefCell::new(Shared {
        worker: worker.clone(),
        request: Request {
            fen: fen.to_owned(),
            first,
        },
        ready: false,
        answered: BySide::both(false),
        ended: false,
        budget: None,
    }));

    let on_message = {
        let shared = Rc::downgrade(&shared);
        let on_event = on_event.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |message: MessageEvent| {
            let Some(shared) = shared.upgrade() else {
                return;
            };
            let report = message
                .data()
                .as_string()
                .and_then(|text| Report::read(&text));
            // Decided with the state borrowed; told after, so `on_event` may drop the check.
            let events = heard(&shared, report, &on_event);
            for event in events {
                on_event(event);
            }
        })
    };
    let on_error = {
        let shared = Rc::downgrade(&shared);
        let on_event = on_event.clone();
        Closure::<dyn FnMut()>::new(move || {
            let Some(shared) = shared.upgrade() else {
                return;
            };
            let failure = {
                let mut state = shared.borrow_mut();
                if state.ended {
                    return;
                }
                state.end();
                // Before it is ready, the worker's own files are what failed.
                if state.ready {
                    CheckFailure::Broken
                } else {
                    CheckFailure::Unavailable
                }
            };
            on_event(CheckEvent::Failed(failure));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(PositionCheck {
        shared,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// What one message from the worker means for the check: the events to tell, in order.
fn heard(
    shared: &Rc<RefCell<Shared>>,
    report: Option<Report>,
    on_event: &Rc<dyn Fn(CheckEvent)>,
) -> Vec<CheckEvent> {
    let mut state = shared.borrow_mut();
    if state.ended {
        return Vec::new();
    }
    match report {
        Some(Report::Ready { budget_ms }) if !state.ready => {
            state.ready = true;
            // A string always posts.
            let _ = state.worker.post_message(&state.request.write().into());
            let expired = Rc::downgrade(shared);
            let on_event = on_event.clone();
            let budget_ms = u32::try_from(budget_ms).unwrap_or(u32::MAX);
            state.budget = Some(Timeout::new(budget_ms, move || {
                let Some(shared) = expired.upgrade() else {
                    return;
                };
                let events = out_of_time(&mut shared.borrow_mut());
                for event in events {
                    on_event(event);
                }
            }));
            Vec::new()
        }
        Some(Report::Answer {
            fen,
            side,
            can_checkmate,
            line,
        }) if state.ready && fen == state.request.fen && !state.answered[side] => {
            state.answered[side] = true;
            if state.answered.white && state.answered.black {
                state.end();
            }
            vec![CheckEvent::Answer {
                side,
                can_checkmate,
                line,
            }]
        }
        Some(Report::Refused { fen, error, .. }) if state.ready && fen == state.request.fen => {
            state.end();
            vec![CheckEvent::Refused(error)]
        }
        // Not a report, or not one this check can get: the worker is not the one this build made.
        _ => {
            state.end();
            vec![CheckEvent::Failed(CheckFailure::Broken)]
        }
    }
}

/// The budget has run out: the worker is ended and each side not yet answered is undetermined.
fn out_of_time(state: &mut Shared) -> Vec<CheckEvent> {
    if state.ended {
        return Vec::new();
    }
    state.end();
    Side::ALL
        .into_iter()
        .filter(|&side| !state.answered[side])
        .map(|side| CheckEvent::Answer {
            side,
            can_checkmate: None,
            line: None,
        })
        .collect()
}

impl Drop for PositionCheck {
    fn drop(&mut self) {
        // Not borrowed here: events are told with the state released (see `position_check`).
        if let Ok(mut state) = self.shared.try_borrow_mut() {
            state.end();
        }
    }
}
