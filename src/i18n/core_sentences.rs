//! One example of every English sentence or word the core writes that the app may show (errors,
//! refusals, outcome and category reasons, side and category words, rulebook titles), each made by the
//! core's own API, so the locale tests can check that a key translates it.
//!
//! Each enum whose text the app shows has a `*_kind` guard: a `match` over every variant, numbered.
//! A variant added to the core breaks the build here; give it the next number, raise the count passed
//! to [`covers`] and add an example.

use flagfall_core::{
    parse_human, parse_human_noted, parse_json, parse_pgn, to_pgn, Action, BySide, Category,
    ClaimDecision, Classification, Clock, ClockError, ClockOptions, ControlError, DraughtsDraw,
    DraughtsMaterial, Event, Expected, Game, GameError, GameResult, GameSettings,
    IllegalMoveRuling, IncidentLog, Instant, JsonError, LogError, MateFinding, Method, Millis,
    NotationError, NotationErrorKind, Period, PeriodEnd, PgnLimit, PositionCheck, ReadingNote,
    RuleRefusal, Rulebook, Side, TimeControl, LOG_VERSION,
};

const SEC: i64 = 1_000;
const MIN: i64 = 60 * SEC;

/// Every example, each once.
pub(super) fn core_sentences() -> Vec<String> {
    let mut out = words();

    let game_errors = game_errors();
    covers("GameError", &game_errors, game_error_kind, 13);
    let refusals: Vec<&RuleRefusal> = game_errors
        .iter()
        .filter_map(|error| match error {
            GameError::Refused(refusal) => Some(refusal),
            _ => None,
        })
        .collect();
    covers("RuleRefusal", &refusals, |r| refusal_kind(r), 17);
    // A clock error reads as the clock's own, listed below.
    out.extend(
        game_errors
            .iter()
            .filter(|error| !matches!(error, GameError::Clock(_)))
            .map(ToString::to_string),
    );

    let clock_errors = clock_errors();
    covers("ClockError", &clock_errors, clock_error_kind, 13);
    out.extend(clock_errors.iter().map(ToString::to_string));

    let control_errors = control_errors();
    covers("ControlError", &control_errors, control_error_kind, 9);
    out.extend(control_errors.iter().map(ToString::to_string));

    let log_errors = log_errors();
    covers("LogError", &log_errors, log_error_kind, 3);
    out.extend(log_errors.iter().map(ToString::to_string));

    out.extend(json_errors().iter().map(ToString::to_string));

    let notation_errors = notation_errors();
    covers(
        "NotationErrorKind",
        &notation_errors,
        |e| notation_error_kind(e.kind()),
        10,
    );
    let expected: Vec<Expected> = notation_errors
        .iter()
        .filter_map(|e| match e.kind() {
            NotationErrorKind::Expected { expected, .. } => Some(*expected),
            _ => None,
        })
        .collect();
    covers("Expected", &expected, expected_kind, 12);
    let limits: Vec<PgnLimit> = notation_errors
        .iter()
        .filter_map(|e| match e.kind() {
            NotationErrorKind::NotInPgn(limit) => Some(*limit),
            _ => None,
        })
        .collect();
    covers("PgnLimit", &limits, pgn_limit_kind, 4);
    out.extend(notation_errors.iter().map(ToString::to_string));

    let notes = reading_notes();
    covers("ReadingNote", &notes, reading_note_kind, 1);
    out.extend(notes.iter().map(ToString::to_string));

    out.push(
        "fide-2014"
            .parse::<Rulebook>()
            .expect_err("not a rulebook")
            .to_string(),
    );
    out.extend(not_applicable());
    out.extend(outcome_reasons());
    out.extend(category_reasons());
    out
}

/// Checks that `examples` show each of the `count` kinds that `kind` numbers.
fn covers<T>(what: &str, examples: &[T], kind: fn(&T) -> usize, count: usize) {
    let missing: Vec<usize> = (0..count)
        .filter(|&k| !examples.iter().any(|e| kind(e) == k))
        .collect();
    assert!(missing.is_empty(), "no example of {what} kind {missing:?}");
}

/// The words the app shows alone: sides, categories, rulebook titles.
fn words() -> Vec<String> {
    covers("Side", &Side::ALL, side_kind, 2);
    let categories = [
        Category::Standard,
        Category::Rapid,
        Category::Blitz,
        Category::RapidOrBlitz,
        Category::Unclassified,
        Category::Unknown,
        Category::Untimed,
    ];
    covers("Category", &categories, category_kind, 7);
    covers("Rulebook", &Rulebook::ALL, rulebook_kind, 4);
    Side::ALL
        .iter()
        .map(ToString::to_string)
        .chain(categories.iter().map(ToString::to_string))
        .chain(Rulebook::ALL.iter().map(|r| r.title().to_owned()))
        .collect()
}

fn side_kind(side: &Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

fn category_kind(category: &Category) -> usize {
    match category {
        Category::Standard => 0,
        Category::Rapid => 1,
        Category::Blitz => 2,
        Category::RapidOrBlitz => 3,
        Category::Unclassified => 4,
        Category::Unknown => 5,
        Category::Untimed => 6,
    }
}

fn rulebook_kind(rulebook: &Rulebook) -> usize {
    match rulebook {
        Rulebook::Fide2023 => 0,
        Rulebook::Fide2018 => 1,
        Rulebook::Fide2009 => 2,
        Rulebook::Fmjd => 3,
    }
}

fn control(notation: &str) -> TimeControl {
    parse_human(notation).unwrap_or_else(|e| panic!("{notation}: {e}"))
}

fn settings(rulebook: Rulebook) -> GameSettings {
    GameSettings {
        rulebook,
        ..GameSettings::default()
    }
}

/// FIDE 2023 with Guidelines III announced.
fn announced() -> GameSettings {
    GameSettings {
        guidelines_iii: true,
        ..GameSettings::default()
    }
}

/// `settings` with a default time of a minute (FIDE 6.7.1).
fn default_minute(settings: GameSettings) -> GameSettings {
    GameSettings {
        default_time: Some(Millis(MIN)),
        ..settings
    }
}

fn run_on(settings: GameSettings) -> GameSettings {
    GameSettings {
        run_on_after_flag: true,
        ..settings
    }
}

fn illegal(side: Side, opponent_cannot_mate: bool) -> Action {
    Action::IllegalMove {
        side,
        opponent_cannot_mate,
        position: None,
    }
}

/// A bare-kings position, as a search would find it.
fn bare_kings() -> PositionCheck {
    PositionCheck {
        fen: "8/8/8/4k3/8/8/8/4K3 w - - 0 1".into(),
        found: BySide::both(MateFinding {
            can_checkmate: Some(false),
            line: None,
        }),
    }
}

fn material(white: (u32, u32), black: (u32, u32)) -> BySide<DraughtsMaterial> {
    BySide::new(
        DraughtsMaterial::new(white.0, white.1),
        DraughtsMaterial::new(black.0, black.1),
    )
}

fn draughts(draw: DraughtsDraw, material: BySide<DraughtsMaterial>) -> Action {
    Action::DraughtsDraw { draw, material }
}

/// A game of `notation` under `settings`, started at 0, after `actions` (each at its instant in ms).
fn play(notation: &str, settings: GameSettings, actions: &[(Action, i64)]) -> Game {
    let mut game = Game::new(control(notation), settings);
    game.apply(Action::Start, Instant(0))
        .expect("a new game starts");
    for (action, at) in actions {
        if let Err(error) = game.apply(action.clone(), Instant(*at)) {
            panic!("{notation}: {action:?} at {at}: {error}");
        }
    }
    game
}

/// Why the game of [`play`] refuses `action` at `at`.
fn refused(
    notation: &str,
    settings: GameSettings,
    actions: &[(Action, i64)],
    (action, at): (Action, i64),
) -> GameError {
    let mut game = play(notation, settings, actions);
    let refusal = game.apply(action.clone(), Instant(at)).err();
    refusal.unwrap_or_else(|| panic!("{notation}: {action:?} at {at} is allowed"))
}

/// Every kind of game error, and through [`GameError::Refused`] every rule refusal, each got by
/// playing a game into it.
fn game_errors() -> Vec<GameError> {
    let fide = GameSettings::default();
    let fmjd = settings(Rulebook::Fmjd);
    let few = material((2, 0), (1, 1));
    // White to move with 1:30 left: Guidelines III.4 and III.5 apply.
    let low = 13 * MIN + 30 * SEC;
    let time_shortage = DraughtsDraw::TimeShortage {
        claimant: Side::White,
        upheld: true,
    };
    let presses: Vec<(Action, i64)> = (1..=20).map(|n| (Action::Press, n * SEC)).collect();
    // Each clock set to a minute; White's flag falls at 65 s, Black's, running on, at 125 s.
    let minute = |side| Action::SetTime {
        side,
        time: Millis(MIN),
    };
    let both_flags = [
        (minute(Side::White), 0),
        (minute(Side::Black), 0),
        (Action::Press, 50 * SEC),
        (Action::Press, 55 * SEC),
        (Action::Press, 70 * SEC),
    ];
    let offer = (Action::OfferDraw { side: Side::White }, SEC);
    vec![
        Game::new(control("5"), fide)
            .apply(Action::Press, Instant(0))
            .expect_err("not started"),
        refused(
            "15",
            fide,
            &[],
            (draughts(DraughtsDraw::Agreement, few), SEC),
        ),
        refused(
            "15",
            fmjd,
            &[],
            (
                Action::DrawClaim {
                    decision: ClaimDecision::Accepted,
                },
                SEC,
            ),
        ),
        refused(
            "15",
            settings(Rulebook::Fide2009),
            &[],
            (Action::ExtraFive, SEC),
        ),
        refused(
            "15",
            fide,
            &[],
            (
                Action::DrawClaim {
                    decision: ClaimDecision::Accepted,
                },
                SEC,
            ),
        ),
        refused("5", announced(), &[], (Action::ExtraFive, SEC)),
        refused("*3", announced(), &[], (Action::ExtraFive, SEC)),
        refused("15+10", announced(), &[], (Action::ExtraFive, SEC)),
        refused("90/40, 30", announced(), &[], (Action::ExtraFive, SEC)),
        refused(
            "15",
            announced(),
            &[(Action::ExtraFive, low)],
            (Action::ExtraFive, low + SEC),
        ),
        refused(
            "15",
            run_on(announced()),
            &[],
            (Action::ExtraFive, 15 * MIN + SEC),
        ),
        refused("15", announced(), &[], (Action::ExtraFive, SEC)),
        refused(
            "15",
            fmjd,
            &[],
            (
                draughts(DraughtsDraw::Agreement, material((11, 0), (10, 0))),
                SEC,
            ),
        ),
        refused("15", fmjd, &[], (draughts(time_shortage, few), SEC)),
        refused(
            "5",
            fmjd,
            &[(
                Action::SetTime {
                    side: Side::White,
                    time: Millis(30 * SEC),
                },
                0,
            )],
            (draughts(time_shortage, material((5, 0), (4, 1))), SEC),
        ),
        refused(
            "15",
            fmjd,
            &[],
            (draughts(DraughtsDraw::Regulation, few), SEC),
        ),
        refused(
            "15+2",
            fmjd,
            &[],
            (
                draughts(DraughtsDraw::Regulation, material((0, 1), (0, 2))),
                SEC,
            ),
        ),
        refused(
            "15",
            fmjd,
            &[(Action::Press, SEC)],
            (illegal(Side::White, false), 2 * SEC),
        ),
        refused("90", fide, &[], (illegal(Side::White, false), SEC)),
        refused(
            "15",
            fide,
            &[(Action::Press, SEC), (Action::Press, 2 * SEC)],
            (illegal(Side::White, false), 3 * SEC),
        ),
        refused(
            "15",
            fide,
            &presses,
            (
                Action::SetControl {
                    control: control("5"),
                    override_lock: false,
                },
                21 * SEC,
            ),
        ),
        refused(
            "5",
            fide,
            &[],
            (
                Action::ClaimWinOnTime {
                    claimant_can_checkmate: true,
                    position: None,
                },
                SEC,
            ),
        ),
        refused("5", fide, &[], (Action::FlagOrderUnknown, SEC)),
        refused("1", fide, &[], (Action::Press, 2 * MIN)),
        refused(
            "15",
            run_on(fide),
            &both_flags,
            (Action::FlagOrderUnknown, 3 * MIN),
        ),
        refused(
            "90",
            fide,
            std::slice::from_ref(&offer),
            (Action::AgreeDraw, 2 * SEC),
        ),
        refused(
            "45",
            fmjd,
            &[],
            (
                draughts(DraughtsDraw::Regulation, material((0, 3), (0, 1))),
                SEC,
            ),
        ),
        refused(
            "15",
            fmjd,
            &[],
            (
                Action::ClaimDraw {
                    claimant: Side::White,
                    upheld: false,
                },
                SEC,
            ),
        ),
        refused("15", fmjd, &[offer], (Action::AgreeDraw, 2 * SEC)),
        refused("90", fide, &[], (Action::AgreeDraw, SEC)),
        refused(
            "90",
            fide,
            &[(Action::Press, SEC)],
            (Action::Arrive { side: Side::White }, 2 * SEC),
        ),
        refused("90", fide, &[], (Action::UndoRuling, SEC)),
        refused("90", fide, &[], (Action::Reopen, SEC)),
        refused(
            "15",
            fmjd,
            &[(Action::Press, SEC)],
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                    position: Some(bare_kings()),
                },
                2 * SEC,
            ),
        ),
        refused(
            "15",
            fmjd,
            &[],
            (Action::DeadPosition { position: None }, SEC),
        ),
    ]
}

fn game_error_kind(error: &GameError) -> usize {
    match error {
        GameError::Clock(_) => 0,
        GameError::Refused(_) => 1,
        GameError::NotApplicable(_) => 2,
        GameError::NoMoveYet(_) => 3,
        GameError::TooLate { .. } => 4,
        GameError::SettingsLocked { .. } => 5,
        GameError::NoFlag => 6,
        GameError::NotBothFlags => 7,
        GameError::Over => 8,
        GameError::NoDrawOffer => 9,
        GameError::AlreadyArrived(_) => 10,
        GameError::NoRulingToUndo => 11,
        GameError::NotDecidedByClock => 12,
    }
}

fn refusal_kind(refusal: &RuleRefusal) -> usize {
    match refusal {
        RuleRefusal::WrongRulebook { .. } => 0,
        RuleRefusal::NotAnnounced { .. } => 1,
        RuleRefusal::NotForBlitz { .. } => 2,
        RuleRefusal::NotStandardOrRapid { .. } => 3,
        RuleRefusal::HasIncrement { .. } => 4,
        RuleRefusal::NotFinalPeriod { .. } => 5,
        RuleRefusal::AlreadyGranted { .. } => 6,
        RuleRefusal::FlagFallen { .. } => 7,
        RuleRefusal::NotUnderTwoMinutes { .. } => 8,
        RuleRefusal::TooManyPiecesForDrawAgreement { .. } => 9,
        RuleRefusal::MoreThanOneMinute { .. } => 10,
        RuleRefusal::TooManyPiecesForTimeShortage { .. } => 11,
        RuleRefusal::NotRegulationDraw => 12,
        RuleRefusal::FischerInUse => 13,
        RuleRefusal::OrderShownByClock { .. } => 14,
        RuleRefusal::BeforeFirstMoves { .. } => 15,
        RuleRefusal::NotRapidOrBlitz { .. } => 16,
    }
}

fn clock_errors() -> Vec<ClockError> {
    let one_minute = || Clock::new(control("1"));
    let started = || {
        let mut clock = one_minute();
        clock.start(Instant(0)).expect("a new clock starts");
        clock
    };
    let paused = || {
        let mut clock = started();
        clock.pause(Instant(SEC)).expect("a running clock pauses");
        clock
    };
    let stopped = || {
        let mut clock = started();
        clock.stop(Instant(SEC)).expect("a running clock stops");
        clock
    };
    let pressed = || {
        let mut clock = started();
        clock
            .press(Instant(5 * SEC))
            .expect("a running clock takes a press");
        clock
    };
    let flagged = || {
        let options = ClockOptions {
            run_on_after_flag: true,
        };
        let mut clock = Clock::with_options(control("1"), options);
        clock.start(Instant(0)).expect("a new clock starts");
        clock
    };
    vec![
        one_minute().press(Instant(0)).expect_err("not started"),
        started().start(Instant(SEC)).expect_err("started"),
        paused().press(Instant(2 * SEC)).expect_err("paused"),
        started().resume(Instant(SEC)).expect_err("running"),
        stopped().press(Instant(2 * SEC)).expect_err("stopped"),
        pressed().press(Instant(4 * SEC)).expect_err("earlier"),
        flagged()
            .set_time(Side::White, Millis(MIN), Instant(MIN + SEC))
            .expect_err("flagged"),
        started().undo(Instant(SEC)).expect_err("no press"),
        started()
            .set_time(Side::Black, Millis(-SEC), Instant(SEC))
            .expect_err("negative"),
        started()
            .continue_after_both_flags(Instant(SEC))
            .expect_err("flags up"),
        started()
            .set_period(Side::White, 3, Instant(SEC))
            .expect_err("one period"),
        started()
            .reinstate_last_press(Instant(SEC))
            .expect_err("no press"),
        started().reopen(Instant(SEC)).expect_err("not stopped"),
    ]
}

fn clock_error_kind(error: &ClockError) -> usize {
    match error {
        ClockError::NotStarted => 0,
        ClockError::AlreadyStarted => 1,
        ClockError::Paused => 2,
        ClockError::NotPaused => 3,
        ClockError::Stopped => 4,
        ClockError::TimeWentBackwards { .. } => 5,
        ClockError::Flagged(_) => 6,
        ClockError::NothingToUndo => 7,
        ClockError::NegativeTime(_) => 8,
        ClockError::FlagUp(_) => 9,
        ClockError::NoSuchPeriod { .. } => 10,
        ClockError::NothingToReinstate => 11,
        ClockError::NotStopped => 12,
    }
}

fn control_errors() -> Vec<ControlError> {
    let five = Millis::from_mins(5);
    let game = |time| Period::game(time, Method::Plain);
    let refused = |periods: Vec<Period>| TimeControl::new(periods).expect_err("not a control");
    vec![
        refused(vec![]),
        refused(vec![Period::moves(0, five, Method::Plain)]),
        refused(vec![game(five), game(five)]),
        refused(vec![Period {
            end: PeriodEnd::Timeout,
            time: five,
            method: Method::Plain,
        }]),
        refused(vec![game(Millis(500))]),
        refused(vec![Period::game(
            Millis::from_secs(30),
            Method::ByoYomi { periods: 0 },
        )]),
        TimeControl::with_odds(vec![game(five)], vec![game(Millis::ZERO)])
            .expect_err("no time for Black"),
        refused(vec![
            Period::moves(40, Millis::ZERO, Method::Plain),
            game(five),
        ]),
        refused(
            std::iter::repeat_n(
                Period::moves(1, five, Method::Plain),
                TimeControl::MAX_PERIODS,
            )
            .chain([game(five)])
            .collect(),
        ),
    ]
}

fn control_error_kind(error: &ControlError) -> usize {
    match error {
        ControlError::NoPeriods(_) => 0,
        ControlError::ZeroMoves { .. } => 1,
        ControlError::PeriodAfterGame { .. } => 2,
        ControlError::TimeoutWithoutNext(_) => 3,
        ControlError::BadDuration { .. } => 4,
        ControlError::BadOvertime { .. } => 5,
        ControlError::NoTime(_) => 6,
        ControlError::PeriodWithoutTime { .. } => 7,
        ControlError::TooManyPeriods { .. } => 8,
    }
}

fn log_errors() -> Vec<LogError> {
    let game = play("5", GameSettings::default(), &[(Action::Press, 2 * SEC)]);
    let mut newer = game.log();
    newer.version = LOG_VERSION + 1;
    let mut unstarted = game.log();
    unstarted.incidents.remove(0);
    let mut tampered = game.log();
    for incident in &mut tampered.incidents {
        if let Event::Pressed { used, .. } = &mut incident.event {
            *used = Millis(SEC);
        }
    }
    vec![
        IncidentLog::from_json("{}").expect_err("no version"),
        IncidentLog::from_json(&newer.to_json()).expect_err("a later version"),
        Game::replay(&unstarted).expect_err("a press before the start"),
        Game::replay(&tampered).expect_err("a press that took another time"),
    ]
}

fn log_error_kind(error: &LogError) -> usize {
    match error {
        LogError::Malformed(_) => 0,
        LogError::UnsupportedVersion(_) => 1,
        LogError::Diverged { .. } => 2,
    }
}

/// What the core's JSON reader says of each kind of wrong value, and its parser of each kind of
/// text that is not JSON.
fn json_errors() -> Vec<JsonError> {
    vec![
        parse_json::<GameSettings>("[]").expect_err("not an object"),
        parse_json::<String>("1").expect_err("not a string"),
        parse_json::<bool>("1").expect_err("not a boolean"),
        parse_json::<i64>("1.5").expect_err("not whole"),
        parse_json::<u32>("-1").expect_err("negative"),
        parse_json::<Vec<bool>>("true").expect_err("not a list"),
        parse_json::<Vec<Side>>(r#"["white", "red"]"#).expect_err("not a side"),
        parse_json::<Rulebook>(r#""fide-1900""#).expect_err("not a rulebook"),
        parse_json::<GameResult>(r#""2-0""#).expect_err("not a result"),
        parse_json::<Method>(r#"{"kind": "sandglass"}"#).expect_err("not a method"),
        parse_json::<PeriodEnd>(r#"{"kind": "never"}"#).expect_err("not an end"),
        parse_json::<Event>(r#"{"event": "teleported"}"#).expect_err("not an event"),
        parse_json::<ClaimDecision>(r#"{"decision": "maybe"}"#).expect_err("not a decision"),
        parse_json::<DraughtsDraw>(r#"{"claim": "stalemate"}"#).expect_err("not a claim"),
        parse_json::<bool>("").expect_err("empty"),
        parse_json::<bool>("x").expect_err("not a value"),
        parse_json::<bool>("-x").expect_err("not a number"),
        parse_json::<bool>("true false").expect_err("two values"),
        parse_json::<bool>(r#""abc"#).expect_err("unclosed string"),
        parse_json::<bool>("\"\t\"").expect_err("a raw tab in a string"),
        parse_json::<bool>(r#""\q""#).expect_err("not an escape"),
        parse_json::<bool>(r#""\u12x4""#).expect_err("not hex"),
        parse_json::<bool>(r#""\ud83d""#).expect_err("half a character"),
        parse_json::<bool>("[1, 2").expect_err("unclosed list"),
        parse_json::<bool>("[1 2]").expect_err("no comma in a list"),
        parse_json::<bool>(r#"{"a": 1"#).expect_err("unclosed object"),
        parse_json::<bool>(r#"{"a" 1}"#).expect_err("no colon"),
        parse_json::<bool>(r#"{"a": 1 "b": 2}"#).expect_err("no comma in an object"),
        parse_json::<bool>("{1: 2}").expect_err("a number key"),
        parse_json::<bool>(&"[".repeat(1000)).expect_err("too deep"),
    ]
}

fn notation_errors() -> Vec<NotationError> {
    let human = |text: &str| parse_human(text).expect_err(text);
    let pgn = |text: &str| parse_pgn(text).expect_err(text);
    let not_in_pgn = |text: &str| to_pgn(&control(text)).expect_err(text);
    vec![
        human(""),
        human("x"),
        human("90 then"),
        pgn("40/9000:x"),
        human("*x"),
        human("3+x"),
        human("90/"),
        human("60 byo x30"),
        human("byo 5 30"),
        human("1:5"),
        human("3+2 q"),
        pgn("300 x"),
        human("G/90;x5"),
        pgn("?x"),
        human("90/0"),
        human("90+30, 30"),
        human("90/40 then 30"),
        human("3+0.5"),
        human("99999999999999999999"),
        human("0+0"),
        not_in_pgn("5+0 vs 3+0"),
        not_in_pgn("90 then 15"),
        not_in_pgn("byo 5x30"),
        not_in_pgn("90/40, canadian 20/5"),
        not_in_pgn("count-up"),
        not_in_pgn("*3/40"),
        human("40/100,SD/60d10"),
    ]
}

fn notation_error_kind(kind: &NotationErrorKind) -> usize {
    match kind {
        NotationErrorKind::Empty => 0,
        NotationErrorKind::Expected { .. } => 1,
        NotationErrorKind::ZeroMoves => 2,
        NotationErrorKind::SuddenDeathNotLast => 3,
        NotationErrorKind::TimeoutAfterMoves => 4,
        NotationErrorKind::NotWholeSeconds => 5,
        NotationErrorKind::Overflow => 6,
        NotationErrorKind::Invalid(_) => 7,
        NotationErrorKind::NotInPgn(_) => 8,
        NotationErrorKind::SettingWithoutSemicolon { .. } => 9,
    }
}

/// What is said of a notation read otherwise than it may have been meant.
fn reading_notes() -> Vec<ReadingNote> {
    parse_human_noted("40/90+30, 30+30")
        .expect("a valid notation")
        .1
}

fn reading_note_kind(note: &ReadingNote) -> usize {
    match note {
        ReadingNote::MinutesForMoreMoves { .. } => 0,
    }
}

fn expected_kind(expected: &Expected) -> usize {
    match expected {
        Expected::TimeControl => 0,
        Expected::PgnField => 1,
        Expected::Minutes => 2,
        Expected::Seconds => 3,
        Expected::Moves => 4,
        Expected::ByoYomiPeriods => 5,
        Expected::Symbol(_) => 6,
        Expected::TwoDigitSeconds => 7,
        Expected::Separator => 8,
        Expected::PgnSeparator => 9,
        Expected::Setting => 10,
        Expected::End => 11,
    }
}

fn pgn_limit_kind(limit: &PgnLimit) -> usize {
    match limit {
        PgnLimit::TimeOdds => 0,
        PgnLimit::Method { .. } => 1,
        PgnLimit::EndsOnTimeout { .. } => 2,
        PgnLimit::HourglassWithMoves { .. } => 3,
    }
}

/// The illegal-move rulings with no penalty that a game cannot reach (FMJD's is a game error above).
fn not_applicable() -> Vec<String> {
    [
        Rulebook::Fide2023.illegal_move(Category::Standard, false, 0),
        Rulebook::Fide2018.illegal_move(Category::RapidOrBlitz, false, 1),
    ]
    .into_iter()
    .map(|ruling| match ruling {
        IllegalMoveRuling::NotApplicable { reason } => reason.to_string(),
        other => panic!("a penalty: {other:?}"),
    })
    .collect()
}

fn reason(game: &Game) -> String {
    game.outcome()
        .expect("the game is decided")
        .reason
        .to_string()
}

/// Every reason a game records for its outcome.
fn outcome_reasons() -> Vec<String> {
    let mut out = Vec::new();
    // White's flag falls at 1:00; with the clock running on, Black's at 2:01 after White's press.
    let both_flags = [(Action::Press, MIN + SEC)];
    for rulebook in Rulebook::ALL {
        // Supervised, so that the 2009 arbiter calls the flag (Appendix A.3).
        let supervised = GameSettings {
            supervised: true,
            ..settings(rulebook)
        };
        let mut game = play("1", supervised, &[]);
        game.observe(Instant(2 * MIN));
        out.push(reason(&game));
        let mut game = play("1", run_on(settings(rulebook)), &both_flags);
        game.observe(Instant(3 * MIN));
        out.push(reason(&game));
    }
    // Guidelines III.3.1 in a rapid game where they were announced, each clock set to a minute.
    let minute = |side| Action::SetTime {
        side,
        time: Millis(MIN),
    };
    let rapid_both_flags = [
        (minute(Side::White), 0),
        (minute(Side::Black), 0),
        (Action::Press, MIN + SEC),
    ];
    let mut game = play("15", run_on(announced()), &rapid_both_flags);
    game.apply(Action::FlagOrderUnknown, Instant(3 * MIN))
        .expect("an order-unknown ruling");
    out.push(reason(&game));

    for claimant_can_checkmate in [true, false] {
        let mut game = play("1", GameSettings::default(), &[]);
        game.apply(
            Action::ClaimWinOnTime {
                claimant_can_checkmate,
                position: None,
            },
            Instant(2 * MIN),
        )
        .expect("a claim after the flag");
        out.push(reason(&game));
    }

    for opponent_cannot_mate in [false, true] {
        let game = play(
            "90",
            GameSettings::default(),
            &[
                (Action::Press, SEC),
                // Taken back, and White moves again (7.5.1).
                (illegal(Side::White, false), 2 * SEC),
                (Action::Press, 2 * SEC),
                (illegal(Side::White, opponent_cannot_mate), 3 * SEC),
            ],
        );
        out.push(reason(&game));
    }

    // A dead position (5.2.2; 2009 5.2(b)), under each rulebook of chess.
    for rulebook in Rulebook::ALL {
        if rulebook.dead_position().is_some() {
            let game = play(
                "90",
                settings(rulebook),
                &[(
                    Action::DeadPosition {
                        position: Some(bare_kings()),
                    },
                    SEC,
                )],
            );
            out.push(reason(&game));
        }
    }

    // A repetition claim upheld (9.5.2), an offer accepted (5.2.3, 9.1.2).
    let upheld = play(
        "90",
        GameSettings::default(),
        &[(
            Action::ClaimDraw {
                claimant: Side::White,
                upheld: true,
            },
            SEC,
        )],
    );
    out.push(reason(&upheld));
    let agreed = play(
        "90",
        GameSettings::default(),
        &[
            (Action::Press, SEC),
            (Action::Press, 2 * SEC),
            (Action::OfferDraw { side: Side::White }, 3 * SEC),
            (Action::AgreeDraw, 4 * SEC),
        ],
    );
    out.push(reason(&agreed));
    // The default time passing with one player absent, with both, and under FMJD (the event's).
    for (settings, actions) in [
        (
            default_minute(GameSettings::default()),
            &[(Action::Press, SEC)][..],
        ),
        (default_minute(GameSettings::default()), &[][..]),
        (
            default_minute(settings(Rulebook::Fmjd)),
            &[(Action::Press, SEC)][..],
        ),
    ] {
        let mut game = play("5", settings, actions);
        game.observe(Instant(2 * MIN));
        out.push(reason(&game));
    }

    let decisions = [
        ClaimDecision::Accepted,
        ClaimDecision::Rejected,
        ClaimDecision::Postponed { award_bonus: true },
        ClaimDecision::Unsupervised,
    ];
    covers("ClaimDecision", &decisions, claim_decision_kind, 4);
    for decision in decisions {
        let game = play(
            "15",
            announced(),
            &[(Action::DrawClaim { decision }, 13 * MIN + 30 * SEC)],
        );
        out.extend(game.outcome().map(|outcome| outcome.reason.to_string()));
    }

    let draws = [
        (DraughtsDraw::Agreement, material((10, 0), (8, 2))),
        (DraughtsDraw::Regulation, material((0, 1), (1, 2))),
        (
            DraughtsDraw::TimeShortage {
                claimant: Side::White,
                upheld: true,
            },
            material((3, 1), (2, 2)),
        ),
    ];
    covers(
        "DraughtsDraw",
        &draws,
        |(draw, _)| draughts_draw_kind(draw),
        3,
    );
    for (draw, material) in draws {
        // Blitz (Art. 1), White's clock down to a minute for the time-shortage claim (Art. 9).
        let game = play(
            "5",
            settings(Rulebook::Fmjd),
            &[
                (
                    Action::SetTime {
                        side: Side::White,
                        time: Millis(MIN),
                    },
                    0,
                ),
                (draughts(draw, material), 30 * SEC),
            ],
        );
        out.push(reason(&game));
    }
    out
}

/// Which decisions on a draw claim end the game, so have a reason.
fn claim_decision_kind(decision: &ClaimDecision) -> usize {
    match decision {
        ClaimDecision::Accepted => 0,
        ClaimDecision::Rejected => 1,
        ClaimDecision::Postponed { .. } => 2,
        ClaimDecision::Unsupervised => 3,
    }
}

fn draughts_draw_kind(draw: &DraughtsDraw) -> usize {
    match draw {
        DraughtsDraw::Agreement => 0,
        DraughtsDraw::Regulation => 1,
        DraughtsDraw::TimeShortage { .. } => 2,
    }
}

/// Each rulebook's reason for each category it gives, for one side's control and under time odds;
/// the controls it gives no category; and the PGN reasons.
fn category_reasons() -> Vec<String> {
    // For each rulebook, a control in each category, then another in the same one.
    let table: [(Rulebook, &[(&str, &str)]); 4] = [
        (
            Rulebook::Fide2023,
            &[("3+2", "5"), ("15+10", "20"), ("90", "120")],
        ),
        (
            Rulebook::Fide2018,
            &[("3+2", "5"), ("15+10", "20"), ("90", "120")],
        ),
        (
            Rulebook::Fide2009,
            &[("10+1", "5"), ("15", "25"), ("90", "120")],
        ),
        (
            Rulebook::Fmjd,
            &[
                ("4", "3"),
                ("10", "12"),
                ("15", "10+5"),
                ("20", "25"),
                ("45", "80+60"),
            ],
        ),
    ];
    let mut out = Vec::new();
    for (rulebook, controls) in table {
        for (one, other) in controls {
            out.push(rulebook.classify(&control(one)).to_string());
            out.push(
                rulebook
                    .classify(&control(&format!("{one} vs {other}")))
                    .to_string(),
            );
        }
    }
    // What the counted time looks like: several periods, a delay, odd seconds, a timeout stage.
    for notation in [
        "90/40+30, 30+30",
        "G/5;d5",
        "4.5",
        "5/30, 0+10",
        "5 then 0+6",
    ] {
        out.push(Rulebook::Fide2023.classify(&control(notation)).to_string());
    }
    for notation in ["15 vs 5", "5 vs 15+10"] {
        out.push(Rulebook::Fmjd.classify(&control(notation)).to_string());
    }
    out.push(Rulebook::Fide2023.classify(&control("15 vs 5")).to_string());
    for notation in ["*3", "60 byo 5x30", "60 canadian 20/5", "count-up"] {
        out.push(Rulebook::Fide2023.classify(&control(notation)).to_string());
        out.push(
            Rulebook::Fmjd
                .classify(&control(&format!("5 vs {notation}")))
                .to_string(),
        );
    }
    out.push(Classification::unknown().to_string());
    out.push(Classification::untimed().to_string());
    out
}
