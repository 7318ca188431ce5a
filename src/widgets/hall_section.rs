//! The menu's part about the hall this clock is a board of: which, how the sending stands, and the
//! one tap that leaves it, logged in the game. Nothing when the clock is in no hall.

use crate::browser::hall::HallBoard;
use crate::i18n::hall_words::hall_status;
use crate::i18n::{t, tf};
use flagfall_hall::HallRole;
use leptos::prelude::*;

#[component]
pub fn HallSection(hall: HallBoard) -> impl IntoView {
    // Said once the clock has left, or why it could not.
    let said = RwSignal::new(None::<String>);
    let leave = move |_| {
        let Some(name) = hall
            .joined
            .with_untracked(|joined| joined.as_ref().map(|j| j.hall.clone()))
        else {
            return;
        };
        said.set(Some(match hall.leave() {
            Ok(()) => tf(
                "This clock left hall {hall}: nothing more is sent to it.",
                &[("hall", &name)],
            ),
            Err(why) => why,
        }));
    };
    view! {
        {move || {
            hall.joined
                .get()
                .and_then(|link| match link.role {
                    HallRole::Board(board) => Some((link.hall, board)),
                    _ => None,
                })
                .map(|(name, board)| {
                    view! {
                        <section class="hall-section">
                            <h2>{tf("Hall {hall}, board {board}", &[("hall", &name), ("board", &board.to_string())])}</h2>
                            <p class="hall-status" role="status">{move || hall.status.with(hall_status)}</p>
                            <button type="button" class="leave-hall" on:click=leave>{t("Leave the hall")}</button>
                        </section>
                    }
                })
        }}
        {move || said.get().map(|said| view! { <p class="notice hall-left" role="status">{said}</p> })}
    }
}
