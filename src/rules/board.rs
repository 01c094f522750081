//! The board: which [`BoardTile`] lies on which square, and the runs of tiles (words) on it.

use super::error::BoardTextError;
use super::pos::{Direction, Pos};
use super::tiles::BoardTile;
use super::variant::Variant;
use serde::{Deserialize, Serialize};

/// The board: which tile lies on which square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    width: u8,
    height: u8,
    cells: Vec<Option<BoardTile>>,
}

impl Board {
    /// A board of `variant` drawn as text, one line per row: `.` an empty square, an
    /// uppercase letter a tile, a lowercase letter a blank standing for it (a letter with no
    /// uppercase form, like `ß`, is a tile). Blank lines and lines starting with `#` are
    /// skipped; spaces inside a row are ignored.
    pub fn from_text(variant: &Variant, text: &str) -> Result<Board, BoardTextError> {
        let alphabet = variant.alphabet();
        let name = variant.id.name();
        let rows: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect();
        if rows.len() != variant.height as usize {
            return Err(BoardTextError::Rows {
                rows: rows.len(),
                variant: name,
                needed: variant.height as usize,
            });
        }
        let mut board = Board::empty(variant.width, variant.height);
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            if cells.len() != variant.width as usize {
                return Err(BoardTextError::Width {
                    row: r + 1,
                    squares: cells.len(),
                    width: variant.width as usize,
                });
            }
            for (c, ch) in cells.into_iter().enumerate() {
                if ch == '.' {
                    continue;
                }
                let letter = alphabet.letter(ch).ok_or(BoardTextError::Letter {
                    row: r + 1,
                    col: c + 1,
                    found: ch,
                    variant: name,
                })?;
                let mut upper = ch.to_uppercase();
                let has_upper = matches!((upper.next(), upper.next()), (Some(u), None) if u != ch);
                let tile = BoardTile {
                    letter,
                    blank: ch.is_lowercase() && has_upper,
                };
                board.set(Pos::new(r as u8, c as u8), Some(tile));
            }
        }
        Ok(board)
    }

    /// The board as text in the form [`Board::from_text`] reads: one line per row, `.` an
    /// empty square, an uppercase letter a tile, a lowercase letter a blank.
    pub fn to_text(&self, variant: &Variant) -> String {
        let alphabet = variant.alphabet();
        let mut out = String::new();
        for r in 0..self.height {
            for c in 0..self.width {
                match self.get(Pos::new(r, c)) {
                    None => out.push('.'),
                    Some(t) if t.blank => out.push(alphabet.lower(t.letter)),
                    Some(t) => out.push(alphabet.upper(t.letter)),
                }
            }
            out.push('\n');
        }
        out
    }

    /// An empty board of this size.
    pub fn empty(width: u8, height: u8) -> Board {
        Board {
            width,
            height,
            cells: vec![None; width as usize * height as usize],
        }
    }
    /// Width in columns.
    pub fn width(&self) -> u8 {
        self.width
    }
    /// Height in rows.
    pub fn height(&self) -> u8 {
        self.height
    }
    fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row < self.height && pos.col < self.width)
            .then(|| pos.row as usize * self.width as usize + pos.col as usize)
    }
    /// True when the square lies on the board.
    pub fn contains(&self, pos: Pos) -> bool {
        self.index(pos).is_some()
    }
    /// The tile on a square (None when empty or off the board).
    pub fn get(&self, pos: Pos) -> Option<BoardTile> {
        self.index(pos)
            .and_then(|i| self.cells.get(i).copied().flatten())
    }
    /// Puts a tile on a square (or clears it with None). Returns false, changing nothing, when
    /// the square is off the board.
    pub fn set(&mut self, pos: Pos, tile: Option<BoardTile>) -> bool {
        match self.index(pos).and_then(|i| self.cells.get_mut(i)) {
            Some(cell) => {
                *cell = tile;
                true
            }
            None => false,
        }
    }
    /// True when the board has these dimensions and one cell per square (a board read from
    /// storage may not).
    pub fn has_shape(&self, width: u8, height: u8) -> bool {
        self.width == width
            && self.height == height
            && self.cells.len() == width as usize * height as usize
    }
    /// True when no tile lies on the board.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(Option::is_none)
    }
    /// Every tile on the board with its square, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, BoardTile)> + '_ {
        let w = self.width.max(1) as usize;
        self.cells.iter().enumerate().filter_map(move |(i, c)| {
            c.map(|t| {
                (
                    Pos {
                        row: (i / w) as u8,
                        col: (i % w) as u8,
                    },
                    t,
                )
            })
        })
    }
    /// The square `n` steps from `pos` in `dir`, if on the board.
    pub fn step(&self, pos: Pos, dir: Direction, n: i32) -> Option<Pos> {
        pos.step(dir, n, self.width, self.height)
    }
    /// The squares of the maximal run of occupied squares through `pos` in `dir`, treating
    /// the squares in `extra` as occupied too. Starts at the first square of the run.
    pub fn run_through(&self, pos: Pos, dir: Direction, extra: &[Pos]) -> Vec<Pos> {
        let filled = |p: Pos| self.get(p).is_some() || extra.contains(&p);
        let mut first = pos;
        while let Some(p) = self.step(first, dir, -1).filter(|&p| filled(p)) {
            first = p;
        }
        let mut run = vec![first];
        let mut last = first;
        while let Some(p) = self.step(last, dir, 1).filter(|&p| filled(p)) {
            run.push(p);
            last = p;
        }
        run
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Letter;

    #[test]
    fn a_board_written_as_text_reads_back_the_same() {
        let variant = crate::rules::VariantId::Polish.variant();
        let mut text = String::new();
        for r in 0..variant.height {
            let row: String = (0..variant.width)
                .map(|c| match (r, c) {
                    (7, 5) => 'Ż',
                    (7, 6) => 'ó',
                    (7, 7) => 'Ł',
                    (7, 8) => 'W',
                    _ => '.',
                })
                .collect();
            text.push_str(&row);
            text.push('\n');
        }
        let board = Board::from_text(variant, &text).expect("a board");
        assert_eq!(board.to_text(variant), text);
        assert_eq!(board.get(Pos::new(7, 6)).map(|t| t.blank), Some(true));
    }

    #[test]
    fn set_get_and_runs() {
        let mut b = Board::empty(15, 15);
        assert!(b.is_empty());
        let t = BoardTile::letter(Letter(0));
        assert!(b.set(Pos::new(7, 7), Some(t)));
        assert!(b.set(Pos::new(7, 8), Some(t)));
        assert!(!b.set(Pos::new(15, 0), Some(t)));
        assert_eq!(b.get(Pos::new(7, 7)), Some(t));
        assert_eq!(b.get(Pos::new(20, 20)), None);
        let run = b.run_through(Pos::new(7, 8), Direction::Across, &[Pos::new(7, 10)]);
        assert_eq!(run, vec![Pos::new(7, 7), Pos::new(7, 8)]);
        let run = b.run_through(Pos::new(7, 9), Direction::Across, &[Pos::new(7, 9)]);
        assert_eq!(run.len(), 3);
        assert_eq!(b.tiles().count(), 2);
    }
}
