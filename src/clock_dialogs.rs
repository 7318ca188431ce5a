//! The clock screen's bar of buttons and the dialogs that cover its faces: the menu, the question
//! before an undo, the question before leaving a game in play. Thin: what a choice leads to is
//! `clock_menu`'s, and what it does the clock screen's, through the callbacks.

use crate::clock_menu::{Leave, MenuItem};
use crate::i18n::t;
use crate::icons;
use crate::modal::Modal;
use crate::when::When;
use flagfall_core::{Action, Phase};
use leptos::prelude::*;

/// The bar's buttons: start, pause or resume as the `phase` allows (none once the game is `over`),
/// undo (named by `undo_prompt`, disabled with nothing to undo), and the menu.
#[component]
pub fn ClockControls(
    phase: Memo<Phase>,
    over: Signal<bool>,
    undo_prompt: Memo<Option<String>>,
    menu_open: Signal<bool>,
    act: Callback<Action>,
    on_undo: Callback<()>,
    on_menu: Callback<()>,
) -> impl IntoView {
    let undo_label = move || undo_prompt.get().unwrap_or_else(|| t("Undo").to_owned());
    view! {
        <div class="controls" role="toolbar" aria-label=t("Clock controls")>
            <When when=move || matches!(phase.get(), Phase::NotStarted)>
                {bar_button("start", t("Start"), icons::play(), move || act.run(Action::Start))}
            </When>
            <When when=move || matches!(phase.get(), Phase::Running { .. }) && !over.get()>
                {bar_button("pause", t("Pause"), icons::pause(), move || act.run(Action::Pause))}
            </When>
            <When when=move || matches!(phase.get(), Phase::Paused { .. }) && !over.get()>
                {bar_button("resume", t("Resume"), icons::play(), move || act.run(Action::Resume))}
            </When>
            <button
                type="button"
                class="undo"
                aria-label=undo_label
                title=undo_label
                disabled=move || undo_prompt.with(Option::is_none)
                on:click=move |_| on_undo.run(())
            >
                {icons::undo()}
            </button>
            <button
                type="button"
                class="menu-open"
                aria-label=t("Menu")
                title=t("Menu")
                aria-haspopup="dialog"
                aria-expanded=move || menu_open.get().to_string()
                on:click=move |_| on_menu.run(())
            >
                {icons::menu()}
            </button>
        </div>
    }
}

/// A button of the bar, shown as `icon` and named `label` for screen readers (and as its tooltip).
fn bar_button(
    class: &'static str,
    label: &'static str,
    icon: impl IntoView,
    on_click: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <button type="button" class=class aria-label=label title=label on:click=move |_| on_click()>
            {icon}
        </button>
    }
}

/// The menu: every [`MenuItem`], in its order.
#[component]
pub fn MenuDialog(on_choose: Callback<MenuItem>, on_close: Callback<()>) -> impl IntoView {
    view! {
        <Modal class="menu" label=t("Menu").to_owned() on_close=on_close>
            <ul>
                {MenuItem::ALL
                    .into_iter()
                    .map(|item| {
                        view! {
                            <li>
                                <button type="button" class=item.class() on:click=move |_| on_choose.run(item)>
                                    {item.label()}
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
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
            <p>{move || prompt.get().map(|prompt| format!("{prompt}?"))}</p>
            <p>{t("Both clocks go back to what they showed at that press.")}</p>
            <button type="button" class="confirm-undo" on:click=move |_| on_undo.run(())>
                {t("Undo")}
            </button>
            <button type="button" class="cancel-undo" on:click=move |_| on_keep.run(())>
                {t("Keep playing")}
            </button>
        </Modal>
    }
}

/// "Abandon the game?", before leaving a game in play `to` set-up or a rematch.
#[component]
pub fn LeaveDialog(
    to: Leave,
    on_leave: Callback<Leave>,
    on_keep: Callback<()>,
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Modal
            class="dialog"
            role="alertdialog"
            label=t("Abandon the game?").to_owned()
            on_close=on_close
        >
            <p>
                {match to {
                    Leave::SetUp => t("The game is running. Abandon it and go back to set-up?"),
                    Leave::Rematch => t("The game is running. Abandon it and start a rematch with the colours swapped?"),
                }}
            </p>
            <button type="button" class="confirm-exit" on:click=move |_| on_leave.run(to)>
                {t("Abandon the game")}
            </button>
            <button type="button" class="cancel-exit" on:click=move |_| on_keep.run(())>
                {t("Keep playing")}
            </button>
        </Modal>
    }
}
