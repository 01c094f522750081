//! Building a lexicon from a plain word list: filter, code, sort, dedup, write the fst.

use std::collections::BTreeMap;
use std::fmt;

use super::file::Header;
use super::{Alphabet, Language, LexiconError};

/// The shortest word kept (one-letter words are never played as words).
pub const MIN_WORD_LEN: usize = 2;
/// The longest word kept (the board is 15 squares wide).
pub const MAX_WORD_LEN: usize = 15;

/// How often (in lines) [`BuildProgress::Reading`] is reported.
const REPORT_EVERY: u64 = 1 << 16;

/// Why a line of the word list was not kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DropReason {
    /// The line was empty (after trimming whitespace).
    Empty,
    /// The word has an uppercase letter: a proper noun or an abbreviation.
    Uppercase,
    /// The word has a digit.
    Digit,
    /// The word has a hyphen, apostrophe, space or other non-letter.
    Punctuation,
    /// The word has a letter that is not in the language's alphabet (`q` in Polish, `é`).
    ForeignLetter,
    /// Shorter than [`MIN_WORD_LEN`] letters.
    TooShort,
    /// Longer than [`MAX_WORD_LEN`] letters.
    TooLong,
    /// The same word came earlier in the list.
    Duplicate,
}

impl DropReason {
    /// Every reason, in the order they are checked and reported.
    pub const ALL: [DropReason; 8] = [
        DropReason::Empty,
        DropReason::Uppercase,
        DropReason::Digit,
        DropReason::Punctuation,
        DropReason::ForeignLetter,
        DropReason::TooShort,
        DropReason::TooLong,
        DropReason::Duplicate,
    ];
}

impl fmt::Display for DropReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DropReason::Empty => "empty line",
            DropReason::Uppercase => "uppercase letter (proper noun or abbreviation)",
            DropReason::Digit => "digit",
            DropReason::Punctuation => "hyphen, apostrophe or other non-letter",
            DropReason::ForeignLetter => "letter outside the alphabet",
            DropReason::TooShort => "shorter than 2 letters",
            DropReason::TooLong => "longer than 15 letters",
            DropReason::Duplicate => "duplicate",
        })
    }
}

/// What a build did: lines read, words kept and lines dropped by reason.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BuildStats {
    /// Lines (words) read from the list.
    pub lines_read: u64,
    /// Distinct words in the lexicon.
    pub words_kept: u64,
    /// Lines dropped, by reason (reasons with no drops are absent).
    pub dropped: BTreeMap<DropReason, u64>,
}

impl BuildStats {
    /// Lines dropped for one reason.
    pub fn dropped_for(&self, reason: DropReason) -> u64 {
        self.dropped.get(&reason).copied().unwrap_or(0)
    }

    /// Lines dropped for any reason.
    pub fn dropped_total(&self) -> u64 {
        self.dropped.values().sum()
    }
}

impl fmt::Display for BuildStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "lines read: {}", self.lines_read)?;
        writeln!(f, "words kept: {}", self.words_kept)?;
        write!(f, "dropped:    {}", self.dropped_total())?;
        for reason in DropReason::ALL {
            let n = self.dropped_for(reason);
            if n > 0 {
                write!(f, "\n  {n:>9}  {reason}")?;
            }
        }
        Ok(())
    }
}

/// Where a build is, reported to the `progress` callback of [`build_lexicon`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildProgress {
    /// Reading the list; so many lines so far (reported every 65 536 lines).
    Reading {
        /// Lines read so far.
        lines: u64,
    },
    /// All lines read; sorting and removing duplicates among these candidate words.
    Sorting {
        /// Words that passed the filters (duplicates included).
        words: u64,
    },
    /// Writing the fst of this many distinct words.
    Writing {
        /// Distinct words.
        words: u64,
    },
    /// Done.
    Done,
}

/// Why one word is not kept, or its letter coding (one byte per letter) if it is.
pub fn filter_word(alphabet: &Alphabet, word: &str) -> Result<Vec<u8>, DropReason> {
    if word.is_empty() {
        return Err(DropReason::Empty);
    }
    let mut key = Vec::with_capacity(word.len());
    let mut worst: Option<DropReason> = None;
    for c in word.chars() {
        let reason = if c.is_uppercase() {
            DropReason::Uppercase
        } else if c.is_numeric() {
            DropReason::Digit
        } else if !c.is_alphabetic() {
            DropReason::Punctuation
        } else {
            match alphabet.letter(c) {
                Some(l) => {
                    key.push(l.0);
                    continue;
                }
                None => DropReason::ForeignLetter,
            }
        };
        // Report the reason that comes first in `DropReason`'s order.
        worst = Some(worst.map_or(reason, |w| w.min(reason)));
    }
    if let Some(reason) = worst {
        return Err(reason);
    }
    if key.len() < MIN_WORD_LEN {
        return Err(DropReason::TooShort);
    }
    if key.len() > MAX_WORD_LEN {
        return Err(DropReason::TooLong);
    }
    Ok(key)
}

/// Builds a lexicon file (header and fst bytes) from a word list, one word per item.
///
/// Keeps lowercase words made only of the alphabet's letters, 2 to 15 letters long;
/// drops words with an uppercase letter (proper nouns, abbreviations), with `-`, `'` or
/// other non-letters, digits, or letters outside the alphabet. Surrounding whitespace
/// (such as a `\r`) is trimmed. The kept words are coded, sorted and deduplicated.
/// `progress` is told where the build is; pass `|_| {}` to ignore it.
pub fn build_lexicon(
    language: Language,
    words: impl IntoIterator<Item = String>,
    mut progress: impl FnMut(BuildProgress),
) -> Result<(Vec<u8>, BuildStats), LexiconError> {
    let alphabet = language.alphabet();
    let mut stats = BuildStats::default();
    let mut keys: Vec<Box<[u8]>> = Vec::new();
    for line in words {
        stats.lines_read += 1;
        if stats.lines_read % REPORT_EVERY == 0 {
            progress(BuildProgress::Reading {
                lines: stats.lines_read,
            });
        }
        match filter_word(alphabet, line.trim()) {
            Ok(key) => keys.push(key.into_boxed_slice()),
            Err(reason) => *stats.dropped.entry(reason).or_insert(0) += 1,
        }
    }
    progress(BuildProgress::Sorting {
        words: keys.len() as u64,
    });
    keys.sort_unstable();
    let before = keys.len();
    keys.dedup();
    let duplicates = (before - keys.len()) as u64;
    if duplicates > 0 {
        stats.dropped.insert(DropReason::Duplicate, duplicates);
    }
    stats.words_kept = keys.len() as u64;
    progress(BuildProgress::Writing {
        words: stats.words_kept,
    });

    let mut out = Header {
        language,
        word_count: stats.words_kept,
    }
    .to_bytes();
    let mut builder = fst::SetBuilder::new(&mut out).map_err(build_error)?;
    builder.extend_iter(keys.iter()).map_err(build_error)?;
    builder.finish().map_err(build_error)?;
    progress(BuildProgress::Done);
    Ok((out, stats))
}

fn build_error(e: fst::Error) -> LexiconError {
    LexiconError::Build {
        reason: e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;

    fn pl() -> &'static Alphabet {
        Language::Polish.alphabet()
    }

    #[test]
    fn filter_keeps_lowercase_alphabet_words() {
        assert_eq!(filter_word(pl(), "ab"), Ok(vec![0, 2]));
        assert_eq!(filter_word(pl(), "ąż"), Ok(vec![1, 31]));
        assert!(filter_word(pl(), "konstantynopolit").is_err());
        assert!(filter_word(pl(), "konstantynopoli").is_ok()); // 15 letters
    }

    #[test]
    fn filter_names_the_reason() {
        let cases = [
            ("", DropReason::Empty),
            ("Kraków", DropReason::Uppercase),
            ("PKP", DropReason::Uppercase),
            ("a4", DropReason::Digit),
            ("ping-pong", DropReason::Punctuation),
            ("o'neill", DropReason::Punctuation),
            ("dwa słowa", DropReason::Punctuation),
            ("quiz", DropReason::ForeignLetter),
            ("abbé", DropReason::ForeignLetter),
            ("a", DropReason::TooShort),
            ("dziewięćdziesięcioletni", DropReason::TooLong),
            // Uppercase wins over the other reasons.
            ("Abélard", DropReason::Uppercase),
        ];
        for (word, reason) in cases {
            assert_eq!(filter_word(pl(), word), Err(reason), "{word}");
        }
    }

    #[test]
    fn build_counts_every_line_once() {
        let lines = [
            "kot", "kot", "Kot", "pies\r", "", "x-y", "a", "qwe", "kot", "żółw", " las ",
        ];
        let (bytes, stats) =
            build_lexicon(Language::Polish, lines.map(String::from), |_| {}).expect("build");
        assert_eq!(stats.lines_read, 11);
        assert_eq!(stats.words_kept, 4);
        assert_eq!(stats.dropped_for(DropReason::Duplicate), 2);
        assert_eq!(stats.dropped_for(DropReason::Uppercase), 1);
        assert_eq!(stats.dropped_for(DropReason::Empty), 1);
        assert_eq!(stats.dropped_for(DropReason::Punctuation), 1);
        assert_eq!(stats.dropped_for(DropReason::TooShort), 1);
        assert_eq!(stats.dropped_for(DropReason::ForeignLetter), 1);
        assert_eq!(stats.lines_read, stats.words_kept + stats.dropped_total());
        let lex = Lexicon::from_bytes(bytes).expect("load");
        for w in ["kot", "pies", "żółw", "las"] {
            assert!(lex.contains_str(w), "{w}");
        }
        assert!(!lex.contains_str("qwe"));
        let shown = stats.to_string();
        assert!(shown.contains("words kept: 4"), "{shown}");
    }

    #[test]
    fn keys_sort_in_alphabet_order_not_utf8_order() {
        // In UTF-8 `ą` sorts after `z`; in letter coding it comes right after `a`.
        let (bytes, _) = build_lexicon(
            Language::Polish,
            ["za", "ąa", "ab"].map(String::from),
            |_| {},
        )
        .expect("build");
        let lex = Lexicon::from_bytes(bytes).expect("load");
        let keys = lex.set().stream().into_bytes();
        let words: Vec<String> = keys
            .iter()
            .map(|k| {
                let letters: Vec<_> = k.iter().map(|&b| crate::lexicon::Letter(b)).collect();
                pl().decode(&letters)
            })
            .collect();
        assert_eq!(words, ["ab", "ąa", "za"]);
    }

    #[test]
    fn progress_goes_through_every_phase() {
        let mut seen = Vec::new();
        build_lexicon(Language::English, ["cat".to_string()], |p| seen.push(p)).expect("build");
        assert_eq!(
            seen,
            [
                BuildProgress::Sorting { words: 1 },
                BuildProgress::Writing { words: 1 },
                BuildProgress::Done
            ]
        );
    }

    #[test]
    fn an_empty_list_builds_an_empty_lexicon() {
        let (bytes, stats) =
            build_lexicon(Language::German, Vec::<String>::new(), |_| {}).expect("build");
        assert_eq!(stats.words_kept, 0);
        let lex = Lexicon::from_bytes(bytes).expect("load");
        assert!(lex.is_empty());
        assert!(!lex.contains_str("ab"));
    }
}
