//! Listening to the page's events for as long as a component lives. Every hook that listens holds a
//! gloo-events `EventListener`, which removes its listener as it is dropped; this drops it as the
//! calling component is cleaned up.

use gloo_events::{EventListener, EventListenerOptions};
use leptos::prelude::on_cleanup;
use send_wrapper::SendWrapper;
use web_sys::{Event, EventTarget};

/// Listens to `kind` events on `target` (passively: the handler cannot cancel them) until the calling
/// component is cleaned up.
pub fn listen(target: &EventTarget, kind: &'static str, on_event: impl FnMut(&Event) + 'static) {
    drop_on_cleanup(EventListener::new(target, kind, on_event));
}

/// As [`listen`], for a handler that may cancel the event's default action.
pub fn listen_cancelable(
    target: &EventTarget,
    kind: &'static str,
    on_event: impl FnMut(&Event) + 'static,
) {
    drop_on_cleanup(EventListener::new_with_options(
        target,
        kind,
        EventListenerOptions::enable_prevent_default(),
        on_event,
    ));
}

fn drop_on_cleanup(listener: EventListener) {
    let listener = SendWrapper::new(listener);
    on_cleanup(move || drop(listener.take()));
}
