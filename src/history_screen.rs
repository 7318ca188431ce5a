//! Finished games and imported logs: a list, and one game's record (log, chart, exports) when chosen.
//! Thin: the history is read from storage as the screen opens, an import goes through `import_log`.

use crate::export::import_log;
use crate::files::chosen_text;
use crate::game_record::GameRecord;
use crate::i18n::{t, tf};
use crate::log_text::{player, result_text};
use crate::saved::{History, SavedGame};
use crate::storage::{Store, HISTORY_KEY};
use crate::time_source::zone_offset_at;
use crate::wall_clock::WallClock;
use flagfall_core::Side;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The history; `on_back` returns to set-up.
#[component]
pub fn HistoryScreen(on_back: Callback<()>) -> impl IntoView {
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let (history, notice) = store.load::<History>(HISTORY_KEY, t("game history"));
    let games = history.unwrap_or_default().games;
    let open = RwSignal::new(None::<SavedGame>);
    let import_error = RwSignal::new(notice);

    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            match chosen_text(&input).await.and_then(|text| import_log(&text)) {
                Ok(game) => {
                    import_error.set(None);
                    open.set(Some(game));
                }
                Err(why) => import_error.set(Some(tf(
                    "The log cannot be opened: {why}",
                    &[("why", &why)],
                ))),
            }
            input.set_value("");
        });
    };
    let summary = move |game: &SavedGame| {
        let when = game.began().map_or_else(String::new, |began| {
            let wall = WallClock::at(began, zone_offset_at(began));
            format!("{} {:02}:{:02}", wall.date(), wall.hour, wall.minute)
        });
        let result = game.outcome().map(|outcome| result_text(outcome.result));
        format!(
            "{when} · {} – {} · {}",
            player(Side::White, &game.names),
            player(Side::Black, &game.names),
            result.unwrap_or_else(|| t("not finished"))
        )
    };

    view! {
        <div class="history">
            <header class="setup-header">
                <h1>{t("History")}</h1>
                <button type="button" class="back" on:click=move |_| {
                    if open.get_untracked().is_some() { open.set(None) } else { on_back.run(()) }
                }>
                    {t("Back")}
                </button>
            </header>
            {move || import_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            {move || match open.get() {
                Some(game) => view! { <GameRecord game=Signal::stored(game) /> }.into_any(),
                None => {
                    let list = games.clone();
                    view! {
                        <label class="import">
                            {t("Import a log (JSON):")}
                            " "
                            <input type="file" class="import-log" accept=".json,application/json" on:change=import />
                        </label>
                        <p class="history-note">
                            {tf(
                                "The last {n} finished games are kept in this browser.",
                                &[("n", &History::LIMIT.to_string())],
                            )}
                        </p>
                        <ul class="games">
                            {list
                                .into_iter()
                                .map(|game| {
                                    let text = summary(&game);
                                    view! {
                                        <li>
                                            <button type="button" class="open-game" on:click=move |_| open.set(Some(game.clone()))>
                                                {text}
                                            </button>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
