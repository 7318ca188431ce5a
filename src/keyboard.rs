//! Playing from the keyboard and from external buttons that send keys: each side its own keys, the
//! space bar for the side to move, and shortcuts for the clock and the arbiter. The key map is pure;
//! `use_keyboard` owns the one window listener.

use flagfall_core::Side;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// What a key does on the clock screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// A press on this side's face (the left half of the keyboard, or the left arrow and Page Up of
    /// a presenter remote or pedal, is White's; the right half Black's).
    Face(Side),
    /// A press for the side to move (space or Enter), or the start.
    ToMove,
    /// Pause, or resume when paused.
    PauseResume,
    Undo,
    /// Open the arbiter's panel (it pauses the clocks).
    Arbiter,
}

/// The action of the key with `code` (the physical key, `KeyboardEvent.code`), if any.
fn key_action(code: &str) -> Option<KeyAction> {
    Some(match code {
        "ShiftLeft" | "KeyZ" | "KeyX" | "ArrowLeft" | "PageUp" => KeyAction::Face(Side::White),
        "ShiftRight" | "KeyM" | "Comma" | "ArrowRight" | "PageDown" => KeyAction::Face(Side::Black),
        "Space" | "Enter" | "NumpadEnter" => KeyAction::ToMove,
        "KeyP" => KeyAction::PauseResume,
        "KeyU" => KeyAction::Undo,
        "KeyA" => KeyAction::Arbiter,
        _ => return None,
    })
}

/// Calls `on_key` with each mapped key pressed while the clock screen shows and no text field has the
/// focus, with the event's own timestamp; `enabled` false (a panel open) ignores keys.
pub fn use_keyboard(enabled: Signal<bool>, on_key: Callback<(KeyAction, f64)>) {
    let on_keydown =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |event: web_sys::KeyboardEvent| {
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if event.repeat() || typing || !enabled.get_untracked() {
                return;
            }
            if let Some(action) = key_action(&event.code()) {
                // Space would scroll or click the focused button as well.
                event.prevent_default();
                on_key.run((action, event.time_stamp()));
            }
        });
    let _ =
        window().add_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
    let listener = SendWrapper::new(on_keydown);
    on_cleanup(move || {
        let on_keydown = listener.take();
        let _ = window()
            .remove_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_has_its_own_half_of_the_keyboard_and_remote_buttons() {
        for code in ["ShiftLeft", "KeyZ", "KeyX", "ArrowLeft", "PageUp"] {
            assert_eq!(
                key_action(code),
                Some(KeyAction::Face(Side::White)),
                "{code}"
            );
        }
        for code in ["ShiftRight", "KeyM", "Comma", "ArrowRight", "PageDown"] {
            assert_eq!(
                key_action(code),
                Some(KeyAction::Face(Side::Black)),
                "{code}"
            );
        }
    }

    #[test]
    fn space_and_enter_press_for_the_side_to_move_and_letters_are_shortcuts() {
        assert_eq!(key_action("Space"), Some(KeyAction::ToMove));
        assert_eq!(key_action("Enter"), Some(KeyAction::ToMove));
        assert_eq!(key_action("KeyP"), Some(KeyAction::PauseResume));
        assert_eq!(key_action("KeyU"), Some(KeyAction::Undo));
        assert_eq!(key_action("KeyA"), Some(KeyAction::Arbiter));
        assert_eq!(key_action("KeyQ"), None);
    }
}
