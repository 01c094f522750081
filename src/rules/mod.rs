//! The game rules: a pure library (no async, no I/O, no Discord types).
//!
//! A [`Game`] is a value; every action returns the new game or a typed error and leaves the
//! old one untouched. Variants are data ([`Variant`]) plus a few named rule hooks.
//! Move input is parsed in two steps, as in shakmaty: text to [`MoveText`] (syntax,
//! [`NotationError`]), then [`Game::submit`] resolves it against the board and rack (meaning,
//! [`MoveError`]). A hand-built position goes through [`GameSetup`] (unchecked) to a `Game`.
//!
//! Modules: [`pos`] squares, [`tiles`] tiles/rack/bag, [`variant`] the types a variant's
//! data is made of, [`variants`] each variant's data and the list of them, [`hooks`] the
//! named rule choices (challenge, exchange, end, special rules, the game points at stake),
//! [`board`], [`notation`], [`placement`] (resolve + validate), [`take_blank`] (the
//! blank-swap hook), [`scoring`], [`takeover`] (Letterbox's word takeover), [`game`],
//! [`error`].

pub mod board;
pub mod error;
pub mod game;
pub mod hooks;
pub mod notation;
pub mod phase;
pub mod placement;
pub mod pos;
pub mod scoring;
pub mod take_blank;
pub mod takeover;
pub mod tiles;
pub mod variant;
pub mod variants;

pub use board::Board;
pub use error::{
    BoardTextError, ExchangeError, InvalidSetup, MoveError, NotationError, PlayError, SetupError,
};
pub use game::{
    score_ok, DamagedGame, Ending, Game, GameSetup, Pending, Phase, PlayerState, SettleOutcome,
    Settlement, TurnRecord, MAX_MOVE_SCORE, MAX_SCORE, MAX_TURNS,
};
pub use hooks::{
    BlankSwap, BoardClearing, ChallengeRule, DictionaryUse, EndRules, ExchangeRule, GameOptions,
    Hooks, Level, OutBonus, PassOut, ScoringBasis, Stakes, TargetScore, TimeOverRule, WordTakeover,
    WymCount, WymRule, WymVictim,
};
pub use notation::{parse_move, parse_tiles, MoveText, TypedCell};
pub use placement::{resolve, score_tiles, validate, WordSquares};
pub use pos::{Direction, Pos};
pub use scoring::{
    arrow_multiplier, score_placement, score_word, tile_points, word_multiplier, FormedWord,
    ScoredMove,
};
pub use tiles::{Bag, BoardTile, Rack, Tile};
pub use variant::{Arrow, Premium, Variant, VariantId};
