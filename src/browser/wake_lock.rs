//! The Screen Wake Lock, the one place the app holds it: taken while a game runs, taken again when the
//! page becomes visible (the browser drops it when the page is hidden), released when the game is
//! paused or over and when the clock screen goes. Browsers without the API simply let the screen sleep.

use crate::browser::listener::listen;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

#[derive(Default)]
struct Lock {
    wanted: bool,
    /// The browser's `WakeLockSentinel` while the lock is held.
    sentinel: Option<JsValue>,
    requesting: bool,
}

/// Holds the screen awake while `active` is true and the page is visible.
pub fn use_wake_lock(active: Signal<bool>) {
    let lock = Rc::new(RefCell::new(Lock::default()));
    let wanted = Rc::clone(&lock);
    Effect::new(move |_| {
        wanted.borrow_mut().wanted = active.get();
        sync(&wanted);
    });
    let shown = Rc::clone(&lock);
    listen(&document(), "visibilitychange", move |_| {
        if document().visibility_state() != web_sys::VisibilityState::Visible {
            // Hidden: the browser has released the lock; take it again when shown.
            shown.borrow_mut().sentinel = None;
        }
        sync(&shown);
    });
    let cleanup = SendWrapper::new(lock);
    on_cleanup(move || {
        let lock = cleanup.take();
        lock.borrow_mut().wanted = false;
        sync(&lock);
    });
}

/// Brings the lock in line with what is wanted.
fn sync(lock: &Rc<RefCell<Lock>>) {
    let mut state = lock.borrow_mut();
    if !state.wanted {
        if let Some(sentinel) = state.sentinel.take() {
            call(&sentinel, "release", None);
        }
        return;
    }
    let visible = document().visibility_state() == web_sys::VisibilityState::Visible;
    if state.sentinel.is_some() || state.requesting || !visible {
        return;
    }
    let Ok(wake_lock) = js_sys::Reflect::get(&window().navigator(), &"wakeLock".into()) else {
        return;
    };
    let Some(promise) = call(&wake_lock, "request", Some(&"screen".into())) else {
        return;
    };
    state.requesting = true;
    let lock = Rc::clone(lock);
    leptos::task::spawn_local(async move {
        // Refused (battery saver, no permission): the game goes on with the screen's own timeout.
        let sentinel = JsFuture::from(js_sys::Promise::from(promise)).await.ok();
        let mut state = lock.borrow_mut();
        state.requesting = false;
        match sentinel {
            Some(sentinel) if state.wanted => state.sentinel = Some(sentinel),
            Some(sentinel) => {
                call(&sentinel, "release", None);
            }
            None => {}
        }
    });
}

/// Calls the method `name` of `target`, if it has one.
fn call(target: &JsValue, name: &str, argument: Option<&JsValue>) -> Option<JsValue> {
    let method: js_sys::Function = js_sys::Reflect::get(target, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    match argument {
        Some(argument) => method.call1(target, argument),
        None => method.call0(target),
    }
    .ok()
}
