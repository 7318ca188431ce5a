//! The players' names and the game's other details (optional, `details_fields`), how the event is run (Guidelines III, supervision, what the clock
//! does after a flag, the default time), the page's look (`look_options`), and the clock's sounds and
//! vibration. Thin: every change goes straight into the set-up choices (`Prefs`); what each choice
//! switches is `choices`'.

use crate::i18n::form_words::default_time_hint;
use crate::i18n::label_words::{timer_label, Label};
use crate::i18n::{side_name, t, tf, worded};
use crate::model::choices::{low_time_secs, Choice};
use crate::model::default_time::{default_time_text, parse_default_time};
use crate::model::saved::{at_name_limit, Prefs, NAME_LIMIT};
use crate::widgets::details_fields::DetailsFields;
use crate::widgets::look_options::LookOptions;
use crate::widgets::when::When;
use flagfall_core::{Rulebook, Side, Timer};
use leptos::prelude::*;

/// Checkboxes for `choices`, bound to `prefs`, each shown while it applies under the rulebook.
fn checkboxes(prefs: RwSignal<Prefs>, choices: &'static [Choice]) -> impl IntoView {
    choices
        .iter()
        .map(|&choice| {
            let applies = move || choice.applies_under(prefs.with(|p| p.settings.rulebook));
            view! {
                <When when=applies>
                <label class="check">
                    <input
                        type="checkbox"
                        class=choice.class()
                        prop:checked=move || prefs.with(|p| choice.get(p))
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            prefs.update(|p| *choice.flag(p) = on);
                        }
                    />
                    {choice.label()}
                </label>
                </When>
            }
        })
        .collect_view()
}

/// The event's default time (FIDE 6.7.1), bound to `prefs`: what is typed stays, and only a valid
/// entry changes the setting; the rulebook's own default is offered.
fn default_time_field(prefs: RwSignal<Prefs>) -> impl IntoView {
    let typed = RwSignal::new(prefs.with_untracked(|p| default_time_text(p.settings.default_time)));
    let error = RwSignal::new(None::<String>);
    let enter = move |text: String| {
        match parse_default_time(&text) {
            Ok(default_time) => {
                prefs.update(|p| p.settings.default_time = default_time);
                error.set(None);
            }
            Err(why) => error.set(Some(worded(why))),
        }
        typed.set(text);
    };
    let rulebook = move || prefs.with(|p| p.settings.rulebook);
    let suggested = move || rulebook().default_time().unless_specified;
    view! {
        <label class="name-field default-time-field">
            <span class="field-label">{t("Default time (minutes after the start)")}</span>
            <input
                type="text"
                inputmode="numeric"
                class="opt-default-time"
                autocomplete="off"
                aria-invalid=move || error.with(Option::is_some).to_string()
                prop:value=move || typed.get()
                on:input=move |ev| enter(event_target_value(&ev))
            />
        </label>
        <p class="hint default-time-hint">
            {move || default_time_hint(rulebook())}
            {move || {
                suggested()
                    .filter(|&time| prefs.with(|p| p.settings.default_time) != Some(time))
                    .map(|time| {
                        view! {
                            " "
                            <button
                                type="button"
                                class="use-default-time"
                                on:click=move |_| enter(default_time_text(Some(time)))
                            >
                                {t("Use it")}
                            </button>
                        }
                    })
            }}
        </p>
        {move || error.get().map(|why| view! { <p class="field-error" role="alert">{why}</p> })}
        // A player not marked by the start loses once the default time passes, at once for zero.
        {move || {
            prefs
                .with(|p| p.settings.default_time.is_some())
                .then(|| {
                    view! {
                        <p class="hint arrival-hint">
                            {t("Mark each player's arrival in the arbiter's panel before the start.")}
                        </p>
                    }
                })
        }}
    }
}

/// US Chess 5F: the clock the game is played on, where it is not the standard timer for the
/// control; the control is set for it when the clock is set.
fn timer_field(prefs: RwSignal<Prefs>) -> impl IntoView {
    let choices = [
        (Timer::Standard, "standard"),
        (Timer::Delay { max: None }, "delay"),
        (Timer::Plain, "plain"),
    ];
    let options = choices
        .into_iter()
        .map(|(timer, value)| {
            view! {
                <option value=value selected=move || prefs.with(|p| p.settings.timer == timer)>
                    {timer_label(timer)}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="name-field">
            <span class="field-label">{t("Clock used (US Chess 5F)")}</span>
            <select
                class="opt-timer"
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if let Some(&(timer, _)) = choices.iter().find(|(_, v)| *v == value) {
                        prefs.update(|p| p.settings.timer = timer);
                    }
                }
            >
                {options}
            </select>
        </label>
    }
}

/// Names and options, bound to `prefs`.
#[component]
pub fn GameOptions(prefs: RwSignal<Prefs>) -> impl IntoView {
    view! {
        <fieldset class="players">
            <legend>{t("Players (optional)")}</legend>
            {Side::ALL.into_iter().map(|side| name_field(prefs, side)).collect_view()}
            <DetailsFields prefs />
        </fieldset>
        <fieldset class="options">
            <legend>{t("Options")}</legend>
            {checkboxes(prefs, &Choice::GAME)}
            <When when=move || prefs.with(|p| p.settings.rulebook == Rulebook::UsChess)>
                {timer_field(prefs)}
            </When>
            {default_time_field(prefs)}
        </fieldset>
        <LookOptions prefs=prefs />
        <fieldset class="options feedback">
            <legend>{t("Sound and vibration")}</legend>
            {checkboxes(prefs, &Choice::FEEDBACK)}
            <label class="name-field">
                <span class="field-label">{t("Low-time warning at (seconds)")}</span>
                <input
                    type="number"
                    class="low-time-secs"
                    min="1"
                    max="3600"
                    prop:value=move || prefs.with(|p| p.feedback.low_time_secs.to_string())
                    on:change=move |ev| {
                        if let Some(secs) = low_time_secs(&event_target_value(&ev)) {
                            prefs.update(|p| p.feedback.low_time_secs = secs);
                        }
                    }
                />
            </label>
        </fieldset>
    }
}

/// The name of `side`'s player, bound to `prefs`.
fn name_field(prefs: RwSignal<Prefs>, side: Side) -> impl IntoView {
    view! {
        <label class="name-field">
            <span class="field-label">{side_name(side)}</span>
            <input
                type="text"
                class="player-name"
                data-side=side.name()
                autocomplete="off"
                placeholder=match side {
                    Side::White => t("White's name"),
                    Side::Black => t("Black's name"),
                }
                maxlength=NAME_LIMIT
                prop:value=move || prefs.with(|p| p.details.players[side].name.clone())
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    prefs.update(|p| p.details.players[side].name = typed);
                }
            />
            <When when=move || prefs.with(|p| at_name_limit(&p.details.players[side].name))>
                <span class="hint name-limit" role="status">
                    {tf("A name is at most {limit} characters", &[("limit", &NAME_LIMIT.to_string())])}
                </span>
            </When>
        </label>
    }
}
