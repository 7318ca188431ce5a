//! What the clock's bar says under its buttons: the result and its reason once the game is over (with
//! the rematch), what became of a shared link, why the game was not saved, and that a sleep of the
//! device was charged.

use crate::browser::time_source::TimeSource;
use crate::i18n::reason_words::reason_text;
use crate::i18n::{t, worded};
use crate::model::session::Session;
use crate::model::time_notices::slept_notice;
use crate::record::log_text::result_text;
use leptos::prelude::*;

/// The notices of `session`'s clock: `shared` from sharing, `stored` from keeping the game.
#[component]
pub fn ClockNotices(
    session: RwSignal<Session>,
    time: TimeSource,
    shared: RwSignal<Option<String>>,
    stored: RwSignal<Option<String>>,
    on_rematch: Callback<()>,
) -> impl IntoView {
    // The result and its reason, worded once per change of the game.
    let over = Memo::new(move |_| {
        session.with(|s| {
            s.game
                .outcome()
                .map(|outcome| (outcome.result, reason_text(&outcome.reason)))
        })
    });
    let slept = RwSignal::new(None::<String>);
    Effect::new(move |opened: Option<()>| {
        let woke = time.woke.get();
        // A sleep before this screen opened charged no game of its own.
        let Some(span) = woke.filter(|_| opened.is_some()) else {
            return;
        };
        // Said while the clock that ran as the page was hidden runs on, and when its flag fell.
        if let Some(notice) = session.with_untracked(|s| slept_notice(span, s, time.now())) {
            slept.set(Some(worded(notice)));
        }
    });
    view! {
        {move || {
            over.get()
                .map(|(result, reason)| {
                    view! {
                        <div class="ended">
                            <p class="outcome" role="status">
                                <strong>{result_text(result)}</strong>
                                " "
                                {reason}
                            </p>
                            <button type="button" class="rematch-offer" on:click=move |_| on_rematch.run(())>
                                {t("Rematch, colours swapped")}
                            </button>
                        </div>
                    }
                })
        }}
        {move || shared.get().map(|notice| view! { <p class="notice shared" role="status">{notice}</p> })}
        {move || stored.get().map(|notice| view! { <p class="notice" role="alert">{notice}</p> })}
        {move || slept.get().map(|notice| view! { <p class="notice" role="status">{notice}</p> })}
    }
}
