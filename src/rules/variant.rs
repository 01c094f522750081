//! Variants as data: [`VariantId`] names one, [`Variant`] holds its board layout, tiles,
//! values, limits and rule choices ([`crate::rules::hooks`]), [`Premium`] says what a square
//! gives. These are the types only: the data of each variant, and the list that gives a
//! [`VariantId`] its data ([`VariantId::variant`]), live in [`crate::rules::variants`], which
//! imports this file (never the other way).

use super::hooks::{ChallengeRule, EndRules, ExchangeRule, Hooks};
use super::pos::{Direction, Pos};
use super::tiles::{BoardTile, Tile};
use crate::lexicon::Language;
use serde::{Deserialize, Serialize};

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
    /// Literki's 4S: a word that starts or ends here running the way the arrow points scores
    /// x4 (only when a new tile lies here).
    QuadWordArrow(Arrow),
    /// Literki's WYM: a word laid through it (a new tile here) makes an opponent exchange
    /// tiles at random (see [`crate::rules::hooks::WymRule`]).
    Exchange,
    /// Letterbox's yellow field: a letter laid here scores x2, and once the move is scored the
    /// board is cleared (see [`crate::rules::hooks::BoardClearing`]).
    Clearing,
}

/// Which way a 4S field's arrow points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arrow {
    /// Towards higher columns.
    Right,
    /// Towards lower columns.
    Left,
    /// Towards higher rows.
    Down,
    /// Towards lower rows.
    Up,
}

impl Arrow {
    /// The direction of the words the arrow counts for.
    pub fn direction(self) -> Direction {
        match self {
            Arrow::Right | Arrow::Left => Direction::Across,
            Arrow::Down | Arrow::Up => Direction::Down,
        }
    }
    /// True when the arrow points the way words are read (right or down): then a word must
    /// start on the field; otherwise it must end there.
    pub fn points_forward(self) -> bool {
        matches!(self, Arrow::Right | Arrow::Down)
    }
    /// The arrow as one character (`→ ← ↓ ↑`).
    pub fn symbol(self) -> char {
        match self {
            Arrow::Right => '→',
            Arrow::Left => '←',
            Arrow::Down => '↓',
            Arrow::Up => '↑',
        }
    }
}

/// Which variant a game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VariantId {
    /// Literaki: Polish, 15x15, tile colours give values.
    Literaki,
    /// English Scrabble as played in clubs (NASPA/WESPA): 15x15, 100 tiles.
    English,
    /// Polish Scrabble as played in clubs (PFS): the English board, Polish tiles.
    Polish,
    /// Literki (kurnik): Polish, 17x15, 115 tiles, 4S and WYM fields.
    Literki,
    /// Эрудит: Russian, 15x15, 120 tiles, played to a target score; a blank on the board may
    /// be taken by laying the real letter in its place.
    Erudit,
    /// Letterbox-style German game: letters score (not words), yellow fields clear the board,
    /// extending another player's word takes it over, first to the target wins.
    Letterbox,
}

impl VariantId {
    /// Every variant.
    pub const ALL: &'static [VariantId] = &[
        VariantId::Literaki,
        VariantId::English,
        VariantId::Polish,
        VariantId::Literki,
        VariantId::Erudit,
        VariantId::Letterbox,
    ];

    /// The variant's name as typed in commands (`literaki`, `english`, `polish`, `literki`,
    /// `erudit`, `letterbox`).
    pub fn name(self) -> &'static str {
        match self {
            VariantId::Literaki => "literaki",
            VariantId::English => "english",
            VariantId::Polish => "polish",
            VariantId::Literki => "literki",
            VariantId::Erudit => "erudit",
            VariantId::Letterbox => "letterbox",
        }
    }

    /// The variant with this command name (case-insensitive).
    pub fn from_name(name: &str) -> Option<VariantId> {
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// A variant's data: board, tiles, values, limits and rule choices.
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
    /// Tiles on a full rack unless the table chooses ([`Variant::rack_choices`]).
    pub rack_size: usize,
    /// The rack sizes a table may choose from, fewest and most (both `rack_size` when there
    /// is no choice; Letterbox: 5 to 10).
    pub rack_choices: (usize, usize),
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
    /// Fewest and most tiles one exchange may swap.
    pub exchange_tiles: (usize, usize),
    /// Points of a blank (0 in most variants; Эрудит: 3, from its points table).
    pub blank_value: u32,
    /// The challenge rule a game gets unless its options choose another.
    pub challenge: ChallengeRule,
    /// The challenge rules a table may choose from (the default among them).
    pub challenge_choices: &'static [ChallengeRule],
    /// How the game ends and what the racks left count.
    pub end: EndRules,
    /// The special rules.
    pub hooks: Hooks,
    /// The rule text's game is against the computer (Letterbox): a new table seats one.
    pub against_computer: bool,
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
    /// Points of a tile as placed (a blank is worth [`Variant::blank_value`]).
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
    /// Points of a rack tile (a blank is worth [`Variant::blank_value`]).
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
    /// The exchange rules gathered in one value.
    pub fn exchange_rule(&self) -> ExchangeRule {
        ExchangeRule {
            min_bag: self.exchange_min_bag,
            limit: self.exchange_limit,
            min_tiles: self.exchange_tiles.0,
            max_tiles: self.exchange_tiles.1,
        }
    }
    /// Tiles in a full bag.
    pub fn tile_total(&self) -> usize {
        self.tile_counts.iter().map(|&(_, n)| n as usize).sum()
    }
}

/// Reads a board drawn as text, one string per row (top first), one character per square,
/// with `premium_of` giving each character's premium. Rows are cut or padded to `width` and
/// the board to `height` rows. For the variants' data files.
pub fn parse_layout(
    rows: &[&str],
    width: u8,
    height: u8,
    premium_of: impl Fn(char) -> Premium,
) -> Vec<Premium> {
    let (w, h) = (width as usize, height as usize);
    let mut premiums = Vec::with_capacity(w * h);
    for row in rows.iter().take(h) {
        let mut cells: Vec<Premium> = row.chars().map(&premium_of).collect();
        cells.resize(w, Premium::Plain);
        premiums.extend(cells.into_iter().take(w));
    }
    premiums.resize(w * h, Premium::Plain);
    premiums
}

/// Letter counts and values from a table of `(letter, count, value)` plus the blanks, in
/// the language's alphabet: `(tile_counts, letter_values)` as [`Variant`] holds them.
/// Letters outside the alphabet are skipped (the data tests catch that).
pub fn tile_set(
    language: Language,
    letters: &[(char, u8, u32)],
    blanks: u8,
) -> (Vec<(Tile, u8)>, Vec<u32>) {
    let alphabet = language.alphabet();
    let mut counts: Vec<(Tile, u8)> = letters
        .iter()
        .filter_map(|&(c, n, _)| alphabet.letter(c).map(|l| (Tile::Letter(l), n)))
        .collect();
    if blanks > 0 {
        counts.push((Tile::Blank, blanks));
    }
    let mut values = vec![0; alphabet.len()];
    for &(c, _, v) in letters {
        if let Some(l) = alphabet.letter(c) {
            if let Some(slot) = values.get_mut(l.index()) {
                *slot = v;
            }
        }
    }
    (counts, values)
}
