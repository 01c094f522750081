//! What can go wrong with a WordCap action or setup, in words a person can read.

use super::path::PathError;

/// Fewest players.
pub const MIN_PLAYERS: usize = 1;
/// Most players ("Up to four players can compete in the game simultaneously").
pub const MAX_PLAYERS: usize = 4;

/// Why an action or a setup was refused; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WordCapError {
    /// Someone other than the player to move tried to act.
    #[error("it is not your turn")]
    NotYourTurn,
    /// No player with this index.
    #[error("there is no player {0}")]
    NoSuchPlayer(usize),
    /// The player has resigned already.
    #[error("player {0} has left the game already")]
    Resigned(usize),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A word waits to be accepted, checked or withdrawn.
    #[error("a word is waiting to be accepted or checked")]
    WordPending,
    /// Settling with no word waiting.
    #[error("no word is waiting to be settled")]
    NothingPending,
    /// The player has used every Sort.
    #[error("you have used all your sorts")]
    NoSortsLeft,
    /// The traced line is not legal.
    #[error(transparent)]
    Path(#[from] PathError),
    /// Too few or too many players.
    #[error("WordCap takes {min} to {max} players")]
    PlayerCount {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
    /// A turn limit of 0, or past [`crate::rules::MAX_TURNS`].
    #[error(
        "the turn limit must be at least 1 and at most {}",
        crate::rules::MAX_TURNS
    )]
    BadTurnLimit,
    /// The grid's language is not the options'.
    #[error("the grid's letters are not of the game's language")]
    WrongLanguage,
}
