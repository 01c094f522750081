//! Squares and directions: [`Pos`] (0-based row and column) and [`Direction`], with the
//! human square names used in notation (`H8` = column H, row 8).

use serde::{Deserialize, Serialize};

/// A square of the board, 0-based: row 0 is the top row ("1"), col 0 the left column ("A").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row index, 0 = row "1".
    pub row: u8,
    /// Column index, 0 = column "A".
    pub col: u8,
}

impl Pos {
    /// The square at this row and column (0-based).
    pub const fn new(row: u8, col: u8) -> Pos {
        Pos { row, col }
    }

    /// The square's name, column letter first: `Pos{row:7,col:7}` is `H8`.
    pub fn name(self) -> String {
        let col = (b'A' + self.col.min(25)) as char;
        format!("{}{}", col, u32::from(self.row) + 1)
    }

    /// The square as a move's notation starts with it: the row first for a move across
    /// (`8H`), the column first for a move down (`H8`), so a message names a move's square
    /// as the player typed it.
    pub fn noted(self, direction: Direction) -> String {
        match direction {
            Direction::Across => {
                let col = (b'A' + self.col.min(25)) as char;
                format!("{}{}", u32::from(self.row) + 1, col)
            }
            Direction::Down => self.name(),
        }
    }

    /// Reads a square name like `H8` or `8H` (either order, any case). The order does not
    /// matter here; [`crate::rules::parse_move`] uses it to pick the direction.
    /// Columns run A..Z, rows from 1. Returns None when the text is not a square name.
    pub fn parse(text: &str) -> Option<Pos> {
        let t = text.trim();
        let bytes = t.as_bytes();
        if bytes.len() < 2 || !t.is_ascii() {
            return None;
        }
        let (col_ch, digits) = if bytes[0].is_ascii_alphabetic() {
            (bytes[0], &t[1..])
        } else if bytes[bytes.len() - 1].is_ascii_alphabetic() {
            (bytes[bytes.len() - 1], &t[..t.len() - 1])
        } else {
            return None;
        };
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: u32 = digits.parse().ok()?;
        if row == 0 || row > 256 {
            return None;
        }
        let col = col_ch.to_ascii_uppercase() - b'A';
        Some(Pos {
            row: (row - 1) as u8,
            col,
        })
    }

    /// The square `n` steps away in a direction, if it stays within `width` x `height`.
    pub fn step(self, dir: Direction, n: i32, width: u8, height: u8) -> Option<Pos> {
        let (dr, dc) = match dir {
            Direction::Across => (0, n),
            Direction::Down => (n, 0),
        };
        let r = i32::from(self.row) + dr;
        let c = i32::from(self.col) + dc;
        if r < 0 || c < 0 || r >= i32::from(height) || c >= i32::from(width) {
            None
        } else {
            Some(Pos {
                row: r as u8,
                col: c as u8,
            })
        }
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

/// The way a word runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

impl Direction {
    /// The other direction.
    pub fn cross(self) -> Direction {
        match self {
            Direction::Across => Direction::Down,
            Direction::Down => Direction::Across,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        let h8 = Pos::new(7, 7);
        assert_eq!(h8.name(), "H8");
        assert_eq!(Pos::parse("H8"), Some(h8));
        assert_eq!(Pos::parse("8h"), Some(h8));
        assert_eq!(Pos::parse("o15"), Some(Pos::new(14, 14)));
        assert_eq!(Pos::parse("H"), None);
        assert_eq!(Pos::parse("0A"), None);
        assert_eq!(Pos::parse("88"), None);
    }

    #[test]
    fn steps_stay_on_board() {
        let a1 = Pos::new(0, 0);
        assert_eq!(a1.step(Direction::Across, 1, 15, 15), Some(Pos::new(0, 1)));
        assert_eq!(a1.step(Direction::Down, -1, 15, 15), None);
        assert_eq!(a1.step(Direction::Down, 15, 15, 15), None);
    }
}
