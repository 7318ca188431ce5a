//! Spoken time, the one place the app speaks (FIDE Appendix D asks that a clock for visually
//! disabled players can announce the time): the browser's speech synthesis, where it has one, in the
//! page's language.

use leptos::prelude::window;

/// Says `text`, cutting short whatever was being said (an older time is of no use).
pub fn say(text: &str) {
    let Ok(synthesis) = window().speech_synthesis() else {
        return;
    };
    let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(text) else {
        return;
    };
    utterance.set_lang(crate::i18n::lang().code());
    synthesis.cancel();
    synthesis.speak(&utterance);
}
