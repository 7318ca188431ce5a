//! The arbiter's panel: the last ruling undone or a game the clock decided reopened, arrivals,
//! penalties, draws offered, agreed and claimed, time corrections, Guidelines III, flags, the FMJD
//! draw rules, the settings lock, the end of the game and notes. Under FMJD Annex 6 it is the
//! referee's, and speaks of draughts only. In chess, the arbiter may enter the position and have it
//! checked (can each side still checkmate?): the answers fill the rulings' checkboxes, and a ruling
//! passes the check along, overruled when the arbiter answers otherwise. Thin: each button builds
//! one core `Action`; the core takes its amounts from the rulebook and refuses what the rulebook does
//! not allow, and the panel shows its answer. What it offers and asks is decided in `arbiter_acts`.

use crate::amount::parse_amount;
use crate::arbiter_acts::{
    claimant, concerned_by_default, illegal_move_ends_game, offered, searched_first,
};
use crate::correction::{correction_actions, TypedSide};
use crate::i18n::{side_name, t, tf, time};
use crate::link::parse_control;
use crate::log_text::player;
use crate::position_evidence::{Agreement, PositionEvidence};
use crate::position_section::PositionSection;
use crate::session::Session;
use crate::when::When;
use flagfall_core::{
    format_clock, format_game_time, Action, BySide, ClaimDecision, DraughtsDraw, DraughtsMaterial,
    GameResult, Instant, Side,
};
use leptos::prelude::*;

/// What the last button did: done, or refused and why.
#[derive(Clone)]
enum Answer {
    Done(&'static str),
    Refused(String),
}

/// An illegal move that would end the game, waiting for the arbiter to confirm it.
#[derive(Clone, Copy)]
struct Ending {
    side: Side,
    nth: u32,
    article: &'static str,
}

/// The panel for `session`. `act` applies actions now, all or none, and says why they were refused;
/// `now` reads the present (the clock is paused while the panel is open, so the values shown hold
/// still).
#[component]
pub fn ArbiterPanel(
    session: RwSignal<Session>,
    act: Callback<Vec<Action>, Result<(), String>>,
    now: Callback<(), Instant>,
    on_close: Callback<()>,
) -> impl IntoView {
    // The side that just pressed, as a rule: the arbiter is called about the move just made.
    let side = RwSignal::new(session.with_untracked(|s| concerned_by_default(&s.game)));
    let answer = RwSignal::new(None::<Answer>);
    let ending = RwSignal::new(None::<Ending>);
    let cannot_mate = RwSignal::new(false);
    let claimant_can_mate = RwSignal::new(true);
    let amount = RwSignal::new("1:00".to_owned());
    let override_lock = RwSignal::new(false);
    let notation = RwSignal::new(
        session.with_untracked(|s| flagfall_core::to_human(s.game.clock().control())),
    );
    let result = RwSignal::new(String::new());
    let reason = RwSignal::new(String::new());
    let note = RwSignal::new(String::new());
    let material = RwSignal::new(BySide::both(DraughtsMaterial::new(20, 0)));
    let evidence = RwSignal::new(PositionEvidence::default());
    // The correction form shows what the clock shows: as the panel opens, and after each act.
    let times = BySide::from_fn(|_| RwSignal::new(String::new()));
    let counts = BySide::from_fn(|_| RwSignal::new(String::new()));
    let periods = BySide::from_fn(|_| RwSignal::new(1));
    let refresh = move || {
        let shown = session.with_untracked(|s| s.view(now.run(())));
        for s in Side::ALL {
            times[s].set(time(format_game_time(shown.sides[s].main)));
            counts[s].set(shown.sides[s].moves.to_string());
            periods[s].set(shown.sides[s].period + 1);
        }
    };
    refresh();

    let offered = Memo::new(move |_| session.with(|s| offered(&s.game)));
    let chess = move || offered.with(|o| o.chess);
    let dead_position =
        Memo::new(move |_| session.with(|s| s.game.settings().rulebook.dead_position()));
    let who = move |s: Side| session.with(|x| player(s, &x.names));
    // A control changed by the arbiter may have other periods; the choices follow only that.
    let period_counts = Memo::new(move |_| {
        session.with(|x| BySide::from_fn(|s| x.game.clock().control().periods(s).len()))
    });

    let run_all = move |done: &'static str, actions: Result<Vec<Action>, String>| {
        // Any act answers a pending question: it is no longer asked.
        ending.set(None);
        let outcome = actions.and_then(|list| act.run(list));
        answer.set(Some(match outcome {
            Ok(()) => {
                refresh();
                Answer::Done(done)
            }
            // What was typed stays, to be mended.
            Err(why) => Answer::Refused(why),
        }));
    };
    let run = move |done: &'static str, action: Action| run_all(done, Ok(vec![action]));
    let adjust = move |sign: i64| {
        let actions = parse_amount(&amount.get_untracked()).map(|delta| {
            vec![Action::Adjust {
                side: side.get_untracked(),
                delta: delta.times(sign),
            }]
        });
        run_all(
            if sign > 0 {
                t("Time added.")
            } else {
                t("Time taken.")
            },
            actions,
        );
    };
    let correct = move || {
        let typed = BySide::from_fn(|s| TypedSide {
            time: times[s].get_untracked(),
            moves: counts[s].get_untracked(),
            period: periods[s].get_untracked(),
        });
        let shown = session.with_untracked(|s| s.view(now.run(())));
        run_all(t("Correction applied."), correction_actions(&shown, &typed));
    };
    let draughts = move |draw: DraughtsDraw| {
        run(
            t("Draughts ruling recorded."),
            Action::DraughtsDraw {
                draw,
                material: material.get_untracked(),
            },
        );
    };
    let end = move || {
        // "Pending" (an empty value) is no result.
        let chosen = GameResult::from_pgn(&result.get_untracked());
        run(
            t("Game ended."),
            Action::End {
                result: chosen,
                reason: reason.get_untracked().trim().to_owned(),
            },
        );
    };
    let add_note = move || {
        let text = note.get_untracked().trim().to_owned();
        if text.is_empty() {
            answer.set(Some(Answer::Refused(t("Write the note first.").to_owned())));
            return;
        }
        run(t("Note added."), Action::Note { text });
        note.set(String::new());
    };
    // Who may claim a win on time now (the clock is paused while the panel is open).
    let claimant_now = move || session.with(|s| claimant(&s.game, now.run(())));
    // An answer of the search fills the rulings' checkboxes that ask about that side.
    let fill = move |found: Side, can: bool| {
        if session.with_untracked(|s| claimant(&s.game, now.run(()))) == Some(found) {
            claimant_can_mate.set(can);
        }
        if side.get_untracked().opponent() == found {
            cannot_mate.set(!can);
        }
    };
    let position = move || evidence.with_untracked(PositionEvidence::evidence);
    // Another player concerned: the illegal-move answer follows the search's answer for their opponent.
    let pick_side = move |picked: Side| {
        side.set(picked);
        let found = position().and_then(|check| check.found[picked.opponent()].can_checkmate);
        if let Some(can) = found {
            cannot_mate.set(!can);
        }
    };
    let claim = move |decision: ClaimDecision| {
        run(t("Draw claim recorded."), Action::DrawClaim { decision })
    };
    // An illegal move that ends the game is asked first (two taps in a row are easily made).
    let illegal_move = move |confirmed: Option<Ending>| {
        let concerned = confirmed.map_or_else(|| side.get_untracked(), |e| e.side);
        if confirmed.is_none() {
            let ends = session.with_untracked(|s| illegal_move_ends_game(&s.game, concerned));
            if let Some((nth, article)) = ends {
                answer.set(None);
                ending.set(Some(Ending {
                    side: concerned,
                    nth,
                    article,
                }));
                return;
            }
        }
        run(
            t("Illegal move recorded."),
            Action::IllegalMove {
                side: concerned,
                opponent_cannot_mate: cannot_mate.get_untracked(),
                position: position(),
            },
        );
    };
    let claim_draw = move |upheld: bool| {
        run(
            if upheld {
                t("Draw claim upheld: the game is drawn.")
            } else {
                t("Draw claim rejected: the opponent's time added.")
            },
            Action::ClaimDraw {
                claimant: side.get_untracked(),
                upheld,
            },
        );
    };
    let rejected_label = move || {
        offered.with(|o| {
            o.repetition_claim.map(|rules| {
                tf(
                    "Rejected: opponent +{bonus} ({article})",
                    &[
                        ("bonus", &time(format_clock(rules.rejected_bonus))),
                        ("article", rules.rejected_article),
                    ],
                )
            })
        })
    };

    let text_field = move |label: &'static str, class: &'static str, value: RwSignal<String>| {
        view! {
            <label class="field">
                <span>{label}</span>
                <input
                    type="text"
                    class=class
                    autocomplete="off"
                    prop:value=move || value.get()
                    on:input=move |ev| value.set(event_target_value(&ev))
                />
            </label>
        }
    };
    let check = move |label: &'static str, class: &'static str, value: RwSignal<bool>| {
        view! {
            <label class="check">
                <input
                    type="checkbox"
                    class=class
                    prop:checked=move || value.get()
                    on:change=move |ev| value.set(event_target_checked(&ev))
                />
                {label}
            </label>
        }
    };
    let button_owned = move |label: String, class: &'static str, click: Callback<()>| {
        view! {
            <button type="button" class=class on:click=move |_| click.run(())>
                {label}
            </button>
        }
    };
    let button = move |label: &'static str, class: &'static str, click: Callback<()>| {
        view! {
            <button type="button" class=class on:click=move |_| click.run(())>
                {label}
            </button>
        }
    };
    // A button whose act the game does not allow now looks unavailable, but still answers a tap
    // with the core's reason.
    let gated = move |label: &'static str,
                      class: &'static str,
                      allowed: Signal<bool>,
                      click: Callback<()>| {
        view! {
            <button
                type="button"
                class=class
                aria-disabled=move || (!allowed.get()).to_string()
                on:click=move |_| click.run(())
            >
                {label}
            </button>
        }
    };
    let title = move || if chess() { t("Arbiter") } else { t("Referee") };
    // Said beside an answer that goes against the position check.
    let overruled = move |agreement: Agreement| {
        (agreement == Agreement::Overrules).then(|| {
            view! {
                <p class="overruled" role="status">
                    {t("This answer goes against the position check: the ruling will be logged as overruled.")}
                </p>
            }
        })
    };

    view! {
        <div class="arbiter" role="dialog" aria-label=title>
            <header>
                <h2>{title}</h2>
                <button type="button" class="close-arbiter" on:click=move |_| on_close.run(())>
                    {t("Close")}
                </button>
            </header>
            <p class="arbiter-note">
                {move || if chess() {
                    t("The clock is paused while the panel is open (FIDE 6.11, FMJD Art. 6).")
                } else {
                    t("The clock is paused while the panel is open (FMJD Annex 6 Art. 6).")
                }}
            </p>
            {move || {
                answer
                    .get()
                    .map(|a| match a {
                        Answer::Done(text) => view! { <p class="answer done" role="status">{text}</p> }.into_any(),
                        Answer::Refused(why) => {
                            view! {
                                <p class="answer refused" role="alert">
                                    {tf("Refused: {why}", &[("why", &why)])}
                                </p>
                            }
                            .into_any()
                        }
                    })
            }}
            {move || {
                ending
                    .get()
                    .map(|asked| {
                        view! {
                            <div class="answer ask" role="alertdialog" aria-label=t("Illegal move")>
                                <p class="ask-text">
                                    {tf(
                                        "{who}'s illegal move number {nth} ends the game ({article}). Rule it?",
                                        &[
                                            ("who", &who(asked.side)),
                                            ("nth", &asked.nth.to_string()),
                                            ("article", asked.article),
                                        ],
                                    )}
                                </p>
                                <button type="button" class="confirm-illegal" on:click=move |_| illegal_move(Some(asked))>
                                    {t("Rule it: the game ends")}
                                </button>
                                <button type="button" class="cancel-illegal" on:click=move |_| ending.set(None)>
                                    {t("Cancel")}
                                </button>
                            </div>
                        }
                    })
            }}
            <fieldset class="arbiter-side">
                <legend>{t("Player concerned")}</legend>
                {Side::ALL
                    .into_iter()
                    .map(|s| {
                        view! {
                            <label class="check">
                                <input
                                    type="radio"
                                    name="arbiter-side"
                                    value=s.name()
                                    prop:checked=move || side.get() == s
                                    on:change=move |_| pick_side(s)
                                />
                                {move || who(s)}
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
            <When when=chess>
                <PositionSection
                    evidence=evidence
                    first=Callback::new(move |()| {
                        session.with_untracked(|s| searched_first(&s.game, side.get_untracked(), now.run(())))
                    })
                    on_answer=Callback::new(move |(found, can)| fill(found, can))
                    who=Callback::new(who)
                />
            </When>
            <section class="rulings">
                <h3>{t("Rulings")}</h3>
                {gated(t("Undo the last ruling"), "arb-undo-ruling", Signal::derive(move || session.with(|s| s.game.can_undo_ruling())), Callback::new(move |()| run(t("Last ruling undone."), Action::UndoRuling)))}
                {gated(t("Reopen the game the clock decided"), "arb-reopen", Signal::derive(move || session.with(|s| s.game.decided_by_clock())), Callback::new(move |()| run(t("Game reopened: set a time at zero before play resumes."), Action::Reopen)))}
            </section>
            <When when=move || offered.with(|o| o.arrivals)>
                <section class="arrivals">
                    <h3>
                        {move || {
                            let default = session.with(|s| s.game.settings().default_time).unwrap_or_default();
                            tf("Arrivals (default time {time})", &[("time", &time(format_clock(default)))])
                        }}
                    </h3>
                    {Side::ALL
                        .into_iter()
                        .map(|s| {
                            let present = Signal::derive(move || session.with(|x| x.game.present()[s]));
                            view! {
                                <button
                                    type="button"
                                    class="arb-arrive"
                                    data-side=s.name()
                                    aria-disabled=move || present.get().to_string()
                                    on:click=move |_| run(t("Arrival marked."), Action::Arrive { side: s })
                                >
                                    {move || if present.get() {
                                        tf("{who}: arrived", &[("who", &who(s))])
                                    } else {
                                        tf("{who} arrives", &[("who", &who(s))])
                                    }}
                                </button>
                            }
                        })
                        .collect_view()}
                </section>
            </When>
            <section class="penalties">
                <h3>{move || if chess() { t("Penalties and time") } else { t("Time") }}</h3>
                <When when=chess>
                    {check(t("Opponent cannot checkmate"), "cannot-mate", cannot_mate)}
                    {move || overruled(evidence.with(|e| e.agreement(&[side.get().opponent()], !cannot_mate.get())))}
                    {button(t("Illegal move"), "arb-illegal", Callback::new(move |()| illegal_move(None)))}
                </When>
                {text_field(t("Amount"), "amount", amount)}
                {button(t("Add time"), "arb-add", Callback::new(move |()| adjust(1)))}
                {button(t("Take time"), "arb-take", Callback::new(move |()| adjust(-1)))}
            </section>
            <When when=chess>
                <section class="draws">
                    <h3>{t("Draws")}</h3>
                    {move || {
                        session
                            .with(|s| s.game.draw_offer())
                            .map(|offer| {
                                view! {
                                    <p class="offer-standing" role="status">
                                        {tf("{who}'s draw offer stands (=)", &[("who", &who(offer))])}
                                    </p>
                                }
                            })
                    }}
                    {button(t("Offer a draw (=)"), "arb-offer", Callback::new(move |()| run(t("Draw offer recorded."), Action::OfferDraw { side: side.get_untracked() })))}
                    {move || {
                        dead_position.get().map(|article| {
                            button_owned(
                                tf("Dead position: drawn ({article})", &[("article", article)]),
                                "arb-dead-position",
                                Callback::new(move |()| run(t("Dead position: the game is drawn."), Action::DeadPosition { position: position() })),
                            )
                        })
                    }}
                    {move || {
                        (evidence.with(|e| e.agreement(&Side::ALL, false)) == Agreement::Overrules).then(|| {
                            view! {
                                <p class="overruled" role="status">
                                    {t("The position check found a player who can checkmate: a dead position ruled here would be logged as overruled.")}
                                </p>
                            }
                        })
                    }}
                    {gated(t("Accept the draw offer"), "arb-agree", Signal::derive(move || session.with(|s| s.game.draw_offer().is_some())), Callback::new(move |()| run(t("Draw agreed."), Action::AgreeDraw)))}
                    {move || {
                        rejected_label()
                            .map(|rejected| {
                                view! {
                                    <p class="claim-label">{t("Claim of repetition or fifty moves (9.2, 9.3):")}</p>
                                    <button type="button" class="arb-claim-draw-upheld" on:click=move |_| claim_draw(true)>
                                        {t("Upheld: drawn")}
                                    </button>
                                    <button type="button" class="arb-claim-draw-rejected" on:click=move |_| claim_draw(false)>
                                        {rejected}
                                    </button>
                                }
                            })
                    }}
                </section>
            </When>
            <section class="correction">
                <h3>{move || if chess() { t("Correct the clocks (6.10.2)") } else { t("Correct the clocks") }}</h3>
                {Side::ALL
                    .into_iter()
                    .map(|s| {
                        view! {
                            // Each side's fields are named with the side: "Time" alone is twice on the panel.
                            <div class="correct-side" data-side=s.name() role="group" aria-label=side_name(s)>
                                <strong>{side_name(s)}</strong>
                                {text_field(t("Time"), "correct-time", times[s])}
                                {text_field(t("Moves"), "correct-moves", counts[s])}
                                <label class="field">
                                    <span>{t("Period")}</span>
                                    <select
                                        class="correct-period"
                                        on:change=move |ev| {
                                            periods[s].set(event_target_value(&ev).parse().unwrap_or(1));
                                        }
                                    >
                                        {move || (1..=period_counts.get()[s])
                                            .map(|p| {
                                                view! {
                                                    <option value=p.to_string() selected=move || periods[s].get() == p>
                                                        {p.to_string()}
                                                    </option>
                                                }
                                            })
                                            .collect_view()}
                                    </select>
                                </label>
                            </div>
                        }
                    })
                    .collect_view()}
                {button(t("Apply correction"), "arb-correct", Callback::new(move |()| correct()))}
            </section>
            <When when=move || offered.with(|o| o.guidelines)>
                <section class="guidelines">
                    <h3>{t("Guidelines III (player having the move)")}</h3>
                    {button(t("III.4: five-second increment"), "arb-extra-five", Callback::new(move |()| run(t("Five seconds a move for both; two minutes to the opponent."), Action::ExtraFive)))}
                    {button(t("III.5 claim: accept"), "arb-claim-accept", Callback::new(move |()| claim(ClaimDecision::Accepted)))}
                    {button(t("III.5 claim: reject"), "arb-claim-reject", Callback::new(move |()| claim(ClaimDecision::Rejected)))}
                    {button(t("III.5 claim: postpone"), "arb-claim-postpone", Callback::new(move |()| claim(ClaimDecision::Postponed { award_bonus: false })))}
                    {button(t("III.5 claim: postpone, +2 min"), "arb-claim-postpone-bonus", Callback::new(move |()| claim(ClaimDecision::Postponed { award_bonus: true })))}
                    {button(t("III.6 claim without arbiter"), "arb-claim-unsupervised", Callback::new(move |()| claim(ClaimDecision::Unsupervised)))}
                </section>
            </When>
            <section class="flags">
                <h3>{t("Flags")}</h3>
                <When when=chess>
                    {check(t("Claimant can still checkmate"), "claimant-can-mate", claimant_can_mate)}
                    {move || {
                        claimant_now().and_then(|c| overruled(evidence.with(|e| e.agreement(&[c], claimant_can_mate.get()))))
                    }}
                </When>
                // Draughts has no checkmate: the flag alone decides (FMJD Annex 6 Art. 7.1).
                {button(t("Claim a win on time"), "arb-claim-time", Callback::new(move |()| run(t("Win-on-time claim recorded."), Action::ClaimWinOnTime { claimant_can_checkmate: !chess() || claimant_can_mate.get_untracked(), position: position() })))}
                <When when=chess>
                    {button(t("Flag order unknown (III.3.1)"), "arb-order-unknown", Callback::new(move |()| run(t("Ruling recorded."), Action::FlagOrderUnknown)))}
                </When>
            </section>
            <When when=move || !chess()>
                <section class="draughts">
                    <h3>{t("Draughts (FMJD Annex 6)")}</h3>
                    {Side::ALL
                        .into_iter()
                        .map(|s| {
                            let number = move |kings: bool| {
                                view! {
                                    <input
                                        type="number"
                                        min="0"
                                        max="20"
                                        class=if kings { "kings" } else { "men" }
                                        prop:value=move || material.with(|m| if kings { m[s].kings } else { m[s].men }.to_string())
                                        on:input=move |ev| {
                                            let n = event_target_value(&ev).parse().unwrap_or(0);
                                            material.update(|m| if kings { m[s].kings = n } else { m[s].men = n });
                                        }
                                    />
                                }
                            };
                            view! {
                                <div class="material" data-side=s.name() role="group" aria-label=side_name(s)>
                                    <strong>{side_name(s)}</strong>
                                    <label class="field"><span>{t("Men")}</span>{number(false)}</label>
                                    <label class="field"><span>{t("Kings")}</span>{number(true)}</label>
                                </div>
                            }
                        })
                        .collect_view()}
                    {button(t("Draw agreement (Art. 5)"), "arb-fmjd-agreement", Callback::new(move |()| draughts(DraughtsDraw::Agreement)))}
                    {button(t("Regulation draw (Art. 8)"), "arb-fmjd-regulation", Callback::new(move |()| draughts(DraughtsDraw::Regulation)))}
                    {button(t("Time shortage: upheld (Art. 9)"), "arb-fmjd-shortage-upheld", Callback::new(move |()| draughts(DraughtsDraw::TimeShortage { claimant: side.get_untracked(), upheld: true })))}
                    {button(t("Time shortage: rejected (Art. 9)"), "arb-fmjd-shortage-rejected", Callback::new(move |()| draughts(DraughtsDraw::TimeShortage { claimant: side.get_untracked(), upheld: false })))}
                </section>
            </When>
            <section class="settings">
                <h3>{t("Time control")}</h3>
                {text_field(t("Control"), "arb-notation", notation)}
                {move || {
                    offered
                        .with(|o| o.settings_lock)
                        .map(|article| {
                            view! {
                                <label class="check">
                                    <input
                                        type="checkbox"
                                        class="override-lock"
                                        prop:checked=move || override_lock.get()
                                        on:change=move |ev| override_lock.set(event_target_checked(&ev))
                                    />
                                    {tf("Override the settings lock ({article})", &[("article", article)])}
                                </label>
                            }
                        })
                }}
                {button(t("Change the control"), "arb-control", Callback::new(move |()| {
                    let actions = parse_control(&notation.get_untracked()).map(|control| {
                        vec![Action::SetControl { control, override_lock: override_lock.get_untracked() }]
                    });
                    run_all(t("Control changed."), actions);
                }))}
            </section>
            <section class="end">
                <h3>{t("End the game")}</h3>
                <label class="field">
                    <span>{t("Result")}</span>
                    <select class="end-result" on:change=move |ev| result.set(event_target_value(&ev))>
                        <option value="">{t("Pending")}</option>
                        <option value="1-0">"1-0"</option>
                        <option value="0-1">"0-1"</option>
                        <option value="1/2-1/2">"½-½"</option>
                    </select>
                </label>
                {text_field(t("Reason"), "end-reason", reason)}
                {button(t("End the game"), "arb-end", Callback::new(move |()| end()))}
            </section>
            <section class="note">
                <h3 id="arbiter-note-heading">{t("Note")}</h3>
                <textarea
                    class="note-text"
                    aria-labelledby="arbiter-note-heading"
                    rows="2"
                    prop:value=move || note.get()
                    on:input=move |ev| note.set(event_target_value(&ev))
                ></textarea>
                {button(t("Add note"), "arb-note", Callback::new(move |()| add_note()))}
            </section>
        </div>
    }
}
