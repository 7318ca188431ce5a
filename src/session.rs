//! The game on the clock screen: the core game plus what the app adds (player names, the notation it
//! was set with). Pure: every instant comes in as an argument, so it is tested natively.

use crate::i18n::{side_name, tf, time, translate_error};
use crate::saved::SavedGame;
use crate::seating::Seating;
use flagfall_core::{
    format_clock, Action, BySide, ClockView, Game, GameError, GameSettings, Incident, Instant,
    Phase, Side, TimeControl,
};

/// A game, the names of its players, and where each colour sits on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub game: Game,
    pub names: BySide<String>,
    /// Kept for the game; a rematch swaps it with the colours, so each player keeps their half.
    pub seating: Seating,
}

/// What a press on a face means at the moment it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceMeaning {
    /// Black's press before the start starts White's clock (as on a hardware clock).
    Start,
    /// The player to move ends the move.
    Press,
    /// Not this player's turn, the clock is paused, or the game is over: nothing happens.
    Nothing,
}

impl Session {
    /// A new game, not started.
    pub fn new(control: TimeControl, settings: GameSettings, names: BySide<String>) -> Session {
        Session {
            game: Game::new(control, settings),
            names,
            seating: Seating::default(),
        }
    }

    /// Rebuilds a saved session, or says in the page's language why it cannot be.
    pub fn restore(saved: &SavedGame) -> Result<Session, String> {
        Ok(Session {
            game: Game::replay(&saved.log).map_err(translate_error)?,
            names: saved.names.clone(),
            seating: Seating::default().swapped_if(saved.swapped),
        })
    }

    /// A new game with the control this one started with, its settings, and the colours swapped:
    /// the players swap names, and each keeps their half of the screen.
    pub fn rematch(&self) -> Session {
        Session {
            game: Game::new(self.game.starting_control().clone(), self.game.settings()),
            names: BySide::new(self.names.black.clone(), self.names.white.clone()),
            seating: self.seating.swapped(),
        }
    }

    /// What an undo would take back, as its button says it ("Undo White's press at 2:31"); `None`
    /// when there is nothing to undo.
    pub fn undo_prompt(&self) -> Option<String> {
        if self.game.outcome().is_some() {
            return None;
        }
        let (side, shown) = self.game.clock().press_to_undo()?;
        Some(tf(
            "Undo {side}'s press at {time}",
            &[
                ("side", side_name(side)),
                ("time", &time(format_clock(shown))),
            ],
        ))
    }

    /// The session as it is stored.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            swapped: self.seating.is_swapped(),
            ..SavedGame::new(self.names.clone(), self.game.log())
        }
    }

    /// What a press on `side`'s face means now.
    pub fn face_meaning(&self, side: Side) -> FaceMeaning {
        if self.game.outcome().is_some() {
            return FaceMeaning::Nothing;
        }
        match self.game.clock().phase() {
            Phase::NotStarted if side == Side::Black => FaceMeaning::Start,
            Phase::Running { side: running, .. } if running == side => FaceMeaning::Press,
            _ => FaceMeaning::Nothing,
        }
    }

    /// The face a press for "the side to move" (space, Enter) stands for: Black's before the start
    /// (which starts White's clock), the running side's during the game.
    pub fn face_to_move(&self) -> Option<Side> {
        [Side::Black, Side::White]
            .into_iter()
            .find(|&side| self.face_meaning(side) != FaceMeaning::Nothing)
    }

    /// The instant to charge an input at: its own timestamp, clamped to the last thing logged (the
    /// game refuses an earlier instant: a flag logged by its timer may be later than the last press)
    /// and to the present (a timestamp cannot be in the future).
    pub fn charge_instant(&self, input: Instant, now: Instant) -> Instant {
        let floor = self.game.last_logged_at().unwrap_or(input);
        input.min(now).max(floor)
    }

    /// A press on `side`'s face, input at `input` and handled at `now`. Returns the incidents added.
    pub fn press_face(
        &mut self,
        side: Side,
        input: Instant,
        now: Instant,
    ) -> Result<Vec<Incident>, GameError> {
        let at = self.charge_instant(input, now);
        match self.face_meaning(side) {
            FaceMeaning::Start => {
                // Black starts White's clock, so Black is at the board when a default time runs (6.7).
                let absent =
                    self.game.settings().default_time.is_some() && !self.game.present()[side];
                let mut actions = Vec::new();
                if absent {
                    actions.push(Action::Arrive { side });
                }
                actions.push(Action::Start);
                let first_new = self.game.incidents().len();
                self.apply_all(actions, at)?;
                Ok(self.game.incidents()[first_new..].to_vec())
            }
            FaceMeaning::Press => self.apply(Action::Press, at),
            FaceMeaning::Nothing => Ok(Vec::new()),
        }
    }

    /// Applies an action at `at` (clamped to the last event).
    pub fn apply(&mut self, action: Action, at: Instant) -> Result<Vec<Incident>, GameError> {
        let at = self.charge_instant(at, at);
        self.game.apply(action, at).map(<[Incident]>::to_vec)
    }

    /// Applies `actions` at `at` (clamped to the last event), all or none: a refusal leaves the game
    /// as it was, even after the actions before it.
    pub fn apply_all(&mut self, actions: Vec<Action>, at: Instant) -> Result<(), GameError> {
        let at = self.charge_instant(at, at);
        // One action is all or none in the core already: no copy of the game (and its log) needed.
        if let [action] = actions.as_slice() {
            self.game.apply(action.clone(), at)?;
            return Ok(());
        }
        let mut game = self.game.clone();
        for action in actions {
            game.apply(action, at)?;
        }
        self.game = game;
        Ok(())
    }

    /// Logs flags that fell by `now`; returns whether anything was added.
    pub fn observe(&mut self, now: Instant) -> bool {
        !self.game.observe(now).is_empty()
    }

    /// The clock at `now`.
    pub fn view(&self, now: Instant) -> ClockView {
        self.game.view(now)
    }

    /// Whether a clock is running (the display must then repaint).
    pub fn is_running(&self, now: Instant) -> bool {
        self.game.outcome().is_none() && self.view(now).running().is_some()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use flagfall_core::{parse_human, Event, Millis};

    /// A session of `notation` under the default settings, with no names.
    pub(crate) fn session(notation: &str) -> Session {
        Session::new(
            parse_human(notation).unwrap(),
            GameSettings::default(),
            BySide::both(String::new()),
        )
    }

    #[test]
    fn a_press_stamped_before_a_flag_already_logged_is_charged_at_the_flag_not_refused() {
        let mut s = Session::new(
            parse_human("1").unwrap(),
            GameSettings {
                run_on_after_flag: true,
                ..GameSettings::default()
            },
            BySide::both(String::new()),
        );
        s.apply(Action::Start, Instant(0)).unwrap();
        // The flag timer fires first and logs White's flag at 60 s; the press it raced comes after.
        assert!(s.observe(Instant(60_010)));
        let added = s
            .press_face(Side::White, Instant(59_990), Instant(60_020))
            .unwrap();
        assert_eq!(
            added.iter().map(|i| i.at).collect::<Vec<_>>(),
            [Instant(60_000)]
        );
    }

    #[test]
    fn blacks_press_that_starts_the_game_marks_black_present_under_a_default_time() {
        let mut s = Session::new(
            parse_human("3+2").unwrap(),
            GameSettings {
                default_time: Some(Millis::ZERO),
                ..GameSettings::default()
            },
            BySide::both(String::new()),
        );
        s.apply(Action::Arrive { side: Side::White }, Instant(0))
            .unwrap();
        let added = s.press_face(Side::Black, Instant(1_000), Instant(1_000));
        let events: Vec<Event> = added.unwrap().into_iter().map(|i| i.event).collect();
        assert_eq!(
            events,
            [Event::Arrived { side: Side::Black }, Event::Started]
        );
        assert_eq!(s.game.outcome(), None);
        assert_eq!(s.game.present(), BySide::both(true));
    }

    #[test]
    fn a_refusal_among_several_actions_leaves_the_game_as_it_was() {
        let mut s = session("3+2");
        s.apply(Action::Start, Instant(0)).unwrap();
        let before = s.game.clone();
        let actions = vec![
            Action::Adjust {
                side: Side::Black,
                delta: Millis(60_000),
            },
            // No completed move yet: refused.
            Action::IllegalMove {
                side: Side::White,
                opponent_cannot_mate: false,
                position: None,
            },
        ];
        assert_eq!(
            s.apply_all(actions, Instant(1_000)),
            Err(GameError::NoMoveYet(Side::White))
        );
        assert_eq!(s.game, before);
    }

    #[test]
    fn the_undo_prompt_names_the_presser_and_the_time_its_clock_showed() {
        let mut s = session("3+2");
        assert_eq!(s.undo_prompt(), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(Action::Press, Instant(31_000)).unwrap();
        assert_eq!(
            s.undo_prompt().as_deref(),
            Some("Undo White's press at 2:31")
        );
        // After a pause and a resume it is still there; once the game is over, it is not.
        s.apply(Action::Pause, Instant(32_000)).unwrap();
        s.apply(Action::Resume, Instant(40_000)).unwrap();
        assert_eq!(
            s.undo_prompt().as_deref(),
            Some("Undo White's press at 2:31")
        );
        s.apply(
            Action::End {
                result: None,
                reason: "abandoned".to_owned(),
            },
            Instant(41_000),
        )
        .unwrap();
        assert_eq!(s.undo_prompt(), None);
    }

    #[test]
    fn a_rematch_starts_the_first_control_again_with_names_and_halves_swapped() {
        let mut s = Session::new(
            parse_human("3+2").unwrap(),
            GameSettings::default(),
            BySide::new("Ana".to_owned(), "Bo".to_owned()),
        );
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(
            Action::SetControl {
                control: parse_human("5+3").unwrap(),
                override_lock: true,
            },
            Instant(1_000),
        )
        .unwrap();
        let rematch = s.rematch();
        assert_eq!(
            rematch.names,
            BySide::new("Bo".to_owned(), "Ana".to_owned())
        );
        assert_eq!(rematch.seating, Seating::default().swapped());
        assert_eq!(
            rematch.game,
            Game::new(parse_human("3+2").unwrap(), GameSettings::default())
        );
        assert_eq!(rematch.rematch().seating, Seating::default());
    }

    #[test]
    fn a_reload_keeps_each_player_in_their_half_after_a_rematch() {
        let rematch = session("3+2").rematch();
        let saved = rematch.to_saved();
        assert!(saved.swapped);
        assert_eq!(
            Session::restore(&saved).map(|s| s.seating),
            Ok(Seating::default().swapped())
        );
    }

    #[test]
    fn the_side_to_move_is_black_before_the_start_then_the_running_side_then_none() {
        let mut s = session("3+2");
        assert_eq!(s.face_to_move(), Some(Side::Black));
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(s.face_to_move(), Some(Side::White));
        s.apply(Action::Press, Instant(1_000)).unwrap();
        assert_eq!(s.face_to_move(), Some(Side::Black));
        s.apply(Action::Pause, Instant(2_000)).unwrap();
        assert_eq!(s.face_to_move(), None);
    }
}
