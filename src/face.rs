//! One player's half of the clock: the button that ends their move, showing their time.

use flagfall_core::{format_clock, Millis, Side};
use leptos::prelude::*;

/// A clock face for `side` showing `time` as the clock displays it.
#[component]
pub fn Face(side: Side, time: Millis) -> impl IntoView {
    view! {
        <button type="button" class="face" data-side=side.name() aria-label=side.to_string()>
            <span role="timer">{format_clock(time)}</span>
        </button>
    }
}
