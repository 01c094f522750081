//! The game as a value: dealing, turns, pending moves and how they are settled (accept,
//! check, withdraw), exchanges, passes, resignations and the end with its adjustments.
//! Here: setup, accessors, moves and their settlement; `turns.rs` the actions that change no
//! board (exchange, pass, resign, agree, stop); `flow.rs` the turn machinery; `takeover.rs`
//! who owns the tiles.
//!
//! Every action takes `&self` and returns a new [`Game`] or an error; the old value never
//! changes. What differs between variants is read from the variant's data and hooks
//! ([`crate::rules::hooks`]), never from its name. Readings chosen where the rule texts are
//! silent (see `docs/rules/*.md`):
//! - an exchange draws the new tiles first and then returns the old ones to the bag;
//! - the run that ends the game ([`PassOut`]): passes only (Literaki, Literki: `2 x active
//!   players`; a placement that stood, an exchange, a rejected move and a resignation break
//!   it) or scoreless turns (club Scrabble: `3 x active players`; a scoring play and a
//!   resignation break it); a turn lost as a penalty neither counts nor breaks it;
//! - end-game adjustments ([`OutBonus`]): going out gains the opponents' rack values and each
//!   opponent loses their own (Literaki, Literki), or gains twice the opponents' racks
//!   (club Scrabble, as GCG records score it); after the run of passes, and when all are over
//!   their game time, each loses their own; resigned players are left as they are;
//! - WYM (Literki): after the author refilled, if the bag still holds the rule's minimum,
//!   the next active opponent's whole rack is exchanged at random, once per move;
//! - an exchange needs as many tiles in the bag as it swaps (besides the variant's minimum);
//! - target score ([`TargetScore::FinishRound`], Эрудит): reaching it starts the last round,
//!   which ends when the turn would come back to the player who made the first turn; then
//!   [`Ending::TargetReached`], no adjustments, and the highest score wins (ties: all);
//! - the simple level ([`Level::Simple`]): no score changes, no adjustments, no winner; it
//!   ends when every active player agreed ([`Game::agree_end`]), or the usual ways;
//! - Letterbox ([`WordTakeover`], [`BoardClearing`], [`TargetScore::FirstToReach`],
//!   [`PassOut::NewLetters`]): every tile on the board has an owner ([`Game::owner`]);
//!   takeovers are worked out when a move is evaluated ([`crate::rules::takeover`]); a cleared board
//!   returns its tiles to the bag before the author refills; the target ends the game at once.

mod check;
mod takeover;

mod flow;
mod imagined;
mod turns;

pub mod story;

pub use super::phase::{Ending, Pending, Phase, SettleOutcome, Settlement, TurnRecord};
pub use check::{score_ok, DamagedGame, MAX_MOVE_SCORE, MAX_SCORE, MAX_TURNS};

use super::board::Board;
use super::error::{ExchangeError, InvalidSetup, MoveError, PlayError, SetupError};
#[cfg(doc)]
use super::hooks::Level;
use super::hooks::WymVictim;
use super::hooks::{
    BoardClearing, ChallengeRule, GameOptions, OutBonus, PassOut, TargetScore, TimeOverRule,
    WordTakeover, WymCount,
};
use super::notation::MoveText;
use super::placement::resolve;
use super::pos::Pos;
use super::scoring::ScoredMove;
use super::tiles::{Bag, BoardTile, Rack, Tile};
use super::variant::{Premium, Variant, VariantId};
use crate::lexicon::WordList;
use rand::RngCore;
use serde::{Deserialize, Serialize};

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

impl PlayerState {
    /// A player with this rack and nothing else yet.
    pub fn with_rack(rack: Rack) -> PlayerState {
        PlayerState {
            rack,
            score: 0,
            exchanges_used: 0,
            skips_next_turn: false,
            resigned: false,
        }
    }
}

/// A hand-built position, unchecked (shakmaty's `Setup`): choose the board, racks, bag and
/// turn, then [`GameSetup::into_game`] checks it and gives a [`Game`]. Meant for tests,
/// puzzles and tools.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSetup {
    /// The variant.
    pub variant: VariantId,
    /// The board.
    pub board: Board,
    /// The tiles in the bag.
    pub bag: Vec<Tile>,
    /// The players (racks, scores, flags).
    pub players: Vec<PlayerState>,
    /// Whose turn it is.
    pub turn: usize,
    /// The action counter to start from.
    pub move_number: u32,
    /// Passes (or scoreless turns) in a row so far.
    pub passes_in_row: u32,
    /// The options chosen at setup.
    pub options: GameOptions,
    /// The player who made (or makes) the first turn: rounds count from them.
    pub first_player: usize,
    /// Who owns each tile on the board, row by row (word takeover); empty: nobody owns any.
    pub owners: Vec<Option<u8>>,
}

impl GameSetup {
    /// Gives the tile on `pos` to `player` (word takeover variants).
    pub fn set_owner(&mut self, pos: Pos, player: usize) {
        let (w, h) = (self.board.width(), self.board.height());
        takeover::set_owner_in(&mut self.owners, w, h, pos, player);
    }

    /// An empty board, an empty bag and `players` players with empty racks; player 0 to move.
    pub fn new(variant: VariantId, players: usize) -> GameSetup {
        let v = variant.variant();
        GameSetup {
            variant,
            board: Board::empty(v.width, v.height),
            bag: Vec::new(),
            players: vec![PlayerState::with_rack(Rack::default()); players],
            turn: 0,
            move_number: 0,
            passes_in_row: 0,
            options: GameOptions::default(),
            first_player: 0,
            owners: Vec::new(),
        }
    }

    /// Checks the position and makes it a game in the `Playing` phase with an empty record.
    pub fn into_game(self) -> Result<Game, InvalidSetup> {
        let v = self.variant.variant();
        let n = self.players.len();
        if n < v.min_players || n > v.max_players {
            return Err(InvalidSetup::PlayerCount {
                min: v.min_players,
                max: v.max_players,
            });
        }
        if self.board.width() != v.width || self.board.height() != v.height {
            return Err(InvalidSetup::BoardSize {
                width: v.width,
                height: v.height,
            });
        }
        check_options(v, &self.options).map_err(|_| InvalidSetup::BadOptions)?;
        let rack_size = rack_size_of(v, &self.options);
        if let Some(i) = self.players.iter().position(|p| p.rack.len() > rack_size) {
            return Err(InvalidSetup::RackTooBig(i));
        }
        if self.players.iter().filter(|p| !p.resigned).count() < 2 {
            return Err(InvalidSetup::TooFewActive);
        }
        if self.players.get(self.turn).is_none_or(|p| p.resigned) {
            return Err(InvalidSetup::BadTurn(self.turn));
        }
        if self.first_player >= n {
            return Err(InvalidSetup::BadFirstPlayer(self.first_player));
        }
        // A position where someone already has the target is in its last round.
        let last_round = matches!(v.hooks.target, TargetScore::FinishRound { .. })
            && target_of(v, &self.options)
                .is_some_and(|t| self.players.iter().any(|p| p.score >= t as i32));
        let mut owners = self.owners;
        if !owners.is_empty() {
            owners.resize(v.width as usize * v.height as usize, None);
        }
        Ok(Game {
            variant: self.variant,
            board: self.board,
            bag: Bag::new(self.bag),
            players: self.players,
            turn: self.turn,
            phase: Phase::Playing,
            move_number: self.move_number,
            passes_in_row: self.passes_in_row,
            history: Vec::new(),
            options: self.options,
            first_player: self.first_player,
            last_round,
            agreed: Vec::new(),
            owners,
        })
    }
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
    #[serde(default)]
    options: GameOptions,
    /// The player who made the first turn (rounds count from them).
    #[serde(default)]
    first_player: usize,
    /// Someone reached the target: the round is being finished.
    #[serde(default)]
    last_round: bool,
    /// Players who agreed to end the game (simple level), in seat order.
    #[serde(default)]
    agreed: Vec<usize>,
    /// Who owns each tile on the board, row by row (word takeover); empty: nobody owns any.
    #[serde(default)]
    owners: Vec<Option<u8>>,
}

/// Checks that the options chosen are ones the variant offers.
fn check_options(v: &Variant, options: &GameOptions) -> Result<(), SetupError> {
    if let Some(c) = options.challenge {
        if !v.challenge_choices.contains(&c) {
            return Err(SetupError::ChallengeRule(c.name()));
        }
    }
    if let Some(n) = options.rack_size {
        let (min, max) = v.rack_choices;
        if !(min..=max).contains(&(n as usize)) {
            return Err(SetupError::RackSize { min, max });
        }
    }
    match (options.target, v.hooks.target) {
        (Some(0), _) | (Some(_), TargetScore::None) => Err(SetupError::BadTarget),
        (Some(t), _) if t > MAX_SCORE as u32 => Err(SetupError::BadTarget),
        _ => Ok(()),
    }
}

/// Tiles on a full rack in a game with these options.
fn rack_size_of(v: &Variant, options: &GameOptions) -> usize {
    options.rack_size.map_or(v.rack_size, usize::from)
}

/// The target score a game with these options plays to, if any (never in the simple level).
fn target_of(v: &Variant, options: &GameOptions) -> Option<u32> {
    if !options.scored() {
        return None;
    }
    v.hooks
        .target
        .default_target()
        .map(|default| options.target.unwrap_or(default))
}

impl Game {
    /// Deal a new game: every player draws a full rack; the first player is picked at random.
    pub fn new(
        variant: VariantId,
        players: usize,
        rng: &mut dyn RngCore,
    ) -> Result<Game, SetupError> {
        Game::with_options(variant, players, GameOptions::default(), rng)
    }

    /// Deal a new game with options chosen at setup (e.g. the challenge rule).
    pub fn with_options(
        variant: VariantId,
        players: usize,
        options: GameOptions,
        rng: &mut dyn RngCore,
    ) -> Result<Game, SetupError> {
        let v = variant.variant();
        check_options(v, &options)?;
        if players < v.min_players || players > v.max_players {
            return Err(SetupError::PlayerCount {
                min: v.min_players,
                max: v.max_players,
            });
        }
        let mut bag = Bag::new(v.full_bag());
        let mut states = Vec::with_capacity(players);
        let rack_size = rack_size_of(v, &options);
        for _ in 0..players {
            let mut rack = Rack::default();
            while rack.len() < rack_size {
                match bag.draw(rng) {
                    Some(t) => rack.push(t),
                    None => break,
                }
            }
            states.push(PlayerState::with_rack(rack));
        }
        let turn = (rng.next_u64() % players as u64) as usize;
        Ok(Game {
            variant,
            board: Board::empty(v.width, v.height),
            bag,
            players: states,
            turn,
            phase: Phase::Playing,
            move_number: 0,
            passes_in_row: 0,
            history: Vec::new(),
            options,
            first_player: turn,
            last_round: false,
            agreed: Vec::new(),
            owners: Vec::new(),
        })
    }
    /// Tiles on a full rack in this game (the options' choice or the variant's).
    pub fn rack_size(&self) -> usize {
        rack_size_of(self.variant(), &self.options)
    }
    /// Who owns the tile on `pos` (word takeover variants: who laid or took it); None for an
    /// empty square or a variant where tiles belong to nobody.
    pub fn owner(&self, pos: Pos) -> Option<usize> {
        self.board.get(pos)?;
        let w = self.board.width() as usize;
        self.owners
            .get(pos.row as usize * w + pos.col as usize)
            .copied()
            .flatten()
            .map(usize::from)
    }
    /// The options chosen at setup.
    pub fn options(&self) -> GameOptions {
        self.options
    }
    /// The target score this game is played to (the options' or the variant's default), if
    /// any; never in the simple level.
    pub fn target(&self) -> Option<u32> {
        target_of(self.variant(), &self.options)
    }
    /// The player who made the first turn (rounds count from them).
    pub fn first_player(&self) -> usize {
        self.first_player
    }
    /// True when someone has reached the target and the round is being finished.
    pub fn is_last_round(&self) -> bool {
        self.last_round
    }
    /// The players who have agreed to end the game (simple level), in seat order.
    pub fn agreed_to_end(&self) -> Vec<usize> {
        self.agreed.clone()
    }
    /// The challenge rule this game plays by (the options' choice or the variant's default).
    pub fn challenge_rule(&self) -> ChallengeRule {
        self.options.challenge.unwrap_or(self.variant().challenge)
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
    /// The bag itself (hidden information: for tests, tools and saving, never for players).
    pub fn bag(&self) -> &Bag {
        &self.bag
    }
    /// Every player's state.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// One player's rack, if there is such a player.
    pub fn rack(&self, player: usize) -> Option<&Rack> {
        self.players.get(player).map(|p| &p.rack)
    }
    /// Players who have not resigned.
    pub fn active_players(&self) -> usize {
        self.players.iter().filter(|p| !p.resigned).count()
    }
    /// Passes (or scoreless turns, by the variant's [`PassOut`]) in a row so far.
    pub fn passes_in_row(&self) -> u32 {
        self.passes_in_row
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
    /// The move waiting to be settled, if any.
    pub fn pending(&self) -> Option<&Pending> {
        match &self.phase {
            Phase::Pending(p) => Some(p),
            _ => None,
        }
    }
    /// The players with the highest score among those who did not resign ("Wygrywa gracz,
    /// który zdobędzie największą liczbę punktów"; a player who resigned never wins, so when
    /// all but one resigned, that one wins); several on a tie, none while the game goes on,
    /// after a draw, or when no scores are kept.
    pub fn winners(&self) -> Vec<usize> {
        if !self.is_over() || !self.options.scored() {
            return Vec::new();
        }
        if matches!(
            self.phase,
            Phase::Over {
                ending: Ending::Drawn,
                ..
            }
        ) {
            return Vec::new();
        }
        let standing = |i: &usize| !self.players[*i].resigned;
        let best = (0..self.players.len())
            .filter(standing)
            .map(|i| self.players[i].score)
            .max();
        (0..self.players.len())
            .filter(standing)
            .filter(|&i| Some(self.players[i].score) == best)
            .collect()
    }
    /// The squares of the last move that stood (for highlighting).
    pub fn last_move(&self) -> Vec<Pos> {
        self.history
            .iter()
            .rev()
            .find_map(|r| match r {
                TurnRecord::Played { mv, .. } => Some(mv.squares()),
                _ => None,
            })
            .unwrap_or_default()
    }
    /// Back to an unchecked setup (board, bag, players, turn), e.g. to edit a position.
    pub fn to_setup(&self) -> GameSetup {
        GameSetup {
            variant: self.variant,
            board: self.board.clone(),
            bag: self.bag.tiles().to_vec(),
            players: self.players.clone(),
            turn: self.turn,
            move_number: self.move_number,
            passes_in_row: self.passes_in_row,
            options: self.options,
            first_player: self.first_player,
            owners: self.owners.clone(),
        }
    }

    /// Refuses any action but settling while pending, any action after the end, and any
    /// action by someone other than the player to move.
    fn check_turn(&self, player: usize) -> Result<(), PlayError> {
        match self.phase {
            Phase::Over { .. } => return Err(PlayError::GameOver),
            Phase::Pending(_) => return Err(PlayError::MovePending),
            Phase::Playing => {}
        }
        if player >= self.players.len() {
            return Err(PlayError::NoSuchPlayer(player));
        }
        if player != self.turn {
            return Err(PlayError::NotYourTurn);
        }
        Ok(())
    }

    /// Check and score a move without changing anything (for a preview).
    pub fn evaluate(&self, player: usize, text: &MoveText) -> Result<ScoredMove, PlayError> {
        self.check_turn(player)?;
        let rack = &self.players[player].rack;
        let mut mv = resolve(self.variant(), &self.board, rack, text)?;
        if self.variant().hooks.word_takeover == WordTakeover::ExtendedWord {
            self.add_takeovers(player, &mut mv);
        }
        Ok(mv)
    }
    /// Lay a move: it becomes pending until settled.
    pub fn submit(&self, player: usize, text: &MoveText) -> Result<Game, PlayError> {
        let mv = self.evaluate(player, text)?;
        let mut g = self.clone();
        g.phase = Phase::Pending(Pending { author: player, mv });
        g.move_number = g.move_number.saturating_add(1);
        Ok(g)
    }
    /// Settle the pending move.
    pub fn settle(
        &self,
        how: Settlement,
        words: &dyn WordList,
        rng: &mut dyn RngCore,
    ) -> Result<(Game, SettleOutcome), PlayError> {
        let pending = match &self.phase {
            Phase::Pending(p) => p.clone(),
            Phase::Over { .. } => return Err(PlayError::GameOver),
            Phase::Playing => return Err(PlayError::NothingPending),
        };
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        match how {
            Settlement::Accepted => {
                let score = g.stand(pending, rng)?;
                Ok((
                    g,
                    SettleOutcome::Stood {
                        score,
                        challenger_penalized: None,
                    },
                ))
            }
            Settlement::Checked { challenger } => {
                if let Some(c) = challenger.filter(|&c| c >= self.players.len()) {
                    return Err(PlayError::NoSuchPlayer(c));
                }
                let alphabet = self.variant().alphabet();
                let mut invalid: Vec<String> = Vec::new();
                for w in &pending.mv.words {
                    if !words.contains(&w.letters) {
                        let text = alphabet.decode(&w.letters);
                        if !invalid.contains(&text) {
                            invalid.push(text);
                        }
                    }
                }
                if invalid.is_empty() {
                    let penalized = challenger.filter(|&c| c != pending.author);
                    if let Some(c) = penalized {
                        g.players[c].skips_next_turn = true;
                    }
                    let score = g.stand(pending, rng)?;
                    Ok((
                        g,
                        SettleOutcome::Stood {
                            score,
                            challenger_penalized: penalized,
                        },
                    ))
                } else {
                    g.history.push(TurnRecord::Rejected {
                        player: pending.author,
                        mv: pending.mv,
                    });
                    g.phase = Phase::Playing;
                    let run = g.note_turn(false, false);
                    g.after_run(run, rng);
                    Ok((g, SettleOutcome::Rejected { invalid }))
                }
            }
            Settlement::Withdrawn => {
                g.phase = Phase::Playing;
                Ok((g, SettleOutcome::Withdrawn))
            }
        }
    }
}
