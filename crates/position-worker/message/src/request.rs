//! What the page asks the worker: a FEN, and the side to search first.

use flagfall_core::Side;

/// Search `fen`, `first` first: the side the ruling at hand turns on (a win-on-time claim turns on
/// the claimant, an illegal move on the opponent of the player who made it). The worker searches
/// one side after the other within one budget, so the side searched first is the one surest to be
/// answered before the page ends it. Written as text, `"black <FEN>"`: the side's name, a space,
/// the FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub fen: String,
    pub first: Side,
}

impl Request {
    /// The request as the page posts it.
    #[must_use]
    pub fn write(&self) -> String {
        format!("{} {}", self.first.name(), self.fen)
    }

    /// Reads a request the page wrote; `None` for anything else.
    #[must_use]
    pub fn read(text: &str) -> Option<Request> {
        let (side, fen) = text.split_once(' ')?;
        Some(Request {
            fen: fen.to_owned(),
            first: Side::from_name(side)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_the_side_to_search_first_and_the_fen_and_reads_back() {
        let request = Request {
            fen: "8/8/8/4k3/8/8/8/QK6 w - - 0 1".into(),
            first: Side::Black,
        };
        assert_eq!(request.write(), "black 8/8/8/4k3/8/8/8/QK6 w - - 0 1");
        assert_eq!(Request::read(&request.write()), Some(request));
    }

    #[test]
    fn a_bare_fen_or_an_unknown_side_is_no_request() {
        assert_eq!(Request::read("8/8/8/4k3/8/8/8/QK6 w - - 0 1"), None);
        assert_eq!(Request::read("red 8/8/8/4k3/8/8/8/QK6 w - - 0 1"), None);
        assert_eq!(Request::read("white"), None);
    }
}
