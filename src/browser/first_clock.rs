//! The first clock's hand-over: for a link opened while no game is kept, or a plain visit to a game
//! in progress, `assets/boot.js` runs a small clock of its own (crates/first-clock) while the app
//! loads, keeping its game where the app reads the running game. The app stops it just before it reads that game, in the same task, so no press falls between
//! the two clocks (a press queued meanwhile reaches the app's faces), and takes the game it hands over:
//! storage may have refused the last of it. The app's instants go on from the first clock's, with
//! any sleep it charged.

use crate::browser::time_source::TimeSource;
use crate::model::saved::{read, Read, SavedGame};
use flagfall_core::Millis;
use wasm_bindgen::JsCast;

/// The first clock as `assets/boot.js` hands it to the app, while it runs.
fn first_clock() -> Option<wasm_bindgen::JsValue> {
    js_sys::Reflect::get(&js_sys::global(), &"flagfallFirstClock".into())
        .ok()
        .filter(|first| !first.is_null() && !first.is_undefined())
}

/// Whether this tab's first clock runs, holding the game's Web Lock for the app to take over.
pub fn holds_game_lock() -> bool {
    first_clock().is_some()
}

/// Stops the first clock and takes it off the page, if it runs: its game, as it last stood. `time`
/// goes on from the first clock's.
pub fn take_over(time: TimeSource) -> Option<SavedGame> {
    let first = first_clock()?;
    // Once: the lock is the app's from now on.
    let _ = js_sys::Reflect::set(
        &js_sys::global(),
        &"flagfallFirstClock".into(),
        &wasm_bindgen::JsValue::NULL,
    );
    let call = |name: &str| {
        js_sys::Reflect::get(&first, &name.into())
            .ok()?
            .dyn_ref::<js_sys::Function>()?
            .call0(&first)
            .ok()
    };
    // Read before the stop, which drops the first clock's time base.
    if let Some(charged) = call("charged").and_then(|ms| ms.as_f64()) {
        time.carry(Millis(charged as i64));
    }
    let text = call("stop")?.as_string()?;
    // Written by the same build as this app: anything else would be a bug, and storage has the game.
    match read::<SavedGame>(Some(&text)) {
        Read::Found(game) => Some(game),
        Read::Missing | Read::Unusable { .. } => None,
    }
}
