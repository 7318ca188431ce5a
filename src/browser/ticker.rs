//! The clock's heartbeat in the browser, owning every timer it starts. While a clock runs and the page
//! is visible, it sleeps until the next instant the shown digits can change, then repaints on one
//! animation frame; a one-shot timer fires at the exact flag instant. As the clock screen opens and
//! each time the page shows again, the game is observed at once, so a flag that fell while the page
//! was closed, hidden or asleep is logged at its own instant (and saved, as every change is). While
//! paused, hidden or over, no timer runs at all.

use crate::browser::time_source::TimeSource;
use crate::model::session::Session;
use flagfall_core::{Instant, Millis};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

#[derive(Default)]
struct Timers {
    /// Wakes the display at its next possible change.
    wake: Option<Timeout>,
    /// The animation frame requested for a repaint.
    frame: Option<i32>,
    on_frame: Option<Closure<dyn FnMut()>>,
    /// Fires at the running side's flag instant, or at the default time if that comes first.
    deadline: Option<Timeout>,
}

/// Keeps `now` current for the clock screen of `session`. Everything stops when the calling component
/// is cleaned up.
pub fn use_ticker(session: RwSignal<Session>, now: RwSignal<Instant>, time: TimeSource) {
    // Observes the game now: as the screen opens, and each time the page shows again.
    let observe = move || {
        let at = time.now();
        session.maybe_update(|s| s.observe(at));
        now.set(at);
    };
    if let Some(clock) = time.manual_clock() {
        // Tests drive time by hand: follow it directly, with no timers at all.
        Effect::new(move |_| {
            clock.track();
            time.woke.track();
            untrack(observe);
        });
        return;
    }
    Effect::new(move |_| {
        time.woke.track();
        untrack(observe);
    });

    let timers = Rc::new(RefCell::new(Timers::default()));
    let weak = Rc::downgrade(&timers);
    let on_frame = Closure::<dyn FnMut()>::new(move || {
        let Some(timers) = weak.upgrade() else {
            return;
        };
        let at = time.now();
        timers.borrow_mut().frame = None;
        // The wake came at the instant the shown digits change: each frame is a repaint.
        now.set(at);
        let wait = session.with_untracked(|s| s.game.next_change_in(at));
        wake_after(&timers, wait);
    });
    timers.borrow_mut().on_frame = Some(on_frame);

    let armed = Rc::clone(&timers);
    Effect::new(move |_| {
        let at = time.now();
        let running = session.with(|s| s.is_running(at));
        let visible = time.visible.get();
        // The first thing that can decide the game by itself: a flag, or the default time (6.7).
        let deadline = session.with(|s| s.game.next_deadline());
        stop(&armed);
        armed.borrow_mut().deadline =
            deadline.map(|deadline| Timeout::new(timeout_ms(deadline.since(at)), observe));
        if running && visible {
            request_frame(&armed);
        }
    });

    let cleanup = SendWrapper::new(timers);
    on_cleanup(move || {
        let timers = cleanup.take();
        stop(&timers);
        timers.borrow_mut().on_frame = None;
    });
}

/// Browser timers take a 32-bit count of milliseconds.
fn timeout_ms(wait: Millis) -> u32 {
    wait.as_millis().clamp(0, i64::from(u32::MAX)) as u32
}

fn wake_after(timers: &Rc<RefCell<Timers>>, wait: Option<Millis>) {
    let weak: Weak<RefCell<Timers>> = Rc::downgrade(timers);
    timers.borrow_mut().wake = wait.map(|wait| {
        Timeout::new(timeout_ms(wait), move || {
            if let Some(timers) = weak.upgrade() {
                request_frame(&timers);
            }
        })
    });
}

fn request_frame(timers: &Rc<RefCell<Timers>>) {
    let mut t = timers.borrow_mut();
    if t.frame.is_some() {
        return;
    }
    if let Some(on_frame) = &t.on_frame {
        t.frame = window()
            .request_animation_frame(on_frame.as_ref().unchecked_ref())
            .ok();
    }
}

/// Cancels every pending timer and frame; the next repaint starts from scratch.
fn stop(timers: &Rc<RefCell<Timers>>) {
    let mut t = timers.borrow_mut();
    if let Some(frame) = t.frame.take() {
        let _ = window().cancel_animation_frame(frame);
    }
    t.wake = None;
    t.deadline = None;
}
