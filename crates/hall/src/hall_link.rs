//! What a hall's link names: `?hall=<id>&board=<n>&broker=<url>#key=<password>` for a board,
//! `view=arbiter` or `view=spectators` in place of `board` for the views. The key is in the fragment,
//! which a browser never sends to the server that serves the page.

use crate::Layout;
use flagfall_core::{query_value, LinkError};

/// The most boards a hall holds: more than any playing hall, and a bound on what a link may name.
pub const MOST_BOARDS: u16 = 9_999;

/// Who a link lets in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HallRole {
    /// The clock of this board (from 1), which publishes its game.
    Board(u16),
    /// The arbiter's view: every board, its logs and exports.
    Arbiter,
    /// The spectators' screen: the boards' times and results.
    Spectators,
}

/// A hall's link, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HallLink {
    /// The hall's id: lowercase letters and digits, a token of every subject.
    pub hall: String,
    pub role: HallRole,
    /// The broker's WebSocket address (`ws://` on loopback or a trusted network, else `wss://`).
    pub broker: String,
    /// The password of the role's user in this hall.
    pub key: String,
}

/// Why a hall's link cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallLinkError {
    /// A value's escapes are broken.
    Escape(LinkError),
    /// The hall's id is empty, too long, or has other characters than `a`–`z` and `0`–`9`.
    HallId { id: String },
    /// Neither a board nor a view is named, or both are.
    NoRole,
    /// The board is not a whole number from 1 to [`MOST_BOARDS`].
    Board { board: String },
    /// The view is neither `arbiter` nor `spectators`.
    View { view: String },
    /// The broker is missing, or not a `ws://` or `wss://` address.
    Broker { broker: String },
    /// The fragment holds no `key`.
    NoKey,
}

impl std::fmt::Display for HallLinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HallLinkError::Escape(error) => write!(f, "{error}"),
            HallLinkError::HallId { id } => write!(
                f,
                "the hall {id:?} is not a hall's id (1 to 32 lowercase letters and digits)"
            ),
            HallLinkError::NoRole => write!(f, "the link names neither one board nor one view"),
            HallLinkError::Board { board } => write!(
                f,
                "the board {board:?} is not a number from 1 to {MOST_BOARDS}"
            ),
            HallLinkError::View { view } => {
                write!(f, "the view {view:?} is neither arbiter nor spectators")
            }
            HallLinkError::Broker { broker } => {
                write!(f, "the broker {broker:?} is not a ws:// or wss:// address")
            }
            HallLinkError::NoKey => write!(f, "the link holds no key"),
        }
    }
}

impl std::error::Error for HallLinkError {}

/// A hall's link as a whole address, pasted or scanned (`https://…/?hall=…&board=…#key=…`), or as
/// this app keeps it (its query and fragment alone): [`parse_hall_link`] of its query and fragment.
///
/// ```
/// use flagfall_hall::{parse_hall_address, HallRole};
///
/// let link = parse_hall_address(" https://clock.example/?hall=r1&board=3&broker=wss%3A%2F%2Fh.example#key=k ")?;
/// assert_eq!(link.map(|link| link.role), Some(HallRole::Board(3)));
/// assert_eq!(parse_hall_address("https://clock.example/")?, None);
/// # Ok::<(), flagfall_hall::HallLinkError>(())
/// ```
pub fn parse_hall_address(text: &str) -> Result<Option<HallLink>, HallLinkError> {
    let text = text.trim();
    let (address, fragment) = text.split_once('#').unwrap_or((text, ""));
    let query = address.split_once('?').map_or("", |(_, query)| query);
    parse_hall_link(query, fragment)
}

/// Reads a hall's link from a page's query string and fragment (each with or without its `?` or
/// `#`). `Ok(None)` when the query names no hall.
///
/// ```
/// use flagfall_hall::{parse_hall_link, HallLinkError, HallRole};
/// let link = parse_hall_link("?hall=r1&view=spectators&broker=wss%3A%2F%2Fhall.example", "key=k")?;
/// assert_eq!(link.map(|l| l.role), Some(HallRole::Spectators));
/// assert_eq!(parse_hall_link("?control=3%2B2", ""), Ok(None));
/// assert_eq!(
///     parse_hall_link("?hall=r1&board=0&broker=ws%3A%2F%2Fh", "#key=k"),
///     Err(HallLinkError::Board { board: "0".to_owned() })
/// );
/// # Ok::<(), HallLinkError>(())
/// ```
pub fn parse_hall_link(query: &str, fragment: &str) -> Result<Option<HallLink>, HallLinkError> {
    let (mut hall, mut board, mut view, mut broker) = (None, None, None, None);
    // Only the hall's own values are decoded: another link's broken escape is that link's to say.
    for (key, raw) in pairs(query.strip_prefix('?').unwrap_or(query)) {
        match key {
            "hall" => hall = Some(raw),
            "board" => board = Some(raw),
            "view" => view = Some(raw),
            "broker" => broker = Some(raw),
            _ => {}
        }
    }
    let Some(hall) = hall.map(decoded).transpose()? else {
        return Ok(None);
    };
    let (board, view, broker) = (
        board.map(decoded).transpose()?,
        view.map(decoded).transpose()?,
        broker.map(decoded).transpose()?,
    );
    if hall.is_empty()
        || hall.len() > 32
        || !hall
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return Err(HallLinkError::HallId { id: hall });
    }
    let role = match (board, view) {
        (Some(board), None) => match board.parse::<u16>() {
            Ok(n @ 1..=MOST_BOARDS) if !board.starts_with(['0', '+']) => HallRole::Board(n),
            _ => return Err(HallLinkError::Board { board }),
        },
        (None, Some(view)) => match view.as_str() {
            "arbiter" => HallRole::Arbiter,
            "spectators" => HallRole::Spectators,
            _ => return Err(HallLinkError::View { view }),
        },
        _ => return Err(HallLinkError::NoRole),
    };
    let broker = broker.unwrap_or_default();
    let address = broker
        .strip_prefix("wss://")
        .or_else(|| broker.strip_prefix("ws://"));
    if address.is_none_or(|rest| rest.is_empty() || rest.contains(char::is_whitespace)) {
        return Err(HallLinkError::Broker { broker });
    }
    let key = pairs(fragment.strip_prefix('#').unwrap_or(fragment))
        .find_map(|(name, raw)| (name == "key" && !raw.is_empty()).then_some(raw))
        .map(decoded)
        .transpose()?
        .ok_or(HallLinkError::NoKey)?;
    Ok(Some(HallLink {
        hall,
        role,
        broker,
        key,
    }))
}

/// The `key=value` pairs of a query or fragment, each value as written.
fn pairs(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
}

/// A value of a hall's link, decoded.
fn decoded(raw: &str) -> Result<String, HallLinkError> {
    query_value(raw).map_err(HallLinkError::Escape)
}

impl HallLink {
    /// The hall's subjects and users.
    #[must_use]
    pub fn layout(&self) -> Layout<'_> {
        Layout::of(&self.hall)
    }

    /// The broker's host (and port), as the link names it.
    #[must_use]
    pub fn host(&self) -> &str {
        let address = self
            .broker
            .split_once("://")
            .map_or(self.broker.as_str(), |(_, rest)| rest);
        address.split(['/', '?', '#']).next().unwrap_or(address)
    }

    /// Whether the link reaches its broker unencrypted (`ws://`) beyond this device: the key and
    /// the games then cross the network in clear.
    #[must_use]
    pub fn in_clear(&self) -> bool {
        let host = self.host();
        let name = match host.strip_prefix('[') {
            Some(bracketed) => bracketed.split(']').next().unwrap_or(bracketed),
            None => host.rsplit_once(':').map_or(host, |(name, _)| name),
        };
        let loopback = name == "localhost" || name == "::1" || name.starts_with("127.");
        self.broker.starts_with("ws://") && !loopback
    }

    /// The broker's user this link connects as.
    #[must_use]
    pub fn user(&self) -> String {
        self.layout().user(self.role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_link(query: &str) -> Result<Option<HallLink>, HallLinkError> {
        parse_hall_link(query, "#key=s3cret%2F1")
    }

    #[test]
    fn a_boards_link_names_its_hall_board_broker_and_key() {
        assert_eq!(
            board_link("?hall=r1x9&board=12&broker=ws%3A%2F%2F192.168.1.5%3A9222"),
            Ok(Some(HallLink {
                hall: "r1x9".to_owned(),
                role: HallRole::Board(12),
                broker: "ws://192.168.1.5:9222".to_owned(),
                key: "s3cret/1".to_owned(),
            }))
        );
    }

    #[test]
    fn a_link_names_its_brokers_host_and_whether_it_goes_in_clear() {
        let link = |broker: &str| {
            parse_hall_link(&format!("?hall=r1&board=1&broker={broker}"), "#key=k")
                .unwrap()
                .unwrap()
        };
        for (broker, host, in_clear) in [
            ("ws%3A%2F%2F192.168.1.5%3A9222", "192.168.1.5:9222", true),
            (
                "wss%3A%2F%2Fnats.example.org%2Fhall",
                "nats.example.org",
                false,
            ),
            ("ws%3A%2F%2F127.0.0.1%3A8443", "127.0.0.1:8443", false),
            ("ws%3A%2F%2Flocalhost%3A8443", "localhost:8443", false),
            ("ws%3A%2F%2F%5B%3A%3A1%5D%3A8443", "[::1]:8443", false),
            (
                "ws%3A%2F%2F%5Bfe80%3A%3A1%5D%3A8443",
                "[fe80::1]:8443",
                true,
            ),
        ] {
            let link = link(broker);
            assert_eq!((link.host(), link.in_clear()), (host, in_clear), "{broker}");
        }
    }

    #[test]
    fn a_link_with_no_hall_is_not_a_halls_whatever_else_it_holds() {
        assert_eq!(board_link("?control=3%2B2&board=2"), Ok(None));
        assert_eq!(board_link("?control=3%2B2&ref=50%"), Ok(None));
    }

    #[test]
    fn each_wrong_part_is_named() {
        let wrong = |query: &str| board_link(query).unwrap_err();
        let broker = "&broker=ws%3A%2F%2Fh";
        assert_eq!(
            wrong(&format!("?hall=R1&board=1{broker}")),
            HallLinkError::HallId { id: "R1".into() }
        );
        assert_eq!(
            wrong(&format!("?hall=r.1&board=1{broker}")),
            HallLinkError::HallId { id: "r.1".into() }
        );
        assert_eq!(
            wrong(&format!("?hall={}&board=1{broker}", "a".repeat(33))),
            HallLinkError::HallId { id: "a".repeat(33) }
        );
        for board in ["0", "10000", "-1", "+3", "03", "x", "99999999999999999999"] {
            assert_eq!(
                wrong(&format!("?hall=r1&board={board}{broker}")),
                HallLinkError::Board {
                    board: board.replace('+', " ")
                }
            );
        }
        assert_eq!(
            wrong(&format!("?hall=r1&view=players{broker}")),
            HallLinkError::View {
                view: "players".into()
            }
        );
        assert_eq!(wrong(&format!("?hall=r1{broker}")), HallLinkError::NoRole);
        assert_eq!(
            wrong(&format!("?hall=r1&board=1&view=arbiter{broker}")),
            HallLinkError::NoRole
        );
        for broker in ["", "http%3A%2F%2Fh", "ws%3A%2F%2F", "wss%3A%2F%2Fa+b"] {
            assert_eq!(
                wrong(&format!("?hall=r1&board=1&broker={broker}")),
                HallLinkError::Broker {
                    broker: query_value(broker).unwrap()
                }
            );
        }
        assert_eq!(
            parse_hall_link(&format!("?hall=r1&board=1{broker}"), "#other=1&key="),
            Err(HallLinkError::NoKey)
        );
        assert_eq!(
            board_link("?hall=r%ZZ"),
            Err(HallLinkError::Escape(LinkError::BrokenEscape {
                at: "%ZZ".into()
            }))
        );
    }
}
