//! Parts of the app fetched when first used: in a build with the `split` feature each is a wasm
//! module of its own (see `scripts/split-app.mjs`) that the browser fetches the first time it is
//! needed and the service worker keeps. The screens' parts are shown by `widgets::fetched_part`.

/// A part's module could not be fetched (no connection, blocked, or not in the cache).
#[derive(Debug, PartialEq, Eq)]
pub struct NotFetched;

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for NotFetched {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> NotFetched {
        NotFetched
    }
}
