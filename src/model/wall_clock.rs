//! Calendar dates and times of day from epoch milliseconds, for the log and the exports. Pure: the
//! caller passes the time-zone offset the browser reported.

use flagfall_core::Instant;

/// A moment on the calendar, in the time zone it was made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WallClock {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub milli: u32,
    /// Minutes east of UTC.
    pub offset: i32,
}

impl WallClock {
    /// `at` (milliseconds since the Unix epoch) in a zone `offset` minutes east of UTC.
    pub fn at(at: Instant, offset: i32) -> WallClock {
        let local = at.0.saturating_add(i64::from(offset) * 60_000);
        let days = local.div_euclid(86_400_000);
        let in_day = local.rem_euclid(86_400_000);
        let (year, month, day) = civil_from_days(days);
        let part = |unit: i64, modulo: i64| u32::try_from(in_day / unit % modulo).unwrap_or(0);
        WallClock {
            year,
            month,
            day,
            hour: part(3_600_000, 24),
            minute: part(60_000, 60),
            second: part(1000, 60),
            milli: part(1, 1000),
            offset,
        }
    }

    /// `14:05:09.250`.
    pub fn time_of_day(&self) -> String {
        format!(
            "{:02}:{:02}:{:02}.{:03}",
            self.hour, self.minute, self.second, self.milli
        )
    }

    /// `2026-11-22`.
    pub fn date(&self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The date and the time to the minute, the parts joined as the caller's use needs: `(" ", ":")`
    /// gives `2026-11-22 14:44`, `("-", "")` gives `2026-11-22-1444`.
    pub fn minute_text(&self, after_date: &str, after_hour: &str) -> String {
        format!(
            "{}{after_date}{:02}{after_hour}{:02}",
            self.date(),
            self.hour,
            self.minute
        )
    }

    /// ISO 8601 with the offset: `2026-11-22T14:05:09.250+01:00`.
    pub fn iso(&self) -> String {
        format!(
            "{}T{}{}",
            self.date(),
            self.time_of_day(),
            self.offset_text()
        )
    }

    /// The zone, as every time of day in the record is given with it: `UTC+01:00`.
    pub fn zone(&self) -> String {
        format!("UTC{}", self.offset_text())
    }

    /// The offset as ISO 8601 writes it: `+01:00`, `-04:30`.
    fn offset_text(&self) -> String {
        let sign = if self.offset < 0 { '-' } else { '+' };
        let offset = self.offset.unsigned_abs();
        format!("{sign}{:02}:{:02}", offset / 60, offset % 60)
    }
}

/// The proleptic Gregorian date of a day count from 1970-01-01, by the usual era arithmetic (eras of
/// 400 years, 146 097 days, starting on 1 March so the leap day falls at the end).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = u32::try_from(day_of_year - (153 * month_index + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    })
    .unwrap_or(1);
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_epoch_is_the_first_of_january_1970() {
        assert_eq!(
            WallClock::at(Instant(0), 0).iso(),
            "1970-01-01T00:00:00.000+00:00"
        );
    }

    #[test]
    fn a_known_instant_reads_the_same_in_utc_and_an_hour_east() {
        // 2026-11-22 14:44:19.123 UTC.
        let at = Instant(1_795_358_659_123);
        assert_eq!(WallClock::at(at, 0).iso(), "2026-11-22T14:44:19.123+00:00");
        assert_eq!(WallClock::at(at, 60).iso(), "2026-11-22T15:44:19.123+01:00");
        assert_eq!(WallClock::at(at, 60).zone(), "UTC+01:00");
        assert_eq!(WallClock::at(at, -270).zone(), "UTC-04:30");
        assert_eq!(
            WallClock::at(at, -330).iso(),
            "2026-11-22T09:14:19.123-05:30"
        );
    }

    #[test]
    fn minute_text_joins_the_parts_as_asked() {
        let wall = WallClock::at(Instant(1_795_358_659_123), 60);
        assert_eq!(wall.minute_text(" ", ":"), "2026-11-22 15:44");
        assert_eq!(wall.minute_text("-", ""), "2026-11-22-1544");
    }

    #[test]
    fn leap_days_and_year_ends_fall_right() {
        let day = 86_400_000;
        // 2024-02-29 is day 19 782; 2000-12-31 is day 11 322.
        assert_eq!(WallClock::at(Instant(19_782 * day), 0).date(), "2024-02-29");
        assert_eq!(WallClock::at(Instant(19_783 * day), 0).date(), "2024-03-01");
        assert_eq!(WallClock::at(Instant(11_322 * day), 0).date(), "2000-12-31");
        assert_eq!(
            WallClock::at(Instant(-1), 0).iso(),
            "1969-12-31T23:59:59.999+00:00"
        );
    }
}
