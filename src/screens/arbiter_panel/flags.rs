//! Flags: a win on time claimed, and in chess the claimant's means to checkmate and a flag order
//! that cannot be established (Guidelines III.3.1).

use super::desk::Desk;
use super::fields::{act_for, check};
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
    let claim = move || Action::ClaimWinOnTime {
        claimant_can_checkmate: !desk.chess() || choices.with_untracked(|c| c.claimant_can_mate),
        position: desk.position(),
    };
    view! {
        <section class="flags">
            <h3>{t("Flags")}</h3>
            <When when=move || desk.chess()>
                {check(t("Claimant can still checkmate"), "claimant-can-mate", can_mate, answer)}
                {warning}
            </When>
            {act_for(desk, t("Claim a win on time"), "arb-claim-time", Done::WinOnTimeClaim, claim)}
            <When when=move || desk.chess()>
                {act_for(desk, t("Flag order unknown (III.3.1)"), "arb-order-unknown", Done::FlagOrderUnknown, || Action::FlagOrderUnknown)}
            </When>
        </section>
    }
}
