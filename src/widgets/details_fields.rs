//! The game's details beyond the names (event, site, round, board, arbiter, each player's rating and
//! ID), bound to the set-up choices: folded by default, so a casual game never tabs through them, and
//! remembered for the next game like the names.

use crate::browser::time_source::TimeSource;
use crate::i18n::label_words::official;
use crate::i18n::{t, tf};
use crate::model::saved::{Prefs, NAME_LIMIT};
use crate::model::typed_details::{typed_rating, DetailText, RATING_LIMIT};
use crate::widgets::pin_input::{attempt_refused, pin_input};
use crate::widgets::when::When;
use flagfall_core::{ArbiterLock, PinAttempt, Side};
use leptos::prelude::*;

/// One text of the details, bound to `prefs`.
fn text_field(
    prefs: RwSignal<Prefs>,
    label: impl Fn() -> &'static str + Send + Sync + 'static,
    class: &'static str,
    text: DetailText,
) -> impl IntoView {
    view! {
        <label class="name-field">
            <span class="field-label">{label}</span>
            <input
                type="text"
                class=class
                autocomplete="off"
                maxlength=NAME_LIMIT
                prop:value=move || prefs.with(|p| text.of(&p.details).clone())
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    prefs.update(|p| *text.of_mut(&mut p.details) = typed);
                }
            />
        </label>
    }
}

/// `side`'s rating: what is typed stays, and only a valid entry (or nothing) changes the setting.
fn rating_field(prefs: RwSignal<Prefs>, side: Side) -> impl IntoView {
    let shown = |rating: Option<u32>| rating.map_or_else(String::new, |r| r.to_string());
    let typed = RwSignal::new(prefs.with_untracked(|p| shown(p.details.players[side].rating)));
    let wrong = RwSignal::new(None::<String>);
    view! {
        <div class="rating-field">
        <label class="name-field">
            <span class="field-label">
                {match side {
                    Side::White => t("White's rating"),
                    Side::Black => t("Black's rating"),
                }}
            </span>
            <input
                type="text"
                inputmode="numeric"
                class="player-rating"
                data-side=side.name()
                autocomplete="off"
                aria-invalid=move || wrong.with(Option::is_some).to_string()
                prop:value=move || typed.get()
                on:input=move |ev| {
                    let text = event_target_value(&ev);
                    let rating = typed_rating(&text);
                    if let Some(rating) = rating {
                        prefs.update(|p| p.details.players[side].rating = rating);
                    }
                    wrong.set(rating.is_none().then(|| {
                        tf(
                            "A rating is a whole number from 0 to {limit}",
                            &[("limit", &RATING_LIMIT.to_string())],
                        )
                    }));
                    typed.set(text);
                }
            />
        </label>
        {move || wrong.get().map(|why| view! { <p class="field-error" role="alert">{why}</p> })}
        </div>
    }
}

/// The PIN of the arbiter's lock for the next games: only its hash is kept, so a PIN set before shows
/// as set, never as its digits. A PIN kept from before guards itself: it is changed or removed only
/// once it is typed again, and wrong ones count as the panel's do ([`ArbiterLock::attempt`]).
fn pin_field(prefs: RwSignal<Prefs>) -> impl IntoView {
    let unlocked = RwSignal::new(prefs.with_untracked(|p| p.lock.is_none()));
    view! {
        <When when=unlocked fallback=move || kept_pin(prefs, unlocked)>
            {new_pin(prefs)}
        </When>
    }
}

/// The PIN to set, or the one set to remove.
fn new_pin(prefs: RwSignal<Prefs>) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let set = move || prefs.with(|p| p.lock.is_some());
    view! {
        {pin_input(
            t("PIN for the arbiter's panel (optional)"),
            "arbiter-pin",
            typed,
            move |text| {
                prefs.update(|p| p.lock = ArbiterLock::from_pin(&text));
                typed.set(text);
            },
        )}
        <p class="hint pin-hint">
            {move || {
                if set() {
                    t("The panel asks for this PIN; a wrong one is logged.")
                } else {
                    t("Without a PIN, anyone at the board can open the panel.")
                }
            }}
            {move || {
                (set() && typed.with(String::is_empty))
                    .then(|| {
                        view! {
                            " "
                            <button
                                type="button"
                                class="remove-pin"
                                on:click=move |_| prefs.update(|p| p.lock = None)
                            >
                                {t("Remove the PIN")}
                            </button>
                        }
                    })
            }}
        </p>
    }
}

/// A PIN kept from before: typed again, it can be changed or removed (`unlocked`).
fn kept_pin(prefs: RwSignal<Prefs>, unlocked: RwSignal<bool>) -> impl IntoView {
    let time = expect_context::<TimeSource>();
    let typed = RwSignal::new(String::new());
    let refused = RwSignal::new(None::<String>);
    let unlock = move || {
        let at = time.now();
        let attempt = prefs.with_untracked(|p| {
            p.lock.map_or(PinAttempt::Opened, |lock| {
                lock.attempt(&typed.get_untracked(), &p.wrong_pins, at)
            })
        });
        match attempt {
            PinAttempt::Opened => {
                prefs.update(|p| p.wrong_pins.clear());
                unlocked.set(true);
            }
            PinAttempt::Wrong => prefs.update(|p| p.count_wrong_pin(at)),
            PinAttempt::Nothing | PinAttempt::Wait { .. } => {}
        }
        refused.set(attempt_refused(attempt, t("Wrong PIN.")));
        typed.set(String::new());
    };
    view! {
        {pin_input(
            t("A PIN is set for the arbiter's panel: type it to change or remove it"),
            "current-pin",
            typed,
            move |text| typed.set(text),
        )}
        {move || refused.get().map(|why| view! { <p class="field-error" role="alert">{why}</p> })}
        <button type="button" class="unlock-pin" on:click=move |_| unlock()>
            {t("Change or remove the PIN")}
        </button>
    }
}

/// The details, folded under their summary.
#[component]
pub fn DetailsFields(prefs: RwSignal<Prefs>) -> impl IntoView {
    view! {
        <details class="game-details">
            <summary>{t("Event, round and ratings")}</summary>
            {text_field(prefs, || t("Event"), "detail-event", DetailText::Event)}
            {text_field(prefs, || t("Site"), "detail-site", DetailText::Site)}
            <div class="detail-pair">
                {text_field(prefs, || t("Round"), "detail-round", DetailText::Round)}
                {text_field(prefs, || t("Board"), "detail-board", DetailText::Board)}
            </div>
            {Side::ALL
                .into_iter()
                .map(|side| {
                    view! {
                        <div class="detail-pair">
                            {rating_field(prefs, side)}
                            {text_field(
                                prefs,
                                move || match side {
                                    Side::White => t("White's FIDE or federation ID"),
                                    Side::Black => t("Black's FIDE or federation ID"),
                                },
                                "player-id",
                                DetailText::FederationId(side),
                            )}
                        </div>
                    }
                })
                .collect_view()}
            {text_field(
                prefs,
                move || prefs.with(|p| official(p.settings.rulebook)),
                "detail-arbiter",
                DetailText::Arbiter,
            )}
            {pin_field(prefs)}
        </details>
    }
}
