//! The arbiter panel's position check: the board editor, opened on demand, the check of the position
//! it shows, and what the search found for each side (or why it could not). Thin over
//! `position_evidence` (what was checked and found) and `browser::position_worker` (the worker); the panel
//! puts the answers into its rulings.

use crate::browser::position_worker::{position_check, CheckEvent, PositionCheck};
use crate::i18n::position_words::{failure_text, refusal_text};
use crate::i18n::{t, tf};
use crate::model::position_evidence::{CheckTrouble, PositionEvidence, SideFinding};
use crate::record::log_text::finding_text;
use crate::widgets::board_editor::BoardEditor;
use crate::widgets::when::When;
use flagfall_core::{MateFinding, Side};
use leptos::prelude::*;

/// The section, over `evidence`. `first` names the side whose answer the ruling at hand turns on,
/// searched first; `on_answer` hears each side answered, with whether it can checkmate; `who` names
/// a side's player.
#[component]
pub fn PositionSection(
    evidence: RwSignal<PositionEvidence>,
    first: Callback<(), Side>,
    on_answer: Callback<(Side, bool)>,
    who: Callback<Side, String>,
) -> impl IntoView {
    let editing = RwSignal::new(false);
    // The check under way: replaced by the next one, and ended with the section.
    let search = StoredValue::new_local(None::<PositionCheck>);
    let check_position = move || {
        let Some(fen) = evidence.try_update(PositionEvidence::start).flatten() else {
            return;
        };
        let checked = fen.clone();
        let started = position_check(&fen, first.run(()), move |event| {
            if let Some(Some((found, Some(can)))) = evidence.try_update(|e| e.hear(&checked, event))
            {
                on_answer.run((found, can));
            }
        });
        match started {
            Ok(check) => search.set_value(Some(check)),
            Err(failure) => {
                search.set_value(None);
                evidence.update(|e| {
                    e.hear(&fen, CheckEvent::Failed(failure));
                });
            }
        }
    };
    view! {
        <section class="position">
            <h3>{t("Position")}</h3>
            <button
                type="button"
                class="arb-position-edit"
                aria-expanded=move || editing.get().to_string()
                on:click=move |_| editing.update(|open| *open = !*open)
            >
                {move || if editing.get() { t("Hide the board") } else { t("Enter the position") }}
            </button>
            <When when=move || editing.get()>
                <BoardEditor
                    start=evidence.with_untracked(|e| e.shown().to_owned())
                    on_fen=Callback::new(move |fen: Option<String>| evidence.update(|e| e.show(fen.as_deref())))
                />
                <button type="button" class="arb-position-check" on:click=move |_| check_position()>
                    {t("Check the position")}
                </button>
            </When>
            <div
                class="position-findings"
                aria-live="polite"
                aria-busy=move || evidence.with(PositionEvidence::searching).to_string()
            >
                {move || evidence.with(|e| findings(e, who))}
            </div>
        </section>
    }
}

/// What the check says: why it has no answers, that the position changed since, or each side's
/// finding so far.
fn findings(evidence: &PositionEvidence, who: Callback<Side, String>) -> AnyView {
    if evidence.refused() {
        return view! {
            <p class="position-trouble">
                {t("The position (FEN) above is refused: correct it, then check it.")}
            </p>
        }
        .into_any();
    }
    if let Some(trouble) = evidence.trouble() {
        let text = match trouble {
            CheckTrouble::Refused(error) => tf(
                "The position is refused: {why}",
                &[("why", &refusal_text(&error))],
            ),
            CheckTrouble::Failed(failure) => failure_text(failure).to_owned(),
        };
        return view! { <p class="position-trouble" role="alert">{text}</p> }.into_any();
    }
    if evidence.stale() {
        return view! {
            <p class="position-stale">{t("The position was changed after the check: check it again.")}</p>
        }
        .into_any();
    }
    // Each answer stands for the position checked, named as the log will name it.
    let checked = evidence.checked_fen().map(|fen| {
        view! {
            <p class="position-checked">
                {tf("Checked: {fen}", &[("fen", fen)])}
            </p>
        }
    });
    let answers = Side::ALL
        .into_iter()
        .filter_map(|side| {
            let named = who.run(side);
            let found = |can_checkmate, line| {
                finding_text(
                    &named,
                    &MateFinding {
                        can_checkmate,
                        line,
                    },
                )
            };
            let text = match evidence.finding(side) {
                SideFinding::Unchecked | SideFinding::NoAnswer => return None,
                SideFinding::Searching => tf("{who}: searching…", &[("who", &named)]),
                SideFinding::Can(line) => found(Some(true), line),
                SideFinding::Cannot => found(Some(false), None),
                SideFinding::Undetermined => found(None, None),
            };
            Some(view! { <p class="position-finding" data-side=side.name()>{text}</p> })
        })
        .collect_view();
    view! { {checked} {answers} }.into_any()
}
