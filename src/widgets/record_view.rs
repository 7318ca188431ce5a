//! A game's record on screen: the incident log, the time chart, and the exports. Used under the clock
//! (the game in progress) and in the history (finished or imported games). Thin: the rows, the chart
//! and the files come from the pure modules. A long log is shown a page at a time (`pages`), and only
//! the rows shown are formatted.

use crate::browser::files::download;
use crate::browser::time_source::record_offset;
use crate::i18n::{t, tf, time};
use crate::model::record_pages::Page;
use crate::model::saved::SavedGame;
use crate::record::digest_text::digest_line;
use crate::record::export::{file_stem, log_csv, log_json, pgn_skeleton, report_html, time_chart};
use crate::record::log_text::log_rows_in;
use crate::widgets::fetched_part::fetched_part;
use crate::widgets::when::When;
use flagfall_core::Rulebook;
use leptos::prelude::*;

/// The kinds of export, each a file.
#[derive(Clone, Copy)]
enum Export {
    Json,
    Csv,
    /// The game's score: PGN for chess, PDN for draughts.
    Score,
    Chart,
    Report,
}

impl Export {
    const ALL: [Export; 5] = [
        Export::Json,
        Export::Csv,
        Export::Score,
        Export::Chart,
        Export::Report,
    ];

    /// The button's text ("PGN" and "PDN" are the formats' names in every language), for a game of
    /// `draughts` or chess.
    fn label(self, draughts: bool) -> &'static str {
        match self {
            Export::Json => t("Log (JSON)"),
            Export::Csv => t("Log (CSV)"),
            Export::Score if draughts => "PDN",
            Export::Score => "PGN",
            Export::Chart => t("Chart (SVG)"),
            Export::Report => t("Report (HTML)"),
        }
    }

    /// The file's extension (also the button's class) and type, for a game of `draughts` or chess.
    const fn file(self, draughts: bool) -> (&'static str, &'static str) {
        match self {
            Export::Json => ("json", "application/json"),
            Export::Csv => ("csv", "text/csv"),
            Export::Score if draughts => ("pdn", "application/x-pdn"),
            Export::Score => ("pgn", "application/vnd.chess-pgn"),
            Export::Chart => ("svg", "image/svg+xml"),
            Export::Report => ("html", "text/html"),
        }
    }

    fn text(self, game: &SavedGame, offset: i32) -> String {
        match self {
            Export::Json => log_json(game),
            Export::Csv => log_csv(game, offset),
            Export::Score => pgn_skeleton(game, offset),
            Export::Chart => time_chart(&game.log.incidents),
            Export::Report => report_html(game, offset),
        }
    }
}

fetched_part! {
    /// The record, its code fetched the first time it shows.
    record,
    fn game_record_part(game: Signal<SavedGame>) {
        view! { <GameRecord game=game /> }.into_any()
    }
}

/// The log, chart and exports of `game`.
#[component]
pub fn GameRecord(game: Signal<SavedGame>) -> impl IntoView {
    // The game's times in the zone offset of its start (a July game stays in summer time).
    let offset = Memo::new(move |_| game.with(record_offset));
    let len = Memo::new(move |_| game.with(|g| g.log.incidents.len()));
    let page = RwSignal::new(Page::LATEST);
    let paged = move || Page::count(len.get()) > 1;
    let rows = Memo::new(move |_| {
        let shown = page.get().rows(len.get());
        game.with(|g| log_rows_in(g, offset.get(), shown))
    });
    let chart = Memo::new(move |_| game.with(|g| time_chart(&g.log.incidents)));
    let export_error = RwSignal::new(None::<String>);
    let draughts = Memo::new(move |_| game.with(|g| g.log.settings.rulebook == Rulebook::Fmjd));
    let export = move |kind: Export| {
        let (extension, mime) = kind.file(draughts.get_untracked());
        let (name, text) = game.with_untracked(|g| {
            (
                format!("{}.{extension}", file_stem(g, offset.get_untracked())),
                kind.text(g, offset.get_untracked()),
            )
        });
        export_error.set(download(&name, mime, &text).err());
    };
    view! {
        <section class="record">
            <h2>{t("Incident log")}</h2>
            <p class="digest">{move || game.with(|g| digest_line(&g.log))}</p>
            <When when=paged>
                <LogPages page len />
            </When>
            <table class="log">
                <thead>
                    <tr>
                        <th scope="col">{t("No.")}</th>
                        <th scope="col">{t("Time of day")}</th>
                        <th scope="col">{t("Game time")}</th>
                        <th scope="col">{t("Incident")}</th>
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        rows.get()
                            .into_iter()
                            .map(|row| {
                                view! {
                                    <tr>
                                        <td class="t">{row.number}</td>
                                        <td class="t">{time(row.wall.time_of_day())}</td>
                                        <td class="t">
                                            {time(row.game_time.clone())}
                                            <span class="at-move" title=t("Move")>{row.at_move}</span>
                                        </td>
                                        <td>{row.text}</td>
                                    </tr>
                                }
                            })
                            .collect_view()
                    }}
                </tbody>
            </table>
            <h2>{t("Time chart")}</h2>
            <div class="chart" inner_html=move || chart.get()></div>
            <h2>{t("Export")}</h2>
            <div class="exports">
                {Export::ALL
                    .into_iter()
                    .map(|kind| {
                        view! {
                            <button
                                type="button"
                                class=move || format!("export-{}", kind.file(draughts.get()).0)
                                on:click=move |_| export(kind)
                            >
                                {move || kind.label(draughts.get())}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || export_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
        </section>
    }
}

/// The controls that page through a long log: to the earliest, earlier, later and latest incidents,
/// and to the page of an incident by its number.
#[component]
fn LogPages(page: RwSignal<Page>, len: Memo<usize>) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let go_to_error = RwSignal::new(None::<String>);
    let step = move |to: fn(Page, usize) -> Page| {
        go_to_error.set(None);
        page.update(|p| *p = to(*p, len.get_untracked()));
    };
    let go_to = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let len = len.get_untracked();
        match typed
            .with_untracked(|n| n.trim().parse().ok())
            .and_then(|n| Page::showing(n, len))
        {
            Some(shown) => {
                go_to_error.set(None);
                page.set(shown);
            }
            None => go_to_error.set(Some(tf(
                "Type an incident number from 1 to {last}.",
                &[("last", &len.to_string())],
            ))),
        }
    };
    let shown = move || {
        let rows = page.get().rows(len.get());
        tf(
            "Incidents {first} to {last} of {count}",
            &[
                ("first", &(rows.start + 1).to_string()),
                ("last", &rows.end.to_string()),
                ("count", &len.get().to_string()),
            ],
        )
    };
    let at_earliest = move || page.get().is_earliest(len.get());
    let at_latest = move || page.get().is_latest(len.get());
    view! {
        <nav class="log-pages" aria-label=t("Pages of the incident log")>
            <p class="log-shown" role="status">{shown}</p>
            <button type="button" class="log-earliest" aria-disabled=move || at_earliest().to_string() on:click=move |_| step(|_, len| Page::earliest(len))>
                {t("First incidents")}
            </button>
            <button type="button" class="log-earlier" aria-disabled=move || at_earliest().to_string() on:click=move |_| step(Page::earlier)>
                {t("Earlier incidents")}
            </button>
            <button type="button" class="log-later" aria-disabled=move || at_latest().to_string() on:click=move |_| step(Page::later)>
                {t("Later incidents")}
            </button>
            <button type="button" class="log-latest" aria-disabled=move || at_latest().to_string() on:click=move |_| step(|_, _| Page::LATEST)>
                {t("Latest incidents")}
            </button>
            <form class="log-go-to" novalidate=true on:submit=go_to>
                <label>
                    {t("Incident number")}
                    " "
                    <input
                        type="number"
                        class="log-number"
                        min="1"
                        max=move || len.get().to_string()
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))
                    />
                </label>
                " "
                <button type="submit" class="log-go">{t("Show")}</button>
            </form>
            {move || go_to_error.get().map(|e| view! { <p class="notice log-go-to-error" role="alert">{e}</p> })}
        </nav>
    }
}
