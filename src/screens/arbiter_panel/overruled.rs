//! Said beside an arbiter's answer that goes against the position check.

use crate::i18n::t;
use crate::model::position_evidence::Agreement;
use leptos::prelude::*;

/// The warning, when `agreement` overrules the check.
pub fn overruled(agreement: Agreement) -> Option<impl IntoView> {
    (agreement == Agreement::Overrules).then(|| {
        view! {
            <p class="overruled" role="status">
                {t("This answer goes against the position check: the ruling will be logged as overruled.")}
            </p>
        }
    })
}
