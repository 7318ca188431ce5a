//! The durable journal of a browser's games, in IndexedDB: each change of a game is appended in a
//! transaction of strict durability, so it is on disk when the transaction completes (localStorage,
//! which keeps the same games, reaches the disk only seconds later, and a killed browser loses what
//! it had not written). The app and the first clock write it; the app reads it back on opening and
//! restores the longer of the two copies.
//!
//! Layout (database `flagfall`, version 1): `heads` holds each game's head (its saved text with no
//! incidents) under the instant its record began; `incidents` holds each incident's text under
//! `[that instant, its number]`. A press appends one record, so a write costs the same late in a long
//! game as early on. A first visit's first clock writes its record of the link
//! (`flagfall_page::LinkRecord`, a few lines) whole as the head, with no incidents; the app's first
//! write of the game replaces it.
//!
//! web-sys offers the transaction's options (its durability) only behind its unstable flag, so this
//! crate binds that one call itself; the rest is web-sys. A wrapper crate of futures would add an
//! async runtime to the first clock, which a link's first visit waits for.

mod lag;

use flagfall_core::{journal_text, Instant, JournalEntry};
use lag::Lag;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Event, IdbDatabase, IdbKeyRange, IdbObjectStore, IdbOpenDbRequest, IdbRequest, IdbTransaction,
};

/// The database's name.
pub const NAME: &str = "flagfall";
/// The layout's version; a database of a higher one is a newer Flagfall's, and left alone.
const VERSION: u32 = 1;
const HEADS: &str = "heads";
const INCIDENTS: &str = "incidents";
/// The name of the performance measure of each write, from its start to its durable completion.
pub const MEASURE: &str = "flagfall-journal";
/// Measures kept before they are all cleared, so a long game's timeline stays small.
const MEASURES_KEPT: u32 = 1_000;

#[wasm_bindgen]
extern "C" {
    /// An `IDBDatabase`, for the one call web-sys keeps behind its unstable flag.
    #[wasm_bindgen(extends = IdbDatabase, js_name = IDBDatabase)]
    type Database;

    #[wasm_bindgen(method, catch, js_name = transaction)]
    fn transaction_with_options(
        this: &Database,
        stores: &js_sys::Array,
        mode: &str,
        options: &js_sys::Object,
    ) -> Result<IdbTransaction, JsValue>;
}

/// Why the journal cannot be used, or a write did not reach it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// This browser offers no IndexedDB here (some private windows).
    Missing,
    /// A newer version of Flagfall keeps it: it is left as it is.
    Newer,
    /// The site's storage quota is full.
    Full,
    /// The browser refused, with its own message (or the error's name when it gives none).
    Refused(String),
    /// The browser did not answer in time.
    NoAnswer,
}

/// A game as the journal holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalGame {
    /// The instant its record began.
    pub game: Instant,
    /// Its saved text, put back together; when the head is not one, the head and the incidents as
    /// found, a line each, for the app to set aside as damaged.
    pub text: String,
}

/// An open journal.
#[derive(Clone, Debug)]
pub struct Journal {
    db: IdbDatabase,
    /// Writes measured so far.
    writes: Rc<RefCell<u32>>,
}

impl Journal {
    /// Opens the journal, creating it on first use; `done` gets it, or why not.
    pub fn open(done: impl FnOnce(Result<Journal, Trouble>) + 'static) {
        let Some(factory) = web_sys::window().and_then(|w| w.indexed_db().ok().flatten()) else {
            return done(Err(Trouble::Missing));
        };
        let request = match factory.open_with_u32(NAME, VERSION) {
            Ok(request) => request,
            Err(error) => return done(Err(refused(&error))),
        };
        let upgrade = Closure::once_into_js({
            let request = request.clone();
            move || create_stores(&request)
        });
        request.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
        let opened = request.clone();
        settle_request(&request, move |outcome| {
            opened.set_onupgradeneeded(None);
            done(outcome.and_then(|()| {
                let db: IdbDatabase = opened.result().map_err(|e| refused(&e))?.unchecked_into();
                // A newer Flagfall opening the database in another tab waits for this one to close.
                let close = Closure::<dyn FnMut()>::new({
                    let db = db.clone();
                    move || db.close()
                });
                db.set_onversionchange(Some(close.as_ref().unchecked_ref()));
                close.forget();
                Ok(Journal {
                    db,
                    writes: Rc::default(),
                })
            }));
        });
    }

    /// Appends `entry` in one durable transaction; `done` is told once it is on disk, or why not.
    /// A head written afresh replaces whatever the journal held of that game.
    pub fn append(
        &self,
        entry: &JournalEntry<'_>,
        done: impl FnOnce(Result<(), Trouble>) + 'static,
    ) {
        let written = self.write(|heads, incidents| {
            let game = JsValue::from_f64(entry.game.0 as f64);
            if let Some(head) = entry.head {
                incidents.delete(&all_of(entry.game)?.into())?;
                heads.put_with_key(&JsValue::from_str(head), &game)?;
            }
            for (i, incident) in entry.incidents.iter().enumerate() {
                let number = entry.from.saturating_add(i) as f64;
                incidents.put_with_key(&JsValue::from_str(incident), &key(entry.game, number))?;
            }
            Ok(())
        });
        match written {
            Ok(tx) => {
                let measure = self.start_measure();
                settle_transaction(&tx, move |outcome| {
                    measure.end();
                    done(outcome);
                });
            }
            Err(error) => done(Err(refused(&error))),
        }
    }

    /// Reads every game the journal holds, in the order they began.
    pub fn read(&self, done: impl FnOnce(Result<Vec<JournalGame>, Trouble>) + 'static) {
        self.read_where(None, done);
    }

    /// Reads the game that began at `game`, if the journal holds it: the first clock's look at the
    /// one game it goes on with, which costs what that game holds, not the History.
    pub fn read_game(
        &self,
        game: Instant,
        done: impl FnOnce(Result<Option<JournalGame>, Trouble>) + 'static,
    ) {
        let incidents = match all_of(game) {
            Ok(range) => JsValue::from(range),
            Err(error) => return done(Err(refused(&error))),
        };
        let only = (JsValue::from_f64(game.0 as f64), incidents);
        self.read_where(Some(only), move |read| {
            done(read.map(|games| games.into_iter().next()))
        });
    }

    /// Reads the games the journal holds, or only the heads and incidents of `only`'s key and
    /// key range.
    fn read_where(
        &self,
        only: Option<(JsValue, JsValue)>,
        done: impl FnOnce(Result<Vec<JournalGame>, Trouble>) + 'static,
    ) {
        let requests = self
            .transaction("readonly", false)
            .and_then(|(tx, heads, incidents)| {
                let requests = match &only {
                    None => [
                        heads.get_all_keys()?,
                        heads.get_all()?,
                        incidents.get_all_keys()?,
                        incidents.get_all()?,
                    ],
                    Some((head, range)) => [
                        heads.get_all_keys_with_key(head)?,
                        heads.get_all_with_key(head)?,
                        incidents.get_all_keys_with_key(range)?,
                        incidents.get_all_with_key(range)?,
                    ],
                };
                Ok((tx, requests))
            });
        let (tx, requests) = match requests {
            Ok(requests) => requests,
            Err(error) => return done(Err(refused(&error))),
        };
        settle_transaction(&tx, move |outcome| {
            done(outcome.and_then(|()| {
                let [head_keys, heads, incident_keys, incidents] =
                    requests.map(|r| r.result().map(|v| js_sys::Array::from(&v)));
                // A record of another shape (not this layout's number or text) is left in the
                // journal untouched, and read as no game: nothing would be gained by guessing.
                let heads = numbers(&head_keys.map_err(|e| refused(&e))?)
                    .into_iter()
                    .zip(strings(&heads.map_err(|e| refused(&e))?))
                    .filter_map(|(game, head)| Some((game.filter(|g| g.is_finite())?, head?)))
                    .collect();
                let incidents = incident_keys
                    .map_err(|e| refused(&e))?
                    .iter()
                    .map(|key| {
                        let key = js_sys::Array::from(&key);
                        (
                            key.get(0).as_f64().unwrap_or(f64::NAN),
                            key.get(1).as_f64().unwrap_or(f64::NAN),
                        )
                    })
                    .zip(strings(&incidents.map_err(|e| refused(&e))?))
                    .map(|((game, number), text)| (game, number, text))
                    .collect();
                Ok(assemble(heads, incidents))
            }));
        });
    }

    /// Removes the game that began at `game`, as the user deleted it; `done` says when it is gone.
    pub fn remove(&self, game: Instant, done: impl FnOnce(Result<(), Trouble>) + 'static) {
        let removed = self.write(|heads, incidents| {
            heads.delete(&JsValue::from_f64(game.0 as f64))?;
            incidents.delete(&all_of(game)?.into())?;
            Ok(())
        });
        match removed {
            Ok(tx) => settle_transaction(&tx, done),
            Err(error) => done(Err(refused(&error))),
        }
    }

    /// Runs `write` in a durable transaction on both stores, which is aborted, whole, if a request
    /// of it throws (committing the requests before it would leave half a change).
    fn write(
        &self,
        write: impl FnOnce(&IdbObjectStore, &IdbObjectStore) -> Result<(), JsValue>,
    ) -> Result<IdbTransaction, JsValue> {
        let (tx, heads, incidents) = self.transaction("readwrite", true)?;
        if let Err(error) = write(&heads, &incidents) {
            // Already over if the browser aborted it itself.
            let _ = tx.abort();
            return Err(error);
        }
        Ok(tx)
    }

    /// A transaction on both stores; a writing one is durable (on disk when it completes).
    fn transaction(
        &self,
        mode: &str,
        durable: bool,
    ) -> Result<(IdbTransaction, IdbObjectStore, IdbObjectStore), JsValue> {
        let stores = js_sys::Array::of2(&HEADS.into(), &INCIDENTS.into());
        let options = js_sys::Object::new();
        if durable {
            js_sys::Reflect::set(&options, &"durability".into(), &"strict".into())?;
        }
        let tx = self
            .db
            .unchecked_ref::<Database>()
            .transaction_with_options(&stores, mode, &options)?;
        let heads = tx.object_store(HEADS)?;
        let incidents = tx.object_store(INCIDENTS)?;
        Ok((tx, heads, incidents))
    }

    /// Marks the start of a write, to be measured when it is on disk.
    fn start_measure(&self) -> Measure {
        let mut writes = self.writes.borrow_mut();
        *writes = writes.wrapping_add(1);
        let performance = web_sys::window().and_then(|w| w.performance());
        if let Some(performance) = &performance {
            if *writes % MEASURES_KEPT == 0 {
                performance.clear_measures_with_measure_name(MEASURE);
            }
        }
        let mark = format!("{MEASURE}-{writes}");
        let performance = performance.filter(|p| p.mark(&mark).is_ok());
        Measure { performance, mark }
    }
}

/// One write's start, measured at its end.
struct Measure {
    performance: Option<web_sys::Performance>,
    mark: String,
}

impl Measure {
    fn end(self) {
        if let Some(performance) = self.performance {
            // A measure the browser refuses only leaves the bench without this figure.
            let _ = performance.measure_with_start_mark(MEASURE, &self.mark);
            performance.clear_marks_with_mark_name(&self.mark);
        }
    }
}

/// The games of a journal read back: each head with its incidents numbered from 0 without a gap
/// (a record past a gap could not have been appended, so it is not the game's; one that is not
/// text is such a gap).
fn assemble(
    heads: Vec<(f64, String)>,
    incidents: Vec<(f64, f64, Option<String>)>,
) -> Vec<JournalGame> {
    let mut incidents = incidents.into_iter().peekable();
    heads
        .into_iter()
        .map(|(game, head)| {
            while incidents.next_if(|(of, _, _)| *of < game).is_some() {}
            let mut texts = Vec::new();
            let mut gap = false;
            while let Some((_, number, text)) = incidents.next_if(|(of, _, _)| *of == game) {
                match text {
                    Some(text) if !gap && number == texts.len() as f64 => texts.push(text),
                    _ => gap = true,
                }
            }
            let text = journal_text(&head, &texts).unwrap_or_else(|| {
                std::iter::once(head)
                    .chain(texts)
                    .collect::<Vec<_>>()
                    .join("\n")
            });
            JournalGame {
                game: Instant(game as i64),
                text,
            }
        })
        .collect()
}

/// Creates the stores of a new journal (an older layout has none to carry over).
fn create_stores(request: &IdbOpenDbRequest) {
    let Ok(db) = request.result().map(JsCast::unchecked_into::<IdbDatabase>) else {
        return;
    };
    let names = db.object_store_names();
    for store in [HEADS, INCIDENTS] {
        if !names.contains(store) && db.create_object_store(store).is_err() {
            // The opening then fails, and reports why.
            if let Some(tx) = request.transaction() {
                let _ = tx.abort();
            }
        }
    }
}

/// The key of incident `number` of `game`.
fn key(game: Instant, number: f64) -> JsValue {
    js_sys::Array::of2(
        &JsValue::from_f64(game.0 as f64),
        &JsValue::from_f64(number),
    )
    .into()
}

/// Every incident key of `game`.
fn all_of(game: Instant) -> Result<IdbKeyRange, JsValue> {
    IdbKeyRange::bound(&key(game, 0.0), &key(game, f64::INFINITY))
}

fn numbers(array: &js_sys::Array) -> Vec<Option<f64>> {
    array.iter().map(|v| v.as_f64()).collect()
}

fn strings(array: &js_sys::Array) -> Vec<Option<String>> {
    array.iter().map(|v| v.as_string()).collect()
}

/// Calls `done` once, when the request succeeds or fails; its handlers are removed first.
fn settle_request(request: &IdbRequest, done: impl FnOnce(Result<(), Trouble>) + 'static) {
    let target = request.clone();
    let handler = Closure::once_into_js(move |event: Event| {
        target.set_onsuccess(None);
        target.set_onerror(None);
        done(if event.type_() == "success" {
            Ok(())
        } else {
            event.prevent_default();
            Err(match target.error() {
                Ok(Some(error)) => trouble(&error.name(), error.message()),
                Ok(None) | Err(_) => Trouble::Refused(event.type_()),
            })
        });
    });
    request.set_onsuccess(Some(handler.unchecked_ref()));
    request.set_onerror(Some(handler.unchecked_ref()));
}

/// Calls `done` once, when the transaction completes (on disk, for a durable one) or is aborted (a
/// failed request aborts it, and its error is the transaction's by then); its handlers are removed
/// first.
fn settle_transaction(tx: &IdbTransaction, done: impl FnOnce(Result<(), Trouble>) + 'static) {
    let target = tx.clone();
    let handler = Closure::once_into_js(move |event: Event| {
        target.set_oncomplete(None);
        target.set_onabort(None);
        done(if event.type_() == "complete" {
            Ok(())
        } else {
            Err(match target.error() {
                Some(error) => trouble(&error.name(), error.message()),
                None => Trouble::Refused(event.type_()),
            })
        });
    });
    tx.set_oncomplete(Some(handler.unchecked_ref()));
    tx.set_onabort(Some(handler.unchecked_ref()));
}

/// What a thrown error means for the journal.
fn refused(error: &JsValue) -> Trouble {
    let field = |name: &str| {
        js_sys::Reflect::get(error, &name.into())
            .ok()
            .and_then(|value| value.as_string())
    };
    trouble(
        &field("name").unwrap_or_default(),
        field("message")
            .or_else(|| error.as_string())
            .unwrap_or_default(),
    )
}

/// The trouble a `DOMException` named `name` says: a quota aborts a transaction with no message in
/// Chromium, so the name is what is kept when there is none.
fn trouble(name: &str, message: String) -> Trouble {
    match name {
        "VersionError" => Trouble::Newer,
        "QuotaExceededError" => Trouble::Full,
        _ if message.is_empty() => Trouble::Refused(name.to_owned()),
        _ => Trouble::Refused(message),
    }
}

/// A page's journal, opened once: what is appended before it opens waits, in order, and is written
/// as soon as it does. A write that fails leaves a gap the journal's later records cannot be read
/// past, so the writer says it is behind ([`Writer::take_behind`]) and its owner then writes the
/// whole game afresh; while writes keep failing, only after doubling waits ([`Lag`]). Clone shares
/// it.
#[derive(Clone, Default)]
pub struct Writer {
    link: Rc<RefCell<Link>>,
    lag: Rc<RefCell<Lag>>,
}

type Done = Box<dyn FnOnce(Result<(), Trouble>)>;

/// An entry waiting for the journal to open.
struct Waiting {
    game: Instant,
    head: Option<String>,
    from: usize,
    incidents: Vec<String>,
    done: Done,
}

#[derive(Default)]
enum Link {
    #[default]
    Opening,
    Waiting(Vec<Waiting>),
    Open(Journal),
    Unavailable(Trouble),
}

impl Writer {
    /// Opens the journal and appends to it; entries wait meanwhile.
    pub fn open() -> Writer {
        let writer = Writer::default();
        let opened = writer.clone();
        Journal::open(move |journal| opened.opened(journal));
        writer
    }

    /// Whether the journal is behind and the next entry must hold the whole game, head included.
    pub fn take_behind(&self) -> bool {
        self.lag.borrow_mut().take_retry()
    }

    /// Writes to `journal`, or says `trouble` to every append.
    pub fn over(journal: Result<Journal, Trouble>) -> Writer {
        let writer = Writer::default();
        writer.opened(journal);
        writer
    }

    fn opened(&self, journal: Result<Journal, Trouble>) {
        let waiting = match std::mem::take(&mut *self.link.borrow_mut()) {
            Link::Waiting(waiting) => waiting,
            _ => Vec::new(),
        };
        *self.link.borrow_mut() = match journal {
            Ok(journal) => Link::Open(journal),
            Err(trouble) => Link::Unavailable(trouble),
        };
        for w in waiting {
            self.append(
                &JournalEntry {
                    game: w.game,
                    head: w.head.as_deref(),
                    from: w.from,
                    incidents: &w.incidents,
                },
                w.done,
            );
        }
    }

    /// Appends `entry`; `done` is told once it is on disk, or why not.
    pub fn append(
        &self,
        entry: &JournalEntry<'_>,
        done: impl FnOnce(Result<(), Trouble>) + 'static,
    ) {
        if let Some(journal) = self.journal() {
            let skipped = self.lag.borrow_mut().skip();
            if let Some(trouble) = skipped {
                return done(Err(trouble));
            }
            let lag = Rc::clone(&self.lag);
            // Only the whole game, once on disk, mends a gap a failed write left.
            let whole = entry.head.is_some() && entry.from == 0;
            return journal.append(entry, move |written| {
                match &written {
                    Ok(()) if whole => lag.borrow_mut().succeeded(),
                    Ok(()) => {}
                    Err(trouble) => lag.borrow_mut().failed(trouble.clone(), whole),
                }
                done(written);
            });
        }
        let link = &mut *self.link.borrow_mut();
        match link {
            Link::Open(_) => {}
            Link::Unavailable(trouble) => done(Err(trouble.clone())),
            Link::Opening | Link::Waiting(_) => {
                let waiting = Waiting {
                    game: entry.game,
                    head: entry.head.map(str::to_owned),
                    from: entry.from,
                    incidents: entry.incidents.to_vec(),
                    done: Box::new(done),
                };
                match link {
                    Link::Waiting(list) => list.push(waiting),
                    _ => *link = Link::Waiting(vec![waiting]),
                }
            }
        }
    }

    /// The open journal, if it is.
    pub fn journal(&self) -> Option<Journal> {
        match &*self.link.borrow() {
            Link::Open(journal) => Some(journal.clone()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_put_back_together_from_their_heads_and_numbered_incidents() {
        let head = r#"{"log":{"incidents":[]}}"#.to_owned();
        let games = assemble(
            vec![
                (5.0, head.clone()),
                (9.0, head.clone()),
                (12.0, "{}".to_owned()),
            ],
            vec![
                (1.0, 0.0, Some("orphan".into())),
                (5.0, 0.0, Some("a".into())),
                (5.0, 1.0, Some("b".into())),
                (5.0, 2.0, None),
                (5.0, 3.0, Some("after a record that is no text".into())),
                (9.0, 0.0, Some("c".into())),
                (9.0, 2.0, Some("past a gap".into())),
                (12.0, 0.0, Some("d".into())),
            ],
        );
        assert_eq!(
            games,
            vec![
                JournalGame {
                    game: Instant(5),
                    text: r#"{"log":{"incidents":[a,b]}}"#.into()
                },
                JournalGame {
                    game: Instant(9),
                    text: r#"{"log":{"incidents":[c]}}"#.into()
                },
                JournalGame {
                    game: Instant(12),
                    text: "{}\nd".into()
                },
            ]
        );
    }
}
