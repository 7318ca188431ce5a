//! The acts a clock records at the board with no arbiter: the start, a player's arrival, a press, and
//! a span the device could not watch. They take a path of their own through the game, which names
//! no ruling, so a program that makes only these (the first clock) carries none of the arbiter's
//! rules.

use super::*;

/// An act a clock records at the board with no arbiter ([`Game::apply_at_board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardAct {
    /// [`Action::Start`].
    Start,
    /// [`Action::Arrive`].
    Arrive { side: Side },
    /// [`Action::Press`].
    Press,
    /// [`Action::Unwatched`].
    Unwatched { from: Instant, span: Millis },
}

impl BoardAct {
    /// The action this act is.
    ///
    /// ```
    /// use flagfall_core::{Action, BoardAct, Side};
    /// assert_eq!(BoardAct::Arrive { side: Side::Black }.action(), Action::Arrive { side: Side::Black });
    /// ```
    #[must_use]
    pub const fn action(self) -> Action {
        match self {
            BoardAct::Start => Action::Start,
            BoardAct::Arrive { side } => Action::Arrive { side },
            BoardAct::Press => Action::Press,
            BoardAct::Unwatched { from, span } => Action::Unwatched { from, span },
        }
    }

    /// The act at the board that `event` records, if it records one.
    const fn recorded(event: &Event) -> Option<BoardAct> {
        match *event {
            Event::Started => Some(BoardAct::Start),
            Event::Arrived { side } => Some(BoardAct::Arrive { side }),
            Event::Pressed { .. } => Some(BoardAct::Press),
            Event::Unwatched { from, span, .. } => Some(BoardAct::Unwatched { from, span }),
            _ => None,
        }
    }
}

impl Game {
    /// [`Game::apply`] for an act at the board: the same refusals, incidents and consequences.
    ///
    /// ```
    /// use flagfall_core::{parse_human, BoardAct, Event, Game, GameSettings, Instant};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// let added = game.apply_at_board(BoardAct::Start, Instant(1_000))?;
    /// assert_eq!((added[0].at, &added[0].event), (Instant(1_000), &Event::Started));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_at_board(&mut self, act: BoardAct, at: Instant) -> Result<&[Incident], GameError> {
        self.transact(act.action(), at, |game, _| {
            Ok(vec![game.act_at_board(act, at)?])
        })
    }

    /// [`Game::replay`] for a log of acts at the board alone (and their consequences), through
    /// [`Game::apply_at_board`]: a program that only makes such acts replays its own games without
    /// the arbiter's rules. Any other act in the log is not re-applied, so the replay diverges at
    /// it.
    ///
    /// ```
    /// use flagfall_core::{parse_human, Action, BoardAct, Game, GameSettings, Instant, LogError};
    /// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
    /// game.apply_at_board(BoardAct::Start, Instant(1_000))?;
    /// game.apply_at_board(BoardAct::Press, Instant(4_000))?;
    /// assert_eq!(Game::replay_at_board(&game.log())?, game);
    /// game.apply(Action::Pause, Instant(5_000))?;
    /// assert!(matches!(Game::replay_at_board(&game.log()), Err(LogError::Diverged { index: 2, .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn replay_at_board(log: &IncidentLog) -> Result<Game, LogError> {
        Game::replay_by(log, false, |game, incident| {
            match BoardAct::recorded(&incident.event) {
                Some(act) => game.apply_at_board(act, incident.at).map(drop),
                None => Ok(()),
            }
        })
    }

    /// Applies `acts` at `at`, all or none ([`Game::apply_all`] for acts at the board).
    pub(crate) fn apply_all_at_board(
        &mut self,
        acts: Vec<BoardAct>,
        at: Instant,
    ) -> Result<&[Incident], GameError> {
        self.all_or_none(acts, at, Game::apply_at_board)
    }

    /// What an act at the board does to the game, and the event that says so.
    pub(super) fn act_at_board(&mut self, act: BoardAct, at: Instant) -> Result<Event, GameError> {
        Ok(match act {
            BoardAct::Start => {
                self.clock.start(at)?;
                self.started_at = Some(at);
                Event::Started
            }
            BoardAct::Arrive { side } => {
                if self.present[side] {
                    return Err(GameError::AlreadyArrived(side));
                }
                self.present[side] = true;
                Event::Arrived { side }
            }
            BoardAct::Press => self.press(at)?,
            BoardAct::Unwatched { from, span } => self.unwatched(from, span, at)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_human;

    /// Each act at the board once (and its instant): Black arrives, the start, White's press, a
    /// minute the device slept.
    const ACTS: [(BoardAct, i64); 4] = [
        (BoardAct::Arrive { side: Side::Black }, 0),
        (BoardAct::Start, 1_000),
        (BoardAct::Press, 4_000),
        (
            BoardAct::Unwatched {
                from: Instant(5_000),
                span: Millis(60_000),
            },
            65_000,
        ),
    ];

    #[test]
    fn an_act_at_the_board_is_logged_and_refused_as_its_action_is() {
        let settings = GameSettings {
            default_time: Some(Millis::from_mins(15)),
            ..GameSettings::default()
        };
        let mut by_act = Game::new(parse_human("3+2").unwrap(), settings);
        let mut by_action = by_act.clone();
        // Last, Black's clock, running since 4 s, ran out before: refused, as the game is over.
        for (act, at) in ACTS.into_iter().chain([(BoardAct::Press, 200_000)]) {
            let at = Instant(at);
            assert_eq!(
                by_act.apply_at_board(act, at).map(<[Incident]>::to_vec),
                by_action.apply(act.action(), at).map(<[Incident]>::to_vec),
                "{act:?}"
            );
        }
        assert_eq!(by_act, by_action);
        assert_eq!(
            by_act.apply_at_board(BoardAct::Press, Instant(200_000)),
            Err(GameError::Over)
        );
        assert_eq!(
            by_act.outcome().map(|outcome| outcome.result),
            Some(Some(GameResult::WhiteWins))
        );
    }

    #[test]
    fn a_log_of_acts_at_the_board_replays_at_the_board_as_in_full_and_a_ruling_diverges() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        for (act, at) in ACTS.into_iter().chain([(BoardAct::Press, 70_000)]) {
            game.apply_at_board(act, Instant(at)).unwrap();
        }
        // Black's flag, a consequence, falls by 250 s.
        game.observe(Instant(250_000));
        let log = game.log();
        assert_eq!(Game::replay_at_board(&log), Game::replay(&log));
        assert_eq!(Game::replay_at_board(&log).unwrap(), game);

        let mut paused = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        paused
            .apply_at_board(BoardAct::Start, Instant(1_000))
            .unwrap();
        paused.apply(Action::Pause, Instant(2_000)).unwrap();
        let logged = paused.log().incidents[1].clone();
        assert_eq!(
            Game::replay_at_board(&paused.log()),
            Err(LogError::Diverged {
                index: 1,
                divergence: Divergence::Differs {
                    logged: Some(Box::new(logged)),
                    replayed: None,
                },
            })
        );
    }
}
