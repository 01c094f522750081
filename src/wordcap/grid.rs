//! The board: "the 5x5 grid of cells where the computer places letters", and the bonuses
//! "placed at the diagonal crossing of the lines joining the letters", each "equal to the
//! bonus value of the letter of the highest value" among the four letters around it.
//!
//! Written as five rows of five letters, row 1 first, separated by `/` (or new lines):
//! `CATSX/ODEAR/...`.

use super::cell::{Cell, CELLS, SIDE};
use super::letters;
use super::path::Path;
use crate::lexicon::{Language, Letter};
use rand::seq::SliceRandom;
use rand::RngCore;
use serde::{Deserialize, Serialize};

/// Crossings along one side: between rows (or columns) `r` and `r + 1`, `r` in 0-3.
pub const CROSSINGS_SIDE: u8 = SIDE - 1;

/// Why a grid could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// Not five rows.
    #[error("the grid has {0} rows; it needs 5 rows of 5 letters separated by `/`, row 1 first")]
    RowCount(usize),
    /// A row that is not five letters long.
    #[error("row {row} has {len} letters; every row needs 5")]
    RowLength {
        /// The row, 1-5.
        row: usize,
        /// How many letters it has.
        len: usize,
    },
    /// A character that is not a letter of the language.
    #[error("`{letter}` in row {row} is not a letter of this language")]
    NotALetter {
        /// The row, 1-5.
        row: usize,
        /// The character.
        letter: char,
    },
    /// A stored grid that is not 25 letters of its alphabet.
    #[error("a stored grid must hold 25 letters of its alphabet")]
    Corrupt,
}

/// The grid as stored (checked on the way in).
#[derive(Serialize, Deserialize)]
struct GridData {
    language: Language,
    letters: Vec<Letter>,
}

impl TryFrom<GridData> for Grid {
    type Error = GridError;
    fn try_from(data: GridData) -> Result<Grid, GridError> {
        let n = data.language.alphabet().len();
        if data.letters.len() != CELLS || data.letters.iter().any(|l| l.index() >= n) {
            return Err(GridError::Corrupt);
        }
        Ok(Grid {
            language: data.language,
            letters: data.letters,
        })
    }
}

impl From<Grid> for GridData {
    fn from(g: Grid) -> GridData {
        GridData {
            language: g.language,
            letters: g.letters,
        }
    }
}

/// 25 letters of one language, row by row (always 25, each of the alphabet).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GridData", into = "GridData")]
pub struct Grid {
    language: Language,
    letters: Vec<Letter>,
}

impl Grid {
    /// Reads five rows of five letters, row 1 first, separated by `/` or new lines
    /// (spaces around a row are ignored; either case).
    pub fn from_rows(language: Language, rows: &str) -> Result<Grid, GridError> {
        let alphabet = language.alphabet();
        let rows: Vec<&str> = rows
            .split(['/', '\n'])
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .collect();
        if rows.len() != SIDE as usize {
            return Err(GridError::RowCount(rows.len()));
        }
        let mut letters = Vec::with_capacity(CELLS);
        for (i, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != SIDE as usize {
                return Err(GridError::RowLength { row: i + 1, len });
            }
            for c in row.chars() {
                let l = alphabet.letter(c).ok_or(GridError::NotALetter {
                    row: i + 1,
                    letter: c,
                })?;
                letters.push(l);
            }
        }
        Ok(Grid { language, letters })
    }

    /// 25 letters drawn by the language's weights ([`letters::draw`]).
    pub fn random(language: Language, rng: &mut dyn RngCore) -> Grid {
        let letters = (0..CELLS).map(|_| letters::draw(language, rng)).collect();
        Grid { language, letters }
    }

    /// The language of the letters.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The letter in a cell (None for a cell off the grid).
    pub fn letter(&self, cell: Cell) -> Option<Letter> {
        if !cell.on_grid() {
            return None;
        }
        self.letters.get(cell.index()).copied()
    }

    /// Every letter, row by row.
    pub fn letters(&self) -> &[Letter] {
        &self.letters
    }

    /// The bonus at the crossing between rows `row`, `row + 1` and columns `col`, `col + 1`
    /// (each 0-3): the highest class among those four letters; 0 off the grid.
    pub fn bonus(&self, row: u8, col: u8) -> u32 {
        if row >= CROSSINGS_SIDE || col >= CROSSINGS_SIDE {
            return 0;
        }
        [(0, 0), (0, 1), (1, 0), (1, 1)]
            .iter()
            .filter_map(|&(dr, dc)| {
                self.letter(Cell {
                    col: col + dc,
                    row: row + dr,
                })
            })
            .map(|l| u32::from(letters::class_of(self.language, l)))
            .max()
            .unwrap_or(0)
    }

    /// Every crossing's bonus, row by row (`row * 4 + col`).
    pub fn bonuses(&self) -> [u32; 16] {
        let mut out = [0; 16];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.bonus((i / 4) as u8, (i % 4) as u8);
        }
        out
    }

    /// The letters along a path (cells off the grid are skipped).
    pub fn word(&self, path: &Path) -> Vec<Letter> {
        path.cells()
            .iter()
            .filter_map(|&c| self.letter(c))
            .collect()
    }

    /// The word along a path as uppercase text.
    pub fn word_text(&self, path: &Path) -> String {
        let alphabet = self.language.alphabet();
        self.word(path).iter().map(|&l| alphabet.upper(l)).collect()
    }

    /// The grid as five uppercase rows separated by `/`, row 1 first.
    pub fn to_rows(&self) -> String {
        let alphabet = self.language.alphabet();
        self.letters
            .chunks(SIDE as usize)
            .map(|row| row.iter().map(|&l| alphabet.upper(l)).collect::<String>())
            .collect::<Vec<_>>()
            .join("/")
    }

    /// A copy with new letters drawn by weight in `cells` (after a word stands).
    pub fn replaced(&self, cells: &[Cell], rng: &mut dyn RngCore) -> Grid {
        let mut g = self.clone();
        for &c in cells {
            if let Some(slot) = c
                .on_grid()
                .then(|| c.index())
                .and_then(|i| g.letters.get_mut(i))
            {
                *slot = letters::draw(self.language, rng);
            }
        }
        g
    }

    /// A copy with the same 25 letters in a random order (Sort).
    pub fn shuffled(&self, rng: &mut dyn RngCore) -> Grid {
        let mut g = self.clone();
        g.letters.shuffle(rng);
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    const ROWS: &str = "CATSX/ODEAR/QUIET/ZZZZZ/EEEEE";

    #[test]
    fn rows_round_trip() {
        let g = Grid::from_rows(Language::English, ROWS).expect("grid");
        assert_eq!(g.to_rows(), ROWS);
        let lower = Grid::from_rows(Language::English, &ROWS.to_lowercase().replace('/', "\n"));
        assert_eq!(lower, Ok(g.clone()));
        assert_eq!(
            g.letter(Cell { col: 1, row: 0 }),
            Language::English.alphabet().letter('a')
        );
        assert_eq!(g.letter(Cell { col: 5, row: 0 }), None);
    }

    #[test]
    fn bad_rows_are_refused() {
        let en = Language::English;
        assert_eq!(
            Grid::from_rows(en, "ABCDE/ABCDE"),
            Err(GridError::RowCount(2))
        );
        assert_eq!(
            Grid::from_rows(en, "ABCDE/ABCD/ABCDE/ABCDE/ABCDE"),
            Err(GridError::RowLength { row: 2, len: 4 })
        );
        assert_eq!(
            Grid::from_rows(en, "ABCDE/ABCDE/ABCDE/ABCDE/ABCDĄ"),
            Err(GridError::NotALetter {
                row: 5,
                letter: 'Ą'
            })
        );
        assert!(Grid::from_rows(Language::Polish, "ĄĆĘŁŃ/ÓŚŹŻA/AAAAA/AAAAA/AAAAA").is_ok());
    }

    #[test]
    fn bonus_is_the_highest_class_of_four() {
        let g = Grid::from_rows(Language::English, ROWS).expect("grid");
        // C A / O D: C is class 3.
        assert_eq!(g.bonus(0, 0), 3);
        // A T / D E: D is class 2.
        assert_eq!(g.bonus(0, 1), 2);
        // Q U / O D: Q is class 5.
        assert_eq!(g.bonus(1, 0), 5);
        assert_eq!(g.bonus(4, 0), 0);
    }

    #[test]
    fn serde_checks_the_letters() {
        let g = Grid::from_rows(Language::English, ROWS).expect("grid");
        let json = serde_json::to_string(&g).expect("json");
        assert_eq!(serde_json::from_str::<Grid>(&json).ok(), Some(g));
        let bad = r#"{"language":"english","letters":[1,2,3]}"#;
        assert!(serde_json::from_str::<Grid>(bad).is_err());
    }

    #[test]
    fn shuffle_keeps_the_letters() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let g = Grid::random(Language::Polish, &mut rng);
        let s = g.shuffled(&mut rng);
        let (mut a, mut b) = (g.letters().to_vec(), s.letters().to_vec());
        a.sort();
        b.sort();
        assert_eq!(a, b);
    }
}
