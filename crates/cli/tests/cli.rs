//! The `flagfall` command's exact interface: other tools depend on it.

use std::process::Command;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn flagfall(args: &[&str]) -> Run {
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

fn ok_lines(args: &[&str]) -> Vec<serde_json::Value> {
    let run = flagfall(args);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty());
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
    let lines = ok_lines(&[
        "simulate",
        "3+2",
        "start@0",
        "press@10",
        "state@10",
        "state@12.5",
    ]);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[0],
        json(
            r#"{"at": 10, "running": "black", "result": null,
                "white": {"ms": 174000, "delay_ms": 0, "moves": 1, "flag_at": null},
                "black": {"ms": 182000, "delay_ms": 0, "moves": 0, "flag_at": null}}"#
        )
    );
    assert_eq!(lines[1]["at"], 12.5);
    assert_eq!(lines[1]["black"]["ms"], 179_500);
}

#[test]
fn simulate_reports_the_flag_instant_and_the_result() {
    let lines = ok_lines(&["simulate", "1+0", "start@0", "press@10.25", "state@100"]);
    assert_eq!(lines[0]["black"]["flag_at"], 70.25);
    assert_eq!(lines[0]["black"]["ms"], 0);
    assert_eq!(lines[0]["result"], "1-0");
    assert_eq!(lines[0]["running"], serde_json::Value::Null);
}

#[test]
fn simulate_shows_the_running_delay() {
    let lines = ok_lines(&[
        "simulate", "G/5;d5", "start@0", "state@3", "press@8", "state@9",
    ]);
    assert_eq!(lines[0]["white"]["delay_ms"], 2000);
    assert_eq!(lines[0]["white"]["ms"], 300_000);
    assert_eq!(lines[1]["white"]["ms"], 297_000);
    assert_eq!(lines[1]["black"]["delay_ms"], 4000);
}

#[test]
fn simulate_applies_arbiter_adjustments_both_ways() {
    let lines = ok_lines(&[
        "simulate",
        "5+0",
        "start@0",
        "add:black:+30@1",
        "add:white:-60.5@2",
        "state@2",
    ]);
    assert_eq!(lines[0]["black"]["ms"], 330_000);
    assert_eq!(lines[0]["white"]["ms"], 237_500);
}

#[test]
fn first_illegal_move_in_fide_2023_rapid_gives_one_minute_and_the_second_loses() {
    let lines = ok_lines(&[
        "simulate",
        "15+10",
        "start@0",
        "press@5",
        "illegal:white@6",
        "state@6",
        "press@10",
        "press@12",
        "illegal:white@13",
        "state@13",
    ]);
    assert_eq!(lines[0]["black"]["ms"], 910_000 - 1_000 + 60_000);
    assert_eq!(lines[0]["result"], serde_json::Value::Null);
    assert_eq!(lines[1]["result"], "0-1");
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
fn fmjd_has_no_illegal_move_penalty() {
    refused(&[
        "simulate",
        "--rules",
        "fmjd",
        "15+0",
        "start@0",
        "press@1",
        "illegal:white@1",
    ]);
}

#[test]
fn extra_five_in_g25_gives_the_opponent_two_minutes_and_both_sides_five_seconds() {
    let lines = ok_lines(&[
        "simulate",
        "--guidelines-iii",
        "G/25",
        "start@0",
        "add:white:-1381@0",
        "extra5@0",
        "state@0",
        "press@10",
        "state@10",
        "press@20",
        "state@20",
    ]);
    assert_eq!(lines[0]["white"]["ms"], 119_000);
    assert_eq!(lines[0]["black"]["ms"], 1_620_000);
    assert_eq!(lines[1]["white"]["ms"], 114_000);
    assert_eq!(lines[2]["black"]["ms"], 1_615_000);
}

#[test]
fn extra_five_is_refused_at_two_minutes_in_blitz_and_unannounced() {
    let at_two = refused(&[
        "simulate",
        "--guidelines-iii",
        "G/25",
        "start@0",
        "add:white:-1380@0",
        "extra5@0",
    ]);
    assert!(at_two.contains("III.4"), "{at_two}");
    let blitz = refused(&[
        "simulate",
        "--guidelines-iii",
        "5+0",
        "start@0",
        "add:white:-200@0",
        "extra5@0",
    ]);
    assert!(blitz.contains("blitz"), "{blitz}");
    refused(&[
        "simulate",
        "G/25",
        "start@0",
        "add:white:-1400@0",
        "extra5@0",
    ]);
}

#[test]
fn run_on_keeps_both_flags_in_order() {
    let lines = ok_lines(&[
        "simulate",
        "--run-on",
        "1+0",
        "start@0",
        "press@50",
        "press@55",
        "press@70",
        "state@130",
    ]);
    assert_eq!(lines[0]["white"]["flag_at"], 65);
    assert_eq!(lines[0]["black"]["flag_at"], 125);
    assert_eq!(lines[0]["result"], "0-1");
    let drawn = ok_lines(&[
        "simulate",
        "--run-on",
        "--rules",
        "fide-2009",
        "1+0",
        "start@0",
        "press@50",
        "press@55",
        "press@70",
        "state@130",
    ]);
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
    let replayed = ok_lines(&["replay", path]);
    assert_eq!(replayed, simulated);

    let text = std::fs::read_to_string(path).unwrap();
    let tampered = text.replacen("\"version\": 1", "\"version\": 99", 1);
    std::fs::write(path, tampered).unwrap();
    assert!(refused(&["replay", path]).contains("version 99"));
    std::fs::write(path, "{ not json").unwrap();
    refused(&["replay", path]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn buttons_on_a_clock_stopped_by_a_flag_do_nothing() {
    let lines = ok_lines(&[
        "simulate", "1+0", "start@0", "press@70", "pause@71", "state@72",
    ]);
    assert_eq!(lines[0]["white"]["flag_at"], 60);
    assert_eq!(lines[0]["white"]["moves"], 0);
    assert_eq!(lines[0]["result"], "0-1");
    refused(&["simulate", "1+0", "start@0", "add:white:+30@70"]);
}

#[test]
fn a_win_on_time_claim_records_whether_the_claimant_can_checkmate() {
    let lines = ok_lines(&[
        "simulate",
        "1+0",
        "start@0",
        "state@61",
        "claim-time:cannot-mate@62",
        "state@62",
    ]);
    assert_eq!(lines[0]["result"], "0-1");
    assert_eq!(lines[1]["result"], "1/2-1/2");
    refused(&["simulate", "1+0", "start@0", "claim-time@10"]);
}

#[test]
fn both_flags_with_the_order_unknown_draw_in_the_last_period_guidelines_iii_3_1_2() {
    let lines = ok_lines(&[
        "simulate",
        "--run-on",
        "1",
        "start@0",
        "press@50",
        "press@55",
        "press@70",
        "state@200",
        "order-unknown@201",
        "state@201",
    ]);
    assert_eq!(lines[0]["result"], "0-1");
    assert_eq!(lines[1]["result"], "1/2-1/2");
    refused(&["simulate", "1", "start@0", "order-unknown@1"]);
}

#[test]
fn fmjd_draws_check_the_material_arts_5_8_9() {
    let agreed = ok_lines(&[
        "simulate",
        "--rules",
        "fmjd",
        "10",
        "start@0",
        "press@5",
        "draw:agreement:10/0:9/1@6",
        "state@6",
    ]);
    assert_eq!(agreed[0]["result"], "1/2-1/2");
    let stderr = refused(&[
        "simulate",
        "--rules",
        "fmjd",
        "10",
        "start@0",
        "press@5",
        "draw:agreement:11/0:9/1@6",
    ]);
    assert!(stderr.contains("FMJD Annex 6 Art. 5"), "{stderr}");
    let regulation = ok_lines(&[
        "simulate",
        "--rules",
        "fmjd",
        "10",
        "start@0",
        "draw:regulation:0/3:0/1@1",
        "state@1",
    ]);
    assert_eq!(regulation[0]["result"], "1/2-1/2");
    let shortage = ok_lines(&[
        "simulate",
        "--rules",
        "fmjd",
        "1",
        "start@0",
        "draw:shortage:white:rejected:2/1:3/0@30",
        "state@30",
        "draw:shortage:white:upheld:2/1:3/0@31",
        "state@31",
    ]);
    assert_eq!(shortage[0]["result"], serde_json::Value::Null);
    assert_eq!(shortage[1]["result"], "1/2-1/2");
    refused(&[
        "simulate",
        "--rules",
        "fmjd",
        "10",
        "start@0",
        "draw:agreement:ten:9/1@1",
    ]);
}
