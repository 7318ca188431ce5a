//! The ready-made time controls of the set-up screen, grouped as players look for them.

use flagfall_core::{parse_human, Rulebook, TimeControl};

/// A group of presets on the set-up screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetGroup {
    FideBlitz,
    FideRapid,
    FideStandard,
    Draughts,
    UsDelay,
    Other,
}

impl PresetGroup {
    /// Every group, in the order the set-up screen shows them.
    pub const ALL: [PresetGroup; 6] = [
        PresetGroup::FideBlitz,
        PresetGroup::FideRapid,
        PresetGroup::FideStandard,
        PresetGroup::Draughts,
        PresetGroup::UsDelay,
        PresetGroup::Other,
    ];

    /// The heading shown above the group.
    pub const fn title(self) -> &'static str {
        match self {
            PresetGroup::FideBlitz => "FIDE blitz",
            PresetGroup::FideRapid => "FIDE rapid",
            PresetGroup::FideStandard => "FIDE standard",
            PresetGroup::Draughts => "FMJD draughts",
            PresetGroup::UsDelay => "US delay",
            PresetGroup::Other => "Hourglass and byo-yomi",
        }
    }

    /// The rulebook a preset of this group is usually played under.
    pub const fn rulebook(self) -> Rulebook {
        match self {
            PresetGroup::Draughts => Rulebook::Fmjd,
            _ => Rulebook::Fide2023,
        }
    }
}

/// A named control in human notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub group: PresetGroup,
    pub name: &'static str,
    pub notation: &'static str,
}

impl Preset {
    /// The control the preset stands for.
    pub fn control(&self) -> TimeControl {
        parse_human(self.notation).expect("every preset's notation parses (tested)")
    }
}

const fn preset(group: PresetGroup, name: &'static str, notation: &'static str) -> Preset {
    Preset {
        group,
        name,
        notation,
    }
}

/// Every preset, grouped in [`PresetGroup::ALL`] order.
pub const PRESETS: &[Preset] = &[
    preset(PresetGroup::FideBlitz, "Blitz 3+2", "3+2"),
    preset(PresetGroup::FideBlitz, "Blitz 5+0", "5+0"),
    preset(PresetGroup::FideBlitz, "Blitz 5+3", "5+3"),
    preset(PresetGroup::FideRapid, "Rapid 10+5", "10+5"),
    preset(PresetGroup::FideRapid, "Rapid 15+10", "15+10"),
    preset(PresetGroup::FideRapid, "Rapid 25+10", "25+10"),
    preset(
        PresetGroup::FideStandard,
        "Classical 90/40+30, 30+30",
        "90/40+30, 30+30",
    ),
    preset(PresetGroup::FideStandard, "Classical 90+30", "90+30"),
    preset(PresetGroup::Draughts, "Draughts rapid 15+5", "15+5"),
    preset(PresetGroup::Draughts, "Draughts blitz 5+3", "5+3"),
    preset(
        PresetGroup::Draughts,
        "Draughts 80 min + 1 min a move",
        "80+60",
    ),
    preset(PresetGroup::UsDelay, "G/5;d3", "G/5;d3"),
    preset(PresetGroup::UsDelay, "G/30;d5", "G/30;d5"),
    preset(PresetGroup::UsDelay, "G/90;d5", "G/90;d5"),
    preset(PresetGroup::Other, "Hourglass 3 min", "*3"),
    preset(
        PresetGroup::Other,
        "Byo-yomi 10 min + 5×30 s",
        "10 byo 5x30",
    ),
    preset(
        PresetGroup::Other,
        "Canadian 10 min + 10 moves in 5 min",
        "10 canadian 10/5",
    ),
];

/// The presets of one group.
pub fn in_group(group: PresetGroup) -> impl Iterator<Item = &'static Preset> {
    PRESETS.iter().filter(move |p| p.group == group)
}
