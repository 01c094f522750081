//! The board seen one line at a time, in the direction being generated: for each square its
//! tile, the letters a new tile may be (the cross-check: the word it makes the other way must
//! be in the lexicon), the face value of that cross word's board tiles, and whether it is an
//! anchor (an empty square next to a tile, or the start square of an empty board), with the
//! automaton's node after the tiles an anchor touches.
//!
//! None of it depends on the rack: [`Lines`] keeps every line of the last board generated on
//! (as wolges keeps its cross-sets), and works out again only what a changed square touches.
//! Asking for many racks' plays on one board (advice, a puzzle's search, the bench) makes the
//! lines once; after a play (the computer's simulations) only the cross-checks through its
//! squares are looked up again.

use super::tables::Tables;
use crate::lexicon::dawg::{Dawg, NodeId};
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
    /// An anchor right after tiles: the words' node after those tiles. An anchor right
    /// before tiles (and none before it): the reversed prefixes' node after those tiles read
    /// backwards. [`DEAD`] when no word goes on so (no play covers the anchor then).
    pub touched: NodeId,
    /// The face value of the tiles right before an anchor.
    pub before_face: u32,
}

/// [`Square::touched`] when the tiles an anchor touches start no word.
pub(super) const DEAD: NodeId = NodeId::MAX;

/// The square at index `i` of line `line` in direction `dir`.
pub(super) fn pos_of(dir: Direction, line: usize, i: usize) -> Pos {
    match dir {
        Direction::Across => Pos::new(line as u8, i as u8),
        Direction::Down => Pos::new(i as u8, line as u8),
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
    /// The board's width and height.
    shape: (usize, usize),
    cells: Vec<Option<BoardTile>>,
    /// No tile on the board.
    empty: bool,
}

impl Grid {
    /// Takes `board`'s tiles (reusing the grid's memory).
    pub fn fill(&mut self, board: &Board) {
        let (w, h) = (board.width() as usize, board.height() as usize);
        self.stride = w + 2;
        self.shape = (w, h);
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

/// What a new tile on an empty square makes the other way, as the search in a line needs it.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Cross {
    /// The letters whose cross word is in the lexicon (every letter of the alphabet: any
    /// letter, when no tile lies next to the square the other way).
    pub allowed: u64,
    /// A new tile here forms a word the other way.
    pub has_cross: bool,
    /// Face value of that cross word's board tiles.
    pub sum: u32,
    /// What multiplies the cross word when a new tile lies here.
    pub mult: u32,
}

/// What decides a line's squares besides the board: the variant's rules, the words and
/// the scoring tables (the generator's own, lent for a generation).
#[derive(Clone, Copy)]
pub(super) struct LineRules<'a> {
    pub variant: &'a Variant,
    pub dawg: &'a Dawg,
    pub tables: &'a Tables,
}

/// The cross-checks of a board, in both directions: a square's cross word lies in the line
/// crossing it, so when the board changes only the crossing lines through a changed square
/// are looked up again. A new board's are worked out for the letters the rack can lay only
/// (a first generation costs what it did before they were kept); once another rack wants
/// more, for every letter, so that no later rack on the board needs them again. The search
/// narrows them to the letters the rack can lay.
#[derive(Debug, Default)]
pub(super) struct Crosses {
    /// The padded cells they were worked out for (empty: none yet).
    cells: Vec<Option<BoardTile>>,
    stride: usize,
    /// The letters they were worked out for: a square's `allowed` says nothing of others.
    known: u64,
    /// For plays across (cross words down), by square index (`row * width + col`).
    across: Vec<Cross>,
    /// For plays down (cross words across), by square index.
    down: Vec<Cross>,
}

impl Crosses {
    /// Brings the cross-checks up to date with `grid`'s board, for at least the letters
    /// `wanted` (of the alphabet's `all`); false when they were so already.
    fn update(&mut self, rules: LineRules<'_>, grid: &Grid, wanted: u64, all: u64) -> bool {
        let (w, h) = grid.shape;
        let same_shape = self.stride == grid.stride && self.cells.len() == grid.cells.len();
        // Bit per board row and column holding a changed square.
        let (mut rows, mut cols) = (0u64, 0u64);
        let mut letters = self.known;
        if !same_shape {
            letters = wanted;
            rows = (1 << h) - 1;
            cols = (1 << w) - 1;
            self.across = vec![Cross::default(); w * h];
            self.down = vec![Cross::default(); w * h];
        } else if wanted & !self.known != 0 {
            // A rack wants letters not looked up: every letter, everywhere, once.
            letters = all;
            rows = (1 << h) - 1;
            cols = (1 << w) - 1;
        } else {
            for r in 0..h {
                for c in 0..w {
                    let i = grid.index(r, c);
                    if self.cells[i] != grid.cells[i] {
                        rows |= 1 << r;
                        cols |= 1 << c;
                    }
                }
            }
            if rows == 0 {
                return false;
            }
        }
        let start = Cross {
            allowed: letters,
            ..Cross::default()
        };
        for r in 0..h {
            for c in 0..w {
                let pos = Pos::new(r as u8, c as u8);
                let i = r * w + c;
                let empty = grid.at(grid.index(r, c)).is_none();
                // Plays across meet their cross words in the columns, plays down in the rows.
                if cols & (1 << c) != 0 {
                    self.across[i] = if empty {
                        cross_at(rules, grid, Direction::Across, pos, letters)
                    } else {
                        start
                    };
                }
                if rows & (1 << r) != 0 {
                    self.down[i] = if empty {
                        cross_at(rules, grid, Direction::Down, pos, letters)
                    } else {
                        start
                    };
                }
            }
        }
        self.known = letters;
        self.stride = grid.stride;
        self.cells.clone_from(&grid.cells);
        true
    }

    /// The cross-checks for plays in `dir`, by square index.
    fn of(&self, dir: Direction) -> &[Cross] {
        match dir {
            Direction::Across => &self.across,
            Direction::Down => &self.down,
        }
    }
}

/// The cross word a new tile on the empty square `pos` makes for a play in `dir`, its
/// cross-check looked up for `letters`.
fn cross_at(rules: LineRules<'_>, grid: &Grid, dir: Direction, pos: Pos, letters: u64) -> Cross {
    let LineRules {
        variant,
        dawg,
        tables,
    } = rules;
    let across = grid.delta(dir.cross());
    let at = grid.index(pos.row as usize, pos.col as usize);
    let mut prefix: [u8; 17] = [0; 17];
    let mut suffix: [u8; 17] = [0; 17];
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
    if np + ns == 0 {
        return Cross {
            allowed: letters,
            ..Cross::default()
        };
    }
    let index = pos.row as usize * tables.width + pos.col as usize;
    let mut mult = tables.wmul[index];
    if np == 0 {
        mult *= tables.arrow_first(dir.cross(), index);
    }
    if ns == 0 {
        mult *= tables.arrow_last(dir.cross(), index);
    }
    Cross {
        allowed: dawg.middle_letters(&prefix[..np], &suffix[..ns], letters),
        has_cross: true,
        sum,
        mult,
    }
}

/// Every line of a board in both directions, as the search reads them, kept for the next
/// generation (see the module's doc).
#[derive(Debug, Default)]
pub(super) struct Lines {
    crosses: Crosses,
    /// The squares of every line, line after line: the across lines, then the down lines.
    squares: Vec<Square>,
    /// The board's width and height.
    shape: (usize, usize),
}

impl Lines {
    /// Brings the lines up to date with `grid`'s board, their cross-checks at least for the
    /// letters `wanted` (of the alphabet's `all`).
    pub fn update(&mut self, rules: LineRules<'_>, grid: &Grid, wanted: u64, all: u64) {
        // A new shape changes every cross-check, so this answers for the shape too.
        if !self.crosses.update(rules, grid, wanted, all) {
            return;
        }
        self.shape = grid.shape;
        self.squares.clear();
        for dir in [Direction::Across, Direction::Down] {
            let (lines, len) = self.count(dir);
            for line in 0..lines {
                let from = self.squares.len();
                fill_line(
                    rules,
                    grid,
                    &self.crosses,
                    len,
                    dir,
                    line,
                    &mut self.squares,
                );
                debug_assert_eq!(self.squares.len(), from + len);
            }
        }
    }

    /// Lines and their length in `dir`.
    pub fn count(&self, dir: Direction) -> (usize, usize) {
        let (w, h) = self.shape;
        match dir {
            Direction::Across => (h, w),
            Direction::Down => (w, h),
        }
    }

    /// The squares of line `line` in `dir`.
    pub fn line(&self, dir: Direction, line: usize) -> &[Square] {
        let (w, h) = self.shape;
        let (first, len) = match dir {
            Direction::Across => (line * w, w),
            Direction::Down => (w * h + line * h, h),
        };
        &self.squares[first..first + len]
    }
}

/// Appends the squares of line `line` in direction `dir` to `out`, from the board's
/// `crosses` (up to date with `grid`).
fn fill_line(
    rules: LineRules<'_>,
    grid: &Grid,
    crosses: &Crosses,
    len: usize,
    dir: Direction,
    line: usize,
    out: &mut Vec<Square>,
) {
    let LineRules {
        variant,
        dawg,
        tables,
    } = rules;
    let first = out.len();
    let along = grid.delta(dir);
    let crosses = crosses.of(dir);
    for i in 0..len {
        let pos = pos_of(dir, line, i);
        let at = grid.index(pos.row as usize, pos.col as usize);
        let index = pos.row as usize * tables.width + pos.col as usize;
        let mut sq = Square {
            index,
            touched: DEAD,
            ..Square::default()
        };
        if let Some(t) = grid.at(at) {
            sq.tile = Some((t.letter.0, t.blank));
            out.push(sq);
            continue;
        }
        let cross = crosses[index];
        sq.has_cross = cross.has_cross;
        sq.cross_sum = cross.sum;
        sq.cross_mult = cross.mult;
        sq.allowed = cross.allowed;
        sq.anchor = if grid.is_empty() {
            pos == variant.start
        } else {
            sq.has_cross || grid.at(at - along).is_some() || grid.at(at + along).is_some()
        };
        out.push(sq);
    }
    // The tiles each anchor touches, looked up once for every rack.
    let line = &mut out[first..];
    for a in 0..line.len() {
        if !line[a].anchor {
            continue;
        }
        let tile = |i: usize| line.get(i).and_then(|sq| sq.tile);
        if a > 0 && tile(a - 1).is_some() {
            let mut s = a;
            while s > 0 && tile(s - 1).is_some() {
                s -= 1;
            }
            let mut node = Some(Dawg::ROOT);
            let mut face = 0;
            for i in s..a {
                if let Some((l, blank)) = tile(i) {
                    node = node.and_then(|n| dawg.child(n, l));
                    face += tables.face(l, blank);
                }
            }
            line[a].touched = node.unwrap_or(DEAD);
            line[a].before_face = face;
        } else if let Some(reversed) = dawg.reversed().filter(|_| tile(a + 1).is_some()) {
            let mut end = a + 1;
            while tile(end).is_some() {
                end += 1;
            }
            let mut node = Some(Dawg::ROOT);
            for i in (a + 1..end).rev() {
                if let Some((l, _)) = tile(i) {
                    node = node.and_then(|n| reversed.child(n, l));
                }
            }
            line[a].touched = node.unwrap_or(DEAD);
        }
    }
}
