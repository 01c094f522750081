//! The search in one line (Appel and Jacobson): for each anchor, every left part the rack can
//! spell that the lexicon can go on from, then every way to extend it rightwards through the
//! anchor, following the fst's transitions and the squares' cross-checks. A word that ends
//! on an empty square (or the edge) after covering the anchor is a play; it is scored where
//! it is found, from the rules' own per-square scoring functions.

use super::fstwalk::Walker;
use super::lines::{pos_of, Square};
use super::play::{Play, MAX_LINE};
use crate::lexicon::Letter;
use crate::rules::{
    arrow_multiplier, tile_points, word_multiplier, BoardTile, Direction, ScoringBasis, Variant,
};
use fst::raw::Node;

/// The rack as counts: tiles of each letter, and blanks.
#[derive(Debug, Clone, Copy)]
pub(super) struct RackCounts {
    /// Tiles of each letter, by letter index.
    pub letters: [u8; 64],
    /// Blanks.
    pub blanks: u8,
    /// Tiles in all.
    pub total: u8,
}

/// One line's search: the line, the rack, the word being built, and where plays go.
pub(super) struct LineSearch<'a, 'f> {
    pub variant: &'static Variant,
    pub walker: &'a Walker<'f>,
    pub line: &'a [Square],
    pub line_index: usize,
    pub dir: Direction,
    pub rack: RackCounts,
    pub anchor: usize,
    pub word: [u8; MAX_LINE],
    pub new: u32,
    pub blanks: u32,
    pub out: &'a mut Vec<Play>,
}

impl<'f> LineSearch<'_, 'f> {
    /// Every play through the anchor at `anchor`.
    pub fn at_anchor(&mut self, anchor: usize) {
        self.anchor = anchor;
        self.new = 0;
        self.blanks = 0;
        if anchor > 0 && self.line[anchor - 1].tile.is_some() {
            // The tiles left of the anchor are the left part.
            let mut s = anchor;
            while s > 0 && self.line[s - 1].tile.is_some() {
                s -= 1;
            }
            let mut node = self.walker.root();
            for i in s..anchor {
                let Some((l, _)) = self.line[i].tile else {
                    return;
                };
                self.word[i - s] = l;
                match self.walker.child(node, l) {
                    Some(n) => node = n,
                    None => return,
                }
            }
            self.extend_right(node, anchor, s, 0);
            return;
        }
        // Empty squares left of the anchor that are not anchors: room for a left part.
        let mut room = 0;
        while room < anchor {
            let sq = &self.line[anchor - room - 1];
            if sq.tile.is_some() || sq.anchor {
                break;
            }
            room += 1;
        }
        let limit = room.min((self.rack.total as usize).saturating_sub(1));
        let root = self.walker.root();
        self.left_part(root, limit, 0);
    }

    /// Left parts of `depth` letters so far (in `word[..depth]`), at most `limit` more.
    fn left_part(&mut self, node: Node<'f>, limit: usize, depth: usize) {
        let start = self.anchor - depth;
        self.extend_right(node, self.anchor, start, depth as u32);
        if limit == 0 {
            return;
        }
        for t in node.transitions() {
            let l = t.inp;
            if l as usize >= 64 {
                continue;
            }
            let has_letter = self.rack.letters[l as usize] > 0;
            if !has_letter && self.rack.blanks == 0 {
                continue;
            }
            let child = self.walker.node(t.addr);
            // The left part shifts one square left: its letters keep their order.
            if has_letter {
                self.rack.letters[l as usize] -= 1;
                self.rack.total -= 1;
                self.push_left(l, false, depth);
                self.left_part(child, limit - 1, depth + 1);
                self.rack.letters[l as usize] += 1;
                self.rack.total += 1;
            }
            if self.rack.blanks > 0 {
                self.rack.blanks -= 1;
                self.rack.total -= 1;
                self.push_left(l, true, depth);
                self.left_part(child, limit - 1, depth + 1);
                self.rack.blanks += 1;
                self.rack.total += 1;
            }
        }
    }

    /// Puts letter `l` at index `depth` of the left part (every left-part letter is new).
    fn push_left(&mut self, l: u8, blank: bool, depth: usize) {
        self.word[depth] = l;
        self.new = (self.new & !(u32::MAX << depth)) | (1 << depth);
        self.blanks &= !(u32::MAX << depth);
        if blank {
            self.blanks |= 1 << depth;
        }
    }

    /// Extends the word (from `start`) rightwards at square `col`.
    fn extend_right(&mut self, node: Node<'f>, col: usize, start: usize, placed: u32) {
        let idx = col - start;
        if col < self.line.len() {
            if let Some((l, _)) = self.line[col].tile {
                if let Some(child) = self.walker.child(node, l) {
                    self.word[idx] = l;
                    self.new &= !(1 << idx);
                    self.blanks &= !(1 << idx);
                    self.extend_right(child, col + 1, start, placed);
                }
                return;
            }
        }
        if col > self.anchor && node.is_final() && placed > 0 && idx >= 2 {
            self.record(start, idx, placed);
        }
        if col >= self.line.len() || self.rack.total == 0 {
            return;
        }
        let allowed = self.line[col].allowed;
        for t in node.transitions() {
            let l = t.inp;
            if l >= 64 || allowed & (1 << l) == 0 {
                continue;
            }
            let has_letter = self.rack.letters[l as usize] > 0;
            if !has_letter && self.rack.blanks == 0 {
                continue;
            }
            let child = self.walker.node(t.addr);
            self.word[idx] = l;
            self.new |= 1 << idx;
            if has_letter {
                self.rack.letters[l as usize] -= 1;
                self.rack.total -= 1;
                self.blanks &= !(1 << idx);
                self.extend_right(child, col + 1, start, placed + 1);
                self.rack.letters[l as usize] += 1;
                self.rack.total += 1;
            }
            if self.rack.blanks > 0 {
                self.rack.blanks -= 1;
                self.rack.total -= 1;
                self.blanks |= 1 << idx;
                self.extend_right(child, col + 1, start, placed + 1);
                self.rack.blanks += 1;
                self.rack.total += 1;
            }
            self.new &= !(1 << idx);
            self.blanks &= !(1 << idx);
        }
    }

    /// Scores and keeps the word `word[..len]` from `start`.
    fn record(&mut self, start: usize, len: usize, placed: u32) {
        let mask = if len >= 32 { u32::MAX } else { (1 << len) - 1 };
        let new = self.new & mask;
        // A one-tile play that also forms a word across was found by the across search.
        if self.dir == Direction::Down && placed == 1 {
            let i = new.trailing_zeros() as usize;
            if self.line[start + i].has_cross {
                return;
            }
        }
        let blanks = self.blanks & mask;
        let score = self.score(start, len, new, blanks, placed);
        let mut letters = [0; MAX_LINE];
        letters[..len].copy_from_slice(&self.word[..len]);
        self.out.push(Play {
            start: pos_of(self.dir, self.line_index, start),
            direction: self.dir,
            len: len as u8,
            letters,
            new,
            blanks,
            score,
        });
    }

    /// The play's points, computed as [`crate::rules::score_placement`] does.
    fn score(&self, start: usize, len: usize, new: u32, blanks: u32, placed: u32) -> u32 {
        let v = self.variant;
        let bingo = if placed as usize == v.rack_size {
            v.bingo_bonus
        } else {
            0
        };
        let cross_dir = self.dir.cross();
        let mut main = 0;
        let mut mult = 1;
        let mut crosses = 0;
        let mut letters_only = 0;
        for i in 0..len {
            let col = start + i;
            let sq = &self.line[col];
            let pos = pos_of(self.dir, self.line_index, col);
            let is_new = new & (1 << i) != 0;
            let blank = if is_new {
                blanks & (1 << i) != 0
            } else {
                sq.tile.is_some_and(|(_, b)| b)
            };
            let tile = BoardTile {
                letter: Letter(self.word[i]),
                blank,
            };
            let pts = tile_points(v, pos, tile, is_new);
            main += pts;
            mult *= arrow_multiplier(v, pos, is_new, self.dir, i == 0, i == len - 1);
            if is_new {
                letters_only += pts;
                let wm = word_multiplier(v, pos, true);
                mult *= wm;
                if sq.has_cross {
                    let am =
                        arrow_multiplier(v, pos, true, cross_dir, sq.cross_first, sq.cross_last);
                    crosses += (sq.cross_sum + pts) * wm * am;
                }
            }
        }
        match v.hooks.scoring {
            ScoringBasis::Words => main * mult + crosses + bingo,
            ScoringBasis::Letters => letters_only + bingo,
        }
    }
}
