//! The clock screen: two faces, and between them a slim bar of three buttons (start or pause, undo,
//! the menu) with the outcome and the notices. Nothing that changes the game sits on the faces. Thin:
//! it binds the session and the ticker's `now` to the faces and forwards presses and buttons to the
//! session; what covers the faces is decided in `clock_menu`, and the bar's buttons and the dialogs
//! are drawn in `clock_dialogs`.

use crate::address;
use crate::app::following;
use crate::arbiter_panel::ArbiterPanel;
use crate::clock_dialogs::{ClockControls, LeaveDialog, MenuDialog, UndoDialog};
use crate::clock_menu::{Leave, MenuItem, Overlay};
use crate::display::{faces, side_time};
use crate::face::Face;
use crate::feedback::signal;
use crate::feedback_settings::Cue;
use crate::feedback_watch::FeedbackWatch;
use crate::fullscreen::toggle_fullscreen;
use crate::game_lock::{GameLock, Role};
use crate::game_record::GameRecord;
use crate::i18n::{t, tf, time as localised_time, translate_error};
use crate::keyboard::{use_keyboard, KeyAction};
use crate::link::query_for;
use crate::log_text::result_text;
use crate::reason_words::reason_text;
use crate::saved::{Prefs, SavedText};
use crate::session::Session;
use crate::share::use_share;
use crate::speech::say;
use crate::storage::{Store, GAME_KEY};
use crate::ticker::use_ticker;
use crate::time_source::TimeSource;
use crate::wake_lock::use_wake_lock;
use crate::when::When;
use flagfall_core::{format_clock, Action, Millis, Phase, Side};
use leptos::prelude::*;

/// The clock screen for `session`; `on_exit` goes back to set-up, `on_new_game` opens another game
/// (a rematch).
#[component]
pub fn ClockScreen(
    session: RwSignal<Session>,
    on_exit: Callback<()>,
    on_new_game: Callback<Session>,
) -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    let store = use_context::<Store>().unwrap_or_else(Store::unavailable);
    let lock = expect_context::<GameLock>();
    // Only the tab that keeps the game changes it; another tab's faces and buttons do nothing.
    let writer = move || lock.role.get_untracked() == Role::Writer;
    let prefs = use_context::<RwSignal<Prefs>>().unwrap_or_default();
    let now = RwSignal::new(time.now());
    use_ticker(session, now, time);
    use_wake_lock(Signal::derive(move || {
        session.with(|s| {
            s.game.outcome().is_none() && matches!(s.game.clock().phase(), Phase::Running { .. })
        })
    }));

    let storage_notice = RwSignal::new(None::<String>);
    // Every act and every observation that changes the game is written as it happens, so a crash or
    // a reload loses nothing; a finished game is filed in the history too. Only the tab that keeps
    // the game writes it.
    let text = StoredValue::new(SavedText::default());
    Effect::new(move |_| {
        if !lock.writes() {
            return;
        }
        let notice = session.with(|s| {
            let filed = s.game.outcome().is_some().then(|| s.to_saved());
            text.try_update_value(|text| {
                store.keep_game(
                    text.update(&s.names, s.seating.is_swapped(), &s.game),
                    filed,
                )
            })
            .flatten()
        });
        storage_notice.set(notice);
    });
    // A sleep the page's clock did not count was charged as the page showed again: say so.
    let time_notice = RwSignal::new(None::<String>);
    Effect::new(move |opened: Option<()>| {
        let woke = time.woke.get();
        // A sleep before this screen opened charged no game of its own.
        let Some(slept) = woke.filter(|_| opened.is_some()) else {
            return;
        };
        // The clock that ran as the page was hidden (its flag may have fallen meanwhile).
        if session.with_untracked(|s| matches!(s.game.clock().phase(), Phase::Running { .. })) {
            time_notice.set(Some(tf(
                "The device slept for {span} while the page was hidden; that time was charged to the running clock.",
                // To the nearest tenth: the two clocks it is measured between disagree by a millisecond
                // or so, and a minute should not read as 0:59.
                &[("span", &localised_time(format_clock(Millis(slept.0.saturating_add(50) / 100 * 100))))],
            )));
        }
    });

    let shown = Memo::new(move |_| session.with(|s| faces(s, now.get())));
    // Flags and period changes, for screen readers and ears, as they happen (the ticking time is not
    // spoken); the low-time warning as the side to move falls to the threshold.
    let heard = RwSignal::new(String::new());
    let watch = StoredValue::new(FeedbackWatch::default());
    Effect::new(move |_| {
        let settings = prefs.with_untracked(|p| p.feedback);
        let reaction = shown
            .with(|faces| watch.try_update_value(|watch| watch.step(faces, settings)))
            .unwrap_or_default();
        for play in reaction.play {
            signal(play.cue, play.sound, play.vibrate);
        }
        if let Some(text) = reaction.announce {
            heard.set(text);
        }
        if let Some(text) = reaction.say {
            say(&text);
        }
    });
    let try_act = move |actions: Vec<Action>| {
        if !writer() {
            return Err(following().to_owned());
        }
        let at = time.now();
        let mut outcome = Ok(());
        // A correction that changes nothing comes as no action: nothing to save or to file again.
        let acts = !actions.is_empty();
        session.maybe_update(|s| {
            outcome = s.apply_all(actions, at).map_err(translate_error);
            outcome.is_ok() && acts
        });
        now.set(at);
        outcome
    };
    // A refused clock button (undo with nothing to undo) changes nothing.
    let act = move |action: Action| drop(try_act(vec![action]));
    // What covers the faces, one thing at a time.
    let overlay = RwSignal::new(Overlay::Nothing);
    // Changed only when it changes: an unchanged value would rebuild what shows.
    let change_overlay = move |next: fn(Overlay, Overlay) -> Overlay, with: Overlay| {
        if let Some(current) = overlay.try_get_untracked() {
            let next = next(current, with);
            if next != current {
                overlay.set(next);
            }
        }
    };
    let covered_by = move |shown: Overlay| Signal::derive(move || overlay.get() == shown);
    let leaving = Memo::new(move |_| match overlay.get() {
        Overlay::Leave(to) => Some(to),
        _ => None,
    });
    let close =
        move |shown: Overlay| Callback::new(move |()| change_overlay(Overlay::closed, shown));
    let uncover = Callback::new(move |()| overlay.set(Overlay::Nothing));
    let open_arbiter = move || {
        // Calling the arbiter stops the clocks (FIDE 6.11, FMJD Art. 6).
        if matches!(
            session.with_untracked(|s| s.game.clock().phase()),
            Phase::Running { .. }
        ) {
            act(Action::Pause);
        }
        overlay.set(Overlay::Arbiter);
    };
    let undo_prompt = Memo::new(move |_| session.with(Session::undo_prompt));
    // A flag that ends the game while "Undo …?" shows leaves nothing to undo: the question goes.
    Effect::new(move |_| {
        if undo_prompt.with(Option::is_none) && overlay.get_untracked() == Overlay::Undo {
            overlay.set(Overlay::Nothing);
        }
    });
    let ask_to_undo = move || {
        if undo_prompt.with_untracked(Option::is_some) {
            overlay.set(Overlay::Undo);
        }
    };
    let on_press = Callback::new(move |(side, time_stamp): (Side, f64)| {
        if !writer() {
            return;
        }
        let input = time.event_instant(time_stamp);
        let handled = time.now();
        let mut pressed = false;
        session.maybe_update(|s| {
            // Pressing a face that is not to move, or a stopped clock, does nothing, like a real clock.
            pressed = s
                .press_face(side, input, handled)
                .is_ok_and(|added| !added.is_empty());
            pressed
        });
        if pressed {
            let feedback = prefs.with_untracked(|p| p.feedback);
            signal(Cue::Press, feedback.press_sound, feedback.vibrate);
        }
        now.set(handled);
    });
    use_keyboard(
        Signal::derive(move || overlay.get().keys_play()),
        Callback::new(move |(key, time_stamp): (KeyAction, f64)| match key {
            KeyAction::Face(half) => {
                let side = session.with_untracked(|s| s.seating.side_in(half));
                on_press.run((side, time_stamp));
            }
            KeyAction::ToMove => {
                if let Some(side) = session.with_untracked(Session::face_to_move) {
                    on_press.run((side, time_stamp));
                }
            }
            KeyAction::PauseResume => match session.with_untracked(|s| s.game.clock().phase()) {
                Phase::Running { .. } => act(Action::Pause),
                Phase::Paused { .. } => act(Action::Resume),
                _ => {}
            },
            KeyAction::Undo => ask_to_undo(),
            KeyAction::Arbiter => open_arbiter(),
            KeyAction::Close => change_overlay(|current, _| current.escaped(), Overlay::Nothing),
        }),
    );

    let phase = Memo::new(move |_| session.with(|s| s.game.clock().phase()));
    // The result and its reason, worded once per change of the game.
    let over = Memo::new(move |_| {
        session.with(|s| {
            s.game
                .outcome()
                .map(|outcome| (outcome.result, reason_text(&outcome.reason)))
        })
    });
    let ended = Signal::derive(move || over.with(Option::is_some));
    let in_progress = move || !matches!(phase.get(), Phase::NotStarted) && !ended.get();
    let sharing = use_share();

    // Leaving ends the running game: it is no longer the one to reopen. A following tab leaves it to
    // the tab that keeps it.
    let leave = move || {
        if writer() {
            store.remove(GAME_KEY);
        }
        on_exit.run(());
    };
    // The new game is saved over this one as it opens; this one, if finished, is in the history.
    let rematch = move || on_new_game.run(session.with_untracked(Session::rematch));
    let say_times = move || {
        let heard: Vec<String> = Side::ALL
            .into_iter()
            .map(|side| shown.with_untracked(|f| side_time(side, &f[side].spoken)))
            .collect();
        say(&heard.join(". "));
    };
    let choose = move |item: MenuItem| {
        let next = item.leads_to(in_progress());
        overlay.set(next);
        if next != Overlay::Nothing {
            if item == MenuItem::Arbiter {
                open_arbiter();
            }
            return;
        }
        match item {
            MenuItem::Share => {
                let query = session
                    .with(|s| query_for(s.game.clock().control(), s.game.settings().rulebook));
                sharing.share(format!("{}{query}", address::page_url()));
            }
            MenuItem::FullScreen => toggle_fullscreen(),
            MenuItem::SayTimes => say_times(),
            MenuItem::SwapSides => session.update(|s| s.seating = s.seating.swapped()),
            MenuItem::Rematch => rematch(),
            MenuItem::SetUp => leave(),
            MenuItem::Arbiter | MenuItem::Log => {}
        }
    };

    view! {
        <div class="clock-screen">
            <div class="faces">
                {Side::ALL
                    .into_iter()
                    .map(|side| {
                        // One copy per change of this face, not one per read.
                        let shown = Signal::from(Memo::new(move |_| shown.with(|f| f[side].clone())));
                        let name = Signal::derive(move || session.with(|s| s.names[side].clone()));
                        let half = Signal::from(
                            Memo::new(move |_| session.with(|s| s.seating.half_of(side))),
                        );
                        view! { <Face side=side half=half shown=shown name=name on_press=on_press /> }
                    })
                    .collect_view()}
            </div>
            <p class="sr-only announcements" role="status" aria-live="polite">{move || heard.get()}</p>
            <div class="bar">
                <ClockControls
                    phase=phase
                    over=ended
                    undo_prompt=undo_prompt
                    menu_open=covered_by(Overlay::Menu)
                    act=Callback::new(act)
                    on_undo=Callback::new(move |()| ask_to_undo())
                    on_menu=Callback::new(move |()| overlay.set(Overlay::Menu))
                />
                {move || {
                    over
                        .get()
                        .map(|(result, reason)| {
                            let result = result_text(result);
                            view! {
                                <div class="ended">
                                    <p class="outcome" role="status">
                                        <strong>{result}</strong>
                                        " "
                                        {reason}
                                    </p>
                                    <button type="button" class="rematch-offer" on:click=move |_| rematch()>
                                        {t("Rematch, colours swapped")}
                                    </button>
                                </div>
                            }
                        })
                }}
                {move || {
                    sharing
                        .notice
                        .get()
                        .map(|notice| view! { <p class="notice shared" role="status">{notice}</p> })
                }}
                {move || {
                    storage_notice
                        .get()
                        .map(|notice| view! { <p class="notice" role="alert">{notice}</p> })
                }}
                {move || {
                    time_notice
                        .get()
                        .map(|notice| view! { <p class="notice" role="status">{notice}</p> })
                }}
            </div>
            <When when=covered_by(Overlay::Menu)>
                <MenuDialog on_choose=Callback::new(choose) on_close=close(Overlay::Menu) />
            </When>
            <When when=covered_by(Overlay::Undo)>
                <UndoDialog
                    prompt=undo_prompt
                    on_undo=Callback::new(move |()| {
                        overlay.set(Overlay::Nothing);
                        act(Action::Undo);
                    })
                    on_keep=uncover
                    on_close=close(Overlay::Undo)
                />
            </When>
            {move || {
                leaving
                    .get()
                    .map(|to| {
                        view! {
                            <LeaveDialog
                                to=to
                                on_leave=Callback::new(move |to| {
                                    overlay.set(Overlay::Nothing);
                                    match to {
                                        Leave::SetUp => leave(),
                                        Leave::Rematch => rematch(),
                                    }
                                })
                                on_keep=uncover
                                on_close=close(Overlay::Leave(to))
                            />
                        }
                    })
            }}
            <When when=covered_by(Overlay::Arbiter)>
                <ArbiterPanel
                    session=session
                    act=Callback::new(try_act)
                    now=Callback::new(move |()| time.now())
                    on_close=uncover
                />
            </When>
            <When when=covered_by(Overlay::Log)>
                <div class="sheet" role="dialog" aria-label=t("Incident log")>
                    <button type="button" class="close-log" on:click=move |_| overlay.set(Overlay::Nothing)>
                        {t("Close")}
                    </button>
                    // Made only while the log is open: the whole log, once per change.
                    <GameRecord game=Signal::from(
                        Memo::new_with_compare(move |_| session.with(Session::to_saved), |_, _| true),
                    ) />
                </div>
            </When>
        </div>
    }
}
