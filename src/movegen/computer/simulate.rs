//! The expert: it thinks ahead. Of the turns the strong computer likes best (static equity,
//! [`super::equity`]) it takes the first [`WIDTH`] and plays each out in imagined positions
//! ([`crate::rules::Game::imagined`]: the opponent's rack dealt at random from the tiles it
//! cannot see): the candidate, the opponent's best reply, its own best answer, each chosen by
//! static equity. A candidate's worth is the points it gains over the opponent across those
//! plies plus what its final leave is worth less the opponent's; every candidate of a round
//! meets the same imagined deal, so each is compared with the static favourite deal by deal.
//! Candidates clearly behind after a few rounds are dropped; the favourite is replaced only
//! by a candidate ahead of it by more than chance explains, so a small budget never makes
//! the expert weaker than the strong computer. It thinks until its [`Budget`] is spent. With the bag empty every tile is known, and an exact
//! end-game search ([`super::endgame`]) decides when it fits the budget.

use rand::rngs::StdRng;
use rand::{RngCore, SeedableRng};

use super::budget::Budget;
use super::endgame;
use super::equity::{spread, Candidate, Leaves};
use super::weigh::best_candidates;
use super::Turn;
use crate::movegen::{Generator, Play};
use crate::rules::Game;

/// Candidates played out.
pub const WIDTH: usize = 10;

/// Rounds before a candidate far behind is dropped.
const PRUNE_AFTER: u32 = 6;

/// Standard errors behind the favourite at which a candidate is dropped.
const PRUNE_SE: f64 = 2.0;

/// Standard errors ahead of the favourite a candidate must be to be chosen instead.
const CHOOSE_SE: f64 = 1.65;

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
    let all = best_candidates(game, &plays, leaves, WIDTH);
    let static_only = |all: Vec<Candidate>| {
        let turn = all.first().map_or(Turn::Pass, |c| c.turn.clone());
        (turn, unweighed(all))
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
    let mut thoughts = unweighed(all);
    // Each candidate's worth is compared, round by round, with the static favourite's in the
    // same deal (index 0): the sum and the sum of squares of the differences.
    let n = thoughts.len();
    let mut totals = vec![0i64; n];
    let mut diff = vec![0f64; n];
    let mut diff_sq = vec![0f64; n];
    let mut alive = vec![true; n];
    let mut round = 0u32;
    let mut scratch: Vec<Play> = Vec::new();
    let mut worth = vec![0i64; n];
    while !spending.over(round) {
        let seed = rng.next_u64();
        for (i, t) in thoughts.iter_mut().enumerate() {
            if !alive[i] {
                continue;
            }
            let mut deal = StdRng::seed_from_u64(seed);
            worth[i] = play_out(
                game,
                generator,
                &t.candidate,
                leaves,
                &mut deal,
                &mut scratch,
            );
            totals[i] += worth[i];
            t.rounds += 1;
            t.mean = Some(totals[i] / i64::from(t.rounds));
        }
        for i in 1..n {
            if alive[i] {
                let d = (worth[i] - worth[0]) as f64;
                diff[i] += d;
                diff_sq[i] += d * d;
            }
        }
        round += 1;
        if round >= PRUNE_AFTER {
            for i in 1..n {
                // Clearly behind the favourite: no more rounds for it.
                if alive[i] && bound(diff[i], diff_sq[i], round, -PRUNE_SE) < 0.0 {
                    alive[i] = false;
                }
            }
        }
        if alive.iter().filter(|a| **a).count() <= 1 {
            break;
        }
    }
    // The static favourite stands unless another candidate did better in the same deals by
    // more than chance explains (so that few rounds never make the expert weaker than the
    // strong computer); of those, the one ahead by most.
    let chosen = (1..n)
        .filter(|&i| alive[i] && round >= 2 && bound(diff[i], diff_sq[i], round, CHOOSE_SE) > 0.0)
        .max_by(|&i, &j| diff[i].total_cmp(&diff[j]))
        .unwrap_or(0);
    let turn = thoughts[chosen].candidate.turn.clone();
    thoughts.sort_by_key(|t| std::cmp::Reverse(t.mean.unwrap_or(i64::MIN)));
    (turn, thoughts)
}

/// The first [`WIDTH`] candidates, not yet played out.
fn unweighed(all: Vec<Candidate>) -> Vec<Thought> {
    all.into_iter()
        .take(WIDTH)
        .map(|candidate| Thought {
            candidate,
            mean: None,
            rounds: 0,
        })
        .collect()
}

/// The mean difference over `rounds` less `z` standard errors (plus when `z` is negative).
fn bound(sum: f64, sum_sq: f64, rounds: u32, z: f64) -> f64 {
    let n = f64::from(rounds.max(1));
    let mean = sum / n;
    let var = if rounds > 1 {
        ((sum_sq - sum * sum / n) / (n - 1.0)).max(0.0)
    } else {
        f64::INFINITY
    };
    mean - z * (var / n).sqrt()
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
    // What our last turn kept is worth (the candidate's leave to start with), and what the
    // opponents' last turn kept.
    let mut ours = candidate.equity - i64::from(turn_points(&candidate.turn)) * 10;
    let mut theirs = 0i64;
    // The opponent's reply, then our answer, each the best by static equity.
    for _ in 0..2 {
        if g.is_over() {
            return 10 * (spread(&g, me) - start);
        }
        let mover = g.turn();
        generator.plays_for(&g, scratch);
        let Some(best) = best_candidates(&g, scratch, leaves, 1).into_iter().next() else {
            break;
        };
        let Some(next) = apply(&g, &best.turn, generator, rng) else {
            break;
        };
        let kept = best.equity - i64::from(turn_points(&best.turn)) * 10;
        if mover == me {
            ours = kept;
        } else {
            theirs = kept;
        }
        g = next;
    }
    if g.is_over() {
        return 10 * (spread(&g, me) - start);
    }
    // Points gained over the plies, and what each side keeps for later.
    10 * (spread(&g, me) - start) + ours - theirs
}

/// The points a turn scores.
fn turn_points(turn: &Turn) -> u32 {
    match turn {
        Turn::Play(p) => p.score,
        _ => 0,
    }
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
