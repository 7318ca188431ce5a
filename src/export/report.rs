//! The printable report for the tournament office: the game's particulars, its outcome, the whole
//! incident log and the time chart, in one self-contained HTML page.

use super::time_chart;
use crate::log_text::{log_rows, outcome_text, player};
use crate::saved::SavedGame;
use flagfall_core::{moves, to_human, Side};

/// The report as an HTML document, times in a zone `offset` minutes east of UTC.
pub fn report_html(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let rows = log_rows(game, offset);
    let outcome = game.outcome().map(|outcome| outcome_text(&outcome));
    let category = log.settings.rulebook.classify(&log.control);
    let mut particulars = vec![
        ("White", player(Side::White, &game.names)),
        ("Black", player(Side::Black, &game.names)),
        (
            "Date",
            rows.first().map(|r| r.wall.date()).unwrap_or_default(),
        ),
        ("Time control", to_human(&log.control)),
        ("Rulebook", log.settings.rulebook.title().to_owned()),
        ("Category", category.reason),
        (
            "Result",
            outcome.unwrap_or_else(|| "the game has not ended".to_owned()),
        ),
    ];
    if log.settings.guidelines_iii {
        particulars.push(("Guidelines III", "announced".to_owned()));
    }
    let mut html = String::from(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Flagfall game report</title>\
         <style>body{font-family:sans-serif;margin:2rem;color:#000}table{border-collapse:collapse;width:100%}\
         th,td{border:1px solid #999;padding:.2rem .4rem;text-align:left;vertical-align:top;font-size:.9rem}\
         td.t{font-variant-numeric:tabular-nums;white-space:nowrap}svg{max-width:40rem;display:block;margin:1rem 0}\
         .sign{margin-top:3rem;display:flex;gap:4rem}@media print{body{margin:0}}</style></head><body>\
         <h1>Game report</h1><table class=\"particulars\">",
    );
    for (label, value) in particulars {
        html.push_str(&format!(
            "<tr><th>{label}</th><td>{}</td></tr>",
            escape(&value)
        ));
    }
    html.push_str(
        "</table><h2>Incident log</h2><table class=\"log\"><tr><th>#</th><th>Time of day</th><th>Game time</th><th>Incident</th></tr>",
    );
    for (index, row) in rows.iter().enumerate() {
        html.push_str(&format!(
            "<tr><td>{}</td><td class=\"t\">{}</td><td class=\"t\">{}</td><td>{}</td></tr>",
            index + 1,
            row.wall.time_of_day(),
            row.game_time,
            escape(&row.text)
        ));
    }
    html.push_str("</table><h2>Time chart</h2>");
    html.push_str(&time_chart(&moves(&log.incidents)));
    html.push_str(
        "<div class=\"sign\"><p>Arbiter: ____________________</p><p>Signature: ____________________</p></div></body></html>",
    );
    html
}

/// Text made safe for HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::SCHEMA_VERSION;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};

    #[test]
    fn the_report_has_the_particulars_every_incident_and_the_chart() {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(Action::Press, Instant(3_000)).unwrap();
        game.apply(
            Action::Note {
                text: "<b>phone rang</b>".into(),
            },
            Instant(4_000),
        )
        .unwrap();
        let saved = SavedGame {
            version: SCHEMA_VERSION,
            names: BySide::new("Anna".to_owned(), "Ben".to_owned()),
            log: game.log(),
        };
        let html = report_html(&saved, 0);
        assert!(html.contains("<tr><th>White</th><td>Anna (White)</td></tr>"));
        assert!(html.contains("<tr><th>Time control</th><td>15+10</td></tr>"));
        assert!(html.contains("<td>Note: &lt;b&gt;phone rang&lt;/b&gt;</td>"));
        assert_eq!(html.matches("<tr><td>").count(), 3);
        assert!(html.contains("<svg"));
        assert!(html.ends_with("</body></html>"));
    }
}
