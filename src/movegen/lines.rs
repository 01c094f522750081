//! The board seen one line at a time, in the direction being generated: for each square its
//! tile, the letters a new tile may be (the cross-check: the word it makes the other way must
//! be in the lexicon), the face value of that cross word's board tiles, and whether it is an
//! anchor (an empty square next to a tile, or the start square of an empty board).

use super::tables::Tables;
use crate::lexicon::dawg::{Dawg, FINAL};
use crate::rules::{Board, BoardTile, Direction, Pos, Variant};

/// One square of a line.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Square {
    /// The tile on it: letter and blank flag.
    pub tile: Option<(u8, bool)>,
    /// Letters a new tile here may be (bit per letter).
    pub allowed: u64,
    /// A new tile here forms a word the other way.
    pub has_cross: bool,
    /// Face value of that cross word's board tiles.
    pub cross_sum: u32,
    /// What multiplies the cross word when a new tile lies here (word premium, 4S arrow).
    pub cross_mult: u32,
    /// The square's index in the scoring tables (`row * width + col`).
    pub index: usize,
    /// A move in this line must cover an anchor.
    pub anchor: bool,
    /// What the node after a new letter here must be able to do (a necessary condition for
    /// any play): go on with the next square's tile, or end a word (bit 63) or go on with a
    /// letter the next empty square allows.
    pub follow: u64,
}

/// The square at index `i` of line `line` in direction `dir`.
pub(super) fn pos_of(dir: Direction, line: usize, i: usize) -> Pos {
    match dir {
        Direction::Across => Pos::new(line as u8, i as u8),
        Direction::Down => Pos::new(i as u8, line as u8),
    }
}

/// Lines and line lengths of a board in a direction.
pub(super) fn shape(board: &Board, dir: Direction) -> (usize, usize) {
    let (w, h) = (board.width() as usize, board.height() as usize);
    match dir {
        Direction::Across => (h, w),
        Direction::Down => (w, h),
    }
}

/// The board's tiles with an empty border around them, made once a generation: a square's
/// neighbours are found by adding to its index, with no `Pos` to step and check, and
/// whether the board is empty is known once, not scanned for on every line (making the
/// lines, cross-checks included, was about a third of a small position's generation).
#[derive(Debug, Default)]
pub(super) struct Grid {
    /// Squares of a padded row (the board's width plus two).
    stride: usize,
    cells: Vec<Option<BoardTile>>,
    /// No tile on the board.
    empty: bool,
}

impl Grid {
    /// Takes `board`'s tiles (reusing the grid's memory).
    pub fn fill(&mut self, board: &Board) {
        let (w, h) = (board.width() as usize, board.height() as usize);
        self.stride = w + 2;
        self.cells.clear();
        self.cells.resize(self.stride * (h + 2), None);
        self.empty = true;
        for (pos, tile) in board.tiles() {
            let i = self.index(pos.row as usize, pos.col as usize);
            if let Some(cell) = self.cells.get_mut(i) {
                *cell = Some(tile);
                self.empty = false;
            }
        }
    }

    /// True when no tile lies on the board.
    pub fn is_empty(&self) -> bool {
        self.empty
    }

    /// The padded index of the board's square (`row`, `col`).
    fn index(&self, row: usize, col: usize) -> usize {
        (row + 1) * self.stride + col + 1
    }

    /// How far the next square in `dir` is, in indexes.
    fn delta(&self, dir: Direction) -> usize {
        match dir {
            Direction::Across => 1,
            Direction::Down => self.stride,
        }
    }

    /// The tile at padded index `i` (the border and beyond: none).
    fn at(&self, i: usize) -> Option<BoardTile> {
        self.cells.get(i).copied().flatten()
    }
}

/// Fills `out` with the squares of line `line` in direction `dir`. Cross-checks are worked
/// out only for the `candidates` letters (those the rack can lay).
#[allow(clippy::too_many_arguments)]
pub(super) fn fill_line(
    variant: &Variant,
    grid: &Grid,
    len: usize,
    dawg: &Dawg,
    tables: &Tables,
    dir: Direction,
    line: usize,
    all_letters: u64,
    candidates: u64,
    out: &mut Vec<Square>,
) {
    out.clear();
    let along = grid.delta(dir);
    let across = grid.delta(dir.cross());
    let mut prefix: [u8; 17] = [0; 17];
    let mut suffix: [u8; 17] = [0; 17];
    for i in 0..len {
        let pos = pos_of(dir, line, i);
        let at = grid.index(pos.row as usize, pos.col as usize);
        let mut sq = Square {
            index: pos.row as usize * tables.width + pos.col as usize,
            ..Square::default()
        };
        if let Some(t) = grid.at(at) {
            sq.tile = Some((t.letter.0, t.blank));
            out.push(sq);
            continue;
        }
        // The cross word's tiles before and after this square (the border ends each run).
        let (mut np, mut ns) = (0, 0);
        let mut sum = 0;
        let mut k = at;
        while let Some(t) = grid.at(k - across) {
            if np < prefix.len() {
                prefix[np] = t.letter.0;
                np += 1;
            }
            sum += variant.value(t);
            k -= across;
        }
        prefix[..np].reverse();
        let mut k = at;
        while let Some(t) = grid.at(k + across) {
            if ns < suffix.len() {
                suffix[ns] = t.letter.0;
                ns += 1;
            }
            sum += variant.value(t);
            k += across;
        }
        if np + ns > 0 {
            sq.has_cross = true;
            sq.cross_sum = sum;
            let mut mult = tables.wmul[sq.index];
            if np == 0 {
                mult *= tables.arrow_first(dir.cross(), sq.index);
            }
            if ns == 0 {
                mult *= tables.arrow_last(dir.cross(), sq.index);
            }
            sq.cross_mult = mult;
            sq.allowed = dawg.middle_letters(&prefix[..np], &suffix[..ns], candidates);
        } else {
            sq.allowed = all_letters;
        }
        sq.anchor = if grid.is_empty() {
            pos == variant.start
        } else {
            sq.has_cross || grid.at(at - along).is_some() || grid.at(at + along).is_some()
        };
        out.push(sq);
    }
    for i in 0..out.len() {
        out[i].follow = match out.get(i + 1) {
            Some(next) => match next.tile {
                Some((l, _)) => 1 << l,
                None => FINAL | next.allowed,
            },
            None => FINAL,
        };
    }
}
