//! The US Chess director's rulings: a time claim that fails for want of a scoresheet (13C11), an
//! illegal move corrected as seen (11H), and under Variation 14H a claim of insufficient losing
//! chances by the player on move, drawn, denied (with time taken), reserved, or met with a delay
//! clock that halves the claimant's time.

use super::desk::Desk;
use super::fields::{act_for, gated_button, text_field};
use crate::i18n::t;
use crate::model::arbiter_forms::ilc_reject_actions;
use crate::model::arbiter_reply::{Done, Refusal};
use crate::widgets::when::When;
use flagfall_core::{Action, IlcDecision};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn UsChess(desk: Desk) -> impl IntoView {
    let taken = RwSignal::new("1:00".to_owned());
    let choices = desk.choices;
    let ilc = move |decision| Action::InsufficientLosingChances { decision };
    let reject_open = desk.open_form(Arc::new(move || {
        taken
            .with(|typed| ilc_reject_actions(typed))
            .ok()?
            .into_iter()
            .next()
    }));
    let reject = move |()| {
        let actions = taken
            .with_untracked(|typed| ilc_reject_actions(typed))
            .map_err(Refusal::Amount);
        desk.run_all(Done::IlcClaim, actions);
    };
    let in_force = move || desk.session.with(|s| s.game.settings().ilc);
    view! {
        <section class="us-chess">
            <h3>{t("US Chess")}</h3>
            {act_for(desk, t("Time claim fails: scoresheet incomplete (13C11)"), "arb-no-score", Done::NoScoreClaim, || Action::ClaimWithoutScoresheet)}
            {act_for(desk, t("Correct the illegal move seen (11H)"), "arb-illegal-td", Done::IllegalMoveCorrected, move || {
                Action::IllegalMoveCorrected { side: choices.with_untracked(|c| c.side) }
            })}
            <When when=in_force>
                <h4>{t("Insufficient losing chances (14H), claimed by the player on move")}</h4>
                {act_for(desk, t("Place a delay clock: the claimant's time halved (14H2a)"), "arb-ilc-delay", Done::IlcClaim, move || ilc(IlcDecision::Delay { delay: None }))}
                {act_for(desk, t("Reserve judgment (14H2b)"), "arb-ilc-postpone", Done::IlcClaim, move || ilc(IlcDecision::Postpone))}
                {act_for(desk, t("Drawn (14H2c)"), "arb-ilc-draw", Done::IlcClaim, move || ilc(IlcDecision::Draw))}
                {text_field(t("Time taken from the claimant (up to 1:00)"), "ilc-taken", taken.into(), taken.into())}
                {gated_button(t("Deny the claim (14H2d)"), "arb-ilc-reject", reject_open, Callback::new(reject))}
            </When>
        </section>
    }
}
