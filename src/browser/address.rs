//! The page's address: the one place the app reads or rewrites it.

use leptos::prelude::window;

/// The query string of the page, with its `?` (empty when there is none).
pub fn query() -> String {
    window().location().search().unwrap_or_default()
}

/// The fragment of the page's address, with its `#` (empty when there is none): a hall's link keeps
/// its key there, which the browser never sends to the server.
pub fn fragment() -> String {
    window().location().hash().unwrap_or_default()
}

/// The page's address without query: where a share link points.
pub fn page_url() -> String {
    let location = window().location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Drops the query (and the fragment) from the address once read: a reload must restore the game being played (saved
/// under `GAME_KEY`), not open the link's control afresh over it.
pub fn forget_query() {
    let location = window().location();
    if let (Ok(path), Ok(history)) = (location.pathname(), window().history()) {
        // The address only changes for a later reload; a refusal leaves the link, which is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
