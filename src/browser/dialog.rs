//! A modal dialog as the browser shows it (`showModal`): while it shows, the rest of the page is
//! inert, so a tap beside it closes it (`closedby="any"`, as Escape does) and presses no face. It takes
//! the focus as it opens, and gives it back to what had it as it goes when that showed its focus (a
//! keyboard user's); after a tap the focus is let go, or the next Space from a pedal or a keyboard
//! would be that button's instead of a press. The hook owns the listener and undoes it all.

use gloo_events::EventListener;
use leptos::html::Dialog;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// What must be undone as the dialog goes.
#[derive(Default)]
struct Shown {
    dialog: Option<web_sys::HtmlDialogElement>,
    /// What had the focus before the dialog took it.
    opener: Option<web_sys::HtmlElement>,
    /// Whether the opener showed its focus (`:focus-visible`), so gets it back.
    refocus: bool,
    on_close: Option<EventListener>,
}

/// Shows the dialog at `node` modally as it mounts; `on_close` runs when the browser closes it
/// (Escape, a tap outside). Unmounting it closes it.
pub fn use_modal(node: NodeRef<Dialog>, on_close: Callback<()>) {
    let shown = Rc::new(RefCell::new(Shown::default()));
    let opening = Rc::clone(&shown);
    Effect::new(move |_| {
        let Some(dialog) = node.get() else {
            return;
        };
        let mut state = opening.borrow_mut();
        if state.dialog.is_some() {
            return;
        }
        state.opener = document()
            .active_element()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        state.refocus = state
            .opener
            .as_ref()
            .is_some_and(|e| e.matches(":focus-visible").unwrap_or(false));
        let closed = EventListener::new(&dialog, "close", move |_| {
            on_close.try_run(());
        });
        // Where `closedby` is unknown, Escape still closes the dialog; a tap outside does nothing.
        let _ = dialog.set_attribute("closedby", "any");
        // Refused only if the dialog is already open or not in the page: nothing to do then.
        let _ = dialog.show_modal();
        state.on_close = Some(closed);
        state.dialog = Some(dialog);
    });
    let cleanup = SendWrapper::new(shown);
    on_cleanup(move || {
        let shown = cleanup.take();
        let mut state = shown.borrow_mut();
        // Closed by the page, not the user: the listener goes first, so `on_close` is not told.
        state.on_close = None;
        if let Some(dialog) = state.dialog.take() {
            dialog.close();
        }
        if let Some(opener) = state.opener.take().filter(|e| e.is_connected()) {
            if state.refocus {
                let _ = opener.focus();
            } else {
                // The browser gives a closed dialog's focus back by itself: let it go.
                let _ = opener.blur();
            }
        }
    });
}
