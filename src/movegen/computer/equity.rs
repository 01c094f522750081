//! Static equity: what a turn is worth at a glance, in tenths of a point: the points it
//! scores now plus what the tiles it keeps are worth for later ([`Leaves`]), less a little
//! for word-premium squares it opens to the opponent. Near the end the leave gives way to
//! what counts then: with the bag empty, going out (the opponents' racks) or being caught
//! with tiles; a move that reaches a target score to the score itself.
//!
//! [`candidates`] lists every turn (plays and, with learned leaves, exchanges) with its
//! equity, best first: the strong computer takes the first, the expert thinks ahead about
//! the first few ([`super::simulate`]), the analysis compares a player's turn with them.

use super::leaves::{learned, LeaveModel};
use super::Turn;
use crate::movegen::Play;
use crate::rules::{Direction, Game, Pos, Premium, TargetScore, Tile};

/// How a computer values the tiles a turn keeps.
#[derive(Debug, Clone, Copy)]
pub enum Leaves {
    /// Values learned from self-play for the variant ([`super::leaves`]).
    Learned(&'static LeaveModel),
    /// Rules of thumb (blanks good, vowels and consonants in balance, duplicates and
    /// expensive letters bad): the weaker computers, and the strong one before leaves were
    /// learned.
    Thumb,
}

impl Leaves {
    /// The learned leaves of the game's variant, or the rules of thumb when it has none.
    pub fn learned_for(game: &Game) -> Leaves {
        learned(game.variant_id()).map_or(Leaves::Thumb, Leaves::Learned)
    }

    /// What keeping `leave` is worth, in tenths of a point.
    pub fn value(&self, game: &Game, leave: &[Tile]) -> i64 {
        let vowel = |t: Tile| match t {
            Tile::Letter(l) => is_vowel(game.variant().alphabet().lower(l)),
            Tile::Blank => false,
        };
        self.value_with(game, leave, &vowel)
    }

    /// [`Leaves::value`] with the vowels told by `vowel` (e.g. [`Vowels`], worked out once).
    pub fn value_with(&self, game: &Game, leave: &[Tile], vowel: &dyn Fn(Tile) -> bool) -> i64 {
        match self {
            Leaves::Learned(model) => model.value(leave, vowel),
            Leaves::Thumb => thumb(game, leave, vowel),
        }
    }

    /// True for learned leaves (which also weigh exchanges).
    pub fn is_learned(&self) -> bool {
        matches!(self, Leaves::Learned(_))
    }
}

/// Which letters of a game's alphabet are vowels ([`is_vowel`]), worked out once.
pub struct Vowels(Vec<bool>);

impl Vowels {
    /// The vowels of `game`'s alphabet.
    pub fn of(game: &Game) -> Vowels {
        let alphabet = game.variant().alphabet();
        Vowels(
            alphabet
                .letters()
                .map(|l| is_vowel(alphabet.lower(l)))
                .collect(),
        )
    }

    /// True for a vowel (never the blank).
    pub fn is(&self, tile: Tile) -> bool {
        match tile {
            Tile::Letter(l) => self.0.get(usize::from(l.0)).copied().unwrap_or(false),
            Tile::Blank => false,
        }
    }
}

/// A turn with its static equity (tenths of a point).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// The turn.
    pub turn: Turn,
    /// Its static equity.
    pub equity: i64,
}

/// [`super::weigh::candidates`] computed straightforwardly, each turn on its own ([`play_equity`],
/// [`exchange_equity`]): the definition the fast way must agree with, and the way for a
/// rack too long for its table.
pub fn candidates_one_by_one(game: &Game, plays: &[Play], leaves: Leaves) -> Vec<Candidate> {
    let me = game.turn();
    let rack: Vec<Tile> = game
        .rack(me)
        .map(|r| r.tiles().to_vec())
        .unwrap_or_default();
    let mut out: Vec<Candidate> = plays
        .iter()
        .map(|p| Candidate {
            turn: Turn::Play(*p),
            equity: play_equity(game, p, &rack, leaves),
        })
        .collect();
    if leaves.is_learned() {
        exchanges(game, &rack, leaves, &mut out);
    }
    if out.is_empty() {
        out.push(Candidate {
            turn: Turn::Pass,
            equity: 0,
        });
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.equity));
    out
}

/// `rack` less `used`, each used tile once (one not on the rack is ignored): the tiles a
/// play or an exchange keeps.
pub fn rack_without(rack: &[Tile], used: &[Tile]) -> Vec<Tile> {
    let mut left: Vec<Tile> = rack.to_vec();
    for t in used {
        if let Some(i) = left.iter().position(|x| x == t) {
            left.swap_remove(i);
        }
    }
    left
}

/// A play's static equity for the player to move.
pub fn play_equity(game: &Game, play: &Play, rack: &[Tile], leaves: Leaves) -> i64 {
    let left = rack_without(rack, &play.rack_tiles());
    let squares: Vec<Pos> = play.tiles().map(|(p, _)| p).collect();
    laid_equity(game, play.score, &left, &squares, leaves)
}

/// The static equity of laying tiles on `squares` for `score` points and keeping `left`, for
/// the player to move (any move, also one the generator did not make, e.g. a phony).
pub fn laid_equity(game: &Game, score: u32, left: &[Tile], squares: &[Pos], leaves: Leaves) -> i64 {
    let points = i64::from(score) * 10;
    if !leaves.is_learned() {
        // The rules of thumb as the computers have always weighed them.
        return points + leaves.value(game, left) - 10 * opening(game, squares);
    }
    if let Some(e) = target_equity(game, score) {
        return e;
    }
    let later = if game.bag_len() == 0 {
        ending_value(game, left)
    } else {
        leaves.value(game, left)
    };
    points + later - OPENING_WEIGHT * opening(game, squares)
}

/// With learned leaves, the equity of a move scoring `score` that reaches the game's target
/// score, when it does (the leave and the board no longer matter).
pub(super) fn target_equity(game: &Game, score: u32) -> Option<i64> {
    let points = i64::from(score) * 10;
    let mine = game
        .players()
        .get(game.turn())
        .map_or(0, |p| i64::from(p.score));
    let target = game.target()?;
    (mine + i64::from(score) >= i64::from(target)).then(|| match game.variant().hooks.target {
        // Reaching it wins at once: nothing else matters.
        TargetScore::FirstToReach { .. } => 1_000_000 + points,
        // The round is finished and the highest score wins: points now, not later.
        _ => points,
    })
}

/// The static equity of keeping `kept` and giving the rest back (an exchange), for the
/// player to move; exchanges that count against a small allowance cost a little more.
pub fn exchange_equity(game: &Game, kept: &[Tile], leaves: Leaves) -> i64 {
    leaves.value(game, kept) - exchange_scarcity(game)
}

/// What an exchange costs beyond its leave: a little when exchanges are counted.
pub(super) fn exchange_scarcity(game: &Game) -> i64 {
    if game.variant().exchange_limit.is_some() {
        30
    } else {
        0
    }
}

/// The static equity of passing: the whole rack kept, nothing scored (with the bag empty,
/// being caught with it).
pub fn pass_equity(game: &Game, leaves: Leaves) -> i64 {
    let rack: Vec<Tile> = game
        .rack(game.turn())
        .map(|r| r.tiles().to_vec())
        .unwrap_or_default();
    if leaves.is_learned() && game.bag_len() == 0 {
        ending_value(game, &rack)
    } else {
        leaves.value(game, &rack)
    }
}

/// With the bag empty: going out gains the opponents' racks (their loss and the mover's
/// gain), keeping tiles risks the same the other way.
pub(super) fn ending_value(game: &Game, left: &[Tile]) -> i64 {
    let v = game.variant();
    if left.is_empty() {
        let theirs: u32 = game
            .players()
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != game.turn() && !p.resigned)
            .flat_map(|(_, p)| p.rack.tiles().iter().map(|&t| v.tile_value(t)))
            .sum();
        20 * i64::from(theirs)
    } else {
        let mine: u32 = left.iter().map(|&t| v.tile_value(t)).sum();
        -20 * i64::from(mine)
    }
}

/// Exchanges allowed now, each keeping a different multiset of tiles.
fn exchanges(game: &Game, rack: &[Tile], leaves: Leaves, out: &mut Vec<Candidate>) {
    let mut sorted = rack.to_vec();
    sorted.sort();
    for mask in exchange_masks(game, &sorted) {
        let given: Vec<Tile> = (0..sorted.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| sorted[i])
            .collect();
        let kept: Vec<Tile> = (0..sorted.len())
            .filter(|i| mask & (1 << i) == 0)
            .map(|i| sorted[i])
            .collect();
        out.push(Candidate {
            turn: Turn::Exchange(given),
            equity: exchange_equity(game, &kept, leaves),
        });
    }
}

/// The exchanges the player to move may make now with the rack `sorted` (sorted): the masks
/// of the tiles given back, one per multiset, in increasing order.
pub(super) fn exchange_masks(game: &Game, sorted: &[Tile]) -> Vec<u32> {
    let v = game.variant();
    let Some(player) = game.players().get(game.turn()) else {
        return Vec::new();
    };
    if v.exchange_limit == Some(0)
        || v.exchange_limit.is_some_and(|n| player.exchanges_used >= n)
        || sorted.is_empty()
        || sorted.len() > 16
    {
        return Vec::new();
    }
    let (min, max) = v.exchange_tiles;
    (1u32..(1 << sorted.len()))
        .filter(|&mask| {
            let n = mask.count_ones() as usize;
            if n < min.max(1) || n > max || game.bag_len() < v.exchange_min_bag.max(n) {
                return false;
            }
            // One mask per multiset: skip a mask that takes a later copy of a tile while
            // leaving an earlier equal one.
            (1..sorted.len()).all(|i| {
                !(sorted[i] == sorted[i - 1] && mask & (1 << i) != 0 && mask & (1 << (i - 1)) == 0)
            })
        })
        .collect()
}

/// The rules of thumb, in tenths of a point: blanks are gold, vowels and consonants should
/// balance, duplicates and expensive letters hurt.
fn thumb(game: &Game, left: &[Tile], vowel: &dyn Fn(Tile) -> bool) -> i64 {
    let mut value = 0i64;
    let (mut vowels, mut consonants) = (0i64, 0i64);
    let mut seen: Vec<Tile> = Vec::new();
    for &t in left {
        match t {
            Tile::Blank => value += 250,
            Tile::Letter(_) => {
                if vowel(t) {
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

/// Whether a letter (lower case) is a vowel in any of the games' languages.
pub fn is_vowel(c: char) -> bool {
    "aeiouyąęóäöüаеёиоуыэюя".contains(c)
}

/// Word-premium squares a move opens: empty DW/TW squares right beside its new tiles.
fn opening(game: &Game, squares: &[Pos]) -> i64 {
    let v = game.variant();
    let board = game.board();
    let mut opened = 0;
    for &p in squares {
        for dir in [Direction::Across, Direction::Down] {
            for d in [-1, 1] {
                let Some(q) = board.step(p, dir, d) else {
                    continue;
                };
                if board.get(q).is_some() || squares.contains(&q) {
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

/// Tenths of a point a learned-leaves computer takes off per word premium opened (10, as
/// the rules of thumb: 20 measured the same and 0 or 35 worse, `plansza match` against
/// classic over 1,000 games each).
pub(super) const OPENING_WEIGHT: i64 = 10;

/// `me`'s score less the best other score.
pub fn spread(game: &Game, me: usize) -> i64 {
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
