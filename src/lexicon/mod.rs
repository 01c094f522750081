//! Word lists: alphabets, and fst word sets per language.
//!
//! The lexicon owns the letter coding ([`alphabet`]), the [`WordList`] trait the rules use to
//! check words, and the on-disk fst sets built from real word lists.

pub mod alphabet;

pub use alphabet::{Alphabet, Language, Letter};

/// Anything that can say whether a word (in letter coding) is allowed.
///
/// The rules check words only through this trait, so tests can use a tiny in-memory list.
pub trait WordList: Send + Sync {
    /// Whether the word is in the list.
    fn contains(&self, word: &[Letter]) -> bool;
}

/// A small in-memory word list, for tests and examples.
#[derive(Debug, Default, Clone)]
pub struct MemoryWordList {
    words: std::collections::HashSet<Vec<Letter>>,
}

impl MemoryWordList {
    /// A list of the given words; words with characters outside the alphabet are skipped.
    pub fn new<'a>(alphabet: &Alphabet, words: impl IntoIterator<Item = &'a str>) -> Self {
        let words = words
            .into_iter()
            .filter_map(|w| alphabet.encode(w))
            .collect();
        MemoryWordList { words }
    }
}

impl WordList for MemoryWordList {
    fn contains(&self, word: &[Letter]) -> bool {
        self.words.contains(word)
    }
}
