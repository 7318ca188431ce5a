//! Where the app's instants come from, and the page's life as the clocks see it (hidden, shown, frozen,
//! resumed). The core takes instants as arguments; in the browser they are epoch milliseconds read from
//! the monotonic clock, `performance.now()` from the page's time origin, so moving the device's wall
//! clock changes nothing. The wall clock is read only when the page shows again, to charge a sleep the
//! monotonic clock did not count. Tests use a manual clock instead. The time zone the wall-clock times
//! are shown in is read here too.

use crate::browser::listener::listen;
use crate::model::saved::SavedGame;
use flagfall_core::{Instant, Millis};
use flagfall_page::{shown_after, PageTime, Readings, Unwatched, DOCUMENT_EVENTS, WINDOW_EVENTS};
use leptos::prelude::*;

/// Which clock the instants are read from.
#[derive(Clone, Copy, Debug)]
enum Clock {
    /// The browser's monotonic clock.
    Browser,
    /// A clock the test sets by hand, in epoch milliseconds.
    Manual(RwSignal<i64>),
}

/// The source of "now" for the whole app, provided as context, and the page's visibility as the
/// clock screen needs it.
#[derive(Clone, Copy, Debug)]
pub struct TimeSource {
    clock: Clock,
    base: StoredValue<PageTime>,
    /// Whether the page is visible (the display repaints only then).
    pub visible: RwSignal<bool>,
    /// Set each time the page shows again (and as the app opens), with the time charged that the
    /// page could not watch, if any: whatever depends on the time re-reads it then, and the clock
    /// screen records the charge.
    pub woke: RwSignal<Option<Unwatched>>,
}

impl TimeSource {
    /// The browser's clocks.
    pub fn browser() -> TimeSource {
        TimeSource::with(Clock::Browser, page_visible())
    }

    /// A clock set by hand (tests), in epoch milliseconds.
    pub fn manual(clock: RwSignal<i64>) -> TimeSource {
        TimeSource::with(Clock::Manual(clock), true)
    }

    fn with(clock: Clock, visible: bool) -> TimeSource {
        let mut base = PageTime::default();
        if !visible {
            // Opened hidden (the app taking over from the first clock while the screen is off): a
            // sleep from now is charged when the page shows.
            base.hide(Readings {
                monotonic: performance_now(),
                wall: js_sys::Date::now(),
            });
        }
        TimeSource {
            clock,
            base: StoredValue::new(base),
            visible: RwSignal::new(visible),
            woke: RwSignal::new(None),
        }
    }

    /// The present.
    pub fn now(self) -> Instant {
        match self.clock {
            Clock::Browser => self.instant_at(performance_now()),
            Clock::Manual(clock) => self.base.with_value(|b| b.instant(clock.get_untracked())),
        }
    }

    /// The instant of an input event from its `timeStamp` (same origin as `performance.now()`), so a
    /// busy main thread does not cost the player time.
    pub fn event_instant(self, time_stamp: f64) -> Instant {
        match self.clock {
            Clock::Browser => self.instant_at(time_stamp),
            Clock::Manual(_) => self.now(),
        }
    }

    /// The manual clock, when the test drives time by hand.
    pub fn manual_clock(self) -> Option<RwSignal<i64>> {
        match self.clock {
            Clock::Browser => None,
            Clock::Manual(clock) => Some(clock),
        }
    }

    fn instant_at(self, monotonic: f64) -> Instant {
        self.base
            .with_value(|b| b.instant_at(time_origin(), monotonic))
    }

    /// Goes on from the first clock's time base, which had charged `ahead` for sleeps (see
    /// [`PageTime::carry`]).
    pub fn carry(self, ahead: Millis) {
        self.base.update_value(|b| b.carry(ahead));
    }

    /// A restored game's last incident is at `last`: if that is later than now, the page's instants
    /// continue from it and the gap is returned, to be said.
    pub fn catch_up(self, last: Instant) -> Option<Millis> {
        let now = self.now();
        self.base
            .try_update_value(|b| b.catch_up(now, last))
            .flatten()
    }

    /// Follows the page's life for as long as the calling component lives: hidden, shown again,
    /// frozen, resumed, left for or restored from the back-forward cache. Tests' manual clocks
    /// follow nothing.
    pub fn follow_page(self) {
        if let Clock::Manual(_) = self.clock {
            return;
        }
        // Copy: one handler for each kind of event.
        let on_change = move |event: &web_sys::Event| {
            let at = Readings {
                monotonic: performance_now(),
                wall: js_sys::Date::now(),
            };
            if shown_after(&event.type_(), page_visible()) {
                let slept = self
                    .base
                    .try_update_value(|b| b.show(time_origin(), at))
                    .flatten();
                self.visible.set(page_visible());
                self.woke.set(slept);
            } else {
                self.base.update_value(|b| b.hide(at));
                self.visible.set(false);
            }
        };
        for kind in DOCUMENT_EVENTS {
            listen(&document(), kind, on_change);
        }
        for kind in WINDOW_EVENTS {
            listen(&window(), kind, on_change);
        }
    }
}

fn page_visible() -> bool {
    document().visibility_state() == web_sys::VisibilityState::Visible
}

fn performance_now() -> f64 {
    window()
        .performance()
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// The wall-clock instant of `performance.now()`'s zero, fixed when the page loaded.
fn time_origin() -> f64 {
    window().performance().map_or(0.0, |p| p.time_origin())
}

/// The zone `game`'s record is shown in, in minutes east of UTC: the one it was played in, as its
/// details give it; for a game that does not say, this browser's at its first incident.
pub fn record_offset(game: &SavedGame) -> i32 {
    game.log
        .details
        .utc_offset
        .or_else(|| game.began().map(zone_offset_at))
        .unwrap_or(0)
}

/// The browser's time zone at `at` (epoch milliseconds) in minutes east of UTC, summer time included;
/// a game is shown in the offset of its start, not of today.
pub fn zone_offset_at(at: Instant) -> i32 {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at.0 as f64));
    -(date.get_timezone_offset() as i32)
}
