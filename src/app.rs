//! The app: which screen shows, the notices about storage, and where the first game comes from (a
//! link, the saved running game, or the set-up screen).

use crate::address;
use crate::clock_screen::ClockScreen;
use crate::game_lock::{use_game_lock, Role};
use crate::history_screen::HistoryScreen;
use crate::i18n::{lang, t, tf, time as localised_time};
use crate::link::parse_query;
use crate::link_question::{controls, file, set_aside, LinkAsked, LinkQuestion};
use crate::locales::PageLang;
use crate::saved::{Prefs, SavedGame};
use crate::service_worker::{apply_update, UpdateReady};
use crate::session::Session;
use crate::setup_screen::SetupScreen;
use crate::storage::{Store, GAME_KEY, PREFS_KEY};
use crate::time_source::TimeSource;
use crate::when::When;
use flagfall_core::{format_clock, GameSettings, Phase};
use leptos::prelude::*;

#[derive(Clone, Copy)]
enum Screen {
    /// Until this tab knows whether it writes the game: nothing is read or written before.
    Waiting,
    Setup,
    History,
    Clock(RwSignal<Session>),
    /// A link opened over a game in progress: which to play is asked first.
    LinkAsked,
}

/// What a page load opens.
enum Opening {
    Game(Session),
    Ask(LinkAsked),
}

/// What a tab that only follows the game says.
pub fn following() -> &'static str {
    t("This game is open in another tab, which keeps it: this tab follows it and cannot change it. Close the other tab to play here.")
}

/// The whole app. Provide a [`TimeSource`] as context to drive it by hand (tests); otherwise it reads
/// the browser's clocks.
#[component]
pub fn App() -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    provide_context(time);
    time.follow_page();
    let mut notices = Vec::new();
    let store = Store::open().unwrap_or_else(|why| {
        notices.push(tf(
            "Storage is unavailable ({why}): games and saved controls will not survive a reload.",
            &[("why", &why)],
        ));
        Store::unavailable()
    });
    provide_context(store);

    let (prefs, prefs_notice) = store.load::<Prefs>(PREFS_KEY, t("set-up choices"));
    notices.extend(prefs_notice);
    let prefs = prefs.unwrap_or_default();
    let prefs_signal = RwSignal::new(prefs);
    provide_context(prefs_signal);
    let theme = Memo::new(move |_| prefs_signal.with(|p| p.theme));

    let lock = use_game_lock(GAME_KEY);
    provide_context(lock);
    let screen = RwSignal::new(Screen::Waiting);
    let notices = RwSignal::new(notices);

    // Screens call back under owners of their own, disposed as the next screen shows: the game's
    // signal must belong to the app. The one shown before the last is long off screen and goes.
    // Weak: a strong owner kept in a callback it owns would keep it, and its cleanup, alive forever.
    let owner = Owner::current()
        .expect("the app is built under an owner")
        .downgrade();
    let shown_game = StoredValue::new(None::<RwSignal<Session>>);
    let asked = StoredValue::new(None::<LinkAsked>);
    let retired_game = StoredValue::new(None::<RwSignal<Session>>);
    let show = Callback::new(move |session: Session| {
        let Some(owner) = owner.upgrade() else {
            return;
        };
        let session = owner.with(|| RwSignal::new(session));
        if let Some(retired) = retired_game.get_value() {
            retired.dispose();
        }
        retired_game.set_value(shown_game.get_value());
        shown_game.set_value(Some(session));
        screen.set(Screen::Clock(session));
    });
    // The writing tab opens what a page load opens: a link's game, the saved game, or set-up.
    let open = move || {
        let prefs = prefs_signal.get_untracked();
        let mut found = Vec::new();
        let first = first_session(&store, &prefs, time, &mut found);
        notices.update(|n| n.extend(found));
        match first {
            Some(Opening::Game(session)) => show.run(session),
            Some(Opening::Ask(games)) => {
                asked.set_value(Some(games));
                screen.set(Screen::LinkAsked);
            }
            None => screen.set(Screen::Setup),
        }
    };
    let keep_running = Callback::new(move |()| {
        if let Some(games) = asked.try_update_value(Option::take).flatten() {
            show.run(games.running);
        }
    });
    let start_linked = Callback::new(move |()| {
        let Some(LinkAsked {
            mut running,
            linked,
        }) = asked.try_update_value(Option::take).flatten()
        else {
            return;
        };
        match set_aside(&store, &mut running, time.now()) {
            Ok(moved) => {
                notices.update(|n| n.extend(moved.said()));
                show.run(*linked);
            }
            Err(why) => {
                notices.update(|n| {
                    n.push(tf(
                        "The game in progress could not be set aside ({why}): it goes on, and the link's game was not started.",
                        &[("why", &why)],
                    ))
                });
                show.run(running);
            }
        }
    });
    // A following tab shows the saved game as the writing tab saves it, and reads nothing else:
    // unusable data is the writing tab's to set aside.
    let follow = move || {
        let session = store
            .peek::<SavedGame>(GAME_KEY)
            .and_then(|saved| Session::restore(&saved).ok());
        match (session, screen.get_untracked()) {
            (Some(session), Screen::Clock(shown)) => {
                catch_up(time, &session);
                shown.set(session);
            }
            (Some(session), Screen::Waiting | Screen::Setup) => {
                catch_up(time, &session);
                show.run(session);
            }
            (None, Screen::Waiting) => screen.set(Screen::Setup),
            _ => {}
        }
    };
    Effect::new(move |before: Option<Role>| {
        let role = lock.role.get();
        match role {
            Role::Writer if before != Some(Role::Writer) => untrack(open),
            Role::Follower => {
                lock.saved_elsewhere.track();
                untrack(follow);
            }
            _ => {}
        }
        role
    });

    let on_start = Callback::new(move |session: Session| {
        // A following tab cannot start a game over the one the other tab keeps; its notice says so.
        if lock.role.get_untracked() == Role::Writer {
            show.run(session);
        }
    });
    // A game set aside may be later than the device's clock (it moved back meanwhile): caught up,
    // so it resumes from its pause.
    let on_resume = Callback::new(move |(session, said): (Session, Vec<String>)| {
        if lock.role.get_untracked() == Role::Writer {
            notices.update(|n| n.extend(said.into_iter().chain(caught_up(time, &session))));
            show.run(session);
        }
    });
    let on_exit = Callback::new(move |()| screen.set(Screen::Setup));
    let on_history = Callback::new(move |()| screen.set(Screen::History));

    let update_ready = use_context::<UpdateReady>().map(|u| u.0);
    let page_lang = use_context::<PageLang>()
        .unwrap_or_else(|| PageLang::new(lang(), store.chosen_lang(), None));
    provide_context(page_lang);
    Effect::new(move |_| {
        if let Some(trouble) = page_lang.trouble.get() {
            notices.update(|n| n.push(trouble));
        }
    });
    view! {
        <main data-theme=move || theme.get().name()>
            // A new language rebuilds everything below with its texts; the state lives above.
            {move || {
                page_lang.lang.track();
                view! {
            <When when=move || update_ready.is_some_and(|ready| ready.get())>
                <p class="notice update" role="status">
                    {t("A new version of Flagfall is ready; a game in progress is kept.")}
                    <button type="button" class="update-reload" on:click=move |_| apply_update()>
                        {t("Reload")}
                    </button>
                </p>
            </When>
            <When when=move || lock.role.get() == Role::Follower>
                <p class="notice follower" role="alert">{following()}</p>
            </When>
            <ul class="notices" aria-live="polite">
                {move || {
                    notices
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, text)| {
                            view! {
                                <li class="notice" role="alert">
                                    {text}
                                    <button
                                        type="button"
                                        aria-label=t("Dismiss")
                                        on:click=move |_| notices.update(|n| { n.remove(i); })
                                    >
                                        "×"
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            {move || match screen.get() {
                Screen::Waiting => ().into_any(),
                Screen::Setup => {
                    view! { <SetupScreen on_start=on_start on_history=on_history /> }.into_any()
                }
                Screen::History => {
                    view! { <HistoryScreen on_back=on_exit on_resume=on_resume /> }.into_any()
                }
                Screen::LinkAsked => {
                    let (running, linked) =
                        asked.with_value(|a| a.as_ref().map(controls)).unwrap_or_default();
                    view! {
                        <LinkQuestion
                            running=running
                            linked=linked
                            on_keep=keep_running
                            on_replace=start_linked
                        />
                    }
                        .into_any()
                }
                Screen::Clock(session) => {
                    view! { <ClockScreen session=session on_exit=on_exit on_new_game=on_start /> }
                        .into_any()
                }
            }}
                }
            }}
        </main>
    }
}

/// Moves the page's instants on to `session`'s last incident when the device's clock is behind it;
/// returns by how much.
fn catch_up(time: TimeSource, session: &Session) -> Option<flagfall_core::Millis> {
    let last = session.game.incidents().last()?.at;
    time.catch_up(last)
}

/// Catches the page's instants up with `session` (see [`catch_up`]), and says so when its clock
/// runs: it would otherwise stand still, unexplained, until the device's clock caught up.
fn caught_up(time: TimeSource, session: &Session) -> Option<String> {
    let behind = catch_up(time, session)?;
    (session.game.outcome().is_none()
        && matches!(session.game.clock().phase(), Phase::Running { .. }))
    .then(|| {
        tf(
            "This device's clock is {behind} behind the saved game's last incident: no time was charged for the time the page was closed.",
            &[("behind", &localised_time(format_clock(behind)))],
        )
    })
}

/// The game to open with: a link's control (not started; asked first when a game is in progress),
/// else the saved game, else none.
fn first_session(
    store: &Store,
    prefs: &Prefs,
    time: TimeSource,
    notices: &mut Vec<String>,
) -> Option<Opening> {
    let query = address::query();
    let link = parse_query(&query);
    if !matches!(link, Ok(None)) {
        address::forget_query();
    }
    let (mut saved, notice) = store.load::<SavedGame>(GAME_KEY, t("running game"));
    notices.extend(notice);
    match link {
        Ok(Some(link)) => {
            let settings = GameSettings {
                rulebook: link.rulebook,
                ..prefs.settings
            };
            let linked = Session::new(link.control, settings, prefs.names.clone());
            if let Some(mut running) = saved
                .as_ref()
                .filter(|game| game.in_progress())
                .and_then(|game| Session::restore(game).ok())
            {
                notices.extend(caught_up(time, &running));
                // Its log stops at its last incident: a flag may have fallen since.
                running.observe(time.now());
                if running.game.outcome().is_none() {
                    return Some(Opening::Ask(LinkAsked {
                        running,
                        linked: Box::new(linked),
                    }));
                }
                // Over: filed as the clock screen files a finished game, then nothing to ask.
                match file(store, &running) {
                    Ok(notice) => {
                        notices.extend(notice);
                        notices.push(
                            t("The game in progress ended while the page was closed: it is filed in the History.")
                                .to_owned(),
                        );
                        saved = None;
                    }
                    Err(why) => {
                        notices.push(tf("Not saved: {error}", &[("error", &why)]));
                        saved = Some(running.to_saved());
                    }
                }
            }
            if saved.is_some_and(|game| !game.log.incidents.is_empty()) {
                // The link's game will be saved over this one: keep it where it can be found.
                let aside = store.set_aside(GAME_KEY);
                notices.push(tf(
                    "The link opened a new game; the game you had was kept. {aside}",
                    &[("aside", &aside)],
                ));
            }
            return Some(Opening::Game(linked));
        }
        Ok(None) => {}
        Err(why) => notices.push(tf(
            "The link's time control cannot be used: {why}",
            &[("why", &why)],
        )),
    }
    match Session::restore(&saved?) {
        Ok(session) => {
            notices.extend(caught_up(time, &session));
            Some(Opening::Game(session))
        }
        Err(why) => {
            let aside = store.set_aside(GAME_KEY);
            notices.push(tf(
                "The saved game could not be restored: {why}. {aside}",
                &[("why", &why), ("aside", &aside)],
            ));
            None
        }
    }
}
