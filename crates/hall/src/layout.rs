//! A hall's subjects, streams and users on the broker: the names the broker's configuration grants
//! (`scripts/hall-layout.mjs` writes it, and the end-to-end tests hold the two to each other).

use crate::hall_link::MOST_BOARDS;
use crate::HallRole;

/// The names of one hall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout<'a> {
    hall: &'a str,
}

impl<'a> Layout<'a> {
    /// The names of the hall `hall` (an id as [`parse_hall_link`](crate::parse_hall_link) takes it).
    #[must_use]
    pub const fn of(hall: &'a str) -> Layout<'a> {
        Layout { hall }
    }

    /// The subject of `board`'s log: its head, then one message per incident, in order.
    #[must_use]
    pub fn log_subject(self, board: u16) -> String {
        format!("flagfall.{}.{board}.log", self.hall)
    }

    /// The subject of `board`'s latest state, all the spectators read.
    #[must_use]
    pub fn state_subject(self, board: u16) -> String {
        format!("flagfall.{}.{board}.state", self.hall)
    }

    /// Every board's log (a subject filter).
    #[must_use]
    pub fn every_log(self) -> String {
        format!("flagfall.{}.*.log", self.hall)
    }

    /// Every board's state (a subject filter).
    #[must_use]
    pub fn every_state(self) -> String {
        format!("flagfall.{}.*.state", self.hall)
    }

    /// The board a subject of this hall is about, if it is one.
    #[must_use]
    pub fn board_of(self, subject: &str) -> Option<u16> {
        let rest = subject
            .strip_prefix("flagfall.")?
            .strip_prefix(self.hall)?
            .strip_prefix('.')?;
        let (board, _) = rest.split_once('.')?;
        // Written as a board's link writes it: no sign, no leading zero.
        let board = board
            .parse::<u16>()
            .ok()
            .filter(|n| n.to_string() == board)?;
        (1..=MOST_BOARDS).contains(&board).then_some(board)
    }

    /// The JetStream stream that keeps every incident of every board.
    #[must_use]
    pub fn log_stream(self) -> String {
        format!("flagfall-{}-log", self.hall)
    }

    /// The JetStream stream that keeps each board's latest state.
    #[must_use]
    pub fn state_stream(self) -> String {
        format!("flagfall-{}-state", self.hall)
    }

    /// The broker's user of `role`.
    #[must_use]
    pub fn user(self, role: HallRole) -> String {
        match role {
            HallRole::Board(board) => format!("{}-b{board}", self.hall),
            HallRole::Arbiter => format!("{}-arbiter", self.hall),
            HallRole::Spectators => format!("{}-spectators", self.hall),
        }
    }

    /// The inbox prefix `user`'s connection must use: each user may read only its own replies.
    #[must_use]
    pub fn inbox_prefix(user: &str) -> String {
        format!("_INBOX_{}", user.replace('-', "_"))
    }

    /// The id JetStream stores a log message once by: the board, the game (the instant its record
    /// began), the message's number (`h` for the head) and its `mark` (see
    /// [`LogMessage::mark`](crate::LogMessage::mark)).
    #[must_use]
    pub fn message_id(board: u16, game: i64, number: Option<usize>, mark: &str) -> String {
        match number {
            Some(n) => format!("{board}.{game}.{n}.{mark}"),
            None => format!("{board}.{game}.h.{mark}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_are_the_ones_the_broker_grants() {
        let hall = Layout::of("r1x9");
        assert_eq!(hall.log_subject(12), "flagfall.r1x9.12.log");
        assert_eq!(hall.state_subject(3), "flagfall.r1x9.3.state");
        assert_eq!(hall.every_log(), "flagfall.r1x9.*.log");
        assert_eq!(hall.every_state(), "flagfall.r1x9.*.state");
        assert_eq!(hall.log_stream(), "flagfall-r1x9-log");
        assert_eq!(hall.state_stream(), "flagfall-r1x9-state");
        assert_eq!(hall.user(HallRole::Board(12)), "r1x9-b12");
        assert_eq!(hall.user(HallRole::Arbiter), "r1x9-arbiter");
        assert_eq!(hall.user(HallRole::Spectators), "r1x9-spectators");
        assert_eq!(Layout::inbox_prefix("r1x9-b12"), "_INBOX_r1x9_b12");
        assert_eq!(
            Layout::message_id(12, 1_700, Some(4), "0123456789abcdef"),
            "12.1700.4.0123456789abcdef"
        );
        assert_eq!(Layout::message_id(12, 1_700, None, "fe"), "12.1700.h.fe");
    }

    #[test]
    fn a_subject_tells_its_board() {
        let hall = Layout::of("r1");
        assert_eq!(hall.board_of("flagfall.r1.12.log"), Some(12));
        assert_eq!(hall.board_of("flagfall.r1.7.state"), Some(7));
        for other in [
            "flagfall.r2.12.log",
            "flagfall.r1.0.log",
            "flagfall.r1x.1.log",
            "flagfall.r1.x.log",
            "flagfall.r1.12",
            "flagfall.r1.012.log",
            "flagfall.r1.+12.log",
            "flagfall.r1.10000.log",
        ] {
            assert_eq!(hall.board_of(other), None, "{other}");
        }
    }
}
