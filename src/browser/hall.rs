//! This clock as a board of a hall: which hall and board (kept in storage until the player leaves),
//! and its games sent to the hall's broker as they change, in order, each incident once
//! (`flagfall_hall::BoardFeed`). The clock never waits on it: what the broker cannot take yet waits
//! in the feed and goes out once it can, a reconnection sends the game again (the broker stores each
//! message once), and only the tab that writes the game sends it.

use crate::browser::address;
use crate::browser::hall_bridge::{self, Connection, Status};
use crate::browser::listener::listen;
use crate::browser::parts::NotFetched;
use crate::browser::storage::Store;
use crate::browser::time_source::TimeSource;
use crate::model::hall_state::{HallStatus, Joining, Trouble};
use crate::model::stored::HALL_KEY;
use flagfall_core::{Instant, JournalEntry, SavedGame};
use flagfall_hall::{
    parse_hall_address, parse_hall_link, BoardFeed, BoardState, HallLink, HallLinkError, HallRole,
};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use wasm_bindgen_futures::JsFuture;

/// How long a leaving may take to reach the hall before the clock stops sending anyway.
pub const LEAVING_MS: i32 = 10_000;

/// The leaving of a hall, logged as incident `upto - 1` of the game begun at `game`.
#[derive(Clone, Copy, Debug)]
struct Leaving {
    game: Instant,
    upto: usize,
    /// The write that holds it was taken: once it is sent, the clock stops sending.
    taken: bool,
}

/// How long a refused connection or publication waits before it is tried again.
pub const RETRY_MS: i32 = 2_000;

/// Logs the leaving of board `board` of hall `hall` in the game on the clock, and gives the game (its
/// first incident's instant) and how many incidents it has with it (`None` with no game begun), or
/// why it cannot (this tab only follows the game).
pub type LogLeaving = Callback<(String, u16), Result<Option<(Instant, usize)>, String>>;

/// This clock's place in a hall, shared by the screens as context. Copy, so any handler holds one.
#[derive(Clone, Copy, Debug)]
pub struct HallBoard {
    /// The hall joined, a board's link; `None` in no hall.
    pub joined: RwSignal<Option<HallLink>>,
    /// The hall the games go to: the one joined, or the one just left until the leaving is sent.
    sending: StoredValue<Option<HallLink>>,
    /// The leaving, logged in the game, still to send before the connection closes.
    leaving: StoredValue<Option<Leaving>>,
    /// The hall joined meanwhile, which the games go to once the leaving is sent.
    next: StoredValue<Option<HallLink>>,
    /// Counts the times the sending moved on to another hall, which must hear the game whole.
    pub afresh: RwSignal<u32>,
    /// Writes a leaving in the game on the clock screen, while one shows.
    logger: RwSignal<Option<LogLeaving>>,
    /// A board's link opened in the address, until the player joins its hall or not: a link alone
    /// never sends a game anywhere.
    pub asked: RwSignal<Option<HallLink>>,
    /// The asked link's text, kept once joined.
    asked_text: StoredValue<String>,
    pub status: RwSignal<HallStatus>,
    store: Store,
    feed: StoredValue<BoardFeed, LocalStorage>,
    connection: StoredValue<Option<Rc<Connection>>, LocalStorage>,
    /// The game's latest state for the spectators, until the broker has it.
    state: StoredValue<Option<String>>,
    /// Counts the times what waits was dropped (another hall, a leaving done): an answer to a
    /// publication of an earlier count is no longer this feed's.
    generation: StoredValue<u32>,
    /// The page's clock, which stamps each publication as it is sent.
    time: TimeSource,
    /// Whether the sending loop runs (at most one does).
    pumping: StoredValue<bool>,
    /// The games the hall has not all of, as this tab last kept them in storage for the next page.
    unsent: StoredValue<Vec<Instant>>,
    /// Whether this tab sends (it writes the game): it took the games an earlier page left unsent,
    /// and keeps the list of them from then on.
    resumed: StoredValue<bool>,
}

impl HallBoard {
    /// The hall this clock is in (the one kept), and a board's link in the address, asked about
    /// (see [`HallBoard::join`]); or why that link cannot be used.
    pub fn open(store: Store, time: TimeSource) -> (HallBoard, Option<Joining>) {
        // Both read before the address forgets them.
        let (query, fragment) = (address::query(), address::fragment());
        let (asked, unusable) = match parse_hall_link(&query, &fragment) {
            Ok(None) => (None, None),
            Ok(Some(link)) => {
                address::forget_query();
                // A view's link opens the view (app.rs), never a clock.
                (
                    matches!(link.role, HallRole::Board(_)).then_some(link),
                    None,
                )
            }
            Err(why) => (None, Some(Joining::Unusable(why))),
        };
        let hall = HallBoard {
            joined: RwSignal::new(kept_link(store)),
            sending: StoredValue::new(kept_link(store)),
            leaving: StoredValue::new(None),
            next: StoredValue::new(None),
            afresh: RwSignal::new(0),
            logger: RwSignal::new(None),
            asked: RwSignal::new(asked),
            asked_text: StoredValue::new(format!("{query}{fragment}")),
            status: RwSignal::new(HallStatus::default()),
            store,
            feed: StoredValue::new_local(BoardFeed::default()),
            connection: StoredValue::new_local(None),
            state: StoredValue::new(None),
            generation: StoredValue::new(0),
            time,
            pumping: StoredValue::new(false),
            unsent: StoredValue::new(Vec::new()),
            resumed: StoredValue::new(false),
        };
        // Joined or left in another tab of this browser: this one follows, so that the tab that
        // writes the game sends it where the player said.
        listen(&window(), "storage", move |event| {
            let key =
                js_sys::Reflect::get(event, &"key".into()).unwrap_or(wasm_bindgen::JsValue::NULL);
            if key.is_null() || key.as_string().as_deref() == Some(HALL_KEY) {
                hall.follow_kept();
            }
        });
        (hall, unusable)
    }

    /// Takes the hall kept in storage as the one this clock is in, if it changed.
    fn follow_kept(&self) {
        let kept = kept_link(self.store);
        if self.joined.with_untracked(|joined| *joined == kept) {
            return;
        }
        self.forget_sending();
        self.leaving.set_value(None);
        self.next.set_value(None);
        self.sending.set_value(kept.clone());
        if kept.is_some() {
            self.send_afresh();
        }
        self.joined.set(kept);
    }

    /// The hall the games go to now (the one being left, until its leaving is sent).
    pub fn sending_hall(&self) -> Option<String> {
        self.sending
            .with_value(|sending| sending.as_ref().map(|link| link.hall.clone()))
    }

    /// Whether a leaving can be written in a game (the clock screen shows one).
    pub fn logs_leavings(&self) -> bool {
        self.logger.with(Option::is_some)
    }

    /// Has the keeper write the game whole, for the hall the sending just moved to.
    fn send_afresh(&self) {
        self.afresh.update(|count| *count = count.wrapping_add(1));
    }

    /// Has the clock screen write each leaving in its game with `logger`, until the calling
    /// component is cleaned up.
    pub fn log_leavings_with(&self, logger: LogLeaving) {
        self.logger.set(Some(logger));
        let logger = self.logger;
        on_cleanup(move || {
            logger.try_set(None);
        });
    }

    /// Writes the leaving of `link`'s board in the game on the clock, if one shows and has begun.
    fn log_leaving(&self, link: &HallLink) -> Result<Option<(Instant, usize)>, String> {
        let (HallRole::Board(board), Some(logger)) = (link.role, self.logger.get_untracked())
        else {
            return Ok(None);
        };
        logger.run((link.hall.clone(), board))
    }

    /// Joins the hall of the link asked about: kept for the next pages, and this clock's games sent
    /// to it from now on (the one on the clock whole). A hall or board joined before is left first,
    /// the leaving written in the game and sent to it last. Says what became of it.
    pub fn join(&self) -> Option<Joining> {
        let link = self.asked.try_update(Option::take).flatten()?;
        let HallRole::Board(board) = link.role else {
            return None;
        };
        let hall = link.hall.clone();
        // The hall this clock is in and sends to; one whose leaving is on its way was left already.
        let left = self
            .joined
            .get_untracked()
            .filter(|joined| *joined != link && self.leaving.with_value(Option::is_none));
        let logged = match left.as_ref().map(|left| self.log_leaving(left)) {
            Some(Err(why)) => {
                let hall = left.map(|left| left.hall).unwrap_or_default();
                return Some(Joining::NotLeft { hall, why });
            }
            Some(Ok(logged)) => logged,
            None => None,
        };
        let joining = match self
            .store
            .keep_hall_link(Some(&self.asked_text.get_value()))
        {
            Ok(()) => Joining::Joined { hall, board },
            Err(why) => Joining::NotKept { hall, board, why },
        };
        let sending_there = self
            .sending
            .with_value(|sending| sending.as_ref() == Some(&link));
        match logged {
            // The hall left hears of the game up to its leaving; then this one hears it whole.
            Some((game, upto)) => {
                self.next.set_value(Some(link.clone()));
                self.start_leaving(game, upto);
            }
            // The same hall again (its link scanned twice): what waits for it still goes.
            None if sending_there => {
                self.next.set_value(None);
                self.leaving.set_value(None);
            }
            // A leaving on its way goes first.
            None if self.leaving.with_value(Option::is_some) => {
                self.next.set_value(Some(link.clone()));
            }
            None => {
                self.forget_sending();
                self.next.set_value(None);
                self.sending.set_value(Some(link.clone()));
                self.send_afresh();
            }
        }
        self.joined.set(Some(link));
        Some(joining)
    }

    /// Asks about a board's link pasted or typed whole, as about one opened in the address (an
    /// installed app is not what a scanned link opens on every phone). `Err(None)` when it is a
    /// hall's link but not a board's.
    pub fn ask(&self, text: &str) -> Result<(), Option<HallLinkError>> {
        match parse_hall_address(text) {
            Ok(Some(link)) if matches!(link.role, HallRole::Board(_)) => {
                self.asked_text.set_value(text.trim().to_owned());
                self.asked.set(Some(link));
                Ok(())
            }
            Ok(_) => Err(None),
            Err(why) => Err(Some(why)),
        }
    }

    /// Leaves the link asked about as it was: nothing is joined, nothing sent.
    pub fn decline(&self) {
        self.asked.set(None);
    }

    /// Whether this clock's games go to a hall (it is in one, or its leaving is still to send).
    pub fn is_sending(&self) -> bool {
        self.sending.with_value(Option::is_some)
    }

    /// Sends what one write of the game added (as the journal takes it); `whole` gives the game
    /// whole when that write alone does not follow from what was sent (the hall joined mid-game);
    /// `state`, the game's state for the spectators.
    pub fn take(
        &self,
        entry: &JournalEntry<'_>,
        whole: impl FnOnce() -> SavedGame,
        state: impl FnOnce(&str) -> Option<BoardState>,
    ) {
        if !self.is_sending() {
            return;
        }
        self.resume_unsent();
        // Leaving, only the game's log up to the leaving goes: the game goes on without the hall.
        let leaving = self.leaving.get_value();
        let upto = leaving.map_or(usize::MAX, |leaving| leaving.upto);
        if let Some(leaving) = leaving {
            if entry.game != leaving.game || entry.from >= leaving.upto {
                return;
            }
            if entry.from + entry.incidents.len() >= leaving.upto {
                self.leaving.set_value(Some(Leaving {
                    taken: true,
                    ..leaving
                }));
            }
        }
        let entry = JournalEntry {
            incidents: &entry.incidents[..entry.incidents.len().min(upto - entry.from)],
            ..*entry
        };
        if let Some(state) = self.sending_hall().and_then(|hall| state(&hall)) {
            self.state.set_value(Some(state.text()));
        }
        let taken = self.feed.try_update_value(|feed| feed.take(&entry)) == Some(true);
        if !taken {
            let saved = whole();
            self.feed
                .update_value(|feed| feed.take_whole(entry.game, &saved, upto));
        }
        self.show_waiting();
        self.pump();
    }

    /// Takes again, whole, the games an earlier page of this browser left with messages unsent (a
    /// reload while the broker was away): once, in the tab that writes the game, before its first
    /// write. Each message the hall holds already is stored once.
    fn resume_unsent(&self) {
        if self.resumed.get_value() {
            return;
        }
        self.resumed.set_value(true);
        let Some(link) = self.sending.get_value() else {
            return;
        };
        for game in self.store.hall_unsent(&link) {
            if let Some(saved) = self.store.game_began(game) {
                self.feed
                    .update_value(|feed| feed.take_whole(game, &saved, usize::MAX));
            }
        }
    }

    /// Leaves the hall: the leaving is written in the game on the clock (if one has begun), the
    /// link is forgotten, and nothing more is sent once the game's log up to the leaving is; at
    /// once without it, or after [`LEAVING_MS`] whatever became of it. Refused with why (a tab that
    /// only follows the game, storage refusing to forget the link).
    pub fn leave(&self) -> Result<(), String> {
        let Some(link) = self.joined.get_untracked() else {
            return Ok(());
        };
        // A hall joined while another's leaving is on its way has heard nothing yet: nothing is
        // written for it, that leaving goes on, and nothing follows it.
        let on_its_way = self.leaving.with_value(Option::is_some);
        // In the game's log first, so that the hall hears of the leaving last.
        let logged = if on_its_way {
            None
        } else {
            self.log_leaving(&link)?
        };
        self.store.keep_hall_link(None)?;
        self.joined.set(None);
        self.next.set_value(None);
        match logged {
            Some((game, upto)) => self.start_leaving(game, upto),
            None if !on_its_way => self.stop_sending(),
            None => {}
        }
        Ok(())
    }

    /// Sends the game's log up to its incident `upto - 1` (the leaving, in the game begun at
    /// `game`), then stops (see [`HallBoard::left`]); after [`LEAVING_MS`] whatever became of it.
    fn start_leaving(&self, game: Instant, upto: usize) {
        self.leaving.set_value(Some(Leaving {
            game,
            upto,
            taken: false,
        }));
        let hall = *self;
        wasm_bindgen_futures::spawn_local(async move {
            sleep(LEAVING_MS).await;
            // Unless it was sent meanwhile, or the clock joined again.
            let same =
                |now: &Option<Leaving>| now.is_some_and(|l| (l.game, l.upto) == (game, upto));
            if hall.leaving.try_with_value(same) == Some(true) {
                hall.left();
            }
        });
        self.pump();
    }

    /// The leaving is sent, or its time is up: the games go to the hall joined meanwhile, whole, or
    /// nowhere.
    fn left(&self) {
        match self.next.try_update_value(Option::take).flatten() {
            Some(next) => {
                self.leaving.set_value(None);
                self.forget_sending();
                self.sending.set_value(Some(next));
                self.send_afresh();
            }
            None => self.stop_sending(),
        }
    }

    /// Sends nothing more, to any hall.
    fn stop_sending(&self) {
        // Forgotten first, while the hall it was for is known.
        self.forget_sending();
        self.sending.set_value(None);
        self.leaving.set_value(None);
    }

    /// Drops what waits to be sent, and the connection.
    fn forget_sending(&self) {
        self.generation.update_value(|g| *g = g.wrapping_add(1));
        self.feed.set_value(BoardFeed::default());
        self.show_waiting();
        self.state.set_value(None);
        if let Some(connection) = self.connection.try_update_value(Option::take).flatten() {
            connection.close();
        }
        self.status.set(HallStatus::default());
    }

    /// Shows how many messages wait, and keeps which games they are of for the next page.
    fn show_waiting(&self) {
        let waiting = self.feed.with_value(BoardFeed::waiting);
        self.status.update(|status| status.waiting = waiting);
        // Only the tab that sends keeps the list: a following tab's feed is empty.
        let Some(link) = self
            .sending
            .get_value()
            .filter(|_| self.resumed.get_value())
        else {
            return;
        };
        let unsent = self.feed.with_value(BoardFeed::unsent);
        if self.unsent.with_value(|kept| *kept != unsent) {
            // Storage full: the game itself says so as it is written; at worst a reload leaves an
            // earlier game's last messages to the device's own record.
            let _ = self.store.keep_hall_unsent(&link, &unsent);
            self.unsent.set_value(unsent);
        }
    }

    fn trouble(&self, why: Trouble) {
        self.status.update(|status| status.trouble = Some(why));
    }

    /// Starts the sending loop unless it runs.
    fn pump(self) {
        if self.pumping.get_value() {
            return;
        }
        self.pumping.set_value(true);
        wasm_bindgen_futures::spawn_local(async move {
            while self.is_sending() {
                match sending_part(self).await {
                    Ok(sending) => {
                        sending.await;
                        break;
                    }
                    Err(NotFetched) => {
                        self.trouble(Trouble::NoBridge);
                        sleep(RETRY_MS).await;
                    }
                }
            }
            self.pumping.set_value(false);
        });
    }

    /// Sends every message waiting, one at a time and each once the one before is acknowledged, so
    /// the hall receives them in order; waits and tries again while the broker cannot take them.
    async fn send_all(self) {
        loop {
            let Some(link) = self.sending.get_value() else {
                return;
            };
            let HallRole::Board(board) = link.role else {
                return;
            };
            // The log first, in order; then the latest state, which the broker keeps alone.
            let next = self
                .feed
                .with_value(|feed| feed.next(board).map(|(m, id)| (m.clone(), id)));
            let (subject, text, id) = match (&next, self.state.get_value()) {
                (Some((message, id)), _) => (
                    link.layout().log_subject(board),
                    message.text.clone(),
                    id.clone(),
                ),
                (None, Some(state)) => (link.layout().state_subject(board), state, String::new()),
                (None, None) => {
                    if self
                        .leaving
                        .get_value()
                        .is_some_and(|leaving| leaving.taken)
                    {
                        self.left();
                    }
                    return;
                }
            };
            let generation = self.generation.get_value();
            let connection = match self.connection.get_value() {
                Some(connection) => connection,
                None => match self.connect(&link).await {
                    Ok(connection) => connection,
                    // Left meanwhile: the loop sees it.
                    Err(None) => continue,
                    Err(Some(why)) => {
                        self.trouble(why);
                        sleep(RETRY_MS).await;
                        continue;
                    }
                },
            };
            let published = connection
                .publish(&subject, &text, &id, self.time.now())
                .await;
            if self.generation.get_value() != generation {
                // Dropped meanwhile (another hall, a leaving done): the loop starts afresh.
                continue;
            }
            match published {
                Ok(()) => {
                    match &next {
                        Some((message, _)) => self.feed.update_value(|feed| feed.acked(message)),
                        // Unless a newer one came meanwhile.
                        None => self.state.update_value(|state| {
                            if state.as_ref() == Some(&text) {
                                *state = None;
                            }
                        }),
                    }
                    self.status.update(|status| status.trouble = None);
                    self.show_waiting();
                }
                Err(why) => {
                    self.trouble(why);
                    sleep(RETRY_MS).await;
                }
            }
        }
    }

    /// Connects to `link`'s broker, keeping the connection for the next messages; `Err(None)` when
    /// the clock left that hall meanwhile.
    async fn connect(self, link: &HallLink) -> Result<Rc<Connection>, Option<Trouble>> {
        let bridge = hall_bridge::load().await?;
        let generation = self.generation.get_value();
        let on_status = move |status: Status| match status {
            // Said by the next publication's failure, with its reason.
            Status::Disconnected => {}
            // The broker acknowledges only what it stored: the feed goes on from there.
            Status::Reconnected => {
                self.status.update(|s| s.trouble = None);
                self.pump();
            }
            Status::Trouble(why) => self.status.update(|s| s.trouble = Some(why)),
            // Only this connection's own end: a later one may be the feed's now.
            Status::Closed(_) if self.generation.try_get_value() != Some(generation) => {}
            Status::Closed(why) => {
                self.connection.set_value(None);
                if let Some(why) = why {
                    self.trouble(why);
                }
            }
        };
        let connection = bridge.connect(link, on_status).await?;
        let connection = Rc::new(connection);
        // Left (or joined elsewhere) meanwhile: this connection is closed, not kept.
        if self.generation.get_value() != generation
            || self.sending.with_value(|now| now.as_ref() != Some(link))
        {
            connection.close();
            return Err(None);
        }
        self.connection.set_value(Some(Rc::clone(&connection)));
        Ok(connection)
    }
}

/// The sending loop of `HallBoard::send_all`, boxed to cross a split point.
type Sending = Pin<Box<dyn Future<Output = ()>>>;

/// The sending loop, whose code (with the bridge's) a `split` build fetches as the part
/// `hall_board` the first time a game goes to a hall: a clock in none never fetches it.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(hall_board, wasm_split_path = ::leptos::wasm_split, fallible)]
fn sending_part(hall: HallBoard) -> Result<Sending, NotFetched> {
    Ok(Box::pin(hall.send_all()))
}

#[cfg(not(feature = "split"))]
async fn sending_part(hall: HallBoard) -> Result<Sending, NotFetched> {
    Ok(Box::pin(hall.send_all()))
}

/// The hall's link kept from an earlier page, if it still reads as a board's.
fn kept_link(store: Store) -> Option<HallLink> {
    parse_hall_address(&store.hall_link()?)
        .ok()
        .flatten()
        .filter(|link| matches!(link.role, HallRole::Board(_)))
}

/// Resolves after `ms` milliseconds.
pub async fn sleep(ms: i32) {
    let later = js_sys::Promise::new(&mut |resolve, _| {
        // Without a window there is nothing to wait for: the page is going.
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(later).await;
}
