//! The question a board's link asks before this clock joins its hall: which hall and board, where
//! its games will go, and a warning when they would cross the network in clear. A link alone never
//! sends a game anywhere. And, once joined, the hall's refusal of the games (its key, its rights),
//! said among the notices once, not only in the menu.

use crate::browser::hall::HallBoard;
use crate::i18n::hall_words::{in_clear_warning, joining_notice, refused_notice};
use crate::i18n::{t, tf};
use crate::model::hall_state::Trouble;
use flagfall_hall::HallRole;
use leptos::prelude::*;

#[component]
pub fn HallQuestion(hall: HallBoard, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let said = StoredValue::new(None::<Trouble>);
    Effect::new(move |_| {
        let refused = hall
            .status
            .with(|s| s.trouble.clone().filter(Trouble::refused));
        let (Some(why), Some(link)) = (refused, hall.joined.get_untracked()) else {
            return;
        };
        if said.with_value(|said| said.as_ref() != Some(&why)) {
            notices.update(|n| n.push(refused_notice(&link.hall, &why)));
            said.set_value(Some(why));
        }
    });
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
            // Joined elsewhere: that hall is left first, in the game's log too.
            let leaves = hall
                .joined
                .get()
                .filter(|joined| *joined != link)
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
