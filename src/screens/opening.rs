//! What a page load opens: a link's control (not started; asked first when a game is in progress),
//! else the saved game, else nothing (set-up). What must be kept of the saved game as a link replaces
//! it is the [`Keeper`]'s to write.

use crate::browser::address;
use crate::browser::journal::PageJournal;
use crate::browser::keeper::Keeper;
use crate::browser::time_source::{zone_offset_at, TimeSource};
use crate::i18n::{clock_text, t, tf, tn, worded, Worded};
use crate::model::keeping::LinkAsked;
use crate::model::saved::{Prefs, SavedGame};
use crate::model::session::Session;
use crate::model::time_notices::behind_notice;
use crate::model::typed_details::game_details;
use flagfall_core::{parse_link, GameSettings, Millis, Side};
use leptos::prelude::use_context;

/// What a page load opens.
pub enum Opening {
    Game(Session),
    Ask(LinkAsked),
}

/// Moves the page's instants on to the latest instant `session`'s game logged when the device's
/// clock is behind it (the game refuses an act before it); returns by how much.
pub fn catch_up(time: TimeSource, session: &Session) -> Option<Millis> {
    time.catch_up(session.game.last_logged_at()?)
}

/// Catches the page's instants up with `session` (see [`catch_up`]), and says so when its clock
/// runs: it would otherwise stand still, unexplained, until the device's clock caught up.
pub fn caught_up(time: TimeSource, session: &Session) -> Option<String> {
    behind_notice(catch_up(time, session)?, session).map(worded)
}

/// What a game in progress restored from localStorage alone (no durable journal in this page) may
/// lack, said as it opens: where its record ends, and that what came after it is missing.
fn lagging_record(session: &Session) -> Option<String> {
    use_context::<PageJournal>()?.trouble()?;
    let game = &session.game;
    let started = game.started_at().filter(|_| game.outcome().is_none())?;
    let last = game.last_logged_at()?;
    let presses = Side::ALL
        .map(|side| game.clock().moves(side))
        .iter()
        .sum::<u32>();
    Some(tf(
        "Restored from this browser's storage alone: the record of this game ends {span} after its start, after {presses}. Anything played in the minute before the browser closed may be missing from it: check the clocks against the board, and correct them in the arbiter's panel.",
        &[
            ("span", &clock_text(last.since(started))),
            ("presses", &tn("{n} press", "{n} presses", u64::from(presses))),
        ],
    ))
}

/// The game to open with: a link's control (not started; asked first when a game is in progress),
/// else the saved game (`handed`: the one the first clock handed over, or the journal's copy that
/// holds more than localStorage's; else localStorage's), else none.
pub fn first_session(
    keeper: Keeper,
    prefs: &Prefs,
    time: TimeSource,
    notices: &mut Vec<String>,
    handed: Option<SavedGame>,
) -> Option<Opening> {
    let query = address::query();
    let link = parse_link(&query);
    if !matches!(link, Ok(None)) {
        address::forget_query();
    }
    let (mut saved, notice) = keeper.running();
    notices.extend(notice);
    // The first clock's game as it last stood: what storage holds of it, or more if storage refused
    // the rest.
    saved = handed.or(saved);
    match link {
        Ok(Some(link)) => {
            let settings = GameSettings {
                rulebook: link.rulebook,
                ..prefs.settings
            };
            let details = game_details(&prefs.details, zone_offset_at(time.now()));
            let linked = Session {
                lock: prefs.lock,
                ..Session::new(link.control, settings, details)
            };
            if let Some(mut running) = saved
                .as_ref()
                .filter(|game| game.unfinished_on_replay())
                .and_then(|game| Session::restore(game).ok())
            {
                notices.extend(caught_up(time, &running));
                // Its log stops at its last incident: a flag may have fallen since.
                running.observe(time.now());
                if running.game.outcome().is_none() {
                    return Some(Opening::Ask(LinkAsked {
                        running,
                        linked: Box::new(linked),
                    }));
                }
                // Over: filed as the clock screen files a finished game, then nothing to ask.
                match keeper.file(&running) {
                    Ok(notice) => {
                        notices.extend(notice);
                        notices.push(
                            t("The game in progress ended while the page was closed: it is filed in the History.")
                                .to_owned(),
                        );
                        saved = None;
                    }
                    Err(why) => {
                        notices.push(tf("Not saved: {error}", &[("error", &why)]));
                        saved = Some(running.to_saved());
                    }
                }
            }
            if saved.is_some_and(|game| !game.log.incidents.is_empty()) {
                // The link's game will be saved over this one: keep it where it can be found.
                let aside = keeper.set_aside_running();
                notices.push(tf(
                    "The link opened a new game; the game you had was kept. {aside}",
                    &[("aside", &aside)],
                ));
            }
            return Some(Opening::Game(linked));
        }
        Ok(None) => {}
        Err(why) => notices.push(tf(
            "The link's time control cannot be used: {why}",
            &[("why", &why.worded())],
        )),
    }
    match Session::restore(&saved?) {
        Ok(session) => {
            notices.extend(caught_up(time, &session));
            notices.extend(lagging_record(&session));
            Some(Opening::Game(session))
        }
        Err(why) => {
            let aside = keeper.set_aside_running();
            notices.push(tf(
                "The saved game could not be restored: {why}. {aside}",
                &[("why", &why.worded()), ("aside", &aside)],
            ));
            None
        }
    }
}
