//! A modal dialog: the markup, shown by `browser::dialog` (the one place the app opens one with the
//! browser's `showModal`, and gives the focus back as it goes).

use crate::browser::dialog::use_modal;
use leptos::html::Dialog;
use leptos::prelude::*;

/// A dialog labelled `label` (with the ARIA `role`, if any), shown as it mounts; `on_close` runs when
/// the browser closes it (Escape, a tap outside). Whoever mounts it unmounts it to close it.
#[component]
pub fn Modal(
    class: &'static str,
    #[prop(optional)] role: Option<&'static str>,
    #[prop(into)] label: Signal<String>,
    on_close: Callback<()>,
    children: Children,
) -> impl IntoView {
    let node = NodeRef::<Dialog>::new();
    use_modal(node, on_close);
    view! {
        <dialog node_ref=node class=class role=role aria-label=move || label.get()>
            {children()}
        </dialog>
    }
}
