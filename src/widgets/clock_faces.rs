//! The clock's two faces, each in its player's half, named and showing what `face_values` computed.

use crate::model::face_values::FaceDisplay;
use crate::model::session::Session;
use crate::widgets::face::Face;
use flagfall_core::{BySide, Side};
use flagfall_page::without_direction_controls;
use leptos::prelude::*;

/// Both faces of `session`, showing `shown` and, once the game is over, its result (`over`), each
/// turned toward its player; a press on one is `on_press`ed with its timestamp.
#[component]
pub fn ClockFaces(
    session: RwSignal<Session>,
    shown: Memo<BySide<FaceDisplay>>,
    over: Memo<Option<(String, String)>>,
    on_press: Callback<(Side, f64)>,
) -> impl IntoView {
    view! {
        <div class="faces">
            {Side::ALL
                .into_iter()
                .map(|side| {
                    // One copy per change of this face, not one per read.
                    let shown = Signal::from(Memo::new(move |_| shown.with(|f| f[side].clone())));
                    let name = Signal::from(Memo::new(move |_| {
                        session.with(|s| without_direction_controls(&s.names()[side]).into_owned())
                    }));
                    let half = Signal::from(
                        Memo::new(move |_| session.with(|s| s.seating.half_of(side))),
                    );
                    view! { <Face side=side half=half shown=shown name=name over=over on_press=on_press /> }
                })
                .collect_view()}
        </div>
    }
}
