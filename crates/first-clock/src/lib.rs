//! The clock a page opens on before the app has loaded: `assets/boot.js` starts one of this crate's
//! three small modules first, then loads the app, which stops it (`stop`) and takes over the game it
//! hands over. `flagfall-first-clock` opens a link while nothing is kept here (a first visit), so a
//! phone on a slow network has a working clock after a fraction of the app's bytes: it carries no
//! reader of what is kept, and keeps its game as a record of its link (`flagfall_page::LinkRecord`)
//! that the app replays, not as the saved game, whose writer it would have to carry. From the
//! service worker's cache, `flagfall-first-clock-link` opens a link under the set-up choices kept,
//! and `flagfall-first-clock-kept` goes on with the game kept on a plain visit (an installed app
//! opened at the board): it reads the whole log and the durable journal. Each carries only what its
//! visit needs. The README's bench table has all three. Trunk builds each to a wasm of its own
//! (`data-type="worker"` in index.html only keeps Trunk from loading them; they run on the page).

mod first_clock;
mod keys;
mod page;
mod words;

use page::Page;
use std::cell::RefCell;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

thread_local! {
    static RUNNING: RefCell<Option<Page>> = const { RefCell::new(None) };
    /// Resolves once the first clock runs or has declined: a game kept waits for the journal.
    static OPENED: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
}

/// Opens the first clock on the link in the page's address while no set-up choices are kept here (see
/// [`Page::open_first_link`]).
pub fn start_on_first_link() {
    start(Page::open_first_link);
}

/// Opens the first clock on the link in the page's address under the set-up choices kept (see
/// [`Page::open_link`]).
pub fn start_on_link() {
    start(Page::open_link);
}

/// Opens the first clock on the game kept (see [`Page::open_kept`]).
pub fn start_on_kept() {
    start(Page::open_kept);
}

/// Opens the first clock with `open`, which gives the page to its callback once it runs (or `None`).
fn start(open: impl FnOnce(Box<dyn FnOnce(Option<Page>)>)) {
    let mut open = Some(open);
    let opened = js_sys::Promise::new(&mut |resolve, _| {
        let Some(open) = open.take() else {
            return;
        };
        open(Box::new(move |page| {
            let runs = page.is_some();
            RUNNING.with(|running| *running.borrow_mut() = page);
            // Resolving a promise does not throw.
            let _ = resolve.call1(&JsValue::NULL, &JsValue::from_bool(runs));
        }));
    });
    OPENED.with(|slot| *slot.borrow_mut() = Some(opened));
}

/// Resolves to whether the first clock runs: on the link in the address (a usable control, its game
/// kept), or on the game kept, going on at the board.
#[wasm_bindgen]
pub fn opened() -> js_sys::Promise {
    OPENED.with(|slot| {
        slot.borrow()
            .clone()
            .unwrap_or_else(|| js_sys::Promise::resolve(&JsValue::FALSE))
    })
}

/// Stops the first clock for good, takes it off the page and hands its game over to the app, as the
/// text kept under `SavedGame::KEY` (a first visit's record of its link, which the app replays, or
/// the saved game): storage may have refused the last of it. `None` when it did not run (or was
/// stopped before).
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
