//! The expert: it thinks ahead. Of the turns the strong computer likes best (static equity,
//! [`super::equity`]) it takes the first [`WIDTH`] and plays each out in imagined positions
//! ([`crate::rules::Game::imagined`]: the opponent's rack dealt at random from the tiles it
//! cannot see): the candidate, the opponent's best reply, its own best answer, each chosen by
//! static equity. A candidate's worth is the points it gains over the opponent across those
//! plies plus what its final leave is worth less the opponent's, averaged over the rounds;
//! every candidate of a round meets the same imagined deal (so the comparison is fair with
//! few rounds). Candidates far behind the leader after a few rounds are dropped. It thinks
//! until its [`Budget`] is spent. With the bag empty every tile is known, and an exact
//! end-game search ([`super::endgame`]) decides when it fits the budget.

use rand::rngs::StdRng;
use rand::{RngCore, SeedableRng};

use super::budget::Budget;
use super::endgame;
use super::equity::{candidates, Candidate, Leaves};
use super::Turn;
use crate::movegen::{Generator, Play};
use crate::rules::Game;

/// Candidates played out.
pub const WIDTH: usize = 10;

/// Rounds before a candidate far behind is dropped.
const PRUNE_AFTER: u32 = 6;

/// How far behind (tenths of a point, on the mean) a candidate is dropped.
const PRUNE_MARGIN: i64 = 150;

/// What the expert found for one candidate.
#[derive(Debug, Clone)]
pub struct Thought {
    /// The turn.
    pub candidate: Candidate,
    /// Its mean worth over the rounds (tenths of a point), None if never played out.
    pub mean: Option<i64>,
    /// Rounds it was played out.
    pub rounds: u32,
}

/// The expert's turn in `game` and what it thought of each candidate (best first).
pub fn think(
    game: &Game,
    generator: &mut Generator<'_>,
    leaves: Leaves,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> (Turn, Vec<Thought>) {
    let mut plays: Vec<Play> = Vec::new();
    generator.plays_for(game, &mut plays);
    let all = candidates(game, &plays, leaves);
    let static_only = |all: Vec<Candidate>| {
        let turn = all.first().map_or(Turn::Pass, |c| c.turn.clone());
        let thoughts = all
            .into_iter()
            .take(WIDTH)
            .map(|candidate| Thought {
                candidate,
                mean: None,
                rounds: 0,
            })
            .collect();
        (turn, thoughts)
    };
    if all.len() <= 1 {
        return static_only(all);
    }
    let spending = budget.start();
    if game.bag_len() == 0 {
        if let Some(turn) = endgame::solve(game, generator, &spending) {
            return (turn, Vec::new());
        }
        return static_only(all);
    }
    let mut thoughts: Vec<Thought> = all
        .into_iter()
        .take(WIDTH)
        .map(|candidate| Thought {
            candidate,
            mean: None,
            rounds: 0,
        })
        .collect();
    let mut totals = vec![0i64; thoughts.len()];
    let mut alive = vec![true; thoughts.len()];
    let mut round = 0u32;
    let mut scratch: Vec<Play> = Vec::new();
    while !spending.over(round) {
        let seed = rng.next_u64();
        for (i, t) in thoughts.iter_mut().enumerate() {
            if !alive[i] {
                continue;
            }
            let mut deal = StdRng::seed_from_u64(seed);
            totals[i] += play_out(
                game,
                generator,
                &t.candidate,
                leaves,
                &mut deal,
                &mut scratch,
            );
            t.rounds += 1;
            t.mean = Some(totals[i] / i64::from(t.rounds));
        }
        round += 1;
        if round >= PRUNE_AFTER {
            let best = thoughts
                .iter()
                .zip(&alive)
                .filter(|(_, a)| **a)
                .filter_map(|(t, _)| t.mean)
                .max()
                .unwrap_or(0);
            for (i, t) in thoughts.iter().enumerate() {
                if t.mean.is_some_and(|m| m < best - PRUNE_MARGIN) {
                    alive[i] = false;
                }
            }
        }
        if alive.iter().filter(|a| **a).count() <= 1 {
            break;
        }
    }
    // The best of those still in the running (played out as often as the most), ties to
    // the better static equity (the earlier).
    let most = thoughts
        .iter()
        .zip(&alive)
        .filter(|(_, a)| **a)
        .map(|(t, _)| t.rounds)
        .max()
        .unwrap_or(0);
    let chosen = thoughts
        .iter()
        .zip(&alive)
        .enumerate()
        .filter(|(_, (t, a))| **a && t.rounds == most)
        .max_by_key(|(i, (t, _))| (t.mean.unwrap_or(i64::MIN), std::cmp::Reverse(*i)))
        .map_or(0, |(i, _)| i);
    let turn = thoughts[chosen].candidate.turn.clone();
    thoughts.sort_by_key(|t| std::cmp::Reverse(t.mean.unwrap_or(i64::MIN)));
    (turn, thoughts)
}

/// One round for one candidate: its worth in an imagined deal, for the player to move.
fn play_out(
    game: &Game,
    generator: &mut Generator<'_>,
    candidate: &Candidate,
    leaves: Leaves,
    rng: &mut StdRng,
    scratch: &mut Vec<Play>,
) -> i64 {
    let me = game.turn();
    let start = spread(game, me);
    let imagined = game.imagined(me, rng);
    let Some(mut g) = apply(&imagined, &candidate.turn, generator, rng) else {
        return candidate.equity;
    };
    // The opponent's reply, then our answer, each the best by static equity.
    let mut last: Option<(usize, Candidate)> = None;
    for _ in 0..2 {
        if g.is_over() {
            return 10 * (spread(&g, me) - start);
        }
        let mover = g.turn();
        generator.plays_for(&g, scratch);
        let best = candidates(&g, scratch, leaves).into_iter().next();
        let Some(best) = best else { break };
        let Some(next) = apply(&g, &best.turn, generator, rng) else {
            break;
        };
        last = Some((mover, best));
        g = next;
    }
    if g.is_over() {
        return 10 * (spread(&g, me) - start);
    }
    // Points gained over the plies, and what the last mover's leave is worth (its static
    // equity less its score), for or against us.
    let mut worth = 10 * (spread(&g, me) - start);
    if let Some((mover, best)) = last {
        let score = match &best.turn {
            Turn::Play(p) => i64::from(p.score) * 10,
            _ => 0,
        };
        let leave = best.equity - score;
        worth += if mover == me { leave } else { -leave };
    }
    worth
}

/// The game after `turn`, checked against the generator's own words.
fn apply(game: &Game, turn: &Turn, generator: &Generator<'_>, rng: &mut StdRng) -> Option<Game> {
    let me = game.turn();
    match turn {
        Turn::Play(p) => game
            .play(me, &p.to_move_text(), generator.dawg(), rng)
            .ok()
            .map(|(g, _)| g),
        Turn::Exchange(tiles) => game.exchange(me, tiles, rng).ok(),
        Turn::Pass => game.pass(me, rng).ok(),
    }
}

/// `me`'s score less the best other score.
pub(super) fn spread(game: &Game, me: usize) -> i64 {
    let players = game.players();
    let mine = players.get(me).map_or(0, |p| i64::from(p.score));
    let best_other = players
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != me)
        .map(|(_, p)| i64::from(p.score))
        .max()
        .unwrap_or(0);
    mine - best_other
}
