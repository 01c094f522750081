//! Which letters come up and what they are worth at a crossing: "the computer draws 25
//! letters" and "The bonus values of the letters are the following" (five lines, worth 1 to 5
//! points).
//!
//! - Weights: the text gives no frequencies, so a language's letters come up as often as its
//!   tiles are in that language's board-game bag (blanks left out): English from
//!   [`crate::rules::variants::english`], Polish from [`crate::rules::variants::polish`],
//!   Russian from [`crate::rules::variants::erudit`], German from
//!   [`crate::rules::variants::letterbox`]. Drawn with replacement.
//! - Classes: English takes the text's five lines ([`ENGLISH_CLASSES`]). The other languages
//!   have them derived "the same way (rarer letters, higher class)" by [`derive_classes`]:
//!   letters sorted by weight, cut into five classes in the proportions of the English lines
//!   (8, 3, 3, 6, 6 of 26 letters), letters of equal weight always together.

use crate::lexicon::{Language, Letter};
use crate::rules::variants::{english, erudit, letterbox, polish};
use rand::{Rng, RngCore};
use std::sync::OnceLock;

/// The English bonus classes as the text lists them, class 1 first.
///
/// The text lists R twice, in the first line (A E I N O R S T) and the second (L D R H). We
/// keep it in class 1 only: it is listed there first, its 6 tiles in the English bag are as
/// many as N and T (class 1), and [`derive_classes`] puts it there too; with R there, the
/// five lines hold each of the 26 letters exactly once.
pub const ENGLISH_CLASSES: [&str; 5] = ["aeinorst", "ldh", "mcu", "bypgfw", "qzjxkv"];

/// How many letters each English line holds: the proportions [`derive_classes`] cuts by.
const ENGLISH_SIZES: [usize; 5] = [8, 3, 3, 6, 6];

/// The highest class (and the highest bonus).
pub const TOP_CLASS: u8 = 5;

/// One language's letters: weights and classes by letter index.
#[derive(Debug)]
struct Table {
    weights: Vec<u32>,
    total: u32,
    classes: Vec<u8>,
}

fn bag(language: Language) -> &'static [(char, u8, u32)] {
    match language {
        Language::English => &english::LETTERS,
        Language::Polish => &polish::LETTERS,
        Language::Russian => &erudit::LETTERS,
        Language::German => &letterbox::LETTERS,
    }
}

fn build(language: Language) -> Table {
    let alphabet = language.alphabet();
    let mut weights = vec![0u32; alphabet.len()];
    for &(c, n, _) in bag(language) {
        if let Some(slot) = alphabet.letter(c).and_then(|l| weights.get_mut(l.index())) {
            *slot = u32::from(n);
        }
    }
    let classes = match language {
        Language::English => {
            let mut classes = vec![TOP_CLASS; alphabet.len()];
            for (i, line) in ENGLISH_CLASSES.iter().enumerate() {
                for c in line.chars() {
                    if let Some(slot) = alphabet.letter(c).and_then(|l| classes.get_mut(l.index()))
                    {
                        *slot = i as u8 + 1;
                    }
                }
            }
            classes
        }
        _ => derive_classes(&weights),
    };
    Table {
        total: weights.iter().sum(),
        weights,
        classes,
    }
}

fn table(language: Language) -> &'static Table {
    static TABLES: [OnceLock<Table>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let slot = match language {
        Language::Polish => 0,
        Language::English => 1,
        Language::Russian => 2,
        Language::German => 3,
    };
    TABLES[slot].get_or_init(|| build(language))
}

/// Each letter's weight (its tiles in the language's bag), by letter index.
pub fn weights(language: Language) -> &'static [u32] {
    &table(language).weights
}

/// Each letter's bonus class (1-5), by letter index.
pub fn classes(language: Language) -> &'static [u8] {
    &table(language).classes
}

/// A letter's bonus class (1-5); a letter outside the alphabet counts as the top class.
pub fn class_of(language: Language, letter: Letter) -> u8 {
    classes(language)
        .get(letter.index())
        .copied()
        .unwrap_or(TOP_CLASS)
}

/// One letter drawn by weight (with replacement).
pub fn draw(language: Language, rng: &mut dyn RngCore) -> Letter {
    let t = table(language);
    let mut r = rng.gen_range(0..t.total.max(1));
    for (i, &w) in t.weights.iter().enumerate() {
        if r < w {
            return Letter(i as u8);
        }
        r -= w;
    }
    Letter(0)
}

/// Bonus classes 1-5 from letter weights (by letter index), "the same way" as the English
/// lines: sort the letters from commonest to rarest; a run of letters of equal weight takes
/// the ranks `first..=last` and is placed by its middle rank `(first + last) / 2`; class `k`
/// holds the middle ranks below `n x (8, 11, 14, 20, 26)[k] / 26` (the English lines'
/// running sizes scaled to the `n` letters). A rarer letter never gets a lower class than a
/// commoner one, and letters of equal weight share a class; a class may stay empty when a
/// large run of equal weights spans its place.
pub fn derive_classes(weights: &[u32]) -> Vec<u8> {
    let n = weights.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| weights[b].cmp(&weights[a]).then(a.cmp(&b)));
    let mut cumulative = [0usize; 5];
    let mut sum = 0;
    for (slot, size) in cumulative.iter_mut().zip(ENGLISH_SIZES) {
        sum += size;
        *slot = sum;
    }
    let english: usize = ENGLISH_SIZES.iter().sum();
    let mut classes = vec![TOP_CLASS; n];
    let mut first = 0;
    while first < n {
        let w = weights[order[first]];
        let mut last = first;
        while last + 1 < n && weights[order[last + 1]] == w {
            last += 1;
        }
        // middle < n * cum / english  <=>  (first + last) * english < 2 * n * cum
        let class = cumulative
            .iter()
            .position(|&cum| (first + last) * english < 2 * n * cum)
            .map_or(TOP_CLASS, |k| k as u8 + 1);
        for &i in &order[first..=last] {
            classes[i] = class;
        }
        first = last + 1;
    }
    classes
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Language; 4] = [
        Language::English,
        Language::Polish,
        Language::Russian,
        Language::German,
    ];

    fn line(language: Language, class: u8) -> String {
        let alphabet = language.alphabet();
        alphabet
            .letters()
            .filter(|&l| class_of(language, l) == class)
            .map(|l| alphabet.lower(l))
            .collect()
    }

    #[test]
    fn every_letter_has_a_weight_and_a_class() {
        for language in ALL {
            let n = language.alphabet().len();
            assert_eq!(weights(language).len(), n);
            assert!(weights(language).iter().all(|&w| w > 0), "{language:?}");
            assert!(classes(language).iter().all(|&c| (1..=5).contains(&c)));
        }
    }

    #[test]
    fn english_is_the_texts_table_with_r_in_class_one() {
        let want = ["aeinorst", "dhl", "cmu", "bfgpwy", "jkqvxz"];
        for (k, w) in want.iter().enumerate() {
            assert_eq!(line(Language::English, k as u8 + 1), *w);
        }
    }

    #[test]
    fn rarer_letters_never_get_a_lower_class() {
        for language in ALL {
            let derived = derive_classes(weights(language));
            let w = weights(language);
            for a in 0..w.len() {
                for b in 0..w.len() {
                    if w[a] > w[b] {
                        assert!(derived[a] <= derived[b], "{language:?} {a} {b}");
                    }
                    if w[a] == w[b] {
                        assert_eq!(derived[a], derived[b]);
                    }
                }
            }
        }
    }

    #[test]
    fn derived_tables_as_documented() {
        let pl = ["aeinorswyz", "cdklmpt", "", "bghjłu", "ąćęfńóśźż"];
        let ru = ["авдеикмнопрст", "йл", "бгуя", "жзхчыь", "фцшщъэю"];
        let de = ["adehimnrstu", "glo", "bcfk", "", "jpqvwxyzäöüß"];
        for (language, want) in [
            (Language::Polish, pl),
            (Language::Russian, ru),
            (Language::German, de),
        ] {
            for (k, w) in want.iter().enumerate() {
                assert_eq!(
                    line(language, k as u8 + 1),
                    *w,
                    "{language:?} class {}",
                    k + 1
                );
            }
        }
    }

    #[test]
    fn derivation_on_english_weights_is_close_to_the_text() {
        let derived = derive_classes(weights(Language::English));
        let same = derived
            .iter()
            .zip(classes(Language::English))
            .filter(|(a, b)| a == b)
            .count();
        assert_eq!(same, 19);
    }

    #[test]
    fn draws_follow_the_weights() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let mut seen = vec![0u32; 26];
        for _ in 0..9800 {
            seen[draw(Language::English, &mut rng).index()] += 1;
        }
        // E (12 of 98 tiles) comes up far more often than Q (1 of 98).
        assert!(seen[4] > 6 * seen[16], "{seen:?}");
        assert!(seen.iter().all(|&n| n > 0));
    }
}
