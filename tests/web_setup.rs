//! Browser tests of the set-up screen and the saved controls: the app mounted in real Chromium on the
//! home page, typed into and clicked as a user does, with every text it shows checked exactly.

mod support;

use flagfall_web::{CONTROLS_KEY, PREFS_KEY};
use support::{after_paint, mount, mount_unpainted, stored, Mounted, Page};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// The home page with nothing stored: the set-up screen with its defaults.
const HOME: Page<'static> = Page {
    query: "",
    stored: &[],
};

/// Clicks the first preset showing `notation`.
async fn choose_preset(app: &Mounted, notation: &str) {
    let presets = app
        .root
        .query_selector_all(".preset")
        .expect("the selector is valid");
    let preset = (0..presets.length())
        .filter_map(|i| presets.item(i))
        .map(JsCast::unchecked_into::<HtmlElement>)
        .find(|preset| {
            preset
                .query_selector(".notation")
                .ok()
                .flatten()
                .and_then(|n| n.text_content())
                .as_deref()
                == Some(notation)
        })
        .unwrap_or_else(|| panic!("no preset shows {notation}"));
    preset.click();
    support::settle().await;
}

/// The texts matching `selector` inside preset group `group` (1-based, in screen order).
fn in_group(app: &Mounted, group: usize, selector: &str) -> Vec<String> {
    app.texts(&format!(
        ".preset-group:nth-of-type({group}) .preset {selector}"
    ))
}

/// The category and reason the preset showing `notation` (the first, if several do) gives.
fn preset_category(app: &Mounted, notation: &str) -> (String, String) {
    let notations = app.texts(".preset .notation");
    let at = notations
        .iter()
        .position(|n| n == notation)
        .unwrap_or_else(|| panic!("no preset shows {notation}"));
    (
        app.texts(".preset .category")[at].clone(),
        app.texts(".preset .reason")[at].clone(),
    )
}

#[wasm_bindgen_test]
async fn the_home_page_lists_every_preset_group_with_notation_and_category_under_the_rulebook() {
    let app = mount(HOME).await;
    assert_eq!(app.value("select.rulebook"), "fide-2023");
    assert_eq!(
        app.texts(".preset-group h3"),
        [
            "FIDE blitz",
            "FIDE rapid",
            "FIDE standard",
            "US delay",
            "Armageddon: a draw counts as a win for Black",
            "Hourglass and byo-yomi",
        ]
    );
    let groups: [(&[&str], &[&str]); 6] = [
        (&["3+2", "5+0", "5+3"], &["blitz", "blitz", "blitz"]),
        (&["10+5", "15+10", "25+10"], &["rapid", "rapid", "rapid"]),
        (&["90/40+30, 30+30", "90+30"], &["standard", "standard"]),
        (
            &["G/5;d3", "G/30;d5", "G/90;d5"],
            &["blitz", "rapid", "standard"],
        ),
        (
            &["5/60, 0+2 vs 4/60, 0+2", "6+0 vs 5+0"],
            &["blitz", "blitz"],
        ),
        (
            &["*3", "10 byo 5x30", "10 canadian 10/5"],
            &["unclassified", "unclassified", "unclassified"],
        ),
    ];
    for (index, (notations, categories)) in groups.into_iter().enumerate() {
        let group = index + 1;
        assert_eq!(
            in_group(&app, group, ".notation"),
            notations,
            "group {group}"
        );
        assert_eq!(
            in_group(&app, group, ".category"),
            categories,
            "group {group}"
        );
    }
    assert_eq!(in_group(&app, 1, ".preset-name")[0], "3 min + 2 s a move");
    assert_eq!(
        preset_category(&app, "3+2"),
        (
            "blitz".to_owned(),
            "FIDE 2023 B.1: 3 min + 60 × 2 s = 5 min, 10 minutes or less for each player"
                .to_owned()
        )
    );
    assert_eq!(
        app.attribute(
            ".preset-group:nth-of-type(1) li:nth-child(1) .preset",
            "aria-pressed"
        )
        .as_deref(),
        Some("true"),
        "3+2 is the default choice"
    );
    assert_eq!(
        preset_category(&app, "10+5"),
        (
            "rapid".to_owned(),
            "FIDE 2023 A.1: 10 min + 60 × 5 s = 15 min, more than 10 and less than 60 minutes for each player"
                .to_owned()
        )
    );
    assert_eq!(
        app.text(".group-note"),
        "Draughts games follow FMJD Annex 6: rapid and blitz draughts. Use it"
    );

    // The 2009 Laws put rapid at 15 minutes or more: 10+5 is still rapid, for another reason.
    app.choose("select.rulebook", "fide-2009").await;
    assert_eq!(
        preset_category(&app, "10+5"),
        (
            "rapid".to_owned(),
            "FIDE 2009 Appendix A.1: 10 min + 60 × 5 s = 15 min, at least 15 and less than 60 minutes for each player"
                .to_owned()
        )
    );
    assert_eq!(
        preset_category(&app, "3+2").1,
        "FIDE 2009 Appendix B.1: 3 min + 60 × 2 s = 5 min, less than 15 minutes for each player"
    );
    let prefs: serde_json::Value =
        serde_json::from_str(&stored(PREFS_KEY).expect("the set-up choices are stored"))
            .expect("the set-up choices are JSON");
    assert_eq!(prefs["settings"]["rulebook"], "fide-2009");

    // The draughts rulebook, chosen by name, offers the draughts presets instead of the chess ones.
    app.click(".use-rulebook").await;
    assert_eq!(app.value("select.rulebook"), "fmjd");
    assert_eq!(
        app.texts(".preset-group h3"),
        ["FMJD draughts", "Hourglass and byo-yomi"]
    );
    assert_eq!(in_group(&app, 1, ".notation"), ["15+5", "5+3", "80+60"]);
    assert_eq!(
        in_group(&app, 1, ".category"),
        ["rapid", "blitz", "standard"]
    );
    assert_eq!(
        app.text(".group-note"),
        "Chess games follow FIDE Laws of Chess (2023). Use it"
    );
    // 15 minutes exactly is both rapid and blitz there, said in words.
    app.type_into(".notation-input", "10+5").await;
    assert_eq!(app.text(".chosen .category"), "rapid or blitz");
}

#[wasm_bindgen_test]
async fn choosing_the_3_plus_2_preset_and_setting_the_clock_shows_3_02_on_both_faces_not_running() {
    let app = mount(HOME).await;
    choose_preset(&app, "5+0").await;
    assert_eq!(app.text(".chosen-notation"), "5+0");
    assert_eq!(app.value(".notation-input"), "5+0");

    choose_preset(&app, "3+2").await;
    assert_eq!(app.text(".chosen-notation"), "3+2");
    assert_eq!(app.text(".chosen .category"), "blitz");
    assert_eq!(app.value(".notation-input"), "3+2");
    app.click("button.start-game").await;

    assert!(!app.has(".setup"));
    assert_eq!(app.timers(), ["3:02", "3:02"]);
    assert!(!app.has(".face.running"));
    assert!(app.has("button.start"));
    assert_eq!(app.notices(), Vec::<String>::new());
}

#[wasm_bindgen_test]
async fn typed_notation_shows_the_cores_error_inline_or_the_canonical_notation_and_category() {
    let app = mount(HOME).await;

    app.type_into(".notation-input", "3+x").await;
    let error = "\"3+x\": at column 3: expected a number of seconds after '+', found \"x\"";
    assert_eq!(app.text(".notation-error[role=alert]"), error);
    assert_eq!(app.value(".notation-input"), "3+x", "what was typed stays");
    assert_eq!(
        app.attribute(".notation-input", "aria-invalid").as_deref(),
        Some("true")
    );
    assert!(!app.has(".description"));
    assert_eq!(
        app.text(".chosen-error"),
        format!("No usable control: {error}")
    );
    assert!(app.has("button.start-game[disabled]"));
    assert!(app.has("button.save-control[disabled]"));

    // PGN is read too; the text stays as typed, the description gives the canonical notation.
    app.type_into(".notation-input", "40/5400+30:1800+30").await;
    assert!(!app.has(".notation-error"));
    assert_eq!(
        app.attribute(".notation-input", "aria-invalid").as_deref(),
        Some("false")
    );
    assert_eq!(app.value(".notation-input"), "40/5400+30:1800+30");
    assert_eq!(app.text(".description .notation"), "90/40+30, 30+30");
    assert_eq!(app.text(".description .pgn"), "40/5400+30:1800+30");
    assert_eq!(app.text(".description .category"), "standard");
    assert_eq!(
        app.text(".description .reason"),
        "FIDE 2023 glossary: 90 min + 30 min + 60 × 30 s = 150 min, at least 60 minutes for each player, so standard chess"
    );
    assert_eq!(app.text(".chosen-notation"), "90/40+30, 30+30");
    assert!(!app.has("button.start-game[disabled]"));

    app.type_into(".notation-input", "G/90;d5").await;
    assert!(!app.has(".notation-error"));
    assert_eq!(app.text(".description .notation"), "G/90;d5");
    assert_eq!(app.text(".description .pgn"), "5400+5d");
    assert_eq!(app.text(".description .category"), "standard");
    assert_eq!(
        app.text(".description .reason"),
        "FIDE 2023 glossary: 90 min + 60 × 5 s delay = 95 min, at least 60 minutes for each player, so standard chess"
    );
    assert_eq!(app.text(".chosen-notation"), "G/90;d5");

    // The notation as typed is kept for the next visit, even unreadable.
    app.type_into(".notation-input", "3+x").await;
    let prefs: serde_json::Value =
        serde_json::from_str(&stored(PREFS_KEY).expect("the set-up choices are stored"))
            .expect("the set-up choices are JSON");
    assert_eq!(prefs["notation"], "3+x");
}

#[wasm_bindgen_test]
async fn a_saved_control_is_stored_listed_loaded_and_deleted_after_confirmation() {
    let app = mount(HOME).await;
    assert_eq!(app.text(".saved-panel .empty"), "No saved controls yet.");
    assert_eq!(stored(CONTROLS_KEY), None);

    // Saved in canonical notation, whatever was typed.
    app.type_into(".notation-input", "15|10").await;
    app.type_into(".save-name", "  club night ").await;
    assert_eq!(app.text("button.save-control"), "Save");
    app.click("button.save-control").await;
    assert_eq!(
        stored(CONTROLS_KEY).as_deref(),
        Some(r#"{"version":1,"controls":[{"name":"club night","notation":"15+10"}]}"#)
    );
    assert_eq!(
        app.text(".saved-status[role=status]"),
        "Saved \"club night\"."
    );
    assert!(!app.has(".saved-alert"));
    assert!(!app.has(".saved-panel .empty"));
    assert_eq!(app.texts(".saved-control .saved-name"), ["club night"]);
    assert_eq!(app.texts(".saved-control .notation"), ["15+10"]);
    assert_eq!(app.texts(".saved-control .category"), ["rapid"]);
    assert_eq!(
        app.attribute(".saved-control button.load", "aria-label")
            .as_deref(),
        Some("Load club night")
    );

    // Loading puts it back in the editor after another choice.
    choose_preset(&app, "3+2").await;
    assert_eq!(app.value(".notation-input"), "3+2");
    app.click(".saved-control button.load").await;
    assert_eq!(app.value(".notation-input"), "15+10");
    assert_eq!(app.text(".chosen-notation"), "15+10");
    assert_eq!(app.text(".description .notation"), "15+10");

    // Deleting asks first; keeping it changes nothing.
    app.click(".saved-control button.delete").await;
    assert_eq!(
        app.text(".confirm-delete[role=alert]"),
        "Delete \"club night\"? DeleteKeep"
    );
    app.click(".confirm-delete button.cancel").await;
    assert!(!app.has(".confirm-delete"));
    assert_eq!(app.texts(".saved-control .saved-name"), ["club night"]);

    app.click(".saved-control button.delete").await;
    app.click(".confirm-delete button.confirm").await;
    assert!(!app.has(".saved-control"));
    assert_eq!(app.text(".saved-panel .empty"), "No saved controls yet.");
    assert_eq!(
        app.text(".saved-status[role=status]"),
        "Deleted \"club night\"."
    );
    assert_eq!(
        stored(CONTROLS_KEY).as_deref(),
        Some(r#"{"version":1,"controls":[]}"#)
    );
}

#[wasm_bindgen_test]
async fn player_names_typed_on_set_up_show_on_the_clock_faces() {
    let app = mount(HOME).await;
    app.type_into(".player-name[data-side=white]", " Ada ")
        .await;
    app.type_into(".player-name[data-side=black]", "Grace")
        .await;
    assert!(!app.has(".name-limit"));
    assert_eq!(
        app.attribute(".player-name[data-side=black]", "maxlength")
            .as_deref(),
        Some("100")
    );
    app.type_into(".player-name[data-side=black]", &"G".repeat(100))
        .await;
    assert_eq!(app.text(".name-limit"), "A name is at most 100 characters");
    app.type_into(".player-name[data-side=black]", "Grace")
        .await;
    app.click("button.start-game").await;

    assert_eq!(app.text(".face[data-side=white] .name"), "Ada");
    assert_eq!(app.text(".face[data-side=black] .name"), "Grace");
    assert_eq!(
        app.text(".face[data-side=white] .spoken").split(':').next(),
        Some("Ada (White)")
    );
    assert_eq!(app.timers(), ["3:02", "3:02"]);
}

/// A preset never changes the rulebook: the draughts 5+3 is offered only once FMJD Annex 6 is
/// chosen by name, and a tap on it leaves the rulebook as chosen.
#[wasm_bindgen_test]
async fn a_preset_keeps_the_rulebook_and_only_the_chosen_rulebooks_presets_are_offered() {
    let app = mount(HOME).await;
    app.choose("select.rulebook", "fide-2018").await;
    choose_preset(&app, "5+3").await;
    assert_eq!(app.value("select.rulebook"), "fide-2018");
    assert!(!app
        .texts(".preset-group h3")
        .contains(&"FMJD draughts".to_owned()));
    app.click(".use-rulebook").await;
    choose_preset(&app, "5+3").await;
    assert_eq!(app.value("select.rulebook"), "fmjd");
    assert_eq!(app.text(".chosen .category"), "blitz");
    assert_eq!(
        app.attribute(
            ".preset-group:nth-of-type(1) li:nth-child(2) .preset",
            "aria-pressed"
        )
        .as_deref(),
        Some("true")
    );
    let prefs: serde_json::Value =
        serde_json::from_str(&stored(PREFS_KEY).expect("the set-up choices are stored"))
            .expect("the set-up choices are JSON");
    assert_eq!(prefs["settings"]["rulebook"], "fmjd");
    // Back to chess by name: the current FIDE Laws, and the preset chosen stays in the editor.
    app.click(".use-rulebook").await;
    assert_eq!(app.value("select.rulebook"), "fide-2023");
    assert_eq!(app.value(".notation-input"), "5+3");
}

#[wasm_bindgen_test]
async fn the_default_time_is_typed_in_minutes_kept_and_a_wrong_entry_refused_with_the_reason() {
    let app = mount(HOME).await;
    let stored_default = || {
        let prefs: serde_json::Value =
            serde_json::from_str(&stored(PREFS_KEY).expect("the set-up choices are stored"))
                .expect("the set-up choices are JSON");
        prefs["settings"]["default_time"].clone()
    };
    assert_eq!(app.value(".opt-default-time"), "");
    assert!(!app.has(".arrival-hint"), "arrivals are not tracked");
    assert_eq!(
        app.text(".default-time-hint"),
        "FIDE 2023 6.7.1: 0 min unless the event sets another. Empty: arrivals are not tracked. Use it"
    );
    app.type_into(".opt-default-time", "15").await;
    assert_eq!(stored_default(), 900_000);
    assert_eq!(
        app.text(".arrival-hint"),
        "Mark each player's arrival in the arbiter's panel before the start."
    );

    // What is not whole minutes is said, kept as typed, and changes nothing.
    app.type_into(".opt-default-time", "1:00").await;
    assert_eq!(
        app.text(".field-error[role=alert]"),
        "The default time is a whole number of minutes from 0 to 1440, not \"1:00\""
    );
    assert_eq!(app.value(".opt-default-time"), "1:00");
    assert_eq!(
        app.attribute(".opt-default-time", "aria-invalid")
            .as_deref(),
        Some("true")
    );
    assert_eq!(stored_default(), 900_000);

    // The rulebook's own: zero under the 2023 Laws.
    app.click(".use-default-time").await;
    assert_eq!(app.value(".opt-default-time"), "0");
    assert!(!app.has(".field-error"));
    assert!(!app.has(".use-default-time"), "it is in use");
    assert_eq!(stored_default(), 0);

    app.choose("select.rulebook", "fmjd").await;
    assert_eq!(
        app.text(".default-time-hint"),
        "Set by the event's regulations. Empty: arrivals are not tracked."
    );
    app.type_into(".opt-default-time", "30").await;
    app.click("button.start-game").await;
    assert_eq!(app.texts(".face .absent"), ["not arrived", "not arrived"]);
}

#[wasm_bindgen_test]
async fn notation_that_reads_otherwise_than_it_may_mean_says_how_it_was_read() {
    let app = mount(HOME).await;
    app.type_into(".notation-input", "40/90+30, 30+30").await;
    assert_eq!(
        app.text(".reading-note[role=status]"),
        "at column 1: \"40/90\" reads as 40 minutes for 90 moves (FIDE style writes the minutes first); for 40 moves in 90 minutes write \"90/40\""
    );
    assert!(!app.has("button.start-game[disabled]"), "it is valid");
    app.type_into(".notation-input", "90/40+30, 30+30").await;
    assert!(!app.has(".reading-note"));
}

/// On a slow phone the screen's first paint must not wait for what is below the presets: the custom
/// editor, the saved controls and the players and options are built once it has painted, their
/// headings there from the start for the section links.
#[wasm_bindgen_test]
async fn the_side_sections_are_built_once_the_set_up_screen_has_painted() {
    let app = mount_unpainted(HOME).await;
    assert!(app.has("button.start-game"));
    assert_eq!(
        app.texts(".preset .notation").first().map(String::as_str),
        Some("3+2")
    );
    assert_eq!(
        app.texts(".setup-side h2"),
        ["Custom control", "Saved controls", "Players and options"]
    );
    assert!(!app.has(".player-name"));
    assert!(!app.has(".save-name"));

    after_paint().await;
    assert_eq!(app.texts(".player-name").len(), 2);
    assert!(app.has(".options-panel .low-time-secs"));
    assert!(app.has(".save-name"));
}
