//! A board's hall in the page's language: what a hall's link came to, why one cannot be used, and
//! how the sending stands.

use crate::i18n::side_name;
use crate::i18n::{t, tf, tn};
use crate::model::hall_rows::Need;
use crate::model::hall_state::{HallStatus, Joining, Reading, Trouble};
use flagfall_core::Side;
use flagfall_hall::{HallLink, HallLinkError, Ignored};

/// What a hall's link in the address came to, for the notices.
pub fn joining_notice(joining: &Joining) -> String {
    match joining {
        Joining::Joined { hall, board } => tf(
            "This clock is now board {board} of hall {hall}: its games are sent to the hall as they are played, and wait while the hall cannot be reached.",
            &[("board", &board.to_string()), ("hall", hall)],
        ),
        Joining::Unusable(why) => tf(
            "The hall's link cannot be used: {why}",
            &[("why", &hall_link_error(why))],
        ),
        Joining::NotLeft { hall, why } => tf(
            "This clock stays in hall {hall}: {why}",
            &[("hall", hall), ("why", why)],
        ),
        Joining::NotKept { hall, board, why } => tf(
            "This clock is board {board} of hall {hall} until the page closes: storage refused to keep it ({why}).",
            &[("board", &board.to_string()), ("hall", hall), ("why", why)],
        ),
    }
}

/// The warning a link reaching its broker in clear (`ws://` beyond this device) calls for.
pub fn in_clear_warning(link: &HallLink) -> Option<String> {
    link.in_clear().then(|| {
        tf(
            "The connection to {host} is not encrypted (ws://): anyone on this network can read what is sent, the hall's key too.",
            &[("host", link.host())],
        )
    })
}

/// Why a hall's link cannot be used.
pub fn hall_link_error(error: &HallLinkError) -> String {
    match error {
        HallLinkError::Escape(_) => {
            t("a % in it is not followed by two hexadecimal digits.").to_owned()
        }
        HallLinkError::HallId { id } => tf(
            "“{id}” is not a hall (1 to 32 lowercase letters and digits).",
            &[("id", id)],
        ),
        HallLinkError::NoRole => t("it names neither one board nor one view.").to_owned(),
        HallLinkError::Board { board } => tf(
            "“{board}” is not a board (a number from 1 to 9999).",
            &[("board", board)],
        ),
        HallLinkError::View { view } => tf(
            "“{view}” is neither the arbiter's view nor the spectators'.",
            &[("view", view)],
        ),
        HallLinkError::Broker { broker } => tf(
            "“{broker}” is not the address of a hall's server (ws:// or wss://).",
            &[("broker", broker)],
        ),
        HallLinkError::NoKey => t("it holds no key.").to_owned(),
    }
}

/// How the sending stands: everything sent, or how much waits, and why while the hall cannot be
/// reached.
pub fn hall_status(status: &HallStatus) -> String {
    let waiting = tn(
        "{n} message waits to be sent.",
        "{n} messages wait to be sent.",
        status.waiting as u64,
    );
    match (&status.trouble, status.waiting) {
        (None, 0) => t("Everything is sent.").to_owned(),
        (None, _) => waiting,
        (Some(why), _) if why.refused() => tf(
            "{waiting} The hall refuses them: {why}",
            &[
                ("waiting", &waiting),
                ("why", &trouble_text(why).unwrap_or_default()),
            ],
        ),
        (Some(why), _) => match trouble_text(why) {
            None => tf(
                "{waiting} The hall cannot be reached.",
                &[("waiting", &waiting)],
            ),
            Some(why) => tf(
                "{waiting} The hall cannot be reached: {why}",
                &[("waiting", &waiting), ("why", &why)],
            ),
        },
    }
}

/// Why the hall's broker cannot be used, beyond "it cannot be reached" (`None`: nothing more is
/// known, as when nothing answers at its address).
pub fn trouble_text(trouble: &Trouble) -> Option<String> {
    Some(match trouble {
        Trouble::Refused { operation, subject } => tf(
            "the hall's server refuses {operation} on {subject} to this link: is it this board's link?",
            &[
                (
                    "operation",
                    match operation.as_str() {
                        "publish" => t("publishing"),
                        "subscription" | "subscribe" => t("reading"),
                        other => other,
                    },
                ),
                ("subject", subject),
            ],
        ),
        Trouble::NoStream { subject } => tf(
            "the hall's server keeps nothing for {subject}: it is starting, or the hall is not set up on it.",
            &[("subject", subject)],
        ),
        Trouble::NoAnswer => t("the hall's server did not answer in time.").to_owned(),
        Trouble::WrongKey => {
            t("the hall's server does not accept this link's key: ask the arbiter for the link again.")
                .to_owned()
        }
        Trouble::TooLarge => t(
            "the hall's server refuses a message as too large (the game's names or details are too long).",
        )
        .to_owned(),
        Trouble::NoBridge => t("the hall's bridge could not be loaded.").to_owned(),
        Trouble::Unreachable => return None,
        // The client's own words: nothing else says more.
        Trouble::Other(words) if words.trim().is_empty() => return None,
        Trouble::Other(words) => words.clone(),
    })
}

/// What the clock says, once, when hall `hall` refuses its games (`why` is a refusal).
pub fn refused_notice(hall: &str, why: &Trouble) -> String {
    tf(
        "Hall {hall} refuses this clock's games: {why}",
        &[
            ("hall", hall),
            ("why", &trouble_text(why).unwrap_or_default()),
        ],
    )
}

/// How the arbiter's reading of the hall stands.
pub fn reading_text(reading: &Reading) -> String {
    match reading {
        Reading::Connecting => t("Connecting to the hall…").to_owned(),
        Reading::Live => t("Every board is read as it plays.").to_owned(),
        Reading::Trouble(Some(why)) if why.refused() => tf(
            "The hall cannot be read: {why}",
            &[("why", &trouble_text(why).unwrap_or_default())],
        ),
        Reading::Trouble(why) => match why.as_ref().and_then(trouble_text) {
            None => t("The hall cannot be reached; trying again.").to_owned(),
            Some(why) => tf(
                "The hall cannot be reached; trying again: {why}",
                &[("why", &why)],
            ),
        },
    }
}

/// What a board in play needs, as its row says it (a finished game shows its result instead).
pub fn need_text(need: Need, to_move: Option<Side>) -> String {
    match (need, to_move) {
        (Need::Flag, _) => t("Flag fell").to_owned(),
        (Need::TwoClocks, _) => t("Two clocks send as this board").to_owned(),
        (Need::ResultPending, _) => t("Result to be given").to_owned(),
        (Need::Paused, _) => t("Clock paused").to_owned(),
        (Need::Absent, _) => t("A player has not arrived").to_owned(),
        (Need::Left, _) => t("Left the hall").to_owned(),
        (Need::LowTime, Some(side)) => tf("{side} in low time", &[("side", side_name(side))]),
        (Need::Playing, Some(side)) => tf("{side} to move", &[("side", side_name(side))]),
        (Need::Finished, _) => t("Game over").to_owned(),
        _ => t("Not started").to_owned(),
    }
}

/// Why a message of the hall could not be used.
pub fn ignored_reason(why: &Ignored) -> String {
    match why {
        Ignored::NotABoard => t("not on a board's subject").to_owned(),
        Ignored::NotText => t("not text").to_owned(),
        Ignored::Malformed(_) => t("not a log message").to_owned(),
        Ignored::NoHead { .. } => t("an incident of a game whose head has not come").to_owned(),
        Ignored::TooManyGames { .. } => t("more games than a board plays in a round").to_owned(),
        Ignored::TooLong { .. } => t("more incidents than any game is played in").to_owned(),
        Ignored::OtherHead { .. } => t("another head for a game already begun").to_owned(),
        Ignored::OutOfOrder { expected, number } => tf(
            "incident {number} when {expected} was next",
            &[
                ("number", &number.to_string()),
                ("expected", &expected.to_string()),
            ],
        ),
        Ignored::ChainBroken { number } => tf(
            "incident {number} does not link to the log's chain",
            &[("number", &number.to_string())],
        ),
        Ignored::Diverged(_) => t("the game does not play out as logged").to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::install_table;
    use flagfall_lang::Lang;

    #[test]
    fn the_sending_is_told_as_it_stands() {
        install_table(Lang::En);
        assert_eq!(hall_status(&HallStatus::default()), "Everything is sent.");
        assert_eq!(
            hall_status(&HallStatus {
                waiting: 3,
                trouble: Some(Trouble::WrongKey),
            }),
            "3 messages wait to be sent. The hall refuses them: the hall's server does not accept this link's key: ask the arbiter for the link again."
        );
        assert_eq!(
            reading_text(&Reading::Trouble(Some(Trouble::WrongKey))),
            "The hall cannot be read: the hall's server does not accept this link's key: ask the arbiter for the link again."
        );
        assert_eq!(
            refused_notice("r1", &Trouble::WrongKey),
            "Hall r1 refuses this clock's games: the hall's server does not accept this link's key: ask the arbiter for the link again."
        );
        assert_eq!(
            trouble_text(&Trouble::Refused {
                operation: "publish".into(),
                subject: "flagfall.r1.3.log".into(),
            })
            .as_deref(),
            Some("the hall's server refuses publishing on flagfall.r1.3.log to this link: is it this board's link?")
        );
        assert_eq!(trouble_text(&Trouble::Unreachable), None);
        let link = |broker: &str| {
            flagfall_hall::parse_hall_link(
                &format!("?hall=r1&view=arbiter&broker={broker}"),
                "#key=k",
            )
            .unwrap()
            .unwrap()
        };
        assert_eq!(
            in_clear_warning(&link("ws%3A%2F%2F10.0.0.2%3A8443")).as_deref(),
            Some("The connection to 10.0.0.2:8443 is not encrypted (ws://): anyone on this network can read what is sent, the hall's key too.")
        );
        assert_eq!(in_clear_warning(&link("wss%3A%2F%2Fhall.example")), None);
        assert_eq!(
            reading_text(&Reading::Trouble(Some(Trouble::NoAnswer))),
            "The hall cannot be reached; trying again: the hall's server did not answer in time."
        );
        assert_eq!(
            joining_notice(&Joining::Unusable(HallLinkError::Board {
                board: "0".into()
            })),
            "The hall's link cannot be used: “0” is not a board (a number from 1 to 9999)."
        );
    }
}
