//! Why a control has its category, in the page's language: one arm per [`Basis`], [`Band`] and
//! [`UndefinedMethod`] the core gives, each worded by its key in the tables, so a new one does not
//! build until it is worded here (and the key test holds every table to the key).

use crate::i18n::article_words::article_text;
use crate::i18n::{side_name, t, tf};
use flagfall_core::{
    format_minutes, Article, Band, Basis, Category, Counted, TimeCount, UndefinedMethod,
};

/// `basis` in the page's language.
pub fn basis_text(basis: &Basis) -> String {
    match basis {
        Basis::Counted {
            article,
            counted: Counted::Same(count),
            band,
        } => counted_same(*article, count, *band),
        Basis::Counted {
            article,
            counted: Counted::PerSide(counts),
            band,
        } => counted_per_side(*article, &counts.white, &counts.black, *band),
        Basis::TimeOdds { articles, totals } => tf(
            "time odds: White's {white_time} is {white_category}, Black's {black_time} is {black_category}; the category must hold for each player ({article})",
            &[
                ("white_time", &format_minutes(totals.white.0)),
                ("white_category", category_words(totals.white.1)),
                ("black_time", &format_minutes(totals.black.0)),
                ("black_category", category_words(totals.black.1)),
                ("article", &article_text(*articles)),
            ],
        ),
        Basis::UndefinedMethod {
            articles,
            method,
            side: None,
        } => undefined(*articles, *method),
        Basis::UndefinedMethod {
            articles,
            method,
            side: Some(side),
        } => undefined_for_one(*articles, *method, side_name(*side)),
        Basis::Unknown => {
            t("PGN TimeControl \"?\": the time control is not known, so no category applies")
                .to_owned()
        }
        Basis::Untimed => {
            t("PGN TimeControl \"-\": the game has no time control, so no category applies")
                .to_owned()
        }
    }
}

/// The time a count adds up, in the page's language: `3 min + 60 × 2 s = 5 min`, or just
/// `15 min`; a delay says so.
fn counted_text(count: &TimeCount) -> String {
    count.sum(|moves, each| {
        tf(
            "{moves} × {each} delay",
            &[("moves", &moves.to_string()), ("each", each)],
        )
    })
}

/// A category as a sentence names it.
fn category_words(category: Category) -> &'static str {
    match category {
        Category::Standard => t("standard"),
        Category::Rapid => t("rapid"),
        Category::Blitz => t("blitz"),
        Category::RapidOrBlitz => t("rapid or blitz"),
        Category::Unclassified => t("unclassified"),
        Category::Unknown => t("unknown"),
        Category::Untimed => t("untimed"),
    }
}

fn counted_same(article: Article, count: &TimeCount, band: Band) -> String {
    let article = article_text(article);
    let counted = counted_text(count);
    let values = [("article", article.as_str()), ("counted", counted.as_str())];
    match band {
        Band::FideBlitz => tf("{article}: {counted}, 10 minutes or less for each player", &values),
        Band::FideRapid => tf(
            "{article}: {counted}, more than 10 and less than 60 minutes for each player",
            &values,
        ),
        Band::Fide2009Blitz => tf("{article}: {counted}, less than 15 minutes for each player", &values),
        Band::Fide2009Rapid => tf(
            "{article}: {counted}, at least 15 and less than 60 minutes for each player",
            &values,
        ),
        Band::FideStandard => tf(
            "{article}: {counted}, at least 60 minutes for each player, so standard chess",
            &values,
        ),
        Band::FmjdTooFast => tf(
            "{article}: {counted}, less than 5 minutes for each player, faster than blitz (5–15 minutes)",
            &values,
        ),
        Band::FmjdBlitz => tf(
            "{article}: {counted}, between 5 and 15 minutes inclusive for each player",
            &values,
        ),
        Band::FmjdRapidOrBlitz => tf(
            "{article}: {counted}, exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
            &values,
        ),
        Band::FmjdRapid => tf(
            "{article}: {counted}, between 15 and 30 minutes inclusive for each player",
            &values,
        ),
        Band::FmjdStandard => tf(
            "{article}: {counted}, more than 30 minutes for each player, so not accelerated",
            &values,
        ),
    }
}

fn counted_per_side(article: Article, white: &TimeCount, black: &TimeCount, band: Band) -> String {
    let article = article_text(article);
    let (white, black) = (counted_text(white), counted_text(black));
    let values = [
        ("article", article.as_str()),
        ("white_time", white.as_str()),
        ("black_time", black.as_str()),
    ];
    match band {
        Band::FideBlitz => tf(
            "{article}: White {white_time}, Black {black_time}, 10 minutes or less for each player",
            &values,
        ),
        Band::FideRapid => tf(
            "{article}: White {white_time}, Black {black_time}, more than 10 and less than 60 minutes for each player",
            &values,
        ),
        Band::Fide2009Blitz => tf(
            "{article}: White {white_time}, Black {black_time}, less than 15 minutes for each player",
            &values,
        ),
        Band::Fide2009Rapid => tf(
            "{article}: White {white_time}, Black {black_time}, at least 15 and less than 60 minutes for each player",
            &values,
        ),
        Band::FideStandard => tf(
            "{article}: White {white_time}, Black {black_time}, at least 60 minutes for each player, so standard chess",
            &values,
        ),
        Band::FmjdTooFast => tf(
            "{article}: White {white_time}, Black {black_time}, less than 5 minutes for each player, faster than blitz (5–15 minutes)",
            &values,
        ),
        Band::FmjdBlitz => tf(
            "{article}: White {white_time}, Black {black_time}, between 5 and 15 minutes inclusive for each player",
            &values,
        ),
        Band::FmjdRapidOrBlitz => tf(
            "{article}: White {white_time}, Black {black_time}, exactly 15 minutes is both rapid (15–30) and blitz (5–15)",
            &values,
        ),
        Band::FmjdRapid => tf(
            "{article}: White {white_time}, Black {black_time}, between 15 and 30 minutes inclusive for each player",
            &values,
        ),
        Band::FmjdStandard => tf(
            "{article}: White {white_time}, Black {black_time}, more than 30 minutes for each player, so not accelerated",
            &values,
        ),
    }
}

fn undefined(articles: Article, method: UndefinedMethod) -> String {
    let article = article_text(articles);
    let values = [("article", article.as_str())];
    match method {
        UndefinedMethod::Hourglass => tf(
            "{article}: the rulebook defines no category for hourglass",
            &values,
        ),
        UndefinedMethod::ByoYomi => tf(
            "{article}: the rulebook defines no category for byo-yomi",
            &values,
        ),
        UndefinedMethod::Canadian => tf(
            "{article}: the rulebook defines no category for Canadian overtime",
            &values,
        ),
        UndefinedMethod::CountUp => tf(
            "{article}: the rulebook defines no category for a count-up clock with no time limit",
            &values,
        ),
    }
}

fn undefined_for_one(articles: Article, method: UndefinedMethod, side: &str) -> String {
    let article = article_text(articles);
    let values = [("article", article.as_str()), ("side", side)];
    match method {
        UndefinedMethod::Hourglass => tf(
            "{article}: the rulebook defines no category for hourglass ({side}'s control)",
            &values,
        ),
        UndefinedMethod::ByoYomi => tf(
            "{article}: the rulebook defines no category for byo-yomi ({side}'s control)",
            &values,
        ),
        UndefinedMethod::Canadian => tf(
            "{article}: the rulebook defines no category for Canadian overtime ({side}'s control)",
            &values,
        ),
        UndefinedMethod::CountUp => tf(
            "{article}: the rulebook defines no category for a count-up clock with no time limit ({side}'s control)",
            &values,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{install_loaded, install_table, Lang};
    use flagfall_core::{parse_human, Rulebook};

    #[test]
    fn a_counted_delay_is_named_in_the_readers_language() {
        let basis = Rulebook::Fide2023
            .classify(&parse_human("G/5;d5").unwrap())
            .basis;
        assert_eq!(
            basis_text(&basis),
            "FIDE 2023 B.1: 5 min + 60 × 5 s delay = 10 min, 10 minutes or less for each player"
        );
        install_table(Lang::Fr);
        assert_eq!(
            basis_text(&basis),
            "FIDE 2023 B.1\u{a0}: 5 min + 60 × 5 s de délai = 10 min, 10 minutes ou moins pour \
             chaque joueur"
        );
        assert!(install_loaded(Lang::En));
    }
}
