//! What the word-list filters of `scripts/build-dicts.sh` decided, as they wrote it to
//! `dicts/filtered/<name>.tsv`: one word a line, `removed` (an abbreviation, or for
//! `de-strict` a name), `kept` (it is a word in another reading) or `added` (a word the
//! rules allow that the main source lacks, for `de`), and the source's evidence.
//! A test file includes it with `mod filtered_words;`.

// Each test file uses its own part of it.
#![allow(dead_code)]

use plansza::lexicon::{Language, Lexicon};
use std::path::Path;

/// How many words Debian's wpolish has of 2-15 Polish letters: the Polish list of
/// `shared/bench/positions.txt`, before the abbreviations were taken out of `pl.lex`.
pub const WPOLISH_WORDS: usize = 3_276_062;

/// One line of a filter's report.
#[derive(Debug, Clone)]
pub struct Decision {
    /// The word, as the source spells it.
    pub word: String,
    /// Whether the filter took it out of the list.
    pub removed: bool,
    /// Whether the filter put it in from a second source.
    pub added: bool,
    /// What the source says about it.
    pub evidence: String,
}

/// The decisions of the filter for the bundled list `name` (`pl`, `en-scowl`, `de`,
/// `de-strict`).
pub fn decisions(name: &str) -> Vec<Decision> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/filtered/{name}.tsv"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|line| {
            let mut fields = line.split('\t');
            let (word, verdict, evidence) = (fields.next(), fields.next(), fields.next());
            match (word, verdict, evidence) {
                (Some(w), Some(v @ ("removed" | "kept" | "added")), Some(e)) => Decision {
                    word: w.to_string(),
                    removed: v == "removed",
                    added: v == "added",
                    evidence: e.to_string(),
                },
                _ => panic!("{}: a malformed line: {line}", path.display()),
            }
        })
        .collect()
}

/// The words the filter removed.
pub fn removed(name: &str) -> Vec<String> {
    decisions(name)
        .into_iter()
        .filter(|d| d.removed)
        .map(|d| d.word)
        .collect()
}

/// The positions file's Polish list: `dicts/pl.lex` and the abbreviations its build removed
/// (exactly wpolish's words of 2-15 Polish letters; the count is checked).
pub fn wpolish() -> Lexicon {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("dicts/pl.lex");
    let pl = Lexicon::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let alphabet = pl.alphabet();
    let mut words = removed("pl");
    words.extend(pl.words().map(|letters| alphabet.decode(&letters)));
    let lex = Lexicon::from_words(Language::Polish, words).expect("the Polish words build");
    assert_eq!(
        lex.len(),
        WPOLISH_WORDS,
        "not the fixture's Polish word list"
    );
    lex
}
