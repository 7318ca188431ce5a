//! Sounds and vibration, the one place the app makes them: short tones made with Web Audio (no audio
//! files), and `navigator.vibrate` where the device has it. The audio context is opened on the first
//! press, a user gesture, as browsers require.

use flagfall_page::Cue;
use leptos::prelude::window;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// `cue`'s tones: (frequency in Hz, start and length in seconds), and its vibration pattern in ms.
const fn tones(cue: Cue) -> (&'static [(f32, f64, f64)], &'static [u32]) {
    match cue {
        Cue::Press => (&[(1800.0, 0.0, 0.03)], &[25]),
        Cue::LowTime => (&[(880.0, 0.0, 0.12), (880.0, 0.2, 0.12)], &[]),
        Cue::Flag => (
            &[(660.0, 0.0, 0.25), (440.0, 0.3, 0.25), (330.0, 0.6, 0.5)],
            &[300, 120, 300],
        ),
        Cue::Period => (&[(523.0, 0.0, 0.15), (784.0, 0.18, 0.25)], &[]),
    }
}

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue`'s tones if `sound`, and its vibration if `vibrate`.
pub fn signal(cue: Cue, sound: bool, vibrate: bool) {
    let (tones, pattern) = tones(cue);
    // A press is a user gesture, the moment browsers let a page open its audio: open it then even
    // with the click off, so the flag and low-time tones, which come from timers, may sound.
    if sound || cue == Cue::Press {
        play(if sound { tones } else { &[] });
    }
    if vibrate && !pattern.is_empty() {
        let pattern: js_sys::Array = pattern
            .iter()
            .map(|&ms| wasm_bindgen::JsValue::from(ms))
            .collect();
        // Devices without a vibrator ignore it.
        let _ = window().navigator().vibrate_with_pattern(&pattern);
    }
}

fn play(tones: &[(f32, f64, f64)]) {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        let Some(context) = audio.as_ref() else {
            return;
        };
        // A context opened before any gesture starts suspended.
        let _ = context.resume();
        let now = context.current_time();
        for &(frequency, start, length) in tones {
            let (Ok(oscillator), Ok(gain)) = (context.create_oscillator(), context.create_gain())
            else {
                return;
            };
            oscillator.set_type(OscillatorType::Sine);
            oscillator.frequency().set_value(frequency);
            // A quick fade in and out, so the tone does not click.
            let level = gain.gain();
            let _ = level.set_value_at_time(0.0, now + start);
            let _ = level.linear_ramp_to_value_at_time(0.3, now + start + 0.01);
            let _ = level.linear_ramp_to_value_at_time(0.0, now + start + length);
            let _ = oscillator.connect_with_audio_node(&gain);
            let _ = gain.connect_with_audio_node(&context.destination());
            let _ = oscillator.start_with_when(now + start);
            let _ = oscillator.stop_with_when(now + start + length + 0.02);
        }
    });
}
