//! One player's half of the clock: the button that ends their move, showing their time, and what the
//! arbiter and the player should see at a glance (a draw offer, an absence, no need to record).

use crate::i18n::article_words::article_text;
use crate::i18n::face_words::{extra_time_text, moves_left_text};
use crate::i18n::player_words::player_named;
use crate::i18n::{clock_text, game_time_text, lang, side_name, t, tf, Worded};
use crate::model::face_values::{FaceDisplay, FaceFlag};
use flagfall_core::Side;
use flagfall_page::Half;
use leptos::prelude::*;

/// The face of `side`, in `half` of the screen. A `pointerdown` on it is that player's press, charged
/// at the event's own timestamp.
#[component]
pub fn Face(
    side: Side,
    half: Signal<Half>,
    shown: Signal<FaceDisplay>,
    name: Signal<String>,
    over: Memo<Option<(String, String)>>,
    on_press: Callback<(Side, f64)>,
) -> impl IntoView {
    let who = Memo::new(move |_| name.with(|name| player_named(side, name)));
    let label = move || who.with(|who| shown.with(|f| lang().face_label(who, f.main)));
    // The digits change far less often than the faces: once a second, or a tenth under ten seconds.
    let digits = Memo::new(move |_| shown.with(|f| clock_text(f.main)));
    // What is written under the digits changes about once a move (the delay, while it runs, more
    // often): each is reworded when it changes, not on every tick of the running face.
    let delay = Memo::new(move |_| shown.with(|f| f.delay));
    let moves = Memo::new(move |_| shown.with(|f| f.moves));
    let period = Memo::new(move |_| shown.with(|f| f.period));
    let applies = Memo::new(move |_| shown.with(|f| f.applies));
    let clock_paused = Memo::new(move |_| shown.with(|f| f.clock_paused));
    let armageddon = Memo::new(move |_| shown.with(|f| f.armageddon));
    let offer = Memo::new(move |_| shown.with(|f| f.draw_offer));
    let absent = Memo::new(move |_| shown.with(|f| f.absent));
    let need_not_record = Memo::new(move |_| shown.with(|f| f.need_not_record));
    let flag = Memo::new(move |_| shown.with(|f| f.flag));
    let info = format!("face-info-{}", side.name());
    let described_by = info.clone();
    // The spoken name is the button's content for screen readers, the digits and the player's name
    // are for the eyes: an aria-label that did not contain the visible "3:02" would break WCAG 2.5.3.
    view! {
        <button
            type="button"
            class="face"
            data-side=side.name()
            data-half=move || half.get().name()
            class:running=move || shown.with(|f| f.running)
            class:paused=move || shown.with(|f| f.paused)
            class:low=move || shown.with(|f| f.low)
            class:flagged=move || shown.with(|f| f.flag.is_some())
            class:ended=move || over.with(Option::is_some)
            aria-describedby=described_by
            aria-pressed=move || shown.with(|f| f.running.to_string())
            on:pointerdown=move |ev: web_sys::PointerEvent| {
                ev.prevent_default();
                on_press.run((side, ev.time_stamp()));
            }
        >
            <span class="sr-only spoken">{label}</span>
            <span class="name" aria-hidden="true">{move || {
                let player = name.get();
                if player.is_empty() { side_name(side).to_owned() } else { player }
            }}</span>
            // The styles fit the time to the face by its number of characters.
            <span
                class="time"
                data-chars=move || digits.with(|d| d.chars().count())
                aria-hidden="true"
            >
                {move || digits.get()}
            </span>
            <span class="info" aria-hidden="true">
            // What the control gives now, for the eyes: the live region says a pause, and the
            // description below is the first clock's too (crates/first-clock), word for word.
            {move || clock_paused.get().then(|| view! { <span class="mark paused-mark">{t("Clock paused")}</span> })}
            // Said to screen readers by the set-up's choice and the result; here for the eyes.
            {move || {
                armageddon
                    .get()
                    .then(|| {
                        let words = match side {
                            Side::White => t("Armageddon: a draw loses"),
                            Side::Black => t("Armageddon: a draw wins"),
                        };
                        view! { <span class="mark armageddon-mark">{words}</span> }
                    })
            }}
            // The delay running down replaces the delay the period gives while it runs.
            <span class="delay">
                {move || match delay.get() {
                    Some(delay) => Some(tf("delay {delay}", &[("delay", &clock_text(delay))])),
                    None => applies.with(extra_time_text),
                }}
            </span>
            <span class="moves-left">{move || applies.with(moves_left_text)}</span>
            // The result, turned with the face toward its player (the bar says it to screen readers: not part of the description).
            {move || {
                over.get()
                    .map(|(result, reason)| {
                        view! {
                            <span class="face-outcome">
                                <strong>{result}</strong>
                                " "
                                {reason}
                            </span>
                        }
                    })
            }}
            <span class="described" id=info>
            <span class="moves">
                {move || tf("moves {moves}", &[("moves", &moves.get().to_string())])}
            </span>
            <span class="period">{move || period.get().map(|period| period.worded())}</span>
            {move || offer.get().then(|| view! { <span class="mark offer">{t("draw offered (=)")}</span> })}
            {move || absent.get().then(|| view! { <span class="mark absent">{t("not arrived")}</span> })}
            {move || {
                need_not_record
                    .get()
                    .map(|article| {
                        view! {
                            <span class="mark record">
                                {tf("need not record ({article})", &[("article", &article_text(article))])}
                            </span>
                        }
                    })
            }}
            <span class="flag">
                {move || flag.get().map(|FaceFlag { order, at }| {
                    // A game time, not what the clock showed: said as time into the game.
                    let at = game_time_text(at);
                    let at = [("at", at.as_str())];
                    match order {
                        None => tf("flag fell {at} into the game", &at),
                        Some(1) => tf("flag fell first, {at} into the game", &at),
                        Some(_) => tf("flag fell second, {at} into the game", &at),
                    }
                })}
            </span>
            </span>
            </span>
        </button>
    }
}
