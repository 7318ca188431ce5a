//! The game's record as text and files: the incident log as people read it, and the exports.

pub mod digest_text;
pub mod export;
pub mod log_text;
