//! The log's digest as the record and the report show it: what a printed copy is checked against.

use crate::i18n::{t, tf};
use flagfall_core::IncidentLog;

/// The digest's label.
pub fn digest_label() -> &'static str {
    t("Digest of the log (SHA-256)")
}

/// `log`'s digest, short (`3f2a 9c01 77de 4b10`) or also `in_full`; for a log written before the
/// chain, that an edit of it cannot be detected.
pub fn digest_value(log: &IncidentLog, in_full: bool) -> String {
    match log.digest() {
        Some(digest) if in_full => tf(
            "{short} (in full: {hex})",
            &[("short", &digest.short()), ("hex", &digest.to_hex())],
        ),
        Some(digest) => digest.short(),
        None => t("none: this log was written before logs were chained, so an edit of it cannot be detected")
            .to_owned(),
    }
}

/// The digest, short, with its label: under the record's heading.
pub fn digest_line(log: &IncidentLog) -> String {
    tf(
        "Digest of the log (SHA-256): {digest}",
        &[("digest", &digest_value(log, false))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};

    #[test]
    fn a_chained_log_shows_its_digest_and_an_older_one_says_it_has_none() {
        let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let log = game.log();
        let hex = log.digest().unwrap().to_hex();
        let short = format!(
            "{} {} {} {}",
            &hex[..4],
            &hex[4..8],
            &hex[8..12],
            &hex[12..16]
        );
        assert_eq!(digest_value(&log, false), short);
        assert_eq!(
            digest_value(&log, true),
            format!("{short} (in full: {hex})")
        );
        assert_eq!(
            digest_line(&log),
            format!("Digest of the log (SHA-256): {short}")
        );
        let older = IncidentLog { version: 2, ..log };
        assert_eq!(
            digest_value(&older, true),
            "none: this log was written before logs were chained, so an edit of it cannot be detected"
        );
    }
}
