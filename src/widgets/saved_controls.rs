//! The user's saved controls: save the chosen control under a name, then load, edit (and rename) or
//! delete it. Thin: the list's rules are `SavedControls`' methods (`model::saved`), what a change did
//! `model::control_saving`'s, worded by `i18n::saving_words`; the `Keeper` stores the list.

use crate::browser::keeper::Keeper;
use crate::i18n::{t, tf, worded, Worded};
use crate::model::control_saving::{delete_named, save_chosen};
use crate::model::draft::{Draft, DraftError};
use crate::model::saved::{SavedControl, SavedControls};
use crate::widgets::category_line::CategoryLine;
use crate::widgets::when::When;
use flagfall_core::{parse_control, Rulebook, TimeControl};
use leptos::prelude::*;

/// The save form and the list of saved controls.
#[component]
pub fn SavedControlsPanel(
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, DraftError>>,
    #[prop(into)] rulebook: Signal<Rulebook>,
) -> impl IntoView {
    let keeper = Keeper::of_page();
    // Damaged or foreign data has already been set aside; the message says where.
    let (loaded, load_notice) = keeper.controls();
    let saved = RwSignal::new(loaded);
    let alert = RwSignal::new(load_notice);
    let status = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());
    // The name of the control loaded with Edit: saving replaces it, under the name in the field.
    let editing = RwSignal::new(None::<String>);

    // Applies `edit` to the list and stores it; the message says what was done, or why not.
    let change = move |edit: &dyn Fn(&mut SavedControls) -> Result<String, String>| -> bool {
        let mut list = saved.get_untracked();
        let done = edit(&mut list);
        let changed = done.is_ok();
        match done {
            Ok(done) => {
                alert.set(keeper.keep_controls(&list));
                saved.set(list);
                status.set(Some(done));
            }
            Err(why) => {
                status.set(None);
                alert.set(Some(why));
            }
        }
        changed
    };
    let save = Callback::new(move |()| {
        let (typed, old) = (name.get_untracked(), editing.get_untracked());
        let chosen = chosen.get_untracked();
        if change(&|list| {
            save_chosen(list, chosen.as_ref(), &typed, old.as_deref())
                .map(worded)
                .map_err(worded)
        }) {
            editing.set(None);
        }
    });
    let load = Callback::new(move |notation: String| {
        status.set(None);
        draft.update(|d| d.type_text(notation));
    });
    let edit = Callback::new(move |control: SavedControl| {
        load.run(control.notation);
        name.set(control.name.clone());
        editing.set(Some(control.name));
    });
    let delete = Callback::new(move |gone: String| {
        if editing.get_untracked().as_deref() == Some(gone.as_str()) {
            editing.set(None);
        }
        change(&|list| Ok(delete_named(list, &gone).worded()));
    });
    let would_replace = Signal::derive(move || {
        saved.with(|list| list.would_replace(&name.get(), editing.get().as_deref()))
    });

    view! {
        <SaveForm name=name unusable=Signal::derive(move || chosen.with(Result::is_err)) would_replace=would_replace on_save=save />
        {move || editing.get().map(|old| view! { <EditingNote old=old on_stop=Callback::new(move |()| editing.set(None)) /> })}
        {move || alert.get().map(|text| view! { <p class="saved-alert" role="alert">{text}</p> })}
        {move || status.get().map(|text| view! { <p class="saved-status" role="status">{text}</p> })}
        <When
            when=move || saved.with(|list| !list.controls.is_empty())
            fallback=|| view! { <p class="empty">{t("No saved controls yet.")}</p> }
        >
            <ul class="saved-list">
                {move || {
                    saved
                        .get()
                        .controls
                        .into_iter()
                        .map(|control| {
                            view! {
                                <SavedRow control=control rulebook=rulebook load=load edit=edit delete=delete />
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </When>
    }
}

/// The form that saves the chosen control under `name`; its button says whether it would replace
/// one, and is off while the control is `unusable`.
#[component]
fn SaveForm(
    name: RwSignal<String>,
    unusable: Signal<bool>,
    would_replace: Signal<bool>,
    on_save: Callback<()>,
) -> impl IntoView {
    view! {
        <form
            class="save-form"
            on:submit=move |ev| {
                ev.prevent_default();
                on_save.run(());
            }
        >
            <label class="name-field">
                <span class="field-label">{t("Name for the chosen control")}</span>
                <input
                    type="text"
                    class="save-name"
                    autocomplete="off"
                    placeholder=t("club night")
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
            </label>
            <button type="submit" class="save-control" disabled=move || unusable.get()>
                {move || if would_replace.get() { t("Replace") } else { t("Save") }}
            </button>
        </form>
    }
}

/// Which saved control is being edited (`old`), and the button that stops editing it.
#[component]
fn EditingNote(old: String, on_stop: Callback<()>) -> impl IntoView {
    view! {
        <p class="editing">
            {tf(
                "Editing \"{name}\": change the control or its name, then Replace.",
                &[("name", &old)],
            )}
            " "
            <button type="button" class="stop-editing" on:click=move |_| on_stop.run(())>
                {t("Stop editing")}
            </button>
        </p>
    }
}

/// One saved control: its name, notation and category, and what can be done with it. Deleting asks
/// first, in the row itself.
#[component]
fn SavedRow(
    control: SavedControl,
    rulebook: Signal<Rulebook>,
    load: Callback<String>,
    edit: Callback<SavedControl>,
    delete: Callback<String>,
) -> impl IntoView {
    let asking = RwSignal::new(false);
    // A stored notation this version cannot read is shown with the reason, never dropped.
    let verdict = match parse_control(&control.notation) {
        Ok(parsed) => {
            let classification = Signal::derive(move || rulebook.get().classify(&parsed));
            view! { <CategoryLine classification=classification /> }.into_any()
        }
        Err(why) => view! { <span class="notation-error">{why.worded()}</span> }.into_any(),
    };
    let SavedControl { name, notation } = control.clone();
    let (for_load, for_edit, for_delete) = (notation.clone(), control, name.clone());
    view! {
        <li class="saved-control">
            <span class="saved-name">{name.clone()}</span>
            <span class="notation">{notation}</span>
            {verdict}
            <div class="saved-actions">
                <button
                    type="button"
                    class="load"
                    aria-label=tf("Load {name}", &[("name", &name)])
                    on:click=move |_| load.run(for_load.clone())
                >
                    {t("Load")}
                </button>
                <button
                    type="button"
                    class="edit"
                    aria-label=tf("Edit or rename {name}", &[("name", &name)])
                    on:click=move |_| edit.run(for_edit.clone())
                >
                    {t("Edit")}
                </button>
                <button
                    type="button"
                    class="delete"
                    aria-label=tf("Delete {name}", &[("name", &name)])
                    on:click=move |_| asking.set(true)
                >
                    {t("Delete")}
                </button>
            </div>
            <When when=move || asking.get()>
                <p class="confirm-delete" role="alert">
                    {tf("Delete \"{name}\"?", &[("name", &name)])}
                    " "
                    <button type="button" class="confirm" on:click={
                        let gone = for_delete.clone();
                        move |_| delete.run(gone.clone())
                    }>
                        {t("Delete")}
                    </button>
                    <button type="button" class="cancel" on:click=move |_| asking.set(false)>
                        {t("Keep")}
                    </button>
                </p>
            </When>
        </li>
    }
}
