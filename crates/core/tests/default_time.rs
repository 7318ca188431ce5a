//! The default time (FIDE 2023 and 2018 6.7.1–6.7.2; 2009 6.6(a)–(b)): a player
//! not present when it passes loses, unless the arbiter decides otherwise.

use flagfall_core::{
    Action, Article, Event, Game, GameError, GameResult, Instant, Millis, Phase, Reason, Rulebook,
    Side,
};

mod support;
use support::{play, secs, with_default_time};

/// 3+2 under `rulebook` with a default time of `default` seconds.
fn game(rulebook: Rulebook, default: i64) -> Game {
    with_default_time("3+2", rulebook, Millis::from_secs(default))
}

fn arrive(side: Side) -> Action {
    Action::Arrive { side }
}

#[test]
fn fide_6_7_1_a_side_not_present_when_the_default_time_passes_loses() {
    let mut g = game(Rulebook::Fide2023, 60);
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    // Black never comes; its clock runs from White's press.
    let added = g.observe(secs(61)).to_vec();
    assert_eq!(added.len(), 1);
    assert_eq!(added[0].at, secs(60));
    assert_eq!(
        added[0].event,
        Event::Decided {
            result: Some(GameResult::WhiteWins),
            reason: Reason::DefaultTime {
                absent: Some(Side::Black),
                article: Article::laws(Rulebook::Fide2023, "6.7.1").into(),
            },
            winner: None,
        }
    );
    assert_eq!(g.clock().remaining(Side::Black, secs(61)), Millis(132_000));
    assert!(g.decided_by_clock());
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn under_fmjd_the_event_sets_the_default_time_and_its_regulations_are_cited() {
    assert_eq!(
        Rulebook::Fmjd.default_time().article,
        Article::EventRegulations
    );
    let mut g = game(Rulebook::Fmjd, 60);
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    let added = g.observe(secs(61)).to_vec();
    let reason = Reason::DefaultTime {
        absent: Some(Side::Black),
        article: Article::EventRegulations,
    };
    assert_eq!(
        added[0].event,
        Event::Decided {
            result: Some(GameResult::WhiteWins),
            reason: reason.clone(),
            winner: None,
        }
    );
    assert_eq!(
        reason.to_string(),
        "Black was not present at the default time and loses (the event's regulations)"
    );
}

#[test]
fn fide_6_7_2_whites_clock_runs_from_the_start_until_white_arrives() {
    let mut g = game(Rulebook::Fide2018, 60);
    play(
        &mut g,
        &[
            (arrive(Side::Black), secs(0)),
            (Action::Start, secs(0)),
            (arrive(Side::White), secs(30)),
        ],
    );
    assert_eq!(g.present(), flagfall_core::BySide::both(true));
    g.observe(secs(61));
    assert_eq!(g.outcome(), None);
    assert_eq!(g.clock().remaining(Side::White, secs(61)), Millis(121_000));
    assert_eq!(g.incidents()[0].event, Event::Arrived { side: Side::Black });
}

#[test]
fn fide_6_7_1_neither_present_both_lose_and_the_result_waits_for_the_arbiter() {
    let mut g = game(Rulebook::Fide2023, 0);
    play(&mut g, &[(Action::Start, secs(0))]);
    g.observe(secs(1));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.result, None);
    assert_eq!(
        outcome.reason.to_string(),
        "neither player was present at the default time: both lose (FIDE 2023 6.7.1)"
    );
}

#[test]
fn a_press_marks_arrival_and_a_second_arrival_is_refused() {
    let mut g = game(Rulebook::Fide2023, 60);
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (Action::Press, secs(5)),
            (Action::Press, secs(20)),
        ],
    );
    g.observe(secs(100));
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.apply(arrive(Side::Black), secs(100)),
        Err(GameError::AlreadyArrived(Side::Black))
    );
}

#[test]
fn fide_2009_6_6_a_cites_the_2009_article() {
    let mut g = game(Rulebook::Fide2009, 3_600);
    play(
        &mut g,
        &[(Action::Start, secs(0)), (arrive(Side::Black), secs(1))],
    );
    g.observe(secs(3_601));
    assert_eq!(
        g.outcome().unwrap().reason.to_string(),
        "White was not present at the default time and loses (FIDE 2009 6.6(a))"
    );
}

#[test]
fn fide_6_7_1_the_arbiter_decides_otherwise_by_reopening_the_game() {
    let mut g = game(Rulebook::Fide2023, 60);
    play(
        &mut g,
        &[(Action::Start, secs(0)), (Action::Press, secs(10))],
    );
    g.observe(secs(70));
    play(
        &mut g,
        &[(Action::Reopen, secs(80)), (arrive(Side::Black), secs(80))],
    );
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.view(secs(80)).phase,
        Phase::Paused {
            side: Side::Black,
            at: secs(80)
        }
    );
    play(
        &mut g,
        &[(Action::Resume, secs(90)), (Action::Press, secs(95))],
    );
    assert_eq!(g.clock().moves(Side::Black), 1);
    // The default time is ruled on once: nothing more is decided.
    g.observe(secs(120));
    assert_eq!(g.outcome(), None);
    assert_eq!(Game::replay(&g.log()).unwrap(), g);
}

#[test]
fn fide_6_7_1_a_player_arriving_at_the_default_time_itself_is_not_late() {
    // "Any player who arrives at the chessboard after the default time shall lose the game."
    let started = || {
        let mut g = game(Rulebook::Fide2023, 60);
        play(
            &mut g,
            &[(Action::Start, secs(0)), (Action::Press, secs(10))],
        );
        g
    };
    let mut on_time = started();
    on_time.apply(arrive(Side::Black), secs(60)).unwrap();
    assert_eq!(on_time.outcome(), None);
    assert_eq!(Game::replay(&on_time.log()).unwrap(), on_time);
    // Pressing at that instant brings Black to the board as well.
    let mut pressed = started();
    pressed.apply(Action::Press, secs(60)).unwrap();
    assert_eq!(pressed.outcome(), None);
    let mut late = started();
    assert_eq!(
        late.apply(arrive(Side::Black), Instant(60_001)),
        Err(GameError::Over)
    );
}
