//! Links that open the clock with a control: `?control=NOTATION&rules=RULEBOOK`. Pure text handling.

use crate::i18n::{t, tf, worded, Worded};
use flagfall_core::{parse_human, parse_pgn, to_human, PgnTimeControl, Rulebook, TimeControl};

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub control: TimeControl,
    pub rulebook: Rulebook,
}

/// Reads the query string of the page (with or without its `?`). `Ok(None)` when it names no control.
pub fn parse_query(query: &str) -> Result<Option<Link>, String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut control = None;
    let mut rulebook = Rulebook::default();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "control" => control = Some(raw),
            "rules" => {
                let name = decode(raw, true)?;
                rulebook = name.parse::<Rulebook>().map_err(worded)?;
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
    let control =
        parse_control(&as_form).or_else(|first| parse_control(&literal).map_err(|_| first))?;
    Ok(Some(Link { control, rulebook }))
}

/// A control in human notation, or failing that in PGN.
pub fn parse_control(text: &str) -> Result<TimeControl, String> {
    match parse_human(text) {
        Ok(control) => Ok(control),
        Err(human) => match parse_pgn(text) {
            Ok(PgnTimeControl::Timed(control)) => Ok(control),
            Ok(_) => Err(tf(
                "\"{text}\" names no time control a clock can run",
                &[("text", &quoted(text))],
            )),
            Err(_) => Err(tf(
                "\"{text}\": {error}",
                &[("text", &quoted(text)), ("error", &human.worded())],
            )),
        },
    }
}

/// `text` cut short for quoting in a message: a pasted control can be thousands of periods long.
fn quoted(text: &str) -> String {
    const CHARS: usize = 40;
    match text.char_indices().nth(CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// The query string of a link to `control` under `rulebook`.
pub fn query_for(control: &TimeControl, rulebook: Rulebook) -> String {
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
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn decode(text: &str, plus_is_space: bool) -> Result<String, String> {
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
                    .ok_or_else(|| {
                        tf(
                            "the link has a broken escape at \"{at}\"",
                            &[("at", &text[i..])],
                        )
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
    String::from_utf8(out).map_err(|_| t("the link is not valid UTF-8").to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_encoded_link_opens_its_control_and_rulebook() {
        let link = parse_query("?control=3%2B2&rules=fmjd").unwrap().unwrap();
        assert_eq!(link.control, parse_human("3+2").unwrap());
        assert_eq!(link.rulebook, Rulebook::Fmjd);
    }

    #[test]
    fn a_hand_typed_plus_still_means_plus() {
        let link = parse_query("control=3+2").unwrap().unwrap();
        assert_eq!(link.control, parse_human("3+2").unwrap());
        assert_eq!(link.rulebook, Rulebook::Fide2023);
    }

    #[test]
    fn form_encoded_spaces_and_pgn_are_understood() {
        let fide = parse_query("?control=90%2F40%2B30%2C+30%2B30")
            .unwrap()
            .unwrap();
        assert_eq!(fide.control, parse_human("90/40+30, 30+30").unwrap());
        let pgn = parse_query("?control=40%2F5400%2B30%3A1800%2B30")
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
            let link = parse_query(&query_for(&control, Rulebook::Fide2018))
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
    fn bad_links_say_what_is_wrong() {
        assert!(parse_query("?control=3%2Bx").unwrap_err().contains("3+x"));
        assert_eq!(
            parse_query("?control=3%2B2&rules=uscf"),
            Err(
                "unknown rulebook \"uscf\"; the rulebooks are fide-2023, fide-2018, fide-2009, fmjd"
                    .to_owned()
            )
        );
        assert!(parse_query("?control=%ZZ").unwrap_err().contains("escape"));
        assert_eq!(parse_query("?other=1"), Ok(None));
    }

    #[test]
    fn a_huge_pasted_control_is_quoted_in_short() {
        let huge = vec!["1/40"; 20_000].join(", ");
        let message = parse_control(&huge).unwrap_err();
        assert_eq!(
            message,
            "\"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\": at column 1: White has 20000 periods; \
             a time control has at most 100, in \"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\""
        );
    }
}
