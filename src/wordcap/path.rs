//! A traced word: the cells in order, how it is written (`A1 B2 C2`), and the rule of the
//! line: "Starting with any letter, a player connects it with a neighboring letter, but cannot
//! combine a word with the same letter used twice and the line cannot cross itself."
//!
//! Parsing ([`Path::parse`]) is syntax only; [`Path::check`] says whether the line is legal.
//! Two steps of a line can only cross as an X: the two diagonals of the same 2x2 block (an
//! orthogonal step runs along the grid between two cell centres and meets another step only
//! in a cell, which would be used twice).

use super::cell::{Cell, NotACell, CELLS};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a path cannot be read or is not a legal line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// Nothing typed.
    #[error("the path is empty: give the cells of the word in order, e.g. `A1 B2 C2`")]
    Empty,
    /// One cell only: a word has two letters or more.
    #[error("a word needs at least two letters")]
    TooShort,
    /// Not a cell: a column letter A-E then a row 1-5.
    #[error("`{0}` is not a cell: write the column A-E then the row 1-5, e.g. `B3`")]
    BadCell(String),
    /// Two cells in a row that do not touch.
    #[error("{from} and {to} are not neighbours")]
    NotAdjacent {
        /// The cell the step starts from.
        from: Cell,
        /// The cell it goes to.
        to: Cell,
    },
    /// A cell used a second time.
    #[error("{0} is used twice")]
    CellTwice(Cell),
    /// Two diagonal steps across the same 2x2 block: the line crosses itself.
    #[error("the line crosses itself: {}-{} and {}-{}", first.0, first.1, second.0, second.1)]
    Crossing {
        /// The earlier diagonal step.
        first: (Cell, Cell),
        /// The later one, across it.
        second: (Cell, Cell),
    },
}

impl From<NotACell> for PathError {
    fn from(NotACell(text): NotACell) -> Self {
        PathError::BadCell(text)
    }
}

/// The cells of a word in the order it is read. Unchecked: see [`Path::check`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Path(pub Vec<Cell>);

impl Path {
    /// Reads cells such as `A1 B2 b3`, `A1,B2,B3` or `A1B2B3` (separators: spaces, commas,
    /// semicolons, dashes). Syntax only: the line is not checked.
    pub fn parse(text: &str) -> Result<Path, PathError> {
        let mut cells = Vec::new();
        let tokens = text
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '-'))
            .filter(|t| !t.is_empty());
        for token in tokens {
            let chars: Vec<char> = token.chars().collect();
            if chars.len() > 2 && chars.len() % 2 == 0 {
                for pair in chars.chunks(2) {
                    let cell = Cell::parse(&pair.iter().collect::<String>())
                        .map_err(|_| PathError::BadCell(token.to_string()))?;
                    cells.push(cell);
                }
            } else {
                cells.push(Cell::parse(token)?);
            }
        }
        if cells.is_empty() {
            return Err(PathError::Empty);
        }
        Ok(Path(cells))
    }

    /// The cells.
    pub fn cells(&self) -> &[Cell] {
        &self.0
    }

    /// Letters in the word.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for a path with no cells.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The steps of the line, each a pair of cells.
    pub fn steps(&self) -> impl Iterator<Item = (Cell, Cell)> + '_ {
        self.0.windows(2).map(|w| (w[0], w[1]))
    }

    /// Whether the line is legal: two cells or more, all on the grid, each a neighbour of
    /// the one before (8 directions), no cell twice, no two diagonal steps across the same
    /// 2x2 block. The first fault along the line is reported.
    pub fn check(&self) -> Result<(), PathError> {
        let cells = &self.0;
        if cells.is_empty() {
            return Err(PathError::Empty);
        }
        if let Some(off) = cells.iter().find(|c| !c.on_grid()) {
            return Err(PathError::BadCell(off.to_string()));
        }
        if cells.len() < 2 {
            return Err(PathError::TooShort);
        }
        let mut used = [false; CELLS];
        // The diagonal step through each crossing so far, by crossing (row * 4 + col).
        let mut crossings: [Option<(Cell, Cell)>; 16] = [None; 16];
        if let Some(first) = cells.first() {
            used[first.index()] = true;
        }
        for (from, to) in self.steps() {
            if std::mem::replace(&mut used[to.index()], true) {
                return Err(PathError::CellTwice(to));
            }
            if !from.is_neighbour(to) {
                return Err(PathError::NotAdjacent { from, to });
            }
            if let Some((r, c)) = from.diagonal_crossing(to) {
                let slot = &mut crossings[r as usize * 4 + c as usize];
                if let Some(first) = *slot {
                    return Err(PathError::Crossing {
                        first,
                        second: (from, to),
                    });
                }
                *slot = Some((from, to));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Path {
    /// The cells separated by spaces: `A1 B2 C2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Path {
        Path::parse(text).expect("a path")
    }

    #[test]
    fn parses_separators_and_runs() {
        let want = p("A1 B2 b3");
        assert_eq!(want.to_string(), "A1 B2 B3");
        assert_eq!(p("a1,b2, B3"), want);
        assert_eq!(p("A1B2B3"), want);
        assert_eq!(p("A1-B2-B3"), want);
        assert_eq!(Path::parse("  "), Err(PathError::Empty));
        assert_eq!(Path::parse("A1 B9"), Err(PathError::BadCell("B9".into())));
        assert_eq!(Path::parse("A1B"), Err(PathError::BadCell("A1B".into())));
    }

    #[test]
    fn legal_and_illegal_lines() {
        assert_eq!(p("A1 B2 C2 C1").check(), Ok(()));
        assert_eq!(p("A1").check(), Err(PathError::TooShort));
        assert_eq!(Path(vec![]).check(), Err(PathError::Empty));
        let a1 = Cell { col: 0, row: 0 };
        let c1 = Cell { col: 2, row: 0 };
        assert_eq!(
            p("A1 C1").check(),
            Err(PathError::NotAdjacent { from: a1, to: c1 })
        );
        assert_eq!(p("A1 B1 A1").check(), Err(PathError::CellTwice(a1)));
        assert_eq!(p("A1 A1").check(), Err(PathError::CellTwice(a1)));
        let err = p("A1 B2 B1 A2").check();
        assert!(matches!(err, Err(PathError::Crossing { .. })), "{err:?}");
        // Two diagonals through different blocks are fine.
        assert_eq!(p("A1 B2 C1 D2").check(), Ok(()));
        let off = Path(vec![a1, Cell { col: 5, row: 0 }]);
        assert!(matches!(off.check(), Err(PathError::BadCell(_))));
    }

    #[test]
    fn crossing_names_both_steps() {
        let err = p("A1 B2 B1 A2").check().expect_err("crosses");
        assert_eq!(err.to_string(), "the line crosses itself: A1-B2 and B1-A2");
    }
}
