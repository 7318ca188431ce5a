//! Playing from the keyboard and from external buttons that send keys: `use_keyboard` owns the one
//! window listener; the key map is `flagfall_page`'s, shared with the first clock.

use crate::browser::listener::listen_cancelable;
use flagfall_page::{key_action, Focus, KeyAction};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The focus an event's target stands for.
fn focus_of(target: Option<web_sys::EventTarget>) -> Focus {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return Focus::Page;
    };
    let face = element.class_name().split_whitespace().any(|c| c == "face");
    Focus::of(&element.tag_name(), face)
}

/// Calls `on_key` with each mapped key pressed while the clock screen shows, with the event's own
/// timestamp. While `playing` is false (something covers the faces) only Escape comes through.
pub fn use_keyboard(playing: Signal<bool>, on_key: Callback<(KeyAction, f64)>) {
    listen_cancelable(&window(), "keydown", move |event| {
        let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        if event.repeat() {
            return;
        }
        let Some(action) = key_action(&event.code(), focus_of(event.target())) else {
            return;
        };
        if action != KeyAction::Close {
            if !playing.get_untracked() {
                return;
            }
            // Space would scroll the page as well.
            event.prevent_default();
        }
        on_key.run((action, event.time_stamp()));
    });
}
