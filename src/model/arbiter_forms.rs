//! What the arbiter panel's small forms turn into: an amount of time added or taken, another
//! control, the end of the game, a note, and the material counted for a draughts ruling. Pure, tested
//! natively; the panel binds the fields and sends what this builds.

use crate::model::amount::{parse_amount, NotAnAmount};
use flagfall_core::{
    parse_control_under, Action, BySide, DraughtsMaterial, GameResult, IlcDecision, LinkError,
    Rulebook, Side,
};

/// `amount` (as typed) added to `side`'s time, or taken from it; or why the amount does not read.
pub fn adjust_actions(amount: &str, side: Side, add: bool) -> Result<Vec<Action>, NotAnAmount> {
    let delta = parse_amount(amount)?;
    let delta = if add { delta } else { delta.times(-1) };
    Ok(vec![Action::Adjust { side, delta }])
}

/// US Chess 14H2d: the claim denied, `typed` taken from the claimant (`0` for 14H2b's denial
/// without a penalty); or why `typed` is no amount.
pub fn ilc_reject_actions(typed: &str) -> Result<Vec<Action>, NotAnAmount> {
    let taken = parse_amount(typed)?;
    Ok(vec![Action::InsufficientLosingChances {
        decision: IlcDecision::Reject { taken },
    }])
}

/// The control written in `notation` installed, over the settings lock if `override_lock`, read as
/// `rulebook` reads it (US Chess: 5E2's delay where none is written); or why the notation does not
/// read. The game sets its clock for it as its timer says (5F).
pub fn control_actions(
    notation: &str,
    override_lock: bool,
    rulebook: Rulebook,
) -> Result<Vec<Action>, LinkError> {
    let control = parse_control_under(notation, rulebook)?;
    Ok(vec![Action::SetControl {
        control,
        override_lock,
    }])
}

/// The game ended with the result chosen (a PGN token; anything else, as the empty "pending", is
/// no result) and the reason typed.
pub fn end_action(result: &str, reason: &str) -> Action {
    Action::End {
        result: GameResult::from_pgn(result),
        reason: reason.trim().to_owned(),
    }
}

/// The note typed, or `None` when there is nothing to note.
pub fn note_action(typed: &str) -> Option<Action> {
    let text = typed.trim();
    (!text.is_empty()).then(|| Action::Note {
        text: text.to_owned(),
    })
}

/// Which pieces a count is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pieces {
    Men,
    Kings,
}

/// How many `pieces` `side` has in `material`.
pub fn count(material: &BySide<DraughtsMaterial>, side: Side, pieces: Pieces) -> u32 {
    match pieces {
        Pieces::Men => material[side].men,
        Pieces::Kings => material[side].kings,
    }
}

/// `side`'s count of `pieces` set to what was typed: what is no count reads as none.
pub fn set_count(material: &mut BySide<DraughtsMaterial>, side: Side, pieces: Pieces, typed: &str) {
    let n = typed.parse().unwrap_or(0);
    match pieces {
        Pieces::Men => material[side].men = n,
        Pieces::Kings => material[side].kings = n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Millis};

    #[test]
    fn an_amount_is_added_or_taken_for_the_side_concerned() {
        assert_eq!(
            adjust_actions("1:00", Side::Black, true),
            Ok(vec![Action::Adjust {
                side: Side::Black,
                delta: Millis::from_mins(1),
            }])
        );
        assert_eq!(
            adjust_actions(" 0:30 ", Side::White, false),
            Ok(vec![Action::Adjust {
                side: Side::White,
                delta: Millis(-30_000),
            }])
        );
        assert_eq!(
            adjust_actions("soon", Side::White, true),
            Err(NotAnAmount {
                typed: "soon".to_owned()
            })
        );
    }

    #[test]
    fn us_chess_14h2d_a_denial_takes_the_amount_typed() {
        assert_eq!(
            ilc_reject_actions(" 0:45 "),
            Ok(vec![Action::InsufficientLosingChances {
                decision: IlcDecision::Reject {
                    taken: Millis(45_000)
                }
            }])
        );
        assert_eq!(
            ilc_reject_actions("a minute"),
            Err(NotAnAmount {
                typed: "a minute".to_owned()
            })
        );
    }

    #[test]
    fn a_control_is_installed_with_or_without_the_lock_overridden() {
        let fide = Rulebook::Fide2023;
        assert_eq!(
            control_actions("3+2", true, fide),
            Ok(vec![Action::SetControl {
                control: parse_human("3+2").unwrap(),
                override_lock: true,
            }])
        );
        // US Chess: 5E2's delay where none is written.
        for (typed, set) in [("G/30", "G/30;d5"), ("G/30;+10", "G/30;+10")] {
            assert_eq!(
                control_actions(typed, false, Rulebook::UsChess),
                Ok(vec![Action::SetControl {
                    control: parse_human(set).unwrap(),
                    override_lock: false,
                }]),
                "{typed}"
            );
        }
        assert_eq!(
            control_actions("3+", false, fide),
            Err(LinkError::Unreadable {
                text: "3+".to_owned(),
                error: parse_human("3+").unwrap_err()
            })
        );
    }

    #[test]
    fn the_game_ends_with_the_result_chosen_or_pending_and_the_reason_trimmed() {
        assert_eq!(
            end_action("1/2-1/2", "  agreed after move 40 "),
            Action::End {
                result: Some(GameResult::Draw),
                reason: "agreed after move 40".to_owned(),
            }
        );
        assert_eq!(
            end_action("", ""),
            Action::End {
                result: None,
                reason: String::new(),
            }
        );
    }

    #[test]
    fn a_note_is_trimmed_and_an_empty_one_is_nothing() {
        assert_eq!(
            note_action(" Black's phone rang \n"),
            Some(Action::Note {
                text: "Black's phone rang".to_owned(),
            })
        );
        assert_eq!(note_action(" \n "), None);
    }

    #[test]
    fn a_count_typed_sets_that_sides_men_or_kings_and_what_is_no_count_reads_as_none() {
        let mut material = BySide::both(DraughtsMaterial::new(20, 0));
        set_count(&mut material, Side::Black, Pieces::Kings, "2");
        set_count(&mut material, Side::White, Pieces::Men, "");
        assert_eq!(
            material,
            BySide::new(DraughtsMaterial::new(0, 0), DraughtsMaterial::new(20, 2))
        );
        assert_eq!(count(&material, Side::Black, Pieces::Kings), 2);
        assert_eq!(count(&material, Side::Black, Pieces::Men), 20);
        set_count(&mut material, Side::Black, Pieces::Men, "-1");
        assert_eq!(count(&material, Side::Black, Pieces::Men), 0);
    }
}
