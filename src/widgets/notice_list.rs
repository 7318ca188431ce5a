//! The app's notices about storage, links and the page's language: each stays until dismissed.

use crate::i18n::t;
use leptos::prelude::*;

/// `notices`, each with its button to dismiss it.
#[component]
pub fn NoticeList(notices: RwSignal<Vec<String>>) -> impl IntoView {
    view! {
        <ul class="notices" aria-live="polite">
            {move || {
                notices
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, text)| {
                        view! {
                            // The alert inside the item: a list holds list items only.
                            <li class="notice">
                                <span role="alert">{text}</span>
                                <button
                                    type="button"
                                    aria-label=t("Dismiss")
                                    on:click=move |_| notices.update(|n| { n.remove(i); })
                                >
                                    "×"
                                </button>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
