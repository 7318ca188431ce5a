//! What the player hears and feels as the clock changes: the press's click, and the flag, period and
//! low-time cues, the live region's sentence and the spoken thresholds that `FeedbackWatch` finds in
//! each change of the faces. Played through `sounds` and `speech`, which own the audio.

use crate::browser::sounds::signal;
use crate::browser::speech::say;
use crate::i18n::face_words::heard_text;
use crate::i18n::Worded;
use crate::model::face_values::FaceDisplay;
use crate::model::feedback_watch::FeedbackWatch;
use crate::model::saved::Prefs;
use flagfall_core::BySide;
use flagfall_page::{Cue, FeedbackSettings};
use leptos::prelude::*;

/// The click (and vibration) of a press, as `feedback` asks.
pub fn press_cue(feedback: FeedbackSettings) {
    signal(Cue::Press, feedback.press_sound, feedback.vibrate);
}

/// Follows `shown`, the faces, for as long as the calling component lives: flags and period changes
/// for screen readers and ears as they happen (the ticking time is not spoken), the low-time warning
/// as the side to move falls to the threshold. Returns the live region's latest sentence.
pub fn use_cues(shown: Memo<BySide<FaceDisplay>>, prefs: RwSignal<Prefs>) -> RwSignal<String> {
    let heard = RwSignal::new(String::new());
    let watch = StoredValue::new(FeedbackWatch::default());
    Effect::new(move |_| {
        let settings = prefs.with_untracked(|p| p.feedback);
        let reaction = shown
            .with(|faces| watch.try_update_value(|watch| watch.step(faces, settings)))
            .unwrap_or_default();
        for play in reaction.play {
            signal(play.cue, play.sound, play.vibrate);
        }
        if let Some(text) = heard_text(&reaction.announce) {
            heard.set(text);
        }
        if let Some(time) = reaction.say {
            say(&time.worded());
        }
    });
    heard
}
