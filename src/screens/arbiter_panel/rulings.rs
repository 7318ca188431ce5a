//! The last ruling undone, a game the clock decided reopened, or the time charged while the page
//! could not watch given back.

use super::desk::Desk;
use super::fields::act_for;
use crate::i18n::t;
use crate::model::arbiter_reply::Done;
use flagfall_core::Action;
use leptos::prelude::*;

#[component]
pub fn Rulings(desk: Desk) -> impl IntoView {
    view! {
        <section class="rulings">
            <h3>{t("Rulings")}</h3>
            {act_for(desk, t("Undo the last ruling"), "arb-undo-ruling", Done::RulingUndone, || Action::UndoRuling)}
            {act_for(desk, t("Reopen the game the clock decided"), "arb-reopen", Done::GameReopened, || Action::Reopen)}
            {act_for(
                desk,
                t("Give back the time charged while the page could not watch"),
                "arb-return-charge",
                Done::ChargeReturned,
                || Action::ReturnCharge,
            )}
        </section>
    }
}
