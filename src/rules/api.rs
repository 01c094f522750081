//! Skeleton of the rules API (to be split into board, tiles, variant, notation, placement,
//! scoring, game modules; every item keeps its name and is re-exported from `rules`).

use crate::lexicon::{Language, Letter, WordList};
use rand::RngCore;
use serde::{Deserialize, Serialize};

/// A square of the board, 0-based: row 0 is the top row ("1"), col 0 the left column ("A").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row index, 0 = row "1".
    pub row: u8,
    /// Column index, 0 = column "A".
    pub col: u8,
}

/// The way a word runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

/// A tile in the bag or on a rack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tile {
    /// A letter tile.
    Letter(Letter),
    /// A blank, which stands for any letter once played.
    Blank,
}

/// A tile lying on the board: its letter, and whether it is a blank standing for that letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardTile {
    /// The letter shown.
    pub letter: Letter,
    /// True when the tile is a blank (worth 0).
    pub blank: bool,
}

/// What a board square gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Premium {
    /// No premium.
    Plain,
    /// A coloured field (Literaki): a tile worth exactly this many points lying on it scores x3.
    Colour(u32),
    /// Letter x2.
    DoubleLetter,
    /// Letter x3.
    TripleLetter,
    /// Word x2.
    DoubleWord,
    /// Word x3.
    TripleWord,
}

/// Which variant a game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VariantId {
    /// Literaki: Polish, 15x15, tile colours give values.
    Literaki,
}

impl VariantId {
    /// Every variant.
    pub const ALL: &'static [VariantId] = &[VariantId::Literaki];

    /// The variant's name as typed in commands (`literaki`).
    pub fn name(self) -> &'static str {
        match self {
            VariantId::Literaki => "literaki",
        }
    }

    /// The variant with this command name (case-insensitive).
    pub fn from_name(name: &str) -> Option<VariantId> {
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The variant's data.
    pub fn variant(self) -> &'static Variant {
        todo!()
    }
}

/// A variant's data: board, tiles, values, limits.
#[derive(Debug)]
pub struct Variant {
    /// Its id.
    pub id: VariantId,
    /// Its language (alphabet and dictionary).
    pub language: Language,
    /// Board width (columns).
    pub width: u8,
    /// Board height (rows).
    pub height: u8,
    /// The start square the first word must cover.
    pub start: Pos,
    /// Premium of every square, row by row.
    pub premiums: Vec<Premium>,
    /// How many of each tile the bag starts with.
    pub tile_counts: Vec<(Tile, u8)>,
    /// Points of each letter, by letter index.
    pub letter_values: Vec<u32>,
    /// Tiles on a full rack.
    pub rack_size: usize,
    /// Bonus for playing a whole rack.
    pub bingo_bonus: u32,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// An exchange needs at least this many tiles in the bag.
    pub exchange_min_bag: usize,
    /// Most exchanges per player per game (None: unlimited).
    pub exchange_limit: Option<u8>,
}

impl Variant {
    /// The premium of a square.
    pub fn premium(&self, pos: Pos) -> Premium {
        let _ = pos;
        todo!()
    }
    /// Points of a tile as placed (0 for a blank).
    pub fn value(&self, tile: BoardTile) -> u32 {
        let _ = tile;
        todo!()
    }
    /// Points of a rack tile (0 for a blank).
    pub fn tile_value(&self, tile: Tile) -> u32 {
        let _ = tile;
        todo!()
    }
}

/// The board: which tile lies on which square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    width: u8,
    height: u8,
    cells: Vec<Option<BoardTile>>,
}

impl Board {
    /// An empty board of this size.
    pub fn empty(width: u8, height: u8) -> Board {
        Board {
            width,
            height,
            cells: vec![None; width as usize * height as usize],
        }
    }
    /// Width in columns.
    pub fn width(&self) -> u8 {
        self.width
    }
    /// Height in rows.
    pub fn height(&self) -> u8 {
        self.height
    }
    /// The tile on a square (None when empty or off the board).
    pub fn get(&self, pos: Pos) -> Option<BoardTile> {
        let _ = pos;
        todo!()
    }
}

/// A player's rack.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rack {
    tiles: Vec<Tile>,
}

impl Rack {
    /// The tiles, in the order they were drawn.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }
}

/// The bag of tiles not yet drawn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bag {
    tiles: Vec<Tile>,
}

impl Bag {
    /// Tiles left.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }
    /// True when no tile is left.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
}

/// One typed square of a move, as written by the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TypedCell {
    /// `.`: a letter already on the board.
    OnBoard,
    /// A letter; `blank` true when marked as a blank (`*a` or `a?`), false when unmarked
    /// (a rack letter, or a blank only where the rack lacks the letter; a typed letter on a
    /// square that already holds that letter is also accepted).
    Letter {
        /// The letter.
        letter: Letter,
        /// Marked as a blank.
        blank: bool,
    },
}

/// A move as typed: `8H WORD` (row first: across), `H8 WORD` (column first: down).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveText {
    /// The square of the first typed letter.
    pub start: Pos,
    /// Across or down.
    pub direction: Direction,
    /// The typed squares, from `start` on.
    pub cells: Vec<TypedCell>,
}

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
    #[error("a blank must say which letter it stands for, e.g. `*a` or `a?`")]
    BareBlank,
}

/// Parse a typed move like `8H WORD`, `h8 wo.d`, `8H *aLA`.
pub fn parse_move(text: &str, variant: &Variant) -> Result<MoveText, NotationError> {
    let _ = (text, variant);
    todo!()
}

/// Parse a tile list for an exchange, like `ąęź?` (`?` or `*` is a blank).
pub fn parse_tiles(text: &str, variant: &Variant) -> Result<Vec<Tile>, NotationError> {
    let _ = (text, variant);
    todo!()
}

/// A word a move forms, with its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormedWord {
    /// Its first square.
    pub start: Pos,
    /// Its direction.
    pub direction: Direction,
    /// Its letters.
    pub letters: Vec<Letter>,
    /// Its points with premiums.
    pub score: u32,
}

/// A resolved, validated and scored placement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredMove {
    /// The new tiles, each with its square.
    pub tiles: Vec<(Pos, BoardTile)>,
    /// Every word formed (the main word first).
    pub words: Vec<FormedWord>,
    /// Bonus for using the whole rack (0 if not).
    pub bingo: u32,
    /// Total points.
    pub score: u32,
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
    /// The player used all exchanges.
    #[error("you have used all {0} exchanges of this game")]
    LimitReached(u8),
    /// A named tile is not on the rack.
    #[error("you have no `{0}` on your rack")]
    NotOnRack(char),
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
}

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Too few or too many players.
    #[error("this game is for {min} to {max} players")]
    PlayerCount {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
}

/// One player's part of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// Their tiles (private!).
    pub rack: Rack,
    /// Their score.
    pub score: i32,
    /// Exchanges used so far.
    pub exchanges_used: u8,
    /// They lose their next turn (after a challenge of a valid word).
    pub skips_next_turn: bool,
    /// They resigned and take no more turns.
    pub resigned: bool,
}

/// A move waiting to be accepted, checked or withdrawn. Its tiles are shown on the board
/// picture but are not on [`Game::board`] until it stands.
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
}

/// Why and how the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The bag was empty and this player used their last tile.
    WentOut {
        /// Player index.
        player: usize,
    },
    /// Every player passed twice in a row.
    AllPassed,
    /// All but one player resigned.
    Resigned,
    /// Ended from outside (moderator or creator); no adjustments.
    Stopped,
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

/// A game in progress: a value. Every action returns a new `Game` or an error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    variant: VariantId,
    board: Board,
    bag: Bag,
    players: Vec<PlayerState>,
    turn: usize,
    phase: Phase,
    move_number: u32,
    passes_in_row: u32,
    history: Vec<TurnRecord>,
}

impl Game {
    /// Deal a new game: every player draws a full rack; the first player is picked at random.
    pub fn new(
        variant: VariantId,
        players: usize,
        rng: &mut dyn RngCore,
    ) -> Result<Game, SetupError> {
        let _ = (variant, players, rng);
        todo!()
    }
    /// The variant.
    pub fn variant(&self) -> &'static Variant {
        self.variant.variant()
    }
    /// The variant's id.
    pub fn variant_id(&self) -> VariantId {
        self.variant
    }
    /// The board (without a pending move's tiles).
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Tiles left in the bag.
    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }
    /// Every player's state.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// Whose turn it is (index), also while a move is pending (then: its author).
    pub fn turn(&self) -> usize {
        self.turn
    }
    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// Counts actions; changes with every settled turn (used to tell stale buttons).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }
    /// The record of turns.
    pub fn history(&self) -> &[TurnRecord] {
        &self.history
    }
    /// True when the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
    /// The squares of the last move that stood (for highlighting).
    pub fn last_move(&self) -> Vec<Pos> {
        todo!()
    }
    /// Check and score a move without changing anything (for a preview).
    pub fn evaluate(&self, player: usize, text: &MoveText) -> Result<ScoredMove, PlayError> {
        let _ = (player, text);
        todo!()
    }
    /// Lay a move: it becomes pending until settled.
    pub fn submit(&self, player: usize, text: &MoveText) -> Result<Game, PlayError> {
        let _ = (player, text);
        todo!()
    }
    /// Settle the pending move.
    pub fn settle(
        &self,
        how: Settlement,
        words: &dyn WordList,
        rng: &mut dyn RngCore,
    ) -> Result<(Game, SettleOutcome), PlayError> {
        let _ = (how, words, rng);
        todo!()
    }
    /// Exchange tiles.
    pub fn exchange(
        &self,
        player: usize,
        tiles: &[Tile],
        rng: &mut dyn RngCore,
    ) -> Result<Game, PlayError> {
        let _ = (player, tiles, rng);
        todo!()
    }
    /// Pass (also what a move time-out does).
    pub fn pass(&self, player: usize) -> Result<Game, PlayError> {
        let _ = player;
        todo!()
    }
    /// Resign: the player leaves; with one player left the game ends.
    pub fn resign(&self, player: usize) -> Result<Game, PlayError> {
        let _ = player;
        todo!()
    }
    /// End the game from outside (moderator or creator), scores as they stand.
    pub fn stop(&self) -> Game {
        todo!()
    }
}
