//! A citation in the page's language. Article numbers are cited as the rulebooks print them, in
//! every language; only a reference to the event's regulations is words to translate.

use crate::i18n::t;
use flagfall_core::Article;

/// `article` as a sentence cites it: `FIDE 2023 6.9`, `FIDE 2023 Guidelines III.4`.
pub fn article_text(article: Article) -> String {
    match article {
        Article::Laws { rulebook, number } => format!("{} {number}", rulebook.citation()),
        Article::Guidelines { rulebook, number } => {
            format!("{} Guidelines {number}", rulebook.citation())
        }
        Article::Fide { number } => format!("FIDE {number}"),
        Article::Bare { number } => number.to_owned(),
        Article::EventRegulations => t("the event's regulations").to_owned(),
    }
}
