//! A PIN's field, labelled: its digits hidden, the phone's number pad offered. Where the arbiter's
//! lock is set (the set-up screen) and where it is asked for (before the panel opens).

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
