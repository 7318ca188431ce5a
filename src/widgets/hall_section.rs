//! The menu's part about the hall this clock is a board of: which, how the sending stands, and the
//! one tap that leaves it, logged in the game. In no hall, a field for a board's link, for an
//! installed app that a scanned link does not open: the menu closes on the question it asks.

use crate::browser::hall::HallBoard;
use crate::i18n::hall_words::{hall_link_error, hall_status};
use crate::i18n::{t, tf};
use flagfall_hall::HallRole;
use leptos::prelude::*;

#[component]
pub fn HallSection(hall: HallBoard, on_asked: Callback<()>) -> impl IntoView {
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
    let typed = RwSignal::new(String::new());
    let unusable = RwSignal::new(None::<String>);
    let ask = move |_| match hall.ask(&typed.get_untracked()) {
        Ok(()) => on_asked.run(()),
        Err(why) => unusable.set(Some(match why {
            Some(why) => tf(
                "The hall's link cannot be used: {why}",
                &[("why", &hall_link_error(&why))],
            ),
            None => t(
                "This is not a board's link: the arbiter's page of links gives each board its own.",
            )
            .to_owned(),
        })),
    };
    view! {
        {move || {
            match hall.joined.get().and_then(|link| match link.role {
                HallRole::Board(board) => Some((link.hall, board)),
                _ => None,
            }) {
                Some((name, board)) => view! {
                    <section class="hall-section">
                        <h2>{tf("Hall {hall}, board {board}", &[("hall", &name), ("board", &board.to_string())])}</h2>
                        <p class="hall-status" role="status">{move || hall.status.with(hall_status)}</p>
                        <button type="button" class="leave-hall" on:click=leave>{t("Leave the hall")}</button>
                    </section>
                }
                    .into_any(),
                None => view! {
                    <section class="hall-section">
                        <h2>{t("Join a hall")}</h2>
                        <label class="hall-link-field">
                            {t("A board's link, from its QR code")}
                            <input
                                type="url"
                                class="hall-link-input"
                                autocomplete="off"
                                prop:value=move || typed.get()
                                on:input=move |event| {
                                    typed.set(event_target_value(&event));
                                    unusable.set(None);
                                }
                            />
                        </label>
                        // Above the button, where the eye is: the menu may scroll.
                        {move || unusable.get().map(|why| view! { <p class="hall-unusable" role="alert">{why}</p> })}
                        <button type="button" class="ask-hall" on:click=ask>{t("Join")}</button>
                    </section>
                }
                    .into_any(),
            }
        }}
        {move || said.get().map(|said| view! { <p class="notice hall-left" role="status">{said}</p> })}
    }
}
