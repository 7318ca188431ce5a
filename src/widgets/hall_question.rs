//! The question a board's link asks before this clock joins its hall: which hall and board, where
//! its games will go, and a warning when they would cross the network in clear. A link alone never
//! sends a game anywhere.

use crate::browser::hall::HallBoard;
use crate::i18n::hall_words::{in_clear_warning, joining_notice};
use crate::i18n::{t, tf};
use flagfall_hall::HallRole;
use leptos::prelude::*;

#[component]
pub fn HallQuestion(hall: HallBoard, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let join = move |_| {
        if let Some(joining) = hall.join() {
            notices.update(|n| n.push(joining_notice(&joining)));
        }
    };
    move || {
        hall.asked.get().and_then(|link| {
            let HallRole::Board(board) = link.role else {
                return None;
            };
            let host = link.host().to_owned();
            let in_clear = in_clear_warning(&link)
                .map(|warning| view! { <p class="hall-in-clear">{warning}</p> });
            // Joined elsewhere, with a game on the clock: that hall is left first, in its log too.
            let leaves = hall
                .joined
                .get()
                .filter(|joined| *joined != link && hall.logs_leavings())
                .and_then(|joined| match joined.role {
                    HallRole::Board(board) => Some(view! {
                        <p class="hall-leaves">
                            {tf(
                                "It leaves board {board} of hall {hall} first: the leaving is written in the game's log.",
                                &[("board", &board.to_string()), ("hall", &joined.hall)],
                            )}
                        </p>
                    }),
                    _ => None,
                });
            Some(view! {
                <section class="notice hall-question" role="alert">
                    <p>
                        {tf(
                            "Join hall {hall} as board {board}? This clock will send its games to {host} as they are played.",
                            &[("hall", &link.hall), ("board", &board.to_string()), ("host", &host)],
                        )}
                    </p>
                    {leaves}
                    {in_clear}
                    <div class="hall-answers">
                        <button type="button" class="join-hall" on:click=join>{t("Join the hall")}</button>
                        <button type="button" class="decline-hall" on:click=move |_| hall.decline()>
                            {t("Not now")}
                        </button>
                    </div>
                </section>
            })
        })
    }
}
