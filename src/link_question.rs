//! Asked when a link would open a new game over one in progress: keep playing it, or set it aside
//! (paused, so no time is charged while it waits; the History lists it, to resume) and start the
//! link's game.

use crate::i18n::{t, tf, translate_error};
use crate::saved::SavedGame;
use crate::session::Session;
use crate::storage::{Store, GAME_KEY};
use flagfall_core::{to_human, Action, Instant};
use leptos::prelude::*;

/// The two games between which the question chooses.
pub struct LinkAsked {
    pub running: Session,
    pub linked: Box<Session>,
}

/// Pauses `running` if its clock still runs (a flag that fell by `now` is logged first), saves it as
/// the running game, and sets it aside.
pub fn set_aside(store: &Store, running: &mut Session, now: Instant) -> Result<(), String> {
    running.observe(now);
    if running.is_running(now) {
        running.apply(Action::Pause, now).map_err(translate_error)?;
    }
    store.save(GAME_KEY, &running.to_saved())?;
    store.put_game_aside()
}

/// Sets aside, as [`set_aside`] does, the game in progress stored as the running game, if there is
/// one that replays; anything else stored there is [`Store::resume_game`]'s to keep.
pub fn set_aside_stored(store: &Store, now: Instant) -> Result<(), String> {
    match store
        .peek::<SavedGame>(GAME_KEY)
        .filter(SavedGame::in_progress)
        .map(|saved| Session::restore(&saved))
    {
        Some(Ok(mut running)) => set_aside(store, &mut running, now),
        None | Some(Err(_)) => Ok(()),
    }
}

/// The question, over the whole screen: nothing of either game can be pressed until it is answered.
#[component]
pub fn LinkQuestion(
    running: String,
    linked: String,
    on_keep: Callback<()>,
    on_replace: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="link-question" role="alertdialog" aria-labelledby="link-question-text">
            <p id="link-question-text">
                {tf(
                    "A game of {running} is in progress. The link opens a new game of {linked}.",
                    &[("running", &running), ("linked", &linked)],
                )}
            </p>
            <p>{t("A game set aside is paused; the History lists it, to resume.")}</p>
            <button type="button" class="keep-game" on:click=move |_| on_keep.run(())>
                {t("Keep playing the game in progress")}
            </button>
            <button type="button" class="start-linked" on:click=move |_| on_replace.run(())>
                {t("Set it aside and start the new game")}
            </button>
        </div>
    }
}

/// The controls the question names: the running game's as it stands, the link's.
pub fn controls(asked: &LinkAsked) -> (String, String) {
    (
        to_human(asked.running.game.clock().control()),
        to_human(asked.linked.game.clock().control()),
    )
}
