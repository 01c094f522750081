//! What a traced word scores: "A player scores one point for each letter included in the
//! word. Extra points can be scored by joining letters diagonally as bonus points between
//! them are scored." Each diagonal step passes through one crossing and scores its bonus
//! ([`Grid::bonus`]); the crossing rule means no crossing is passed twice.

use super::grid::Grid;
use super::path::{Path, PathError};
use serde::{Deserialize, Serialize};

/// A word's score, broken down.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scored {
    /// One point per letter.
    pub letters: u32,
    /// Every crossing a diagonal step passed through, in path order: (crossing row 0-3,
    /// crossing column 0-3, its bonus).
    pub bonuses: Vec<(u8, u8, u32)>,
    /// Letters plus bonuses.
    pub total: u32,
}

/// Checks the path ([`Path::check`]) and scores it on the grid. The dictionary is not
/// consulted.
pub fn score(grid: &Grid, path: &Path) -> Result<Scored, PathError> {
    path.check()?;
    let bonuses: Vec<(u8, u8, u32)> = path
        .steps()
        .filter_map(|(a, b)| a.diagonal_crossing(b))
        .map(|(r, c)| (r, c, grid.bonus(r, c)))
        .collect();
    let letters = path.len() as u32;
    let total = letters + bonuses.iter().map(|b| b.2).sum::<u32>();
    Ok(Scored {
        letters,
        bonuses,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Language;

    fn grid() -> Grid {
        Grid::from_rows(Language::English, "CATSX/ODEAR/QUIET/ZZZZZ/EEEEE").expect("grid")
    }

    #[test]
    fn straight_word_scores_its_letters() {
        let s = score(&grid(), &Path::parse("A1 B1 C1").expect("path")).expect("legal");
        assert_eq!((s.letters, s.bonuses.len(), s.total), (3, 0, 3));
    }

    #[test]
    fn diagonal_adds_the_crossing() {
        // C (A1) -> D (B2): crossing (0, 0) between C A / O D, bonus 3 (C).
        let s = score(&grid(), &Path::parse("A1 B2").expect("path")).expect("legal");
        assert_eq!(s.bonuses, vec![(0, 0, 3)]);
        assert_eq!(s.total, 5);
    }

    #[test]
    fn illegal_path_is_an_error() {
        let err = score(&grid(), &Path::parse("A1 C1").expect("path"));
        assert!(matches!(err, Err(PathError::NotAdjacent { .. })));
    }
}
