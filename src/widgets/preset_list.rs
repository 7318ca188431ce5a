//! The presets, grouped as players look for them, each with its notation and what the chosen
//! rulebook calls it. A tap puts the preset in the editor, with its group's rulebook (a draughts
//! preset sets FMJD Annex 6); the start bar then sets the clock.

use crate::i18n::category_words::rulebook_title;
use crate::i18n::label_words::Label;
use crate::i18n::{t, tf};
use crate::model::draft::{Draft, DraftError};
use crate::model::presets::{in_group, PresetGroup};
use crate::widgets::category_line::CategoryLine;
use crate::widgets::when::When;
use flagfall_core::{Rulebook, TimeControl};
use leptos::prelude::*;

/// Every preset group. `set_rulebook` switches the rulebook (offered where a group needs another).
#[component]
pub fn PresetList(
    draft: RwSignal<Draft>,
    chosen: Memo<Result<TimeControl, DraftError>>,
    #[prop(into)] rulebook: Signal<Rulebook>,
    set_rulebook: Callback<Rulebook>,
) -> impl IntoView {
    PresetGroup::ALL
        .into_iter()
        .map(|group| {
            let note = group.rulebook().map(|own| {
                // The button's name is the text it shows (WCAG 2.5.3); the note says which rulebook.
                let note_id = format!("rulebook-note-{}", own.name());
                view! {
                    <When when=move || rulebook.get() != own>
                        <p class="group-note">
                            <span id=note_id.clone()>
                                {tf("Draughts games follow {rulebook}.", &[("rulebook", rulebook_title(own))])}
                            </span>
                            " "
                            <button
                                type="button"
                                class="use-rulebook"
                                aria-describedby=note_id.clone()
                                on:click=move |_| set_rulebook.run(own)
                            >
                                {t("Use it")}
                            </button>
                        </p>
                    </When>
                }
            });
            view! {
                <section class="preset-group">
                    <h3>{group.label()}</h3>
                    {note}
                    <ul class="presets">
                        {in_group(group)
                            .map(|preset| {
                                let control = preset.control();
                                let notation = preset.notation;
                                let this = control.clone();
                                // The same notation may be in two groups (FIDE and FMJD 5+3): the one
                                // whose rulebook is in use is the chosen one.
                                let selected = move || {
                                    let current = rulebook.get();
                                    group.rulebook_for(current) == current
                                        && chosen.with(|c| c.as_ref() == Ok(&this))
                                };
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
                                                let current = rulebook.get_untracked();
                                                let own = group.rulebook_for(current);
                                                if own != current {
                                                    set_rulebook.run(own);
                                                }
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
                </section>
            }
        })
        .collect_view()
}
