//! Guidelines III for the player having the move: the five-second increment (III.4) and the draw
//! claims (III.5, III.6).

use super::desk::Desk;
use super::fields::act_button;
use crate::i18n::t;
use crate::model::arbiter_reply::Done;
use flagfall_core::{Action, ClaimDecision};
use leptos::prelude::*;

#[component]
pub fn Guidelines(desk: Desk) -> impl IntoView {
    let claim = move |decision: ClaimDecision| {
        Callback::new(move |()| desk.run(Done::GuidelinesClaim, Action::DrawClaim { decision }))
    };
    let extra_five = Callback::new(move |()| desk.run(Done::ExtraFive, Action::ExtraFive));
    view! {
        <section class="guidelines">
            <h3>{t("Guidelines III (player having the move)")}</h3>
            {act_button(t("III.4: five-second increment"), "arb-extra-five", extra_five)}
            {act_button(t("III.5 claim: accept"), "arb-claim-accept", claim(ClaimDecision::Accepted))}
            {act_button(t("III.5 claim: reject"), "arb-claim-reject", claim(ClaimDecision::Rejected))}
            {act_button(t("III.5 claim: postpone"), "arb-claim-postpone", claim(ClaimDecision::Postponed { award_bonus: false }))}
            {act_button(t("III.5 claim: postpone, +2 min"), "arb-claim-postpone-bonus", claim(ClaimDecision::Postponed { award_bonus: true }))}
            {act_button(t("III.6 claim without arbiter"), "arb-claim-unsupervised", claim(ClaimDecision::Unsupervised))}
        </section>
    }
}
