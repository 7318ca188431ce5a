//! The arbiter's view of a hall: every board heard from, its players, control and both times running
//! live as the board's own faces show them, sorted so what needs the arbiter comes first (a flag, a
//! paused clock, low time); the messages that could not be used, counted with why; a board's log
//! and exports, read-only; the round's games in one file. Thin: the rows come from
//! `model::hall_rows`, the reading from `browser::hall_watch`. Its code is fetched the first time it
//! shows, and nothing of it by a clock.

use crate::browser::files::download;
use crate::browser::hall_watch::{use_hall_stylesheet, use_hall_watch, HallWatch};
use crate::browser::time_source::{record_offset, TimeSource};
use crate::i18n::hall_words::{ignored_reason, need_text};
use crate::i18n::player_words::player;
use crate::i18n::{clock_text, t, tf, tn};
use crate::model::hall_rows::{board_game, hall_rows, round_games, BoardRow, Need};
use crate::model::hall_state::Reading;
use crate::record::export::{reports_html, round_score};
use crate::record::log_text::{flag_result_text, result_text};
use crate::widgets::fetched_part::{fetched, fetched_part, Part};
use crate::widgets::hall_header::HallHeader;
use crate::widgets::record_view::game_record_part;
use crate::widgets::when::When;
use flagfall_core::Side;
use flagfall_hall::{HallCopy, HallLink};
use leptos::prelude::*;
use std::collections::HashMap;

fetched_part! {
    /// The arbiter's view of a hall, its code fetched the first time it shows.
    hall_view,
    fn hall_screen_part(link: HallLink) {
        view! { <HallScreen link=link /> }.into_any()
    }
}

/// The boards as shown: their order, and each one's words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Shown {
    order: Vec<u16>,
    rows: HashMap<u16, RowText>,
}

impl Shown {
    fn of(rows: &[BoardRow]) -> Shown {
        Shown {
            order: rows.iter().map(|row| row.board).collect(),
            rows: rows.iter().map(|row| (row.board, row_text(row))).collect(),
        }
    }
}

/// One board's row as shown: its words and classes, compared whole so that a tick that changes
/// none of them changes nothing on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RowText {
    board: u16,
    need: &'static str,
    players: [String; 2],
    times: [(String, &'static str); 2],
    state: String,
    control: String,
    incidents: usize,
}

fn row_text(row: &BoardRow) -> RowText {
    let time = |side: Side| {
        let face = &row.faces[side];
        let class = match (face.flag.is_some(), face.running, face.low) {
            (true, _, _) => "time flag",
            (false, true, true) => "time running low",
            (false, true, false) => "time running",
            _ => "time",
        };
        (clock_text(face.main), class)
    };
    let state = match (row.need, row.finished) {
        (Need::Flag, true) => flag_result_text(row.result, row.settings),
        (Need::TwoClocks | Need::ResultPending | Need::Left, _) | (_, false) => {
            need_text(row.need, row.to_move)
        }
        (_, true) => result_text(row.result, row.settings),
    };
    RowText {
        board: row.board,
        need: match row.need {
            Need::Flag => "hall-board need-flag",
            Need::TwoClocks | Need::ResultPending | Need::Paused | Need::Absent | Need::Left => {
                "hall-board need-paused"
            }
            Need::LowTime => "hall-board need-low",
            Need::Playing => "hall-board",
            Need::NotStarted => "hall-board not-started",
            Need::Finished => "hall-board finished",
        },
        players: Side::ALL.map(|side| player(side, &row.names)),
        times: Side::ALL.map(time),
        state,
        control: row.control.clone(),
        incidents: row.incidents,
    }
}

#[component]
fn HallScreen(link: HallLink) -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    use_hall_stylesheet();
    let watch = use_hall_watch::<HallCopy>(link.clone(), time);
    let open = RwSignal::new(None::<u16>);
    // The board whose log was just left: its line takes the focus back.
    let came_back = StoredValue::new(None::<u16>);
    let rows = Memo::new(move |_| {
        let now = watch.now.get();
        watch
            .copy
            .with_value(|copy| Shown::of(&hall_rows(copy, now)))
    });
    view! {
        <div class="hall">
            <HallHeader link reading=watch.reading />
            {move || match open.get() {
                Some(board) => view! { <BoardOpen watch board open came_back /> }.into_any(),
                None => view! { <Boards watch rows open came_back /> }.into_any(),
            }}
        </div>
    }
}

/// The round's files: every chess game's score, every draughts game's, every game's report.
#[derive(Clone, Copy)]
enum RoundFile {
    Pgn,
    Pdn,
    Reports,
}

/// The list of boards, the messages ignored, and the round's exports.
#[component]
fn Boards(
    watch: HallWatch<HallCopy>,
    rows: Memo<Shown>,
    open: RwSignal<Option<u16>>,
    came_back: StoredValue<Option<u16>>,
) -> impl IntoView {
    let ignored = Memo::new(move |_| {
        watch.now.track();
        watch.copy.with_value(|copy| {
            let reasons = copy
                .reasons()
                .iter()
                .map(|(board, why)| match board {
                    Some(board) => tf(
                        "Board {board}: {why}",
                        &[("board", &board.to_string()), ("why", &ignored_reason(why))],
                    ),
                    None => ignored_reason(why),
                })
                .collect::<Vec<_>>();
            (copy.ignored(), reasons)
        })
    });
    let export_error = RwSignal::new(None::<String>);
    let export = move |file: RoundFile| {
        let games = watch.copy.with_value(|copy| {
            round_games(copy)
                .into_iter()
                .map(|game| {
                    let offset = record_offset(&game);
                    (game, offset)
                })
                .collect::<Vec<_>>()
        });
        let (extension, mime, text) = match file {
            RoundFile::Pgn => (
                "pgn",
                "application/vnd.chess-pgn",
                round_score(&games, false),
            ),
            RoundFile::Pdn => ("pdn", "application/x-pdn", round_score(&games, true)),
            RoundFile::Reports => (
                "html",
                "text/html",
                (!games.is_empty()).then(|| reports_html(&games)),
            ),
        };
        let name = format!("flagfall-hall-round.{extension}");
        export_error.set(match text {
            Some(text) => download(&name, mime, &text).err(),
            None => Some(match file {
                RoundFile::Pgn => t("No chess game has been heard from.").to_owned(),
                RoundFile::Pdn => t("No draughts game has been heard from.").to_owned(),
                RoundFile::Reports => t("No board has been heard from yet.").to_owned(),
            }),
        });
    };
    // Built once: it stays open while more come.
    let any_ignored = Memo::new(move |_| ignored.with(|(count, _)| *count > 0));
    view! {
        <When when=move || any_ignored.get()>
            <details class="hall-ignored">
                <summary>
                    {move || {
                        let count = ignored.with(|(count, _)| *count as u64);
                        tn("{n} message could not be used.", "{n} messages could not be used.", count)
                    }}
                </summary>
                <ul>
                    {move || {
                        ignored.with(|(_, reasons)| {
                            reasons.iter().map(|r| view! { <li>{r.clone()}</li> }).collect_view()
                        })
                    }}
                </ul>
            </details>
        </When>
        <When when=move || rows.with(|shown| shown.order.is_empty())>
            <p class="hall-empty">{t("No board has been heard from yet.")}</p>
        </When>
        // Each row stays the same element while its board is shown (it keeps the focus, a press
        // lands), only moved as the order changes; its words change in place.
        // While the hall is not read, the times run on from the last heard: dimmed, as guesses.
        <ol
            class="hall-boards"
            class:stale=move || watch.reading.with(|r| matches!(r, Reading::Trouble(_)))
            aria-label=t("Boards")
        >
            <For each=move || rows.with(|shown| shown.order.clone()) key=|board| *board let:board>
                <BoardLine board rows open came_back />
            </For>
        </ol>
        <div class="hall-exports">
            <button type="button" class="export-round-pgn" on:click=move |_| export(RoundFile::Pgn)>
                {t("The round's games (PGN)")}
            </button>
            <button type="button" class="export-round-pdn" on:click=move |_| export(RoundFile::Pdn)>
                {t("The round's games (PDN)")}
            </button>
            <button type="button" class="export-round-reports" on:click=move |_| export(RoundFile::Reports)>
                {t("The round's reports (HTML)")}
            </button>
        </div>
        {move || export_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
    }
}

#[component]
fn BoardLine(
    board: u16,
    rows: Memo<Shown>,
    open: RwSignal<Option<u16>>,
    came_back: StoredValue<Option<u16>>,
) -> impl IntoView {
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = button.get() {
            if came_back.get_value() == Some(board) {
                came_back.set_value(None);
                let _ = button.focus();
            }
        }
    });
    let row = Memo::new(move |_| rows.with(|shown| shown.rows.get(&board).cloned()));
    let text = move |part: fn(&RowText) -> String| {
        move || row.with(|row| row.as_ref().map(part).unwrap_or_default())
    };
    let class = move |part: fn(&RowText) -> &'static str| {
        move || row.with(|row| row.as_ref().map_or("", part))
    };
    view! {
        <li
            class=class(|r| r.need)
            data-board=board
            data-incidents=move || row.with(|r| r.as_ref().map_or(0, |r| r.incidents))
        >
            <button type="button" class="hall-open" node_ref=button on:click=move |_| open.set(Some(board))>
                <span class="hall-number">{board}</span>
                <span class="hall-player white">{text(|r| r.players[0].clone())}</span>
                <span class=class(|r| r.times[0].1)>{text(|r| r.times[0].0.clone())}</span>
                <span class=class(|r| r.times[1].1)>{text(|r| r.times[1].0.clone())}</span>
                <span class="hall-player black">{text(|r| r.players[1].clone())}</span>
                <span class="hall-state">{text(|r| r.state.clone())}</span>
                <span class="hall-control">{text(|r| r.control.clone())}</span>
            </button>
        </li>
    }
}

/// One board's log and exports, read-only, following the board as it plays.
#[component]
fn BoardOpen(
    watch: HallWatch<HallCopy>,
    board: u16,
    open: RwSignal<Option<u16>>,
    came_back: StoredValue<Option<u16>>,
) -> impl IntoView {
    // Opened, the focus goes to its way back.
    let back_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = back_button.get() {
            let _ = button.focus();
        }
    });
    // Copied again only when the board's game grows, not at each tick.
    let length = Memo::new(move |_| {
        watch.now.track();
        watch.copy.with_value(|copy| {
            copy.board(board).and_then(|copy| {
                Some((
                    copy.game()?.incidents().first()?.at,
                    copy.log()?.incidents.len(),
                ))
            })
        })
    });
    let game = Memo::new(move |_| {
        length.track();
        watch.copy.with_value(|copy| {
            copy.board(board)
                .and_then(|copy| copy.log().cloned())
                .map(|log| board_game(board, &log))
        })
    });
    // Built once the board's game is there, not again at each of its incidents.
    let present = Memo::new(move |_| game.with(Option::is_some));
    let back = Callback::new(move |()| {
        came_back.set_value(Some(board));
        open.set(None);
    });
    view! {
        <section class="hall-board-open">
            <header>
                <h2>{tf("Board {board}", &[("board", &board.to_string())])}</h2>
                <button type="button" class="back" node_ref=back_button on:click=move |_| back.run(())>
                    {t("All boards")}
                </button>
            </header>
            {move || {
                present.track();
                game.get_untracked()
                    .map(|first| {
                        // A board's game, once heard of, is never taken out of the copy.
                        let latest = StoredValue::new(first);
                        let shown = Signal::derive(move || {
                            if let Some(now) = game.get() {
                                latest.set_value(now);
                            }
                            latest.get_value()
                        });
                        fetched(Part::Record, game_record_part(shown), Some(back))
                    })
            }}
        </section>
    }
}
