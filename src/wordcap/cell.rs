//! A cell of the 5x5 grid and how it is written: the column letter A-E, then the row 1-5
//! (`B3`), as on the board picture; and which cells are neighbours.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Cells along one side of the grid.
pub const SIDE: u8 = 5;

/// Cells in the grid.
pub const CELLS: usize = (SIDE as usize) * (SIDE as usize);

/// Text that is not a cell (the text, trimmed): a cell is a column letter A-E then a row 1-5.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a cell: write the column A-E then the row 1-5, e.g. `B3`")]
pub struct NotACell(pub String);

/// One cell: column 0-4 (A-E, left to right) and row 0-4 (1-5, top to bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    /// Column, 0 (A) to 4 (E).
    pub col: u8,
    /// Row, 0 (row 1) to 4 (row 5).
    pub row: u8,
}

impl Cell {
    /// The cell at `col`, `row` (both 0-4), or None outside the grid.
    pub fn new(col: u8, row: u8) -> Option<Cell> {
        (col < SIDE && row < SIDE).then_some(Cell { col, row })
    }

    /// The cell with this index (row by row, `A1` is 0, `E5` is 24), or None.
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then(|| Cell {
            col: (index % SIDE as usize) as u8,
            row: (index / SIDE as usize) as u8,
        })
    }

    /// Its index, row by row (`A1` is 0, `E5` is 24).
    pub fn index(self) -> usize {
        self.row as usize * SIDE as usize + self.col as usize
    }

    /// True when the cell lies on the grid (a `Cell` built by hand may not).
    pub fn on_grid(self) -> bool {
        self.col < SIDE && self.row < SIDE
    }

    /// Reads `B3`: a column letter A-E (either case) and a row 1-5; spaces around are
    /// ignored. Anything else is [`NotACell`].
    pub fn parse(text: &str) -> Result<Cell, NotACell> {
        let t = text.trim();
        let bad = || NotACell(t.to_string());
        let mut chars = t.chars();
        let (Some(c), Some(r), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let col = match c.to_ascii_uppercase() {
            l @ 'A'..='E' => l as u8 - b'A',
            _ => return Err(bad()),
        };
        let row = match r {
            d @ '1'..='5' => d as u8 - b'1',
            _ => return Err(bad()),
        };
        Ok(Cell { col, row })
    }

    /// True when `other` touches this cell along a side or at a corner (8 directions).
    pub fn is_neighbour(self, other: Cell) -> bool {
        self != other && self.col.abs_diff(other.col) <= 1 && self.row.abs_diff(other.row) <= 1
    }

    /// For a diagonal step from this cell to `other`, the crossing it passes through
    /// (`(row, col)` of the 2x2 block's top-left cell, each 0-3); None for any other step.
    pub fn diagonal_crossing(self, other: Cell) -> Option<(u8, u8)> {
        (self.col.abs_diff(other.col) == 1 && self.row.abs_diff(other.row) == 1)
            .then(|| (self.row.min(other.row), self.col.min(other.col)))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A hand-built cell far off the grid still prints (as `?`), never panics.
        let col = if self.col < 26 {
            (b'A' + self.col) as char
        } else {
            '?'
        };
        write!(f, "{col}{}", u32::from(self.row) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        assert_eq!(Cell::parse("b3"), Ok(Cell { col: 1, row: 2 }));
        assert_eq!(
            Cell::parse(" E5 ").map(|c| c.to_string()).as_deref(),
            Ok("E5")
        );
        for bad in ["", "F1", "A0", "A6", "3B", "A12", "Ą1"] {
            assert!(matches!(Cell::parse(bad), Err(NotACell(_))), "{bad}");
        }
    }

    #[test]
    fn indices_round_trip() {
        for i in 0..CELLS {
            assert_eq!(Cell::from_index(i).map(Cell::index), Some(i));
        }
        assert_eq!(Cell::from_index(CELLS), None);
        assert_eq!(Cell::new(5, 0), None);
        assert_eq!(Cell { col: 200, row: 0 }.to_string(), "?1");
    }

    #[test]
    fn neighbours_and_diagonals() {
        let b2 = Cell { col: 1, row: 1 };
        let c3 = Cell { col: 2, row: 2 };
        let a1 = Cell { col: 0, row: 0 };
        assert!(b2.is_neighbour(c3) && b2.is_neighbour(a1) && !a1.is_neighbour(c3));
        assert!(!b2.is_neighbour(b2));
        assert_eq!(c3.diagonal_crossing(b2), Some((1, 1)));
        assert_eq!(b2.diagonal_crossing(Cell { col: 2, row: 1 }), None);
    }
}
