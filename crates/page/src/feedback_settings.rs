//! What the clock says without words: which sounds play, whether the phone vibrates, and the
//! low-time warning's threshold. Pure: the choices and the warning's arming; `browser::sounds` plays them.

use flagfall_core::{field, BySide, JsonError, JsonValue, Millis, ReadJson, Side};
use serde::Serialize;

/// Something the clock signals (its tones and vibration are in `browser::sounds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Press,
    LowTime,
    Flag,
    Period,
}

/// The player's feedback choices, kept with the set-up choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FeedbackSettings {
    /// A click on each press.
    pub press_sound: bool,
    /// A warning when the side to move falls to `low_time_secs`. The face turns low on its own scale
    /// (a tenth of the starting time, 10 s to 1 min: `low_time_threshold`), a glance that
    /// suits every control; the warning sounds where the player asked.
    pub low_time_sound: bool,
    pub low_time_secs: u32,
    pub flag_sound: bool,
    /// A chime when a side enters another period.
    pub period_sound: bool,
    /// A short buzz on each press and a long one on a flag, where the device can.
    pub vibrate: bool,
    /// Say the time of the side to move as it passes 5, 2 and 1 minutes, 30 and 10 seconds.
    pub speak_thresholds: bool,
}

impl Default for FeedbackSettings {
    fn default() -> Self {
        FeedbackSettings {
            press_sound: true,
            low_time_sound: true,
            low_time_secs: 30,
            flag_sound: true,
            period_sound: true,
            vibrate: true,
            speak_thresholds: false,
        }
    }
}

impl ReadJson for FeedbackSettings {
    fn read_json(value: &JsonValue) -> Result<FeedbackSettings, JsonError> {
        let default = FeedbackSettings::default();
        let flag = |key: &str, default: bool| {
            Ok::<bool, JsonError>(field::<Option<bool>>(value, key)?.unwrap_or(default))
        };
        Ok(FeedbackSettings {
            press_sound: flag("press_sound", default.press_sound)?,
            low_time_sound: flag("low_time_sound", default.low_time_sound)?,
            low_time_secs: field::<Option<u32>>(value, "low_time_secs")?
                .unwrap_or(default.low_time_secs),
            flag_sound: flag("flag_sound", default.flag_sound)?,
            period_sound: flag("period_sound", default.period_sound)?,
            vibrate: flag("vibrate", default.vibrate)?,
            speak_thresholds: flag("speak_thresholds", default.speak_thresholds)?,
        })
    }
}

/// The low-time warning of each side: it sounds once as the time falls to the threshold, and is
/// armed again only when the time has risen well above it (an increment or a correction), so a
/// player hovering at the threshold with an increment is not warned at every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowTimeAlarm {
    armed: BySide<bool>,
}

impl Default for LowTimeAlarm {
    fn default() -> Self {
        LowTimeAlarm {
            armed: BySide::both(true),
        }
    }
}

impl LowTimeAlarm {
    /// Whether `side`'s warning sounds now that its clock shows `remaining`.
    pub fn check(&mut self, side: Side, remaining: Millis, threshold: Millis) -> bool {
        let margin = Millis((threshold.as_millis() / 4).max(10_000));
        if remaining > threshold + margin {
            self.armed[side] = true;
            return false;
        }
        let sounds = self.armed[side] && remaining <= threshold && remaining.is_positive();
        if sounds {
            self.armed[side] = false;
        }
        sounds
    }
}

/// The times at which the side to move hears its time, when the player asks for it.
const SPOKEN_AT: [Millis; 5] = [
    Millis::from_mins(5),
    Millis::from_mins(2),
    Millis::from_mins(1),
    Millis::from_secs(30),
    Millis::from_secs(10),
];

/// The spoken threshold a clock passed going from `before` to `after` (the lowest, if several).
pub fn passed_threshold(before: Millis, after: Millis) -> Option<Millis> {
    SPOKEN_AT
        .into_iter()
        .filter(|&at| before > at && after <= at)
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_is_spoken_once_as_it_passes_each_threshold() {
        let secs = Millis::from_secs;
        assert_eq!(passed_threshold(secs(301), secs(300)), Some(secs(300)));
        assert_eq!(passed_threshold(secs(300), secs(299)), None);
        assert_eq!(passed_threshold(secs(61), secs(59)), Some(secs(60)));
        // A long jump (a reload) says only the latest.
        assert_eq!(passed_threshold(secs(400), secs(20)), Some(secs(30)));
        assert_eq!(passed_threshold(secs(20), secs(40)), None);
    }

    #[test]
    fn the_warning_sounds_once_at_the_threshold_and_rearms_well_above_it() {
        let mut alarm = LowTimeAlarm::default();
        let threshold = Millis::from_secs(30);
        let check = |alarm: &mut LowTimeAlarm, secs: i64| {
            alarm.check(Side::White, Millis::from_secs(secs), threshold)
        };
        assert!(!check(&mut alarm, 31));
        assert!(check(&mut alarm, 30));
        assert!(!check(&mut alarm, 29));
        // An increment lifts the time a little: no new warning when it falls again.
        assert!(!check(&mut alarm, 35));
        assert!(!check(&mut alarm, 30));
        // Well above (30 s + 10 s): armed again.
        assert!(!check(&mut alarm, 41));
        assert!(check(&mut alarm, 25));
        // Black's warning is its own.
        assert!(alarm.check(Side::Black, Millis::from_secs(12), threshold));
    }

    #[test]
    fn no_warning_once_the_flag_has_fallen() {
        let mut alarm = LowTimeAlarm::default();
        assert!(!alarm.check(Side::White, Millis::ZERO, Millis::from_secs(30)));
    }

    #[test]
    fn settings_missing_from_storage_take_their_defaults() {
        let read = FeedbackSettings::read_json(&JsonValue::parse(r#"{"vibrate": false}"#).unwrap())
            .unwrap();
        assert_eq!(
            read,
            FeedbackSettings {
                vibrate: false,
                ..FeedbackSettings::default()
            }
        );
    }
}
