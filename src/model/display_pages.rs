//! A hall's display shows its boards a screenful at a time and turns the page every few seconds, as
//! nobody scrolls a screen on a wall. Pure: `browser::display_pages` measures the screen and turns.

use std::ops::Range;

/// How long a page stays on the display: time to find one's board and read both times.
pub const PAGE_MS: u32 = 10_000;

/// How many cards a screenful holds: `columns` across, as many rows as fit in `height` pixels with
/// cards `card` pixels high and `gap` pixels apart; at least one, whatever was measured.
#[must_use]
pub fn per_page(columns: usize, height: f64, card: f64, gap: f64) -> usize {
    let rows = if card > 0.0 && height.is_finite() {
        ((height + gap) / (card + gap)).floor()
    } else {
        1.0
    };
    // A float from pixels: at least one row, and no more than any display has.
    let rows = rows.clamp(1.0, 1_000.0) as usize;
    columns.max(1) * rows
}

/// How many pages `count` boards make in pages of `per`.
#[must_use]
pub fn pages(count: usize, per: usize) -> usize {
    count.div_ceil(per.max(1)).max(1)
}

/// The page after `page`, the first after the last (or after a page beyond it: the boards may
/// have become fewer).
#[must_use]
pub fn next_page(page: usize, count: usize, per: usize) -> usize {
    if page + 1 < pages(count, per) {
        page + 1
    } else {
        0
    }
}

/// The boards page `page` shows, by their place in board order (a page beyond the last shows the
/// last: the boards may have become fewer).
#[must_use]
pub fn page_range(page: usize, count: usize, per: usize) -> Range<usize> {
    let per = per.max(1);
    let page = page.min(pages(count, per) - 1);
    page * per..((page + 1) * per).min(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screenful_is_the_columns_times_the_rows_that_fit_whole() {
        // 1280x800 less a header: 700 px for cards 60 px high, 4 px apart: 11 rows (11 x 64 - 4).
        assert_eq!(per_page(5, 700.0, 60.0, 4.0), 55);
        assert_eq!(per_page(5, 699.0, 60.0, 4.0), 50);
        // Nothing measured (hidden, zero-sized): one row, never none.
        assert_eq!(per_page(0, 0.0, 0.0, 0.0), 1);
        assert_eq!(per_page(3, f64::NAN, 60.0, 4.0), 3);
        assert_eq!(per_page(3, -50.0, 60.0, 4.0), 3);
    }

    #[test]
    fn the_pages_turn_through_every_board_and_back_to_the_first() {
        assert_eq!(pages(300, 50), 6);
        assert_eq!(pages(301, 50), 7);
        assert_eq!(pages(0, 50), 1);
        assert_eq!(page_range(0, 301, 50), 0..50);
        assert_eq!(page_range(6, 301, 50), 300..301);
        assert_eq!(next_page(5, 301, 50), 6);
        assert_eq!(next_page(6, 301, 50), 0);
        // Fewer boards, or more per page, than when the page was turned: the last page shows.
        assert_eq!(page_range(6, 120, 50), 100..120);
        assert_eq!(page_range(0, 12, 50), 0..12);
        assert_eq!(next_page(0, 12, 50), 0);
        assert_eq!(next_page(4, 120, 50), 0);
    }
}
