//! The board editor: an arbiter sets up a position by tapping pieces onto a board, or pastes a FEN.
//! Thin over `position_draft`, which holds the position and writes and reads the FEN.

use crate::i18n::{t, tf};
use crate::position_draft::{Castling, Kind, Piece, PositionDraft, Square, Tool};
use flagfall_core::Side;
use leptos::prelude::*;

/// The editor, starting from `start` (a FEN; the initial position when it is absent or refused).
/// `on_fen` hears the position's FEN at once and after every change.
#[component]
pub fn BoardEditor(
    #[prop(optional, into)] start: Option<String>,
    on_fen: Callback<String>,
) -> impl IntoView {
    let mut first = PositionDraft::initial();
    if let Some(fen) = start {
        // A refused FEN changes nothing: the editor starts from the initial position.
        let _ = first.read_fen(&fen);
    }
    let draft = RwSignal::new(first);
    let fen = Memo::new(move |_| draft.with(PositionDraft::to_fen));
    // What the field shows: the position's FEN, or what is being typed or pasted into it.
    let text = RwSignal::new(fen.get_untracked());
    let refusal = RwSignal::new(None::<String>);
    Effect::new(move |_| on_fen.run(fen.get()));

    // An edit from the board or the buttons: the field shows its result.
    let edit = move |change: &dyn Fn(&mut PositionDraft)| {
        draft.update(change);
        text.set(fen.get_untracked());
        refusal.set(None);
    };
    let typed = move |value: String| {
        let mut next = draft.get_untracked();
        match next.read_fen(&value) {
            Ok(()) => {
                draft.set(next);
                refusal.set(None);
            }
            Err(why) => refusal.set(Some(why.text())),
        }
        text.set(value);
    };

    let flipped = Memo::new(move |_| draft.with(|d| d.flipped));
    let board = move || {
        let flipped = flipped.get();
        Square::in_view(flipped)
            .enumerate()
            .map(|(i, square)| {
                let name = square.name();
                let piece = move || draft.with(|d| d.piece(square));
                let label = {
                    let name = name.clone();
                    move || {
                        tf(
                            "{square}, {piece}",
                            &[
                                ("square", &name),
                                ("piece", piece().map_or(t("empty"), Piece::name)),
                            ],
                        )
                    }
                };
                // Coordinates along the bottom row and the left column, as the viewer sees them.
                let file_mark = (i / 8 == 7).then(|| char::from(b'a' + square.file()).to_string());
                let rank_mark = (i % 8 == 0).then(|| (square.rank() + 1).to_string());
                view! {
                    <button
                        type="button"
                        class="square"
                        class:dark=(square.file() + square.rank()) % 2 == 0
                        data-square=name
                        aria-label=label
                        on:click=move |_| edit(&|d| d.tap(square))
                    >
                        <span class="glyph" aria-hidden="true">{move || piece().map(Piece::glyph)}</span>
                        {rank_mark.map(|m| view! { <span class="rank-mark" aria-hidden="true">{m}</span> })}
                        {file_mark.map(|m| view! { <span class="file-mark" aria-hidden="true">{m}</span> })}
                    </button>
                }
            })
            .collect_view()
    };

    let palette = Side::ALL
        .into_iter()
        .flat_map(|side| Kind::ALL.map(|kind| Piece::new(side, kind)))
        .map(|piece| {
            view! {
                <button
                    type="button"
                    class="palette-piece"
                    data-piece=piece.letter().to_string()
                    aria-label=piece.name()
                    aria-pressed=move || (draft.with(|d| d.tool) == Tool::Place(piece)).to_string()
                    on:click=move |_| draft.update(|d| d.tool = Tool::Place(piece))
                >
                    <span class="glyph" aria-hidden="true">{piece.glyph()}</span>
                </button>
            }
        })
        .collect_view();

    let castling = move || {
        Castling::ALL
            .into_iter()
            .filter(|&right| draft.with(|d| d.castling_offered(right)))
            .map(|right| {
                view! {
                    <label class="castling-right">
                        <input
                            type="checkbox"
                            prop:checked=move || draft.with(|d| d.castling(right))
                            on:change=move |ev| {
                                let allowed = event_target_checked(&ev);
                                edit(&|d| d.set_castling(right, allowed));
                            }
                        />
                        {right.name()}
                    </label>
                }
            })
            .collect_view()
    };

    view! {
        <div class="board-editor">
            <div class="board" role="group" aria-label=t("Board")>{board}</div>
            <div class="palette" role="group" aria-label=t("Pieces")>
                {palette}
                <button
                    type="button"
                    class="palette-eraser"
                    aria-pressed=move || (draft.with(|d| d.tool) == Tool::Eraser).to_string()
                    on:click=move |_| draft.update(|d| d.tool = Tool::Eraser)
                >
                    {t("Eraser")}
                </button>
            </div>
            <div class="board-actions">
                <button type="button" class="to-move" on:click=move |_| edit(&PositionDraft::toggle_side_to_move)>
                    {move || match draft.with(|d| d.to_move) {
                        Side::White => t("White to move"),
                        Side::Black => t("Black to move"),
                    }}
                </button>
                <button type="button" class="flip-board" on:click=move |_| draft.update(PositionDraft::flip)>
                    {t("Flip board")}
                </button>
                <button type="button" class="initial-position" on:click=move |_| edit(&PositionDraft::set_initial)>
                    {t("Initial position")}
                </button>
                <button type="button" class="empty-board" on:click=move |_| edit(&PositionDraft::clear)>
                    {t("Empty board")}
                </button>
            </div>
            <div class="castling" role="group" aria-label=t("Castling")>{castling}</div>
            <label class="fen-field">
                {t("Position (FEN)")}
                <input
                    type="text"
                    class="fen-input"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    aria-invalid=move || refusal.with(Option::is_some).to_string()
                    prop:value=move || text.get()
                    on:input=move |ev| typed(event_target_value(&ev))
                    // Once the field is left, it shows the position as the editor writes it.
                    on:change=move |_| {
                        if refusal.with(Option::is_none) {
                            text.set(fen.get_untracked());
                        }
                    }
                />
            </label>
            {move || refusal.get().map(|why| view! { <p class="fen-error" role="alert">{why}</p> })}
        </div>
    }
}
