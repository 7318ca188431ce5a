//! A player as every screen, the log and the exports name them: "Anna (White)", or "White" without a
//! name, in the page's language.

use crate::i18n::{side_name, tf};
use flagfall_core::{BySide, Side};
use flagfall_page::without_direction_controls;

/// A player as the log names them: "Anna (White)", or "White" without a name.
pub fn player(side: Side, names: &BySide<String>) -> String {
    player_named(side, &names[side])
}

/// `side`'s player as the log names them, from the name typed (which may be blank), its direction
/// controls left out.
pub fn player_named(side: Side, name: &str) -> String {
    match bare_name(name) {
        None => side_name(side).to_owned(),
        Some(name) => tf(
            "{name} ({side})",
            &[("name", &name), ("side", side_name(side))],
        ),
    }
}

/// The name typed, its direction controls left out and trimmed; `None` when blank.
pub fn bare_name(name: &str) -> Option<String> {
    let name = without_direction_controls(name);
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_owned())
}
