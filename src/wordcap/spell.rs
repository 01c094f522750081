//! The paths of one typed word ([`paths_for_word`]): to accept `/play move:WORD` when the
//! grid spells the word along exactly one legal line, and to list a few when it spells it
//! several ways.
//!
//! A plain depth-first walk collects every path, and on a repetitive grid there are
//! astronomically many (a 13-letter word of Es on a grid of Es has 189 million). This
//! search stops once it knows `limit + 1` paths, and cannot explode on the way there:
//! - it steps only onto cells from which the rest of the word can still be walked (a
//!   table per letter of the word, built once: a cell is kept for letter `d` when it holds
//!   that letter and touches a cell kept for letter `d + 1`);
//! - it stops a line when the unused cells it can still reach (through unused cells) lack
//!   the letters the rest of the word needs;
//! - it remembers every state (letter, cell, used cells, crossed blocks) from which no path
//!   was found, and never searches one twice;
//! - and it gives up after [`MAX_VISITS`] states, saying so ([`WordPaths::gave_up`]).

use super::cell::{Cell, CELLS};
use super::finder::{NONE, STEPS};
use super::grid::Grid;
use super::path::Path;
use crate::lexicon::Letter;
use std::collections::HashSet;

/// The most states one search visits before it gives up. The pruning keeps real words far
/// below it (a 13-letter word of Es on a grid of Es: 17 states for 5 paths); it bounds the
/// time of a crafted grid and word whose paths all fail late.
pub const MAX_VISITS: u64 = 200_000;

/// Every cell.
const ALL_CELLS: u32 = (1 << CELLS) - 1;

/// Each cell's neighbours, as a bit mask.
static NEIGHBOURS: [u32; CELLS] = neighbours();

const fn neighbours() -> [u32; CELLS] {
    let mut out = [0u32; CELLS];
    let mut c = 0;
    while c < CELLS {
        let s = STEPS[c];
        let mut k = 0;
        while k < s.len as usize {
            out[c] |= 1 << s.to[k];
            k += 1;
        }
        c += 1;
    }
    out
}

/// What a search for a word's paths found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WordPaths {
    /// Paths spelling the word, in walk order, at most the `limit` asked for.
    pub paths: Vec<Path>,
    /// The grid spells the word along more paths than `paths` lists.
    pub more: bool,
    /// The search gave up after [`MAX_VISITS`] states: there may be paths it did not find.
    pub gave_up: bool,
    /// The states the search visited (a cell reached with a letter of the word).
    pub visited: u64,
}

impl WordPaths {
    /// The one path that spells the word, when the search proved there is no other.
    pub fn only(&self) -> Option<&Path> {
        match self.paths.as_slice() {
            [p] if !self.more && !self.gave_up => Some(p),
            _ => None,
        }
    }
}

/// Legal paths spelling `word` on the grid: up to `limit` of them, with
/// [`WordPaths::more`] set when there are others (none for a word under two letters).
pub fn paths_for_word(grid: &Grid, word: &[Letter], limit: usize) -> WordPaths {
    let mut found = WordPaths::default();
    if word.len() < 2 || word.len() > CELLS || limit == 0 {
        return found;
    }
    let mut search = Search::new(grid, word, limit);
    for start in 0..CELLS {
        if search.reach[0] & (1 << start) == 0 {
            continue;
        }
        search.go(start, 0, 1 << start, 0);
        if search.stopped() {
            break;
        }
    }
    found.more = search.out.len() > limit;
    search.out.truncate(limit);
    found.paths = search.out;
    found.gave_up = search.visited > MAX_VISITS;
    found.visited = search.visited;
    found
}

/// The search's state: the grid read once, the pruning tables, the line so far.
struct Search<'w> {
    letters: [u8; CELLS],
    word: &'w [Letter],
    /// Per letter of the word: the cells from which the rest of the word can be walked.
    reach: Vec<u32>,
    /// Per letter of the word: how many of each letter the word needs after it.
    need: Vec<[u8; 64]>,
    /// The states from which no path was found (depth, cell, used cells, crossed blocks).
    dead: HashSet<(u8, u8, u32, u16)>,
    cells: [u8; CELLS],
    out: Vec<Path>,
    /// Stop at this many paths (`limit + 1`: one more than listed tells there are more).
    want: usize,
    visited: u64,
}

impl<'w> Search<'w> {
    fn new(grid: &Grid, word: &'w [Letter], limit: usize) -> Search<'w> {
        let mut letters = [0u8; CELLS];
        for (slot, l) in letters.iter_mut().zip(grid.letters()) {
            *slot = l.0;
        }
        let n = word.len();
        let holds = |d: usize| -> u32 {
            (0..CELLS)
                .filter(|&c| letters[c] == word[d].0)
                .fold(0, |m, c| m | 1 << c)
        };
        let mut reach = vec![0u32; n];
        reach[n - 1] = holds(n - 1);
        for d in (0..n - 1).rev() {
            let next = reach[d + 1];
            reach[d] = (0..CELLS)
                .filter(|&c| holds(d) & (1 << c) != 0)
                .filter(|&c| {
                    let s = STEPS[c];
                    (0..s.len as usize).any(|k| next & (1 << s.to[k]) != 0)
                })
                .fold(0, |m, c| m | 1 << c);
        }
        let mut need = vec![[0u8; 64]; n];
        for d in (0..n - 1).rev() {
            need[d] = need[d + 1];
            need[d][usize::from(word[d + 1].0 & 63)] += 1;
        }
        Search {
            letters,
            word,
            reach,
            need,
            dead: HashSet::new(),
            cells: [0; CELLS],
            out: Vec::new(),
            want: limit.saturating_add(1),
            visited: 0,
        }
    }

    fn stopped(&self) -> bool {
        self.out.len() >= self.want || self.visited > MAX_VISITS
    }

    /// True when the unused cells the line can still reach from `cell` (through unused
    /// cells) hold every letter the word needs after letter `depth`.
    fn letters_left(&self, cell: usize, depth: usize, used: u32) -> bool {
        let free = !used & ALL_CELLS;
        let mut reach = NEIGHBOURS[cell] & free;
        loop {
            let mut next = reach;
            let mut rest = reach;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                next |= NEIGHBOURS[c] & free;
            }
            if next == reach {
                break;
            }
            reach = next;
        }
        let mut left = [0u8; 64];
        let mut rest = reach;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            left[usize::from(self.letters[c] & 63)] += 1;
        }
        self.word[depth + 1..].iter().all(|l| {
            let l = usize::from(l.0 & 63);
            left[l] >= self.need[depth][l]
        })
    }

    /// Walks on from `cell`, the word's letter `depth`; returns whether a path was found
    /// below (the state is remembered as dead when none was and the search was complete).
    fn go(&mut self, cell: usize, depth: usize, used: u32, crossed: u16) -> bool {
        self.visited += 1;
        self.cells[depth] = cell as u8;
        if depth + 1 == self.word.len() {
            self.out.push(Path(
                self.cells[..=depth]
                    .iter()
                    .filter_map(|&i| Cell::from_index(usize::from(i)))
                    .collect(),
            ));
            return true;
        }
        let key = (depth as u8, cell as u8, used, crossed);
        if self.dead.contains(&key) || !self.letters_left(cell, depth, used) {
            return false;
        }
        let mut any = false;
        let steps = STEPS[cell];
        for k in 0..steps.len as usize {
            if self.stopped() {
                return true; // not complete: never remembered as dead
            }
            let to = usize::from(steps.to[k]);
            if used & (1 << to) != 0 || self.reach[depth + 1] & (1 << to) == 0 {
                continue;
            }
            let crossing = steps.crossing[k];
            let crossed = if crossing == NONE {
                crossed
            } else if crossed & (1 << crossing) != 0 {
                continue;
            } else {
                crossed | 1 << crossing
            };
            any |= self.go(to, depth + 1, used | 1 << to, crossed);
        }
        if !any && !self.stopped() {
            self.dead.insert(key);
        }
        any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Language;

    fn word(text: &str) -> Vec<Letter> {
        Language::English
            .alphabet()
            .encode(text)
            .unwrap_or_default()
    }

    #[test]
    fn five_zs_in_a_row_spell_zzz_six_ways() {
        let grid =
            Grid::from_rows(Language::English, "CATSX/ODEAR/QUIET/ZZZZZ/EEEEE").expect("grid");
        let all = paths_for_word(&grid, &word("zzz"), 100);
        assert_eq!((all.paths.len(), all.more, all.gave_up), (6, false, false));
        let two = paths_for_word(&grid, &word("zzz"), 2);
        assert_eq!((two.paths.len(), two.more), (2, true));
        assert_eq!(two.paths[..], all.paths[..2]);
        let one = paths_for_word(&grid, &word("cat"), 4);
        assert_eq!(one.only().map(|p| p.to_string()), Some("A1 B1 C1".into()));
        // QUIET: along row 3, or up through the E on C2 to the T on C1.
        let two = paths_for_word(&grid, &word("quiet"), 4);
        assert_eq!((two.paths.len(), two.more, two.only()), (2, false, None));
        let none = paths_for_word(&grid, &word("dog"), 4);
        assert!(none.paths.is_empty() && !none.more && !none.gave_up);
    }

    #[test]
    fn a_word_longer_than_its_letters_on_the_grid_is_refused_at_once() {
        // 24 Es and an X: 25 Es cannot be spelled; the letter count stops it at the start.
        let grid =
            Grid::from_rows(Language::English, "EEEEE/EEEEE/EEXEE/EEEEE/EEEEE").expect("grid");
        let found = paths_for_word(&grid, &word(&"e".repeat(25)), 4);
        assert!(found.paths.is_empty() && !found.gave_up);
        assert!(found.visited <= 25, "{} states", found.visited);
    }
}
