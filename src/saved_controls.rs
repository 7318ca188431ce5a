//! The user's saved controls: save the chosen control under a name, then load, edit (and rename) or
//! delete it. Thin: the list's rules are `SavedControls`' methods (`saved.rs`), storage is `Store`.

use crate::category_line::CategoryLine;
use crate::draft::Draft;
use crate::i18n::{t, tf};
use crate::link::parse_control;
use crate::saved::{SaveOutcome, SavedControl, SavedControls};
use crate::storage::{Store, CONTROLS_KEY};
use crate::when::When;
use flagfall_core::{to_human, Rulebook, TimeControl};
use leptos::prelude::*;

/// The save form and the list of saved controls.
#[component]
pub fn SavedControlsPanel(
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, String>>,
    #[prop(into)] rulebook: Signal<Rulebook>,
) -> impl IntoView {
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    // Store::load has already set damaged or foreign data aside; its message says where.
    let (loaded, load_notice) = store.load::<SavedControls>(CONTROLS_KEY, t("saved controls"));
    let saved = RwSignal::new(loaded.unwrap_or_default());
    let alert = RwSignal::new(load_notice);
    let status = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());
    // The name of the control loaded with Edit: saving replaces it, under the name in the field.
    let editing = RwSignal::new(None::<String>);

    // Applies `edit` to the list and stores it; the message says what was done, or why not.
    let change = move |edit: &dyn Fn(&mut SavedControls) -> Result<String, String>| -> bool {
        let mut list = saved.get_untracked();
        match edit(&mut list) {
            Ok(done) => {
                alert.set(store.save(CONTROLS_KEY, &list).err().map(|why| {
                    tf(
                        "The saved controls could not be stored: {why}",
                        &[("why", &why)],
                    )
                }));
                saved.set(list);
                status.set(Some(done));
                true
            }
            Err(why) => {
                status.set(None);
                alert.set(Some(why));
                false
            }
        }
    };
    let save = move || {
        let typed = name.get_untracked();
        let old = editing.get_untracked();
        let chosen = chosen.get_untracked();
        let done = change(&|list| {
            let notation = chosen
                .as_ref()
                .map(to_human)
                .map_err(|why| tf("There is no usable control to save: {why}", &[("why", why)]))?;
            let typed = typed.trim();
            Ok(match list.save(typed, notation, old.as_deref())? {
                SaveOutcome::Added => tf("Saved \"{name}\".", &[("name", typed)]),
                SaveOutcome::Replaced => tf("Replaced \"{name}\".", &[("name", typed)]),
                SaveOutcome::Renamed { from } => tf(
                    "Saved \"{old_name}\" as \"{name}\".",
                    &[("old_name", &from), ("name", typed)],
                ),
            })
        });
        if done {
            editing.set(None);
        }
    };
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
        change(&|list| {
            list.remove(&gone);
            Ok(tf("Deleted \"{name}\".", &[("name", &gone)]))
        });
    });
    let would_replace =
        move || saved.with(|list| list.would_replace(&name.get(), editing.get().as_deref()));

    view! {
        <form
            class="save-form"
            on:submit=move |ev| {
                ev.prevent_default();
                save();
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
            <button type="submit" class="save-control" disabled=move || chosen.with(Result::is_err)>
                {move || if would_replace() { t("Replace") } else { t("Save") }}
            </button>
        </form>
        {move || {
            editing
                .get()
                .map(|old| {
                    view! {
                        <p class="editing">
                            {tf(
                                "Editing \"{name}\": change the control or its name, then Replace.",
                                &[("name", &old)],
                            )}
                            " "
                            <button type="button" class="stop-editing" on:click=move |_| editing.set(None)>
                                {t("Stop editing")}
                            </button>
                        </p>
                    }
                })
        }}
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
        Err(why) => view! { <span class="notation-error">{why}</span> }.into_any(),
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
