//! The position as a FEN: shown as the editor writes it, and read as it is typed or pasted, with
//! why it is refused.

use crate::i18n::{t, worded};
use crate::model::board_editing::BoardEditing;
use leptos::prelude::*;

#[component]
pub fn FenField(editing: RwSignal<BoardEditing>) -> impl IntoView {
    view! {
        <label class="fen-field">
            {t("Position (FEN)")}
            <input
                type="text"
                class="fen-input"
                autocomplete="off"
                autocapitalize="off"
                spellcheck="false"
                aria-invalid=move || editing.with(|e| e.refusal.is_some()).to_string()
                prop:value=move || editing.with(|e| e.text.clone())
                on:input=move |ev| editing.update(|e| e.type_fen(event_target_value(&ev)))
                // Once the field is left, it shows the position as the editor writes it.
                on:change=move |_| editing.update(BoardEditing::leave_field)
            />
        </label>
        {move || {
            editing
                .with(|e| e.refusal.as_ref().map(worded))
                .map(|why| view! { <p class="fen-error" role="alert">{why}</p> })
        }}
    }
}
