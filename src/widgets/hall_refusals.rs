//! The hall's refusal of this clock's games (its key, its rights, its set-up), said once among the
//! notices, not only in the menu: a player whose games go nowhere must see it.

use crate::browser::hall::HallBoard;
use crate::i18n::hall_words::refused_notice;
use crate::model::hall_state::Trouble;
use leptos::prelude::*;

/// Adds to `notices` each new refusal of the hall the games go to.
pub fn say_hall_refusals(hall: HallBoard, notices: RwSignal<Vec<String>>) {
    let said = StoredValue::new(None::<Trouble>);
    Effect::new(move |_| {
        let refused = hall
            .status
            .with(|s| s.trouble.clone().filter(Trouble::refused));
        let (Some(why), Some(name)) = (refused, hall.sending_hall()) else {
            return;
        };
        if said.with_value(|said| said.as_ref() != Some(&why)) {
            notices.update(|n| n.push(refused_notice(&name, &why)));
            said.set_value(Some(why));
        }
    });
}
