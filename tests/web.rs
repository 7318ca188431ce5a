//! Browser tests: the app mounted in real Chromium (`wasm-pack test --headless --chrome`).

use flagfall_web::App;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::HtmlElement;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app into a fresh `div` of its own, so tests do not see each other's DOM.
fn mount_app() -> HtmlElement {
    let document = leptos::prelude::document();
    let root: HtmlElement = document
        .create_element("div")
        .expect("a div can be created")
        .unchecked_into();
    document
        .body()
        .expect("the test page has a body")
        .append_child(&root)
        .expect("the div can be attached");
    leptos::mount::mount_to(root.clone(), App).forget();
    root
}

/// The text of the timer on `side`'s face.
fn timer_text(root: &HtmlElement, side: &str) -> String {
    root.query_selector(&format!("[data-side={side}] [role=timer]"))
        .expect("the selector is valid")
        .unwrap_or_else(|| panic!("no timer on the {side} face"))
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn both_faces_show_the_initial_time_of_3_plus_2() {
    let root = mount_app();
    assert_eq!(timer_text(&root, "white"), "3:02");
    assert_eq!(timer_text(&root, "black"), "3:02");
}

#[wasm_bindgen_test]
fn the_heading_names_the_app() {
    let root = mount_app();
    let heading = root
        .query_selector("h1")
        .expect("the selector is valid")
        .expect("the app has a heading");
    assert_eq!(heading.text_content().as_deref(), Some("Flagfall"));
}
