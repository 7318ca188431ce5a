//! Flagfall in the browser: Leptos components over `flagfall-core`. The layers, top down (see
//! ARCHITECTURE.md): `app` and `screens` (what fills the page), `widgets` (the parts they are made of),
//! `model` (what they show and decide, pure), `record` (the log as text and the exports, pure),
//! `i18n` (the five languages), and `browser` (every side effect, one module each, owning it).

mod app;
pub mod browser;
mod i18n;
mod model;
mod record;
mod screens;
pub mod widgets;

pub use app::App;

use leptos::prelude::*;

/// Starts the app on the page: the durable journal read (so that what it holds is restored before
/// anything reads a game), the language (the one chosen on the set-up screen, else the browser's),
/// then the app mounted on `<body>` once that language's texts are in (or in English while they are
/// slow to come), and the service worker.
pub fn start() {
    let chosen = browser::storage::Store::open()
        .ok()
        .and_then(|store| store.chosen_lang());
    if app::is_hall_view() {
        // A hall's view keeps no game: the journal is neither opened nor read.
        browser::locales::PageLang::open(chosen, move |page_lang| mount(page_lang, None));
        return;
    }
    browser::journal::PageJournal::open(move |journal| {
        browser::locales::PageLang::open(chosen, move |page_lang| mount(page_lang, Some(journal)));
    });
}

fn mount(page_lang: browser::locales::PageLang, journal: Option<browser::journal::PageJournal>) {
    leptos::mount::mount_to_body(move || {
        if let Some(journal) = journal {
            provide_context(journal);
        }
        let update = browser::service_worker::UpdateReady(RwSignal::new(false));
        browser::service_worker::register(update);
        provide_context(update);
        provide_context(page_lang);
        view! { <App /> }
    });
}
pub use browser::time_source::TimeSource;
pub use model::stored::{CONTROLS_KEY, GAME_KEY, HISTORY_KEY, PREFS_KEY};
