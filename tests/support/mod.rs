//! Shared by the browser tests: the app mounted on a clock the test sets by hand, the page's address
//! and storage reset around each test, real pointer presses, and reading what the page shows.

// Each test target uses its own part of this module; the rest would warn as dead code there.
#![allow(dead_code)]

use flagfall_web::{App, TimeSource, GAME_KEY};
use leptos::prelude::*;
use std::any::Any;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement, PointerEvent,
    PointerEventInit, Storage,
};

/// 2026-01-01T00:00:00Z in epoch milliseconds: the app's instants are epoch ms, so the manual clock
/// starts at a realistic one.
pub const T0: i64 = 1_767_225_600_000;

/// The app, mounted in a `div` of its own on a manual clock. Dropping it unmounts the app, removes the
/// `div`, and puts the page's address and storage back as they were before the test.
pub struct Mounted {
    pub root: HtmlElement,
    pub clock: RwSignal<i64>,
    handle: Option<Box<dyn Any>>,
    href: String,
}

/// What to prepare before the app starts.
pub struct Page<'a> {
    /// The query string of the page's address, e.g. `?control=3%2B2`; empty for the home page.
    pub query: &'a str,
    /// Items written to localStorage before mounting.
    pub stored: &'a [(&'a str, &'a str)],
}

impl Page<'_> {
    /// A link that opens the clock screen with `3+2`.
    pub const LINK_3_PLUS_2: Page<'static> = Page {
        query: "?control=3%2B2",
        stored: &[],
    };
}

/// Mounts the app as a page load would see `page`, with the manual clock at [`T0`], and lets its first
/// effects run.
pub async fn mount(page: Page<'_>) -> Mounted {
    let mounted = mount_unpainted(page).await;
    after_paint().await;
    mounted
}

/// Mounts the app as [`mount`] does, but returns as soon as it shows a screen, before the browser
/// has painted it: what a screen builds only after its first paint is not there yet.
pub async fn mount_unpainted(page: Page<'_>) -> Mounted {
    let clock = RwSignal::new(T0);
    mount_on(page, clock, TimeSource::manual(clock)).await
}

/// Mounts the app as [`mount`] does, but on the browser's own clock, so that its timers run: for the
/// few tests of what a timer does by itself, with times short enough to wait for ([`sleep`]).
/// [`Mounted::at`] moves nothing there, and the instants are the browser's, not [`T0`]'s.
pub async fn mount_on_the_browsers_clock(page: Page<'_>) -> Mounted {
    let mounted = mount_on(page, RwSignal::new(T0), TimeSource::browser()).await;
    after_paint().await;
    mounted
}

async fn mount_on(page: Page<'_>, clock: RwSignal<i64>, time: TimeSource) -> Mounted {
    clear_storage();
    if let Some(storage) = local_storage() {
        for (key, value) in page.stored {
            storage
                .set_item(key, value)
                .expect("the test can write storage");
        }
    }
    let href = window().location().href().expect("the page has an address");
    set_query(page.query);

    let document = document();
    let root: HtmlElement = document
        .create_element("div")
        .expect("a div can be created")
        .unchecked_into();
    document
        .body()
        .expect("the test page has a body")
        .append_child(&root)
        .expect("the div can be attached");
    let handle = leptos::mount::mount_to(root.clone(), move || {
        provide_context(time);
        view! { <App /> }
    });
    let mounted = Mounted {
        root,
        clock,
        handle: Some(Box::new(handle)),
        href,
    };
    // The app shows a screen once the browser has granted it the game's lock (a moment).
    for _ in 0..200 {
        settle().await;
        if mounted.has("main > :not(.notices)") {
            break;
        }
    }
    mounted
}

impl Drop for Mounted {
    fn drop(&mut self) {
        // Unmount first: the app's cleanup must still find its elements.
        drop(self.handle.take());
        self.root.remove();
        let _ = window()
            .history()
            .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&self.href)));
        clear_storage();
    }
}

impl Mounted {
    /// Sets the manual clock to `T0 + ms` and lets the app follow.
    pub async fn at(&self, ms: i64) {
        self.clock.set(T0 + ms);
        settle().await;
    }

    /// The first element matching `selector`; panics when there is none.
    pub fn find(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .expect("the selector is valid")
            .unwrap_or_else(|| panic!("nothing matches {selector}"))
    }

    /// Whether anything matches `selector`.
    pub fn has(&self, selector: &str) -> bool {
        self.root
            .query_selector(selector)
            .expect("the selector is valid")
            .is_some()
    }

    /// The text of the first element matching `selector`.
    pub fn text(&self, selector: &str) -> String {
        self.find(selector).text_content().unwrap_or_default()
    }

    /// The texts of every element matching `selector`, in document order.
    pub fn texts(&self, selector: &str) -> Vec<String> {
        let list = self
            .root
            .query_selector_all(selector)
            .expect("the selector is valid");
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(|node| node.text_content().unwrap_or_default())
            .collect()
    }

    /// The time shown on `side`'s face.
    pub fn timer(&self, side: &str) -> String {
        self.text(&format!("[data-side={side}] .time"))
    }

    /// Both faces' times, white first.
    pub fn timers(&self) -> [String; 2] {
        [self.timer("white"), self.timer("black")]
    }

    /// The notices shown, without their dismiss button's "×".
    pub fn notices(&self) -> Vec<String> {
        self.texts(".notice[role=alert], .notice [role=alert]")
            .into_iter()
            .map(|text| text.trim_end_matches('×').to_owned())
            .collect()
    }

    /// Every alert shown (notices, and the panels' own), without a dismiss button's "×".
    pub fn alerts(&self) -> Vec<String> {
        self.texts("[role=alert]")
            .into_iter()
            .map(|text| text.trim_end_matches('×').to_owned())
            .collect()
    }

    /// A player's press: a real `pointerdown` on `side`'s face, as a finger gives it.
    pub async fn press(&self, side: &str) {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        init.set_composed(true);
        init.set_pointer_type("touch");
        init.set_is_primary(true);
        let event = PointerEvent::new_with_event_init_dict("pointerdown", &init)
            .expect("a pointer event can be made");
        self.find(&format!("[data-side={side}]"))
            .dispatch_event(&event)
            .expect("the face takes the event");
        settle().await;
    }

    /// Clicks the button matching `selector`.
    pub async fn click(&self, selector: &str) {
        self.find(selector).unchecked_into::<HtmlElement>().click();
        settle().await;
    }

    /// Types `text` into the input matching `selector`, replacing what was there, as a user's edit
    /// arrives: the value changes, then an `input` event bubbles from the field.
    pub async fn type_into(&self, selector: &str, text: &str) {
        let input: HtmlInputElement = self.find(selector).unchecked_into();
        input.set_value(text);
        dispatch(&input, "input");
        settle().await;
    }

    /// Picks the option of value `value` in the select matching `selector`, as a user's choice
    /// arrives: the value changes, then a `change` event bubbles from the select.
    pub async fn choose(&self, selector: &str, value: &str) {
        let select: HtmlSelectElement = self.find(selector).unchecked_into();
        select.set_value(value);
        assert_eq!(select.value(), value, "{selector} offers {value}");
        dispatch(&select, "change");
        settle().await;
    }

    /// The current value of the input or select matching `selector`.
    pub fn value(&self, selector: &str) -> String {
        let element = self.find(selector);
        match element.dyn_ref::<HtmlSelectElement>() {
            Some(select) => select.value(),
            None => element.unchecked_into::<HtmlInputElement>().value(),
        }
    }

    /// The value of `name` on the element matching `selector`, if it has that attribute.
    pub fn attribute(&self, selector: &str, name: &str) -> Option<String> {
        self.find(selector).get_attribute(name)
    }
}

/// Dispatches a bubbling event of type `kind` from `target`, as the browser does for a user's edit.
fn dispatch(target: &Element, kind: &str) {
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict(kind, &init).expect("an event can be made");
    target
        .dispatch_event(&event)
        .expect("the element takes the event");
}

/// Lets the app's effects run: Leptos runs them as tasks on the microtask queue, and a zero-delay
/// timeout fires only once that queue is empty.
pub async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0)
            .expect("a timeout can be set");
    });
    JsFuture::from(promise).await.expect("the timeout resolves");
}

/// Lets the browser paint a frame, then the app's effects run (see [`settle`]): the animation frame
/// comes before the paint, the zero-delay timeout after it.
pub async fn after_paint() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .request_animation_frame(&resolve)
            .expect("a frame can be requested");
    });
    JsFuture::from(promise).await.expect("the frame comes");
    settle().await;
}

/// Waits `ms` milliseconds of real time, letting the app's timers fire meanwhile.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timeout can be set");
    });
    JsFuture::from(promise).await.expect("the timeout resolves");
}

/// Replaces the page's query string without loading anything.
pub fn set_query(query: &str) {
    let location = window().location();
    let url = format!(
        "{}{query}",
        location.pathname().expect("the page has a path")
    );
    window()
        .history()
        .expect("the page has a history")
        .replace_state_with_url(&JsValue::NULL, "", Some(&url))
        .expect("the address can be replaced");
}

/// localStorage, or `None` while a test makes it unavailable.
pub fn local_storage() -> Option<Storage> {
    window().local_storage().ok().flatten()
}

/// Removes every item, so no test sees another's storage.
pub fn clear_storage() {
    if let Some(storage) = local_storage() {
        storage.clear().expect("the test can clear storage");
    }
}

/// The item stored under `key`.
pub fn stored(key: &str) -> Option<String> {
    local_storage().and_then(|s| s.get_item(key).ok()).flatten()
}

/// Every stored key starting with `prefix`, sorted.
pub fn stored_keys(prefix: &str) -> Vec<String> {
    let Some(storage) = local_storage() else {
        return Vec::new();
    };
    let mut keys: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(prefix))
        .collect();
    keys.sort();
    keys
}

/// The saved game's incidents, each with its instant made relative to [`T0`].
pub fn saved_incidents() -> Vec<serde_json::Value> {
    let text = stored(GAME_KEY).expect("a game is saved");
    let game: serde_json::Value = serde_json::from_str(&text).expect("the saved game is JSON");
    // A game begun before the chain (log version 2, as some tests store one) goes on unchained.
    let chained = game["log"]["version"].as_u64() >= Some(3);
    let mut incidents = game["log"]["incidents"]
        .as_array()
        .expect("the saved game has incidents")
        .clone();
    for incident in &mut incidents {
        let at = incident["at"]
            .as_i64()
            .expect("every incident has an instant");
        incident["at"] = (at - T0).into();
        // Each is chained, or none (the core's tests check the hashes): what it records is the rest.
        let hashed = incident
            .as_object_mut()
            .and_then(|fields| fields.remove("hash"));
        assert_eq!(
            hashed.is_some(),
            chained,
            "hashed as its log's version says: {incident}"
        );
    }
    incidents
}
