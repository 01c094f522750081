//! The end-game search: with the bag empty and two players every tile is known (the
//! opponent's rack is what the thinker cannot see on its own rack and the board), so the
//! rest of the game is a game of perfect information. A negamax search with alpha-beta,
//! deepened one ply at a time (plays tried highest-scoring first, a pass always among them),
//! values a finished line by the final spread as the rules leave it (going out, the racks'
//! values) and a line cut at the depth by the spread less the mover's rack plus the
//! opponent's. When a depth finishes with no line cut, the answer is exact; when the budget
//! runs out mid-depth, the last finished depth's answer stands.

use super::budget::Spending;
use super::equity::spread;
use super::Turn;
use crate::movegen::{Dawg, Generator, Play};
use crate::rules::Game;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// Deepest search tried (plies).
const MAX_DEPTH: u32 = 14;

/// The best turn for the player to move with the bag empty (two players), or None when the
/// budget did not allow even one ply or the game is not such an end-game.
pub fn solve(game: &Game, generator: &mut Generator<'_>, spending: &Spending) -> Option<Turn> {
    solve_with_depth(game, generator, spending).map(|(turn, _, _)| turn)
}

/// [`solve`] with the value found (tenths of a point of final spread for the player to move)
/// and whether it is exact.
pub fn solve_with_depth(
    game: &Game,
    generator: &mut Generator<'_>,
    spending: &Spending,
) -> Option<(Turn, i64, bool)> {
    if game.bag_len() != 0 || game.players().len() != 2 || game.is_over() {
        return None;
    }
    let root = game.clone_without_history();
    let mut best = None;
    // A budget of rounds (no clock) searches as many plies, so it ends on any machine.
    let deepest = spending
        .round_limit()
        .map_or(MAX_DEPTH, |r| r.clamp(1, MAX_DEPTH));
    for depth in 1..=deepest {
        let mut search = Search {
            generator: &mut *generator,
            spending,
            aborted: false,
            cut: false,
        };
        let found = search.root(&root, depth);
        if search.aborted {
            break;
        }
        let exact = !search.cut;
        if let Some((turn, value)) = found {
            best = Some((turn, value, exact));
        }
        if exact {
            break;
        }
    }
    best
}

struct Search<'s, 'g> {
    generator: &'s mut Generator<'g>,
    spending: &'s Spending,
    aborted: bool,
    /// Some line was cut at the depth (the answer is not exact).
    cut: bool,
}

impl Search<'_, '_> {
    fn root(&mut self, game: &Game, depth: u32) -> Option<(Turn, i64)> {
        let mut best: Option<(Turn, i64)> = None;
        let mut alpha = i64::MIN + 1;
        for turn in self.turns(game) {
            let Some(child) = apply(game, &turn, self.generator.dawg()) else {
                continue;
            };
            let value = self.child_value(game, &child, depth - 1, alpha, i64::MAX);
            if self.aborted {
                return best;
            }
            if best.as_ref().is_none_or(|(_, b)| value > *b) {
                alpha = alpha.max(value);
                best = Some((turn, value));
            }
        }
        best
    }

    /// The value of `child` (reached from `parent`) for `parent`'s mover.
    fn child_value(
        &mut self,
        parent: &Game,
        child: &Game,
        depth: u32,
        alpha: i64,
        beta: i64,
    ) -> i64 {
        // A finished game is valued from the parent's mover's side directly (whose turn a
        // finished game names says nothing).
        if child.is_over() {
            return 10 * spread(child, parent.turn());
        }
        if child.turn() == parent.turn() {
            self.negamax(child, depth, alpha, beta)
        } else {
            -self.negamax(child, depth, -beta, -alpha)
        }
    }

    /// The value of `game` for its player to move.
    fn negamax(&mut self, game: &Game, depth: u32, mut alpha: i64, beta: i64) -> i64 {
        let me = game.turn();
        if self.spending.over(0) {
            self.aborted = true;
            return 0;
        }
        if depth == 0 {
            self.cut = true;
            return 10 * (spread(game, me) - rack_value(game, me) + rack_value(game, 1 - me));
        }
        let mut best = i64::MIN + 1;
        for turn in self.turns(game) {
            let Some(child) = apply(game, &turn, self.generator.dawg()) else {
                continue;
            };
            let value = self.child_value(game, &child, depth - 1, alpha, beta);
            if self.aborted {
                return 0;
            }
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The turns to try, highest-scoring plays first, then a pass.
    fn turns(&mut self, game: &Game) -> Vec<Turn> {
        let mut plays: Vec<Play> = Vec::new();
        self.generator.plays_for(game, &mut plays);
        plays.sort_by_key(|p| {
            std::cmp::Reverse((p.tile_count() as usize == rack_len(game), p.score))
        });
        let mut turns: Vec<Turn> = plays.into_iter().map(Turn::Play).collect();
        turns.push(Turn::Pass);
        turns
    }
}

fn rack_len(game: &Game) -> usize {
    game.rack(game.turn()).map_or(0, |r| r.len())
}

fn rack_value(game: &Game, player: usize) -> i64 {
    let v = game.variant();
    game.rack(player).map_or(0, |r| {
        r.tiles().iter().map(|&t| i64::from(v.tile_value(t))).sum()
    })
}

/// The game after `turn`, its words checked against the generator's (no tile is drawn: the
/// bag is empty).
fn apply(game: &Game, turn: &Turn, words: &Dawg) -> Option<Game> {
    let me = game.turn();
    // The bag is empty: nothing random happens, any seed will do.
    let mut rng = StdRng::seed_from_u64(0);
    match turn {
        Turn::Play(p) => game
            .play(me, &p.to_move_text(), words, &mut rng)
            .ok()
            .map(|(g, _)| g),
        Turn::Exchange(_) => None,
        Turn::Pass => game.pass(me, &mut rng).ok(),
    }
}
