//! The moves of a game as its log records them: who completed each, the time used and the time
//! left. Exports (PGN clock comments, the time chart) read the game through this.

use crate::{BySide, Event, Incident, Millis, Side};

/// One completed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveRecord {
    /// The move number, as in a score sheet: White's and Black's n-th moves share number n.
    pub number: u32,
    pub side: Side,
    /// The time the move took.
    pub used: Millis,
    /// The time on the mover's clock after the press, any increment included.
    pub left: Millis,
}

/// The completed moves in the order they were made; a press taken back is not one, nor a move an
/// illegal-move ruling took back to be made again (FIDE 7.5.1), unless that ruling was undone.
///
/// ```
/// use flagfall_core::{moves, parse_human, Action, Game, GameSettings, Instant, Millis, Side};
/// let mut game = Game::new(parse_human("3+2")?, GameSettings::default());
/// game.apply(Action::Start, Instant(0))?;
/// game.apply(Action::Press, Instant(4_000))?;
/// game.apply(Action::Press, Instant(5_000))?;
/// game.apply(Action::Undo, Instant(6_000))?;
/// let made = moves(game.incidents());
/// assert_eq!(made.len(), 1);
/// // 3:00, plus 2 s for move 1, less 4 s used, plus 2 s for move 2.
/// assert_eq!((made[0].number, made[0].side, made[0].left), (1, Side::White, Millis(180_000)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn moves(incidents: &[Incident]) -> Vec<MoveRecord> {
    Tally::of(incidents)
        .made
        .into_iter()
        .map(|made| made.record)
        .collect()
}

/// For each incident, how many of the game's moves (as [`moves`] lists them) came before it: where a
/// record places it among the moves. A move a later ruling takes back is not counted, so an
/// incident never sits after a move the record does not hold; a move an undone ruling gives back
/// counts from when it was made.
///
/// ```
/// use flagfall_core::{moves_before, parse_human, Action, Game, GameSettings, Instant};
/// let mut game = Game::new(parse_human("15+10")?, GameSettings::default());
/// game.apply(Action::Start, Instant(0))?;
/// game.apply(Action::Press, Instant(4_000))?;
/// game.apply(Action::Pause, Instant(5_000))?;
/// // Started and the press before no move, the pause after White's first.
/// assert_eq!(moves_before(game.incidents()), [0, 0, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn moves_before(incidents: &[Incident]) -> Vec<usize> {
    // The record's moves in the order they were made, each by the incident that made it.
    let made_by: Vec<usize> = Tally::of(incidents)
        .made
        .iter()
        .map(|made| made.by)
        .collect();
    let mut kept = 0;
    (0..incidents.len())
        .map(|index| {
            while made_by.get(kept).is_some_and(|&by| by < index) {
                kept += 1;
            }
            kept
        })
        .collect()
}

/// A move, and the place in the log of the press that made it.
#[derive(Clone, Copy)]
struct Made {
    record: MoveRecord,
    by: usize,
}

/// The moves made so far, incident by incident.
#[derive(Default)]
struct Tally {
    made: Vec<Made>,
    counts: BySide<u32>,
    /// The move the last ruling took back, while an undo of that ruling may give it back.
    taken_back: Option<Made>,
}

impl Tally {
    /// The moves of the game `incidents` log.
    fn of(incidents: &[Incident]) -> Tally {
        let mut tally = Tally::default();
        for (by, incident) in incidents.iter().enumerate() {
            tally.add(by, incident);
        }
        tally
    }

    fn add(&mut self, by: usize, incident: &Incident) {
        let Tally {
            made,
            counts,
            taken_back,
        } = self;
        // Anything but the ruling's own consequences or a note ends the chance to undo it.
        if !matches!(
            incident.event,
            Event::RulingUndone { .. }
                | Event::Note { .. }
                | Event::FlagFell { .. }
                | Event::Decided { .. }
        ) {
            *taken_back = None;
        }
        match incident.event {
            Event::IllegalMove {
                side,
                reinstated: Some(_),
                ..
            }
            | Event::IllegalMoveCorrected { side, .. } => {
                *taken_back = made.last().copied().filter(|last| last.record.side == side);
                if taken_back.is_some() {
                    made.pop();
                    counts[side] -= 1;
                }
            }
            // Only the last ruling can be undone: the move comes back when the undo gives its side
            // one move more.
            Event::RulingUndone { before, after } => {
                if let Some(back) = taken_back
                    .take()
                    .filter(|back| after.moves[back.record.side] > before.moves[back.record.side])
                {
                    counts[back.record.side] += 1;
                    made.push(back);
                }
            }
            Event::Pressed { side, used, after } => {
                counts[side] = counts[side].saturating_add(1);
                made.push(Made {
                    record: MoveRecord {
                        number: counts[side],
                        side,
                        used,
                        left: after,
                    },
                    by,
                });
            }
            Event::Undone { .. } => {
                if let Some(undone) = made.pop() {
                    counts[undone.record.side] -= 1;
                }
            }
            _ => {}
        }
    }
}
