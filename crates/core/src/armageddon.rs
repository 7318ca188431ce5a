//! Armageddon: the deciding game of a tie-break, with more time for White and draw odds for Black.
//!
//! The times are an ordinary control with odds (`5/60, 0+2 vs 4/60, 0+2`, `6 vs 5`, or a bid's
//! `45+5 vs 25+5`); what Armageddon adds is who wins a drawn game: "In case of a draw the player with
//! the black pieces is declared the winner" (FIDE World Cup 2015; World Championship 2006, 3.7.3).
//! The result stays the one on the board (`1/2-1/2`), as the rules that made it say; the winner is
//! said beside it.

use crate::{BySide, ControlError, GameResult, Millis, Period, Side, TimeControl};

impl GameResult {
    /// Who won a game with this result: the side a decisive result names, and in Armageddon
    /// (`armageddon`) Black for a draw too; `None` for a draw otherwise.
    ///
    /// ```
    /// use flagfall_core::{GameResult, Side};
    /// assert_eq!(GameResult::Draw.winner(true), Some(Side::Black));
    /// assert_eq!(GameResult::Draw.winner(false), None);
    /// assert_eq!(GameResult::WhiteWins.winner(true), Some(Side::White));
    /// ```
    #[must_use]
    pub const fn winner(self, armageddon: bool) -> Option<Side> {
        match self {
            GameResult::WhiteWins => Some(Side::White),
            GameResult::BlackWins => Some(Side::Black),
            GameResult::Draw if armageddon => Some(Side::Black),
            GameResult::Draw => None,
        }
    }
}

/// The two players of a bid, in the order their bids were entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bidder {
    First,
    Second,
}

/// A bid settled (2009 US Championship playoff): "The player who bid the lower number of time
/// chooses his or her color and gets the amount of time they wrote down; the other side always
/// receives 45:00". The rule lets the lower bidder choose; what is bid is the time Black would play
/// on, so the lower bidder takes Black, the side with draw odds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettledBid {
    /// Who plays Black.
    pub black: Bidder,
    /// White on the base; Black on the base with its first period's time replaced by the bid.
    pub control: TimeControl,
}

/// Why a bid cannot be settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BidRefusal {
    /// Both bid the same time: "the chief arbiter will flip a coin".
    Equal,
    /// A bid of no time, or not below White's time (`base`): it gives Black no less time.
    NotBelowBase { bid: Millis, base: Millis },
    /// The base itself gives the sides different times: a bid is made against one base for both.
    BaseWithOdds,
    /// Black's periods with the bid cannot be played.
    Control(ControlError),
}

impl std::error::Error for BidRefusal {}

/// Settles an Armageddon bid on `base`, each player's bid (in the order entered) being the time they
/// would take Black with.
///
/// ```
/// use flagfall_core::{parse_human, settle_bid, to_human, Bidder, Millis};
/// let bids = [Millis::from_mins(30), Millis::from_mins(25)];
/// let settled = settle_bid(&parse_human("45+5")?, bids)?;
/// assert_eq!(settled.black, Bidder::Second);
/// assert_eq!(to_human(&settled.control), "45+5 vs 25+5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn settle_bid(base: &TimeControl, bids: [Millis; 2]) -> Result<SettledBid, BidRefusal> {
    if !base.is_symmetric() {
        return Err(BidRefusal::BaseWithOdds);
    }
    let white = base.periods(Side::White).to_vec();
    let base_time = white.first().map_or(Millis::ZERO, |first| first.time);
    if let Some(&bid) = bids
        .iter()
        .find(|&&bid| !bid.is_positive() || bid >= base_time)
    {
        return Err(BidRefusal::NotBelowBase {
            bid,
            base: base_time,
        });
    }
    let (black, bid) = match bids[0].cmp(&bids[1]) {
        core::cmp::Ordering::Less => (Bidder::First, bids[0]),
        core::cmp::Ordering::Greater => (Bidder::Second, bids[1]),
        core::cmp::Ordering::Equal => return Err(BidRefusal::Equal),
    };
    let black_periods: Vec<Period> = white
        .iter()
        .enumerate()
        .map(|(index, &period)| {
            if index == 0 {
                Period {
                    time: bid,
                    ..period
                }
            } else {
                period
            }
        })
        .collect();
    let periods = BySide::new(white, black_periods);
    let control =
        TimeControl::with_odds(periods.white, periods.black).map_err(BidRefusal::Control)?;
    Ok(SettledBid { black, control })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_human, to_human};

    #[test]
    fn armageddon_bid_the_lower_bid_takes_black_on_its_time_and_white_keeps_the_base() {
        let base = parse_human("45+5").unwrap();
        let settled = settle_bid(&base, [Millis::from_mins(20), Millis::from_mins(25)]).unwrap();
        assert_eq!(settled.black, Bidder::First);
        assert_eq!(to_human(&settled.control), "45+5 vs 20+5");
        assert_eq!(
            settle_bid(&base, [Millis::from_mins(25), Millis::from_mins(25)]),
            Err(BidRefusal::Equal)
        );
        assert_eq!(
            settle_bid(&base, [Millis::from_mins(45), Millis::from_mins(25)]),
            Err(BidRefusal::NotBelowBase {
                bid: Millis::from_mins(45),
                base: Millis::from_mins(45)
            })
        );
        assert_eq!(
            settle_bid(&base, [Millis::ZERO, Millis::from_mins(25)]),
            Err(BidRefusal::NotBelowBase {
                bid: Millis::ZERO,
                base: Millis::from_mins(45)
            })
        );
        assert_eq!(
            settle_bid(&parse_human("5 vs 4").unwrap(), [Millis(1), Millis(2)]),
            Err(BidRefusal::BaseWithOdds)
        );
        // Later periods stay as the base has them.
        let two = settle_bid(
            &parse_human("90/40+30, 30+30").unwrap(),
            [Millis::from_mins(70), Millis::from_mins(60)],
        )
        .unwrap();
        assert_eq!(to_human(&two.control), "90/40+30, 30+30 vs 60/40+30, 30+30");
    }

    #[test]
    fn armageddon_a_draw_is_declared_a_win_for_black_and_a_decisive_result_keeps_its_winner() {
        assert_eq!(GameResult::Draw.winner(true), Some(Side::Black));
        assert_eq!(GameResult::WhiteWins.winner(true), Some(Side::White));
        assert_eq!(GameResult::BlackWins.winner(true), Some(Side::Black));
        assert_eq!(GameResult::Draw.winner(false), None);
        assert_eq!(GameResult::WhiteWins.winner(false), Some(Side::White));
    }
}
