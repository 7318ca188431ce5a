//! A round's games in one file: every chess game's PGN, or every draughts game's PDN, one after the
//! other as both formats allow, in the order given (the hall's: by board, each board's games in the
//! order played).

use crate::model::saved::SavedGame;
use crate::record::export::pgn_skeleton;
use flagfall_core::Rulebook;

/// The scores of the games of `games` played under draughts' rulebook (`draughts`) or chess's, each
/// with the UTC offset it was played in; `None` when there is none of that kind.
pub fn round_score(games: &[(SavedGame, i32)], draughts: bool) -> Option<String> {
    let scores: Vec<String> = games
        .iter()
        .filter(|(game, _)| (game.log.settings.rulebook == Rulebook::Fmjd) == draughts)
        .map(|(game, offset)| pgn_skeleton(game, *offset))
        .collect();
    (!scores.is_empty()).then(|| scores.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::install_table;
    use flagfall_core::{parse_human, Action, Game, GameSettings, Instant};
    use flagfall_lang::Lang;

    fn game(rulebook: Rulebook, start: i64) -> SavedGame {
        let settings = GameSettings {
            rulebook,
            ..GameSettings::default()
        };
        let mut game = Game::new(parse_human("3+2").unwrap(), settings);
        game.apply(Action::Start, Instant(start)).unwrap();
        SavedGame::new(game.log())
    }

    #[test]
    fn each_kind_of_game_goes_to_its_own_file_in_the_order_given() {
        install_table(Lang::En);
        let (a, b) = (
            game(Rulebook::default(), 0),
            game(Rulebook::default(), 60_000),
        );
        let draughts = game(Rulebook::Fmjd, 0);
        let games = [(a.clone(), 0), (draughts.clone(), 60), (b.clone(), 0)];
        assert_eq!(
            round_score(&games, false),
            Some(format!("{}\n{}", pgn_skeleton(&a, 0), pgn_skeleton(&b, 0)))
        );
        assert_eq!(round_score(&games, true), Some(pgn_skeleton(&draughts, 60)));
        assert_eq!(round_score(&games[..1], true), None);
    }
}
