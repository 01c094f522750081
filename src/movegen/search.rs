//! The search in one line (Appel and Jacobson): for each anchor, every left part the rack can
//! spell that the lexicon can go on from, then every way to extend it rightwards through the
//! anchor, following the DAWG's children and the squares' cross-checks. A word that ends on
//! an empty square (or the edge) after covering the anchor is a play. Scores are kept as the
//! word grows ([`Running`]), from the per-square [`Tables`]. The words' DAWG is walked by
//! its [`Step`]s: a child's node comes with the child, so the search goes from node to node
//! without looking each one up by number.
//!
//! An empty anchor whose right neighbour holds a tile has most of its forward left parts
//! dead: no letter the anchor allows goes on with the tiles `R` after it. There, when the
//! [`Dawg::reversed`] prefixes exist, the left part is built leftwards instead: `R` read
//! backwards, then the anchor's letter `x`, then the left part's letters, each step a node of
//! the reversed prefixes, so only left parts `P` with `P x R` the start of a word are tried;
//! each is then extended rightwards past `R` as above.
//!
//! Blanks: the search lays the rack's own tile of a letter while it has one and a blank
//! after, so it follows each spelling once; when a play is kept, every choice of which of
//! its new tiles are blanks (as many as the rack allows) is kept as a play of its own, its
//! score the spelling's less what each blank takes off (`LineSearch::blank_choices`). With
//! blanks on the rack the search used to branch at every letter the rack held (its tile or a
//! blank), following the same spelling once per choice.

use super::lines::{pos_of, Square, DEAD};
use super::play::{Play, MAX_LINE};
use super::tables::Tables;
use crate::lexicon::dawg::{Dawg, DawgNode, NodeId, ReversedPrefixes, Step, FINAL};
use crate::rules::{Direction, ScoringBasis, Variant};

/// The rack as counts: tiles of each letter, and blanks.
#[derive(Debug, Clone, Copy)]
pub(super) struct RackCounts {
    /// Tiles of each letter, by letter index.
    pub letters: [u8; 64],
    /// Blanks.
    pub blanks: u8,
    /// Tiles in all.
    pub total: u8,
    /// Bit per letter the rack holds at least one of.
    pub mask: u64,
}

impl RackCounts {
    /// Takes one `l` off the rack.
    #[inline]
    fn take(&mut self, l: u8) {
        self.letters[l as usize] -= 1;
        self.total -= 1;
        if self.letters[l as usize] == 0 {
            self.mask &= !(1 << l);
        }
    }

    /// Puts one `l` back.
    #[inline]
    fn give(&mut self, l: u8) {
        self.letters[l as usize] += 1;
        self.total += 1;
        self.mask |= 1 << l;
    }
}

/// The score of the word so far: the main word's letters and word multiplier, the cross
/// words' points, the new letters' points (for letter scoring), tiles laid.
#[derive(Debug, Clone, Copy)]
struct Running {
    main: u32,
    mult: u32,
    cross: u32,
    letters: u32,
    placed: u32,
}

impl Running {
    const ZERO: Running = Running {
        main: 0,
        mult: 1,
        cross: 0,
        letters: 0,
        placed: 0,
    };
}

/// One line's search: the line, the rack, the word being built, and where plays go.
pub(super) struct LineSearch<'a> {
    pub variant: &'static Variant,
    pub dawg: &'a Dawg,
    /// The DAWG's children with their nodes ([`Dawg::steps`]).
    pub steps: &'a [Step],
    pub tables: &'a Tables,
    pub line: &'a [Square],
    pub line_index: usize,
    pub dir: Direction,
    pub rack: RackCounts,
    pub anchor: usize,
    /// Letters of the left part laid from the rack (scored when a play is kept).
    pub left_len: usize,
    pub word: [u8; MAX_LINE],
    /// A left part being built leftwards (nearest the anchor first), and which of its
    /// letters are blanks.
    pub left: [u8; MAX_LINE],
    pub left_blanks: u32,
    pub new: u32,
    pub blanks: u32,
    pub out: &'a mut Vec<Play>,
}

impl LineSearch<'_> {
    /// Every play through the anchor at `anchor`.
    pub fn at_anchor(&mut self, anchor: usize) {
        self.anchor = anchor;
        self.new = 0;
        self.blanks = 0;
        let sq = self.line[anchor];
        if anchor > 0 && self.line[anchor - 1].tile.is_some() {
            // The tiles left of the anchor are the left part.
            if sq.touched == DEAD {
                return;
            }
            let mut s = anchor;
            while s > 0 && self.line[s - 1].tile.is_some() {
                s -= 1;
            }
            for i in s..anchor {
                if let Some((l, _)) = self.line[i].tile {
                    self.word[i - s] = l;
                }
            }
            let run = Running {
                main: sq.before_face,
                ..Running::ZERO
            };
            self.left_len = 0;
            self.extend_right(self.dawg.node(sq.touched), anchor, s, run);
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
        let before_tiles = self
            .line
            .get(anchor + 1)
            .is_some_and(|sq| sq.tile.is_some());
        match self.dawg.reversed() {
            Some(reversed) if before_tiles => {
                if sq.touched != DEAD {
                    self.left_of_tiles(reversed, sq.touched, limit);
                }
            }
            _ => self.left_part(
                Step {
                    node: self.dawg.node(Dawg::ROOT),
                    id: Dawg::ROOT,
                },
                limit,
                0,
            ),
        }
    }

    /// The plays through an empty anchor whose right neighbour holds a tile, its left part
    /// built leftwards: the tiles `R` right of the anchor read backwards in the reversed
    /// prefixes (`node`, looked up with the line), then the anchor's letter `x`, then each
    /// left part `P` letter by letter, so only left parts with `P x R` the start of some
    /// word are visited.
    fn left_of_tiles(&mut self, reversed: &ReversedPrefixes, node: NodeId, limit: usize) {
        let here = reversed.node(node);
        let mut rest = self.line[self.anchor].allowed & here.mask & !FINAL;
        if self.rack.blanks == 0 {
            rest &= self.rack.mask;
        }
        while rest != 0 {
            let x = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let child = reversed.node(reversed.child_at(here.child_index(x)));
            if self.rack.letters[x as usize] > 0 {
                self.rack.take(x);
                let run = self.with_new(Running::ZERO, self.anchor, x, false);
                self.left_backwards(reversed, child, x, false, run, limit, 0);
                self.rack.give(x);
            } else if self.rack.blanks > 0 {
                self.rack.blanks -= 1;
                self.rack.total -= 1;
                let run = self.with_new(Running::ZERO, self.anchor, x, true);
                self.left_backwards(reversed, child, x, true, run, limit, 0);
                self.rack.blanks += 1;
                self.rack.total += 1;
            }
        }
    }

    /// Left parts built leftwards: `depth` letters so far in `left` (nearest the anchor
    /// first), `node` the reversed prefixes' node after `reverse(P x R)`, at most `limit`
    /// more letters; `x` on the anchor, `run` the score of the new tiles so far.
    #[allow(clippy::too_many_arguments)]
    fn left_backwards(
        &mut self,
        reversed: &ReversedPrefixes,
        here: DawgNode,
        x: u8,
        x_blank: bool,
        run: Running,
        limit: usize,
        depth: usize,
    ) {
        if here.mask & FINAL != 0 {
            self.extend_left_part(x, x_blank, run, depth);
        }
        if depth == limit {
            return;
        }
        let mut rest = here.mask & !FINAL;
        if self.rack.blanks == 0 {
            rest &= self.rack.mask;
        }
        let col = self.anchor - depth - 1;
        while rest != 0 {
            let l = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let child = reversed.node(reversed.child_at(here.child_index(l)));
            self.left[depth] = l;
            if self.rack.letters[l as usize] > 0 {
                self.rack.take(l);
                self.left_blanks &= !(1 << depth);
                let next = self.with_new(run, col, l, false);
                self.left_backwards(reversed, child, x, x_blank, next, limit, depth + 1);
                self.rack.give(l);
            } else if self.rack.blanks > 0 {
                self.rack.blanks -= 1;
                self.rack.total -= 1;
                self.left_blanks |= 1 << depth;
                let next = self.with_new(run, col, l, true);
                self.left_backwards(reversed, child, x, x_blank, next, limit, depth + 1);
                self.rack.blanks += 1;
                self.rack.total += 1;
            }
        }
    }

    /// The plays from the left part `left[..depth]` (read leftwards) and `x` on the anchor
    /// (`run`: their score): the word so far is laid out from its start, its node found in
    /// the DAWG, and extended rightwards through the tiles after the anchor.
    fn extend_left_part(&mut self, x: u8, x_blank: bool, run: Running, depth: usize) {
        let mut node = self.dawg.node(Dawg::ROOT);
        self.blanks = 0;
        for i in 0..depth {
            let l = self.left[depth - 1 - i];
            self.word[i] = l;
            if self.left_blanks & (1 << (depth - 1 - i)) != 0 {
                self.blanks |= 1 << i;
            }
            if node.mask & (1 << l) == 0 {
                return;
            }
            node = self.steps[node.child_index(l)].node;
        }
        if node.mask & (1 << x) == 0 {
            return;
        }
        let node = self.steps[node.child_index(x)].node;
        self.word[depth] = x;
        if x_blank {
            self.blanks |= 1 << depth;
        }
        self.new = (1 << (depth + 1)) - 1;
        // The left part is scored already.
        self.left_len = 0;
        self.extend_right(node, self.anchor + 1, self.anchor - depth, run);
    }

    /// Left parts of `depth` letters so far (in `word[..depth]`), at most `limit` more.
    fn left_part(&mut self, node: Step, limit: usize, depth: usize) {
        let start = self.anchor - depth;
        // The left part's squares are known now, but most left parts lead to no play: they
        // are scored only when a play is kept.
        let run = Running {
            placed: depth as u32,
            ..Running::ZERO
        };
        self.left_len = depth;
        let here = node.node;
        self.extend_right(here, self.anchor, start, run);
        if limit == 0 {
            return;
        }
        let mut rest = here.mask & !(1u64 << 63);
        if self.rack.blanks == 0 {
            rest &= self.rack.mask;
        }
        // A longer left part helps only if some letter the anchor allows, and the rack can
        // lay, can still follow.
        let at_anchor = self.line[self.anchor].allowed & self.can_lay();
        while rest != 0 {
            let l = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let child = self.steps[here.child_index(l)];
            if self.dawg.letters_below(child.id) & at_anchor == 0 {
                continue;
            }
            if self.rack.letters[l as usize] > 0 {
                self.rack.take(l);
                self.push_left(l, false, depth);
                self.left_part(child, limit - 1, depth + 1);
                self.rack.give(l);
            } else if self.rack.blanks > 0 {
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
    fn extend_right(&mut self, here: DawgNode, col: usize, start: usize, run: Running) {
        let idx = col - start;
        if col < self.line.len() {
            if let Some((l, blank)) = self.line[col].tile {
                // (A letter from 63 on is no letter of the DAWG's: bit 63 says a word ends.)
                if l < 63 && here.mask & (1 << l) != 0 {
                    let child = self.steps[here.child_index(l)].node;
                    self.word[idx] = l;
                    self.new &= !(1 << idx);
                    self.blanks &= !(1 << idx);
                    let mut next = run;
                    next.main += self.tables.face(l, blank);
                    self.extend_right(child, col + 1, start, next);
                }
                return;
            }
        }
        if col > self.anchor && run.placed > 0 && idx >= 2 && here.mask & FINAL != 0 {
            self.record(start, idx, run);
        }
        if col >= self.line.len() || self.rack.total == 0 {
            return;
        }
        let sq = &self.line[col];
        let mut rest = sq.allowed & here.mask & !(1u64 << 63);
        if self.rack.blanks == 0 {
            rest &= self.rack.mask;
        }
        // What the node after a new letter here must be able to do (a necessary condition
        // for any play): go on with the next square's tile, or end a word or go on with a
        // letter the next empty square allows and the rack can lay.
        let follow = match self.line.get(col + 1) {
            Some(next) => match next.tile {
                Some((l, _)) => 1 << l,
                None => FINAL | (next.allowed & self.can_lay()),
            },
            None => FINAL,
        };
        self.new |= 1 << idx;
        while rest != 0 {
            let l = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let child = self.steps[here.child_index(l)].node;
            if child.mask & follow == 0 {
                continue;
            }
            self.word[idx] = l;
            if self.rack.letters[l as usize] > 0 {
                self.rack.take(l);
                self.blanks &= !(1 << idx);
                let next = self.with_new(run, col, l, false);
                self.extend_right(child, col + 1, start, next);
                self.rack.give(l);
                self.new |= 1 << idx;
            } else if self.rack.blanks > 0 {
                self.rack.blanks -= 1;
                self.rack.total -= 1;
                self.blanks |= 1 << idx;
                let next = self.with_new(run, col, l, true);
                self.extend_right(child, col + 1, start, next);
                self.rack.blanks += 1;
                self.rack.total += 1;
                self.new |= 1 << idx;
            }
        }
        self.new &= !(1 << idx);
        self.blanks &= !(1 << idx);
    }

    /// The letters the rack can still lay (every letter with a blank).
    #[inline]
    fn can_lay(&self) -> u64 {
        if self.rack.blanks > 0 {
            !FINAL
        } else {
            self.rack.mask
        }
    }

    /// The running score with a new tile on square `col`.
    #[inline]
    fn with_new(&self, run: Running, col: usize, l: u8, blank: bool) -> Running {
        let sq = &self.line[col];
        let p = self.tables.points(sq.index, l, blank);
        let mut next = run;
        next.main += p;
        next.letters += p;
        next.mult *= self.tables.wmul[sq.index];
        if sq.has_cross {
            next.cross += (sq.cross_sum + p) * sq.cross_mult;
        }
        next.placed += 1;
        next
    }

    /// Keeps the word `word[..len]` from `start`, with its score.
    fn record(&mut self, start: usize, len: usize, mut run: Running) {
        for i in 0..self.left_len {
            let sq = self.line[start + i].index;
            let p = self
                .tables
                .points(sq, self.word[i], self.blanks & (1 << i) != 0);
            run.main += p;
            run.letters += p;
            run.mult *= self.tables.wmul[sq];
        }
        let mask = if len >= 32 { u32::MAX } else { (1 << len) - 1 };
        let new = self.new & mask;
        // A one-tile play that also forms a word across was found by the across search.
        if self.dir == Direction::Down && run.placed == 1 {
            let i = new.trailing_zeros() as usize;
            if self.line[start + i].has_cross {
                return;
            }
        }
        let v = self.variant;
        let bingo = if run.placed as usize == v.rack_size {
            v.bingo_bonus
        } else {
            0
        };
        // What a new tile's points count for: the main word's multiplier and its cross
        // word's (word scoring), or once (letter scoring).
        let mut main_mult = 1;
        let score = match v.hooks.scoring {
            ScoringBasis::Words => {
                main_mult = run.mult;
                if new & 1 != 0 {
                    main_mult *= self.tables.arrow_first(self.dir, self.line[start].index);
                }
                if new & (1 << (len - 1)) != 0 {
                    main_mult *= self
                        .tables
                        .arrow_last(self.dir, self.line[start + len - 1].index);
                }
                run.main * main_mult + run.cross + bingo
            }
            ScoringBasis::Letters => run.letters + bingo,
        };
        let mut letters = [0; MAX_LINE];
        letters[..len].copy_from_slice(&self.word[..len]);
        // No blank laid and none left: the one choice, built where it is kept (building it
        // first and looking at it made the racks with no blank 8-15 % slower).
        if self.rack.blanks == 0 && self.blanks & mask == 0 {
            self.out.push(Play {
                start: pos_of(self.dir, self.line_index, start),
                direction: self.dir,
                len: len as u8,
                letters,
                new,
                blanks: 0,
                swap: None,
                score,
            });
            return;
        }
        let play = Play {
            start: pos_of(self.dir, self.line_index, start),
            direction: self.dir,
            len: len as u8,
            letters,
            new,
            blanks: self.blanks & mask,
            swap: None,
            score,
        };
        if self.rack.blanks == 0 && !mixed(&play) {
            self.out.push(play);
        } else {
            self.blank_choices(play, start, main_mult);
        }
    }

    /// Keeps `play` (its blanks where the search put them: a letter's tiles from the rack
    /// first, blanks once they ran out) once for every way to choose which of its new tiles
    /// are blanks: the search follows each spelling once, not once per choice of blanks. A
    /// choice is one with at least as many blanks for each letter as the search needed (the
    /// rack has no more of it) and no more blanks than the rack held.
    // Kept out of `record`, which every search reaches.
    #[inline(never)]
    fn blank_choices(&mut self, play: Play, start: usize, main_mult: u32) {
        // What a blank instead of the letter takes off the score, per new tile.
        let mut cost = [0i64; MAX_LINE];
        let mut all_letters = i64::from(play.score);
        let mut rest = play.new;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let sq = &self.line[start + i];
            let weight = match self.variant.hooks.scoring {
                ScoringBasis::Words => main_mult + if sq.has_cross { sq.cross_mult } else { 0 },
                ScoringBasis::Letters => 1,
            };
            let l = play.letters[i];
            let real = self.tables.points(sq.index, l, false);
            let blank = self.tables.points(sq.index, l, true);
            cost[i] = (i64::from(real) - i64::from(blank)) * i64::from(weight);
            if play.blanks & (1 << i) != 0 {
                all_letters += cost[i];
            }
        }
        // Each letter the search laid blanks for, with the new tiles of that letter.
        let mut needs: [(u32, u32); MAX_LINE] = [(0, 0); MAX_LINE];
        let mut n_needs = 0;
        let mut rest = play.blanks;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let l = play.letters[i];
            if needs[..n_needs].iter().any(|&(m, _)| m & (1 << i) != 0) {
                continue;
            }
            let same = (0..play.len as usize)
                .filter(|&j| play.new & (1 << j) != 0 && play.letters[j] == l)
                .fold(0u32, |m, j| m | (1 << j));
            needs[n_needs] = (same, (same & play.blanks).count_ones());
            n_needs += 1;
        }
        let most = play.blanks.count_ones() + u32::from(self.rack.blanks);
        let needs = &needs[..n_needs];
        let out = &mut *self.out;
        each_subset(play.new, most, 0, &mut |blanks| {
            if needs
                .iter()
                .all(|&(same, n)| (blanks & same).count_ones() >= n)
            {
                let mut score = all_letters;
                let mut rest = blanks;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    score -= cost[i];
                }
                let mut chosen = play;
                chosen.blanks = blanks;
                chosen.score = u32::try_from(score).unwrap_or(0);
                out.push(chosen);
            }
        });
    }
}

/// True when some letter of `play` is laid both as a blank and from the rack (its blanks
/// could then lie on the letter's other squares).
fn mixed(play: &Play) -> bool {
    let mut rest = play.blanks;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let l = play.letters[i];
        let real = play.new & !play.blanks;
        if (0..play.len as usize).any(|j| real & (1 << j) != 0 && play.letters[j] == l) {
            return true;
        }
    }
    false
}

/// Calls `f` with `chosen` joined by every subset of `bits` of at most `most` bits, each once
/// (a bit is added only above the ones added before it).
fn each_subset(bits: u32, most: u32, chosen: u32, f: &mut impl FnMut(u32)) {
    f(chosen);
    if most == 0 {
        return;
    }
    let mut rest = bits;
    while rest != 0 {
        let b = rest & rest.wrapping_neg();
        rest &= rest - 1;
        each_subset(rest, most - 1, chosen | b, f);
    }
}
