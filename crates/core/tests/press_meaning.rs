//! The face rule: what a press on a side's half of the clock does, the actions it stands for, the
//! instant an input is charged at, and when the game next decides something by itself.

use flagfall_core::{
    Action, BySide, GameSettings, Instant, Millis, Phase, PressMeaning, Rulebook, Side,
};

mod support;
use support::{game, play, secs, with_default_time};

fn ended(at: Instant) -> (Action, Instant) {
    (
        Action::End {
            result: None,
            reason: "abandoned".to_owned(),
        },
        at,
    )
}

#[test]
fn fide_6_6_before_the_start_blacks_press_starts_whites_clock_and_whites_does_nothing() {
    let g = game("3+2", GameSettings::default());
    assert!(g.awaits_start());
    assert_eq!(
        BySide::from_fn(|side| g.press_meaning(side)),
        BySide::new(
            PressMeaning::Nothing,
            PressMeaning::Start { arrives: false }
        )
    );
    assert_eq!(g.press_meaning(Side::Black).actions(), [Action::Start]);
    assert_eq!(g.press_meaning(Side::White).actions(), []);
}

#[test]
fn fide_6_7_under_a_default_time_blacks_starting_press_marks_black_present_first() {
    let mut g = with_default_time("15+10", Rulebook::Fide2023, Millis::ZERO);
    assert_eq!(
        g.press_meaning(Side::Black),
        PressMeaning::Start { arrives: true }
    );
    assert_eq!(
        g.press_meaning(Side::Black).actions(),
        [Action::Arrive { side: Side::Black }, Action::Start]
    );
    play(&mut g, &[(Action::Arrive { side: Side::Black }, secs(0))]);
    assert_eq!(
        g.press_meaning(Side::Black),
        PressMeaning::Start { arrives: false }
    );
    // Without a default time nobody is marked: an absent Black is no matter.
    assert_eq!(
        game("15+10", GameSettings::default()).press_meaning(Side::Black),
        PressMeaning::Start { arrives: false }
    );
}

#[test]
fn fide_6_2_1_during_the_game_only_the_running_sides_press_counts() {
    let mut g = game("3+2", GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    assert!(!g.awaits_start());
    assert_eq!(
        BySide::from_fn(|side| g.press_meaning(side)),
        BySide::new(PressMeaning::Complete, PressMeaning::Nothing)
    );
    assert_eq!(g.press_meaning(Side::White).actions(), [Action::Press]);
    play(&mut g, &[(Action::Press, secs(1))]);
    assert_eq!(
        BySide::from_fn(|side| g.press_meaning(side)),
        BySide::new(PressMeaning::Nothing, PressMeaning::Complete)
    );
    play(&mut g, &[(Action::Pause, secs(2))]);
    assert_eq!(
        BySide::from_fn(|side| g.press_meaning(side)),
        BySide::both(PressMeaning::Nothing)
    );
}

#[test]
fn a_press_does_nothing_once_the_game_is_over_even_one_ended_before_its_start() {
    let mut g = game("3+2", GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0)), ended(secs(1))]);
    assert_eq!(
        BySide::from_fn(|side| g.press_meaning(side)),
        BySide::both(PressMeaning::Nothing)
    );
    let mut before_start = game("3+2", GameSettings::default());
    play(&mut before_start, &[ended(secs(0))]);
    assert_eq!(before_start.started_at(), None);
    assert_eq!(before_start.clock().phase(), Phase::Stopped { at: secs(0) });
    assert!(!before_start.awaits_start());
    assert_eq!(
        BySide::from_fn(|side| before_start.press_meaning(side)),
        BySide::both(PressMeaning::Nothing)
    );
}

#[test]
fn the_side_to_press_is_black_before_the_start_then_the_running_side_then_none() {
    let mut g = game("3+2", GameSettings::default());
    assert_eq!(g.side_to_press(), Some(Side::Black));
    play(&mut g, &[(Action::Start, secs(0))]);
    assert_eq!(g.side_to_press(), Some(Side::White));
    play(&mut g, &[(Action::Press, secs(1))]);
    assert_eq!(g.side_to_press(), Some(Side::Black));
    play(&mut g, &[(Action::Pause, secs(2))]);
    assert_eq!(g.side_to_press(), None);
    play(&mut g, &[(Action::Resume, secs(3)), ended(secs(4))]);
    assert_eq!(g.side_to_press(), None);
}

#[test]
fn an_input_is_charged_at_its_own_instant_never_in_the_future_long_past_nor_before_the_log() {
    let mut g = game(
        "1",
        GameSettings {
            run_on_after_flag: true,
            ..GameSettings::default()
        },
    );
    // Nothing logged: the input's instant, or the present when the input claims to be later.
    assert_eq!(g.charged_at(Instant(3_000), Instant(4_000)), Instant(3_000));
    assert_eq!(g.charged_at(Instant(5_000), Instant(4_000)), Instant(4_000));
    // Stamped up to two seconds before: a busy device. Longer: the input's clock is out of step
    // with the faces' (a jump of one of them), and the faces' reading counts.
    assert_eq!(g.charged_at(Instant(2_000), Instant(4_000)), Instant(2_000));
    assert_eq!(g.charged_at(Instant(1_999), Instant(4_000)), Instant(4_000));
    assert_eq!(
        g.charged_at(Instant(4_000), Instant(604_000)),
        Instant(604_000)
    );
    play(&mut g, &[(Action::Start, secs(0))]);
    // The flag timer logs White's flag at 60 s; the press it raced, stamped before, is charged then.
    g.observe(Instant(60_010));
    assert_eq!(g.last_logged_at(), Some(Instant(60_000)));
    assert_eq!(
        g.charged_at(Instant(59_990), Instant(60_020)),
        Instant(60_000)
    );
    assert_eq!(
        g.charged_at(Instant(60_005), Instant(60_020)),
        Instant(60_005)
    );
}

#[test]
fn the_next_deadline_is_the_running_sides_flag_or_the_default_time_whichever_comes_first() {
    let mut g = with_default_time("15+10", Rulebook::Fide2023, Millis::from_mins(5));
    assert_eq!(g.next_deadline(), None);
    play(&mut g, &[(Action::Start, secs(0))]);
    // White's 15:10 runs out at 910 s; both absent, the default time passes at 300 s.
    assert_eq!(g.next_deadline(), Some(secs(300)));
    play(
        &mut g,
        &[
            (Action::Arrive { side: Side::White }, secs(1)),
            (Action::Arrive { side: Side::Black }, secs(1)),
        ],
    );
    assert_eq!(g.next_deadline(), Some(secs(910)));
    play(&mut g, &[(Action::Pause, secs(2))]);
    assert_eq!(g.next_deadline(), None);
}

#[test]
fn a_flag_that_fell_unobserved_is_still_the_next_deadline() {
    let mut g = game("1", GameSettings::default());
    play(&mut g, &[(Action::Start, secs(0))]);
    assert_eq!(g.next_deadline(), Some(secs(60)));
    // Past the flag, nothing observed yet: still due, so a timer fires at once and observes it.
    assert_eq!(g.clock().running(secs(61)), None);
    assert_eq!(g.next_deadline(), Some(secs(60)));
    g.observe(secs(61));
    assert_eq!(g.next_deadline(), None);
}

#[test]
fn the_control_in_force_is_the_one_set_last_and_the_starting_one_stays() {
    let mut g = game("3+2", GameSettings::default());
    play(
        &mut g,
        &[
            (Action::Start, secs(0)),
            (
                Action::SetControl {
                    control: flagfall_core::parse_human("5+3").unwrap(),
                    override_lock: true,
                },
                secs(1),
            ),
        ],
    );
    assert_eq!(g.control(), &flagfall_core::parse_human("5+3").unwrap());
    assert_eq!(
        g.starting_control(),
        &flagfall_core::parse_human("3+2").unwrap()
    );
}

#[test]
fn a_press_is_charged_at_its_own_instant_and_applies_all_its_actions() {
    let mut g = with_default_time("3+2", Rulebook::Fide2023, Millis(60_000));
    // Handled 30 ms after the input: charged at the input, with Black's arrival first (6.7).
    let added = g
        .press_face(Side::Black, Instant(1_000), Instant(1_030))
        .unwrap()
        .to_vec();
    assert_eq!(
        added
            .iter()
            .map(|i| (i.at, i.event.name()))
            .collect::<Vec<_>>(),
        [(Instant(1_000), "arrived"), (Instant(1_000), "started")]
    );
    // A press that means nothing adds nothing.
    assert!(g
        .press_face(Side::Black, Instant(2_000), Instant(2_000))
        .unwrap()
        .is_empty());
}

#[test]
fn a_refusal_among_several_actions_leaves_the_game_as_it_was() {
    let mut g = game("3+2", GameSettings::default());
    g.apply(Action::Start, Instant(0)).unwrap();
    let before = g.clone();
    let actions = vec![
        Action::Adjust {
            side: Side::Black,
            delta: Millis(60_000),
        },
        // No completed move yet: refused.
        Action::IllegalMove {
            side: Side::White,
            opponent_cannot_mate: false,
            position: None,
        },
    ];
    assert_eq!(
        g.apply_all(actions, Instant(1_000)),
        Err(flagfall_core::GameError::NoMoveYet(Side::White))
    );
    assert_eq!(g, before);
}

#[test]
fn the_pause_key_pauses_a_running_clock_and_resumes_a_paused_one() {
    let mut g = game("3+2", GameSettings::default());
    assert_eq!(g.pause_or_resume(), None);
    g.apply(Action::Start, Instant(0)).unwrap();
    assert_eq!(g.pause_or_resume(), Some(Action::Pause));
    g.apply(Action::Pause, Instant(1_000)).unwrap();
    assert_eq!(g.pause_or_resume(), Some(Action::Resume));
}
