//! Links that open a clock with a control: `?control=NOTATION&rules=RULEBOOK`. The app reads its
//! page's address with these, and so does the first clock that runs before the app has loaded, so
//! both open a link alike.
//!
//! ```
//! use flagfall_core::{parse_human, parse_link, Rulebook};
//!
//! let link = parse_link("?control=3%2B2&rules=fmjd").unwrap().unwrap();
//! assert_eq!(link.control, parse_human("3+2").unwrap());
//! assert_eq!(link.rulebook, Rulebook::Fmjd);
//! ```

use crate::{
    parse_human_under, parse_pgn, to_human, NotationError, PgnTimeControl, Rulebook, TimeControl,
    UnknownRulebook,
};

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub control: TimeControl,
    pub rulebook: Rulebook,
}

/// Why a link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A `%` not followed by two hexadecimal digits; `at` is the text from the `%` on.
    BrokenEscape {
        at: String,
    },
    /// The decoded bytes are not UTF-8.
    NotUtf8,
    UnknownRulebook(UnknownRulebook),
    /// Valid PGN, but a control no clock can run (`?` or `-`).
    NoClockControl {
        text: String,
    },
    /// Neither human notation nor PGN: the human reader's error.
    Unreadable {
        text: String,
        error: NotationError,
    },
}

impl std::error::Error for LinkError {}

/// Reads a page's query string (with or without its `?`). `Ok(None)` when it names no control.
pub fn parse_link(query: &str) -> Result<Option<Link>, LinkError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut control = None;
    let mut rulebook = Rulebook::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "control" => control = Some(raw),
            "rules" => {
                let name = decode(raw, true)?;
                rulebook = name
                    .parse::<Rulebook>()
                    .map_err(LinkError::UnknownRulebook)?;
            }
            _ => {}
        }
    }
    let Some(raw) = control else {
        return Ok(None);
    };
    // Forms encode a space as '+', but a hand-typed link may mean '+' itself (`3+2`): try both.
    let as_form = decode(raw, true)?;
    let literal = decode(raw, false)?;
    let control = parse_control_under(&as_form, rulebook)
        .or_else(|first| parse_control_under(&literal, rulebook).map_err(|_| first))?;
    Ok(Some(Link { control, rulebook }))
}

/// A control in human notation, or failing that in PGN.
pub fn parse_control(text: &str) -> Result<TimeControl, LinkError> {
    parse_control_under(text, Rulebook::default())
}

/// [`parse_control`] as `rulebook` reads human notation ([`parse_human_under`]: US Chess 5E2 gives
/// a control written without delay its recommended one). PGN is read as written.
pub fn parse_control_under(text: &str, rulebook: Rulebook) -> Result<TimeControl, LinkError> {
    match parse_human_under(text, rulebook).map(|(control, _)| control) {
        Ok(control) => Ok(control),
        Err(human) => match parse_pgn(text) {
            Ok(PgnTimeControl::Timed(control)) => Ok(control),
            Ok(_) => Err(LinkError::NoClockControl {
                text: text.to_owned(),
            }),
            Err(_) => Err(LinkError::Unreadable {
                text: text.to_owned(),
                error: human,
            }),
        },
    }
}

/// The query string of a link to `control` under `rulebook`.
pub fn link_query(control: &TimeControl, rulebook: Rulebook) -> String {
    format!(
        "?control={}&rules={}",
        encode(&to_human(control)),
        encode(rulebook.name())
    )
}

fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(byte as char);
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0xf)]));
        }
    }
    out
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// A value of a page's query string as a form encodes it (`%` escapes, `+` for a space), decoded.
///
/// ```
/// use flagfall_core::{query_value, LinkError};
/// assert_eq!(query_value("ws%3A%2F%2Fhall.local+x").as_deref(), Ok("ws://hall.local x"));
/// assert_eq!(query_value("%2"), Err(LinkError::BrokenEscape { at: "%2".to_owned() }));
/// ```
pub fn query_value(raw: &str) -> Result<String, LinkError> {
    decode(raw, true)
}

fn decode(text: &str, plus_is_space: bool) -> Result<String, LinkError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| LinkError::BrokenEscape {
                        at: text[i..].to_owned(),
                    })?;
                out.push(hex);
                i += 3;
            }
            b'+' if plus_is_space => {
                out.push(b' ');
                i += 1;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| LinkError::NotUtf8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_human;

    #[test]
    fn us_chess_5e2_a_link_under_us_chess_reads_a_control_without_delay_with_the_recommended_one() {
        let link = parse_link("?control=G%2F30&rules=uschess")
            .unwrap()
            .unwrap();
        assert_eq!(link.control, parse_human("G/30;d5").unwrap());
        let fide = parse_link("?control=G%2F30").unwrap().unwrap();
        assert_eq!(fide.control, parse_human("30+0").unwrap());
    }

    #[test]
    fn an_encoded_link_opens_its_control_and_rulebook() {
        let link = parse_link("?control=3%2B2&rules=fmjd").unwrap().unwrap();
        assert_eq!(link.control, parse_human("3+2").unwrap());
        assert_eq!(link.rulebook, Rulebook::Fmjd);
    }

    #[test]
    fn a_hand_typed_plus_still_means_plus() {
        let link = parse_link("control=3+2").unwrap().unwrap();
        assert_eq!(link.control, parse_human("3+2").unwrap());
        assert_eq!(link.rulebook, Rulebook::Fide2023);
    }

    #[test]
    fn form_encoded_spaces_and_pgn_are_understood() {
        let fide = parse_link("?control=90%2F40%2B30%2C+30%2B30")
            .unwrap()
            .unwrap();
        assert_eq!(fide.control, parse_human("90/40+30, 30+30").unwrap());
        let pgn = parse_link("?control=40%2F5400%2B30%3A1800%2B30")
            .unwrap()
            .unwrap();
        assert_eq!(pgn.control, fide.control);
    }

    #[test]
    fn a_share_link_reads_back_as_the_same_control() {
        for notation in [
            "3+2",
            "90/40+30, 30+30",
            "G/90;d5",
            "60 byo 5x30",
            "5+0 vs 3+0",
        ] {
            let control = parse_human(notation).unwrap();
            let link = parse_link(&link_query(&control, Rulebook::Fide2018))
                .unwrap()
                .unwrap();
            assert_eq!(
                link,
                Link {
                    control,
                    rulebook: Rulebook::Fide2018
                }
            );
        }
    }

    #[test]
    fn a_query_without_a_control_opens_nothing() {
        assert_eq!(parse_link("?other=1"), Ok(None));
        assert_eq!(parse_link(""), Ok(None));
    }

    #[test]
    fn an_unknown_rulebook_is_named() {
        assert_eq!(
            parse_link("?control=3%2B2&rules=uscf"),
            Err(LinkError::UnknownRulebook(UnknownRulebook(
                "uscf".to_owned()
            )))
        );
    }

    #[test]
    fn a_broken_escape_is_quoted_from_its_percent_sign() {
        assert_eq!(
            parse_link("?control=3%ZZ2"),
            Err(LinkError::BrokenEscape {
                at: "%ZZ2".to_owned()
            })
        );
        assert_eq!(
            parse_link("?control=3%2"),
            Err(LinkError::BrokenEscape {
                at: "%2".to_owned()
            })
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_refused() {
        assert_eq!(parse_link("?control=%FF"), Err(LinkError::NotUtf8));
    }

    #[test]
    fn an_unreadable_control_carries_the_human_readers_error() {
        let Err(LinkError::Unreadable { text, error }) = parse_link("?control=3%2Bx") else {
            panic!("3+x read")
        };
        assert_eq!(text, "3+x");
        assert_eq!(error, parse_human("3+x").unwrap_err());
    }

    #[test]
    fn a_pgn_control_no_clock_can_run_is_refused() {
        assert_eq!(
            parse_link("?control=-"),
            Err(LinkError::NoClockControl {
                text: "-".to_owned()
            })
        );
    }

    #[test]
    fn a_link_of_any_bytes_is_encoded_then_read_back() {
        for text in ["a b+c/d", "é&=%", "~._-"] {
            assert_eq!(decode(&encode(text), true).unwrap(), text);
        }
    }
}
