//! The set-up screen: pick a control (presets by rulebook), the rulebook, and start.

use crate::presets::{in_group, PresetGroup};
use crate::saved::Prefs;
use crate::session::Session;
use crate::storage::{Store, PREFS_KEY};
use leptos::prelude::*;

/// The set-up screen; `on_start` opens the clock with the chosen game, not started.
#[component]
pub fn SetupScreen(on_start: Callback<Session>) -> impl IntoView {
    let prefs = expect_context::<RwSignal<Prefs>>();
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let choose = move |notation: &'static str| {
        prefs.update(|p| p.notation = notation.to_owned());
        let chosen = prefs.get_untracked();
        let _ = store.save(PREFS_KEY, &chosen);
        let control = crate::link::parse_control(notation).expect("presets parse");
        on_start.run(Session::new(control, chosen.settings, chosen.names.clone()));
    };
    view! {
        <section class="setup">
            <h1>"Flagfall"</h1>
            {PresetGroup::ALL
                .into_iter()
                .map(|group| {
                    view! {
                        <h2>{group.title()}</h2>
                        <ul class="presets">
                            {in_group(group)
                                .map(|preset| {
                                    let notation = preset.notation;
                                    view! {
                                        <li>
                                            <button type="button" class="preset" on:click=move |_| choose(notation)>
                                                {preset.name}
                                            </button>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                })
                .collect_view()}
        </section>
    }
}
