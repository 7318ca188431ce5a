//! Penalties and time: an illegal move (chess), time added or taken.

use super::desk::Desk;
use super::fields::{check, gated_button, text_field};
use super::overruled::overruled;
use crate::i18n::t;
use crate::model::arbiter_forms::adjust_actions;
use crate::model::arbiter_reply::{Done, Refusal};
use crate::widgets::when::When;
use flagfall_core::Action;
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn Penalties(desk: Desk) -> impl IntoView {
    let amount = RwSignal::new("1:00".to_owned());
    let choices = desk.choices;
    let actions =
        move |typed: &str, add| adjust_actions(typed, choices.with_untracked(|c| c.side), add);
    let adjust_open = move |add: bool| {
        desk.open_form(Arc::new(move || {
            amount
                .with(|typed| actions(typed, add))
                .ok()?
                .into_iter()
                .next()
        }))
    };
    let adjust = move |add: bool| {
        let actions = amount
            .with_untracked(|typed| actions(typed, add))
            .map_err(Refusal::Amount);
        desk.run_all(
            if add {
                Done::TimeAdded
            } else {
                Done::TimeTaken
            },
            actions,
        );
    };
    // Open as the ruling it would be; a tap asks first when it would end the game.
    let illegal_open = desk.open(Arc::new(move || {
        choices.with_untracked(|c| Action::IllegalMove {
            side: c.side,
            opponent_cannot_mate: c.cannot_mate,
            position: None,
        })
    }));
    let cannot_mate = Signal::derive(move || choices.with(|c| c.cannot_mate));
    let answer = SignalSetter::map(move |v| choices.update(|c| c.cannot_mate = v));
    let warning = move || {
        let (side, cannot) = choices.with(|c| (c.side, c.cannot_mate));
        overruled(
            desk.evidence
                .with(|e| e.agreement(&[side.opponent()], !cannot)),
        )
    };
    view! {
        <section class="penalties">
            <h3>{move || if desk.chess() { t("Penalties and time") } else { t("Time") }}</h3>
            <When when=move || desk.chess()>
                {check(t("Opponent cannot checkmate"), "cannot-mate", cannot_mate, answer)}
                {warning}
                {gated_button(t("Illegal move"), "arb-illegal", illegal_open, Callback::new(move |()| desk.illegal_move(None)))}
            </When>
            // The time typed belongs to Add and Take only, and sits with them, apart from the penalty.
            <div class="time-adjust" role="group" aria-label=t("Add or take time")>
                {text_field(t("Time to add or take"), "amount", amount.into(), amount.into())}
                {gated_button(t("Add time"), "arb-add", adjust_open(true), Callback::new(move |()| adjust(true)))}
                {gated_button(t("Take time"), "arb-take", adjust_open(false), Callback::new(move |()| adjust(false)))}
            </div>
        </section>
    }
}
