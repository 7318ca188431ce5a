//! A log chosen from the device, read as a game.

use super::Shown;
use crate::browser::files::chosen_text;
use crate::i18n::t;
use crate::record::export::import_log;
use leptos::prelude::*;

/// The file field; the game the chosen log holds is `shown`, or why it cannot be opened.
#[component]
pub fn ImportField(shown: Shown) -> impl IntoView {
    let import = move |ev: leptos::ev::Event| {
        leptos::task::spawn_local(async move {
            // Left while the file was read, the screen shows nothing more.
            shown.read(chosen_text(ev).await.and_then(|text| import_log(&text)));
        });
    };
    view! {
        <label class="import">
            {t("Import a log (JSON):")}
            " "
            <input type="file" class="import-log" accept=".json,application/json" on:change=import />
        </label>
    }
}
