//! The games in progress set aside (a link opened over them): each to resume, or to delete.

use super::delete_twice::delete_asked_twice;
use super::summary::{minute, summary};
use super::Shown;
use crate::browser::game_lock::{GameLock, Role};
use crate::browser::keeper::Keeper;
use crate::browser::storage::GameAside;
use crate::i18n::notice_words::following;
use crate::i18n::{t, tf, worded};
use crate::model::saved::SavedGame;
use crate::model::session::Session;
use crate::widgets::when::When;
use leptos::prelude::*;

/// The section, over `aside` as the `keeper` read it; `on_resume` hears a game resumed, with what the
/// player should know about the data it replaced; why it cannot be resumed, or a deletion's
/// trouble, is `shown`.
#[component]
pub fn GamesAside(
    keeper: Keeper,
    aside: RwSignal<Vec<GameAside>>,
    shown: Shown,
    on_resume: Callback<(Session, Vec<String>)>,
) -> impl IntoView {
    let lock = use_context::<GameLock>();
    let notice = shown.notice;
    let resume = move |key: &str, game: &SavedGame| {
        let role = lock.map(|lock| lock.role.get_untracked());
        match resumed(keeper, role, key, game) {
            Ok(resumed) => on_resume.run(resumed),
            Err(why) => notice.set(Some(tf(
                "The game cannot be resumed: {why}",
                &[("why", &why)],
            ))),
        }
    };
    let delete = move |key: &str| {
        notice.set(keeper.discard(key).err());
        aside.set(keeper.games_aside());
    };
    let rows = move || {
        aside
            .get()
            .into_iter()
            .map(|game| aside_row(game, resume, delete))
            .collect_view()
    };
    view! {
        <When when=move || aside.with(|a| !a.is_empty())>
            <section class="games-aside">
                <h2>{t("Games set aside")}</h2>
                <ul>{rows}</ul>
            </section>
        </When>
    }
}

/// The game set aside under `key` back on the clock, with what the player should know about the data
/// it replaced. Checked before anything in storage moves: a game that cannot be replayed stays set
/// aside, and a tab that only follows the game another tab keeps (`role`) changes nothing.
fn resumed(
    keeper: Keeper,
    role: Option<Role>,
    key: &str,
    game: &SavedGame,
) -> Result<(Session, Vec<String>), String> {
    let session = Session::restore(game).map_err(worded)?;
    if role == Some(Role::Follower) {
        return Err(following().to_owned());
    }
    let said = keeper.resume(key)?;
    Ok((session, said))
}

/// A game set aside: what it is and when it was set aside; it can be resumed, or deleted (asked
/// twice).
fn aside_row(
    aside: GameAside,
    resume: impl Fn(&str, &SavedGame) + Copy + Send + Sync + 'static,
    delete: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let text = tf(
        "{game}, set aside on {when}",
        &[
            ("game", &summary(&aside.game)),
            ("when", &minute(aside.since)),
        ],
    );
    let stored = StoredValue::new(aside);
    view! {
        <li class="game-aside">
            <span>{text}</span>
            " "
            <button
                type="button"
                class="aside-resume"
                on:click=move |_| stored.with_value(|a| resume(&a.key, &a.game))
            >
                {t("Resume")}
            </button>
            {delete_asked_twice("aside-delete", move || stored.with_value(|a| delete(&a.key)))}
        </li>
    }
}
