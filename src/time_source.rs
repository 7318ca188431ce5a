//! Where the app's instants come from. The core takes instants as arguments; in the browser they are
//! epoch milliseconds (so a saved game resumes with the time that passed charged), read from
//! `performance.now()` plus its offset to the wall clock. Tests use a manual clock instead. The time zone
//! the wall-clock times are shown in is read here too.

use flagfall_core::Instant;
use leptos::prelude::*;
use std::cell::Cell;

/// The source of "now" for the whole app, provided as context.
#[derive(Clone, Copy, Debug, Default)]
pub enum TimeSource {
    /// The browser's clocks.
    #[default]
    Browser,
    /// A clock the test sets by hand, in epoch milliseconds.
    Manual(RwSignal<i64>),
}

thread_local! {
    /// The wall-clock instant of `performance.now()`'s zero: the page's time origin, until a sleep
    /// shows that the two clocks have drifted apart.
    static OFFSET: Cell<Option<f64>> = const { Cell::new(None) };
}

/// Drift below this is clock jitter, not a sleep; ignoring it keeps instants from stepping back.
const SLEEP_DRIFT_MS: f64 = 50.0;

fn performance_now() -> f64 {
    window()
        .performance()
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn offset() -> f64 {
    OFFSET.with(|offset| {
        offset.get().unwrap_or_else(|| {
            let origin = window().performance().map_or_else(
                || js_sys::Date::now() - performance_now(),
                |p| p.time_origin(),
            );
            offset.set(Some(origin));
            origin
        })
    })
}

impl TimeSource {
    /// The present.
    pub fn now(self) -> Instant {
        match self {
            TimeSource::Browser => Instant((performance_now() + offset()).floor() as i64),
            TimeSource::Manual(clock) => Instant(clock.get_untracked()),
        }
    }

    /// The instant of an input event from its `timeStamp` (same origin as `performance.now()`), so a
    /// busy main thread does not cost the player time.
    pub fn event_instant(self, time_stamp: f64) -> Instant {
        match self {
            TimeSource::Browser => Instant((time_stamp + offset()).floor() as i64),
            TimeSource::Manual(clock) => Instant(clock.get_untracked()),
        }
    }

    /// Re-reads the offset to the wall clock: `performance.now()` can stand still while a phone sleeps,
    /// and the time that passed meanwhile must still be charged.
    pub fn resync(self) {
        if let TimeSource::Browser = self {
            let wall = js_sys::Date::now() - performance_now();
            OFFSET.with(|offset| {
                if (wall - offset.get().unwrap_or(wall)).abs() > SLEEP_DRIFT_MS {
                    offset.set(Some(wall));
                }
            });
        }
    }
}

/// The browser's time zone at `at` (epoch milliseconds) in minutes east of UTC, summer time included;
/// a game is shown in the offset of its start, not of today.
pub fn zone_offset_at(at: Instant) -> i32 {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at.0 as f64));
    -(date.get_timezone_offset() as i32)
}
