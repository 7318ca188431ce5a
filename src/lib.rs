//! Flagfall in the browser: Leptos components over `flagfall-core`.
//!
//! Components stay thin: they bind signals to core values and forward events; every rule and every
//! time computation lives in the core.

mod face;

use face::Face;
use flagfall_core::{parse_human, Side};
use leptos::prelude::*;

/// The control shown until the user picks one: FIDE blitz 3+2.
const DEFAULT_CONTROL: &str = "3+2";

/// The whole app: a heading and one clock face per player.
#[component]
pub fn App() -> impl IntoView {
    let control = parse_human(DEFAULT_CONTROL).expect("the default control is valid notation");
    view! {
        <main>
            <h1>"Flagfall"</h1>
            {Side::ALL
                .into_iter()
                .map(|side| view! { <Face side=side time=control.initial_time(side) /> })
                .collect_view()}
        </main>
    }
}
