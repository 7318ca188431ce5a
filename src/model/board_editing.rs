//! The board editor's state: the position being set up, and its FEN field, which shows the position
//! as the editor writes it, or what is being typed or pasted into it and why that is refused. Pure,
//! tested natively; the editor binds it.

use crate::model::position_draft::{FenFieldError, PositionDraft};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardEditing {
    pub draft: PositionDraft,
    /// What the FEN field shows.
    pub text: String,
    /// Why the text typed is refused, while it is.
    pub refusal: Option<FenFieldError>,
}

impl BoardEditing {
    /// The editor opened on `start` (a FEN); on the initial position when it is absent or refused.
    pub fn new(start: Option<&str>) -> BoardEditing {
        let mut draft = PositionDraft::initial();
        if let Some(fen) = start {
            // A refused FEN changes nothing: the editor starts from the initial position.
            let _ = draft.read_fen(fen);
        }
        BoardEditing {
            text: draft.to_fen(),
            draft,
            refusal: None,
        }
    }

    /// An edit from the board or the buttons: the field shows its result.
    pub fn edit(&mut self, change: impl FnOnce(&mut PositionDraft)) {
        change(&mut self.draft);
        self.text = self.draft.to_fen();
        self.refusal = None;
    }

    /// `typed` in the field: the position it writes, or why it is refused, the position unchanged.
    pub fn type_fen(&mut self, typed: String) {
        let mut next = self.draft.clone();
        match next.read_fen(&typed) {
            Ok(()) => {
                self.draft = next;
                self.refusal = None;
            }
            Err(why) => self.refusal = Some(why),
        }
        self.text = typed;
    }

    /// The field is left: it shows the position as the editor writes it, unless what it holds is
    /// refused (it stays, to be mended).
    pub fn leave_field(&mut self) {
        if self.refusal.is_none() {
            self.text = self.draft.to_fen();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::position_draft::Square;
    use flagfall_position_message::PlacementError;

    const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

    #[test]
    fn it_opens_on_the_fen_given_or_on_the_initial_position() {
        assert_eq!(BoardEditing::new(None).text, INITIAL);
        assert_eq!(BoardEditing::new(Some(KINGS)).text, KINGS);
        let refused = BoardEditing::new(Some("8/8 w"));
        assert_eq!(refused.text, INITIAL);
        assert_eq!(refused.refusal, None);
    }

    #[test]
    fn an_edit_shows_its_result_in_the_field_and_clears_a_refusal() {
        let mut editing = BoardEditing::new(Some(KINGS));
        editing.type_fen("4k3/8 w - - 0 1".to_owned());
        assert_eq!(
            editing.refusal,
            Some(FenFieldError::Placement(PlacementError::RankCount {
                found: 2
            }))
        );
        editing.edit(PositionDraft::toggle_side_to_move);
        assert_eq!(editing.text, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(editing.refusal, None);
        editing.edit(|d| d.tap(Square::at(4, 0)));
        assert_eq!(editing.text, editing.draft.to_fen());
    }

    #[test]
    fn a_fen_typed_sets_the_position_and_a_refused_one_keeps_it_and_stays_to_be_mended() {
        let mut editing = BoardEditing::new(None);
        editing.type_fen(KINGS.to_owned());
        assert_eq!(editing.draft.to_fen(), KINGS);
        assert_eq!(editing.refusal, None);

        editing.type_fen("4k3/8/8/8/8/8/8/4K3 x".to_owned());
        assert_eq!(editing.draft.to_fen(), KINGS, "the position is unchanged");
        assert_eq!(
            editing.refusal,
            Some(FenFieldError::SideToMove("x".to_owned()))
        );
        editing.leave_field();
        assert_eq!(editing.text, "4k3/8/8/8/8/8/8/4K3 x");
    }

    #[test]
    fn a_field_left_shows_the_position_as_the_editor_writes_it() {
        let mut editing = BoardEditing::new(None);
        editing.type_fen("  4k3/8/8/8/8/8/8/4K3 w - - 0 1 ".to_owned());
        assert_eq!(editing.text, "  4k3/8/8/8/8/8/8/4K3 w - - 0 1 ");
        editing.leave_field();
        assert_eq!(editing.text, KINGS);
    }
}
