//! What a board publishes of its game on its log's subject: first the head (the log's version, the
//! game's details, settings and starting control), then each incident once, in order, numbered from
//! 0, as the log writes it (with its link of the chain), each in an envelope that names the game by
//! the instant its record began, as the History and the journal tell games apart.

use flagfall_core::{
    field, Chain, Digest, Incident, IncidentLog, Instant, JsonError, JsonValue, ReadJson,
};

/// One message of a board's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogMessage {
    /// The instant the game's record began (its first incident).
    pub game: Instant,
    /// The incident's number from 0; `None` for the head.
    pub number: Option<usize>,
    /// The first 16 hex digits of its link of the log's chain (the opening's for the head), which
    /// the broker's id of the message carries: another text under the same number is another
    /// message, and no other board can guess it. Empty in a log from before the chain.
    pub mark: String,
    /// The text published.
    pub text: String,
}

impl LogMessage {
    /// The head of `log`'s game (its incidents left out), the game begun at `game`.
    #[must_use]
    pub fn head(game: Instant, log: &IncidentLog) -> LogMessage {
        let head = IncidentLog {
            version: log.version,
            details: log.details.clone(),
            settings: log.settings,
            control: log.control.clone(),
            incidents: Vec::new(),
        };
        // As the core writes a log: compact, its fields in their fixed order.
        let head = serde_json::to_string(&head).unwrap_or_default();
        let mark = if log.chained() {
            Chain::opening(log).last().to_hex()[..16].to_owned()
        } else {
            String::new()
        };
        LogMessage {
            game,
            number: None,
            mark,
            text: format!(r#"{{"game":{},"head":{head}}}"#, game.0),
        }
    }

    /// Incident `number` of the game begun at `game`, as the log writes it (`linked`: with its hash
    /// in a chained log, as [`Chain::link_text`] and the journal give it).
    #[must_use]
    pub fn incident(game: Instant, number: usize, linked: &str) -> LogMessage {
        let hash = JsonValue::parse(linked)
            .ok()
            .and_then(|incident| Some(incident.get("hash")?.as_str()?.get(..16)?.to_owned()));
        LogMessage {
            game,
            number: Some(number),
            mark: hash.unwrap_or_default(),
            text: format!(r#"{{"game":{},"n":{number},"incident":{linked}}}"#, game.0),
        }
    }

    /// Every message of `log`: its head and each incident; none while it has no incident (a game is
    /// told apart by its first).
    #[must_use]
    pub fn all_of(log: &IncidentLog) -> Vec<LogMessage> {
        let Some(game) = log.incidents.first().map(|first| first.at) else {
            return Vec::new();
        };
        let mut chain = log.chained().then(|| Chain::opening(log));
        let incidents = log.incidents.iter().enumerate().map(|(n, incident)| {
            let linked = match &mut chain {
                Some(chain) => chain.link_text(incident),
                None => incident.to_json(),
            };
            LogMessage::incident(game, n, &linked)
        });
        std::iter::once(LogMessage::head(game, log))
            .chain(incidents)
            .collect()
    }
}

/// A log message as read by the hall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Read {
    Head {
        game: Instant,
        log: IncidentLog,
    },
    Incident {
        game: Instant,
        number: usize,
        incident: Incident,
        /// Its link of the chain, in a chained log.
        hash: Option<Digest>,
    },
}

impl ReadJson for Read {
    fn read_json(value: &JsonValue) -> Result<Read, JsonError> {
        let game = field(value, "game")?;
        if value.get("head").is_some() {
            let log: IncidentLog = field(value, "head")?;
            return Ok(Read::Head { game, log });
        }
        let incident: JsonValue = field(value, "incident")?;
        Ok(Read::Incident {
            game,
            number: field::<u32>(value, "n")? as usize,
            incident: Incident::read_json(&incident).map_err(|e| e.within("incident"))?,
            hash: field(&incident, "hash").map_err(|e| e.within("incident"))?,
        })
    }
}
