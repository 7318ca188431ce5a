//! Flags: a win on time claimed, and in chess the claimant's means to checkmate and a flag order
//! that cannot be established (Guidelines III.3.1).

use super::desk::Desk;
use super::fields::{act_button, check};
use super::overruled::overruled;
use crate::i18n::t;
use crate::model::arbiter_reply::Done;
use crate::widgets::when::When;
use flagfall_core::Action;
use leptos::prelude::*;

#[component]
pub fn Flags(desk: Desk) -> impl IntoView {
    let choices = desk.choices;
    let can_mate = Signal::derive(move || choices.with(|c| c.claimant_can_mate));
    let answer = SignalSetter::map(move |v| choices.update(|c| c.claimant_can_mate = v));
    let warning = move || {
        let can = choices.with(|c| c.claimant_can_mate);
        desk.claimant()
            .and_then(|c| overruled(desk.evidence.with(|e| e.agreement(&[c], can))))
    };
    // Draughts has no checkmate: the flag alone decides (FMJD Annex 6 Art. 7.1).
    let claim = move |()| {
        let can = !desk.chess() || choices.with_untracked(|c| c.claimant_can_mate);
        let action = Action::ClaimWinOnTime {
            claimant_can_checkmate: can,
            position: desk.position(),
        };
        desk.run(Done::WinOnTimeClaim, action);
    };
    let order_unknown =
        Callback::new(move |()| desk.run(Done::FlagOrderUnknown, Action::FlagOrderUnknown));
    view! {
        <section class="flags">
            <h3>{t("Flags")}</h3>
            <When when=move || desk.chess()>
                {check(t("Claimant can still checkmate"), "claimant-can-mate", can_mate, answer)}
                {warning}
            </When>
            {act_button(t("Claim a win on time"), "arb-claim-time", Callback::new(claim))}
            <When when=move || desk.chess()>
                {act_button(t("Flag order unknown (III.3.1)"), "arb-order-unknown", order_unknown)}
            </When>
        </section>
    }
}
