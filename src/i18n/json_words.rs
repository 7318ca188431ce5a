//! What is wrong with a JSON document, in the page's language: one arm per [`JsonProblem`],
//! [`JsonSyntax`], [`JsonExpected`] and [`JsonName`] the core gives. The path (`incidents[3].side`)
//! is the document's own keys, shown as they are.

use crate::i18n::{t, tf, Worded};
use flagfall_core::{JsonError, JsonExpected, JsonName, JsonProblem, JsonSyntax};

impl Worded for JsonError {
    fn worded(&self) -> String {
        let problem = match &self.problem {
            JsonProblem::Syntax {
                syntax,
                line,
                column,
            } => tf(
                "{problem} at line {line} column {column}",
                &[
                    ("problem", syntax_words(*syntax)),
                    ("line", &line.to_string()),
                    ("column", &column.to_string()),
                ],
            ),
            JsonProblem::Expected(expected) => expected_words(*expected).to_owned(),
            JsonProblem::Unknown { what, name } => unknown(*what, name),
            JsonProblem::Control(error) => error.worded(),
        };
        if self.path.is_empty() {
            problem
        } else {
            tf(
                "{where}: {problem}",
                &[("where", &self.path), ("problem", &problem)],
            )
        }
    }
}

fn syntax_words(syntax: JsonSyntax) -> &'static str {
    match syntax {
        JsonSyntax::TextAfterValue => t("text after the value"),
        JsonSyntax::EndsWhereValueShouldBe => t("the text ends where a value should be"),
        JsonSyntax::ExpectedValue => t("expected a value"),
        JsonSyntax::ExpectedDigit => t("expected a digit"),
        JsonSyntax::EndsInsideString => t("the text ends inside a string"),
        JsonSyntax::ControlCharacterInString => t("a control character inside a string"),
        JsonSyntax::UnknownEscape => t("an unknown escape in a string"),
        JsonSyntax::UnpairedSurrogate => t("an unpaired surrogate in a \\u escape"),
        JsonSyntax::ExpectedFourHexDigits => t("expected four hex digits after \\u"),
        JsonSyntax::NestedTooDeep => t("lists and objects nested too deep"),
        JsonSyntax::EndsInsideList => t("the text ends inside a list"),
        JsonSyntax::ExpectedCommaOrBracket => t("expected ',' or ']' in a list"),
        JsonSyntax::EndsInsideObject => t("the text ends inside an object"),
        JsonSyntax::ExpectedKey => t("expected a key in quotes"),
        JsonSyntax::ExpectedColon => t("expected ':' after a key"),
        JsonSyntax::ExpectedCommaOrBrace => t("expected ',' or '}' in an object"),
    }
}

fn expected_words(expected: JsonExpected) -> &'static str {
    match expected {
        JsonExpected::Object => t("expected an object"),
        JsonExpected::String => t("expected a string"),
        JsonExpected::Boolean => t("expected true or false"),
        JsonExpected::WholeNumber => t("expected a whole number"),
        JsonExpected::Count => t("expected a whole number from 0 to 4294967295"),
        JsonExpected::List => t("expected a list"),
        JsonExpected::Side => t("expected \"white\" or \"black\""),
        JsonExpected::UndoCharge => t("expected \"nobody\" or \"presser\""),
        JsonExpected::GameResult => t("expected \"1-0\", \"0-1\" or \"1/2-1/2\""),
    }
}

fn unknown(what: JsonName, name: &str) -> String {
    let values = [("name", name)];
    match what {
        JsonName::Rulebook => tf("unknown rulebook \"{name}\"", &values),
        JsonName::Method => tf("unknown method \"{name}\"", &values),
        JsonName::PeriodEnd => tf("unknown period end \"{name}\"", &values),
        JsonName::Event => tf("unknown event \"{name}\"", &values),
        JsonName::Decision => tf("unknown decision \"{name}\"", &values),
        JsonName::Claim => tf("unknown claim \"{name}\"", &values),
        JsonName::Theme => tf("unknown theme \"{name}\"", &values),
    }
}
