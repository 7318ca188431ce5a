//! US Chess 5F: the clock a game is played on when it is not the standard timer for its control,
//! and how that clock is set.

use crate::{Method, Millis, Period, PeriodEnd, Side, TimeControl};
use serde::Serialize;

/// US Chess 5E's recommended delay for a side's periods: "For a mixed or repeating time control,
/// or for a base time of 30 minutes or more … 5 to 30 seconds … more than 10 minutes and less than
/// 30 minutes … 3 seconds … 10 minutes or less … 2 seconds" (the least of each range).
#[must_use]
pub fn recommended_delay(periods: &[Period]) -> Millis {
    let seconds = match periods {
        [only] if only.end == PeriodEnd::Game && only.time <= Millis::from_mins(10) => 2,
        [only] if only.end == PeriodEnd::Game && only.time < Millis::from_mins(30) => 3,
        _ => 5,
    };
    Millis::from_secs(seconds)
}

/// The timer a US Chess game is played on (5F).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Timer {
    /// The standard timer for the control: an increment clock for an increment control (5F1), a
    /// delay clock for a delay control (5F2).
    #[default]
    Standard,
    /// A delay clock for an increment control (5F1a, 5F1b): the base time unchanged, the delay set
    /// to the increment, or to `max` (the most the clock can set) when that is smaller.
    Delay {
        #[serde(skip_serializing_if = "Option::is_none")]
        max: Option<Millis>,
    },
    /// A clock with neither delay nor increment (5F1b, 5F2a): "each player starts with the base
    /// time".
    Plain,
}

impl Timer {
    /// `control` as this timer is set for it. A delay control on a delay clock, and every control on
    /// the standard timer, stay as they are.
    ///
    /// ```
    /// use flagfall_core::{parse_human, to_human, Millis, Timer};
    /// let g90 = parse_human("G/90;+30")?;
    /// assert_eq!(to_human(&Timer::Delay { max: None }.set_for(&g90)), "G/90;d30");
    /// assert_eq!(to_human(&Timer::Delay { max: Some(Millis::from_secs(10)) }.set_for(&g90)), "G/90;d10");
    /// assert_eq!(to_human(&Timer::Plain.set_for(&parse_human("G/30;d5")?)), "30+0");
    /// # Ok::<(), flagfall_core::NotationError>(())
    /// ```
    #[must_use]
    pub fn set_for(self, control: &TimeControl) -> TimeControl {
        let set = |period: &Period| Period {
            method: self.method_for(period.method),
            ..*period
        };
        let side = |side: Side| control.periods(side).iter().map(set).collect();
        // The same periods with another method validate as the originals did.
        TimeControl::with_odds(side(Side::White), side(Side::Black))
            .unwrap_or_else(|_| control.clone())
    }

    /// Whether this is the standard timer (written nowhere, as it is the default).
    #[must_use]
    pub const fn is_standard(&self) -> bool {
        matches!(self, Timer::Standard)
    }

    const fn method_for(self, method: Method) -> Method {
        match (self, method) {
            (Timer::Delay { max }, Method::Fischer { increment }) => Method::SimpleDelay {
                delay: match max {
                    Some(max) if max.as_millis() < increment.as_millis() => max,
                    _ => increment,
                },
            },
            (
                Timer::Plain,
                Method::Fischer { .. } | Method::SimpleDelay { .. } | Method::Bronstein { .. },
            ) => Method::Plain,
            _ => method,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, to_human};

    #[test]
    fn us_chess_5f1b_an_increment_control_on_a_delay_clock_keeps_its_base_and_delays_by_the_increment_or_the_most_the_clock_can(
    ) {
        let control = parse_human("40/90, SD/30;+30").unwrap();
        let delay_clock = |max| to_human(&Timer::Delay { max }.set_for(&control));
        assert_eq!(delay_clock(None), "40/90, SD/30;d30");
        assert_eq!(delay_clock(Some(Millis::from_secs(10))), "40/90, SD/30;d10");
        // A delay control on a delay clock is as announced (5F2).
        let g30 = parse_human("G/30;d5").unwrap();
        assert_eq!(Timer::Delay { max: None }.set_for(&g30), g30);
    }

    #[test]
    fn us_chess_5f2a_a_clock_without_delay_runs_the_base_times_only() {
        assert_eq!(
            to_human(&Timer::Plain.set_for(&parse_human("40/90, SD/30;d5").unwrap())),
            "90/40, 30"
        );
        assert_eq!(
            to_human(&Timer::Plain.set_for(&parse_human("G/3;+2").unwrap())),
            "3+0"
        );
    }
}
