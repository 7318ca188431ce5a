//! Flagfall in the browser: Leptos components over `flagfall-core`.
//!
//! Components stay thin: they bind signals to core values and forward events; every rule and every
//! time computation lives in the core, and every browser side effect in one module that owns it
//! (`time_source` for the clocks, the page's life and the time zone, `ticker` for frames and timers,
//! `storage` for localStorage, `game_lock` for the one tab that writes the game, `files` for
//! downloads and chosen files, `service_worker` for offline use and updates, `wake_lock` for the
//! screen, `feedback` for sounds and vibration, `speech` for spoken time, `locales` for the page's
//! language, `keyboard` for keys, `fullscreen` for full screen, `address` for the page's address).

mod address;
mod amount;
mod app;
mod arbiter_acts;
mod arbiter_panel;
mod basis_words;
pub mod board_editor_view;
mod category_line;
mod clock_dialogs;
mod clock_menu;
mod clock_screen;
mod control_editor;
mod correction;
mod default_time_field;
mod display;
mod draft;
mod export;
mod face;
mod feedback;
mod feedback_settings;
mod feedback_watch;
mod files;
mod fullscreen;
mod game_lock;
mod game_options;
mod game_record;
mod history_screen;
mod i18n;
mod icons;
mod keyboard;
mod link;
mod link_question;
mod locales;
mod log_text;
mod modal;
mod period_editor;
pub mod position_check;
mod position_draft;
mod position_evidence;
mod position_section;
mod position_words;
mod preset_list;
mod presets;
mod reason_words;
mod saved;
mod saved_controls;
mod seating;
mod service_worker;
mod session;
mod setup_screen;
mod share;
mod speech;
mod storage;
mod theme;
mod ticker;
mod time_source;
mod wake_lock;
mod wall_clock;
mod when;

pub use app::App;

use leptos::prelude::*;

/// Starts the app on the page: the service worker, the language (the one chosen on the set-up screen,
/// else the browser's), then the app mounted on `<body>` once that language's texts are in (or in
/// English while they are slow to come).
pub fn start() {
    let chosen = storage::Store::open()
        .ok()
        .and_then(|store| store.chosen_lang());
    locales::PageLang::open(chosen, mount);
}

fn mount(page_lang: locales::PageLang) {
    leptos::mount::mount_to_body(move || {
        let update = service_worker::UpdateReady(RwSignal::new(false));
        service_worker::register(update);
        provide_context(update);
        provide_context(page_lang);
        view! { <App /> }
    });
}
pub use storage::{CONTROLS_KEY, GAME_KEY, PREFS_KEY};
pub use time_source::TimeSource;
