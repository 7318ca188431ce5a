//! The player an act concerns: the side that just pressed unless the arbiter picks the other.

use super::desk::Desk;
use crate::i18n::t;
use flagfall_core::Side;
use leptos::prelude::*;

#[component]
pub fn PlayerConcerned(desk: Desk) -> impl IntoView {
    // Another player picked takes the position check's answer for their opponent.
    let pick = move |side: Side| {
        desk.evidence
            .with_untracked(|e| desk.choices.update(|c| c.pick(side, e)));
    };
    view! {
        <fieldset class="arbiter-side">
            <legend>{t("Player concerned")}</legend>
            {Side::ALL
                .into_iter()
                .map(|s| {
                    view! {
                        <label class="check">
                            <input
                                type="radio"
                                name="arbiter-side"
                                value=s.name()
                                prop:checked=move || desk.choices.with(|c| c.side) == s
                                on:change=move |_| pick(s)
                            />
                            {move || desk.who(s)}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}
