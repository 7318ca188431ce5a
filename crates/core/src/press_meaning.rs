//! What a player's press on their own half of the clock does, as on a hardware clock: the rule the app
//! follows for a tap on a face or a key, decided here once.

use crate::{Action, BoardAct, Game, GameError, Incident, Instant, Phase, Side};

/// What a press on one side's half of the clock does at a moment of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PressMeaning {
    /// Before the start, Black's press starts White's clock (FIDE 6.6: at the time set for the start,
    /// White's clock is started). `arrives`: the event set a default time and Black was not yet marked
    /// at the board; the press shows Black is there, so it marks Black present first (6.7).
    Start { arrives: bool },
    /// The side whose clock runs completes its move: its clock stops and the opponent's starts
    /// (6.2.1).
    Complete,
    /// Nothing happens: White's half before the start, the half of the side not to move, a paused
    /// clock, or a game over.
    Nothing,
}

impl PressMeaning {
    /// The actions the press stands for, in order; none when it does nothing.
    #[must_use]
    pub fn actions(self) -> Vec<Action> {
        self.acts().into_iter().map(BoardAct::action).collect()
    }

    /// [`PressMeaning::actions`] as the acts at the board they are.
    #[must_use]
    pub fn acts(self) -> Vec<BoardAct> {
        match self {
            PressMeaning::Start { arrives: true } => {
                vec![BoardAct::Arrive { side: Side::Black }, BoardAct::Start]
            }
            PressMeaning::Start { arrives: false } => vec![BoardAct::Start],
            PressMeaning::Complete => vec![BoardAct::Press],
            PressMeaning::Nothing => Vec::new(),
        }
    }
}

impl Game {
    /// What a press on `side`'s half of the clock does now ([`PressMeaning`]).
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, PressMeaning, Side};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// assert_eq!(game.press_meaning(Side::Black), PressMeaning::Start { arrives: false });
    /// assert_eq!(game.press_meaning(Side::White), PressMeaning::Nothing);
    /// game.apply(Action::Start, Instant(0))?;
    /// assert_eq!(game.press_meaning(Side::White), PressMeaning::Complete);
    /// assert_eq!(game.press_meaning(Side::Black), PressMeaning::Nothing);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn press_meaning(&self, side: Side) -> PressMeaning {
        if self.awaits_start() {
            return match side {
                Side::Black => PressMeaning::Start {
                    arrives: self.settings().default_time.is_some() && !self.present()[side],
                },
                Side::White => PressMeaning::Nothing,
            };
        }
        match self.clock().phase() {
            Phase::Running { side: running, .. } if running == side && self.outcome().is_none() => {
                PressMeaning::Complete
            }
            _ => PressMeaning::Nothing,
        }
    }

    /// A press on `side`'s half, input at `input` and handled at `now`: the actions its meaning stands
    /// for, all or none, at the instant [`Game::charged_at`] gives. Returns the incidents added (none
    /// for a press that means nothing).
    ///
    /// ```
    /// use flagfall_core::{parse_human, Event, Game, GameSettings, Instant, Side};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// let added = game.press_face(Side::Black, Instant(990), Instant(1_000))?;
    /// assert_eq!(added.len(), 1);
    /// assert_eq!((added[0].at, &added[0].event), (Instant(990), &Event::Started));
    /// assert!(game.press_face(Side::Black, Instant(1_500), Instant(1_500))?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn press_face(
        &mut self,
        side: Side,
        input: Instant,
        now: Instant,
    ) -> Result<&[Incident], GameError> {
        let acts = self.press_meaning(side).acts();
        let at = self.charged_at(input, now);
        self.apply_all_at_board(acts, at)
    }

    /// What the pause key does: pause a running clock, resume a paused one; nothing before the start
    /// or once the clocks have stopped.
    #[must_use]
    pub fn pause_or_resume(&self) -> Option<Action> {
        match self.clock().phase() {
            Phase::Running { .. } => Some(Action::Pause),
            Phase::Paused { .. } => Some(Action::Resume),
            Phase::NotStarted | Phase::Stopped { .. } => None,
        }
    }

    /// The side whose press does something now, which a key for "the side to move" stands for: Black
    /// before the start (which starts White's clock), the running side during the game; `None` while
    /// the clock is paused or once the game is over.
    #[must_use]
    pub fn side_to_press(&self) -> Option<Side> {
        [Side::Black, Side::White]
            .into_iter()
            .find(|&side| self.press_meaning(side) != PressMeaning::Nothing)
    }
}
