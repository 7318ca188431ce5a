//! The ready-made time controls of the set-up screen, grouped as players look for them; their
//! names and the groups' titles are worded in `i18n::label_words`.

use flagfall_core::{parse_human, Rulebook, TimeControl};

/// A group of presets on the set-up screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetGroup {
    FideBlitz,
    FideRapid,
    FideStandard,
    Draughts,
    UsDelay,
    /// US Chess's usual controls, under its own rules.
    UsChess,
    /// Tie-break games with draw odds for Black: a tap also sets the game as an Armageddon.
    Armageddon,
    Other,
}

impl PresetGroup {
    /// Every group, in the order the set-up screen shows them.
    pub const ALL: [PresetGroup; 8] = [
        PresetGroup::UsChess,
        PresetGroup::FideBlitz,
        PresetGroup::FideRapid,
        PresetGroup::FideStandard,
        PresetGroup::Draughts,
        PresetGroup::UsDelay,
        PresetGroup::Armageddon,
        PresetGroup::Other,
    ];

    /// Whether the group is offered under `rulebook`: draughts presets under FMJD Annex 6 only, US
    /// Chess's under its rules only, the FIDE groups and FIDE's delay controls under the FIDE texts,
    /// Armageddon under every chess rulebook, hourglass and byo-yomi under all. A tap on a preset
    /// never changes the rulebook: a game of the other family starts from its rulebook.
    pub const fn offered_under(self, rulebook: Rulebook) -> bool {
        let fide = matches!(
            rulebook,
            Rulebook::Fide2023 | Rulebook::Fide2018 | Rulebook::Fide2009
        );
        match self {
            PresetGroup::Draughts => matches!(rulebook, Rulebook::Fmjd),
            PresetGroup::UsChess => matches!(rulebook, Rulebook::UsChess),
            PresetGroup::FideBlitz
            | PresetGroup::FideRapid
            | PresetGroup::FideStandard
            | PresetGroup::UsDelay => fide,
            PresetGroup::Armageddon => !matches!(rulebook, Rulebook::Fmjd),
            PresetGroup::Other => true,
        }
    }
}

/// The rulebook of the other family than `current`'s, whose presets the set-up screen offers to
/// switch to: FMJD Annex 6 from any FIDE text, the current FIDE Laws from FMJD.
pub const fn other_family(current: Rulebook) -> Rulebook {
    match current {
        Rulebook::Fmjd => Rulebook::Fide2023,
        _ => Rulebook::Fmjd,
    }
}

/// A named control in human notation. The name says in words what the notation says in symbols.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    pub group: PresetGroup,
    pub name: PresetName,
    pub notation: &'static str,
}

impl Preset {
    /// The control the preset stands for.
    pub fn control(&self) -> TimeControl {
        // Not `expect`: it would link the error's `Debug` into the app for a case that cannot occur.
        parse_human(self.notation)
            .unwrap_or_else(|_| unreachable!("every preset's notation parses (tested)"))
    }
}

/// Which preset it is, for its name in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetName {
    Blitz3Plus2,
    Blitz5,
    Blitz5Plus3,
    Rapid10Plus5,
    Rapid15Plus10,
    Rapid25Plus10,
    Standard90For40Then30,
    Standard90Plus30,
    DraughtsRapid,
    DraughtsBlitz,
    DraughtsStandard,
    Delay5,
    Delay30,
    Delay90,
    UsGame60,
    UsGame10,
    Us40In90Then30,
    UsGame3Plus2,
    Armageddon5v4,
    Armageddon6v5,
    Hourglass3,
    ByoYomi10Then5x30,
    Canadian10Then10In5,
}

const fn preset(group: PresetGroup, name: PresetName, notation: &'static str) -> Preset {
    Preset {
        group,
        name,
        notation,
    }
}

/// Every preset, grouped in [`PresetGroup::ALL`] order.
pub const PRESETS: &[Preset] = &[
    // The controls US Chess events announce most, from regular to blitz (5B2 writes the delay).
    preset(PresetGroup::UsChess, PresetName::Delay90, "G/90;d5"),
    preset(
        PresetGroup::UsChess,
        PresetName::Us40In90Then30,
        "40/90, SD/30;d5",
    ),
    preset(PresetGroup::UsChess, PresetName::UsGame60, "G/60;d5"),
    preset(PresetGroup::UsChess, PresetName::Delay30, "G/30;d5"),
    preset(PresetGroup::UsChess, PresetName::UsGame10, "G/10;d5"),
    preset(PresetGroup::UsChess, PresetName::Delay5, "G/5;d3"),
    preset(PresetGroup::UsChess, PresetName::UsGame3Plus2, "G/3;+2"),
    preset(PresetGroup::FideBlitz, PresetName::Blitz3Plus2, "3+2"),
    preset(PresetGroup::FideBlitz, PresetName::Blitz5, "5+0"),
    preset(PresetGroup::FideBlitz, PresetName::Blitz5Plus3, "5+3"),
    preset(PresetGroup::FideRapid, PresetName::Rapid10Plus5, "10+5"),
    preset(PresetGroup::FideRapid, PresetName::Rapid15Plus10, "15+10"),
    preset(PresetGroup::FideRapid, PresetName::Rapid25Plus10, "25+10"),
    preset(
        PresetGroup::FideStandard,
        PresetName::Standard90For40Then30,
        "90/40+30, 30+30",
    ),
    preset(
        PresetGroup::FideStandard,
        PresetName::Standard90Plus30,
        "90+30",
    ),
    preset(PresetGroup::Draughts, PresetName::DraughtsRapid, "15+5"),
    preset(PresetGroup::Draughts, PresetName::DraughtsBlitz, "5+3"),
    preset(PresetGroup::Draughts, PresetName::DraughtsStandard, "80+60"),
    preset(PresetGroup::UsDelay, PresetName::Delay5, "G/5;d3"),
    preset(PresetGroup::UsDelay, PresetName::Delay30, "G/30;d5"),
    preset(PresetGroup::UsDelay, PresetName::Delay90, "G/90;d5"),
    // The World Cup's and the American Cup's 5 v 4 (the increment from move 61), the 2006 World
    // Championship's 6 v 5.
    preset(
        PresetGroup::Armageddon,
        PresetName::Armageddon5v4,
        "5/60, 0+2 vs 4/60, 0+2",
    ),
    // "without any addition": written so, US Chess reads no 5E2 delay into it.
    preset(
        PresetGroup::Armageddon,
        PresetName::Armageddon6v5,
        "6+0 vs 5+0",
    ),
    preset(PresetGroup::Other, PresetName::Hourglass3, "*3"),
    preset(
        PresetGroup::Other,
        PresetName::ByoYomi10Then5x30,
        "10 byo 5x30",
    ),
    preset(
        PresetGroup::Other,
        PresetName::Canadian10Then10In5,
        "10 canadian 10/5",
    ),
];

/// The presets of one group.
pub fn in_group(group: PresetGroup) -> impl Iterator<Item = &'static Preset> {
    PRESETS.iter().filter(move |p| p.group == group)
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::Category;

    fn category(notation: &str, rulebook: Rulebook) -> Category {
        let preset = PRESETS.iter().find(|p| p.notation == notation).unwrap();
        rulebook.classify(&preset.control()).category
    }

    #[test]
    fn every_preset_parses_and_is_a_known_timed_control_under_every_rulebook() {
        for preset in PRESETS {
            let control =
                parse_human(preset.notation).unwrap_or_else(|e| panic!("{}: {e}", preset.notation));
            for rulebook in Rulebook::ALL {
                // Unknown and Untimed are for PGN's `?` and `-`, never for a control the app names.
                let category = rulebook.classify(&control).category;
                assert!(
                    !matches!(category, Category::Unknown | Category::Untimed),
                    "{} {rulebook}: {category:?}",
                    preset.notation
                );
            }
        }
    }

    #[test]
    fn fide_presets_are_in_the_category_of_their_group() {
        for (notation, expected) in [
            ("3+2", Category::Blitz),
            ("5+0", Category::Blitz),
            ("5+3", Category::Blitz),
            ("10+5", Category::Rapid),
            ("15+10", Category::Rapid),
            ("25+10", Category::Rapid),
            ("90/40+30, 30+30", Category::Standard),
            ("90+30", Category::Standard),
        ] {
            assert_eq!(
                category(notation, Rulebook::Fide2023),
                expected,
                "{notation}"
            );
        }
    }

    #[test]
    fn draughts_presets_are_rapid_blitz_and_standard_under_fmjd() {
        assert_eq!(category("15+5", Rulebook::Fmjd), Category::Rapid);
        assert_eq!(category("80+60", Rulebook::Fmjd), Category::Standard);
        let blitz = PRESETS
            .iter()
            .find(|p| p.group == PresetGroup::Draughts && p.notation == "5+3")
            .unwrap();
        assert_eq!(
            Rulebook::Fmjd.classify(&blitz.control()).category,
            Category::Blitz
        );
    }

    #[test]
    fn us_chess_presets_are_rated_in_us_terms() {
        for (notation, expected) in [
            ("G/90;d5", Category::Regular),
            ("40/90, SD/30;d5", Category::Regular),
            ("G/60;d5", Category::Dual),
            ("G/30;d5", Category::Dual),
            ("G/10;d5", Category::Quick),
            ("G/5;d3", Category::Blitz),
            ("G/3;+2", Category::Blitz),
        ] {
            assert_eq!(
                category(notation, Rulebook::UsChess),
                expected,
                "{notation}"
            );
        }
    }

    #[test]
    fn hourglass_and_overtime_presets_are_unclassified() {
        for notation in ["*3", "10 byo 5x30", "10 canadian 10/5"] {
            assert_eq!(
                category(notation, Rulebook::Fide2023),
                Category::Unclassified,
                "{notation}"
            );
        }
    }

    #[test]
    fn each_rulebook_offers_its_own_familys_presets_and_the_other_family_to_switch_to() {
        let offered = |rulebook| {
            PresetGroup::ALL
                .into_iter()
                .filter(|group| group.offered_under(rulebook))
                .collect::<Vec<_>>()
        };
        for rulebook in Rulebook::ALL {
            let expected = match rulebook {
                Rulebook::Fmjd => vec![PresetGroup::Draughts, PresetGroup::Other],
                Rulebook::UsChess => vec![
                    PresetGroup::UsChess,
                    PresetGroup::Armageddon,
                    PresetGroup::Other,
                ],
                _ => vec![
                    PresetGroup::FideBlitz,
                    PresetGroup::FideRapid,
                    PresetGroup::FideStandard,
                    PresetGroup::UsDelay,
                    PresetGroup::Armageddon,
                    PresetGroup::Other,
                ],
            };
            assert_eq!(offered(rulebook), expected, "{rulebook}");
        }
        assert_eq!(other_family(Rulebook::Fide2009), Rulebook::Fmjd);
        assert_eq!(other_family(Rulebook::UsChess), Rulebook::Fmjd);
        assert_eq!(other_family(Rulebook::Fmjd), Rulebook::Fide2023);
    }

    #[test]
    fn every_group_has_presets_and_each_preset_is_in_one_listed_group() {
        for group in PresetGroup::ALL {
            assert!(in_group(group).next().is_some(), "{group:?}");
        }
        let listed: usize = PresetGroup::ALL
            .into_iter()
            .map(|g| in_group(g).count())
            .sum();
        assert_eq!(listed, PRESETS.len());
    }
}
