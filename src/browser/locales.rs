//! The page's language, the one place that asks the browser: its preferred languages, the fetch of a
//! table (`locales/<code>.json`, next to the page so a sub-path works, and precached by the service
//! worker so it loads offline), and `<html lang>` for screen readers and the speech voice.

use crate::browser::storage::Store;
use crate::i18n::{self, tf, Catalog, Lang};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// How long a page waits for its language's table before it opens in English, to switch when the
/// table comes: a stalled network must not leave the page blank. A table usually takes tens of ms.
const TABLE_WAIT_MS: u32 = 2500;

/// The first of the browser's languages that the app speaks, else English.
pub fn browser_lang() -> Lang {
    let navigator = window().navigator();
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    // Some browsers give only the one language.
    tags.extend(navigator.language());
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Reads `lang`'s table unless it is at hand already. On failure the error says why, in the page's
/// language.
pub async fn load(lang: Lang) -> Result<(), String> {
    if i18n::is_loaded(lang) {
        return Ok(());
    }
    let catalog = fetch(lang).await.map_err(|why| {
        tf(
            "The {language} texts could not be loaded ({why}); the app stays in {current}.",
            &[
                ("language", lang.native_name()),
                ("why", &why),
                ("current", i18n::lang().native_name()),
            ],
        )
    })?;
    i18n::keep(catalog);
    Ok(())
}

/// Makes `lang`, loaded, the page's language, `<html lang>` included.
pub fn show(lang: Lang) {
    i18n::install_loaded(lang);
    if let Some(root) = window().document().and_then(|d| d.document_element()) {
        // Cannot fail for the `lang` attribute.
        let _ = root.set_attribute("lang", lang.code());
    }
}

async fn fetch(lang: Lang) -> Result<Catalog, String> {
    let message = |e: wasm_bindgen::JsValue| crate::browser::storage::js_message(&e);
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

    /// Opens the page in `chosen` (or the browser's language): `mount` runs once, when the table is
    /// in, or after `TABLE_WAIT_MS` in English if the table is slow, the page switching when it
    /// comes unless another language was chosen meanwhile. A table that cannot be loaded is said in
    /// `trouble`.
    pub fn open(chosen: Option<Lang>, mount: impl FnOnce(PageLang) + 'static) {
        let lang = chosen.unwrap_or_else(browser_lang);
        let page_lang = PageLang::new(Lang::En, chosen, None);
        if i18n::is_loaded(lang) {
            show(lang);
            page_lang.lang.set(lang);
            return mount(page_lang);
        }
        let mount = Rc::new(Cell::new(Some(mount)));
        let mount_once = move || {
            if let Some(mount) = mount.take() {
                mount(page_lang);
            }
        };
        let waited = Timeout::new(TABLE_WAIT_MS, mount_once.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let loaded = page_lang.load_chosen(chosen).await;
            drop(waited);
            match loaded {
                Some(Ok(lang)) => page_lang.lang.set(lang),
                Some(Err(why)) => page_lang.trouble.set(Some(why)),
                None => {}
            }
            mount_once();
        });
    }

    /// Switches to `chosen` (or to the browser's language) once its table is in, and keeps the
    /// choice. A later choice made while a table loads wins; a table that cannot be loaded leaves the
    /// page and the choice as they were.
    pub fn choose(self, store: Store, chosen: Option<Lang>) {
        self.chosen.set(chosen);
        wasm_bindgen_futures::spawn_local(async move {
            match self.load_chosen(chosen).await {
                Some(Ok(lang)) => {
                    if let Err(why) = store.choose_lang(chosen) {
                        self.trouble.set(Some(tf(
                            "The language choice could not be kept: {why}",
                            &[("why", &why)],
                        )));
                    }
                    self.lang.set(lang);
                }
                Some(Err(why)) => {
                    // Storage holds the last choice that was applied.
                    self.chosen.set(store.chosen_lang());
                    self.trouble.set(Some(why));
                }
                None => {}
            }
        });
    }

    /// Loads the table of `chosen` (or of the browser's language) and, if `chosen` is still the
    /// choice, shows the page in it and gives the language; `None` when a later choice has the last
    /// word.
    async fn load_chosen(self, chosen: Option<Lang>) -> Option<Result<Lang, String>> {
        let lang = chosen.unwrap_or_else(browser_lang);
        let loaded = load(lang).await;
        (self.chosen.get_untracked() == chosen).then(|| {
            loaded.map(|()| {
                show(lang);
                lang
            })
        })
    }
}
