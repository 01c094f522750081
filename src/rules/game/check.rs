//! Checking a game that comes from outside, such as a saved table: every index, square and
//! letter in it must be one the rules can use, so that nothing played on it later can panic.
//! [`Game::check`] is the gate between "deserialises" and "may be played on".

use super::{check_options, rack_size_of, Game, Phase, TurnRecord};
use crate::lexicon::Letter;
use crate::rules::phase::Ending;
use crate::rules::pos::Pos;
use crate::rules::scoring::ScoredMove;
use crate::rules::tiles::Tile;

/// What is wrong with a game read from storage, in words for the log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the saved game is damaged: {0}")]
pub struct DamagedGame(pub String);

fn damaged(what: impl Into<String>) -> DamagedGame {
    DamagedGame(what.into())
}

impl Game {
    /// Checks that the game is one the rules could have made: the board has the variant's
    /// shape, every letter is in the alphabet, every player index (the turn, the first player,
    /// a pending move's author, an ending's player, every record) names a player, racks are
    /// no bigger than the rack size, and the options are the variant's.
    pub fn check(&self) -> Result<(), DamagedGame> {
        let v = self.variant.variant();
        let n = self.players.len();
        if n < v.min_players || n > v.max_players {
            return Err(damaged(format!("{n} players")));
        }
        if !self.board.has_shape(v.width, v.height) {
            return Err(damaged("the board has the wrong shape"));
        }
        check_options(v, &self.options).map_err(|e| damaged(e.to_string()))?;
        let letters = v.alphabet().len();
        let letter_ok = |l: Letter| l.index() < letters;
        let tile_ok = |t: &Tile| match t {
            Tile::Blank => true,
            Tile::Letter(l) => letter_ok(*l),
        };
        if self.board.tiles().any(|(_, t)| !letter_ok(t.letter)) {
            return Err(damaged("a letter on the board is not in the alphabet"));
        }
        if !self.bag.tiles().iter().all(tile_ok) {
            return Err(damaged("a tile in the bag is not in the alphabet"));
        }
        let rack_size = rack_size_of(v, &self.options);
        for (i, p) in self.players.iter().enumerate() {
            if p.rack.len() > rack_size || !p.rack.tiles().iter().all(tile_ok) {
                return Err(damaged(format!("player {i}'s rack")));
            }
        }
        let player_ok = |i: usize| i < n;
        if !player_ok(self.turn) || !player_ok(self.first_player) {
            return Err(damaged("the turn names no player"));
        }
        if !self.agreed.iter().all(|&i| player_ok(i)) {
            return Err(damaged("an agreement names no player"));
        }
        let squares = v.width as usize * v.height as usize;
        if !(self.owners.is_empty() || self.owners.len() == squares)
            || self
                .owners
                .iter()
                .flatten()
                .any(|&o| !player_ok(o as usize))
        {
            return Err(damaged("the owners of the board's tiles"));
        }
        let move_ok = |mv: &ScoredMove| {
            let on_board = |p: &Pos| self.board.contains(*p);
            mv.tiles
                .iter()
                .all(|(p, t)| on_board(p) && letter_ok(t.letter))
                && mv
                    .words
                    .iter()
                    .all(|w| on_board(&w.start) && w.letters.iter().all(|&l| letter_ok(l)))
                && mv.swaps.iter().all(|(p, l)| on_board(p) && letter_ok(*l))
                && mv.taken.iter().all(on_board)
        };
        match &self.phase {
            Phase::Playing => {}
            Phase::Pending(p) => {
                if !player_ok(p.author) || !move_ok(&p.mv) {
                    return Err(damaged("the pending move"));
                }
            }
            Phase::Over {
                ending,
                adjustments,
            } => {
                let ender_ok = match ending {
                    Ending::WentOut { player } => player_ok(*player),
                    _ => true,
                };
                if !ender_ok || adjustments.len() != n {
                    return Err(damaged("the ending"));
                }
            }
        }
        for record in &self.history {
            let ok = match record {
                TurnRecord::Played { player, mv } | TurnRecord::Rejected { player, mv } => {
                    player_ok(*player) && move_ok(mv)
                }
                TurnRecord::Exchanged { player, .. }
                | TurnRecord::Passed { player }
                | TurnRecord::Skipped { player }
                | TurnRecord::Resigned { player }
                | TurnRecord::BoardCleared { player, .. } => player_ok(*player),
                TurnRecord::RackExchanged { player, by, .. } => {
                    player_ok(*player) && player_ok(*by)
                }
                TurnRecord::NewLetters => true,
            };
            if !ok {
                return Err(damaged("a turn in the record"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;
    use rand::SeedableRng;

    fn game() -> Game {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        Game::new(VariantId::Literaki, 2, &mut rng).expect("a game")
    }

    #[test]
    fn a_new_game_passes() {
        assert_eq!(game().check(), Ok(()));
    }

    #[test]
    fn a_turn_past_the_players_is_damage() {
        let mut g = game();
        g.turn = 5;
        assert!(g.check().is_err());
    }

    #[test]
    fn a_letter_outside_the_alphabet_is_damage() {
        let mut g = game();
        g.players[0].rack = crate::rules::tiles::Rack::new(vec![Tile::Letter(Letter(200))]);
        assert!(g.check().is_err());
    }
}
