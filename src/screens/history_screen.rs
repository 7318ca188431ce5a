//! Finished games and imported logs: a list, and one game's record (log, chart, exports) when chosen;
//! the games in progress set aside (a link opened over them), to resume; and the data the app could
//! not use, kept for the user to open, export or delete. Thin: the history is read from storage as the
//! screen opens, an import goes through `import_log`, kept data through `recover_game`.

mod delete_twice;
mod games_aside;
mod import_field;
mod kept_data;
mod summary;

use crate::browser::journal::PageJournal;
use crate::browser::keeper::Keeper;
use crate::i18n::saving_words::persistence_text;
use crate::i18n::{t, tf};
use crate::model::saved::{History, SavedGame};
use crate::model::session::Session;
use crate::widgets::fetched_part::{fetched, fetched_part, Part};
use crate::widgets::record_view::game_record_part;
use games_aside::GamesAside;
use import_field::ImportField;
use kept_data::KeptData;
use leptos::prelude::*;
use summary::summary;

/// What the screen shows over its lists: the game open, if any, and the last notice.
#[derive(Clone, Copy)]
pub struct Shown {
    open: RwSignal<Option<SavedGame>>,
    notice: RwSignal<Option<String>>,
}

impl Shown {
    /// A log read (imported, or recovered from kept data) opens, or says why it cannot.
    fn read(self, read: Result<SavedGame, String>) {
        match read {
            Ok(game) => {
                self.notice.set(None);
                self.open.set(Some(game));
            }
            Err(why) => self.notice.set(Some(tf(
                "The log cannot be opened: {why}",
                &[("why", &why)],
            ))),
        }
    }
}

fetched_part! {
    /// The History, its code fetched the first time it shows.
    history,
    fn history_screen_part(on_back: Callback<()>, on_resume: Callback<(Session, Vec<String>)>) {
        view! { <HistoryScreen on_back=on_back on_resume=on_resume /> }.into_any()
    }
}

/// The history; `on_back` returns to set-up, `on_resume` opens a game set aside on the clock, with
/// what the player should know about the data it replaced.
#[component]
pub fn HistoryScreen(
    on_back: Callback<()>,
    on_resume: Callback<(Session, Vec<String>)>,
) -> impl IntoView {
    let keeper = Keeper::of_page();
    let (history, notice) = keeper.history();
    let games = history.games;
    let open = RwSignal::new(None::<SavedGame>);
    let notice = RwSignal::new(notice);
    let shown = Shown { open, notice };
    let aside = RwSignal::new(keeper.games_aside());
    let kept = RwSignal::new(keeper.kept());
    let persistence = use_context::<PageJournal>().map(|journal| journal.persistence);
    let list = move || {
        let games = games.clone();
        view! {
            <ImportField shown=shown />
            <p class="history-note">
                {tf(
                    "The last {n} finished games are kept in this browser.",
                    &[("n", &History::LIMIT.to_string())],
                )}
            </p>
            {persistence.map(|p| view! { <p class="history-note storage-note">{move || persistence_text(p.get())}</p> })}
            <GamesAside keeper=keeper aside=aside shown=shown on_resume=on_resume />
            <KeptData keeper=keeper kept=kept shown=shown />
            <ul class="games">
                {games
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
            {move || notice.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            {move || match open.get() {
                Some(game) => {
                    fetched(Part::Record, game_record_part(Signal::stored(game)), None).into_any()
                }
                None => list().into_any(),
            }}
        </div>
    }
}
