//! The players' names (optional), how the event is run (Guidelines III, supervision, what the clock
//! does after a flag, the default time), and the clock's sounds and vibration. Thin: every change goes straight into
//! the set-up choices (`Prefs`).

use crate::default_time_field::{default_time_hint, default_time_text, parse_default_time};
use crate::feedback_settings::FeedbackSettings;
use crate::i18n::{side_name, t, tf, Lang};
use crate::locales::{browser_lang, PageLang};
use crate::saved::Prefs;
use crate::storage::Store;
use crate::theme::Theme;
use flagfall_core::{GameSettings, Side};
use leptos::prelude::*;

/// An on/off choice among the set-up choices: how the event is run, and the clock's sounds and
/// vibration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    GuidelinesIii,
    Supervised,
    RunOnAfterFlag,
    PressSound,
    LowTimeSound,
    FlagSound,
    PeriodSound,
    Vibrate,
    SpeakThresholds,
}

impl Choice {
    const GAME: [Choice; 3] = [
        Choice::GuidelinesIii,
        Choice::Supervised,
        Choice::RunOnAfterFlag,
    ];
    const FEEDBACK: [Choice; 6] = [
        Choice::PressSound,
        Choice::LowTimeSound,
        Choice::FlagSound,
        Choice::PeriodSound,
        Choice::Vibrate,
        Choice::SpeakThresholds,
    ];

    fn label(self) -> &'static str {
        match self {
            Choice::GuidelinesIii => t("Guidelines III announced"),
            Choice::Supervised => t("Arbiter supervises each game (FIDE A.4/B.2)"),
            Choice::RunOnAfterFlag => t("Let the other clock run on after a flag (no increment)"),
            Choice::PressSound => t("Click on each press"),
            Choice::LowTimeSound => t("Warn when time runs low"),
            Choice::FlagSound => t("Sound when a flag falls"),
            Choice::PeriodSound => t("Sound when a period begins"),
            Choice::Vibrate => t("Vibrate on press and flag"),
            Choice::SpeakThresholds => t("Say the time at 5, 2, 1 min, 30 and 10 s"),
        }
    }

    /// The choice's class in the page, for tests and styles.
    const fn class(self) -> &'static str {
        match self {
            Choice::GuidelinesIii => "opt-guidelines",
            Choice::Supervised => "opt-supervised",
            Choice::RunOnAfterFlag => "opt-run-on",
            Choice::PressSound => "opt-press-sound",
            Choice::LowTimeSound => "opt-low-time-sound",
            Choice::FlagSound => "opt-flag-sound",
            Choice::PeriodSound => "opt-period-sound",
            Choice::Vibrate => "opt-vibrate",
            Choice::SpeakThresholds => "opt-speak",
        }
    }

    /// The setting this choice switches, in the set-up choices' two parts.
    fn field<'a>(
        self,
        settings: &'a mut GameSettings,
        feedback: &'a mut FeedbackSettings,
    ) -> &'a mut bool {
        match self {
            Choice::GuidelinesIii => &mut settings.guidelines_iii,
            Choice::Supervised => &mut settings.supervised,
            Choice::RunOnAfterFlag => &mut settings.run_on_after_flag,
            Choice::PressSound => &mut feedback.press_sound,
            Choice::LowTimeSound => &mut feedback.low_time_sound,
            Choice::FlagSound => &mut feedback.flag_sound,
            Choice::PeriodSound => &mut feedback.period_sound,
            Choice::Vibrate => &mut feedback.vibrate,
            Choice::SpeakThresholds => &mut feedback.speak_thresholds,
        }
    }

    fn flag(self, prefs: &mut Prefs) -> &mut bool {
        self.field(&mut prefs.settings, &mut prefs.feedback)
    }

    fn get(self, prefs: &Prefs) -> bool {
        // Both parts are small and `Copy`: read the one field through copies.
        let (mut settings, mut feedback) = (prefs.settings, prefs.feedback);
        *self.field(&mut settings, &mut feedback)
    }
}

/// Checkboxes for `choices`, bound to `prefs`.
fn checkboxes(prefs: RwSignal<Prefs>, choices: &'static [Choice]) -> impl IntoView {
    choices
        .iter()
        .map(|&choice| {
            view! {
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
            Err(why) => error.set(Some(why)),
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

/// Names and options, bound to `prefs`.
#[component]
pub fn GameOptions(prefs: RwSignal<Prefs>) -> impl IntoView {
    let page_lang = expect_context::<PageLang>();
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    view! {
        <fieldset class="players">
            <legend>{t("Players (optional)")}</legend>
            {Side::ALL
                .into_iter()
                .map(|side| {
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
                                prop:value=move || prefs.with(|p| p.names[side].clone())
                                on:input=move |ev| {
                                    let typed = event_target_value(&ev);
                                    prefs.update(|p| p.names[side] = typed);
                                }
                            />
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
        <fieldset class="options">
            <legend>{t("Options")}</legend>
            {checkboxes(prefs, &Choice::GAME)}
            {default_time_field(prefs)}
        </fieldset>
        <fieldset class="options looks">
            <legend>{t("Look")}</legend>
            <label class="name-field">
                <span class="field-label">{t("Language")}</span>
                <select
                    class="language"
                    on:change=move |ev| {
                        let chosen = Lang::from_tag(&event_target_value(&ev));
                        page_lang.choose(store, chosen);
                    }
                >
                    <option value="" prop:selected=move || page_lang.chosen.get().is_none()>
                        {tf(
                            "Browser's language ({language})",
                            &[("language", browser_lang().native_name())],
                        )}
                    </option>
                    {Lang::ALL
                        .into_iter()
                        .map(|choice| {
                            view! {
                                // Each name in its own language, for the screen reader's voice.
                                <option
                                    value=choice.code()
                                    lang=choice.code()
                                    prop:selected=move || page_lang.chosen.get() == Some(choice)
                                >
                                    {choice.native_name()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="name-field">
                <span class="field-label">{t("Theme")}</span>
                <select
                    class="theme"
                    on:change=move |ev| {
                        if let Some(theme) = Theme::from_name(&event_target_value(&ev)) {
                            prefs.update(|p| p.theme = theme);
                        }
                    }
                >
                    {Theme::ALL
                        .into_iter()
                        .map(|theme| {
                            view! {
                                <option value=theme.name() prop:selected=move || prefs.with(|p| p.theme == theme)>
                                    {theme.label()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </fieldset>
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
                        // An empty or unreadable entry keeps the last threshold.
                        if let Ok(secs) = event_target_value(&ev).trim().parse::<u32>() {
                            prefs.update(|p| p.feedback.low_time_secs = secs.clamp(1, 3600));
                        }
                    }
                />
            </label>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_sets_its_own_setting_and_no_other() {
        let all = Choice::GAME.iter().chain(&Choice::FEEDBACK);
        for &choice in all.clone() {
            let mut prefs = Prefs::default();
            for &other in all.clone() {
                *other.flag(&mut prefs) = false;
            }
            *choice.flag(&mut prefs) = true;
            for &other in all.clone() {
                assert_eq!(
                    other.get(&prefs),
                    other == choice,
                    "{} then {}",
                    choice.label(),
                    other.label()
                );
            }
        }
    }
}
