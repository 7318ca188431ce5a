//! The players' names (optional) and how the event is run: Guidelines III, supervision, and what the
//! clock does after a flag. Thin: every change goes straight into the set-up choices (`Prefs`).

use crate::saved::Prefs;
use flagfall_core::{GameSettings, Side};
use leptos::prelude::*;

/// An on/off choice of [`GameSettings`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameOption {
    GuidelinesIii,
    Supervised,
    RunOnAfterFlag,
}

impl GameOption {
    const ALL: [GameOption; 3] = [
        GameOption::GuidelinesIii,
        GameOption::Supervised,
        GameOption::RunOnAfterFlag,
    ];

    const fn label(self) -> &'static str {
        match self {
            GameOption::GuidelinesIii => "Guidelines III announced",
            GameOption::Supervised => "Arbiter supervises each game (FIDE A.4/B.2)",
            GameOption::RunOnAfterFlag => "Let the other clock run on after a flag (no increment)",
        }
    }

    const fn get(self, settings: &GameSettings) -> bool {
        match self {
            GameOption::GuidelinesIii => settings.guidelines_iii,
            GameOption::Supervised => settings.supervised,
            GameOption::RunOnAfterFlag => settings.run_on_after_flag,
        }
    }

    fn set(self, settings: &mut GameSettings, on: bool) {
        *match self {
            GameOption::GuidelinesIii => &mut settings.guidelines_iii,
            GameOption::Supervised => &mut settings.supervised,
            GameOption::RunOnAfterFlag => &mut settings.run_on_after_flag,
        } = on;
    }
}

/// Names and options, bound to `prefs`.
#[component]
pub fn GameOptions(prefs: RwSignal<Prefs>) -> impl IntoView {
    view! {
        <fieldset class="players">
            <legend>"Players (optional)"</legend>
            {Side::ALL
                .into_iter()
                .map(|side| {
                    view! {
                        <label class="name-field">
                            <span class="field-label">{side.to_string()}</span>
                            <input
                                type="text"
                                class="player-name"
                                data-side=side.name()
                                autocomplete="off"
                                placeholder=format!("{side}'s name")
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
            <legend>"Options"</legend>
            {GameOption::ALL
                .into_iter()
                .map(|option| {
                    view! {
                        <label class="check">
                            <input
                                type="checkbox"
                                prop:checked=move || prefs.with(|p| option.get(&p.settings))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    prefs.update(|p| option.set(&mut p.settings, on));
                                }
                            />
                            {option.label()}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_option_sets_its_own_setting_and_no_other() {
        for option in GameOption::ALL {
            let mut settings = GameSettings::default();
            option.set(&mut settings, true);
            for other in GameOption::ALL {
                assert_eq!(
                    other.get(&settings),
                    other == option,
                    "{} then {}",
                    option.label(),
                    other.label()
                );
            }
        }
    }
}
