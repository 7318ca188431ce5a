//! What the sections of the arbiter's panel share: the game, the way to act on it, and the panel's
//! state (its reply, the ruling choices, the position check, the correction form). Each section
//! takes the desk and binds only its part.

use crate::i18n::game_time_text;
use crate::i18n::player_words::player;
use crate::model::arbiter_acts::{
    concerned_by_default, illegal_move_step, offered, IllegalMoveStep, Offered,
};
use crate::model::arbiter_reply::{Done, Ending, Refusal, Reply};
use crate::model::correction::TypedSide;
use crate::model::position_evidence::PositionEvidence;
use crate::model::ruling_choices::RulingChoices;
use crate::model::session::Session;
use flagfall_core::{Action, BySide, Instant, PositionCheck, Side};
use leptos::prelude::*;

/// What builds an act from the panel's fields when it is tapped or asked about (one type for every
/// act, so the panel's code is not built again for each).
pub type BuildAct = std::sync::Arc<dyn Fn() -> Action + Send + Sync>;

/// What builds the first act of a form from its fields; `None` while they make none.
pub type FirstAct = std::sync::Arc<dyn Fn() -> Option<Action> + Send + Sync>;

/// The panel's shared state; `Copy`, so each section and handler holds its own.
#[derive(Clone, Copy)]
pub struct Desk {
    pub session: RwSignal<Session>,
    act: Callback<Vec<Action>, Result<(), Refusal>>,
    pub now: Callback<(), Instant>,
    pub reply: RwSignal<Reply>,
    pub choices: RwSignal<RulingChoices>,
    pub evidence: RwSignal<PositionEvidence>,
    /// The correction form: what the clock shows as the panel opens and after each act, or what
    /// was typed over it.
    pub typed: RwSignal<BySide<TypedSide>>,
    pub offered: Memo<Offered>,
}

impl Desk {
    /// The desk for `session`, the player concerned chosen by default.
    pub fn new(
        session: RwSignal<Session>,
        act: Callback<Vec<Action>, Result<(), Refusal>>,
        now: Callback<(), Instant>,
    ) -> Desk {
        let concerned = session.with_untracked(|s| concerned_by_default(&s.game));
        Desk {
            session,
            act,
            now,
            reply: RwSignal::new(Reply::default()),
            choices: RwSignal::new(RulingChoices::new(concerned)),
            evidence: RwSignal::new(PositionEvidence::default()),
            typed: RwSignal::new(shown(session, now)),
            offered: Memo::new(move |_| session.with(|s| offered(&s.game))),
        }
    }

    /// Sends `actions`, all or none, and answers `done` with what they logged, or the refusal. What
    /// was typed stays when refused, to be mended.
    pub fn run_all(self, done: Done, actions: Result<Vec<Action>, Refusal>) {
        // The log only grows: what the act logged is what follows the log as it was.
        let logged_before = self.session.with_untracked(|s| s.game.incidents().len());
        let outcome = actions
            .and_then(|list| self.act.run(list))
            .map(|()| logged_before..self.session.with_untracked(|s| s.game.incidents().len()));
        if outcome.is_ok() {
            self.typed.set(shown(self.session, self.now));
        }
        self.reply.update(|r| r.acted(done, outcome));
    }

    pub fn run(self, done: Done, action: Action) {
        self.run_all(done, Ok(vec![action]));
    }

    /// An illegal move by the player concerned, or the one whose ending was `confirmed`: asked
    /// first when it ends the game.
    pub fn illegal_move(self, confirmed: Option<Ending>) {
        let step = self.session.with_untracked(|s| {
            self.choices
                .with_untracked(|c| illegal_move_step(&s.game, c, confirmed, self.position()))
        });
        match step {
            IllegalMoveStep::Ask(ending) => self.reply.update(|r| r.ask(ending)),
            IllegalMoveStep::Rule(action) => self.run(Done::IllegalMove, action),
        }
    }

    /// Whether the game would take the act `action` builds now, as the core answers: the panel
    /// shows one it would refuse as unavailable (a tap still answers with the core's reason). Acts
    /// read the ruling choices untracked, as a tap does: this follows them.
    pub fn open(self, action: BuildAct) -> Signal<bool> {
        self.open_form(std::sync::Arc::new(move || Some(action())))
    }

    /// [`Desk::open`] for a form: whether the game would take the first act its fields make now.
    /// Open while they make none (unreadable, or nothing changed): a tap says why.
    pub fn open_form(self, first_act: FirstAct) -> Signal<bool> {
        Signal::derive(move || {
            self.choices.track();
            first_act().is_none_or(|action| {
                self.session
                    .with(|s| s.game.allows(action, self.now.run(())).is_ok())
            })
        })
    }

    /// The act of sending `action` as built when tapped, answered as `done`.
    pub fn act(self, done: Done, action: BuildAct) -> Callback<()> {
        Callback::new(move |()| self.run(done, action()))
    }

    /// A chess game (else draughts, under FMJD Annex 6).
    pub fn chess(self) -> bool {
        self.offered.with(|o| o.chess)
    }

    /// `side`'s player, as named for the game.
    pub fn who(self, side: Side) -> String {
        self.session.with(|s| player(side, &s.names()))
    }

    /// The position check as a ruling passes it on.
    pub fn position(self) -> Option<PositionCheck> {
        self.evidence.with_untracked(PositionEvidence::evidence)
    }

    /// Who may claim a win on time now (the clock is paused while the panel is open).
    pub fn claimant(self) -> Option<Side> {
        self.session
            .with(|s| s.game.win_on_time_claimant(self.now.run(())))
    }
}

/// The correction form as the clock shows it now.
fn shown(session: RwSignal<Session>, now: Callback<(), Instant>) -> BySide<TypedSide> {
    let shown = session.with_untracked(|s| s.view(now.run(())));
    BySide::from_fn(|s| TypedSide {
        time: game_time_text(shown.sides[s].main),
        moves: shown.sides[s].moves.to_string(),
        period: shown.sides[s].period + 1,
    })
}
