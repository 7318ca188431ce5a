//! Full-screen mode, the one place the app asks for it. Browsers that refuse (an iPhone outside the
//! installed app) leave the page as it is; the installed app is already standalone.

use leptos::prelude::*;

/// Whether the page is shown full screen now.
fn is_fullscreen() -> bool {
    document().fullscreen_element().is_some()
}

/// Enters full-screen mode, or leaves it.
pub fn toggle_fullscreen() {
    let document = document();
    if is_fullscreen() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        // Refused without a user gesture or by policy: nothing to undo.
        let _ = root.request_fullscreen();
    }
}
