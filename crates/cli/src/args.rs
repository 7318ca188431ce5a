//! The options shared by the commands, and the control given on the command line.

use flagfall_core::{
    parse_human_under, parse_json, parse_pgn, GameDetails, Millis, PgnTimeControl, ReadingNote,
    Rulebook, Timer,
};

/// Options and the remaining positional arguments.
pub struct Parsed {
    pub pgn: bool,
    pub rulebook: Rulebook,
    pub guidelines_iii: bool,
    pub supervised: bool,
    pub run_on: bool,
    /// The game is an Armageddon: a draw is a win for Black.
    pub armageddon: bool,
    /// US Chess 5F: the clock used, where not the standard one.
    pub timer: Timer,
    /// US Chess Variation 14H is in force.
    pub ilc: bool,
    /// The event's default time (FIDE 6.7.1).
    pub default_time: Option<Millis>,
    pub export_log: Option<String>,
    /// The game's details for the exported log, as its JSON writes them.
    pub details: GameDetails,
    /// How long the position search may take.
    pub budget_ms: Option<u64>,
    pub positional: Vec<String>,
}

/// Splits `args` into known options and positionals; an unknown option is an error. Options are
/// accepted anywhere, and `--` ends them.
pub fn parse(args: &[String], allowed: &[&str]) -> Result<Parsed, String> {
    let mut parsed = Parsed {
        pgn: false,
        rulebook: Rulebook::default(),
        guidelines_iii: false,
        supervised: false,
        run_on: false,
        armageddon: false,
        timer: Timer::Standard,
        ilc: false,
        default_time: None,
        export_log: None,
        details: GameDetails::default(),
        budget_ms: None,
        positional: Vec::new(),
    };
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let name = arg.split('=').next().unwrap_or(arg);
        if arg == "--" {
            parsed.positional.extend(rest.by_ref().cloned());
            break;
        }
        if !arg.starts_with("--") {
            parsed.positional.push(arg.clone());
            continue;
        }
        if !allowed.contains(&name) {
            return Err(format!("unknown option {arg:?}"));
        }
        let mut value = |what: &str| -> Result<String, String> {
            match arg.split_once('=') {
                Some((_, value)) => Ok(value.to_owned()),
                None => rest
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs {what}")),
            }
        };
        match name {
            "--pgn" => parsed.pgn = true,
            "--rules" => {
                let text = value("a rulebook")?;
                parsed.rulebook = text.parse().map_err(|e| format!("{e}"))?;
            }
            "--guidelines-iii" => parsed.guidelines_iii = true,
            "--supervised" => parsed.supervised = true,
            "--run-on" => parsed.run_on = true,
            "--armageddon" => parsed.armageddon = true,
            "--ilc" => parsed.ilc = true,
            "--timer" => parsed.timer = timer(&value("delay, delay:MAX or plain")?)?,
            "--default-time" => {
                let text = value("a time in seconds")?;
                let seconds =
                    crate::events::seconds(&text).map_err(|e| format!("--default-time: {e}"))?;
                parsed.default_time = Some(seconds);
            }
            "--export-log" => parsed.export_log = Some(value("a file name")?),
            "--details" => {
                let text = value("the game's details as JSON")?;
                parsed.details = parse_json(&text).map_err(|e| format!("--details: {e}"))?;
            }
            "--budget-ms" => {
                let text = value("a number of milliseconds")?;
                // Digits only: `u64::from_str` would also take a sign.
                let budget = Some(&text)
                    .filter(|text| text.bytes().all(|byte| byte.is_ascii_digit()))
                    .and_then(|text| text.parse().ok())
                    .ok_or_else(|| {
                        format!("--budget-ms: {text:?} is not a whole number of milliseconds")
                    })?;
                parsed.budget_ms = Some(budget);
            }
            _ => unreachable!("every allowed option is handled"),
        }
    }
    if !parsed.timer.is_standard() && parsed.rulebook != Rulebook::UsChess {
        return Err("--timer sets a clock as US Chess 5F says: give --rules uschess".to_owned());
    }
    if parsed.ilc && parsed.rulebook != Rulebook::UsChess {
        return Err(
            "--ilc puts US Chess's Variation 14H in force: give --rules uschess".to_owned(),
        );
    }
    Ok(parsed)
}

/// `--timer`'s value: `delay`, `delay:MAX` (MAX in whole seconds) or `plain`.
fn timer(text: &str) -> Result<Timer, String> {
    match text.split_once(':') {
        None if text == "delay" => Ok(Timer::Delay { max: None }),
        None if text == "plain" => Ok(Timer::Plain),
        Some(("delay", max)) if !max.is_empty() && max.bytes().all(|b| b.is_ascii_digit()) => {
            let max = max.parse::<i64>().ok().filter(|&secs| secs <= 3600);
            max.map(|secs| Timer::Delay {
                max: Some(Millis::from_secs(secs)),
            })
            .ok_or_else(|| format!("--timer: the delay {text:?} is more than an hour"))
        }
        _ => Err(format!(
            "--timer: {text:?} is not delay, delay:MAX (whole seconds) or plain"
        )),
    }
}

/// The control in `text`, in PGN or human notation (as `rulebook` reads it: US Chess 5E2 gives a
/// control written without delay its recommended one), with what should be said about how human
/// notation was read (`40/90` is 40 minutes for 90 moves).
pub fn control(
    text: &str,
    pgn: bool,
    rulebook: Rulebook,
) -> Result<(PgnTimeControl, Vec<ReadingNote>), String> {
    if pgn {
        parse_pgn(text)
            .map(|control| (control, Vec::new()))
            .map_err(|e| format!("bad PGN TimeControl {text:?}: {e}"))
    } else {
        parse_human_under(text, rulebook)
            .map(|(control, notes)| (PgnTimeControl::Timed(control), notes))
            .map_err(|e| format!("bad time control {text:?}: {e}"))
    }
}
