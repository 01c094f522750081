//! The community's numbers: `/stats` (a player's games, results, best move, bingos,
//! ratings and a picture of their rating over time) and `/leaderboard` (a server's best
//! rated players at a variant, paged with buttons). A finished game's results reach the
//! store with its archive ([`player_games`]).

use crate::store::PlayerGame;
use crate::table::GameResults;

/// A finished game's results as the store keeps them.
pub fn player_games(results: &GameResults) -> Vec<PlayerGame> {
    results
        .players
        .iter()
        .map(|p| PlayerGame {
            user: p.user,
            name: p.name.clone(),
            place: p.place,
            result: p.finish.as_str(),
            score: p.score,
            turns: p.turns,
            best: p.best.clone(),
            bingos: p.bingos,
        })
        .collect()
}
