//! What Leptos's server functions need of `wasm-streams`, for an app that has no server functions.
//!
//! Leptos always builds `server_fn` for the browser, and that pulls in `wasm-streams`, whose
//! `#[wasm_bindgen]` classes are exports of the module: the linker must keep them and everything they
//! reach, used or not. In Flagfall that was 7.4 KB of gzipped wasm and JS, 3 % of the size budget.
//! Flagfall defines no server function, so no request or response body ever streams: `from_stream`
//! and `into_stream` exist for `server_fn` to compile, and say so if they are ever reached.

use futures_util::stream::Empty;
use wasm_bindgen::JsValue;

const NO_SERVER_FUNCTIONS: &str =
    "Flagfall has no server functions: streamed bodies are not built in (crates/no-server-streams)";

/// A browser `ReadableStream`, as `server_fn` names it.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    pub fn from_raw(raw: web_sys::ReadableStream) -> ReadableStream {
        ReadableStream { raw }
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// For a streamed request body, which only a server function sends.
    pub fn from_stream<S>(_stream: S) -> ReadableStream {
        panic!("{NO_SERVER_FUNCTIONS}")
    }

    /// For a streamed response body, which only a server function reads.
    pub fn into_stream(self) -> Empty<Result<JsValue, JsValue>> {
        panic!("{NO_SERVER_FUNCTIONS}")
    }
}
