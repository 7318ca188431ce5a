//! The clock's heartbeat in the browser, owning every timer it starts: animation frames while a clock
//! runs and the page is visible (a repaint only when the shown digits change), a one-shot timer at the
//! exact flag instant, and a recomputation whenever the page becomes visible again.

use crate::display::{faces, FaceDisplay};
use crate::session::Session;
use crate::time_source::TimeSource;
use flagfall_core::{BySide, Instant};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

#[derive(Default)]
struct Timers {
    frame: Option<i32>,
    on_frame: Option<Closure<dyn FnMut()>>,
    flag: Option<Timeout>,
    shown: Option<BySide<FaceDisplay>>,
}

/// Keeps `now` current for the clock screen of `session`. Everything stops when the calling component
/// is cleaned up.
pub fn use_ticker(session: RwSignal<Session>, now: RwSignal<Instant>, time: TimeSource) {
    let timers = Rc::new(RefCell::new(Timers::default()));
    let visible = RwSignal::new(page_visible());

    if let TimeSource::Manual(clock) = time {
        // Tests drive time by hand: follow it directly, with no timers at all.
        Effect::new(move |_| {
            let at = Instant(clock.get());
            session.update(|s| {
                s.observe(at);
            });
            now.set(at);
        });
        return;
    }

    let on_visibility = Closure::<dyn FnMut()>::new(move || {
        time.resync();
        let at = time.now();
        session.update(|s| {
            s.observe(at);
        });
        now.set(at);
        visible.set(page_visible());
    });
    let document = document();
    let _ = document.add_event_listener_with_callback(
        "visibilitychange",
        on_visibility.as_ref().unchecked_ref(),
    );

    let frame_timers = Rc::clone(&timers);
    Effect::new(move |_| {
        let running = session.with(|s| s.is_running(time.now()));
        let visible = visible.get();
        let deadline = session.with(|s| {
            let clock = s.game.clock();
            clock
                .running(time.now())
                .and_then(|side| clock.flag_deadline(side))
        });
        let mut t = frame_timers.borrow_mut();
        t.flag = deadline.map(|deadline| {
            let wait = deadline
                .since(time.now())
                .as_millis()
                .clamp(0, i64::from(u32::MAX));
            Timeout::new(wait as u32, move || {
                let at = time.now();
                session.update(|s| {
                    s.observe(at);
                });
                now.set(at);
            })
        });
        drop(t);
        if running && visible {
            start_frames(&frame_timers, session, now, time);
        } else {
            stop_frames(&frame_timers);
        }
    });

    let cleanup = SendWrapper::new((timers, on_visibility, document));
    on_cleanup(move || {
        let (timers, on_visibility, document) = cleanup.take();
        let _ = document.remove_event_listener_with_callback(
            "visibilitychange",
            on_visibility.as_ref().unchecked_ref(),
        );
        stop_frames(&timers);
        timers.borrow_mut().flag = None;
    });
}

fn page_visible() -> bool {
    document().visibility_state() == web_sys::VisibilityState::Visible
}

fn start_frames(
    timers: &Rc<RefCell<Timers>>,
    session: RwSignal<Session>,
    now: RwSignal<Instant>,
    time: TimeSource,
) {
    if timers.borrow().frame.is_some() {
        return;
    }
    let weak = Rc::downgrade(timers);
    let on_frame = Closure::<dyn FnMut()>::new(move || {
        let Some(timers) = weak.upgrade() else {
            return;
        };
        let at = time.now();
        let shown = session.with_untracked(|s| faces(s, at));
        let changed = timers.borrow().shown.as_ref() != Some(&shown);
        timers.borrow_mut().frame = None;
        if changed {
            timers.borrow_mut().shown = Some(shown);
            now.set(at);
        }
        if session.with_untracked(|s| s.is_running(at)) {
            request_frame(&timers);
        }
    });
    timers.borrow_mut().on_frame = Some(on_frame);
    request_frame(timers);
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

fn stop_frames(timers: &Rc<RefCell<Timers>>) {
    let mut t = timers.borrow_mut();
    if let Some(frame) = t.frame.take() {
        let _ = window().cancel_animation_frame(frame);
    }
    t.on_frame = None;
    t.shown = None;
}
