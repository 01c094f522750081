//! Variants as data: [`VariantId`] names one, [`Variant`] holds its board layout, tiles,
//! values and limits, [`Premium`] says what a square gives. The data of each variant lives
//! in [`crate::rules::variants`].

use super::pos::Pos;
use super::tiles::{BoardTile, Tile};
use crate::lexicon::Language;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// What a board square gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Premium {
    /// No premium.
    Plain,
    /// A coloured field (Literaki): a tile worth exactly this many points lying on it scores x3.
    Colour(u32),
    /// Letter x2.
    DoubleLetter,
    /// Letter x3.
    TripleLetter,
    /// Word x2.
    DoubleWord,
    /// Word x3.
    TripleWord,
}

/// Which variant a game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VariantId {
    /// Literaki: Polish, 15x15, tile colours give values.
    Literaki,
    /// Эрудит: Russian, 15x15, played to a target score; a blank on the board may be taken.
    Erudit,
}

static LITERAKI: LazyLock<Variant> = LazyLock::new(super::variants::literaki::variant);
static ERUDIT: LazyLock<Variant> = LazyLock::new(super::variants::erudit::variant);

impl VariantId {
    /// Every variant.
    pub const ALL: &'static [VariantId] = &[VariantId::Literaki, VariantId::Erudit];

    /// The variant's name as typed in commands (`literaki`).
    pub fn name(self) -> &'static str {
        match self {
            VariantId::Literaki => "literaki",
            VariantId::Erudit => "erudit",
        }
    }

    /// The variant with this command name (case-insensitive).
    pub fn from_name(name: &str) -> Option<VariantId> {
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The variant's data.
    pub fn variant(self) -> &'static Variant {
        match self {
            VariantId::Literaki => &LITERAKI,
            VariantId::Erudit => &ERUDIT,
        }
    }
}

/// A variant's data: board, tiles, values, limits.
#[derive(Debug)]
pub struct Variant {
    /// Its id.
    pub id: VariantId,
    /// Its language (alphabet and dictionary).
    pub language: Language,
    /// Board width (columns).
    pub width: u8,
    /// Board height (rows).
    pub height: u8,
    /// The start square the first word must cover.
    pub start: Pos,
    /// Premium of every square, row by row.
    pub premiums: Vec<Premium>,
    /// How many of each tile the bag starts with.
    pub tile_counts: Vec<(Tile, u8)>,
    /// Points of each letter, by letter index.
    pub letter_values: Vec<u32>,
    /// Tiles on a full rack.
    pub rack_size: usize,
    /// Bonus for playing a whole rack.
    pub bingo_bonus: u32,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// An exchange needs at least this many tiles in the bag.
    pub exchange_min_bag: usize,
    /// Most exchanges per player per game (None: unlimited).
    pub exchange_limit: Option<u8>,
    /// Points of a blank wherever it lies (0 in most variants; Эрудит: 3).
    pub blank_value: u32,
    /// Rule hook "blank swap": a player may lay the real letter on a blank lying on the
    /// board and take the blank, which must be laid in the same move (Эрудит).
    pub blank_swap: bool,
    /// Rule hook "target score": the game is played to this score by default and ends when
    /// the round in which someone reaches it is complete (None: no target).
    pub target_score: Option<u32>,
}

impl Variant {
    /// The premium of a square (Plain off the board).
    pub fn premium(&self, pos: Pos) -> Premium {
        if pos.row >= self.height || pos.col >= self.width {
            return Premium::Plain;
        }
        self.premiums
            .get(pos.row as usize * self.width as usize + pos.col as usize)
            .copied()
            .unwrap_or(Premium::Plain)
    }
    /// Points of a tile as placed (a blank: the variant's `blank_value`).
    pub fn value(&self, tile: BoardTile) -> u32 {
        if tile.blank {
            self.blank_value
        } else {
            self.letter_values
                .get(tile.letter.index())
                .copied()
                .unwrap_or(0)
        }
    }
    /// Points of a rack tile (a blank: the variant's `blank_value`).
    pub fn tile_value(&self, tile: Tile) -> u32 {
        match tile {
            Tile::Blank => self.blank_value,
            Tile::Letter(l) => self.letter_values.get(l.index()).copied().unwrap_or(0),
        }
    }
    /// Every tile of a full bag, one entry per tile.
    pub fn full_bag(&self) -> Vec<Tile> {
        self.tile_counts
            .iter()
            .flat_map(|&(t, n)| std::iter::repeat_n(t, n as usize))
            .collect()
    }
    /// The alphabet of the variant's language.
    pub fn alphabet(&self) -> &'static crate::lexicon::Alphabet {
        self.language.alphabet()
    }
    /// True when the square lies on the board.
    pub fn on_board(&self, pos: Pos) -> bool {
        pos.row < self.height && pos.col < self.width
    }
}
