//! The page's look among the set-up choices: its language (kept apart, so the page can read it first)
//! and its theme.

use crate::browser::locales::{browser_lang, PageLang};
use crate::browser::storage::Store;
use crate::i18n::label_words::Label;
use crate::i18n::{t, tf, Lang};
use crate::model::saved::Prefs;
use flagfall_page::Theme;
use leptos::prelude::*;

/// The language and theme menus; the theme is bound to `prefs`.
#[component]
pub fn LookOptions(prefs: RwSignal<Prefs>) -> impl IntoView {
    let page_lang = expect_context::<PageLang>();
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    view! {
        <fieldset class="options looks">
            <legend>{t("Look")}</legend>
            <label class="name-field">
                <span class="field-label">{t("Language")}</span>
                <select
                    class="language"
                    on:change=move |ev| {
                        let chosen = Lang::from_tag(&event_target_value(&ev));
                        page_lang.choose(store, chosen);
                    }
                >
                    <option value="" prop:selected=move || page_lang.chosen.get().is_none()>
                        {tf(
                            "Browser's language ({language})",
                            &[("language", browser_lang().native_name())],
                        )}
                    </option>
                    {Lang::ALL
                        .into_iter()
                        .map(|choice| {
                            view! {
                                // Each name in its own language, for the screen reader's voice.
                                <option
                                    value=choice.code()
                                    lang=choice.code()
                                    prop:selected=move || page_lang.chosen.get() == Some(choice)
                                >
                                    {choice.native_name()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="name-field">
                <span class="field-label">{t("Theme")}</span>
                <select
                    class="theme"
                    on:change=move |ev| {
                        if let Some(theme) = Theme::from_name(&event_target_value(&ev)) {
                            prefs.update(|p| p.theme = theme);
                        }
                    }
                >
                    {Theme::ALL
                        .into_iter()
                        .map(|theme| {
                            view! {
                                <option value=theme.name() prop:selected=move || prefs.with(|p| p.theme == theme)>
                                    {theme.label()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </fieldset>
    }
}
