//! Asked when a link would open a new game over one in progress: keep playing it, or set it aside
//! (paused, so no time is charged while it waits; the History lists it, to resume) and start the
//! link's game. What becomes of the games is the `Keeper`'s.

use crate::i18n::{t, tf};
use leptos::prelude::*;

/// The question, over the whole screen: nothing of either game can be pressed until it is answered.
#[component]
pub fn LinkQuestion(
    running: String,
    linked: String,
    on_keep: Callback<()>,
    on_replace: Callback<()>,
) -> impl IntoView {
    view! {
        <div
            class="link-question"
            role="alertdialog"
            aria-labelledby="link-question-title"
            aria-describedby="link-question-text"
        >
            <h1 id="link-question-title">{t("A link opens a new game")}</h1>
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
