//! Where the app's instants come from, and the page's life as the clocks see it (hidden, shown, frozen,
//! resumed). The core takes instants as arguments; in the browser they are epoch milliseconds read from
//! the monotonic clock, `performance.now()` from the page's time origin, so moving the device's wall
//! clock changes nothing. The wall clock is read only when the page shows again, to charge a sleep the
//! monotonic clock did not count. Tests use a manual clock instead. The time zone the wall-clock times
//! are shown in is read here too.

use flagfall_core::{Instant, Millis};
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Both clocks read at one moment, in milliseconds: the page's monotonic clock and the wall clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Readings {
    pub monotonic: f64,
    pub wall: f64,
}

/// A sleep shorter than this is the two clocks' jitter, not a sleep.
const SLEEP_MIN_MS: i64 = 50;

/// The page's time base: the monotonic clock from an origin fixed at page load, moved forward by what
/// that clock did not count (a sleep) or could not know (a saved game later than the device's clock).
/// It only ever moves forward, so the page's instants never run backwards.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PageTime {
    /// Milliseconds added to every instant.
    ahead: i64,
    /// Both clocks as the page was hidden, to measure a sleep when it shows again.
    hidden: Option<Readings>,
}

impl PageTime {
    /// The instant of a monotonic reading `raw` (epoch milliseconds from the page's origin).
    pub fn instant(&self, raw: i64) -> Instant {
        Instant(raw.saturating_add(self.ahead))
    }

    /// The page is hidden (or frozen) at `at`. A second notice before it shows again keeps the first.
    pub fn hide(&mut self, at: Readings) {
        self.hidden.get_or_insert(at);
    }

    /// The page shows again at `at`: the time the wall clock ran while the monotonic clock stood still
    /// is a sleep, charged from now on and returned to be said. A wall clock that ran no faster, or
    /// was moved back, charges nothing.
    pub fn show(&mut self, at: Readings) -> Option<Millis> {
        let hidden = self.hidden.take()?;
        // Rounded: the wall clock ticks in whole milliseconds, the monotonic one in fractions.
        let slept = ((at.wall - hidden.wall) - (at.monotonic - hidden.monotonic)).round();
        // Saturating: a wall clock moved by years still gives a number, not a wrap.
        let slept = slept.clamp(0.0, i64::MAX as f64) as i64;
        (slept >= SLEEP_MIN_MS).then(|| {
            self.ahead = self.ahead.saturating_add(slept);
            Millis(slept)
        })
    }

    /// A saved game's last incident at `last` is later than `now`: the device's clock is behind the
    /// clock that wrote it. The page's instants continue from `last`, so nothing is charged for the
    /// gap (a clock running backwards cannot say how long the page was closed); returns by how much.
    pub fn catch_up(&mut self, now: Instant, last: Instant) -> Option<Millis> {
        let behind = last.0.saturating_sub(now.0);
        (behind > 0).then(|| {
            self.ahead = self.ahead.saturating_add(behind);
            Millis(behind)
        })
    }
}

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
    /// Set each time the page shows again (and as the app opens), with the sleep charged if there
    /// was one: whatever depends on the time re-reads it then.
    pub woke: RwSignal<Option<Millis>>,
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
        TimeSource {
            clock,
            base: StoredValue::new(PageTime::default()),
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
        let raw = (time_origin() + monotonic).floor() as i64;
        self.base.with_value(|b| b.instant(raw))
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
        let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let at = Readings {
                monotonic: performance_now(),
                wall: js_sys::Date::now(),
            };
            let shown = match event.type_().as_str() {
                "visibilitychange" => page_visible(),
                "pageshow" | "resume" => true,
                _ => false,
            };
            if shown {
                let slept = self.base.try_update_value(|b| b.show(at)).flatten();
                self.visible.set(page_visible());
                self.woke.set(slept);
            } else {
                self.base.update_value(|b| b.hide(at));
                self.visible.set(false);
            }
        });
        let document = document();
        let window = window();
        let listen = |target: &web_sys::EventTarget, kind: &str| {
            let _ =
                target.add_event_listener_with_callback(kind, on_change.as_ref().unchecked_ref());
        };
        listen(&document, "visibilitychange");
        listen(&document, "freeze");
        listen(&document, "resume");
        listen(&window, "pagehide");
        listen(&window, "pageshow");
        let cleanup = SendWrapper::new((on_change, document, window));
        on_cleanup(move || {
            let (on_change, document, window) = cleanup.take();
            let forget = |target: &web_sys::EventTarget, kind: &str| {
                let _ = target
                    .remove_event_listener_with_callback(kind, on_change.as_ref().unchecked_ref());
            };
            forget(&document, "visibilitychange");
            forget(&document, "freeze");
            forget(&document, "resume");
            forget(&window, "pagehide");
            forget(&window, "pageshow");
        });
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

/// The browser's time zone at `at` (epoch milliseconds) in minutes east of UTC, summer time included;
/// a game is shown in the offset of its start, not of today.
pub fn zone_offset_at(at: Instant) -> i32 {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at.0 as f64));
    -(date.get_timezone_offset() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(monotonic: f64, wall: f64) -> Readings {
        Readings { monotonic, wall }
    }

    #[test]
    fn a_sleep_while_hidden_is_the_wall_time_the_monotonic_clock_did_not_count() {
        let mut page = PageTime::default();
        page.hide(at(1_000.0, 50_000.0));
        // Hidden for 2 s of the page's clock; the wall clock ran 62 s: a 60 s sleep.
        assert_eq!(page.show(at(3_000.0, 112_000.0)), Some(Millis(60_000)));
        assert_eq!(page.instant(5_000), Instant(65_000));
        // Shown again without being hidden: nothing more.
        assert_eq!(page.show(at(4_000.0, 113_000.0)), None);
        assert_eq!(page.instant(5_000), Instant(65_000));
    }

    #[test]
    fn a_wall_clock_moved_back_or_jitter_while_hidden_charges_nothing() {
        let mut page = PageTime::default();
        page.hide(at(1_000.0, 50_000.0));
        assert_eq!(page.show(at(3_000.0, 52_000.0 - 600_000.0)), None);
        page.hide(at(3_000.0, 52_000.0));
        assert_eq!(page.show(at(4_000.0, 53_049.4)), None);
        assert_eq!(page.instant(7), Instant(7));
    }

    #[test]
    fn hidden_then_frozen_measures_from_the_first_notice() {
        let mut page = PageTime::default();
        page.hide(at(1_000.0, 10_000.0));
        page.hide(at(1_500.0, 10_500.0));
        assert_eq!(page.show(at(2_000.3, 20_000.0)), Some(Millis(9_000)));
    }

    #[test]
    fn a_saved_game_ahead_of_the_device_moves_the_instants_on_to_it_and_never_back() {
        let mut page = PageTime::default();
        assert_eq!(
            page.catch_up(Instant(1_000), Instant(601_000)),
            Some(Millis(600_000))
        );
        assert_eq!(page.instant(1_000), Instant(601_000));
        assert_eq!(page.catch_up(Instant(601_500), Instant(601_000)), None);
        assert_eq!(page.instant(1_000), Instant(601_000));
    }
}
