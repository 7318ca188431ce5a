//! What covers the clock's faces, one thing at a time: the menu, the question before an undo or
//! before leaving a game in play, the log, the arbiter's panel. Pure: the clock screen keeps one
//! [`Overlay`] and asks it what a choice, a key or a closing dialog leads to.

/// What covers the faces now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overlay {
    #[default]
    Nothing,
    Menu,
    /// "Undo White's press at 2:31?"
    Undo,
    /// "Abandon the game?", before leaving a game in play.
    Leave(Leave),
    Log,
    /// The PIN the arbiter's lock asks for before the panel opens.
    Pin,
    Arbiter,
}

/// Where a player leaving the game goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    SetUp,
    /// A new game with the same control, the colours swapped.
    Rematch,
    History,
}

/// What the menu offers, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    Arbiter,
    Log,
    Share,
    FullScreen,
    SayTimes,
    SwapSides,
    Rematch,
    History,
    SetUp,
}

impl MenuItem {
    pub const ALL: [MenuItem; 9] = [
        MenuItem::Arbiter,
        MenuItem::Log,
        MenuItem::Share,
        MenuItem::FullScreen,
        MenuItem::SayTimes,
        MenuItem::SwapSides,
        MenuItem::Rematch,
        MenuItem::History,
        MenuItem::SetUp,
    ];

    /// The item's class, by which the styles and the tests find it.
    pub const fn class(self) -> &'static str {
        match self {
            MenuItem::Arbiter => "arbiter-open",
            MenuItem::Log => "log-open",
            MenuItem::Share => "share",
            MenuItem::FullScreen => "fullscreen",
            MenuItem::SayTimes => "say-times",
            MenuItem::SwapSides => "swap-sides",
            MenuItem::Rematch => "rematch",
            MenuItem::History => "menu-history",
            MenuItem::SetUp => "exit",
        }
    }

    /// What shows once the item is chosen: the menu closes; the log and the panel open; leaving an
    /// `unfinished` game asks first how to keep it.
    pub const fn leads_to(self, unfinished: bool) -> Overlay {
        match self {
            MenuItem::Arbiter => Overlay::Arbiter,
            MenuItem::Log => Overlay::Log,
            MenuItem::SetUp if unfinished => Overlay::Leave(Leave::SetUp),
            MenuItem::Rematch if unfinished => Overlay::Leave(Leave::Rematch),
            MenuItem::History if unfinished => Overlay::Leave(Leave::History),
            _ => Overlay::Nothing,
        }
    }
}

impl Overlay {
    /// Whether keys play the clock: only while nothing covers the faces.
    pub fn keys_play(self) -> bool {
        self == Overlay::Nothing
    }

    /// Where leaving would go, while the question before it shows.
    pub const fn leaving(self) -> Option<Leave> {
        match self {
            Overlay::Leave(to) => Some(to),
            _ => None,
        }
    }

    /// After Escape: the log and the arbiter's panel close. The menu and the questions are dialogs
    /// the browser closes itself, and say so (see [`Overlay::closed`]).
    #[must_use]
    pub const fn escaped(self) -> Overlay {
        match self {
            Overlay::Log | Overlay::Arbiter | Overlay::Pin => Overlay::Nothing,
            other => other,
        }
    }

    /// After the dialog that showed `closed` has closed: nothing covers the faces, unless something
    /// else was opened meanwhile (the browser says a dialog closed a moment after it did).
    #[must_use]
    pub fn closed(self, closed: Overlay) -> Overlay {
        if self == closed {
            Overlay::Nothing
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_keeps_the_classes_the_buttons_had_and_adds_swap_rematch_and_the_history() {
        let classes: Vec<&str> = MenuItem::ALL.iter().map(|item| item.class()).collect();
        assert_eq!(
            classes,
            [
                "arbiter-open",
                "log-open",
                "share",
                "fullscreen",
                "say-times",
                "swap-sides",
                "rematch",
                "menu-history",
                "exit"
            ]
        );
    }

    #[test]
    fn leaving_an_unfinished_game_asks_first_and_a_finished_one_does_not() {
        assert_eq!(MenuItem::SetUp.leads_to(true), Overlay::Leave(Leave::SetUp));
        assert_eq!(
            MenuItem::Rematch.leads_to(true),
            Overlay::Leave(Leave::Rematch)
        );
        assert_eq!(
            MenuItem::History.leads_to(true),
            Overlay::Leave(Leave::History)
        );
        for item in [MenuItem::SetUp, MenuItem::Rematch, MenuItem::History] {
            assert_eq!(item.leads_to(false), Overlay::Nothing, "{item:?}");
        }
    }

    #[test]
    fn a_choice_closes_the_menu_and_opens_the_panel_or_the_log_it_names() {
        assert_eq!(MenuItem::Arbiter.leads_to(true), Overlay::Arbiter);
        assert_eq!(MenuItem::Log.leads_to(false), Overlay::Log);
        for item in [
            MenuItem::Share,
            MenuItem::FullScreen,
            MenuItem::SayTimes,
            MenuItem::SwapSides,
        ] {
            assert_eq!(item.leads_to(true), Overlay::Nothing, "{item:?}");
        }
    }

    #[test]
    fn escape_closes_the_log_and_the_panel_and_leaves_dialogs_to_the_browser() {
        assert_eq!(Overlay::Log.escaped(), Overlay::Nothing);
        assert_eq!(Overlay::Arbiter.escaped(), Overlay::Nothing);
        assert_eq!(Overlay::Menu.escaped(), Overlay::Menu);
        assert_eq!(Overlay::Undo.escaped(), Overlay::Undo);
    }

    #[test]
    fn a_dialog_closing_late_does_not_close_what_was_opened_after_it() {
        assert_eq!(Overlay::Menu.closed(Overlay::Menu), Overlay::Nothing);
        let asked = Overlay::Leave(Leave::SetUp);
        assert_eq!(asked.closed(Overlay::Menu), asked);
        assert_eq!(Overlay::Arbiter.closed(Overlay::Menu), Overlay::Arbiter);
    }

    #[test]
    fn only_the_question_before_leaving_says_where_leaving_goes() {
        assert_eq!(
            Overlay::Leave(Leave::Rematch).leaving(),
            Some(Leave::Rematch)
        );
        assert_eq!(Overlay::Leave(Leave::SetUp).leaving(), Some(Leave::SetUp));
        for other in [
            Overlay::Nothing,
            Overlay::Menu,
            Overlay::Undo,
            Overlay::Log,
            Overlay::Arbiter,
        ] {
            assert_eq!(other.leaving(), None, "{other:?}");
        }
    }

    #[test]
    fn keys_play_the_clock_only_while_nothing_covers_it() {
        assert!(Overlay::Nothing.keys_play());
        for covered in [
            Overlay::Menu,
            Overlay::Undo,
            Overlay::Leave(Leave::Rematch),
            Overlay::Log,
            Overlay::Arbiter,
        ] {
            assert!(!covered.keys_play(), "{covered:?}");
        }
    }
}
