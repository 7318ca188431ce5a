//! The clock a link opens on a first visit, before the app has loaded: `assets/boot.js` starts this
//! small module first when the address names a control and nothing is stored yet, then loads the app,
//! which stops it (`stop`) and takes over the game it hands over. So a phone on a slow network has a
//! working clock after a fraction of the app's bytes (the README's bench table has both). Trunk builds
//! it to a wasm of its own (`data-type="worker"` in index.html only keeps Trunk from loading it; it
//! runs on the page).

mod first_clock;
mod keys;
mod page;
mod words;

use page::Page;
use std::cell::RefCell;
use wasm_bindgen::prelude::wasm_bindgen;

thread_local! {
    static RUNNING: RefCell<Option<Page>> = const { RefCell::new(None) };
}

fn main() {
    let page = Page::open();
    RUNNING.with(|running| *running.borrow_mut() = page);
}

/// Whether the first clock runs (the link named a usable control and its game could be kept).
#[wasm_bindgen(js_name = isRunning)]
pub fn is_running() -> bool {
    RUNNING.with(|running| running.borrow().is_some())
}

/// Stops the first clock for good, takes it off the page and hands its game over to the app, as the
/// text kept under `SavedGame::KEY`: storage may have refused the last of it. `None` when it did not
/// run (or was stopped before).
#[wasm_bindgen]
pub fn stop() -> Option<String> {
    let page = RUNNING.with(|running| running.borrow_mut().take())?;
    Some(page.kept_text())
}

/// What the first clock charged for a device's sleep, in milliseconds, for the app's time to go on
/// from (read before [`stop`]); 0 when it does not run.
#[wasm_bindgen]
pub fn charged() -> f64 {
    RUNNING.with(|running| {
        running
            .borrow()
            .as_ref()
            .map_or(0.0, |page| page.charged().as_millis() as f64)
    })
}

/// Says that the app cannot be fetched; the clock runs on.
#[wasm_bindgen(js_name = appUnavailable)]
pub fn app_unavailable() {
    RUNNING.with(|running| {
        if let Some(page) = running.borrow().as_ref() {
            // Only a DOM refusal fails here; the console has the app's own error already.
            let _ = page.say_app_unavailable();
        }
    });
}
