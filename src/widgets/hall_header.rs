//! The head of a hall's views: the hall's name, how its reading stands, and the warning of a link
//! reaching its broker in clear; what a view adds (the spectators' page) goes beside the reading.

use crate::i18n::hall_words::{in_clear_warning, reading_text};
use crate::i18n::tf;
use crate::model::hall_state::Reading;
use flagfall_hall::HallLink;
use leptos::prelude::*;

#[component]
pub fn HallHeader(
    link: HallLink,
    reading: RwSignal<Reading>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let in_clear = in_clear_warning(&link);
    view! {
        <header class="hall-header">
            <h1>{tf("Hall {hall}", &[("hall", &link.hall)])}</h1>
            <p class="hall-reading" role="status">{move || reading.with(reading_text)}</p>
            {children.map(|children| children())}
        </header>
        {in_clear.map(|warning| view! { <p class="notice hall-in-clear">{warning}</p> })}
    }
}
