//! The board: 64 squares as the viewer sees them, each naming its square and piece, with the
//! coordinates along the edges; a tap places the piece in hand or empties the square.

use crate::i18n::label_words::Label;
use crate::i18n::{t, tf};
use crate::model::board_editing::BoardEditing;
use crate::model::position_draft::{Piece, Square};
use leptos::prelude::*;

#[component]
pub fn Board(editing: RwSignal<BoardEditing>) -> impl IntoView {
    let flipped = Memo::new(move |_| editing.with(|e| e.draft.flipped));
    let squares = move || {
        Square::in_view(flipped.get())
            .enumerate()
            .map(|(at, square)| view! { <BoardSquare editing=editing square=square at=at /> })
            .collect_view()
    };
    view! { <div class="board" role="group" aria-label=t("Board")>{squares}</div> }
}

/// `square`, shown `at` this place in the view.
#[component]
fn BoardSquare(editing: RwSignal<BoardEditing>, square: Square, at: usize) -> impl IntoView {
    let name = square.name();
    // Only this square's piece: typing in the FEN field changes the editing state, not the square.
    let piece = Memo::new(move |_| editing.with(|e| e.draft.piece(square)));
    let label = {
        let name = name.clone();
        move || {
            tf(
                "{square}, {piece}",
                &[
                    ("square", &name),
                    ("piece", piece.get().map_or(t("empty"), Piece::label)),
                ],
            )
        }
    };
    let (file_mark, rank_mark) = square.marks(at);
    // The coordinates sit beside the button, not in it: its name says the square, and visible text
    // inside it that the name does not contain would break WCAG 2.5.3.
    view! {
        <div class="cell" class:dark=square.is_dark()>
            <button
                type="button"
                class="square"
                class:dark=square.is_dark()
                data-square=name
                aria-label=label
                on:click=move |_| editing.update(|e| e.edit(|d| d.tap(square)))
            >
                <span class="glyph" aria-hidden="true">{move || piece.get().map(Piece::glyph)}</span>
            </button>
            {rank_mark.map(|m| view! { <span class="rank-mark" aria-hidden="true">{m.to_string()}</span> })}
            {file_mark.map(|m| view! { <span class="file-mark" aria-hidden="true">{m.to_string()}</span> })}
        </div>
    }
}
