//! The set-up screen: the rulebook, the presets, the custom editor, the saved controls, the players
//! and options, and a start bar that always shows the chosen control and sets the clock. Thin: it
//! owns the draft and the set-up choices and hands them to its parts.

use crate::control_editor::ControlEditor;
use crate::draft::Draft;
use crate::game_options::GameOptions;
use crate::i18n::{t, tf, translate};
use crate::preset_list::PresetList;
use crate::saved::Prefs;
use crate::saved_controls::SavedControlsPanel;
use crate::session::Session;
use crate::storage::{Store, PREFS_KEY};
use flagfall_core::{to_human, Rulebook};
use leptos::prelude::*;

/// The set-up screen; `on_start` opens the clock with the chosen game, not started; `on_history`
/// shows the finished games.
#[component]
pub fn SetupScreen(on_start: Callback<Session>, on_history: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<RwSignal<Prefs>>();
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let draft = RwSignal::new(Draft::new(&prefs.with_untracked(|p| p.notation.clone())));
    let chosen = Memo::new(move |_| draft.with(Draft::control));
    let rulebook = Memo::new(move |_| prefs.with(|p| p.settings.rulebook));
    let set_rulebook =
        Callback::new(move |rulebook: Rulebook| prefs.update(|p| p.settings.rulebook = rulebook));
    let prefs_error = RwSignal::new(None::<String>);

    // Every choice is kept as it is made, so a reload or the next game starts from it; the notation as
    // typed, even unreadable, so that nothing typed is lost.
    Effect::new(move |_| {
        let text = draft.with(|d| d.text().to_owned());
        prefs.maybe_update(|p| {
            let changed = p.notation != text;
            p.notation = text;
            changed
        });
    });
    Effect::new(move |_| {
        let saved = prefs.with(|p| store.save(PREFS_KEY, p));
        prefs_error.set(saved.err());
    });

    let start = move || {
        let Ok(control) = chosen.get_untracked() else {
            return;
        };
        prefs.update(|p| p.notation = to_human(&control));
        let chosen_prefs = prefs.get_untracked();
        // Saved here too, because the effect above would run only after this screen is gone. A refusal
        // costs only the next game's defaults (the app has said storage is unavailable); the clock opens.
        let _ = store.save(PREFS_KEY, &chosen_prefs);
        let names = chosen_prefs.names.map(|name| name.trim().to_owned());
        on_start.run(Session::new(control, chosen_prefs.settings, names));
    };

    view! {
        <div class="setup">
            <header class="setup-header">
                <h1>"Flagfall"</h1>
                <label class="rulebook-field">
                    <span class="field-label">{t("Rulebook")}</span>
                    <select
                        class="rulebook"
                        on:change=move |ev| {
                            if let Some(rulebook) = Rulebook::from_name(&event_target_value(&ev)) {
                                set_rulebook.run(rulebook);
                            }
                        }
                    >
                        {Rulebook::ALL
                            .into_iter()
                            .map(|book| {
                                view! {
                                    <option value=book.name() prop:selected=move || rulebook.get() == book>
                                        {translate(book.title())}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <button type="button" class="history-open" on:click=move |_| on_history.run(())>
                    {t("History")}
                </button>
            </header>
            {move || {
                prefs_error
                    .get()
                    .map(|why| {
                        view! {
                            <p class="notice" role="alert">
                                {tf("Set-up choices not saved: {why}", &[("why", &why)])}
                            </p>
                        }
                    })
            }}
            // On a phone the sections stack far down: these jump to them. Hidden where all are in view.
            <nav class="setup-nav" aria-label=t("Set-up sections")>
                <a href="#presets-heading">{t("Presets")}</a>
                <a href="#custom-heading">{t("Custom")}</a>
                <a href="#saved-heading">{t("Saved")}</a>
                <a href="#options-heading">{t("Players")}</a>
            </nav>
            <div class="setup-body">
                <section class="panel presets-panel" aria-labelledby="presets-heading">
                    <h2 id="presets-heading">{t("Presets")}</h2>
                    <PresetList draft=draft chosen=chosen rulebook=rulebook set_rulebook=set_rulebook />
                </section>
                <div class="setup-side">
                    <section class="panel custom-panel" aria-labelledby="custom-heading">
                        <h2 id="custom-heading">{t("Custom control")}</h2>
                        // Valid notation that may not mean what it says (`40/90`): how it was read,
                        // above the notation being typed.
                        {move || {
                            draft
                                .with(Draft::reading_notes)
                                .into_iter()
                                .map(|note| view! { <p class="reading-note" role="status">{note}</p> })
                                .collect_view()
                        }}
                        <ControlEditor draft=draft chosen=chosen rulebook=rulebook />
                    </section>
                    <section class="panel saved-panel" aria-labelledby="saved-heading">
                        <h2 id="saved-heading">{t("Saved controls")}</h2>
                        <SavedControlsPanel draft=draft chosen=chosen rulebook=rulebook />
                    </section>
                    <section class="panel options-panel" aria-labelledby="options-heading">
                        <h2 id="options-heading">{t("Players and options")}</h2>
                        <GameOptions prefs=prefs />
                    </section>
                </div>
            </div>
            <footer class="start-bar">
                <p class="chosen" aria-live="polite">
                    {move || match chosen.get() {
                        Ok(control) => {
                            let category = rulebook.get().classify(&control).category.as_str();
                            view! {
                                <span class="chosen-notation">{to_human(&control)}</span>
                                " "
                                <span class="category" data-category=category>{translate(category)}</span>
                            }
                                .into_any()
                        }
                        Err(why) => {
                            view! {
                                <span class="chosen-error">
                                    {tf("No usable control: {why}", &[("why", &why)])}
                                </span>
                            }
                                .into_any()
                        }
                    }}
                </p>
                <button
                    type="button"
                    class="start-game"
                    disabled=move || chosen.with(Result::is_err)
                    on:click=move |_| start()
                >
                    {t("Set the clock")}
                </button>
            </footer>
        </div>
    }
}
