//! Tiles and where they wait: [`Tile`] (a letter or a blank), [`BoardTile`] (a tile as laid),
//! a player's [`Rack`] and the [`Bag`] of undrawn tiles.

use crate::lexicon::Letter;
use rand::RngCore;
use serde::{Deserialize, Serialize};

/// A tile in the bag or on a rack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tile {
    /// A letter tile.
    Letter(Letter),
    /// A blank, which stands for any letter once played.
    Blank,
}

/// A tile lying on the board: its letter, and whether it is a blank standing for that letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardTile {
    /// The letter shown.
    pub letter: Letter,
    /// True when the tile is a blank (worth 0).
    pub blank: bool,
}

impl BoardTile {
    /// A real letter tile.
    pub fn letter(letter: Letter) -> BoardTile {
        BoardTile {
            letter,
            blank: false,
        }
    }

    /// A blank standing for `letter`.
    pub fn blank(letter: Letter) -> BoardTile {
        BoardTile {
            letter,
            blank: true,
        }
    }

    /// The rack tile this board tile came from (a blank goes back as a blank).
    pub fn tile(self) -> Tile {
        if self.blank {
            Tile::Blank
        } else {
            Tile::Letter(self.letter)
        }
    }
}

/// A player's rack.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rack {
    tiles: Vec<Tile>,
}

impl Rack {
    /// A rack holding these tiles.
    pub fn new(tiles: Vec<Tile>) -> Rack {
        Rack { tiles }
    }
    /// The tiles, in the order they were drawn.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }
    /// How many tiles are on the rack.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }
    /// True when the rack holds no tile.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
    /// How many copies of a tile the rack holds.
    pub fn count(&self, tile: Tile) -> usize {
        self.tiles.iter().filter(|&&t| t == tile).count()
    }
    /// True when every tile of `tiles` (as a multiset) is on the rack.
    pub fn contains_all(&self, tiles: &[Tile]) -> bool {
        self.first_missing(tiles).is_none()
    }
    /// The first tile of `tiles` (as a multiset) the rack lacks, if any.
    pub fn first_missing(&self, tiles: &[Tile]) -> Option<Tile> {
        let mut left = self.tiles.clone();
        for t in tiles {
            match left.iter().position(|x| x == t) {
                Some(i) => {
                    left.swap_remove(i);
                }
                None => return Some(*t),
            }
        }
        None
    }
    /// Takes these tiles off the rack; None (and no change) if one is missing.
    pub fn remove_all(&self, tiles: &[Tile]) -> Option<Rack> {
        let mut left = self.tiles.clone();
        for t in tiles {
            let i = left.iter().position(|x| x == t)?;
            left.remove(i);
        }
        Some(Rack { tiles: left })
    }
    /// Puts a tile on the rack.
    pub fn push(&mut self, tile: Tile) {
        self.tiles.push(tile);
    }
}

/// The bag of tiles not yet drawn. Order does not matter: each draw picks a tile at random.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bag {
    tiles: Vec<Tile>,
}

impl Bag {
    /// A bag holding these tiles.
    pub fn new(tiles: Vec<Tile>) -> Bag {
        Bag { tiles }
    }
    /// Tiles left.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }
    /// True when no tile is left.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
    /// The tiles left, in no meaningful order.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }
    /// Draws one tile at random, or None from an empty bag.
    pub fn draw(&mut self, rng: &mut dyn RngCore) -> Option<Tile> {
        if self.tiles.is_empty() {
            return None;
        }
        let i = (rng.next_u64() % self.tiles.len() as u64) as usize;
        Some(self.tiles.swap_remove(i))
    }
    /// Puts tiles back into the bag.
    pub fn put_back(&mut self, tiles: impl IntoIterator<Item = Tile>) {
        self.tiles.extend(tiles);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn rack_removes_a_multiset() {
        let a = Tile::Letter(Letter(0));
        let rack = Rack::new(vec![a, Tile::Blank, a]);
        assert_eq!(rack.count(a), 2);
        assert!(rack.contains_all(&[a, a]));
        assert_eq!(rack.first_missing(&[a, a, a]), Some(a));
        let left = rack.remove_all(&[a, Tile::Blank]);
        assert_eq!(left.map(|r| r.tiles().to_vec()), Some(vec![a]));
        assert_eq!(rack.remove_all(&[Tile::Blank, Tile::Blank]), None);
    }

    #[test]
    fn bag_draws_until_empty() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let mut bag = Bag::new(vec![Tile::Blank, Tile::Letter(Letter(3))]);
        assert!(bag.draw(&mut rng).is_some());
        assert!(bag.draw(&mut rng).is_some());
        assert_eq!(bag.draw(&mut rng), None);
        assert!(bag.is_empty());
    }
}
