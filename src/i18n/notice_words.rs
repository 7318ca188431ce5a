//! What the clock screen tells the player in passing, in the page's language: a jump of the page's
//! time ([`TimeNotice`]), the press an undo would take back ([`UndoPrompt`]), and what became of the
//! game in progress as another took its place ([`Moved`]).

use crate::i18n::{clock_text, side_name, t, tf, Worded};
use crate::model::keeping::Moved;
use crate::model::session::UndoPrompt;
use crate::model::time_notices::TimeNotice;

impl Worded for TimeNotice {
    fn worded(&self) -> String {
        match *self {
            TimeNotice::Charged { side, span } => tf(
                "For {span} the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to {side}'s clock. The arbiter can give it back.",
                &[("span", &clock_text(span)), ("side", side_name(side))],
            ),
            TimeNotice::ChargedToFlag { side, span } => tf(
                "For {span} the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to {side}'s clock, and {side}'s flag fell meanwhile. The arbiter can give it back.",
                &[("span", &clock_text(span)), ("side", side_name(side))],
            ),
            TimeNotice::Behind { behind } => tf(
                "This device's clock is {behind} behind the saved game's last incident: no time was charged for the time the page was closed.",
                &[("behind", &clock_text(behind))],
            ),
        }
    }
}

impl Worded for UndoPrompt {
    /// As the undo button says it: "Undo White's press at 2:31".
    fn worded(&self) -> String {
        tf(
            "Undo {side}'s press at {time}",
            &[
                ("side", side_name(self.side)),
                ("time", &clock_text(self.shown)),
            ],
        )
    }
}

/// What a tab that only follows the game says.
pub fn following() -> &'static str {
    t("This game is open in another tab, which keeps it: this tab follows it and cannot change it. Close the other tab to play here.")
}

/// What a link's game (`control`) opened in a following tab does: it waits, and this tab asks about
/// it once it keeps the game (when the other tab is closed).
pub fn link_waits(control: &flagfall_core::TimeControl) -> String {
    tf(
        "The link's game ({control}) waits: once the other tab is closed, it opens here, after asking if a game is still in progress.",
        &[("control", &flagfall_core::to_human(control))],
    )
}

/// What the player is told of the game in progress that `moved` to make room for another, after
/// what storage `said` on the way (already in the page's language).
pub fn moved_notices(moved: Moved, said: Option<String>) -> Vec<String> {
    let moved = match moved {
        Moved::SetAside => {
            t("The game in progress was paused and set aside: the History lists it, to resume.")
        }
        Moved::Filed => t("The game in progress had ended meanwhile: it is filed in the History."),
        Moved::Abandoned => {
            t("The game was paused and filed in the History as abandoned, with its whole log.")
        }
    };
    said.into_iter().chain([moved.to_owned()]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::tests::session;
    use crate::model::time_notices::behind_notice;
    use flagfall_core::{Action, Instant, Millis, Side};

    #[test]
    fn a_charge_is_told_with_its_span_the_side_it_went_to_and_whether_it_made_the_flag_fall() {
        assert_eq!(
            TimeNotice::Charged {
                side: Side::Black,
                span: Millis(60_000)
            }
            .worded(),
            "For 1:00 the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to Black's clock. The arbiter can give it back."
        );
        assert_eq!(
            TimeNotice::ChargedToFlag {
                side: Side::White,
                span: Millis(9_900)
            }
            .worded(),
            "For 9.9 the page could not watch the clock (the device slept, or its clock was set forward): that time was charged to White's clock, and White's flag fell meanwhile. The arbiter can give it back."
        );
    }

    #[test]
    fn a_clock_behind_the_game_is_told_with_its_lag() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            behind_notice(Millis(90_000), &s).map(|notice| notice.worded()).as_deref(),
            Some("This device's clock is 1:30 behind the saved game's last incident: no time was charged for the time the page was closed.")
        );
    }

    #[test]
    fn the_player_is_told_what_became_of_the_game_in_progress() {
        assert_eq!(
            moved_notices(Moved::SetAside, None),
            ["The game in progress was paused and set aside: the History lists it, to resume."]
        );
        assert_eq!(
            moved_notices(Moved::Filed, Some("History set aside.".to_owned())),
            [
                "History set aside.",
                "The game in progress had ended meanwhile: it is filed in the History."
            ]
        );
    }

    #[test]
    fn the_undo_prompt_names_the_presser_and_the_time_its_clock_showed() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(Action::Press, Instant(31_000)).unwrap();
        assert_eq!(
            s.undo_prompt().map(|prompt| prompt.worded()).as_deref(),
            Some("Undo White's press at 2:31")
        );
    }
}
