//! The game on the clock screen: the core game plus what the app adds (its details, the players'
//! names among them, and where each colour sits). Pure: every instant comes in as an argument, so it is tested natively.

use crate::model::saved::SavedGame;
use flagfall_core::{
    Action, ArbiterLock, BySide, ClockView, Event, Game, GameDetails, GameError, GameSettings,
    Incident, IncidentLog, Instant, LogError, Millis, Phase, PinAttempt, Side, TimeControl,
};
use flagfall_hall::BoardState;
use flagfall_page::Seating;

/// The press an undo would take back: whose, and the time its clock showed after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoPrompt {
    pub side: Side,
    pub shown: Millis,
}

/// A game, its details (the players' names among them), and where each colour sits on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub game: Game,
    pub details: GameDetails,
    /// The arbiter's lock of the panel, when a PIN was set for the game.
    pub lock: Option<ArbiterLock>,
    /// Kept for the game; a rematch swaps it with the colours, so each player keeps their half.
    pub seating: Seating,
}

impl Session {
    /// A new game, not started.
    pub fn new(control: TimeControl, settings: GameSettings, details: GameDetails) -> Session {
        Session {
            game: Game::new(control, settings),
            details,
            lock: None,
            seating: Seating::default(),
        }
    }

    /// Rebuilds a saved session, or says why its log does not replay.
    pub fn restore(saved: &SavedGame) -> Result<Session, LogError> {
        Ok(Session {
            game: Game::replay(&saved.log)?,
            details: saved.log.details.clone(),
            lock: saved.lock,
            seating: Seating::default().swapped_if(saved.swapped),
        })
    }

    /// A new game with the control this one started with, its settings and details, and the colours
    /// swapped: the players swap colours (with their ratings and IDs), and each keeps their half of
    /// the screen.
    pub fn rematch(&self) -> Session {
        let players = &self.details.players;
        Session {
            game: Game::new(self.game.starting_control().clone(), self.game.settings()),
            details: GameDetails {
                players: BySide::new(players.black.clone(), players.white.clone()),
                ..self.details.clone()
            },
            lock: self.lock,
            seating: self.seating.swapped(),
        }
    }

    /// What an undo would take back, as its button names it ("Undo White's press at 2:31"); `None`
    /// when there is nothing to undo.
    pub fn undo_prompt(&self) -> Option<UndoPrompt> {
        if self.game.outcome().is_some() {
            return None;
        }
        let (side, shown) = self.game.clock().press_to_undo()?;
        Some(UndoPrompt { side, shown })
    }

    /// The session as it is stored.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            swapped: self.seating.is_swapped(),
            lock: self.lock,
            ..SavedGame::new(IncidentLog {
                details: self.details.clone(),
                ..self.game.log()
            })
        }
    }

    /// What `pin`, entered at `at` for the panel, does: no lock opens to anything. Two counts of
    /// wrong PINs make it wait ([`ArbiterLock::next_attempt`]), the longer wait holding: this game's
    /// logged ones, and `on_device`, every one entered on this device (this game's among them, the
    /// set-up screen's, earlier games'), so that a new game brings no fresh tries.
    pub fn pin_attempt(&self, pin: &str, at: Instant, on_device: &[Instant]) -> PinAttempt {
        let Some(lock) = self.lock else {
            return PinAttempt::Opened;
        };
        let logged: Vec<Instant> = self
            .game
            .incidents()
            .iter()
            .filter(|incident| incident.event == Event::WrongPin)
            .map(|incident| incident.at)
            .collect();
        match (
            lock.attempt(pin, &logged, at),
            lock.attempt(pin, on_device, at),
        ) {
            (PinAttempt::Wait { until: a }, PinAttempt::Wait { until: b }) => {
                PinAttempt::Wait { until: a.max(b) }
            }
            (wait @ PinAttempt::Wait { .. }, _) | (_, wait @ PinAttempt::Wait { .. }) => wait,
            (attempt, _) => attempt,
        }
    }

    /// The players' names, as typed (empty when none was given).
    pub fn names(&self) -> BySide<String> {
        self.details.names()
    }

    /// Whether the game's record has begun (anything logged, even before the start) and the game
    /// has not ended: leaving it asks how to keep it.
    pub fn unfinished(&self) -> bool {
        !self.game.incidents().is_empty() && self.game.outcome().is_none()
    }

    /// Where the clock stands: not started, running for a side, paused.
    pub fn phase(&self) -> Phase {
        self.game.clock().phase()
    }

    /// Whether a clock runs, the game over or not (a clock may run on after a flag).
    pub fn clock_runs(&self) -> bool {
        matches!(self.phase(), Phase::Running { .. })
    }

    /// Whether the game goes on with a clock running: the screen is then kept awake.
    pub fn game_runs(&self) -> bool {
        self.game.outcome().is_none() && self.clock_runs()
    }

    /// What the pause key does ([`Game::pause_or_resume`]).
    pub fn pause_or_resume(&self) -> Option<Action> {
        self.game.pause_or_resume()
    }

    /// What calling the arbiter does first: it stops the clocks (FIDE 6.11, FMJD Art. 6).
    pub fn pause_for_arbiter(&self) -> Option<Action> {
        self.clock_runs().then_some(Action::Pause)
    }

    /// A press on `side`'s face, input at `input` and handled at `now` ([`Game::press_face`]: the
    /// core's face rule, all or none, at the instant it charges). Returns the incidents added.
    pub fn press_face(
        &mut self,
        side: Side,
        input: Instant,
        now: Instant,
    ) -> Result<Vec<Incident>, GameError> {
        self.game
            .press_face(side, input, now)
            .map(<[Incident]>::to_vec)
    }

    /// Applies an action at `at` (clamped to the last event).
    pub fn apply(&mut self, action: Action, at: Instant) -> Result<Vec<Incident>, GameError> {
        let at = self.game.charged_at(at, at);
        self.game.apply(action, at).map(<[Incident]>::to_vec)
    }

    /// Applies `actions` at `at` (clamped to the last event), all or none: a refusal leaves the game
    /// as it was, even after the actions before it.
    pub fn apply_all(&mut self, actions: Vec<Action>, at: Instant) -> Result<(), GameError> {
        let at = self.game.charged_at(at, at);
        self.game.apply_all(actions, at).map(|_| ())
    }

    /// Logs flags that fell by `now`; returns whether anything was added.
    pub fn observe(&mut self, now: Instant) -> bool {
        !self.game.observe(now).is_empty()
    }

    /// The clock at `now`.
    pub fn view(&self, now: Instant) -> ClockView {
        self.game.view(now)
    }

    /// The game's state for the spectators of hall `hall`, at its last incident.
    pub fn board_state(&self, hall: &str) -> Option<BoardState> {
        let at = self.game.incidents().last()?.at;
        let names = self.details.players.clone().map(|player| player.name);
        BoardState::of(&self.game, names, at, hall)
    }

    /// Whether a clock is running (the display must then repaint).
    pub fn is_running(&self, now: Instant) -> bool {
        self.game.outcome().is_none() && self.game.clock().running(now).is_some()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use flagfall_core::parse_human;

    /// The wrong PINs the game logged count, across a reload (the log is the game): the third
    /// within five minutes closes the lock to every PIN until five minutes after the first.
    #[test]
    fn the_panels_pin_waits_after_three_wrong_ones_logged_in_the_game() {
        let mut s = Session {
            lock: ArbiterLock::from_pin("2468"),
            ..session("5+3")
        };
        assert_eq!(s.pin_attempt("2468", Instant(0), &[]), PinAttempt::Opened);
        for at in [0, 10_000, 20_000] {
            assert_eq!(s.pin_attempt("1111", Instant(at), &[]), PinAttempt::Wrong);
            s.game.apply(Action::WrongPin, Instant(at)).unwrap();
        }
        let restored = Session::restore(&s.to_saved()).unwrap();
        let wait = PinAttempt::Wait {
            until: Instant(300_000),
        };
        assert_eq!(restored.pin_attempt("2468", Instant(30_000), &[]), wait);
        assert_eq!(
            restored.pin_attempt("2468", Instant(300_000), &[]),
            PinAttempt::Opened
        );
        // A rematch logs nothing yet: the wrong PINs counted on the device still count.
        let counted = [Instant(0), Instant(10_000), Instant(20_000)];
        assert_eq!(
            s.rematch().pin_attempt("2468", Instant(30_000), &counted),
            wait
        );
        assert_eq!(
            session("5+3").pin_attempt("", Instant(0), &[]),
            PinAttempt::Opened
        );
        // Two wrong PINs, logged and counted on the device: each counts once.
        let mut twice = Session {
            lock: ArbiterLock::from_pin("2468"),
            ..session("5+3")
        };
        for at in [0, 10_000] {
            twice.game.apply(Action::WrongPin, Instant(at)).unwrap();
        }
        assert_eq!(
            twice.pin_attempt("2468", Instant(20_000), &counted[..2]),
            PinAttempt::Opened
        );
    }

    /// A session of `notation` under the default settings, with no names.
    pub(crate) fn session(notation: &str) -> Session {
        Session::new(
            parse_human(notation).unwrap(),
            GameSettings::default(),
            GameDetails::default(),
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
            GameDetails::default(),
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
    fn a_first_press_stamped_after_it_was_handled_is_charged_when_it_was_handled() {
        let mut s = session("3+2");
        let added = s
            .press_face(Side::Black, Instant(5_000), Instant(4_000))
            .unwrap();
        assert_eq!(
            added.iter().map(|i| i.at).collect::<Vec<_>>(),
            [Instant(4_000)]
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
            GameDetails::default(),
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
    fn the_undo_prompt_names_the_presser_and_the_time_its_clock_showed() {
        let mut s = session("3+2");
        assert_eq!(s.undo_prompt(), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        s.apply(Action::Press, Instant(31_000)).unwrap();
        let white_at_2_31 = UndoPrompt {
            side: Side::White,
            shown: Millis(151_000),
        };
        assert_eq!(s.undo_prompt(), Some(white_at_2_31));
        // After a pause and a resume it is still there; once the game is over, it is not.
        s.apply(Action::Pause, Instant(32_000)).unwrap();
        s.apply(Action::Resume, Instant(40_000)).unwrap();
        assert_eq!(s.undo_prompt(), Some(white_at_2_31));
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
            GameDetails::named(BySide::new("Ana".to_owned(), "Bo".to_owned())),
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
            rematch.names(),
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
    fn the_pause_key_pauses_a_running_clock_and_resumes_a_paused_one() {
        let mut s = session("3+2");
        assert_eq!(s.pause_or_resume(), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(s.pause_or_resume(), Some(Action::Pause));
        s.apply(Action::Pause, Instant(1_000)).unwrap();
        assert_eq!(s.pause_or_resume(), Some(Action::Resume));
    }

    #[test]
    fn calling_the_arbiter_pauses_only_a_running_clock() {
        let mut s = session("3+2");
        assert_eq!(s.pause_for_arbiter(), None);
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(s.pause_for_arbiter(), Some(Action::Pause));
        s.apply(Action::Pause, Instant(1_000)).unwrap();
        assert_eq!(s.pause_for_arbiter(), None);
    }

    #[test]
    fn a_game_is_unfinished_from_its_first_incident_until_it_ends_and_runs_only_while_its_clock_does(
    ) {
        let mut s = session("1");
        assert_eq!(
            (s.unfinished(), s.game_runs(), s.clock_runs()),
            (false, false, false)
        );
        // A note before the start begins the record: leaving it asks how to keep it.
        s.apply(
            Action::Note {
                text: "Board 4".into(),
            },
            Instant(0),
        )
        .unwrap();
        assert_eq!(
            (s.unfinished(), s.game_runs(), s.clock_runs()),
            (true, false, false)
        );
        s.apply(Action::Start, Instant(0)).unwrap();
        assert_eq!(
            (s.unfinished(), s.game_runs(), s.clock_runs()),
            (true, true, true)
        );
        s.apply(Action::Pause, Instant(1_000)).unwrap();
        assert_eq!(
            (s.unfinished(), s.game_runs(), s.clock_runs()),
            (true, false, false)
        );
        s.apply(Action::Resume, Instant(2_000)).unwrap();
        s.observe(Instant(70_000));
        assert_eq!(
            s.phase(),
            Phase::Stopped {
                at: Instant(61_000)
            }
        );
        assert_eq!(
            (s.unfinished(), s.game_runs(), s.clock_runs()),
            (false, false, false)
        );
    }
}
