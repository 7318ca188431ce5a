//! The clock screen's bar of buttons: start, pause or resume, undo, and the menu. Thin: each button
//! forwards to the clock screen through its callback.

use crate::browser::hall::HallBoard;
use crate::i18n::{t, tf};
use crate::widgets::icons;
use crate::widgets::when::When;
use flagfall_core::{Action, Phase};
use flagfall_hall::HallRole;
use leptos::prelude::*;

/// The bar's buttons: start while the game `awaits_start`, pause or resume as the `phase` allows
/// (neither once the game is `over`), undo (named by `undo_prompt`, disabled with nothing to undo),
/// and the menu.
#[component]
pub fn ClockControls(
    awaits_start: Signal<bool>,
    phase: Memo<Phase>,
    over: Signal<bool>,
    undo_prompt: Memo<Option<String>>,
    menu_open: Signal<bool>,
    act: Callback<Action>,
    on_undo: Callback<()>,
    on_menu: Callback<()>,
) -> impl IntoView {
    let undo_label = move || undo_prompt.get().unwrap_or_else(|| t("Undo").to_owned());
    // While the clock is in a hall the menu says so, and marks it, amber while the hall cannot be
    // reached: the player sees at a glance that the games go to the hall.
    let hall = use_context::<HallBoard>();
    let hall_mark = move || {
        let hall = hall?;
        let (name, board) = hall.joined.with(|link| {
            let link = link.as_ref()?;
            match link.role {
                HallRole::Board(board) => Some((link.hall.clone(), board)),
                _ => None,
            }
        })?;
        let trouble = hall.status.with(|s| s.trouble.is_some());
        Some(((name, board), trouble))
    };
    let menu_label = move || match hall_mark() {
        Some(((name, board), _)) => tf(
            "Menu (hall {hall}, board {board})",
            &[("hall", &name), ("board", &board.to_string())],
        ),
        None => t("Menu").to_owned(),
    };
    view! {
        <div class="controls" role="toolbar" aria-label=t("Clock controls")>
            <When when=move || awaits_start.get()>
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
                class=move || match hall_mark() {
                    Some((_, true)) => "menu-open in-hall hall-trouble",
                    Some(_) => "menu-open in-hall",
                    None => "menu-open",
                }
                aria-label=menu_label
                title=menu_label
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
