//! Finished games and imported logs: a list, and one game's record (log, chart, exports) when chosen;
//! the games in progress set aside (a link opened over them), to resume; and the data the app could
//! not use, kept for the user to open, export or delete. Thin: the history is read from storage as the
//! screen opens, an import goes through `import_log`, kept data through `recover_game`.

use crate::app::following;
use crate::export::import_log;
use crate::files::{chosen_text, download};
use crate::game_lock::{GameLock, Role};
use crate::game_record::GameRecord;
use crate::i18n::{t, tf};
use crate::link_question::set_aside_stored;
use crate::log_text::{player, result_text};
use crate::saved::{recover_game, History, SavedGame};
use crate::session::Session;
use crate::storage::{GameAside, Kept, Store, HISTORY_KEY};
use crate::time_source::{zone_offset_at, TimeSource};
use crate::wall_clock::WallClock;
use crate::when::When;
use flagfall_core::{to_human, Instant, Side};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The history; `on_back` returns to set-up, `on_resume` opens a game set aside on the clock, with
/// what the player should know about the data it replaced.
#[component]
pub fn HistoryScreen(
    on_back: Callback<()>,
    on_resume: Callback<(Session, Vec<String>)>,
) -> impl IntoView {
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
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
    let kept = RwSignal::new(store.kept());
    let open_kept = move |key: &str| match recover_game(&store.raw(key).unwrap_or_default()) {
        Ok(game) => {
            import_error.set(None);
            open.set(Some(game));
        }
        Err(why) => import_error.set(Some(tf(
            "The log cannot be opened: {why}",
            &[("why", &why)],
        ))),
    };
    let export_kept = move |key: &str| {
        let raw = store.raw(key).unwrap_or_default();
        import_error.set(download(&format!("{key}.json"), "application/json", &raw).err());
    };
    let delete_kept = move |key: &str| {
        import_error.set(store.discard(key).err());
        kept.set(store.kept());
    };
    let aside = RwSignal::new(store.games_aside());
    let lock = use_context::<GameLock>();
    // Checked before anything in storage moves: a game that cannot be replayed stays set aside, and a
    // tab that only follows the game another tab keeps changes nothing.
    let resume =
        move |key: &str, game: &SavedGame| match Session::restore(game).and_then(|session| {
            match lock.map(|lock| lock.role.get_untracked()) {
                Some(Role::Follower) => Err(following().to_owned()),
                _ => set_aside_stored(&store, time.now()).and_then(|mut said| {
                    said.extend(store.resume_game(key)?);
                    Ok((session, said))
                }),
            }
        }) {
            Ok(resumed) => on_resume.run(resumed),
            Err(why) => import_error.set(Some(tf(
                "The game cannot be resumed: {why}",
                &[("why", &why)],
            ))),
        };
    let delete_aside = move |key: &str| {
        import_error.set(store.discard(key).err());
        aside.set(store.games_aside());
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
                        <When when=move || aside.with(|a| !a.is_empty())>
                            <section class="games-aside">
                                <h2>{t("Games set aside")}</h2>
                                <ul>
                                    {move || {
                                        aside
                                            .get()
                                            .into_iter()
                                            .map(|game| aside_row(game, resume, delete_aside))
                                            .collect_view()
                                    }}
                                </ul>
                            </section>
                        </When>
                        <When when=move || kept.with(|k| !k.is_empty())>
                            <section class="kept-data">
                                <h2>{t("Data that could not be used")}</h2>
                                <ul>
                                    {move || {
                                        kept.get()
                                            .into_iter()
                                            .map(|item| kept_row(item, open_kept, export_kept, delete_kept))
                                            .collect_view()
                                    }}
                                </ul>
                            </section>
                        </When>
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

/// A game as a row of the history shows it: when it began, its control, the players and the result.
fn summary(game: &SavedGame) -> String {
    let when = game.began().map_or_else(String::new, minute);
    let result = game.outcome().map(|outcome| result_text(outcome.result));
    format!(
        "{when} · {} · {} – {} · {}",
        to_human(&game.log.control),
        player(Side::White, &game.names),
        player(Side::Black, &game.names),
        result.unwrap_or_else(|| t("not finished"))
    )
}

/// A game set aside: what it is and when it was set aside; it can be resumed, or deleted (asked
/// twice).
fn aside_row(
    aside: GameAside,
    resume: impl Fn(&str, &SavedGame) + Copy + Send + Sync + 'static,
    delete: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let text = tf(
        "{game}, set aside on {when}",
        &[
            ("game", &summary(&aside.game)),
            ("when", &minute(aside.since)),
        ],
    );
    let stored = StoredValue::new(aside);
    view! {
        <li class="game-aside">
            <span>{text}</span>
            " "
            <button
                type="button"
                class="aside-resume"
                on:click=move |_| stored.with_value(|a| resume(&a.key, &a.game))
            >
                {t("Resume")}
            </button>
            {delete_asked_twice("aside-delete", move || stored.with_value(|a| delete(&a.key)))}
        </li>
    }
}

/// "Delete", then "Delete for good" beside it, which deletes; `class` names the first, and with
/// `-confirm` the second.
fn delete_asked_twice(
    class: &'static str,
    delete: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let confirming = RwSignal::new(false);
    view! {
        <button type="button" class=class on:click=move |_| confirming.set(true)>
            {t("Delete")}
        </button>
        <When when=move || confirming.get()>
            <button type="button" class=format!("{class}-confirm") on:click=move |_| delete()>
                {t("Delete for good")}
            </button>
        </When>
    }
}

/// `at` as a date and a time to the minute, in the zone of that day.
fn minute(at: Instant) -> String {
    let wall = WallClock::at(at, zone_offset_at(at));
    format!("{} {:02}:{:02}", wall.date(), wall.hour, wall.minute)
}

/// One item of kept data: what it is and where, and what can be done with it. Deleting asks twice.
fn kept_row(
    item: Kept,
    open: impl Fn(&str) + Copy + Send + Sync + 'static,
    export: impl Fn(&str) + Copy + Send + Sync + 'static,
    delete: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let text = match item.since {
        Some(since) => tf(
            "{what}, set aside on {when} as \"{key}\"",
            &[
                ("what", item.what),
                ("when", &minute(since)),
                ("key", &item.key),
            ],
        ),
        None => tf(
            "{what}, kept in place as \"{key}\"",
            &[("what", item.what), ("key", &item.key)],
        ),
    };
    let key = StoredValue::new(item.key);
    view! {
        <li>
            <span>{text}</span>
            " "
            <button type="button" class="kept-open" on:click=move |_| key.with_value(|k| open(k))>
                {t("Open")}
            </button>
            <button type="button" class="kept-export" on:click=move |_| key.with_value(|k| export(k))>
                {t("Export")}
            </button>
            {delete_asked_twice("kept-delete", move || key.with_value(|k| delete(k)))}
        </li>
    }
}
