//! Where a WordCap game stands and what happened: the word waiting to be settled, how
//! settling went, the record of turns, each player's part, and how the game ended.

use super::grid::Grid;
use super::path::Path;
use super::score::Scored;
use crate::lexicon::Letter;
use serde::{Deserialize, Serialize};

/// One player's part of the game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PlayerState {
    /// Points so far.
    pub score: u32,
    /// Sorts used so far.
    pub sorts_used: u8,
    /// Turns used so far (words that stood or were rejected, passes).
    pub turns_used: u32,
    /// They left the game and take no more turns.
    pub resigned: bool,
}

/// A word traced and sent ("OK"), waiting for the opponents to accept or check it, or for
/// its author to withdraw it. The grid does not change until it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who traced it.
    pub author: usize,
    /// The cells.
    pub path: Path,
    /// The letters along the path.
    pub word: Vec<Letter>,
    /// What it scores if it stands.
    pub scored: Scored,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The turn limit was reached ("the turn limit is over").
    TurnsUsed,
    /// Every active player passed twice in a row ("all the players pass twice in two
    /// successive turns").
    AllPassed,
    /// The table's game clock ran out, or the game was ended from outside
    /// ([`super::WordCapGame::stop`]).
    GameTime,
    /// One active player (or none) is left.
    Resigned,
}

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for the player to move.
    Playing,
    /// A word waits to be settled.
    Pending(Pending),
    /// The game is over.
    Over {
        /// Why.
        ending: Ending,
    },
}

/// What settling a word did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WordCapOutcome {
    /// The word stands: it scored and its cells got new letters.
    Stood {
        /// Points scored.
        score: u32,
    },
    /// Checked and not in the dictionary: no points, the turn is used.
    Rejected {
        /// The word, lowercase.
        word: String,
    },
    /// The author took it back with every opponent's consent and moves again.
    Withdrawn,
}

/// What happened, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Record {
    /// A word that stood.
    Played {
        /// Who.
        player: usize,
        /// Its cells.
        path: Path,
        /// Its letters.
        word: Vec<Letter>,
        /// Its points.
        score: u32,
    },
    /// A word checked and not found.
    Rejected {
        /// Who.
        player: usize,
        /// Its cells.
        path: Path,
        /// Its letters.
        word: Vec<Letter>,
    },
    /// A pass (also a move time-out).
    Passed {
        /// Who.
        player: usize,
    },
    /// A Sort: the letters were shuffled.
    Sorted {
        /// Who.
        player: usize,
        /// The grid before the shuffle, so that the game can be replayed (None in games
        /// saved before it was kept).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<Grid>,
    },
    /// A player left the game.
    Resigned {
        /// Who.
        player: usize,
    },
}
