//! The story of a WordCap game, rebuilt from its record: the grid each turn was played on,
//! the line traced, the grid after it, and every player's score after each turn, as a replay
//! or a score chart shows them.
//!
//! The grid is rebuilt backwards from the game's grid: before a word stood its cells held
//! the word's letters (the new letters drawn after it are on the grid that follows), and a
//! Sort keeps the grid it shuffled. A game saved before Sorts kept their grid cannot be told
//! past such a Sort: its story starts after it ([`WordCapStory::untold`] turns are left out;
//! the scores still count them).

use super::*;
use crate::lexicon::Letter;
use crate::wordcap::cell::SIDE;

/// One turn of the story (every record is one: a word that stood or was rejected, a pass,
/// a Sort, a resignation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordCapTurn {
    /// The record.
    pub record: Record,
    /// The grid the turn was played on (a Sort: the grid it shuffled).
    pub before: Grid,
    /// The grid after the turn (new letters in a word's cells; a Sort's new order).
    pub after: Grid,
    /// Every player's score after the turn.
    pub scores: Vec<u32>,
}

impl WordCapTurn {
    /// The player whose turn it was.
    pub fn player(&self) -> usize {
        match &self.record {
            Record::Played { player, .. }
            | Record::Rejected { player, .. }
            | Record::Passed { player }
            | Record::Sorted { player, .. }
            | Record::Resigned { player } => *player,
        }
    }

    /// The line traced, for a word that stood or was rejected.
    pub fn path(&self) -> Option<&Path> {
        match &self.record {
            Record::Played { path, .. } | Record::Rejected { path, .. } => Some(path),
            _ => None,
        }
    }

    /// The points a word that stood scored (None for any other turn).
    pub fn points(&self) -> Option<u32> {
        match &self.record {
            Record::Played { score, .. } => Some(*score),
            _ => None,
        }
    }
}

/// A WordCap game's story.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordCapStory {
    /// The grid the story starts on (the game's first grid, unless turns are untold).
    pub start: Grid,
    /// Every player's score at the start of the story (all 0 unless turns are untold).
    pub start_scores: Vec<u32>,
    /// How many turns at the beginning could not be told (a game saved before Sorts kept
    /// their grid); 0 for every game since.
    pub untold: usize,
    /// Every turn told, in order.
    pub turns: Vec<WordCapTurn>,
    /// Every player's score at the end (the game's scores).
    pub final_scores: Vec<u32>,
}

impl WordCapStory {
    /// The turn (among [`WordCapStory::turns`]) whose word scored the most (the first of
    /// several), if a word stood.
    pub fn biggest_word(&self) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        for (i, turn) in self.turns.iter().enumerate() {
            if let Some(points) = turn.points() {
                if best.is_none_or(|(_, s)| points > s) {
                    best = Some((i, points));
                }
            }
        }
        best.map(|(i, _)| i)
    }
}

/// `grid` with `letters` in `cells` (None if a letter is not of the grid's language).
pub(crate) fn with_letters(
    grid: &Grid,
    cells: &[crate::wordcap::Cell],
    letters: &[Letter],
) -> Option<Grid> {
    let alphabet = grid.language().alphabet();
    let mut all: Vec<Letter> = grid.letters().to_vec();
    for (cell, &letter) in cells.iter().zip(letters) {
        *all.get_mut(cell.index())? = letter;
    }
    let rows: Vec<String> = all
        .chunks(usize::from(SIDE))
        .map(|row| row.iter().map(|&l| alphabet.lower(l)).collect())
        .collect();
    Grid::from_rows(grid.language(), &rows.join("/")).ok()
}

impl WordCapGame {
    /// The game's story, rebuilt from its record and its grid.
    pub fn story(&self) -> WordCapStory {
        let n = self.players.len();
        // Scores forwards: a word that stood adds its points.
        let mut scores = vec![0u32; n];
        let mut after_each: Vec<Vec<u32>> = Vec::with_capacity(self.history.len());
        for record in &self.history {
            if let Record::Played { player, score, .. } = record {
                if let Some(s) = scores.get_mut(*player) {
                    *s = s.saturating_add(*score);
                }
            }
            after_each.push(scores.clone());
        }
        // Grids backwards from the game's grid.
        let mut grid = self.grid.clone();
        let mut turns: Vec<WordCapTurn> = Vec::with_capacity(self.history.len());
        let mut untold = 0;
        for (i, record) in self.history.iter().enumerate().rev() {
            let before = match record {
                Record::Played { path, word, .. } => with_letters(&grid, path.cells(), word),
                Record::Sorted { before, .. } => before.clone(),
                _ => Some(grid.clone()),
            };
            let Some(before) = before else {
                untold = i + 1;
                break;
            };
            turns.push(WordCapTurn {
                record: record.clone(),
                before: before.clone(),
                after: std::mem::replace(&mut grid, before),
                scores: after_each[i].clone(),
            });
        }
        turns.reverse();
        let start_scores = match untold {
            0 => vec![0; n],
            k => after_each[k - 1].clone(),
        };
        WordCapStory {
            start: grid,
            start_scores,
            untold,
            turns,
            final_scores: self.players.iter().map(|p| p.score).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::MemoryWordList;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    const ROWS: &str = "CATSX/ODEAR/QUIET/ZZZZZ/EEEEE";

    fn game() -> WordCapGame {
        let grid = Grid::from_rows(Language::English, ROWS).expect("grid");
        WordCapGame::from_grid(WordCapOptions::new(Language::English), grid, 2).expect("game")
    }

    fn word(g: &WordCapGame, cells: &str, rng: &mut StdRng) -> WordCapGame {
        let path = Path::parse(cells).expect("path");
        let pending = g.submit(g.turn(), &path).expect("submitted");
        let words = MemoryWordList::default();
        pending
            .settle(Settlement::Accepted, &words, rng)
            .expect("settled")
            .0
    }

    /// The story starts on the first grid, each word is shown on the grid it was traced
    /// on, a Sort on the grid it shuffled, and the last grid is the game's.
    #[test]
    fn a_wordcap_story_rebuilds_every_grid() {
        let mut rng = StdRng::seed_from_u64(7);
        let g0 = game();
        let g1 = word(&g0, "A1 B1 C1", &mut rng);
        let g2 = g1.sort(1, &mut rng).expect("sorted");
        let g3 = g2.pass(1).expect("pass");
        let g4 = word(&g3, "A2 B2", &mut rng);
        let s = g4.story();
        assert_eq!(s.untold, 0);
        assert_eq!(&s.start, g0.grid());
        let grids: Vec<(&Grid, &Grid)> = s.turns.iter().map(|t| (&t.before, &t.after)).collect();
        assert_eq!(
            grids,
            vec![
                (g0.grid(), g1.grid()),
                (g1.grid(), g2.grid()),
                (g2.grid(), g3.grid()),
                (g3.grid(), g4.grid()),
            ]
        );
        assert_eq!(
            s.turns[0]
                .before
                .word_text(s.turns[0].path().expect("path")),
            "CAT"
        );
        let cat = s.turns[0].points().expect("stood");
        assert_eq!(s.turns[0].scores, vec![cat, 0]);
        let od = s.turns[3].points().expect("stood");
        assert_eq!(s.turns[3].scores, vec![cat + od, 0]);
        assert_eq!(s.final_scores, vec![cat + od, 0]);
        assert_eq!(s.biggest_word(), Some(0));
    }

    /// A game saved before Sorts kept their grid loads: its Sorts have none; a Sort saved
    /// now keeps it.
    #[test]
    fn an_old_saved_sort_loads_without_its_grid() {
        let old: Record = serde_json::from_str(r#"{"Sorted":{"player":1}}"#).expect("loads");
        assert_eq!(
            old,
            Record::Sorted {
                player: 1,
                before: None
            }
        );
        let mut rng = StdRng::seed_from_u64(9);
        let g = game().sort(0, &mut rng).expect("sorted");
        let text = serde_json::to_string(g.history()).expect("saves");
        let back: Vec<Record> = serde_json::from_str(&text).expect("loads");
        assert_eq!(back, g.history());
        assert!(matches!(&back[0], Record::Sorted { before: Some(b), .. } if b == game().grid()));
    }

    /// A Sort saved before Sorts kept their grid: the story starts after it, with the
    /// scores so far.
    #[test]
    fn an_old_sort_starts_the_story_after_it() {
        let mut rng = StdRng::seed_from_u64(8);
        let g = word(&game(), "A1 B1 C1", &mut rng);
        let g = g.sort(1, &mut rng).expect("sorted");
        let g = g.pass(1).expect("pass");
        let mut old = g.clone();
        for r in &mut old.history {
            if let Record::Sorted { before, .. } = r {
                *before = None;
            }
        }
        let s = old.story();
        assert_eq!(s.untold, 2);
        assert_eq!(s.turns.len(), 1);
        assert_eq!(&s.start, g.grid());
        assert_eq!(s.start_scores, s.final_scores);
    }
}
