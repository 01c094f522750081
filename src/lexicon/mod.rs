//! Word lists: alphabets, and the word sets per language.
//!
//! The lexicon owns the letter coding ([`alphabet`]), the [`WordList`] trait the rules use to
//! check words, and the word sets built from real word lists:
//!
//! - [`Lexicon`]: the words in letter coding (one byte per letter) as a minimal automaton in
//!   flat arrays, [`Dawg`] (module [`dawg`]), with the automaton of their reversed prefixes;
//!   loaded as stored, for look-ups, node-by-node walks and the move generator;
//! - [`build_lexicon`]: filters a plain word list and writes a `.lex` file ([`mod@file`] has the
//!   format);
//! - [`Lexicon::bundled`]: the `dicts/<code>.lex` that ships with plansza, and
//!   [`BundledDict`]: every word list that ships, by name (`ru-full`, ...).
//!
//! ```
//! use plansza::lexicon::{build_lexicon, Language, Lexicon};
//!
//! let list = ["kot", "Kraków", "ping-pong", "żółw"].map(String::from);
//! let (bytes, stats) = build_lexicon(Language::Polish, list, |_| {}).unwrap();
//! assert_eq!((stats.lines_read, stats.words_kept), (4, 2));
//! let lex = Lexicon::from_bytes(bytes).unwrap();
//! assert!(lex.contains_str("żółw") && !lex.contains_str("kraków"));
//! ```

pub mod alphabet;
mod build;
mod bundled;
pub mod dawg;
mod error;
pub mod file;
mod packed;
mod set;

pub use alphabet::{capital, capitals, Alphabet, Language, Letter};
pub use build::{
    build_lexicon, filter_word, filter_word_with, BuildProgress, BuildStats, Capitals, DropReason,
    WordPolicy, MAX_WORD_LEN, MIN_WORD_LEN,
};
pub use bundled::{bundled_path, BundledDict, BUNDLED, DICTS_ENV};
pub use dawg::{Dawg, NodeId, ReversedPrefixes};
pub use error::LexiconError;
pub use set::Lexicon;

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
