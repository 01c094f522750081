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
    /// A blank the play takes from the board (Эрудит's blank swap): its square, anywhere on
    /// the board, and the real letter laid there from the rack. The taken blank is among
    /// the new tiles.
    pub swap: Option<(Pos, Letter)>,
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
        if let Some((_, letter)) = self.swap {
            if let Some(b) = used.iter().position(|&t| t == Tile::Blank) {
                used.swap_remove(b);
            }
            used.push(Tile::Letter(letter));
        }
        used
    }

    /// The index in the main word of the swapped square, when it lies in the word.
    fn swap_in_word(&self) -> Option<usize> {
        let (pos, _) = self.swap?;
        (0..self.len as usize).find(|&i| self.square(i) == pos)
    }

    /// The play as the rules read a typed move: new letters (blanks marked), board letters
    /// in parentheses, a taken blank as `!x` in the word, or `!K5x` after it when its
    /// square lies elsewhere.
    pub fn to_move_text(&self) -> MoveText {
        let in_word = self.swap_in_word();
        let cells = (0..self.len as usize)
            .map(|i| {
                let letter = Letter(self.letters[i]);
                if in_word == Some(i) {
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
            take_blanks: match (self.swap, in_word) {
                (Some(swap), None) => vec![swap],
                _ => Vec::new(),
            },
        }
    }

    /// GCG notation: `8H WORD` across, `H8 WORD` down; letters already on the board in
    /// parentheses, a blank as its letter in lowercase: `8H A(B)c`; a blank taken from the
    /// board by laying the real letter (Эрудит) as `!K5X` after the word (our notation, as
    /// [`crate::gcg`] writes and reads it; GCG has none), its square then played through.
    pub fn to_gcg(&self, alphabet: &Alphabet) -> String {
        let col = (b'A' + self.start.col) as char;
        let row = u32::from(self.start.row) + 1;
        let mut text = match self.direction {
            Direction::Across => format!("{row}{col} "),
            Direction::Down => format!("{col}{row} "),
        };
        let mut open = false;
        for i in 0..self.len as usize {
            let letter = Letter(self.letters[i]);
            let new = self.new & (1 << i) != 0;
            if !new && !open {
                text.push('(');
                open = true;
            }
            if new && open {
                text.push(')');
                open = false;
            }
            if self.blanks & (1 << i) != 0 {
                text.push(alphabet.lower(letter));
            } else {
                text.push(alphabet.upper(letter));
            }
        }
        if open {
            text.push(')');
        }
        if let Some((pos, letter)) = self.swap {
            text.push_str(&format!(" !{}{}", pos.name(), alphabet.upper(letter)));
        }
        text
    }
}
