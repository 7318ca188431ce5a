//! The FMJD Annex 6 draws (Arts 5, 8, 9), checked against the material the referee counts.

use super::desk::Desk;
use super::fields::act_for;
use crate::i18n::{side_name, t};
use crate::model::arbiter_forms::{count, set_count, Pieces};
use crate::model::arbiter_reply::Done;
use flagfall_core::{Action, BySide, DraughtsDraw, DraughtsMaterial, Side};
use leptos::prelude::*;

#[component]
pub fn Draughts(desk: Desk) -> impl IntoView {
    let material = RwSignal::new(BySide::both(DraughtsMaterial::new(20, 0)));
    // The material counted, followed as the choices are (the act reads it untracked, as a tap does).
    let draw = move |draw: fn(Side) -> DraughtsDraw| {
        move || {
            material.track();
            Action::DraughtsDraw {
                draw: draw(desk.choices.with_untracked(|c| c.side)),
                material: material.get_untracked(),
            }
        }
    };
    let button =
        move |label, class, kind| act_for(desk, label, class, Done::DraughtsRuling, draw(kind));
    view! {
        <section class="draughts">
            <h3>{t("Draughts (FMJD Annex 6)")}</h3>
            {Side::ALL
                .into_iter()
                .map(|s| {
                    view! {
                        <div class="material" data-side=s.name() role="group" aria-label=side_name(s)>
                            <strong>{side_name(s)}</strong>
                            <label class="field"><span>{t("Men")}</span>{number(material, s, Pieces::Men)}</label>
                            <label class="field"><span>{t("Kings")}</span>{number(material, s, Pieces::Kings)}</label>
                        </div>
                    }
                })
                .collect_view()}
            {button(t("Draw agreement (Art. 5)"), "arb-fmjd-agreement", |_| DraughtsDraw::Agreement)}
            {button(t("Regulation draw (Art. 8)"), "arb-fmjd-regulation", |_| DraughtsDraw::Regulation)}
            {button(t("Time shortage: upheld (Art. 9)"), "arb-fmjd-shortage-upheld", |claimant| DraughtsDraw::TimeShortage { claimant, upheld: true })}
            {button(t("Time shortage: rejected (Art. 9)"), "arb-fmjd-shortage-rejected", |claimant| DraughtsDraw::TimeShortage { claimant, upheld: false })}
        </section>
    }
}

/// The field for `side`'s count of `pieces`.
fn number(
    material: RwSignal<BySide<DraughtsMaterial>>,
    side: Side,
    pieces: Pieces,
) -> impl IntoView {
    view! {
        <input
            type="number"
            min="0"
            max="20"
            class=match pieces { Pieces::Men => "men", Pieces::Kings => "kings" }
            prop:value=move || material.with(|m| count(m, side, pieces).to_string())
            on:input=move |ev| material.update(|m| set_count(m, side, pieces, &event_target_value(&ev)))
        />
    }
}
