//! Flagfall in the browser: Leptos components over `flagfall-core`.
//!
//! Components stay thin: they bind signals to core values and forward events; every rule and every
//! time computation lives in the core, and every browser side effect in one module that owns it
//! (`time_source` for the clocks, `ticker` for frames and timers, `storage` for localStorage).

mod app;
mod clock_screen;
mod display;
mod face;
mod link;
mod presets;
mod saved;
mod session;
mod setup_screen;
mod storage;
mod ticker;
mod time_source;

pub use app::App;
pub use storage::{CONTROLS_KEY, GAME_KEY, PREFS_KEY};
pub use time_source::TimeSource;
