//! The hall: every clock of a room on one message broker (NATS, WebSocket and JetStream), for the
//! arbiter's view of all boards and the spectators' screen. Pure, as the core is: the browser side
//! (the official NATS client, bundled in `web/hall/broker.mjs`) sends and receives the texts this
//! crate makes and reads, and gives it every instant.
//!
//! - [`HallLink`]: what a hall's link names (the hall, a board or a view, the broker, the key).
//! - [`Layout`]: its subjects and user names, as the broker's configuration
//!   (`scripts/hall-layout.mjs`) grants them.
//! - [`LogMessage`]: what a board publishes of its game's log: its head, then each incident once, in
//!   order, numbered, each with its link of the log's chain; [`BoardFeed`]: those still to send.
//! - [`BoardState`]: what a board publishes for the spectators (times, whose clock runs, the result).
//! - [`BoardCopy`]: the hall's copy of a board's games, each message checked (chain, order, replay)
//!   and applied in time linear in the log; what cannot be used is [`Ignored`], with why.
//! - [`HallCopy`]: the arbiter's copy of every board of a hall, and the messages ignored.
//! - [`HallStates`]: the spectators' copy: each board's latest state.
//! - [`Offsets`]: a board's instants on the hall's clock, through the broker's.
//! - [`left_hall`]: whether a board's game left this hall.
//!
//! ```
//! use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
//! use flagfall_hall::{parse_hall_link, BoardCopy, HallRole, LogMessage};
//!
//! let link = parse_hall_link("?hall=r1x9&board=7&broker=ws%3A%2F%2F10.0.0.2%3A9222", "#key=s3cret")?
//!     .expect("a hall's link");
//! assert_eq!(link.role, HallRole::Board(7));
//! assert_eq!(link.layout().log_subject(7), "flagfall.r1x9.7.log");
//!
//! let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
//! game.apply(Action::Start, Instant(1_000))?;
//! let mut copy = BoardCopy::new("r1x9");
//! for message in LogMessage::all_of(&game.log()) {
//!     copy.receive(&message.text)?;
//! }
//! assert_eq!(copy.game().map(Game::incidents), Some(game.incidents()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board_copy;
mod board_feed;
mod board_state;
mod hall_copy;
mod hall_link;
mod hall_states;
mod layout;
mod left_hall;
mod log_message;
mod offsets;

pub use board_copy::{BoardCopy, Ignored, Received};
pub use board_feed::BoardFeed;
pub use board_state::BoardState;
pub use hall_copy::HallCopy;
pub use hall_link::{
    parse_hall_address, parse_hall_link, HallLink, HallLinkError, HallRole, MOST_BOARDS,
};
pub use hall_states::HallStates;
pub use layout::Layout;
pub use left_hall::left_hall;
pub use log_message::LogMessage;
pub use offsets::{Delivery, Offsets};
