//! The browser's file side, in one place: saving an export as a download and reading a file the user
//! chose.

use crate::browser::storage::js_message;
use crate::i18n::{t, tf};
use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `name`.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let fail = |e: JsValue| {
        tf(
            "the browser refused the download ({error})",
            &[("error", &js_message(&e))],
        )
    };
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement = leptos::prelude::document()
        .create_element("a")
        .map_err(fail)?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has taken the data by the next task; the URL would otherwise hold it until unload.
    gloo_timers::callback::Timeout::new(0, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// The text of the first file chosen in the file input `event` comes from, or why it could not be
/// read. The input is then cleared, so that the same file chosen again is read again.
pub async fn chosen_text(event: web_sys::Event) -> Result<String, String> {
    let input = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok())
        .ok_or_else(|| t("no file was chosen").to_owned())?;
    let text = first_file_text(&input).await;
    input.set_value("");
    text
}

async fn first_file_text(input: &web_sys::HtmlInputElement) -> Result<String, String> {
    let file = input
        .files()
        .and_then(|files| files.get(0))
        .ok_or_else(|| t("no file was chosen").to_owned())?;
    let name = file.name();
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| tf("the file \"{name}\" could not be read", &[("name", &name)]))?;
    text.as_string()
        .ok_or_else(|| tf("the file \"{name}\" is not text", &[("name", &name)]))
}
