//! Parts of the app fetched when first used: the arbiter's panel, the History, the record and the
//! custom editor. In a build with the `split` feature (Trunk's, see index.html) each is a wasm module
//! of its own, cut from the app by `scripts/split-app.mjs`, that the browser fetches the first time
//! the part shows and the service worker keeps for offline use. A part that cannot be fetched says
//! so in its place; the rest of the app, the clock first, runs on, and the next showing tries again.

use crate::i18n::label_words::official;
use crate::i18n::t;
use flagfall_core::Rulebook;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::future::Future;

/// A part of the app fetched when first used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The panel of the arbiter, or of the referee in draughts.
    ArbiterPanel(Rulebook),
    History,
    Record,
    CustomEditor,
    /// The arbiter's view of a hall.
    HallView,
}

pub use crate::browser::parts::NotFetched;

/// Defines `$name`, an `async fn` that gives the view `$body` once the code of the part `$module`
/// is at hand: in a `split` build, a split point whose body wasm-split-cli moves to that part's
/// module; otherwise an ordinary function.
macro_rules! fetched_part {
    ($(#[$doc:meta])* $module:ident, fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $body:block) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[::leptos::wasm_split::wasm_split($module, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn $name($($arg: $ty),*) -> Result<AnyView, $crate::widgets::fetched_part::NotFetched> {
            Ok($body)
        }

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        pub async fn $name($($arg: $ty),*) -> Result<AnyView, $crate::widgets::fetched_part::NotFetched> {
            Ok($body)
        }
    };
}
pub(crate) use fetched_part;

/// `part` once fetched, or in its place what could not be fetched, in the frame the part would
/// have had and with the button `leave` runs (the panel's Close, the History's Back, the custom
/// editor's Try again).
pub fn fetched(
    part: Part,
    fetching: impl Future<Output = Result<AnyView, NotFetched>> + 'static,
    leave: Option<Callback<()>>,
) -> impl IntoView {
    // The browser's futures are not `Send`; this one is polled on the page's only thread.
    Suspend::new(SendWrapper::new(async move {
        match fetching.await {
            Ok(view) => view,
            Err(NotFetched) => not_fetched(part, leave),
        }
    }))
}

fn not_fetched(part: Part, leave: Option<Callback<()>>) -> AnyView {
    let said = view! { <p class="notice part-unavailable" role="alert">{unavailable(part)}</p> };
    let button = move |class: &'static str, label: &'static str| {
        leave.map(|leave| {
            view! { <button type="button" class=class on:click=move |_| leave.run(())>{label}</button> }
        })
    };
    match part {
        Part::ArbiterPanel(rulebook) => view! {
            <section class="arbiter" aria-label=official(rulebook)>
                <header>
                    <h2>{official(rulebook)}</h2>
                    {button("close-arbiter part-leave", t("Close"))}
                </header>
                {said}
            </section>
        }
        .into_any(),
        Part::History => view! {
            <div class="history">
                <header class="setup-header">
                    <h1>{t("History")}</h1>
                    {button("back part-leave", t("Back"))}
                </header>
                {said}
            </div>
        }
        .into_any(),
        Part::Record => said.into_any(),
        Part::HallView => view! {
            <div class="hall">{said}</div>
        }
        .into_any(),
        // It shows within the set-up screen, which has no way to show it again: it tries again itself.
        Part::CustomEditor => view! {
            {said}
            {button("try-again part-leave", t("Try again"))}
        }
        .into_any(),
    }
}

fn unavailable(part: Part) -> &'static str {
    match part {
        Part::ArbiterPanel(Rulebook::Fmjd) => t("The referee's panel could not be loaded: check the connection, then close it and open it again. The game is not affected."),
        Part::ArbiterPanel(_) => t("The arbiter's panel could not be loaded: check the connection, then close it and open it again. The game is not affected."),
        Part::History => t("The History could not be loaded: check the connection, then go back and open it again."),
        Part::Record => t("The incident log could not be loaded: check the connection, then close it and open it again. The game is not affected."),
        Part::HallView => t("The hall's view could not be loaded: check the connection, then reload the page."),
        Part::CustomEditor => t("The custom editor could not be loaded: check the connection, then try again. The presets and saved controls work without it."),
    }
}
