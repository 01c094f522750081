//! Checking a game that comes from outside, such as a saved table: every index, square and
//! letter in it must be one the rules can use, so that nothing played on it later can panic.
//! [`Game::check`] is the gate between "deserialises" and "may be played on".
//!
//! Numbers are bounded too: no real game comes near [`MAX_SCORE`], [`MAX_MOVE_SCORE`] or
//! [`MAX_TURNS`], and a game within them can be played on, counted, told and written out
//! without any sum leaving its type. (Sums over a whole record are saturating as well: a
//! bound on each number alone does not bound a long record's total.)

use super::{check_options, rack_size_of, Game, Phase, TurnRecord};
use crate::lexicon::Letter;
use crate::rules::phase::Ending;
use crate::rules::pos::Pos;
use crate::rules::scoring::ScoredMove;
use crate::rules::tiles::Tile;

/// The most points a player's score or an end-game adjustment may stand at, either way,
/// in a saved game (real games end below a few thousand).
pub const MAX_SCORE: i32 = 1_000_000;
/// The most points one move (or one word of it, its bingo or takeover bonus) may score in a
/// saved game (the best real moves score below two thousand).
pub const MAX_MOVE_SCORE: u32 = 100_000;
/// The most turns a saved game may count (its move number, passes in a row, turns used, the
/// entries of its record).
pub const MAX_TURNS: u32 = 10_000_000;

/// True when a score or adjustment is within [`MAX_SCORE`].
pub fn score_ok(score: i32) -> bool {
    (-MAX_SCORE..=MAX_SCORE).contains(&score)
}

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
            if !score_ok(p.score) {
                return Err(damaged(format!("player {i}'s score")));
            }
        }
        if self.move_number > MAX_TURNS
            || self.passes_in_row > MAX_TURNS
            || self.history.len() > MAX_TURNS as usize
        {
            return Err(damaged("the count of turns"));
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
            let points_ok = |points: u32| points <= MAX_MOVE_SCORE;
            points_ok(mv.score)
                && points_ok(mv.bingo)
                && points_ok(mv.takeover)
                && mv.words.iter().all(|w| points_ok(w.score))
                && mv
                    .tiles
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
                if !ender_ok || adjustments.len() != n || !adjustments.iter().all(|&a| score_ok(a))
                {
                    return Err(damaged("the ending"));
                }
            }
        }
        for record in &self.history {
            let ok = match record {
                TurnRecord::Played { player, mv } | TurnRecord::Rejected { player, mv } => {
                    player_ok(*player) && move_ok(mv)
                }
                TurnRecord::Exchanged { player, count } => {
                    player_ok(*player) && *count <= rack_size
                }
                TurnRecord::BoardCleared { player, tiles } => {
                    player_ok(*player) && *tiles <= squares
                }
                TurnRecord::Passed { player }
                | TurnRecord::Skipped { player }
                | TurnRecord::Resigned { player } => player_ok(*player),
                TurnRecord::RackExchanged { player, by, count } => {
                    player_ok(*player) && player_ok(*by) && *count <= rack_size
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

    /// Issue 25: a saved score that sums past `i32` panicked (overflow checks on) or
    /// wrapped; a score, a move's points or a count of turns past its bound is damage.
    #[test]
    fn numbers_past_their_bounds_are_damage() {
        let mut g = game();
        g.players[1].score = MAX_SCORE + 1;
        assert!(g.check().is_err());
        let mut g = game();
        g.players[0].score = -MAX_SCORE;
        assert_eq!(g.check(), Ok(()));
        let mut g = game();
        g.move_number = MAX_TURNS + 1;
        assert!(g.check().is_err());
        let mut g = game();
        g.passes_in_row = u32::MAX;
        assert!(g.check().is_err());
        let mut g = game();
        g.options.target = Some(u32::MAX);
        assert!(g.check().is_err());
    }

    /// A pending move (and so a recorded one) scoring past [`MAX_MOVE_SCORE`] is damage.
    #[test]
    fn a_move_past_its_bound_is_damage() {
        let g = game();
        let start = g.variant().start;
        let letters: String = g.players[g.turn].rack.tiles()[..2]
            .iter()
            .map(|t| match t {
                Tile::Letter(l) => g.variant().alphabet().lower(*l).to_string(),
                Tile::Blank => "*a".to_string(),
            })
            .collect();
        let text = format!("{}{} {letters}", start.row + 1, (b'A' + start.col) as char);
        let text = crate::rules::parse_move(&text, g.variant()).expect("a move's text");
        let pending = g.submit(g.turn, &text).expect("a move");
        assert_eq!(pending.check(), Ok(()));
        let mut damaged = pending.clone();
        if let Phase::Pending(p) = &mut damaged.phase {
            p.mv.score = MAX_MOVE_SCORE + 1;
        }
        assert!(damaged.check().is_err());
    }
}
