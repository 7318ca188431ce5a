//! The presets of the chosen rulebook's family (chess or draughts), grouped as players look for
//! them, each with its notation and what the rulebook calls it. A tap puts the preset in the editor;
//! the start bar then sets the clock.

use crate::i18n::category_words::rulebook_title;
use crate::i18n::label_words::Label;
use crate::i18n::{t, tf};
use crate::model::draft::{Draft, DraftError};
use crate::model::presets::{in_group, other_family, PresetGroup};
use crate::widgets::bid_section::BidSection;
use crate::widgets::category_line::CategoryLine;
use crate::widgets::when::When;
use flagfall_core::{Rulebook, TimeControl};
use leptos::prelude::*;

/// The preset groups offered under the chosen rulebook, then a line offering the other family's
/// rulebook (draughts or chess) by name. A tap puts a preset in the editor and never changes the
/// rulebook; `set_rulebook` changes it only when that line's button is pressed.
#[component]
pub fn PresetList(
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, DraftError>>,
    #[prop(into)] rulebook: Signal<Rulebook>,
    set_rulebook: Callback<Rulebook>,
    set_armageddon: Callback<bool>,
) -> impl IntoView {
    let groups = PresetGroup::ALL
        .into_iter()
        .map(|group| {
            view! {
                <When when=move || group.offered_under(rulebook.get())>
                    {preset_group(group, draft, chosen, rulebook, set_armageddon)}
                </When>
            }
        })
        .collect_view();
    let other = move || other_family(rulebook.get());
    view! {
        {groups}
        <p class="group-note">
            // The button's name is the text it shows (WCAG 2.5.3); the note says which rulebook.
            <span id="rulebook-note">
                {move || {
                    let rulebook = [("rulebook", rulebook_title(other()))];
                    match other() {
                        Rulebook::Fmjd => tf("Draughts games follow {rulebook}.", &rulebook),
                        _ => tf("Chess games follow {rulebook}.", &rulebook),
                    }
                }}
            </span>
            " "
            <button
                type="button"
                class="use-rulebook"
                aria-describedby="rulebook-note"
                on:click=move |_| set_rulebook.run(other())
            >
                {t("Use it")}
            </button>
        </p>
    }
}

/// One group's heading and presets, each classified under the chosen rulebook. A preset sets the
/// whole game: an Armageddon one makes it an Armageddon, any other makes it not one.
fn preset_group(
    group: PresetGroup,
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, DraftError>>,
    rulebook: Signal<Rulebook>,
    set_armageddon: Callback<bool>,
) -> impl IntoView {
    view! {
        <section class="preset-group">
            <h3>{group.label()}</h3>
            <ul class="presets">
                {in_group(group)
                    .map(|preset| {
                        let control = preset.control();
                        let notation = preset.notation;
                        let this = control.clone();
                        let selected = move || chosen.with(|c| c.as_ref() == Ok(&this));
                        let classification =
                            Signal::derive(move || rulebook.get().classify(&control));
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="preset"
                                    aria-pressed=move || selected().to_string()
                                    on:click=move |_| {
                                        draft.update(|d| d.type_text(notation.to_owned()));
                                        set_armageddon.run(group == PresetGroup::Armageddon);
                                    }
                                >
                                    <span class="preset-name">{preset.name.label()}</span>
                                    <span class="notation">{notation}</span>
                                    <CategoryLine classification=classification />
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            {(group == PresetGroup::Armageddon).then(|| view! { <BidSection draft=draft /> })}
        </section>
    }
}
