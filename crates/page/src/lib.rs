//! What a Flagfall page does the same whichever module runs it: the first clock a link opens on a
//! first visit, or the app that takes over from it. Where each colour sits, what each key does, and
//! the page's time base across a device's sleep. Pure: the caller reads the clocks and the events.
//!
//! ```
//! use flagfall_page::{key_action, Focus, Half, KeyAction, Seating};
//! use flagfall_core::Side;
//!
//! let action = key_action("KeyZ", Focus::Page);
//! assert_eq!(action, Some(KeyAction::Face(Half::First)));
//! assert_eq!(Seating::default().side_in(Half::First), Side::White);
//! ```

mod keys;
mod page_time;
mod seating;

pub use keys::{key_action, Focus, KeyAction};
pub use page_time::{shown_after, PageTime, Readings, Unwatched, DOCUMENT_EVENTS, WINDOW_EVENTS};
pub use seating::{Half, Seating};
