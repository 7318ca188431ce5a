//! A value the core hands out, as words still to be rendered: a template, which is its English and
//! its key in every language table, and the values for its `{holes}`, typed so that each edge formats
//! them in its reader's language. The command line renders the English ([`core::fmt::Display`]);
//! the app looks each template up in the page's table. Every message the core can say is written
//! once, in `catalogue.rs`.
//!
//! ```
//! use flagfall_core::{English, Message, Side};
//! let message = Message::new("{side} has already arrived").side("side", Side::Black);
//! assert_eq!(message.render(&English), "Black has already arrived");
//! ```

use crate::{format_clock, format_game_time, Citation, Millis, Side, TimeCount};

/// Words to be rendered: a template and the values of its holes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    template: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// The value of a hole.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    /// Said as its own message ("White", "standard", a nested refusal).
    Message(Box<Message>),
    /// A time on the clock (`3:02`, `9.8`): the reader's decimal separator.
    Clock(Millis),
    /// An instant of game time (`0:30.000`): the reader's decimal separator.
    GameTime(Millis),
    /// A number.
    Count(u64),
    /// An article as the rulebooks print it, in every language; a reference to the event's
    /// regulations is words.
    Article(Citation),
    /// A time a control adds up (`5 min + 60 × 5 s delay = 10 min`): its delays are words.
    TimeCount(TimeCount),
    /// Shown as it is: what the user typed, a document's own keys, a citation.
    Text(String),
}

/// The template of a message that is only its text, shown as it is in every language.
const VERBATIM: &str = "";
/// How an article with no printed number reads (a template of the catalogue, which is written in
/// `catalogue.rs` and here).
const REGULATIONS: &str = "the event's regulations";
/// How a delay in a time count reads (likewise).
const DELAY: &str = "{moves} × {each} delay";

/// How an edge words a message: the template in its language, and a time written its way.
pub trait Words {
    /// `template` in this language (the template itself when the table lacks it).
    fn template(&self, template: &'static str) -> &str;
    /// A time as the core writes it (`1:02.5`), written this language's way.
    fn time(&self, text: String) -> String;
}

/// English, the templates as they are written.
pub struct English;

impl Words for English {
    fn template(&self, template: &'static str) -> &str {
        template
    }

    fn time(&self, text: String) -> String {
        text
    }
}

impl Message {
    /// Words with holes to fill with the builder's methods.
    #[must_use]
    pub const fn new(template: &'static str) -> Message {
        Message {
            template,
            args: Vec::new(),
        }
    }

    /// Text shown as it is, in every language (an arbiter's own words, a logged reason).
    #[must_use]
    pub fn verbatim(text: impl Into<String>) -> Message {
        Message::new(VERBATIM).text("text", text)
    }

    /// The template: the English, and the key in every language table.
    #[must_use]
    pub const fn template(&self) -> &'static str {
        self.template
    }

    fn with(mut self, name: &'static str, arg: Arg) -> Message {
        self.args.push((name, arg));
        self
    }

    /// Fills `name` with another message.
    #[must_use]
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.with(name, Arg::Message(Box::new(message)))
    }

    /// Fills `name` with a side's name.
    #[must_use]
    pub fn side(self, name: &'static str, side: Side) -> Message {
        self.message(name, side.message())
    }

    /// Fills `name` with a time as the clock shows it.
    #[must_use]
    pub fn clock(self, name: &'static str, span: Millis) -> Message {
        self.with(name, Arg::Clock(span))
    }

    /// Fills `name` with an instant of game time, to the millisecond.
    #[must_use]
    pub fn game_time(self, name: &'static str, at: Millis) -> Message {
        self.with(name, Arg::GameTime(at))
    }

    /// Fills `name` with a number.
    #[must_use]
    pub fn count(self, name: &'static str, count: impl Into<u64>) -> Message {
        self.with(name, Arg::Count(count.into()))
    }

    /// Fills `name` with a citation.
    #[must_use]
    pub fn article(self, name: &'static str, article: impl Into<Citation>) -> Message {
        self.with(name, Arg::Article(article.into()))
    }

    /// Fills `name` with the time a control adds up.
    #[must_use]
    pub fn time_count(self, name: &'static str, count: TimeCount) -> Message {
        self.with(name, Arg::TimeCount(count))
    }

    /// Fills `name` with text shown as it is.
    #[must_use]
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Message {
        self.with(name, Arg::Text(text.into()))
    }

    /// The message in `words`' language, every hole filled.
    pub fn render(&self, words: &impl Words) -> String {
        if let (VERBATIM, [(_, Arg::Text(text))]) = (self.template, self.args.as_slice()) {
            return text.clone();
        }
        let values: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(name, arg)| (*name, arg.render(words)))
            .collect();
        fill(words.template(self.template), &values)
    }
}

impl Arg {
    fn render(&self, words: &impl Words) -> String {
        match self {
            Arg::Message(message) => message.render(words),
            Arg::Clock(span) => words.time(format_clock(*span)),
            Arg::GameTime(at) => words.time(format_game_time(*at)),
            Arg::Count(count) => count.to_string(),
            Arg::Article(article) => cite(article, words),
            Arg::TimeCount(count) => count_words(count, words),
            Arg::Text(text) => text.clone(),
        }
    }
}

/// `article` as a sentence cites it in `words`' language: as the rulebooks print it, in every
/// language (`FIDE 2023 6.9`); a reference to the event's regulations is words.
pub fn cite(article: &Citation, words: &impl Words) -> String {
    article
        .printed()
        .unwrap_or_else(|| words.template(REGULATIONS).to_owned())
}

/// The time `count` adds up in `words`' language (`5 min + 60 × 5 s delay = 10 min`).
pub fn count_words(count: &TimeCount, words: &impl Words) -> String {
    count.sum(|moves, each| {
        Message::new(DELAY)
            .count("moves", moves)
            .text("each", each)
            .render(words)
    })
}

/// `template` with each `{name}` hole filled from `values`; a hole with no value stays as it is.
#[must_use]
pub fn fill(template: &str, values: &[(&str, impl AsRef<str>)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some((open, close)) = rest
        .find('{')
        .and_then(|open| Some((open, open + rest[open..].find('}')?)))
    {
        out.push_str(&rest[..open]);
        let name = &rest[open + 1..close];
        match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(value.as_ref()),
            None => out.push_str(&rest[open..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

impl core::fmt::Display for Message {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.render(&English))
    }
}

/// A value the core hands out that has words: one message per value, in `catalogue.rs`.
pub trait Said {
    /// What the value says.
    fn message(&self) -> Message;
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Shouting;

    impl Words for Shouting {
        fn template(&self, template: &'static str) -> &str {
            match template {
                "{side} has already arrived" => "{side} IS HERE ALREADY",
                "Black" => "BLACK",
                other => other,
            }
        }

        fn time(&self, text: String) -> String {
            text.replace('.', ",")
        }
    }

    #[test]
    fn a_hole_given_no_value_is_left_as_written() {
        assert_eq!(
            fill("{side} to move ({why})", &[("side", "White")]),
            "White to move ({why})"
        );
        assert_eq!(
            fill("an open { stays", &[] as &[(&str, &str)]),
            "an open { stays"
        );
    }

    #[test]
    fn a_message_is_rendered_in_the_edges_words_nested_ones_too_and_verbatim_text_as_it_is() {
        let arrived = Message::new("{side} has already arrived").side("side", Side::Black);
        assert_eq!(arrived.render(&Shouting), "BLACK IS HERE ALREADY");
        let shown = Message::new("shows {time}").clock("time", Millis(9_870));
        assert_eq!(shown.render(&Shouting), "shows 9,8");
        assert_eq!(shown.to_string(), "shows 9.8");
        let verbatim = Message::verbatim("{side} typed {this}");
        assert_eq!(verbatim.render(&Shouting), "{side} typed {this}");
    }
}
