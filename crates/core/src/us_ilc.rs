//! US Chess Variation 14H: a claim of insufficient losing chances in sudden death, and how the
//! director decides it (14H2).

use crate::{Category, Millis};
use serde::Serialize;

/// The director's decision on a 14H claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "decision")]
pub enum IlcDecision {
    /// 14H2c: "clearly correct": the game is drawn.
    Draw,
    /// 14H2d (or 14H2b.1 with nothing taken): denied, `taken` (at most a minute) subtracted from the
    /// claimant's remaining time.
    Reject { taken: Millis },
    /// 14H2b.2: "Watch the game while reserving judgment": no time change; decided later.
    Postpone,
    /// 14H2a: a delay clock placed: the claimant's time halved (to the nearest second), the
    /// opponent's unchanged, and from now on a delay of `delay` for both (`None` as asked: the
    /// standard delay, [`standard_delay`]; the log always says which).
    Delay { delay: Option<Millis> },
}

/// The most 14H2d lets the director take: "up to one minute".
pub const ILC_MOST_TAKEN: Millis = Millis::from_mins(1);

/// 14H's time limit: "a player on the move with two minutes or less".
pub const ILC_CLAIM_TIME: Millis = Millis::from_mins(2);

/// The standard delay the director sets with a delay clock (14H2a, "the standard delay announced at
/// the start of the tournament"; 5C TD TIP: "5 seconds (regular or dual); and 3 seconds (quick)").
/// Blitz, where the TD TIP names none, takes 5E's 2 s for a base of 10 minutes or less; a control
/// rated in no category has none.
#[must_use]
pub const fn standard_delay(category: Category) -> Option<Millis> {
    match category {
        Category::Regular | Category::Dual => Some(Millis::from_secs(5)),
        Category::Quick => Some(Millis::from_secs(3)),
        Category::Blitz => Some(Millis::from_secs(2)),
        _ => None,
    }
}

/// Half of `time`, rounded to the nearest second, a half second up (14H2a: "half of the claimant's
/// remaining time (rounded to the nearest second)").
///
/// ```
/// use flagfall_core::{halved_to_the_second, Millis};
/// assert_eq!(halved_to_the_second(Millis(90_000)), Millis(45_000));
/// assert_eq!(halved_to_the_second(Millis(61_000)), Millis(31_000));
/// assert_eq!(halved_to_the_second(Millis(60_998)), Millis(30_000));
/// ```
#[must_use]
pub const fn halved_to_the_second(time: Millis) -> Millis {
    let half = time.as_millis() / 2;
    Millis((half + 500) / 1000 * 1000)
}
