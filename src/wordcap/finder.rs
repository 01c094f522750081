//! Every word on a grid: a depth-first walk from each cell through the neighbours, following
//! the lexicon's [`Dawg`] so that only prefixes of words are walked, with a bit mask of used
//! cells and one of crossed crossings (the line may not cross itself). No allocation per
//! step: the walk keeps its cells in a fixed array and allocates only for a word found.
//!
//! [`all_words`] gives one entry per distinct word with its best-scoring path (for a
//! computer player, hints, the end-of-game list); [`all_paths`] every legal path of every
//! word. The paths of one typed word are [`super::spell`]'s.

use super::cell::{Cell, CELLS, SIDE};
use super::grid::Grid;
use super::path::Path;
use crate::lexicon::Letter;
use crate::movegen::{Dawg, NodeId};
use std::collections::HashMap;

/// A word on the grid with a path and what it scores there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Found {
    /// The word, in letter coding.
    pub word: Vec<Letter>,
    /// A legal path spelling it.
    pub path: Path,
    /// What the path scores.
    pub score: u32,
}

/// No crossing: an orthogonal step.
pub(super) const NONE: u8 = u8::MAX;

/// The steps out of one cell: neighbour indices and the crossing each passes (or [`NONE`]).
#[derive(Clone, Copy)]
pub(super) struct Steps {
    /// The neighbours' cell indices.
    pub(super) to: [u8; 8],
    /// The crossing each step passes, or [`NONE`].
    pub(super) crossing: [u8; 8],
    /// How many neighbours.
    pub(super) len: u8,
}

const fn steps_table() -> [Steps; CELLS] {
    let side = SIDE as i32;
    let mut table = [Steps {
        to: [0; 8],
        crossing: [NONE; 8],
        len: 0,
    }; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (r, c) = ((i as i32) / side, (i as i32) % side);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nr, nc) = (r + dr, c + dc);
                if (dr != 0 || dc != 0) && nr >= 0 && nr < side && nc >= 0 && nc < side {
                    let k = table[i].len as usize;
                    table[i].to[k] = (nr * side + nc) as u8;
                    if dr != 0 && dc != 0 {
                        let (cr, cc) = (if dr < 0 { nr } else { r }, if dc < 0 { nc } else { c });
                        table[i].crossing[k] = (cr * (side - 1) + cc) as u8;
                    }
                    table[i].len += 1;
                }
                dc += 1;
            }
            dr += 1;
        }
        i += 1;
    }
    table
}

/// The steps out of every cell.
pub(super) static STEPS: [Steps; CELLS] = steps_table();

/// Called for each word found: the path's cell indices, the grid's letters, the score.
type Emit<'e> = dyn FnMut(&[u8], &[u8], u32) + 'e;

/// The walk's state: the grid read once, and the cells of the line so far.
struct Walk<'a> {
    letters: [u8; CELLS],
    bonuses: [u32; 16],
    cells: [u8; CELLS],
    dawg: &'a Dawg,
    /// States visited (a cell reached along a prefix of a word).
    visited: u64,
    /// The walk stops after this many states.
    max_visits: u64,
    /// The walk stopped there.
    cut: bool,
}

impl Walk<'_> {
    fn new<'a>(grid: &Grid, dawg: &'a Dawg, max_visits: u64) -> Walk<'a> {
        let mut letters = [0u8; CELLS];
        for (slot, l) in letters.iter_mut().zip(grid.letters()) {
            *slot = l.0;
        }
        Walk {
            letters,
            bonuses: grid.bonuses(),
            cells: [0; CELLS],
            dawg,
            visited: 0,
            max_visits,
            cut: false,
        }
    }

    /// Walks every path from every cell.
    fn all(&mut self, emit: &mut Emit<'_>) {
        for start in 0..CELLS {
            if let Some(node) = self.dawg.child(Dawg::ROOT, self.letters[start]) {
                self.go(start, 0, node, 1 << start, 0, 1, emit);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn go(
        &mut self,
        cell: usize,
        depth: usize,
        node: NodeId,
        used: u32,
        crossed: u16,
        score: u32,
        emit: &mut Emit<'_>,
    ) {
        if self.visited >= self.max_visits {
            self.cut = true;
            return;
        }
        self.visited += 1;
        self.cells[depth] = cell as u8;
        if depth >= 1 && self.dawg.is_final(node) {
            emit(&self.cells[..=depth], &self.letters, score);
        }
        let steps = STEPS[cell];
        for k in 0..steps.len as usize {
            let to = steps.to[k] as usize;
            if used & (1 << to) != 0 {
                continue;
            }
            let crossing = steps.crossing[k];
            let (crossed, bonus) = if crossing == NONE {
                (crossed, 0)
            } else if crossed & (1 << crossing) != 0 {
                continue;
            } else {
                (crossed | 1 << crossing, self.bonuses[crossing as usize])
            };
            let Some(child) = self.dawg.child(node, self.letters[to]) else {
                continue;
            };
            self.go(
                to,
                depth + 1,
                child,
                used | 1 << to,
                crossed,
                score + 1 + bonus,
                emit,
            );
        }
    }
}

fn path_of(cells: &[u8]) -> Path {
    Path(
        cells
            .iter()
            .filter_map(|&i| Cell::from_index(i as usize))
            .collect(),
    )
}

/// The most states [`all_words`] visits. The bundled lexicons stay far below it on any grid
/// (the bench grid: 1,856 states; grids of one or two repeated letters: 1,000 to 3,500),
/// but a word list holding a long word of one letter has millions of paths on a grid of
/// that letter (a 13-letter one: 189 million); the walk then stops here, about 0.1 s in.
pub const MAX_WALK_VISITS: u64 = 1_000_000;

/// Every legal path of every word of the lexicon on the grid (a word found along several
/// paths comes once per path), in walk order. Not bounded: for tests and tools (a
/// repetitive grid and word list can make it huge, see [`MAX_WALK_VISITS`]).
pub fn all_paths(grid: &Grid, dawg: &Dawg) -> Vec<Found> {
    let mut out = Vec::new();
    let mut walk = Walk::new(grid, dawg, u64::MAX);
    walk.all(&mut |cells: &[u8], letters: &[u8], score: u32| {
        out.push(Found {
            word: cells.iter().map(|&i| Letter(letters[i as usize])).collect(),
            path: path_of(cells),
            score,
        });
    });
    out
}

/// What a bounded walk for every word found ([`all_words_within`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordsFound {
    /// Each distinct word with its best path found, best score first, then by word.
    pub words: Vec<Found>,
    /// States the walk visited.
    pub visited: u64,
    /// False when the walk stopped at its bound: some words or better paths may be missing.
    pub complete: bool,
}

/// Every distinct word of the lexicon on the grid, each with its best-scoring legal path
/// (on a tie, the first in walk order), best score first, then by word; the walk stops
/// after [`MAX_WALK_VISITS`] states (see [`all_words_within`]).
pub fn all_words(grid: &Grid, dawg: &Dawg) -> Vec<Found> {
    all_words_within(grid, dawg, MAX_WALK_VISITS).words
}

/// [`all_words`], walking at most `max_visits` states. Keeps one entry per word as it walks
/// (never the list of every path, which a repetitive grid makes huge).
pub fn all_words_within(grid: &Grid, dawg: &Dawg, max_visits: u64) -> WordsFound {
    let mut best: HashMap<Vec<u8>, (u32, Path)> = HashMap::new();
    let mut walk = Walk::new(grid, dawg, max_visits);
    let mut key = [0u8; CELLS];
    walk.all(&mut |cells: &[u8], letters: &[u8], score: u32| {
        for (k, &i) in key.iter_mut().zip(cells) {
            *k = letters[i as usize];
        }
        let word = &key[..cells.len()];
        match best.get_mut(word) {
            Some((old, _)) if *old >= score => {}
            Some(slot) => *slot = (score, path_of(cells)),
            None => {
                best.insert(word.to_vec(), (score, path_of(cells)));
            }
        }
    });
    let mut words: Vec<Found> = best
        .into_iter()
        .map(|(word, (score, path))| Found {
            word: word.into_iter().map(Letter).collect(),
            path,
            score,
        })
        .collect();
    words.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
    WordsFound {
        words,
        visited: walk.visited,
        complete: !walk.cut,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, Lexicon};
    use crate::wordcap::score::score;

    fn dawg(words: &[&str]) -> Dawg {
        let lex = Lexicon::from_words(Language::English, words.iter().map(|w| w.to_string()))
            .expect("lexicon");
        lex.dawg().clone()
    }

    #[test]
    fn steps_table_matches_the_cells() {
        for (i, s) in STEPS.iter().enumerate() {
            let from = Cell::from_index(i).expect("cell");
            let mut n = 0;
            for k in 0..s.len as usize {
                let to = Cell::from_index(s.to[k] as usize).expect("cell");
                assert!(from.is_neighbour(to));
                let want = from.diagonal_crossing(to).map(|(r, c)| r * 4 + c);
                assert_eq!(want, (s.crossing[k] != NONE).then_some(s.crossing[k]));
                n += 1;
            }
            let corner = [0, 4, 20, 24].contains(&i);
            let edge = !(5..20).contains(&i) || i % 5 == 0 || i % 5 == 4;
            assert_eq!(
                n,
                if corner {
                    3
                } else if edge {
                    5
                } else {
                    8
                }
            );
        }
    }

    #[test]
    fn finds_words_with_best_paths() {
        let grid =
            Grid::from_rows(Language::English, "CATSX/ODEAR/QUIET/ZZZZZ/EEEEE").expect("grid");
        let d = dawg(&["cat", "cats", "doc", "tea", "zzz", "dog", "quiet"]);
        let words = all_words(&grid, &d);
        let text: Vec<String> = words.iter().map(|f| grid.word_text(&f.path)).collect();
        for w in ["CAT", "CATS", "DOC", "TEA", "ZZZ", "QUIET"] {
            assert!(text.contains(&w.to_string()), "{w} in {text:?}");
        }
        assert!(!text.contains(&"DOG".to_string()));
        for f in &words {
            assert_eq!(score(&grid, &f.path).map(|s| s.total), Ok(f.score));
        }
    }
}
