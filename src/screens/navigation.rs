//! Which screen shows, and the moves between them: the writing tab opens what a page load opens, a
//! following tab shows the game as the other tab saves it, set-up starts a game, the History
//! resumes one, a link over a game in progress asks first.

use crate::browser::first_clock;
use crate::browser::game_lock::{GameLock, Role};
use crate::browser::keeper::Keeper;
use crate::browser::time_source::TimeSource;
use crate::i18n::notice_words::moved_notices;
use crate::i18n::tf;
use crate::model::clock_menu::Leave;
use crate::model::keeping::LinkAsked;
use crate::model::saved::{Prefs, SavedGame};
use crate::model::session::Session;
use crate::screens::clock_screen::ClockScreen;
use crate::screens::history_screen::history_screen_part;
use crate::screens::opening::{catch_up, caught_up, first_session, Opening};
use crate::screens::setup_screen::SetupScreen;
use crate::widgets::fetched_part::{fetched, Part};
use crate::widgets::link_question::LinkQuestion;
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

/// The screen shown and what moving between screens needs. Copy, so any callback can hold it.
#[derive(Clone, Copy)]
pub struct Navigator {
    screen: RwSignal<Screen>,
    /// Where the games shown live: screens call back under owners of their own, disposed as the next
    /// screen shows, so the game's signal must belong to the app. Weak: a strong owner kept in a
    /// callback it owns would keep it, and its cleanup, alive forever.
    owner: StoredValue<WeakOwner>,
    shown_game: StoredValue<Option<RwSignal<Session>>>,
    /// The one shown before the last is long off screen and goes.
    retired_game: StoredValue<Option<RwSignal<Session>>>,
    asked: StoredValue<Option<LinkAsked>>,
    keeper: Keeper,
    time: TimeSource,
    lock: GameLock,
    prefs: RwSignal<Prefs>,
    notices: RwSignal<Vec<String>>,
}

impl Navigator {
    /// Navigation for the app being built (its owner keeps the games shown).
    pub fn new(
        keeper: Keeper,
        time: TimeSource,
        lock: GameLock,
        prefs: RwSignal<Prefs>,
        notices: RwSignal<Vec<String>>,
    ) -> Navigator {
        let owner = Owner::current()
            .expect("the app is built under an owner")
            .downgrade();
        Navigator {
            screen: RwSignal::new(Screen::Waiting),
            owner: StoredValue::new(owner),
            shown_game: StoredValue::new(None),
            retired_game: StoredValue::new(None),
            asked: StoredValue::new(None),
            keeper,
            time,
            lock,
            prefs,
            notices,
        }
    }

    fn say(self, said: impl IntoIterator<Item = String>) {
        self.notices.update(|n| n.extend(said));
    }

    /// Shows `session` on the clock.
    fn show(self, session: Session) {
        let Some(owner) = self.owner.with_value(WeakOwner::upgrade) else {
            return;
        };
        let session = owner.with(|| RwSignal::new(session));
        if let Some(retired) = self.retired_game.get_value() {
            retired.dispose();
        }
        self.retired_game.set_value(self.shown_game.get_value());
        self.shown_game.set_value(Some(session));
        self.screen.set(Screen::Clock(session));
    }

    /// Follows this tab's `role`, which was `before`: the writing tab opens what a page load opens;
    /// a following tab shows the saved game each time the other tab saves it.
    pub fn follow_role(self, before: Option<Role>) -> Role {
        let role = self.lock.role.get();
        match role {
            Role::Writer if before != Some(Role::Writer) => {
                // The first clock stops before the game it kept is read, in this same task.
                let handed = first_clock::take_over(self.time);
                untrack(|| self.open(handed));
            }
            Role::Follower => {
                self.lock.saved_elsewhere.track();
                untrack(|| self.follow());
            }
            _ => {}
        }
        role
    }

    fn open(self, handed: Option<SavedGame>) {
        let prefs = self.prefs.get_untracked();
        // What the durable journal holds beyond localStorage, restored by the tab that keeps the
        // game before anything reads one; its running game, if it holds more, is the one opened.
        let (recovered, mut found) = self.keeper.recover(handed.as_ref());
        let first = first_session(
            self.keeper,
            &prefs,
            self.time,
            &mut found,
            handed.or(recovered),
        );
        self.say(found);
        match first {
            Some(Opening::Game(session)) => self.show(session),
            Some(Opening::Ask(games)) => {
                self.asked.set_value(Some(games));
                self.screen.set(Screen::LinkAsked);
            }
            None => self.screen.set(Screen::Setup),
        }
    }

    /// Reads nothing but the saved game: unusable data is the writing tab's to set aside.
    fn follow(self) {
        let session = self
            .keeper
            .running_elsewhere()
            .and_then(|saved| Session::restore(&saved).ok());
        match (session, self.screen.get_untracked()) {
            (Some(session), Screen::Clock(shown)) => {
                catch_up(self.time, &session);
                shown.set(session);
            }
            (Some(session), Screen::Waiting | Screen::Setup) => {
                catch_up(self.time, &session);
                self.show(session);
            }
            (None, Screen::Waiting) => self.screen.set(Screen::Setup),
            _ => {}
        }
    }

    fn keep_running(self) {
        if let Some(games) = self.asked.try_update_value(Option::take).flatten() {
            self.show(games.running);
        }
    }

    fn start_linked(self) {
        let Some(LinkAsked {
            mut running,
            linked,
        }) = self.asked.try_update_value(Option::take).flatten()
        else {
            return;
        };
        match self.keeper.make_room(&mut running) {
            Ok((moved, said)) => {
                self.say(moved_notices(moved, said));
                self.show(*linked);
            }
            Err(why) => {
                self.say([tf(
                    "The game in progress could not be set aside ({why}): it goes on, and the link's game was not started.",
                    &[("why", &why)],
                )]);
                self.show(running);
            }
        }
    }

    /// Starts `session`; a following tab cannot start a game over the one the other tab keeps (its
    /// notice says so).
    fn start(self, session: Session) {
        if self.lock.writes_untracked() {
            self.show(session);
        }
    }

    /// Shows the screen a player left the clock `to`, saying `said` (a rematch shows its game).
    fn left(self, to: Leave, said: Vec<String>) {
        self.say(said);
        match to {
            Leave::SetUp => self.screen.set(Screen::Setup),
            Leave::History => self.screen.set(Screen::History),
            Leave::Rematch => {}
        }
    }

    /// Resumes `session`, set aside, saying `said`. It may be later than the device's clock (the clock
    /// moved back meanwhile): caught up, so it resumes from its pause.
    fn resume(self, session: Session, said: Vec<String>) {
        if self.lock.writes_untracked() {
            self.say(said.into_iter().chain(caught_up(self.time, &session)));
            self.show(session);
        }
    }
}

/// The screen `nav` shows.
#[component]
pub fn ShownScreen(nav: Navigator) -> impl IntoView {
    let on_start = Callback::new(move |session| nav.start(session));
    let on_resume = Callback::new(move |(session, said)| nav.resume(session, said));
    let on_exit = Callback::new(move |()| nav.screen.set(Screen::Setup));
    let on_history = Callback::new(move |()| nav.screen.set(Screen::History));
    let on_leave = Callback::new(move |(to, said)| nav.left(to, said));
    move || match nav.screen.get() {
        Screen::Waiting => ().into_any(),
        Screen::Setup => {
            view! { <SetupScreen on_start=on_start on_history=on_history /> }.into_any()
        }
        Screen::History => fetched(
            Part::History,
            history_screen_part(on_exit, on_resume),
            Some(on_exit),
        )
        .into_any(),
        Screen::LinkAsked => {
            let (running, linked) = nav
                .asked
                .with_value(|a| a.as_ref().map(LinkAsked::controls))
                .unwrap_or_default();
            view! {
                <LinkQuestion
                    running=running
                    linked=linked
                    on_keep=Callback::new(move |()| nav.keep_running())
                    on_replace=Callback::new(move |()| nav.start_linked())
                />
            }
            .into_any()
        }
        Screen::Clock(session) => {
            view! { <ClockScreen session=session on_leave=on_leave on_new_game=on_start /> }
                .into_any()
        }
    }
}
