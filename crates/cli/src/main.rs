//! `flagfall`: the command line over flagfall-core.
//!
//! ```text
//! flagfall control [--pgn] [--rules RULEBOOK] NOTATION
//! flagfall simulate [--pgn] [--rules RULEBOOK] [--guidelines-iii] [--supervised] [--run-on]
//!                   [--armageddon] [--timer delay[:MAX]|plain] [--ilc] [--default-time SECONDS]
//!                   [--export-log FILE] [--details JSON] CONTROL EVENT...
//! flagfall replay LOG.json
//! flagfall hall-messages HALL BOARD LOG.json
//! flagfall position [--budget-ms N] FEN
//! ```
//!
//! Output is JSON on stdout. Any bad input exits with status 2, a message on stderr and nothing on
//! stdout.

mod args;
mod control;
mod events;
mod hall_messages;
mod output;
// The search is bounded by a thread and the clock, which wasm32-unknown-unknown lacks.
#[cfg(not(target_arch = "wasm32"))]
mod position;
mod replay;
mod simulate;

use std::process::ExitCode;

/// The help text; the position search's default budget comes from the crate that sets it.
fn usage() -> String {
    format!(
        "usage:
  flagfall control [--pgn] [--rules RULEBOOK] NOTATION
  flagfall simulate [--pgn] [--rules RULEBOOK] [--guidelines-iii] [--supervised] [--run-on] [--armageddon] [--timer delay[:MAX]|plain] [--ilc] [--default-time SECONDS] [--export-log FILE] [--details JSON] CONTROL EVENT...
  flagfall replay LOG.json
  flagfall hall-messages HALL BOARD LOG.json
  flagfall position [--budget-ms N] FEN
RULEBOOK: fide-2023 (default), fide-2018, fide-2009, fmjd, uschess
--armageddon: a draw is a win for Black; each state line says the \"winner\".
--timer (uschess, 5F): the clock used is a delay clock (an increment becomes a delay of at most MAX
  seconds) or a plain clock (base times only). Under uschess a control written with no delay gets
  5E2's recommended one (;d0 for none). --ilc (uschess): Variation 14H is in force.
EVENT: NAME@SECONDS with NAME one of start, press, pause, resume, undo, state, extra5,
  add:SIDE:+S, add:SIDE:-S,
  illegal:SIDE, illegal:SIDE:cannot-mate (taken back, the offender to move again, when SIDE made the last press),
    each optionally ending in :FEN, the position the answer rests on, searched and logged with the ruling,
  control:NOTATION, control!:NOTATION (another control in human notation; ! overrides the settings lock),
  claim:accept, claim:reject, claim:postpone, claim:postpone+2, claim:unsupervised (Guidelines III.5, III.6),
  claim-draw:SIDE:upheld|rejected (a repetition or fifty-move claim, Art. 9.5),
  offer:SIDE, agree (a draw offer, Art. 9.1.2, and its acceptance),
  arrive:SIDE (at the board, with --default-time; a press marks it too),
  claim-time, claim-time:cannot-mate (a win-on-time claim, and whether the claimant can checkmate),
    each optionally ending in :FEN as illegal's,
  dead-position, dead-position:FEN (drawn: neither player can checkmate, FIDE 5.2.2),
  order-unknown (both flags fallen, the order cannot be established: Guidelines III.3.1),
  draw:agreement:W:B, draw:regulation:W:B, draw:shortage:SIDE:upheld|rejected:W:B
    (FMJD Arts 5, 8, 9; W and B are each side's material as MEN/KINGS),
  undo-ruling (the arbiter's last ruling taken back), reopen (a game the clock decided),
  unwatched:FROM:SPAN (from FROM seconds the page could not watch; SPAN seconds of that were charged
    to the running clock, a sleep or the wall clock set forward), return-charge (the arbiter gives it back),
  end:RESULT (1-0, 0-1, 1/2-1/2 or pending),
  under uschess: claim-time:no-score (13C11: the flagged side +2:00, no further claim in that control),
  illegal:SIDE:td (11H: the director corrects it, no time change), ilc:draw, ilc:reject[:S],
  ilc:postpone, ilc:delay[:S] (Variation 14H, with --ilc)
press, pause and resume on a clock stopped by a flag or a result do nothing, as on a hardware clock.
Under fide-2009 without --supervised a fallen flag in rapid and blitz decides nothing until claim-time;
under uschess no flag does (13C1): claim-time wins, draws by 14E's lists (cannot-mate), or with both
flags down draws in sudden death, or play goes on in the next control (16T).
hall-messages: what board BOARD of hall HALL publishes of the game in LOG.json, in order, one JSON line
  per message: its subject (\"log\": the head and each incident, with its broker id; \"state\": the
  game for the spectators after each incident), the instant (ms) of the incident, its text.
position: whether each side can still checkmate (null: not decided within the budget, N milliseconds,
  default {}), with one mating line; the FEN as one argument or its fields as several.",
        flagfall_position::DEFAULT_BUDGET_MS
    )
}

fn main() -> ExitCode {
    match arguments().and_then(|args| run(&args)) {
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

/// The arguments after the command's name. Every one must be UTF-8: what the commands read is text,
/// and a file name in another encoding is refused too rather than guessed at.
fn arguments() -> Result<Vec<String>, String> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                format!(
                    "argument {} is not valid UTF-8: {:?}",
                    index + 1,
                    arg.to_string_lossy()
                )
            })
        })
        .collect()
}

fn run(args: &[String]) -> Result<String, String> {
    match args.first().map(String::as_str) {
        Some("control") => control::run(&args[1..]),
        Some("simulate") => simulate::run(&args[1..]),
        Some("replay") => replay::run(&args[1..]),
        Some("hall-messages") => hall_messages::run(&args[1..]),
        #[cfg(not(target_arch = "wasm32"))]
        Some("position") => position::run(&args[1..]),
        Some("--help" | "-h" | "help") => Ok(format!("{}\n", usage())),
        Some(other) => Err(format!("unknown command {other:?}\n{}", usage())),
        None => Err(usage()),
    }
}
