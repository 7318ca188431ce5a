//! The parts screens are made of: components that bind signals to model values and forward events.

pub mod bid_section;
pub mod board_editor;
pub mod both_ways;
pub mod category_line;
pub mod clock_controls;
pub mod clock_dialogs;
pub mod clock_faces;
pub mod clock_notices;
pub mod control_editor;
pub mod details_fields;
pub mod face;
pub mod fetched_part;
pub mod game_options;
pub mod hall_question;
pub mod hall_section;
pub mod icons;
pub mod link_question;
pub mod look_options;
pub mod modal;
pub mod notice_list;
pub mod pin_input;
pub mod position_section;
pub mod preset_list;
pub mod record_view;
pub mod saved_controls;
pub mod when;
