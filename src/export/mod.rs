//! What a finished (or running) game can be exported as. Pure: each takes the saved game and returns
//! the file's text; the browser side (downloads) lives in `download.rs`.

mod chart;
mod csv;
mod pgn;
mod report;

pub use chart::time_chart;
pub use csv::log_csv;
pub use pgn::pgn_skeleton;
pub use report::report_html;

/// The file name stem for a game's exports: `flagfall-2026-11-22-1444`.
pub fn file_stem(game: &crate::saved::SavedGame, offset: i32) -> String {
    let first = game.log.incidents.first().map(|i| i.at);
    first.map_or_else(
        || "flagfall-game".to_owned(),
        |at| {
            let wall = crate::wall_clock::WallClock::at(at, offset);
            format!("flagfall-{}-{:02}{:02}", wall.date(), wall.hour, wall.minute)
        },
    )
}
