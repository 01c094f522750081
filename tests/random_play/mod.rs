//! Helpers for the tests that play random games: a dense word list of a variant's language
//! and a random settlement of a pending move. A test file includes it with
//! `mod random_play;`.
#![allow(dead_code)]

use plansza::lexicon::Lexicon;
use plansza::rules::{Settlement, Tile, Variant};
use rand::rngs::StdRng;
use rand::Rng;

/// The variant's `n` most common letters (by tile count, then alphabet), lowercase.
pub fn common_letters(v: &Variant, n: usize) -> Vec<char> {
    let a = v.alphabet();
    let mut common: Vec<(u8, char)> = v
        .tile_counts
        .iter()
        .filter_map(|&(t, count)| match t {
            Tile::Letter(l) => Some((count, a.lower(l))),
            Tile::Blank => None,
        })
        .collect();
    common.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    common.iter().take(n).map(|&(_, c)| c).collect()
}

/// A dense word list of the variant's language: every two-letter word of `letters`, and
/// `longer` random words of three to six of them.
pub fn dense_words(v: &Variant, letters: &[char], longer: usize, rng: &mut StdRng) -> Lexicon {
    let mut words = Vec::new();
    for &x in letters {
        for &y in letters {
            words.push(format!("{x}{y}"));
        }
    }
    for _ in 0..longer {
        let n = rng.gen_range(3..=6);
        let w: String = (0..n)
            .map(|_| letters[rng.gen_range(0..letters.len())])
            .collect();
        words.push(w);
    }
    Lexicon::from_words(v.language, words).unwrap_or_else(|e| panic!("a word list: {e}"))
}

/// A random way to settle a pending move by `author` among `players`: withdrawn (1 in 10),
/// accepted (4 in 10), or checked, half the time by another player who loses a turn if
/// the words stand.
pub fn random_settlement(rng: &mut StdRng, players: usize, author: usize) -> Settlement {
    match rng.gen_range(0..10) {
        0 => Settlement::Withdrawn,
        1..=4 => Settlement::Accepted,
        _ => {
            let c = rng.gen_range(0..players);
            Settlement::Checked {
                challenger: (c != author && rng.gen_bool(0.5)).then_some(c),
            }
        }
    }
}
