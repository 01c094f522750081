//! The game a table runs: a board game ([`Game`]) or WordCap ([`WordCapGame`]), behind the
//! questions the table's shared machinery asks of either (whose turn, which move, who left,
//! is a word waiting, is it over) and the turns both have (pass, time-out, resign, stop).
//! What only one of them has (racks, exchanges, hints; the grid's Sort) the session asks of
//! that one directly.

use super::effect::Msg;
use super::errors;
use crate::rules::{Game, PlayError, TurnRecord};
use crate::wordcap::{WordCapError, WordCapGame};
use rand::RngCore;
use serde::{Deserialize, Serialize};

/// A board game or a WordCap game.
///
/// Saved untagged: a board game saves exactly as before WordCap existed, so saved tables
/// load either way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TableGame {
    /// A board game.
    Board(Game),
    /// The 5x5 grid game.
    Grid(WordCapGame),
}

impl From<Game> for TableGame {
    fn from(game: Game) -> TableGame {
        TableGame::Board(game)
    }
}

impl From<WordCapGame> for TableGame {
    fn from(game: WordCapGame) -> TableGame {
        TableGame::Grid(game)
    }
}

impl TableGame {
    /// The board game, if this is one.
    pub fn board(&self) -> Option<&Game> {
        match self {
            TableGame::Board(g) => Some(g),
            TableGame::Grid(_) => None,
        }
    }

    /// The WordCap game, if this is one.
    pub fn grid(&self) -> Option<&WordCapGame> {
        match self {
            TableGame::Grid(g) => Some(g),
            TableGame::Board(_) => None,
        }
    }

    /// The player to move (or whose word is waiting).
    pub fn turn(&self) -> usize {
        match self {
            TableGame::Board(g) => g.turn(),
            TableGame::Grid(g) => g.turn(),
        }
    }

    /// The move number buttons carry; it changes with every action that changes the game.
    pub fn move_number(&self) -> u32 {
        match self {
            TableGame::Board(g) => g.move_number(),
            TableGame::Grid(g) => g.move_number(),
        }
    }

    /// Turns taken so far, each once: a word laid (whether it stood or a check took it back),
    /// an exchange, a pass, a turn lost as a penalty. A window's settling, a Sort, a
    /// resignation or a forced exchange is no turn.
    pub fn turns_taken(&self) -> u32 {
        match self {
            TableGame::Board(g) => board_turns_taken(g),
            TableGame::Grid(g) => g.turns_used(),
        }
    }

    /// The winners as the game's result names them: [`TableGame::winners`], except that a
    /// game ended before anyone took a turn or left (`/game end` at once) has none.
    pub fn declared_winners(&self) -> Vec<usize> {
        match self {
            TableGame::Board(g) => board_winners(g),
            TableGame::Grid(g) => grid_winners(g),
        }
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        match self {
            TableGame::Board(g) => g.is_over(),
            TableGame::Grid(g) => g.is_over(),
        }
    }

    /// How many players sit in the game.
    pub fn player_count(&self) -> usize {
        match self {
            TableGame::Board(g) => g.players().len(),
            TableGame::Grid(g) => g.players().len(),
        }
    }

    /// True when the player left the game (or there is no such player).
    pub fn resigned(&self, player: usize) -> bool {
        match self {
            TableGame::Board(g) => g.players().get(player).is_none_or(|p| p.resigned),
            TableGame::Grid(g) => g.players().get(player).is_none_or(|p| p.resigned),
        }
    }

    /// A player's score.
    pub fn score(&self, player: usize) -> i64 {
        match self {
            TableGame::Board(g) => g.players().get(player).map_or(0, |p| i64::from(p.score)),
            TableGame::Grid(g) => g.players().get(player).map_or(0, |p| i64::from(p.score)),
        }
    }

    /// The author of the move or word waiting to be settled.
    pub fn pending_author(&self) -> Option<usize> {
        match self {
            TableGame::Board(g) => g.pending().map(|p| p.author),
            TableGame::Grid(g) => g.pending().map(|p| p.author),
        }
    }

    /// The winners, once the game is over.
    pub fn winners(&self) -> Vec<usize> {
        match self {
            TableGame::Board(g) => g.winners(),
            TableGame::Grid(g) => g.winners(),
        }
    }

    /// The player to move passes.
    pub fn pass(&self, player: usize, rng: &mut dyn RngCore) -> Result<TableGame, Msg> {
        match self {
            TableGame::Board(g) => g.pass(player, rng).map(Into::into).map_err(play),
            TableGame::Grid(g) => g.pass(player).map(Into::into).map_err(grid),
        }
    }

    /// Every player is over the game time limit: the game ends (board games: as their
    /// rules say; WordCap: "all the players exceed the game time limit").
    pub fn time_over(&self) -> Result<TableGame, Msg> {
        match self {
            TableGame::Board(g) => g.time_over().map(Into::into).map_err(play),
            TableGame::Grid(g) => g.stop().map(Into::into).map_err(grid),
        }
    }

    /// A player leaves the game.
    pub fn resign(&self, player: usize) -> Result<TableGame, Msg> {
        match self {
            TableGame::Board(g) => g.resign(player).map(Into::into).map_err(play),
            TableGame::Grid(g) => g.resign(player).map(Into::into).map_err(grid),
        }
    }

    /// The game is ended from outside (`/game end`).
    pub fn stop(&self) -> TableGame {
        match self {
            TableGame::Board(g) => g.stop().into(),
            TableGame::Grid(g) => g.stop().map_or_else(|_| self.clone(), Into::into),
        }
    }
}

fn play(e: PlayError) -> Msg {
    errors::play(&e)
}

fn grid(e: WordCapError) -> Msg {
    errors::wordcap(&e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;
    use crate::table::{GameKind, GameOptions};
    use crate::wordcap::WordCapOptions;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    /// Tables saved before WordCap existed hold a bare variant name and a bare board game:
    /// a board table still saves exactly so, and such JSON loads.
    #[test]
    fn a_board_table_saves_as_before_wordcap() {
        let mut rng = StdRng::seed_from_u64(1);
        let options = GameOptions::new(VariantId::Literaki);
        let json = serde_json::to_value(&options).expect("options save");
        assert_eq!(json["variant"], serde_json::json!("literaki"));
        let game = Game::new(VariantId::Literaki, 2, &mut rng).expect("game");
        let bare = serde_json::to_value(&game).expect("game saves");
        let table_game = TableGame::Board(game);
        assert_eq!(serde_json::to_value(&table_game).ok(), Some(bare.clone()));
        let back: TableGame = serde_json::from_value(bare).expect("old JSON loads");
        assert_eq!(back, table_game);
    }

    /// A WordCap table loads back as WordCap.
    #[test]
    fn a_wordcap_table_round_trips() {
        let mut rng = StdRng::seed_from_u64(2);
        let options = WordCapOptions::new(crate::lexicon::Language::Polish);
        let kind = GameKind::WordCap(options);
        let text = serde_json::to_string(&kind).expect("kind saves");
        assert_eq!(serde_json::from_str::<GameKind>(&text).ok(), Some(kind));
        let game = TableGame::Grid(WordCapGame::new(options, 3, &mut rng).expect("game"));
        let text = serde_json::to_string(&game).expect("game saves");
        assert_eq!(serde_json::from_str::<TableGame>(&text).ok(), Some(game));
    }
}

/// [`TableGame::turns_taken`] of a board game.
pub fn board_turns_taken(game: &Game) -> u32 {
    let turns = game.history().iter().filter(|r| {
        matches!(
            r,
            TurnRecord::Played { .. }
                | TurnRecord::Rejected { .. }
                | TurnRecord::Exchanged { .. }
                | TurnRecord::Passed { .. }
                | TurnRecord::Skipped { .. }
        )
    });
    u32::try_from(turns.count()).unwrap_or(u32::MAX)
}

/// [`TableGame::declared_winners`] of a board game.
pub fn board_winners(game: &Game) -> Vec<usize> {
    let nobody_left = game.players().iter().all(|p| !p.resigned);
    if board_turns_taken(game) == 0 && nobody_left {
        return Vec::new();
    }
    game.winners()
}

/// [`TableGame::declared_winners`] of a WordCap game.
pub fn grid_winners(game: &WordCapGame) -> Vec<usize> {
    let nobody_left = game.players().iter().all(|p| !p.resigned);
    if game.turns_used() == 0 && nobody_left {
        return Vec::new();
    }
    game.winners()
}
