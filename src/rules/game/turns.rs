//! The actions that change no board: exchanges, passes (also a move time-out), the game
//! clocks' end, resignations, agreeing to end a simple-level game, and stopping a game.

use super::*;

impl Game {
    /// Exchange tiles.
    pub fn exchange(
        &self,
        player: usize,
        tiles: &[Tile],
        rng: &mut dyn RngCore,
    ) -> Result<Game, PlayError> {
        self.check_turn(player)?;
        let v = self.variant();
        if tiles.is_empty() {
            return Err(ExchangeError::NoTiles.into());
        }
        let (_, most) = v.exchange_tiles;
        if tiles.len() > most {
            return Err(ExchangeError::TooMany(most).into());
        }
        let state = &self.players[player];
        if v.exchange_limit == Some(0) {
            return Err(ExchangeError::NotOffered.into());
        }
        if let Some(limit) = v.exchange_limit {
            if state.exchanges_used >= limit {
                return Err(ExchangeError::LimitReached(limit).into());
            }
        }
        let needed = v.exchange_min_bag.max(tiles.len());
        if self.bag.len() < needed {
            return Err(ExchangeError::BagTooSmall {
                needed,
                left: self.bag.len(),
            }
            .into());
        }
        let Some(mut rack) = state.rack.remove_all(tiles) else {
            let c = match state.rack.first_missing(tiles) {
                Some(Tile::Letter(l)) => v.alphabet().upper(l),
                _ => '?',
            };
            return Err(ExchangeError::NotOnRack(c).into());
        };
        let mut g = self.clone();
        // Set aside, draw the same number, then return the set-aside tiles to the bag.
        for _ in 0..tiles.len() {
            match g.bag.draw(rng) {
                Some(t) => rack.push(t),
                None => break,
            }
        }
        g.bag.put_back(tiles.iter().copied());
        let p = &mut g.players[player];
        p.rack = rack;
        p.exchanges_used = p.exchanges_used.saturating_add(1);
        g.history.push(TurnRecord::Exchanged {
            player,
            count: tiles.len(),
        });
        g.move_number = g.move_number.saturating_add(1);
        let run = g.note_turn(false, false);
        g.after_run(run, rng);
        Ok(g)
    }
    /// Pass (also what a move time-out does). In Letterbox a round of passes deals new
    /// letters ([`PassOut::NewLetters`]), drawn with `rng`.
    pub fn pass(&self, player: usize, rng: &mut dyn RngCore) -> Result<Game, PlayError> {
        self.check_turn(player)?;
        let mut g = self.clone();
        g.history.push(TurnRecord::Passed { player });
        g.move_number = g.move_number.saturating_add(1);
        let run = g.note_turn(true, false);
        g.after_run(run, rng);
        Ok(g)
    }
    /// Lay a move and settle it at once by the dictionary (the void challenge rule, and any
    /// tool that wants a move checked as it is laid): a move with a word not in `words` is
    /// refused with [`PlayError::NotInDictionary`] and nothing changes; otherwise it stands.
    pub fn play(
        &self,
        player: usize,
        text: &MoveText,
        words: &dyn WordList,
        rng: &mut dyn RngCore,
    ) -> Result<(Game, u32), PlayError> {
        let mv = self.evaluate(player, text)?;
        let alphabet = self.variant().alphabet();
        let mut invalid: Vec<String> = Vec::new();
        for w in &mv.words {
            if !words.contains(&w.letters) {
                let text = alphabet.decode(&w.letters);
                if !invalid.contains(&text) {
                    invalid.push(text);
                }
            }
        }
        if !invalid.is_empty() {
            return Err(PlayError::NotInDictionary(invalid));
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        let score = g.stand(Pending { author: player, mv }, rng)?;
        Ok((g, score))
    }
    /// Every active player is over their game time limit (the table keeps the clocks): the
    /// game ends and each loses the value of their own rack ("wszyscy gracze przekroczą czas
    /// na grę"). A pending move is dropped. Refused in a variant without that ending.
    pub fn time_over(&self) -> Result<Game, PlayError> {
        if self.variant().end.time_over == TimeOverRule::Never {
            return Err(PlayError::NoGameClock);
        }
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let mut g = self.clone();
        g.move_number = g.move_number.saturating_add(1);
        g.end(Ending::TimeOver);
        Ok(g)
    }
    /// Resign: the player leaves; with one player left the game ends. A player may resign
    /// on anyone's turn, but not while a move is pending.
    pub fn resign(&self, player: usize) -> Result<Game, PlayError> {
        match self.phase {
            Phase::Over { .. } => return Err(PlayError::GameOver),
            Phase::Pending(_) => return Err(PlayError::MovePending),
            Phase::Playing => {}
        }
        let Some(state) = self.players.get(player) else {
            return Err(PlayError::NoSuchPlayer(player));
        };
        if state.resigned {
            return Err(PlayError::NotYourTurn);
        }
        let mut g = self.clone();
        g.players[player].resigned = true;
        g.players[player].skips_next_turn = false;
        g.history.push(TurnRecord::Resigned { player });
        g.move_number = g.move_number.saturating_add(1);
        g.passes_in_row = 0;
        g.agreed.retain(|&p| p != player);
        if g.active_players() <= 1 {
            g.end(Ending::Resigned);
        } else if g.turn == player {
            g.next_turn();
        }
        if !g.is_over() && g.everyone_agreed() {
            g.end(Ending::Agreed);
        }
        Ok(g)
    }
    /// Agree to end the game (the simple level: "Игра заканчивается по желанию игроков"), on
    /// any turn but not while a move is pending. When every player still in the game has
    /// agreed, it ends with no winner. A move that stands lapses the agreements so far.
    pub fn agree_end(&self, player: usize) -> Result<Game, PlayError> {
        match self.phase {
            Phase::Over { .. } => return Err(PlayError::GameOver),
            Phase::Pending(_) => return Err(PlayError::MovePending),
            Phase::Playing => {}
        }
        if self.options.scored() {
            return Err(PlayError::NotInThisLevel);
        }
        let Some(state) = self.players.get(player) else {
            return Err(PlayError::NoSuchPlayer(player));
        };
        if state.resigned {
            return Err(PlayError::NotYourTurn);
        }
        if self.agreed.contains(&player) {
            return Err(PlayError::AlreadyAgreed);
        }
        let mut g = self.clone();
        g.agreed.push(player);
        g.agreed.sort_unstable();
        if g.everyone_agreed() {
            g.move_number = g.move_number.saturating_add(1);
            g.end(Ending::Agreed);
        }
        Ok(g)
    }
    /// True when every player still in the game has agreed to end it.
    fn everyone_agreed(&self) -> bool {
        !self.agreed.is_empty()
            && (0..self.players.len())
                .filter(|&i| !self.players[i].resigned)
                .all(|i| self.agreed.contains(&i))
    }
    /// End the game from outside (moderator or creator), scores as they stand. A pending
    /// move is dropped (its tiles never left the rack). An ended game is returned as it is.
    pub fn stop(&self) -> Game {
        let mut g = self.clone();
        if !g.is_over() {
            g.move_number = g.move_number.saturating_add(1);
            g.end(Ending::Stopped);
        }
        g
    }
}
