//! The scoresheet: a standard-play player with less than five minutes and no 30 seconds or more
//! added a move need not record for the rest of the period (FIDE 8.4); rapid and blitz players never
//! need to (A.2; FMJD Annex 6 Art. 4).

use flagfall_core::{Action, Article, Millis, Rulebook, Scoresheet, Side};

mod support;
use support::{play, secs, started};

fn set(side: Side, time: Millis) -> Action {
    Action::SetTime { side, time }
}

const EXEMPT: Scoresheet = Scoresheet::ExemptForThePeriod {
    article: Article::laws(Rulebook::Fide2023, "8.4"),
};

#[test]
fn fide_8_4_under_five_minutes_the_player_need_not_record() {
    let mut g = started("90", Rulebook::Fide2023);
    play(&mut g, &[(set(Side::White, Millis::from_mins(5)), secs(0))]);
    // Exactly five minutes is not less than five.
    assert_eq!(g.scoresheet(Side::White, secs(0)), Scoresheet::Required);
    assert_eq!(g.scoresheet(Side::White, secs(1)), EXEMPT);
    assert!(g.scoresheet(Side::Black, secs(1)).must_record());
}

#[test]
fn fide_8_4_thirty_seconds_a_move_keeps_the_duty() {
    let mut g = started("90+30", Rulebook::Fide2023);
    play(&mut g, &[(set(Side::White, Millis::from_mins(4)), secs(0))]);
    assert_eq!(g.scoresheet(Side::White, secs(1)), Scoresheet::Required);
    let mut less = started("90+29", Rulebook::Fide2023);
    play(
        &mut less,
        &[(set(Side::White, Millis::from_mins(4)), secs(0))],
    );
    assert_eq!(less.scoresheet(Side::White, secs(1)), EXEMPT);
}

#[test]
fn fide_8_4_the_exemption_lasts_for_the_rest_of_the_period() {
    let mut g = started("90/2, 30", Rulebook::Fide2023);
    play(
        &mut g,
        &[
            (set(Side::White, Millis::from_mins(5)), secs(0)),
            // White moves with 4:50 left, then is given time back above five minutes.
            (Action::Press, secs(10)),
            (set(Side::White, Millis::from_mins(10)), secs(11)),
        ],
    );
    assert_eq!(g.scoresheet(Side::White, secs(11)), EXEMPT);
    // White's second move completes the period: the next one brings the duty back.
    play(
        &mut g,
        &[(Action::Press, secs(12)), (Action::Press, secs(13))],
    );
    assert_eq!(g.view(secs(13)).sides.white.period, 1);
    assert_eq!(g.scoresheet(Side::White, secs(13)), Scoresheet::Required);
}

#[test]
fn rapid_and_blitz_players_never_need_to_record_a_2() {
    for (rulebook, notation, article) in [
        (
            Rulebook::Fide2023,
            "15+10",
            Article::laws(Rulebook::Fide2023, "A.2"),
        ),
        (
            Rulebook::Fide2023,
            "3+2",
            Article::laws(Rulebook::Fide2023, "B.3 (A.2)"),
        ),
        (
            Rulebook::Fide2018,
            "15+10",
            Article::laws(Rulebook::Fide2018, "A2"),
        ),
        (
            Rulebook::Fide2009,
            "25",
            Article::laws(Rulebook::Fide2009, "Appendix A.2"),
        ),
        (
            Rulebook::Fmjd,
            "10",
            Article::laws(Rulebook::Fmjd, "Art. 4"),
        ),
    ] {
        let g = started(notation, rulebook);
        assert_eq!(
            g.scoresheet(Side::Black, secs(1)),
            Scoresheet::NotRequired { article },
            "{rulebook} {notation}"
        );
    }
}
