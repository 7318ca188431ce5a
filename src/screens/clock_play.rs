//! What the clock screen's presses, buttons, keys and menu do: each is forwarded to the session (the
//! game's rules), to `clock_menu` (what covers the faces) or to the browser module that does it.
//! Only the tab that keeps the game changes it; another tab's faces and buttons do nothing.

use crate::browser::address;
use crate::browser::cues::press_cue;
use crate::browser::fullscreen::toggle_fullscreen;
use crate::browser::game_lock::GameLock;
use crate::browser::keeper::Keeper;
use crate::browser::share::Share;
use crate::browser::speech::say;
use crate::browser::time_source::TimeSource;
use crate::i18n::notice_words::moved_notices;
use crate::i18n::{tf, Worded};
use crate::model::arbiter_reply::Refusal;
use crate::model::clock_menu::{Leave, MenuItem, Overlay};
use crate::model::face_values::{FaceDisplay, SideTime};
use crate::model::keeping::LeftAs;
use crate::model::saved::Prefs;
use crate::model::session::Session;
use flagfall_core::{link_query, Action, BySide, Instant, Side};
use flagfall_page::KeyAction;
use leptos::prelude::*;

/// The clock screen's game, what covers its faces, and where it leads. Copy, so any handler can
/// hold it.
#[derive(Clone, Copy)]
pub struct ClockPlay {
    session: RwSignal<Session>,
    /// The instant the faces show; set as each act is handled, between the ticker's frames.
    pub now: RwSignal<Instant>,
    /// What covers the faces, one thing at a time.
    pub overlay: RwSignal<Overlay>,
    time: TimeSource,
    pub sharing: Share,
    lock: GameLock,
    prefs: RwSignal<Prefs>,
    keeper: Keeper,
    /// What the player should know of the last write of the game.
    stored: RwSignal<Option<String>>,
    on_leave: Callback<(Leave, Vec<String>)>,
    on_new_game: Callback<Session>,
}

impl ClockPlay {
    pub fn new(
        session: RwSignal<Session>,
        time: TimeSource,
        sharing: Share,
        stored: RwSignal<Option<String>>,
        on_leave: Callback<(Leave, Vec<String>)>,
        on_new_game: Callback<Session>,
    ) -> ClockPlay {
        ClockPlay {
            session,
            now: RwSignal::new(time.now()),
            overlay: RwSignal::new(Overlay::Nothing),
            time,
            sharing,
            lock: expect_context::<GameLock>(),
            prefs: use_context::<RwSignal<Prefs>>().unwrap_or_default(),
            keeper: Keeper::of_page(),
            stored,
            on_leave,
            on_new_game,
        }
    }

    /// Applies `actions`, all or none, now; says why not.
    pub fn try_act(self, actions: Vec<Action>) -> Result<(), Refusal> {
        if !self.lock.writes_untracked() {
            return Err(Refusal::Following);
        }
        let at = self.time.now();
        let mut outcome = Ok(());
        // A correction that changes nothing comes as no action: nothing to save or to file again.
        let acts = !actions.is_empty();
        self.session.maybe_update(|s| {
            outcome = s.apply_all(actions, at).map_err(Refusal::Game);
            outcome.is_ok() && acts
        });
        self.now.set(at);
        outcome
    }

    /// Records each charge for time the page could not watch as the page shows again, for as long
    /// as the calling component lives; a charge while no clock ran is none, and a following tab
    /// leaves it to the tab that keeps the game.
    pub fn record_unwatched(self) {
        Effect::new(move |opened: Option<()>| {
            let woke = self.time.woke.get();
            // A sleep before this screen opened charged no game of its own.
            if let Some(unwatched) = woke.filter(|_| opened.is_some()) {
                drop(self.try_act(vec![unwatched.act().action()]));
            }
        });
    }

    /// A clock button: a refusal (undo with nothing to undo) changes nothing.
    pub fn act(self, action: Action) {
        drop(self.try_act(vec![action]));
    }

    /// A press on `side`'s face, at the input's `time_stamp`.
    pub fn press(self, side: Side, time_stamp: f64) {
        if !self.lock.writes_untracked() {
            return;
        }
        let input = self.time.event_instant(time_stamp);
        let handled = self.time.now();
        let mut pressed = false;
        self.session.maybe_update(|s| {
            // Pressing a face that is not to move, or a stopped clock, does nothing, like a real clock.
            pressed = s
                .press_face(side, input, handled)
                .is_ok_and(|added| !added.is_empty());
            pressed
        });
        if pressed {
            press_cue(self.prefs.with_untracked(|p| p.feedback));
        }
        self.now.set(handled);
    }

    /// Changes what covers the faces, only when it changes: an unchanged value would rebuild what
    /// shows.
    fn change_overlay(self, next: impl FnOnce(Overlay) -> Overlay) {
        if let Some(current) = self.overlay.try_get_untracked() {
            let next = next(current);
            if next != current {
                self.overlay.set(next);
            }
        }
    }

    /// Uncovers the faces.
    pub fn uncover(self) {
        self.overlay.set(Overlay::Nothing);
    }

    /// Whether `shown` covers the faces.
    pub fn covered_by(self, shown: Overlay) -> Signal<bool> {
        Signal::derive(move || self.overlay.get() == shown)
    }

    /// For the dialog showing `shown`, as the browser says it closed.
    pub fn close(self, shown: Overlay) -> Callback<()> {
        Callback::new(move |()| self.change_overlay(|current| current.closed(shown)))
    }

    /// Calling the arbiter stops the clocks (FIDE 6.11, FMJD Art. 6); a game with the arbiter's lock
    /// asks for the PIN before the panel opens.
    fn open_arbiter(self) {
        if let Some(pause) = self.session.with_untracked(Session::pause_for_arbiter) {
            self.act(pause);
        }
        let locked = self.session.with_untracked(|s| s.lock.is_some());
        self.overlay.set(if locked {
            Overlay::Pin
        } else {
            Overlay::Arbiter
        });
    }

    /// The right PIN: the panel opens.
    pub fn unlock(self) {
        self.overlay.set(Overlay::Arbiter);
    }

    /// Asks before an undo, when there is something to undo.
    pub fn ask_to_undo(self) {
        if self.session.with_untracked(|s| s.undo_prompt().is_some()) {
            self.overlay.set(Overlay::Undo);
        }
    }

    /// Takes the question before an undo away once `undo_prompt` says there is nothing to undo (a
    /// flag ended the game while it showed), for as long as the calling component lives.
    pub fn drop_undo_question_without(self, undo_prompt: Memo<Option<String>>) {
        Effect::new(move |_| {
            if undo_prompt.with(Option::is_none) && self.overlay.get_untracked() == Overlay::Undo {
                self.uncover();
            }
        });
    }

    /// The undo, confirmed.
    pub fn undo(self) {
        self.uncover();
        self.act(Action::Undo);
    }

    /// A key, pressed at `time_stamp`.
    pub fn key(self, key: KeyAction, time_stamp: f64) {
        match key {
            KeyAction::Face(half) => {
                let side = self.session.with_untracked(|s| s.seating.side_in(half));
                self.press(side, time_stamp);
            }
            KeyAction::ToMove => {
                if let Some(side) = self.session.with_untracked(|s| s.game.side_to_press()) {
                    self.press(side, time_stamp);
                }
            }
            KeyAction::PauseResume => {
                if let Some(action) = self.session.with_untracked(Session::pause_or_resume) {
                    self.act(action);
                }
            }
            KeyAction::Undo => self.ask_to_undo(),
            KeyAction::Arbiter => self.open_arbiter(),
            KeyAction::Close => self.change_overlay(Overlay::escaped),
        }
    }

    /// Leaves the unfinished game `to` another screen, kept `as_` the player chose once asked. A
    /// following tab leaves it to the tab that keeps it; a refusal (storage full) keeps the game
    /// on the clock, and says why.
    pub fn leave_to(self, (to, as_): (Leave, LeftAs)) {
        self.uncover();
        let said = if self.lock.writes_untracked() {
            let mut running = self.session.get_untracked();
            match self.keeper.leave(&mut running, as_) {
                Ok((moved, said)) => moved_notices(moved, said),
                Err(why) => {
                    self.stored
                        .set(Some(tf("Not saved: {error}", &[("error", &why)])));
                    return;
                }
            }
        } else {
            Vec::new()
        };
        self.go(to, said);
    }

    /// Leaves a finished or unbegun game `to` another screen: it is no longer the one to reopen.
    fn leave(self, to: Leave) {
        if self.forgotten() {
            self.go(to, Vec::new());
        }
    }

    /// Whether the game, finished or unbegun, may give way to another: filed in the History if it
    /// is over (storage may have refused it as it ended). A refusal keeps it on the clock, and says
    /// why; a following tab leaves it to the tab that keeps it.
    fn forgotten(self) -> bool {
        if !self.lock.writes_untracked() {
            return true;
        }
        let forgotten = self
            .session
            .with_untracked(|s| self.keeper.forget_running(s));
        if let Err(why) = &forgotten {
            self.stored
                .set(Some(tf("Not saved: {error}", &[("error", why)])));
        }
        forgotten.is_ok()
    }

    /// Goes `to` another screen, saying `said`.
    fn go(self, to: Leave, said: Vec<String>) {
        self.on_leave.run((to, said));
        if to == Leave::Rematch {
            self.rematch();
        }
    }

    /// The new game is saved over this one as it opens, once this one is kept: set aside or filed
    /// as the player chose if it was unfinished, else in the History.
    pub fn rematch(self) {
        let unfinished = self.session.with_untracked(Session::unfinished);
        if unfinished || self.forgotten() {
            self.on_new_game
                .run(self.session.with_untracked(Session::rematch));
        }
    }

    /// What the menu's `item` does; `faces` are what the faces show, for saying the times.
    pub fn choose(self, item: MenuItem, faces: Memo<BySide<FaceDisplay>>) {
        let next = item.leads_to(self.session.with_untracked(Session::unfinished));
        self.overlay.set(next);
        if next != Overlay::Nothing {
            if item == MenuItem::Arbiter {
                self.open_arbiter();
            }
            return;
        }
        match item {
            MenuItem::Share => {
                let query = self
                    .session
                    .with(|s| link_query(s.game.control(), s.game.settings().rulebook));
                self.sharing
                    .share(format!("{}{query}", address::page_url()));
            }
            MenuItem::FullScreen => toggle_fullscreen(),
            MenuItem::SayTimes => {
                let heard: Vec<String> = Side::ALL
                    .into_iter()
                    .map(|side| {
                        faces.with_untracked(|f| {
                            SideTime {
                                side,
                                time: f[side].main,
                            }
                            .worded()
                        })
                    })
                    .collect();
                say(&heard.join(". "));
            }
            MenuItem::SwapSides => self.session.update(|s| s.seating = s.seating.swapped()),
            MenuItem::Rematch => self.rematch(),
            MenuItem::History => self.leave(Leave::History),
            MenuItem::SetUp => self.leave(Leave::SetUp),
            MenuItem::Arbiter | MenuItem::Log => {}
        }
    }
}
