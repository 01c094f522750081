//! A computer WordCap player: which word it traces on its turn, and whether it accepts
//! another player's word. Pure: the grid and the word list in, a choice out.
//!
//! The strengths are the board games' ([`Strength`]): the strong computer traces the word
//! that scores most and checks exactly the words not in the dictionary; the intermediate one
//! picks among the better third of the words and accepts a phony now and then; the beginner
//! traces short words (four letters at most) and accepts phonies more often.

use super::finder::{all_words, Found};
use super::{Grid, Path};
use crate::lexicon::{Letter, WordList};
use crate::movegen::computer::Strength;
use crate::movegen::Dawg;
use rand::{Rng, RngCore};

/// The longest word a beginner traces.
const BEGINNER_LONGEST: usize = 4;

/// The word the computer traces on `grid`, or None (no word there: it passes).
pub fn choose_word(
    grid: &Grid,
    dawg: &Dawg,
    strength: Strength,
    rng: &mut dyn RngCore,
) -> Option<Path> {
    // Best first (then by word), so the choice depends only on the grid and the rng.
    let words: Vec<Found> = all_words(grid, dawg);
    let pool: Vec<&Found> = match strength {
        Strength::Strong | Strength::Expert => words.iter().take(1).collect(),
        Strength::Intermediate => words.iter().take(words.len().div_ceil(3)).collect(),
        Strength::Beginner => words
            .iter()
            .filter(|f| f.word.len() <= BEGINNER_LONGEST)
            .collect(),
    };
    if pool.is_empty() {
        return None;
    }
    let pick = rng.gen_range(0..pool.len());
    pool.get(pick).map(|f| f.path.clone())
}

/// Whether the computer accepts another player's word (true) or checks it (false): a word in
/// the list always; a phony with the strength's chance (never for the strong computer).
pub fn judge_word(
    word: &[Letter],
    words: &dyn WordList,
    strength: Strength,
    rng: &mut dyn RngCore,
) -> bool {
    words.contains(word) || rng.gen_range(0..1000) < strength.accepts_phony()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, Lexicon};
    use crate::wordcap::score::score;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    fn setup() -> (Grid, Lexicon, Dawg) {
        let grid =
            Grid::from_rows(Language::English, "CATSM/PERDQ/HONIS/WLAFE/BUGZK").expect("grid");
        let words = ["cat", "cats", "to", "words", "herd", "bug", "wo", "at"];
        let lex = Lexicon::from_words(Language::English, words.map(String::from)).expect("lexicon");
        let dawg = lex.dawg().clone();
        (grid, lex, dawg)
    }

    #[test]
    fn the_strong_computer_traces_the_best_word() {
        let (grid, lex, dawg) = setup();
        let mut rng = StdRng::seed_from_u64(1);
        let best = all_words(&grid, &dawg)[0].score;
        let path = choose_word(&grid, &dawg, Strength::Strong, &mut rng).expect("a word");
        assert!(path.check().is_ok());
        assert!(lex.contains_letters(&grid.word(&path)));
        assert_eq!(score(&grid, &path).map(|s| s.total), Ok(best));
    }

    #[test]
    fn the_beginner_traces_short_words_and_weaker_ones_vary() {
        let (grid, lex, dawg) = setup();
        let mut rng = StdRng::seed_from_u64(2);
        for _ in 0..50 {
            let path = choose_word(&grid, &dawg, Strength::Beginner, &mut rng).expect("a word");
            assert!(path.len() <= BEGINNER_LONGEST);
            assert!(lex.contains_letters(&grid.word(&path)));
            let path = choose_word(&grid, &dawg, Strength::Intermediate, &mut rng).expect("a word");
            assert!(lex.contains_letters(&grid.word(&path)));
        }
    }

    #[test]
    fn no_word_on_the_grid_means_no_choice() {
        let (_, _, dawg) = setup();
        let empty =
            Grid::from_rows(Language::English, "QQQQQ/QQQQQ/QQQQQ/QQQQQ/QQQQQ").expect("grid");
        let mut rng = StdRng::seed_from_u64(3);
        assert_eq!(choose_word(&empty, &dawg, Strength::Strong, &mut rng), None);
    }

    #[test]
    fn the_strong_computer_checks_exactly_the_phonies() {
        let (grid, lex, _) = setup();
        let mut rng = StdRng::seed_from_u64(4);
        let cat = grid.word(&Path::parse("A1 B1 C1").expect("cells"));
        let phony = grid.word(&Path::parse("A1 B2 C3").expect("cells"));
        for _ in 0..100 {
            assert!(judge_word(&cat, &lex, Strength::Strong, &mut rng));
            assert!(!judge_word(&phony, &lex, Strength::Strong, &mut rng));
        }
        let accepted = (0..1000)
            .filter(|_| judge_word(&phony, &lex, Strength::Beginner, &mut rng))
            .count();
        assert!(
            accepted > 100,
            "a beginner lets some phonies through: {accepted}"
        );
    }
}
