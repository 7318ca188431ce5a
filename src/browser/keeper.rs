//! The one owner of what the app stores, and when: every write of the running game, the History, the
//! saved controls and the set-up choices goes through a [`Keeper`], as `model::keeping` decides it.
//! - The running game is written after every change on the clock, by the one tab that keeps it
//!   (`game_lock`), to localStorage and to the durable journal (`journal`), and filed in the History
//!   once it is over ([`use_keeping`]). As that tab opens, what the journal holds beyond
//!   localStorage is restored first ([`Keeper::recover`]).
//! - An unfinished game a player leaves is set aside or filed as abandoned, as they choose
//!   ([`Keeper::leave`]); a finished one is forgotten once the History holds it
//!   ([`Keeper::forget_running`]).
//! - It makes room for a link's game or a resumed one: set aside, paused, or filed if a flag ended it
//!   ([`Keeper::make_room`], [`Keeper::resume`]); a page load files or sets aside what a link
//!   replaces (`screens::opening`).
//! - A game set aside, or data the app could not use, is deleted only as the user asks, from the
//!   History ([`Keeper::discard`]).
//! - The saved controls are written as the list changes, the set-up choices as they change (the
//!   language chosen is kept apart, by `locales`, so the page can read it before anything else).
//!
//! `storage` does the reading and writing itself, and sets unusable data aside.

use crate::browser::game_lock::GameLock;
use crate::browser::hall::HallBoard;
use crate::browser::journal::PageJournal;
use crate::browser::storage::{GameAside, Kept, Store};
use crate::browser::time_source::TimeSource;
use crate::i18n::notice_words::moved_notices;
use crate::i18n::saving_words::{journal_trouble, recovered_text, unusable_notice};
use crate::i18n::{tf, worded};
use crate::model::keeping::{leave, make_room, Keeping, LeftAs, Moved, Room};
use crate::model::recovery::{recover, Place, Recovery, Stored};
use crate::model::saved::{History, Prefs, SavedControls, SavedGame};
use crate::model::session::Session;
use crate::model::stored::{Holding, CONTROLS_KEY, GAME_KEY, PREFS_KEY};
use flagfall_core::{Instant, JournalEntry};
use leptos::prelude::*;

/// A handle on what is kept; Copy, so any event handler can hold one.
#[derive(Clone, Copy, Debug)]
pub struct Keeper {
    store: Store,
    /// The durable copy of every game kept (none where the page was mounted without one).
    journal: Option<PageJournal>,
    /// The page's time, for the instant data is set aside under.
    time: TimeSource,
    /// The hall this clock is a board of, which hears of every game written whole.
    hall: Option<HallBoard>,
}

impl Keeper {
    /// A keeper over `store`, on the page's [`TimeSource`] and journal (the app provides them first).
    pub fn new(store: Store) -> Keeper {
        Keeper {
            store,
            journal: use_context::<PageJournal>(),
            time: use_context::<TimeSource>().unwrap_or_else(TimeSource::browser),
            hall: use_context::<HallBoard>(),
        }
    }

    /// The page's keeper, over the store the app opened.
    pub fn of_page() -> Keeper {
        Keeper::new(use_context::<Store>().unwrap_or_else(Store::unavailable))
    }

    /// Writes the running game as it now is, and files it in the History once it is over. Says what
    /// the player should know: why the game was not saved, or that a damaged history was set aside
    /// to file it.
    fn keep(&self, running: &str, filed: Option<SavedGame>) -> Option<String> {
        self.store
            .write(GAME_KEY, running)
            .and_then(|()| filed.map_or(Ok(None), |game| self.file_in_history(game)))
            .unwrap_or_else(|why| Some(tf("Not saved: {error}", &[("error", &why)])))
    }

    /// Files `game` in the History; the game that made room there goes from the journal too. Says
    /// what the player should know (a damaged history set aside), or why it is not filed.
    fn file_in_history(&self, game: SavedGame) -> Result<Option<String>, String> {
        let filed = self.store.file(game, self.time.now())?;
        if let Some(dropped) = filed.dropped {
            self.forget_in_journal(dropped);
        }
        Ok(filed.notice)
    }

    /// Removes the game that began at `began` from the journal, unless localStorage still keeps a
    /// copy of it (running, set aside or filed): the journal holds what localStorage keeps.
    fn forget_in_journal(&self, began: Instant) {
        let Some(journal) = self.journal else {
            return;
        };
        if self.store.game_began(began).is_none() {
            journal.remove(began);
        }
    }

    /// Forgets `running`, finished or with nothing logged, as a player leaves it for another screen:
    /// it is no longer the one to reopen. A finished game the History lacks (storage refused it when
    /// it ended) is filed first, and stays the running game if it still cannot be; says why.
    pub fn forget_running(&self, running: &Session) -> Result<(), String> {
        if running.game.outcome().is_some() {
            let saved = running.to_saved();
            if !self.store.filed(&saved) {
                self.file_in_history(saved)?;
            }
        }
        self.store.remove(GAME_KEY);
        Ok(())
    }

    /// Files `over`, a finished game, as the clock files one: stored as the running game, and in the
    /// History. Says what the player should know (a damaged history set aside), or why it is not
    /// filed.
    pub fn file(&self, over: &Session) -> Result<Option<String>, String> {
        self.file_saved(over.to_saved())
    }

    fn file_saved(&self, saved: SavedGame) -> Result<Option<String>, String> {
        self.store.save(GAME_KEY, &saved)?;
        self.journal_whole(&saved);
        self.file_in_history(saved)
    }

    /// Writes `saved` to the journal whole (rarely: a game set aside or filed from another place),
    /// once localStorage has taken it: a refused move leaves the game as it was in both.
    fn journal_whole(&self, saved: &SavedGame) {
        let Some(game) = saved.began() else {
            return;
        };
        let (head, incidents) = saved.journal_parts();
        let entry = JournalEntry {
            game,
            head: Some(&head),
            from: 0,
            incidents: &incidents,
        };
        let durable = self.journal.filter(|journal| journal.trouble().is_none());
        if let (Some(hall), None) = (self.hall, durable) {
            // No journal to wait for: what localStorage took is all there is.
            hall.take(&entry, || saved.clone(), |_| None);
        }
        let Some(journal) = self.journal else {
            return;
        };
        // A game set aside, filed or recovered: the hall hears of it too, once it is on disk (a
        // game paused to be set aside has its pause to send).
        let sent = self
            .hall
            .map(|hall| (hall, OwnedEntry::of(&entry), saved.clone()));
        journal.append(&entry, move |written| {
            if let (Some((hall, sent, whole)), Ok(())) = (sent, written) {
                // Not the board's game any more: the next one's state follows with it.
                hall.take(&sent.entry(), move || whole, |_| None);
            }
        });
    }

    /// Makes room for another game: `running`, observed now, is filed in the History if a flag ended
    /// it, else paused and set aside. Says where it went, with what storage said on the way (a
    /// damaged history set aside to file it). A refusal (storage full) leaves it as it was, its
    /// clock running if it ran, and says why.
    pub fn make_room(&self, running: &mut Session) -> Result<(Moved, Option<String>), String> {
        let now = self.time.now();
        match make_room(running, now).map_err(worded)? {
            Room::File(saved) => self.file_saved(saved).map(|said| (Moved::Filed, said)),
            Room::Aside(saved) => self.set_aside(&saved, now),
        }
    }

    /// Sets `saved`, paused, aside to resume, in localStorage and then in the journal.
    fn set_aside(
        &self,
        saved: &SavedGame,
        now: Instant,
    ) -> Result<(Moved, Option<String>), String> {
        self.store.put_game_aside(saved, now)?;
        self.journal_whole(saved);
        Ok((Moved::SetAside, None))
    }

    /// Keeps `running`, a game in play the player leaves for another screen, as they chose (see
    /// `model::keeping::leave`): it is no longer the running game, and nothing of it is lost. Says
    /// where it went, with what storage said on the way; a refusal (storage full) leaves it as it
    /// was and says why.
    pub fn leave(
        &self,
        running: &mut Session,
        as_: LeftAs,
    ) -> Result<(Moved, Option<String>), String> {
        let now = self.time.now();
        match leave(running, as_, now).map_err(worded)? {
            Room::File(saved) => {
                let moved = if saved.abandoned.is_some() {
                    Moved::Abandoned
                } else {
                    Moved::Filed
                };
                let journaled = saved.clone();
                let said = self.file_in_history(saved)?;
                self.journal_whole(&journaled);
                self.store.remove(GAME_KEY);
                Ok((moved, said))
            }
            Room::Aside(saved) => self.set_aside(&saved, now),
        }
    }

    /// Makes room, as [`Keeper::make_room`] does, in place of the game in progress stored as the
    /// running game, if there is one that replays; anything else stored there is
    /// [`Store::resume_game`]'s to keep. Says what the player should know: nothing for a game set
    /// aside, as it is listed beside the one resumed.
    fn make_room_for_resume(&self) -> Result<Vec<String>, String> {
        match self
            .store
            .peek::<SavedGame>(GAME_KEY)
            .filter(SavedGame::unfinished_on_replay)
            .map(|saved| Session::restore(&saved))
        {
            Some(Ok(mut running)) => self.make_room(&mut running).map(|made| match made {
                (Moved::SetAside, _) => Vec::new(),
                (moved, said) => moved_notices(moved, said),
            }),
            None | Some(Err(_)) => Ok(Vec::new()),
        }
    }

    /// Makes the game set aside under `key` the running game again, once the game in progress has
    /// made room (see [`Keeper::make_room_for_resume`] and [`Store::resume_game`]). Says what the
    /// player should know, or why nothing moved.
    pub fn resume(&self, key: &str) -> Result<Vec<String>, String> {
        let mut said = self.make_room_for_resume()?;
        said.extend(self.store.resume_game(key, self.time.now())?);
        Ok(said)
    }

    /// Restores what the durable journal holds that localStorage lost or holds less of (decided by
    /// `model::recovery`), as the tab that keeps the game opens it, before it reads a game; `handed`
    /// is the first clock's game, if it ran. Returns the running game to open when the journal's
    /// copy is the one (it is saved to localStorage too, which may refuse), and what the player
    /// should know.
    pub fn recover(&self, handed: Option<&SavedGame>) -> (Option<SavedGame>, Vec<String>) {
        let Some(journal) = self.journal else {
            return (None, Vec::new());
        };
        let found = journal.take_found();
        if found.is_empty() {
            return (None, Vec::new());
        }
        // Read as the app reads them, so that unusable data is set aside before anything is
        // written in its place.
        let (running, notice) = self.running();
        let (history, history_notice) = self.history();
        let mut said: Vec<String> = notice.into_iter().chain(history_notice).collect();
        let stored = Stored {
            running: handed.cloned().or(running),
            handed: handed.is_some(),
            aside: self
                .games_aside()
                .into_iter()
                .map(|aside| (aside.key, aside.game))
                .collect(),
            filed: history.games,
        };
        let now = self.time.now();
        let found = found.into_iter().map(|g| (g.game, g.text)).collect();
        let mut opened = None;
        for recovery in recover(found, &stored) {
            let done = match &recovery {
                Recovery::Replace {
                    place: Place::Running,
                    game,
                }
                | Recovery::Run(game) => {
                    opened = Some(game.clone());
                    self.store.save(GAME_KEY, game)
                }
                Recovery::Replace {
                    place: Place::Aside(key),
                    game,
                } => self.store.save(key, game),
                Recovery::Replace {
                    place: Place::Filed,
                    game,
                }
                | Recovery::File(game) => self
                    .file_in_history(game.clone())
                    .map(|notice| said.extend(notice)),
                Recovery::SetAside(game) | Recovery::Diverged(game) => {
                    self.store.add_game_aside(game, now)
                }
                Recovery::Unusable { game, text, reason } => {
                    let aside = self.store.keep_unusable_journal(text, now);
                    if aside.is_ok() {
                        journal.remove(*game);
                    }
                    let aside = aside.unwrap_or_else(|why| why);
                    said.push(unusable_notice(Holding::JournalGame, reason, &aside));
                    Ok(())
                }
            };
            match done {
                Ok(()) => said.extend(recovered_text(&recovery)),
                Err(why) => said.push(tf("Not saved: {error}", &[("error", &why)])),
            }
        }
        (opened, said)
    }

    /// Moves the stored running game aside, so that nothing is written over it, and says where.
    pub fn set_aside_running(&self) -> String {
        self.store.set_aside(GAME_KEY, self.time.now())
    }

    /// The stored running game; unusable data is set aside and the message says so.
    pub fn running(&self) -> (Option<SavedGame>, Option<String>) {
        self.store
            .load(GAME_KEY, Holding::RunningGame, self.time.now())
    }

    /// The stored running game as another tab keeps it; nothing is set aside.
    pub fn running_elsewhere(&self) -> Option<SavedGame> {
        self.store.peek(GAME_KEY)
    }

    /// The set-up choices last used; damaged or foreign data is set aside and the message says so.
    pub fn prefs(&self) -> (Option<Prefs>, Option<String>) {
        self.store.load(PREFS_KEY, Holding::Prefs, self.time.now())
    }

    /// Writes the set-up choices, so that a reload or the next game starts from them; says why not.
    pub fn keep_prefs(&self, prefs: &Prefs) -> Result<(), String> {
        self.store.save(PREFS_KEY, prefs)
    }

    /// The finished games filed; damaged or foreign data (the whole History, or one game of it) is
    /// set aside and the message says so.
    pub fn history(&self) -> (History, Option<String>) {
        let (loaded, notice) = self.store.history(self.time.now());
        (loaded.unwrap_or_default(), notice)
    }

    /// The games set aside, to resume or delete.
    pub fn games_aside(&self) -> Vec<GameAside> {
        self.store.games_aside()
    }

    /// The data the app could not use, kept for the user.
    pub fn kept(&self) -> Vec<Kept> {
        self.store.kept()
    }

    /// What is stored under `key` (a game set aside, data kept), as text; empty if nothing is.
    pub fn raw(&self, key: &str) -> String {
        self.store.raw(key).unwrap_or_default()
    }

    /// Deletes a game set aside or data kept, as the user asked; says why not.
    pub fn discard(&self, key: &str) -> Result<(), String> {
        let began = self.store.peek::<SavedGame>(key).and_then(|g| g.began());
        self.store.discard(key)?;
        if let Some(began) = began {
            self.forget_in_journal(began);
        }
        Ok(())
    }

    /// The saved controls; damaged or foreign data is set aside and the message says so.
    pub fn controls(&self) -> (SavedControls, Option<String>) {
        let (loaded, notice) = self
            .store
            .load(CONTROLS_KEY, Holding::Controls, self.time.now());
        (loaded.unwrap_or_default(), notice)
    }

    /// Writes the saved controls; says why they could not be.
    pub fn keep_controls(&self, list: &SavedControls) -> Option<String> {
        self.store.save(CONTROLS_KEY, list).err().map(|why| {
            tf(
                "The saved controls could not be stored: {why}",
                &[("why", &why)],
            )
        })
    }
}

/// Writes `session` after every act and every observation that changes it, so that a crash or a
/// reload loses nothing, and files it once it is over; only while this tab keeps the game (`lock`).
/// Returns what the player should know of the last writes.
pub fn use_keeping(session: RwSignal<Session>, lock: GameLock) -> KeptNotices {
    let keeper = Keeper::of_page();
    let hall = use_context::<HallBoard>();
    let notices = KeptNotices {
        stored: RwSignal::new(None),
        journal: RwSignal::new(None),
    };
    let keeping = StoredValue::new(Keeping::default());
    // How many times the sending had moved to another hall at the last write.
    let moved = StoredValue::new(hall.map(|hall| hall.afresh.get_untracked()));
    Effect::new(move |_| {
        if !lock.writes() {
            return;
        }
        // A hall the sending moved to hears the game whole: it is written afresh, on disk first as
        // always.
        let now_moved = hall.map(|hall| hall.afresh.get());
        let newly_joined = moved.with_value(|before| *before != now_moved);
        moved.set_value(now_moved);
        session.with(|s| {
            keeping.update_value(|keeping| {
                if newly_joined || keeper.journal.is_some_and(|journal| journal.take_behind()) {
                    keeping.start_afresh();
                }
                let write = keeping.write(s);
                notices.stored.set(keeper.keep(write.running, write.filed));
                let durable = keeper.journal.filter(|journal| journal.trouble().is_none());
                if let (Some(hall), Some(entry), None) = (hall, keeping.journal_entry(), durable) {
                    // No journal to wait for: what localStorage took is all there is.
                    hall.take(&entry, || s.to_saved(), |hall| s.board_state(hall));
                }
                if let (Some(journal), Some(entry)) = (keeper.journal, keeping.journal_entry()) {
                    // The hall hears of a change once it is on disk: it is never ahead of the clock.
                    // With the state as written, never a later one.
                    let sent = hall.filter(HallBoard::is_sending).map(|hall| {
                        let state = hall.sending_hall().and_then(|name| s.board_state(&name));
                        (hall, OwnedEntry::of(&entry), state)
                    });
                    journal.append(&entry, move |written| {
                        if let (Some((hall, sent, state)), Ok(())) = (&sent, &written) {
                            hall.take(
                                &sent.entry(),
                                || session.with_untracked(Session::to_saved),
                                |_| state.clone(),
                            );
                        }
                        let said = written.err().map(|trouble| journal_trouble(&trouble));
                        // Only a change: the notice stays put through a run of refused writes.
                        // The screen may have closed while the write was on its way.
                        if notices.journal.try_with_untracked(|now| *now != said) == Some(true) {
                            notices.journal.set(said);
                        }
                    });
                }
            });
        });
    });
    notices
}

/// What the player should know of the last writes of the game: to localStorage (set by the clock
/// screen too, as a game is left or filed) and to the durable journal, kept apart so that neither
/// hides the other.
#[derive(Clone, Copy)]
pub struct KeptNotices {
    pub stored: RwSignal<Option<String>>,
    pub journal: RwSignal<Option<String>>,
}

/// A journal entry kept until its write completes.
struct OwnedEntry {
    game: Instant,
    head: Option<String>,
    from: usize,
    incidents: Vec<String>,
}

impl OwnedEntry {
    fn of(entry: &JournalEntry<'_>) -> OwnedEntry {
        OwnedEntry {
            game: entry.game,
            head: entry.head.map(str::to_owned),
            from: entry.from,
            incidents: entry.incidents.to_vec(),
        }
    }

    fn entry(&self) -> JournalEntry<'_> {
        JournalEntry {
            game: self.game,
            head: self.head.as_deref(),
            from: self.from,
            incidents: &self.incidents,
        }
    }
}
