//! What both players must read, in portrait, where they face each other across the phone: a copy
//! turned toward the player at the top, for the eyes only (hidden from screen readers, its buttons
//! out of the Tab order and without the upright copy's classes, which tests and styles name), then
//! the upright copy. In landscape both players sit on the same side and the turned copy is not
//! shown (style/main.css).

use leptos::prelude::*;

/// `content(turned)` twice: turned for the top half (`turned` true), then upright.
pub fn both_ways<V: IntoView>(content: impl Fn(bool) -> V) -> impl IntoView {
    view! {
        <div class="turned-copy" aria-hidden="true">{content(true)}</div>
        {content(false)}
    }
}

/// The class of a button of the upright copy; none in the turned copy.
fn upright_class(turned: bool, class: &'static str) -> Option<&'static str> {
    (!turned).then_some(class)
}

/// A button of the turned copy is out of the Tab order: the upright copy has the same.
fn tab_index(turned: bool) -> Option<i32> {
    turned.then_some(-1)
}

/// A button of either copy: `class` on the upright one only, out of the Tab order in the turned one.
pub fn copy_button(
    turned: bool,
    class: &'static str,
    label: &'static str,
    on_click: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=upright_class(turned, class)
            tabindex=tab_index(turned)
            on:click=move |_| on_click.run(())
        >
            {label}
        </button>
    }
}
