//! The bridge to a hall's broker (`web/hall/broker.mjs` over the official NATS client, bundled into
//! the build by `scripts/hall-bridge.mjs`): fetched the first time a hall is joined, checked against
//! the integrity the page names, and called here with types. Nothing of it is fetched otherwise.

use crate::model::hall_state::Trouble;
use flagfall_core::Instant;
use flagfall_hall::{HallLink, Layout};
use js_sys::{Function, Object, Promise, Reflect};
use leptos::prelude::document;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// `globalThis.flagfallHallBridge`: the bridge's functions.
    pub type Bridge;

    #[wasm_bindgen(method, js_name = connect)]
    fn connect_with(this: &Bridge, options: &Object) -> Promise;

    #[wasm_bindgen(method, js_name = publish)]
    fn publish_with(
        this: &Bridge,
        handle: &JsValue,
        subject: &str,
        payload: &str,
        msg_id: &str,
        sent: f64,
    ) -> Promise;

    #[wasm_bindgen(method, js_name = watch)]
    fn watch_with(
        this: &Bridge,
        handle: &JsValue,
        options: &Object,
        on_message: &Function,
    ) -> Promise;

    #[wasm_bindgen(method, js_name = close)]
    fn close_with(this: &Bridge, handle: &JsValue) -> Promise;
}

/// The name the bundled bridge defines.
const GLOBAL: &str = "flagfallHallBridge";

/// A failure as the bridge rejects with it (see `trouble` in web/hall/broker.mjs): its kind and
/// fields; `None` for none (a connection closed as asked).
fn trouble(error: &JsValue) -> Option<Trouble> {
    if error.is_null() || error.is_undefined() {
        return None;
    }
    let text = |name: &str| {
        Reflect::get(error, &name.into())
            .ok()
            .and_then(|value| value.as_string())
            .unwrap_or_default()
    };
    Some(match text("kind").as_str() {
        "permission" => Trouble::Refused {
            operation: text("operation"),
            subject: text("subject"),
        },
        "no-stream" => Trouble::NoStream {
            subject: text("subject"),
        },
        "timeout" => Trouble::NoAnswer,
        "key" => Trouble::WrongKey,
        "unreachable" => Trouble::Unreachable,
        "too-large" => Trouble::TooLarge,
        _ => Trouble::Other(
            error
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .or_else(|| error.as_string())
                .unwrap_or_default(),
        ),
    })
}

/// A failure that must have a reason.
fn failure(error: &JsValue) -> Trouble {
    trouble(error).unwrap_or(Trouble::Unreachable)
}

/// The bridge, fetched and run once per page.
pub async fn load() -> Result<Bridge, Trouble> {
    let global = js_sys::global();
    let loaded = Reflect::get(&global, &GLOBAL.into()).unwrap_or(JsValue::UNDEFINED);
    if !loaded.is_undefined() {
        return Ok(loaded.unchecked_into());
    }
    let meta = document()
        .query_selector("meta[name=flagfall-hall]")
        .ok()
        .flatten()
        .ok_or(Trouble::NoBridge)?;
    let (src, integrity) = (
        meta.get_attribute("data-src").unwrap_or_default(),
        meta.get_attribute("data-integrity").unwrap_or_default(),
    );
    let script: web_sys::HtmlScriptElement = document()
        .create_element("script")
        .map_err(|e| failure(&e))?
        .unchecked_into();
    script.set_src(&src);
    script.set_integrity(&integrity);
    let arrived = Promise::new(&mut |resolve: Function, reject: Function| {
        script.set_onload(Some(&resolve));
        script.set_onerror(Some(&reject));
    });
    document()
        .head()
        .ok_or(Trouble::NoBridge)?
        .append_child(&script)
        .map_err(|e| failure(&e))?;
    if JsFuture::from(arrived).await.is_err() {
        // Tried again later with an element of its own: this one is spent.
        script.remove();
        return Err(Trouble::NoBridge);
    }
    let loaded = Reflect::get(&global, &GLOBAL.into()).unwrap_or(JsValue::UNDEFINED);
    if loaded.is_undefined() {
        return Err(Trouble::NoBridge);
    }
    Ok(loaded.unchecked_into())
}

/// What the bridge calls on every change of a connection: its kind and detail.
type StatusCallback = Closure<dyn FnMut(String, JsValue)>;

/// A connection to a broker.
pub struct Connection {
    bridge: Bridge,
    handle: JsValue,
    /// Called by the bridge on every change of the connection, until it tells it closed.
    on_status: RefCell<Option<StatusCallback>>,
}

/// What the bridge calls with each message read: its subject, bytes, stream sequence, the broker's
/// time of storing it, and how many more the stream holds for this reader.
type MessageCallback = Closure<dyn FnMut(String, js_sys::Uint8Array, f64, f64, bool, f64)>;

/// A stream being read; dropped, it stops.
pub struct Watching {
    stop: Function,
    /// Resolves when the reading ends without being stopped.
    ended: Promise,
}

impl Watching {
    /// Resolves when the reading ends by itself (its consumer or stream lost for good), or the
    /// connection it reads on closes.
    pub fn end(&self, connection: &Connection) -> JsFuture {
        let closed =
            Reflect::get(&connection.handle, &"closed".into()).unwrap_or(JsValue::UNDEFINED);
        JsFuture::from(Promise::race(&js_sys::Array::of2(&self.ended, &closed)))
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        // Stopping is best effort: the connection may be gone already.
        let _ = self.stop.call0(&JsValue::NULL);
    }
}

/// A change of a connection, as the bridge tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Disconnected,
    Reconnected,
    /// A trouble the connection goes on through.
    Trouble(Trouble),
    /// Closed for good, and why, if it was not asked.
    Closed(Option<Trouble>),
}

impl Bridge {
    /// Connects to `link`'s broker as its user, with its key, its JetStream answers under the
    /// user's own inbox prefix; `on_status` hears every later change. Once connected it reconnects by
    /// itself; a first connection refused is the caller's to retry.
    pub async fn connect(
        self,
        link: &HallLink,
        mut on_status: impl FnMut(Status) + 'static,
    ) -> Result<Connection, Trouble> {
        let user = link.user();
        let on_status = StatusCallback::new(move |kind: String, detail| {
            let status = match kind.as_str() {
                "disconnected" => Status::Disconnected,
                "reconnected" => Status::Reconnected,
                "error" => Status::Trouble(failure(&detail)),
                "closed" => Status::Closed(trouble(&detail)),
                _ => return,
            };
            on_status(status);
        });
        let options = Object::new();
        for (key, value) in [
            ("url", JsValue::from_str(&link.broker)),
            ("user", JsValue::from_str(&user)),
            ("pass", JsValue::from_str(&link.key)),
            ("inboxPrefix", Layout::inbox_prefix(&user).into()),
            ("onStatus", on_status.as_ref().clone()),
        ] {
            Reflect::set(&options, &key.into(), &value).map_err(|e| failure(&e))?;
        }
        let handle = JsFuture::from(self.connect_with(&options))
            .await
            .map_err(|e| failure(&e))?;
        Ok(Connection {
            bridge: self,
            handle,
            on_status: RefCell::new(Some(on_status)),
        })
    }
}

impl Connection {
    /// Publishes `payload` on `subject`, stored once by `msg_id`, stamped as `sent` (the publisher's
    /// instant as it sends, however long the message waited); resolves once the broker has it.
    pub async fn publish(
        &self,
        subject: &str,
        payload: &str,
        msg_id: &str,
        sent: Instant,
    ) -> Result<(), Trouble> {
        // Whole milliseconds since the epoch: exact in an f64.
        let sent = sent.0 as f64;
        JsFuture::from(
            self.bridge
                .publish_with(&self.handle, subject, payload, msg_id, sent),
        )
        .await
        .map(drop)
        .map_err(|e| failure(&e))
    }

    /// Reads the stream `stream`'s messages on subjects matching `filter`, from the first (or with
    /// `last_per_subject`, from the latest of each subject), then each as it is stored, across
    /// reconnections: `on_message` hears each one's subject, bytes, the broker's time of storing it
    /// (epoch milliseconds on its clock), and whether it came live (nothing more waiting in the
    /// stream for this reader). Reading stops when the [`Watching`] is dropped.
    pub async fn watch(
        &self,
        stream: &str,
        filter: &str,
        last_per_subject: bool,
        mut on_message: impl FnMut(String, Vec<u8>, i64, bool, Option<i64>) + 'static,
    ) -> Result<Watching, Trouble> {
        let on_message = MessageCallback::new(
            move |subject: String,
                  bytes: js_sys::Uint8Array,
                  _seq: f64,
                  stored: f64,
                  live: bool,
                  sent: f64| {
                // Whole milliseconds since the epoch: exact in an f64.
                let sent = sent.is_finite().then_some(sent as i64);
                on_message(subject, bytes.to_vec(), stored as i64, live, sent);
            },
        );
        let options = Object::new();
        for (key, value) in [
            ("stream", JsValue::from_str(stream)),
            ("filter", filter.into()),
            ("lastPerSubject", last_per_subject.into()),
        ] {
            Reflect::set(&options, &key.into(), &value).map_err(|e| failure(&e))?;
        }
        // Owned by the JavaScript side from here: the client may still hand over messages it had
        // buffered after the reading stops, and the function must outlive them.
        let on_message = on_message.into_js_value();
        let reading = JsFuture::from(self.bridge.watch_with(
            &self.handle,
            &options,
            on_message.unchecked_ref(),
        ))
        .await
        .map_err(|e| failure(&e))?;
        let part = |name: &str| Reflect::get(&reading, &name.into()).unwrap_or(JsValue::UNDEFINED);
        Ok(Watching {
            stop: part("stop").unchecked_into(),
            ended: part("ended").unchecked_into(),
        })
    }

    /// Closes the connection: no more reconnections.
    pub fn close(&self) {
        let closing = self.bridge.close_with(&self.handle);
        let on_status = self.on_status.borrow_mut().take();
        wasm_bindgen_futures::spawn_local(async move {
            // Closing is best effort: the page may be going away.
            let _ = JsFuture::from(closing).await;
            // The bridge says "closed" once the close is done, in a task of its own: the callback
            // lives until then.
            let next_task = Promise::new(&mut |resolve, _| {
                let _ = web_sys::window()
                    .map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0));
            });
            let _ = JsFuture::from(next_task).await;
            drop(on_status);
        });
    }
}
