//! Another time control installed, over the settings lock when the arbiter overrides it.

use super::desk::{Desk, FirstAct};
use super::fields::{gated_button, text_field};
use crate::i18n::article_words::article_text;
use crate::i18n::{t, tf};
use crate::model::arbiter_forms::control_actions;
use crate::model::arbiter_reply::{Done, Refusal};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn ControlChange(desk: Desk) -> impl IntoView {
    let notation = RwSignal::new(
        desk.session
            .with_untracked(|s| flagfall_core::to_human(s.game.control())),
    );
    let override_lock = RwSignal::new(false);
    let lock = move || {
        desk.offered.with(|o| o.settings_lock).map(|article| {
            view! {
                <label class="check">
                    <input
                        type="checkbox"
                        class="override-lock"
                        prop:checked=move || override_lock.get()
                        on:change=move |ev| override_lock.set(event_target_checked(&ev))
                    />
                    {tf("Override the settings lock ({article})", &[("article", &article_text(article))])}
                </label>
            }
        })
    };
    let settings = move || desk.session.with_untracked(|s| s.game.settings().rulebook);
    let first_act: FirstAct = Arc::new(move || {
        notation
            .with(|typed| control_actions(typed, override_lock.get(), settings()))
            .ok()?
            .into_iter()
            .next()
    });
    let change = move |()| {
        let actions = control_actions(
            &notation.get_untracked(),
            override_lock.get_untracked(),
            settings(),
        )
        .map_err(Refusal::Control);
        desk.run_all(Done::ControlChanged, actions);
    };
    view! {
        <section class="settings">
            <h3>{t("Time control")}</h3>
            {text_field(t("Control"), "arb-notation", notation.into(), notation.into())}
            {lock}
            {gated_button(t("Change the control"), "arb-control", desk.open_form(first_act), Callback::new(change))}
        </section>
    }
}
