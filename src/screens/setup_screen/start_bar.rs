//! The bar under the set-up screen: the control chosen, with its category, or why none is usable;
//! and the button that sets the clock.

use crate::i18n::category_name;
use crate::i18n::{t, tf, Worded};
use crate::model::draft::DraftError;
use flagfall_core::{to_human, Rulebook, TimeControl};
use leptos::prelude::*;

/// The start bar; `on_start` runs when the button is pressed (it is disabled while no control is
/// usable).
#[component]
pub fn StartBar(
    chosen: Memo<Result<TimeControl, DraftError>>,
    rulebook: Memo<Rulebook>,
    armageddon: Memo<bool>,
    on_start: Callback<()>,
) -> impl IntoView {
    view! {
        <footer class="start-bar">
            <p class="chosen" aria-live="polite">
                {move || match chosen.get() {
                    Ok(control) => {
                        let category = rulebook.get().classify(&control).category;
                        view! {
                            <span class="chosen-notation">{to_human(&control)}</span>
                            " "
                            <span class="chosen-marks">
                                <span class="category" data-category=category.as_str()>{category_name(category)}</span>
                                {move || {
                                    armageddon
                                        .get()
                                        .then(|| {
                                            view! {
                                                " "
                                                <span class="armageddon-mark">{t("Armageddon")}</span>
                                            }
                                        })
                                }}
                            </span>
                        }
                            .into_any()
                    }
                    Err(why) => {
                        view! {
                            <span class="chosen-error">
                                {tf("No usable control: {why}", &[("why", &why.worded())])}
                            </span>
                        }
                            .into_any()
                    }
                }}
            </p>
            <button
                type="button"
                class="start-game"
                disabled=move || chosen.with(Result::is_err)
                on:click=move |_| on_start.run(())
            >
                {t("Set the clock")}
            </button>
        </footer>
    }
}
