//! A control's category under the chosen rulebook and the rulebook's reason, as every list on the
//! set-up screen shows it. A `span`, so it can sit inside a preset's button.

use crate::i18n::basis_words::basis_text;
use crate::i18n::category_name;
use flagfall_core::Classification;
use leptos::prelude::*;

/// `category — reason`, the category styled by its kind (`data-category`).
#[component]
pub fn CategoryLine(#[prop(into)] classification: Signal<Classification>) -> impl IntoView {
    view! {
        <span class="category-line">
            <span class="category" data-category=move || classification.with(|c| c.category.as_str())>
                {move || classification.with(|c| category_name(c.category))}
            </span>
            <span class="reason-dash">" — "</span>
            <span class="reason">{move || classification.with(|c| basis_text(&c.basis))}</span>
        </span>
    }
}
