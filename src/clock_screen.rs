//! The clock screen: two faces and the controls under them. Thin: it binds the session and the ticker's
//! `now` to the faces and forwards presses and buttons to the session.

use crate::address;
use crate::app::following;
use crate::arbiter_panel::ArbiterPanel;
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
use crate::log_text::{reason_text, result_text};
use crate::saved::{Prefs, SavedText};
use crate::session::Session;
use crate::speech::say;
use crate::storage::{Store, GAME_KEY};
use crate::ticker::use_ticker;
use crate::time_source::TimeSource;
use crate::wake_lock::use_wake_lock;
use crate::when::When;
use flagfall_core::{format_clock, Action, Millis, Phase, Side};
use leptos::prelude::*;

/// The clock screen for `session`; `on_exit` goes back to set-up.
#[component]
pub fn ClockScreen(session: RwSignal<Session>, on_exit: Callback<()>) -> impl IntoView {
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
            text.try_update_value(|text| store.keep_game(text.update(&s.names, &s.game), filed))
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
    // A refused clock button (undo with nothing to undo) changes nothing; the button shows why.
    let act = move |action: Action| drop(try_act(vec![action]));
    let arbiter_open = RwSignal::new(false);
    let log_open = RwSignal::new(false);
    let open_arbiter = move || {
        // Calling the arbiter stops the clocks (FIDE 6.11, FMJD Art. 6).
        if matches!(
            session.with_untracked(|s| s.game.clock().phase()),
            Phase::Running { .. }
        ) {
            act(Action::Pause);
        }
        log_open.set(false);
        arbiter_open.set(true);
    };
    let confirming_exit = RwSignal::new(false);
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
        Signal::derive(move || !arbiter_open.get() && !log_open.get() && !confirming_exit.get()),
        Callback::new(move |(key, time_stamp): (KeyAction, f64)| match key {
            KeyAction::Face(side) => on_press.run((side, time_stamp)),
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
            KeyAction::Undo => act(Action::Undo),
            KeyAction::Arbiter => open_arbiter(),
        }),
    );

    let phase = move || session.with(|s| s.game.clock().phase());
    let over = move || {
        session.with(|s| {
            s.game
                .outcome()
                .map(|outcome| (outcome.result, reason_text(outcome, s.game.incidents())))
        })
    };
    let started = move || !matches!(phase(), Phase::NotStarted);
    let in_progress = move || started() && over().is_none();
    let can_undo = move || session.with(|s| s.game.clock().can_undo());
    let share_link = RwSignal::new(None::<String>);

    // Leaving ends the running game: it is no longer the one to reopen. A following tab leaves it to
    // the tab that keeps it.
    let leave = move || {
        if writer() {
            store.remove(GAME_KEY);
        }
        on_exit.run(());
    };
    let exit = move || {
        if in_progress() {
            confirming_exit.set(true);
        } else {
            leave();
        }
    };
    let say_times = move || {
        let heard: Vec<String> = Side::ALL
            .into_iter()
            .map(|side| shown.with_untracked(|f| side_time(side, &f[side].spoken)))
            .collect();
        say(&heard.join(". "));
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
                        // One copy per change of this face, not one per read.
                        let shown = Signal::from(Memo::new(move |_| shown.with(|f| f[side].clone())));
                        let name = Signal::derive(move || session.with(|s| s.names[side].clone()));
                        view! { <Face side=side shown=shown name=name on_press=on_press /> }
                    })
                    .collect_view()}
            </div>
            <p class="sr-only announcements" role="status" aria-live="polite">{move || heard.get()}</p>
            <div class="controls" role="toolbar" aria-label=t("Clock controls")>
                <When when=move || !started()>
                    <button type="button" class="start" on:click=move |_| act(Action::Start)>
                        {t("Start")}
                    </button>
                </When>
                <When when=move || matches!(phase(), Phase::Running { .. })>
                    <button type="button" class="pause" on:click=move |_| act(Action::Pause)>
                        {t("Pause")}
                    </button>
                </When>
                <When when=move || matches!(phase(), Phase::Paused { .. })>
                    <button type="button" class="resume" on:click=move |_| act(Action::Resume)>
                        {t("Resume")}
                    </button>
                </When>
                <button
                    type="button"
                    class="undo"
                    disabled=move || !can_undo()
                    on:click=move |_| act(Action::Undo)
                >
                    {t("Undo")}
                </button>
                <button type="button" class="arbiter-open" on:click=move |_| open_arbiter()>
                    {t("Arbiter")}
                </button>
                <button type="button" class="log-open" on:click=move |_| log_open.update(|o| *o = !*o)>
                    {t("Log")}
                </button>
                <button type="button" class="say-times" on:click=move |_| say_times()>
                    {t("Say times")}
                </button>
                <button type="button" class="fullscreen" on:click=move |_| toggle_fullscreen()>
                    {t("Full screen")}
                </button>
                <button type="button" class="share" on:click=move |_| share()>
                    {t("Share")}
                </button>
                <button type="button" class="exit" on:click=move |_| exit()>
                    {t("Set-up")}
                </button>
            </div>
            {move || {
                over()
                    .map(|(result, reason)| {
                        let result = result_text(result);
                        view! {
                            <p class="outcome" role="status">
                                <strong>{result}</strong>
                                " "
                                {reason}
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
                                    {t("Link to this control:")}
                                    " "
                                    <input type="text" readonly value=link />
                                </label>
                            </p>
                        }
                    })
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
            <When when=move || arbiter_open.get()>
                <ArbiterPanel
                    session=session
                    act=Callback::new(try_act)
                    now=Callback::new(move |()| time.now())
                    on_close=Callback::new(move |()| arbiter_open.set(false))
                />
            </When>
            <When when=move || log_open.get()>
                <div class="sheet" role="dialog" aria-label=t("Incident log")>
                    <button type="button" class="close-log" on:click=move |_| log_open.set(false)>
                        {t("Close")}
                    </button>
                    // Made only while the log is open: the whole log, once per change.
                    <GameRecord game=Signal::from(
                        Memo::new_with_compare(move |_| session.with(Session::to_saved), |_, _| true),
                    ) />
                </div>
            </When>
            <When when=move || confirming_exit.get()>
                <div class="dialog" role="alertdialog" aria-label=t("Abandon the game?")>
                    <p>{t("The game is running. Abandon it and go back to set-up?")}</p>
                    <button
                        type="button"
                        class="confirm-exit"
                        on:click=move |_| {
                            confirming_exit.set(false);
                            leave();
                        }
                    >
                        {t("Abandon the game")}
                    </button>
                    <button type="button" class="cancel-exit" on:click=move |_| confirming_exit.set(false)>
                        {t("Keep playing")}
                    </button>
                </div>
            </When>
        </div>
    }
}
