//! Arrivals at the board, when the event set a default time (FIDE 6.7).

use super::desk::Desk;
use crate::i18n::{clock_text, tf};
use crate::model::arbiter_reply::Done;
use flagfall_core::{Action, Side};
use leptos::prelude::*;

#[component]
pub fn Arrivals(desk: Desk) -> impl IntoView {
    let session = desk.session;
    let heading = move || {
        let default = session
            .with(|s| s.game.settings().default_time)
            .unwrap_or_default();
        tf(
            "Arrivals (default time {time})",
            &[("time", &clock_text(default))],
        )
    };
    view! {
        <section class="arrivals">
            <h3>{heading}</h3>
            {Side::ALL
                .into_iter()
                .map(|s| {
                    let present = Signal::derive(move || session.with(|x| x.game.present()[s]));
                    view! {
                        <button
                            type="button"
                            class="arb-arrive"
                            data-side=s.name()
                            aria-disabled=move || present.get().to_string()
                            on:click=move |_| desk.run(Done::ArrivalMarked, Action::Arrive { side: s })
                        >
                            {move || if present.get() {
                                tf("{who}: arrived", &[("who", &desk.who(s))])
                            } else {
                                tf("{who} arrives", &[("who", &desk.who(s))])
                            }}
                        </button>
                    }
                })
                .collect_view()}
        </section>
    }
}
