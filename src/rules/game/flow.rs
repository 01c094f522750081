//! The turn machinery behind the public actions: a move standing (tiles down, owners,
//! score, board clearing, refill, WYM), whose turn is next (penalty skips, resignations, the
//! target-score round), the runs of passes that deal new letters or end a game, and the end
//! with its adjustments.

use super::*;

/// What a turn did to the run of passes (or scoreless turns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Run {
    /// The game goes on.
    Continues,
    /// A round of passes: every player gets new letters ([`PassOut::NewLetters`]).
    NewLetters,
    /// The run ends the game.
    EndsGame,
}

impl Game {
    /// The pending move stands: tiles to the board, points to the author, rack refilled,
    /// then the game ends (went out) or the turn moves on.
    pub(super) fn stand(
        &mut self,
        pending: Pending,
        rng: &mut dyn RngCore,
    ) -> Result<u32, PlayError> {
        let author = pending.author;
        let used: Vec<Tile> = pending.mv.rack_tiles();
        let alphabet = self.variant().alphabet();
        let Some(player) = self.players.get(author) else {
            return Err(PlayError::NoSuchPlayer(author));
        };
        let Some(mut rack) = player.rack.remove_all(&used) else {
            let missing = player.rack.first_missing(&used);
            let c = match missing {
                Some(Tile::Letter(l)) => alphabet.upper(l),
                _ => '?',
            };
            return Err(PlayError::Move(MoveError::NotOnRack(c)));
        };
        for &(p, l) in &pending.mv.swaps {
            self.board.set(p, Some(BoardTile::letter(l)));
        }
        for &(p, t) in &pending.mv.tiles {
            self.board.set(p, Some(t));
        }
        if self.variant().hooks.word_takeover == WordTakeover::ExtendedWord {
            for p in pending
                .mv
                .squares()
                .into_iter()
                .chain(pending.mv.taken.clone())
            {
                self.set_owner(p, author);
            }
        }
        let clears = self.variant().hooks.board_clearing == BoardClearing::OnClearingField
            && pending
                .mv
                .tiles
                .iter()
                .any(|&(p, _)| self.variant().premium(p) == Premium::Clearing);
        let wym = pending
            .mv
            .tiles
            .iter()
            .any(|&(p, _)| self.variant().premium(p) == Premium::Exchange);
        let score = pending.mv.score;
        if self.options.scored() {
            let p = &mut self.players[author];
            p.score = p.score.saturating_add(pending.mv.points());
        }
        self.agreed.clear();
        self.history.push(TurnRecord::Played {
            player: author,
            mv: pending.mv,
        });
        if clears {
            self.clear_board(author);
        }
        let rack_size = self.rack_size();
        while rack.len() < rack_size {
            match self.bag.draw(rng) {
                Some(t) => rack.push(t),
                None => break,
            }
        }
        let went_out = rack.is_empty() && self.bag.is_empty();
        self.players[author].rack = rack;
        self.phase = Phase::Playing;
        let reached = self
            .target()
            .is_some_and(|t| self.players[author].score >= t as i32);
        if reached {
            match self.variant().hooks.target {
                TargetScore::FirstToReach { .. } => {
                    self.end(Ending::TargetReached);
                    return Ok(score);
                }
                TargetScore::FinishRound { .. } => self.last_round = true,
                TargetScore::None => {}
            }
        }
        let run = self.note_turn(false, score > 0);
        if went_out {
            self.end(Ending::WentOut { player: author });
        } else {
            if wym {
                self.wym_exchange(author, rng);
            }
            self.after_run(run, rng);
        }
        Ok(score)
    }

    /// Moves the turn on; in the last round (someone reached the target), the game ends when
    /// the turn comes back round to the first player's seat, so every player has had as
    /// many turns (a turn lost as a penalty counts as a turn of the round it falls in).
    pub(super) fn next_turn(&mut self) {
        let n = self.players.len();
        if !self.last_round || n == 0 {
            self.advance_turn();
            return;
        }
        let first = self.first_player % n;
        let mut t = self.turn;
        for _ in 0..(2 * n + 1) {
            t = (t + 1) % n;
            if t == first {
                self.turn = t;
                self.end(Ending::TargetReached);
                return;
            }
            let p = &mut self.players[t];
            if p.resigned {
                continue;
            }
            if p.skips_next_turn {
                p.skips_next_turn = false;
                self.history.push(TurnRecord::Skipped { player: t });
                continue;
            }
            break;
        }
        self.turn = t;
    }

    /// Counts a turn in the run of passes ([`PassOut`]): `pass` for a pass, `scored` for a
    /// play that scored points. Says whether the run deals new letters or ends the game.
    pub(super) fn note_turn(&mut self, pass: bool, scored: bool) -> Run {
        let active = self.active_players().max(1);
        let (counts, per_player) = match self.variant().end.pass_out {
            PassOut::Passes { per_player } => (pass, per_player),
            PassOut::ScorelessTurns { per_player } => (!scored, per_player),
            PassOut::NewLetters { rounds } => (pass, rounds),
        };
        if counts {
            self.passes_in_row = self.passes_in_row.saturating_add(1);
        } else {
            self.passes_in_row = 0;
        }
        let n = self.passes_in_row as usize;
        if !counts {
            Run::Continues
        } else if n >= per_player as usize * active {
            Run::EndsGame
        } else if matches!(self.variant().end.pass_out, PassOut::NewLetters { .. })
            && n % active == 0
        {
            Run::NewLetters
        } else {
            Run::Continues
        }
    }

    /// Acts on what a turn did to the run: new letters for everyone, the end of the game
    /// (a draw under [`PassOut::NewLetters`], else [`Ending::AllPassed`]), or the next turn.
    pub(super) fn after_run(&mut self, run: Run, rng: &mut dyn RngCore) {
        match run {
            Run::EndsGame => {
                let ending = match self.variant().end.pass_out {
                    PassOut::NewLetters { .. } => Ending::Drawn,
                    _ => Ending::AllPassed,
                };
                self.end(ending);
            }
            Run::NewLetters => {
                self.new_letters(rng);
                self.next_turn();
            }
            Run::Continues => self.next_turn(),
        }
    }

    /// Every active player's letters go back to the bag, then each draws a full rack in seat
    /// order ("bekommt jeder Spieler ein Set neuer Buchstabensteine").
    fn new_letters(&mut self, rng: &mut dyn RngCore) {
        let rack_size = self.rack_size();
        for p in self.players.iter_mut().filter(|p| !p.resigned) {
            let old = std::mem::take(&mut p.rack);
            self.bag.put_back(old.tiles().iter().copied());
        }
        for p in self.players.iter_mut().filter(|p| !p.resigned) {
            while p.rack.len() < rack_size {
                match self.bag.draw(rng) {
                    Some(t) => p.rack.push(t),
                    None => break,
                }
            }
        }
        self.history.push(TurnRecord::NewLetters);
    }

    /// Board clearing: every tile on the board goes back to the bag (a blank as a blank),
    /// owners are forgotten, and the next word must cover the start field again.
    fn clear_board(&mut self, by: usize) {
        let tiles: Vec<Tile> = self.board.tiles().map(|(_, t)| t.tile()).collect();
        let count = tiles.len();
        self.bag.put_back(tiles);
        let (w, h) = (self.board.width(), self.board.height());
        self.board = Board::empty(w, h);
        self.owners.clear();
        self.history.push(TurnRecord::BoardCleared {
            player: by,
            tiles: count,
        });
    }

    /// The WYM hook: the victim's tiles go back to the bag and as many are drawn at random
    /// (new ones first, then the old ones return), recorded as [`TurnRecord::RackExchanged`].
    /// Nothing happens when the bag holds fewer tiles than the rule's minimum.
    pub(super) fn wym_exchange(&mut self, author: usize, rng: &mut dyn RngCore) {
        let Some(rule) = self.variant().hooks.wym else {
            return;
        };
        if self.bag.len() < rule.min_bag {
            return;
        }
        let victim = match rule.victim {
            WymVictim::NextOpponent => self.next_active(author),
        };
        let Some(victim) = victim.filter(|&v| v != author) else {
            return;
        };
        let old: Vec<Tile> = self.players[victim].rack.tiles().to_vec();
        let count = match rule.count {
            WymCount::WholeRack => old.len(),
        };
        let (back, keep) = old.split_at(count.min(old.len()));
        let mut rack = Rack::new(keep.to_vec());
        for _ in 0..back.len() {
            match self.bag.draw(rng) {
                Some(t) => rack.push(t),
                None => break,
            }
        }
        self.bag.put_back(back.iter().copied());
        self.players[victim].rack = rack;
        self.history.push(TurnRecord::RackExchanged {
            player: victim,
            by: author,
            count: back.len(),
        });
    }

    /// The next player after `player` in turn order who has not resigned.
    pub(super) fn next_active(&self, player: usize) -> Option<usize> {
        let n = self.players.len();
        (1..n)
            .map(|k| (player + k) % n)
            .find(|&i| !self.players[i].resigned)
    }

    /// Moves the turn to the next player who has not resigned; a player who must lose a turn
    /// has it recorded as skipped and the turn moves on.
    pub(super) fn advance_turn(&mut self) {
        let n = self.players.len();
        if n == 0 {
            return;
        }
        let mut t = self.turn;
        for _ in 0..(2 * n + 1) {
            t = (t + 1) % n;
            let p = &mut self.players[t];
            if p.resigned {
                continue;
            }
            if p.skips_next_turn {
                p.skips_next_turn = false;
                self.history.push(TurnRecord::Skipped { player: t });
                continue;
            }
            break;
        }
        self.turn = t;
    }

    /// Ends the game, applying the end-game adjustments of this ending.
    pub(super) fn end(&mut self, ending: Ending) {
        let v = self.variant();
        let rack_value =
            |p: &PlayerState| p.rack.tiles().iter().map(|&t| v.tile_value(t)).sum::<u32>() as i32;
        let mut adjustments = vec![0; self.players.len()];
        match ending {
            Ending::WentOut { player } => {
                let mut gain = 0;
                for (i, p) in self.players.iter().enumerate() {
                    if i != player && !p.resigned {
                        gain = rack_value(p).saturating_add(gain);
                        if v.end.out_bonus == OutBonus::GainsOpponentsRacks {
                            adjustments[i] = -rack_value(p);
                        }
                    }
                }
                adjustments[player] = match v.end.out_bonus {
                    OutBonus::GainsOpponentsRacks => gain,
                    OutBonus::TwiceOpponentsRacks => gain.saturating_mul(2),
                };
            }
            Ending::AllPassed | Ending::TimeOver => {
                for (i, p) in self.players.iter().enumerate() {
                    if !p.resigned {
                        adjustments[i] = -rack_value(p);
                    }
                }
            }
            Ending::Resigned
            | Ending::Stopped
            | Ending::TargetReached
            | Ending::Agreed
            | Ending::Drawn => {}
        }
        if !self.options.scored() {
            adjustments.iter_mut().for_each(|a| *a = 0);
        }
        for (p, a) in self.players.iter_mut().zip(&adjustments) {
            p.score = p.score.saturating_add(*a);
        }
        self.phase = Phase::Over {
            ending,
            adjustments,
        };
    }
}
