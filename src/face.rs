//! One player's half of the clock: the button that ends their move, showing their time.

use crate::display::FaceDisplay;
use flagfall_core::Side;
use leptos::prelude::*;

/// The face of `side`. A `pointerdown` on it is that player's press, charged at the event's own
/// timestamp.
#[component]
pub fn Face(
    side: Side,
    shown: Signal<FaceDisplay>,
    name: Signal<String>,
    on_press: Callback<(Side, f64)>,
) -> impl IntoView {
    let label = move || {
        let player = name.get();
        let who = if player.is_empty() {
            side.to_string()
        } else {
            format!("{player} ({side})")
        };
        shown.with(|f| format!("{who}: {}", f.spoken))
    };
    view! {
        <button
            type="button"
            class="face"
            data-side=side.name()
            class:running=move || shown.with(|f| f.running)
            class:paused=move || shown.with(|f| f.paused)
            class:low=move || shown.with(|f| f.low)
            class:flagged=move || shown.with(|f| f.flag.is_some())
            aria-label=label
            aria-pressed=move || shown.with(|f| f.running.to_string())
            on:pointerdown=move |ev: web_sys::PointerEvent| {
                ev.prevent_default();
                on_press.run((side, ev.time_stamp()));
            }
        >
            <span class="name">{move || {
                let player = name.get();
                if player.is_empty() { side.to_string() } else { player }
            }}</span>
            <span
                class="time"
                class:long=move || shown.with(|f| f.time.len() > 5)
                role="timer"
                aria-live="off"
            >
                {move || shown.with(|f| f.time.clone())}
            </span>
            <span class="delay">{move || shown.with(|f| f.delay.clone().map(|d| format!("delay {d}")))}</span>
            <span class="moves">{move || shown.with(|f| format!("moves {}", f.moves))}</span>
            <span class="period">{move || shown.with(|f| f.period.clone())}</span>
            <span class="flag">{move || shown.with(|f| f.flag.clone().map(|(order, at)| {
                let nth = if order == 1 { "first" } else { "second" };
                format!("flag fell {nth}, at {at}")
            }))}</span>
        </button>
    }
}
