//! The game as a value: setup, accessors, a traced word and how it is settled (accept,
//! check, withdraw). `turns.rs` holds the actions that trace no word (pass, time-out, Sort,
//! resign, stop) and the turn machinery (turns used, the run of passes, the end).
//!
//! Every action takes `&self` and returns a new [`WordCapGame`] or a [`WordCapError`]; the
//! old value never changes. The clock stays outside: the table calls
//! [`WordCapGame::time_over`] when a move's time runs out and [`WordCapGame::stop`] when the
//! game's does. Readings of the text are in `docs/rules/wordcap.md`.

mod check;
mod turns;

pub mod story;

use super::error::{WordCapError, MAX_PLAYERS, MIN_PLAYERS};
use super::grid::Grid;
use super::options::{TurnLimit, WordCapOptions};
use super::path::Path;
use super::phase::{Ending, Pending, Phase, PlayerState, Record, WordCapOutcome};
use super::score::{score, Scored};
use crate::lexicon::{Language, WordList};
use crate::rules::Settlement;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

/// A WordCap game in progress: a value. Every action returns a new game or an error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordCapGame {
    options: WordCapOptions,
    grid: Grid,
    players: Vec<PlayerState>,
    turn: usize,
    phase: Phase,
    move_number: u32,
    /// Turns used in all (words that stood or were rejected, passes).
    turns_used: u32,
    passes_in_row: u32,
    history: Vec<Record>,
}

/// Checks the settings and the number of players.
fn check_setup(options: &WordCapOptions, players: usize) -> Result<(), WordCapError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(WordCapError::PlayerCount {
            min: MIN_PLAYERS,
            max: MAX_PLAYERS,
        });
    }
    if options.turn_limit.count() == 0 || options.turn_limit.count() > crate::rules::MAX_TURNS {
        return Err(WordCapError::BadTurnLimit);
    }
    Ok(())
}

impl WordCapGame {
    /// A new game: 25 letters drawn by the language's weights, the first player at random.
    pub fn new(
        options: WordCapOptions,
        players: usize,
        rng: &mut dyn RngCore,
    ) -> Result<WordCapGame, WordCapError> {
        check_setup(&options, players)?;
        let grid = Grid::random(options.language, rng);
        let turn = rng.gen_range(0..players);
        Ok(WordCapGame::start(options, grid, players, turn))
    }

    /// A new game on a given grid, player 0 first (tests, puzzles, tools).
    pub fn from_grid(
        options: WordCapOptions,
        grid: Grid,
        players: usize,
    ) -> Result<WordCapGame, WordCapError> {
        check_setup(&options, players)?;
        if grid.language() != options.language {
            return Err(WordCapError::WrongLanguage);
        }
        Ok(WordCapGame::start(options, grid, players, 0))
    }

    fn start(options: WordCapOptions, grid: Grid, players: usize, turn: usize) -> WordCapGame {
        WordCapGame {
            options,
            grid,
            players: vec![PlayerState::default(); players],
            turn,
            phase: Phase::Playing,
            move_number: 0,
            turns_used: 0,
            passes_in_row: 0,
            history: Vec::new(),
        }
    }

    /// The settings.
    pub fn options(&self) -> WordCapOptions {
        self.options
    }
    /// The letters' (and dictionary's) language.
    pub fn language(&self) -> Language {
        self.options.language
    }
    /// The letters on the board (without a pending word's changes: there are none until it
    /// stands).
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
    /// Every player's state, by seat.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// Players who have not resigned.
    pub fn active_players(&self) -> usize {
        self.players.iter().filter(|p| !p.resigned).count()
    }
    /// Whose turn it is (while a word is pending: its author).
    pub fn turn(&self) -> usize {
        self.turn
    }
    /// Counts actions; changes with every one (to tell stale buttons).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }
    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The word waiting to be settled, if any.
    pub fn pending(&self) -> Option<&Pending> {
        match &self.phase {
            Phase::Pending(p) => Some(p),
            _ => None,
        }
    }
    /// True when the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }
    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        match self.phase {
            Phase::Over { ending } => Some(ending),
            _ => None,
        }
    }
    /// The record of turns, Sorts and resignations.
    pub fn history(&self) -> &[Record] {
        &self.history
    }
    /// Passes in a row so far (the game ends at twice the active players).
    pub fn passes_in_row(&self) -> u32 {
        self.passes_in_row
    }
    /// Turns used so far in all.
    pub fn turns_used(&self) -> u32 {
        self.turns_used
    }
    /// "The number of turns left for the game to be over": with [`TurnLimit::InAll`] the
    /// limit less the turns used; with [`TurnLimit::PerPlayer`] the turns the active players
    /// have left between them.
    pub fn turns_left(&self) -> u32 {
        match self.options.turn_limit {
            TurnLimit::InAll(n) => n.saturating_sub(self.turns_used),
            TurnLimit::PerPlayer(n) => self
                .players
                .iter()
                .filter(|p| !p.resigned)
                .map(|p| n.saturating_sub(p.turns_used))
                .sum(),
        }
    }
    /// Sorts this player has left (0 for no such player).
    pub fn sorts_left(&self, player: usize) -> u8 {
        self.players
            .get(player)
            .map_or(0, |p| self.options.sorts.saturating_sub(p.sorts_used))
    }
    /// "The winner is the player who has scored the most points": the players with the
    /// highest score among those who did not resign (several on a tie); none while the game
    /// goes on or when everybody resigned.
    pub fn winners(&self) -> Vec<usize> {
        if !self.is_over() {
            return Vec::new();
        }
        let standing = || (0..self.players.len()).filter(|&i| !self.players[i].resigned);
        let best = standing().map(|i| self.players[i].score).max();
        standing()
            .filter(|&i| Some(self.players[i].score) == best)
            .collect()
    }
    /// The cells of the last word that stood (for highlighting), if any.
    pub fn last_word(&self) -> Option<&Path> {
        self.history.iter().rev().find_map(|r| match r {
            Record::Played { path, .. } => Some(path),
            _ => None,
        })
    }

    /// Refuses any action but settling while a word is pending, any action after the end,
    /// and any action by someone other than the player to move.
    fn check_turn(&self, player: usize) -> Result<(), WordCapError> {
        match self.phase {
            Phase::Over { .. } => return Err(WordCapError::GameOver),
            Phase::Pending(_) => return Err(WordCapError::WordPending),
            Phase::Playing => {}
        }
        let Some(p) = self.players.get(player) else {
            return Err(WordCapError::NoSuchPlayer(player));
        };
        if p.resigned {
            return Err(WordCapError::Resigned(player));
        }
        if player != self.turn {
            return Err(WordCapError::NotYourTurn);
        }
        Ok(())
    }

    /// Checks and scores a traced word without changing anything (a preview).
    pub fn evaluate(&self, player: usize, path: &Path) -> Result<Scored, WordCapError> {
        self.check_turn(player)?;
        Ok(score(&self.grid, path)?)
    }

    /// The player sends a traced word ("OK"): it is checked as a line and scored, and waits
    /// for the opponents ([`WordCapGame::settle`]).
    pub fn submit(&self, player: usize, path: &Path) -> Result<WordCapGame, WordCapError> {
        let scored = self.evaluate(player, path)?;
        let mut g = self.clone();
        g.phase = Phase::Pending(Pending {
            author: player,
            path: path.clone(),
            word: self.grid.word(path),
            scored,
        });
        g.move_number = g.move_number.saturating_add(1);
        Ok(g)
    }

    /// Settles the pending word. Accepted: it stands "regardless its presence in the
    /// dictionary". Checked (by an opponent, or automatically after the 10 seconds): looked
    /// up in `words`; not there: "the player does not score points", the turn is used, and
    /// nobody else is penalized. Withdrawn (Undo agreed by all): the author moves again and
    /// no turn is used. A word that stands scores, and "the letters it covers are replaced
    /// with new ones".
    pub fn settle(
        &self,
        how: Settlement,
        words: &dyn WordList,
        rng: &mut dyn RngCore,
    ) -> Result<(WordCapGame, WordCapOutcome), WordCapError> {
        let pending = match &self.phase {
            Phase::Pending(p) => p.clone(),
            Phase::Over { .. } => return Err(WordCapError::GameOver),
            Phase::Playing => return Err(WordCapError::NothingPending),
        };
        if let Settlement::Checked {
            challenger: Some(c),
        } = how
        {
            if c >= self.players.len() {
                return Err(WordCapError::NoSuchPlayer(c));
            }
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.phase = Phase::Playing;
        let outcome = match how {
            Settlement::Withdrawn => WordCapOutcome::Withdrawn,
            Settlement::Checked { .. } if !words.contains(&pending.word) => {
                let word = self.language().alphabet().decode(&pending.word);
                g.history.push(Record::Rejected {
                    player: pending.author,
                    path: pending.path,
                    word: pending.word,
                });
                g.end_turn(pending.author, false);
                WordCapOutcome::Rejected { word }
            }
            Settlement::Accepted | Settlement::Checked { .. } => {
                let score = pending.scored.total;
                if let Some(p) = g.players.get_mut(pending.author) {
                    p.score = p.score.saturating_add(score);
                }
                g.grid = g.grid.replaced(pending.path.cells(), rng);
                g.history.push(Record::Played {
                    player: pending.author,
                    path: pending.path,
                    word: pending.word,
                    score,
                });
                g.end_turn(pending.author, false);
                WordCapOutcome::Stood { score }
            }
        };
        Ok((g, outcome))
    }
}
