//! The expert: it thinks ahead. Of the turns the strong computer likes best (static equity,
//! [`super::equity`]) it takes the first [`WIDTH`] and plays each out in imagined positions
//! ([`crate::rules::Game::imagined`]: the opponent's rack dealt at random from the tiles it
//! cannot see): the candidate, the opponent's best reply, its own best answer, each chosen by
//! static equity. A candidate's worth is the points it gains over the opponent across those
//! plies plus what its final leave is worth less the opponent's. In the pre-end-game (at most
//! [`PRE_END_GAME_BAG`] tiles in the bag, or a player within [`NEAR_TARGET`] points of a
//! target score) the play-out goes on turn by turn to the end of the game, and the worth is
//! the final spread's change: who empties the bag or reaches the target, who goes out and who
//! is caught with which tiles is what decides those turns. Every candidate of a round meets
//! the same imagined deal, so each is compared with the static favourite deal by deal.
//! When the first round shows the budget fits too few rounds to tell every candidate apart,
//! only the best by static equity play on ([`narrowed`]). Candidates clearly behind after a
//! few rounds are dropped; the favourite is replaced only by a candidate ahead of it in the
//! same deals by more than a standard error, so that a few noisy rounds seldom overturn the
//! strong computer's choice. It thinks until its [`Budget`]
//! is spent. With the bag empty every tile is known, and an exact end-game search
//! ([`super::endgame`]) decides when it fits the budget.

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

/// Standard errors ahead of the favourite a candidate must be to be chosen instead (one
/// sided, about 84%). 1.65 (95%) kept the static favourite too often at a small budget:
/// `plansza match --variant english --seats strong,expert --games 2000 --budget-ms 50` gave
/// the expert 54.9% with 1.65 and 56.0% with 1.0, one run each on 2026-11-28 (a run's
/// standard error is 1.1 points, and with a budget of time the games differ from machine to
/// machine: compare both values in one session, not with these numbers).
const CHOOSE_SE: f64 = 1.0;

/// Tiles in the bag at or below which a play-out goes on to the end of the game (the
/// pre-end-game): whoever empties the bag decides who starts the end-game, and a leave is
/// worth what it scores in the few turns left, not what it would in mid-game.
pub const PRE_END_GAME_BAG: usize = 7;

/// Points from the target score at which a game to a target is near its end (Эрудит,
/// Letterbox): the game ends when someone reaches the target, not when the bag runs out, so
/// a play-out then goes on to the end as in the pre-end-game (about two good turns). In one
/// session's runs of 2,000 Эрудит games at 50 ms a move against the strong computer: 53.9%
/// without it, 55.8% with 60, 55.0% with 100.
pub const NEAR_TARGET: u32 = 60;

/// True when a play-out from `game` goes on to the end of the game: the pre-end-game (at
/// most [`PRE_END_GAME_BAG`] tiles in the bag) or a player within [`NEAR_TARGET`] points of
/// the target score.
fn near_the_end(game: &Game) -> bool {
    game.bag_len() <= PRE_END_GAME_BAG
        || game.target().is_some_and(|target| {
            game.players()
                .iter()
                .any(|p| i64::from(p.score) + i64::from(NEAR_TARGET) >= i64::from(target))
        })
}

/// Plies after the candidate in a mid-game play-out: the opponent's reply and our answer.
const MID_GAME_PLIES: usize = 2;

/// Plies after the candidate at most in a pre-end-game play-out (enough for both racks to
/// go out in turns of one or two tiles).
const PRE_END_GAME_PLIES: usize = 16;

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
        if let Some(turn) = endgame::think(game, generator, budget) {
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
    let plies = plies_after(game);
    'rounds: while !spending.over(round) {
        let seed = rng.next_u64();
        for (i, t) in thoughts.iter().enumerate().filter(|&(i, _)| alive[i]) {
            // The budget ran out in the middle of a round: the round is left uncounted (the
            // candidates are compared in the same deals), so a move overruns its budget by
            // one play-out at most, not by a round.
            if spending.over(round) {
                break 'rounds;
            }
            let mut deal = StdRng::seed_from_u64(seed);
            worth[i] = play_out(
                game,
                generator,
                &t.candidate,
                leaves,
                plies,
                &mut deal,
                &mut scratch,
            )
            .worth;
        }
        for (i, t) in thoughts.iter_mut().enumerate().filter(|&(i, _)| alive[i]) {
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
        if round == 1 {
            // Too little time for every candidate to be played out often enough to tell
            // them apart: the best by static equity only get the rounds.
            if let Some(fit) = spending.rounds_that_fit(round) {
                for a in alive.iter_mut().skip(narrowed(n, fit)) {
                    *a = false;
                }
            }
        }
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

/// Rounds each candidate should get for the comparison to tell anything: with less time,
/// fewer candidates ([`narrowed`]). `plansza match --variant english --seats strong,expert
/// --games 2000 --seed 1 --budget-ms 50`, one session on a 2-core machine (2026-11-28): the
/// expert won 52.9% without narrowing, 52.2% with 8, 54.6% with 12, 54.2% with 20 (a run's
/// standard error is 1.1 points: compare values within one session, not with these).
const ENOUGH_ROUNDS: f64 = 12.0;

/// How many of `n` candidates (best by static equity first) to play out when the budget
/// fits `fit` rounds of all of them: all when that is [`ENOUGH_ROUNDS`] or more, else as
/// many as get that many rounds in the same time, at least the favourite and one other.
fn narrowed(n: usize, fit: f64) -> usize {
    if fit >= ENOUGH_ROUNDS {
        return n;
    }
    ((n as f64 * fit / ENOUGH_ROUNDS).ceil() as usize).clamp(2.min(n), n)
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

/// One round for one candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PlayOut {
    /// The candidate's worth in the imagined deal, for the player to move (tenths of a point).
    worth: i64,
    /// The play-out reached the end of the game (its worth is then the final spread's change).
    finished: bool,
}

/// Plies played after the candidate in a play-out from `game`.
fn plies_after(game: &Game) -> usize {
    if near_the_end(game) {
        PRE_END_GAME_PLIES
    } else {
        MID_GAME_PLIES
    }
}

/// One round for one candidate: its worth in an imagined deal, for the player to move, with
/// `plies` turns after it ([`plies_after`], worked out once a move).
fn play_out(
    game: &Game,
    generator: &mut Generator<'_>,
    candidate: &Candidate,
    leaves: Leaves,
    plies: usize,
    rng: &mut StdRng,
    scratch: &mut Vec<Play>,
) -> PlayOut {
    let me = game.turn();
    let start = spread(game, me);
    let finished = |g: &Game| PlayOut {
        worth: 10 * (spread(g, me) - start),
        finished: true,
    };
    let imagined = game.imagined(me, rng);
    let Some(mut g) = apply(&imagined, &candidate.turn, generator, rng) else {
        return PlayOut {
            worth: candidate.equity,
            finished: false,
        };
    };
    // What our last turn kept is worth (the candidate's leave to start with), and what the
    // opponents' last turn kept.
    let mut ours = candidate.equity - i64::from(turn_points(&candidate.turn)) * 10;
    let mut theirs = 0i64;
    // The opponent's reply, then our answer, each the best by static equity; in the
    // pre-end-game, turn after turn to the end of the game ([`plies_after`]).
    for _ in 0..plies {
        if g.is_over() {
            return finished(&g);
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
        return finished(&g);
    }
    // Points gained over the plies, and what each side keeps for later.
    PlayOut {
        worth: 10 * (spread(&g, me) - start) + ours - theirs,
        finished: false,
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;
    use crate::movegen::computer::duel::{positions_of_game, Seat};
    use crate::movegen::computer::Strength;
    use crate::rules::VariantId;

    /// With time for fewer than [`ENOUGH_ROUNDS`] rounds of every candidate, the best by
    /// static equity get them: as many as can have that many rounds, never fewer than two.
    #[test]
    fn with_little_time_fewer_candidates_are_played_out() {
        assert_eq!(narrowed(10, 40.0), 10);
        assert_eq!(narrowed(10, ENOUGH_ROUNDS), 10);
        assert_eq!(narrowed(10, ENOUGH_ROUNDS / 2.0), 5);
        assert_eq!(
            narrowed(10, 3.0),
            3,
            "ten candidates, three rounds: 3 × 10 / 12"
        );
        assert_eq!(narrowed(10, 1.0), 2, "the favourite and one other");
        assert_eq!(narrowed(1, 1.0), 1);
    }

    /// Play-outs of the static favourite, five deals each, from every position of `games`
    /// whole games of `id` between strong computers: (how many, how many reached the end of
    /// the game) for the positions `near` says are near the end, and the same for those
    /// `far` says are far from it; other positions are skipped.
    fn play_outs(
        id: VariantId,
        games: u64,
        near: impl Fn(&Game) -> bool,
        far: impl Fn(&Game) -> bool,
    ) -> [(usize, usize); 2] {
        let lex = Lexicon::bundled(id.variant().language).expect("the bundled list");
        let dawg = lex.dawg();
        let mut generator = Generator::new(id.variant(), dawg);
        let mut counts = [(0, 0); 2];
        for seed in 0..games {
            let seen = positions_of_game(
                id,
                [Seat::Level(Strength::Strong); 2],
                &lex,
                &mut generator,
                seed,
            );
            for game in seen.iter().filter(|g| g.bag_len() > 0) {
                let which = if near(game) {
                    0
                } else if far(game) {
                    1
                } else {
                    continue;
                };
                let leaves = Leaves::learned_for(game);
                let mut plays = Vec::new();
                generator.plays_for(game, &mut plays);
                let favourite = best_candidates(game, &plays, leaves, 1);
                let favourite = favourite.first().expect("a turn, even a pass");
                let mut scratch = Vec::new();
                for deal in 0..5 {
                    let mut rng = StdRng::seed_from_u64(deal);
                    let out = play_out(
                        game,
                        &mut generator,
                        favourite,
                        leaves,
                        plies_after(game),
                        &mut rng,
                        &mut scratch,
                    );
                    counts[which].0 += 1;
                    counts[which].1 += usize::from(out.finished);
                }
            }
        }
        counts
    }

    /// In the pre-end-game a play-out goes on to the end of the game; in mid-game it stops
    /// after the opponent's reply and our answer. From every position of four English games
    /// with 1 to [`PRE_END_GAME_BAG`] tiles in the bag, the play-outs reach the end of the
    /// game (all but a few: [`PRE_END_GAME_PLIES`] may cut a long line of one-tile turns and
    /// passes); from every position with more than 20 tiles in the bag, none does.
    #[test]
    fn a_pre_end_game_play_out_goes_on_to_the_end_of_the_game() {
        let [(pre, pre_finished), (mid, mid_finished)] = play_outs(
            VariantId::English,
            4,
            |g| g.bag_len() <= PRE_END_GAME_BAG,
            |g| g.bag_len() > 20,
        );
        assert!(pre >= 20, "{pre} pre-end-game play-outs");
        assert!(
            pre_finished * 10 >= pre * 9,
            "{pre_finished} of {pre} pre-end-game play-outs reached the end"
        );
        assert!(mid >= 100, "{mid} mid-game play-outs");
        assert_eq!(mid_finished, 0, "mid-game play-outs that reached the end");
    }

    /// Эрудит is played to a target score: "Играют до тех пор, пока кто-нибудь из игроков не
    /// наберет установленного количества очков, например 200 (при этом игрокам, имеющим
    /// право очередного хода, предоставляется возможность выставить свои фишки…)"; the end
    /// comes then, usually with tiles still in the bag. From every position where a player is
    /// within [`NEAR_TARGET`] points of it, the play-outs reach the end of the game (the round
    /// finished); from those where everyone is 120 points or more away, they stop after two
    /// plies and (almost) never do.
    #[test]
    fn near_the_target_score_a_play_out_goes_on_to_the_end_of_the_game() {
        let near_target = |g: &Game, points: u32| {
            let target = g.target().expect("Эрудит has a target score");
            g.players()
                .iter()
                .any(|p| i64::from(p.score) + i64::from(points) >= i64::from(target))
        };
        let [(near, near_finished), (far, far_finished)] = play_outs(
            VariantId::Erudit,
            6,
            |g| g.bag_len() > PRE_END_GAME_BAG && near_target(g, NEAR_TARGET),
            |g| g.bag_len() > PRE_END_GAME_BAG && !near_target(g, 120),
        );
        assert!(near >= 20, "{near} play-outs near the target");
        assert!(
            near_finished * 10 >= near * 9,
            "{near_finished} of {near} play-outs near the target reached the end"
        );
        assert!(far >= 100, "{far} play-outs far from the target");
        assert!(
            far_finished * 20 <= far,
            "{far_finished} of {far} play-outs far from the target reached the end"
        );
    }
}
