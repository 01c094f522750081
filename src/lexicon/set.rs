//! [`Lexicon`]: a language's word set, loaded from a `.lex` file, as the automaton the rules
//! look words up in and the move generator walks.

use std::io::Read;
use std::path::Path;

use super::dawg::Dawg;
use super::file::Header;
use super::packed::Unreadable;
use super::{Alphabet, Language, Letter, LexiconError, WordList};

/// The longest header a file can have: magic, version, code length, code, word count.
const MAX_HEADER: usize = 11 + 2 + 1 + 255 + 8;

/// Why reading a lexicon failed: the file could not be read, or what it holds is wrong.
enum Failure {
    Io(std::io::Error),
    Lexicon(LexiconError),
}

impl From<LexiconError> for Failure {
    fn from(e: LexiconError) -> Failure {
        Failure::Lexicon(e)
    }
}

/// A word set for one language: the minimal automaton of its words in letter coding (one
/// byte per letter, the letter's index in the [`Alphabet`]), with the automaton of their
/// reversed prefixes ([`Lexicon::dawg`]).
///
/// Build one with [`build_lexicon`](super::build_lexicon), load one with [`Lexicon::load`],
/// [`Lexicon::from_bytes`] or [`Lexicon::bundled`]. Loading reads the automata as they were
/// built (nothing is rebuilt) and checks them in the same pass (see `lexicon/packed.rs`),
/// so a damaged or crafted file is an error, never a panic later: every lookup and walk of a
/// loaded lexicon stays in bounds and ends.
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
    words: u64,
    dawg: Dawg,
}

impl std::fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexicon")
            .field("language", &self.language)
            .field("words", &self.words)
            .finish()
    }
}

impl Lexicon {
    /// Reads and checks a lexicon file (in pieces, as it is checked: the file is never in
    /// memory whole beside the automata).
    pub fn load(path: impl AsRef<Path>) -> Result<Lexicon, LexiconError> {
        Lexicon::load_parts(path.as_ref(), true)
    }

    /// Reads and checks a lexicon file's words only, leaving out the reversed prefixes the
    /// move generator builds left parts in (about 60% of the file): for a process that only
    /// looks words up or lists them. Its [`Dawg`] has no [`Dawg::reversed`] (a generator
    /// given it still finds every play, searching left parts forwards).
    pub fn load_words(path: impl AsRef<Path>) -> Result<Lexicon, LexiconError> {
        Lexicon::load_parts(path.as_ref(), false)
    }

    fn load_parts(path: &Path, reversed: bool) -> Result<Lexicon, LexiconError> {
        let read_error = |source| LexiconError::Read {
            path: path.to_path_buf(),
            source,
        };
        let mut file = std::fs::File::open(path).map_err(read_error)?;
        let len = file.metadata().map_err(read_error)?.len();
        // The header is short (at most 11 + 2 + 1 + 255 + 8 bytes): read that much first.
        let mut start = Vec::with_capacity(MAX_HEADER);
        (&mut file)
            .take(MAX_HEADER as u64)
            .read_to_end(&mut start)
            .map_err(read_error)?;
        Lexicon::read(&start, file, len, reversed).map_err(|e| match e {
            Failure::Io(source) => read_error(source),
            Failure::Lexicon(e) => e.in_file(path),
        })
    }

    /// Checks the bytes of a lexicon file (header, checksum, the automata's structure and
    /// word count) and takes them as a lexicon.
    pub fn from_bytes(bytes: impl AsRef<[u8]>) -> Result<Lexicon, LexiconError> {
        let bytes = bytes.as_ref();
        Lexicon::read(bytes, std::io::empty(), bytes.len() as u64, true).map_err(|e| match e {
            Failure::Io(e) => LexiconError::Damaged {
                reason: e.to_string(),
            },
            Failure::Lexicon(e) => e,
        })
    }

    /// A lexicon from `start` (the file's first bytes, the header in them) followed by
    /// `rest`, `len` bytes in all; with the reversed prefixes when `reversed`.
    fn read(start: &[u8], rest: impl Read, len: u64, reversed: bool) -> Result<Lexicon, Failure> {
        let (header, header_len) = Header::parse(start)?;
        let letters = header.language.alphabet().len();
        let body = (&start[header_len..]).chain(rest);
        let (dawg, actual) = super::packed::read(body, len - header_len as u64, letters, reversed)
            .map_err(|e| match e {
                Unreadable::Damaged(reason) => Failure::Lexicon(LexiconError::Damaged { reason }),
                Unreadable::Io(e) => Failure::Io(e),
            })?;
        if actual != header.word_count {
            return Err(LexiconError::WordCountMismatch {
                header: header.word_count,
                actual,
            }
            .into());
        }
        Ok(Lexicon {
            language: header.language,
            words: header.word_count,
            dawg,
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

    /// The alphabet whose letter indices are the automaton's letters.
    pub fn alphabet(&self) -> &'static Alphabet {
        self.language.alphabet()
    }

    /// How many words the lexicon holds.
    pub fn len(&self) -> usize {
        self.words as usize
    }

    /// Whether the lexicon holds no words at all.
    pub fn is_empty(&self) -> bool {
        self.words == 0
    }

    /// The words' automaton, for walking them letter by letter and for the move generator;
    /// it has the reversed prefixes too ([`Dawg::reversed`]).
    pub fn dawg(&self) -> &Dawg {
        &self.dawg
    }

    /// Every word in letter coding, in the alphabet's order.
    pub fn words(&self) -> impl Iterator<Item = Vec<Letter>> + '_ {
        self.dawg
            .words()
            .map(|w| w.into_iter().map(Letter).collect())
    }

    /// Whether a word in letter coding is in the lexicon.
    pub fn contains_letters(&self, word: &[Letter]) -> bool {
        WordList::contains(&self.dawg, word)
    }

    /// Whether a text word is in the lexicon; case does not matter (`Żółw` = `żółw`).
    /// A word with a character outside the alphabet is not in it.
    pub fn contains_str(&self, word: &str) -> bool {
        match self.alphabet().encode(word) {
            Some(letters) => self.contains_letters(&letters),
            None => false,
        }
    }

    /// The lexicon as file bytes (header and packed automata), as [`Lexicon::load`] reads
    /// them.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Header {
            language: self.language,
            word_count: self.words,
        }
        .to_bytes();
        super::packed::write(&self.dawg, &mut out);
        out
    }
}

impl WordList for Lexicon {
    fn contains(&self, word: &[Letter]) -> bool {
        self.contains_letters(word)
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
    fn word_list_trait_and_the_automaton_use_letter_indices() {
        let lex = Lexicon::from_bytes(sample()).expect("load");
        let a = lex.alphabet();
        let word = a.encode("jaźń").expect("polish");
        assert!(WordList::contains(&lex, &word));
        assert!(!WordList::contains(&lex, &word[..3]));
        // Walk the automaton node by node: j, a, ź, ń.
        let dawg = lex.dawg();
        let mut node = Dawg::ROOT;
        for l in &word {
            node = dawg.child(node, l.0).expect("a child");
        }
        assert!(dawg.is_final(node));
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
    fn flipped_bytes_in_the_automata_fail_the_checksum() {
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

    /// A look-up reads the words' part alone: damage in the reversed prefixes' part fails a
    /// whole load but not a words-only one, whose automaton has no reversed prefixes.
    #[test]
    fn a_words_only_load_reads_the_words_part_alone() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("pl.lex");
        let mut bytes = sample();
        std::fs::write(&path, &bytes).expect("write");
        let words = Lexicon::load_words(&path).expect("words");
        assert_eq!(words.len(), 6);
        assert!(words.contains_str("jaźń") && words.dawg().reversed().is_none());
        assert!(Lexicon::load(&path)
            .expect("all")
            .dawg()
            .reversed()
            .is_some());

        let last = bytes.len() - 1;
        bytes[last] ^= 0x40;
        std::fs::write(&path, &bytes).expect("write");
        assert!(Lexicon::load_words(&path).is_ok());
        let err = Lexicon::load(&path).expect_err("the reversed part is damaged");
        assert!(err.to_string().contains("reversed prefixes"), "{err}");
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
