//! The clocks corrected in full (FIDE 6.10.2): each side's time, move count and period, as the
//! clock shows them until the arbiter types over them.

use super::desk::{Desk, FirstAct};
use super::fields::{gated_button, text_field};
use crate::i18n::{side_name, t};
use crate::model::arbiter_reply::{Done, Refusal};
use crate::model::correction::correction_actions;
use flagfall_core::{Action, Side};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn ClockCorrection(desk: Desk) -> impl IntoView {
    let typed = desk.typed;
    let first_act: FirstAct = Arc::new(move || {
        let shown = desk.session.with(|s| s.view(desk.now.run(())));
        let actions = typed.with(|typed| correction_actions(&shown, typed)).ok()?;
        // Nothing typed over the clock yet: the game is asked about a time set as it shows, for a
        // side whose flag is up (a fallen flag is a fact no correction takes back).
        let side = Side::ALL
            .into_iter()
            .find(|&side| shown.sides[side].flag.is_none())
            .unwrap_or(Side::White);
        let as_shown = Action::SetTime {
            side,
            time: shown.sides[side].main,
        };
        Some(actions.into_iter().next().unwrap_or(as_shown))
    });
    let correct = move |()| {
        let shown = desk.session.with_untracked(|s| s.view(desk.now.run(())));
        let actions = typed
            .with_untracked(|typed| correction_actions(&shown, typed))
            .map_err(Refusal::Correction);
        desk.run_all(Done::CorrectionApplied, actions);
    };
    view! {
        <section class="correction">
            <h3>{move || if desk.chess() { t("Correct the clocks (6.10.2)") } else { t("Correct the clocks") }}</h3>
            {Side::ALL
                .into_iter()
                .map(|s| {
                    let time = Signal::derive(move || typed.with(|t| t[s].time.clone()));
                    let set_time = SignalSetter::map(move |v| typed.update(|t| t[s].time = v));
                    let moves = Signal::derive(move || typed.with(|t| t[s].moves.clone()));
                    let set_moves = SignalSetter::map(move |v| typed.update(|t| t[s].moves = v));
                    view! {
                        // Each side's fields are named with the side: "Time" alone is twice on the panel.
                        <div class="correct-side" data-side=s.name() role="group" aria-label=side_name(s)>
                            <strong>{side_name(s)}</strong>
                            {text_field(t("Time"), "correct-time", time, set_time)}
                            {text_field(t("Moves"), "correct-moves", moves, set_moves)}
                            <PeriodChoice desk=desk side=s />
                        </div>
                    }
                })
                .collect_view()}
            {gated_button(t("Apply correction"), "arb-correct", desk.open_form(first_act), Callback::new(correct))}
        </section>
    }
}

/// The period `side` is in: one of the periods its control has (a control changed by the arbiter
/// may have other periods).
#[component]
fn PeriodChoice(desk: Desk, side: Side) -> impl IntoView {
    let typed = desk.typed;
    let count = Memo::new(move |_| desk.session.with(|x| x.game.control().periods(side).len()));
    let options = move || {
        (1..=count.get())
            .map(|p| {
                view! {
                    <option value=p.to_string() selected=move || typed.with(|t| t[side].period) == p>
                        {p.to_string()}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <label class="field">
            <span>{t("Period")}</span>
            <select
                class="correct-period"
                on:change=move |ev| {
                    let period = event_target_value(&ev).parse().unwrap_or(1);
                    typed.update(|t| t[side].period = period);
                }
            >
                {options}
            </select>
        </label>
    }
}
