//! The first clock on the page: the app's clock screen built from the same elements and classes (so
//! its styles apply and nothing moves when the app takes over), its faces pressed through the core,
//! repainted only when what they show changes, and the game kept in storage after every change as the
//! app keeps it. The faces take the app's keys, and the page's time charges a device's sleep as the
//! app's does (both from `flagfall_page`). Dropping the page removes all of it: listeners, timer and
//! elements.

use crate::first_clock::{read_kept, Copy, FirstClock, Kept};
use crate::words;
use flagfall_core::{
    format_clock, parse_json, parse_link, Instant, JournalEntry, Link, Millis, SavedGame, Side,
    SCHEMA_VERSION,
};
use flagfall_journal::{Journal, Trouble, Writer};
use flagfall_lang::Lang;
use flagfall_page::{
    key_action, shown_after, without_direction_controls, AtBoard, Focus, KeyAction, LinkRecord,
    PageTime, Prefs, Readings, Theme, DOCUMENT_EVENTS, HALL_KEY, WINDOW_EVENTS,
};
use gloo_events::{EventListener, EventListenerOptions};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, Event, EventTarget, KeyboardEvent, Storage};

/// One face's elements.
struct Face {
    button: Element,
    /// What a screen reader says for the face: the player and the time in words.
    spoken: Element,
    time: Element,
    moves: Element,
    period: Element,
}

struct State {
    clock: FirstClock,
    lang: Lang,
    storage: Storage,
    /// How the game is kept in `storage` and in the durable journal.
    keeping: Box<dyn Keeping>,
    faces: [Face; 2],
    bar: Element,
    /// The pending wake-up, cleared on drop.
    timer: Option<i32>,
    /// What a wake-up calls: one callback for the clock's life, not one per wake.
    wake: Option<Closure<dyn FnMut()>>,
    /// The page's time base: the monotonic clock, moved on by a device's sleep.
    time: PageTime,
    /// While the game kept shows before the journal has said what it holds of it: the acts at the
    /// board made meanwhile, applied (and the game kept) once it has. `None` once the game is the
    /// one to go on with.
    held: Option<Vec<AtBoard>>,
}

/// How the first clock keeps its game where the app reads it: under [`SavedGame::KEY`], and in
/// the durable journal. Chosen as the page opens, so that a module carries only its own way.
trait Keeping {
    /// Keeps `clock`'s game after `act` changed it at the instant given (`None`: as it stands).
    /// An error is localStorage's refusal; the journal's is the app's to say.
    fn keep(
        &mut self,
        storage: &Storage,
        clock: &mut FirstClock,
        act: Option<(AtBoard, Instant)>,
    ) -> Result<(), JsValue>;

    /// The game as kept, for the app to take over.
    fn text(&self, clock: &mut FirstClock) -> String;
}

/// The saved game, as the app keeps it (the game kept; a link under the set-up choices kept),
/// appended to the journal (`Writer`) change by change.
struct Saved(Writer);

impl Keeping for Saved {
    fn keep(
        &mut self,
        storage: &Storage,
        clock: &mut FirstClock,
        _act: Option<(AtBoard, Instant)>,
    ) -> Result<(), JsValue> {
        if self.0.take_behind() {
            clock.keep_afresh();
        }
        let kept = storage.set_item(SavedGame::KEY, clock.kept_text());
        if let Some(entry) = clock.journal_entry() {
            self.0.append(&entry, drop);
        }
        kept
    }

    fn text(&self, clock: &mut FirstClock) -> String {
        clock.kept_text().to_owned()
    }
}

/// A first visit's record of its link ([`LinkRecord`]), which the app replays into the saved game:
/// a first visit carries no writer of the saved game.
struct Recorded {
    record: LinkRecord,
    journal: Writer,
}

impl Recorded {
    fn open(query: &str, utc_offset: i32) -> Box<dyn Keeping> {
        Box::new(Recorded {
            record: LinkRecord::new(query, utc_offset),
            journal: Writer::open(),
        })
    }
}

impl Keeping for Recorded {
    fn keep(
        &mut self,
        storage: &Storage,
        clock: &mut FirstClock,
        act: Option<(AtBoard, Instant)>,
    ) -> Result<(), JsValue> {
        if let Some((act, at)) = act {
            self.record.push(act, at);
        }
        let text = self.record.text();
        let kept = storage.set_item(SavedGame::KEY, text);
        // Once begun, under the instant it began, as the saved game would be: the whole record as
        // a head with no incidents, which the journal gives back as it is (the app's first write of
        // the game replaces it).
        if let Some(game) = clock.began() {
            let whole = JournalEntry {
                game,
                head: Some(text),
                from: 0,
                incidents: &[],
            };
            self.journal.append(&whole, drop);
        }
        kept
    }

    fn text(&self, _clock: &mut FirstClock) -> String {
        self.record.text().to_owned()
    }
}

/// The saved game's keeping of a link opened under the set-up choices kept.
fn saved_keeping(_query: &str, _utc_offset: i32) -> Box<dyn Keeping> {
    Box::new(Saved(Writer::open()))
}

/// How a link's game is kept: given the link's query and the UTC offset where it is played.
type OpenKeeping = fn(&str, i32) -> Box<dyn Keeping>;

/// The first clock while it runs.
pub struct Page {
    root: Element,
    state: Rc<RefCell<State>>,
    /// Held for their drop, which removes each listener.
    _listeners: Vec<EventListener>,
}

const SIDES: [Side; 2] = [Side::White, Side::Black];

/// How long the first clock holds the presses on the game kept for the journal's answer before it goes
/// on with localStorage's copy (the app, which waits longer, says why it opens without the journal):
/// IndexedDB answers in milliseconds.
const JOURNAL_WAIT_MS: i32 = 1_000;

/// Leaves the page to the app (`done(None)`), unless `done` was taken already: the kept first
/// clock's `done` is called once, by whichever of the journal's answer and the wait's end comes
/// first.
fn leave_to_app(done: &Cell<Option<impl FnOnce(Option<Page>)>>) {
    if let Some(done) = done.take() {
        done(None);
    }
}

/// What the first clock opens on, read from the page before anything shows.
struct Opening {
    window: web_sys::Window,
    storage: Storage,
    prefs: Prefs,
    lang: Lang,
}

/// How the first clock reads the set-up choices kept under [`Prefs::KEY`] (`None` when there are
/// none): `None` when it cannot, and leaves the page to the app.
type ReadPrefs = fn(Option<String>) -> Option<Prefs>;

/// The set-up choices kept, read as the app reads them; the defaults when none are kept.
fn read_prefs(kept: Option<String>) -> Option<Prefs> {
    match kept {
        None => Some(Prefs::default()),
        Some(text) => parse_json::<Prefs>(&text)
            .ok()
            .filter(|prefs| prefs.version == SCHEMA_VERSION),
    }
}

/// The defaults of a first visit, where no set-up choices are kept: the first visit's module
/// carries no reader of them (the JSON reader is about a tenth of it), and leaves any it finds
/// to the app.
fn no_prefs(kept: Option<String>) -> Option<Prefs> {
    kept.is_none().then(Prefs::default)
}

impl Opening {
    /// The page's storage and the set-up choices kept (the defaults on a first visit), if they can
    /// be read (`prefs`); the language chosen on the set-up screen, else the browser's, as the app
    /// picks it.
    fn read(prefs: ReadPrefs) -> Option<Opening> {
        let window = web_sys::window()?;
        let storage = window.local_storage().ok()??;
        let prefs = prefs(storage.get_item(Prefs::KEY).ok()?)?;
        let chosen = storage.get_item(Lang::KEY).ok().flatten();
        let lang = chosen
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_else(|| {
                Lang::preferred(
                    window
                        .navigator()
                        .languages()
                        .iter()
                        .filter_map(|tag| tag.as_string())
                        .collect::<Vec<_>>()
                        .iter()
                        .map(String::as_str),
                )
            });
        Some(Opening {
            window,
            storage,
            prefs,
            lang,
        })
    }
}

impl Page {
    /// Opens the first clock on the link in the page's address, as on a first visit: nothing is
    /// stored here (see [`Page::open_link`]).
    pub fn open_first_link(done: impl FnOnce(Option<Page>)) {
        Page::open_link_with(no_prefs, Recorded::open, done);
    }

    /// Opens the first clock on the link in the page's address, if it names a usable control and
    /// its game can be kept for the app to take over, and gives `done` the page; else `None`, and
    /// the app opens the link itself (and says what the first clock could not read).
    pub fn open_link(done: impl FnOnce(Option<Page>)) {
        Page::open_link_with(read_prefs, saved_keeping, done);
    }

    fn open_link_with(prefs: ReadPrefs, keeping: OpenKeeping, done: impl FnOnce(Option<Page>)) {
        let page = Opening::read(prefs).and_then(|opening| {
            let search = opening.window.location().search().ok()?;
            let link = parse_link(&search).ok()??;
            let utc_offset = utc_offset();
            let keeping = keeping(&search, utc_offset);
            Page::on_link(opening, link, utc_offset, keeping)
        });
        done(page);
    }

    /// Opens the first clock on the game kept, when it is a game at the board that goes on (see
    /// [`FirstClock::resume`]) and the durable journal can be read (it may hold more of the game
    /// than localStorage), and gives `done` the page; else `None`, and the app opens the game
    /// itself (and says what the first clock could not).
    pub fn open_kept(done: impl FnOnce(Option<Page>) + 'static) {
        match Opening::read(read_prefs) {
            Some(opening) => Page::resume(opening, done),
            None => done(None),
        }
    }

    /// The link's game, kept at once for the app to take over.
    fn on_link(
        opening: Opening,
        link: Link,
        utc_offset: i32,
        mut keeping: Box<dyn Keeping>,
    ) -> Option<Page> {
        let mut clock = FirstClock::new(link, &opening.prefs, utc_offset);
        keeping.keep(&opening.storage, &mut clock, None).ok()?;
        // As the app does once it has read a link: a reload restores the game kept, not the link.
        let window = &opening.window;
        let path = window.location().pathname().ok()?;
        window
            .history()
            .ok()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&path))
            .ok()?;
        Page::show(opening, clock, keeping, None)
    }

    /// The game kept, shown at once and gone on with once the journal has said what it holds of it
    /// (localStorage's copy if it has not within [`JOURNAL_WAIT_MS`]): meanwhile a press is held,
    /// and nothing is kept. The journal is opened first, so that IndexedDB opens while the game is
    /// read, replayed and shown (a game declined then leaves it to the app, which opens it too). A
    /// board in a hall is left to the app, whose feed must see each of the game's changes.
    fn resume(opening: Opening, done: impl FnOnce(Option<Page>) + 'static) {
        let storage = &opening.storage;
        let Some(text) = storage
            .get_item(SavedGame::KEY)
            .ok()
            .flatten()
            .filter(|_| matches!(storage.get_item(HALL_KEY), Ok(None)))
        else {
            return done(None);
        };
        // The game shown, waiting for the journal's answer: taken by whichever of that answer and
        // the wait's end comes first. IndexedDB's answer usually comes in a later task; one given
        // at once (no IndexedDB in this browser) waits in `answered` for the game.
        let pending: Rc<Cell<Option<(Kept, Page)>>> = Rc::default();
        let answered: Rc<Cell<Option<Result<Journal, Trouble>>>> = Rc::default();
        let done = Rc::new(Cell::new(Some(done)));
        let window = opening.window.clone();
        Journal::open({
            let (pending, answered, done) =
                (Rc::clone(&pending), Rc::clone(&answered), Rc::clone(&done));
            move |journal| match pending.take() {
                Some(shown) => Page::beside_journal(journal, shown, &pending, &done),
                None => answered.set(Some(journal)),
            }
        });
        let now = PageTime::default().instant_at(time_origin(), monotonic());
        let kept = read_kept(&text).and_then(|stored| FirstClock::resume(stored, now));
        let Some(kept) = kept else {
            return leave_to_app(&done);
        };
        let Some(page) = Page::show(
            opening,
            kept.clock().clone(),
            Box::new(Saved(Writer::default())),
            Some(Vec::new()),
        ) else {
            return leave_to_app(&done);
        };
        // Unless the journal has read the game by then, localStorage's copy goes on, its held acts
        // applied, with no journal: the app, taking it over next, opens the journal itself and says
        // what came of it. An answer after it finds nothing pending, and nothing is read or written.
        let waited = Closure::once_into_js({
            let (pending, done) = (Rc::clone(&pending), Rc::clone(&done));
            move || {
                let going = pending.take().and_then(|(kept, page)| {
                    let (clock, copy) = kept.beside(None)?;
                    page.go_on(clock, copy, Writer::over(Err(Trouble::NoAnswer)))
                });
                if let Some(done) = done.take() {
                    done(going);
                }
            }
        });
        let waiting = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            waited.unchecked_ref(),
            JOURNAL_WAIT_MS,
        );
        if waiting.is_err() {
            // Without the wait, a journal that never answers would hold the game forever.
            return leave_to_app(&done);
        }
        match answered.take() {
            Some(journal) => Page::beside_journal(journal, (kept, page), &pending, &done),
            None => pending.set(Some((kept, page))),
        }
    }

    /// Reads the journal's copy of the game `shown` once the journal (`opened`) has answered, and
    /// goes on from the copy that holds more, unless the wait ends first (it takes the game from
    /// `pending`).
    fn beside_journal(
        opened: Result<Journal, Trouble>,
        shown: (Kept, Page),
        pending: &Rc<Cell<Option<(Kept, Page)>>>,
        done: &Rc<Cell<Option<impl FnOnce(Option<Page>) + 'static>>>,
    ) {
        let Ok(journal) = opened else {
            // The app says why it cannot be used, and what that means for this game.
            return leave_to_app(done);
        };
        let began = shown.0.began();
        pending.set(Some(shown));
        let (pending, done) = (Rc::clone(pending), Rc::clone(done));
        journal.clone().read_game(began, move |read| {
            let Some((kept, page)) = pending.take() else {
                return;
            };
            let going = read.ok().and_then(|copy| {
                let copy = copy.as_ref().map(|copy| copy.text.as_str());
                let (clock, which) = kept.beside(copy)?;
                page.go_on(clock, which, Writer::over(Ok(journal)))
            });
            // The wait has not ended (it takes `pending` too): `done` is there.
            if let Some(done) = done.take() {
                done(going);
            }
        });
    }

    /// Goes on with `clock`, the game kept, from the `copy` that holds more: the acts held
    /// meanwhile applied to it at their instants, then kept. `None` (the page goes) when the journal's
    /// copy is seated or named otherwise than the faces shown, or localStorage refuses it: the app
    /// opens it.
    fn go_on(self, clock: FirstClock, copy: Copy, journal: Writer) -> Option<Page> {
        {
            let current = &mut *self.state.borrow_mut();
            current.keeping = Box::new(Saved(journal));
            if copy == Copy::Journal {
                let shown = &current.clock;
                if clock.seating() != shown.seating()
                    || SIDES
                        .iter()
                        .any(|&side| clock.name(side) != shown.name(side))
                {
                    return None;
                }
                current.clock = clock;
                // As the app's recovery does: localStorage takes the copy that holds more.
                current
                    .keeping
                    .keep(&current.storage, &mut current.clock, None)
                    .ok()?;
            }
            let at = now(current);
            for act in current.held.take().unwrap_or_default() {
                if current.clock.apply(act, at) {
                    keep(current, act, at);
                }
            }
            repaint(current);
        }
        Some(self)
    }

    /// Shows `clock` in place of the page's static shell, and runs it, its acts `held` (see
    /// [`State::held`]) or not.
    fn show(
        opening: Opening,
        clock: FirstClock,
        keeping: Box<dyn Keeping>,
        held: Option<Vec<AtBoard>>,
    ) -> Option<Page> {
        let Opening {
            window,
            storage,
            prefs,
            lang,
        } = opening;
        let document = window.document()?;
        let (root, faces, bar) = build(&document, lang, prefs.theme, &clock).ok()?;
        let state = Rc::new(RefCell::new(State {
            clock,
            lang,
            storage,
            keeping,
            faces,
            bar,
            timer: None,
            wake: None,
            time: PageTime::default(),
            held,
        }));
        let weak = Rc::downgrade(&state);
        state.borrow_mut().wake = Some(Closure::new(move || {
            if let Some(state) = weak.upgrade() {
                let current = &mut *state.borrow_mut();
                current.timer = None;
                repaint(current);
            }
        }));
        let mut listeners = Vec::new();
        for (side, face) in SIDES.into_iter().zip(&state.borrow().faces) {
            listeners.push(listener(
                &state,
                &face.button,
                "pointerdown",
                move |current, event| {
                    event.prevent_default();
                    press(current, side, event.time_stamp());
                },
            ));
        }
        listeners.push(listener(&state, &window, "keydown", on_key));
        for kind in DOCUMENT_EVENTS {
            listeners.push(listener(&state, &document, kind, on_life));
        }
        for kind in WINDOW_EVENTS {
            listeners.push(listener(&state, &window, kind, on_life));
        }
        // The page's language as the app will set it; a refusal only leaves the page's default.
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        repaint(&mut state.borrow_mut());
        Some(Page {
            root,
            state,
            _listeners: listeners,
        })
    }

    /// What the page's time has charged for a device's sleep, for the app to go on from.
    pub fn charged(&self) -> Millis {
        self.state.borrow().time.ahead()
    }

    /// The game as kept under [`SavedGame::KEY`] (a saved game, or a first visit's
    /// [`LinkRecord`]), for the app to take over.
    pub fn kept_text(&self) -> String {
        let current = &mut *self.state.borrow_mut();
        current.keeping.text(&mut current.clock)
    }

    /// Says on the page, in the bar between the faces, that the app cannot be fetched; the clock
    /// runs on.
    pub fn say_app_unavailable(&self) -> Result<(), JsValue> {
        let state = self.state.borrow();
        let document = state.bar.owner_document().ok_or(JsValue::NULL)?;
        let note = document.create_element("p")?;
        note.set_class_name("notice first-clock-note");
        note.set_attribute("role", "alert")?;
        note.set_text_content(Some(words::app_unavailable(state.lang)));
        state.bar.append_child(&note)?;
        Ok(())
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        if let Some(handle) = self.state.borrow_mut().timer.take() {
            if let Some(window) = web_sys::window() {
                window.clear_timeout_with_handle(handle);
            }
        }
        self.root.remove();
    }
}

/// The clock screen's elements as the app builds them, in place of the static shell: the root, the
/// faces and the bar between them (empty: its buttons come with the app).
fn build(
    document: &Document,
    lang: Lang,
    theme: Theme,
    clock: &FirstClock,
) -> Result<(Element, [Face; 2], Element), JsValue> {
    let element = |tag: &str, class: &str| -> Result<Element, JsValue> {
        let element = document.create_element(tag)?;
        element.set_class_name(class);
        Ok(element)
    };
    let root = element("main", "first-clock")?;
    root.set_attribute("data-theme", theme.name())?;
    let screen = element("div", "clock-screen")?;
    let faces_box = element("div", "faces")?;
    // As the app's faces: the spoken name is the button's content for screen readers, the digits and
    // the lines under them are for the eyes and describe it.
    let hidden = |tag: &str, class: &str| -> Result<Element, JsValue> {
        let hidden = element(tag, class)?;
        hidden.set_attribute("aria-hidden", "true")?;
        Ok(hidden)
    };
    let mut faces = Vec::with_capacity(2);
    for side in SIDES {
        let half = clock.seating().half_of(side).name();
        let button = element("button", "face")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-side", side.name())?;
        button.set_attribute("data-half", half)?;
        let info_id = format!("face-info-{}", side.name());
        button.set_attribute("aria-describedby", &info_id)?;
        let spoken = element("span", "sr-only spoken")?;
        let name = hidden("span", "name")?;
        // As the app's face writes it: the name (its direction controls left out), or the colour
        // without one.
        let typed = without_direction_controls(clock.name(side));
        name.set_text_content(Some(if typed.is_empty() {
            words::colour(lang, side)
        } else {
            &typed
        }));
        let time = hidden("span", "time")?;
        let info = hidden("span", "info")?;
        info.set_id(&info_id);
        let moves = element("span", "moves")?;
        let period = element("span", "period")?;
        info.append_child(&moves)?;
        info.append_child(&period)?;
        for child in [&spoken, &name, &time, &info] {
            button.append_child(child)?;
        }
        faces_box.append_child(&button)?;
        faces.push(Face {
            button,
            spoken,
            time,
            moves,
            period,
        });
    }
    let bar = element("div", "bar")?;
    screen.append_child(&faces_box)?;
    screen.append_child(&bar)?;
    root.append_child(&screen)?;
    // After the static shell, which the styles hide while anything follows it: a first clock that
    // goes before the app has come (the journal's copy of a game kept is the app's to open) leaves
    // the shell in view, not an empty page.
    document
        .body()
        .ok_or(JsValue::NULL)?
        .append_with_node_1(&root)?;
    let [white, black]: [Face; 2] = faces.try_into().map_err(|_| JsValue::NULL)?;
    Ok((root, [white, black], bar))
}

/// A callback on the running clock's state for as long as the page lives.
/// Calls `on_event` with the page's state for each `kind` event on `target` while the returned guard
/// lives. Not passive: a press and a key cancel what the browser would do besides.
fn listener(
    state: &Rc<RefCell<State>>,
    target: &EventTarget,
    kind: &'static str,
    mut on_event: impl FnMut(&mut State, &Event) + 'static,
) -> EventListener {
    let weak = Rc::downgrade(state);
    EventListener::new_with_options(
        target,
        kind,
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            if let Some(state) = weak.upgrade() {
                on_event(&mut state.borrow_mut(), event);
            }
        },
    )
}

/// A press on `side`'s face, input at the event's `time_stamp`, as the app handles it.
fn press(current: &mut State, side: Side, time_stamp: f64) {
    let act = AtBoard::Press {
        side,
        input: at(current, time_stamp),
    };
    if let Some(held) = &mut current.held {
        held.push(act);
        return;
    }
    let handled = now(current);
    if current.clock.apply(act, handled) {
        keep(current, act, handled);
        repaint(current);
    }
}

/// A key, as the app's clock screen takes it: a face's keys and the side to move's press. The menu,
/// pause, undo and the arbiter come with the app, and so do their keys.
fn on_key(current: &mut State, event: &Event) {
    let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
        return;
    };
    if event.repeat() {
        return;
    }
    let focus = event
        .target()
        .and_then(|target| target.dyn_into::<Element>().ok())
        .map_or(Focus::Page, |element| {
            Focus::of(&element.tag_name(), element.class_list().contains("face"))
        });
    let side = match key_action(&event.code(), focus) {
        Some(KeyAction::Face(half)) => Some(current.clock.seating().side_in(half)),
        Some(KeyAction::ToMove) => current.clock.side_to_press(),
        _ => return,
    };
    // Space would scroll the page as well.
    event.prevent_default();
    if let Some(side) = side {
        press(current, side, event.time_stamp());
    }
}

/// The page hidden, frozen, shown again: a sleep the monotonic clock did not count is charged and
/// recorded, as the app does, and the faces are painted at once.
fn on_life(current: &mut State, event: &Event) {
    let readings = Readings {
        monotonic: monotonic(),
        wall: js_sys::Date::now(),
    };
    let visible = web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
    if shown_after(&event.type_(), visible) {
        if let Some(unwatched) = current.time.show(time_origin(), readings) {
            let act = AtBoard::Charge(unwatched);
            match &mut current.held {
                Some(held) => held.push(act),
                None => {
                    let charged_at = now(current);
                    if current.clock.apply(act, charged_at) {
                        keep(current, act, charged_at);
                    }
                }
            }
            repaint(current);
        }
    } else {
        current.time.hide(readings);
    }
}

/// Keeps the game after `act` changed it at `at`.
fn keep(current: &mut State, act: AtBoard, at: Instant) {
    // Storage refused the game it took at the start (full with other data): the clock runs on, and
    // the app takes the game over from `kept_text`, and says it cannot save it.
    let _ = current
        .keeping
        .keep(&current.storage, &mut current.clock, Some((act, at)));
}

/// Paints the faces at this instant, then sleeps until they next change or a flag can fall.
fn repaint(current: &mut State) {
    let at = now(current);
    // A flag that fell is logged once the game is the one to go on with (at its instant then too).
    if current.held.is_none() && current.clock.apply(AtBoard::Observe, at) {
        keep(current, AtBoard::Observe, at);
    }
    for (side, face) in SIDES.into_iter().zip(&current.faces) {
        let shown = current.clock.face(side, at);
        let lang = current.lang;
        let player = words::player(lang, side, current.clock.name(side));
        set_text(&face.spoken, &lang.face_label(&player, shown.main));
        let time = lang.time(format_clock(shown.main));
        // The styles fit the time to the face by its number of characters, as the app's face does.
        if set_text(&face.time, &time) {
            let _ = face
                .time
                .set_attribute("data-chars", &time.chars().count().to_string());
        }
        set_text(&face.moves, &words::moves(lang, shown.moves));
        let period = shown.period.map(|caption| words::period(lang, caption));
        set_text(&face.period, period.as_deref().unwrap_or_default());
        let _ = face
            .button
            .class_list()
            .toggle_with_force("running", shown.running);
        let _ = face
            .button
            .class_list()
            .toggle_with_force("flagged", shown.flagged);
        let _ = face.button.class_list().toggle_with_force("low", shown.low);
        let _ = face
            .button
            .set_attribute("aria-pressed", if shown.running { "true" } else { "false" });
    }
    let wait = current.clock.wake_in(at);
    wake_after(current, wait);
}

/// Sleeps until `wait` has passed (nothing while no clock runs), in place of any earlier wake-up.
fn wake_after(state: &mut State, wait: Option<Millis>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Some(handle) = state.timer.take() {
        window.clear_timeout_with_handle(handle);
    }
    let (Some(wait), Some(wake)) = (wait, &state.wake) else {
        return;
    };
    // Browser timers take a 32-bit count of milliseconds.
    let ms = wait.as_millis().clamp(0, i64::from(i32::MAX)) as i32;
    state.timer = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(wake.as_ref().unchecked_ref(), ms)
        .ok();
}

/// Sets a text only when it differs (most wake-ups change one face's digits); returns whether it did.
fn set_text(element: &Element, text: &str) -> bool {
    let differs = element.text_content().as_deref() != Some(text);
    if differs {
        element.set_text_content(Some(text));
    }
    differs
}

/// The instants of the app: epoch milliseconds on the page's monotonic clock, read as
/// `browser/time_source.rs` reads them in the app, so the two clocks' instants are one time base.
fn now(current: &State) -> Instant {
    at(current, monotonic())
}

/// The instant of a reading of the page's monotonic clock (an event's `timeStamp`).
fn at(current: &State, monotonic: f64) -> Instant {
    current.time.instant_at(time_origin(), monotonic)
}

/// Minutes east of UTC where the game is played now, as the app reads them for a new game's details.
fn utc_offset() -> i32 {
    -(js_sys::Date::new_0().get_timezone_offset() as i32)
}

/// The wall-clock instant of the monotonic clock's zero.
fn time_origin() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.time_origin())
}

fn monotonic() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}
