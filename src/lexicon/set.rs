//! [`Lexicon`]: an fst set of words in letter coding, loaded from a `.lex` file.

use std::path::Path;

use super::file::Header;
use super::{Alphabet, Language, Letter, LexiconError, WordList};

/// Words longer than this are checked through a heap buffer instead of the stack.
const STACK_WORD: usize = 32;

/// A word set for one language, stored as an fst whose keys are words in letter coding
/// (one byte per letter, the letter's index in the [`Alphabet`]).
///
/// Build one with [`build_lexicon`](super::build_lexicon), load one with [`Lexicon::load`],
/// [`Lexicon::from_bytes`] or [`Lexicon::bundled`]. Loading checks the header, the fst's
/// checksum and the fst's whole structure (every node once, see [`mod@super::verify`]), so a
/// damaged or crafted file is an error, never a panic later: every lookup, stream and node
/// walk of a loaded lexicon stays in bounds and ends.
///
/// ```
/// use plansza::lexicon::{Language, Lexicon, WordList};
///
/// let words = ["zażółć", "gęślą", "jaźń"].map(String::from);
/// let lex = Lexicon::from_words(Language::Polish, words).unwrap();
/// assert!(lex.contains_str("jaźń"));
/// assert!(!lex.contains_str("jazn"));
/// let coded = Language::Polish.alphabet().encode("gęślą").unwrap();
/// assert!(lex.contains(&coded));
/// ```
pub struct Lexicon {
    language: Language,
    set: fst::Set<Vec<u8>>,
}

impl std::fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexicon")
            .field("language", &self.language)
            .field("words", &self.set.len())
            .finish()
    }
}

impl Lexicon {
    /// Reads and checks a lexicon file.
    pub fn load(path: impl AsRef<Path>) -> Result<Lexicon, LexiconError> {
        let path = path.as_ref();
        let bytes = std::fs::read(path).map_err(|source| LexiconError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Lexicon::from_bytes(bytes).map_err(|e| e.in_file(path))
    }

    /// Checks the bytes of a lexicon file (header, then fst format, checksum and structure)
    /// and takes them as a lexicon.
    pub fn from_bytes(mut bytes: Vec<u8>) -> Result<Lexicon, LexiconError> {
        let (header, header_len) = Header::parse(&bytes)?;
        bytes.drain(..header_len);
        let set = fst::Set::new(bytes).map_err(damaged)?;
        set.as_fst().verify().map_err(damaged)?;
        let letters = header.language.alphabet().len();
        let actual =
            super::verify::check(set.as_fst(), letters).map_err(|d| LexiconError::Damaged {
                reason: d.to_string(),
            })?;
        if actual != header.word_count {
            return Err(LexiconError::WordCountMismatch {
                header: header.word_count,
                actual,
            });
        }
        Ok(Lexicon {
            language: header.language,
            set,
        })
    }

    /// Builds a lexicon in memory from text words (filtered as
    /// [`build_lexicon`](super::build_lexicon) does). Handy for tests and small lists.
    pub fn from_words(
        language: Language,
        words: impl IntoIterator<Item = String>,
    ) -> Result<Lexicon, LexiconError> {
        let (bytes, _) = super::build_lexicon(language, words, |_| {})?;
        Lexicon::from_bytes(bytes)
    }

    /// The language whose alphabet codes the words.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The alphabet whose letter indices are the fst's key bytes.
    pub fn alphabet(&self) -> &'static Alphabet {
        self.language.alphabet()
    }

    /// How many words the lexicon holds.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether the lexicon holds no words at all.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// The fst set itself, for streams and searches.
    pub fn set(&self) -> &fst::Set<Vec<u8>> {
        &self.set
    }

    /// The raw fst, for walking nodes letter by letter (`root()`, `Node::find_input`):
    /// each transition's input byte is a [`Letter`]'s index.
    pub fn fst(&self) -> &fst::raw::Fst<Vec<u8>> {
        self.set.as_fst()
    }

    /// Whether a word in letter coding is in the lexicon.
    pub fn contains_letters(&self, word: &[Letter]) -> bool {
        if word.len() <= STACK_WORD {
            let mut key = [0u8; STACK_WORD];
            for (k, l) in key.iter_mut().zip(word) {
                *k = l.0;
            }
            self.set.contains(&key[..word.len()])
        } else {
            let key: Vec<u8> = word.iter().map(|l| l.0).collect();
            self.set.contains(key)
        }
    }

    /// Whether a text word is in the lexicon; case does not matter (`Żółw` = `żółw`).
    /// A word with a character outside the alphabet is not in it.
    pub fn contains_str(&self, word: &str) -> bool {
        match self.alphabet().encode(word) {
            Some(letters) => self.contains_letters(&letters),
            None => false,
        }
    }

    /// The lexicon as file bytes (header and fst), as [`Lexicon::load`] reads them.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Header {
            language: self.language,
            word_count: self.set.len() as u64,
        }
        .to_bytes();
        out.extend_from_slice(self.set.as_fst().as_bytes());
        out
    }
}

impl WordList for Lexicon {
    fn contains(&self, word: &[Letter]) -> bool {
        self.contains_letters(word)
    }
}

fn damaged(e: fst::Error) -> LexiconError {
    LexiconError::Damaged {
        reason: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::build_lexicon;

    fn sample() -> Vec<u8> {
        let words = ["zażółć", "gęślą", "jaźń", "ab", "żółw", "pchnąć"].map(String::from);
        build_lexicon(Language::Polish, words, |_| {})
            .expect("build")
            .0
    }

    fn load_err(bytes: Vec<u8>) -> LexiconError {
        Lexicon::from_bytes(bytes).expect_err("should not load")
    }

    #[test]
    fn round_trip_build_bytes_load_contains() {
        let lex = Lexicon::from_bytes(sample()).expect("load");
        assert_eq!(lex.language(), Language::Polish);
        assert_eq!(lex.len(), 6);
        for w in ["zażółć", "gęślą", "jaźń", "ab", "żółw", "pchnąć", "ŻÓŁW"] {
            assert!(lex.contains_str(w), "{w}");
        }
        for w in ["zazolc", "gęśl", "a", "", "quiz", "jaźńa", "ż-ółw"] {
            assert!(!lex.contains_str(w), "{w}");
        }
        let again = Lexicon::from_bytes(lex.to_bytes()).expect("reload");
        assert_eq!(again.len(), 6);
        assert_eq!(again.to_bytes(), lex.to_bytes());
    }

    #[test]
    fn word_list_trait_and_raw_fst_use_letter_indices() {
        let lex = Lexicon::from_bytes(sample()).expect("load");
        let a = lex.alphabet();
        let word = a.encode("jaźń").expect("polish");
        assert!(WordList::contains(&lex, &word));
        assert!(!WordList::contains(&lex, &word[..3]));
        // Walk the raw fst node by node: j, a, ź, ń.
        let fst = lex.fst();
        let mut node = fst.root();
        for l in &word {
            let t = node.find_input(l.0).expect("transition");
            node = fst.node(node.transition_addr(t));
        }
        assert!(node.is_final());
        let long = vec![Letter(0); 40];
        assert!(!lex.contains_letters(&long));
    }

    #[test]
    fn truncated_files_are_errors() {
        let bytes = sample();
        for cut in [0, 5, 11, 14, 20, 24, 30, bytes.len() / 2, bytes.len() - 1] {
            let err = load_err(bytes[..cut].to_vec());
            assert!(
                matches!(
                    err,
                    LexiconError::Truncated { .. }
                        | LexiconError::NotALexicon
                        | LexiconError::Damaged { .. }
                ),
                "cut at {cut}: {err}"
            );
        }
        assert!(matches!(
            load_err(bytes[..bytes.len() - 1].to_vec()),
            LexiconError::Damaged { .. }
        ));
    }

    #[test]
    fn flipped_bytes_in_the_fst_fail_the_checksum() {
        let bytes = sample();
        let header_len = Header::parse(&bytes).expect("header").1;
        for i in header_len..bytes.len() {
            let mut bad = bytes.clone();
            bad[i] ^= 0x5a;
            let err = load_err(bad);
            assert!(
                matches!(
                    err,
                    LexiconError::Damaged { .. } | LexiconError::WordCountMismatch { .. }
                ),
                "byte {i}: {err}"
            );
        }
    }

    #[test]
    fn wrong_magic_version_and_count_are_named() {
        let bytes = sample();
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert!(matches!(load_err(magic), LexiconError::NotALexicon));

        let mut version = bytes.clone();
        version[11] = 9;
        let err = load_err(version);
        assert!(matches!(
            err,
            LexiconError::UnsupportedVersion { found: 9, .. }
        ));
        assert!(err.to_string().contains("plansza lexicon build"));

        let mut count = bytes.clone();
        count[16] = 7;
        assert!(matches!(
            load_err(count),
            LexiconError::WordCountMismatch {
                header: 7,
                actual: 6
            }
        ));
    }

    #[test]
    fn random_bytes_are_errors_not_panics() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let header = Header {
            language: Language::Polish,
            word_count: 6,
        }
        .to_bytes();
        for len in [0usize, 1, 35, 36, 37, 100, 1000, 5000] {
            let mut random = vec![0u8; len];
            rng.fill(&mut random[..]);
            assert!(Lexicon::from_bytes(random.clone()).is_err());
            let mut with_header = header.clone();
            with_header.extend_from_slice(&random);
            assert!(Lexicon::from_bytes(with_header).is_err(), "len {len}");
        }
    }

    #[test]
    fn load_names_the_file() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("bad.lex");
        std::fs::write(&path, b"PLANSZA-LEX").expect("write");
        let err = Lexicon::load(&path).expect_err("truncated");
        assert!(matches!(err.root(), LexiconError::Truncated { .. }));
        assert!(err.to_string().contains("bad.lex"), "{err}");

        let missing = dir.path().join("missing.lex");
        let err = Lexicon::load(&missing).expect_err("missing");
        assert!(matches!(err, LexiconError::Read { .. }));
    }
}
