//! The first clock's hand-over: on a first visit with a link, `assets/boot.js` runs a small clock of
//! its own (crates/first-clock) while the app loads, keeping its game where the app reads the running
//! game. The app stops it just before reading that game, in the same task, so no press falls between
//! the two clocks: a press queued meanwhile reaches the app's faces.

use wasm_bindgen::JsCast;

/// Stops the first clock and takes it off the page, if it runs; nothing otherwise.
pub fn take_over() {
    let Ok(first) = js_sys::Reflect::get(&js_sys::global(), &"flagfallFirstClock".into()) else {
        return;
    };
    if first.is_null() || first.is_undefined() {
        return;
    }
    if let Ok(stop) = js_sys::Reflect::get(&first, &"stop".into()) {
        if let Some(stop) = stop.dyn_ref::<js_sys::Function>() {
            // It only removes its listeners, timer and elements: nothing to report if it throws.
            let _ = stop.call0(&first);
        }
    }
}
