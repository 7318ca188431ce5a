//! Why typed notation or a link gives no control, in the page's language: one arm per
//! [`LinkError`]. The text typed is quoted cut short: a pasted control can be thousands of periods
//! long.

use crate::i18n::{t, tf, Worded};
use flagfall_core::{quotable, LinkError};

impl Worded for LinkError {
    fn worded(&self) -> String {
        match self {
            LinkError::BrokenEscape { at } => tf(
                "the link has a broken escape at \"{at}\"",
                &[("at", &quotable(at))],
            ),
            LinkError::NotUtf8 => t("the link is not valid UTF-8").to_owned(),
            LinkError::UnknownRulebook(error) => error.worded(),
            LinkError::NoClockControl { text } => tf(
                "\"{text}\" names no time control a clock can run",
                &[("text", &quotable(text))],
            ),
            LinkError::Unreadable { text, error } => tf(
                "\"{text}\": {error}",
                &[("text", &quotable(text)), ("error", &error.worded())],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::worded;
    use flagfall_core::{parse_control, parse_link};

    #[test]
    fn bad_links_say_what_is_wrong() {
        assert_eq!(
            parse_link("?control=3%2Bx").map_err(worded),
            Err(
                "\"3+x\": at column 3: expected a number of seconds after '+', found \"x\""
                    .to_owned()
            )
        );
        assert_eq!(
            parse_link("?control=3%2B2&rules=uscf").map_err(worded),
            Err(
                "unknown rulebook \"uscf\"; the rulebooks are fide-2023, fide-2018, fide-2009, fmjd"
                    .to_owned()
            )
        );
        assert_eq!(
            parse_link("?control=%ZZ").map_err(worded),
            Err("the link has a broken escape at \"%ZZ\"".to_owned())
        );
        assert_eq!(
            parse_link("?control=%FF").map_err(worded),
            Err("the link is not valid UTF-8".to_owned())
        );
        assert_eq!(
            parse_control("?").map_err(worded),
            Err("\"?\" names no time control a clock can run".to_owned())
        );
    }

    #[test]
    fn a_huge_pasted_control_is_quoted_in_short() {
        let huge = vec!["1/40"; 20_000].join(", ");
        assert_eq!(
            parse_control(&huge).map_err(worded),
            Err(
                "\"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\": at column 1: White has 20000 periods; \
                 a time control has at most 100, in \"1/40, 1/40, 1/40, 1/40, 1/40, 1/40, 1/40…\""
                    .to_owned()
            )
        );
    }
}
