//! [`Play`]: one generated placement, a plain value with no heap (the generator fills a
//! `Vec<Play>` without an allocation per candidate), and its conversions to the rules'
//! types and to GCG notation.

use crate::lexicon::{Alphabet, Letter};
use crate::rules::{BoardTile, Direction, MoveText, Pos, Tile, TypedCell};

/// The longest line of any board (Literki is 17 wide).
pub const MAX_LINE: usize = 17;

/// A placement: the main word from `start` in `direction`, which squares are new tiles and
/// which of those are blanks, and its score under the variant's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    /// The main word's first square.
    pub start: Pos,
    /// Its direction.
    pub direction: Direction,
    /// Squares in the main word (tiles laid and tiles played through).
    pub len: u8,
    /// The letter on each square of the main word.
    pub letters: [u8; MAX_LINE],
    /// Bit `i`: square `i` of the main word is a new tile.
    pub new: u32,
    /// Bit `i`: the new tile on square `i` is a blank.
    pub blanks: u32,
    /// Bit `i`: square `i` held a blank that the play takes by laying the real letter there
    /// (Эрудит's blank swap); the taken blank is among the new tiles.
    pub taken: u32,
    /// Points, as [`crate::rules::Game::evaluate`] scores it.
    pub score: u32,
}

impl Play {
    /// How many tiles the play lays.
    pub fn tile_count(&self) -> u32 {
        self.new.count_ones()
    }

    /// The square of the main word's `i`-th letter.
    pub fn square(&self, i: usize) -> Pos {
        let i = i as u8;
        match self.direction {
            Direction::Across => Pos::new(self.start.row, self.start.col + i),
            Direction::Down => Pos::new(self.start.row + i, self.start.col),
        }
    }

    /// The new tiles, each with its square.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, BoardTile)> + '_ {
        (0..self.len as usize)
            .filter(|&i| self.new & (1 << i) != 0)
            .map(|i| {
                let letter = Letter(self.letters[i]);
                let tile = if self.blanks & (1 << i) != 0 {
                    BoardTile::blank(letter)
                } else {
                    BoardTile::letter(letter)
                };
                (self.square(i), tile)
            })
    }

    /// The tiles the play takes from the rack: the new tiles, except that a blank taken
    /// from the board is laid instead of a rack blank, and the real letter laid on the
    /// blank's square comes from the rack.
    pub fn rack_tiles(&self) -> Vec<Tile> {
        let mut used: Vec<Tile> = self.tiles().map(|(_, t)| t.tile()).collect();
        for i in (0..self.len as usize).filter(|&i| self.taken & (1 << i) != 0) {
            if let Some(b) = used.iter().position(|&t| t == Tile::Blank) {
                used.swap_remove(b);
            }
            used.push(Tile::Letter(Letter(self.letters[i])));
        }
        used
    }

    /// The play as the rules read a typed move: new letters (blanks marked), board letters
    /// in parentheses, a taken blank as `!x`.
    pub fn to_move_text(&self) -> MoveText {
        let cells = (0..self.len as usize)
            .map(|i| {
                let letter = Letter(self.letters[i]);
                if self.taken & (1 << i) != 0 {
                    TypedCell::TakeBlank(letter)
                } else if self.new & (1 << i) == 0 {
                    TypedCell::OnBoardLetter(letter)
                } else {
                    TypedCell::Letter {
                        letter,
                        blank: self.blanks & (1 << i) != 0,
                    }
                }
            })
            .collect();
        MoveText {
            start: self.start,
            direction: self.direction,
            cells,
        }
    }

    /// GCG notation: `8H WORD` across, `H8 WORD` down; letters already on the board in
    /// parentheses, a blank as its letter in lowercase: `8H A(B)c`; a blank taken from the
    /// board by laying the real letter (Эрудит) as `!X` (our notation; GCG has none).
    pub fn to_gcg(&self, alphabet: &Alphabet) -> String {
        let col = (b'A' + self.start.col) as char;
        let row = self.start.row as u32 + 1;
        let mut text = match self.direction {
            Direction::Across => format!("{row}{col} "),
            Direction::Down => format!("{col}{row} "),
        };
        let mut open = false;
        for i in 0..self.len as usize {
            let letter = Letter(self.letters[i]);
            let new = self.new & (1 << i) != 0 || self.taken & (1 << i) != 0;
            if !new && !open {
                text.push('(');
                open = true;
            }
            if new && open {
                text.push(')');
                open = false;
            }
            if self.taken & (1 << i) != 0 {
                text.push('!');
                text.push(alphabet.upper(letter));
            } else if self.blanks & (1 << i) != 0 {
                text.push(alphabet.lower(letter));
            } else {
                text.push(alphabet.upper(letter));
            }
        }
        if open {
            text.push(')');
        }
        text
    }
}
