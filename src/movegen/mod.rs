//! The move generator: every legal placement of a rack on a board, with its score under the
//! variant's rules, for any board variant and language. Pure (no I/O, no Discord types): it
//! reads a [`Board`], a [`Rack`] and a [`crate::lexicon::Lexicon`] and fills a list of [`Play`]s.
//!
//! How: the lexicon's words as a flat [`Dawg`] (letter masks and child indices: no node
//! decoding in the inner loop), read from its file as built. For each line and direction the generator
//! knows every empty square's cross-check (the letters whose word the other way is in the
//! lexicon) and anchors (`lines.rs`: worked out for the board, not the rack, and kept for the
//! next generation, which redoes only what a changed square touches), then searches each anchor's left parts and right
//! extensions along the DAWG (`search.rs`, Appel and Jacobson's method); an anchor just left
//! of a tile gets its left parts built leftwards in the automaton of the words' reversed
//! prefixes ([`Dawg::reversed`]), so that only left parts some word begins with are tried. Scores are kept as
//! the word grows, from per-square tables filled by the rules' own scoring functions
//! (`tables.rs`), so they agree with [`crate::rules::Game::evaluate`] (a property test checks
//! every generated play through the rules, and that random legal placements are all
//! generated).
//!
//! Counting conventions (as in `shared/bench/positions.txt`): a one-tile play that forms
//! words both ways is one play; each letter a blank stands for is its own play; on an empty
//! board only across plays are generated when the layout is symmetric about its diagonal
//! (down plays are then mirror images). Word takeovers (Letterbox) need the owners of the
//! board's tiles: [`Generator::plays_for`] adds them for a game's player.
//!
//! Эрудит's blank swap ([`crate::rules::BlankSwap::ForRealLetter`]): for each blank on the
//! board whose letter the rack holds, the plays of the position with the real letter there
//! and the blank on the rack are generated too, keeping those that lay a blank, wherever
//! they lie ([`Play::swap`]; the rule asks only that the taken blank be used in the same
//! move). One swap per play.

pub mod computer;
mod lines;
mod play;
pub mod positions;
mod search;
mod tables;

pub use crate::lexicon::dawg::{Dawg, NodeId};
pub use play::{Play, MAX_LINE};

use crate::rules::{
    score_tiles, takeover::words_taken, BlankSwap, Board, BoardTile, Direction, Game, Pos, Rack,
    Tile, Variant, WordTakeover,
};
use lines::{Grid, LineRules, Lines};
use search::{LineSearch, RackCounts};
use tables::Tables;

/// A move generator for one variant and word list. Keeps its scratch buffers between calls.
pub struct Generator<'d> {
    variant: &'static Variant,
    dawg: &'d Dawg,
    tables: Tables,
    /// The board of the generation under way, padded.
    grid: Grid,
    /// The lines of the last board generated on.
    lines: Lines,
    all_letters: u64,
    symmetric: bool,
}

impl<'d> Generator<'d> {
    /// A generator for `variant` checking words against `dawg` (a lexicon of the variant's
    /// language, see [`crate::lexicon::Lexicon::dawg`]).
    pub fn new(variant: &'static Variant, dawg: &'d Dawg) -> Generator<'d> {
        let n = variant.alphabet().len().min(63);
        let all_letters = (1u64 << n) - 1;
        Generator {
            variant,
            dawg,
            tables: Tables::new(variant),
            grid: Grid::default(),
            lines: Lines::default(),
            all_letters,
            symmetric: symmetric(variant),
        }
    }

    /// The variant.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// The automaton of the words it lays.
    pub fn dawg(&self) -> &'d Dawg {
        self.dawg
    }

    /// Every legal placement of `rack` on `board`, appended to `out` (cleared first), with
    /// the blank swaps where the variant has them.
    pub fn plays(&mut self, board: &Board, rack: &Rack, out: &mut Vec<Play>) {
        out.clear();
        self.placements(board, rack, out);
        if self.variant.hooks.blank_swap == BlankSwap::ForRealLetter {
            self.blank_swaps(board, rack, out);
        }
    }

    /// The plays that take a blank from the board (Эрудит), appended to `out`.
    fn blank_swaps(&mut self, board: &Board, rack: &Rack, out: &mut Vec<Play>) {
        let blanks: Vec<(Pos, BoardTile)> = board.tiles().filter(|(_, t)| t.blank).collect();
        let mut found = Vec::new();
        for (pos, t) in blanks {
            let real = Tile::Letter(t.letter);
            let Some(mut swapped_rack) = rack.remove_all(&[real]) else {
                continue;
            };
            swapped_rack.push(Tile::Blank);
            let mut swapped = board.clone();
            swapped.set(pos, Some(BoardTile::letter(t.letter)));
            self.placements(&swapped, &swapped_rack, &mut found);
            for mut p in found.drain(..) {
                if p.blanks != 0 {
                    p.swap = Some((pos, t.letter));
                    out.push(p);
                }
            }
        }
    }

    /// Every placement of `rack` on `board`, appended to `out`.
    fn placements(&mut self, board: &Board, rack: &Rack, out: &mut Vec<Play>) {
        let mut counts = RackCounts {
            letters: [0; 64],
            blanks: 0,
            total: 0,
            mask: 0,
        };
        for &t in rack.tiles() {
            match t {
                Tile::Letter(l) if (l.0 as usize) < 64 => {
                    counts.letters[l.0 as usize] += 1;
                    counts.mask |= 1 << l.0;
                }
                Tile::Letter(_) => continue,
                Tile::Blank => counts.blanks += 1,
            }
            counts.total += 1;
        }
        if counts.total == 0 {
            return;
        }
        // The letters the rack can lay: all of them with a blank.
        let candidates = if counts.blanks > 0 {
            self.all_letters
        } else {
            (0..64u32)
                .filter(|&l| counts.letters[l as usize] > 0)
                .fold(0u64, |m, l| m | (1 << l))
        };
        self.grid.fill(board);
        let rules = LineRules {
            variant: self.variant,
            dawg: self.dawg,
            tables: &self.tables,
        };
        self.lines
            .update(rules, &self.grid, candidates, self.all_letters);
        let steps = self.dawg.steps();
        let mut dirs = vec![Direction::Across];
        if !(self.grid.is_empty() && self.symmetric) {
            dirs.push(Direction::Down);
        }
        for dir in dirs {
            let (lines, _) = self.lines.count(dir);
            for li in 0..lines {
                let line = self.lines.line(dir, li);
                // An anchor takes a new tile: none the rack can lay, no play covers it.
                if !line
                    .iter()
                    .any(|sq| sq.anchor && sq.allowed & candidates != 0)
                {
                    continue;
                }
                let mut search = LineSearch {
                    variant: self.variant,
                    dawg: self.dawg,
                    steps,
                    tables: &self.tables,
                    line,
                    line_index: li,
                    dir,
                    rack: counts,
                    anchor: 0,
                    left_len: 0,
                    word: [0; MAX_LINE],
                    left: [0; MAX_LINE],
                    left_blanks: 0,
                    new: 0,
                    blanks: 0,
                    out,
                };
                for (a, sq) in line.iter().enumerate() {
                    if sq.anchor && sq.allowed & candidates != 0 {
                        search.at_anchor(a);
                    }
                }
            }
        }
    }

    /// Every legal placement for the player to move in `game`, with word takeovers
    /// (Letterbox) added to the scores.
    pub fn plays_for(&mut self, game: &Game, out: &mut Vec<Play>) {
        self.plays_of(game, game.turn(), out);
    }

    /// Every legal placement of `player`'s rack in `game` (as if it were their turn), with
    /// word takeovers (Letterbox) added to the scores.
    pub fn plays_of(&mut self, game: &Game, player: usize, out: &mut Vec<Play>) {
        let Some(rack) = game.rack(player) else {
            out.clear();
            return;
        };
        self.plays(game.board(), rack, out);
        if self.variant.hooks.word_takeover != WordTakeover::ExtendedWord {
            return;
        }
        for play in out.iter_mut() {
            let tiles: Vec<_> = play.tiles().collect();
            if let Ok(scored) = score_tiles(self.variant, game.board(), &tiles, play.direction) {
                let (_, points) = words_taken(
                    self.variant,
                    game.board(),
                    |p| game.owner(p),
                    player,
                    &scored,
                );
                play.score += points;
            }
        }
    }
}

/// True when the layout is the same mirrored about its main diagonal (a square board whose
/// down plays on an empty board mirror its across plays).
fn symmetric(v: &Variant) -> bool {
    if v.width != v.height || v.start.row != v.start.col {
        return false;
    }
    (0..v.height)
        .all(|r| (0..v.width).all(|c| v.premium(Pos::new(r, c)) == v.premium(Pos::new(c, r))))
}

#[cfg(test)]
mod tests;
