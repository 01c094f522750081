//! The actions that trace no word (pass, move time-out, Sort, resign, stop) and the turn
//! machinery: counting turns, the run of passes, whose turn is next, and the end.

use super::*;

impl WordCapGame {
    /// The player passes: a turn used. "if all the players pass twice during two successive
    /// turns, the game is over": `2 x active players` passes in a row end it.
    pub fn pass(&self, player: usize) -> Result<WordCapGame, WordCapError> {
        self.check_turn(player)?;
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.history.push(Record::Passed { player });
        g.end_turn(player, true);
        Ok(g)
    }

    /// The player to move ran out of time: "the move is regarded as passed". Refused while a
    /// word is pending (the author pressed OK in time).
    pub fn time_over(&self) -> Result<WordCapGame, WordCapError> {
        self.pass(self.turn)
    }

    /// Sort: the 25 letters are put back in a random order. Only the player to move, not
    /// while a word is pending, at most [`WordCapOptions::sorts`] times per player; it uses
    /// no turn and leaves the run of passes as it was.
    pub fn sort(&self, player: usize, rng: &mut dyn RngCore) -> Result<WordCapGame, WordCapError> {
        self.check_turn(player)?;
        if self.sorts_left(player) == 0 {
            return Err(WordCapError::NoSortsLeft);
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.grid = g.grid.shuffled(rng);
        if let Some(p) = g.players.get_mut(player) {
            p.sorts_used = p.sorts_used.saturating_add(1);
        }
        g.history.push(Record::Sorted {
            player,
            before: Some(self.grid.clone()),
        });
        Ok(g)
    }

    /// A player leaves the game (at any time, on their turn or not). Their word, if pending,
    /// is dropped; the run of passes starts again; when one active player (or none) is left
    /// the game ends ([`Ending::Resigned`]). Uses no turn.
    pub fn resign(&self, player: usize) -> Result<WordCapGame, WordCapError> {
        if self.is_over() {
            return Err(WordCapError::GameOver);
        }
        let Some(p) = self.players.get(player) else {
            return Err(WordCapError::NoSuchPlayer(player));
        };
        if p.resigned {
            return Err(WordCapError::Resigned(player));
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.players[player].resigned = true;
        g.history.push(Record::Resigned { player });
        g.passes_in_row = 0;
        if g.pending().is_some_and(|p| p.author == player) {
            g.phase = Phase::Playing;
        }
        if g.active_players() <= 1 {
            g.phase = Phase::Over {
                ending: Ending::Resigned,
            };
        } else if g.turn_limit_reached() {
            g.phase = Phase::Over {
                ending: Ending::TurnsUsed,
            };
        } else if g.turn == player {
            g.next_turn();
        }
        Ok(g)
    }

    /// Ends the game from outside: the table's game clock ran out ("all the players exceed
    /// the game time limit") or a moderator ended it. A pending word is dropped.
    pub fn stop(&self) -> Result<WordCapGame, WordCapError> {
        if self.is_over() {
            return Err(WordCapError::GameOver);
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.phase = Phase::Over {
            ending: Ending::GameTime,
        };
        Ok(g)
    }

    /// True when the turn limit is reached.
    fn turn_limit_reached(&self) -> bool {
        match self.options.turn_limit {
            TurnLimit::InAll(n) => self.turns_used >= n,
            TurnLimit::PerPlayer(n) => self
                .players
                .iter()
                .filter(|p| !p.resigned)
                .all(|p| p.turns_used >= n),
        }
    }

    /// `player` used a turn (a word that stood or was rejected, or a pass): count it, keep
    /// or break the run of passes, then end the game (turn limit first, then the run) or
    /// move the turn on.
    pub(super) fn end_turn(&mut self, player: usize, passed: bool) {
        if let Some(p) = self.players.get_mut(player) {
            p.turns_used = p.turns_used.saturating_add(1);
        }
        self.turns_used = self.turns_used.saturating_add(1);
        self.passes_in_row = if passed {
            self.passes_in_row.saturating_add(1)
        } else {
            0
        };
        let run = 2 * self.active_players() as u32;
        if self.turn_limit_reached() {
            self.phase = Phase::Over {
                ending: Ending::TurnsUsed,
            };
        } else if self.passes_in_row >= run {
            self.phase = Phase::Over {
                ending: Ending::AllPassed,
            };
        } else {
            self.phase = Phase::Playing;
            self.next_turn();
        }
    }

    /// The next player in seat order who has not resigned.
    fn next_turn(&mut self) {
        let n = self.players.len();
        for k in 1..=n {
            let i = (self.turn + k) % n;
            if !self.players[i].resigned {
                self.turn = i;
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn game(players: usize, limit: TurnLimit) -> WordCapGame {
        let mut o = WordCapOptions::new(Language::English);
        o.turn_limit = limit;
        let grid =
            Grid::from_rows(Language::English, "AAAAA/AAAAA/AAAAA/AAAAA/AAAAA").expect("grid");
        WordCapGame::from_grid(o, grid, players).expect("game")
    }

    #[test]
    fn turn_skips_resigned_players() {
        let g = game(3, TurnLimit::default()).resign(1).expect("resigned");
        let g = g.pass(0).expect("pass");
        assert_eq!(g.turn(), 2);
        let g = g.pass(2).expect("pass");
        assert_eq!(g.turn(), 0);
        // The run is now twice the two active players.
        let g = g.pass(0).and_then(|g| g.pass(2)).expect("passes");
        assert_eq!(g.ending(), Some(Ending::AllPassed));
    }

    #[test]
    fn resignation_can_complete_a_per_player_limit() {
        let g = game(3, TurnLimit::PerPlayer(1));
        let g = g.pass(0).expect("pass");
        let g = g.pass(1).expect("pass");
        // Player 2 leaves on their turn: everybody still in has had their one turn.
        let g = g.resign(2).expect("resigned");
        assert_eq!(g.ending(), Some(Ending::TurnsUsed));
    }

    #[test]
    fn resigning_author_drops_the_pending_word() {
        let path = Path::parse("A1 B1").expect("path");
        let g = game(4, TurnLimit::default())
            .submit(0, &path)
            .expect("submitted");
        let g = g.resign(0).expect("resigned");
        assert_eq!((g.phase(), g.turn()), (&Phase::Playing, 1));
        // Another player resigning leaves a pending word waiting.
        let g = g.submit(1, &path).expect("submitted");
        let g = g.resign(2).expect("resigned");
        assert!(g.pending().is_some());
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let words = crate::lexicon::MemoryWordList::default();
        assert!(g.settle(Settlement::Accepted, &words, &mut rng).is_ok());
    }

    #[test]
    fn stop_ends_with_game_time_once() {
        let g = game(2, TurnLimit::default()).stop().expect("stopped");
        assert_eq!(g.ending(), Some(Ending::GameTime));
        assert_eq!(g.stop(), Err(WordCapError::GameOver));
        assert_eq!(g.resign(0), Err(WordCapError::GameOver));
    }

    #[test]
    fn zero_turn_limit_is_refused() {
        let mut o = WordCapOptions::new(Language::English);
        o.turn_limit = TurnLimit::InAll(0);
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        assert_eq!(
            WordCapGame::new(o, 2, &mut rng),
            Err(WordCapError::BadTurnLimit)
        );
        let pl = Grid::random(Language::Polish, &mut rng);
        assert_eq!(
            WordCapGame::from_grid(WordCapOptions::new(Language::English), pl, 2),
            Err(WordCapError::WrongLanguage)
        );
    }
}
