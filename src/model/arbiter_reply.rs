//! What the arbiter's panel says back: whether the last act was done or refused and why, and the
//! illegal move that would end the game, waiting for the arbiter to confirm it. Pure; the panel
//! shows it.

use crate::model::amount::NotAnAmount;
use crate::model::correction::CorrectionError;
use core::ops::Range;
use flagfall_core::{Article, GameError, LinkError, Side};

/// What the last button did: done, with the places in the log of what it logged (the rulings'
/// results among them; the log only grows), or refused and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Done(Done, Range<usize>),
    Refused(Refusal),
}

/// An act of the panel that was done, as the panel confirms it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    ArrivalMarked,
    CorrectionApplied,
    ControlChanged,
    DraughtsRuling,
    DrawOffered,
    DrawAgreed,
    DeadPosition,
    DrawClaimUpheld,
    DrawClaimRejected,
    WinOnTimeClaim,
    FlagOrderUnknown,
    GameEnded,
    GuidelinesClaim,
    ExtraFive,
    NoteAdded,
    TimeAdded,
    TimeTaken,
    RulingUndone,
    GameReopened,
    ChargeReturned,
    IllegalMove,
    NoScoreClaim,
    IllegalMoveCorrected,
    IlcClaim,
}

/// Why an act of the panel changed nothing: the game refused it, or a form could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another tab keeps the game; this one only follows it.
    Following,
    Game(GameError),
    Correction(CorrectionError),
    Amount(NotAnAmount),
    Control(LinkError),
    /// A note with nothing written.
    EmptyNote,
}

/// An illegal move that would end the game, waiting for the arbiter to confirm it: whose, its number
/// and the article that ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    pub side: Side,
    pub nth: u32,
    pub article: Article,
}

/// The panel's reply: the last answer, and the question asked, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub answer: Option<Answer>,
    pub asking: Option<Ending>,
}

impl Reply {
    /// An act sent to the game, `done` (logging the incidents at the places given) or refused: it
    /// answers the question asked, which goes.
    pub fn acted(&mut self, done: Done, outcome: Result<Range<usize>, Refusal>) {
        self.asking = None;
        self.answer = Some(match outcome {
            Ok(logged) => Answer::Done(done, logged),
            Err(why) => Answer::Refused(why),
        });
    }

    /// Asks before ruling an illegal move that ends the game, in place of the last answer.
    pub fn ask(&mut self, ending: Ending) {
        self.answer = None;
        self.asking = Some(ending);
    }

    /// The question is dropped, nothing ruled.
    pub fn cancel(&mut self) {
        self.asking = None;
    }

    /// A form refused before anything reached the game: the question asked stays.
    pub fn refuse(&mut self, why: Refusal) {
        self.answer = Some(Answer::Refused(why));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::Rulebook;

    const SECOND: Ending = Ending {
        side: Side::White,
        nth: 2,
        article: Article::laws(Rulebook::Fide2023, "7.5.5"),
    };

    #[test]
    fn an_act_done_or_refused_answers_and_drops_the_question_asked() {
        let mut reply = Reply::default();
        reply.ask(SECOND);
        reply.acted(Done::TimeAdded, Ok(3..4));
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Done(Done::TimeAdded, 3..4)),
                asking: None,
            }
        );
        reply.ask(SECOND);
        reply.acted(Done::TimeAdded, Err(Refusal::Game(GameError::Over)));
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Refused(Refusal::Game(GameError::Over))),
                asking: None,
            }
        );
    }

    #[test]
    fn asking_clears_the_last_answer_and_a_cancel_leaves_nothing() {
        let mut reply = Reply::default();
        reply.acted(Done::IllegalMove, Ok(3..5));
        reply.ask(SECOND);
        assert_eq!(
            reply,
            Reply {
                answer: None,
                asking: Some(SECOND),
            }
        );
        reply.cancel();
        assert_eq!(reply, Reply::default());
    }

    #[test]
    fn a_form_refused_before_acting_keeps_the_question_asked() {
        let mut reply = Reply::default();
        reply.ask(SECOND);
        reply.refuse(Refusal::EmptyNote);
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Refused(Refusal::EmptyNote)),
                asking: Some(SECOND),
            }
        );
    }
}
