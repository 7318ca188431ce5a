//! What the screens show and decide, as plain values and functions: no Leptos, no browser (`scripts/check-layers.sh`
//! checks). Tested natively.

pub mod amount;
pub mod arbiter_acts;
pub mod arbiter_forms;
pub mod arbiter_reply;
pub mod bid_form;
pub mod board_editing;
pub mod check_events;
pub mod choices;
pub mod clock_menu;
pub mod control_saving;
pub mod correction;
pub mod default_time;
pub mod display_pages;
pub mod draft;
pub mod face_values;
pub mod feedback_watch;
pub mod hall_rows;
pub mod hall_state;
pub mod keeping;
pub mod period_editor;
pub mod persistence;
pub mod position_draft;
pub mod position_evidence;
pub mod presets;
pub mod record_pages;
pub mod recovery;
pub mod ruling_choices;
pub mod saved;
pub mod session;
pub mod stored;
pub mod time_notices;
pub mod typed_details;
pub mod wall_clock;
