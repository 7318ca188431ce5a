//! The pieces to place, and the eraser: what the next tap on a square does.

use crate::i18n::label_words::Label;
use crate::i18n::t;
use crate::model::board_editing::BoardEditing;
use crate::model::position_draft::{Kind, Piece, Tool};
use flagfall_core::Side;
use leptos::prelude::*;

#[component]
pub fn Palette(editing: RwSignal<BoardEditing>) -> impl IntoView {
    let tool = move || editing.with(|e| e.draft.tool);
    let choose = move |chosen: Tool| {
        move |_: leptos::ev::MouseEvent| editing.update(|e| e.draft.tool = chosen)
    };
    let pieces = Side::ALL
        .into_iter()
        .flat_map(|side| Kind::ALL.map(|kind| Piece::new(side, kind)))
        .map(|piece| {
            view! {
                <button
                    type="button"
                    class="palette-piece"
                    data-piece=piece.letter().to_string()
                    aria-label=piece.label()
                    aria-pressed=move || (tool() == Tool::Place(piece)).to_string()
                    on:click=choose(Tool::Place(piece))
                >
                    <span class="glyph" aria-hidden="true">{piece.glyph()}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="palette" role="group" aria-label=t("Pieces")>
            {pieces}
            <button
                type="button"
                class="palette-eraser"
                aria-pressed=move || (tool() == Tool::Eraser).to_string()
                on:click=choose(Tool::Eraser)
            >
                {t("Eraser")}
            </button>
        </div>
    }
}
