//! A clock's time as a screen reader should say it, and the face's name that carries it: the same
//! words on the first clock and in the app, in each language.

use crate::Lang;
use flagfall_core::{format_clock, Millis, TENTHS_BELOW};

/// A unit of a spoken time.
#[derive(Clone, Copy)]
enum Unit {
    Hour,
    Minute,
    Second,
}

impl Lang {
    /// `span` in words, as the face shows it: "4 minutes 59 seconds", "1 hour", and under ten
    /// seconds the seconds and tenths ("9.8 seconds").
    ///
    /// ```
    /// use flagfall_core::Millis;
    /// use flagfall_lang::Lang;
    /// assert_eq!(Lang::En.spoken(Millis(61_000)), "1 minute 1 second");
    /// assert_eq!(Lang::Fr.spoken(Millis(9_870)), "9,8 secondes");
    /// ```
    pub fn spoken(self, span: Millis) -> String {
        let ms = span.clamp_non_negative().as_millis().unsigned_abs();
        let total = ms / 1000;
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
        let mut parts = Vec::with_capacity(3);
        if h > 0 {
            parts.push(self.count(h, Unit::Hour));
        }
        if m > 0 {
            parts.push(self.count(m, Unit::Minute));
        }
        if span < TENTHS_BELOW {
            // Seconds and tenths, as the face shows them: always the plural ("1.0 seconds").
            let seconds = self.time(format_clock(span));
            parts.push(format!("{seconds} {}", self.unit(Unit::Second, false)));
        } else if s > 0 || parts.is_empty() {
            parts.push(self.count(s, Unit::Second));
        }
        parts.join(" ")
    }

    /// What a screen reader says for a face: the player, then the time in words.
    ///
    /// ```
    /// use flagfall_core::Millis;
    /// use flagfall_lang::Lang;
    /// assert_eq!(Lang::Fr.face_label("Blancs", Millis(60_000)), "Blancs\u{a0}: 1 minute");
    /// ```
    pub fn face_label(self, player: &str, time: Millis) -> String {
        let colon = match self {
            // French sets a (non-breaking) space before the colon.
            Lang::Fr => "\u{a0}:",
            _ => ":",
        };
        format!("{player}{colon} {}", self.spoken(time))
    }

    fn count(self, n: u64, unit: Unit) -> String {
        format!("{n} {}", self.unit(unit, self.is_singular(n)))
    }

    const fn unit(self, unit: Unit, singular: bool) -> &'static str {
        match (self, unit, singular) {
            (Lang::En, Unit::Hour, true) => "hour",
            (Lang::En, Unit::Hour, false) => "hours",
            (Lang::En, Unit::Minute, true) => "minute",
            (Lang::En, Unit::Minute, false) => "minutes",
            (Lang::En, Unit::Second, true) => "second",
            (Lang::En, Unit::Second, false) => "seconds",
            (Lang::Fr, Unit::Hour, true) => "heure",
            (Lang::Fr, Unit::Hour, false) => "heures",
            (Lang::Fr, Unit::Minute, true) => "minute",
            (Lang::Fr, Unit::Minute, false) => "minutes",
            (Lang::Fr, Unit::Second, true) => "seconde",
            (Lang::Fr, Unit::Second, false) => "secondes",
            (Lang::Es, Unit::Hour, true) => "hora",
            (Lang::Es, Unit::Hour, false) => "horas",
            (Lang::Es, Unit::Minute, true) => "minuto",
            (Lang::Es, Unit::Minute, false) => "minutos",
            (Lang::Es, Unit::Second, true) => "segundo",
            (Lang::Es, Unit::Second, false) => "segundos",
            (Lang::De, Unit::Hour, true) => "Stunde",
            (Lang::De, Unit::Hour, false) => "Stunden",
            (Lang::De, Unit::Minute, true) => "Minute",
            (Lang::De, Unit::Minute, false) => "Minuten",
            (Lang::De, Unit::Second, true) => "Sekunde",
            (Lang::De, Unit::Second, false) => "Sekunden",
            (Lang::Nl, Unit::Hour, _) => "uur",
            (Lang::Nl, Unit::Minute, true) => "minuut",
            (Lang::Nl, Unit::Minute, false) => "minuten",
            (Lang::Nl, Unit::Second, true) => "seconde",
            (Lang::Nl, Unit::Second, false) => "seconden",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_readers_hear_words_not_a_time_of_day() {
        assert_eq!(Lang::En.spoken(Millis(299_000)), "4 minutes 59 seconds");
        assert_eq!(Lang::En.spoken(Millis(3_600_000)), "1 hour");
        assert_eq!(Lang::En.spoken(Millis(61_000)), "1 minute 1 second");
        assert_eq!(Lang::En.spoken(Millis(9_870)), "9.8 seconds");
        assert_eq!(Lang::En.spoken(Millis(60_000)), "1 minute");
        assert_eq!(Lang::En.spoken(Millis(-5)), "0.0 seconds");
    }

    #[test]
    fn each_language_counts_in_its_own_words_and_number() {
        let span = Millis(3_600_000 + 60_000 + 2_000);
        assert_eq!(Lang::Fr.spoken(span), "1 heure 1 minute 2 secondes");
        assert_eq!(Lang::Es.spoken(span), "1 hora 1 minuto 2 segundos");
        assert_eq!(Lang::De.spoken(span), "1 Stunde 1 Minute 2 Sekunden");
        assert_eq!(Lang::Nl.spoken(span), "1 uur 1 minuut 2 seconden");
        assert_eq!(Lang::Nl.spoken(Millis(7_200_000)), "2 uur");
        assert_eq!(Lang::De.spoken(Millis(9_870)), "9,8 Sekunden");
    }

    #[test]
    fn a_face_is_named_by_its_player_then_its_time() {
        assert_eq!(
            Lang::En.face_label("Anna", Millis(182_000)),
            "Anna: 3 minutes 2 seconds"
        );
        assert_eq!(
            Lang::Fr.face_label("Noirs", Millis(1_000)),
            "Noirs\u{a0}: 1,0 secondes"
        );
        assert_eq!(
            Lang::Es.face_label("Blancas", Millis(120_000)),
            "Blancas: 2 minutos"
        );
    }
}
