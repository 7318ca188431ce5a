//! The clock's keys, for the keyboard and for external buttons that send keys (a presenter remote, a
//! pedal): each half of the screen its own keys, the space bar for the side to move, and shortcuts
//! for the clock and the arbiter. Keys are read by their physical place (`KeyboardEvent.code`), so
//! the halves hold on any keyboard layout.

use crate::seating::Half;

/// What a key does on the clock screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// A press on the face in this half (the left half of the keyboard, or the left arrow and Page Up
    /// of a presenter remote or pedal, is the first half's; the right half the second's).
    Face(Half),
    /// A press for the side to move (space or Enter), or the start.
    ToMove,
    /// Pause, or resume when paused.
    PauseResume,
    /// Ask to undo the last press.
    Undo,
    /// Open the arbiter's panel (it pauses the clocks).
    Arbiter,
    /// Close what covers the faces.
    Close,
}

/// Where the keyboard's focus is, as far as keys are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The page, or a face: keys play the clock.
    Page,
    /// A button or a link: Space and Enter are its own.
    Control,
    /// A text field or a list: keys are typing.
    Field,
}

/// The action of the key with `code` (the physical key, `KeyboardEvent.code`) with the focus at
/// `focus`, if any.
pub fn key_action(code: &str, focus: Focus) -> Option<KeyAction> {
    // Typing is never lost to a key: not even Escape closes a panel from a half-typed note.
    if focus == Focus::Field {
        return None;
    }
    if code == "Escape" {
        return Some(KeyAction::Close);
    }
    Some(match code {
        "ShiftLeft" | "KeyZ" | "KeyX" | "ArrowLeft" | "PageUp" => KeyAction::Face(Half::First),
        "ShiftRight" | "KeyM" | "Comma" | "ArrowRight" | "PageDown" => {
            KeyAction::Face(Half::Second)
        }
        "Space" | "Enter" | "NumpadEnter" if focus == Focus::Page => KeyAction::ToMove,
        "KeyP" => KeyAction::PauseResume,
        "KeyU" => KeyAction::Undo,
        "KeyA" => KeyAction::Arbiter,
        _ => return None,
    })
}

impl Focus {
    /// The focus of an element with the tag name `tag` (as the DOM gives it, in capitals), which is
    /// `a_face` when it is one of the clock's faces.
    pub fn of(tag: &str, a_face: bool) -> Focus {
        match tag {
            "INPUT" | "TEXTAREA" | "SELECT" => Focus::Field,
            "BUTTON" | "A" | "SUMMARY" if !a_face => Focus::Control,
            _ => Focus::Page,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_half_of_the_screen_has_its_own_half_of_the_keyboard_and_remote_buttons() {
        for code in ["ShiftLeft", "KeyZ", "KeyX", "ArrowLeft", "PageUp"] {
            assert_eq!(
                key_action(code, Focus::Page),
                Some(KeyAction::Face(Half::First)),
                "{code}"
            );
        }
        for code in ["ShiftRight", "KeyM", "Comma", "ArrowRight", "PageDown"] {
            assert_eq!(
                key_action(code, Focus::Page),
                Some(KeyAction::Face(Half::Second)),
                "{code}"
            );
        }
    }

    #[test]
    fn space_and_enter_press_for_the_side_to_move_and_letters_are_shortcuts() {
        assert_eq!(key_action("Space", Focus::Page), Some(KeyAction::ToMove));
        assert_eq!(key_action("Enter", Focus::Page), Some(KeyAction::ToMove));
        assert_eq!(
            key_action("KeyP", Focus::Page),
            Some(KeyAction::PauseResume)
        );
        assert_eq!(key_action("KeyU", Focus::Page), Some(KeyAction::Undo));
        assert_eq!(key_action("KeyA", Focus::Page), Some(KeyAction::Arbiter));
        assert_eq!(key_action("Escape", Focus::Page), Some(KeyAction::Close));
        assert_eq!(key_action("KeyQ", Focus::Page), None);
    }

    #[test]
    fn space_and_enter_on_a_focused_button_are_the_buttons_own() {
        for code in ["Space", "Enter", "NumpadEnter"] {
            assert_eq!(key_action(code, Focus::Control), None, "{code}");
        }
        assert_eq!(
            key_action("KeyZ", Focus::Control),
            Some(KeyAction::Face(Half::First))
        );
    }

    #[test]
    fn a_focused_face_is_the_page_and_a_focused_field_takes_every_key() {
        assert_eq!(Focus::of("BUTTON", true), Focus::Page);
        assert_eq!(Focus::of("BUTTON", false), Focus::Control);
        assert_eq!(Focus::of("SUMMARY", false), Focus::Control);
        assert_eq!(Focus::of("TEXTAREA", false), Focus::Field);
        assert_eq!(Focus::of("DIV", false), Focus::Page);
    }

    #[test]
    fn in_a_text_field_no_key_acts_not_even_escape() {
        for code in ["Space", "KeyZ", "KeyP", "ArrowLeft", "Escape"] {
            assert_eq!(key_action(code, Focus::Field), None, "{code}");
        }
        assert_eq!(key_action("Escape", Focus::Control), Some(KeyAction::Close));
    }
}
