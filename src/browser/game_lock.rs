//! One game, one writer: the one place the app decides which of its tabs may change the running game.
//!
//! The tab that holds the Web Lock named [`LOCK_NAME`] writes the game; any other tab of the same
//! browser follows the saved game through the `storage` event, read-only, and queues for the lock,
//! which the browser hands on when the writing tab closes, reloads or crashes. Web Locks rather than a
//! claim kept in storage or announced over a BroadcastChannel: the browser itself releases a lock
//! whose tab has gone, so no heartbeat or stale claim is needed, and a queued request is granted only
//! after the old writer is gone, so the new writer reads everything the old one saved. (So a writing
//! tab reloaded while another tab waits comes back as the follower, and says so.) Browsers without
//! Web Locks write from every tab, as before.

use crate::browser::first_clock;
use crate::browser::listener::listen;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// The lock's name (per origin, like the storage it guards).
const LOCK_NAME: &str = "flagfall.game";

/// How long a tab waits for the lock before it follows: a reloading tab's own lock takes a moment to
/// be released.
const GRACE_MS: u32 = 400;

/// What this tab may do with the running game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Not known yet (the lock was asked for).
    Deciding,
    /// This tab saves the game.
    Writer,
    /// Another tab saves it; this one shows it and changes nothing.
    Follower,
}

/// This tab's role, and a signal that changes whenever another tab saves under the game's key.
#[derive(Clone, Copy, Debug)]
pub struct GameLock {
    pub role: RwSignal<Role>,
    pub saved_elsewhere: RwSignal<u32>,
}

impl GameLock {
    /// Whether this tab may change the game now.
    pub fn writes(&self) -> bool {
        self.role.get() == Role::Writer
    }

    /// [`GameLock::writes`], read in a handler: nothing follows it.
    pub fn writes_untracked(&self) -> bool {
        self.role.get_untracked() == Role::Writer
    }
}

#[wasm_bindgen]
extern "C" {
    type AbortController;
    #[wasm_bindgen(constructor)]
    fn new() -> AbortController;
    #[wasm_bindgen(method, getter)]
    fn signal(this: &AbortController) -> JsValue;
    #[wasm_bindgen(method)]
    fn abort(this: &AbortController);
}

/// What must be undone when the app goes: the held lock released, a queued request withdrawn.
#[derive(Default)]
struct Held {
    release: Option<js_sys::Function>,
    abort: Option<AbortController>,
    grace: Option<Timeout>,
    /// The app has gone: a grant arriving now is given back at once.
    gone: bool,
}

/// Asks for the lock for as long as the calling component lives, and watches `key` for other tabs'
/// saves.
pub fn use_game_lock(key: &'static str) -> GameLock {
    let lock = GameLock {
        role: RwSignal::new(Role::Deciding),
        saved_elsewhere: RwSignal::new(0),
    };
    let held = Rc::new(RefCell::new(Held::default()));

    listen(&window(), "storage", move |event| {
        // `key` is null when another tab cleared the whole storage.
        let changed = js_sys::Reflect::get(event, &"key".into())
            .ok()
            .is_none_or(|k| k.is_null() || k.as_string().as_deref() == Some(key));
        if changed {
            lock.saved_elsewhere.update(|n| *n = n.wrapping_add(1));
        }
    });

    match locks() {
        None => lock.role.set(Role::Writer),
        Some(locks) => request(&locks, lock, &held),
    }

    let cleanup = SendWrapper::new(held);
    on_cleanup(move || {
        let held = cleanup.take();
        let mut held = held.borrow_mut();
        held.gone = true;
        held.grace = None;
        if let Some(release) = held.release.take() {
            let _ = release.call0(&JsValue::NULL);
        }
        if let Some(abort) = held.abort.take() {
            abort.abort();
        }
    });
    lock
}

/// `navigator.locks`, where the browser has Web Locks.
fn locks() -> Option<JsValue> {
    js_sys::Reflect::get(&window().navigator(), &"locks".into())
        .ok()
        .filter(|locks| !locks.is_undefined() && !locks.is_null())
}

/// Queues for the lock; follows if it is not granted within the grace.
fn request(locks: &JsValue, lock: GameLock, held: &Rc<RefCell<Held>>) {
    let granted_to = Rc::clone(held);
    let on_grant = Closure::once_into_js(move |_lock: JsValue| -> js_sys::Promise {
        let mut held = granted_to.borrow_mut();
        if held.gone {
            return js_sys::Promise::resolve(&JsValue::UNDEFINED);
        }
        held.abort = None;
        held.grace = None;
        // The lock is held until the promise returned here settles: on cleanup.
        let mut release = None;
        let promise = js_sys::Promise::new(&mut |resolve, _| release = Some(resolve));
        held.release = release;
        lock.role.set(Role::Writer);
        promise
    });
    // This tab's first clock holds the lock for this app: taken over, not waited for, so no grace
    // and nothing to withdraw (a signal cannot go with a steal).
    let steal = first_clock::holds_game_lock();
    let abort = (!steal).then(AbortController::new);
    let options = js_sys::Object::new();
    let _ = match &abort {
        Some(abort) => js_sys::Reflect::set(&options, &"signal".into(), &abort.signal()),
        None => js_sys::Reflect::set(&options, &"steal".into(), &true.into()),
    };
    let request: Option<js_sys::Function> = js_sys::Reflect::get(locks, &"request".into())
        .ok()
        .and_then(|f| f.dyn_into().ok());
    let Some(asked) = request.and_then(|request| {
        request
            .call3(locks, &LOCK_NAME.into(), &options, &on_grant)
            .ok()
    }) else {
        lock.role.set(Role::Writer);
        return;
    };
    // Withdrawn on cleanup, the request rejects: expected, not an error to report.
    let ignore = Closure::once_into_js(|_: JsValue| {});
    if let Some(catch) = js_sys::Reflect::get(&asked, &"catch".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = catch.call1(&asked, &ignore);
    }
    if abort.is_none() {
        return;
    }
    let mut state = held.borrow_mut();
    state.abort = abort;
    state.grace = Some(Timeout::new(GRACE_MS, move || {
        if lock.role.get_untracked() == Role::Deciding {
            lock.role.set(Role::Follower);
        }
    }));
}
