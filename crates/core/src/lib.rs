//! # flagfall-core
//!
//! The exact engine under Flagfall, a game clock for chess and draughts that knows the rulebooks:
//! time controls and their notations, a clock driven entirely by instants passed in, the FIDE and FMJD
//! rulebooks, and a replayable incident log.
//!
//! The core never reads a clock. Every operation that depends on time takes the instant as an argument,
//! an integer count of milliseconds from an origin the caller chooses, and remaining time is derived from
//! the instant the running turn started, so nothing drifts and a flag's exact instant is always known.
//!
//! ```
//! use flagfall_core::{Clock, Instant, Method, Millis, Period, Side, TimeControl};
//!
//! let control = TimeControl::new(vec![Period::game(
//!     Millis::from_mins(3),
//!     Method::Fischer { increment: Millis::from_secs(2) },
//! )])?;
//! let mut clock = Clock::new(control);
//! clock.start(Instant(0))?;
//! clock.press(Instant(10_000))?; // White moves after ten seconds, and gets the increment for move 2
//! assert_eq!(clock.remaining(Side::White, Instant(10_000)), Millis(174_000));
//! assert_eq!(clock.running(Instant(10_000)), Some(Side::Black));
//! assert_eq!(clock.flag_deadline(Side::Black), Some(Instant(192_000)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod applies_now;
mod arbiter_lock;
mod armageddon;
mod article;
mod catalogue;
mod category;
mod chain;
mod clock;
mod control;
mod default_time;
mod details;
mod draw;
mod flags;
mod fmjd;
mod game;
mod guidelines;
mod illegal_move;
mod incident;
mod journal;
mod json;
mod json_error;
mod json_value;
mod link;
mod message;
mod moves;
mod notation;
mod period_caption;
mod position_check;
mod press_meaning;
mod reason;
mod refusal;
mod repaint;
mod result;
mod rulebook;
mod saved_game;
mod scoresheet;
mod settings;
mod settings_lock;
mod shared_stack;
mod side;
mod side_clock;
mod time;
mod us_ilc;
mod us_material;
mod us_rating;
mod us_timer;

pub use applies_now::AppliesNow;
pub use arbiter_lock::{ArbiterLock, PinAttempt};
pub use armageddon::{settle_bid, BidRefusal, Bidder, SettledBid};
pub use article::{Article, Citation};
pub use category::{
    format_minutes, format_seconds, Band, Basis, Category, Classification, Counted, Extra,
    TimeCount, UndefinedMethod,
};
pub use chain::{Chain, ChainBreak, Digest, CHAINED_FROM};
pub use clock::{
    Clock, ClockError, ClockOptions, ClockView, Correction, Phase, Press, SideView, UndoCharge,
};
pub use control::{ControlError, Method, Period, PeriodEnd, TimeControl};
pub use default_time::DefaultTime;
pub use details::{GameDetails, Player, UTC_OFFSETS};
pub use draw::{claimant_left_after_incorrect_claim, DrawAgreementRules, RepetitionClaimRules};
pub use flags::{BothFlagsRuling, FlagOrder, WinOnTimeRuling};
pub use fmjd::{
    fmjd_draw_agreement_allowed, fmjd_regulation_draw, fmjd_regulation_draw_claim,
    fmjd_time_shortage_claim, DraughtsMaterial, FMJD_DRAW_AGREEMENT, FMJD_NORMAL_REGULATIONS,
    FMJD_REGULATION_DRAW, FMJD_TIME_SHORTAGE, FMJD_WITHOUT_FISCHER,
};
pub use game::{
    Action, BoardAct, Charge, Divergence, Game, GameError, LogError, Outcome, TEXT_LIMIT,
};
pub use guidelines::{DrawClaimRules, ExtraFive, GuidelinesContext};
pub use illegal_move::{IllegalMoveRuling, NoPenalty};
pub use incident::{
    ClaimDecision, DraughtsDraw, Event, Incident, IncidentLog, Standing, LOG_VERSION,
};
pub use journal::{journal_text, JournalEntry};
pub use json::{field, field_or_default, parse_json, ReadJson};
pub use json_error::{JsonError, JsonExpected, JsonName, JsonProblem, JsonSyntax};
pub use json_value::JsonValue;
pub use link::{
    link_query, parse_control, parse_control_under, parse_link, query_value, Link, LinkError,
};
pub use message::{cite, count_words, fill, English, Message, Said, Words};
pub use moves::{moves, moves_before, MoveRecord};
pub use notation::{
    parse_human, parse_human_noted, parse_human_under, parse_pgn, quotable, to_human, to_pgn,
    Expected, Location, NotationError, NotationErrorKind, PgnLimit, PgnTimeControl, ReadingNote,
};
pub use period_caption::PeriodCaption;
pub use position_check::{MateFinding, PositionCheck, RuledPosition};
pub use press_meaning::PressMeaning;
pub use reason::Reason;
pub use refusal::{Rule, RuleRefusal};
pub use result::GameResult;
pub use rulebook::{Rulebook, UnknownRulebook};
pub use saved_game::{CopyStanding, SavedGame, SavedText, SCHEMA_VERSION};
pub use scoresheet::Scoresheet;
pub use settings::GameSettings;
pub use side::{BySide, Side};
pub use time::{
    format_clock, format_game_time, parse_game_time, until_clock_changes, Counting, Instant,
    Millis, TENTHS_BELOW,
};
pub use us_ilc::{
    halved_to_the_second, standard_delay, IlcDecision, ILC_CLAIM_TIME, ILC_MOST_TAKEN,
};
pub use us_material::{claim_material, ClaimMaterial};
pub use us_rating::{UsBand, UsTotal};
pub use us_timer::{recommended_delay, Timer};
