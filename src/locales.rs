//! The page's language, the one place that asks the browser: its preferred languages, the fetch of a
//! table (`locales/<code>.json`, next to the page so a sub-path works, and precached by the service
//! worker so it loads offline), and `<html lang>` for screen readers and the speech voice.

use crate::i18n::{self, Catalog, Lang};
use crate::storage::Store;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The first of the browser's languages that the app speaks, else English.
pub fn browser_lang() -> Lang {
    let tags: Vec<String> = window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Makes `lang` the page's language, fetching its table the first time. On failure the page keeps
/// its language and the error says why (in English: the table that would translate it is missing).
pub async fn switch(lang: Lang) -> Result<(), String> {
    if !i18n::install_loaded(lang) {
        let catalog = fetch(lang).await.map_err(|why| {
            format!(
                "The {} texts could not be loaded ({why}); the app stays in {}.",
                lang.native_name(),
                i18n::lang().native_name()
            )
        })?;
        i18n::install(catalog);
    }
    if let Some(root) = window().document().and_then(|d| d.document_element()) {
        // Cannot fail for the `lang` attribute.
        let _ = root.set_attribute("lang", lang.code());
    }
    Ok(())
}

async fn fetch(lang: Lang) -> Result<Catalog, String> {
    let message = |e: wasm_bindgen::JsValue| crate::storage::js_message(&e);
    let url = format!("locales/{}.json", lang.code());
    let response: web_sys::Response = JsFuture::from(window().fetch_with_str(&url))
        .await
        .map_err(message)?
        .dyn_into()
        .map_err(message)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(message)?)
        .await
        .map_err(message)?
        .as_string()
        .ok_or_else(|| format!("{url} is not text"))?;
    Catalog::parse(lang, &text).map_err(|why| format!("{url}: {why}"))
}

/// The page's language as the app follows it: screens rebuild when `lang` changes, `chosen` is the
/// choice kept in storage (`None`: the browser's), and a table that could not be loaded or a choice
/// that could not be kept is said in `trouble`.
#[derive(Clone, Copy)]
pub struct PageLang {
    pub lang: RwSignal<Lang>,
    pub chosen: RwSignal<Option<Lang>>,
    pub trouble: RwSignal<Option<String>>,
}

impl PageLang {
    pub fn new(lang: Lang, chosen: Option<Lang>, trouble: Option<String>) -> PageLang {
        PageLang {
            lang: RwSignal::new(lang),
            chosen: RwSignal::new(chosen),
            trouble: RwSignal::new(trouble),
        }
    }

    /// Keeps `chosen` and switches to it (or to the browser's language) in the background; the page
    /// follows once the table is in.
    pub fn choose(self, store: Store, chosen: Option<Lang>) {
        self.chosen.set(chosen);
        if let Err(why) = store.choose_lang(chosen) {
            self.trouble.set(Some(why));
        }
        let lang = chosen.unwrap_or_else(browser_lang);
        wasm_bindgen_futures::spawn_local(async move {
            match switch(lang).await {
                Ok(()) => self.lang.set(lang),
                Err(why) => self.trouble.set(Some(why)),
            }
        });
    }
}
