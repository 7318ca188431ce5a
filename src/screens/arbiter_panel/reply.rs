//! The panel's reply: the last act done or refused and why, and the question asked before an
//! illegal move that ends the game is ruled.

use super::desk::Desk;
use crate::i18n::article_words::article_text;
use crate::i18n::{t, tf, Worded};
use crate::model::arbiter_reply::Answer;
use crate::record::log_text::describe;
use leptos::prelude::*;

#[component]
pub fn PanelReply(desk: Desk) -> impl IntoView {
    let answer = move || {
        desk.reply.with(|r| r.answer.clone()).map(|a| match a {
            Answer::Done(done, logged) => {
                // What the act logged, as the log says it: a ruling's result and article with it.
                let rows = desk.session.with_untracked(|s| {
                    // A game replaced since (another tab's) has other incidents there, or none.
                    s.game
                        .incidents()
                        .get(logged)
                        .unwrap_or_default()
                        .iter()
                        .map(|incident| describe(incident, &s.names(), s.game.settings()))
                        .collect::<Vec<_>>()
                });
                view! {
                    <div class="answer-box">
                        <p class="answer done" role="status">{done.worded()}</p>
                        <ul class="answer-logged" role="status">
                            {rows.into_iter().map(|row| view! { <li>{row}</li> }).collect_view()}
                        </ul>
                    </div>
                }
                .into_any()
            }
            Answer::Refused(why) => view! {
                <p class="answer refused" role="alert">{tf("Refused: {why}", &[("why", &why.worded())])}</p>
            }
            .into_any(),
        })
    };
    let asking = move || {
        desk.reply.with(|r| r.asking).map(|asked| {
            view! {
                <div class="answer ask" role="alertdialog" aria-label=t("Illegal move")>
                    <p class="ask-text">
                        {tf(
                            "{who}'s illegal move number {nth} ends the game ({article}). Rule it?",
                            &[
                                ("who", &desk.who(asked.side)),
                                ("nth", &asked.nth.to_string()),
                                ("article", &article_text(asked.article)),
                            ],
                        )}
                    </p>
                    <button type="button" class="confirm-illegal" on:click=move |_| desk.illegal_move(Some(asked))>
                        {t("Rule it: the game ends")}
                    </button>
                    <button type="button" class="cancel-illegal" on:click=move |_| desk.reply.update(|r| r.cancel())>
                        {t("Cancel")}
                    </button>
                </div>
            }
        })
    };
    view! {
        {answer}
        {asking}
    }
}
