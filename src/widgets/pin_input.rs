//! A PIN's field, labelled: its digits hidden, the phone's number pad offered. Where the arbiter's
//! lock is set (the set-up screen) and where it is asked for (before the panel opens).

use crate::browser::time_source::zone_offset_at;
use crate::i18n::tf;
use crate::model::wall_clock::WallClock;
use flagfall_core::PinAttempt;
use leptos::prelude::*;

/// The field of class `class` under `label`, showing `typed`; each edit goes to `on_typed`.
pub fn pin_input(
    label: &'static str,
    class: &'static str,
    typed: RwSignal<String>,
    on_typed: impl Fn(String) + 'static,
) -> impl IntoView {
    view! {
        <label class="name-field">
            <span class="field-label">{label}</span>
            <input
                type="password"
                inputmode="numeric"
                class=class
                autocomplete="off"
                prop:value=move || typed.get()
                on:input=move |ev| on_typed(event_target_value(&ev))
            />
        </label>
    }
}

/// What the player is told of a PIN that did not open the lock; `None` when it opened or nothing was
/// typed. `wrong` says what happens to a wrong one where it is entered.
pub fn attempt_refused(attempt: PinAttempt, wrong: &'static str) -> Option<String> {
    match attempt {
        PinAttempt::Nothing | PinAttempt::Opened => None,
        PinAttempt::Wrong => Some(wrong.to_owned()),
        PinAttempt::Wait { until } => {
            let wall = WallClock::at(until, zone_offset_at(until)).time_of_day();
            Some(tf(
                "Too many wrong PINs: no PIN is tried before {time}.",
                &[("time", wall.get(..8).unwrap_or(&wall))],
            ))
        }
    }
}
