//! The set-up screen's header: the app's name, the rulebook chosen, and the way to the History.

use crate::i18n::category_words::rulebook_title;
use crate::i18n::t;
use flagfall_core::Rulebook;
use leptos::prelude::*;

/// The header; a rulebook picked from the list is handed to `set_rulebook`.
#[component]
pub fn SetupHeader(
    rulebook: Memo<Rulebook>,
    set_rulebook: Callback<Rulebook>,
    on_history: Callback<()>,
) -> impl IntoView {
    view! {
        <header class="setup-header">
            <h1>"Flagfall"</h1>
            <label class="rulebook-field">
                <span class="field-label">{t("Rulebook")}</span>
                // Named on its own too: a phone on its side hides the label (style/setup.css).
                <select
                    class="rulebook"
                    aria-label=t("Rulebook")
                    on:change=move |ev| {
                        if let Some(rulebook) = Rulebook::from_name(&event_target_value(&ev)) {
                            set_rulebook.run(rulebook);
                        }
                    }
                >
                    {Rulebook::ALL
                        .into_iter()
                        .map(|book| {
                            view! {
                                <option value=book.name() prop:selected=move || rulebook.get() == book>
                                    {rulebook_title(book)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <button type="button" class="history-open" on:click=move |_| on_history.run(())>
                {t("History")}
            </button>
        </header>
    }
}
