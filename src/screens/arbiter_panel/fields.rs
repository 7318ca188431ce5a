//! The panel's small controls: a labelled text field, a checkbox, and the buttons that act. Plain
//! functions over signals and callbacks, each built once for every use.

use super::desk::{BuildAct, Desk};
use crate::model::arbiter_reply::Done;
use flagfall_core::Action;
use leptos::prelude::*;

/// A text field labelled `label`.
pub fn text_field(
    label: &'static str,
    class: &'static str,
    value: Signal<String>,
    set: SignalSetter<String>,
) -> impl IntoView {
    view! {
        <label class="field">
            <span>{label}</span>
            <input
                type="text"
                class=class
                autocomplete="off"
                prop:value=move || value.get()
                on:input=move |ev| set.set(event_target_value(&ev))
            />
        </label>
    }
}

/// A checkbox labelled `label`.
pub fn check(
    label: &'static str,
    class: &'static str,
    value: Signal<bool>,
    set: SignalSetter<bool>,
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                class=class
                prop:checked=move || value.get()
                on:change=move |ev| set.set(event_target_checked(&ev))
            />
            {label}
        </label>
    }
}

/// A button that acts on a tap.
pub fn act_button(label: &'static str, class: &'static str, on_tap: Callback<()>) -> impl IntoView {
    view! {
        <button type="button" class=class on:click=move |_| on_tap.run(())>
            {label}
        </button>
    }
}

/// A button for the act `action` builds when tapped, answered as `done`; unavailable while the game
/// would refuse it.
pub fn act_for(
    desk: Desk,
    label: impl IntoView + 'static,
    class: &'static str,
    done: Done,
    action: impl Fn() -> Action + Send + Sync + 'static,
) -> impl IntoView {
    let action: BuildAct = std::sync::Arc::new(action);
    gated_button(
        label,
        class,
        desk.open(action.clone()),
        desk.act(done, action),
    )
}

/// A button whose act the game does not allow now looks unavailable, but still answers a tap with
/// the core's reason.
pub fn gated_button(
    label: impl IntoView + 'static,
    class: &'static str,
    allowed: Signal<bool>,
    on_tap: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=class
            aria-disabled=move || (!allowed.get()).to_string()
            on:click=move |_| on_tap.run(())
        >
            {label}
        </button>
    }
}
