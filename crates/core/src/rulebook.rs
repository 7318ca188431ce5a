//! The rulebooks Flagfall knows, and their names.
//!
//! Each rule a rulebook decides lives in its own file as a method on [`Rulebook`]: what a control is
//! called (`category.rs`), illegal moves (`illegal_move.rs`), Guidelines III (`guidelines.rs`), flags
//! (`flags.rs`) and the clock-setting lock (`settings_lock.rs`).

use serde::Serialize;
use std::str::FromStr;

/// A set of rules for the clock: the FIDE Laws of Chess in three editions, or FMJD's rules for rapid and
/// blitz draughts. The current FIDE Laws (2023) are the default.
///
/// ```
/// use flagfall_core::Rulebook;
/// assert_eq!(Rulebook::default(), Rulebook::Fide2023);
/// assert_eq!("fide-2009".parse::<Rulebook>(), Ok(Rulebook::Fide2009));
/// assert_eq!(Rulebook::Fmjd.name(), "fmjd");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Default)]
pub enum Rulebook {
    /// The FIDE Laws of Chess in force since 1 January 2023.
    #[default]
    #[serde(rename = "fide-2023")]
    Fide2023,
    /// The FIDE Laws of Chess in force from 1 January 2018 to the end of 2022.
    #[serde(rename = "fide-2018")]
    Fide2018,
    /// The FIDE Laws of Chess in force from 1 July 2009 to 30 June 2014, with the Rapidplay appendix
    /// that put rapid at 15 minutes or more.
    #[serde(rename = "fide-2009")]
    Fide2009,
    /// FMJD (international draughts) Annex 6, "Rapid and Blitz games".
    #[serde(rename = "fmjd")]
    Fmjd,
    /// The US Chess Federation's Official Rules of Chess, 7th edition: chapter 1, and the blitz
    /// chapter for a blitz-rated control.
    #[serde(rename = "uschess")]
    UsChess,
}

impl Rulebook {
    /// Every rulebook, the default first.
    pub const ALL: [Rulebook; 5] = [
        Rulebook::Fide2023,
        Rulebook::Fide2018,
        Rulebook::Fide2009,
        Rulebook::Fmjd,
        Rulebook::UsChess,
    ];

    /// The short name used on the command line and in JSON: `fide-2023`, `fide-2018`, `fide-2009`,
    /// `fmjd` or `uschess`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Rulebook::Fide2023 => "fide-2023",
            Rulebook::Fide2018 => "fide-2018",
            Rulebook::Fide2009 => "fide-2009",
            Rulebook::Fmjd => "fmjd",
            Rulebook::UsChess => "uschess",
        }
    }

    /// The rulebook with this short name (any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Rulebook> {
        Rulebook::ALL
            .into_iter()
            .find(|rulebook| rulebook.name().eq_ignore_ascii_case(name))
    }

    /// The title shown to people.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Rulebook::Fide2023 => "FIDE Laws of Chess (2023)",
            Rulebook::Fide2018 => "FIDE Laws of Chess (2018)",
            Rulebook::Fide2009 => "FIDE Laws of Chess (2009)",
            Rulebook::Fmjd => "FMJD Annex 6: rapid and blitz draughts",
            Rulebook::UsChess => "US Chess Official Rules of Chess (7th edition)",
        }
    }

    /// How rulings cite the rulebook, before the article number.
    #[must_use]
    pub const fn citation(self) -> &'static str {
        match self {
            Rulebook::Fide2023 => "FIDE 2023",
            Rulebook::Fide2018 => "FIDE 2018",
            Rulebook::Fide2009 => "FIDE 2009",
            Rulebook::Fmjd => "FMJD Annex 6",
            Rulebook::UsChess => "US Chess",
        }
    }
}

impl core::fmt::Display for Rulebook {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`Rulebook::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRulebook(pub String);

impl std::error::Error for UnknownRulebook {}

impl FromStr for Rulebook {
    type Err = UnknownRulebook;
    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Rulebook::from_name(name).ok_or_else(|| UnknownRulebook(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rulebook_is_found_again_by_its_name_in_any_case() {
        for rulebook in Rulebook::ALL {
            assert_eq!(Rulebook::from_name(rulebook.name()), Some(rulebook));
            let upper = rulebook.name().to_uppercase();
            assert_eq!(upper.parse::<Rulebook>(), Ok(rulebook));
            assert_eq!(rulebook.to_string(), rulebook.name());
        }
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_list_of_valid_names() {
        let err = "fide-2014".parse::<Rulebook>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown rulebook \"fide-2014\"; the rulebooks are fide-2023, fide-2018, fide-2009, fmjd, uschess"
        );
    }

    #[test]
    fn rulebooks_serialise_as_their_kebab_names() {
        for rulebook in Rulebook::ALL {
            let json = serde_json::to_string(&rulebook).unwrap();
            assert_eq!(json, format!("\"{}\"", rulebook.name()));
            assert_eq!(crate::parse_json::<Rulebook>(&json).unwrap(), rulebook);
        }
    }

    #[test]
    fn the_current_fide_laws_are_the_default() {
        assert_eq!(Rulebook::default(), Rulebook::Fide2023);
        assert_eq!(Rulebook::ALL[0], Rulebook::default());
    }
}
