//! The control being set up: the typed notation and the period editor, kept in step. Whichever the
//! user touched last is the source of the chosen control; a valid source rewrites the other, an invalid
//! one keeps what was typed and says why. Pure, tested natively.

use crate::model::period_editor::{from_control, to_control, EditorError, EditorState};
use flagfall_core::{
    parse_control, parse_control_under, parse_human_under, to_human, to_pgn, Classification,
    LinkError, NotationError, ReadingNote, Rulebook, TimeControl,
};

/// Which half of the editor the user changed last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Text,
    Periods,
}

/// Why the draft gives no control: the source the user touched last does not make one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftError {
    Text(LinkError),
    Periods(EditorError),
}

/// The notation text and the periods of the control being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    text: String,
    periods: EditorState,
    source: Source,
}

impl Draft {
    /// A draft from notation as typed (human or PGN). Text that does not parse is kept, with its error,
    /// and the periods start from five minutes each.
    pub fn new(text: &str) -> Draft {
        let mut draft = Draft {
            text: String::new(),
            periods: EditorState::default(),
            source: Source::Text,
        };
        draft.type_text(text.to_owned());
        draft
    }

    /// The notation in the text input.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The periods in the structured editor.
    pub fn periods(&self) -> &EditorState {
        &self.periods
    }

    /// The user typed `text`: when it reads as a control, the periods show that control.
    pub fn type_text(&mut self, text: String) {
        if let Ok(control) = parse_control(&text) {
            self.periods = from_control(&control);
        }
        self.text = text;
        self.source = Source::Text;
    }

    /// The user changed the periods: when they make a control, the text shows its human notation.
    pub fn edit_periods(&mut self, edit: impl FnOnce(&mut EditorState)) {
        edit(&mut self.periods);
        if let Ok(control) = to_control(&self.periods) {
            self.text = to_human(&control);
        }
        self.source = Source::Periods;
    }

    /// The chosen control as `rulebook` reads the notation (US Chess 5E2 gives a control written
    /// without delay its recommended one), or why there is none.
    pub fn control(&self, rulebook: Rulebook) -> Result<TimeControl, DraftError> {
        match self.source {
            Source::Text => parse_control_under(&self.text, rulebook).map_err(DraftError::Text),
            Source::Periods => to_control(&self.periods).map_err(DraftError::Periods),
        }
    }

    /// Why the typed notation is not a control, while it is the source.
    pub fn text_error(&self) -> Option<LinkError> {
        match self.source {
            Source::Text => parse_control(&self.text).err(),
            Source::Periods => None,
        }
    }

    /// What the reader should know about how `rulebook` reads the typed notation, while it is the
    /// source and valid: a period written with more moves than minutes (`40/90`) reads minutes
    /// first; US Chess gives a control written without delay its recommended one (5E2).
    pub fn reading_notes(&self, rulebook: Rulebook) -> Vec<ReadingNote> {
        match (self.source, parse_human_under(&self.text, rulebook)) {
            (Source::Text, Ok((_, notes))) => notes,
            _ => Vec::new(),
        }
    }

    /// Whether the notation shows an older control than the periods: they are the source and make
    /// none, so the text is the last control they made (or what was typed before).
    pub fn notation_is_stale(&self) -> bool {
        self.source == Source::Periods && to_control(&self.periods).is_err()
    }

    /// Why the periods are not a control, while they are the source.
    pub fn periods_error(&self) -> Option<EditorError> {
        match self.source {
            Source::Periods => to_control(&self.periods).err(),
            Source::Text => None,
        }
    }
}

/// What the set-up screen says about a control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// Canonical human notation.
    pub human: String,
    /// The PGN `TimeControl` tag, or why PGN cannot write it.
    pub pgn: Result<String, NotationError>,
    pub classification: Classification,
}

/// Describes `control` under `rulebook`.
pub fn describe(control: &TimeControl, rulebook: Rulebook) -> Description {
    Description {
        human: to_human(control),
        pgn: to_pgn(control),
        classification: rulebook.classify(control),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::period_editor::{EndKind, Field, MethodKind, Number, PeriodName};
    use flagfall_core::{parse_human, Category, Expected, NotationErrorKind, PgnLimit, Side};

    /// Period `number` as named without time odds.
    const fn period(number: usize) -> PeriodName {
        PeriodName { side: None, number }
    }

    #[test]
    fn typing_valid_notation_rewrites_the_periods() {
        let mut draft = Draft::new("3+2");
        draft.type_text("90/40+30, 30+30".into());
        assert_eq!(draft.periods().sides.white.len(), 2);
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Ok(parse_human("90/40+30, 30+30").unwrap())
        );
        assert_eq!(draft.text_error(), None);
    }

    #[test]
    fn pgn_is_read_too_and_the_typed_text_stays() {
        let mut draft = Draft::new("3+2");
        draft.type_text("40/5400+30:1800+30".into());
        assert_eq!(draft.text(), "40/5400+30:1800+30");
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Ok(parse_human("90/40+30, 30+30").unwrap())
        );
    }

    #[test]
    fn editing_a_period_rewrites_the_notation() {
        let mut draft = Draft::new("3+2");
        draft.edit_periods(|p| {
            p.period_mut(Side::White, 0)
                .unwrap()
                .set_text(Field::Minutes, "5".into())
        });
        assert_eq!(draft.text(), "5+2");
        draft.edit_periods(|p| {
            p.period_mut(Side::White, 0)
                .unwrap()
                .set_method(MethodKind::SimpleDelay)
        });
        assert_eq!(draft.text(), "G/5;d2");
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Ok(parse_human("G/5;d2").unwrap())
        );
    }

    #[test]
    fn bad_notation_is_kept_with_the_cores_message_and_the_periods_stay() {
        let mut draft = Draft::new("3+2");
        draft.type_text("3+x".into());
        assert_eq!(draft.text(), "3+x");
        let error = draft.text_error().unwrap();
        let LinkError::Unreadable { text, error: found } = &error else {
            panic!("{error:?}");
        };
        assert_eq!(text, "3+x");
        assert_eq!(
            (found.kind(), found.location().map(|at| at.column)),
            (
                &NotationErrorKind::Expected {
                    expected: Expected::Seconds,
                    after: Some("+")
                },
                Some(3)
            )
        );
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Err(DraftError::Text(error))
        );
        assert_eq!(draft.periods(), Draft::new("3+2").periods());
    }

    #[test]
    fn bad_periods_keep_the_last_good_notation_and_say_why() {
        let mut draft = Draft::new("3+2");
        draft.edit_periods(|p| {
            p.period_mut(Side::White, 0)
                .unwrap()
                .set_text(Field::Seconds, "x".into())
        });
        assert_eq!(draft.text(), "3+2");
        assert_eq!(draft.text_error(), None);
        let error = EditorError::NotWholeNumber {
            period: period(1),
            number: Number::Seconds,
            typed: "x".to_owned(),
        };
        assert_eq!(draft.periods_error(), Some(error.clone()));
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Err(DraftError::Periods(error))
        );
    }

    #[test]
    fn picking_canadian_overtime_makes_a_control_the_notation_shows() {
        let mut draft = Draft::new("10+0");
        draft.edit_periods(|p| {
            p.period_mut(Side::White, 0)
                .unwrap()
                .set_method(MethodKind::Canadian)
        });
        assert_eq!(draft.periods_error(), None);
        assert_eq!(draft.text(), "canadian 40/10");
        assert!(!draft.notation_is_stale());
        assert_eq!(
            draft.control(Rulebook::Fide2023),
            Ok(parse_human("canadian 40/10").unwrap())
        );
    }

    #[test]
    fn canadian_overtime_refused_names_the_period_as_set_and_marks_the_notation_stale() {
        let mut draft = Draft::new("10 canadian 10/5");
        draft.edit_periods(|p| {
            p.period_mut(Side::White, 1)
                .unwrap()
                .set_text(Field::Minutes, "0".into())
        });
        assert_eq!(
            draft.periods_error(),
            Some(EditorError::CanadianWithoutTime { period: period(2) })
        );
        assert_eq!(
            draft.text(),
            "10 canadian 10/5",
            "the last control the periods made"
        );
        assert!(draft.notation_is_stale());
        draft.edit_periods(|p| p.period_mut(Side::White, 1).unwrap().set_end(EndKind::Game));
        assert_eq!(
            draft.periods_error(),
            Some(EditorError::CanadianWithoutMoves { period: period(2) })
        );
        draft.edit_periods(|p| {
            let period = p.period_mut(Side::White, 1).unwrap();
            period.set_end(EndKind::Moves);
            period.set_text(Field::Minutes, "4".into());
        });
        assert_eq!(draft.text(), "10 canadian 10/4");
        assert!(!draft.notation_is_stale());
        // Under time odds the side is named too.
        draft.edit_periods(|p| {
            p.set_odds(true);
            p.period_mut(Side::Black, 1)
                .unwrap()
                .set_text(Field::Minutes, "0".into());
        });
        assert_eq!(
            draft.periods_error(),
            Some(EditorError::CanadianWithoutTime {
                period: PeriodName {
                    side: Some(Side::Black),
                    number: 2
                }
            })
        );
    }

    #[test]
    fn notation_read_otherwise_than_it_may_mean_says_so_until_written_plainly() {
        let mut draft = Draft::new("40/90+30, 30+30");
        assert_eq!(
            draft.reading_notes(Rulebook::Fide2023),
            [ReadingNote::MinutesForMoreMoves {
                column: 1,
                minutes: 40,
                moves: 90
            }]
        );
        assert!(
            draft.control(Rulebook::Fide2023).is_ok(),
            "valid, only said how it reads"
        );
        draft.type_text("90/40+30, 30+30".into());
        assert_eq!(draft.reading_notes(Rulebook::Fide2023), []);
        // The periods as edited are what they show: nothing to say.
        let mut edited = Draft::new("40/90+30, 30+30");
        edited.edit_periods(|_| {});
        assert_eq!(edited.reading_notes(Rulebook::Fide2023), []);
    }

    #[test]
    fn a_stored_notation_that_no_longer_parses_is_shown_not_dropped() {
        let draft = Draft::new("G/90;x5");
        assert_eq!(draft.text(), "G/90;x5");
        let Some(LinkError::Unreadable { text, error }) = draft.text_error() else {
            panic!("{:?}", draft.text_error());
        };
        assert_eq!(text, "G/90;x5");
        assert_eq!(
            (
                error.location().map(|at| at.column),
                error.location().and_then(|at| at.found.as_deref())
            ),
            (Some(6), Some("x5"))
        );
    }

    #[test]
    fn a_description_gives_notation_pgn_and_category() {
        let control = parse_human("15|10").unwrap();
        let described = describe(&control, Rulebook::Fide2023);
        assert_eq!(described.human, "15+10");
        assert_eq!(described.pgn, Ok("900+10".to_owned()));
        assert_eq!(described.classification.category, Category::Rapid);
        let odds = describe(&parse_human("5 vs 3").unwrap(), Rulebook::Fide2023);
        assert_eq!(
            odds.pgn.map_err(|error| error.kind().clone()),
            Err(NotationErrorKind::NotInPgn(PgnLimit::TimeOdds))
        );
    }
}
