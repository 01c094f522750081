//! Computer players: what a computer of some [`Strength`] does on its turn ([`choose_turn`])
//! and how it answers an opponent's move in the 10-second window ([`judge_move`]). Pure: the
//! caller passes the game, a [`Generator`] for its variant and a random source.
//!
//! - **Beginner**: looks at a fraction of the moves, prefers short words of common letters
//!   and picks one of them at random; accepts a phony half of the time.
//! - **Intermediate**: sees most short plays and misses many long ones, picks among the
//!   good moves it sees (the upper third by score), keeps some balance on its rack; accepts
//!   a phony a quarter of the time.
//! - **Strong**: the best static equity ([`equity`]): score plus what the tiles kept are
//!   worth as learned from self-play for the variant ([`leaves`], [`train`]) less a little
//!   for word-premium squares opened; an exchange when keeping the best tiles is worth more
//!   than any play; near the end, going out and target scores weigh instead of the leave;
//!   with the bag empty, a short look ahead ([`endgame::glance`]: four plies, the eight
//!   best-scoring plays at each turn), which wins it 1-2 more games in 100 against the
//!   classic strong in English, Literaki and Polish. Checks exactly the invalid moves.
//! - **Expert**: the strong computer's best few turns, each played out two plies ahead in
//!   imagined deals of the tiles it cannot see, within a CPU [`Budget`] ([`simulate`]); with
//!   the bag empty, an end-game search ([`endgame`]).
//!
//! [`Computer::classic_strong`] keeps the strong computer as it was before leaves were
//! learned (rules of thumb), the yardstick of the strength bench (`benches/strength.rs`).
//! With no move: an exchange of the worst tiles where the variant allows it, else a pass.

pub mod analysis;
pub mod budget;
pub mod duel;
pub mod endgame;
pub mod equity;
pub mod leaves;
pub mod simulate;
pub mod train;
pub mod weigh;

pub use budget::Budget;
pub use equity::{play_equity, Candidate, Leaves};
pub use simulate::Thought;
pub use weigh::{best_candidates, candidates};

use super::{Generator, Play};
use crate::lexicon::WordList;
use crate::rules::{Game, ScoredMove, Tile};
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

/// How well a computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Strength {
    /// Short common words, misses much.
    Beginner,
    /// Good moves, not always the best.
    #[default]
    Intermediate,
    /// The best equity with learned leave values.
    Strong,
    /// Thinks ahead: simulation of the best candidates, an end-game search.
    Expert,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 4] = [
        Strength::Beginner,
        Strength::Intermediate,
        Strength::Strong,
        Strength::Expert,
    ];

    /// The strengths that answer at once: all but the expert, which thinks for its budget
    /// (random play in tests picks among these).
    pub const QUICK: [Strength; 3] = [Strength::Beginner, Strength::Intermediate, Strength::Strong];

    /// The name as typed in settings (`beginner`, `intermediate`, `strong`, `expert`).
    pub fn name(self) -> &'static str {
        match self {
            Strength::Beginner => "beginner",
            Strength::Intermediate => "intermediate",
            Strength::Strong => "strong",
            Strength::Expert => "expert",
        }
    }

    /// The strength with this name (case-insensitive).
    pub fn from_name(name: &str) -> Option<Strength> {
        Strength::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Its rank, 0 the weakest.
    pub fn rank(self) -> u8 {
        match self {
            Strength::Beginner => 0,
            Strength::Intermediate => 1,
            Strength::Strong => 2,
            Strength::Expert => 3,
        }
    }

    /// How often it lets a move with a word not in the dictionary stand (per mille).
    pub fn accepts_phony(self) -> u32 {
        match self {
            Strength::Beginner => 500,
            Strength::Intermediate => 250,
            Strength::Strong | Strength::Expert => 0,
        }
    }
}

/// What the computer does on its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turn {
    /// Lay this play.
    Play(Play),
    /// Exchange these tiles.
    Exchange(Vec<Tile>),
    /// Pass.
    Pass,
}

/// A computer player: its strength, how it values the tiles it keeps, and (the expert) how
/// long it may think.
#[derive(Debug, Clone, Copy)]
pub struct Computer {
    /// How well it plays.
    pub strength: Strength,
    /// How it values leaves.
    pub leaves: Leaves,
    /// The expert's thinking time per move.
    pub budget: Budget,
}

impl Computer {
    /// The computer of this strength for `game`'s variant: the strong and the expert value
    /// leaves as learned for the variant, the weaker ones by rules of thumb.
    pub fn new(strength: Strength, game: &Game) -> Computer {
        let leaves = match strength {
            Strength::Strong | Strength::Expert => Leaves::learned_for(game),
            Strength::Beginner | Strength::Intermediate => Leaves::Thumb,
        };
        Computer {
            strength,
            leaves,
            budget: Budget::DEFAULT,
        }
    }

    /// The strong computer as it was before leaves were learned (rules of thumb, no
    /// exchange by choice): the yardstick the learned one is measured against.
    pub fn classic_strong() -> Computer {
        Computer {
            strength: Strength::Strong,
            leaves: Leaves::Thumb,
            budget: Budget::DEFAULT,
        }
    }

    /// The same computer with this thinking budget.
    pub fn with_budget(self, budget: Budget) -> Computer {
        Computer { budget, ..self }
    }

    /// Its turn in `game` (the player to move is this computer).
    pub fn choose(
        &self,
        game: &Game,
        generator: &mut Generator<'_>,
        rng: &mut dyn RngCore,
    ) -> Turn {
        self.think(game, generator, rng).0
    }

    /// Its turn in `game` and, for the expert, what it thought of the candidates it played
    /// out (empty for the others, which do not think ahead).
    pub fn think(
        &self,
        game: &Game,
        generator: &mut Generator<'_>,
        rng: &mut dyn RngCore,
    ) -> (Turn, Vec<Thought>) {
        let Some(rack) = game.rack(game.turn()) else {
            return (Turn::Pass, Vec::new());
        };
        let rack: Vec<Tile> = rack.tiles().to_vec();
        if self.strength == Strength::Expert {
            let (turn, thoughts) = simulate::think(game, generator, self.leaves, self.budget, rng);
            let turn = match turn {
                Turn::Pass => exchange_or_pass(game, &rack),
                turn => turn,
            };
            return (turn, thoughts);
        }
        (self.static_turn(game, &rack, generator, rng), Vec::new())
    }

    /// The turn of a computer that does not think ahead.
    fn static_turn(
        &self,
        game: &Game,
        rack: &[Tile],
        generator: &mut Generator<'_>,
        rng: &mut dyn RngCore,
    ) -> Turn {
        // With the bag empty every tile is known: the strong computer's short look ahead
        // finds the outs and the blocks a static value cannot see (the expert searches in
        // `simulate`; the classic strong, of rules of thumb, does not look).
        if self.strength == Strength::Strong && self.leaves.is_learned() {
            if let Some(turn) = endgame::glance(game, generator) {
                return turn;
            }
        }
        let mut plays: Vec<Play> = Vec::new();
        generator.plays_for(game, &mut plays);
        let chosen = match self.strength {
            Strength::Strong | Strength::Expert => {
                match best_candidates(game, &plays, self.leaves, 1)
                    .into_iter()
                    .next()
                {
                    Some(c) if c.turn != Turn::Pass => return c.turn,
                    _ => None,
                }
            }
            Strength::Intermediate => {
                let seen: Vec<Play> = plays
                    .iter()
                    .filter(|p| rng.gen_range(0..100) < sees_per_cent(p.tile_count()))
                    .copied()
                    .collect();
                if !seen.is_empty() {
                    plays = seen;
                }
                plays.sort_unstable_by_key(|p| std::cmp::Reverse(p.score));
                let top = plays.len().div_ceil(3).max(1).min(plays.len());
                let weigher = weigh::Weigher::new(game, self.leaves);
                let equity = |p: &Play| match &weigher {
                    Some(w) => w.play(p),
                    None => play_equity(game, p, rack, self.leaves),
                };
                plays[..top]
                    .iter()
                    .max_by_key(|p| equity(p) + rng.gen_range(0..60))
                    .copied()
            }
            Strength::Beginner => {
                let short: Vec<Play> = plays
                    .iter()
                    .filter(|p| p.tile_count() <= 3 && rng.gen_range(0..10) < 4)
                    .copied()
                    .collect();
                if short.is_empty() {
                    plays.iter().min_by_key(|p| p.score).copied()
                } else {
                    Some(short[rng.gen_range(0..short.len())])
                }
            }
        };
        match chosen {
            Some(p) => Turn::Play(p),
            None => exchange_or_pass(game, rack),
        }
    }
}

/// How often (per cent) the intermediate computer sees a play laying `tiles` tiles: as a
/// club player of middling strength, it finds nearly every short play and misses many long
/// ones (about two bingos in three). Without it, the intermediate played as well as the
/// strong computer of rules of thumb (49.7% over 2,000 English games), no step on the
/// ladder; with 85/60/40/25 it lost 79% of its games to the strong, a step too far.
fn sees_per_cent(tiles: u32) -> u32 {
    match tiles {
        0..=2 => 90,
        3..=4 => 70,
        5..=6 => 50,
        _ => 35,
    }
}

/// The computer's turn in `game` (the player to move is the computer), at its strength with
/// the default thinking budget.
pub fn choose_turn(
    game: &Game,
    generator: &mut Generator<'_>,
    strength: Strength,
    rng: &mut dyn RngCore,
) -> Turn {
    Computer::new(strength, game).choose(game, generator, rng)
}

/// With no play: the worst tiles back (as many as allowed), or a pass.
fn exchange_or_pass(game: &Game, rack: &[Tile]) -> Turn {
    let v = game.variant();
    let used = game
        .players()
        .get(game.turn())
        .map_or(0, |p| p.exchanges_used);
    let allowed = v.exchange_limit.is_none_or(|n| used < n) && v.exchange_limit != Some(0);
    let (min, max) = v.exchange_tiles;
    if !allowed || rack.is_empty() {
        return Turn::Pass;
    }
    let mut worst: Vec<Tile> = rack.to_vec();
    worst.sort_by_key(|&t| std::cmp::Reverse(v.tile_value(t)));
    let n = rack.len().min(max).min(game.bag_len());
    if n < min.max(1) || game.bag_len() < v.exchange_min_bag.max(n) {
        return Turn::Pass;
    }
    worst.truncate(n);
    Turn::Exchange(worst)
}

/// How the computer answers an opponent's pending move: `true` to accept, `false` to check.
/// It knows the dictionary: a move of valid words is always accepted; a phony is checked,
/// except that weaker computers sometimes let it stand.
pub fn judge_move(
    mv: &ScoredMove,
    words: &dyn WordList,
    strength: Strength,
    rng: &mut dyn RngCore,
) -> bool {
    let valid = mv.words.iter().all(|w| words.contains(&w.letters));
    valid || rng.gen_range(0..1000) < strength.accepts_phony()
}
