//! Scoring a placement: letter values, colour fields (Literaki: a tile whose value equals the
//! field's colour scores x3), letter and word premiums under new tiles only, 4S arrow fields
//! (Literki: x4 for a word that starts or ends there the way the arrow points), every formed
//! word counted, and the bonus for laying a whole rack. Letterbox scores letters instead of
//! words ([`ScoringBasis::Letters`]): each new tile its value, doubled on a letter premium
//! or a yellow field; its word takeovers are added by the game, which knows who owns what.

use super::board::Board;
use super::hooks::ScoringBasis;
use super::pos::{Direction, Pos};
use super::tiles::{BoardTile, Tile};
use super::variant::{Premium, Variant};
use crate::lexicon::Letter;
use serde::{Deserialize, Serialize};

/// A word a move forms, with its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormedWord {
    /// Its first square.
    pub start: Pos,
    /// Its direction.
    pub direction: Direction,
    /// Its letters.
    pub letters: Vec<Letter>,
    /// Its points with premiums.
    pub score: u32,
}

/// A resolved, validated and scored placement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredMove {
    /// The new tiles, each with its square.
    pub tiles: Vec<(Pos, BoardTile)>,
    /// Every word formed (the main word first).
    pub words: Vec<FormedWord>,
    /// Blanks taken from the board (blank-swap hook): each square where the player laid the
    /// real letter, and that letter. The taken blanks are among `tiles`.
    #[serde(default)]
    pub swaps: Vec<(Pos, Letter)>,
    /// Bonus for using the whole rack (0 if not).
    pub bingo: u32,
    /// Word takeover (Letterbox): the old tiles this move takes from other players, which
    /// become the author's when it stands.
    #[serde(default)]
    pub taken: Vec<Pos>,
    /// Points for the words taken over (included in `score`).
    #[serde(default)]
    pub takeover: u32,
    /// Total points.
    pub score: u32,
}

impl ScoredMove {
    /// Its points as a score change (a saved move's score past `i32` counts as the most).
    pub fn points(&self) -> i32 {
        i32::try_from(self.score).unwrap_or(i32::MAX)
    }

    /// The squares of the new tiles.
    pub fn squares(&self) -> Vec<Pos> {
        self.tiles.iter().map(|&(p, _)| p).collect()
    }

    /// The rack tiles the move uses: the new tiles, less the blanks taken from the board,
    /// plus the real letters laid on those blanks' squares.
    pub fn rack_tiles(&self) -> Vec<Tile> {
        let mut used: Vec<Tile> = self.tiles.iter().map(|(_, t)| t.tile()).collect();
        for &(_, letter) in &self.swaps {
            if let Some(i) = used.iter().position(|&t| t == Tile::Blank) {
                used.swap_remove(i);
            }
            used.push(Tile::Letter(letter));
        }
        used
    }
}

/// Points of one tile lying in a word: its value, tripled on a colour field of its own value
/// (or doubled / tripled on a letter premium), premiums only when the tile is new.
pub fn tile_points(variant: &Variant, pos: Pos, tile: BoardTile, new: bool) -> u32 {
    let value = variant.value(tile);
    if !new {
        return value;
    }
    match variant.premium(pos) {
        Premium::Colour(c) if c == value && value > 0 => value * 3,
        Premium::DoubleLetter | Premium::Clearing => value * 2,
        Premium::TripleLetter => value * 3,
        _ => value,
    }
}

/// The word multiplier a square gives a word through it (1 unless a new tile lies on D or T).
pub fn word_multiplier(variant: &Variant, pos: Pos, new: bool) -> u32 {
    if !new {
        return 1;
    }
    match variant.premium(pos) {
        Premium::DoubleWord => 2,
        Premium::TripleWord => 3,
        _ => 1,
    }
}

/// The multiplier a 4S arrow field gives a word: x4 when a new tile lies on it, the word runs
/// along the arrow, and the field is the word's first square (arrow right or down) or its
/// last (arrow left or up). 1 otherwise, and for any other square.
pub fn arrow_multiplier(
    variant: &Variant,
    pos: Pos,
    new: bool,
    direction: Direction,
    first: bool,
    last: bool,
) -> u32 {
    match variant.premium(pos) {
        Premium::QuadWordArrow(a) if new && a.direction() == direction => {
            let at_end = if a.points_forward() { first } else { last };
            if at_end {
                4
            } else {
                1
            }
        }
        _ => 1,
    }
}

/// Scores one word lying on `squares` (in order), with `new` tiles added to `board`.
/// Letter bonuses first, then the word multipliers (several multiply).
pub fn score_word(
    variant: &Variant,
    board: &Board,
    new: &[(Pos, BoardTile)],
    squares: &[Pos],
    direction: Direction,
) -> FormedWord {
    let mut sum = 0;
    let mut mult = 1;
    let mut letters = Vec::with_capacity(squares.len());
    let last = squares.len().saturating_sub(1);
    for (i, &p) in squares.iter().enumerate() {
        let placed = new.iter().find(|(q, _)| *q == p).map(|&(_, t)| t);
        let is_new = placed.is_some();
        let Some(tile) = placed.or_else(|| board.get(p)) else {
            continue;
        };
        letters.push(tile.letter);
        sum += tile_points(variant, p, tile, is_new);
        mult *= word_multiplier(variant, p, is_new);
        mult *= arrow_multiplier(variant, p, is_new, direction, i == 0, i == last);
    }
    FormedWord {
        start: squares.first().copied().unwrap_or(Pos::new(0, 0)),
        direction,
        letters,
        score: sum * mult,
    }
}

/// Scores a placement whose words are already known: every word, plus the bingo bonus when
/// exactly a full rack of tiles is laid.
pub fn score_placement(
    variant: &Variant,
    board: &Board,
    new: &[(Pos, BoardTile)],
    words: &[(Vec<Pos>, Direction)],
) -> ScoredMove {
    let mut formed: Vec<FormedWord> = words
        .iter()
        .map(|(sq, dir)| score_word(variant, board, new, sq, *dir))
        .collect();
    let bingo = if new.len() == variant.rack_size {
        variant.bingo_bonus
    } else {
        0
    };
    let score = match variant.hooks.scoring {
        ScoringBasis::Words => formed.iter().map(|w| w.score).sum::<u32>() + bingo,
        ScoringBasis::Letters => {
            // Each word shows the points of the new letters in it; the move scores each new
            // letter once.
            for (w, (squares, _)) in formed.iter_mut().zip(words) {
                w.score = new
                    .iter()
                    .filter(|(p, _)| squares.contains(p))
                    .map(|&(p, t)| tile_points(variant, p, t, true))
                    .sum();
            }
            new.iter()
                .map(|&(p, t)| tile_points(variant, p, t, true))
                .sum::<u32>()
                + bingo
        }
    };
    ScoredMove {
        tiles: new.to_vec(),
        words: formed,
        swaps: Vec::new(),
        bingo,
        taken: Vec::new(),
        takeover: 0,
        score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn v() -> &'static Variant {
        VariantId::Literaki.variant()
    }
    fn t(c: char) -> BoardTile {
        BoardTile::letter(v().alphabet().letter(c).unwrap_or(Letter(0)))
    }

    #[test]
    fn red_tile_on_red_centre_is_tripled() {
        // ŻAR at 8G..8I: G8 plain (ż 5), H8 red (a 1: no match), I8 plain (r 1) = 7.
        // ŻAR at 8H..8J: H8 red (ż 5 x3 = 15), I8 plain (a 1), J8 blue (r 1) = 17.
        let b = Board::empty(15, 15);
        let sq = |c: u8| Pos::new(7, c);
        let new = vec![(sq(6), t('ż')), (sq(7), t('a')), (sq(8), t('r'))];
        let w = score_word(v(), &b, &new, &[sq(6), sq(7), sq(8)], Direction::Across);
        assert_eq!(w.score, 7);
        let new = vec![(sq(7), t('ż')), (sq(8), t('a')), (sq(9), t('r'))];
        let w = score_word(v(), &b, &new, &[sq(7), sq(8), sq(9)], Direction::Across);
        assert_eq!(w.score, 17);
    }

    #[test]
    fn blank_scores_nothing_but_takes_word_premium() {
        // Word on row 3 from D3 (green 2) to F3 (D): kot with a blank `t` on F3.
        // k 2 on green -> 6, o 1, blank 0; x2 for the D field = 14.
        let b = Board::empty(15, 15);
        let new = vec![
            (Pos::new(2, 3), t('k')),
            (Pos::new(2, 4), t('o')),
            (Pos::new(2, 5), BoardTile::blank(t('t').letter)),
        ];
        let sq: Vec<Pos> = new.iter().map(|x| x.0).collect();
        let w = score_word(v(), &b, &new, &sq, Direction::Across);
        assert_eq!(w.score, 14);
    }

    #[test]
    fn old_tiles_give_no_premium() {
        let mut b = Board::empty(15, 15);
        b.set(Pos::new(7, 7), Some(t('ż')));
        let new = vec![(Pos::new(7, 8), t('e'))];
        let w = score_word(
            v(),
            &b,
            &new,
            &[Pos::new(7, 7), Pos::new(7, 8)],
            Direction::Across,
        );
        assert_eq!(w.score, 6);
    }
}
