//! `When`: part of a view shown while a condition holds. Leptos's `Show` is generic over its children
//! and its condition, so each use cost about 1.5 KB of wasm; this one is built once, over type-erased
//! children.

use leptos::prelude::*;

/// Shows `children` while `when` holds, else `fallback`; both are rebuilt only when `when` flips.
#[component]
pub fn When(
    #[prop(into)] when: Signal<bool>,
    children: ChildrenFn,
    #[prop(optional, into)] fallback: ViewFn,
) -> impl IntoView {
    let shown = Memo::new(move |_| when.get());
    move || {
        if shown.get() {
            children()
        } else {
            fallback.run()
        }
    }
}
