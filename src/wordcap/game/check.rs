//! Checking a WordCap game that comes from outside (a saved table): the grid has 25 letters
//! of its language, every cell is on the grid and every player index names a player, so
//! nothing played on it later can panic; its numbers keep the bounds a board game's do
//! ([`crate::rules::MAX_SCORE`], [`crate::rules::MAX_MOVE_SCORE`], [`crate::rules::MAX_TURNS`]).

use super::{check_setup, WordCapGame};
use crate::lexicon::Letter;
use crate::rules::{DamagedGame, MAX_MOVE_SCORE, MAX_SCORE, MAX_TURNS};
use crate::wordcap::path::Path;
use crate::wordcap::phase::{Phase, Record};

impl WordCapGame {
    /// Checks that the game is one the rules could have made (see
    /// [`crate::rules::Game::check`] for the board games).
    pub fn check(&self) -> Result<(), DamagedGame> {
        let n = self.players.len();
        check_setup(&self.options, n).map_err(|e| DamagedGame(e.to_string()))?;
        let alphabet = self.options.language.alphabet();
        let letter_ok = |l: &Letter| l.index() < alphabet.len();
        if self.grid.language() != self.options.language
            || self.grid.letters().len() != 25
            || !self.grid.letters().iter().all(letter_ok)
        {
            return Err(DamagedGame("the grid".into()));
        }
        let path_ok = |p: &Path, word: &[Letter]| {
            p.0.iter().all(|c| c.on_grid()) && word.iter().all(letter_ok)
        };
        if self.turn >= n {
            return Err(DamagedGame("the turn names no player".into()));
        }
        let points_ok = |points: u32| points <= MAX_MOVE_SCORE;
        let turns_ok = |turns: u32| turns <= MAX_TURNS;
        if !self
            .players
            .iter()
            .all(|p| p.score <= MAX_SCORE as u32 && turns_ok(p.turns_used))
        {
            return Err(DamagedGame("a player's score or turns".into()));
        }
        if !turns_ok(self.move_number)
            || !turns_ok(self.turns_used)
            || !turns_ok(self.passes_in_row)
            || self.history.len() > MAX_TURNS as usize
        {
            return Err(DamagedGame("the count of turns".into()));
        }
        match &self.phase {
            Phase::Pending(p)
                if p.author >= n
                    || !path_ok(&p.path, &p.word)
                    || !points_ok(p.scored.total)
                    || !points_ok(p.scored.letters)
                    || !p.scored.bonuses.iter().all(|b| points_ok(b.2)) =>
            {
                return Err(DamagedGame("the pending word".into()));
            }
            _ => {}
        }
        for record in &self.history {
            let ok = match record {
                Record::Played {
                    player,
                    path,
                    word,
                    score,
                } => *player < n && path_ok(path, word) && points_ok(*score),
                Record::Rejected { player, path, word } => *player < n && path_ok(path, word),
                Record::Passed { player }
                | Record::Sorted { player, .. }
                | Record::Resigned { player } => *player < n,
            };
            if !ok {
                return Err(DamagedGame("a turn in the record".into()));
            }
        }
        Ok(())
    }
}
