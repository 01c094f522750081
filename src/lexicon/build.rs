//! Building a lexicon from a plain word list: filter, code, sort, dedup, build the automata
//! (the words' and their reversed prefixes') and write them.
//!
//! Each language reads its list by its own [`WordPolicy`]: Polish, English and Russian drop
//! capitalised words (proper nouns, abbreviations) and words with hyphens; German lowercases
//! them and writes hyphenated words without the hyphen, as its word rules ask.

use std::collections::BTreeMap;
use std::fmt;

use super::dawg::Dawg;
use super::file::Header;
use super::{Alphabet, Language, LexiconError};

/// The shortest word kept (one-letter words are never played as words).
pub const MIN_WORD_LEN: usize = 2;
/// The longest word kept (the board is 15 squares wide).
pub const MAX_WORD_LEN: usize = 15;

/// How often (in lines) [`BuildProgress::Reading`] is reported.
const REPORT_EVERY: u64 = 1 << 16;

/// What a word with an uppercase letter becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Capitals {
    /// The word is dropped: an uppercase letter marks a proper noun or an abbreviation.
    Drop,
    /// The word is kept, lowercased: names and abbreviations are words too (German).
    Lowercase,
}

/// How a language's word list is read: what happens to capitals, hyphens and apostrophes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WordPolicy {
    /// What a word with an uppercase letter becomes.
    pub capitals: Capitals,
    /// Whether a hyphen or apostrophe between two letters is left out (`X-Beine` is played
    /// as `xbeine`) instead of dropping the word. A hyphen at either end (`un-`, `-heit`:
    /// a prefix or suffix on its own) always drops the word.
    pub join_hyphens: bool,
}

impl WordPolicy {
    /// Lowercase words only, no hyphens: Polish, English and Russian.
    pub const STRICT: WordPolicy = WordPolicy {
        capitals: Capitals::Drop,
        join_hyphens: false,
    };

    /// The German word rules: names and abbreviations allowed (lowercased), hyphens and
    /// apostrophes left out.
    pub const GERMAN: WordPolicy = WordPolicy {
        capitals: Capitals::Lowercase,
        join_hyphens: true,
    };

    /// The policy a language's word list is built with.
    pub fn for_language(language: Language) -> WordPolicy {
        match language {
            Language::German => WordPolicy::GERMAN,
            Language::Polish | Language::English | Language::Russian => WordPolicy::STRICT,
        }
    }
}

/// Characters a [`WordPolicy`] with `join_hyphens` leaves out between two letters: the
/// hyphen-minus, the hyphen, and the straight and curly apostrophes.
const JOINERS: [char; 4] = ['-', '\u{2010}', '\'', '\u{2019}'];

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
    /// Lines kept after lowercasing them (only under [`Capitals::Lowercase`]).
    pub lowercased: u64,
    /// Lines kept after leaving out hyphens or apostrophes (only with `join_hyphens`).
    pub joined: u64,
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
        if self.lowercased > 0 {
            writeln!(f, "lowercased: {}", self.lowercased)?;
        }
        if self.joined > 0 {
            writeln!(
                f,
                "joined:     {} (hyphen or apostrophe left out)",
                self.joined
            )?;
        }
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
    /// Building and writing the automata of this many distinct words.
    Writing {
        /// Distinct words.
        words: u64,
    },
    /// Done.
    Done,
}

/// Why one word is not kept, or its letter coding (one byte per letter) if it is, read by
/// the policy of the alphabet's language ([`WordPolicy::for_language`]).
pub fn filter_word(alphabet: &Alphabet, word: &str) -> Result<Vec<u8>, DropReason> {
    filter_word_with(
        alphabet,
        WordPolicy::for_language(alphabet.language()),
        word,
    )
}

/// Why one word is not kept, or its letter coding if it is, read by the given policy.
pub fn filter_word_with(
    alphabet: &Alphabet,
    policy: WordPolicy,
    word: &str,
) -> Result<Vec<u8>, DropReason> {
    filter(alphabet, policy, word).map(|kept| kept.key)
}

/// A word that passed the filter: its coding, and what was changed to get there.
struct Kept {
    key: Vec<u8>,
    lowercased: bool,
    joined: bool,
}

fn filter(alphabet: &Alphabet, policy: WordPolicy, word: &str) -> Result<Kept, DropReason> {
    if word.is_empty() {
        return Err(DropReason::Empty);
    }
    let chars: Vec<char> = word.chars().collect();
    let mut kept = Kept {
        key: Vec::with_capacity(chars.len()),
        lowercased: false,
        joined: false,
    };
    let mut worst: Option<DropReason> = None;
    for (i, &c) in chars.iter().enumerate() {
        let reason = if c.is_uppercase() && policy.capitals == Capitals::Drop {
            DropReason::Uppercase
        } else if c.is_numeric() {
            DropReason::Digit
        } else if !c.is_alphabetic() {
            let between_letters = i > 0
                && chars[i - 1].is_alphabetic()
                && chars.get(i + 1).is_some_and(|n| n.is_alphabetic());
            if policy.join_hyphens && between_letters && JOINERS.contains(&c) {
                kept.joined = true;
                continue;
            }
            DropReason::Punctuation
        } else {
            match alphabet.letter(c) {
                Some(l) => {
                    kept.lowercased |= c.is_uppercase();
                    kept.key.push(l.0);
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
    if kept.key.len() < MIN_WORD_LEN {
        return Err(DropReason::TooShort);
    }
    if kept.key.len() > MAX_WORD_LEN {
        return Err(DropReason::TooLong);
    }
    Ok(kept)
}

/// Builds a lexicon file (header and packed automata) from a word list, one word per item.
///
/// Keeps words made only of the alphabet's letters, 2 to 15 letters long; drops words with
/// digits, letters outside the alphabet or other non-letters. Capitals, hyphens and
/// apostrophes are handled by the language's [`WordPolicy`]: Polish, English and Russian
/// drop such words (proper nouns, abbreviations, compounds written with a hyphen), German
/// lowercases them and leaves the hyphen out. Surrounding whitespace (such as a `\r`) is
/// trimmed. The kept words are coded, sorted and deduplicated, so the same words in any
/// order give the same bytes.
/// `progress` is told where the build is; pass `|_| {}` to ignore it.
pub fn build_lexicon(
    language: Language,
    words: impl IntoIterator<Item = String>,
    mut progress: impl FnMut(BuildProgress),
) -> Result<(Vec<u8>, BuildStats), LexiconError> {
    let alphabet = language.alphabet();
    let policy = WordPolicy::for_language(language);
    let mut stats = BuildStats::default();
    let mut keys: Vec<Box<[u8]>> = Vec::new();
    for line in words {
        stats.lines_read += 1;
        if stats.lines_read % REPORT_EVERY == 0 {
            progress(BuildProgress::Reading {
                lines: stats.lines_read,
            });
        }
        match filter(alphabet, policy, line.trim()) {
            Ok(kept) => {
                stats.lowercased += u64::from(kept.lowercased);
                stats.joined += u64::from(kept.joined);
                keys.push(kept.key.into_boxed_slice());
            }
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

    // Words are at most MAX_WORD_LEN letters of an alphabet below 63 letters: they pack.
    let dawg = Dawg::from_sorted_words(keys.iter().map(|k| &k[..])).ok_or_else(|| {
        LexiconError::Build {
            reason: format!("a word longer than {MAX_WORD_LEN} letters"),
        }
    })?;
    drop(keys);
    let mut out = Header {
        language,
        word_count: stats.words_kept,
    }
    .to_bytes();
    super::packed::write(&dawg, &mut out);
    progress(BuildProgress::Done);
    Ok((out, stats))
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
    fn each_language_has_its_policy() {
        assert_eq!(
            WordPolicy::for_language(Language::German),
            WordPolicy::GERMAN
        );
        for l in [Language::Polish, Language::English, Language::Russian] {
            assert_eq!(WordPolicy::for_language(l), WordPolicy::STRICT, "{l:?}");
        }
    }

    #[test]
    fn german_lowercases_names_and_joins_hyphens() {
        let de = Language::German.alphabet();
        let code = |w: &str| {
            de.encode(w)
                .map(|l| l.iter().map(|l| l.0).collect::<Vec<_>>())
        };
        let cases = [
            ("Straße", Ok("straße")),
            ("USA", Ok("usa")),
            ("X-Beine", Ok("xbeine")),
            ("geht's", Ok("gehts")),
            ("Rock\u{2019}n\u{2019}Roll", Ok("rocknroll")),
            ("Öl", Ok("öl")),
            ("un-", Err(DropReason::Punctuation)),
            ("-heit", Err(DropReason::Punctuation)),
            ("A--B", Err(DropReason::Punctuation)),
            ("Abb.", Err(DropReason::Punctuation)),
            ("4-Takt", Err(DropReason::Digit)),
            ("Café", Err(DropReason::ForeignLetter)),
            ("X-", Err(DropReason::Punctuation)),
            ("A-", Err(DropReason::Punctuation)),
            ("O-A", Ok("oa")),
        ];
        for (word, want) in cases {
            let want = want.map(|w| code(w).expect("german word"));
            assert_eq!(filter_word(de, word), want, "{word}");
        }
    }

    #[test]
    fn the_strict_policy_keeps_dropping_capitals_and_hyphens() {
        let en = Language::English.alphabet();
        assert_eq!(filter_word(en, "Paris"), Err(DropReason::Uppercase));
        assert_eq!(filter_word(en, "cat's"), Err(DropReason::Punctuation));
        let de = Language::German.alphabet();
        assert_eq!(
            filter_word_with(de, WordPolicy::STRICT, "Straße"),
            Err(DropReason::Uppercase)
        );
        let ru = Language::Russian.alphabet();
        assert_eq!(filter_word(ru, "Москва"), Err(DropReason::Uppercase));
        assert_eq!(filter_word(ru, "кто-то"), Err(DropReason::Punctuation));
        assert_eq!(filter_word(ru, "ёж"), filter_word(ru, "еж"));
    }

    #[test]
    fn german_build_counts_what_it_changed() {
        let lines = ["Haus", "haus", "E-Mail", "Straße", "straße", "un-"];
        let (bytes, stats) =
            build_lexicon(Language::German, lines.map(String::from), |_| {}).expect("build");
        assert_eq!(stats.lines_read, 6);
        assert_eq!(stats.words_kept, 3);
        assert_eq!((stats.lowercased, stats.joined), (3, 1));
        assert_eq!(stats.dropped_for(DropReason::Duplicate), 2);
        assert_eq!(stats.dropped_for(DropReason::Punctuation), 1);
        let lex = Lexicon::from_bytes(bytes).expect("load");
        for w in ["haus", "email", "straße", "Straße"] {
            assert!(lex.contains_str(w), "{w}");
        }
        assert!(!lex.contains_str("strasse") && !lex.contains_str("e-mail"));
        let shown = stats.to_string();
        assert!(
            shown.contains("lowercased: 3") && shown.contains("joined:     1"),
            "{shown}"
        );
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
        let words: Vec<String> = lex.words().map(|w| pl().decode(&w)).collect();
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
