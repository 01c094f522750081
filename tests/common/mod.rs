//! Helpers shared by the rule scenario tests: building positions and playing moves in one
//! variant, written the way players write them. A test file includes it with `mod common;`.
#![allow(dead_code)]

use plansza::lexicon::{Letter, MemoryWordList};
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// A fixed random source, so scenarios repeat.
pub fn rng() -> StdRng {
    StdRng::seed_from_u64(7)
}

/// Tiles in a canonical order, to compare racks and bags as multisets.
pub fn sorted(mut t: Vec<Tile>) -> Vec<Tile> {
    t.sort();
    t
}

/// Scenario helpers for one variant.
#[derive(Debug, Clone, Copy)]
pub struct Scenario(pub VariantId);

impl Scenario {
    /// The variant's data.
    pub fn variant(self) -> &'static Variant {
        self.0.variant()
    }

    /// A letter of the variant's alphabet.
    pub fn letter(self, c: char) -> Letter {
        self.variant()
            .alphabet()
            .letter(c)
            .unwrap_or_else(|| panic!("`{c}` is a letter of {}", self.0.name()))
    }

    /// Tiles from text; `?` or `*` is a blank.
    pub fn tiles(self, s: &str) -> Vec<Tile> {
        s.chars()
            .map(|c| match c {
                '?' | '*' => Tile::Blank,
                _ => Tile::Letter(self.letter(c)),
            })
            .collect()
    }

    /// A well-formed typed move.
    pub fn mv(self, text: &str) -> MoveText {
        parse_move(text, self.variant()).expect("a well-formed move")
    }

    /// Lays the typed letters of a move straight onto a board (no rules; for positions).
    pub fn put(self, board: &mut Board, text: &str) {
        let m = self.mv(text);
        let (w, h) = (board.width(), board.height());
        for (i, cell) in m.cells.iter().enumerate() {
            let p = m
                .start
                .step(m.direction, i as i32, w, h)
                .expect("on the board");
            if let TypedCell::Letter { letter, blank } = *cell {
                board.set(p, Some(BoardTile { letter, blank }));
            }
        }
    }

    /// A setup with these racks and this bag, player 0 to move; the caller fills the board.
    pub fn setup(self, options: GameOptions, racks: &[&str], bag: &str) -> GameSetup {
        let mut s = GameSetup::new(self.0, racks.len());
        s.options = options;
        s.bag = self.tiles(bag);
        for (p, r) in s.players.iter_mut().zip(racks) {
            p.rack = Rack::new(self.tiles(r));
        }
        s
    }

    /// A game with these words on the board (typed moves), these racks and this bag.
    pub fn game(self, options: GameOptions, on_board: &[&str], racks: &[&str], bag: &str) -> Game {
        let mut s = self.setup(options, racks, bag);
        for w in on_board {
            self.put(&mut s.board, w);
        }
        s.into_game().expect("a valid setup")
    }

    /// A word list of the variant's language.
    pub fn words(self, list: &[&str]) -> MemoryWordList {
        MemoryWordList::new(self.variant().alphabet(), list.iter().copied())
    }

    /// The score a legal move would make.
    pub fn score(self, g: &Game, player: usize, text: &str) -> u32 {
        g.evaluate(player, &self.mv(text))
            .expect("a legal move")
            .score
    }

    /// Why a move is illegal.
    pub fn move_error(self, g: &Game, player: usize, text: &str) -> MoveError {
        match g.evaluate(player, &self.mv(text)) {
            Err(PlayError::Move(e)) => e,
            other => panic!("expected a move error, got {other:?}"),
        }
    }

    /// Submits a move and settles it as accepted.
    pub fn play(self, g: &Game, player: usize, text: &str) -> Game {
        g.submit(player, &self.mv(text))
            .expect("a legal move")
            .settle(Settlement::Accepted, &self.words(&[]), &mut rng())
            .expect("settles")
            .0
    }
}
