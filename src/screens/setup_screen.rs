//! The set-up screen: the rulebook, the presets, the custom editor, the saved controls, the players
//! and options, and a start bar that always shows the chosen control and sets the clock. Thin: it
//! owns the draft and the set-up choices and hands them to its parts.

mod header;
mod start_bar;

use crate::browser::after_paint::use_after_paint;
use crate::browser::keeper::Keeper;
use crate::browser::time_source::{zone_offset_at, TimeSource};
use crate::i18n::{t, tf, worded};
use crate::model::choices::applicable;
use crate::model::draft::Draft;
use crate::model::saved::Prefs;
use crate::model::session::Session;
use crate::model::typed_details::game_details;
use crate::widgets::control_editor::control_editor_part;
use crate::widgets::fetched_part::{fetched, Part};
use crate::widgets::game_options::GameOptions;
use crate::widgets::preset_list::PresetList;
use crate::widgets::saved_controls::SavedControlsPanel;
use crate::widgets::when::When;
use flagfall_core::{to_human, Rulebook};
use header::SetupHeader;
use leptos::prelude::*;
use start_bar::StartBar;

/// The set-up screen; `on_start` opens the clock with the chosen game, not started; `on_history`
/// shows the finished games.
#[component]
pub fn SetupScreen(on_start: Callback<Session>, on_history: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<RwSignal<Prefs>>();
    let keeper = Keeper::of_page();
    let draft = RwSignal::new(Draft::new(&prefs.with_untracked(|p| p.notation.clone())));
    let rulebook = Memo::new(move |_| prefs.with(|p| p.settings.rulebook));
    let chosen = Memo::new(move |_| draft.with(|d| d.control(rulebook.get())));
    let set_rulebook =
        Callback::new(move |rulebook: Rulebook| prefs.update(|p| p.settings.rulebook = rulebook));
    let set_armageddon =
        Callback::new(move |on: bool| prefs.update(|p| p.settings.armageddon = on));
    let armageddon = Memo::new(move |_| prefs.with(|p| p.settings.armageddon));
    let prefs_error = RwSignal::new(None::<String>);
    // Each try to fetch the custom editor, so that one that failed can be tried again here.
    let editor_tries = RwSignal::new(0_u32);
    // The side's sections (the custom editor, the saved controls, the players and options) are
    // built once the rest has painted: below the presets on a phone, they would otherwise hold up
    // the screen's first paint (about 40 ms on the bench's phone CPU). Their headings are there at
    // once, for the section links.
    let painted = use_after_paint();

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
        let saved = prefs.with(|p| keeper.keep_prefs(p));
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
        let _ = keeper.keep_prefs(&chosen_prefs);
        let offset = zone_offset_at(expect_context::<TimeSource>().now());
        let details = game_details(&chosen_prefs.details, offset);
        on_start.run(Session {
            lock: chosen_prefs.lock,
            ..Session::new(control, applicable(chosen_prefs.settings), details)
        });
    };

    view! {
        <div class="setup">
            <SetupHeader rulebook=rulebook set_rulebook=set_rulebook on_history=on_history />
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
            // Early in the Tab order (the third stop), shown at the foot of the screen (style/setup.css).
            <StartBar chosen=chosen rulebook=rulebook armageddon=armageddon on_start=Callback::new(move |()| start()) />
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
                    <PresetList
                        draft=draft
                        chosen=chosen
                        rulebook=rulebook
                        set_rulebook=set_rulebook
                        set_armageddon=set_armageddon
                    />
                </section>
                <div class="setup-side">
                    <section class="panel custom-panel" aria-labelledby="custom-heading">
                        <h2 id="custom-heading">{t("Custom control")}</h2>
                        // Valid notation that may not mean what it says (`40/90`): how it was read,
                        // above the notation being typed.
                        {move || {
                            draft
                                .with(|d| d.reading_notes(rulebook.get()))
                                .iter()
                                .map(|note| view! { <p class="reading-note" role="status">{worded(note)}</p> })
                                .collect_view()
                        }}
                        {move || {
                            editor_tries.track();
                            painted.get().then(|| {
                                fetched(
                                    Part::CustomEditor,
                                    control_editor_part(draft, chosen, rulebook.into()),
                                    Some(Callback::new(move |()| editor_tries.update(|n| *n += 1))),
                                )
                            })
                        }}
                    </section>
                    <section class="panel saved-panel" aria-labelledby="saved-heading">
                        <h2 id="saved-heading">{t("Saved controls")}</h2>
                        <When when=painted>
                            <SavedControlsPanel draft=draft chosen=chosen rulebook=rulebook />
                        </When>
                    </section>
                    <section class="panel options-panel" aria-labelledby="options-heading">
                        <h2 id="options-heading">{t("Players and options")}</h2>
                        <When when=painted>
                            <GameOptions prefs=prefs />
                        </When>
                    </section>
                </div>
            </div>
        </div>
    }
}
