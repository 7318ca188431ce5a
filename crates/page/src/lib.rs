//! What a Flagfall page does the same whichever module runs it: the first clock a link opens before
//! the app has loaded, or the app that takes over from it. Where each colour sits, what each key does,
//! the page's time base across a device's sleep, and the set-up choices kept for the next game (the
//! players' names, the theme, the sounds). Pure: the caller reads the clocks and the events.
//!
//! ```
//! use flagfall_page::{key_action, Focus, Half, KeyAction, Seating};
//! use flagfall_core::Side;
//!
//! let action = key_action("KeyZ", Focus::Page);
//! assert_eq!(action, Some(KeyAction::Face(Half::First)));
//! assert_eq!(Seating::default().side_in(Half::First), Side::White);
//! ```

mod feedback_settings;
mod keys;
mod link_record;
mod low_time;
mod page_time;
mod prefs;
mod seating;
mod theme;
mod typed_text;

pub use feedback_settings::{passed_threshold, Cue, FeedbackSettings, LowTimeAlarm};
pub use keys::{key_action, Focus, KeyAction};
pub use link_record::{AtBoard, LinkRecord, RecordError};
pub use low_time::{low_time_threshold, shows_low};
pub use page_time::{shown_after, PageTime, Readings, Unwatched, DOCUMENT_EVENTS, WINDOW_EVENTS};
pub use prefs::{game_details, Prefs};
pub use seating::{Half, Seating};
pub use theme::Theme;
pub use typed_text::{is_direction_control, without_direction_controls};

/// Where a board of a hall keeps the hall's link: the first clock leaves a board's game to the app.
pub const HALL_KEY: &str = "flagfall.hall";
