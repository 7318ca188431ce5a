//! The arbiter's position check as the panel holds it: the FEN the board editor shows, the FEN that
//! was checked and what the search has said of it so far. Its answers count as evidence for a ruling
//! only while the editor still shows the position checked: edit the position and they no longer do.
//! Pure; the panel binds it to the editor and to `browser::position_worker`.

use crate::model::check_events::{CheckEvent, CheckFailure};
use flagfall_core::{BySide, MateFinding, PositionCheck, Side};
use flagfall_position_message::PositionError;

/// What the panel says of one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SideFinding {
    /// No check of the position shown.
    Unchecked,
    Searching,
    /// It can checkmate: one mating line, in SAN.
    Can(Option<String>),
    Cannot,
    /// The search ran out of its budget without a proof either way.
    Undetermined,
    /// The check was refused or failed: no side is answered.
    NoAnswer,
}

/// How a check ended without answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckTrouble {
    Refused(PositionError),
    Failed(CheckFailure),
}

/// Whether the arbiter's answer for a ruling agrees with the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// No answer of the search bears on it: the ruling rests on the arbiter's answer alone.
    Unsearched,
    Agrees,
    /// The answer goes against the search: the ruling is logged as overruled.
    Overrules,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Checked {
    fen: String,
    answers: BySide<Option<MateFinding>>,
    trouble: Option<CheckTrouble>,
}

/// The position shown, and the last check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionEvidence {
    shown: String,
    /// The editor's FEN field holds text it refuses: no position is shown to check, whatever the
    /// board still shows from before.
    refused: bool,
    checked: Option<Checked>,
}

impl PositionEvidence {
    /// The editor now shows `fen`, or (`None`) its FEN field holds a refused text.
    pub fn show(&mut self, fen: Option<&str>) {
        self.refused = fen.is_none();
        if let Some(fen) = fen {
            fen.clone_into(&mut self.shown);
        }
    }

    /// A check of the position shown begins: what was found before is forgotten. The FEN to check;
    /// `None` while the FEN field is refused.
    pub fn start(&mut self) -> Option<String> {
        if self.refused {
            return None;
        }
        self.checked = Some(Checked {
            fen: self.shown.clone(),
            answers: BySide::both(None),
            trouble: None,
        });
        Some(self.shown.clone())
    }

    /// Whether the editor's FEN field holds a refused text: nothing is checked, and no answer from
    /// before stands.
    pub fn refused(&self) -> bool {
        self.refused
    }

    /// The FEN of the check whose answers show, if any.
    pub fn checked_fen(&self) -> Option<&str> {
        self.current().map(|c| c.fen.as_str())
    }

    /// The check of `fen` says `event`: a side it answers, with whether it can checkmate, which the
    /// panel puts into the ruling's answer. Events of a check other than the last are ignored.
    pub fn hear(&mut self, fen: &str, event: CheckEvent) -> Option<(Side, Option<bool>)> {
        let checked = self.checked.as_mut().filter(|c| c.fen == fen)?;
        match event {
            CheckEvent::Answer {
                side,
                can_checkmate,
                line,
            } => {
                checked.answers[side] = Some(MateFinding {
                    can_checkmate,
                    line,
                });
                Some((side, can_checkmate))
            }
            CheckEvent::Refused(error) => {
                checked.trouble = Some(CheckTrouble::Refused(error));
                None
            }
            CheckEvent::Failed(failure) => {
                checked.trouble = Some(CheckTrouble::Failed(failure));
                None
            }
        }
    }

    /// The check, when it is of the position shown.
    fn current(&self) -> Option<&Checked> {
        self.checked
            .as_ref()
            .filter(|c| !self.refused && c.fen == self.shown)
    }

    /// Whether the position shown is the one checked.
    fn is_current(&self) -> bool {
        self.current().is_some()
    }

    /// The FEN the editor shows.
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// Whether a position was checked that the editor no longer shows.
    pub fn stale(&self) -> bool {
        self.checked.is_some() && !self.is_current()
    }

    /// Whether the last check of the position shown is still waiting for a side.
    pub fn searching(&self) -> bool {
        self.current().is_some_and(|c| {
            c.trouble.is_none() && Side::ALL.iter().any(|&s| c.answers[s].is_none())
        })
    }

    /// Why the check of the position shown has no answers, if it has not.
    pub fn trouble(&self) -> Option<CheckTrouble> {
        self.current().and_then(|c| c.trouble)
    }

    /// What the panel says of `side`.
    pub fn finding(&self, side: Side) -> SideFinding {
        let Some(checked) = self.current() else {
            return SideFinding::Unchecked;
        };
        if checked.trouble.is_some() {
            return SideFinding::NoAnswer;
        }
        match &checked.answers[side] {
            None => SideFinding::Searching,
            Some(MateFinding {
                can_checkmate: Some(true),
                line,
            }) => SideFinding::Can(line.clone()),
            Some(MateFinding {
                can_checkmate: Some(false),
                ..
            }) => SideFinding::Cannot,
            Some(MateFinding {
                can_checkmate: None,
                ..
            }) => SideFinding::Undetermined,
        }
    }

    /// The check as a ruling passes it to the core: only while the position shown is the one
    /// checked, and it was not refused and did not fail. A side not answered yet is passed as not
    /// determined.
    pub fn evidence(&self) -> Option<PositionCheck> {
        let checked = self.current().filter(|c| c.trouble.is_none())?;
        Some(PositionCheck {
            fen: checked.fen.clone(),
            found: BySide::from_fn(|side| checked.answers[side].clone().unwrap_or_default()),
        })
    }

    /// Whether answering that each of `asked` `can` (or cannot) checkmate agrees with the search,
    /// as the core will judge it (`PositionCheck::ruled`).
    pub fn agreement(&self, asked: &[Side], can: bool) -> Agreement {
        let Some(evidence) = self.evidence() else {
            return Agreement::Unsearched;
        };
        let answered = asked
            .iter()
            .any(|&side| evidence.found[side].can_checkmate.is_some());
        if evidence.ruled(asked, can).overruled {
            Agreement::Overrules
        } else if answered {
            Agreement::Agrees
        } else {
            Agreement::Unsearched
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_position_message::IllegalPosition;

    /// White: king and queen; Black: a lone king.
    const QUEEN: &str = "7k/8/6Q1/8/3K4/8/8/8 w - - 0 1";
    const BARE: &str = "7k/8/8/8/3K4/8/8/8 w - - 0 1";

    fn answer(side: Side, can_checkmate: Option<bool>, line: Option<&str>) -> CheckEvent {
        CheckEvent::Answer {
            side,
            can_checkmate,
            line: line.map(str::to_owned),
        }
    }

    fn checked(fen: &str) -> PositionEvidence {
        let mut evidence = PositionEvidence::default();
        evidence.show(Some(fen));
        assert_eq!(evidence.start().as_deref(), Some(fen));
        evidence
    }

    /// A FEN field holding text the editor refuses: the board behind it is not checked, and the
    /// answers of the last check no longer show, until a position is read again.
    #[test]
    fn a_refused_fen_checks_nothing_and_hides_the_last_answers() {
        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, answer(Side::White, Some(true), Some("Qg7#")));
        assert_eq!(evidence.checked_fen(), Some(QUEEN));
        evidence.show(None);
        assert!(evidence.refused());
        assert_eq!(evidence.start(), None);
        assert_eq!(evidence.finding(Side::White), SideFinding::Unchecked);
        assert_eq!(evidence.evidence(), None);
        assert_eq!(evidence.checked_fen(), None);
        evidence.show(Some(QUEEN));
        assert_eq!(evidence.checked_fen(), Some(QUEEN));
        assert!(evidence.finding(Side::White) != SideFinding::Unchecked);
    }

    #[test]
    fn nothing_is_evidence_before_a_check() {
        let mut evidence = PositionEvidence::default();
        evidence.show(Some(QUEEN));
        assert_eq!(evidence.evidence(), None);
        assert_eq!(evidence.finding(Side::White), SideFinding::Unchecked);
        assert!(!evidence.searching());
        assert!(!evidence.stale());
        assert_eq!(
            evidence.agreement(&[Side::Black], true),
            Agreement::Unsearched
        );
    }

    #[test]
    fn each_answer_is_handed_on_and_kept_with_its_line() {
        let mut evidence = checked(QUEEN);
        assert!(evidence.searching());
        assert_eq!(evidence.finding(Side::Black), SideFinding::Searching);
        assert_eq!(
            evidence.hear(QUEEN, answer(Side::Black, Some(false), None)),
            Some((Side::Black, Some(false)))
        );
        assert_eq!(evidence.finding(Side::Black), SideFinding::Cannot);
        assert_eq!(evidence.finding(Side::White), SideFinding::Searching);
        assert!(evidence.searching());
        assert_eq!(
            evidence.hear(QUEEN, answer(Side::White, Some(true), Some("1. Qg7#"))),
            Some((Side::White, Some(true)))
        );
        assert!(!evidence.searching());
        assert_eq!(
            evidence.finding(Side::White),
            SideFinding::Can(Some("1. Qg7#".into()))
        );
        assert_eq!(
            evidence.evidence(),
            Some(PositionCheck {
                fen: QUEEN.into(),
                found: BySide::new(
                    MateFinding {
                        can_checkmate: Some(true),
                        line: Some("1. Qg7#".into()),
                    },
                    MateFinding {
                        can_checkmate: Some(false),
                        line: None,
                    },
                ),
            })
        );
    }

    #[test]
    fn a_side_not_answered_yet_is_passed_as_not_determined() {
        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, answer(Side::Black, Some(false), None));
        let found = evidence.evidence().expect("evidence").found;
        assert_eq!(found.white, MateFinding::default());
        assert_eq!(found.black.can_checkmate, Some(false));
    }

    #[test]
    fn a_search_out_of_budget_says_so_and_overrules_nothing() {
        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, answer(Side::White, None, None));
        assert_eq!(evidence.finding(Side::White), SideFinding::Undetermined);
        assert_eq!(
            evidence.agreement(&[Side::White], false),
            Agreement::Unsearched
        );
    }

    #[test]
    fn editing_the_position_after_the_check_withdraws_its_answers() {
        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, answer(Side::Black, Some(false), None));
        evidence.show(Some(BARE));
        assert!(!evidence.is_current());
        assert!(evidence.stale());
        assert_eq!(evidence.evidence(), None);
        assert_eq!(evidence.finding(Side::Black), SideFinding::Unchecked);
        assert_eq!(
            evidence.agreement(&[Side::Black], true),
            Agreement::Unsearched
        );
        // Back to the position checked: its answers count again.
        evidence.show(Some(QUEEN));
        assert_eq!(evidence.finding(Side::Black), SideFinding::Cannot);
    }

    #[test]
    fn a_late_answer_of_an_earlier_check_is_ignored() {
        let mut evidence = checked(QUEEN);
        evidence.show(Some(BARE));
        evidence.start();
        assert_eq!(
            evidence.hear(QUEEN, answer(Side::White, Some(true), None)),
            None
        );
        assert_eq!(evidence.finding(Side::White), SideFinding::Searching);
    }

    #[test]
    fn a_refused_or_failed_check_is_no_evidence() {
        let refusal =
            PositionError::Illegal(IllegalPosition::OpponentInCheck { side: Side::Black });
        let mut evidence = checked(QUEEN);
        assert_eq!(evidence.hear(QUEEN, CheckEvent::Refused(refusal)), None);
        assert_eq!(evidence.trouble(), Some(CheckTrouble::Refused(refusal)));
        assert_eq!(evidence.evidence(), None);
        assert_eq!(evidence.finding(Side::White), SideFinding::NoAnswer);
        assert!(!evidence.searching());

        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, CheckEvent::Failed(CheckFailure::Unavailable));
        assert_eq!(
            evidence.trouble(),
            Some(CheckTrouble::Failed(CheckFailure::Unavailable))
        );
        assert_eq!(evidence.evidence(), None);
    }

    #[test]
    fn an_answer_against_the_search_overrules_it_and_one_with_it_agrees() {
        let mut evidence = checked(QUEEN);
        evidence.hear(QUEEN, answer(Side::White, Some(true), Some("1. Qg7#")));
        evidence.hear(QUEEN, answer(Side::Black, Some(false), None));
        // A win-on-time claim by White, who can checkmate.
        assert_eq!(evidence.agreement(&[Side::White], true), Agreement::Agrees);
        assert_eq!(
            evidence.agreement(&[Side::White], false),
            Agreement::Overrules
        );
        // A dead position: both asked, and White can mate.
        assert_eq!(
            evidence.agreement(&[Side::White, Side::Black], false),
            Agreement::Overrules
        );
        // An illegal move by White: Black cannot mate.
        assert_eq!(evidence.agreement(&[Side::Black], false), Agreement::Agrees);
    }
}
