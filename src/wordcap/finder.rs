//! Every word on a grid: a depth-first walk from each cell through the neighbours, following
//! the lexicon's [`Dawg`] so that only prefixes of words are walked, with a bit mask of used
//! cells and one of crossed crossings (the line may not cross itself). No allocation per
//! step: the walk keeps its cells in a fixed array and allocates only for a word found.
//!
//! [`all_words`] gives one entry per distinct word with its best-scoring path (for a
//! computer player, hints, the end-of-game list); [`all_paths`] every legal path of every
//! word; [`paths_for_word`] every legal path spelling one given word (to accept a typed
//! word when it has exactly one path).

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
const NONE: u8 = u8::MAX;

/// The steps out of one cell: neighbour indices and the crossing each passes (or [`NONE`]).
#[derive(Clone, Copy)]
struct Steps {
    to: [u8; 8],
    crossing: [u8; 8],
    len: u8,
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

static STEPS: [Steps; CELLS] = steps_table();

/// Called for each word found: the path's cell indices, the grid's letters, the score.
type Emit<'e> = dyn FnMut(&[u8], &[u8], u32) + 'e;

/// The walk's state: the grid read once, and the cells of the line so far.
struct Walk<'a> {
    letters: [u8; CELLS],
    bonuses: [u32; 16],
    cells: [u8; CELLS],
    dawg: &'a Dawg,
}

impl Walk<'_> {
    fn new<'a>(grid: &Grid, dawg: &'a Dawg) -> Walk<'a> {
        let mut letters = [0u8; CELLS];
        for (slot, l) in letters.iter_mut().zip(grid.letters()) {
            *slot = l.0;
        }
        Walk {
            letters,
            bonuses: grid.bonuses(),
            cells: [0; CELLS],
            dawg,
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

/// Every legal path of every word of the lexicon on the grid (a word found along several
/// paths comes once per path), in walk order.
pub fn all_paths(grid: &Grid, dawg: &Dawg) -> Vec<Found> {
    let mut out = Vec::new();
    let mut walk = Walk::new(grid, dawg);
    let mut emit = |cells: &[u8], letters: &[u8], score: u32| {
        out.push(Found {
            word: cells.iter().map(|&i| Letter(letters[i as usize])).collect(),
            path: path_of(cells),
            score,
        });
    };
    for start in 0..CELLS {
        if let Some(node) = dawg.child(Dawg::ROOT, walk.letters[start]) {
            walk.go(start, 0, node, 1 << start, 0, 1, &mut emit);
        }
    }
    out
}

/// Every distinct word of the lexicon on the grid, each with its best-scoring legal path
/// (on a tie, the first in walk order), best score first, then by word.
pub fn all_words(grid: &Grid, dawg: &Dawg) -> Vec<Found> {
    let mut best: HashMap<Vec<Letter>, Found> = HashMap::new();
    for f in all_paths(grid, dawg) {
        match best.get(&f.word) {
            Some(old) if old.score >= f.score => {}
            _ => {
                best.insert(f.word.clone(), f);
            }
        }
    }
    let mut out: Vec<Found> = best.into_values().collect();
    out.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
    out
}

/// Every legal path spelling `word` on the grid (none for a word under two letters), in
/// walk order.
pub fn paths_for_word(grid: &Grid, word: &[Letter]) -> Vec<Path> {
    let mut out = Vec::new();
    if word.len() < 2 || word.len() > CELLS {
        return out;
    }
    let mut cells = [0u8; CELLS];
    for start in 0..CELLS {
        spell(
            grid.letters(),
            word,
            start,
            0,
            1 << start,
            0,
            &mut cells,
            &mut out,
        );
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn spell(
    letters: &[Letter],
    word: &[Letter],
    cell: usize,
    depth: usize,
    used: u32,
    crossed: u16,
    cells: &mut [u8; CELLS],
    out: &mut Vec<Path>,
) {
    if letters.get(cell) != word.get(depth) {
        return;
    }
    cells[depth] = cell as u8;
    if depth + 1 == word.len() {
        out.push(path_of(&cells[..=depth]));
        return;
    }
    let steps = STEPS[cell];
    for k in 0..steps.len as usize {
        let to = steps.to[k] as usize;
        if used & (1 << to) != 0 {
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
        spell(
            letters,
            word,
            to,
            depth + 1,
            used | 1 << to,
            crossed,
            cells,
            out,
        );
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
        Dawg::new(&lex)
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
        let zzz = Language::English.alphabet().encode("zzz").expect("word");
        // 5 Zs in a row: 3 in a line, any of 3 starts, 2 directions.
        assert_eq!(paths_for_word(&grid, &zzz).len(), 6);
    }
}
