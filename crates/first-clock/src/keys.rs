// The keys of the app's language tables that the first clock says, read by the build script
// (`build.rs`) and by `words`. English is the key itself.

/// Every key the first clock says; the constants below name each by its place.
pub const KEYS: [&str; 7] = [
    "White",
    "Black",
    "{name} ({side})",
    "moves {moves}",
    "period {period} of {periods}",
    "byo-yomi {left} left",
    "The rest of Flagfall (menu, arbiter, History) could not be loaded: check the connection and reload. The clock keeps running.",
];

pub const WHITE: usize = 0;
pub const BLACK: usize = 1;
pub const NAMED: usize = 2;
pub const MOVES: usize = 3;
pub const PERIOD: usize = 4;
pub const BYO_YOMI_LEFT: usize = 5;
pub const APP_UNAVAILABLE: usize = 6;
