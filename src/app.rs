//! The app: which screen shows, the notices about storage, and where the first game comes from (a
//! link, the saved running game, or the set-up screen).

use crate::address;
use crate::clock_screen::ClockScreen;
use crate::history_screen::HistoryScreen;
use crate::i18n::{lang, t, tf};
use crate::link::parse_query;
use crate::locales::PageLang;
use crate::saved::{Prefs, SavedGame};
use crate::service_worker::{apply_update, UpdateReady};
use crate::session::Session;
use crate::setup_screen::SetupScreen;
use crate::storage::{Store, GAME_KEY, PREFS_KEY};
use crate::time_source::TimeSource;
use crate::when::When;
use flagfall_core::GameSettings;
use leptos::prelude::*;

#[derive(Clone, Copy)]
enum Screen {
    Setup,
    History,
    Clock(RwSignal<Session>),
}

/// The whole app. Provide a [`TimeSource`] as context to drive it by hand (tests); otherwise it reads
/// the browser's clocks.
#[component]
pub fn App() -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_default();
    provide_context(time);
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
    let prefs_signal = RwSignal::new(prefs.clone());
    provide_context(prefs_signal);
    let theme = Memo::new(move |_| prefs_signal.with(|p| p.theme));

    let first = first_session(&store, &prefs, &mut notices).map(RwSignal::new);
    let screen = RwSignal::new(first.map_or(Screen::Setup, Screen::Clock));
    let notices = RwSignal::new(notices);

    // The set-up screen calls `on_start` under its own owner, which is disposed as the clock shows:
    // the game's signal must belong to the app. The game before it, long off screen by then, goes.
    let owner = Owner::current().expect("the app is built under an owner");
    let last_game = StoredValue::new(first);
    let on_start = Callback::new(move |session: Session| {
        let session = owner.with(|| RwSignal::new(session));
        if let Some(previous) = last_game.get_value() {
            previous.dispose();
        }
        last_game.set_value(Some(session));
        screen.set(Screen::Clock(session));
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
                Screen::Setup => {
                    view! { <SetupScreen on_start=on_start on_history=on_history /> }.into_any()
                }
                Screen::History => view! { <HistoryScreen on_back=on_exit /> }.into_any(),
                Screen::Clock(session) => {
                    view! { <ClockScreen session=session on_exit=on_exit /> }.into_any()
                }
            }}
                }
            }}
        </main>
    }
}

/// The game to open with: a link's control (not started), else the saved game, else none.
fn first_session(store: &Store, prefs: &Prefs, notices: &mut Vec<String>) -> Option<Session> {
    let query = address::query();
    let link = parse_query(&query);
    if !matches!(link, Ok(None)) {
        address::forget_query();
    }
    let (saved, notice) = store.load::<SavedGame>(GAME_KEY, t("running game"));
    notices.extend(notice);
    match link {
        Ok(Some(link)) => {
            if saved.is_some_and(|game| !game.log.incidents.is_empty()) {
                // The link's game will be saved over this one: keep it where it can be found.
                let aside = store.set_aside(GAME_KEY);
                notices.push(tf(
                    "The link opened a new game; the game you had was kept. {aside}",
                    &[("aside", &aside)],
                ));
            }
            let settings = GameSettings {
                rulebook: link.rulebook,
                ..prefs.settings
            };
            return Some(Session::new(link.control, settings, prefs.names.clone()));
        }
        Ok(None) => {}
        Err(why) => notices.push(tf(
            "The link's time control cannot be used: {why}",
            &[("why", &why)],
        )),
    }
    match Session::restore(&saved?) {
        Ok(session) => Some(session),
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
