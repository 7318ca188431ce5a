//! The Armageddon bid (folded): the base both bid against, each player's name and bid, and a button
//! that puts the settled game in the editor: the lower bidder as Black on the time bid, the other as
//! White on the base, the game an Armageddon.

use crate::i18n::{t, tf, Worded};
use crate::model::bid_form::{BidForm, BidFormError, BidText};
use crate::model::draft::Draft;
use crate::model::saved::{Prefs, NAME_LIMIT};
use flagfall_core::{to_human, Side};
use leptos::prelude::*;

/// What a refused bid says.
fn refusal_text(error: &BidFormError) -> String {
    match error {
        BidFormError::Base(error) => tf("The base: {why}", &[("why", &error.worded())]),
        BidFormError::NotATime { typed, .. } => tf(
            "The bid \"{typed}\" is no time: write minutes (25) or minutes and seconds (24:30)",
            &[("typed", typed)],
        ),
        BidFormError::Refused(refusal) => refusal.worded(),
    }
}

/// One of the form's text fields.
fn bid_field(
    form: RwSignal<BidForm>,
    label: String,
    class: &'static str,
    text: BidText,
) -> impl IntoView {
    view! {
        <label class="name-field">
            <span class="field-label">{label}</span>
            <input
                type="text"
                class=class
                autocomplete="off"
                maxlength=NAME_LIMIT
                prop:value=move || form.with(|f| text.of(f).clone())
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    form.update(|f| *text.of_mut(f) = typed);
                }
            />
        </label>
    }
}

/// The bid, under the Armageddon presets.
#[component]
pub fn BidSection(draft: RwSignal<Draft>) -> impl IntoView {
    let prefs = expect_context::<RwSignal<Prefs>>();
    let form = RwSignal::new(BidForm::new());
    let said = RwSignal::new(None::<Result<String, String>>);
    let settle = move |_| {
        let outcome = form.with(BidForm::settle).map(|game| {
            draft.update(|d| d.type_text(to_human(&game.control)));
            prefs.update(|p| {
                p.settings.armageddon = true;
                for side in Side::ALL {
                    p.details.players[side].name = game.name(side).to_owned();
                }
            });
            let named = |side: Side, fallback: &'static str| {
                let name = game.name(side);
                if name.is_empty() {
                    fallback.to_owned()
                } else {
                    name.to_owned()
                }
            };
            tf(
                "{black} bid less and plays Black, with draw odds; {white} plays White.",
                &[
                    ("black", &named(Side::Black, t("The lower bidder"))),
                    ("white", &named(Side::White, t("the other player"))),
                ],
            )
        });
        said.set(Some(outcome.map_err(|error| refusal_text(&error))));
    };
    view! {
        <details class="bid">
            <summary>{t("Bid for the colours")}</summary>
            <p class="hint">
                {t("Each player writes the time they would take Black with; the lower bid plays Black on it, the other White on the base.")}
            </p>
            {bid_field(form, t("Base for White").to_owned(), "bid-base", BidText::Base)}
            {[0, 1]
                .into_iter()
                .map(|index| {
                    view! {
                        <div class="bidder">
                            {bid_field(
                                form,
                                tf("Name of player {n}", &[("n", &(index + 1).to_string())]),
                                "bid-name",
                                BidText::Name(index),
                            )}
                            {bid_field(
                                form,
                                tf("Bid of player {n} (minutes)", &[("n", &(index + 1).to_string())]),
                                "bid-time",
                                BidText::Bid(index),
                            )}
                        </div>
                    }
                })
                .collect_view()}
            <button type="button" class="settle-bid" on:click=settle>{t("Settle the bid")}</button>
            {move || {
                said.get()
                    .map(|said| match said {
                        Ok(words) => view! { <p class="bid-settled" role="status">{words}</p> }.into_any(),
                        Err(why) => view! { <p class="field-error" role="alert">{why}</p> }.into_any(),
                    })
            }}
        </details>
    }
}
