//! The structured period editor's model: each side's periods as the user types them (text, so bad
//! input is kept and pointed at rather than lost), and the conversions to and from a core
//! [`TimeControl`]. Pure, tested natively; `widgets::control_editor` only binds it to inputs and
//! `i18n` words its choices and refusals.

use flagfall_core::{BySide, ControlError, Method, Millis, Period, PeriodEnd, Side, TimeControl};

/// How a period ends, as the editor offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndKind {
    Moves,
    Timeout,
    Game,
}

impl EndKind {
    /// Every choice, in the order the select lists them.
    pub const ALL: [EndKind; 3] = [EndKind::Moves, EndKind::Timeout, EndKind::Game];

    /// The option's value.
    pub const fn value(self) -> &'static str {
        match self {
            EndKind::Moves => "moves",
            EndKind::Timeout => "timeout",
            EndKind::Game => "game",
        }
    }

    /// The choice whose [`value`](EndKind::value) is `value`.
    pub fn from_value(value: &str) -> Option<EndKind> {
        EndKind::ALL.into_iter().find(|kind| kind.value() == value)
    }
}

/// A timing method without its amount, as the editor offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    Plain,
    Fischer,
    SimpleDelay,
    Bronstein,
    Hourglass,
    ByoYomi,
    Canadian,
    CountUp,
}

/// What a method's amount field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    IncrementSeconds,
    DelaySeconds,
    ByoYomiPeriods,
}

impl Amount {
    /// The number the field holds, as refusals name it.
    const fn number(self) -> Required {
        match self {
            Amount::IncrementSeconds => Required::Increment,
            Amount::DelaySeconds => Required::Delay,
            Amount::ByoYomiPeriods => Required::ByoYomiPeriods,
        }
    }

    /// Filled in when a method is picked with the field blank, so the pick alone makes a usable
    /// period (the common 2 s increment of 3+2, the 5 s delay of US controls, 5 byo-yomi periods).
    const fn usual(self) -> &'static str {
        match self {
            Amount::IncrementSeconds => "2",
            Amount::DelaySeconds | Amount::ByoYomiPeriods => "5",
        }
    }
}

impl MethodKind {
    /// Every choice, in the order the select lists them.
    pub const ALL: [MethodKind; 8] = [
        MethodKind::Plain,
        MethodKind::Fischer,
        MethodKind::SimpleDelay,
        MethodKind::Bronstein,
        MethodKind::Hourglass,
        MethodKind::ByoYomi,
        MethodKind::Canadian,
        MethodKind::CountUp,
    ];

    /// The option's value.
    pub const fn value(self) -> &'static str {
        match self {
            MethodKind::Plain => "plain",
            MethodKind::Fischer => "fischer",
            MethodKind::SimpleDelay => "simple-delay",
            MethodKind::Bronstein => "bronstein",
            MethodKind::Hourglass => "hourglass",
            MethodKind::ByoYomi => "byo-yomi",
            MethodKind::Canadian => "canadian",
            MethodKind::CountUp => "count-up",
        }
    }

    /// The choice whose [`value`](MethodKind::value) is `value`.
    pub fn from_value(value: &str) -> Option<MethodKind> {
        MethodKind::ALL
            .into_iter()
            .find(|kind| kind.value() == value)
    }

    /// The amount the method needs, if any.
    pub const fn amount(self) -> Option<Amount> {
        match self {
            MethodKind::Fischer => Some(Amount::IncrementSeconds),
            MethodKind::SimpleDelay | MethodKind::Bronstein => Some(Amount::DelaySeconds),
            MethodKind::ByoYomi => Some(Amount::ByoYomiPeriods),
            _ => None,
        }
    }
}

/// A text field of a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Minutes,
    Seconds,
    Moves,
    Amount,
}

/// One period as typed. Every number is kept as text so that nothing typed is lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodDraft {
    pub minutes: String,
    pub seconds: String,
    pub end: EndKind,
    /// The move count; read only when [`end`](PeriodDraft::end) is [`EndKind::Moves`].
    pub moves: String,
    pub method: MethodKind,
    /// Seconds of increment or delay, or the byo-yomi period count; read only when the method has one.
    pub amount: String,
}

impl PeriodDraft {
    /// The text of `field`.
    pub fn text(&self, field: Field) -> &str {
        match field {
            Field::Minutes => &self.minutes,
            Field::Seconds => &self.seconds,
            Field::Moves => &self.moves,
            Field::Amount => &self.amount,
        }
    }

    /// Replaces the text of `field`.
    pub fn set_text(&mut self, field: Field, text: String) {
        *match field {
            Field::Minutes => &mut self.minutes,
            Field::Seconds => &mut self.seconds,
            Field::Moves => &mut self.moves,
            Field::Amount => &mut self.amount,
        } = text;
    }

    /// Whether `field`'s text cannot be read as the whole number it must be (shown on the input).
    pub fn is_invalid(&self, field: Field) -> bool {
        let text = self.text(field).trim();
        let optional = matches!(field, Field::Minutes | Field::Seconds);
        !(optional && text.is_empty()) && text.parse::<u32>().is_err()
    }

    /// Picks how the period ends; a move count is proposed when there is none.
    pub fn set_end(&mut self, end: EndKind) {
        self.end = end;
        if end == EndKind::Moves && self.moves.trim().is_empty() {
            self.moves = "40".to_owned();
        }
    }

    /// Picks the method; a blank amount gets the usual one. Canadian overtime is a number of moves
    /// in a time, so a period that ended otherwise now ends after its moves.
    pub fn set_method(&mut self, method: MethodKind) {
        self.method = method;
        if let Some(amount) = method.amount() {
            if self.amount.trim().is_empty() {
                self.amount = amount.usual().to_owned();
            }
        }
        if method == MethodKind::Canadian && self.end != EndKind::Moves {
            self.set_end(EndKind::Moves);
        }
    }

    fn to_period(&self, at: PeriodName) -> Result<Period, EditorError> {
        let minutes = whole(&self.minutes, Number::Minutes, at)?;
        let seconds = whole(&self.seconds, Number::Seconds, at)?;
        let time = Millis::from_mins(i64::from(minutes)) + Millis::from_secs(i64::from(seconds));
        let end = match self.end {
            EndKind::Moves => {
                PeriodEnd::Moves(whole(&self.moves, Number::Required(Required::Moves), at)?)
            }
            EndKind::Timeout => PeriodEnd::Timeout,
            EndKind::Game => PeriodEnd::Game,
        };
        let amount = match self.method.amount() {
            Some(amount) => whole(&self.amount, Number::Required(amount.number()), at)?,
            None => 0,
        };
        let secs = Millis::from_secs(i64::from(amount));
        let method = match self.method {
            MethodKind::Plain => Method::Plain,
            MethodKind::Fischer => Method::Fischer { increment: secs },
            MethodKind::SimpleDelay => Method::SimpleDelay { delay: secs },
            MethodKind::Bronstein => Method::Bronstein { delay: secs },
            MethodKind::Hourglass => Method::Hourglass,
            MethodKind::ByoYomi => Method::ByoYomi { periods: amount },
            MethodKind::Canadian => Method::Canadian,
            MethodKind::CountUp => Method::CountUp,
        };
        Ok(Period { end, time, method })
    }

    fn from_period(period: &Period) -> PeriodDraft {
        let total = period.time.as_millis() / 1000;
        let (end, moves) = match period.end {
            PeriodEnd::Moves(n) => (EndKind::Moves, n.to_string()),
            PeriodEnd::Timeout => (EndKind::Timeout, String::new()),
            PeriodEnd::Game => (EndKind::Game, String::new()),
        };
        let secs = |span: Millis| (span.as_millis() / 1000).to_string();
        let (method, amount) = match period.method {
            Method::Plain => (MethodKind::Plain, String::new()),
            Method::Fischer { increment } => (MethodKind::Fischer, secs(increment)),
            Method::SimpleDelay { delay } => (MethodKind::SimpleDelay, secs(delay)),
            Method::Bronstein { delay } => (MethodKind::Bronstein, secs(delay)),
            Method::Hourglass => (MethodKind::Hourglass, String::new()),
            Method::ByoYomi { periods } => (MethodKind::ByoYomi, periods.to_string()),
            Method::Canadian => (MethodKind::Canadian, String::new()),
            Method::CountUp => (MethodKind::CountUp, String::new()),
        };
        PeriodDraft {
            minutes: (total / 60).to_string(),
            seconds: (total % 60).to_string(),
            end,
            moves,
            method,
            amount,
        }
    }
}

/// A whole number of a period, as refusals name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Number {
    /// Blank is zero.
    Minutes,
    /// Blank is zero.
    Seconds,
    Required(Required),
}

/// A number of a period that must be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Required {
    Moves,
    Increment,
    Delay,
    ByoYomiPeriods,
}

/// A period as the editor shows it: "Period 2", or "Black's period 2" under time odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeriodName {
    /// The side whose period it is, named under time odds only.
    pub side: Option<Side>,
    /// Counted from 1.
    pub number: usize,
}

impl PeriodName {
    fn new(odds: bool, side: Side, index: usize) -> PeriodName {
        PeriodName {
            side: odds.then_some(side),
            number: index + 1,
        }
    }
}

/// Why the periods as typed make no control, said of the period the user set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorError {
    MissingNumber {
        period: PeriodName,
        number: Required,
    },
    NotWholeNumber {
        period: PeriodName,
        number: Number,
        /// The text as typed, spaces around it left out.
        typed: String,
    },
    ZeroMoves {
        period: PeriodName,
    },
    /// It follows a period for the rest of the game and could never start.
    AfterGame {
        period: PeriodName,
    },
    /// It ends when its time runs out, but no period follows it.
    TimeoutWithoutNext {
        period: PeriodName,
    },
    /// It has no time and no increment or delay.
    WithoutTime {
        period: PeriodName,
    },
    CanadianWithoutMoves {
        period: PeriodName,
    },
    CanadianWithoutTime {
        period: PeriodName,
    },
    ByoYomiWithoutPeriods {
        period: PeriodName,
    },
    ByoYomiWithoutTime {
        period: PeriodName,
    },
    HourglassWithoutTime {
        period: PeriodName,
    },
    /// Both sides play the same periods, and they have no time at all.
    NoTimeAtAll,
    /// Any other refusal of the core's, as it gives it.
    Control(ControlError),
}

/// Reads a whole number; a blank minutes or seconds field is zero.
fn whole(text: &str, number: Number, period: PeriodName) -> Result<u32, EditorError> {
    let text = text.trim();
    if text.is_empty() {
        return match number {
            Number::Minutes | Number::Seconds => Ok(0),
            Number::Required(number) => Err(EditorError::MissingNumber { period, number }),
        };
    }
    text.parse().map_err(|_| EditorError::NotWholeNumber {
        period,
        number,
        typed: text.to_owned(),
    })
}

/// The periods of both sides as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorState {
    /// Different periods for Black (time odds); without it, White's periods are both sides'.
    pub odds: bool,
    pub sides: BySide<Vec<PeriodDraft>>,
}

impl Default for EditorState {
    /// Five minutes each, as a starting point when nothing usable was chosen before.
    fn default() -> Self {
        from_control(
            &TimeControl::new(vec![Period::game(Millis::from_mins(5), Method::Plain)])
                .unwrap_or_else(|_| unreachable!("five minutes sudden death is a valid control")),
        )
    }
}

impl EditorState {
    /// Turns time odds on or off. Black starts from White's periods either way: turning odds on
    /// gives Black a copy to change, turning them off makes the hidden list match what is played.
    pub fn set_odds(&mut self, odds: bool) {
        self.odds = odds;
        self.sides.black = self.sides.white.clone();
    }

    /// Period `index` of `side`.
    pub fn period_mut(&mut self, side: Side, index: usize) -> Option<&mut PeriodDraft> {
        self.sides[side].get_mut(index)
    }

    /// Whether `side` may have one more period: a control has at most
    /// [`TimeControl::MAX_PERIODS`] a side, so that nothing done per period (checking, showing,
    /// editing) grows with what a user types.
    pub fn can_add_period(&self, side: Side) -> bool {
        self.sides[side].len() < TimeControl::MAX_PERIODS
    }

    /// Adds a period after `side`'s last, unless it has as many as a control may have. A last period
    /// for the rest of the game could never be followed, so it is made to end after 40 moves (the
    /// usual first control); the new one takes the same method and 30 minutes for the rest of the
    /// game, as in 90/40+30, 30+30.
    pub fn add_period(&mut self, side: Side) {
        if !self.can_add_period(side) {
            return;
        }
        let periods = &mut self.sides[side];
        // Lists are never empty: they come from a control, and removing keeps one.
        let Some(last) = periods.last_mut() else {
            return;
        };
        if last.end == EndKind::Game {
            last.set_end(EndKind::Moves);
        }
        let next = PeriodDraft {
            minutes: "30".to_owned(),
            seconds: "0".to_owned(),
            end: EndKind::Game,
            moves: String::new(),
            method: last.method,
            amount: last.amount.clone(),
        };
        periods.push(next);
    }

    /// Removes period `index` of `side`, keeping at least one. A new last period that ended on timeout
    /// would have nothing to give way to, so it becomes the rest of the game.
    pub fn remove_period(&mut self, side: Side, index: usize) {
        let periods = &mut self.sides[side];
        if periods.len() < 2 || index >= periods.len() {
            return;
        }
        periods.remove(index);
        if let Some(last) = periods.last_mut() {
            if last.end == EndKind::Timeout {
                last.end = EndKind::Game;
            }
        }
    }
}

/// The control the editor describes; the error names the period as the editor shows it ("Period 2",
/// or "Black's period 2" under time odds) and what is wrong with it.
pub fn to_control(state: &EditorState) -> Result<TimeControl, EditorError> {
    let side_periods = |side: Side| -> Result<Vec<Period>, EditorError> {
        state.sides[side]
            .iter()
            .enumerate()
            .map(|(index, draft)| draft.to_period(PeriodName::new(state.odds, side, index)))
            .collect()
    };
    let white = side_periods(Side::White)?;
    let black = if state.odds {
        side_periods(Side::Black)?
    } else {
        white.clone()
    };
    let periods = BySide::new(white.clone(), black.clone());
    TimeControl::with_odds(white, black).map_err(|error| refusal(error, state.odds, &periods))
}

/// The core's refusal of `periods`, said of the period the user set (the core names a side even when
/// both play the same periods) and of what its method lacks.
fn refusal(error: ControlError, odds: bool, periods: &BySide<Vec<Period>>) -> EditorError {
    let (side, index) = match error {
        ControlError::ZeroMoves { side, index }
        | ControlError::PeriodAfterGame { side, index }
        | ControlError::PeriodWithoutTime { side, index }
        | ControlError::BadOvertime { side, index } => (side, index),
        ControlError::TimeoutWithoutNext(side) => (side, periods[side].len().saturating_sub(1)),
        ControlError::NoTime(_) if !odds => return EditorError::NoTimeAtAll,
        _ => return EditorError::Control(error),
    };
    let period = PeriodName::new(odds, side, index);
    match error {
        ControlError::ZeroMoves { .. } => EditorError::ZeroMoves { period },
        ControlError::PeriodAfterGame { .. } => EditorError::AfterGame { period },
        ControlError::TimeoutWithoutNext(_) => EditorError::TimeoutWithoutNext { period },
        ControlError::PeriodWithoutTime { .. } => EditorError::WithoutTime { period },
        _ => match periods[side].get(index) {
            Some(overtime) => match overtime.method {
                Method::Canadian if overtime.move_count().is_none() => {
                    EditorError::CanadianWithoutMoves { period }
                }
                Method::Canadian => EditorError::CanadianWithoutTime { period },
                Method::ByoYomi { periods: 0 } => EditorError::ByoYomiWithoutPeriods { period },
                Method::ByoYomi { .. } => EditorError::ByoYomiWithoutTime { period },
                Method::Hourglass => EditorError::HourglassWithoutTime { period },
                _ => EditorError::Control(error),
            },
            None => EditorError::Control(error),
        },
    }
}

/// The editor showing `control`.
pub fn from_control(control: &TimeControl) -> EditorState {
    let sides = control
        .by_side()
        .clone()
        .map(|periods| periods.iter().map(PeriodDraft::from_period).collect());
    EditorState {
        odds: !control.is_symmetric(),
        sides,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::presets::PRESETS;
    use flagfall_core::parse_human;

    fn editor(notation: &str) -> EditorState {
        from_control(&parse_human(notation).unwrap())
    }

    /// Period `number` as named without time odds.
    const fn period(number: usize) -> PeriodName {
        PeriodName { side: None, number }
    }

    #[test]
    fn every_preset_round_trips_through_the_editor() {
        for preset in PRESETS {
            let control = preset.control();
            let state = from_control(&control);
            assert_eq!(
                to_control(&state).as_ref(),
                Ok(&control),
                "{}",
                preset.notation
            );
            assert_eq!(
                from_control(&to_control(&state).unwrap()),
                state,
                "{}",
                preset.notation
            );
        }
    }

    #[test]
    fn a_classical_control_shows_each_period_with_its_fields() {
        let state = editor("90/40+30, 30+30");
        assert!(!state.odds);
        let fields: Vec<_> = state
            .sides
            .white
            .iter()
            .map(|p| {
                (
                    p.minutes.as_str(),
                    p.seconds.as_str(),
                    p.end,
                    p.moves.as_str(),
                    p.method,
                    p.amount.as_str(),
                )
            })
            .collect();
        assert_eq!(
            fields,
            [
                ("90", "0", EndKind::Moves, "40", MethodKind::Fischer, "30"),
                ("30", "0", EndKind::Game, "", MethodKind::Fischer, "30"),
            ]
        );
    }

    #[test]
    fn byo_yomi_keeps_its_period_length_and_count() {
        let state = editor("10 byo 5x30");
        let overtime = &state.sides.white[1];
        assert_eq!(
            (overtime.minutes.as_str(), overtime.seconds.as_str()),
            ("0", "30")
        );
        assert_eq!(
            (overtime.method, overtime.amount.as_str()),
            (MethodKind::ByoYomi, "5")
        );
        assert_eq!(state.sides.white[0].end, EndKind::Timeout);
    }

    #[test]
    fn time_odds_build_different_periods_per_side() {
        let mut state = editor("5+0");
        state.set_odds(true);
        state
            .period_mut(Side::Black, 0)
            .unwrap()
            .set_text(Field::Minutes, "3".into());
        let control = to_control(&state).unwrap();
        assert_eq!(control, parse_human("5 vs 3").unwrap());
        assert_eq!(control.periods(Side::White)[0].time, Millis::from_mins(5));
        assert_eq!(control.periods(Side::Black)[0].time, Millis::from_mins(3));
    }

    #[test]
    fn without_odds_black_plays_whites_periods() {
        let mut state = editor("5+0 vs 3+0");
        assert!(state.odds);
        state.set_odds(false);
        assert_eq!(to_control(&state), Ok(parse_human("5").unwrap()));
    }

    #[test]
    fn minutes_and_seconds_add_up_and_blank_means_zero() {
        let mut state = editor("5+0");
        let period = state.period_mut(Side::White, 0).unwrap();
        period.set_text(Field::Minutes, " ".into());
        period.set_text(Field::Seconds, "90".into());
        let control = to_control(&state).unwrap();
        assert_eq!(control.periods(Side::White)[0].time, Millis::from_secs(90));
    }

    #[test]
    fn a_bad_number_is_named_and_kept() {
        let mut state = editor("3+2");
        state
            .period_mut(Side::White, 0)
            .unwrap()
            .set_text(Field::Amount, "2x".into());
        assert_eq!(
            to_control(&state),
            Err(EditorError::NotWholeNumber {
                period: period(1),
                number: Number::Required(Required::Increment),
                typed: "2x".to_owned()
            })
        );
        assert_eq!(state.sides.white[0].amount, "2x");
        assert!(state.sides.white[0].is_invalid(Field::Amount));
        assert!(!state.sides.white[0].is_invalid(Field::Minutes));
    }

    #[test]
    fn with_odds_errors_say_whose_period() {
        let mut state = editor("5 vs 3");
        state
            .period_mut(Side::Black, 0)
            .unwrap()
            .set_text(Field::Minutes, "-3".into());
        assert_eq!(
            to_control(&state),
            Err(EditorError::NotWholeNumber {
                period: PeriodName {
                    side: Some(Side::Black),
                    number: 1
                },
                number: Number::Minutes,
                typed: "-3".to_owned()
            })
        );
    }

    #[test]
    fn combinations_the_core_refuses_name_the_period_as_set() {
        let mut state = editor("90/40+30, 30+30");
        state
            .period_mut(Side::White, 0)
            .unwrap()
            .set_text(Field::Moves, "0".into());
        assert_eq!(
            to_control(&state),
            Err(EditorError::ZeroMoves { period: period(1) })
        );

        let mut byo = editor("10 byo 5x30");
        byo.period_mut(Side::White, 1)
            .unwrap()
            .set_text(Field::Amount, "0".into());
        assert_eq!(
            to_control(&byo),
            Err(EditorError::ByoYomiWithoutPeriods { period: period(2) })
        );
        byo.period_mut(Side::White, 1)
            .unwrap()
            .set_text(Field::Amount, "5".into());
        byo.period_mut(Side::White, 1)
            .unwrap()
            .set_text(Field::Seconds, "0".into());
        assert_eq!(
            to_control(&byo),
            Err(EditorError::ByoYomiWithoutTime { period: period(2) })
        );

        let mut sand = editor("*3");
        sand.period_mut(Side::White, 0)
            .unwrap()
            .set_text(Field::Minutes, "0".into());
        assert_eq!(
            to_control(&sand),
            Err(EditorError::HourglassWithoutTime { period: period(1) })
        );

        let mut empty = editor("90/40, 30");
        empty
            .period_mut(Side::White, 1)
            .unwrap()
            .set_text(Field::Minutes, "0".into());
        assert_eq!(
            to_control(&empty),
            Err(EditorError::WithoutTime { period: period(2) })
        );
        let mut odds = editor("5 vs 1/40, 5");
        odds.period_mut(Side::Black, 0)
            .unwrap()
            .set_text(Field::Minutes, "0".into());
        assert_eq!(
            to_control(&odds),
            Err(EditorError::WithoutTime {
                period: PeriodName {
                    side: Some(Side::Black),
                    number: 1
                }
            })
        );
        let mut nothing = editor("5");
        nothing
            .period_mut(Side::White, 0)
            .unwrap()
            .set_text(Field::Minutes, "0".into());
        assert_eq!(to_control(&nothing), Err(EditorError::NoTimeAtAll));
    }

    #[test]
    fn picking_canadian_overtime_ends_the_period_after_its_moves() {
        let mut state = editor("10+0");
        state
            .period_mut(Side::White, 0)
            .unwrap()
            .set_method(MethodKind::Canadian);
        assert_eq!(state.sides.white[0].end, EndKind::Moves);
        assert_eq!(
            to_control(&state),
            Ok(parse_human("canadian 40/10").unwrap())
        );
    }

    #[test]
    fn a_missing_move_count_is_reported() {
        let mut state = editor("90/40, 30");
        state
            .period_mut(Side::White, 0)
            .unwrap()
            .set_text(Field::Moves, String::new());
        assert_eq!(
            to_control(&state),
            Err(EditorError::MissingNumber {
                period: period(1),
                number: Required::Moves
            })
        );
    }

    #[test]
    fn picking_a_method_fills_a_blank_amount_and_keeps_a_typed_one() {
        let mut state = editor("10");
        let period = state.period_mut(Side::White, 0).unwrap();
        period.set_method(MethodKind::SimpleDelay);
        assert_eq!(period.amount, "5");
        period.set_text(Field::Amount, "3".into());
        period.set_method(MethodKind::Fischer);
        assert_eq!(period.amount, "3");
        assert_eq!(to_control(&state), Ok(parse_human("10+3").unwrap()));
    }

    #[test]
    fn adding_a_period_ends_the_last_one_after_40_moves() {
        let mut state = editor("90+30");
        state.add_period(Side::White);
        assert_eq!(
            to_control(&state),
            Ok(parse_human("90/40+30, 30+30").unwrap())
        );
    }

    #[test]
    fn removing_a_period_never_leaves_a_last_one_waiting_for_a_next() {
        let mut state = editor("10 byo 5x30");
        state.remove_period(Side::White, 1);
        assert_eq!(to_control(&state), Ok(parse_human("10").unwrap()));
        state.remove_period(Side::White, 0);
        assert_eq!(state.sides.white.len(), 1, "the only period stays");
    }

    #[test]
    fn choosing_to_end_after_moves_proposes_forty() {
        let mut state = editor("90+30");
        state
            .period_mut(Side::White, 0)
            .unwrap()
            .set_end(EndKind::Moves);
        assert_eq!(state.sides.white[0].moves, "40");
        assert_eq!(to_control(&state), Ok(parse_human("90/40+30").unwrap()));
    }

    #[test]
    fn periods_stop_at_the_cores_bound() {
        let mut state = editor("5");
        for _ in 1..TimeControl::MAX_PERIODS {
            assert!(state.can_add_period(Side::White));
            state.add_period(Side::White);
        }
        assert_eq!(state.sides.white.len(), TimeControl::MAX_PERIODS);
        assert!(!state.can_add_period(Side::White));
        state.add_period(Side::White);
        assert_eq!(state.sides.white.len(), TimeControl::MAX_PERIODS);
        assert_eq!(
            to_control(&state).map(|c| c.periods(Side::White).len()),
            Ok(TimeControl::MAX_PERIODS)
        );
    }

    #[test]
    fn select_values_read_back() {
        for kind in MethodKind::ALL {
            assert_eq!(MethodKind::from_value(kind.value()), Some(kind));
        }
        for end in EndKind::ALL {
            assert_eq!(EndKind::from_value(end.value()), Some(end));
        }
        assert_eq!(MethodKind::from_value("sandglass"), None);
    }
}
