//! When a face shows its time as low: the same glance on the app's faces and the first clock's.

use flagfall_core::{Method, Millis, Side, SideView, TimeControl};

/// The time under which a face shows low: a tenth of the side's starting time, from 10 s to 1 min,
/// a glance that suits every control.
///
/// ```
/// use flagfall_core::Millis;
/// use flagfall_page::low_time_threshold;
/// assert_eq!(low_time_threshold(Millis::from_secs(180)), Millis::from_secs(18));
/// ```
pub fn low_time_threshold(initial: Millis) -> Millis {
    Millis(initial.as_millis() / 10).clamp(Millis::from_secs(10), Millis::from_secs(60))
}

/// Whether `side`'s face, showing `view` under `control`, shows its time low: counting down, no flag
/// fallen, and at most [`low_time_threshold`] left.
pub fn shows_low(control: &TimeControl, side: Side, view: &SideView) -> bool {
    control.period(side, view.period).method != Method::CountUp
        && view.flag.is_none()
        && view.main <= low_time_threshold(control.initial_time(side))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn low_time_is_a_tenth_of_the_start_between_ten_seconds_and_a_minute() {
        assert_eq!(
            low_time_threshold(Millis::from_secs(180)),
            Millis::from_secs(18)
        );
        assert_eq!(
            low_time_threshold(Millis::from_secs(30)),
            Millis::from_secs(10)
        );
        assert_eq!(
            low_time_threshold(Millis::from_secs(5400)),
            Millis::from_secs(60)
        );
    }
}
