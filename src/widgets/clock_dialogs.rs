//! What covers the clock screen's faces: the menu, the question before an undo, the PIN of the
//! arbiter's lock, the question before leaving a game in play, the incident log. Thin: what a choice leads to is `clock_menu`'s, and what
//! it does `clock_play`'s, through the callbacks.

use crate::browser::hall::HallBoard;
use crate::i18n::label_words::menu_label;
use crate::i18n::{t, tf};
use crate::model::clock_menu::{Leave, MenuItem};
use crate::model::keeping::LeftAs;
use crate::model::session::Session;
use crate::widgets::both_ways::{both_ways, copy_button};
use crate::widgets::fetched_part::{fetched, Part};
use crate::widgets::hall_section::HallSection;
use crate::widgets::modal::Modal;
use crate::widgets::pin_input::{attempt_refused, pin_input};
use crate::widgets::record_view::game_record_part;
use flagfall_core::{PinAttempt, Rulebook};
use leptos::prelude::*;

/// The menu of a game under `rulebook`: every [`MenuItem`], in its order.
#[component]
pub fn MenuDialog(
    rulebook: Rulebook,
    on_choose: Callback<MenuItem>,
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Modal class="menu" label=t("Menu").to_owned() on_close=on_close>
            <ul>
                {MenuItem::ALL
                    .into_iter()
                    .map(|item| {
                        view! {
                            <li>
                                <button type="button" class=item.class() on:click=move |_| on_choose.run(item)>
                                    {menu_label(item, rulebook)}
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            {use_context::<HallBoard>().map(|hall| view! { <HallSection hall on_asked=on_close /> })}
        </Modal>
    }
}

/// "Undo White's press at 2:31?" (the `prompt`), with what an undo does.
#[component]
pub fn UndoDialog(
    prompt: Memo<Option<String>>,
    on_undo: Callback<()>,
    on_keep: Callback<()>,
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Modal
            class="dialog undo-dialog"
            role="alertdialog"
            label=Signal::derive(move || prompt.get().unwrap_or_default())
            on_close=on_close
        >
            {both_ways(move |turned| view! {
                <p>{move || prompt.get().map(|prompt| tf("{prompt}?", &[("prompt", &prompt)]))}</p>
                <p>{t("Both clocks go back to what they showed at that press.")}</p>
                {copy_button(turned, "confirm-undo", t("Undo"), on_undo)}
                {copy_button(turned, "cancel-undo", t("Keep playing"), on_keep)}
            })}
        </Modal>
    }
}

/// The PIN of the game's arbiter's lock, asked before the panel opens: `attempt` says what a PIN
/// entered does ([`Session::pin_attempt`]); the right one opens it, a wrong one is logged
/// (`on_wrong`) and asked again, and after too many none is tried for a while.
#[component]
pub fn PinDialog(
    attempt: Callback<String, PinAttempt>,
    /// This tab keeps the game: a following tab takes no PIN (it cannot log a wrong one).
    writes: Signal<bool>,
    on_open: Callback<()>,
    on_wrong: Callback<()>,
    on_close: Callback<()>,
) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let refused = RwSignal::new(None::<String>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if !writes.get_untracked() {
            refused.set(Some(
                t("This tab only follows the game: enter the PIN in the tab that keeps it.")
                    .to_owned(),
            ));
            return;
        }
        let attempt = attempt.run(typed.get_untracked());
        match attempt {
            PinAttempt::Nothing => return,
            PinAttempt::Opened => on_open.run(()),
            PinAttempt::Wrong => on_wrong.run(()),
            PinAttempt::Wait { .. } => {}
        }
        refused.set(attempt_refused(
            attempt,
            t("Wrong PIN: the attempt is in the log."),
        ));
        typed.set(String::new());
    };
    view! {
        <Modal class="dialog pin-dialog" label=t("PIN for the arbiter's panel").to_owned() on_close=on_close>
            <form on:submit=submit>
                {pin_input(t("PIN for the arbiter's panel"), "pin-entry", typed, move |text| typed.set(text))}
                {move || refused.get().map(|why| view! { <p class="field-error" role="alert">{why}</p> })}
                <button type="submit" class="pin-open">{t("Open the panel")}</button>
                <button type="button" class="pin-cancel" on:click=move |_| on_close.run(())>
                    {t("Cancel")}
                </button>
            </form>
        </Modal>
    }
}

/// "Leave the game?", before leaving an unfinished game `to` another screen: set aside to resume, or
/// filed as abandoned; either way its log is kept.
#[component]
pub fn LeaveDialog(
    to: Leave,
    on_leave: Callback<(Leave, LeftAs)>,
    on_keep: Callback<()>,
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Modal
            class="dialog"
            role="alertdialog"
            label=t("Leave the game?").to_owned()
            on_close=on_close
        >
            <p>
                {match to {
                    Leave::SetUp => t("The game is not finished. Before going back to set-up, set it aside to resume later, or file it in the History as abandoned; either way its whole log is kept."),
                    Leave::Rematch => t("The game is not finished. Before you start a rematch with the colours swapped, set it aside to resume later, or file it in the History as abandoned; either way its whole log is kept."),
                    Leave::History => t("The game is not finished. Before opening the History, set it aside to resume later, or file it in the History as abandoned; either way its whole log is kept."),
                }}
            </p>
            <button type="button" class="aside-exit" on:click=move |_| on_leave.run((to, LeftAs::Aside))>
                {t("Set it aside")}
            </button>
            <button type="button" class="confirm-exit" on:click=move |_| on_leave.run((to, LeftAs::Abandoned))>
                {t("File as abandoned")}
            </button>
            <button type="button" class="cancel-exit" on:click=move |_| on_keep.run(())>
                {t("Keep playing")}
            </button>
        </Modal>
    }
}

/// The incident log of `session`, over the faces. Made only while it shows: the whole log, once per
/// change.
#[component]
pub fn LogSheet(session: RwSignal<Session>, on_close: Callback<()>) -> impl IntoView {
    view! {
        <Modal class="full-sheet" label=t("Incident log").to_owned() on_close=on_close>
        <div class="sheet">
            <button type="button" class="close-log" on:click=move |_| on_close.run(())>
                {t("Close")}
            </button>
            {fetched(
                Part::Record,
                game_record_part(Signal::from(Memo::new_with_compare(
                    move |_| session.with(Session::to_saved),
                    |_, _| true,
                ))),
                None,
            )}
        </div>
        </Modal>
    }
}
