//! The page's time base. Instants are epoch milliseconds read from the monotonic clock
//! (`performance.now()` from the page's time origin), so moving the device's wall clock changes
//! nothing; but a device asleep may stop that clock, so the wall clock is read as the page hides
//! and shows again, and what it ran beyond the monotonic clock is charged as a sleep.

use flagfall_core::{BoardAct, Instant, Millis};

/// The page's life events the time base follows, on the document.
pub const DOCUMENT_EVENTS: [&str; 3] = ["visibilitychange", "freeze", "resume"];
/// The same, on the window.
pub const WINDOW_EVENTS: [&str; 2] = ["pagehide", "pageshow"];

/// Whether the page shows after an event of `kind` (one of [`DOCUMENT_EVENTS`] and
/// [`WINDOW_EVENTS`]), `visible` being the document's visibility now.
pub fn shown_after(kind: &str, visible: bool) -> bool {
    match kind {
        "visibilitychange" => visible,
        "pageshow" | "resume" => true,
        _ => false,
    }
}

/// Both clocks read at one moment, in milliseconds: the page's monotonic clock and the wall clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Readings {
    pub monotonic: f64,
    pub wall: f64,
}

/// Time the page's clock did not count while the page was hidden, charged as it showed again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unwatched {
    /// The page's instant as it hid.
    pub from: Instant,
    /// What the wall clock ran beyond the page's clock meanwhile.
    pub span: Millis,
}

impl Unwatched {
    /// The charge as the game records it.
    pub const fn act(self) -> BoardAct {
        BoardAct::Unwatched {
            from: self.from,
            span: self.span,
        }
    }
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
    /// Goes on from another time base of the same page that had charged `ahead`
    /// ([`PageTime::ahead`]), as the first clock hands its game over to the app. The larger charge
    /// stands: both may have counted the same sleep.
    pub fn carry(&mut self, ahead: Millis) {
        self.ahead = self.ahead.max(ahead.as_millis());
    }

    /// What this time base has added to the monotonic clock so far.
    pub fn ahead(&self) -> Millis {
        Millis(self.ahead)
    }

    /// The instant of a monotonic reading `raw` (epoch milliseconds from the page's origin).
    pub fn instant(&self, raw: i64) -> Instant {
        Instant(raw.saturating_add(self.ahead))
    }

    /// The instant of a reading `monotonic` of the page's monotonic clock (`performance.now()`, or
    /// an event's `timeStamp`), `origin` being that clock's zero on the wall clock (`timeOrigin`):
    /// whole epoch milliseconds, moved on by what was charged.
    pub fn instant_at(&self, origin: f64, monotonic: f64) -> Instant {
        // `as` saturates: no reading, however odd, wraps.
        self.instant((origin + monotonic).floor() as i64)
    }

    /// The page is hidden (or frozen) at `at`. A second notice before it shows again keeps the first.
    pub fn hide(&mut self, at: Readings) {
        self.hidden.get_or_insert(at);
    }

    /// The page shows again at `at`: the time the wall clock ran while the monotonic clock stood still
    /// is a sleep, charged from now on and returned to be recorded, with the instant the page hid
    /// (`origin` being the monotonic clock's zero on the wall clock). A wall clock that ran no
    /// faster, or was moved back, charges nothing.
    pub fn show(&mut self, origin: f64, at: Readings) -> Option<Unwatched> {
        let hidden = self.hidden.take()?;
        let from = self.instant_at(origin, hidden.monotonic);
        // Rounded: the wall clock ticks in whole milliseconds, the monotonic one in fractions.
        let slept = ((at.wall - hidden.wall) - (at.monotonic - hidden.monotonic)).round();
        // Saturating: a wall clock moved by years still gives a number, not a wrap.
        let slept = slept.clamp(0.0, i64::MAX as f64) as i64;
        (slept >= SLEEP_MIN_MS).then(|| {
            self.ahead = self.ahead.saturating_add(slept);
            Unwatched {
                from,
                span: Millis(slept),
            }
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
        // Hidden for 2 s of the page's clock; the wall clock ran 62 s: a 60 s sleep, from the
        // instant the page hid (origin 49 s).
        assert_eq!(
            page.show(49_000.0, at(3_000.0, 112_000.0)),
            Some(Unwatched {
                from: Instant(50_000),
                span: Millis(60_000)
            })
        );
        assert_eq!(page.instant(5_000), Instant(65_000));
        // Shown again without being hidden: nothing more.
        assert_eq!(page.show(49_000.0, at(4_000.0, 113_000.0)), None);
        assert_eq!(page.instant(5_000), Instant(65_000));
    }

    #[test]
    fn a_wall_clock_moved_back_or_jitter_while_hidden_charges_nothing() {
        let mut page = PageTime::default();
        page.hide(at(1_000.0, 50_000.0));
        assert_eq!(page.show(0.0, at(3_000.0, 52_000.0 - 600_000.0)), None);
        page.hide(at(3_000.0, 52_000.0));
        assert_eq!(page.show(0.0, at(4_000.0, 53_049.4)), None);
        assert_eq!(page.instant(7), Instant(7));
    }

    #[test]
    fn hidden_then_frozen_measures_from_the_first_notice() {
        let mut page = PageTime::default();
        page.hide(at(1_000.0, 10_000.0));
        page.hide(at(1_500.0, 10_500.0));
        assert_eq!(
            page.show(0.0, at(2_000.3, 20_000.0)).map(|u| u.span),
            Some(Millis(9_000))
        );
    }

    #[test]
    fn a_reading_is_whole_epoch_milliseconds_moved_on_by_the_charge() {
        let mut page = PageTime::default();
        assert_eq!(page.instant_at(1_000_000.25, 1_234.9), Instant(1_001_235));
        page.carry(Millis(60_000));
        assert_eq!(page.instant_at(1_000_000.0, 0.5), Instant(1_060_000));
        assert_eq!(page.instant_at(f64::MAX, f64::MAX), Instant(i64::MAX));
    }

    #[test]
    fn a_page_carrying_anothers_charge_goes_on_from_it() {
        let mut first = PageTime::default();
        first.hide(at(1_000.0, 50_000.0));
        first.show(0.0, at(1_000.0, 80_000.0));
        let mut app = PageTime::default();
        app.carry(first.ahead());
        assert_eq!(app.ahead(), Millis(30_000));
        assert_eq!(app.instant(2_000), first.instant(2_000));
        app.carry(Millis(10_000));
        assert_eq!(app.ahead(), Millis(30_000));
    }

    #[test]
    fn the_page_shows_after_a_show_and_hides_after_a_hide_or_freeze() {
        assert!(shown_after("visibilitychange", true));
        assert!(!shown_after("visibilitychange", false));
        assert!(shown_after("pageshow", false));
        assert!(shown_after("resume", false));
        assert!(!shown_after("pagehide", true));
        assert!(!shown_after("freeze", true));
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
