//! The first clock on the page: the app's clock screen built from the same elements and classes (so
//! its styles apply and nothing moves when the app takes over), its faces pressed through the core,
//! repainted only when what they show changes, and the game kept in storage after every change as the
//! app keeps it. Dropping the page removes all of it: listeners, timer and elements.

use crate::first_clock::FirstClock;
use crate::words;
use flagfall_core::{parse_link, Instant, Millis, SavedGame, Side};
use flagfall_lang::Lang;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, PointerEvent, Storage};

/// One face's elements.
struct Face {
    button: Element,
    time: Element,
    moves: Element,
}

struct State {
    clock: FirstClock,
    lang: Lang,
    storage: Storage,
    faces: [Face; 2],
    bar: Element,
    /// The pending wake-up, cleared on drop.
    timer: Option<i32>,
    /// What a wake-up calls: one callback for the clock's life, not one per wake.
    wake: Option<Closure<dyn FnMut()>>,
}

/// A face's button with its press listener, removed on drop.
type Press = (Element, Closure<dyn FnMut(PointerEvent)>);

/// The first clock while it runs.
pub struct Page {
    root: Element,
    state: Rc<RefCell<State>>,
    presses: Vec<Press>,
}

const SIDES: [Side; 2] = [Side::White, Side::Black];

impl Page {
    /// Opens the first clock on the link in the page's address, if it names a usable control and the
    /// game can be kept for the app to take over; else `None`, and the app opens the link itself.
    pub fn open() -> Option<Page> {
        let window = web_sys::window()?;
        let document = window.document()?;
        let link = parse_link(&window.location().search().ok()?).ok()??;
        let storage = window.local_storage().ok()??;
        let mut clock = FirstClock::new(link);
        keep(&storage, &mut clock).ok()?;
        // As the app does once it has read a link: a reload restores the game kept, not the link.
        let path = window.location().pathname().ok()?;
        window
            .history()
            .ok()?
            .replace_state_with_url(&JsValue::NULL, "", Some(&path))
            .ok()?;
        let lang = Lang::preferred(
            window
                .navigator()
                .languages()
                .iter()
                .filter_map(|tag| tag.as_string())
                .collect::<Vec<_>>()
                .iter()
                .map(String::as_str),
        );
        let (root, faces, bar) = build(&document, lang).ok()?;
        let state = Rc::new(RefCell::new(State {
            clock,
            lang,
            storage,
            faces,
            bar,
            timer: None,
            wake: None,
        }));
        let weak = Rc::downgrade(&state);
        state.borrow_mut().wake = Some(Closure::new(move || {
            if let Some(state) = weak.upgrade() {
                let current = &mut *state.borrow_mut();
                current.timer = None;
                repaint(current);
            }
        }));
        let presses = SIDES
            .into_iter()
            .zip(state.borrow().faces.iter().map(|f| f.button.clone()))
            .map(|(side, button)| {
                let weak = Rc::downgrade(&state);
                let press = Closure::<dyn FnMut(PointerEvent)>::new(move |event: PointerEvent| {
                    event.prevent_default();
                    if let Some(state) = weak.upgrade() {
                        let input = instant(origin() + event.time_stamp());
                        let current = &mut *state.borrow_mut();
                        if current.clock.press(side, input, now()) {
                            refresh(current);
                        }
                    }
                });
                // Only a DOM refusal can fail here, and the face then simply does not answer.
                let _ = button.add_event_listener_with_callback(
                    "pointerdown",
                    press.as_ref().unchecked_ref(),
                );
                (button, press)
            })
            .collect();
        // The page's language as the app will set it; a refusal only leaves the page's default.
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        repaint(&mut state.borrow_mut());
        Some(Page {
            root,
            state,
            presses,
        })
    }

    /// The game as kept (the text of [`SavedGame`] under its key), for the app to take over.
    pub fn kept_text(&self) -> String {
        self.state.borrow_mut().clock.kept_text().to_owned()
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
        for (button, press) in &self.presses {
            let _ = button
                .remove_event_listener_with_callback("pointerdown", press.as_ref().unchecked_ref());
        }
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
fn build(document: &Document, lang: Lang) -> Result<(Element, [Face; 2], Element), JsValue> {
    let element = |tag: &str, class: &str| -> Result<Element, JsValue> {
        let element = document.create_element(tag)?;
        element.set_class_name(class);
        Ok(element)
    };
    let root = element("main", "first-clock")?;
    root.set_attribute("data-theme", "standard")?;
    let screen = element("div", "clock-screen")?;
    let faces_box = element("div", "faces")?;
    let mut faces = Vec::with_capacity(2);
    for (side, half) in SIDES.into_iter().zip(["first", "second"]) {
        let button = element("button", "face")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("data-side", side.name())?;
        button.set_attribute("data-half", half)?;
        let name = element("span", "name")?;
        name.set_text_content(Some(match side {
            Side::White => words::white(lang),
            Side::Black => words::black(lang),
        }));
        let time = element("span", "time")?;
        let info = element("span", "info")?;
        let moves = element("span", "moves")?;
        info.append_child(&moves)?;
        button.append_child(&name)?;
        button.append_child(&time)?;
        button.append_child(&info)?;
        faces_box.append_child(&button)?;
        faces.push(Face {
            button,
            time,
            moves,
        });
    }
    let bar = element("div", "bar")?;
    screen.append_child(&faces_box)?;
    screen.append_child(&bar)?;
    root.append_child(&screen)?;
    let body = document.body().ok_or(JsValue::NULL)?;
    if let Some(shell) = document.query_selector(".boot-shell")? {
        shell.remove();
    }
    body.prepend_with_node_1(&root)?;
    let [white, black]: [Face; 2] = faces.try_into().map_err(|_| JsValue::NULL)?;
    Ok((root, [white, black], bar))
}

/// After a change of the game: kept, then shown.
fn refresh(current: &mut State) {
    // Storage refused the game it took at the start (full with other data): the clock runs on, and
    // the app takes the game over from `kept_text`, and says it cannot save it.
    let _ = keep(&current.storage, &mut current.clock);
    repaint(current);
}

/// Paints the faces at this instant, then sleeps until they next change or a flag can fall.
fn repaint(current: &mut State) {
    let at = now();
    if current.clock.observe(at) {
        let _ = keep(&current.storage, &mut current.clock);
    }
    for (side, face) in SIDES.into_iter().zip(&current.faces) {
        let shown = current.clock.face(side, at);
        let time = current.lang.time(shown.time);
        // The styles fit the time to the face by its number of characters, as the app's face does.
        if set_text(&face.time, &time) {
            let _ = face
                .time
                .set_attribute("data-chars", &time.chars().count().to_string());
        }
        set_text(&face.moves, &words::moves(current.lang, shown.moves));
        let _ = face
            .button
            .class_list()
            .toggle_with_force("running", shown.running);
        let _ = face
            .button
            .class_list()
            .toggle_with_force("flagged", shown.flagged);
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

/// Writes the game where the app reads it.
fn keep(storage: &Storage, clock: &mut FirstClock) -> Result<(), JsValue> {
    storage.set_item(SavedGame::KEY, clock.kept_text())
}

/// The instants of the app: epoch milliseconds on the page's monotonic clock, read as
/// `browser/time_source.rs` reads them in the app, so the two clocks' instants are one time base.
fn instant(epoch_ms: f64) -> Instant {
    Instant(epoch_ms.floor() as i64)
}

fn origin() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.time_origin())
}

fn now() -> Instant {
    let monotonic = web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now());
    instant(origin() + monotonic)
}
