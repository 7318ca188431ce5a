//! The spectators' screen of a hall, for a display in the playing hall: every board's players and
//! both times running live, whose clock runs, and the result; read-only, from the states the boards
//! publish (never their logs). Thin: the times come from `flagfall_hall::HallStates`, the reading
//! from `browser::hall_watch`. Its code is fetched the first time it shows.

use crate::browser::display_pages::use_display_pages;
use crate::browser::hall_watch::{use_hall_stylesheet, use_hall_watch};
use crate::browser::time_source::TimeSource;
use crate::i18n::hall_words::need_text;
use crate::i18n::player_words::bare_name;
use crate::i18n::{clock_text, side_name, t, tf, tn};
use crate::model::display_pages::page_range;
use crate::model::hall_rows::Need;
use crate::model::hall_state::Reading;
use crate::record::log_text::{flag_result_text, result_text};
use crate::widgets::fetched_part::fetched_part;
use crate::widgets::hall_header::HallHeader;
use crate::widgets::when::When;
use flagfall_core::{GameSettings, Side};
use flagfall_hall::{HallLink, HallStates};
use leptos::html::Ol;
use leptos::prelude::*;
use std::collections::BTreeMap;
use std::ops::RangeInclusive;

fetched_part! {
    /// The spectators' screen of a hall, its code fetched the first time it shows.
    spectators_view,
    fn spectators_screen_part(link: HallLink) {
        view! { <SpectatorsScreen link=link /> }.into_any()
    }
}

/// One board as shown, compared whole so that a tick that changes none of it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BoardText {
    /// Each player's name, or the side's word without one; and the side's word, heard before a
    /// name (the card shows it as a mark).
    players: [(String, Option<&'static str>); 2],
    times: [(String, &'static str); 2],
    /// The result, a fallen flag or a paused clock.
    said: Option<String>,
}

#[component]
fn SpectatorsScreen(link: HallLink) -> impl IntoView {
    let time = use_context::<TimeSource>().unwrap_or_else(TimeSource::browser);
    use_hall_stylesheet();
    let watch = use_hall_watch::<HallStates>(link.clone(), time);
    let boards = Memo::new(move |_| {
        let now = watch.now.get();
        watch.copy.with_value(|states| {
            states
                .at(now)
                .map(|(board, state, mains)| {
                    let fallen = mains.map(|main| main.0 == 0 && state.zero_is_a_flag());
                    let time = |side: Side| {
                        let class = match (fallen[side], state.running == Some(side)) {
                            (true, _) => "time flag",
                            (false, true) => "time running",
                            (false, false) => "time",
                        };
                        (clock_text(mains[side]), class)
                    };
                    let settings = GameSettings {
                        rulebook: state.rulebook,
                        ..GameSettings::default()
                    };
                    let said = if state.over && state.to_confirm {
                        Some(flag_result_text(state.result, settings))
                    } else if state.over {
                        Some(result_text(state.result, settings))
                    } else if Side::ALL.into_iter().any(|side| fallen[side]) {
                        Some(need_text(Need::Flag, None))
                    } else if state.paused {
                        Some(need_text(Need::Paused, None))
                    } else {
                        None
                    };
                    let text = BoardText {
                        players: Side::ALL.map(|side| match bare_name(&state.names[side]) {
                            Some(name) => (name, Some(side_name(side))),
                            None => (side_name(side).to_owned(), None),
                        }),
                        times: Side::ALL.map(time),
                        said,
                    };
                    (board, text)
                })
                .collect::<BTreeMap<_, _>>()
        })
    });
    let ignored = Memo::new(move |_| {
        watch.now.track();
        watch.copy.with_value(HallStates::ignored)
    });
    // A screenful at a time: nobody scrolls a display on a wall.
    let list = NodeRef::<Ol>::new();
    let count = Memo::new(move |_| boards.with(BTreeMap::len));
    let pages = use_display_pages(list, count.into());
    let page = Memo::new(move |_| page_range(pages.page.get(), count.get(), pages.per.get()));
    // The first and last board of the page (boards are in order): a card asks only whether it is
    // between them.
    let on_page = Memo::new(move |_| {
        let page = page.get();
        boards.with(|b| {
            let mut shown = b.keys().skip(page.start).take(page.len()).copied();
            let first = shown.next()?;
            Some(first..=shown.last().unwrap_or(first))
        })
    });
    view! {
        <div class="hall spectators">
            <HallHeader link reading=watch.reading>
                {move || {
                    let (page, count) = (page.get(), count.get());
                    (page.len() < count)
                        .then(|| {
                            let (first, last) = (page.start + 1, page.end);
                            view! {
                                <p class="spectator-page">
                                    {tf(
                                        "Boards {first}–{last} of {count}",
                                        &[
                                            ("first", &first.to_string()),
                                            ("last", &last.to_string()),
                                            ("count", &count.to_string()),
                                        ],
                                    )}
                                </p>
                            }
                        })
                }}
            </HallHeader>
            {move || {
                let count = ignored.get();
                (count > 0)
                    .then(|| {
                        view! {
                            <p class="hall-ignored">
                                {tn("{n} message could not be used.", "{n} messages could not be used.", count as u64)}
                            </p>
                        }
                    })
            }}
            <When when=move || boards.with(BTreeMap::is_empty)>
                <p class="hall-empty">{t("No board has been heard from yet.")}</p>
            </When>
            // Each card stays while its board is shown, hidden off its page; its words change in place.
            <ol
                class="spectator-boards"
                class:stale=move || watch.reading.with(|r| matches!(r, Reading::Trouble(_)))
                aria-label=t("Boards")
                node_ref=list
            >
                <For each=move || boards.with(|b| b.keys().copied().collect::<Vec<_>>()) key=|board| *board let:board>
                    <SpectatorBoard board boards on_page />
                </For>
            </ol>
        </div>
    }
}

#[component]
fn SpectatorBoard(
    board: u16,
    boards: Memo<BTreeMap<u16, BoardText>>,
    on_page: Memo<Option<RangeInclusive<u16>>>,
) -> impl IntoView {
    let shown = Memo::new(move |_| boards.with(|b| b.get(&board).cloned()));
    let text = move |part: fn(&BoardText) -> String| {
        move || shown.with(|s| s.as_ref().map(part).unwrap_or_default())
    };
    let class =
        move |side: usize| move || shown.with(|s| s.as_ref().map_or("time", |s| s.times[side].1));
    // The side's word for a screen reader; the card shows a mark of the side's colour.
    let name = move |side: usize| {
        let heard = move || shown.with(|s| s.as_ref().and_then(|s| s.players[side].1));
        view! {
            {move || heard().map(|side| view! { <span class="sr-only">{side}" "</span> })}
            {move || shown.with(|s| s.as_ref().map(|s| s.players[side].0.clone()).unwrap_or_default())}
        }
    };
    view! {
        <li
            class="spectator-board"
            data-board=board
            hidden=move || !on_page.with(|page| page.as_ref().is_some_and(|page| page.contains(&board)))
        >
            <span class="hall-number">{board}</span>
            <span class="hall-player white">{name(0)}</span>
            <span class=class(0)>{text(|s| s.times[0].0.clone())}</span>
            <span class="hall-player black">{name(1)}</span>
            <span class=class(1)>{text(|s| s.times[1].0.clone())}</span>
            <span class="hall-result">{text(|s| s.said.clone().unwrap_or_default())}</span>
        </li>
    }
}
