//! Every error of the rules, each an enum whose messages a person can read: syntax
//! ([`NotationError`]), meaning of a placement ([`MoveError`]), exchanges ([`ExchangeError`]),
//! actions ([`PlayError`]) and setting a game up ([`SetupError`], [`InvalidSetup`]).

/// Why a typed move or tile list could not be read (syntax only).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing typed.
    #[error("the move is empty")]
    Empty,
    /// The coordinate is not like `8H` or `H8`.
    #[error("`{0}` is not a square: write the row then the column (8H) to play across, or the column then the row (H8) to play down")]
    BadSquare(String),
    /// The coordinate is outside the board.
    #[error("`{0}` is outside the board")]
    OffBoard(String),
    /// A character that is not a letter of the game's alphabet.
    #[error("`{0}` is not a letter of this game")]
    BadLetter(char),
    /// The word part is missing.
    #[error("write the word after the square, e.g. `8H WORD`")]
    NoWord,
    /// A blank mark with no letter.
    #[error("a blank must say which letter it stands for: `*` before it, e.g. `*a`")]
    BareBlank,
    /// A `!` (take the blank) with no letter after it.
    #[error("`!` must be followed by the real letter you lay on the blank, e.g. `!a`")]
    BareTake,
}

/// Why a placement is not legal (meaning).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// A needed tile is not on the rack.
    #[error("you have no `{0}` on your rack")]
    NotOnRack(char),
    /// A square the word needs is outside the board.
    #[error("the word runs off the board")]
    OffBoard,
    /// `.` typed where the board is empty.
    #[error("square {0} is empty, so `.` cannot stand there")]
    NothingOnSquare(String),
    /// A typed letter differs from the one on the board.
    #[error("square {square} already holds `{on_board}`")]
    SquareTaken {
        /// The square, like `H8`.
        square: String,
        /// The letter there.
        on_board: char,
    },
    /// No new tile would be placed.
    #[error("the move places no tile")]
    NoNewTiles,
    /// The first move does not cover the start square.
    #[error("the first word must cover the centre square {0}")]
    MissesStart(String),
    /// The first word has one letter.
    #[error("the first word must have at least two letters")]
    FirstWordTooShort,
    /// The new tiles touch no tile on the board.
    #[error("the word must touch the letters already on the board")]
    NotConnected,
    /// The placement leaves a gap or forms a one-letter word only.
    #[error("the letters must make one word of at least two letters")]
    TooShort,
    /// `!x` names a square whose tile is a real letter, not a blank.
    #[error("square {0} holds a real tile, not a blank, so there is no blank to take")]
    NotABlank(String),
    /// `!x` in a variant without the blank-swap rule.
    #[error("in this game a blank on the board cannot be taken")]
    NoBlankSwap,
    /// A blank taken from the board is not laid again in the same move.
    #[error("the blank you take must be laid in the same move: mark it with `*`, e.g. `*a`")]
    TakenBlankUnused,
}

/// Why an exchange is not allowed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExchangeError {
    /// Nothing named.
    #[error("name the tiles to exchange")]
    NoTiles,
    /// The bag holds too few tiles.
    #[error("an exchange needs at least {needed} tiles in the bag; {left} left")]
    BagTooSmall {
        /// Tiles needed in the bag.
        needed: usize,
        /// Tiles left.
        left: usize,
    },
    /// More tiles named than one exchange may swap.
    #[error("one exchange may swap at most {0} tiles")]
    TooMany(usize),
    /// The player used all exchanges.
    #[error("you have used all {0} exchanges of this game")]
    LimitReached(u8),
    /// A named tile is not on the rack.
    #[error("you have no `{0}` on your rack")]
    NotOnRack(char),
    /// The game has no exchanges (Letterbox: a player who cannot lay passes).
    #[error("this game has no exchanges: pass if you cannot lay a word")]
    NotOffered,
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Not this player's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// A move is waiting to be accepted or checked.
    #[error("the last move is still waiting for Accept or Check")]
    MovePending,
    /// Nothing is waiting to be settled.
    #[error("no move is waiting to be settled")]
    NothingPending,
    /// No such player.
    #[error("there is no player {0}")]
    NoSuchPlayer(usize),
    /// The move is illegal.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The exchange is not allowed.
    #[error(transparent)]
    Exchange(#[from] ExchangeError),
    /// Void challenge: a word of the move is not in the dictionary, so the move is refused
    /// (no penalty; try another).
    #[error("not in the dictionary: {}", .0.join(", "))]
    NotInDictionary(Vec<String>),
    /// The variant has no game clock ending, so running out of game time ends nothing.
    #[error("this game has no game time limit")]
    NoGameClock,
    /// The player has already agreed to end the game.
    #[error("you have already agreed to end the game; waiting for the others")]
    AlreadyAgreed,
    /// Ending by agreement belongs to the simple level (no scores).
    #[error("only a game without scores (the simple level) ends by agreement")]
    NotInThisLevel,
}

/// Why a board drawn as text could not be read ([`crate::rules::Board::from_text`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardTextError {
    /// Too few or too many rows.
    #[error("the board has {rows} rows; {variant} needs {needed}")]
    Rows {
        /// Rows read.
        rows: usize,
        /// The variant's name.
        variant: &'static str,
        /// Rows needed.
        needed: usize,
    },
    /// A row of the wrong width.
    #[error("row {row} has {squares} squares; the board is {width} wide")]
    Width {
        /// The row, from 1.
        row: usize,
        /// Squares read.
        squares: usize,
        /// The board's width.
        width: usize,
    },
    /// A character that is neither `.` nor a letter of the variant.
    #[error("row {row}, column {col}: `{found}` is not a letter of {variant}")]
    Letter {
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        col: usize,
        /// The character.
        found: char,
        /// The variant's name.
        variant: &'static str,
    },
}

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The variant does not offer this challenge rule.
    #[error("this game cannot be played with the `{0}` challenge rule")]
    ChallengeRule(&'static str),
    /// A target score of 0, or a target for a game not played to one.
    #[error("the target score must be at least 1, and only a game played to a target takes one")]
    BadTarget,
    /// A rack size the variant does not offer.
    #[error("this game is played with {min} to {max} letters per player")]
    RackSize {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
    /// Too few or too many players.
    #[error("this game is for {min} to {max} players")]
    PlayerCount {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
}

/// Why a hand-built position ([`crate::rules::GameSetup`]) is not a valid game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidSetup {
    /// Too few or too many players.
    #[error("this game is for {min} to {max} players")]
    PlayerCount {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
    /// The board has the wrong size for the variant.
    #[error("the board must be {width}x{height}")]
    BoardSize {
        /// Columns needed.
        width: u8,
        /// Rows needed.
        height: u8,
    },
    /// The player to move is not in the game or has resigned.
    #[error("player {0} cannot be the one to move")]
    BadTurn(usize),
    /// A rack holds more tiles than the variant allows.
    #[error("player {0} has more tiles than a rack holds")]
    RackTooBig(usize),
    /// The options name a rule the variant does not offer.
    #[error("the variant does not offer these options")]
    BadOptions,
    /// Fewer than two players have not resigned.
    #[error("at least two players must still be playing")]
    TooFewActive,
    /// The player who started the game is not in it.
    #[error("player {0} cannot be the one who started")]
    BadFirstPlayer(usize),
}
