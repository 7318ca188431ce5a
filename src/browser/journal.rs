//! The page's durable journal (`flagfall_journal`, IndexedDB): opened and read before the app mounts,
//! so the app restores what it holds beside localStorage before anything else reads a game; then
//! appended to after every change of the game by the keeper, and asked once to keep the browser from
//! evicting it (`navigator.storage.persist()`).

use crate::model::persistence::Persistence;
use flagfall_journal::{Journal, JournalGame, Trouble, Writer};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen_futures::JsFuture;

/// How long the app waits for the journal before it opens without it: IndexedDB answers in
/// milliseconds, but a browser that never answers must not leave the page blank.
const OPEN_WAIT_MS: u32 = 3000;

/// The page's journal: the writer every change goes through, the games read as the page opened,
/// and why it cannot be used, if it cannot. Copy, so any handler can hold one.
#[derive(Clone, Copy, Debug)]
pub struct PageJournal {
    writer: StoredValue<Writer, LocalStorage>,
    found: StoredValue<Vec<JournalGame>, LocalStorage>,
    /// Why the journal cannot be used; `None` while it can.
    trouble: StoredValue<Option<Trouble>, LocalStorage>,
    pub persistence: RwSignal<Persistence>,
    /// Whether `persist()` was asked in this page.
    asked: StoredValue<bool>,
}

impl PageJournal {
    /// Opens and reads the journal, then calls `then` with it (at most [`OPEN_WAIT_MS`] later,
    /// without it if it has not been read by then).
    pub fn open(then: impl FnOnce(PageJournal) + 'static) {
        let then = Rc::new(Cell::new(Some(then)));
        let give = {
            let then = Rc::clone(&then);
            move |journal: Result<Journal, Trouble>, found: Vec<JournalGame>| {
                if let Some(then) = then.take() {
                    then(PageJournal::new(journal, found));
                }
            }
        };
        let waited = Timeout::new(OPEN_WAIT_MS, {
            let give = give.clone();
            move || give(Err(Trouble::NoAnswer), Vec::new())
        });
        Journal::open(move |opened| match opened {
            Ok(journal) => journal.clone().read(move |read| {
                drop(waited);
                match read {
                    Ok(found) => give(Ok(journal), found),
                    Err(trouble) => give(Err(trouble), Vec::new()),
                }
            }),
            Err(trouble) => {
                drop(waited);
                give(Err(trouble), Vec::new());
            }
        });
    }

    fn new(journal: Result<Journal, Trouble>, found: Vec<JournalGame>) -> PageJournal {
        let trouble = journal.as_ref().err().cloned();
        let page_journal = PageJournal {
            writer: StoredValue::new_local(Writer::over(journal)),
            found: StoredValue::new_local(found),
            trouble: StoredValue::new_local(trouble),
            persistence: RwSignal::new(Persistence::NotAsked),
            asked: StoredValue::new(false),
        };
        // What an earlier page was answered holds until the browser changes its mind.
        page_journal.follow_persistence(window().navigator().storage().persisted(), false);
        page_journal
    }

    /// Why the journal cannot be used in this page, if it cannot.
    pub fn trouble(&self) -> Option<Trouble> {
        self.trouble.get_value()
    }

    /// The games the journal held as the page opened, taken (they are restored once).
    pub fn take_found(&self) -> Vec<JournalGame> {
        self.found
            .try_update_value(std::mem::take)
            .unwrap_or_default()
    }

    /// Appends `entry`; `done` is told once it reached the disk, or why not. The first write that
    /// does asks the browser to keep the app's storage.
    pub fn append(
        &self,
        entry: &flagfall_core::JournalEntry<'_>,
        done: impl FnOnce(Result<(), Trouble>) + 'static,
    ) {
        if self.trouble().is_some() {
            // Said once as the page opened.
            return;
        }
        let this = *self;
        self.writer.with_value(|writer| {
            writer.append(entry, move |written| {
                if written.is_ok() {
                    this.ask_persistence();
                }
                done(written);
            });
        });
    }

    /// Whether a write failed since this was last asked: the next must hold the whole game.
    pub fn take_behind(&self) -> bool {
        self.writer.with_value(Writer::take_behind)
    }

    /// Forgets the game that began at `game`, as the user deleted it or it made room.
    pub fn remove(&self, game: flagfall_core::Instant) {
        if let Some(journal) = self.writer.with_value(Writer::journal) {
            // A game the journal could not forget comes back at the next opening, set aside: kept,
            // which is the safe side.
            journal.remove(game, drop);
        }
    }

    /// Asks the browser once to keep the app's storage from eviction, unless it already does, and
    /// keeps its answer.
    fn ask_persistence(&self) {
        if self.asked.get_value() || self.persistence.get_untracked() == Persistence::Granted {
            return;
        }
        self.asked.set_value(true);
        self.follow_persistence(window().navigator().storage().persist(), true);
    }

    /// Keeps the browser's answer to `asked` (`persist()` when `asking`, else `persisted()`).
    fn follow_persistence(
        &self,
        asked: Result<js_sys::Promise, wasm_bindgen::JsValue>,
        asking: bool,
    ) {
        let persistence = self.persistence;
        let Ok(asked) = asked else {
            persistence.set(Persistence::Unsupported);
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            match JsFuture::from(asked).await.map(|v| v.as_bool()) {
                Ok(Some(true)) => persistence.set(Persistence::Granted),
                Ok(Some(false)) if asking => persistence.set(Persistence::Refused),
                Ok(Some(false)) => {}
                Ok(None) | Err(_) => persistence.set(Persistence::Unsupported),
            }
        });
    }
}
