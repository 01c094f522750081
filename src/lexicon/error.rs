//! What can go wrong when loading, finding or building a lexicon, in words a person can act on.

use std::path::PathBuf;

/// The command that rebuilds the Polish lexicon; quoted in error messages.
pub const REBUILD_HINT: &str =
    "rebuild it with `plansza lexicon build --lang <code> --words <word list> --out <file>` \
     (see dicts/README.md for the exact command)";

/// An error from loading, finding or building a lexicon.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LexiconError {
    /// The file could not be read (missing, no permission, ...).
    #[error("cannot read the lexicon file {}: {source}", path.display())]
    Read {
        /// The file we tried to read.
        path: PathBuf,
        /// What the operating system said.
        #[source]
        source: std::io::Error,
    },

    /// A problem with the contents of a file, with the file's name attached.
    #[error("lexicon file {}: {source}", path.display())]
    InFile {
        /// The file that holds the problem.
        path: PathBuf,
        /// The problem itself.
        #[source]
        source: Box<LexiconError>,
    },

    /// The data is too short to hold even the header.
    #[error(
        "the lexicon is truncated ({len} bytes, too short for its header); \
         the file was cut off while copying or writing: {REBUILD_HINT}"
    )]
    Truncated {
        /// How many bytes there were.
        len: usize,
    },

    /// The data does not start with the `PLANSZA-LEX` magic.
    #[error(
        "this is not a plansza lexicon (it does not start with `PLANSZA-LEX`); \
         point to a `.lex` file made by `plansza lexicon build`, or {REBUILD_HINT}"
    )]
    NotALexicon,

    /// The file was written in a format version this build cannot read.
    #[error(
        "the lexicon has format version {found}, but this plansza reads version {expected}; \
         {REBUILD_HINT}"
    )]
    UnsupportedVersion {
        /// The version found in the file.
        found: u16,
        /// The version this build reads.
        expected: u16,
    },

    /// The header names a language plansza does not know.
    #[error(
        "the lexicon is for language `{code}`, which plansza does not know \
         (known: pl, en, ru, de); {REBUILD_HINT}"
    )]
    UnknownLanguage {
        /// The language code found in the header.
        code: String,
    },

    /// The lexicon is for another language than the one asked for.
    #[error(
        "the lexicon is for language `{found}`, but `{expected}` was asked for; \
         use the `{expected}.lex` file"
    )]
    WrongLanguage {
        /// The language asked for.
        expected: &'static str,
        /// The language in the file.
        found: &'static str,
    },

    /// The word set after the header is damaged.
    #[error("the word set inside the lexicon is damaged ({reason}); {REBUILD_HINT}")]
    Damaged {
        /// What the checks found.
        reason: String,
    },

    /// The header's word count does not match the word set.
    #[error(
        "the lexicon header says {header} words but the word set holds {actual}; \
         the file is damaged: {REBUILD_HINT}"
    )]
    WordCountMismatch {
        /// The count in the header.
        header: u64,
        /// The words the automaton spells.
        actual: u64,
    },

    /// No lexicon file for the language was found in any of the places searched.
    #[error(
        "no lexicon for language `{code}`: looked for {}; set PLANSZA_DICTS to the folder \
         holding `{code}.lex`, or {REBUILD_HINT}",
        tried.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
    )]
    NotFound {
        /// The language code asked for.
        code: &'static str,
        /// Every path that was tried, in order.
        tried: Vec<PathBuf>,
    },

    /// Building the word set failed.
    #[error("building the word set failed: {reason}")]
    Build {
        /// What went wrong.
        reason: String,
    },
}

impl LexiconError {
    /// The problem itself, without the file name wrapped around it.
    ///
    /// Useful to match on the kind of error a load gave.
    pub fn root(&self) -> &LexiconError {
        match self {
            LexiconError::InFile { source, .. } => source.root(),
            other => other,
        }
    }

    /// Attaches a file name to the error (unless it already names one).
    pub(crate) fn in_file(self, path: impl Into<PathBuf>) -> LexiconError {
        match self {
            e @ (LexiconError::Read { .. } | LexiconError::InFile { .. }) => e,
            other => LexiconError::InFile {
                path: path.into(),
                source: Box::new(other),
            },
        }
    }
}
