//! JSON text to a tree of values, by hand (4.7 KB of the app's gzipped wasm, the README's size notes).
//! The readers in `json` only walk a tree; its syntax errors are typed, so the app words them in
//! each language.

use crate::{JsonError, JsonProblem, JsonSyntax};

/// How deep lists and objects may nest: deeper text is refused rather than allowed to exhaust the
/// stack. serde_json's limit, so that the two accept the same text.
const MAX_DEPTH: usize = 127;

/// A parsed JSON value.
///
/// ```
/// use flagfall_core::JsonValue;
/// let value = JsonValue::parse(r#"{"moves": [40, -2], "name": "Ann\u00e9e"}"#)?;
/// assert_eq!(value.get("name").and_then(JsonValue::as_str), Some("Année"));
/// let moves = value.get("moves").and_then(JsonValue::as_array).unwrap();
/// assert_eq!(moves[1].as_i64(), Some(-2));
/// assert_eq!(moves[1].as_u64(), None);
///
/// let error = JsonValue::parse("[1,\n 2").unwrap_err();
/// assert_eq!(error.to_string(), "the text ends inside a list at line 2 column 3");
/// # Ok::<(), flagfall_core::JsonError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonValue {
    Null,
    Bool(bool),
    /// A number, as written: whole numbers are read from it on request, and nothing is rounded.
    Number(String),
    String(String),
    Array(Vec<JsonValue>),
    /// Members in the order written. A repeated key reads as its last value.
    Object(Vec<(String, JsonValue)>),
}

impl JsonValue {
    /// Parses one JSON value, with white space around it and nothing else. A leading byte-order mark
    /// (U+FEFF), which some editors write at the start of a file, is ignored, as RFC 8259 §8.1
    /// allows.
    pub fn parse(text: &str) -> Result<JsonValue, JsonError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut parser = Parser {
            text,
            at: 0,
            depth: 0,
        };
        parser.skip_space();
        let value = parser.value()?;
        parser.skip_space();
        if parser.at < text.len() {
            return Err(parser.error(JsonSyntax::TextAfterValue));
        }
        Ok(value)
    }

    /// The member `key` of an object.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&JsonValue> {
        match self {
            JsonValue::Object(members) => members.iter().rev().find(|(k, _)| k == key),
            _ => None,
        }
        .map(|(_, value)| value)
    }

    #[must_use]
    pub fn is_null(&self) -> bool {
        matches!(self, JsonValue::Null)
    }

    #[must_use]
    pub fn is_object(&self) -> bool {
        matches!(self, JsonValue::Object(_))
    }

    #[must_use]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            JsonValue::Bool(b) => Some(*b),
            _ => None,
        }
    }

    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            JsonValue::String(s) => Some(s),
            _ => None,
        }
    }

    #[must_use]
    pub fn as_array(&self) -> Option<&[JsonValue]> {
        match self {
            JsonValue::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The number, if it is written as a whole number (no fraction, no exponent) that fits.
    #[must_use]
    pub fn as_i64(&self) -> Option<i64> {
        self.number_text()?.parse().ok()
    }

    /// The number, if it is written as a whole number (no fraction, no exponent, no sign) that fits.
    #[must_use]
    pub fn as_u64(&self) -> Option<u64> {
        self.number_text()?.parse().ok()
    }

    fn number_text(&self) -> Option<&str> {
        match self {
            JsonValue::Number(text) => Some(text),
            _ => None,
        }
    }
}

/// Compact JSON text of the value, numbers exactly as they were written, so that data kept aside
/// reads back as the same tree.
///
/// ```
/// use flagfall_core::JsonValue;
/// let text = "{ \"a\": [1.50, true, null], \"b\": \"\\\"x\\u00e9\" }";
/// let value = JsonValue::parse(text)?;
/// assert_eq!(value.to_string(), r#"{"a":[1.50,true,null],"b":"\"xé"}"#);
/// assert_eq!(JsonValue::parse(&value.to_string())?, value);
/// # Ok::<(), flagfall_core::JsonError>(())
/// ```
impl std::fmt::Display for JsonValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JsonValue::Null => f.write_str("null"),
            JsonValue::Bool(b) => write!(f, "{b}"),
            JsonValue::Number(text) => f.write_str(text),
            JsonValue::String(s) => write_string(f, s),
            JsonValue::Array(items) => {
                f.write_str("[")?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            JsonValue::Object(members) => {
                f.write_str("{")?;
                for (index, (key, value)) in members.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write_string(f, key)?;
                    write!(f, ":{value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// `s` as a JSON string, escaped as serde_json escapes it.
fn write_string(f: &mut std::fmt::Formatter<'_>, s: &str) -> std::fmt::Result {
    f.write_str(&serde_json::to_string(s).map_err(|_| std::fmt::Error)?)
}

struct Parser<'t> {
    text: &'t str,
    /// A byte offset, always at a character boundary: the parser steps over ASCII bytes one at a
    /// time and over other characters only inside string runs.
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// `problem`, placed at the current line and column (both from 1, columns in characters).
    fn error(&self, syntax: JsonSyntax) -> JsonError {
        let before = &self.text[..self.at];
        let line = before.matches('\n').count() + 1;
        let column = before
            .rsplit('\n')
            .next()
            .unwrap_or_default()
            .chars()
            .count()
            + 1;
        JsonError::new(JsonProblem::Syntax {
            syntax,
            line,
            column,
        })
    }

    /// `problem`, or `inside` (that the text ends inside a list or an object) at the end of the text.
    fn expected(&self, inside: JsonSyntax, problem: JsonSyntax) -> JsonError {
        self.error(if self.peek().is_none() {
            inside
        } else {
            problem
        })
    }

    fn value(&mut self) -> Result<JsonValue, JsonError> {
        match self.peek() {
            None => Err(self.error(JsonSyntax::EndsWhereValueShouldBe)),
            Some(b'n') => self.word("null", JsonValue::Null),
            Some(b't') => self.word("true", JsonValue::Bool(true)),
            Some(b'f') => self.word("false", JsonValue::Bool(false)),
            Some(b'"') => self.string().map(JsonValue::String),
            Some(b'[') => self.array(),
            Some(b'{') => self.object(),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error(JsonSyntax::ExpectedValue)),
        }
    }

    fn word(&mut self, word: &str, value: JsonValue) -> Result<JsonValue, JsonError> {
        if !self.text[self.at..].starts_with(word) {
            return Err(self.error(JsonSyntax::ExpectedValue));
        }
        self.at += word.len();
        Ok(value)
    }

    fn number(&mut self) -> Result<JsonValue, JsonError> {
        let start = self.at;
        self.eat(b'-');
        let whole = self.eat(b'0') || self.digits();
        let fraction = !self.eat(b'.') || self.digits();
        let exponent = !(self.eat(b'e') || self.eat(b'E')) || {
            let _sign = self.eat(b'+') || self.eat(b'-');
            self.digits()
        };
        if !(whole && fraction && exponent) {
            return Err(self.error(JsonSyntax::ExpectedDigit));
        }
        Ok(JsonValue::Number(self.text[start..self.at].to_owned()))
    }

    /// Steps over digits; whether there was one.
    fn digits(&mut self) -> bool {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at > start
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text.as_bytes()[self.at..];
            // Stops only at ASCII bytes, so at a character boundary.
            let run = rest
                .iter()
                .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
                .unwrap_or(rest.len());
            out.push_str(&self.text[self.at..self.at + run]);
            self.at += run;
            match self.peek() {
                None => return Err(self.error(JsonSyntax::EndsInsideString)),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.error(JsonSyntax::ControlCharacterInString)),
            }
        }
    }

    fn escape(&mut self) -> Result<char, JsonError> {
        let plain = match self.peek() {
            None => return Err(self.error(JsonSyntax::EndsInsideString)),
            Some(b'u') => {
                self.at += 1;
                return self.unicode_escape();
            }
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(_) => return Err(self.error(JsonSyntax::UnknownEscape)),
        };
        self.at += 1;
        Ok(plain)
    }

    /// The character of a `\u` escape, or of two for a character beyond the first 65536.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !self.text[self.at..].starts_with("\\u") {
                return Err(self.error(JsonSyntax::UnpairedSurrogate));
            }
            self.at += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error(JsonSyntax::UnpairedSurrogate));
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| self.error(JsonSyntax::UnpairedSurrogate))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let text = self.text;
        let code = text
            .get(self.at..self.at + 4)
            .filter(|digits| digits.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|digits| u32::from_str_radix(digits, 16).ok())
            .ok_or_else(|| self.error(JsonSyntax::ExpectedFourHexDigits))?;
        self.at += 4;
        Ok(code)
    }

    /// Steps into a list or an object, if the nesting allows; whether `close` ends it at once.
    fn enter(&mut self, close: u8) -> Result<bool, JsonError> {
        if self.depth == MAX_DEPTH {
            return Err(self.error(JsonSyntax::NestedTooDeep));
        }
        self.depth += 1;
        self.at += 1;
        self.skip_space();
        Ok(self.leave(close))
    }

    /// Steps out of a list or an object if `close` is next; whether it was.
    fn leave(&mut self, close: u8) -> bool {
        let closed = self.eat(close);
        if closed {
            self.depth -= 1;
        }
        closed
    }

    /// After an item: whether `close` ended the list or object, or a comma leads to the next item.
    fn next_or_end(
        &mut self,
        close: u8,
        inside: JsonSyntax,
        problem: JsonSyntax,
    ) -> Result<bool, JsonError> {
        self.skip_space();
        if self.leave(close) {
            return Ok(true);
        }
        if !self.eat(b',') {
            return Err(self.expected(inside, problem));
        }
        self.skip_space();
        Ok(false)
    }

    fn array(&mut self) -> Result<JsonValue, JsonError> {
        let mut items = Vec::new();
        if !self.enter(b']')? {
            loop {
                items.push(self.value()?);
                let (inside, problem) = (
                    JsonSyntax::EndsInsideList,
                    JsonSyntax::ExpectedCommaOrBracket,
                );
                if self.next_or_end(b']', inside, problem)? {
                    break;
                }
            }
        }
        Ok(JsonValue::Array(items))
    }

    fn object(&mut self) -> Result<JsonValue, JsonError> {
        let mut members = Vec::new();
        if !self.enter(b'}')? {
            loop {
                let inside = JsonSyntax::EndsInsideObject;
                if self.peek() != Some(b'"') {
                    return Err(self.expected(inside, JsonSyntax::ExpectedKey));
                }
                let key = self.string()?;
                self.skip_space();
                if !self.eat(b':') {
                    return Err(self.expected(inside, JsonSyntax::ExpectedColon));
                }
                self.skip_space();
                members.push((key, self.value()?));
                if self.next_or_end(b'}', inside, JsonSyntax::ExpectedCommaOrBrace)? {
                    break;
                }
            }
        }
        Ok(JsonValue::Object(members))
    }
}

// Shared with the fuzz target (crates/core/fuzz), which includes the same file.
#[cfg(test)]
#[path = "json_value_oracle.rs"]
mod serde_oracle;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(text: &str) -> JsonValue {
        JsonValue::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn problem(text: &str) -> String {
        JsonValue::parse(text).expect_err(text).to_string()
    }

    fn number(text: &str) -> JsonValue {
        JsonValue::Number(text.to_owned())
    }

    #[test]
    fn every_kind_of_value_is_read_with_white_space_around_it() {
        assert_eq!(
            parse(" {\"a\" : [null, true, false, -0.5e+3, \"x\"],\r\n\t\"b\": {}, \"c\": []} "),
            JsonValue::Object(vec![
                (
                    "a".to_owned(),
                    JsonValue::Array(vec![
                        JsonValue::Null,
                        JsonValue::Bool(true),
                        JsonValue::Bool(false),
                        number("-0.5e+3"),
                        JsonValue::String("x".to_owned()),
                    ])
                ),
                ("b".to_owned(), JsonValue::Object(Vec::new())),
                ("c".to_owned(), JsonValue::Array(Vec::new())),
            ])
        );
    }

    #[test]
    fn escapes_are_decoded_and_other_characters_kept() {
        assert_eq!(
            parse(r#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 Année ♞""#),
            JsonValue::String("\"\\/\u{8}\u{c}\n\r\té😀 Année ♞".to_owned())
        );
    }

    #[test]
    fn whole_numbers_are_read_exactly_and_others_are_not_whole() {
        assert_eq!(
            parse("9007199254740993").as_u64(),
            Some(9_007_199_254_740_993)
        );
        assert_eq!(parse("-9223372036854775808").as_i64(), Some(i64::MIN));
        assert_eq!(parse("18446744073709551615").as_u64(), Some(u64::MAX));
        assert_eq!(parse("18446744073709551616").as_u64(), None);
        assert_eq!(parse("-1").as_u64(), None);
        assert_eq!(parse("1.0").as_i64(), None);
        assert_eq!(parse("1e3").as_u64(), None);
        assert_eq!(parse("\"1\"").as_u64(), None);
    }

    #[test]
    fn a_repeated_key_reads_as_its_last_value() {
        let value = parse(r#"{"a": 1, "a": 2}"#);
        assert_eq!(value.get("a"), Some(&number("2")));
        assert_eq!(value.get("b"), None);
        assert_eq!(parse("[]").get("a"), None);
    }

    #[test]
    fn each_mistake_is_named_at_its_line_and_column() {
        for (text, expected) in [
            (
                "",
                "the text ends where a value should be at line 1 column 1",
            ),
            ("  x", "expected a value at line 1 column 3"),
            ("trux", "expected a value at line 1 column 1"),
            ("-x", "expected a digit at line 1 column 2"),
            ("1.", "expected a digit at line 1 column 3"),
            ("1e+", "expected a digit at line 1 column 4"),
            ("01", "text after the value at line 1 column 2"),
            ("true false", "text after the value at line 1 column 6"),
            (
                r#""abc"#,
                "the text ends inside a string at line 1 column 5",
            ),
            ("\"a\\", "the text ends inside a string at line 1 column 4"),
            (
                "\"\t\"",
                "a control character inside a string at line 1 column 2",
            ),
            (
                r#""\q""#,
                "an unknown escape in a string at line 1 column 3",
            ),
            (
                r#""\u12x4""#,
                "expected four hex digits after \\u at line 1 column 4",
            ),
            (
                r#""\ud83d""#,
                "an unpaired surrogate in a \\u escape at line 1 column 8",
            ),
            (
                r#""\ud83d\u0041""#,
                "an unpaired surrogate in a \\u escape at line 1 column 14",
            ),
            (
                r#""\ude00""#,
                "an unpaired surrogate in a \\u escape at line 1 column 8",
            ),
            ("[1, 2", "the text ends inside a list at line 1 column 6"),
            ("[1 2]", "expected ',' or ']' in a list at line 1 column 4"),
            ("[1,]", "expected a value at line 1 column 4"),
            (
                r#"{"a": 1"#,
                "the text ends inside an object at line 1 column 8",
            ),
            ("{", "the text ends inside an object at line 1 column 2"),
            (
                r#"{"a" "#,
                "the text ends inside an object at line 1 column 6",
            ),
            (
                r#"{"a": 1, "#,
                "the text ends inside an object at line 1 column 10",
            ),
            (r#"{"a" 1}"#, "expected ':' after a key at line 1 column 6"),
            (
                r#"{"a": 1 "b": 2}"#,
                "expected ',' or '}' in an object at line 1 column 9",
            ),
            ("{1: 2}", "expected a key in quotes at line 1 column 2"),
            (
                r#"{"a": 1,}"#,
                "expected a key in quotes at line 1 column 9",
            ),
            ("[\n  \"é\", x]", "expected a value at line 2 column 8"),
        ] {
            assert_eq!(problem(text), expected, "{text:?}");
        }
    }

    #[test]
    fn nesting_deeper_than_the_limit_is_refused_not_overflowed() {
        let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(JsonValue::parse(&deep(MAX_DEPTH)).is_ok());
        assert_eq!(
            problem(&deep(MAX_DEPTH + 1)),
            format!(
                "lists and objects nested too deep at line 1 column {}",
                MAX_DEPTH + 1
            )
        );
        assert_eq!(
            problem(&"[".repeat(100_000)),
            format!(
                "lists and objects nested too deep at line 1 column {}",
                MAX_DEPTH + 1
            )
        );
        for depth in [MAX_DEPTH, MAX_DEPTH + 1] {
            assert_eq!(super::serde_oracle::agrees(&deep(depth)), Ok(()), "{depth}");
        }
    }

    /// Both accept `text` and read the same tree, or both refuse it.
    fn agrees_with_serde_json(text: &str) -> Result<(), TestCaseError> {
        super::serde_oracle::agrees(text).map_err(TestCaseError::fail)
    }

    fn json_value() -> impl Strategy<Value = serde_json::Value> {
        let leaf = prop_oneof![
            Just(serde_json::Value::Null),
            any::<bool>().prop_map(serde_json::Value::Bool),
            any::<i64>().prop_map(serde_json::Value::from),
            any::<u64>().prop_map(serde_json::Value::from),
            (-1e6f64..1e6).prop_map(serde_json::Value::from),
            any::<String>().prop_map(serde_json::Value::String),
        ];
        leaf.prop_recursive(4, 32, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
                prop::collection::vec((any::<String>(), inner), 0..6)
                    .prop_map(|members| serde_json::Value::Object(members.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn reads_whatever_serde_json_writes_as_the_same_tree_and_writes_it_back(value in json_value(), pretty: bool) {
            let text = if pretty {
                serde_json::to_string_pretty(&value).unwrap()
            } else {
                serde_json::to_string(&value).unwrap()
            };
            let ours = JsonValue::parse(&text).unwrap();
            prop_assert!(super::serde_oracle::same(&ours, &value), "{text}");
            prop_assert_eq!(JsonValue::parse(&ours.to_string()).unwrap(), ours);
        }

        #[test]
        fn accepts_exactly_the_text_serde_json_accepts(text in r#"[\[\]{}",:0-9.eE+\-\\u a-fnrstl\t\n]{0,12}"#) {
            agrees_with_serde_json(&text)?;
        }

        #[test]
        fn a_written_value_with_one_character_changed_is_judged_as_serde_json_judges_it(
            value in json_value(),
            at in any::<prop::sample::Index>(),
            edit in r#"[\[\]{}",:0-9.e\-\\u \n]?"#,
        ) {
            let mut text = serde_json::to_string(&value).unwrap();
            let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            if !boundaries.is_empty() {
                let start = boundaries[at.index(boundaries.len())];
                let end = start + text[start..].chars().next().map_or(0, char::len_utf8);
                text.replace_range(start..end, &edit);
            }
            agrees_with_serde_json(&text)?;
        }

        #[test]
        fn never_panics_on_any_text(text in any::<String>()) {
            let _ = JsonValue::parse(&text);
        }
    }
}
