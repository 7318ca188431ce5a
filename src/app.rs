//! The app: the page's language and theme, the notices about storage, and the screen shown
//! (`navigation`, which opens a link, the saved running game, or the set-up screen).

use crate::browser::address;
use crate::browser::game_lock::{use_game_lock, Role};
use crate::browser::hall::HallBoard;
use crate::browser::journal::PageJournal;
use crate::browser::keeper::Keeper;
use crate::browser::locales::PageLang;
use crate::browser::service_worker::{apply_update, UpdateReady};
use crate::browser::storage::Store;
use crate::browser::time_source::TimeSource;
use crate::i18n::hall_words::joining_notice;
use crate::i18n::notice_words::{following, link_waits};
use crate::i18n::saving_words::journal_unavailable;
use crate::i18n::{lang, t, tf};
use crate::model::stored::GAME_KEY;
use crate::screens::hall_screen::hall_screen_part;
use crate::screens::navigation::{Navigator, ShownScreen};
use crate::screens::spectators_screen::spectators_screen_part;
use crate::widgets::fetched_part::{fetched, Part};
use crate::widgets::hall_question::HallQuestion;
use crate::widgets::hall_refusals::say_hall_refusals;
use crate::widgets::notice_list::NoticeList;
use crate::widgets::when::When;
use flagfall_hall::{parse_hall_link, HallLink, HallRole};
use leptos::prelude::*;

/// What becomes of a link (`?control=`) opened in a tab that follows the game another tab keeps.
fn link_waiting() -> Option<impl IntoView> {
    let link = flagfall_core::parse_link(&address::query())
        .ok()
        .flatten()?;
    Some(view! { <p class="notice link-waits" role="status">{link_waits(&link.control)}</p> })
}

/// Whether the address is a hall's view's link, which opens that view alone.
pub fn is_hall_view() -> bool {
    hall_view_link().is_some()
}

/// A hall's view (the arbiter's, the spectators'), when the address is its link.
fn hall_view_link() -> Option<HallLink> {
    parse_hall_link(&address::query(), &address::fragment())
        .ok()
        .flatten()
        .filter(|link| !matches!(link.role, HallRole::Board(_)))
}

/// The whole app. Provide a [`TimeSource`] as context to drive it by hand (tests); otherwise it reads
/// the browser's clocks.
#[component]
pub fn App() -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    provide_context(time);
    if let Some(link) = hall_view_link() {
        // A hall's view opens alone: no game, no game lock, nothing of a clock.
        let shown = match link.role {
            HallRole::Spectators => {
                fetched(Part::HallView, spectators_screen_part(link), None).into_any()
            }
            _ => fetched(Part::HallView, hall_screen_part(link), None).into_any(),
        };
        return view! { <main class="hall-page">{shown}</main> }.into_any();
    }
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
    let (hall, joining) = HallBoard::open(store, time);
    provide_context(hall);
    notices.extend(joining.as_ref().map(joining_notice));
    let keeper = Keeper::new(store);
    if let Some(trouble) = use_context::<PageJournal>().and_then(|j| j.trouble()) {
        notices.push(journal_unavailable(&trouble));
    }
    let (prefs, prefs_notice) = keeper.prefs();
    notices.extend(prefs_notice);
    let prefs = RwSignal::new(prefs.unwrap_or_default());
    provide_context(prefs);
    let theme = Memo::new(move |_| prefs.with(|p| p.theme));
    let lock = use_game_lock(GAME_KEY);
    provide_context(lock);
    let notices = RwSignal::new(notices);
    say_hall_refusals(hall, notices);
    let nav = Navigator::new(keeper, time, lock, prefs, notices);
    Effect::new(move |before| nav.follow_role(before));

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
                        // A link opened here waits in the address until this tab keeps the game.
                        {link_waiting()}
                    </When>
                    <NoticeList notices=notices />
                    <HallQuestion hall notices />
                    <ShownScreen nav=nav />
                }
            }}
        </main>
    }
    .into_any()
}
