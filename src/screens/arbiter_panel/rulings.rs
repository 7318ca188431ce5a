//! The last ruling undone, a game the clock decided reopened, or the time charged while the page
//! could not watch given back.

use super::desk::Desk;
use super::fields::gated_button;
use crate::i18n::t;
use crate::model::arbiter_reply::Done;
use flagfall_core::Action;
use leptos::prelude::*;

#[component]
pub fn Rulings(desk: Desk) -> impl IntoView {
    let session = desk.session;
    let undoable = Signal::derive(move || session.with(|s| s.game.can_undo_ruling()));
    let undo = Callback::new(move |()| desk.run(Done::RulingUndone, Action::UndoRuling));
    let reopenable = Signal::derive(move || session.with(|s| s.game.decided_by_clock()));
    let reopen = Callback::new(move |()| {
        desk.run(Done::GameReopened, Action::Reopen);
    });
    let charged = Signal::derive(move || session.with(|s| s.game.charge().is_some()));
    let give_back = Callback::new(move |()| desk.run(Done::ChargeReturned, Action::ReturnCharge));
    view! {
        <section class="rulings">
            <h3>{t("Rulings")}</h3>
            {gated_button(t("Undo the last ruling"), "arb-undo-ruling", undoable, undo)}
            {gated_button(t("Reopen the game the clock decided"), "arb-reopen", reopenable, reopen)}
            {gated_button(
                t("Give back the time charged while the page could not watch"),
                "arb-return-charge",
                charged,
                give_back,
            )}
        </section>
    }
}
