//! Why a WordCap record could not be read: [`RecordError`] names the line (1-based) and says
//! what is wrong there in words. What it shares with GCG (encodings, players, nicknames,
//! numbers) is GCG's own error ([`GcgErrorKind`]).

use crate::gcg::{GcgError, GcgErrorKind};
use crate::wordcap::{GridError, PathError};
use thiserror::Error;

/// A record that cannot be read, with the line where reading stopped.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct RecordError {
    /// The line number, from 1 (0 when the problem is the whole file).
    pub line: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

impl RecordError {
    /// An error on a line.
    pub fn at(line: usize, kind: RecordErrorKind) -> RecordError {
        RecordError { line, kind }
    }
}

impl From<GcgError> for RecordError {
    fn from(e: GcgError) -> RecordError {
        RecordError::at(e.line, RecordErrorKind::Gcg(e.kind))
    }
}

/// What is wrong with a line of a WordCap record.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    /// What GCG records can get wrong too (encoding, players, nicknames, numbers).
    #[error(transparent)]
    Gcg(GcgErrorKind),
    /// The file holds no player and no event.
    #[error("the file is empty: a WordCap record needs #language, #player1 and moves")]
    Empty,
    /// `#variant` names another game.
    #[error("`#variant {0}` is not a WordCap record (`#variant wordcap`)")]
    NotWordCap(String),
    /// No `#language`.
    #[error("the record does not say its language: add `#language en` (or pl, de, ru)")]
    NoLanguage,
    /// A `#language` plansza does not know.
    #[error("`{0}` is not a language of WordCap (en, pl, de, ru)")]
    UnknownLanguage(String),
    /// A turn limit that is not a whole number above 0.
    #[error("`{0}` is not a turn limit (a whole number above 0)")]
    BadTurns(String),
    /// A Sort limit that is not a whole number 0-255.
    #[error("`{0}` is not a number of Sorts (a whole number 0-255)")]
    BadSorts(String),
    /// A grid that is not five rows of five letters of the language.
    #[error("the grid: {0}")]
    BadGrid(GridError),
    /// `#grid` after the first move (the grid then changes with the moves).
    #[error("#grid is the starting grid and must come before the first move")]
    GridAfterEvents,
    /// `#grid` twice.
    #[error("#grid is given twice")]
    GridTwice,
    /// No `#playerN` line.
    #[error("a WordCap record needs at least #player1")]
    NoPlayers,
    /// An event before any player is named.
    #[error("a move comes before #player1")]
    EventBeforePlayers,
    /// No `+N total` pair ending an event line (before `=NEW`).
    #[error("no score on this line (expected `+points total`)")]
    NoScore,
    /// A cell that is not `A1`..`E5`.
    #[error("{0}")]
    BadPath(PathError),
    /// A word with something else than letters.
    #[error("`{0}` is not a word: write its letters after the cells, e.g. `A1 B2 B3 KOT`")]
    BadWord(String),
    /// New letters with something else than letters.
    #[error("`{0}` is not the new letters: write `=` and the letters, e.g. `=XYZ`")]
    BadNewLetters(String),
    /// New letters after something that is not a word that stood.
    #[error("new letters (`=...`) only follow a word that stood")]
    NewLettersNotAfterWord,
    /// Tokens that make no known event.
    #[error("cannot tell what this event is: `{0}`")]
    UnknownEvent(String),
    /// A line that is none of pragma, event, note text or blank.
    #[error("cannot read this line: `{0}`")]
    StrayLine(String),
}
