//! Every table has every key, and no other: the keys are the literals given to `t`, `tf` and `tn`
//! anywhere in `src/`, and the templates of the core's catalogue (`crates/core/src/catalogue.rs`),
//! each written once: no sentence of the catalogue is written again in the app. And what those keys
//! make reads whole in every language: every hole filled.

use super::{Catalog, Lang};
use std::collections::BTreeSet;
use std::path::Path;

/// Reads the Rust string literal at the start of `src` (after its opening quote), escapes and line
/// continuations resolved, with the length it takes up in `src` up to its closing quote included;
/// `None` when it is not a plain literal.
fn literal(src: &str) -> Option<(String, usize)> {
    let mut out = String::new();
    let mut chars = src.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((out, at + 1)),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                '\n' => {
                    while chars.clone().next().is_some_and(|(_, c)| c.is_whitespace()) {
                        chars.next();
                    }
                }
                _ => return None,
            },
            _ => out.push(c),
        }
    }
    None
}

/// The keys given as literals to `t(`, `tf(` and `tn(` (both forms) in one file. Elsewhere than in
/// `i18n/mod.rs` itself, which passes its arguments on, anything but a literal fails the test.
fn keys_in(source: &str, file: &Path, keys: &mut BTreeSet<String>) {
    let passes_keys_on = file.ends_with("src/i18n/mod.rs");
    for call in ["t(", "tf(", "tn("] {
        for (at, _) in source.match_indices(call) {
            let before = source[..at].chars().next_back();
            let line = source[..at].rsplit('\n').next().unwrap_or_default();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == ':')
                || line.trim_start().starts_with("//")
                || line.ends_with("fn ")
            {
                continue;
            }
            let mut rest = source[at + call.len()..].trim_start();
            let wanted = if call == "tn(" { 2 } else { 1 };
            for _ in 0..wanted {
                let Some(after_quote) = rest.strip_prefix('"') else {
                    if passes_keys_on {
                        break;
                    }
                    panic!(
                        "{}: {call} must be given a string literal, not `{}`",
                        file.display(),
                        rest.lines().next().unwrap_or_default()
                    );
                };
                let (key, len) = literal(after_quote).unwrap_or_else(|| {
                    panic!("{}: unreadable literal after {call}", file.display())
                });
                keys.insert(key);
                rest = after_quote[len..].trim_start();
                rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
            }
        }
    }
}

/// Every `.rs` file under `dir`, but this file and the tests of the i18n module.
fn sources(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.ends_with("i18n/tests.rs")
            && !path.ends_with("i18n/key_tests.rs")
        {
            files.push(path);
        }
    }
}

fn source_keys() -> BTreeSet<String> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut keys = BTreeSet::new();
    for path in files {
        keys_in(&std::fs::read_to_string(&path).unwrap(), &path, &mut keys);
    }
    keys
}

/// Each string literal of `source` outside comments, with the text just before it.
fn literals(source: &str) -> Vec<(String, &str)> {
    let mut found = Vec::new();
    let mut rest = source;
    let mut before_len = 0;
    while let Some(quote) = rest.find('"') {
        let line_start = rest[..quote].rfind('\n').map_or(0, |n| n + 1);
        let line = &rest[line_start..quote];
        let in_comment = line.contains("//");
        let char_quote = line.ends_with('\'');
        let Some((text, len)) = literal(&rest[quote + 1..]) else {
            break;
        };
        if in_comment || char_quote {
            // Skip to the end of the line: a quote in a comment or a character literal opens nothing.
            let end = rest[quote..].find('\n').map_or(rest.len(), |n| quote + n);
            before_len += end;
            rest = &rest[end..];
            continue;
        }
        let at = before_len + quote;
        found.push((text, &source[at.saturating_sub(16)..at]));
        before_len += quote + 1 + len;
        rest = &rest[quote + 1 + len..];
    }
    found
}

/// The templates of the core's catalogue: every literal of `catalogue.rs` and `message.rs` before
/// their tests but the names of holes (the first argument of the builder's methods), `format!`'s,
/// and the empty template of verbatim text.
fn core_templates() -> BTreeSet<String> {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src");
    let source: String = ["catalogue.rs", "message.rs"]
        .iter()
        .map(|file| {
            let text = std::fs::read_to_string(core.join(file)).unwrap();
            text.split("#[cfg(test)]").next().unwrap().to_owned()
        })
        .collect();
    let hole_names = [
        ".side(",
        ".text(",
        ".count(",
        ".clock(",
        ".game_time(",
        ".article(",
        ".time_count(",
        ".message(",
        "format!(",
        ".join(",
    ];
    literals(&source)
        .into_iter()
        .filter(|(text, before)| {
            !text.is_empty()
                && !hole_names
                    .iter()
                    .any(|name| before.trim_end().ends_with(name))
        })
        .map(|(text, _)| text)
        .collect()
}

/// The keys the first clock says, which its build takes from the tables
/// (`crates/first-clock/src/keys.rs`).
fn first_clock_keys() -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/first-clock/src/keys.rs");
    literals(&std::fs::read_to_string(path).unwrap())
        .into_iter()
        .map(|(text, _)| text)
        .collect()
}

/// Every key a table must hold.
fn all_keys() -> BTreeSet<String> {
    let mut keys = source_keys();
    keys.extend(core_templates());
    keys.extend(first_clock_keys());
    keys
}

#[test]
fn every_sentence_of_the_cores_catalogue_is_written_once() {
    let templates = core_templates();
    assert!(
        templates.len() > 150,
        "the scan found only {} templates",
        templates.len()
    );
    assert!(templates.contains("{side}'s flag fell at {at} ({article})"));
    assert!(templates.contains("White") && templates.contains("the event's regulations"));
    assert!(!templates.contains("side") && !templates.contains("article"));
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    for name in ["cli", "first-clock", "lang", "page", "journal"] {
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("crates")
                .join(name)
                .join("src"),
            &mut files,
        );
    }
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        // Tests assert the words they expect, as they may.
        let source = source.split("#[cfg(test)]").next().unwrap();
        for (text, _) in literals(source) {
            assert!(
                !(templates.contains(&text) && text.contains(' ')),
                "{}: {text:?} is the core's to say (crates/core/src/catalogue.rs)",
                path.display()
            );
        }
    }
}

/// The `{name}` holes of a text, and whether two of them touch (`{a}{b}`, which no reader could
/// tell apart).
fn holes(text: &str) -> (BTreeSet<&str>, bool) {
    let mut names = BTreeSet::new();
    let mut touching = false;
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        names.insert(&rest[open + 1..close]);
        rest = &rest[close + 1..];
        touching |= rest.starts_with('{');
    }
    (names, touching)
}

fn table(lang: Lang) -> (serde_json::Map<String, serde_json::Value>, Catalog) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(format!("{}.json", lang.code()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let catalog = Catalog::parse(lang, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (serde_json::from_str(&text).unwrap(), catalog)
}

#[test]
fn every_language_has_every_key_with_the_same_holes() {
    let keys = all_keys();
    assert!(keys.len() > 200, "the scan found only {} keys", keys.len());
    for key in &keys {
        assert!(!holes(key).1, "two holes touch in {key:?}");
    }
    for lang in &Lang::ALL[1..] {
        let (entries, _) = table(*lang);
        let missing: Vec<&String> = keys.iter().filter(|k| !entries.contains_key(*k)).collect();
        assert!(
            missing.is_empty(),
            "{}.json lacks {missing:#?}",
            lang.code()
        );
        for (key, translation) in &entries {
            let translation = translation.as_str().unwrap();
            assert_eq!(
                holes(key).0,
                holes(translation).0,
                "{}.json: the holes of {key:?} differ in {translation:?}",
                lang.code()
            );
            assert!(
                !translation.trim().is_empty(),
                "{}.json: {key:?} is empty",
                lang.code()
            );
        }
    }
}

#[test]
fn no_table_keeps_a_key_nothing_uses() {
    let keys = all_keys();
    for lang in &Lang::ALL[1..] {
        let (entries, _) = table(*lang);
        let stale: Vec<&String> = entries.keys().filter(|k| !keys.contains(*k)).collect();
        assert!(
            stale.is_empty(),
            "{}.json keeps unused keys {stale:#?}",
            lang.code()
        );
    }
}

#[test]
fn the_key_scan_reads_holes_and_finds_two_touching() {
    assert_eq!(
        holes("{side}'s flag fell {at} into the game"),
        (BTreeSet::from(["side", "at"]), false)
    );
    assert!(holes("{a}{b}").1);
    assert_eq!(holes("no hole {"), (BTreeSet::new(), false));
}

/// One reason of each kind the core gives, each answer of each kind.
fn every_reason() -> Vec<flagfall_core::Reason> {
    use flagfall_core::{Article, Millis, Reason, Rulebook, Side};
    let reasons = vec![
        Reason::FlagFell {
            loser: Side::White,
            at: Millis(70_250),
            claimant_can_checkmate: None,
            article: Article::laws(Rulebook::Fide2023, "6.9").into(),
        },
        Reason::FlagFell {
            loser: Side::Black,
            at: Millis(182_000),
            claimant_can_checkmate: Some(true),
            article: Article::laws(Rulebook::Fide2018, "6.9").into(),
        },
        Reason::FlagFell {
            loser: Side::White,
            at: Millis(1_500_000),
            claimant_can_checkmate: Some(false),
            article: Article::laws(Rulebook::Fide2023, "6.9, A.5.3").into(),
        },
        Reason::BothFlagsFell {
            first: Side::Black,
            article: Article::laws(Rulebook::Fide2009, "Appendix A.4(d)(3)").into(),
        },
        Reason::FlagOrderUnknown {
            article: Article::guidelines(Rulebook::Fide2023, "III.3.1.2").into(),
        },
        Reason::DefaultTime {
            absent: None,
            article: Article::laws(Rulebook::Fide2023, "6.7.1").into(),
        },
        Reason::DefaultTime {
            absent: Some(Side::Black),
            article: Article::EventRegulations,
        },
        Reason::IllegalMove {
            side: Side::White,
            nth: 2,
            opponent_cannot_mate: false,
            article: Article::laws(Rulebook::Fide2023, "7.5.5").into(),
        },
        Reason::IllegalMove {
            side: Side::Black,
            nth: 3,
            opponent_cannot_mate: true,
            article: Article::laws(Rulebook::Fide2009, "7.4(b)").into(),
        },
        Reason::RepetitionClaimUpheld {
            claimant: Side::White,
            article: Article::laws(Rulebook::Fide2023, "9.5.2").into(),
        },
        Reason::DrawAgreed {
            offered_by: Side::Black,
            article: Article::laws(Rulebook::Fide2023, "5.2.3, 9.1.2").into(),
        },
        Reason::DrawClaimAccepted {
            claimant: Side::White,
            article: Article::guidelines(Rulebook::Fide2023, "III.5.1").into(),
        },
        Reason::DrawClaimUnsupervised {
            claimant: Side::Black,
            article: Article::guidelines(Rulebook::Fide2023, "III.6").into(),
        },
        Reason::DeadPosition {
            article: Article::laws(Rulebook::Fide2009, "5.2(b)").into(),
        },
        Reason::DraughtsAgreement,
        Reason::DraughtsRegulation,
        Reason::DraughtsTimeShortage {
            claimant: Side::White,
        },
        Reason::Arbiter {
            words: "resigned".to_owned(),
        },
        Reason::Logged("both flags fell, White's first (FIDE 2009 Appendix A.4(d)(3))".to_owned()),
    ];
    // A reason added to the core breaks this match: add it above.
    let kind = |reason: &Reason| match reason {
        Reason::FlagFell { .. } => 0,
        Reason::BothFlagsFell { .. } => 1,
        Reason::FlagOrderUnknown { .. } => 2,
        Reason::DefaultTime { .. } => 3,
        Reason::IllegalMove { .. } => 4,
        Reason::RepetitionClaimUpheld { .. } => 5,
        Reason::DrawAgreed { .. } => 6,
        Reason::DrawClaimAccepted { .. } => 7,
        Reason::DrawClaimUnsupervised { .. } => 8,
        Reason::DeadPosition { .. } => 9,
        Reason::DraughtsAgreement => 10,
        Reason::DraughtsRegulation => 11,
        Reason::DraughtsTimeShortage { .. } => 12,
        Reason::Arbiter { .. } => 13,
        Reason::Logged(_) => 14,
    };
    let kinds: BTreeSet<usize> = reasons.iter().map(kind).collect();
    assert_eq!(kinds.len(), 15, "a reason of each kind");
    reasons
}

/// Runs `check` with each language installed in turn, from its real table, then English again.
fn in_every_language(check: impl Fn(Lang)) {
    for lang in Lang::ALL {
        super::install_table(lang);
        check(lang);
    }
    assert!(super::install_loaded(Lang::En));
}

/// One basis of each kind the core gives: each band counted alike and per side, time odds, each
/// undefined method for both and for one side, and the two PGN cases.
fn every_basis() -> Vec<flagfall_core::Basis> {
    use flagfall_core::{
        Article, Band, Basis, BySide, Category, Counted, Extra, Millis, Rulebook, Side, TimeCount,
        UndefinedMethod,
    };
    // A band or method added to the core breaks these matches: add it to the lists below.
    let band_kind = |band: Band| match band {
        Band::FideBlitz => 0,
        Band::FideRapid => 1,
        Band::Fide2009Blitz => 2,
        Band::Fide2009Rapid => 3,
        Band::FideStandard => 4,
        Band::FmjdTooFast => 5,
        Band::FmjdBlitz => 6,
        Band::FmjdRapidOrBlitz => 7,
        Band::FmjdRapid => 8,
        Band::FmjdStandard => 9,
    };
    let method_kind = |method: UndefinedMethod| match method {
        UndefinedMethod::Hourglass => 0,
        UndefinedMethod::ByoYomi => 1,
        UndefinedMethod::Canadian => 2,
        UndefinedMethod::CountUp => 3,
    };
    let bands = [
        Band::FideBlitz,
        Band::FideRapid,
        Band::Fide2009Blitz,
        Band::Fide2009Rapid,
        Band::FideStandard,
        Band::FmjdTooFast,
        Band::FmjdBlitz,
        Band::FmjdRapidOrBlitz,
        Band::FmjdRapid,
        Band::FmjdStandard,
    ];
    let methods = [
        UndefinedMethod::Hourglass,
        UndefinedMethod::ByoYomi,
        UndefinedMethod::Canadian,
        UndefinedMethod::CountUp,
    ];
    assert_eq!(bands.map(band_kind), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert_eq!(methods.map(method_kind), [0, 1, 2, 3]);
    let three_two = TimeCount {
        times: vec![Millis::from_mins(3)],
        extras: vec![Extra {
            moves: 60,
            each: Millis::from_secs(2),
            delay: false,
        }],
    };
    let mixed = TimeCount {
        times: vec![Millis::from_mins(5), Millis::from_mins(2)],
        extras: vec![
            Extra {
                moves: 30,
                each: Millis::from_secs(10),
                delay: false,
            },
            Extra {
                moves: 30,
                each: Millis::from_secs(5),
                delay: true,
            },
        ],
    };
    let mut bases = Vec::new();
    for band in bands {
        bases.push(Basis::Counted {
            article: Article::laws(Rulebook::Fide2023, "B.1"),
            counted: Counted::Same(three_two.clone()),
            band,
        });
        bases.push(Basis::Counted {
            article: Article::laws(Rulebook::Fmjd, "Art. 1"),
            counted: Counted::PerSide(BySide::new(three_two.clone(), mixed.clone())),
            band,
        });
    }
    for method in methods {
        for side in [None, Some(Side::Black)] {
            bases.push(Basis::UndefinedMethod {
                articles: Article::laws(Rulebook::Fide2009, "Appendix A.1/B.1"),
                method,
                side,
            });
        }
    }
    bases.push(Basis::TimeOdds {
        articles: Article::laws(Rulebook::Fide2023, "A.1/B.1"),
        totals: BySide::new(
            (Millis::from_mins(15), Category::Rapid),
            (Millis(450_000), Category::Blitz),
        ),
    });
    bases.extend([Basis::Unknown, Basis::Untimed]);
    bases
}

/// Whether `text` reads whole: every hole filled, none left as `{name}` (a quoted log's JSON has
/// braces of its own).
fn whole(text: &str) -> bool {
    holes(text)
        .0
        .iter()
        .all(|hole| !hole.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
}

#[test]
fn every_reason_and_category_basis_reads_whole_in_every_language() {
    use crate::i18n::basis_words::basis_text;
    use crate::i18n::Worded;
    in_every_language(|lang| {
        for reason in every_reason() {
            let text = reason.worded();
            assert!(whole(&text), "{} {text}", lang.code());
        }
        for basis in every_basis() {
            let text = basis_text(&basis);
            assert!(whole(&text), "{} {text}", lang.code());
        }
    });
}

/// One of each error the game gives, by kind: every [`GameError`](flagfall_core::GameError), every
/// [`ClockError`](flagfall_core::ClockError), every
/// [`RuleRefusal`](flagfall_core::RuleRefusal) with every [`Rule`](flagfall_core::Rule), and
/// every [`NoPenalty`](flagfall_core::NoPenalty).
fn every_game_error() -> Vec<flagfall_core::GameError> {
    use flagfall_core::{
        Article, Category, ClockError, GameError, Instant, Millis, NoPenalty, Rule, RuleRefusal,
        Rulebook, Side,
    };
    let iii = |number| Article::guidelines(Rulebook::Fide2023, number);
    let clock = [
        ClockError::NotStarted,
        ClockError::AlreadyStarted,
        ClockError::Paused,
        ClockError::NotPaused,
        ClockError::Stopped,
        ClockError::TimeWentBackwards {
            at: Instant(1_000),
            last: Instant(2_500),
        },
        ClockError::Flagged(Side::White),
        ClockError::NothingToUndo,
        ClockError::NegativeTime(Side::Black),
        ClockError::FlagUp(Side::White),
        ClockError::NoSuchPeriod {
            side: Side::Black,
            index: 2,
        },
        ClockError::NothingToReinstate,
        ClockError::NotStopped,
        ClockError::TimeOverflow(Side::White),
    ];
    let rules = [
        Rule::QuickplayFinish,
        Rule::EXTRA_FIVE,
        Rule::REPETITION_PENALTY,
        Rule::DRAW_AGREEMENT_WITHOUT_MATERIAL,
        Rule::POSITION_CHECK,
        Rule::DEAD_POSITION,
        Rule::DRAUGHTS_DRAW,
    ];
    let mut refusals: Vec<RuleRefusal> = rules
        .into_iter()
        .map(|rule| RuleRefusal::WrongRulebook {
            rulebook: Rulebook::Fmjd,
            rule,
        })
        .collect();
    refusals.extend([
        RuleRefusal::NotAnnounced {
            article: iii("III.2.1"),
        },
        RuleRefusal::NotForBlitz {
            article: iii("III.2.2"),
        },
        RuleRefusal::NotStandardOrRapid {
            article: iii("III.2.2"),
            category: Category::RapidOrBlitz,
        },
        RuleRefusal::HasIncrement {
            article: iii("III.2.2"),
        },
        RuleRefusal::NotFinalPeriod {
            article: iii("III.1"),
        },
        RuleRefusal::AlreadyGranted {
            article: iii("III.4"),
        },
        RuleRefusal::FlagFallen {
            article: iii("III.4"),
        },
        RuleRefusal::NotUnderTwoMinutes {
            article: iii("III.4"),
            remaining: Millis(125_300),
        },
        RuleRefusal::TooManyPiecesForDrawAgreement {
            side: Side::Black,
            pieces: 12,
        },
        RuleRefusal::MoreThanOneMinute {
            remaining: Millis(61_000),
        },
        RuleRefusal::TooManyPiecesForTimeShortage { pieces: 9 },
        RuleRefusal::NotRegulationDraw,
        RuleRefusal::FischerInUse,
        RuleRefusal::OrderShownByClock {
            because: Box::new(RuleRefusal::NotForBlitz {
                article: iii("III.2.2"),
            }),
            article: Article::laws(Rulebook::Fide2023, "6.10.1"),
        },
        RuleRefusal::BeforeFirstMoves {
            article: Article::laws(Rulebook::Fide2023, "5.2.3"),
        },
        RuleRefusal::NotRapidOrBlitz {
            article: Article::laws(Rulebook::Fmjd, "Art. 9"),
            category: Category::Standard,
        },
        RuleRefusal::UsChessOnly {
            article: Article::laws(Rulebook::UsChess, "13C11"),
        },
        RuleRefusal::SuddenDeath {
            article: Article::laws(Rulebook::UsChess, "13C"),
        },
        RuleRefusal::NoFurtherTimeClaims {
            article: Article::laws(Rulebook::UsChess, "13C11"),
        },
        RuleRefusal::BothFlagsDown {
            article: Article::laws(Rulebook::UsChess, "16T"),
        },
        RuleRefusal::TimePressure {
            article: Article::laws(Rulebook::UsChess, "11D1"),
        },
        RuleRefusal::IlcNotInForce {
            article: Article::laws(Rulebook::UsChess, "14H"),
        },
        RuleRefusal::TakesMoreThanAMinute {
            article: Article::laws(Rulebook::UsChess, "14H2d"),
            taken: Millis(61_000),
        },
        RuleRefusal::MoreThanTwoMinutes {
            article: Article::laws(Rulebook::UsChess, "14H1"),
            remaining: Millis(121_000),
        },
    ]);
    let mut errors: Vec<GameError> = clock.into_iter().map(GameError::Clock).collect();
    errors.extend(refusals.into_iter().map(GameError::Refused));
    errors.extend(
        [
            NoPenalty::NotCounted,
            NoPenalty::RapidOrBlitz {
                rulebook: Rulebook::Fmjd,
            },
            NoPenalty::Draughts,
        ]
        .map(GameError::NotApplicable),
    );
    errors.extend([
        GameError::NoMoveYet(Side::Black),
        GameError::TooLate {
            side: Side::White,
            article: Article::laws(Rulebook::Fide2023, "A.5.2"),
        },
        GameError::SettingsLocked {
            article: Article::laws(Rulebook::Fide2023, "A.5.1.1"),
        },
        GameError::NoFlag,
        GameError::NotBothFlags,
        GameError::Over,
        GameError::NoDrawOffer,
        GameError::AlreadyArrived(Side::White),
        GameError::NoRulingToUndo,
        GameError::NotDecidedByClock,
        GameError::NoFlagToConfirm,
        GameError::NothingCharged,
        GameError::NoChargeToReturn,
        GameError::FlagNotFromCharge {
            side: Side::White,
            short: Millis(30_000),
        },
        GameError::TooLong {
            length: 1_001,
            limit: 1_000,
        },
    ]);
    // A variant added to the core breaks these matches: add it to the lists above.
    let kind = |error: &GameError| match error {
        GameError::Clock(error) => match error {
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
            ClockError::TimeOverflow(_) => 53,
        },
        GameError::Refused(refusal) => match refusal {
            RuleRefusal::WrongRulebook { rule, .. } => match rule {
                Rule::QuickplayFinish => 13,
                Rule::ExtraFive { .. } => 14,
                Rule::RepetitionPenalty { .. } => 15,
                Rule::DrawAgreementWithoutMaterial { .. } => 16,
                Rule::PositionCheck { .. } => 17,
                Rule::DeadPosition { .. } => 18,
                Rule::DraughtsDraw { .. } => 19,
            },
            RuleRefusal::NotAnnounced { .. } => 20,
            RuleRefusal::NotForBlitz { .. } => 21,
            RuleRefusal::NotStandardOrRapid { .. } => 22,
            RuleRefusal::HasIncrement { .. } => 23,
            RuleRefusal::NotFinalPeriod { .. } => 24,
            RuleRefusal::AlreadyGranted { .. } => 25,
            RuleRefusal::FlagFallen { .. } => 26,
            RuleRefusal::NotUnderTwoMinutes { .. } => 27,
            RuleRefusal::TooManyPiecesForDrawAgreement { .. } => 28,
            RuleRefusal::MoreThanOneMinute { .. } => 29,
            RuleRefusal::TooManyPiecesForTimeShortage { .. } => 30,
            RuleRefusal::NotRegulationDraw => 31,
            RuleRefusal::FischerInUse => 32,
            RuleRefusal::OrderShownByClock { .. } => 33,
            RuleRefusal::BeforeFirstMoves { .. } => 34,
            RuleRefusal::NotRapidOrBlitz { .. } => 35,
            RuleRefusal::UsChessOnly { .. } => 55,
            RuleRefusal::SuddenDeath { .. } => 56,
            RuleRefusal::NoFurtherTimeClaims { .. } => 57,
            RuleRefusal::TimePressure { .. } => 58,
            RuleRefusal::IlcNotInForce { .. } => 59,
            RuleRefusal::TakesMoreThanAMinute { .. } => 60,
            RuleRefusal::MoreThanTwoMinutes { .. } => 61,
            RuleRefusal::BothFlagsDown { .. } => 62,
        },
        GameError::NotApplicable(no_penalty) => match no_penalty {
            NoPenalty::NotCounted => 36,
            NoPenalty::RapidOrBlitz { .. } => 37,
            NoPenalty::Draughts => 38,
        },
        GameError::NoMoveYet(_) => 39,
        GameError::TooLate { .. } => 40,
        GameError::SettingsLocked { .. } => 41,
        GameError::NoFlag => 42,
        GameError::NotBothFlags => 43,
        GameError::Over => 44,
        GameError::NoDrawOffer => 45,
        GameError::AlreadyArrived(_) => 46,
        GameError::NoRulingToUndo => 47,
        GameError::NotDecidedByClock => 48,
        GameError::NothingCharged => 49,
        GameError::NoChargeToReturn => 50,
        GameError::FlagNotFromCharge { .. } => 51,
        GameError::TooLong { .. } => 52,
        GameError::NoFlagToConfirm => 54,
    };
    let kinds: BTreeSet<usize> = errors.iter().map(kind).collect();
    assert_eq!(kinds, (0..63).collect(), "an error of each kind");
    errors
}

/// One of each error a control or a log gives, by kind, and an unknown rulebook.
fn every_control_and_log_error() -> Vec<Box<dyn crate::i18n::Worded>> {
    use flagfall_core::{
        ChainBreak, ControlError, Divergence, GameError, Incident, Instant, JsonError, JsonProblem,
        JsonSyntax, LinkError, LogError, Side, UnknownRulebook,
    };
    let (side, index) = (Side::Black, 1);
    let controls = [
        ControlError::NoPeriods(side),
        ControlError::ZeroMoves { side, index },
        ControlError::PeriodAfterGame { side, index },
        ControlError::TimeoutWithoutNext(side),
        ControlError::BadDuration { side, index },
        ControlError::BadOvertime { side, index },
        ControlError::NoTime(side),
        ControlError::PeriodWithoutTime { side, index },
        ControlError::TooManyPeriods {
            side,
            count: 40,
            max: 32,
        },
    ];
    // A variant added to the core breaks these matches: add it to the lists here.
    let control_kind = |error: &ControlError| match error {
        ControlError::NoPeriods(_) => 0,
        ControlError::ZeroMoves { .. } => 1,
        ControlError::PeriodAfterGame { .. } => 2,
        ControlError::TimeoutWithoutNext(_) => 3,
        ControlError::BadDuration { .. } => 4,
        ControlError::BadOvertime { .. } => 5,
        ControlError::NoTime(_) => 6,
        ControlError::PeriodWithoutTime { .. } => 7,
        ControlError::TooManyPeriods { .. } => 8,
    };
    assert_eq!(
        controls.each_ref().map(control_kind),
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
    );
    let started = Incident {
        at: Instant(0),
        event: flagfall_core::Event::Started,
    };
    let logs = [
        LogError::Malformed(JsonError {
            path: String::new(),
            problem: JsonProblem::Syntax {
                syntax: JsonSyntax::ExpectedValue,
                line: 1,
                column: 1,
            },
        }),
        LogError::UnsupportedVersion(7),
        LogError::Altered(ChainBreak::Opening),
        LogError::Altered(ChainBreak::Incident(4)),
        LogError::Altered(ChainBreak::Digest),
        LogError::Malformed(JsonError {
            path: "incidents[2].hash".to_owned(),
            problem: JsonProblem::Expected(flagfall_core::JsonExpected::Hash),
        }),
        LogError::Malformed(JsonError {
            path: "log".to_owned(),
            problem: JsonProblem::Altered(ChainBreak::Incident(0)),
        }),
        LogError::Diverged {
            index: 2,
            divergence: Divergence::Refused(GameError::Over),
        },
        LogError::Diverged {
            index: 0,
            divergence: Divergence::Differs {
                logged: Some(Box::new(started)),
                replayed: None,
            },
        },
    ];
    let log_kind = |error: &LogError| match error {
        LogError::Malformed(_) => 0,
        LogError::UnsupportedVersion(_) => 1,
        LogError::Altered(ChainBreak::Opening) => 4,
        LogError::Altered(ChainBreak::Incident(_)) => 5,
        LogError::Altered(ChainBreak::Digest) => 6,
        LogError::Diverged {
            divergence: Divergence::Refused(_),
            ..
        } => 2,
        LogError::Diverged {
            divergence: Divergence::Differs { .. },
            ..
        } => 3,
    };
    assert_eq!(logs.each_ref().map(log_kind), [0, 1, 4, 5, 6, 0, 0, 2, 3]);
    let mut errors: Vec<Box<dyn crate::i18n::Worded>> = Vec::new();
    errors.extend(controls.map(|e| Box::new(e) as Box<dyn crate::i18n::Worded>));
    errors.extend(logs.map(|e| Box::new(e) as Box<dyn crate::i18n::Worded>));
    errors.push(Box::new(UnknownRulebook("fide-2014".to_owned())));
    let huge = "1/40, ".repeat(20);
    let links = [
        LinkError::BrokenEscape {
            at: format!("%Z{huge}"),
        },
        LinkError::NotUtf8,
        LinkError::UnknownRulebook(UnknownRulebook("uscf".to_owned())),
        LinkError::NoClockControl { text: huge.clone() },
        LinkError::Unreadable {
            text: huge.clone(),
            error: flagfall_core::parse_human(&huge).unwrap_err(),
        },
    ];
    let link_kind = |error: &LinkError| match error {
        LinkError::BrokenEscape { .. } => 0,
        LinkError::NotUtf8 => 1,
        LinkError::UnknownRulebook(_) => 2,
        LinkError::NoClockControl { .. } => 3,
        LinkError::Unreadable { .. } => 4,
    };
    assert_eq!(links.each_ref().map(link_kind), [0, 1, 2, 3, 4]);
    errors.extend(links.map(|e| Box::new(e) as Box<dyn crate::i18n::Worded>));
    errors
}

#[test]
fn every_refusal_reads_whole_in_every_language() {
    use crate::i18n::Worded;
    in_every_language(|lang| {
        for error in every_game_error() {
            let text = error.worded();
            assert!(whole(&text), "{} {text}", lang.code());
        }
        for error in every_control_and_log_error() {
            let text = error.worded();
            assert!(whole(&text), "{} {text}", lang.code());
        }
    });
}
