//! Turns the pages of a hall's display (`model::display_pages`): measures how many cards fit the
//! screen below the list's top, as the cards are first drawn, on each resize and before each turn,
//! and shows the next screenful every [`PAGE_MS`]. Everything it starts stops with its owner.

use crate::browser::listener::listen;
use crate::model::display_pages::{next_page, per_page, PAGE_MS};
use gloo_timers::callback::Interval;
use leptos::html::Ol;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::JsCast;

/// The page a display shows, and how many cards a page holds.
#[derive(Clone, Copy)]
pub struct DisplayPages {
    pub page: RwSignal<usize>,
    pub per: RwSignal<usize>,
}

/// Pages the cards of `list` (a grid, one `<li>` per board; those off the page `hidden`), `count`
/// of them.
pub fn use_display_pages(list: NodeRef<Ol>, count: Signal<usize>) -> DisplayPages {
    // Until measured, every card shows.
    let pages = DisplayPages {
        page: RwSignal::new(0),
        per: RwSignal::new(usize::MAX),
    };
    // Between turns a page only ever shrinks (to what fits), so that a taller card coming onto it
    // and leaving it again cannot make it flicker; it may grow again at a turn or a resize.
    let measure = move |grow: bool| {
        if let Some(per) = list.get_untracked().and_then(|list| fitting(&list)) {
            let now = pages.per.get_untracked();
            if per < now || (grow && per != now) {
                pages.per.set(per);
            }
        }
    };
    let turning = Interval::new(PAGE_MS, move || {
        measure(true);
        let (count, per) = (count.get_untracked(), pages.per.get_untracked());
        pages
            .page
            .update(|page| *page = next_page(*page, count, per));
    });
    listen(&window(), "resize", move |_| measure(true));
    // Once the cards of a new count, or of another page, are drawn: what shows above the list (the
    // page's line, a notice) may have moved it down.
    Effect::new(move |_| {
        count.track();
        pages.page.track();
        pages.per.track();
        request_animation_frame(move || measure(false));
    });
    let turning = SendWrapper::new(turning);
    on_cleanup(move || drop(turning));
    pages
}

/// How many cards fit below the top of `list`, in its grid's columns, as the highest card shown is
/// high; `None` with no card shown or nothing to measure.
fn fitting(list: &web_sys::HtmlOListElement) -> Option<usize> {
    let shown = list.query_selector_all("li:not([hidden])").ok()?;
    let card = (0..shown.length())
        .filter_map(|i| shown.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .map(|card| card.offset_height())
        .max()
        .filter(|high| *high > 0)?;
    let style = window().get_computed_style(list).ok()??;
    let property = |name: &str| style.get_property_value(name).unwrap_or_default();
    let columns = property("grid-template-columns").split_whitespace().count();
    let gap = property("row-gap")
        .trim_end_matches("px")
        .parse()
        .unwrap_or(0.0);
    let below = window().inner_height().ok()?.as_f64()? - list.get_bounding_client_rect().top();
    Some(per_page(columns, below, f64::from(card), gap))
}
