//! The clock screen: two faces, and between them a slim bar of three buttons (start or pause, undo,
//! the menu) with the outcome and the notices. Nothing that changes the game sits on the faces. Thin:
//! it binds the session and the ticker's `now` to the faces and forwards presses, keys and buttons to
//! `clock_play`; what covers the faces is decided in `clock_menu`, the game is kept by `keeper`, and
//! the bar's buttons and the dialogs are drawn in `clock_dialogs`.

use crate::browser::cues::use_cues;
use crate::browser::game_lock::GameLock;
use crate::browser::hall::HallBoard;
use crate::browser::keeper::{use_keeping, Keeper};
use crate::browser::keyboard::use_keyboard;
use crate::browser::share::use_share;
use crate::browser::ticker::use_ticker;
use crate::browser::time_source::TimeSource;
use crate::browser::wake_lock::use_wake_lock;
use crate::i18n::label_words::official;
use crate::i18n::{t, worded, Worded};
use crate::model::clock_menu::{Leave, Overlay};
use crate::model::face_values::{faces, Announcement};
use crate::model::saved::Prefs;
use crate::model::session::Session;
use crate::screens::arbiter_panel::arbiter_panel_part;
use crate::screens::clock_play::ClockPlay;
use crate::widgets::clock_controls::ClockControls;
use crate::widgets::clock_dialogs::{LeaveDialog, LogSheet, MenuDialog, PinDialog, UndoDialog};
use crate::widgets::clock_faces::ClockFaces;
use crate::widgets::clock_notices::{outcome_words, ClockNotices};
use crate::widgets::fetched_part::{fetched, Part};
use crate::widgets::modal::Modal;
use crate::widgets::when::When;
use flagfall_core::Action;
use leptos::prelude::*;

/// The clock screen for `session`; `on_leave` goes to another screen saying what became of the game,
/// `on_new_game` opens another game (a rematch).
#[component]
pub fn ClockScreen(
    session: RwSignal<Session>,
    on_leave: Callback<(Leave, Vec<String>)>,
    on_new_game: Callback<Session>,
) -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    let game_lock = expect_context::<GameLock>();
    let kept = use_keeping(session, game_lock);
    let play = ClockPlay::new(
        session,
        time,
        use_share(),
        kept.stored,
        on_leave,
        on_new_game,
    );
    use_ticker(session, play.now, time);
    play.record_unwatched();
    use_wake_lock(Signal::derive(move || session.with(Session::game_runs)));
    let shown = Memo::new(move |_| session.with(|s| faces(s, play.now.get())));
    let prefs = use_context::<RwSignal<Prefs>>().unwrap_or_default();
    let heard = use_cues(shown, prefs);
    let undo_prompt = Memo::new(move |_| session.with(|s| s.undo_prompt().map(worded)));
    play.drop_undo_question_without(undo_prompt);
    use_keyboard(
        Signal::derive(move || play.overlay.get().keys_play()),
        Callback::new(move |(key, time_stamp)| play.key(key, time_stamp)),
    );
    let phase = Memo::new(move |_| session.with(Session::phase));
    let leaving = Memo::new(move |_| play.overlay.get().leaving());
    let uncover = Callback::new(move |()| play.uncover());
    let over = outcome_words(session);
    // A hall left (from the menu, or for another board's link) is written in this game's log.
    if let Some(hall) = use_context::<HallBoard>() {
        hall.log_leavings_with(Callback::new(move |(hall, board): (String, u16)| {
            // A game not begun has no log to write the leaving in.
            if session.with_untracked(|s| s.game.incidents().is_empty()) {
                return Ok(None);
            }
            play.try_act(vec![Action::LeftHall {
                hall,
                board: u32::from(board),
            }])
            .map_err(worded)?;
            Ok(session.with_untracked(|s| {
                let incidents = s.game.incidents();
                Some((incidents.first()?.at, incidents.len()))
            }))
        }));
    }

    view! {
        <div class="clock-screen">
            <h1 class="sr-only">{t("Game clock")}</h1>
            <ClockFaces
                session=session
                shown=shown
                over=over
                on_press=Callback::new(move |(side, time_stamp)| play.press(side, time_stamp))
            />
            <p class="sr-only announcements" role="status" aria-live="polite">{move || heard.get()}</p>
            <div class="bar">
                <ClockControls
                    awaits_start=Signal::derive(move || session.with(|s| s.game.awaits_start()))
                    phase=phase
                    over=Signal::derive(move || session.with(|s| s.game.outcome().is_some()))
                    undo_prompt=undo_prompt
                    menu_open=play.covered_by(Overlay::Menu)
                    act=Callback::new(move |action| play.act(action))
                    on_undo=Callback::new(move |()| play.ask_to_undo())
                    on_menu=Callback::new(move |()| play.overlay.set(Overlay::Menu))
                />
                <ClockNotices
                    session=session
                    over=over
                    shared=play.sharing.notice
                    stored=kept.stored
                    journaled=kept.journal
                    on_rematch=Callback::new(move |()| play.rematch())
                    act=Callback::new(move |action| play.act(action))
                />
            </div>
            <When when=play.covered_by(Overlay::Menu)>
                <MenuDialog
                    rulebook=session.with_untracked(|s| s.game.settings().rulebook)
                    on_choose=Callback::new(move |item| play.choose(item, shown))
                    on_close=play.close(Overlay::Menu)
                />
            </When>
            <When when=play.covered_by(Overlay::Undo)>
                <UndoDialog
                    prompt=undo_prompt
                    on_undo=Callback::new(move |()| {
                        play.undo();
                        let said = session.with_untracked(|s| Announcement::after_undo(s, time.now()));
                        if let Some(said) = said {
                            heard.set(said.worded());
                        }
                    })
                    on_keep=uncover
                    on_close=play.close(Overlay::Undo)
                />
            </When>
            {move || {
                leaving
                    .get()
                    .map(|to| {
                        view! {
                            <LeaveDialog
                                to=to
                                on_leave=Callback::new(move |left| play.leave_to(left))
                                on_keep=uncover
                                on_close=play.close(Overlay::Leave(to))
                            />
                        }
                    })
            }}
            <When when=play.covered_by(Overlay::Pin)>
                {move || {
                    let attempt = move |pin: String| {
                        let elsewhere = prefs.with_untracked(|p| p.wrong_pins.clone());
                        session.with_untracked(|s| s.pin_attempt(&pin, time.now(), &elsewhere))
                    };
                    // Logged in the game, and counted on the device for the next games too.
                    let wrong = move |()| {
                        play.act(Action::WrongPin);
                        prefs.update(|p| p.count_wrong_pin(time.now()));
                        let _ = Keeper::of_page().keep_prefs(&prefs.get_untracked());
                    };
                    view! {
                                <PinDialog
                                    attempt=Callback::new(attempt)
                                    writes=Signal::derive(move || game_lock.writes())
                                    on_open=Callback::new(move |()| play.unlock())
                                    on_wrong=Callback::new(wrong)
                                    on_close=play.close(Overlay::Pin)
                                />
                    }
                }}
            </When>
            <When when=play.covered_by(Overlay::Arbiter)>
                {move || {
                    let rulebook = session.with_untracked(|s| s.game.settings().rulebook);
                    // A modal dialog: the focus moves into it and stays, Escape closes it, and
                    // nothing behind it can be pressed.
                    view! {
                        <Modal class="full-sheet" label=official(rulebook).to_owned() on_close=uncover>
                            {fetched(
                                Part::ArbiterPanel(rulebook),
                                arbiter_panel_part(
                                    session,
                                    Callback::new(move |actions| play.try_act(actions)),
                                    Callback::new(move |()| time.now()),
                                    uncover,
                                ),
                                Some(uncover),
                            )}
                        </Modal>
                    }
                }}
            </When>
            <When when=play.covered_by(Overlay::Log)>
                <LogSheet session=session on_close=uncover />
            </When>
        </div>
    }
}
