//! A game's record on screen: the incident log, the time chart, and the exports. Used under the clock
//! (the game in progress) and in the history (finished or imported games). Thin: the rows, the chart
//! and the files come from the pure modules.

use crate::export::{file_stem, log_csv, log_json, pgn_skeleton, report_html, time_chart};
use crate::files::download;
use crate::i18n::{t, time};
use crate::log_text::log_rows;
use crate::saved::SavedGame;
use crate::time_source::zone_offset_at;
use flagfall_core::moves;
use leptos::prelude::*;

/// The kinds of export, each a file.
#[derive(Clone, Copy)]
enum Export {
    Json,
    Csv,
    Pgn,
    Chart,
    Report,
}

impl Export {
    const ALL: [Export; 5] = [
        Export::Json,
        Export::Csv,
        Export::Pgn,
        Export::Chart,
        Export::Report,
    ];

    /// The button's text ("PGN" is the format's name in every language).
    fn label(self) -> &'static str {
        match self {
            Export::Json => t("Log (JSON)"),
            Export::Csv => t("Log (CSV)"),
            Export::Pgn => "PGN",
            Export::Chart => t("Chart (SVG)"),
            Export::Report => t("Report (HTML)"),
        }
    }

    /// The file's extension (also the button's class) and type.
    const fn file(self) -> (&'static str, &'static str) {
        match self {
            Export::Json => ("json", "application/json"),
            Export::Csv => ("csv", "text/csv"),
            Export::Pgn => ("pgn", "application/vnd.chess-pgn"),
            Export::Chart => ("svg", "image/svg+xml"),
            Export::Report => ("html", "text/html"),
        }
    }

    fn text(self, game: &SavedGame, offset: i32) -> String {
        match self {
            Export::Json => log_json(game),
            Export::Csv => log_csv(game, offset),
            Export::Pgn => pgn_skeleton(game, offset),
            Export::Chart => time_chart(&moves(&game.log.incidents)),
            Export::Report => report_html(game, offset),
        }
    }
}

/// The log, chart and exports of `game`.
#[component]
pub fn GameRecord(game: Signal<SavedGame>) -> impl IntoView {
    // The game's times in the zone offset of its start (a July game stays in summer time).
    let offset = Memo::new(move |_| game.with(|g| g.began().map_or(0, zone_offset_at)));
    let rows = Memo::new(move |_| game.with(|g| log_rows(g, offset.get())));
    let chart = Memo::new(move |_| game.with(|g| time_chart(&moves(&g.log.incidents))));
    let export_error = RwSignal::new(None::<String>);
    let export = move |kind: Export| {
        let (extension, mime) = kind.file();
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
            <table class="log">
                <thead>
                    <tr>
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
                                        <td class="t">{time(row.wall.time_of_day())}</td>
                                        <td class="t">{time(row.game_time.clone())}</td>
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
                                class=format!("export-{}", kind.file().0)
                                on:click=move |_| export(kind)
                            >
                                {kind.label()}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || export_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
        </section>
    }
}
