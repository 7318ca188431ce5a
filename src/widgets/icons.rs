//! The clock bar's icons, drawn on a 24-unit square in the text's colour. Hidden from screen readers:
//! each button says what it does in its label.

use leptos::prelude::*;

/// One icon of `path`.
fn icon(path: &'static str) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d=path fill="currentColor" />
        </svg>
    }
}

/// A triangle pointing right: start, resume.
pub fn play() -> impl IntoView {
    icon("M7 4.5v15L19.5 12z")
}

/// Two bars.
pub fn pause() -> impl IntoView {
    icon("M6 5h4.5v14H6zM13.5 5H18v14h-4.5z")
}

/// An arrow turning back to the left.
pub fn undo() -> impl IntoView {
    icon("M9.5 3.5 3 9l6.5 5.5V11H14a3.75 3.75 0 0 1 0 7.5h-3.5V21H14a6.25 6.25 0 0 0 0-12.5H9.5z")
}

/// Three lines.
pub fn menu() -> impl IntoView {
    icon("M4 5.5h16V8H4zM4 10.75h16v2.5H4zM4 16h16v2.5H4z")
}
