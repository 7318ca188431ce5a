//! The castling rights the board allows, each to keep or give up.

use crate::i18n::label_words::Label;
use crate::i18n::t;
use crate::model::board_editing::BoardEditing;
use crate::model::position_draft::Castling;
use leptos::prelude::*;

#[component]
pub fn CastlingRights(editing: RwSignal<BoardEditing>) -> impl IntoView {
    let rights = move || {
        Castling::ALL
            .into_iter()
            .filter(|&right| editing.with(|e| e.draft.castling_offered(right)))
            .map(|right| {
                view! {
                    <label class="castling-right">
                        <input
                            type="checkbox"
                            prop:checked=move || editing.with(|e| e.draft.castling(right))
                            on:change=move |ev| {
                                let allowed = event_target_checked(&ev);
                                editing.update(|e| e.edit(|d| d.set_castling(right, allowed)));
                            }
                        />
                        {right.label()}
                    </label>
                }
            })
            .collect_view()
    };
    view! { <div class="castling" role="group" aria-label=t("Castling")>{rights}</div> }
}
