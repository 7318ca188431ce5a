//! The arbiter's panel: the last ruling undone or a game the clock decided reopened, arrivals,
//! penalties, draws offered, agreed and claimed, time corrections, Guidelines III, flags, the FMJD
//! draw rules, the settings lock, the end of the game and notes. Under FMJD Annex 6 it is the
//! referee's, and speaks of draughts only. In chess, the arbiter may enter the position and have it
//! checked (can each side still checkmate?): the answers fill the rulings' checkboxes, and a ruling
//! passes the check along, overruled when the arbiter answers otherwise. Thin: each section binds its
//! part of the shared `Desk`, and each button builds one core `Action`; the core takes its amounts
//! from the rulebook and refuses what the rulebook does not allow, and the panel shows its answer.
//! What it offers and asks is decided in `arbiter_acts`, what its forms build in `arbiter_forms`.

mod arrivals;
mod clock_correction;
mod concerned;
mod control_change;
mod desk;
mod draughts;
mod draws;
mod fields;
mod flags;
mod game_end;
mod guidelines;
mod note;
mod overruled;
mod penalties;
mod reply;
mod rulings;
mod us_chess;

use crate::i18n::label_words::official;
use crate::i18n::{t, tf, Worded};
use crate::model::arbiter_acts::searched_first;
use crate::model::arbiter_reply::Refusal;
use crate::model::session::Session;
use crate::record::log_text::result_text;
use crate::widgets::fetched_part::fetched_part;
use crate::widgets::position_section::PositionSection;
use crate::widgets::when::When;
use arrivals::Arrivals;
use clock_correction::ClockCorrection;
use concerned::PlayerConcerned;
use control_change::ControlChange;
use desk::Desk;
use draughts::Draughts;
use draws::Draws;
use flagfall_core::{Action, Instant, Rulebook, Side};
use flags::Flags;
use game_end::GameEnd;
use guidelines::Guidelines;
use leptos::prelude::*;
use note::Note;
use penalties::Penalties;
use reply::PanelReply;
use rulings::Rulings;
use us_chess::UsChess;

fetched_part! {
    /// The panel, its code fetched the first time it opens.
    arbiter_panel,
    fn arbiter_panel_part(
        session: RwSignal<Session>,
        act: Callback<Vec<Action>, Result<(), Refusal>>,
        now: Callback<(), Instant>,
        on_close: Callback<()>,
    ) {
        view! { <ArbiterPanel session=session act=act now=now on_close=on_close /> }.into_any()
    }
}

/// The panel for `session`. `act` applies actions now, all or none, and says why they were refused;
/// `now` reads the present (the clock is paused while the panel is open, so the values shown hold
/// still).
#[component]
pub fn ArbiterPanel(
    session: RwSignal<Session>,
    act: Callback<Vec<Action>, Result<(), Refusal>>,
    now: Callback<(), Instant>,
    on_close: Callback<()>,
) -> impl IntoView {
    let desk = Desk::new(session, act, now);
    let chess = move || desk.chess();
    let title = move || session.with(|s| official(s.game.settings().rulebook));
    // The side whose answer the ruling at hand turns on is searched first.
    let first = move |()| {
        let concerned = desk.choices.with_untracked(|c| c.side);
        session.with_untracked(|s| searched_first(&s.game, concerned, now.run(())))
    };
    // Once the game is over, what ended it, as the clock's bar says it.
    let over = Memo::new(move |_| {
        session.with(|s| {
            s.game.outcome().map(|outcome| {
                tf(
                    "The game is over: {result} {reason}",
                    &[
                        ("result", &result_text(outcome.result, s.game.settings())),
                        ("reason", &outcome.reason.worded()),
                    ],
                )
            })
        })
    });
    // An answer of the search fills the rulings' checkboxes that ask about that side.
    let heard = move |(found, can): (Side, bool)| {
        let claimant = session.with_untracked(|s| s.game.win_on_time_claimant(now.run(())));
        desk.choices.update(|c| c.hear(found, can, claimant));
    };
    view! {
        <section class="arbiter" aria-label=title>
            <header>
                <h2>{title}</h2>
                <button type="button" class="close-arbiter" on:click=move |_| on_close.run(())>
                    {t("Close")}
                </button>
            </header>
            <p class="arbiter-note">
                {move || if chess() {
                    t("The clock is paused while the panel is open (FIDE 6.11).")
                } else {
                    t("The clock is paused while the panel is open (FMJD Annex 6 Art. 6).")
                }}
            </p>
            {move || over.get().map(|over| view! { <p class="arb-over" role="status">{over}</p> })}
            <PanelReply desk=desk />
            <PlayerConcerned desk=desk />
            <When when=chess>
                <PositionSection
                    evidence=desk.evidence
                    first=Callback::new(first)
                    on_answer=Callback::new(heard)
                    who=Callback::new(move |side| desk.who(side))
                />
            </When>
            <Rulings desk=desk />
            <When when=move || desk.offered.with(|o| o.arrivals)>
                <Arrivals desk=desk />
            </When>
            <Penalties desk=desk />
            <When when=chess>
                <Draws desk=desk />
            </When>
            <ClockCorrection desk=desk />
            <When when=move || desk.offered.with(|o| o.guidelines)>
                <Guidelines desk=desk />
            </When>
            <Flags desk=desk />
            <When when=move || desk.session.with(|s| s.game.settings().rulebook == Rulebook::UsChess)>
                <UsChess desk=desk />
            </When>
            <When when=move || !chess()>
                <Draughts desk=desk />
            </When>
            <ControlChange desk=desk />
            <GameEnd desk=desk />
            <Note desk=desk />
        </section>
    }
}
