//! What a rulebook calls a time control (standard, rapid, blitz), and the one-line reason why.

use crate::{
    Article, BySide, Method, Millis, PeriodEnd, Rulebook, Side, TimeControl, UsBand, UsTotal,
};
use serde::Serialize;

/// The category a rulebook gives a game by its time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    /// FIDE standard chess (at least 60 minutes), or an FMJD game that is not accelerated.
    Standard,
    Rapid,
    Blitz,
    /// FMJD only: exactly 15 minutes, which Annex 6 Art. 1 puts in both the rapid and the blitz range.
    RapidOrBlitz,
    /// The rulebook gives the control no category: a method it does not define (hourglass, byo-yomi,
    /// Canadian overtime, count-up), players in different categories under time odds, or an FMJD game
    /// under five minutes.
    Unclassified,
    /// The time control is not known (PGN `TimeControl "?"`).
    Unknown,
    /// The game has no time control (PGN `TimeControl "-"`).
    Untimed,
    /// US Chess 5C: more than 65 minutes.
    Regular,
    /// US Chess 5C: 30 to 65 minutes, rated both regular and quick.
    Dual,
    /// US Chess 5C: more than 10 and less than 30 minutes.
    Quick,
    /// US Chess 5C, 5C1: not ratable (under 5 minutes, too short a primary time, time odds).
    Unratable,
}

impl Category {
    /// The kebab-case name: `standard`, `rapid`, `blitz`, `rapid-or-blitz`, `unclassified`, `unknown`
    /// or `untimed`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Standard => "standard",
            Category::Rapid => "rapid",
            Category::Blitz => "blitz",
            Category::RapidOrBlitz => "rapid-or-blitz",
            Category::Unclassified => "unclassified",
            Category::Unknown => "unknown",
            Category::Untimed => "untimed",
            Category::Regular => "regular",
            Category::Dual => "dual",
            Category::Quick => "quick",
            Category::Unratable => "unratable",
        }
    }
}

/// A category and why: the article, the band it sets and the time counted. Its `Display` is the
/// one-line English reason.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Classification {
    pub category: Category,
    pub basis: Basis,
}

/// Why a control has its category.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Basis {
    /// Each player's time for the first 60 moves, `counted`, falls in `band`, which `article` sets.
    Counted {
        article: Article,
        counted: Counted,
        band: Band,
    },
    /// Under time odds the players' counted times fall in different categories, and the category
    /// must hold for each player (`articles`).
    TimeOdds {
        articles: Article,
        totals: BySide<(Millis, Category)>,
    },
    /// `method` has no category under the rulebook (`articles` define them); `side` when only that
    /// player's control uses it.
    UndefinedMethod {
        articles: Article,
        method: UndefinedMethod,
        side: Option<Side>,
    },
    /// US Chess 5C: the control's total, and where it falls.
    UsTotal {
        article: Article,
        total: UsTotal,
        band: UsBand,
    },
    /// US Chess 5C1: the players have different base times.
    UsTimeOdds { article: Article },
    /// PGN `TimeControl "?"`: the time control is not known.
    Unknown,
    /// PGN `TimeControl "-"`: the game has no time control.
    Untimed,
}

/// The time counted for the players: the same for both, or each their own under time odds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Counted {
    Same(TimeCount),
    PerSide(BySide<TimeCount>),
}

/// The band of counted time a rulebook gives a category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Band {
    /// FIDE since 2013 (B.1): 10 minutes or less.
    FideBlitz,
    /// FIDE since 2013 (A.1): more than 10 and less than 60 minutes.
    FideRapid,
    /// FIDE 2009 (Appendix B.1): less than 15 minutes.
    Fide2009Blitz,
    /// FIDE 2009 (Appendix A.1): at least 15 and less than 60 minutes.
    Fide2009Rapid,
    /// FIDE: at least 60 minutes.
    FideStandard,
    /// FMJD: less than 5 minutes, faster than blitz.
    FmjdTooFast,
    /// FMJD: 5 to 15 minutes inclusive.
    FmjdBlitz,
    /// FMJD: exactly 15 minutes, both rapid and blitz.
    FmjdRapidOrBlitz,
    /// FMJD: 15 to 30 minutes inclusive.
    FmjdRapid,
    /// FMJD: more than 30 minutes, not accelerated.
    FmjdStandard,
}

/// A way of counting time no rulebook gives a category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UndefinedMethod {
    Hourglass,
    ByoYomi,
    Canadian,
    CountUp,
}

impl Classification {
    /// For a game whose time control is not known (PGN `TimeControl "?"`).
    #[must_use]
    pub fn unknown() -> Classification {
        Classification {
            category: Category::Unknown,
            basis: Basis::Unknown,
        }
    }

    /// For a game played without a clock (PGN `TimeControl "-"`).
    #[must_use]
    pub fn untimed() -> Classification {
        Classification {
            category: Category::Untimed,
            basis: Basis::Untimed,
        }
    }
}

/// The rapid and blitz definitions count "the time allotted plus 60 times any increment" (FIDE A.1,
/// B.1), FMJD the time "for the first 60 moves" (Annex 6 Art. 1).
const COUNTED_MOVES: u32 = 60;

/// A run of consecutive counted moves that each bring the same extra time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Extra {
    pub moves: u32,
    pub each: Millis,
    /// Added as a delay rather than a Fischer increment (FIDE counts both: "increment … either delay or
    /// cumulative mode", glossary).
    pub delay: bool,
}

/// The time one side has for the first 60 moves, and the terms that make it up. Its `Display` is
/// the sum: `3 min + 60 × 2 s = 5 min`, or just `15 min`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TimeCount {
    /// The time of each counted period, in order.
    pub times: Vec<Millis>,
    pub extras: Vec<Extra>,
}

impl TimeCount {
    /// The time counted.
    #[must_use]
    pub fn total(&self) -> Millis {
        let times = self.times.iter().fold(Millis::ZERO, |sum, &t| sum + t);
        self.extras.iter().fold(times, |sum, extra| {
            sum + extra.each.times(i64::from(extra.moves))
        })
    }

    /// The count as a sum, `3 min + 60 × 2 s = 5 min`, or just `15 min`: the terms and the total are
    /// numbers in every language; `delay` words a delay's term from its moves and each move's time
    /// (`60 × 5 s delay`).
    ///
    /// ```
    /// use flagfall_core::{Extra, Millis, TimeCount};
    /// let count = TimeCount {
    ///     times: vec![Millis::from_mins(5)],
    ///     extras: vec![Extra { moves: 60, each: Millis(5_000), delay: true }],
    /// };
    /// let french = count.sum(|moves, each| format!("{moves} × {each} de délai"));
    /// assert_eq!(french, "5 min + 60 × 5 s de délai = 10 min");
    /// ```
    #[must_use]
    pub fn sum(&self, delay: impl Fn(u32, &str) -> String) -> String {
        let mut terms: Vec<String> = self
            .times
            .iter()
            .filter(|t| t.is_positive())
            .map(|&t| format_minutes(t))
            .collect();
        terms.extend(self.extras.iter().map(|extra| {
            let each = format_seconds(extra.each);
            if extra.delay {
                delay(extra.moves, &each)
            } else {
                format!("{} × {each}", extra.moves)
            }
        }));
        let total = format_minutes(self.total());
        match terms.as_slice() {
            [] => total,
            [only] if self.extras.is_empty() => only.clone(),
            _ => format!("{} = {total}", terms.join(" + ")),
        }
    }

    fn add_extra(&mut self, moves: u32, each: Millis, delay: bool) {
        if moves == 0 || !each.is_positive() {
            return;
        }
        match self.extras.last_mut() {
            Some(last) if last.each == each && last.delay == delay => last.moves += moves,
            _ => self.extras.push(Extra { moves, each, delay }),
        }
    }
}

/// A counted time as a classification words it: `15 min`, `7 min 30 s` or `45 s`.
///
/// ```
/// use flagfall_core::{format_minutes, Millis};
/// assert_eq!(format_minutes(Millis(450_000)), "7 min 30 s");
/// ```
#[must_use]
pub fn format_minutes(span: Millis) -> String {
    let ms = span.as_millis();
    let (whole, rest) = (ms / 60_000, ms % 60_000);
    if rest == 0 {
        format!("{whole} min")
    } else if whole == 0 {
        format_seconds(span)
    } else {
        format!("{whole} min {}", format_seconds(Millis(rest)))
    }
}

/// `2 s`, or `2.500 s` for a span that is not a whole number of seconds.
#[must_use]
pub fn format_seconds(span: Millis) -> String {
    let ms = span.as_millis();
    if ms % 1000 == 0 {
        format!("{} s", ms / 1000)
    } else {
        format!("{}.{:03} s", ms / 1000, ms % 1000)
    }
}

/// The per-move time a method adds, and whether it is a delay.
const fn per_move(method: Method) -> Option<(Millis, bool)> {
    match method {
        Method::Fischer { increment } => Some((increment, false)),
        Method::SimpleDelay { delay } | Method::Bronstein { delay } => Some((delay, true)),
        _ => None,
    }
}

/// The methods no rulebook gives a category.
pub(crate) const fn undefined_method(method: Method) -> Option<UndefinedMethod> {
    match method {
        Method::Hourglass => Some(UndefinedMethod::Hourglass),
        Method::ByoYomi { .. } => Some(UndefinedMethod::ByoYomi),
        Method::Canadian => Some(UndefinedMethod::Canadian),
        Method::CountUp => Some(UndefinedMethod::CountUp),
        Method::Plain
        | Method::Fischer { .. }
        | Method::SimpleDelay { .. }
        | Method::Bronstein { .. } => None,
    }
}

/// Counts `side`'s time for the first 60 moves, by the formula in [`Rulebook::classify`].
fn count(control: &TimeControl, side: Side) -> TimeCount {
    let last = control.periods(side).len().saturating_sub(1);
    let mut count = TimeCount::default();
    let mut index = 0;
    let mut first_move = 1;
    while first_move <= COUNTED_MOVES {
        let mut extra: Option<(Millis, bool)> = None;
        let stage_moves = loop {
            let period = control.period(side, index);
            count.times.push(period.time);
            if let Some((each, delay)) = per_move(period.method) {
                if extra.is_none_or(|(most, _)| each > most) {
                    extra = Some((each, delay));
                }
            }
            index += 1;
            match period.end {
                PeriodEnd::Timeout if index <= last => {}
                // TimeControl rejects a count of zero; the floor of one keeps the loop finite anyway.
                PeriodEnd::Moves(n) => break Some(n.max(1)),
                PeriodEnd::Timeout | PeriodEnd::Game => break None,
            }
        };
        let left = COUNTED_MOVES + 1 - first_move;
        let moves = stage_moves.map_or(left, |n| n.min(left));
        if let Some((each, delay)) = extra {
            count.add_extra(moves, each, delay);
        }
        first_move += moves;
    }
    count
}

/// What one side's control is under a rulebook.
enum Assessment {
    /// The control uses a method the rulebook does not define.
    Undefined(UndefinedMethod),
    Counted {
        count: TimeCount,
        verdict: Verdict,
    },
}

struct Verdict {
    category: Category,
    article: Article,
    band: Band,
}

impl Rulebook {
    /// What this rulebook calls `control`, with a one-line reason citing the article and the time it
    /// counted. Each player is classified separately, as the definitions say "for each player"; under
    /// time odds the game gets a category only if both players fall in the same one.
    ///
    /// The time counted for a player is the time for the first 60 moves ("the time allotted plus 60
    /// times any increment", FIDE A.1 and B.1; "for the first 60 moves", FMJD Art. 1):
    ///
    /// ```text
    /// counted = Σ time(p)   over the periods p that start at or before move 60
    ///         + Σ extra(m)  for m = 1..=60
    /// ```
    ///
    /// where `extra(m)` is the increment or delay (Fischer, simple and Bronstein alike: the FIDE
    /// glossary's increment "in delay or cumulative mode") of the period move `m` is played in. A period
    /// of `n` moves covers `n` moves, and a last period with a move count repeats. A period that ends on
    /// timeout covers no fixed moves: it and the periods after it, up to one that ends on moves or never,
    /// form one stage starting at the same move; all their times count, and each move of the stage
    /// counts the largest increment or delay among them (the most the player can have, since when the
    /// timeout comes is not known in advance). Hourglass, byo-yomi, Canadian overtime and count-up are
    /// not counted: no rulebook defines a category for them, so the control is unclassified.
    ///
    /// Boundaries: FIDE 2023 and 2018 blitz 10 minutes or less (B.1), rapid more than 10 and less than 60
    /// (A.1), standard 60 or more; FIDE 2009 blitz less than 15, rapid 15 to less than 60; FMJD blitz 5 to
    /// 15, rapid 15 to 30 (both inclusive, so exactly 15 is [`Category::RapidOrBlitz`]), not accelerated
    /// above 30 ([`Category::Standard`]), and no category under 5. Without Fischer, FMJD counts the time
    /// "for the whole game"; the 60-move count equals it unless a period starts after move 60.
    ///
    /// ```
    /// use flagfall_core::{Category, Method, Millis, Period, Rulebook, TimeControl};
    /// let three_two = TimeControl::new(vec![Period::game(
    ///     Millis::from_mins(3),
    ///     Method::Fischer { increment: Millis::from_secs(2) },
    /// )])?;
    /// let class = Rulebook::Fide2023.classify(&three_two);
    /// assert_eq!(class.category, Category::Blitz);
    /// assert_eq!(
    ///     class.to_string(),
    ///     "FIDE 2023 B.1: 3 min + 60 × 2 s = 5 min, 10 minutes or less for each player"
    /// );
    ///
    /// // Ten minutes and a one-second increment count 11 minutes: rapid since 2013, blitz before.
    /// let ten_one = TimeControl::new(vec![Period::game(
    ///     Millis::from_mins(10),
    ///     Method::Fischer { increment: Millis::from_secs(1) },
    /// )])?;
    /// assert_eq!(Rulebook::Fide2023.classify(&ten_one).category, Category::Rapid);
    /// assert_eq!(Rulebook::Fide2009.classify(&ten_one).category, Category::Blitz);
    /// # Ok::<(), flagfall_core::ControlError>(())
    /// ```
    #[must_use]
    pub fn classify(self, control: &TimeControl) -> Classification {
        if self == Rulebook::UsChess {
            return crate::us_rating::classify(control);
        }
        let sides = BySide::from_fn(|side| self.assess(control, side));
        if control.is_symmetric() {
            return match sides.white {
                Assessment::Undefined(method) => self.undefined(method, None),
                Assessment::Counted { count, verdict } => Classification {
                    category: verdict.category,
                    basis: Basis::Counted {
                        article: verdict.article,
                        counted: Counted::Same(count),
                        band: verdict.band,
                    },
                },
            };
        }
        match (sides.white, sides.black) {
            (Assessment::Undefined(method), _) => self.undefined(method, Some(Side::White)),
            (_, Assessment::Undefined(method)) => self.undefined(method, Some(Side::Black)),
            (
                Assessment::Counted {
                    count: white,
                    verdict,
                },
                Assessment::Counted {
                    count: black,
                    verdict: black_verdict,
                },
            ) if verdict.category == black_verdict.category => Classification {
                category: verdict.category,
                basis: Basis::Counted {
                    article: verdict.article,
                    counted: Counted::PerSide(BySide::new(white, black)),
                    band: verdict.band,
                },
            },
            (
                Assessment::Counted {
                    count: white,
                    verdict: white_verdict,
                },
                Assessment::Counted {
                    count: black,
                    verdict: black_verdict,
                },
            ) => Classification {
                category: Category::Unclassified,
                basis: Basis::TimeOdds {
                    articles: self.definition_articles(),
                    totals: BySide::new(
                        (white.total(), white_verdict.category),
                        (black.total(), black_verdict.category),
                    ),
                },
            },
        }
    }

    fn assess(self, control: &TimeControl, side: Side) -> Assessment {
        let undefined = control
            .periods(side)
            .iter()
            .find_map(|period| undefined_method(period.method));
        if let Some(method) = undefined {
            return Assessment::Undefined(method);
        }
        let count = count(control, side);
        let verdict = self.verdict(count.total());
        Assessment::Counted { count, verdict }
    }

    pub(crate) fn undefined(self, method: UndefinedMethod, side: Option<Side>) -> Classification {
        Classification {
            category: Category::Unclassified,
            basis: Basis::UndefinedMethod {
                articles: self.definition_articles(),
                method,
                side,
            },
        }
    }

    /// The articles that define the categories.
    const fn definition_articles(self) -> Article {
        match self {
            Rulebook::Fide2023 => Article::laws(Rulebook::Fide2023, "A.1/B.1"),
            Rulebook::Fide2018 => Article::laws(Rulebook::Fide2018, "A.1/B.1"),
            Rulebook::Fide2009 => Article::laws(Rulebook::Fide2009, "Appendix A.1/B.1"),
            Rulebook::Fmjd => Article::laws(Rulebook::Fmjd, "Art. 1"),
            Rulebook::UsChess => Article::laws(Rulebook::UsChess, "5C"),
        }
    }

    /// The category of a player's counted time.
    fn verdict(self, counted: Millis) -> Verdict {
        let mins = Millis::from_mins;
        let (category, band) = match self {
            Rulebook::Fide2023 | Rulebook::Fide2018 if counted <= mins(10) => {
                (Category::Blitz, Band::FideBlitz)
            }
            Rulebook::Fide2023 | Rulebook::Fide2018 if counted < mins(60) => {
                (Category::Rapid, Band::FideRapid)
            }
            Rulebook::Fide2009 if counted < mins(15) => (Category::Blitz, Band::Fide2009Blitz),
            Rulebook::Fide2009 if counted < mins(60) => (Category::Rapid, Band::Fide2009Rapid),
            Rulebook::Fide2023 | Rulebook::Fide2018 | Rulebook::Fide2009 => {
                (Category::Standard, Band::FideStandard)
            }
            Rulebook::Fmjd if counted < mins(5) => (Category::Unclassified, Band::FmjdTooFast),
            Rulebook::Fmjd if counted < mins(15) => (Category::Blitz, Band::FmjdBlitz),
            Rulebook::Fmjd if counted == mins(15) => {
                (Category::RapidOrBlitz, Band::FmjdRapidOrBlitz)
            }
            Rulebook::Fmjd if counted <= mins(30) => (Category::Rapid, Band::FmjdRapid),
            Rulebook::Fmjd => (Category::Standard, Band::FmjdStandard),
            Rulebook::UsChess => unreachable!("5C adds US controls up otherwise (us_rating.rs)"),
        };
        let article = match (self, category) {
            (Rulebook::Fide2023, Category::Blitz) => Article::laws(Rulebook::Fide2023, "B.1"),
            (Rulebook::Fide2023, Category::Rapid) => Article::laws(Rulebook::Fide2023, "A.1"),
            // The 2023 glossary defines standard chess as "at least 60 minutes".
            (Rulebook::Fide2023, _) => Article::laws(Rulebook::Fide2023, "glossary"),
            (Rulebook::Fide2018, Category::Blitz) => Article::laws(Rulebook::Fide2018, "B.1"),
            // Standard is what A.1 leaves above rapid.
            (Rulebook::Fide2018, _) => Article::laws(Rulebook::Fide2018, "A.1"),
            (Rulebook::Fide2009, Category::Blitz) => {
                Article::laws(Rulebook::Fide2009, "Appendix B.1")
            }
            (Rulebook::Fide2009, _) => Article::laws(Rulebook::Fide2009, "Appendix A.1"),
            (Rulebook::Fmjd, _) => Article::laws(Rulebook::Fmjd, "Art. 1"),
            (Rulebook::UsChess, _) => Article::laws(Rulebook::UsChess, "5C"),
        };
        Verdict {
            category,
            article,
            band,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Period;

    fn min(m: i64) -> Millis {
        Millis::from_mins(m)
    }

    fn sec(s: i64) -> Millis {
        Millis::from_secs(s)
    }

    fn fischer(base_min: i64, increment_s: i64) -> TimeControl {
        let increment = sec(increment_s);
        TimeControl::new(vec![Period::game(
            min(base_min),
            Method::Fischer { increment },
        )])
        .unwrap()
    }

    fn plain(base_min: i64) -> TimeControl {
        TimeControl::new(vec![Period::game(min(base_min), Method::Plain)]).unwrap()
    }

    fn periods(periods: Vec<Period>) -> TimeControl {
        TimeControl::new(periods).unwrap()
    }

    fn timeout(time: Millis, method: Method) -> Period {
        Period {
            end: PeriodEnd::Timeout,
            time,
            method,
        }
    }

    fn check(rulebook: Rulebook, table: &[(&str, TimeControl, Category)]) {
        for (label, control, expected) in table {
            let class = rulebook.classify(control);
            assert_eq!(class.category, *expected, "{rulebook} {label}: {}", class);
        }
    }

    /// Boundaries shared by the 2018 and 2023 definitions (A.1, B.1): 10 minutes or less is blitz, more
    /// than 10 and less than 60 rapid, 60 or more standard, counting base + 60 × increment.
    fn fide_since_2013_table() -> Vec<(&'static str, TimeControl, Category)> {
        use Category::*;
        vec![
            ("3+0", plain(3), Blitz),
            ("3+2 = 5 min", fischer(3, 2), Blitz),
            ("10+0: exactly 10 minutes is blitz (B.1)", plain(10), Blitz),
            ("9+1 = 10 min: blitz (B.1)", fischer(9, 1), Blitz),
            ("10+1 = 11 min: rapid (A.1)", fischer(10, 1), Rapid),
            ("8+3 = 11 min: rapid (A.1)", fischer(8, 3), Rapid),
            ("11+0", plain(11), Rapid),
            ("15+0: exactly 15 minutes", plain(15), Rapid),
            ("15+10 = 25 min", fischer(15, 10), Rapid),
            ("30+0: exactly 30 minutes", plain(30), Rapid),
            ("59+0", plain(59), Rapid),
            ("60+0: exactly 60 minutes is standard", plain(60), Standard),
            ("59+1 = 60 min: standard", fischer(59, 1), Standard),
            ("55+5 = 60 min: standard", fischer(55, 5), Standard),
            ("50+9 = 59 min: rapid", fischer(50, 9), Rapid),
            ("0+10 s = 10 min: blitz", fischer(0, 10), Blitz),
            ("0+11 s = 11 min: rapid", fischer(0, 11), Rapid),
            (
                "5 min + 5 s simple delay = 10 min: delay counts as increment",
                periods(vec![Period::game(
                    min(5),
                    Method::SimpleDelay { delay: sec(5) },
                )]),
                Blitz,
            ),
            (
                "6 min + 5 s Bronstein = 11 min",
                periods(vec![Period::game(
                    min(6),
                    Method::Bronstein { delay: sec(5) },
                )]),
                Rapid,
            ),
            (
                "90/40 + 30 min, 30 s from move 1 = 150 min",
                periods(vec![
                    Period::moves(40, min(90), Method::Fischer { increment: sec(30) }),
                    Period::game(min(30), Method::Fischer { increment: sec(30) }),
                ]),
                Standard,
            ),
            (
                "40 moves in 5 min, then 5 min = 10 min",
                periods(vec![
                    Period::moves(40, min(5), Method::Plain),
                    Period::game(min(5), Method::Plain),
                ]),
                Blitz,
            ),
            (
                "20 moves in 3 min, repeating: periods at moves 1, 21, 41 = 9 min",
                periods(vec![Period::moves(20, min(3), Method::Plain)]),
                Blitz,
            ),
            (
                "20 moves in 4 min, repeating: 3 periods by move 60 = 12 min",
                periods(vec![Period::moves(20, min(4), Method::Plain)]),
                Rapid,
            ),
            (
                "60 moves in 5 min, then 55 min: the second period starts at move 61, not counted",
                periods(vec![
                    Period::moves(60, min(5), Method::Plain),
                    Period::game(min(55), Method::Plain),
                ]),
                Blitz,
            ),
            (
                "59 moves in 5 min, then 55 min: the second period starts at move 60 = 60 min",
                periods(vec![
                    Period::moves(59, min(5), Method::Plain),
                    Period::game(min(55), Method::Plain),
                ]),
                Standard,
            ),
            (
                "30 moves in 5 min, then 10 s a move = 5 min + 30 × 10 s = 10 min",
                periods(vec![
                    Period::moves(30, min(5), Method::Plain),
                    Period::game(Millis::ZERO, Method::Fischer { increment: sec(10) }),
                ]),
                Blitz,
            ),
            (
                "5 min then on timeout 5 s a move = 5 min + 60 × 5 s = 10 min",
                periods(vec![
                    timeout(min(5), Method::Plain),
                    Period::game(Millis::ZERO, Method::Fischer { increment: sec(5) }),
                ]),
                Blitz,
            ),
            (
                "5 min then on timeout 6 s a move = 11 min",
                periods(vec![
                    timeout(min(5), Method::Plain),
                    Period::game(Millis::ZERO, Method::Fischer { increment: sec(6) }),
                ]),
                Rapid,
            ),
        ]
    }

    #[test]
    fn fide_2023_table_a1_b1_and_the_glossary() {
        check(Rulebook::Fide2023, &fide_since_2013_table());
    }

    #[test]
    fn fide_2018_table_a1_b1() {
        check(Rulebook::Fide2018, &fide_since_2013_table());
    }

    #[test]
    fn fide_2009_table_appendix_a1_b1() {
        use Category::*;
        check(
            Rulebook::Fide2009,
            &[
                ("5+0", plain(5), Blitz),
                ("10+0: blitz before 2013", plain(10), Blitz),
                (
                    "10+1 = 11 min: blitz (B.1, less than 15)",
                    fischer(10, 1),
                    Blitz,
                ),
                ("13+1 = 14 min", fischer(13, 1), Blitz),
                ("14+0", plain(14), Blitz),
                ("15+0: exactly 15 is rapid (A.1)", plain(15), Rapid),
                ("14+1 = 15 min: rapid (A.1)", fischer(14, 1), Rapid),
                ("30+0", plain(30), Rapid),
                ("59+0", plain(59), Rapid),
                ("60+0: standard", plain(60), Standard),
                ("45+15 = 60 min: standard", fischer(45, 15), Standard),
                ("0+14 s = 14 min", fischer(0, 14), Blitz),
                ("0+15 s = 15 min", fischer(0, 15), Rapid),
            ],
        );
    }

    #[test]
    fn fmjd_table_annex_6_art_1() {
        use Category::*;
        check(
            Rulebook::Fmjd,
            &[
                (
                    "4+0: under 5 minutes has no category",
                    plain(4),
                    Unclassified,
                ),
                ("4 min + 60 × 1 s = 5 min: blitz", fischer(4, 1), Blitz),
                ("5+0: exactly 5 is blitz", plain(5), Blitz),
                ("10+0", plain(10), Blitz),
                ("14+0", plain(14), Blitz),
                ("15+0: exactly 15 is both", plain(15), RapidOrBlitz),
                (
                    "10 min + 60 × 5 s = 15 min: both",
                    fischer(10, 5),
                    RapidOrBlitz,
                ),
                ("16+0", plain(16), Rapid),
                ("30+0: exactly 30 is rapid", plain(30), Rapid),
                ("20 min + 60 × 10 s = 30 min: rapid", fischer(20, 10), Rapid),
                (
                    "20 min + 60 × 11 s = 31 min: not accelerated",
                    fischer(20, 11),
                    Standard,
                ),
                ("31+0: not accelerated", plain(31), Standard),
                (
                    "80 min + 60 × 1 min: normal rate",
                    fischer(80, 60),
                    Standard,
                ),
            ],
        );
    }

    #[test]
    fn methods_the_rulebooks_do_not_define_are_unclassified_in_every_rulebook() {
        let byo_yomi = periods(vec![
            timeout(min(10), Method::Plain),
            Period::game(sec(30), Method::ByoYomi { periods: 3 }),
        ]);
        let canadian = periods(vec![
            timeout(min(10), Method::Plain),
            Period::moves(10, min(2), Method::Canadian),
        ]);
        let hourglass = periods(vec![Period::game(min(1), Method::Hourglass)]);
        let count_up = periods(vec![Period::game(Millis::ZERO, Method::CountUp)]);
        for rulebook in Rulebook::ALL {
            for (control, method) in [
                (&byo_yomi, UndefinedMethod::ByoYomi),
                (&canadian, UndefinedMethod::Canadian),
                (&hourglass, UndefinedMethod::Hourglass),
                (&count_up, UndefinedMethod::CountUp),
            ] {
                assert_eq!(
                    rulebook.classify(control),
                    Classification {
                        category: Category::Unclassified,
                        basis: Basis::UndefinedMethod {
                            articles: rulebook.definition_articles(),
                            method,
                            side: None,
                        },
                    },
                    "{rulebook} {method:?}"
                );
            }
        }
        assert_eq!(
            Rulebook::Fide2023.classify(&hourglass).to_string(),
            "FIDE 2023 A.1/B.1: the rulebook defines no category for hourglass"
        );
    }

    #[test]
    fn reasons_cite_the_article_and_show_the_counted_time() {
        let cases = [
            (
                Rulebook::Fide2023,
                fischer(3, 2),
                "FIDE 2023 B.1: 3 min + 60 × 2 s = 5 min, 10 minutes or less for each player",
            ),
            (
                Rulebook::Fide2023,
                fischer(15, 10),
                "FIDE 2023 A.1: 15 min + 60 × 10 s = 25 min, more than 10 and less than 60 minutes for each player",
            ),
            (
                Rulebook::Fide2023,
                plain(90),
                "FIDE 2023 glossary: 90 min, at least 60 minutes for each player, so standard chess",
            ),
            (
                Rulebook::Fide2018,
                plain(60),
                "FIDE 2018 A.1: 60 min, at least 60 minutes for each player, so standard chess",
            ),
            (
                Rulebook::Fide2009,
                fischer(10, 1),
                "FIDE 2009 Appendix B.1: 10 min + 60 × 1 s = 11 min, less than 15 minutes for each player",
            ),
            (
                Rulebook::Fide2009,
                plain(15),
                "FIDE 2009 Appendix A.1: 15 min, at least 15 and less than 60 minutes for each player",
            ),
            (
                Rulebook::Fmjd,
                plain(15),
                "FMJD Annex 6 Art. 1: 15 min, exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
            ),
            (
                Rulebook::Fmjd,
                plain(4),
                "FMJD Annex 6 Art. 1: 4 min, less than 5 minutes for each player, faster than blitz (5–15 minutes)",
            ),
            (
                Rulebook::Fmjd,
                plain(45),
                "FMJD Annex 6 Art. 1: 45 min, more than 30 minutes for each player, so not accelerated",
            ),
        ];
        for (rulebook, control, reason) in cases {
            assert_eq!(rulebook.classify(&control).to_string(), reason);
        }
    }

    #[test]
    fn multi_period_reasons_list_each_counted_period_and_increment_run() {
        let control = periods(vec![
            Period::moves(40, min(90), Method::Fischer { increment: sec(30) }),
            Period::game(min(30), Method::Fischer { increment: sec(30) }),
        ]);
        assert_eq!(
            Rulebook::Fide2023.classify(&control).to_string(),
            "FIDE 2023 glossary: 90 min + 30 min + 60 × 30 s = 150 min, at least 60 minutes for each player, so standard chess"
        );
        let mixed = periods(vec![
            Period::moves(30, min(5), Method::Fischer { increment: sec(10) }),
            Period::game(min(2), Method::SimpleDelay { delay: sec(5) }),
        ]);
        let class = Rulebook::Fide2023.classify(&mixed);
        assert_eq!(class.category, Category::Rapid);
        assert_eq!(
            class.to_string(),
            "FIDE 2023 A.1: 5 min + 2 min + 30 × 10 s + 30 × 5 s delay = 14 min 30 s, more than 10 and less than 60 minutes for each player"
        );
    }

    #[test]
    fn a_timeout_stage_counts_all_its_times_and_its_largest_increment() {
        let control = periods(vec![
            timeout(min(5), Method::Fischer { increment: sec(2) }),
            Period::game(min(1), Method::Fischer { increment: sec(3) }),
        ]);
        assert_eq!(count(&control, Side::White).total(), min(5 + 1 + 3));
    }

    #[test]
    fn odd_seconds_show_as_minutes_and_seconds() {
        let control = periods(vec![Period::game(sec(270), Method::Plain)]);
        assert_eq!(
            Rulebook::Fide2023.classify(&control).to_string(),
            "FIDE 2023 B.1: 4 min 30 s, 10 minutes or less for each player"
        );
        assert_eq!(format_minutes(sec(45)), "45 s");
        assert_eq!(format_seconds(Millis(2_500)), "2.500 s");
    }

    #[test]
    fn time_odds_in_one_category_keep_it_and_name_both_players() {
        let control = TimeControl::with_odds(
            vec![Period::game(min(15), Method::Plain)],
            vec![Period::game(min(3), Method::Fischer { increment: sec(10) })],
        )
        .unwrap();
        let class = Rulebook::Fide2023.classify(&control);
        assert_eq!(class.category, Category::Rapid);
        assert_eq!(
            class.to_string(),
            "FIDE 2023 A.1: White 15 min, Black 3 min + 60 × 10 s = 13 min, more than 10 and less than 60 minutes for each player"
        );
    }

    #[test]
    fn time_odds_across_categories_are_unclassified() {
        let control = TimeControl::with_odds(
            vec![Period::game(min(15), Method::Plain)],
            vec![Period::game(min(5), Method::Plain)],
        )
        .unwrap();
        let class = Rulebook::Fide2023.classify(&control);
        assert_eq!(class.category, Category::Unclassified);
        assert_eq!(
            class.to_string(),
            "time odds: White's 15 min is rapid, Black's 5 min is blitz; the category must hold for each player (FIDE 2023 A.1/B.1)"
        );
        // FIDE 2009 splits them too: 15 minutes is rapid there, 5 blitz.
        assert_eq!(
            Rulebook::Fide2009.classify(&control).category,
            Category::Unclassified
        );
    }

    #[test]
    fn time_odds_with_an_undefined_method_on_one_side_name_that_side() {
        let control = TimeControl::with_odds(
            vec![Period::game(min(5), Method::Plain)],
            vec![Period::game(min(5), Method::Hourglass)],
        )
        .unwrap();
        assert_eq!(
            Rulebook::Fmjd.classify(&control).to_string(),
            "FMJD Annex 6 Art. 1: the rulebook defines no category for hourglass (Black's control)"
        );
    }

    #[test]
    fn pgn_unknown_and_no_control_have_their_own_categories() {
        assert_eq!(Classification::unknown().category, Category::Unknown);
        assert_eq!(Classification::untimed().category, Category::Untimed);
        assert_eq!(Classification::untimed().basis, Basis::Untimed);
        assert_eq!(
            Classification::untimed().to_string(),
            "PGN TimeControl \"-\": the game has no time control, so no category applies"
        );
    }

    #[test]
    fn categories_have_kebab_names_in_text_and_json() {
        assert_eq!(Category::RapidOrBlitz.as_str(), "rapid-or-blitz");
        assert_eq!(
            serde_json::to_string(&Category::RapidOrBlitz).unwrap(),
            "\"rapid-or-blitz\""
        );
        assert_eq!(Category::Standard.to_string(), "standard");
    }
}
