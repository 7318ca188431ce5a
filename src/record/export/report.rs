//! The printable report for the tournament office: the game's particulars, its outcome, the whole
//! incident log and the time chart, in one self-contained HTML page.

use super::controls::control_changes;
use super::time_chart;
use crate::i18n::article_words::article_text;
use crate::i18n::basis_words::basis_text;
use crate::i18n::category_words::rulebook_title;
use crate::i18n::label_words::official;
use crate::i18n::player_words::player;
use crate::i18n::{lang, side_name, t, tf, time};
use crate::model::saved::SavedGame;
use crate::record::digest_text::{digest_label, digest_value};
use crate::record::log_text::{log_rows, outcome_text};
use flagfall_core::{to_human, Event, ExtraFive, Side};
use flagfall_page::without_direction_controls;

/// The report as an HTML document in the page's language, times in a zone `offset` minutes east of
/// UTC. It names the control the game started with and every change made during it. Every text in it
/// is escaped, the players' names and the arbiter's notes above all.
pub fn report_html(game: &SavedGame, offset: i32) -> String {
    document(t("Flagfall game report"), &report_body(game, offset))
}

/// The reports of every game of `games` (each with its UTC offset) in one document, a game to a
/// printed page: a round's, for the tournament office.
pub fn reports_html(games: &[(SavedGame, i32)]) -> String {
    let bodies: String = games
        .iter()
        .map(|(game, offset)| {
            format!(
                "<section class=\"game\">{}</section>",
                report_body(game, *offset)
            )
        })
        .collect();
    document(t("Flagfall round report"), &bodies)
}

/// A printable HTML document of `body`, titled `title`.
fn document(title: &str, body: &str) -> String {
    format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title>\
         <style>body{{font-family:sans-serif;margin:2rem;color:#000}}table{{border-collapse:collapse;width:100%}}\
         th,td{{border:1px solid #999;padding:.2rem .4rem;text-align:left;vertical-align:top;font-size:.9rem}}\
         td.t{{font-variant-numeric:tabular-nums;white-space:nowrap}}svg{{max-width:40rem;display:block;margin:1rem 0}}\
         .sign{{margin-top:3rem;display:flex;gap:4rem}}section.game+section.game{{break-before:page}}\
         @page{{size:A4;margin:14mm}}@media print{{body{{margin:0}}tr{{break-inside:avoid}}}}</style></head><body>{body}</body></html>",
        escape(lang().code()),
        escape(title)
    )
}

/// One game's report: its particulars, its log, its chart and the arbiter's signature.
fn report_body(game: &SavedGame, offset: i32) -> String {
    let log = &game.log;
    let rows = log_rows(game, offset);
    let outcome = game
        .outcome_on_replay()
        .map(|outcome| outcome_text(&outcome, log.settings));
    let category = log.settings.rulebook.classify(&log.control);
    let details = &log.details;
    let given = |label: &'static str, text: &str| {
        let text = without_direction_controls(text.trim()).into_owned();
        (!text.is_empty()).then_some((label, text))
    };
    let rating = |side: Side| details.players[side].rating.map(|r| r.to_string());
    let mut particulars: Vec<(&str, String)> = [
        given(t("Event"), &details.event),
        given(t("Site"), &details.site),
        given(t("Round"), &details.round),
        given(t("Board"), &details.board),
        Some((side_name(Side::White), player(Side::White, &game.names()))),
        given(
            t("White's rating"),
            &rating(Side::White).unwrap_or_default(),
        ),
        given(
            t("White's FIDE or federation ID"),
            &details.players.white.federation_id,
        ),
        Some((side_name(Side::Black), player(Side::Black, &game.names()))),
        given(
            t("Black's rating"),
            &rating(Side::Black).unwrap_or_default(),
        ),
        given(
            t("Black's FIDE or federation ID"),
            &details.players.black.federation_id,
        ),
        given(official(log.settings.rulebook), &details.arbiter),
        Some((
            t("Date"),
            rows.first().map(|r| r.wall.date()).unwrap_or_default(),
        )),
        Some((
            t("Time zone"),
            rows.first().map(|r| r.wall.zone()).unwrap_or_default(),
        )),
        Some((t("Time control"), to_human(&log.control))),
    ]
    .into_iter()
    .flatten()
    .collect();
    for change in control_changes(log) {
        let control = to_human(&change.control);
        let at = rows
            .get(change.index)
            .map(|row| time(row.game_time.clone()))
            .unwrap_or_default();
        let values = [("control", control.as_str()), ("time", at.as_str())];
        let value = if matches!(change.incident.event, Event::ExtraFive { .. }) {
            let article = article_text(ExtraFive::ARTICLE);
            tf(
                "{control} from {time} ({article})",
                &[values[0], values[1], ("article", &article)],
            )
        } else {
            tf("{control} from {time}", &values)
        };
        particulars.push((t("Time control changed"), value));
    }
    particulars.extend([
        (
            t("Rulebook"),
            rulebook_title(log.settings.rulebook).to_owned(),
        ),
        (t("Category"), basis_text(&category.basis)),
        (
            t("Result"),
            outcome.unwrap_or_else(|| t("the game has not ended").to_owned()),
        ),
    ]);
    if log.settings.guidelines_iii {
        particulars.push((t("Guidelines III"), t("announced").to_owned()));
    }
    particulars.push((digest_label(), digest_value(log, true)));
    let mut html = format!(
        "<h1>{}</h1><table class=\"particulars\">",
        escape(t("Game report"))
    );
    for (label, value) in particulars {
        html.push_str(&format!(
            "<tr><th>{}</th><td>{}</td></tr>",
            escape(label),
            escape(&value)
        ));
    }
    html.push_str(&format!(
        "</table><h2>{}</h2><table class=\"log\"><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        escape(t("Incident log")),
        escape(t("Time of day")),
        escape(t("Game time")),
        escape(t("Move")),
        escape(t("Incident"))
    ));
    for (index, row) in rows.iter().enumerate() {
        html.push_str(&format!(
            "<tr><td>{}</td><td class=\"t\">{}</td><td class=\"t\">{}</td><td class=\"t\">{}</td><td>{}</td></tr>",
            index + 1,
            escape(&time(row.wall.time_of_day())),
            escape(&time(row.game_time.clone())),
            escape(&row.at_move),
            escape(&row.text)
        ));
    }
    html.push_str(&format!("</table><h2>{}</h2>", escape(t("Time chart"))));
    html.push_str(&time_chart(&log.incidents));
    html.push_str(&format!(
        "<div class=\"sign\"><p>{} ____________________</p><p>{} ____________________</p></div>",
        escape(t("Arbiter:")),
        escape(t("Signature:"))
    ));
    html
}

/// Text made safe for HTML, in an element or in an attribute value quoted either way.
pub fn escape(text: &str) -> String {
    let mut safe = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => safe.push_str("&amp;"),
            '<' => safe.push_str("&lt;"),
            '>' => safe.push_str("&gt;"),
            '"' => safe.push_str("&quot;"),
            '\'' => safe.push_str("&#39;"),
            c => safe.push(c),
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;
    use flagfall_core::{parse_human, Action, BySide, Game, GameSettings, Instant};
    use flagfall_core::{GameDetails, IncidentLog};

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
        let saved = SavedGame::new(IncidentLog {
            details: GameDetails::named(BySide::new("Anna".to_owned(), "Ben".to_owned())),
            ..game.log()
        });
        let html = report_html(&saved, 0);
        assert!(html.contains("<tr><th>White</th><td>Anna (White)</td></tr>"));
        assert!(html.contains("<tr><th>Time control</th><td>15+10</td></tr>"));
        assert!(html.contains("<td>Note: &lt;b&gt;phone rang&lt;/b&gt;</td>"));
        // The digest a copy of the log is checked against.
        let hex = saved.log.digest().unwrap().to_hex();
        assert!(html.contains(&format!(
            "<tr><th>Digest of the log (SHA-256)</th><td>{} {} {} {} (in full: {hex})</td></tr>",
            &hex[..4],
            &hex[4..8],
            &hex[8..12],
            &hex[12..16]
        )));
        assert_eq!(html.matches("<tr><td>").count(), 3);
        assert!(html.contains("<svg"));
        assert!(html.ends_with("</body></html>"));
    }

    #[test]
    fn the_report_gives_the_game_details_given_and_the_time_zone() {
        let mut game = Game::new(parse_human("15+10").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let mut details = GameDetails {
            event: "Club night".into(),
            round: "3".into(),
            arbiter: "C. \u{202e}Arbiter".into(),
            utc_offset: Some(-270),
            ..GameDetails::named(BySide::new("Anna".into(), "Ben".into()))
        };
        details.players.black.rating = Some(1720);
        let html = report_html(
            &SavedGame::new(IncidentLog {
                details,
                ..game.log()
            }),
            -270,
        );
        let rows = "<tr><th>Event</th><td>Club night</td></tr><tr><th>Round</th><td>3</td></tr>\
             <tr><th>White</th><td>Anna (White)</td></tr><tr><th>Black</th><td>Ben (Black)</td></tr>\
             <tr><th>Black&#39;s rating</th><td>1720</td></tr><tr><th>Arbiter</th><td>C. Arbiter</td></tr>\
             <tr><th>Date</th><td>1969-12-31</td></tr><tr><th>Time zone</th><td>UTC-04:30</td></tr>";
        assert!(html.contains(rows), "{html}");
    }

    #[test]
    fn the_report_names_the_starting_control_and_every_change() {
        let settings = GameSettings {
            guidelines_iii: true,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("15").unwrap(), settings);
        for (action, at) in [
            (Action::Start, 0),
            (Action::Press, 1_000),
            (
                Action::SetControl {
                    control: parse_human("20").unwrap(),
                    override_lock: true,
                },
                3_000,
            ),
            (Action::Press, 4_000),
            // White, on move, with 56 s left (Guidelines III.4).
            (Action::ExtraFive, 847_000),
        ] {
            game.apply(action, Instant(at)).unwrap();
        }
        let html = report_html(&SavedGame::new(game.log()), 0);
        assert!(html.contains(
            "<tr><th>Time control</th><td>15+0</td></tr>\
             <tr><th>Time control changed</th><td>20+0 from 0:03.000</td></tr>\
             <tr><th>Time control changed</th><td>20+5 from 14:07.000 (Guidelines III.4)</td></tr>\
             <tr><th>Rulebook</th>"
        ));
    }

    #[test]
    fn names_and_notes_cannot_write_markup() {
        let mut game = Game::new(parse_human("5").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        game.apply(
            Action::Note {
                text: "<img src=x onerror='alert(1)'>".into(),
            },
            Instant(1_000),
        )
        .unwrap();
        let names = BySide::new(
            "<script>alert(\"x\")</script>".to_owned(),
            "Ben' onclick='x".to_owned(),
        );
        let html = report_html(
            &SavedGame::new(IncidentLog {
                details: GameDetails::named(names),
                ..game.log()
            }),
            0,
        );
        assert!(html.contains("<td>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; (White)</td>"));
        assert!(html.contains("<td>Ben&#39; onclick=&#39;x (Black)</td>"));
        assert!(html.contains("<td>Note: &lt;img src=x onerror=&#39;alert(1)&#39;&gt;</td>"));
        assert!(!html.contains("<script") && !html.contains("<img"));
    }

    #[test]
    fn a_ruling_on_a_searched_position_prints_its_fen_and_findings() {
        use flagfall_core::{MateFinding, PositionCheck};
        let mut game = Game::new(parse_human("90").unwrap(), GameSettings::default());
        game.apply(Action::Start, Instant(0)).unwrap();
        let bare_kings = PositionCheck {
            fen: "8/8/8/4k3/8/8/8/4K3 w - - 0 1".into(),
            found: BySide::both(MateFinding {
                can_checkmate: Some(false),
                line: None,
            }),
        };
        game.apply(
            Action::DeadPosition {
                position: Some(bare_kings),
            },
            Instant(1_000),
        )
        .unwrap();
        let html = report_html(&SavedGame::new(game.log()), 0);
        assert!(html.contains(
            "<td>The arbiter rules the position dead: neither player can checkmate; \
             position 8/8/8/4k3/8/8/8/4K3 w - - 0 1: White cannot checkmate; Black cannot checkmate</td>"
        ));
        assert!(html.contains(
            "<tr><th>Result</th><td>1/2-1/2: dead position: neither player can checkmate (FIDE 2023 5.2.2)</td></tr>"
        ));
    }

    #[test]
    fn a_rounds_reports_are_one_document_a_game_to_a_page() {
        let games: Vec<_> = [1_000, 60_000]
            .into_iter()
            .map(|start| {
                let mut game = Game::new(parse_human("3+2").unwrap(), GameSettings::default());
                game.apply(Action::Start, Instant(start)).unwrap();
                (SavedGame::new(game.log()), 0)
            })
            .collect();
        let html = reports_html(&games);
        assert_eq!(html.matches("<!doctype html>").count(), 1);
        assert_eq!(
            html.matches("<section class=\"game\"><h1>Game report</h1>")
                .count(),
            2
        );
        assert!(html.contains(&report_body(&games[1].0, 0)));
        assert!(html.ends_with("</section></body></html>"));
    }
}
