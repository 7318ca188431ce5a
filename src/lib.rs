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

/// Starts the app on the page: the service worker, the language (the one chosen on the set-up screen,
/// else the browser's), then the app mounted on `<body>` once that language's texts are in (or in
/// English while they are slow to come).
pub fn start() {
    let chosen = browser::storage::Store::open()
        .ok()
        .and_then(|store| store.chosen_lang());
    browser::locales::PageLang::open(chosen, mount);
}

fn mount(page_lang: browser::locales::PageLang) {
    leptos::mount::mount_to_body(move || {
        let update = browser::service_worker::UpdateReady(RwSignal::new(false));
        browser::service_worker::register(update);
        provide_context(update);
        provide_context(page_lang);
        view! { <App /> }
    });
}
pub use browser::storage::{CONTROLS_KEY, GAME_KEY, PREFS_KEY};
pub use browser::time_source::TimeSource;
