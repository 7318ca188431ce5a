//! The game ended by the arbiter, with a result or pending, and the reason.

use super::desk::Desk;
use super::fields::{act_for, text_field};
use crate::i18n::t;
use crate::model::arbiter_forms::end_action;
use crate::model::arbiter_reply::Done;
use leptos::prelude::*;

#[component]
pub fn GameEnd(desk: Desk) -> impl IntoView {
    let result = RwSignal::new(String::new());
    let reason = RwSignal::new(String::new());
    let end = move || {
        result.with_untracked(|result| reason.with_untracked(|reason| end_action(result, reason)))
    };
    view! {
        <section class="end">
            <h3>{t("End the game")}</h3>
            <label class="field">
                <span>{t("Result")}</span>
                <select class="end-result" on:change=move |ev| result.set(event_target_value(&ev))>
                    <option value="">{t("Pending")}</option>
                    <option value="1-0">"1-0"</option>
                    <option value="0-1">"0-1"</option>
                    <option value="1/2-1/2">"½-½"</option>
                </select>
            </label>
            {text_field(t("Reason"), "end-reason", reason.into(), reason.into())}
            {act_for(desk, t("End the game"), "arb-end", Done::GameEnded, end)}
        </section>
    }
}
