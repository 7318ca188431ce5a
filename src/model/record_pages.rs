//! Which rows of the incident log the record shows: at most `Page::ROWS` at a time, so showing a
//! record costs the same for ten incidents or a hundred thousand. Pages are counted back from the
//! latest incident, the one an arbiter looks at first: the latest page is always full and the
//! earliest holds what is left over. Pure; every step is arithmetic on the log's length, never a loop
//! over it or over a number typed.

use core::ops::Range;

/// A page of the log: how many pages back from the latest one (0 is the latest).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Page {
    back: usize,
}

impl Page {
    /// Rows on a page: a whole game of a few hundred moves' presses fits on one page, and one page
    /// renders in a few milliseconds.
    pub const ROWS: usize = 200;

    /// The page of the latest incidents.
    pub const LATEST: Page = Page { back: 0 };

    /// How many pages a log of `len` incidents takes (an empty log still has its one, empty, page).
    pub const fn count(len: usize) -> usize {
        if len == 0 {
            1
        } else {
            len.div_ceil(Page::ROWS)
        }
    }

    /// The page of the earliest incidents of a log of `len`.
    pub const fn earliest(len: usize) -> Page {
        Page {
            back: Page::count(len) - 1,
        }
    }

    /// The page that shows incident `number` (counted from 1) of a log of `len`; `None` when the log
    /// has no such incident.
    pub const fn showing(number: usize, len: usize) -> Option<Page> {
        if number == 0 || number > len {
            return None;
        }
        Some(Page {
            back: (len - number) / Page::ROWS,
        })
    }

    /// This page in a log of `len`: a page that the log no longer reaches is its earliest one.
    const fn within(self, len: usize) -> Page {
        let earliest = Page::earliest(len);
        if self.back > earliest.back {
            earliest
        } else {
            self
        }
    }

    /// The indices (from 0) of the incidents this page shows in a log of `len`, in the log's order.
    pub const fn rows(self, len: usize) -> Range<usize> {
        // At most the earliest page: back × ROWS ≤ len, no overflow.
        let end = len - self.within(len).back * Page::ROWS;
        end.saturating_sub(Page::ROWS)..end
    }

    /// The page before this one, or this one when it is the earliest.
    pub const fn earlier(self, len: usize) -> Page {
        Page {
            back: self.back.saturating_add(1),
        }
        .within(len)
    }

    /// The page after this one, or this one when it is the latest.
    pub const fn later(self, len: usize) -> Page {
        Page {
            back: self.within(len).back.saturating_sub(1),
        }
    }

    pub const fn is_latest(self, len: usize) -> bool {
        self.within(len).back == 0
    }

    pub const fn is_earliest(self, len: usize) -> bool {
        self.within(len).back == Page::earliest(len).back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LONG: usize = 100_000;

    #[test]
    fn a_log_of_one_page_shows_every_row_and_has_nowhere_to_go() {
        for len in [0, 1, Page::ROWS] {
            assert_eq!(Page::count(len), 1);
            assert_eq!(Page::LATEST.rows(len), 0..len);
            assert!(Page::LATEST.is_earliest(len));
            assert_eq!(Page::LATEST.earlier(len), Page::LATEST);
            assert_eq!(Page::LATEST.later(len), Page::LATEST);
        }
    }

    #[test]
    fn a_long_log_opens_on_its_latest_full_page_and_leaves_the_rest_to_the_earliest() {
        let len = 2 * Page::ROWS + 1;
        assert_eq!(Page::count(len), 3);
        assert_eq!(Page::LATEST.rows(len), 201..401);
        assert_eq!(Page::LATEST.earlier(len).rows(len), 1..201);
        assert_eq!(Page::earliest(len).rows(len), 0..1);
        assert_eq!(Page::LATEST.earlier(len).earlier(len), Page::earliest(len));
    }

    #[test]
    fn earlier_and_later_stop_at_the_ends() {
        let earliest = Page::earliest(LONG);
        assert_eq!(earliest.rows(LONG), 0..200);
        assert_eq!(earliest.earlier(LONG), earliest);
        assert!(earliest.is_earliest(LONG));
        assert!(!earliest.is_latest(LONG));
        assert_eq!(earliest.later(LONG).rows(LONG), 200..400);
        assert_eq!(Page::LATEST.later(LONG), Page::LATEST);
        assert_eq!(Page::LATEST.rows(LONG), 99_800..100_000);
        assert!(!Page::LATEST.is_earliest(LONG));
    }

    #[test]
    fn a_page_kept_from_a_longer_log_is_the_latest_of_a_log_of_one_page() {
        let kept = Page::earliest(LONG);
        assert!(kept.is_latest(150));
        assert!(kept.is_earliest(150));
    }

    #[test]
    fn every_incident_is_on_the_page_that_shows_it() {
        for len in [1, 199, 200, 201, 1_000, 1_001] {
            for number in 1..=len {
                let rows = Page::showing(number, len).unwrap().rows(len);
                assert!(rows.contains(&(number - 1)), "{number} of {len}: {rows:?}");
            }
        }
        assert_eq!(Page::showing(1, LONG), Some(Page::earliest(LONG)));
        assert_eq!(Page::showing(LONG, LONG), Some(Page::LATEST));
    }

    #[test]
    fn an_incident_the_log_does_not_have_is_on_no_page() {
        assert_eq!(Page::showing(0, LONG), None);
        assert_eq!(Page::showing(LONG + 1, LONG), None);
        assert_eq!(Page::showing(usize::MAX, LONG), None);
        assert_eq!(Page::showing(1, 0), None);
    }

    #[test]
    fn a_page_the_log_no_longer_reaches_is_its_earliest() {
        // Paged back far in a long game, then shown a shorter one.
        let far = Page::earliest(LONG);
        assert_eq!(far.rows(300), 0..100);
        assert!(far.is_earliest(300));
        assert_eq!(far.later(300), Page::LATEST);
    }
}
