//! A free-text note for the log.

use super::desk::Desk;
use super::fields::act_button;
use crate::i18n::t;
use crate::model::arbiter_forms::note_action;
use crate::model::arbiter_reply::{Done, Refusal};
use leptos::prelude::*;

#[component]
pub fn Note(desk: Desk) -> impl IntoView {
    let note = RwSignal::new(String::new());
    let add = move |()| match note.with_untracked(|n| note_action(n)) {
        Some(action) => {
            desk.run(Done::NoteAdded, action);
            note.set(String::new());
        }
        None => desk.reply.update(|r| r.refuse(Refusal::EmptyNote)),
    };
    view! {
        <section class="note">
            <h3 id="arbiter-note-heading">{t("Note")}</h3>
            <textarea
                class="note-text"
                aria-labelledby="arbiter-note-heading"
                rows="2"
                prop:value=move || note.get()
                on:input=move |ev| note.set(event_target_value(&ev))
            ></textarea>
            {act_button(t("Add note"), "arb-note", Callback::new(add))}
        </section>
    }
}
