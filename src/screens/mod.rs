//! The screens: what fills the page (the clock, the set-up, the history) and the arbiter's panel over
//! the clock; which one shows (`navigation`) and what a page load opens (`opening`).

pub mod arbiter_panel;
pub mod clock_play;
pub mod clock_screen;
pub mod hall_screen;
pub mod history_screen;
pub mod navigation;
pub mod opening;
pub mod setup_screen;
pub mod spectators_screen;
