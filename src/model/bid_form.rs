//! An Armageddon bid as the set-up screen takes it: the base both bid against, and each player's
//! name and bid. Pure: the core settles the bid ([`settle_bid`]); this reads what was typed and says
//! who plays which colour.

use flagfall_core::{
    parse_game_time, parse_human, settle_bid, BidRefusal, Bidder, BySide, Millis, NotationError,
    Side, TimeControl,
};

/// What was typed: the base, and for each bidder (in the order entered) a name and a bid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BidForm {
    pub base: String,
    pub names: [String; 2],
    pub bids: [String; 2],
}

/// One text of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BidText {
    Base,
    /// The name of the bidder at this index (from 0).
    Name(usize),
    /// The bid of the bidder at this index.
    Bid(usize),
}

impl BidText {
    /// The text in `form`.
    pub fn of(self, form: &BidForm) -> &String {
        match self {
            BidText::Base => &form.base,
            BidText::Name(index) => &form.names[index],
            BidText::Bid(index) => &form.bids[index],
        }
    }

    /// The text in `form`, to change.
    pub fn of_mut(self, form: &mut BidForm) -> &mut String {
        match self {
            BidText::Base => &mut form.base,
            BidText::Name(index) => &mut form.names[index],
            BidText::Bid(index) => &mut form.bids[index],
        }
    }
}

/// Why the form gives no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BidFormError {
    /// The base is no control.
    Base(NotationError),
    /// The bid of the bidder at this index (from 0) is no time: minutes, or `m:ss`.
    NotATime { index: usize, typed: String },
    /// The core refused the bids.
    Refused(BidRefusal),
}

/// A settled bid: the control, and each colour's player's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BidGame {
    pub control: TimeControl,
    pub names: BySide<String>,
}

/// A bid as typed: whole minutes (`25`), or minutes and seconds (`24:30`).
fn bid_time(typed: &str) -> Option<Millis> {
    let typed = typed.trim();
    if typed.contains(':') {
        parse_game_time(typed)
    } else {
        typed
            .parse::<u16>()
            .ok()
            .map(|minutes| Millis::from_mins(i64::from(minutes)))
    }
}

impl BidForm {
    /// The form as it opens: the 2009 US Championship's base, 45 minutes and 5 seconds a move.
    pub fn new() -> BidForm {
        BidForm {
            base: "45+5".to_owned(),
            ..BidForm::default()
        }
    }

    /// The game the bids give: the lower bidder plays Black on the time bid, the other White on
    /// the base.
    pub fn settle(&self) -> Result<BidGame, BidFormError> {
        let base = parse_human(self.base.trim()).map_err(BidFormError::Base)?;
        let read = |index: usize| {
            bid_time(&self.bids[index]).ok_or_else(|| BidFormError::NotATime {
                index,
                typed: self.bids[index].trim().to_owned(),
            })
        };
        let settled = settle_bid(&base, [read(0)?, read(1)?]).map_err(BidFormError::Refused)?;
        let (black, white) = match settled.black {
            Bidder::First => (0, 1),
            Bidder::Second => (1, 0),
        };
        let name = |index: usize| self.names[index].trim().to_owned();
        Ok(BidGame {
            control: settled.control,
            names: BySide::new(name(white), name(black)),
        })
    }
}

impl BidGame {
    /// The name of `side`'s player.
    pub fn name(&self, side: Side) -> &str {
        &self.names[side]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::to_human;

    fn form(bids: [&str; 2]) -> BidForm {
        BidForm {
            names: ["Ana".to_owned(), "Ben".to_owned()],
            bids: bids.map(str::to_owned),
            ..BidForm::new()
        }
    }

    #[test]
    fn the_lower_bidder_plays_black_on_the_time_bid_and_the_other_white_on_the_base() {
        let game = form(["30", "24:30"]).settle().unwrap();
        assert_eq!(to_human(&game.control), "45+5 vs 24.5+5");
        assert_eq!(
            (game.name(Side::White), game.name(Side::Black)),
            ("Ana", "Ben")
        );
        let game = form([" 20 ", "25"]).settle().unwrap();
        assert_eq!(
            (game.name(Side::White), game.name(Side::Black)),
            ("Ben", "Ana")
        );
    }

    #[test]
    fn a_bid_that_is_no_time_equal_bids_and_a_bad_base_are_said() {
        assert_eq!(
            form(["half an hour", "25"]).settle(),
            Err(BidFormError::NotATime {
                index: 0,
                typed: "half an hour".to_owned()
            })
        );
        assert_eq!(
            form(["25", "99999"]).settle(),
            Err(BidFormError::NotATime {
                index: 1,
                typed: "99999".to_owned()
            })
        );
        assert_eq!(
            form(["25", "25:00"]).settle(),
            Err(BidFormError::Refused(BidRefusal::Equal))
        );
        let bad_base = BidForm {
            base: "45+".to_owned(),
            ..form(["20", "25"])
        };
        assert_eq!(
            bad_base.settle(),
            Err(BidFormError::Base(parse_human("45+").unwrap_err()))
        );
    }
}
