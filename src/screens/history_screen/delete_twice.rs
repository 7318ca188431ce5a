//! A deletion asked twice: "Delete", then "Delete for good" beside it.

use crate::i18n::t;
use crate::widgets::when::When;
use leptos::prelude::*;

/// `class` names the first button, and with `-confirm` the second, which deletes.
pub fn delete_asked_twice(
    class: &'static str,
    delete: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let confirming = RwSignal::new(false);
    view! {
        <button type="button" class=class on:click=move |_| confirming.set(true)>
            {t("Delete")}
        </button>
        <When when=move || confirming.get()>
            <button type="button" class=format!("{class}-confirm") on:click=move |_| delete()>
                {t("Delete for good")}
            </button>
        </When>
    }
}
