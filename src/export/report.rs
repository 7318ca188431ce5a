//! The printable report for the tournament office: the game's particulars, its outcome, the whole
//! incident log and the time chart, in one self-contained HTML page.

use super::time_chart;
use crate::i18n::{lang, side_name, t, time, translate};
use crate::log_text::{log_rows, outcome_text, player};
use crate::saved::SavedGame;
use flagfall_core::{moves, to_human, Side};

/// The report as an HTML document in the page's language, times in a zone `offset` minutes east of
/// UTC.
pub fn report_html(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let rows = log_rows(game, offset);
    let outcome = game
        .outcome()
        .map(|outcome| outcome_text(&outcome, &log.incidents));
    let category = log.settings.rulebook.classify(&log.control);
    let mut particulars = vec![
        (side_name(Side::White), player(Side::White, &game.names)),
        (side_name(Side::Black), player(Side::Black, &game.names)),
        (
            t("Date"),
            rows.first().map(|r| r.wall.date()).unwrap_or_default(),
        ),
        (t("Time control"), to_human(&log.control)),
        (t("Rulebook"), translate(log.settings.rulebook.title())),
        (t("Category"), translate(&category.reason)),
        (
            t("Result"),
            outcome.unwrap_or_else(|| t("the game has not ended").to_owned()),
        ),
    ];
    if log.settings.guidelines_iii {
        particulars.push((t("Guidelines III"), t("announced").to_owned()));
    }
    let mut html = format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title>",
        lang().code(),
        escape(t("Flagfall game report"))
    );
    html.push_str(
        "<style>body{font-family:sans-serif;margin:2rem;color:#000}table{border-collapse:collapse;width:100%}\
         th,td{border:1px solid #999;padding:.2rem .4rem;text-align:left;vertical-align:top;font-size:.9rem}\
         td.t{font-variant-numeric:tabular-nums;white-space:nowrap}svg{max-width:40rem;display:block;margin:1rem 0}\
         .sign{margin-top:3rem;display:flex;gap:4rem}@media print{body{margin:0}}</style></head><body>",
    );
    html.push_str(&format!(
        "<h1>{}</h1><table class=\"particulars\">",
        escape(t("Game report"))
    ));
    for (label, value) in particulars {
        html.push_str(&format!(
            "<tr><th>{}</th><td>{}</td></tr>",
            escape(label),
            escape(&value)
        ));
    }
    html.push_str(&format!(
        "</table><h2>{}</h2><table class=\"log\"><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        escape(t("Incident log")),
        escape(t("Time of day")),
        escape(t("Game time")),
        escape(t("Incident"))
    ));
    for (index, row) in rows.iter().enumerate() {
        html.push_str(&format!(
            "<tr><td>{}</td><td class=\"t\">{}</td><td class=\"t\">{}</td><td>{}</td></tr>",
            index + 1,
            time(row.wall.time_of_day()),
            time(row.game_time.clone()),
            escape(&row.text)
        ));
    }
    html.push_str(&format!("</table><h2>{}</h2>", escape(t("Time chart"))));
    html.push_str(&time_chart(&moves(&log.incidents)));
    html.push_str(&format!(
        "<div class=\"sign\"><p>{} ____________________</p><p>{} ____________________</p></div></body></html>",
        escape(t("Arbiter:")),
        escape(t("Signature:"))
    ));
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
        let saved = SavedGame::new(BySide::new("Anna".to_owned(), "Ben".to_owned()), game.log());
        let html = report_html(&saved, 0);
        assert!(html.contains("<tr><th>White</th><td>Anna (White)</td></tr>"));
        assert!(html.contains("<tr><th>Time control</th><td>15+10</td></tr>"));
        assert!(html.contains("<td>Note: &lt;b&gt;phone rang&lt;/b&gt;</td>"));
        assert_eq!(html.matches("<tr><td>").count(), 3);
        assert!(html.contains("<svg"));
        assert!(html.ends_with("</body></html>"));
    }
}
