//! The set-up's on/off choices: how the event is run (Guidelines III, supervision, what the clock
//! does after a flag) and the clock's sounds and vibration, each bound to its one setting in `Prefs`.

use crate::model::saved::Prefs;
use flagfall_core::{GameSettings, Rulebook, Timer};
use flagfall_page::FeedbackSettings;

/// An on/off choice among the set-up choices: how the event is run, and the clock's sounds and
/// vibration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    GuidelinesIii,
    Supervised,
    RunOnAfterFlag,
    Armageddon,
    InsufficientLosingChances,
    PressSound,
    LowTimeSound,
    FlagSound,
    PeriodSound,
    Vibrate,
    SpeakThresholds,
}

impl Choice {
    pub const GAME: [Choice; 5] = [
        Choice::GuidelinesIii,
        Choice::Supervised,
        Choice::RunOnAfterFlag,
        Choice::InsufficientLosingChances,
        Choice::Armageddon,
    ];
    pub const FEEDBACK: [Choice; 6] = [
        Choice::PressSound,
        Choice::LowTimeSound,
        Choice::FlagSound,
        Choice::PeriodSound,
        Choice::Vibrate,
        Choice::SpeakThresholds,
    ];

    /// Whether the choice means anything under `rulebook`: US Chess has no Guidelines III, no
    /// supervision test, and its clocks always run on after a flag (16B2b).
    pub const fn applies_under(self, rulebook: Rulebook) -> bool {
        let us = matches!(rulebook, Rulebook::UsChess);
        match self {
            Choice::GuidelinesIii | Choice::Supervised | Choice::RunOnAfterFlag => !us,
            // Variation 14H is US Chess's.
            Choice::InsufficientLosingChances => us,
            _ => true,
        }
    }

    /// The choice's class in the page, for tests and styles.
    pub const fn class(self) -> &'static str {
        match self {
            Choice::GuidelinesIii => "opt-guidelines",
            Choice::Supervised => "opt-supervised",
            Choice::RunOnAfterFlag => "opt-run-on",
            Choice::Armageddon => "opt-armageddon",
            Choice::InsufficientLosingChances => "opt-ilc",
            Choice::PressSound => "opt-press-sound",
            Choice::LowTimeSound => "opt-low-time-sound",
            Choice::FlagSound => "opt-flag-sound",
            Choice::PeriodSound => "opt-period-sound",
            Choice::Vibrate => "opt-vibrate",
            Choice::SpeakThresholds => "opt-speak",
        }
    }

    /// The setting this choice switches, in the set-up choices' two parts.
    fn field<'a>(
        self,
        settings: &'a mut GameSettings,
        feedback: &'a mut FeedbackSettings,
    ) -> &'a mut bool {
        match self {
            Choice::GuidelinesIii => &mut settings.guidelines_iii,
            Choice::Supervised => &mut settings.supervised,
            Choice::RunOnAfterFlag => &mut settings.run_on_after_flag,
            Choice::Armageddon => &mut settings.armageddon,
            Choice::InsufficientLosingChances => &mut settings.ilc,
            Choice::PressSound => &mut feedback.press_sound,
            Choice::LowTimeSound => &mut feedback.low_time_sound,
            Choice::FlagSound => &mut feedback.flag_sound,
            Choice::PeriodSound => &mut feedback.period_sound,
            Choice::Vibrate => &mut feedback.vibrate,
            Choice::SpeakThresholds => &mut feedback.speak_thresholds,
        }
    }

    /// The setting this choice switches, to change.
    pub fn flag(self, prefs: &mut Prefs) -> &mut bool {
        self.field(&mut prefs.settings, &mut prefs.feedback)
    }

    /// Whether this choice is on in `prefs`.
    pub fn get(self, prefs: &Prefs) -> bool {
        // Both parts are small and `Copy`: read the one field through copies.
        let (mut settings, mut feedback) = (prefs.settings, prefs.feedback);
        *self.field(&mut settings, &mut feedback)
    }
}

/// `settings` with every choice the rulebook has no use for off: a switch hidden under one rulebook
/// (FIDE's supervision under US Chess, US Chess's 14H or timer under FIDE) keeps no effect.
pub fn applicable(mut settings: GameSettings) -> GameSettings {
    let rulebook = settings.rulebook;
    for choice in Choice::GAME {
        if !choice.applies_under(rulebook) {
            *choice.field(&mut settings, &mut FeedbackSettings::default()) = false;
        }
    }
    if rulebook != Rulebook::UsChess {
        settings.timer = Timer::Standard;
    }
    settings
}

/// The low-time warning's threshold as typed: whole seconds, brought within 1 to 3600; `None` for an
/// empty or unreadable entry, which keeps the last threshold.
pub fn low_time_secs(typed: &str) -> Option<u32> {
    typed
        .trim()
        .parse::<u32>()
        .ok()
        .map(|secs| secs.clamp(1, 3600))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_sets_its_own_setting_and_no_other() {
        let all = Choice::GAME.iter().chain(&Choice::FEEDBACK);
        for &choice in all.clone() {
            let mut prefs = Prefs::default();
            for &other in all.clone() {
                *other.flag(&mut prefs) = false;
            }
            *choice.flag(&mut prefs) = true;
            for &other in all.clone() {
                assert_eq!(
                    other.get(&prefs),
                    other == choice,
                    "{choice:?} then {other:?}"
                );
            }
        }
    }

    #[test]
    fn us_chess_offers_no_fide_only_choice() {
        let offered: Vec<Choice> = Choice::GAME
            .into_iter()
            .filter(|choice| choice.applies_under(Rulebook::UsChess))
            .collect();
        assert_eq!(
            offered,
            [Choice::InsufficientLosingChances, Choice::Armageddon]
        );
        assert!(!Choice::InsufficientLosingChances.applies_under(Rulebook::Fide2023));
        assert!(Choice::GAME
            .iter()
            .filter(|&&choice| choice != Choice::InsufficientLosingChances)
            .all(|choice| choice.applies_under(Rulebook::Fide2023)));
    }

    #[test]
    fn a_choice_hidden_under_the_rulebook_has_no_effect() {
        let all_on = GameSettings {
            guidelines_iii: true,
            supervised: true,
            run_on_after_flag: true,
            ilc: true,
            armageddon: true,
            timer: Timer::Plain,
            ..GameSettings::default()
        };
        let us = applicable(GameSettings {
            rulebook: Rulebook::UsChess,
            ..all_on
        });
        assert_eq!(
            (
                us.guidelines_iii,
                us.supervised,
                us.run_on_after_flag,
                us.ilc,
                us.armageddon,
                us.timer
            ),
            (false, false, false, true, true, Timer::Plain)
        );
        let fide = applicable(all_on);
        assert_eq!(
            (fide.guidelines_iii, fide.ilc, fide.armageddon, fide.timer),
            (true, false, true, Timer::Standard)
        );
    }

    #[test]
    fn the_low_time_threshold_is_brought_within_an_hour_and_nonsense_keeps_the_last() {
        assert_eq!(low_time_secs(" 30 "), Some(30));
        assert_eq!(low_time_secs("0"), Some(1));
        assert_eq!(low_time_secs("99999"), Some(3600));
        assert_eq!(low_time_secs(""), None);
        assert_eq!(low_time_secs("-5"), None);
        assert_eq!(low_time_secs("1.5"), None);
    }
}
