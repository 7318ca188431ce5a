//! Every side effect on the browser, one module each, owning its cleanup: `time_source` (the clocks,
//! the page's life, the time zone), `ticker` (frames and timers), `storage` (localStorage), `journal` (the durable copy in IndexedDB), `game_lock`
//! (the one tab that writes the game), `files` (downloads, chosen files), `service_worker` (offline
//! use, updates), `wake_lock` (the screen), `sounds` (tones, vibration), `speech` (spoken time),
//! `locales` (the page's language), `keyboard`, `fullscreen`, `address` (the page's address),
//! `share` (the share sheet), `position_worker` (the position search's worker), `keeper` (the one
//! writer of what is stored, and when), `cues` (the clock's sounds and speech as its faces change), `dialog` (a modal dialog and the focus),
//! `listener` (the one guard of every event listener), `first_clock` (the hand-over from the clock that runs while the app loads),
//! `hall_bridge` (the hall's broker client, fetched when a hall is joined), `hall` (this board in a hall: what it sends),
//! `hall_watch` (the arbiter's view reading a hall), `parts` (the app's parts fetched when first used),
//! `display_pages` (a hall's display turning its pages), `after_paint` (what a screen builds once
//! its first paint is on screen).

pub mod address;
pub mod after_paint;
pub mod cues;
pub mod dialog;
pub mod display_pages;
pub mod files;
pub mod first_clock;
pub mod fullscreen;
pub mod game_lock;
pub mod hall;
pub mod hall_bridge;
pub mod hall_watch;
pub mod journal;
pub mod keeper;
pub mod keyboard;
pub mod listener;
pub mod locales;
pub mod parts;
pub mod position_worker;
pub mod service_worker;
pub mod share;
pub mod sounds;
pub mod speech;
pub mod storage;
pub mod ticker;
pub mod time_source;
pub mod wake_lock;
