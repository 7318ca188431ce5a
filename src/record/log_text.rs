//! The incident log as people read it: each incident's wall-clock time, game time and a sentence with
//! the values before and after. Pure; the log view, the CSV and the report all print these rows.

use crate::i18n::article_words::article_text;
use crate::i18n::player_words::player;
use crate::i18n::{game_time_text, t, tf, tn, Worded};
use crate::model::saved::SavedGame;
use crate::model::wall_clock::WallClock;
use core::ops::Range;
use flagfall_core::{
    format_game_time, format_seconds, moves_before, to_human, BySide, ClaimDecision, Correction,
    DraughtsDraw, DraughtsMaterial, Event, ExtraFive, GameResult, GameSettings, IlcDecision,
    Incident, MateFinding, Millis, Outcome, RuledPosition, Side, Standing, TimeControl,
};
use flagfall_page::without_direction_controls;

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRow {
    /// The incident's number, from 1 (as "incident 12 does not replay" counts).
    pub number: usize,
    pub wall: WallClock,
    /// Time since the start, to the millisecond (empty before the start), in machine format: a view
    /// shows it through `time`.
    pub game_time: String,
    /// The move it came at, as a score sheet numbers it: "12." while White's twelfth move is to
    /// come, "12…" while Black's is (the moves the record keeps, [`moves_before`]).
    pub at_move: String,
    pub text: String,
}

/// The rows of `game`'s log, wall-clock times in a zone `offset` minutes east of UTC.
pub fn log_rows(game: &SavedGame, offset: i32) -> Vec<LogRow> {
    log_rows_in(game, offset, 0..game.log.incidents.len())
}

/// The rows of the incidents at `indices` (from 0) of `game`'s log, and only those: a view of a long
/// log formats the rows it shows. Indices past the log's end give no row.
pub fn log_rows_in(game: &SavedGame, offset: i32, indices: Range<usize>) -> Vec<LogRow> {
    let incidents = &game.log.incidents;
    let start = game.log.started_at();
    let end = indices.end.min(incidents.len());
    let first = indices.start.min(end);
    let places = moves_before(incidents);
    incidents[first..end]
        .iter()
        .zip(first + 1..)
        .zip(&places[first..end])
        .map(|((incident, number), &place)| LogRow {
            number,
            wall: WallClock::at(incident.at, offset),
            game_time: start
                .filter(|&s| incident.at >= s)
                .map(|s| format_game_time(incident.at.since(s)))
                .unwrap_or_default(),
            at_move: move_label(place),
            text: describe(incident, &game.names(), game.log.settings),
        })
        .collect()
}

/// The move to come after `made` moves, as a score sheet numbers it: "1." for White's first, "1…"
/// for Black's.
fn move_label(made: usize) -> String {
    let number = made / 2 + 1;
    if made.is_multiple_of(2) {
        format!("{number}.")
    } else {
        format!("{number}…")
    }
}

/// One sentence for an incident in a game under `settings` (whose rulebook scores its results).
pub fn describe(incident: &Incident, names: &BySide<String>, settings: GameSettings) -> String {
    let who = |side: Side| player(side, names);
    match &incident.event {
        Event::Started => t("Game started; White's clock runs").to_owned(),
        Event::Pressed { side, used, after } => pressed_text(&who(*side), *used, *after),
        Event::Paused { side } => tf("Clock paused, {who} to move", &[("who", &who(*side))]),
        Event::Resumed { side } => tf("Clock resumed, {who} to move", &[("who", &who(*side))]),
        Event::TimeCorrected { correction } => tf(
            "Time corrected: {correction}",
            &[("correction", &correction_text(correction, names))],
        ),
        Event::MovesCorrected {
            side,
            before,
            after,
        } => counter_corrected_text(
            t("{who}'s move count corrected: {before} → {after}"),
            &who(*side),
            (before.to_string(), after.to_string()),
        ),
        Event::PeriodCorrected {
            side,
            before,
            after,
        } => counter_corrected_text(
            t("{who} put in period {after} (was {before})"),
            &who(*side),
            ((before + 1).to_string(), (after + 1).to_string()),
        ),
        Event::ControlChanged {
            control,
            overridden,
        } => control_changed_text(control, *overridden),
        Event::Undone { side, .. } => tf(
            "Last move taken back, {who} to move",
            &[("who", &who(*side))],
        ),
        Event::IllegalMove {
            side,
            nth,
            opponent_cannot_mate,
            bonus,
            reinstated,
            position,
        } => illegal_move_text(
            (*side, *nth, *opponent_cannot_mate),
            bonus.as_ref(),
            reinstated.as_ref(),
            position.as_ref(),
            names,
        ),
        Event::ExtraFive { requester, bonus } => extra_five_text(*requester, bonus, names),
        Event::DrawClaim {
            claimant,
            decision,
            bonus,
        } => draw_claim_text(*claimant, *decision, bonus.as_ref(), names),
        Event::WinOnTimeClaim {
            claimant,
            claimant_can_checkmate,
            position,
        } => win_on_time_claim_text(*claimant, *claimant_can_checkmate, position.as_ref(), names),
        Event::WrongPin => t("A wrong PIN was entered for the arbiter's panel").to_owned(),
        Event::HallLeft { hall, board } => tf(
            "This clock left hall {hall}, where it was board {board}",
            &[("hall", hall), ("board", &board.to_string())],
        ),
        Event::BothFlagsPlayOn { continued } => tf(
            "Both flags are down in a control that is not sudden death: no win on time, play goes on in the next control (US Chess 16T): {white}, {black}",
            &[
                ("white", &standing_side(Side::White, continued[Side::White], names)),
                ("black", &standing_side(Side::Black, continued[Side::Black], names)),
            ],
        ),
        Event::TimeClaimWithoutScoresheet { claimant, bonus } => tf(
            "Time claim by {who} fails: the scoresheet is not reasonably complete (US Chess 13C11); {correction}, no further time claim in this control",
            &[
                ("who", &who(*claimant)),
                ("correction", &correction_text(bonus, names)),
            ],
        ),
        Event::IllegalMoveCorrected { side, reinstated } => tf(
            "The director corrects {who}'s illegal move (US Chess 11H): the position before it reinstated, {correction}, no penalty",
            &[
                ("who", &who(*side)),
                ("correction", &correction_text(reinstated, names)),
            ],
        ),
        Event::IlcClaim {
            claimant,
            decision,
            correction,
        } => ilc_claim_text(*claimant, *decision, correction.as_ref(), names),
        Event::FlagConfirmed {
            claimant,
            claimant_can_checkmate: true,
        } => tf(
            "At the board, the players answer that {who} can checkmate",
            &[("who", &who(*claimant))],
        ),
        Event::FlagConfirmed {
            claimant,
            claimant_can_checkmate: false,
        } => tf(
            "At the board, the players answer that {who} cannot checkmate",
            &[("who", &who(*claimant))],
        ),
        Event::DeadPosition { position } => with_position(
            t("The arbiter rules the position dead: neither player can checkmate").to_owned(),
            position.as_ref(),
            names,
        ),
        Event::FlagOrderUnknown { .. } => {
            t("The arbiter rules that the order of the flags cannot be established").to_owned()
        }
        Event::DraughtsDraw { draw, material } => draughts_draw_text(draw, material, names),
        // The arbiter's own words, as typed.
        Event::Ended { result, reason, .. } => tf(
            "Game ended by the arbiter: {result}, {reason}",
            &[
                ("result", &result_text(*result, settings)),
                ("reason", &without_direction_controls(reason)),
            ],
        ),
        Event::Note { text } => tf(
            "Note: {text}",
            &[("text", &without_direction_controls(text))],
        ),
        Event::DrawClaimRuled {
            claimant,
            upheld,
            bonus,
            penalty,
        } => draw_claim_ruled_text(*claimant, *upheld, (bonus, penalty), names),
        Event::DrawOffered { side } => {
            tf("{who} offered a draw (=)", &[("who", &who(*side))])
        }
        Event::DrawAgreed { offered_by } => tf(
            "Draw agreed on the offer by {who}",
            &[("who", &who(*offered_by))],
        ),
        Event::Arrived { side } => tf("{who} arrived at the board", &[("who", &who(*side))]),
        Event::RulingUndone { before, after } => tf(
            "Last ruling undone: {before} → {after}",
            &[
                ("before", &standing_text(before, names, settings)),
                ("after", &standing_text(after, names, settings)),
            ],
        ),
        Event::Reopened { before, after } => tf(
            "Game reopened by the arbiter: {before} → {after}",
            &[
                ("before", &standing_text(before, names, settings)),
                ("after", &standing_text(after, names, settings)),
            ],
        ),
        Event::Unwatched { side, span, .. } => tf(
            "The page could not watch the clock for {span} (the device slept, or its clock was set forward): charged to {who}",
            &[("span", &game_time_text(*span)), ("who", &who(*side))],
        ),
        Event::ChargeReturned {
            side,
            given,
            before,
            after,
        } => charge_returned_text(*side, *given, (before, after), names, settings),
        Event::FlagFell { side } => tf("{who}'s flag fell", &[("who", &who(*side))]),
        Event::Decided { result, reason, .. } => tf(
            "Result {result}: {reason}",
            &[("result", &result_text(*result, settings)), ("reason", &reason.worded())],
        ),
    }
}

/// An illegal-move ruling: whose (`side`), its number and whether the opponent can still mate, the
/// opponent's bonus, the move taken back, and the position the answer rests on.
fn illegal_move_text(
    (side, nth, opponent_cannot_mate): (Side, u32, bool),
    bonus: Option<&Correction>,
    reinstated: Option<&Correction>,
    position: Option<&RuledPosition>,
    names: &BySide<String>,
) -> String {
    let named = player(side, names);
    let opponent = player(side.opponent(), names);
    let nth = nth.to_string();
    let correction = bonus
        .map(|bonus| correction_text(bonus, names))
        .unwrap_or_default();
    let values = [
        ("nth", nth.as_str()),
        ("who", named.as_str()),
        ("correction", correction.as_str()),
        ("opponent", opponent.as_str()),
    ];
    let ruling = match (bonus.is_some(), opponent_cannot_mate) {
        (false, false) => tf("Illegal move number {nth} by {who}", &values),
        (true, false) => tf("Illegal move number {nth} by {who}; {correction}", &values),
        (false, true) => tf(
            "Illegal move number {nth} by {who}; {opponent} cannot checkmate",
            &values,
        ),
        (true, true) => tf(
            "Illegal move number {nth} by {who}; {correction}; {opponent} cannot checkmate",
            &values,
        ),
    };
    let ruling = match reinstated {
        Some(reinstated) => tf(
            "{ruling}; the move taken back, {reinstated}",
            &[
                ("ruling", &ruling),
                ("reinstated", &correction_text(reinstated, names)),
            ],
        ),
        None => ruling,
    };
    with_position(ruling, position, names)
}

/// A Guidelines III.5/III.6 draw claim by `claimant`, its decision and the opponent's bonus.
fn draw_claim_text(
    claimant: Side,
    decision: ClaimDecision,
    bonus: Option<&Correction>,
    names: &BySide<String>,
) -> String {
    let named = player(claimant, names);
    let correction = bonus
        .map(|bonus| correction_text(bonus, names))
        .unwrap_or_default();
    let values = [("who", named.as_str()), ("correction", correction.as_str())];
    match (decision, bonus.is_some()) {
        (ClaimDecision::Accepted, false) => tf("Draw claim by {who} accepted", &values),
        (ClaimDecision::Accepted, true) => {
            tf("Draw claim by {who} accepted; {correction}", &values)
        }
        (ClaimDecision::Rejected, false) => tf("Draw claim by {who} rejected", &values),
        (ClaimDecision::Rejected, true) => {
            tf("Draw claim by {who} rejected; {correction}", &values)
        }
        (ClaimDecision::Postponed { .. }, false) => tf("Draw claim by {who} postponed", &values),
        (ClaimDecision::Postponed { .. }, true) => {
            tf("Draw claim by {who} postponed; {correction}", &values)
        }
        (ClaimDecision::Unsupervised, false) => tf(
            "Draw claim by {who} made without an arbiter (III.6)",
            &values,
        ),
        (ClaimDecision::Unsupervised, true) => tf(
            "Draw claim by {who} made without an arbiter (III.6); {correction}",
            &values,
        ),
    }
}

/// `claimant`'s claim of a win on time, the arbiter's answer and the position it rests on.
fn win_on_time_claim_text(
    claimant: Side,
    claimant_can_checkmate: bool,
    position: Option<&RuledPosition>,
    names: &BySide<String>,
) -> String {
    let named = player(claimant, names);
    let values = [("who", named.as_str())];
    let ruling = if claimant_can_checkmate {
        tf(
            "{who} claims a win on time; the arbiter finds the claimant can checkmate",
            &values,
        )
    } else {
        tf(
            "{who} claims a win on time; the arbiter finds the claimant cannot checkmate",
            &values,
        )
    };
    with_position(ruling, position, names)
}

/// An FMJD draw ruling and the material it rests on.
fn draughts_draw_text(
    draw: &DraughtsDraw,
    material: &BySide<DraughtsMaterial>,
    names: &BySide<String>,
) -> String {
    let material = material_text(material, names);
    match draw {
        DraughtsDraw::Agreement => tf("Draw agreed ({material})", &[("material", &material)]),
        DraughtsDraw::Regulation => tf(
            "Regulation draw claimed ({material})",
            &[("material", &material)],
        ),
        DraughtsDraw::TimeShortage { claimant, upheld } => {
            let named = player(*claimant, names);
            let values = [("who", named.as_str()), ("material", material.as_str())];
            if *upheld {
                tf("Time-shortage claim by {who} upheld ({material})", &values)
            } else {
                tf(
                    "Time-shortage claim by {who} rejected ({material})",
                    &values,
                )
            }
        }
    }
}

/// Another control installed, and whether the arbiter overrode the settings lock.
fn control_changed_text(control: &TimeControl, overridden: bool) -> String {
    let control = to_human(control);
    let values = [("control", control.as_str())];
    if overridden {
        tf(
            "Control changed to {control} (settings lock overridden by the arbiter)",
            &values,
        )
    } else {
        tf("Control changed to {control}", &values)
    }
}

/// `claimant`'s claim of a draw by repetition or fifty moves, upheld or not, and the opponent's
/// bonus.
fn draw_claim_ruled_text(
    claimant: Side,
    upheld: bool,
    (bonus, penalty): (&Option<Correction>, &Option<Correction>),
    names: &BySide<String>,
) -> String {
    let named = player(claimant, names);
    match (bonus, penalty) {
        (Some(bonus), Some(penalty)) if !upheld => tf(
            "Repetition or fifty-move claim by {who} rejected; {correction}; {penalty}",
            &[
                ("who", &named),
                ("correction", &correction_text(bonus, names)),
                ("penalty", &correction_text(penalty, names)),
            ],
        ),
        (Some(bonus), None) if !upheld => tf(
            "Repetition or fifty-move claim by {who} rejected; {correction}",
            &[
                ("who", &named),
                ("correction", &correction_text(bonus, names)),
            ],
        ),
        _ => tf(
            "Repetition or fifty-move claim by {who} upheld",
            &[("who", &named)],
        ),
    }
}

/// Time charged while the page could not watch, `given` back to `side`: the game before and after.
fn charge_returned_text(
    side: Side,
    given: Millis,
    (before, after): (&Standing, &Standing),
    names: &BySide<String>,
    settings: GameSettings,
) -> String {
    tf(
    "{given} of the time charged while the page could not watch given back to {who}: {before} → {after}",
    &[
        ("given", &game_time_text(given)),
        ("who", &player(side, names)),
        ("before", &standing_text(before, names, settings)),
        ("after", &standing_text(after, names, settings)),
    ],
)
}

/// A count of `who`'s corrected from `before` to `after`, as `template` (in the page's language)
/// says it.
fn counter_corrected_text(template: &str, who: &str, (before, after): (String, String)) -> String {
    flagfall_core::fill(
        template,
        &[("who", who), ("before", &before), ("after", &after)],
    )
}

/// `who`'s move: the time it used and what was left.
fn pressed_text(who: &str, used: Millis, after: Millis) -> String {
    tf(
        "{who} moved: {used} used, {left} left",
        &[
            ("who", who),
            ("used", &game_time_text(used)),
            ("left", &game_time_text(after)),
        ],
    )
}

/// Guidelines III.4 granted to `requester`, with the opponent's bonus.
fn extra_five_text(requester: Side, bonus: &Correction, names: &BySide<String>) -> String {
    tf(
    "{article}: {who} asked for the five-second increment, refused as a draw offer; 5 s a move for both from now, {correction}",
    &[
        ("article", &article_text(ExtraFive::ARTICLE)),
        ("who", &player(requester, names)),
        ("correction", &correction_text(bonus, names)),
    ],
)
}

/// An outcome as one line: "0-1: White's flag fell at 3:02.000 (FIDE 2023 6.9)".
pub fn outcome_text(outcome: &Outcome, settings: GameSettings) -> String {
    tf(
        "{result}: {reason}",
        &[
            ("result", &result_text(outcome.result, settings)),
            ("reason", &outcome.reason.worded()),
        ],
    )
}

/// The result as the game's rulebook scores it ("1-0", "0-1", "1/2-1/2"; in draughts "2-0", "0-2",
/// "1-1"), in Armageddon a draw with its winner ("1/2-1/2, draw: Black wins"), or "pending".
pub fn result_text(result: Option<GameResult>, settings: GameSettings) -> String {
    let Some(result) = result else {
        return t("pending").to_owned();
    };
    let scored = result.scored(settings.rulebook);
    match (result, result.winner(settings.armageddon)) {
        (GameResult::Draw, Some(_)) => tf(
            "{result}, draw: Black wins (Armageddon)",
            &[("result", scored)],
        ),
        _ => scored.to_owned(),
    }
}

/// The result of a game a flag decided, until the players or the arbiter answer whether the
/// opponent can mate.
pub fn flag_result_text(result: Option<GameResult>, settings: GameSettings) -> String {
    tf(
        "Flag fell: {result} to confirm",
        &[("result", &result_text(result, settings))],
    )
}

/// `ruling`, followed by the position it rests on when one was searched.
fn with_position(
    ruling: String,
    position: Option<&RuledPosition>,
    names: &BySide<String>,
) -> String {
    match position {
        Some(position) => tf(
            "{ruling}; {position}",
            &[
                ("ruling", &ruling),
                ("position", &position_text(position, names)),
            ],
        ),
        None => ruling,
    }
}

/// A searched position as the log reads it: the FEN, what was found for each side, and whether the
/// arbiter overruled it.
fn position_text(position: &RuledPosition, names: &BySide<String>) -> String {
    let found = |side: Side| finding_text(&player(side, names), &position.check.found[side]);
    let values = [
        ("fen", position.check.fen.as_str()),
        ("white", &found(Side::White)),
        ("black", &found(Side::Black)),
    ];
    if position.overruled {
        tf(
            "position {fen}: {white}; {black}; overruled by the arbiter",
            &values,
        )
    } else {
        tf("position {fen}: {white}; {black}", &values)
    }
}

/// What the search found for the player `who`, with the mating line when there is one.
pub fn finding_text(who: &str, finding: &MateFinding) -> String {
    let values = [
        ("who", who),
        ("line", finding.line.as_deref().unwrap_or_default()),
    ];
    match finding {
        MateFinding {
            can_checkmate: Some(true),
            line: Some(_),
        } => tf("{who} can checkmate: {line}", &values),
        MateFinding {
            can_checkmate: Some(true),
            line: None,
        } => tf("{who} can checkmate", &values),
        MateFinding {
            can_checkmate: Some(false),
            ..
        } => tf("{who} cannot checkmate", &values),
        MateFinding {
            can_checkmate: None,
            ..
        } => tf("{who}: not determined in the time allowed", &values),
    }
}

/// A claim of insufficient losing chances (US Chess Variation 14H) and the director's decision.
fn ilc_claim_text(
    claimant: Side,
    decision: IlcDecision,
    correction: Option<&Correction>,
    names: &BySide<String>,
) -> String {
    let correction = correction
        .map(|correction| correction_text(correction, names))
        .unwrap_or_default();
    let delay = match decision {
        IlcDecision::Delay { delay: Some(delay) } => format_seconds(delay),
        _ => String::new(),
    };
    let values = [
        ("who", player(claimant, names)),
        ("correction", correction),
        ("delay", delay),
    ];
    let values = values
        .each_ref()
        .map(|(name, value)| (*name, value.as_str()));
    match decision {
        IlcDecision::Draw => tf(
            "Claim of insufficient losing chances by {who}: drawn (US Chess 14H2c)",
            &values,
        ),
        IlcDecision::Reject { taken } if taken.is_positive() => tf(
            "Claim of insufficient losing chances by {who} denied (US Chess 14H2d): {correction}",
            &values,
        ),
        IlcDecision::Reject { .. } => tf(
            "Claim of insufficient losing chances by {who} denied (US Chess 14H2b)",
            &values,
        ),
        IlcDecision::Postpone => tf(
            "Claim of insufficient losing chances by {who}: judgment reserved (US Chess 14H2b)",
            &values,
        ),
        IlcDecision::Delay { .. } => tf(
            "Claim of insufficient losing chances by {who}: a delay clock placed (US Chess 14H2a), {correction}, a delay of {delay} for both",
            &values,
        ),
    }
}

fn correction_text(correction: &Correction, names: &BySide<String>) -> String {
    tf(
        "{who} {before} → {after}",
        &[
            ("who", &player(correction.side, names)),
            ("before", &game_time_text(correction.before)),
            ("after", &game_time_text(correction.after)),
        ],
    )
}

/// The game as an undo or a reopening found or left it: both clocks, and the result or "in play".
/// A side's time as a standing words it: "White 1:30.000".
fn standing_side(side: Side, left: Millis, names: &BySide<String>) -> String {
    tf(
        "{who} {left}",
        &[
            ("who", &player(side, names)),
            ("left", &game_time_text(left)),
        ],
    )
}

fn standing_text(standing: &Standing, names: &BySide<String>, settings: GameSettings) -> String {
    let side = |side: Side| standing_side(side, standing.times[side], names);
    let state = if standing.over {
        result_text(standing.result, settings)
    } else {
        t("in play").to_owned()
    };
    tf(
        "{white}, {black}, {state}",
        &[
            ("white", &side(Side::White)),
            ("black", &side(Side::Black)),
            ("state", &state),
        ],
    )
}

fn material_text(material: &BySide<DraughtsMaterial>, names: &BySide<String>) -> String {
    let side = |side: Side| {
        let m = material[side];
        tf(
            "{who}: {men}, {kings}",
            &[
                ("who", &player(side, names)),
                ("men", &tn("{n} man", "{n} men", u64::from(m.men))),
                ("kings", &tn("{n} king", "{n} kings", u64::from(m.kings))),
            ],
        )
    };
    tf(
        "{white}; {black}",
        &[("white", &side(Side::White)), ("black", &side(Side::Black))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant, Millis};
    use flagfall_core::{GameDetails, IncidentLog};

    fn played(actions: &[(Action, i64)]) -> SavedGame {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        for (action, at) in actions {
            game.apply(action.clone(), Instant(1_795_358_659_000 + at))
                .unwrap();
        }
        SavedGame::new(IncidentLog {
            details: GameDetails::named(BySide::new("Anna".to_owned(), String::new())),
            ..game.log()
        })
    }

    #[test]
    fn each_row_says_the_move_it_came_at_as_a_score_sheet_numbers_it() {
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 1_000),
            (Action::Press, 2_000),
            (Action::Press, 3_000),
            (Action::Pause, 4_000),
            (Action::Undo, 5_000),
        ]);
        let at: Vec<String> = log_rows(&game, 0)
            .into_iter()
            .map(|row| row.at_move)
            .collect();
        // The pause came after White's second move, which the undo then took back: the record does not
        // hold it, so the pause sits before it, as the undo does.
        assert_eq!(at, ["1.", "1.", "1…", "2.", "2.", "2."]);
    }

    #[test]
    fn a_draughts_result_is_scored_as_the_fmjd_scores_it() {
        let mut game = Game::new(
            flagfall_core::parse_human("0:05").unwrap(),
            GameSettings {
                rulebook: flagfall_core::Rulebook::Fmjd,
                ..GameSettings::default()
            },
        );
        game.apply(Action::Start, Instant(0)).unwrap();
        game.observe(Instant(6_000));
        let rows = log_rows(&SavedGame::new(game.log()), 0);
        assert_eq!(
            rows.last().map(|row| row.text.as_str()),
            Some("Result 0-2: White's flag fell at 0:05.000 (FMJD Annex 6 Art. 7.1)")
        );
    }

    #[test]
    fn rows_carry_wall_clock_game_time_and_values_before_and_after() {
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 12_345),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: false,
                    position: None,
                },
                20_000,
            ),
        ]);
        let rows = log_rows(&game, 60);
        let texts: Vec<_> = rows
            .iter()
            .map(|r| (r.wall.time_of_day(), r.game_time.as_str(), r.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            vec![
                (
                    "15:44:19.000".to_owned(),
                    "0:00.000",
                    "Game started; White's clock runs"
                ),
                (
                    "15:44:31.345".to_owned(),
                    "0:12.345",
                    "Anna (White) moved: 0:12.345 used, 15:07.655 left"
                ),
                (
                    "15:44:39.000".to_owned(),
                    "0:20.000",
                    "Illegal move number 1 by Anna (White); Black 15:02.345 → 16:02.345; the move taken back, Anna (White) 15:07.655 → 14:57.655"
                ),
            ]
        );
    }

    #[test]
    fn rows_of_part_of_the_log_are_those_of_the_whole_log_numbered_from_one() {
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 1_000),
            (Action::Press, 2_000),
            (Action::Press, 3_000),
        ]);
        let all = log_rows(&game, 0);
        assert_eq!(
            all.iter().map(|r| r.number).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
        assert_eq!(log_rows_in(&game, 0, 1..3), all[1..3]);
        // Game time still counts from the start, which is not among the rows.
        assert_eq!(log_rows_in(&game, 0, 3..4)[0].game_time, "0:03.000");
        assert_eq!(log_rows_in(&game, 0, 2..usize::MAX), all[2..]);
        assert_eq!(log_rows_in(&game, 0, 9..12), []);
    }

    #[test]
    fn a_correction_reads_before_and_after() {
        let correction = Correction {
            side: Side::Black,
            before: Millis(61_000),
            after: Millis(121_000),
        };
        let incident = Incident {
            at: Instant(0),
            event: Event::TimeCorrected { correction },
        };
        assert_eq!(
            describe(
                &incident,
                &BySide::both(String::new()),
                GameSettings::default()
            ),
            "Time corrected: Black 1:01.000 → 2:01.000"
        );
    }

    /// White: a lone king; Black: king and queen.
    const LONE_KING: &str = "8/8/8/4k3/8/8/8/qK6 w - - 0 1";

    fn lone_king_check() -> flagfall_core::PositionCheck {
        flagfall_core::PositionCheck {
            fen: LONE_KING.into(),
            found: BySide::new(
                MateFinding {
                    can_checkmate: Some(false),
                    line: None,
                },
                MateFinding {
                    can_checkmate: Some(true),
                    line: Some("1. Kb2 Qa3+ 2. Kb1 Qb3+ 3. Ka1 Kd4 4. Kb8 Qb2#".into()),
                },
            ),
        }
    }

    fn last_text(game: &SavedGame) -> String {
        log_rows(game, 0)
            .pop()
            .map(|row| row.text)
            .unwrap_or_default()
    }

    #[test]
    fn a_win_on_time_claim_reads_with_the_position_and_each_sides_finding() {
        // Black's flag fell: White, with a lone king, claims.
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 1_000),
            (
                Action::ClaimWinOnTime {
                    claimant_can_checkmate: false,
                    position: Some(lone_king_check()),
                },
                20 * 60_000,
            ),
        ]);
        let claim = log_rows(&game, 0)
            .into_iter()
            .find(|row| row.text.contains("claims a win on time"))
            .map(|row| row.text);
        assert_eq!(
            claim.as_deref(),
            Some(
                "Anna (White) claims a win on time; the arbiter finds the claimant cannot checkmate; \
                 position 8/8/8/4k3/8/8/8/qK6 w - - 0 1: Anna (White) cannot checkmate; \
                 Black can checkmate: 1. Kb2 Qa3+ 2. Kb1 Qb3+ 3. Ka1 Kd4 4. Kb8 Qb2#"
            )
        );
    }

    #[test]
    fn a_ruling_against_the_search_reads_as_overruled() {
        let game = played(&[
            (Action::Start, 0),
            (Action::Press, 1_000),
            (
                Action::IllegalMove {
                    side: Side::White,
                    opponent_cannot_mate: true,
                    position: Some(lone_king_check()),
                },
                2_000,
            ),
        ]);
        assert!(
            last_text(&game).ends_with(
                "; position 8/8/8/4k3/8/8/8/qK6 w - - 0 1: Anna (White) cannot checkmate; \
                 Black can checkmate: 1. Kb2 Qa3+ 2. Kb1 Qb3+ 3. Ka1 Kd4 4. Kb8 Qb2#; overruled by the arbiter"
            ),
            "{}",
            last_text(&game)
        );
    }

    #[test]
    fn a_dead_position_reads_with_the_position_or_without_one() {
        let bare = flagfall_core::PositionCheck {
            fen: "8/8/8/4k3/8/8/8/1K6 w - - 0 1".into(),
            found: BySide::both(MateFinding {
                can_checkmate: Some(false),
                line: None,
            }),
        };
        let searched = played(&[
            (Action::Start, 0),
            (
                Action::DeadPosition {
                    position: Some(bare),
                },
                1_000,
            ),
        ]);
        let rows = log_rows(&searched, 0);
        assert_eq!(
            rows[1].text,
            "The arbiter rules the position dead: neither player can checkmate; \
             position 8/8/8/4k3/8/8/8/1K6 w - - 0 1: Anna (White) cannot checkmate; Black cannot checkmate"
        );
        let unsearched = played(&[
            (Action::Start, 0),
            (Action::DeadPosition { position: None }, 1_000),
        ]);
        assert_eq!(
            log_rows(&unsearched, 0)[1].text,
            "The arbiter rules the position dead: neither player can checkmate"
        );
    }

    #[test]
    fn a_side_the_search_did_not_decide_is_said_to_be_undetermined() {
        assert_eq!(
            finding_text("Black", &MateFinding::default()),
            "Black: not determined in the time allowed"
        );
        assert_eq!(
            finding_text(
                "White",
                &MateFinding {
                    can_checkmate: Some(true),
                    line: None
                }
            ),
            "White can checkmate"
        );
    }
}
