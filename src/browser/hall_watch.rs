//! A hall's view reading the broker (through the bridge of `hall_bridge`) across reconnections: the
//! arbiter's every board's log from the round's first message into `flagfall_hall::HallCopy`, the
//! spectators' each board's latest state into `flagfall_hall::HallStates`; the hall's clock ticks for
//! the live times. Everything it starts stops with the owner it is made under.

use crate::browser::hall::{sleep, RETRY_MS};
use crate::browser::hall_bridge::{self, Connection, Status, Watching};
use crate::browser::time_source::TimeSource;
use crate::model::hall_state::{Reading, Trouble};
use flagfall_core::Instant;
use flagfall_hall::{Delivery, HallCopy, HallLink, HallStates, Layout};
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use std::rc::Rc;

/// How often the live times are read again: often enough for tenths under ten seconds to be off by
/// less than a fifth of a second, rarely enough for 300 boards.
const TICK_MS: u32 = 200;

/// What a view copies of a hall, and from which of its streams.
pub trait HallReading: Sized + 'static {
    /// An empty copy of hall `hall`.
    fn empty(hall: &str) -> Self;
    /// The stream, the subjects read, and whether only each subject's latest message matters.
    fn reads(layout: Layout<'_>) -> (String, String, bool);
    /// Takes one message, as it came; one that cannot be used is counted by the copy.
    fn take(&mut self, subject: &str, bytes: &[u8], delivery: Delivery);
}

impl HallReading for HallCopy {
    fn empty(hall: &str) -> HallCopy {
        HallCopy::new(hall)
    }

    fn reads(layout: Layout<'_>) -> (String, String, bool) {
        (layout.log_stream(), layout.every_log(), false)
    }

    fn take(&mut self, subject: &str, bytes: &[u8], delivery: Delivery) {
        let _ = self.receive(subject, bytes, delivery);
    }
}

impl HallReading for HallStates {
    fn empty(hall: &str) -> HallStates {
        HallStates::new(hall)
    }

    fn reads(layout: Layout<'_>) -> (String, String, bool) {
        (layout.state_stream(), layout.every_state(), true)
    }

    fn take(&mut self, subject: &str, bytes: &[u8], delivery: Delivery) {
        let _ = self.receive(subject, bytes, delivery);
    }
}

/// The hall as read so far, with the hall's clock. Copy, for any handler.
pub struct HallWatch<C: 'static> {
    pub copy: StoredValue<C, LocalStorage>,
    /// The hall's instant, ticking; the rows are read again at each tick.
    pub now: RwSignal<Instant>,
    pub reading: RwSignal<Reading>,
}

impl<C> Clone for HallWatch<C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<C> Copy for HallWatch<C> {}

/// Reads hall `link` (a view's link) for as long as the current owner lives.
pub fn use_hall_watch<C: HallReading>(link: HallLink, time: TimeSource) -> HallWatch<C> {
    let watch = HallWatch {
        copy: StoredValue::new_local(C::empty(&link.hall)),
        now: RwSignal::new(time.now()),
        reading: RwSignal::new(Reading::Connecting),
    };
    // Nothing is drawn while the page is hidden: no work either.
    let ticking = Interval::new(TICK_MS, move || {
        if !document().hidden() {
            watch.now.set(time.now());
        }
    });
    // What the reading keeps alive: the connection and the stream's reading, dropped on cleanup.
    let held = StoredValue::new_local(None::<(Rc<Connection>, Watching)>);
    let alive = StoredValue::new(true);
    wasm_bindgen_futures::spawn_local(async move {
        while alive.try_get_value() == Some(true) {
            match read(&link, watch, time).await {
                Ok((connection, reading)) => {
                    if alive.try_get_value() != Some(true) {
                        connection.close();
                        return;
                    }
                    let _ = watch.reading.try_set(Reading::Live);
                    let end = reading.end(&connection);
                    held.set_value(Some((connection, reading)));
                    // Either way the reading is over.
                    let _ = end.await;
                    let _ = watch.reading.try_set(Reading::Connecting);
                }
                // Said until a reading starts again.
                Err(why) => {
                    let _ = watch.reading.try_set(Reading::Trouble(Some(why)));
                }
            }
            // Read again from the start (the copy takes each message once) after a pause.
            if let Some((connection, reading)) = held.try_update_value(Option::take).flatten() {
                drop(reading);
                connection.close();
            }
            sleep(RETRY_MS).await;
        }
    });
    let ticking = SendWrapper::new(ticking);
    on_cleanup(move || {
        drop(ticking);
        alive.set_value(false);
        if let Some((connection, reading)) = held.try_update_value(Option::take).flatten() {
            drop(reading);
            connection.close();
        }
    });
    watch
}

/// Connects as the link's user and reads what its view copies.
async fn read<C: HallReading>(
    link: &HallLink,
    watch: HallWatch<C>,
    time: TimeSource,
) -> Result<(Rc<Connection>, Watching), Trouble> {
    let bridge = hall_bridge::load().await?;
    let on_status = move |status: Status| {
        let reading = match status {
            Status::Disconnected => Reading::Trouble(None),
            Status::Reconnected => Reading::Live,
            Status::Trouble(why) => Reading::Trouble(Some(why)),
            Status::Closed(why) => Reading::Trouble(why),
        };
        let _ = watch.reading.try_set(reading);
    };
    let connection = Rc::new(bridge.connect(link, on_status).await?);
    let (stream, filter, last_per_subject) = C::reads(link.layout());
    let reading = connection
        .watch(
            &stream,
            &filter,
            last_per_subject,
            move |subject, bytes, stored, live, sent| {
                let delivery = Delivery {
                    stored,
                    arrived: live.then(|| time.now()),
                    sent: sent.map(Instant),
                };
                watch
                    .copy
                    .try_update_value(|copy| copy.take(&subject, &bytes, delivery));
            },
        )
        .await;
    match reading {
        Ok(reading) => Ok((connection, reading)),
        Err(why) => {
            connection.close();
            Err(why)
        }
    }
}

/// The hall view's stylesheet (`style/hall.css`, copied into the build beside the page), added to the
/// page once: a clock never fetches it.
pub fn use_hall_stylesheet() {
    let document = document();
    if document
        .query_selector("link.hall-style")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let Ok(link) = document.create_element("link") else {
        return;
    };
    // Without its styles the view is plain but whole.
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("class", "hall-style");
    let _ = link.set_attribute("href", "./hall.css");
    if let Some(head) = document.head() {
        let _ = head.append_child(&link);
    }
}
