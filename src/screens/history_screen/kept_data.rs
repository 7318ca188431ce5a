//! The data the app could not use, kept for the user: each item to open, export or delete.

use super::delete_twice::delete_asked_twice;
use super::summary::minute;
use super::Shown;
use crate::browser::files::download;
use crate::browser::keeper::Keeper;
use crate::browser::storage::Kept;
use crate::i18n::saving_words::holding_text;
use crate::i18n::{t, tf, worded};
use crate::model::saved::recover_game;
use crate::widgets::when::When;
use leptos::prelude::*;

/// The section, over `kept` as the `keeper` read it: an item opened is `shown`, as is the trouble of
/// an export or a deletion.
#[component]
pub fn KeptData(keeper: Keeper, kept: RwSignal<Vec<Kept>>, shown: Shown) -> impl IntoView {
    let notice = shown.notice;
    let open = move |key: &str| shown.read(recover_game(&keeper.raw(key)).map_err(worded));
    let export = move |key: &str| {
        let raw = keeper.raw(key);
        notice.set(download(&format!("{key}.json"), "application/json", &raw).err());
    };
    let delete = move |key: &str| {
        notice.set(keeper.discard(key).err());
        kept.set(keeper.kept());
    };
    let rows = move || {
        kept.get()
            .into_iter()
            .map(|item| kept_row(item, open, export, delete))
            .collect_view()
    };
    view! {
        <When when=move || kept.with(|k| !k.is_empty())>
            <section class="kept-data">
                <h2>{t("Data that could not be used")}</h2>
                <ul>{rows}</ul>
            </section>
        </When>
    }
}

/// One item of kept data: what it is and where, and what can be done with it. Deleting asks twice.
fn kept_row(
    item: Kept,
    open: impl Fn(&str) + Copy + Send + Sync + 'static,
    export: impl Fn(&str) + Copy + Send + Sync + 'static,
    delete: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let what = holding_text(item.what);
    let text = match item.since {
        Some(since) => tf(
            "{what}, set aside on {when} as \"{key}\"",
            &[("what", what), ("when", &minute(since)), ("key", &item.key)],
        ),
        None => tf(
            "{what}, kept in place as \"{key}\"",
            &[("what", what), ("key", &item.key)],
        ),
    };
    let key = StoredValue::new(item.key);
    view! {
        <li>
            <span>{text}</span>
            " "
            <button type="button" class="kept-open" on:click=move |_| key.with_value(|k| open(k))>
                {t("Open")}
            </button>
            <button type="button" class="kept-export" on:click=move |_| key.with_value(|k| export(k))>
                {t("Export")}
            </button>
            {delete_asked_twice("kept-delete", move || key.with_value(|k| delete(k)))}
        </li>
    }
}
