//! A WordCap record as read, before any rule is applied: the settings, the players, the
//! starting grid, the events in order and the warnings reading raised. Words and new letters
//! are kept as the characters written; the replay reads them in the language's alphabet.

use crate::gcg::{PlayerInfo, Warning};
use crate::lexicon::Language;
use crate::wordcap::{Grid, Path, TurnLimit};

/// What one event line (or `#resigned`) records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordEventKind {
    /// A word that stood (`A1 B2 B3 KOT +7 7 =XYZ`): its cells, its letters as written, and
    /// the letters that replaced its cells, in path order (absent where the record keeps no
    /// grid).
    Word {
        /// The cells, in order (read, not checked).
        path: Path,
        /// The word as written, uppercase.
        word: Vec<char>,
        /// The new letters after `=`, uppercase.
        new: Option<Vec<char>>,
    },
    /// A word checked and not found (`A1 B2 B3 KOT -- +0 7`): no points, the turn used.
    Rejected {
        /// The cells, in order.
        path: Path,
        /// The word as written, uppercase.
        word: Vec<char>,
    },
    /// A pass or a move time-out (`-`).
    Pass,
    /// A Sort (`sort GRID`): the grid after it (absent in a record of a game that did not
    /// keep it).
    Sort {
        /// The grid after the Sort.
        grid: Option<Grid>,
    },
    /// The player leaves the game (`#resigned NICK`).
    Resigned,
}

/// One event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordEvent {
    /// Its line in the file (1-based).
    pub line: usize,
    /// The player's index (0 = `#player1`).
    pub player: usize,
    /// What happened.
    pub kind: RecordEventKind,
    /// The points it gave, as recorded.
    pub score: i32,
    /// The player's total after it, as recorded.
    pub total: i32,
}

/// A whole WordCap record as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordCapRecord {
    /// `#language`.
    pub language: Language,
    /// `#turns N` (in all) or `#turns-each N`; the text's 30 in all when not written.
    pub turn_limit: TurnLimit,
    /// `#sorts N`: Sorts per player; the text's 3 when not written.
    pub sorts: u8,
    /// The players, in `#playerN` order.
    pub players: Vec<PlayerInfo>,
    /// `#grid`: the grid the game started on (absent in a record of a game that did not keep
    /// it; the first Sort with a grid tells it then).
    pub grid: Option<Grid>,
    /// The events, in order.
    pub events: Vec<RecordEvent>,
    /// The line of `#time-over`: the game time ran out (or the game was ended from outside)
    /// there.
    pub time_over: Option<usize>,
    /// Odd but readable things.
    pub warnings: Vec<Warning>,
}

impl WordCapRecord {
    /// A player's total as last recorded (0 before their first event).
    pub fn total(&self, player: usize) -> i32 {
        self.events
            .iter()
            .rev()
            .find(|e| e.player == player)
            .map_or(0, |e| e.total)
    }
}
