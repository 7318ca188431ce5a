//! Both sides searched at once, each given up when a time budget runs out.
//!
//! chasolver takes no limit of its own (no node count, no deadline), so the budget is kept from
//! outside: each side is searched on its own thread and [`wait`] reads the clock, here and nowhere
//! else. A search given up keeps its thread until chasolver returns; the answer is then dropped.
//! There are no threads in a browser: there the page bounds the search by ending its worker.

use crate::{Position, Verdict};
use flagfall_core::{BySide, Side};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// Whether each side can checkmate, as far as the search gets within `budget`; a side not answered
/// in time is [`Verdict::Undetermined`]. A zero budget searches nothing.
///
/// ```
/// use flagfall_position::{analyse_within, Position, Verdict};
/// use std::time::Duration;
/// // A lone king against king and two knights: White can mate only with Black's help, Black never.
/// let position = Position::from_fen("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1")?;
/// let verdicts = analyse_within(&position, Duration::from_secs(60));
/// assert!(verdicts.white.line().is_some());
/// assert_eq!(verdicts.black, Verdict::Cannot);
/// assert_eq!(
///     analyse_within(&position, Duration::ZERO).white,
///     Verdict::Undetermined
/// );
/// # Ok::<(), flagfall_position::PositionError>(())
/// ```
#[must_use]
pub fn analyse_within(position: &Position, budget: Duration) -> BySide<Verdict> {
    if budget.is_zero() {
        return BySide::both(Verdict::Undetermined);
    }
    let (answers, received) = mpsc::channel();
    for side in Side::ALL {
        let position = position.clone();
        let answers = answers.clone();
        std::thread::spawn(move || {
            // The receiver is gone once the budget has run out: the late answer is not wanted.
            let _ = answers.send((side, position.can_checkmate(side)));
        });
    }
    wait(&received, budget).map(|verdict| verdict.unwrap_or(Verdict::Undetermined))
}

/// The answers that arrive within `budget` from now: the one place that reads the clock.
fn wait(received: &Receiver<(Side, Verdict)>, budget: Duration) -> BySide<Option<Verdict>> {
    let deadline = Instant::now().checked_add(budget);
    let mut verdicts = BySide::both(None);
    for _ in Side::ALL {
        let answer = match deadline {
            Some(deadline) => received
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                .ok(),
            // A budget beyond the clock's range is no limit.
            None => received.recv().ok(),
        };
        let Some((side, verdict)) = answer else { break };
        verdicts[side] = Some(verdict);
    }
    verdicts
}
