//! What the clock screen signals, announces and says as its faces change: the flag and period cues
//! with their live-region sentence, the low-time warning, and the spoken thresholds. Pure: the screen
//! plays what `FeedbackWatch::step` returns through `browser::sounds` and `browser::speech`, worded
//! by `i18n::face_words`.

use crate::model::face_values::{announcements, Announcement, FaceDisplay, SideTime};
use flagfall_core::{BySide, Millis, Side};
use flagfall_page::{passed_threshold, Cue, FeedbackSettings, LowTimeAlarm};

/// A cue to give, with its tones or not and its vibration or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    pub cue: Cue,
    pub sound: bool,
    pub vibrate: bool,
}

/// What a change of the faces calls for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reaction {
    pub play: Vec<Play>,
    /// For the live region: the flags and period changes, one sentence each.
    pub announce: Vec<Announcement>,
    /// The time of the side to move, as it passes a spoken threshold.
    pub say: Option<SideTime>,
}

/// Follows the faces from one change to the next.
#[derive(Debug, Default)]
pub struct FeedbackWatch {
    alarm: LowTimeAlarm,
    shown: Option<BySide<FaceDisplay>>,
}

impl FeedbackWatch {
    /// What going from the faces last seen to `faces` calls for, under `settings`. The first faces
    /// seen only set the watch: a screen opened on a clock that is already low (a reload, another
    /// language) is not warned again.
    pub fn step(&mut self, faces: &BySide<FaceDisplay>, settings: FeedbackSettings) -> Reaction {
        let mut reaction = Reaction::default();
        let previous = self.shown.replace(faces.clone());
        if let Some(previous) = &previous {
            let heard = announcements(previous, faces);
            // Only a flag and a new period sound; the rest is heard through the live region.
            reaction.play = heard
                .iter()
                .filter_map(|announcement| match announcement {
                    Announcement::Flag { .. } => Some(Play {
                        cue: Cue::Flag,
                        sound: settings.flag_sound,
                        vibrate: settings.vibrate,
                    }),
                    Announcement::Period { .. } => Some(Play {
                        cue: Cue::Period,
                        sound: settings.period_sound,
                        vibrate: false,
                    }),
                    Announcement::Paused
                    | Announcement::Resumed { .. }
                    | Announcement::Undone { .. }
                    | Announcement::TimeSet { .. } => None,
                })
                .collect();
            reaction.announce = heard;
        }
        let Some(side) = Side::ALL.into_iter().find(|&side| faces[side].running) else {
            return reaction;
        };
        let remaining = faces[side].main;
        let threshold = Millis::from_secs(i64::from(settings.low_time_secs));
        let low = self.alarm.check(side, remaining, threshold);
        if low && settings.low_time_sound && previous.is_some() {
            reaction.play.push(Play {
                cue: Cue::LowTime,
                sound: true,
                vibrate: false,
            });
        }
        let before = previous
            .filter(|previous| previous[side].running)
            .map(|previous| previous[side].main);
        if let (Some(before), true) = (before, settings.speak_thresholds) {
            reaction.say =
                passed_threshold(before, remaining).map(|passed| SideTime { side, time: passed });
        }
        reaction
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::face_values::faces;
    use crate::model::session::tests::session;
    use crate::model::session::Session;
    use flagfall_core::PeriodCaption;
    use flagfall_core::{Action, Instant};

    /// `control`, started at 0 with White to move.
    fn running(control: &str) -> Session {
        let mut s = session(control);
        s.game.apply(Action::Start, Instant(0)).unwrap();
        s
    }

    fn step(
        watch: &mut FeedbackWatch,
        s: &Session,
        at: i64,
        settings: FeedbackSettings,
    ) -> Reaction {
        watch.step(&faces(s, Instant(at)), settings)
    }

    const LOW_TIME: Play = Play {
        cue: Cue::LowTime,
        sound: true,
        vibrate: false,
    };

    #[test]
    fn the_warning_sounds_once_as_the_side_to_move_falls_to_the_threshold() {
        let s = running("1");
        let mut watch = FeedbackWatch::default();
        let settings = FeedbackSettings::default();
        assert_eq!(step(&mut watch, &s, 0, settings), Reaction::default());
        assert_eq!(step(&mut watch, &s, 29_000, settings).play, []);
        assert_eq!(step(&mut watch, &s, 30_000, settings).play, [LOW_TIME]);
        assert_eq!(step(&mut watch, &s, 31_000, settings).play, []);
        let quiet = FeedbackSettings {
            low_time_sound: false,
            ..settings
        };
        let mut watch = FeedbackWatch::default();
        step(&mut watch, &s, 0, quiet);
        assert_eq!(step(&mut watch, &s, 30_000, quiet).play, []);
    }

    #[test]
    fn a_screen_opened_on_a_clock_already_low_is_not_warned_again() {
        let s = running("1");
        let mut watch = FeedbackWatch::default();
        let settings = FeedbackSettings::default();
        assert_eq!(step(&mut watch, &s, 40_000, settings), Reaction::default());
        assert_eq!(step(&mut watch, &s, 41_000, settings).play, []);
    }

    #[test]
    fn a_flag_sounds_vibrates_and_is_announced_and_a_new_period_chimes_without_vibrating() {
        // Two minutes for the first move, then one more for the rest.
        let mut s = running("2/1, 1");
        let mut watch = FeedbackWatch::default();
        let settings = FeedbackSettings::default();
        step(&mut watch, &s, 30_000, settings);
        s.game.apply(Action::Press, Instant(40_000)).unwrap();
        assert_eq!(
            step(&mut watch, &s, 40_000, settings),
            Reaction {
                play: vec![Play {
                    cue: Cue::Period,
                    sound: true,
                    vibrate: false,
                }],
                announce: vec![Announcement::Period {
                    side: Side::White,
                    caption: PeriodCaption::Period {
                        period: 2,
                        periods: 2
                    }
                }],
                say: None,
            }
        );
        let silent = FeedbackSettings {
            flag_sound: false,
            ..settings
        };
        let flag = step(&mut watch, &s, 200_000, silent);
        assert_eq!(
            flag.play,
            [Play {
                cue: Cue::Flag,
                sound: false,
                vibrate: true,
            }]
        );
        assert_eq!(
            flag.announce,
            [Announcement::Flag {
                side: Side::Black,
                at: Millis(160_000)
            }]
        );
    }

    #[test]
    fn the_time_of_the_side_to_move_is_said_at_each_threshold_only_when_asked() {
        let s = running("1");
        let asked = FeedbackSettings {
            speak_thresholds: true,
            low_time_sound: false,
            ..FeedbackSettings::default()
        };
        let mut watch = FeedbackWatch::default();
        step(&mut watch, &s, 29_000, asked);
        assert_eq!(
            step(&mut watch, &s, 30_000, asked).say,
            Some(SideTime {
                side: Side::White,
                time: Millis(30_000)
            })
        );
        assert_eq!(step(&mut watch, &s, 31_000, asked).say, None);
        let mut watch = FeedbackWatch::default();
        let unasked = FeedbackSettings::default();
        step(&mut watch, &s, 29_000, unasked);
        assert_eq!(step(&mut watch, &s, 30_000, unasked).say, None);
    }
}
