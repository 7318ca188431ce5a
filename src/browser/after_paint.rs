//! `use_after_paint`: what can wait for the page's first paint. A screen builds what shows first at
//! once and the rest just after the browser has painted it, so that on a slow phone the paint does
//! not wait for sections below the fold. Owns its frame and timer: both are cancelled if the
//! calling component is cleaned up first.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::Rc;

/// False until the browser has painted the frame that holds what the calling component builds now,
/// then true. The animation frame comes just before that paint; a zero timeout set in it runs just
/// after.
pub fn use_after_paint() -> Signal<bool> {
    let painted = RwSignal::new(false);
    let timeout = Rc::new(RefCell::new(None::<Timeout>));
    let frame = request_animation_frame_with_handle({
        let timeout = Rc::clone(&timeout);
        move || {
            *timeout.borrow_mut() = Some(Timeout::new(0, move || painted.set(true)));
        }
    })
    .ok();
    if frame.is_none() {
        // No frame to wait for: built at once rather than never.
        painted.set(true);
    }
    let owned = SendWrapper::new((frame, timeout));
    on_cleanup(move || {
        let (frame, timeout) = owned.take();
        if let Some(frame) = frame {
            frame.cancel();
        }
        drop(timeout.borrow_mut().take());
    });
    painted.into()
}
