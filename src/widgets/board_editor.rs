//! The board editor: an arbiter sets up a position by tapping pieces onto a board, or pastes a FEN.
//! Thin over `board_editing` (the position and its FEN field) and `position_draft` (the position,
//! written and read as a FEN).

mod board;
mod castling_rights;
mod fen_field;
mod palette;

use crate::i18n::t;
use crate::model::board_editing::BoardEditing;
use crate::model::position_draft::PositionDraft;
use board::Board;
use castling_rights::CastlingRights;
use fen_field::FenField;
use flagfall_core::Side;
use leptos::prelude::*;
use palette::Palette;

/// The editor, starting from `start` (a FEN; the initial position when it is absent or refused).
/// `on_fen` hears the position's FEN at once and after every change, or `None` while the FEN field
/// holds text it refuses.
#[component]
pub fn BoardEditor(
    #[prop(optional, into)] start: Option<String>,
    on_fen: Callback<Option<String>>,
) -> impl IntoView {
    let editing = RwSignal::new(BoardEditing::new(start.as_deref()));
    let fen = Memo::new(move |_| editing.with(|e| e.refusal.is_none().then(|| e.draft.to_fen())));
    Effect::new(move |_| on_fen.run(fen.get()));
    let edit = move |change: fn(&mut PositionDraft)| {
        move |_: leptos::ev::MouseEvent| editing.update(|e| e.edit(change))
    };
    view! {
        <div class="board-editor">
            <Board editing=editing />
            <Palette editing=editing />
            <div class="board-actions">
                <button type="button" class="to-move" on:click=edit(PositionDraft::toggle_side_to_move)>
                    {move || match editing.with(|e| e.draft.to_move) {
                        Side::White => t("White to move"),
                        Side::Black => t("Black to move"),
                    }}
                </button>
                <button type="button" class="flip-board" on:click=move |_| editing.update(|e| e.draft.flip())>
                    {t("Flip board")}
                </button>
                <button type="button" class="initial-position" on:click=edit(PositionDraft::set_initial)>
                    {t("Initial position")}
                </button>
                <button type="button" class="empty-board" on:click=edit(PositionDraft::clear)>
                    {t("Empty board")}
                </button>
            </div>
            <CastlingRights editing=editing />
            <FenField editing=editing />
        </div>
    }
}
