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

/// What became of the game in progress as another took its place.
#[derive(Debug, PartialEq, Eq)]
pub enum Moved {
    /// Paused and set aside, to resume.
    SetAside,
    /// A flag had ended it: filed in the History, with what the player should know of that (a
    /// damaged history set aside to file it).
    Filed(Option<String>),
}

impl Moved {
    /// What the player is told.
    pub fn said(self) -> Vec<String> {
        match self {
            Moved::SetAside => vec![t(
                "The game in progress was paused and set aside: the History lists it, to resume.",
            )
            .to_owned()],
            Moved::Filed(notice) => notice
                .into_iter()
                .chain([
                    t("The game in progress had ended meanwhile: it is filed in the History.")
                        .to_owned(),
                ])
                .collect(),
        }
    }
}

/// Makes room for another game: `running`, observed at `now` (a flag may have fallen since its last
/// incident), is filed in the History if that ended it, else paused and set aside. A refusal (storage
/// full) leaves it as it was, its clock running if it ran, and says why.
pub fn set_aside(store: &Store, running: &mut Session, now: Instant) -> Result<Moved, String> {
    running.observe(now);
    if running.game.outcome().is_some() {
        return file(store, running).map(Moved::Filed);
    }
    // Paused as it is set aside; refused, it goes on as it was.
    let mut paused = running.clone();
    if paused.is_running(now) {
        paused.apply(Action::Pause, now).map_err(translate_error)?;
    }
    store.put_game_aside(&paused.to_saved())?;
    Ok(Moved::SetAside)
}

/// Files `over`, a finished game, as the clock screen files one: stored as the running game, and in
/// the History. Says what the player should know (a damaged history set aside), or why it is not
/// filed.
pub fn file(store: &Store, over: &Session) -> Result<Option<String>, String> {
    let saved = over.to_saved();
    store.save(GAME_KEY, &saved)?;
    store.file(saved)
}

/// Makes room, as [`set_aside`] does, in place of the game in progress stored as the running game, if
/// there is one that replays; anything else stored there is [`Store::resume_game`]'s to keep. Says
/// what the player should know: nothing for a game set aside, as it is listed beside the one resumed.
pub fn set_aside_stored(store: &Store, now: Instant) -> Result<Vec<String>, String> {
    match store
        .peek::<SavedGame>(GAME_KEY)
        .filter(SavedGame::in_progress)
        .map(|saved| Session::restore(&saved))
    {
        Some(Ok(mut running)) => set_aside(store, &mut running, now).map(|moved| match moved {
            Moved::SetAside => Vec::new(),
            filed @ Moved::Filed(_) => filed.said(),
        }),
        None | Some(Err(_)) => Ok(Vec::new()),
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
