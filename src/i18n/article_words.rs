//! A citation in the page's language. Article numbers are cited as the rulebooks print them, in
//! every language; only a reference to the event's regulations is words to translate.

use crate::i18n::Page;
use flagfall_core::{cite, Article};

/// `article` as a sentence cites it: `FIDE 2023 6.9`, `FIDE 2023 Guidelines III.4`.
pub fn article_text(article: Article) -> String {
    cite(&article.into(), &Page)
}
