//! The custom control editor: notation typed by hand, and the same control as a list of periods per
//! side. Thin: `model::draft` keeps the two in step and `model::period_editor` reads and checks the
//! periods.

use crate::i18n::editor_words::period_limit;
use crate::i18n::label_words::{method_hint, Label};
use crate::i18n::{side_name, t, tf, worded, Worded};
use crate::model::draft::{describe, Draft, DraftError};
use crate::model::period_editor::{EndKind, Field, MethodKind, PeriodDraft};
use crate::widgets::category_line::CategoryLine;
use crate::widgets::fetched_part::fetched_part;
use crate::widgets::when::When;
use flagfall_core::{Rulebook, Side, TimeControl};
use leptos::prelude::*;

fetched_part! {
    /// The custom editor, its code fetched the first time the set-up screen shows it.
    custom_editor,
    fn control_editor_part(
        draft: RwSignal<Draft>,
        chosen: Memo<Result<TimeControl, DraftError>>,
        rulebook: Signal<Rulebook>,
    ) {
        view! { <ControlEditor draft=draft chosen=chosen rulebook=rulebook /> }.into_any()
    }
}

/// The notation input with what it reads as, then the period editor.
#[component]
fn ControlEditor(
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, DraftError>>,
    #[prop(into)] rulebook: Signal<Rulebook>,
) -> impl IntoView {
    let described =
        Memo::new(move |_| chosen.with(|c| c.as_ref().ok().map(|c| describe(c, rulebook.get()))));
    let text_error = Memo::new(move |_| draft.with(|d| d.text_error().map(worded)));
    view! {
        <label class="notation-field">
            <span class="field-label">{t("Time control (human or PGN notation)")}</span>
            <input
                type="text"
                class="notation-input"
                autocomplete="off"
                autocapitalize="off"
                spellcheck="false"
                placeholder="3+2, 90/40+30, 30+30, G/90;d5, 300+5d"
                aria-invalid=move || text_error.with(Option::is_some).to_string()
                prop:value=move || draft.with(|d| d.text().to_owned())
                on:input=move |ev| {
                    let text = event_target_value(&ev);
                    draft.update(|d| d.type_text(text));
                }
            />
        </label>
        {move || text_error.get().map(|error| view! { <p class="notation-error" role="alert">{error}</p> })}
        <When when=move || draft.with(Draft::notation_is_stale)>
            <p class="hint notation-stale">
                {t("The notation shows the last control the periods made: they make none now.")}
            </p>
        </When>
        {move || {
            described
                .get()
                .map(|d| {
                    let pgn = d
                        .pgn
                        .unwrap_or_else(|why| tf("not expressible in PGN ({why})", &[("why", &why.worded())]));
                    let classification = d.classification;
                    view! {
                        <dl class="description">
                            <dt>{t("Notation")}</dt>
                            <dd class="notation">{d.human}</dd>
                            <dt>"PGN"</dt>
                            <dd class="pgn">{pgn}</dd>
                            <dt>{t("Category")}</dt>
                            <dd>
                                <CategoryLine classification=classification />
                            </dd>
                        </dl>
                    }
                })
        }}
        <PeriodEditor draft=draft />
    }
}

/// The periods of each side, the time-odds switch, and the core's verdict on them.
#[component]
fn PeriodEditor(draft: RwSignal<Draft>) -> impl IntoView {
    // Memos, so that typing in a field re-renders nothing: lists are rebuilt only when odds change.
    let odds = Memo::new(move |_| draft.with(|d| d.periods().odds));
    let error = Memo::new(move |_| draft.with(|d| d.periods_error().map(worded)));
    view! {
        <fieldset class="period-editor">
            <legend>{t("Periods")}</legend>
            <label class="check">
                <input
                    type="checkbox"
                    prop:checked=move || odds.get()
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        draft.update(|d| d.edit_periods(|p| p.set_odds(on)));
                    }
                />
                {t("Different time for Black (time odds)")}
            </label>
            {move || {
                let sides: &'static [Side] = if odds.get() { &Side::ALL } else { &[Side::White] };
                sides
                    .iter()
                    .map(|&side| {
                        let title = if odds.get() { side_name(side) } else { t("Both players") };
                        view! { <SidePeriods draft=draft side=side title=title /> }
                    })
                    .collect_view()
            }}
            {move || error.get().map(|error| view! { <p class="period-error" role="alert">{error}</p> })}
        </fieldset>
    }
}

/// Changes period `index` of `side`, if it is still there.
fn edit_period(
    draft: RwSignal<Draft>,
    side: Side,
    index: usize,
    change: impl FnOnce(&mut PeriodDraft),
) {
    draft.update(|d| {
        d.edit_periods(|periods| {
            if let Some(period) = periods.period_mut(side, index) {
                change(period);
            }
        });
    });
}

/// One side's list of periods, with a button to add one while the side has fewer than a control
/// may have.
#[component]
fn SidePeriods(draft: RwSignal<Draft>, side: Side, title: &'static str) -> impl IntoView {
    let count = Memo::new(move |_| draft.with(|d| d.periods().sides[side].len()));
    let full = Memo::new(move |_| draft.with(|d| !d.periods().can_add_period(side)));
    view! {
        <section class="side-periods" data-side=side.name()>
            <h3>{title}</h3>
            <ol class="periods">
                // Rebuilt only when the number of periods changes, so typing keeps its field.
                {move || {
                    (0..count.get())
                        .map(|index| {
                            view! { <PeriodRow draft=draft side=side index=index count=count /> }
                        })
                        .collect_view()
                }}
            </ol>
            <button
                type="button"
                class="add-period"
                disabled=move || full.get()
                on:click=move |_| draft.update(|d| d.edit_periods(|p| p.add_period(side)))
            >
                {t("Add a period")}
            </button>
            <When when=move || full.get()>
                <p class="hint period-limit">{period_limit()}</p>
            </When>
        </section>
    }
}

/// The fields of one period.
#[component]
fn PeriodRow(
    draft: RwSignal<Draft>,
    side: Side,
    index: usize,
    count: Memo<usize>,
) -> impl IntoView {
    let period = Memo::new(move |_| draft.with(|d| d.periods().sides[side].get(index).cloned()));
    let end = Memo::new(move |_| period.with(|p| p.as_ref().map_or(EndKind::Game, |p| p.end)));
    let method =
        Memo::new(move |_| period.with(|p| p.as_ref().map_or(MethodKind::Plain, |p| p.method)));
    let field = move |field: Field, label: Signal<&'static str>| {
        view! { <NumberField draft=draft side=side index=index period=period field=field label=label /> }
    };
    view! {
        <li>
            <fieldset class="period">
                <legend>{tf("Period {n}", &[("n", &(index + 1).to_string())])}</legend>
                <div class="period-fields">
                    {field(Field::Minutes, t("Minutes").into())}
                    {field(Field::Seconds, t("Seconds").into())}
                    <label class="select-field">
                        <span class="field-label">{t("Ends")}</span>
                        <select on:change=move |ev| {
                            if let Some(kind) = EndKind::from_value(&event_target_value(&ev)) {
                                edit_period(draft, side, index, |p| p.set_end(kind));
                            }
                        }>
                            {EndKind::ALL
                                .into_iter()
                                .map(|kind| {
                                    view! {
                                        <option value=kind.value() prop:selected=move || end.get() == kind>
                                            {kind.label()}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <When when=move || end.get() == EndKind::Moves>
                        {field(Field::Moves, t("Moves").into())}
                    </When>
                    <label class="select-field">
                        <span class="field-label">{t("Method")}</span>
                        <select on:change=move |ev| {
                            if let Some(kind) = MethodKind::from_value(&event_target_value(&ev)) {
                                edit_period(draft, side, index, |p| p.set_method(kind));
                            }
                        }>
                            {MethodKind::ALL
                                .into_iter()
                                .map(|kind| {
                                    view! {
                                        <option value=kind.value() prop:selected=move || method.get() == kind>
                                            {kind.label()}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <When when=move || method.get().amount().is_some()>
                        {field(
                            Field::Amount,
                            Signal::derive(move || method.get().amount().map_or("", |a| a.label())),
                        )}
                    </When>
                </div>
                {move || method_hint(method.get()).map(|hint| view! { <p class="hint">{hint}</p> })}
                <button
                    type="button"
                    class="remove-period"
                    disabled=move || count.get() < 2
                    on:click=move |_| draft.update(|d| d.edit_periods(|p| p.remove_period(side, index)))
                >
                    {tf("Remove period {n}", &[("n", &(index + 1).to_string())])}
                </button>
            </fieldset>
        </li>
    }
}

/// A whole-number field of a period, kept as typed and marked when it cannot be read.
#[component]
fn NumberField(
    draft: RwSignal<Draft>,
    side: Side,
    index: usize,
    period: Memo<Option<PeriodDraft>>,
    field: Field,
    label: Signal<&'static str>,
) -> impl IntoView {
    let text = move || {
        period.with(|p| {
            p.as_ref()
                .map(|p| p.text(field).to_owned())
                .unwrap_or_default()
        })
    };
    let invalid = move || period.with(|p| p.as_ref().is_some_and(|p| p.is_invalid(field)));
    view! {
        <label class="number-field">
            <span class="field-label">{move || label.get()}</span>
            <input
                type="text"
                inputmode="numeric"
                autocomplete="off"
                aria-invalid=move || invalid().to_string()
                prop:value=text
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    edit_period(draft, side, index, |p| p.set_text(field, typed));
                }
            />
        </label>
    }
}
