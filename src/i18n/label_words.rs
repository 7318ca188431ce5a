//! The labels of the app's own choices in the page's language: the set-up's options, the clock's
//! menu, the themes, the period editor's choices and fields, the presets, the board editor's pieces
//! and castling rights. One arm per variant, so a new choice does not build until it is labelled.

use crate::i18n::t;
use crate::model::choices::Choice;
use crate::model::clock_menu::MenuItem;
use crate::model::period_editor::{Amount, EndKind, MethodKind};
use crate::model::position_draft::{Castling, Kind, Piece};
use crate::model::presets::{PresetGroup, PresetName};
use flagfall_core::{Rulebook, Side, Timer};
use flagfall_page::Theme;

/// A choice as a button, an option or a heading names it, in the page's language.
pub trait Label: Copy {
    fn label(self) -> &'static str;
}

impl Label for Choice {
    /// The choice's text beside its switch.
    fn label(self) -> &'static str {
        match self {
            Choice::GuidelinesIii => t("Guidelines III announced"),
            Choice::Supervised => t("Arbiter supervises each game (FIDE A.4/B.2)"),
            Choice::RunOnAfterFlag => t("Let the other clock run on after a flag (no increment)"),
            Choice::Armageddon => t("Armageddon: a draw counts as a win for Black"),
            Choice::InsufficientLosingChances => {
                t("Variation 14H: claims of insufficient losing chances")
            }
            Choice::PressSound => t("Click on each press"),
            Choice::LowTimeSound => t("Warn when time runs low"),
            Choice::FlagSound => t("Sound when a flag falls"),
            Choice::PeriodSound => t("Sound when a period begins"),
            Choice::Vibrate => t("Vibrate on press and flag"),
            Choice::SpeakThresholds => t("Say the time at 5, 2, 1 min, 30 and 10 s"),
        }
    }
}

/// A US Chess timer (5F) as the set-up screen offers it.
pub fn timer_label(timer: Timer) -> &'static str {
    match timer {
        Timer::Standard => t("The standard timer for the control"),
        Timer::Delay { .. } => t("A delay clock: an increment is set as a delay (5F1b)"),
        Timer::Plain => t("A clock without delay: the base time only (5F2a)"),
    }
}

/// Who rules on the game under `rulebook`: the arbiter (FIDE), the referee (FMJD Annex 6 Art. 6).
pub fn official(rulebook: Rulebook) -> &'static str {
    match rulebook {
        Rulebook::Fmjd => t("Referee"),
        // US Chess names the tournament director.
        Rulebook::UsChess => t("Director"),
        Rulebook::Fide2023 | Rulebook::Fide2018 | Rulebook::Fide2009 => t("Arbiter"),
    }
}

/// A clock menu item's text, in a game under `rulebook`.
pub fn menu_label(item: MenuItem, rulebook: Rulebook) -> &'static str {
    match item {
        MenuItem::Arbiter => official(rulebook),
        MenuItem::Log => t("Log"),
        MenuItem::Share => t("Share"),
        MenuItem::FullScreen => t("Full screen"),
        MenuItem::SayTimes => t("Say times"),
        MenuItem::SwapSides => t("Swap sides"),
        MenuItem::Rematch => t("Rematch, colours swapped"),
        MenuItem::History => t("History"),
        MenuItem::SetUp => t("Set-up"),
    }
}

impl Label for Theme {
    /// The theme's name in the look options.
    fn label(self) -> &'static str {
        match self {
            Theme::Standard => t("Standard"),
            Theme::HighContrast => t("High contrast"),
            Theme::LargeDigits => t("Large digits"),
        }
    }
}

impl Label for EndKind {
    /// The option's text.
    fn label(self) -> &'static str {
        match self {
            EndKind::Moves => t("after a number of moves"),
            EndKind::Timeout => t("when its time runs out"),
            EndKind::Game => t("rest of the game"),
        }
    }
}

impl Label for Amount {
    /// The field's label.
    fn label(self) -> &'static str {
        match self {
            Amount::IncrementSeconds => t("Increment (seconds)"),
            Amount::DelaySeconds => t("Delay (seconds)"),
            Amount::ByoYomiPeriods => t("Byo-yomi periods"),
        }
    }
}

impl Label for MethodKind {
    /// The option's text.
    fn label(self) -> &'static str {
        match self {
            MethodKind::Plain => t("none"),
            MethodKind::Fischer => t("Fischer increment"),
            MethodKind::SimpleDelay => t("simple delay"),
            MethodKind::Bronstein => t("Bronstein delay"),
            MethodKind::Hourglass => t("hourglass"),
            MethodKind::ByoYomi => t("byo-yomi"),
            MethodKind::Canadian => t("Canadian overtime"),
            MethodKind::CountUp => t("count-up (no limit)"),
        }
    }
}

/// What the period's time means under `kind`, when it is not simply the time added.
pub fn method_hint(kind: MethodKind) -> Option<&'static str> {
    match kind {
        MethodKind::ByoYomi => Some(t(
            "The time is one byo-yomi period: a move made within it resets it.",
        )),
        MethodKind::Canadian => Some(t(
            "Make the period's moves in its time; then the time starts again.",
        )),
        MethodKind::Hourglass => Some(t("The time one player uses is added to the other's.")),
        MethodKind::CountUp => Some(t("The clock counts the time used; no flag falls.")),
        MethodKind::Plain
        | MethodKind::Fischer
        | MethodKind::SimpleDelay
        | MethodKind::Bronstein => None,
    }
}

impl Label for PresetGroup {
    /// The heading shown above the group.
    fn label(self) -> &'static str {
        match self {
            PresetGroup::FideBlitz => t("FIDE blitz"),
            PresetGroup::FideRapid => t("FIDE rapid"),
            PresetGroup::FideStandard => t("FIDE standard"),
            PresetGroup::Draughts => t("FMJD draughts"),
            PresetGroup::UsDelay => t("US delay"),
            PresetGroup::UsChess => t("US Chess"),
            PresetGroup::Armageddon => t("Armageddon: a draw counts as a win for Black"),
            PresetGroup::Other => t("Hourglass and byo-yomi"),
        }
    }
}

impl Label for PresetName {
    /// The name in words of what the notation says in symbols.
    fn label(self) -> &'static str {
        match self {
            PresetName::Blitz3Plus2 => t("3 min + 2 s a move"),
            PresetName::Blitz5 => t("5 min, no increment"),
            PresetName::Blitz5Plus3 => t("5 min + 3 s a move"),
            PresetName::Rapid10Plus5 => t("10 min + 5 s a move"),
            PresetName::Rapid15Plus10 => t("15 min + 10 s a move"),
            PresetName::Rapid25Plus10 => t("25 min + 10 s a move"),
            PresetName::Standard90For40Then30 => {
                t("90 min for 40 moves, then 30 min, + 30 s a move")
            }
            PresetName::Standard90Plus30 => t("90 min + 30 s a move"),
            PresetName::DraughtsRapid => t("Rapid: 15 min + 5 s a move"),
            PresetName::DraughtsBlitz => t("Blitz: 5 min + 3 s a move"),
            PresetName::DraughtsStandard => t("80 min + 1 min a move"),
            PresetName::Delay5 => t("Game in 5 min, 3 s delay"),
            PresetName::Delay30 => t("Game in 30 min, 5 s delay"),
            PresetName::Delay90 => t("Game in 90 min, 5 s delay"),
            PresetName::UsGame60 => t("Game in 60 min, 5 s delay"),
            PresetName::UsGame10 => t("Game in 10 min, 5 s delay"),
            PresetName::Us40In90Then30 => t("40 moves in 90 min, then 30 min, 5 s delay"),
            PresetName::UsGame3Plus2 => t("Game in 3 min + 2 s a move"),
            PresetName::Armageddon5v4 => t("5 min against 4, + 2 s a move from move 61"),
            PresetName::Armageddon6v5 => t("6 min against 5, no increment"),
            PresetName::Hourglass3 => t("Hourglass, 3 min each"),
            PresetName::ByoYomi10Then5x30 => t("Byo-yomi: 10 min, then 5 periods of 30 s"),
            PresetName::Canadian10Then10In5 => t("Canadian: 10 min, then 10 moves in 5 min"),
        }
    }
}

impl Label for Piece {
    /// "white knight".
    fn label(self) -> &'static str {
        match (self.side, self.kind) {
            (Side::White, Kind::King) => t("white king"),
            (Side::White, Kind::Queen) => t("white queen"),
            (Side::White, Kind::Rook) => t("white rook"),
            (Side::White, Kind::Bishop) => t("white bishop"),
            (Side::White, Kind::Knight) => t("white knight"),
            (Side::White, Kind::Pawn) => t("white pawn"),
            (Side::Black, Kind::King) => t("black king"),
            (Side::Black, Kind::Queen) => t("black queen"),
            (Side::Black, Kind::Rook) => t("black rook"),
            (Side::Black, Kind::Bishop) => t("black bishop"),
            (Side::Black, Kind::Knight) => t("black knight"),
            (Side::Black, Kind::Pawn) => t("black pawn"),
        }
    }
}

impl Label for Castling {
    /// "White O-O".
    fn label(self) -> &'static str {
        match self {
            Castling::WhiteShort => t("White O-O"),
            Castling::WhiteLong => t("White O-O-O"),
            Castling::BlackShort => t("Black O-O"),
            Castling::BlackLong => t("Black O-O-O"),
        }
    }
}
