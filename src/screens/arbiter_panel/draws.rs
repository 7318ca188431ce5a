//! Draws in chess: an offer standing, made or accepted, a dead position, and a claim of repetition
//! or fifty moves where the rulebook has its rules.

use super::desk::Desk;
use super::fields::act_for;
use crate::i18n::article_words::article_text;
use crate::i18n::{clock_text, t, tf};
use crate::model::arbiter_reply::Done;
use crate::model::position_evidence::Agreement;
use flagfall_core::{Action, Side};
use leptos::prelude::*;

#[component]
pub fn Draws(desk: Desk) -> impl IntoView {
    let session = desk.session;
    let offer = move || {
        session.with(|s| s.game.draw_offer()).map(|offer| {
            view! {
                <p class="offer-standing" role="status">
                    {tf("{who}'s draw offer stands (=)", &[("who", &desk.who(offer))])}
                </p>
            }
        })
    };
    let make_offer = move || Action::OfferDraw {
        side: desk.choices.with_untracked(|c| c.side),
    };
    let dead_position =
        Memo::new(move |_| session.with(|s| s.game.settings().rulebook.dead_position()));
    let dead = move || {
        dead_position.get().map(|article| {
            let rule = move || Action::DeadPosition {
                position: desk.position(),
            };
            let label = tf(
                "Dead position: drawn ({article})",
                &[("article", &article_text(article))],
            );
            act_for(desk, label, "arb-dead-position", Done::DeadPosition, rule)
        })
    };
    let dead_overruled = move || {
        (desk.evidence.with(|e| e.agreement(&Side::ALL, false)) == Agreement::Overrules).then(|| {
            view! {
                <p class="overruled" role="status">
                    {t("The position check found a player who can checkmate: a dead position ruled here would be logged as overruled.")}
                </p>
            }
        })
    };
    view! {
        <section class="draws">
            <h3>{t("Draws")}</h3>
            {offer}
            {act_for(desk, t("Offer a draw (=)"), "arb-offer", Done::DrawOffered, make_offer)}
            {dead}
            {dead_overruled}
            {act_for(desk, t("Accept the draw offer"), "arb-agree", Done::DrawAgreed, || Action::AgreeDraw)}
            <RepetitionClaim desk=desk />
        </section>
    }
}

/// A claim of repetition or fifty moves (FIDE 9.2, 9.3), upheld or rejected with the rulebook's
/// penalty.
#[component]
fn RepetitionClaim(desk: Desk) -> impl IntoView {
    let rejected_label = move || {
        desk.offered.with(|o| {
            o.repetition_claim.map(|rules| {
                let (bonus, article) = (
                    clock_text(rules.rejected_bonus),
                    article_text(rules.rejected_article),
                );
                let values = [("bonus", bonus.as_str()), ("article", article.as_str())];
                if rules.costs_claimant {
                    tf(
                        "Rejected: opponent +{bonus}, the claimant's time halved, by 3:00 at most ({article})",
                        &values,
                    )
                } else {
                    tf("Rejected: opponent +{bonus} ({article})", &values)
                }
            })
        })
    };
    let claim_draw = move |upheld: bool| {
        move || Action::ClaimDraw {
            claimant: desk.choices.with_untracked(|c| c.side),
            upheld,
        }
    };
    move || {
        rejected_label().map(|rejected| {
            view! {
                <p class="claim-label">{t("Claim of repetition or fifty moves (9.2, 9.3):")}</p>
                {act_for(desk, t("Upheld: drawn"), "arb-claim-draw-upheld", Done::DrawClaimUpheld, claim_draw(true))}
                {act_for(desk, rejected, "arb-claim-draw-rejected", Done::DrawClaimRejected, claim_draw(false))}
            }
        })
    }
}
