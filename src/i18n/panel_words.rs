//! What the arbiter's panel answers, in the page's language: the act it did, or why it refused.

use crate::i18n::notice_words::following;
use crate::i18n::{t, Worded};
use crate::model::arbiter_reply::{Done, Refusal};

impl Worded for Done {
    fn worded(&self) -> String {
        match self {
            Done::ArrivalMarked => t("Arrival marked."),
            Done::CorrectionApplied => t("Correction applied."),
            Done::ControlChanged => t("Control changed."),
            Done::DraughtsRuling => t("Draughts ruling recorded."),
            Done::DrawOffered => t("Draw offer recorded."),
            Done::DrawAgreed => t("Draw agreed."),
            Done::DeadPosition => t("Dead position: the game is drawn."),
            Done::DrawClaimUpheld => t("Draw claim upheld: the game is drawn."),
            Done::DrawClaimRejected => t("Draw claim rejected: the opponent's time added."),
            Done::WinOnTimeClaim => t("Win-on-time claim recorded."),
            Done::FlagOrderUnknown => t("Ruling recorded."),
            Done::GameEnded => t("Game ended."),
            Done::GuidelinesClaim => t("Draw claim recorded."),
            Done::ExtraFive => t("Five seconds a move for both; two minutes to the opponent."),
            Done::NoteAdded => t("Note added."),
            Done::TimeAdded => t("Time added."),
            Done::TimeTaken => t("Time taken."),
            Done::RulingUndone => t("Last ruling undone."),
            Done::GameReopened => t("Game reopened: set a time at zero before play resumes."),
            Done::ChargeReturned => t("The charged time was given back."),
            Done::IllegalMove => t("Illegal move recorded."),
            Done::NoScoreClaim => {
                t("Time claim failed: two minutes to the flagged player (13C11).")
            }
            Done::IllegalMoveCorrected => {
                t("Illegal move corrected: the position before it reinstated (11H).")
            }
            Done::IlcClaim => t("Claim of insufficient losing chances decided (14H)."),
        }
        .to_owned()
    }
}

impl Worded for Refusal {
    fn worded(&self) -> String {
        match self {
            Refusal::Following => following().to_owned(),
            Refusal::Game(error) => error.worded(),
            Refusal::Correction(error) => error.worded(),
            Refusal::Amount(error) => error.worded(),
            Refusal::Control(error) => error.worded(),
            Refusal::EmptyNote => t("Write the note first.").to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{install_table, Lang};
    use crate::model::amount::NotAnAmount;
    use flagfall_core::GameError;

    const EVERY_DONE: [(Done, &str); 21] = [
        (Done::ArrivalMarked, "Arrival marked."),
        (Done::CorrectionApplied, "Correction applied."),
        (Done::ControlChanged, "Control changed."),
        (Done::DraughtsRuling, "Draughts ruling recorded."),
        (Done::DrawOffered, "Draw offer recorded."),
        (Done::DrawAgreed, "Draw agreed."),
        (Done::DeadPosition, "Dead position: the game is drawn."),
        (
            Done::DrawClaimUpheld,
            "Draw claim upheld: the game is drawn.",
        ),
        (
            Done::DrawClaimRejected,
            "Draw claim rejected: the opponent's time added.",
        ),
        (Done::WinOnTimeClaim, "Win-on-time claim recorded."),
        (Done::FlagOrderUnknown, "Ruling recorded."),
        (Done::GameEnded, "Game ended."),
        (Done::GuidelinesClaim, "Draw claim recorded."),
        (
            Done::ExtraFive,
            "Five seconds a move for both; two minutes to the opponent.",
        ),
        (Done::NoteAdded, "Note added."),
        (Done::TimeAdded, "Time added."),
        (Done::TimeTaken, "Time taken."),
        (Done::RulingUndone, "Last ruling undone."),
        (
            Done::GameReopened,
            "Game reopened: set a time at zero before play resumes.",
        ),
        (Done::ChargeReturned, "The charged time was given back."),
        (Done::IllegalMove, "Illegal move recorded."),
    ];

    #[test]
    fn each_act_done_is_confirmed_in_english_as_the_panel_always_said_it() {
        install_table(Lang::En);
        for (done, english) in EVERY_DONE {
            assert_eq!(done.worded(), english);
        }
    }

    #[test]
    fn each_act_done_is_confirmed_in_every_other_language_in_its_own_words() {
        for lang in [Lang::Fr, Lang::Es, Lang::De, Lang::Nl] {
            install_table(lang);
            for (done, english) in EVERY_DONE {
                assert_ne!(done.worded(), english, "{} {done:?}", lang.code());
            }
        }
        install_table(Lang::En);
    }

    #[test]
    fn a_refusal_says_why_from_its_own_value() {
        install_table(Lang::En);
        assert_eq!(Refusal::EmptyNote.worded(), "Write the note first.");
        assert_eq!(
            Refusal::Following.worded(),
            "This game is open in another tab, which keeps it: this tab follows it and cannot change it. Close the other tab to play here."
        );
        assert_eq!(Refusal::Game(GameError::Over).worded(), "the game is over");
        let typed = NotAnAmount {
            typed: "soon".to_owned(),
        };
        assert_eq!(
            Refusal::Amount(typed).worded(),
            "\"soon\" is not an amount of time: write seconds (90), m:ss (1:30) or h:mm:ss, with .mmm for milliseconds"
        );
    }
}
