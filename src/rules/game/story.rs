//! The story of a game, rebuilt from its record: the board (tiles and their owners) and
//! every player's score after each turn, as a replay or a score chart shows them.
//!
//! A turn is a record of a player's turn: a move that stood or was rejected, an exchange, a
//! pass, a lost turn, a resignation. What a turn brought about (an opponent's rack swapped
//! on a WYM field, the board cleared, new letters for everyone) belongs to that turn. The
//! story is checked against the game it comes from: its last board is the game's board and
//! its scores plus the end-game adjustments are the game's scores, or it is an error (a game
//! set up by hand starts from a board the record does not hold).

use super::*;

/// One turn of the story.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoryTurn {
    /// The turn's record: [`TurnRecord::Played`], `Rejected`, `Exchanged`, `Passed`,
    /// `Skipped` or `Resigned`.
    pub record: TurnRecord,
    /// What the turn brought about, in order: [`TurnRecord::RackExchanged`],
    /// [`TurnRecord::BoardCleared`], [`TurnRecord::NewLetters`].
    pub effects: Vec<TurnRecord>,
    /// The board right after the turn, with a move's tiles laid (before a clearing it
    /// brought about, so that the move can be shown).
    pub board: Board,
    /// Who owns each tile of [`StoryTurn::board`], row by row (word takeover; all None in
    /// the other variants).
    pub owners: Vec<Option<u8>>,
    /// Every player's score after the turn (before the end-game adjustments).
    pub scores: Vec<i32>,
}

impl StoryTurn {
    /// The player whose turn it was.
    pub fn player(&self) -> usize {
        match &self.record {
            TurnRecord::Played { player, .. }
            | TurnRecord::Rejected { player, .. }
            | TurnRecord::Exchanged { player, .. }
            | TurnRecord::Passed { player }
            | TurnRecord::Skipped { player }
            | TurnRecord::Resigned { player }
            | TurnRecord::RackExchanged { player, .. }
            | TurnRecord::BoardCleared { player, .. } => *player,
            TurnRecord::NewLetters => 0,
        }
    }

    /// The move laid, when the turn laid one that stood.
    pub fn played(&self) -> Option<&ScoredMove> {
        match &self.record {
            TurnRecord::Played { mv, .. } => Some(mv),
            _ => None,
        }
    }

    /// True when the turn's move cleared the board afterwards (Letterbox).
    pub fn cleared_board(&self) -> bool {
        self.effects
            .iter()
            .any(|e| matches!(e, TurnRecord::BoardCleared { .. }))
    }
}

/// A game's story: where it started, each turn, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Story {
    /// The variant.
    pub variant: VariantId,
    /// The empty board the game started on.
    pub start: Board,
    /// Every turn, in order.
    pub turns: Vec<StoryTurn>,
    /// The board at the end (the game's board: after a last clearing, if any).
    pub board: Board,
    /// Who owns each tile of [`Story::board`], row by row.
    pub owners: Vec<Option<u8>>,
    /// The end-game adjustments per player (all 0 while the game goes on or when the ending
    /// has none).
    pub adjustments: Vec<i32>,
    /// Every player's score at the end, after the adjustments (the game's scores).
    pub final_scores: Vec<i32>,
}

impl Story {
    /// How many players.
    pub fn players(&self) -> usize {
        self.final_scores.len()
    }

    /// Every player's score before the first turn (all 0).
    pub fn start_scores(&self) -> Vec<i32> {
        vec![0; self.players()]
    }

    /// The turn whose move scored the most (the first of several), if any move stood.
    pub fn biggest_move(&self) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        for (i, turn) in self.turns.iter().enumerate() {
            if let Some(mv) = turn.played() {
                if best.is_none_or(|(_, s)| mv.score > s) {
                    best = Some((i, mv.score));
                }
            }
        }
        best.map(|(i, _)| i)
    }

    /// The squares of the tiles a turn laid (empty for a turn that laid none).
    pub fn fresh(&self, turn: usize) -> Vec<Pos> {
        self.turns
            .get(turn)
            .and_then(StoryTurn::played)
            .map(ScoredMove::squares)
            .unwrap_or_default()
    }
}

/// Why a game's story could not be told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoryError {
    /// Replaying the record on an empty board does not give the game's board.
    #[error("the record does not lead to the game's board (was the game set up by hand?)")]
    BoardDiffers,
    /// Replaying the record does not give the game's scores.
    #[error("the record does not add up to the game's scores (was the game set up by hand?)")]
    ScoresDiffer,
    /// A record names a player the game does not have.
    #[error("the record names player {0}, who is not in the game")]
    NoSuchPlayer(usize),
}

/// The board and owners as a turn leaves them, and the scores.
struct Replay {
    board: Board,
    owners: Vec<Option<u8>>,
    scores: Vec<i32>,
}

impl Replay {
    /// Lays a move that stood, as [`Game::stand`](super::Game) does: taken blanks get their
    /// real letter, the new tiles go down, and (word takeover) the author owns the tiles
    /// laid and taken.
    fn lay(&mut self, game: &Game, player: usize, mv: &ScoredMove) -> Result<(), StoryError> {
        if player >= self.scores.len() {
            return Err(StoryError::NoSuchPlayer(player));
        }
        for &(p, l) in &mv.swaps {
            self.board.set(p, Some(BoardTile::letter(l)));
        }
        for &(p, t) in &mv.tiles {
            self.board.set(p, Some(t));
        }
        if game.variant().hooks.word_takeover == WordTakeover::ExtendedWord {
            let (w, h) = (self.board.width(), self.board.height());
            for p in mv.squares().into_iter().chain(mv.taken.iter().copied()) {
                takeover::set_owner_in(&mut self.owners, w, h, p, player);
            }
        }
        if game.options().scored() {
            self.scores[player] = self.scores[player].saturating_add(mv.points());
        }
        Ok(())
    }

    /// The board as it is, with an owner (or None) for every square.
    fn owners_grid(&self) -> Vec<Option<u8>> {
        let n = usize::from(self.board.width()) * usize::from(self.board.height());
        let mut owners = self.owners.clone();
        owners.resize(n, None);
        owners
    }
}

impl Game {
    /// The game's story, rebuilt from its record and checked against the game.
    pub fn story(&self) -> Result<Story, StoryError> {
        let v = self.variant();
        let n = self.players.len();
        let start = Board::empty(v.width, v.height);
        let mut replay = Replay {
            board: start.clone(),
            owners: Vec::new(),
            scores: vec![0; n],
        };
        let mut turns: Vec<StoryTurn> = Vec::new();
        for record in &self.history {
            match record {
                TurnRecord::RackExchanged { .. } | TurnRecord::NewLetters => {
                    if let Some(last) = turns.last_mut() {
                        last.effects.push(record.clone());
                    }
                }
                TurnRecord::BoardCleared { .. } => {
                    replay.board = Board::empty(v.width, v.height);
                    replay.owners.clear();
                    if let Some(last) = turns.last_mut() {
                        last.effects.push(record.clone());
                    }
                }
                turn => {
                    if let TurnRecord::Played { player, mv } = turn {
                        replay.lay(self, *player, mv)?;
                    }
                    turns.push(StoryTurn {
                        record: turn.clone(),
                        effects: Vec::new(),
                        board: replay.board.clone(),
                        owners: replay.owners_grid(),
                        scores: replay.scores.clone(),
                    });
                }
            }
        }
        if let Some(p) = turns.iter().map(StoryTurn::player).find(|&p| p >= n) {
            return Err(StoryError::NoSuchPlayer(p));
        }
        if &replay.board != self.board() {
            return Err(StoryError::BoardDiffers);
        }
        let adjustments = match &self.phase {
            Phase::Over { adjustments, .. } if adjustments.len() == n => adjustments.clone(),
            _ => vec![0; n],
        };
        let final_scores: Vec<i32> = self.players.iter().map(|p| p.score).collect();
        let added: Vec<i32> = replay
            .scores
            .iter()
            .zip(&adjustments)
            .map(|(s, a)| s.saturating_add(*a))
            .collect();
        if added != final_scores {
            return Err(StoryError::ScoresDiffer);
        }
        Ok(Story {
            variant: self.variant,
            start,
            turns,
            owners: replay.owners_grid(),
            board: replay.board,
            adjustments,
            final_scores,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::MemoryWordList;
    use crate::rules::parse_move;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    /// Tiles of these letters (Literaki's alphabet).
    fn tiles(letters: &str) -> Vec<Tile> {
        let a = VariantId::Literaki.variant().alphabet();
        letters
            .chars()
            .filter_map(|c| a.letter(c))
            .map(Tile::Letter)
            .collect()
    }

    /// A two-player Literaki game with known racks and bag, player 0 to move.
    fn literaki() -> (Game, StdRng) {
        let mut setup = GameSetup::new(VariantId::Literaki, 2);
        setup.players[0].rack = Rack::new(tiles("kotaeit"));
        setup.players[1].rack = Rack::new(tiles("itaeiyo"));
        setup.bag = tiles("abcdefghijklmnoprstuwyz");
        (setup.into_game().expect("a game"), StdRng::seed_from_u64(3))
    }

    /// Lays `text` for the player to move and has it accepted.
    fn lay(g: &Game, text: &str, rng: &mut StdRng) -> Game {
        let m = parse_move(text, g.variant()).expect("move");
        let words = MemoryWordList::default();
        let pending = g.submit(g.turn(), &m).expect("submitted");
        pending
            .settle(Settlement::Accepted, &words, rng)
            .expect("settled")
            .0
    }

    /// Each turn's board has the tiles laid so far; passes keep it; scores run up.
    #[test]
    fn a_story_has_a_board_and_scores_after_each_turn() {
        let (g, mut rng) = literaki();
        let g = lay(&g, "8H KOT", &mut rng);
        let g = g.pass(1, &mut rng).expect("pass");
        let g = lay(&g, "H8 KIT", &mut rng);
        let s = g.story().expect("story");
        assert_eq!(s.turns.len(), 3);
        assert_eq!(s.turns[0].board.tiles().count(), 3);
        assert_eq!(s.turns[1].board, s.turns[0].board);
        assert_eq!(s.turns[2].board.tiles().count(), 5);
        assert_eq!(&s.board, g.board());
        let first = s.turns[0].played().expect("played").score as i32;
        assert_eq!(s.turns[0].scores, vec![first, 0]);
        assert_eq!(s.turns[1].scores, vec![first, 0]);
        assert_eq!(s.final_scores[0], s.turns[2].scores[0]);
        assert_eq!(s.fresh(2).len(), 2);
        assert!(s.fresh(1).is_empty());
    }

    /// The biggest move is the one that scored most, the first on a tie.
    #[test]
    fn the_biggest_move_is_the_highest_scoring_one() {
        let (g, mut rng) = literaki();
        let g = lay(&g, "8H KOT", &mut rng);
        let g = lay(&g, "H8 KIT", &mut rng);
        let s = g.story().expect("story");
        let scores: Vec<u32> = s
            .turns
            .iter()
            .map(|t| t.played().map_or(0, |m| m.score))
            .collect();
        let best = s.biggest_move().expect("a move stood");
        assert!(scores.iter().all(|&x| x <= scores[best]));
        assert_eq!(scores.iter().position(|&x| x == scores[best]), Some(best));
    }

    /// A game set up by hand with tiles already down has a board its record does not hold.
    #[test]
    fn a_game_set_up_with_tiles_is_not_a_story() {
        let mut setup = GameSetup::new(VariantId::Literaki, 2);
        let a = VariantId::Literaki.variant().alphabet();
        let l = a.letter('a').expect("a");
        setup.board.set(Pos::new(7, 7), Some(BoardTile::letter(l)));
        let g = setup.into_game().expect("a game");
        assert_eq!(g.story(), Err(StoryError::BoardDiffers));
    }
}
