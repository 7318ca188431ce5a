//! Sharing a link, the one place the app does: the browser's share sheet (the Web Share API) where
//! there is one, else the clipboard, with a short notice that goes by itself. Nothing is ever put over
//! the faces. The notice's timer belongs to the calling component and goes with it.

use crate::i18n::{t, tf};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// How long a notice stays: long enough to read it, or to copy the link by hand when the clipboard
/// refused it.
const SAID_MS: u32 = 4_000;
const COPY_BY_HAND_MS: u32 = 20_000;

/// The sharing of one screen: call [`Share::share`]; show [`Share::notice`].
#[derive(Clone, Copy)]
pub struct Share {
    pub notice: RwSignal<Option<String>>,
    /// Dropped with the component's owner, which cancels it.
    timer: StoredValue<Option<Timeout>, LocalStorage>,
}

/// Sharing for the calling component.
pub fn use_share() -> Share {
    Share {
        notice: RwSignal::new(None),
        timer: StoredValue::new_local(None),
    }
}

impl Share {
    /// Offers `url` to the share sheet, or copies it, and says what became of it.
    pub fn share(self, url: String) {
        leptos::task::spawn_local(async move {
            if let Some(asked) = call(&navigator(), "share", &share_data(&url)) {
                match JsFuture::from(asked).await {
                    Ok(_) => return,
                    // The player closed the sheet: nothing to say.
                    Err(why) if error_name(&why).as_deref() == Some("AbortError") => return,
                    // Refused (no sheet for links here, or not allowed now): copy instead.
                    Err(_) => {}
                }
            }
            let clipboard = js_sys::Reflect::get(&navigator(), &"clipboard".into()).ok();
            let copied = match clipboard.and_then(|c| call(&c, "writeText", &url.clone().into())) {
                Some(written) => JsFuture::from(written).await.is_ok(),
                None => false,
            };
            if copied {
                self.tell(t("Link copied.").to_owned(), SAID_MS);
            } else {
                self.tell(
                    tf("Copy this link: {link}", &[("link", &url)]),
                    COPY_BY_HAND_MS,
                );
            }
        });
    }

    /// Shows `text` for `ms`.
    fn tell(self, text: String, ms: u32) {
        let notice = self.notice;
        let expiry = Timeout::new(ms, move || {
            notice.try_set(None);
        });
        notice.try_set(Some(text));
        self.timer.try_set_value(Some(expiry));
    }
}

fn navigator() -> JsValue {
    window().navigator().into()
}

/// `{ url }`, what `navigator.share` takes.
fn share_data(url: &str) -> JsValue {
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    data.into()
}

/// The `name` of a rejected promise's error (`AbortError`, `NotAllowedError`).
fn error_name(error: &JsValue) -> Option<String> {
    js_sys::Reflect::get(error, &"name".into())
        .ok()?
        .as_string()
}

/// Calls the method `name` of `target` with `argument`, if it has one, and returns the promise it
/// gives.
fn call(target: &JsValue, name: &str, argument: &JsValue) -> Option<js_sys::Promise> {
    let method: js_sys::Function = js_sys::Reflect::get(target, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    method.call1(target, argument).ok()?.dyn_into().ok()
}
