//! The game of the first clock: the link's control under the set-up choices kept (the app's defaults
//! on a first visit), played through the core exactly as the app plays it, and kept as the app keeps
//! it, so that the app takes the game over by reading it back. Pure: every instant is an argument.

use flagfall_core::{
    parse_json, ArbiterLock, CopyStanding, Game, GameDetails, Instant, JournalEntry, Link, Millis,
    PeriodCaption, SavedGame, SavedText, Side, SCHEMA_VERSION,
};
use flagfall_page::{game_details, shows_low, AtBoard, Prefs, Seating};

/// One face as the first clock shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceShown {
    /// The main time, which the page writes as the app's faces do.
    pub main: Millis,
    pub moves: u32,
    /// Where the player is in the control, when it has more than one period to tell.
    pub period: Option<PeriodCaption>,
    pub running: bool,
    pub flagged: bool,
    /// Its time shown low, as the app's face shows it.
    pub low: bool,
}

/// The game of a link, or the game kept, before the app has loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstClock {
    game: Game,
    /// The game's details (the players' names among them): for a link's game, those the set-up
    /// screen last kept, as the app gives them to it.
    details: GameDetails,
    lock: Option<ArbiterLock>,
    /// Where each colour sits: a game kept may have its colours swapped (a rematch).
    seating: Seating,
    /// The game as kept, brought up to date by appending what each change adds.
    text: SavedText,
}

/// Which copy of a game kept the first clock goes on from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copy {
    /// localStorage's, which the journal holds no more of.
    Stored,
    /// The durable journal's, which holds more than localStorage's (a browser killed before
    /// localStorage reached the disk): localStorage must take it, as the app's recovery does.
    Journal,
}

/// A game kept that the first clock can go on with, until the journal says what it holds of it.
#[derive(Debug)]
pub struct Kept {
    stored: SavedGame,
    /// When the game's record began: its key in the journal.
    began: Instant,
    /// The instant the game was read at, which the journal's copy is read at too.
    now: Instant,
    clock: FirstClock,
}

impl Kept {
    /// When the game's record began: its key in the journal.
    pub fn began(&self) -> Instant {
        self.began
    }

    /// The game as localStorage kept it, going on.
    pub fn clock(&self) -> &FirstClock {
        &self.clock
    }

    /// The game going on from whichever copy holds more, localStorage's or the journal's
    /// (`journal`, when it holds one), as the app's recovery chooses; `None` when the two went
    /// different ways, the journal's cannot be read, or its longer copy cannot go on (see
    /// [`FirstClock::resume`]): the app says why.
    pub fn beside(self, journal: Option<&str>) -> Option<(FirstClock, Copy)> {
        let Some(text) = journal else {
            return Some((self.clock, Copy::Stored));
        };
        let journal = read_kept(text)?;
        match journal.standing(&self.stored) {
            CopyStanding::Diverged => return None,
            // localStorage ahead: its next write brings the journal up to date.
            CopyStanding::Shorter => return Some((self.clock, Copy::Stored)),
            CopyStanding::Same if journal == self.stored => {
                return Some((self.clock, Copy::Stored))
            }
            CopyStanding::Same | CopyStanding::Longer => {}
        }
        let kept = FirstClock::resume(journal, self.now)?;
        Some((kept.clock, Copy::Journal))
    }
}

/// A game kept under [`SavedGame::KEY`], read as the app reads it: `None` when it is not a saved
/// game of this version (the app says what it is, and sets it aside).
pub fn read_kept(text: &str) -> Option<SavedGame> {
    parse_json::<SavedGame>(text)
        .ok()
        .filter(|saved| saved.version == SCHEMA_VERSION)
}

impl FirstClock {
    /// The game `link` opens, played where the UTC offset is `utc_offset` minutes, as the app opens
    /// it: its control and rulebook, every other setting, the details and the arbiter's lock as the
    /// set-up screen last kept them in `prefs` (the defaults on a first visit).
    pub fn new(link: Link, prefs: &Prefs, utc_offset: i32) -> FirstClock {
        FirstClock {
            game: Game::new(link.control.clone(), prefs.settings_for(&link)),
            details: game_details(&prefs.details, utc_offset),
            lock: prefs.lock,
            seating: Seating::default(),
            text: SavedText::default(),
        }
    }

    /// The game kept in localStorage (`stored`) going on at `now` as the app would open it, when
    /// it is a game at the board: begun, with nothing but acts at the board in its log (replayed
    /// through them alone), neither over nor abandoned, and logged no later than `now`. The
    /// journal's copy is to be read next ([`Kept::beside`]); one that holds more begins with this
    /// one, so it could not go on where this one cannot. `None` leaves the game to the app, which
    /// says what the first clock could not: a pause or an arbiter's act, a game logged later than
    /// `now` (the device's clock moved back, which the app catches up with and says); and a game
    /// not begun, which may be what localStorage kept of one the journal holds begun (the app then
    /// runs the journal's).
    pub fn resume(stored: SavedGame, now: Instant) -> Option<Kept> {
        let (first, last) = (stored.log.incidents.first()?, stored.log.incidents.last()?);
        if stored.abandoned.is_some() || last.at > now {
            return None;
        }
        let game = Game::replay_at_board(&stored.log).ok()?;
        if game.outcome().is_some() {
            return None;
        }
        let began = first.at;
        let clock = FirstClock {
            game,
            details: stored.log.details.clone(),
            lock: stored.lock,
            seating: Seating::default().swapped_if(stored.swapped),
            text: SavedText::default(),
        };
        Some(Kept {
            stored,
            began,
            now,
            clock,
        })
    }

    /// Where each colour sits on the screen.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The name typed for `side`'s player (blank when none was).
    pub fn name(&self, side: Side) -> &str {
        &self.details.players[side].name
    }

    /// Applies `act` at `at` as the app applies it (a press's input clamped to the turn's start and
    /// `at`). Returns whether the game changed (and must be kept).
    pub fn apply(&mut self, act: AtBoard, at: Instant) -> bool {
        act.apply(&mut self.game, at)
    }

    /// The instant the game's record began (its first incident): its key in the journal.
    pub fn began(&self) -> Option<Instant> {
        self.game.incidents().first().map(|first| first.at)
    }

    /// The face a press for the side to move goes to (Black's, to start), if any.
    pub fn side_to_press(&self) -> Option<Side> {
        self.game.side_to_press()
    }

    /// What `side`'s face shows at `now`.
    pub fn face(&self, side: Side, now: Instant) -> FaceShown {
        let view = self.game.view(now);
        let shown = view.sides[side];
        let control = self.game.clock().control();
        FaceShown {
            main: shown.main,
            moves: shown.moves,
            period: PeriodCaption::of(control, side, &shown),
            running: view.running() == Some(side),
            flagged: shown.flag.is_some(),
            low: shows_low(control, side, &shown),
        }
    }

    /// How long after `now` the faces next need a look: the next change of what they show, or the
    /// next instant that can decide the game by itself (a flag), whichever comes first.
    pub fn wake_in(&self, now: Instant) -> Option<Millis> {
        let deadline = self.game.next_deadline().map(|at| at.since(now));
        [self.game.next_change_in(now), deadline]
            .into_iter()
            .flatten()
            .min()
    }

    /// The game as the app keeps it under [`SavedGame::KEY`](flagfall_core::SavedGame::KEY), as
    /// text, brought up to date at the cost of what changed since the last call.
    pub fn kept_text(&mut self) -> &str {
        self.text.update(
            &self.details,
            self.seating.is_swapped(),
            self.lock,
            &self.game,
        )
    }

    /// Makes the next [`FirstClock::kept_text`] write the whole game afresh (a journal write failed,
    /// leaving a gap).
    pub fn keep_afresh(&mut self) {
        self.text = SavedText::default();
    }

    /// What the last [`FirstClock::kept_text`] added, for the journal.
    pub fn journal_entry(&self) -> Option<JournalEntry<'_>> {
        self.text.journal_entry()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_json, parse_link, Event, GameSettings, Rulebook, SavedGame};
    use flagfall_page::{LinkRecord, Prefs, Unwatched};
    use proptest::prelude::*;

    /// A press on `side`'s face, input at `input` and handled at `at`; whether it changed the game.
    fn press(clock: &mut FirstClock, side: Side, input: i64, at: i64) -> bool {
        clock.apply(
            AtBoard::Press {
                side,
                input: Instant(input),
            },
            Instant(at),
        )
    }

    fn link(query: &str) -> Link {
        parse_link(query).unwrap().unwrap()
    }

    /// The game a link opens with nothing kept yet, an hour east of UTC.
    fn first_visit(query: &str) -> FirstClock {
        FirstClock::new(link(query), &Prefs::default(), 60)
    }

    #[test]
    fn both_faces_show_the_links_control_ready_to_press() {
        let clock = first_visit("?control=3%2B2");
        for side in [Side::White, Side::Black] {
            assert_eq!(
                clock.face(side, Instant(5_000)),
                FaceShown {
                    main: Millis(182_000),
                    moves: 0,
                    period: None,
                    running: false,
                    flagged: false,
                    low: false,
                }
            );
        }
        assert_eq!(clock.wake_in(Instant(5_000)), None);
    }

    #[test]
    fn blacks_press_starts_whites_clock_at_the_press_and_whites_press_passes_the_move() {
        let mut clock = first_visit("?control=3%2B2");
        assert!(!press(&mut clock, Side::White, 900, 1_000));
        assert!(press(&mut clock, Side::Black, 990, 1_000));
        assert!(clock.face(Side::White, Instant(1_990)).running);
        assert_eq!(
            clock.face(Side::White, Instant(1_990)).main,
            Millis(181_000)
        );
        // Ten seconds used, two added.
        assert!(press(&mut clock, Side::White, 10_990, 11_000));
        assert_eq!(
            clock.face(Side::White, Instant(11_000)),
            FaceShown {
                main: Millis(174_000),
                moves: 1,
                period: None,
                running: false,
                flagged: false,
                low: false,
            }
        );
        assert!(clock.face(Side::Black, Instant(11_000)).running);
    }

    #[test]
    fn time_the_page_could_not_watch_is_recorded_while_a_clock_runs() {
        let mut clock = first_visit("?control=3%2B2");
        let slept = Unwatched {
            from: Instant(500),
            span: Millis(60_000),
        };
        assert!(!clock.apply(AtBoard::Charge(slept), Instant(61_000)));
        press(&mut clock, Side::Black, 61_000, 61_000);
        assert!(clock.apply(AtBoard::Charge(slept), Instant(130_000)));
        assert_eq!(
            clock.game.incidents().last().map(|i| &i.event),
            Some(&Event::Unwatched {
                side: Side::White,
                from: Instant(500),
                span: Millis(60_000),
            })
        );
    }

    #[test]
    fn the_kept_game_is_the_log_the_app_reads_back() {
        let mut clock = first_visit("?control=5%2B3&rules=fide-2018");
        assert_eq!(
            parse_json::<SavedGame>(clock.kept_text())
                .unwrap()
                .log
                .incidents,
            []
        );
        press(&mut clock, Side::Black, 100, 100);
        press(&mut clock, Side::White, 2_100, 2_100);
        let saved = parse_json::<SavedGame>(clock.kept_text()).unwrap();
        let mut log = clock.game.log();
        // Where it is played, as the app's new games carry it.
        log.details.utc_offset = Some(60);
        assert_eq!(saved, SavedGame::new(log));
        assert_eq!(saved.log.settings.rulebook, Rulebook::Fide2018);
        let events: Vec<_> = saved
            .log
            .incidents
            .iter()
            .map(|i| (i.at, &i.event))
            .collect();
        assert_eq!(
            events,
            [
                (Instant(100), &Event::Started),
                (
                    Instant(2_100),
                    &Event::Pressed {
                        side: Side::White,
                        used: Millis(2_000),
                        // 5:03 at the start, two seconds used, three added.
                        after: Millis(304_000),
                    }
                ),
            ]
        );
        let replayed = Game::replay(&saved.log).unwrap();
        assert_eq!(
            replayed.view(Instant(3_000)),
            clock.game.view(Instant(3_000))
        );
    }

    #[test]
    fn a_returning_visit_opens_the_link_with_the_choices_kept_and_hands_them_over() {
        let mut prefs = Prefs::default();
        prefs.settings.rulebook = Rulebook::Fide2018;
        prefs.settings.default_time = Some(Millis(900_000));
        prefs.details.event = " Club night ".into();
        prefs.details.players[Side::White].name = " Anna ".into();
        prefs.lock = ArbiterLock::from_pin("2468");
        // The link's rulebook (FIDE 2023 when it names none) wins over the one kept, as in the app.
        let mut clock = FirstClock::new(link("?control=5%2B3"), &prefs, -300);
        assert_eq!(
            [clock.name(Side::White), clock.name(Side::Black)],
            ["Anna", ""]
        );
        let saved = parse_json::<SavedGame>(clock.kept_text()).unwrap();
        assert_eq!(saved.lock, prefs.lock);
        assert_eq!(saved.log.details.event, "Club night");
        assert_eq!(saved.log.details.utc_offset, Some(-300));
        assert_eq!(
            saved.log.settings,
            GameSettings {
                rulebook: Rulebook::Fide2023,
                ..prefs.settings
            }
        );
    }

    /// A 3+2 game kept after Black's press at 1 s (starting White's clock) and, for each of
    /// `presses`, one more press at that instant.
    fn kept_after(presses: &[i64]) -> SavedGame {
        let mut clock = first_visit("?control=3%2B2");
        press(&mut clock, Side::Black, 1_000, 1_000);
        for &at in presses {
            let side = clock.side_to_press().unwrap();
            press(&mut clock, side, at, at);
        }
        read_kept(clock.kept_text()).unwrap()
    }

    fn text(saved: &SavedGame) -> String {
        serde_json::to_string(saved).unwrap()
    }

    /// The game kept going on at `now` beside the `journal`'s copy.
    fn resume(stored: &SavedGame, journal: Option<&str>, now: i64) -> Option<(FirstClock, Copy)> {
        FirstClock::resume(stored.clone(), Instant(now))?.beside(journal)
    }

    #[test]
    fn a_game_kept_goes_on_at_the_board_as_it_stood_seated_named_and_locked_as_kept() {
        let mut stored = kept_after(&[5_000]);
        stored.swapped = true;
        stored.lock = ArbiterLock::from_pin("2468");
        stored.log.details.players[Side::Black].name = "Bram".into();
        let (mut clock, copy) = resume(&stored, None, 9_000).unwrap();
        assert_eq!(copy, Copy::Stored);
        assert_eq!(clock.name(Side::Black), "Bram");
        assert!(clock.seating().is_swapped());
        // White used 4 s and got 2; Black's clock runs since 5 s.
        assert_eq!(
            clock.face(Side::White, Instant(9_000)).main,
            Millis(180_000)
        );
        assert_eq!(
            clock.face(Side::Black, Instant(9_000)).main,
            Millis(178_000)
        );
        assert!(clock.face(Side::Black, Instant(9_000)).running);
        // Kept again, it is the same game: seating and lock included.
        assert_eq!(read_kept(clock.kept_text()), Some(stored));
        assert!(press(&mut clock, Side::Black, 10_000, 10_000));
        assert_eq!(read_kept(clock.kept_text()).unwrap().log.incidents.len(), 3);
    }

    #[test]
    fn the_journals_copy_is_gone_on_from_when_it_holds_more_and_its_head_when_they_differ() {
        let stored = kept_after(&[5_000]);
        let journal = kept_after(&[5_000, 8_000]);
        let resumed = |stored: &SavedGame, journal: &SavedGame| {
            resume(stored, Some(&text(journal)), 9_000)
                .map(|(mut clock, copy)| (read_kept(clock.kept_text()).unwrap(), copy))
        };
        assert_eq!(
            resumed(&stored, &journal),
            Some((journal.clone(), Copy::Journal))
        );
        // localStorage ahead of the journal (its next write brings the journal up to date).
        assert_eq!(
            resumed(&journal, &stored),
            Some((journal.clone(), Copy::Stored))
        );
        assert_eq!(
            resumed(&stored, &stored),
            Some((stored.clone(), Copy::Stored))
        );
        let swapped = SavedGame {
            swapped: true,
            ..stored.clone()
        };
        assert_eq!(resumed(&stored, &swapped), Some((swapped, Copy::Journal)));
    }

    #[test]
    fn a_game_the_first_clock_cannot_go_on_with_is_left_to_the_app() {
        let stored = kept_after(&[5_000]);
        let resume = |stored: SavedGame, journal: Option<&str>, now: i64| {
            resume(&stored, journal, now).map(|(_, copy)| copy)
        };
        // Not begun: the journal may hold it begun, which the app then runs.
        let not_begun = read_kept(first_visit("?control=3%2B2").kept_text()).unwrap();
        assert_eq!(resume(not_begun, None, 9_000), None);
        // Two copies that went different ways; a journal's copy that is no saved game.
        let other = kept_after(&[6_000]);
        assert_eq!(resume(stored.clone(), Some(&text(&other)), 9_000), None);
        assert_eq!(resume(stored.clone(), Some("{\"version\":1}"), 9_000), None);
        // Logged after the device's now.
        assert_eq!(resume(stored.clone(), None, 4_999), None);
        assert_eq!(resume(stored.clone(), None, 5_000), Some(Copy::Stored));
        // Abandoned.
        let abandoned = SavedGame {
            abandoned: Some(Instant(6_000)),
            ..stored.clone()
        };
        assert_eq!(resume(abandoned, None, 9_000), None);
        // A pause, and an arbiter's correction: not acts at the board.
        for action in [
            flagfall_core::Action::Pause,
            flagfall_core::Action::Adjust {
                side: Side::White,
                delta: Millis(10_000),
            },
        ] {
            let mut game = Game::replay(&stored.log).unwrap();
            game.apply(action.clone(), Instant(6_000)).unwrap();
            let ruled = SavedGame {
                log: game.log(),
                ..stored.clone()
            };
            assert_eq!(resume(ruled, None, 9_000), None, "{action:?}");
        }
        // Over: Black's flag fell at 3:05 into the game, before it was kept.
        let mut flagged = Game::replay(&stored.log).unwrap();
        flagged.observe(Instant(200_000));
        let over = SavedGame {
            log: flagged.log(),
            ..stored.clone()
        };
        assert_eq!(resume(over, None, 200_000), None);
    }

    #[test]
    fn a_control_of_several_periods_tells_each_face_its_period() {
        // Two minutes for the first move, then one minute.
        let mut clock = first_visit("?control=2%2F1%2C%201");
        let first = Some(PeriodCaption::Period {
            period: 1,
            periods: 2,
        });
        assert_eq!(clock.face(Side::White, Instant(0)).period, first);
        press(&mut clock, Side::Black, 0, 0);
        press(&mut clock, Side::White, 1_000, 1_000);
        assert_eq!(
            clock.face(Side::White, Instant(1_000)).period,
            Some(PeriodCaption::Period {
                period: 2,
                periods: 2
            })
        );
        assert_eq!(clock.face(Side::Black, Instant(1_000)).period, first);
    }

    #[test]
    fn a_press_after_a_flag_nobody_saw_is_refused_but_logs_the_flag_and_is_kept() {
        let mut clock = first_visit("?control=0%3A05");
        assert!(press(&mut clock, Side::Black, 9_000, 0));
        assert!(press(&mut clock, Side::White, 9_000, 9_000));
        let kept = read_kept(clock.kept_text()).unwrap();
        assert_eq!(
            kept.log.incidents[1].event,
            Event::FlagFell { side: Side::White }
        );
        assert_eq!(kept.log.incidents[1].at, Instant(5_000));
        assert!(!clock.apply(AtBoard::Observe, Instant(9_500)));
    }

    #[test]
    fn a_flag_is_logged_when_it_falls_and_the_faces_wake_for_it() {
        let mut clock = first_visit("?control=0%3A05");
        press(&mut clock, Side::Black, 0, 0);
        // Under ten seconds the display changes every tenth; the flag falls at 5 s.
        assert_eq!(clock.wake_in(Instant(4_950)), Some(Millis(50)));
        assert!(!clock.apply(AtBoard::Observe, Instant(4_999)));
        // Low all along (under 10 s), until the flag falls.
        assert!(clock.face(Side::White, Instant(4_999)).low);
        assert!(clock.apply(AtBoard::Observe, Instant(5_000)));
        let white = clock.face(Side::White, Instant(5_000));
        assert_eq!(
            (white.main, white.flagged, white.low),
            (Millis(0), true, false)
        );
    }

    /// An act at the board as the test makes it, relative to the instant it is applied at.
    #[derive(Clone, Copy, Debug)]
    enum Made {
        /// A press input `lag` before it is handled (clamped by the core as the app's is).
        Press {
            side: Side,
            lag: i64,
        },
        /// A sleep of `span` that ended as it is charged.
        Charge {
            span: i64,
        },
        Look,
    }

    impl Made {
        /// The act applied at `now`.
        fn at(self, now: i64) -> AtBoard {
            match self {
                Made::Press { side, lag } => AtBoard::Press {
                    side,
                    input: Instant(now - lag),
                },
                Made::Charge { span } => AtBoard::Charge(Unwatched {
                    from: Instant(now - span),
                    span: Millis(span),
                }),
                Made::Look => AtBoard::Observe,
            }
        }
    }

    /// An act, and how long after the one before it is made.
    fn made_after() -> impl Strategy<Value = (Made, i64)> {
        let side = prop_oneof![Just(Side::White), Just(Side::Black)];
        let made = prop_oneof![
            4 => (side, 0..400i64).prop_map(|(side, lag)| Made::Press { side, lag }),
            1 => (1..120_000i64).prop_map(|span| Made::Charge { span }),
            1 => Just(Made::Look),
        ];
        (made, 0..90_000i64)
    }

    proptest! {
        /// The app replays a first visit's record into the very saved game the first clock would
        /// have kept, whatever was pressed, charged and seen, and when.
        #[test]
        fn a_first_visits_record_replays_into_the_saved_game_its_clock_would_keep(
            acts in proptest::collection::vec(made_after(), 0..40),
            offset in -720..840i32,
        ) {
            let query = "?control=0%3A20%2B1&rules=fide-2018";
            let mut clock = FirstClock::new(link(query), &Prefs::default(), offset);
            let mut record = LinkRecord::new(query, offset);
            let mut now = 1_000;
            for (made, after) in acts {
                now += after;
                let act = made.at(now);
                if clock.apply(act, Instant(now)) {
                    record.push(act, Instant(now));
                }
            }
            prop_assert_eq!(LinkRecord::saved_text(record.text()), Ok(clock.kept_text().to_owned()));
        }
    }
}
