//! A GCG record as read, before any rule is applied: the players, the pragmas plansza
//! cares about, the events in order, and the warnings reading raised. Letters are kept as
//! characters here; the variant's alphabet turns them into tiles during replay.

use crate::rules::Direction;

/// One player of a record (`#player1 nick Full Name`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerInfo {
    /// The nickname events use (`>nick:`).
    pub nick: String,
    /// The full name (may be empty).
    pub name: String,
}

/// One square of a played word, as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// `.`: a tile already on the board.
    Through,
    /// A letter in parentheses: a tile already on the board, which must match.
    ThroughLetter(char),
    /// A letter: a new tile (or, when the square already holds it, a tile played through).
    /// Lowercase in the file means a blank.
    Letter {
        /// The letter, uppercase.
        letter: char,
        /// Written lowercase: a blank.
        blank: bool,
    },
}

/// A blank taken off the board before a placement (Эрудит's blank swap; plansza's own
/// notation, `!H8А` after the word): the real letter is laid on the blank's square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Take {
    /// Row of the square (0-based).
    pub row: u8,
    /// Column of the square (0-based).
    pub col: u8,
    /// The real letter laid there, uppercase.
    pub letter: char,
    /// The part as written (`!H8А`).
    pub text: String,
}

/// A placement: where the word starts, which way it runs, and its squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// Row of the first square (0-based).
    pub row: u8,
    /// Column of the first square (0-based).
    pub col: u8,
    /// `8H` is across, `H8` down.
    pub direction: Direction,
    /// The squares, from the first on.
    pub cells: Vec<Cell>,
    /// The square as written (`8H`).
    pub square: String,
    /// The word as written (`WIN.Y`).
    pub word: String,
    /// Blanks taken off the board first (`!H8А` parts after the word), in order.
    pub takes: Vec<Take>,
}

/// What an event did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventKind {
    /// Tiles laid on the board.
    Place(Placement),
    /// Tiles exchanged: the tiles when written (`-ABC`), else only the count (`-3`).
    Exchange {
        /// The tiles given back, when written.
        tiles: Option<Vec<char>>,
        /// How many.
        count: usize,
    },
    /// A pass (`-`), also a challenge that failed.
    Pass,
    /// The previous placement, a phony, taken back (`--`).
    Withdrawn,
    /// Points for a challenge of a valid word (`(challenge)`).
    ChallengeBonus,
    /// A time penalty (`(time)`).
    TimePenalty,
    /// End of game: the opponent's rack, in points for the player who went out (`(ABC) +N`).
    EndRackPoints(Vec<char>),
    /// End of game: the player's own rack, a penalty (`ABC (ABC) -N`).
    EndRackPenalty(Vec<char>),
    /// The player resigned and takes no more turns (plansza's pragma `#resigned NICK
    /// [RACK]`, the rack they held then in [`Event::rack`]); not a turn, scores nothing.
    Resigned,
    /// A turn lost as a penalty (a failed check), written `-` after plansza's pragma
    /// `#lost-turn NICK`: a turn, but neither a pass nor a scoreless turn of the game's run.
    LostTurn,
}

/// One event line (`>nick: RACK MOVE +score total`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Its line in the file (1-based).
    pub line: usize,
    /// The player's index (0 = `#player1`).
    pub player: usize,
    /// The rack as written (may be partial or absent).
    pub rack: Option<Vec<char>>,
    /// What happened.
    pub kind: EventKind,
    /// The points the event gave, as recorded (negative for penalties and withdrawals).
    pub score: i32,
    /// The player's total after it, as recorded.
    pub total: i32,
    /// The text of the `#note` lines after it (several, and a note's continuation lines,
    /// joined by line breaks): the analysed record's `best 8H QUIZ 48, equity lost 23.5`.
    pub note: Option<String>,
}

/// Something odd but readable, with its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// The line number, from 1.
    pub line: usize,
    /// What is odd, in words.
    pub text: String,
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.text)
    }
}

/// A whole record as read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRecord {
    /// The players, in `#playerN` order.
    pub players: Vec<PlayerInfo>,
    /// `#title`.
    pub title: Option<String>,
    /// `#description`.
    pub description: Option<String>,
    /// `#lexicon`.
    pub lexicon: Option<String>,
    /// `#variant` (plansza's own pragma).
    pub variant: Option<String>,
    /// `#character-encoding`, as written.
    pub encoding: Option<String>,
    /// `#game-type`.
    pub game_type: Option<String>,
    /// The events, in order.
    pub events: Vec<Event>,
    /// `#rackN` lines at the end: the rack each player held when the record stops.
    pub final_racks: Vec<(usize, Vec<char>, usize)>,
    /// plansza's pragma `#target N`: the score the game was played to (Эрудит, Letterbox).
    pub target: Option<u32>,
    /// The line of plansza's pragma `#time-over` (every player over the game time: the game
    /// ended there, and the end-game rack penalties follow).
    pub time_over: Option<usize>,
    /// The text of `#note` lines before the first move (the record's own note).
    pub note: Option<String>,
    /// Odd but readable things.
    pub warnings: Vec<Warning>,
}

impl GameRecord {
    /// The note of the events, in order: `notes()[i]` is `events[i].note`.
    pub fn notes(&self) -> impl Iterator<Item = Option<&str>> {
        self.events.iter().map(|e| e.note.as_deref())
    }

    /// A player's total as last recorded (0 before their first event).
    pub fn total(&self, player: usize) -> i32 {
        self.events
            .iter()
            .rev()
            .find(|e| e.player == player)
            .map_or(0, |e| e.total)
    }
}
