//! Guidelines III for the player having the move: the five-second increment (III.4) and the draw
//! claims (III.5, III.6).

use super::desk::Desk;
use super::fields::act_for;
use crate::i18n::t;
use crate::model::arbiter_reply::Done;
use flagfall_core::{Action, ClaimDecision};
use leptos::prelude::*;

#[component]
pub fn Guidelines(desk: Desk) -> impl IntoView {
    let claim = move |label, class, decision: ClaimDecision| {
        act_for(desk, label, class, Done::GuidelinesClaim, move || {
            Action::DrawClaim { decision }
        })
    };
    view! {
        <section class="guidelines">
            <h3>{t("Guidelines III (player having the move)")}</h3>
            {act_for(desk, t("III.4: five-second increment"), "arb-extra-five", Done::ExtraFive, || Action::ExtraFive)}
            {claim(t("III.5 claim: accept"), "arb-claim-accept", ClaimDecision::Accepted)}
            {claim(t("III.5 claim: reject"), "arb-claim-reject", ClaimDecision::Rejected)}
            {claim(t("III.5 claim: postpone"), "arb-claim-postpone", ClaimDecision::Postponed { award_bonus: false })}
            {claim(t("III.5 claim: postpone, +2 min"), "arb-claim-postpone-bonus", ClaimDecision::Postponed { award_bonus: true })}
            {claim(t("III.6 claim without arbiter"), "arb-claim-unsupervised", ClaimDecision::Unsupervised)}
        </section>
    }
}
