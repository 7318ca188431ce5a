//! The clock screen: two faces and the controls under them. Thin: it binds the session and the ticker's
//! `now` to the faces and forwards presses and buttons to the session.

use crate::address;
use crate::display::faces;
use crate::face::Face;
use crate::link::query_for;
use crate::session::Session;
use crate::storage::{Store, GAME_KEY};
use crate::ticker::use_ticker;
use crate::time_source::TimeSource;
use flagfall_core::{Action, Phase, Side};
use leptos::prelude::*;

/// The clock screen for `session`; `on_exit` goes back to set-up.
#[component]
pub fn ClockScreen(session: RwSignal<Session>, on_exit: Callback<()>) -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_default();
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let now = RwSignal::new(time.now());
    use_ticker(session, now, time);

    let save_error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let saved = session.with(Session::to_saved);
        save_error.set(store.save(GAME_KEY, &saved).err());
    });

    let shown = Memo::new(move |_| session.with(|s| faces(s, now.get())));
    let act = move |action: Action| {
        let at = time.now();
        session.update(|s| {
            // A refused button (undo with nothing to undo) changes nothing; the button shows why.
            let _ = s.apply(action, at);
        });
        now.set(at);
    };
    let on_press = Callback::new(move |(side, time_stamp): (Side, f64)| {
        let input = time.event_instant(time_stamp);
        let handled = time.now();
        session.update(|s| {
            // Pressing a face that is not to move, or a stopped clock, does nothing, like a real clock.
            let _ = s.press_face(side, input, handled);
        });
        now.set(handled);
    });

    let phase = move || session.with(|s| s.game.clock().phase());
    let over = move || session.with(|s| s.game.outcome().cloned());
    let started = move || !matches!(phase(), Phase::NotStarted);
    let in_progress = move || started() && over().is_none();
    let can_undo = move || session.with(|s| s.game.clock().can_undo());
    let confirming_exit = RwSignal::new(false);
    let share_link = RwSignal::new(None::<String>);

    let exit = move || {
        if in_progress() {
            confirming_exit.set(true);
        } else {
            store.remove(GAME_KEY);
            on_exit.run(());
        }
    };
    let share = move || {
        let query =
            session.with(|s| query_for(s.game.clock().control(), s.game.settings().rulebook));
        share_link.set(Some(format!("{}{query}", address::page_url())));
    };

    view! {
        <div class="clock-screen">
            <div class="faces">
                {Side::ALL
                    .into_iter()
                    .map(|side| {
                        let shown = Signal::derive(move || shown.with(|f| f[side].clone()));
                        let name = Signal::derive(move || session.with(|s| s.names[side].clone()));
                        view! { <Face side=side shown=shown name=name on_press=on_press /> }
                    })
                    .collect_view()}
            </div>
            <div class="controls" role="toolbar" aria-label="Clock controls">
                <Show when=move || !started()>
                    <button type="button" class="start" on:click=move |_| act(Action::Start)>
                        "Start"
                    </button>
                </Show>
                <Show when=move || matches!(phase(), Phase::Running { .. })>
                    <button type="button" class="pause" on:click=move |_| act(Action::Pause)>
                        "Pause"
                    </button>
                </Show>
                <Show when=move || matches!(phase(), Phase::Paused { .. })>
                    <button type="button" class="resume" on:click=move |_| act(Action::Resume)>
                        "Resume"
                    </button>
                </Show>
                <button
                    type="button"
                    class="undo"
                    disabled=move || !can_undo()
                    on:click=move |_| act(Action::Undo)
                >
                    "Undo"
                </button>
                <button type="button" class="share" on:click=move |_| share()>
                    "Share"
                </button>
                <button type="button" class="exit" on:click=move |_| exit()>
                    "Set-up"
                </button>
            </div>
            {move || {
                over()
                    .map(|outcome| {
                        let result = outcome.result.map_or("result pending", |r| r.as_pgn());
                        view! {
                            <p class="outcome" role="status">
                                <strong>{result}</strong>
                                " "
                                {outcome.reason}
                            </p>
                        }
                    })
            }}
            {move || {
                share_link
                    .get()
                    .map(|link| {
                        view! {
                            <p class="share-link">
                                <label>
                                    "Link to this control: "
                                    <input type="text" readonly value=link />
                                </label>
                            </p>
                        }
                    })
            }}
            {move || {
                save_error
                    .get()
                    .map(|error| view! { <p class="notice" role="alert">"Not saved: " {error}</p> })
            }}
            <Show when=move || confirming_exit.get()>
                <div class="dialog" role="alertdialog" aria-label="Abandon the game?">
                    <p>"The game is running. Abandon it and go back to set-up?"</p>
                    <button
                        type="button"
                        class="confirm-exit"
                        on:click=move |_| {
                            confirming_exit.set(false);
                            store.remove(GAME_KEY);
                            on_exit.run(());
                        }
                    >
                        "Abandon the game"
                    </button>
                    <button type="button" class="cancel-exit" on:click=move |_| confirming_exit.set(false)>
                        "Keep playing"
                    </button>
                </div>
            </Show>
        </div>
    }
}
