//! Where a game stands and what happened: a pending move and how it is settled, the turn
//! record, and how the game ended.

use super::scoring::ScoredMove;
use serde::{Deserialize, Serialize};

/// A move waiting to be accepted, checked or withdrawn. Its tiles are shown on the board
/// picture but are not on [`Game::board`](super::Game::board) until it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who played it.
    pub author: usize,
    /// The move.
    pub mv: ScoredMove,
}

/// How a pending move is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Settlement {
    /// Every opponent accepted: the move stands whatever the dictionary says.
    Accepted,
    /// The words are looked up; `challenger` is the opponent who pressed Check, or None for
    /// the automatic check after the 10-second window (no penalty to anyone).
    Checked {
        /// Who asked for the check.
        challenger: Option<usize>,
    },
    /// The author took the move back with every opponent's consent: tiles return, same player
    /// plays again.
    Withdrawn,
}

/// What settling did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SettleOutcome {
    /// The move stands and scored.
    Stood {
        /// Points scored.
        score: u32,
        /// A challenger who loses their next turn.
        challenger_penalized: Option<usize>,
    },
    /// Some word is not in the dictionary: the tiles went back and the author lost the turn.
    Rejected {
        /// The words not found, lowercase.
        invalid: Vec<String>,
    },
    /// The author took the move back.
    Withdrawn,
}

/// What happened on one turn (the game's record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnRecord {
    /// A move that stood.
    Played {
        /// Player index.
        player: usize,
        /// The move.
        mv: ScoredMove,
    },
    /// A move rejected by a check.
    Rejected {
        /// Player index.
        player: usize,
        /// The move.
        mv: ScoredMove,
    },
    /// An exchange of this many tiles.
    Exchanged {
        /// Player index.
        player: usize,
        /// How many tiles.
        count: usize,
    },
    /// A pass (also a move time-out).
    Passed {
        /// Player index.
        player: usize,
    },
    /// A turn lost as a penalty.
    Skipped {
        /// Player index.
        player: usize,
    },
    /// A resignation.
    Resigned {
        /// Player index.
        player: usize,
    },
    /// A WYM field (Literki) made this player exchange tiles at random; it follows the
    /// `Played` record of the move that caused it. Their new rack is
    /// [`crate::rules::Game::rack`]`(player)`: tell them privately.
    RackExchanged {
        /// Who had to exchange.
        player: usize,
        /// Whose move caused it.
        by: usize,
        /// How many tiles were swapped.
        count: usize,
    },
    /// Letterbox: this player's move covered a yellow field, so after it was scored every
    /// tile on the board went back to the bag; play goes on on an empty board.
    BoardCleared {
        /// Whose move cleared it.
        player: usize,
        /// How many tiles went back to the bag.
        tiles: usize,
    },
    /// Letterbox: every player passed in a row (nobody could lay), so every rack went back to
    /// the bag and each player drew a new set. Tell each player their new rack.
    NewLetters,
}

impl TurnRecord {
    /// True for a turn a player took (a move laid or checked off, an exchange, a pass, a lost
    /// turn, a resignation); false for what a turn brought about (a WYM exchange, a cleared
    /// board, new letters).
    pub fn is_turn(&self) -> bool {
        !matches!(
            self,
            TurnRecord::RackExchanged { .. }
                | TurnRecord::BoardCleared { .. }
                | TurnRecord::NewLetters
        )
    }
}

/// Why and how the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The bag was empty and this player used their last tile.
    WentOut {
        /// Player index.
        player: usize,
    },
    /// The variant's run of passes (or scoreless turns) ended the game: every player passed
    /// twice in a row (Literaki), six scoreless turns with two players (club Scrabble).
    AllPassed,
    /// Every active player ran over their game time limit (Literki).
    TimeOver,
    /// All but one player resigned.
    Resigned,
    /// Ended from outside (moderator or creator); no adjustments.
    Stopped,
    /// Someone reached the target score and the round was finished; no adjustments.
    TargetReached,
    /// Every player agreed to end the game (simple level); no adjustments, no winner.
    Agreed,
    /// Letterbox: two rounds in a row nobody could lay: the game is called off as a draw; no
    /// adjustments, no winner.
    Drawn,
}

/// Where a game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for the current player's action.
    Playing,
    /// A move waits to be settled.
    Pending(Pending),
    /// The game is over; end-game adjustments (per player) were applied.
    Over {
        /// Why.
        ending: Ending,
        /// Points added (or, negative, taken) per player at the end.
        adjustments: Vec<i32>,
    },
}
