//! US Chess 5C: the rating categories a control is rated in, counted as organisers add it up.
//!
//! "add minutes (mm) and seconds (ss) for total playing time for each player": every base time in
//! minutes, plus the delay or increment in seconds once (`G/60;d5` = 60 + 5 = 65). Regular over 65;
//! dual (regular and quick) from 30 to 65; quick over 10 and under 30; blitz from 5 to 10 inclusive.
//! The primary time must be at least 5 minutes (3 in blitz), and time odds are not ratable (5C1).

use crate::{
    category::undefined_method, Article, Basis, Category, Classification, Method, Millis, Rulebook,
    Side, TimeControl,
};

/// The total 5C adds up: each base time, and the delay or increment counted once as minutes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UsTotal {
    /// The base time of each period, in order.
    pub bases: Vec<Millis>,
    /// The delay or increment, counted once: its seconds count as minutes.
    pub extra: Millis,
}

impl UsTotal {
    /// mm + ss, as minutes (in milliseconds of a minute: 35 is `Millis::from_mins(35)`).
    #[must_use]
    pub fn total(&self) -> Millis {
        let bases = self
            .bases
            .iter()
            .fold(Millis::ZERO, |sum, &base| sum + base);
        bases + self.extra.times(60)
    }

    /// The sum as 5C writes it: `30 min + 5 s = 35`, `90 min + 30 min + 5 s = 125`, `10 min = 10`.
    #[must_use]
    pub fn sum(&self) -> String {
        let mut terms: Vec<String> = self
            .bases
            .iter()
            .map(|&b| crate::format_minutes(b))
            .collect();
        if self.extra.is_positive() {
            terms.push(crate::format_seconds(self.extra));
        }
        format!("{} = {}", terms.join(" + "), minutes_number(self.total()))
    }
}

/// Minutes as a plain number: `35`, or `24.5` for a part of a minute (to the thousandth).
fn minutes_number(span: Millis) -> String {
    let ms = span.as_millis();
    let (whole, part) = (ms / 60_000, ms % 60_000 * 1_000 / 60_000);
    if part == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{part:03}")
            .trim_end_matches('0')
            .to_owned()
    }
}

/// Where a 5C total falls, and why a control is not ratable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UsBand {
    /// More than 65 minutes.
    Regular,
    /// From 30 to 65 minutes inclusive: rated regular and quick.
    Dual,
    /// More than 10 and less than 30 minutes.
    Quick,
    /// From 5 to 10 minutes inclusive.
    Blitz,
    /// Less than 5 minutes.
    UnderFive,
    /// The primary (first) time is under the `least` its category needs: 5 minutes, 3 in blitz.
    PrimaryTooShort { primary: Millis, least: Millis },
}

/// The one delay or increment 5C counts for a side: the largest any period gives (5E1 asks for the
/// same in every period).
fn extra_of(control: &TimeControl, side: Side) -> Millis {
    control
        .periods(side)
        .iter()
        .filter_map(|period| match period.method {
            Method::Fischer { increment } => Some(increment),
            Method::SimpleDelay { delay } | Method::Bronstein { delay } => Some(delay),
            _ => None,
        })
        .max()
        .unwrap_or(Millis::ZERO)
}

/// `control`'s rating category under 5C and 5C1.
pub(crate) fn classify(control: &TimeControl) -> Classification {
    for side in Side::ALL {
        let undefined = control
            .periods(side)
            .iter()
            .find_map(|period| undefined_method(period.method));
        if let Some(method) = undefined {
            let side = (!control.is_symmetric()).then_some(side);
            return Rulebook::UsChess.undefined(method, side);
        }
    }
    if !control.is_symmetric() {
        return Classification {
            category: Category::Unratable,
            basis: Basis::UsTimeOdds {
                article: Article::laws(Rulebook::UsChess, "5C1"),
            },
        };
    }
    let periods = control.periods(Side::White);
    let total = UsTotal {
        bases: periods.iter().map(|period| period.time).collect(),
        extra: extra_of(control, Side::White),
    };
    let minutes = total.total();
    let mins = Millis::from_mins;
    let (category, band) = if minutes > mins(65) {
        (Category::Regular, UsBand::Regular)
    } else if minutes >= mins(30) {
        (Category::Dual, UsBand::Dual)
    } else if minutes > mins(10) {
        (Category::Quick, UsBand::Quick)
    } else if minutes >= mins(5) {
        (Category::Blitz, UsBand::Blitz)
    } else {
        (Category::Unratable, UsBand::UnderFive)
    };
    let least = match category {
        Category::Blitz => mins(3),
        _ => mins(5),
    };
    let primary = periods.first().map_or(Millis::ZERO, |period| period.time);
    let (category, band) = if category != Category::Unratable && primary < least {
        (
            Category::Unratable,
            UsBand::PrimaryTooShort { primary, least },
        )
    } else {
        (category, band)
    };
    Classification {
        category,
        basis: Basis::UsTotal {
            article: Article::laws(Rulebook::UsChess, "5C"),
            total,
            band,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_human;

    fn category(notation: &str) -> Category {
        classify(&parse_human(notation).unwrap()).category
    }

    #[test]
    fn us_chess_5c_worked_examples_rate_as_the_digest_computes_them() {
        for (notation, expected, reason) in [
            (
                "G/30;d5",
                Category::Dual,
                "US Chess 5C: 30 min + 5 s = 35, from 30 to 65 minutes: dual (regular and quick)",
            ),
            (
                "G/60;d5",
                Category::Dual,
                "US Chess 5C: 60 min + 5 s = 65, from 30 to 65 minutes: dual (regular and quick)",
            ),
            (
                "G/5;d0",
                Category::Blitz,
                "US Chess 5C: 5 min = 5, from 5 to 10 minutes: blitz",
            ),
            (
                "G/3;+2",
                Category::Blitz,
                "US Chess 5C: 3 min + 2 s = 5, from 5 to 10 minutes: blitz",
            ),
            (
                "40/90,SD/30;d5",
                Category::Regular,
                "US Chess 5C: 90 min + 30 min + 5 s = 125, more than 65 minutes: regular",
            ),
        ] {
            let class = classify(&parse_human(notation).unwrap());
            assert_eq!(class.category, expected, "{notation}");
            assert_eq!(class.to_string(), reason, "{notation}");
        }
    }

    #[test]
    fn us_chess_5c_the_category_table_s_examples_and_its_limits() {
        for (notation, expected) in [
            ("G/61;d5", Category::Regular),
            ("G/45;+30", Category::Regular),
            ("G/90;d5", Category::Regular),
            ("40/120,SD/60;d5", Category::Regular),
            ("G/25;d5", Category::Dual),
            ("G/20;d10", Category::Dual),
            ("G/55;+10", Category::Dual),
            ("30/30,SD/30;d5", Category::Dual),
            ("G/15;+30", Category::Dual),
            ("G/25;d4", Category::Quick),
            ("G/26;d3", Category::Quick),
            ("G/15;d3", Category::Quick),
            ("G/10;d1", Category::Quick),
            ("G/5;+24", Category::Quick),
            ("G/3;d2", Category::Blitz),
            ("G/4;+6", Category::Blitz),
            ("G/10;d0", Category::Blitz),
            ("G/5;d5", Category::Blitz),
            ("G/3;d0", Category::Unratable),
            ("G/3;+1", Category::Unratable),
            ("G/2;+3", Category::Unratable),
            ("G/1;+9", Category::Unratable),
            ("G/4;+25", Category::Unratable),
        ] {
            assert_eq!(category(notation), expected, "{notation}");
        }
    }

    #[test]
    fn us_chess_5c1_time_odds_and_a_short_primary_time_are_not_ratable() {
        let odds = classify(&parse_human("5+2 vs 4+2").unwrap());
        assert_eq!(odds.category, Category::Unratable);
        assert_eq!(
            odds.to_string(),
            "US Chess 5C1: the players have different base times (time odds): not ratable"
        );
        assert_eq!(
            classify(&parse_human("G/4;+25").unwrap()).to_string(),
            "US Chess 5C: 4 min + 25 s = 29, but the primary time 4 min is less than 5 min: not ratable"
        );
        assert_eq!(
            classify(&parse_human("G/2;+3").unwrap()).to_string(),
            "US Chess 5C: 2 min + 3 s = 5, but the primary time 2 min is less than 3 min: not ratable"
        );
        assert_eq!(
            classify(&parse_human("G/3;d0").unwrap()).to_string(),
            "US Chess 5C: 3 min = 3, less than 5 minutes: not ratable"
        );
        assert_eq!(
            classify(&parse_human("*3").unwrap()).to_string(),
            "US Chess 5C: the rulebook defines no category for hourglass"
        );
    }
}
