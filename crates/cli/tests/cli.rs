//! The `flagfall` command's exact interface: other tools depend on it.

use flagfall_core::{
    parse_human, Action, ClaimDecision, Game, GameSettings, Instant, Millis, Side,
};
use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::Command;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn flagfall<A: AsRef<OsStr>>(args: &[A]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_flagfall"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().expect("exited"),
        stdout: String::from_utf8(output.stdout).expect("utf-8"),
        stderr: String::from_utf8(output.stderr).expect("utf-8"),
    }
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).expect("valid JSON")
}

fn ok_lines<A: AsRef<OsStr>>(args: &[A]) -> Vec<serde_json::Value> {
    let run = flagfall(args);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty());
    run.stdout.lines().map(json).collect()
}

/// `flagfall simulate` with the words of `script`: the options, the control, then the events.
fn simulate(script: &str) -> Vec<&str> {
    std::iter::once("simulate")
        .chain(script.split_whitespace())
        .collect()
}

/// `flagfall replay PATH`: the state it prints, once it has said on stderr that the log's chain
/// matches, and its digest.
fn replayed<P: AsRef<OsStr>>(path: P) -> Vec<serde_json::Value> {
    let run = flagfall(&[OsStr::new("replay"), path.as_ref()]);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    let digest = run
        .stderr
        .strip_prefix("flagfall: the log's chain matches; its digest is ")
        .unwrap_or_else(|| panic!("stderr: {}", run.stderr));
    assert!(
        digest[..64].bytes().all(|b| b.is_ascii_hexdigit()),
        "{digest}"
    );
    run.stdout.lines().map(json).collect()
}

/// `flagfall replay PATH` of a log written before the chain: the state it prints, once it has said so.
fn unchained_replay(path: &str) -> Vec<serde_json::Value> {
    let run = flagfall(&["replay", path]);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "flagfall: note: this log was written before logs were chained (version 2 or earlier): an edit of it cannot be detected\n");
    run.stdout.lines().map(json).collect()
}

fn refused(args: &[&str]) -> String {
    let run = flagfall(args);
    assert_eq!(run.code, 2, "stdout: {}", run.stdout);
    assert!(run.stdout.is_empty(), "nothing on stdout: {}", run.stdout);
    assert!(!run.stderr.trim().is_empty());
    run.stderr
}

#[test]
fn control_prints_the_documented_object_for_3_plus_2() {
    let run = flagfall(&["control", "3+2"]);
    assert_eq!(run.code, 0);
    let value = json(&run.stdout);
    assert_eq!(value["pgn"], "180+2");
    assert_eq!(
        value["periods"],
        json(
            r#"[{"moves": null, "seconds": 180, "increment": 2, "delay": 0, "delay_kind": null, "hourglass": false}]"#
        )
    );
    assert_eq!(value["category"], "blitz");
    assert!(value["reason"].as_str().unwrap().contains("B.1"));
}

#[test]
fn control_reads_pgn_with_the_flag() {
    let value = &ok_lines(&["control", "--pgn", "40/5400+30:1800+30"])[0];
    assert_eq!(value["pgn"], "40/5400+30:1800+30");
    assert_eq!(value["periods"][0]["moves"], 40);
    assert_eq!(value["periods"][1]["moves"], serde_json::Value::Null);
    assert_eq!(value["category"], "standard");
}

#[test]
fn control_categories_cover_unknown_untimed_and_unclassified() {
    let category = |args: &[&str]| ok_lines(args)[0]["category"].as_str().unwrap().to_owned();
    assert_eq!(category(&["control", "--pgn", "?"]), "unknown");
    assert_eq!(category(&["control", "--pgn", "-"]), "untimed");
    assert_eq!(category(&["control", "--pgn", "*180"]), "unclassified");
    assert_eq!(
        category(&["control", "--rules", "fmjd", "4+0"]),
        "unclassified"
    );
    assert_eq!(
        category(&["control", "--rules", "fmjd", "15+0"]),
        "rapid-or-blitz"
    );
    assert_eq!(
        category(&["control", "--rules", "fide-2009", "10+1"]),
        "blitz"
    );
    assert_eq!(
        category(&["control", "--rules", "fide-2018", "10+1"]),
        "rapid"
    );
}

#[test]
fn control_prints_delays_with_their_kind() {
    let simple = &ok_lines(&["control", "G/90;d5"])[0];
    assert_eq!(simple["pgn"], "5400+5d");
    assert_eq!(simple["periods"][0]["delay"], 5);
    assert_eq!(simple["periods"][0]["delay_kind"], "simple");
    let bronstein = &ok_lines(&["control", "G/5;b5"])[0];
    assert_eq!(bronstein["periods"][0]["delay_kind"], "bronstein");
    assert_eq!(bronstein["pgn"], "300+5b");
}

#[test]
fn simulate_prints_one_state_line_per_state_event() {
    let lines = ok_lines(&simulate("3+2 start@0 press@10 state@10 state@12.5"));
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[0],
        json(
            r#"{"at": 10, "running": "black", "result": null,
                "white": {"ms": 174000, "delay_ms": 0, "moves": 1, "flag_at": null, "must_record": false},
                "black": {"ms": 182000, "delay_ms": 0, "moves": 0, "flag_at": null, "must_record": false}}"#
        )
    );
    assert_eq!(lines[1]["at"], 12.5);
    assert_eq!(lines[1]["black"]["ms"], 179_500);
}

#[test]
fn simulate_reports_the_flag_instant_and_the_result() {
    let lines = ok_lines(&simulate("1+0 start@0 press@10.25 state@100"));
    assert_eq!(lines[0]["black"]["flag_at"], 70.25);
    assert_eq!(lines[0]["black"]["ms"], 0);
    assert_eq!(lines[0]["result"], "1-0");
    assert_eq!(lines[0]["running"], serde_json::Value::Null);
}

#[test]
fn simulate_shows_the_running_delay() {
    let lines = ok_lines(&simulate("G/5;d5 start@0 state@3 press@8 state@9"));
    assert_eq!(lines[0]["white"]["delay_ms"], 2000);
    assert_eq!(lines[0]["white"]["ms"], 300_000);
    assert_eq!(lines[1]["white"]["ms"], 297_000);
    assert_eq!(lines[1]["black"]["delay_ms"], 4000);
}

#[test]
fn simulate_records_a_charge_for_unwatched_time_and_gives_it_back() {
    // Hidden at 20 s, shown at 3620 s with an hour charged: Black's flag fell at 310 s; given back,
    // Black has what it had left without the hour, paused.
    let lines = ok_lines(&simulate(
        "5 start@0 press@10 unwatched:20:3600@3620 state@3620 return-charge@3630 state@3630",
    ));
    assert_eq!(lines[0]["result"], "1-0");
    assert_eq!(lines[1]["result"], serde_json::Value::Null);
    assert_eq!(lines[1]["black"]["ms"], 290_000);
    assert_eq!(lines[1]["running"], serde_json::Value::Null);
}

#[test]
fn simulate_applies_arbiter_adjustments_both_ways() {
    let lines = ok_lines(&simulate(
        "5+0 start@0 add:black:+30@1 add:white:-60.5@2 state@2",
    ));
    assert_eq!(lines[0]["black"]["ms"], 330_000);
    assert_eq!(lines[0]["white"]["ms"], 237_500);
}

#[test]
fn first_illegal_move_in_fide_2023_rapid_gives_one_minute_and_the_second_loses() {
    let lines = ok_lines(&simulate(
        "15+10 start@0 press@5 illegal:white@6 state@6 press@10 illegal:white@11 state@11",
    ));
    assert_eq!(lines[0]["black"]["ms"], 910_000 - 1_000 + 60_000);
    assert_eq!(lines[0]["result"], serde_json::Value::Null);
    assert_eq!(lines[1]["result"], "0-1");
}

#[test]
fn illegal_takes_the_last_press_back_and_the_offender_is_on_move_fide_7_5_1() {
    let lines = ok_lines(&simulate(
        "3+2 start@0 press@10 illegal:white@11 state@11 press@20 state@20",
    ));
    // White: 3:02 less ten seconds, the increment that press earned taken back; Black: a minute more.
    assert_eq!(
        lines[0],
        json(
            r#"{"at": 11, "running": "white", "result": null,
                "white": {"ms": 172000, "delay_ms": 0, "moves": 0, "flag_at": null, "must_record": false},
                "black": {"ms": 241000, "delay_ms": 0, "moves": 0, "flag_at": null, "must_record": false}}"#
        )
    );
    assert_eq!(lines[1]["white"]["moves"], 1);
    assert_eq!(lines[1]["white"]["ms"], 172_000 - 9_000 + 2_000);
    assert_eq!(lines[1]["running"], "black");
    // Found after Black's next move, in rapid without adequate supervision: too late (A.5.2).
    let late = refused(&simulate("15+10 start@0 press@5 press@6 illegal:white@7"));
    assert!(late.contains("(FIDE 2023 A.5.2)"), "{late}");
}

#[test]
fn control_changes_the_control_and_control_bang_overrides_the_lock() {
    let presses: Vec<String> = (1..=20).map(|t| format!("press@{t}")).collect();
    let mut args: Vec<&str> = vec!["simulate", "15+10", "start@0"];
    args.extend(presses.iter().map(String::as_str));
    let mut locked = args.clone();
    locked.push("control:15+5@21");
    let stderr = refused(&locked);
    assert!(
        stderr.contains("the clock settings can no longer be changed (FIDE 2023 A.5.1.1)"),
        "{stderr}"
    );
    let mut overridden = args.clone();
    overridden.extend(["control!:15+5@21", "press@22", "state@22"]);
    let lines = ok_lines(&overridden);
    // White's 11th move, 2 s long, earns the new control's 5 s.
    let before = 910_000 + 10 * 10_000 - 10 * 1_000;
    assert_eq!(lines[0]["white"]["ms"], before - 2_000 + 5_000);
    // Before the lock, and a notation with ':' of its own (1:30 is a minute and a half).
    let changed = ok_lines(&simulate(
        "15+10 start@0 press@1 control:1:30+0@2 press@3 state@3",
    ));
    assert_eq!(changed[0]["black"]["ms"], 910_000 - 2_000);
    refused(&simulate("15+10 start@0 control:15+x@1"));
}

#[test]
fn claim_draw_rejected_gives_the_opponent_time_and_upheld_draws_fide_9_5() {
    let lines = ok_lines(&simulate(
        "90+30 start@0 claim-draw:white:rejected@1 state@1 claim-draw:white:upheld@2 state@2",
    ));
    assert_eq!(lines[0]["black"]["ms"], 5_430_000 + 120_000);
    assert_eq!(lines[0]["result"], serde_json::Value::Null);
    assert_eq!(lines[1]["result"], "1/2-1/2");
    // A.3: one minute in rapid.
    let rapid = ok_lines(&simulate(
        "15+10 start@0 claim-draw:black:rejected@1 state@1",
    ));
    assert_eq!(rapid[0]["white"]["ms"], 910_000 - 1_000 + 60_000);
    refused(&simulate("90+30 start@0 claim-draw:white:maybe@1"));
}

#[test]
fn offer_and_agree_draw_the_offer_lapsing_when_the_opponent_moves_fide_9_1_2() {
    let agreed = ok_lines(&simulate(
        "90+30 start@0 press@1 press@2 offer:white@3 agree@4 state@4",
    ));
    assert_eq!(agreed[0]["result"], "1/2-1/2");
    let lapsed = refused(&simulate(
        "90+30 start@0 press@1 offer:black@1 press@2 press@3 agree@4",
    ));
    assert!(lapsed.contains("no draw offer stands"), "{lapsed}");
}

#[test]
fn at_the_default_time_a_side_not_present_loses_fide_6_7_1() {
    let lines = ok_lines(&simulate("--default-time 60 3+2 start@0 press@10 state@61"));
    assert_eq!(lines[0]["result"], "1-0");
    assert_eq!(lines[0]["black"]["ms"], 182_000 - 50_000);
    let arrived = ok_lines(&simulate(
        "--default-time=60 3+2 arrive:black@0 start@0 arrive:white@30 state@61",
    ));
    assert_eq!(arrived[0]["result"], serde_json::Value::Null);
    assert_eq!(arrived[0]["white"]["ms"], 182_000 - 61_000);
    refused(&simulate("--default-time soon 3+2 start@0"));
    refused(&simulate("3+2 start@0 arrive:white@1 arrive:white@2"));
}

#[test]
fn fide_2009_without_supervision_a_flag_decides_only_when_claimed_a_4_d() {
    let lines = ok_lines(&simulate(
        "--rules fide-2009 25 start@0 state@1600 claim-time@1601 state@1601",
    ));
    assert_eq!(lines[0]["white"]["flag_at"], 1500);
    assert_eq!(lines[0]["result"], serde_json::Value::Null);
    assert_eq!(lines[1]["result"], "0-1");
    let supervised = ok_lines(&simulate(
        "--rules fide-2009 --supervised 25 start@0 state@1600",
    ));
    assert_eq!(supervised[0]["result"], "0-1");
}

#[test]
fn claim_accept_after_claim_postpone_draws_after_a_flag_guidelines_iii_5_2() {
    let lines = ok_lines(&simulate("--guidelines-iii --supervised G/25 start@0 add:white:-1410@0 claim:postpone@10 state@100 claim:accept@101 state@101"));
    assert_eq!(lines[0]["white"]["flag_at"], 90);
    assert_eq!(lines[0]["result"], "0-1");
    assert_eq!(lines[1]["result"], "1/2-1/2");
}

#[test]
fn state_lines_say_whether_each_side_must_record_fide_8_4() {
    let lines = ok_lines(&simulate("90 start@0 add:white:-5100@0 state@0 state@1"));
    // Exactly five minutes is not less than five; a second later White need not record.
    assert_eq!(lines[0]["white"]["must_record"], true);
    assert_eq!(lines[1]["white"]["must_record"], false);
    assert_eq!(lines[1]["black"]["must_record"], true);
    let rapid = ok_lines(&simulate("15+10 start@0 state@1"));
    assert_eq!(rapid[0]["white"]["must_record"], false);
}

#[test]
fn the_arbiter_undoes_the_last_ruling_and_reopens_a_game_the_clock_decided() {
    let lines = ok_lines(&simulate("3+2 start@0 press@10 add:black:+30@11 undo-ruling@12 state@12 state@300 reopen@310 state@310"));
    assert_eq!(lines[0]["black"]["ms"], 180_000);
    assert_eq!(lines[1]["result"], "1-0");
    assert_eq!(lines[2]["result"], serde_json::Value::Null);
    assert_eq!(lines[2]["black"]["flag_at"], serde_json::Value::Null);
    refused(&simulate("3+2 start@0 undo-ruling@1"));
}

#[test]
fn control_says_how_a_notation_with_more_moves_than_minutes_was_read() {
    let value = &ok_lines(&["control", "40/90+30, 30+30"])[0];
    assert_eq!(value["periods"][0]["moves"], 90);
    assert_eq!(
        value["notes"],
        json(
            r#"["at column 1: \"40/90\" reads as 40 minutes for 90 moves (FIDE style writes the minutes first); for 40 moves in 90 minutes write \"90/40\""]"#
        )
    );
    assert_eq!(
        ok_lines(&["control", "90/40+30/30"])[0]["pgn"],
        "40/5400+30:1800+30"
    );
    assert!(ok_lines(&["control", "90/40+30/30"])[0]
        .get("notes")
        .is_none());
    let ambiguous = refused(&["control", "40/100,SD/60d10"]);
    assert!(
        ambiguous.contains("write \";d10\" to give every period"),
        "{ambiguous}"
    );
}

#[test]
fn illegal_move_penalties_follow_the_rulebook() {
    let black_after = |rules: &str, control: &str| {
        ok_lines(&[
            "simulate",
            "--rules",
            rules,
            control,
            "start@0",
            "press@1",
            "illegal:white@1",
            "state@1",
        ])[0]["black"]["ms"]
            .as_i64()
            .unwrap()
    };
    // FIDE 2023 7.5.5 standard: two minutes; A.3 rapid and B.3 blitz: one minute.
    assert_eq!(black_after("fide-2023", "90+30"), 5_430_000 + 120_000);
    assert_eq!(black_after("fide-2023", "3+2"), 182_000 + 60_000);
    // FIDE 2018: two minutes in rapid, one in blitz (B.2).
    assert_eq!(black_after("fide-2018", "15+10"), 910_000 + 120_000);
    assert_eq!(black_after("fide-2018", "3+2"), 182_000 + 60_000);
    // FIDE 2009 Rapidplay with Art. 7.4: two minutes.
    assert_eq!(black_after("fide-2009", "25+0"), 1_500_000 + 120_000);
}

#[test]
fn supervised_blitz_is_under_the_competition_rules_fide_2023_b_2_and_2009_appendix_b_2() {
    let after = |rules: &str, supervised: bool, control: &str, act: &str| {
        let mut args = vec!["simulate", "--rules", rules];
        if supervised {
            args.push("--supervised");
        }
        args.extend([control, "start@0", "press@1", act, "state@1"]);
        ok_lines(&args).remove(0)
    };
    // FIDE 2023: one minute without adequate supervision (B.3, A.3), two with it (B.2, 7.5.5 / 9.5.3).
    for act in ["illegal:white@1", "claim-draw:white:rejected@1"] {
        assert_eq!(
            after("fide-2023", false, "3+2", act)["black"]["ms"],
            182_000 + 60_000
        );
        assert_eq!(
            after("fide-2023", true, "3+2", act)["black"]["ms"],
            182_000 + 120_000
        );
    }
    // FIDE 2018 B.2: one minute in every blitz game.
    assert_eq!(
        after("fide-2018", true, "3+2", "illegal:white@1")["black"]["ms"],
        182_000 + 60_000
    );
    // FIDE 2009: the first illegal move loses without adequate supervision (Appendix B.3), costs
    // two minutes with it (Appendix B.2, 7.4(b)).
    assert_eq!(
        after("fide-2009", false, "5", "illegal:white@1")["result"],
        "0-1"
    );
    let supervised = after("fide-2009", true, "5", "illegal:white@1");
    assert_eq!(supervised["result"], serde_json::Value::Null);
    assert_eq!(supervised["black"]["ms"], 300_000 + 120_000);
}

#[test]
fn fmjd_has_no_illegal_move_penalty() {
    refused(&simulate(
        "--rules fmjd 15+0 start@0 press@1 illegal:white@1",
    ));
}

#[test]
fn extra_five_in_g25_gives_the_opponent_two_minutes_and_both_sides_five_seconds() {
    let lines = ok_lines(&simulate("--guidelines-iii G/25 start@0 add:white:-1381@0 extra5@0 state@0 press@10 state@10 press@20 state@20"));
    assert_eq!(lines[0]["white"]["ms"], 119_000);
    assert_eq!(lines[0]["black"]["ms"], 1_620_000);
    assert_eq!(lines[1]["white"]["ms"], 114_000);
    assert_eq!(lines[2]["black"]["ms"], 1_615_000);
}

#[test]
fn extra_five_is_refused_at_two_minutes_in_blitz_and_unannounced() {
    let at_two = refused(&simulate(
        "--guidelines-iii G/25 start@0 add:white:-1380@0 extra5@0",
    ));
    assert!(at_two.contains("III.4"), "{at_two}");
    let blitz = refused(&simulate(
        "--guidelines-iii 5+0 start@0 add:white:-200@0 extra5@0",
    ));
    assert!(blitz.contains("blitz"), "{blitz}");
    refused(&simulate("G/25 start@0 add:white:-1400@0 extra5@0"));
}

#[test]
fn run_on_keeps_both_flags_in_order() {
    let lines = ok_lines(&simulate(
        "--run-on 1+0 start@0 press@50 press@55 press@70 state@130",
    ));
    assert_eq!(lines[0]["white"]["flag_at"], 65);
    assert_eq!(lines[0]["black"]["flag_at"], 125);
    assert_eq!(lines[0]["result"], "0-1");
    let drawn = ok_lines(&simulate(
        "--run-on --rules fide-2009 1+0 start@0 press@50 press@55 press@70 state@130",
    ));
    assert_eq!(drawn[0]["result"], "1/2-1/2");
}

#[test]
fn bad_input_exits_2_with_a_message_and_nothing_on_stdout() {
    let cases: &[&[&str]] = &[
        &["control", "3+x"],
        &["control", "--pgn", "40/"],
        &["control", "--rules", "uscf", "3+2"],
        &["control"],
        &["frobnicate"],
        &["simulate", "3+2", "start@0", "state@1", "jump@2"],
        &["simulate", "3+2", "start@0", "state@5", "press@4"],
        &["simulate", "3+2", "start@0", "press"],
        &["simulate", "3+2", "press@1"],
        &["simulate", "3+2", "start@0", "add:green:+5@1"],
        &["simulate", "3+2", "start@0", "add:white:5@1"],
        &["simulate", "--pgn", "?", "start@0"],
        &["replay", "/nonexistent/log.json"],
    ];
    for args in cases {
        refused(args);
    }
}

#[test]
fn an_exported_log_replays_to_the_same_final_state() {
    let dir = std::env::temp_dir().join(format!("flagfall-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    let simulated = ok_lines(&[
        "simulate",
        "--export-log",
        path,
        "15+10",
        "start@0",
        "press@5",
        "illegal:white@6",
        "pause@7",
        "resume@20",
        "add:white:+30@21",
        "press@25",
        "press@26.5",
        "undo@27",
        "state@27",
    ]);
    let replayed = replayed(path);
    assert_eq!(replayed, simulated);

    let text = std::fs::read_to_string(path).unwrap();
    // The 30 seconds added to White's clock made 40: the chain names the correction.
    let added = text.replacen("\"after\": 933000", "\"after\": 943000", 1);
    assert_ne!(added, text);
    std::fs::write(path, added).unwrap();
    assert_eq!(
        refused(&["replay", path]),
        format!("flagfall: {path}: the log was altered after it was written: incident 6 does not match its hash (it was changed, or an incident before it was removed or added)\n")
    );
    let tampered = text.replacen("\"version\": 3", "\"version\": 99", 1);
    std::fs::write(path, tampered).unwrap();
    assert!(refused(&["replay", path]).contains("version 99"));
    std::fs::write(path, "{ not json").unwrap();
    refused(&["replay", path]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn buttons_on_a_clock_stopped_by_a_flag_do_nothing() {
    let lines = ok_lines(&simulate("1+0 start@0 press@70 pause@71 state@72"));
    assert_eq!(lines[0]["white"]["flag_at"], 60);
    assert_eq!(lines[0]["white"]["moves"], 0);
    assert_eq!(lines[0]["result"], "0-1");
    refused(&simulate("1+0 start@0 add:white:+30@70"));
}

#[test]
fn a_win_on_time_claim_records_whether_the_claimant_can_checkmate() {
    let lines = ok_lines(&simulate(
        "1+0 start@0 state@61 claim-time:cannot-mate@62 state@62",
    ));
    assert_eq!(lines[0]["result"], "0-1");
    assert_eq!(lines[1]["result"], "1/2-1/2");
    refused(&simulate("1+0 start@0 claim-time@10"));
}

#[test]
fn both_flags_with_the_order_unknown_draw_in_the_last_period_guidelines_iii_3_1_2() {
    // A rapid game with the Guidelines announced, each clock down to a minute.
    let lines = ok_lines(&simulate("--run-on --guidelines-iii 15 start@0 add:white:-840@0 add:black:-840@0 press@50 press@55 press@70 state@200 order-unknown@201 state@201"));
    assert_eq!(lines[0]["result"], "0-1");
    assert_eq!(lines[1]["result"], "1/2-1/2");
    refused(&simulate("1 start@0 order-unknown@1"));
    // Unannounced, or in blitz, the clock's order stands (III.2.1, III.2.2).
    let blitz = refused(&simulate(
        "--run-on --guidelines-iii 1 start@0 press@50 press@55 press@70 order-unknown@201",
    ));
    assert!(
        blitz.contains("a digital clock shows which flag fell first"),
        "{blitz}"
    );
}

#[test]
fn fmjd_draws_check_the_material_arts_5_8_9() {
    let agreed = ok_lines(&simulate(
        "--rules fmjd 10 start@0 press@5 draw:agreement:10/0:9/1@6 state@6",
    ));
    assert_eq!(agreed[0]["result"], "1/2-1/2");
    let stderr = refused(&simulate(
        "--rules fmjd 10 start@0 press@5 draw:agreement:11/0:9/1@6",
    ));
    assert!(stderr.contains("FMJD Annex 6 Art. 5"), "{stderr}");
    let regulation = ok_lines(&simulate(
        "--rules fmjd 10 start@0 draw:regulation:0/3:0/1@1 state@1",
    ));
    assert_eq!(regulation[0]["result"], "1/2-1/2");
    let shortage = ok_lines(&simulate("--rules fmjd 5 start@0 add:white:-240@0 draw:shortage:white:rejected:2/1:3/0@30 state@30 draw:shortage:white:upheld:2/1:3/0@31 state@31"));
    assert_eq!(shortage[0]["result"], serde_json::Value::Null);
    assert_eq!(shortage[1]["result"], "1/2-1/2");
    refused(&simulate(
        "--rules fmjd 10 start@0 draw:agreement:ten:9/1@1",
    ));
}

/// A directory of its own for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("flagfall-cli-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Unix passes arguments as bytes, so any byte string can reach the command.
#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_exits_2_with_a_message() {
    use std::os::unix::ffi::OsStrExt;
    let not_utf8 = OsStr::from_bytes(b"3+2\xff");
    for args in [
        vec![OsStr::new("control"), not_utf8],
        vec![not_utf8],
        vec![OsStr::new("replay"), OsStr::from_bytes(b"/tmp/\xfe.json")],
    ] {
        let run = flagfall(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
        assert!(
            run.stderr.starts_with("flagfall: argument ")
                && run.stderr.contains("is not valid UTF-8"),
            "{}",
            run.stderr
        );
    }
    assert_eq!(
        flagfall(&[OsStr::new("control"), not_utf8]).stderr,
        "flagfall: argument 2 is not valid UTF-8: \"3+2\u{fffd}\"\n"
    );
}

#[test]
fn a_log_exported_after_guidelines_iii_4_replays() {
    let dir = scratch("extra-five");
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    let simulated = ok_lines(&[
        "simulate",
        "--guidelines-iii",
        "--export-log",
        path,
        "G/25",
        "start@0",
        "add:white:-1381@0",
        "extra5@0",
        "press@10",
        "press@20",
        "state@20",
    ]);
    assert_eq!(replayed(path), simulated);
    let log: serde_json::Value = json(&std::fs::read_to_string(path).unwrap());
    assert_eq!(
        log["control"]["white"][0]["method"],
        json(r#"{"kind": "plain"}"#),
        "the log starts from the control the game started with"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_log_of_every_kind_of_ruling_replays_to_the_games_final_state() {
    let settings = GameSettings {
        guidelines_iii: true,
        supervised: true,
        default_time: Some(Millis::from_mins(10)),
        ..GameSettings::default()
    };
    let mut game = Game::new(parse_human("G/25").unwrap(), settings);
    let secs = |s: i64| Instant(s * 1000);
    let acts = [
        (Action::Arrive { side: Side::White }, secs(0)),
        (Action::Start, secs(0)),
        (Action::Press, secs(10)),
        (Action::Press, secs(20)),
        (Action::Pause, secs(25)),
        (Action::Resume, secs(30)),
        (
            Action::SetMoves {
                side: Side::Black,
                moves: 2,
            },
            secs(30),
        ),
        (
            Action::Adjust {
                side: Side::Black,
                delta: Millis(30_000),
            },
            secs(31),
        ),
        (
            Action::SetPeriod {
                side: Side::White,
                period: 0,
            },
            secs(31),
        ),
        (
            Action::Note {
                text: "a phone rang \"twice\"".into(),
            },
            secs(32),
        ),
        (
            Action::SetControl {
                control: parse_human("G/30").unwrap(),
                override_lock: false,
            },
            secs(33),
        ),
        (Action::Press, secs(35)),
        (Action::Undo, secs(36)),
        (
            Action::SetTime {
                side: Side::White,
                time: Millis(100_000),
            },
            secs(40),
        ),
        (
            Action::DrawClaim {
                decision: ClaimDecision::Postponed { award_bonus: true },
            },
            secs(41),
        ),
        (Action::ExtraFive, secs(42)),
        (Action::Press, secs(50)),
        (Action::Press, secs(60)),
        // Taken back: Black is to move again.
        (
            Action::IllegalMove {
                side: Side::Black,
                opponent_cannot_mate: false,
                position: None,
            },
            secs(61),
        ),
        (
            Action::ClaimDraw {
                claimant: Side::White,
                upheld: false,
            },
            secs(62),
        ),
        (Action::OfferDraw { side: Side::Black }, secs(63)),
        (
            Action::Adjust {
                side: Side::White,
                delta: Millis(10_000),
            },
            secs(64),
        ),
        (Action::UndoRuling, secs(65)),
        (Action::Press, secs(70)),
    ];
    for (action, at) in acts {
        game.apply(action.clone(), at)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
    // White: 100 s at 40 s, 10 s used up to the press at 50 s and 5 s of increment, a second more
    // before Black's illegal move brought a minute (A.3): 154 s, running from 70 s.
    game.observe(secs(500));
    assert_eq!(game.view(secs(500)).sides.white.flag, Some(secs(224)));
    for (action, at) in [
        (Action::Reopen, secs(500)),
        (
            Action::SetTime {
                side: Side::White,
                time: Millis(30_000),
            },
            secs(500),
        ),
        (Action::Resume, secs(501)),
    ] {
        game.apply(action.clone(), at)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
    game.observe(secs(600));
    game.apply(
        Action::ClaimWinOnTime {
            claimant_can_checkmate: false,
            position: None,
        },
        secs(600),
    )
    .unwrap();

    let dir = scratch("every-ruling");
    let path = dir.join("log.json");
    std::fs::write(&path, game.log().to_json()).unwrap();
    let replayed = replayed(path.as_os_str());
    let view = game.view(secs(600));
    let side = |side: Side| {
        let v = view.sides[side];
        serde_json::json!({
            "ms": v.main.as_millis(),
            "delay_ms": 0,
            "moves": v.moves,
            "flag_at": v.flag.map(|at| at.0 / 1000),
            "must_record": false,
        })
    };
    assert_eq!(
        replayed,
        vec![serde_json::json!({
            "at": 600,
            "running": null,
            "result": "1/2-1/2",
            "white": side(Side::White),
            "black": side(Side::Black),
        })]
    );
    // The reopened game: White set to 30 s, running again from 501 s.
    assert_eq!(view.sides.white.flag, Some(secs(531)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_log_with_a_byte_order_mark_replays_as_without() {
    let dir = scratch("bom");
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    let simulated = ok_lines(&[
        "simulate",
        "--export-log",
        path,
        "3+2",
        "start@0",
        "press@4",
        "state@4",
    ]);
    let text = std::fs::read_to_string(path).unwrap();
    std::fs::write(path, format!("\u{feff}{text}")).unwrap();
    assert_eq!(replayed(path), simulated);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The released build charged an undone press's time to the presser, and wrote no `charged` field.
#[test]
fn a_log_whose_undo_charged_the_presser_replays_as_it_was_played() {
    let dir = scratch("undo-charged-presser");
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    std::fs::write(
        path,
        r#"{"version":1,"settings":{"rulebook":"fide-2023","guidelines_iii":false,"supervised":false,"run_on_after_flag":false},"control":{"white":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}],"black":[{"end":{"kind":"game"},"time":180000,"method":{"kind":"plain"}}]},"incidents":[{"at":0,"event":"started"},{"at":10000,"event":"pressed","side":"white","used":10000,"after":170000},{"at":20000,"event":"undone","side":"white"},{"at":30000,"event":"pressed","side":"white","used":30000,"after":150000}]}"#,
    )
    .unwrap();
    assert_eq!(
        unchained_replay(path),
        vec![json(
            r#"{"at":30,"running":"black","result":null,"white":{"ms":150000,"delay_ms":0,"moves":1,"flag_at":null,"must_record":false},"black":{"ms":180000,"delay_ms":0,"moves":0,"flag_at":null,"must_record":false}}"#
        )]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn position_prints_each_sides_verdict_and_a_mating_line() {
    // A generous budget: the tests run an unoptimised build.
    let run = flagfall(&[
        "position",
        "--budget-ms",
        "60000",
        "8/4bk2/8/8/8/8/3KB3/8 w - - 0 1",
    ]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert_eq!(
        run.stdout,
        concat!(
            r#"{"fen":"8/4bk2/8/8/8/8/3KB3/8 w - - 0 1","#,
            r#""white":{"can_checkmate":true,"line":"1. Bd1 Ke6 2. Bc2 Kd5 3. Bb1 Kc6 4. Ba2 Kb7 5. Bb1 Ka8 6. Kc3 Ba3 7. Kc4 Bc1 8. Kb5 Bf4 9. Ka6 Bb8 10. Be4#"},"#,
            r#""black":{"can_checkmate":true,"line":"1. Ba6 Ke6 2. Bc8+ Kd5 3. Bb7+ Kc4 4. Ba8 Kb3 5. Ke3 Kb2 6. Kd3 Ka3 7. Kc3 Ka4 8. Kb2 Ka5 9. Ka1 Kb4 10. Be4 Ka3 11. Bb1 Bf6#"}}"#,
            "\n"
        )
    );
}

#[test]
fn position_says_false_for_a_side_that_cannot_checkmate_fide_6_9() {
    let run = flagfall(&[
        "position",
        "--budget-ms",
        "60000",
        "8/8/8/4k3/8/8/3B4/3K4 w - -",
    ]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert_eq!(
        run.stdout,
        r#"{"fen":"8/8/8/4k3/8/8/3B4/3K4 w - - 0 1","white":{"can_checkmate":false,"line":null},"black":{"can_checkmate":false,"line":null}}"#.to_owned() + "\n"
    );
}

#[test]
fn position_says_null_for_what_the_budget_did_not_decide() {
    let run = flagfall(&["position", "--budget-ms=0", "8/8/8/4k3/8/8/3B4/3K4 w - -"]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert_eq!(
        run.stdout,
        r#"{"fen":"8/8/8/4k3/8/8/3B4/3K4 w - - 0 1","white":{"can_checkmate":null,"line":null},"black":{"can_checkmate":null,"line":null}}"#.to_owned() + "\n"
    );
}

#[test]
fn position_reads_an_unquoted_fen_field_by_field() {
    let quoted = flagfall(&["position", "8/8/8/4k3/8/8/3B4/3K4 b - - 3 60"]);
    let unquoted = flagfall(&[
        "position",
        "8/8/8/4k3/8/8/3B4/3K4",
        "b",
        "-",
        "-",
        "3",
        "60",
    ]);
    assert_eq!(quoted.code, 0);
    assert_eq!(unquoted.stdout, quoted.stdout);
    assert!(quoted
        .stdout
        .starts_with(r#"{"fen":"8/8/8/4k3/8/8/3B4/3K4 b - - 3 60","#));
}

#[test]
fn position_refuses_an_impossible_or_unreadable_fen_with_the_field_and_the_reason() {
    for (args, message) in [
        (
            &["position", "R3k3/8/8/8/8/8/8/4K2r w - - 0 1"][..],
            "flagfall: bad FEN \"R3k3/8/8/8/8/8/8/4K2r w - - 0 1\": side to move: black is in check but not to move\n",
        ),
        (
            &["position", "4k2P/8/8/8/8/8/8/4K3 w - -"],
            "flagfall: bad FEN \"4k2P/8/8/8/8/8/8/4K3 w - -\": piece placement: a pawn on h8, where no pawn can stand\n",
        ),
        (
            &["position", "4k3/8/8/8/8/8/8/4K3 w K -"],
            "flagfall: bad FEN \"4k3/8/8/8/8/8/8/4K3 w K -\": castling: white may castle kingside only with its king on e1 and a rook on h1\n",
        ),
        (
            &["position", "4k3/8/8/8/8/8/8/4K3"],
            "flagfall: bad FEN \"4k3/8/8/8/8/8/8/4K3\": a FEN has 4 to 6 fields separated by spaces (piece placement, side to move, castling, en passant, halfmove clock, fullmove number), not 1\n",
        ),
        (&["position"], "flagfall: position needs a FEN\n"),
        (
            &["position", "--budget-ms", "1.5", "4k3/8/8/8/8/8/8/4K3 w - -"],
            "flagfall: --budget-ms: \"1.5\" is not a whole number of milliseconds\n",
        ),
        (
            &["position", "--budget-ms"],
            "flagfall: --budget-ms needs a number of milliseconds\n",
        ),
        (
            &["position", "--rules", "fide-2023", "4k3/8/8/8/8/8/8/4K3 w - -"],
            "flagfall: unknown option \"--rules\"\n",
        ),
    ] {
        assert_eq!(refused(args), message, "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn position_refuses_a_fen_that_is_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let run = flagfall(&[
        OsStr::new("position"),
        OsStr::from_bytes(b"4k3/8/8/8/8/8/8/4K3 w - -\xff"),
    ]);
    assert_eq!(run.code, 2);
    assert!(run.stdout.is_empty());
    assert_eq!(
        run.stderr,
        "flagfall: argument 2 is not valid UTF-8: \"4k3/8/8/8/8/8/8/4K3 w - -\u{fffd}\"\n"
    );
}

/// Runs `flagfall simulate` with `args` (ending in a `state` event) and the log exported, checks that
/// the log replays to that state, and returns the log.
fn simulated_log(name: &str, args: &[&str]) -> serde_json::Value {
    let dir = std::env::temp_dir().join(format!("flagfall-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    let run = flagfall(
        &["simulate", "--export-log", path]
            .into_iter()
            .chain(args.iter().copied())
            .collect::<Vec<_>>(),
    );
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    let log = json(&std::fs::read_to_string(path).unwrap());
    assert_eq!(
        replayed(path).last(),
        run.stdout.lines().map(json).collect::<Vec<_>>().last(),
        "the log replays as played"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    log
}

#[test]
fn a_flag_ruled_drawn_on_a_fen_logs_the_position_as_searched() {
    // White's flag falls at 182 s; Black, the claimant, has a lone king against king and queen.
    let log = simulated_log(
        "claim-fen",
        &[
            "3+2",
            "start@0",
            "claim-time:cannot-mate:8/8/8/4k3/8/8/8/QK6 b - - 0 40@200",
            "state@200",
        ],
    );
    let incidents = log["incidents"].as_array().unwrap();
    let claim = &incidents[incidents.len() - 2];
    assert_eq!(claim["event"], "win-on-time-claim");
    assert_eq!(claim["claimant_can_checkmate"], false);
    let position = &claim["position"];
    assert_eq!(position["fen"], "8/8/8/4k3/8/8/8/QK6 b - - 0 40");
    assert_eq!(position["white"]["can_checkmate"], true);
    assert!(position["white"]["line"]
        .as_str()
        .is_some_and(|line| line.ends_with('#')));
    assert_eq!(
        position["black"],
        json(r#"{"can_checkmate": false, "line": null}"#)
    );
    assert_eq!(position["overruled"], false);
    assert_eq!(incidents.last().unwrap()["result"], "1/2-1/2");
}

#[test]
fn a_dead_position_ruled_against_the_search_is_drawn_and_logged_overruled() {
    let log = simulated_log(
        "dead-fen",
        &[
            "90+30",
            "start@0",
            "press@10",
            "dead-position:8/8/8/4k3/8/8/8/QK6 b - - 0 40@30",
            "state@30",
        ],
    );
    let incidents = log["incidents"].as_array().unwrap();
    let dead = &incidents[incidents.len() - 2];
    assert_eq!(dead["event"], "dead-position");
    assert_eq!(dead["position"]["overruled"], true);
    assert_eq!(
        incidents.last().unwrap()["reason"],
        json(
            r#"{"rule": "dead-position", "article": {"laws": {"rulebook": "fide-2023", "number": "5.2.2"}}}"#
        )
    );
}

#[test]
fn a_ruling_on_a_bad_fen_is_refused_naming_the_field() {
    assert_eq!(
        refused(&[
            "simulate",
            "3+2",
            "start@0",
            "claim-time:8/8/8/4k3/8/8/8/QK6 x - - 0 40@200",
        ]),
        "flagfall: event \"claim-time:8/8/8/4k3/8/8/8/QK6 x - - 0 40@200\": bad FEN \"8/8/8/4k3/8/8/8/QK6 x - - 0 40\": side to move: not w or b\n"
    );
}

#[test]
fn the_details_given_go_into_the_exported_log_under_its_chain() {
    let dir = scratch("details");
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    let details = r#"{"event":"Club night","round":"3","players":{"white":{"name":"Anna","rating":1850},"black":{}},"utc_offset":60}"#;
    ok_lines(&[
        "simulate",
        "--details",
        details,
        "--export-log",
        path,
        "5+3",
        "start@0",
        "press@2",
    ]);
    let text = std::fs::read_to_string(path).unwrap();
    let log = json(&text);
    assert_eq!(log["details"], json(details));
    replayed(path);
    std::fs::write(path, text.replace("\"Anna\"", "\"Anne\"")).unwrap();
    assert_eq!(
        refused(&["replay", path]),
        format!("flagfall: {path}: the log was altered after it was written: its version, game details, settings or starting control do not match its opening hash\n")
    );
    assert!(
        refused(&["simulate", "--details", r#"{"utc_offset":9999}"#, "5+3"])
            .contains("--details: utc_offset: expected a UTC offset in minutes, from -720 to 840")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The last state line of `flagfall simulate` with `script`.
fn last_state(script: &str) -> serde_json::Value {
    ok_lines(&simulate(script)).pop().expect("a state line")
}

#[test]
fn armageddon_a_draw_is_a_win_for_black_however_it_arises() {
    // A dead position, an agreement, and Black's own flag with White unable to mate (FIDE 6.9:
    // drawn), each a draw that Armageddon declares a win for Black.
    for events in [
        "start@0 press@1 dead-position@5",
        "start@0 press@1 press@2 offer:white@3 agree@4",
        "start@0 press@1 claim-time:cannot-mate@250",
    ] {
        let state = last_state(&format!(
            "--armageddon 5/60,0+2vs4/60,0+2 {events} state@250"
        ));
        assert_eq!(state["result"], "1/2-1/2", "{events}");
        assert_eq!(state["winner"], "black", "{events}");
    }
    // A decisive result names its own winner; an undecided game none.
    let won = last_state("--armageddon 6vs5 start@0 end:1-0@2 state@2");
    assert_eq!(
        (&won["result"], &won["winner"]),
        (&"1-0".into(), &"white".into())
    );
    let playing = last_state("--armageddon 6vs5 start@0 state@0");
    assert_eq!(playing["winner"], serde_json::Value::Null);
    assert_eq!(playing["result"], serde_json::Value::Null);
    // Without --armageddon a state line has no winner at all.
    let plain = last_state("6vs5 start@0 dead-position@1 state@1");
    assert_eq!(plain.get("winner"), None);
}

#[test]
fn armageddon_times_are_the_controls_odds_5_v_4_6_v_5_and_a_bid() {
    let times = |control: &str| {
        let state = last_state(&format!("--armageddon {control} start@0 state@0"));
        (state["white"]["ms"].clone(), state["black"]["ms"].clone())
    };
    assert_eq!(
        times("5/60,0+2vs4/60,0+2"),
        (300_000.into(), 240_000.into())
    );
    assert_eq!(times("6vs5"), (360_000.into(), 300_000.into()));
    // The 2009 US Championship's bid: White 45 min + 5 s, the lower bidder Black on 25 min + 5 s.
    assert_eq!(times("45+5vs25+5"), (2_705_000.into(), 1_505_000.into()));
}

#[test]
fn armageddon_is_in_the_logs_settings_and_its_decision_names_the_winner_through_replay() {
    let log = simulated_log(
        "armageddon",
        &[
            "--armageddon",
            "5vs4",
            "start@0",
            "press@1",
            "dead-position@5",
            "state@5",
        ],
    );
    assert_eq!(log["settings"]["armageddon"], true);
    let decided = log["incidents"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(decided["event"], "decided");
    assert_eq!(
        (&decided["result"], &decided["winner"]),
        (&"1/2-1/2".into(), &"black".into())
    );
    // A game not played as Armageddon writes neither.
    let plain = simulated_log(
        "not-armageddon",
        &["5vs4", "start@0", "dead-position@5", "state@5"],
    );
    assert_eq!(plain["settings"].get("armageddon"), None);
    let decided = plain["incidents"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(decided.get("winner"), None);
}

#[test]
fn us_chess_control_rates_by_5c_and_gives_5e2_s_delay_where_none_is_written() {
    let run = flagfall(&["control", "--rules", "uschess", "G/30;d5"]);
    assert_eq!(
        run.stdout,
        "{\"pgn\":\"1800+5d\",\"periods\":[{\"moves\":null,\"seconds\":1800,\"increment\":0,\"delay\":5,\"delay_kind\":\"simple\",\"hourglass\":false}],\"category\":\"dual\",\"reason\":\"US Chess 5C: 30 min + 5 s = 35, from 30 to 65 minutes: dual (regular and quick)\"}\n"
    );
    let g10 = json(&flagfall(&["control", "--rules", "uschess", "G/10"]).stdout);
    assert_eq!(g10["periods"][0]["delay"], 2);
    assert_eq!(g10["category"], "quick");
    assert_eq!(
        g10["notes"],
        serde_json::json!(["5E2: no delay or increment given; the minimum recommended delay of 2 s applies (write ;d0 for none)"])
    );
    let none = json(&flagfall(&["control", "--rules", "uschess", "G/10;d0"]).stdout);
    assert_eq!(
        (&none["category"], none.get("notes")),
        (&"blitz".into(), None)
    );
}

#[test]
fn us_chess_5f_the_timer_sets_a_delay_clock_or_a_plain_one() {
    let white = |script: &str| last_state(script)["white"]["ms"].clone();
    // 5F1b: G/90;+30 on a delay clock: 90 minutes, a 30-second delay, no increment.
    assert_eq!(
        white("--rules uschess --timer delay G/90;+30 start@0 press@10 state@10"),
        5_400_000
    );
    // 5F2a: a clock with no delay: the base time only.
    assert_eq!(
        white("--rules uschess --timer plain G/30;d5 start@0 press@10 state@10"),
        1_790_000
    );
    let refused = flagfall(&simulate("--timer plain G/30;d5 start@0"));
    assert_eq!(
        (refused.code, refused.stderr.as_str()),
        (
            2,
            "flagfall: --timer sets a clock as US Chess 5F says: give --rules uschess\n"
        )
    );
    let log = simulated_log(
        "us-timer",
        &[
            "--rules", "uschess", "--timer", "delay:5", "G/90;+30", "start@0", "state@0",
        ],
    );
    assert_eq!(
        log["settings"]["timer"],
        serde_json::json!({"kind": "delay", "max": 5000})
    );
    assert_eq!(log["settings"]["rulebook"], "uschess");
}

#[test]
fn us_chess_13c1_a_flag_decides_nothing_on_the_state_line_until_claim_time() {
    let flagged = last_state("--rules uschess G/1;d2 start@0 state@70");
    assert_eq!(flagged["white"]["flag_at"], 62);
    assert_eq!(flagged["result"], serde_json::Value::Null);
    assert_eq!(flagged["running"], "white");
    let claimed = last_state("--rules uschess G/1;d2 start@0 claim-time@70 state@70");
    assert_eq!(claimed["result"], "0-1");
    // 14E's list: White's K+N+N against Black's king and pawn is no case of 14E, so Black's answer
    // that it cannot win is logged as overruled.
    let log = simulated_log(
        "us-14e",
        &[
            "--rules",
            "uschess",
            "G/1;d2",
            "start@0",
            "claim-time:cannot-mate:8/p7/8/4k3/8/8/7N/6NK b - - 0 40@70",
            "state@70",
        ],
    );
    let claim = &log["incidents"][2];
    assert_eq!(claim["event"], "win-on-time-claim");
    assert_eq!(claim["position"]["overruled"], true);
}

#[test]
fn us_chess_14h_ilc_events_with_ilc_and_their_refusal_without() {
    // White on move with 1:30 of G/30;d0 (a correction), claims insufficient losing chances.
    let short = "start@0 add:white:-1710@0";
    let delayed = last_state(&format!(
        "--rules uschess --ilc G/30;d0 {short} ilc:delay@1 state@1"
    ));
    assert_eq!(delayed["white"]["ms"], 45_000);
    assert_eq!(delayed["white"]["delay_ms"], 5_000);
    let drawn = last_state(&format!(
        "--rules uschess --ilc G/30;d0 {short} ilc:draw@1 state@1"
    ));
    assert_eq!(drawn["result"], "1/2-1/2");
    let agreed = last_state(&format!(
        "--rules uschess --ilc G/30;d0 {short} ilc:reject:60@1 agree@1 state@1"
    ));
    assert_eq!(
        (&agreed["result"], &agreed["white"]["ms"]),
        (&"1/2-1/2".into(), &29_000.into())
    );
    let refused = flagfall(&simulate(&format!(
        "--rules uschess G/30;d0 {short} ilc:draw@1"
    )));
    assert_eq!(
        (refused.code, refused.stderr.as_str()),
        (
            2,
            "flagfall: event 3 (ilc:draw@1): US Chess 14H: No claim of insufficient losing chances in sudden death will be allowed (Variation 14H is not in force)\n"
        )
    );
    let log = simulated_log(
        "us-14h",
        &[
            "--rules",
            "uschess",
            "--ilc",
            "G/30;d0",
            "start@0",
            "add:white:-1710@0",
            "ilc:postpone@1",
            "state@1",
        ],
    );
    assert_eq!(log["settings"]["ilc"], true);
    let claim = &log["incidents"][2];
    assert_eq!(
        (&claim["event"], &claim["decision"]),
        (&"ilc-claim".into(), &"postpone".into())
    );
}

#[test]
fn us_chess_13c11_and_11h_events_replay_from_the_log() {
    let log = simulated_log(
        "us-13c11",
        &[
            "--rules",
            "uschess",
            "40/1, SD/30;d0",
            "start@0",
            "press@61",
            "claim-time:no-score@70",
            "state@70",
        ],
    );
    let names: Vec<&str> = log["incidents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|incident| incident["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["started", "flag-fell", "pressed", "time-claim-no-score"]
    );
    let corrected = simulated_log(
        "us-11h",
        &[
            "--rules",
            "uschess",
            "G/30;d5",
            "start@0",
            "press@5",
            "illegal:white:td@6",
            "state@6",
        ],
    );
    assert_eq!(corrected["incidents"][2]["event"], "illegal-move-corrected");
}

/// `flagfall hall-messages`: a board's messages of a log, each read back by the hall into the same
/// game; a board out of range or a log that does not play is refused.
#[test]
fn a_logs_hall_messages_make_the_same_game_in_the_halls_copy() {
    let dir = std::env::temp_dir().join(format!("flagfall-cli-hall-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("log.json");
    let path = path.to_str().unwrap();
    ok_lines(&simulate(&format!(
        "--export-log {path} 3+2 start@1 press@4 press@9.5"
    )));
    let all = ok_lines(&["hall-messages", "h", "12", path]);
    let (lines, states): (Vec<_>, Vec<_>) = all.iter().partition(|l| l["subject"] == "log");
    let ids: Vec<_> = lines.iter().map(|l| l["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 4);
    assert!(ids[0].starts_with("12.1000.h."), "{ids:?}");
    assert!(ids[3].starts_with("12.1000.2."), "{ids:?}");
    let at: Vec<_> = all.iter().map(|l| l["at"].as_i64().unwrap()).collect();
    assert_eq!(at, [1_000, 1_000, 1_000, 4_000, 4_000, 9_500, 9_500]);
    let mut copy = flagfall_hall::BoardCopy::new("h");
    for line in &lines {
        copy.receive(line["text"].as_str().unwrap()).unwrap();
    }
    // After each incident, the state the spectators read: the last with White's clock running.
    let last = flagfall_hall::BoardState::read(states[2]["text"].as_str().unwrap()).unwrap();
    assert_eq!(last.running, Some(Side::White));
    assert_eq!(last.at, Instant(9_500));
    let log =
        flagfall_core::IncidentLog::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(copy.log(), Some(&log));
    let refused = flagfall(&["hall-messages", "h", "0", path]);
    assert_eq!(
        (refused.code, refused.stderr.trim()),
        (
            2,
            "flagfall: the board \"0\" is not a number from 1 to 9999"
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
