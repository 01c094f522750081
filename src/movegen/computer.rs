//! Computer players: what a computer of some [`Strength`] does on its turn ([`choose_turn`])
//! and how it answers an opponent's move in the 10-second window ([`judge_move`]). Pure: the
//! caller passes the game, a [`Generator`] for its variant and a random source.
//!
//! - **Beginner**: looks at a fraction of the moves, prefers short words of common letters
//!   and picks one of them at random; accepts a phony half of the time.
//! - **Intermediate**: picks among the good moves (the upper third by score), keeps some
//!   balance on its rack; accepts a phony a quarter of the time.
//! - **Strong**: the best equity: score plus a leave evaluation (vowels and consonants in
//!   balance, no duplicates, blanks and useful letters kept) minus a small penalty for
//!   opening a word-premium square next to the move; checks exactly the invalid moves.
//!
//! With no move: an exchange of the worst tiles where the variant allows it, else a pass.

use super::{Generator, Play};
use crate::lexicon::WordList;
use crate::rules::{Direction, Game, Premium, ScoredMove, Tile};
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
    /// The best score with a leave evaluation.
    Strong,
}

impl Strength {
    /// Every strength, weakest first.
    pub const ALL: [Strength; 3] = [Strength::Beginner, Strength::Intermediate, Strength::Strong];

    /// The name as typed in settings (`beginner`, `intermediate`, `strong`).
    pub fn name(self) -> &'static str {
        match self {
            Strength::Beginner => "beginner",
            Strength::Intermediate => "intermediate",
            Strength::Strong => "strong",
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
        }
    }

    /// How often it lets a move with a word not in the dictionary stand (per mille).
    pub fn accepts_phony(self) -> u32 {
        match self {
            Strength::Beginner => 500,
            Strength::Intermediate => 250,
            Strength::Strong => 0,
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

/// The computer's turn in `game` (the player to move is the computer).
pub fn choose_turn(
    game: &Game,
    generator: &mut Generator<'_>,
    strength: Strength,
    rng: &mut dyn RngCore,
) -> Turn {
    let mut plays: Vec<Play> = Vec::new();
    generator.plays_for(game, &mut plays);
    let Some(rack) = game.rack(game.turn()) else {
        return Turn::Pass;
    };
    let rack: Vec<Tile> = rack.tiles().to_vec();
    let chosen = match strength {
        Strength::Strong => plays.iter().max_by_key(|p| equity(game, p, &rack)).copied(),
        Strength::Intermediate => {
            plays.sort_unstable_by_key(|p| std::cmp::Reverse(p.score));
            let top = plays.len().div_ceil(3).max(1).min(plays.len());
            plays[..top]
                .iter()
                .max_by_key(|p| equity(game, p, &rack) + rng.gen_range(0..60))
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
    if let Some(p) = chosen {
        return Turn::Play(p);
    }
    exchange_or_pass(game, &rack)
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

/// Score plus leave value (in tenths of a point, to keep integers) less an opening penalty.
fn equity(game: &Game, play: &Play, rack: &[Tile]) -> i64 {
    let mut left: Vec<Tile> = rack.to_vec();
    for t in play.rack_tiles() {
        if let Some(i) = left.iter().position(|&x| x == t) {
            left.swap_remove(i);
        }
    }
    i64::from(play.score) * 10 + leave(game, &left) - 10 * opening(game, play)
}

/// A rack leave's worth in tenths of a point: blanks are gold, vowels and consonants should
/// balance, duplicates and expensive letters hurt.
fn leave(game: &Game, left: &[Tile]) -> i64 {
    let a = game.variant().alphabet();
    let mut value = 0i64;
    let (mut vowels, mut consonants) = (0i64, 0i64);
    let mut seen: Vec<Tile> = Vec::new();
    for &t in left {
        match t {
            Tile::Blank => value += 250,
            Tile::Letter(l) => {
                if is_vowel(a.lower(l)) {
                    vowels += 1;
                } else {
                    consonants += 1;
                }
                value -= 5 * i64::from(game.variant().tile_value(t));
            }
        }
        if seen.contains(&t) {
            value -= 40;
        }
        seen.push(t);
    }
    value - 30 * (vowels - consonants).abs()
}

fn is_vowel(c: char) -> bool {
    "aeiouyąęóäöüаеёиоуыэюя".contains(c)
}

/// Word-premium squares the play opens: empty DW/TW squares right beside its new tiles.
fn opening(game: &Game, play: &Play) -> i64 {
    let v = game.variant();
    let board = game.board();
    let mut opened = 0;
    for (p, _) in play.tiles() {
        for dir in [Direction::Across, Direction::Down] {
            for d in [-1, 1] {
                let Some(q) = board.step(p, dir, d) else {
                    continue;
                };
                if board.get(q).is_some() || play.tiles().any(|(x, _)| x == q) {
                    continue;
                }
                if matches!(
                    v.premium(q),
                    Premium::TripleWord | Premium::QuadWordArrow(_)
                ) {
                    opened += 2;
                } else if v.premium(q) == Premium::DoubleWord {
                    opened += 1;
                }
            }
        }
    }
    opened
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
