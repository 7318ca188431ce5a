//! What the arbiter's panel says back: whether the last act was done or refused and why, and the
//! illegal move that would end the game, waiting for the arbiter to confirm it. Pure; the panel
//! shows it.

use flagfall_core::{Article, Side};

/// What the last button did: done (the panel's words for it), or refused and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Done(&'static str),
    Refused(String),
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
    /// An act sent to the game, `done` or refused: it answers the question asked, which goes.
    pub fn acted(&mut self, done: &'static str, outcome: Result<(), String>) {
        self.asking = None;
        self.answer = Some(match outcome {
            Ok(()) => Answer::Done(done),
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
    pub fn refuse(&mut self, why: String) {
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
        reply.acted("Time added.", Ok(()));
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Done("Time added.")),
                asking: None,
            }
        );
        reply.ask(SECOND);
        reply.acted("Time added.", Err("no time to add".to_owned()));
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Refused("no time to add".to_owned())),
                asking: None,
            }
        );
    }

    #[test]
    fn asking_clears_the_last_answer_and_a_cancel_leaves_nothing() {
        let mut reply = Reply::default();
        reply.acted("Illegal move recorded.", Ok(()));
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
        reply.refuse("Write the note first.".to_owned());
        assert_eq!(
            reply,
            Reply {
                answer: Some(Answer::Refused("Write the note first.".to_owned())),
                asking: Some(SECOND),
            }
        );
    }
}
