//! `flagfall`: the command line over flagfall-core.
//!
//! ```text
//! flagfall control [--pgn] [--rules RULEBOOK] NOTATION
//! flagfall simulate [--pgn] [--rules RULEBOOK] [--guidelines-iii] [--supervised] [--run-on]
//!                   [--export-log FILE] CONTROL EVENT...
//! flagfall replay LOG.json
//! ```
//!
//! Output is JSON on stdout. Any bad input exits with status 2, a message on stderr and nothing on
//! stdout.

mod args;
mod control;
mod events;
mod output;
mod replay;
mod simulate;

use std::process::ExitCode;

const USAGE: &str = "usage:
  flagfall control [--pgn] [--rules RULEBOOK] NOTATION
  flagfall simulate [--pgn] [--rules RULEBOOK] [--guidelines-iii] [--supervised] [--run-on] [--export-log FILE] CONTROL EVENT...
  flagfall replay LOG.json
RULEBOOK: fide-2023 (default), fide-2018, fide-2009, fmjd
EVENT: NAME@SECONDS with NAME one of start, press, pause, resume, undo, state, extra5,
  add:SIDE:+S, add:SIDE:-S, illegal:SIDE, illegal:SIDE:cannot-mate,
  claim:accept, claim:reject, claim:postpone, claim:postpone+2, claim:unsupervised,
  claim-time, claim-time:cannot-mate (a win-on-time claim, and whether the claimant can checkmate),
  order-unknown (both flags fallen, the order cannot be established: Guidelines III.3.1),
  draw:agreement:W:B, draw:regulation:W:B, draw:shortage:SIDE:upheld|rejected:W:B
    (FMJD Arts 5, 8, 9; W and B are each side's material as MEN/KINGS),
  end:RESULT (1-0, 0-1, 1/2-1/2 or pending)
press, pause and resume on a clock stopped by a flag or a result do nothing, as on a hardware clock.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        Some("control") => control::run(&args[1..]),
        Some("simulate") => simulate::run(&args[1..]),
        Some("replay") => replay::run(&args[1..]),
        Some("--help" | "-h" | "help") => Ok(format!("{USAGE}\n")),
        Some(other) => Err(format!("unknown command {other:?}\n{USAGE}")),
        None => Err(USAGE.to_owned()),
    };
    match outcome {
        Ok(stdout) => {
            print!("{stdout}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("flagfall: {message}");
            ExitCode::from(2)
        }
    }
}
