//! What the clock's bar says under its buttons: the result and its reason once the game is over (with
//! the rematch), what became of a shared link, why the game was not saved, and that time the page
//! could not watch was charged.

use crate::i18n::{side_name, t, tf, worded, Worded};
use crate::model::session::Session;
use crate::model::time_notices::charge_notice;
use crate::record::log_text::result_text;
use flagfall_core::{Action, Rulebook};
use leptos::prelude::*;

/// The result and its reason once `session`'s game is over, worded once per change of the game;
/// the bar and both faces show it.
pub fn outcome_words(session: RwSignal<Session>) -> Memo<Option<(String, String)>> {
    Memo::new(move |_| {
        session.with(|s| {
            s.game.outcome().map(|outcome| {
                let result = result_text(outcome.result, s.game.settings());
                (result, outcome.reason.worded())
            })
        })
    })
}

/// The notices of `session`'s clock: `over` its result ([`outcome_words`]), `shared` from sharing,
/// `stored` and `journaled` from keeping the game in localStorage and in the durable journal.
#[component]
pub fn ClockNotices(
    session: RwSignal<Session>,
    over: Memo<Option<(String, String)>>,
    shared: RwSignal<Option<String>>,
    stored: RwSignal<Option<String>>,
    journaled: RwSignal<Option<String>>,
    on_rematch: Callback<()>,
    act: Callback<Action>,
) -> impl IntoView {
    // A chess flag's result waits on whether the opponent can checkmate (6.9): the players may
    // answer here with one tap, or the arbiter in the panel; under the arbiter's lock, only the
    // arbiter.
    let to_confirm = Memo::new(move |_| {
        session.with(|s| s.lock.is_none().then(|| s.game.flag_to_confirm()).flatten())
    });
    let confirm = move |claimant_can_checkmate| {
        act.run(Action::ConfirmFlag {
            claimant_can_checkmate,
        })
    };
    // US Chess 13C1: a flag decides nothing until a player points it out; the players claim here
    // (the director too, in the panel); under the arbiter's lock, only the director.
    let flags_down = Memo::new(move |_| {
        session.with(|s| {
            let open = s.lock.is_none()
                && s.game.outcome().is_none()
                && s.game.settings().rulebook == Rulebook::UsChess;
            let at = s.game.last_logged_at().filter(|_| open)?;
            let fallen = s.game.clock().flags_in_order(at);
            (!fallen.is_empty()).then(|| fallen.iter().map(|&(side, _)| side).collect::<Vec<_>>())
        })
    });
    let claim = move |claimant_can_checkmate| {
        act.run(Action::ClaimWinOnTime {
            claimant_can_checkmate,
            position: None,
        })
    };
    let charged = Memo::new(move |_| session.with(|s| charge_notice(s).map(worded)));
    view! {
        {move || {
            over.get()
                .map(|(result, reason)| {
                    view! {
                        <div class="ended">
                            // Each face shows it turned toward its player; here it is for screen readers.
                            <p class="outcome sr-only" role="status">
                                <strong>{result}</strong>
                                " "
                                {reason}
                            </p>
                            {move || {
                                to_confirm
                                    .get()
                                    .map(|loser| {
                                        let claimant = [("side", side_name(loser.opponent()))];
                                        view! {
                                            <div class="confirm-flag">
                                                <button type="button" class="players-can-mate" on:click=move |_| confirm(true)>
                                                    {tf("{side} can checkmate", &claimant)}
                                                </button>
                                                <button type="button" class="players-cannot-mate" on:click=move |_| confirm(false)>
                                                    {tf("{side} cannot: draw", &claimant)}
                                                </button>
                                            </div>
                                        }
                                    })
                            }}
                            <button type="button" class="rematch-offer" on:click=move |_| on_rematch.run(())>
                                {t("Rematch, colours swapped")}
                            </button>
                        </div>
                    }
                })
        }}
        {move || {
            flags_down
                .get()
                .map(|fallen| {
                    // Short, upright once: a turned copy would leave the faces no room for digits.
                    let (said, buttons) = match fallen.as_slice() {
                        [loser] => {
                            let named = [("side", side_name(*loser)), ("claimant", side_name(loser.opponent()))];
                            (
                                tf("{side}'s flag is down: decided only on a claim (US Chess 13C1).", &named),
                                vec![
                                    ("claim-win", tf("{claimant} wins on time", &named), true),
                                    ("claim-without-material", tf("{claimant} cannot mate: draw (14E)", &named), false),
                                ],
                            )
                        }
                        _ => (
                            t("Both flags are down: drawn in sudden death once pointed out (US Chess 14G, 16T).").to_owned(),
                            vec![("claim-both-flags", t("Point out both flags").to_owned(), true)],
                        ),
                    };
                    view! {
                        <div class="time-claim" role="status">
                            <p>{said}</p>
                            {buttons
                                .into_iter()
                                .map(|(class, label, can_mate)| {
                                    view! {
                                        <button type="button" class=class on:click=move |_| claim(can_mate)>
                                            {label}
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                })
        }}
        {move || shared.get().map(|notice| view! { <p class="notice shared" role="status">{notice}</p> })}
        {move || stored.get().map(|notice| view! { <p class="notice" role="alert">{notice}</p> })}
        {move || journaled.get().map(|notice| view! { <p class="notice journal" role="alert">{notice}</p> })}
        {move || charged.get().map(|notice| view! { <p class="notice charged" role="status">{notice}</p> })}
    }
}
