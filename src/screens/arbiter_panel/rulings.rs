//! The last ruling undone, or a game the clock decided reopened.

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
    view! {
        <section class="rulings">
            <h3>{t("Rulings")}</h3>
            {gated_button(t("Undo the last ruling"), "arb-undo-ruling", undoable, undo)}
            {gated_button(t("Reopen the game the clock decided"), "arb-reopen", reopenable, reopen)}
        </section>
    }
}
