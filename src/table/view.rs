//! Turning a game (board or WordCap grid) into the renderer's plain views (and a rack into
//! text). Racks only ever go to their owner: these functions are called for one player at a
//! time.

use super::state::Seat;
use crate::render::{
    BoardView, GridPlayerLine, GridView, PlayerLine, RackView, SquareLook, TileLook,
};
use crate::rules::{
    BoardTile, Game, Phase, Pos, Premium, ScoredMove, Tile, TurnRecord, Variant, WordTakeover,
};
use crate::wordcap::{Path as WordPath, WordCapGame};

/// How a premium square looks on the picture.
pub fn square_look(p: Premium) -> SquareLook {
    match p {
        Premium::Plain => SquareLook::Plain,
        Premium::Colour(v) => SquareLook::Colour(v),
        Premium::DoubleLetter => SquareLook::DoubleLetter,
        Premium::TripleLetter => SquareLook::TripleLetter,
        Premium::DoubleWord => SquareLook::DoubleWord,
        Premium::TripleWord => SquareLook::TripleWord,
        Premium::QuadWordArrow(arrow) => SquareLook::QuadWord(arrow.symbol()),
        Premium::Exchange => SquareLook::Exchange,
        Premium::Clearing => SquareLook::Clearing,
    }
}

/// Every square's look on a variant's board, row by row.
pub fn square_looks(variant: &Variant) -> Vec<SquareLook> {
    let mut squares = Vec::with_capacity(usize::from(variant.width) * usize::from(variant.height));
    for row in 0..variant.height {
        for col in 0..variant.width {
            squares.push(square_look(variant.premium(Pos { row, col })));
        }
    }
    squares
}

/// Whether a variant's tiles wear their value's colour: where its board has fields of
/// those colours (Literaki, whose rules give each value its colour and its fields).
pub fn tiles_by_value(variant: &Variant) -> bool {
    variant
        .premiums
        .iter()
        .any(|p| matches!(p, Premium::Colour(_)))
}

/// A tile of a variant as drawn: its letter in capitals, its value, and its owner's colour
/// where tiles have owners.
pub fn tile_look(variant: &Variant, tile: BoardTile, fresh: bool, owner: Option<u8>) -> TileLook {
    TileLook {
        letter: variant.language.alphabet().upper(tile.letter),
        value: variant.value(tile),
        blank: tile.blank,
        fresh,
        owner,
        by_value: tiles_by_value(variant),
    }
}

/// The squares a move laid a tile on: its new tiles and the squares where it took a blank
/// by laying the real letter (Эрудит's `!O12Н`).
fn move_squares(mv: &ScoredMove) -> Vec<Pos> {
    let mut squares = mv.squares();
    squares.extend(mv.swaps.iter().map(|&(pos, _)| pos));
    squares
}

/// The squares the last turn laid tiles on: none when the last turn laid nothing that
/// stands (a move rejected by a check, a pass, an exchange), so that a picture after it does
/// not mark an earlier move as if it had just been made.
fn last_turn_squares(game: &Game) -> Vec<Pos> {
    let last = game.history().iter().rev().find(|r| r.is_turn());
    match last {
        Some(TurnRecord::Played { mv, .. }) => move_squares(mv),
        _ => Vec::new(),
    }
}

/// The board as the channel sees it: a pending move's tiles are shown highlighted (a blank
/// it takes shown as the real letter laid there); otherwise what the last turn laid.
pub fn board_view(game: &Game, seats: &[Seat], caption: String) -> BoardView {
    let variant = game.variant();
    let (w, h) = (variant.width, variant.height);
    let takeover = variant.hooks.word_takeover == WordTakeover::ExtendedWord;
    let mut tiles = Vec::with_capacity(w as usize * h as usize);
    let (fresh, pending): (Vec<Pos>, Vec<(Pos, BoardTile)>) = match game.phase() {
        Phase::Pending(p) => {
            let mut laid = p.mv.tiles.clone();
            laid.extend(p.mv.swaps.iter().map(|&(pos, letter)| {
                (
                    pos,
                    BoardTile {
                        letter,
                        blank: false,
                    },
                )
            }));
            (move_squares(&p.mv), laid)
        }
        _ => (last_turn_squares(game), Vec::new()),
    };
    for row in 0..h {
        for col in 0..w {
            let pos = Pos { row, col };
            let laid = pending.iter().find(|(p, _)| *p == pos).map(|(_, t)| *t);
            let tile = laid.or_else(|| game.board().get(pos));
            // A pending move's tiles are its author's; a board tile's are its owner's.
            let owner = if takeover {
                game.owner(pos)
                    .or_else(|| laid.is_some().then_some(game.turn()))
            } else {
                None
            };
            let owner = owner.and_then(|o| u8::try_from(o).ok());
            tiles.push(tile.map(|t| tile_look(variant, t, fresh.contains(&pos), owner)));
        }
    }
    let to_move = match game.phase() {
        Phase::Over { .. } => None,
        _ => Some(game.turn()),
    };
    let players = seats
        .iter()
        .zip(game.players())
        .enumerate()
        .map(|(i, (seat, state))| PlayerLine {
            name: seat.name.clone(),
            score: state.score,
            to_move: to_move == Some(i),
            colour: takeover.then(|| u8::try_from(i).unwrap_or(0)),
        })
        .collect();
    BoardView {
        width: w,
        height: h,
        squares: square_looks(variant),
        start: (variant.start.row, variant.start.col),
        tiles,
        players,
        bag_left: game.bag_len(),
        caption,
    }
}

/// A player's rack as a picture view.
pub fn rack_view(game: &Game, player: usize) -> RackView {
    let variant = game.variant();
    let alphabet = variant.language.alphabet();
    let tiles = game
        .players()
        .get(player)
        .map(|p| p.rack.tiles().to_vec())
        .unwrap_or_default()
        .into_iter()
        .map(|t| match t {
            Tile::Letter(l) => TileLook {
                letter: alphabet.upper(l),
                value: variant.tile_value(t),
                blank: false,
                fresh: false,
                owner: None,
                by_value: tiles_by_value(variant),
            },
            Tile::Blank => TileLook {
                letter: ' ',
                value: variant.tile_value(t),
                blank: true,
                fresh: false,
                owner: None,
                by_value: tiles_by_value(variant),
            },
        })
        .collect();
    RackView { tiles }
}

/// A player's rack as text: letters with their values, `?` for a blank with what it counts
/// where laid (Эрудит's «* - 3»): `A(1) K(2) ?(0)`.
pub fn rack_text(game: &Game, player: usize) -> String {
    let variant = game.variant();
    let alphabet = variant.language.alphabet();
    game.players()
        .get(player)
        .map(|p| p.rack.tiles().to_vec())
        .unwrap_or_default()
        .into_iter()
        .map(|t| match t {
            Tile::Letter(l) => format!("{}({})", alphabet.upper(l), variant.tile_value(t)),
            Tile::Blank => format!("?({})", variant.tile_value(t)),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a WordCap picture marks on the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridMark<'a> {
    /// Nothing.
    Nothing,
    /// A word's line in its author's colour, over the letters it spells (a word waiting in
    /// its window, a replay frame, the final grid on the grid the word was traced on).
    Line(&'a WordPath, usize),
    /// The cells of a word that stood, which hold new letters now: ringed in its author's
    /// colour, with no line (the line would spell something else over the new letters).
    NewLetters(&'a WordPath, usize),
}

/// The WordCap grid as drawn: letters, crossing bonuses, what `mark` marks, the turns left
/// and the score table with Sorts left.
pub fn grid_view(
    game: &WordCapGame,
    seats: &[Seat],
    caption: String,
    mark: GridMark<'_>,
) -> GridView {
    let grid = game.grid();
    let to_move = (!game.is_over()).then(|| game.turn());
    let players = seats
        .iter()
        .zip(game.players())
        .enumerate()
        .map(|(i, (seat, state))| GridPlayerLine {
            name: seat.name.clone(),
            score: i32::try_from(state.score).unwrap_or(i32::MAX),
            sorts_left: game.sorts_left(i),
            to_move: to_move == Some(i),
        })
        .collect();
    let mut view = grid_plate(grid, mark);
    view.caption = caption;
    view.turns_left = (!game.is_over()).then(|| game.turns_left());
    view.players = players;
    view
}

/// The grid as drawn, without caption, turns or score table: the letters, the bonuses at the
/// crossings, and what `mark` marks in its author's colour.
pub(crate) fn grid_plate(grid: &crate::wordcap::Grid, mark: GridMark<'_>) -> GridView {
    let alphabet = grid.language().alphabet();
    let cells = |path: &WordPath| -> Vec<(u8, u8)> {
        path.cells().iter().map(|c| (c.row, c.col)).collect()
    };
    let (path, fresh, author) = match mark {
        GridMark::Nothing => (Vec::new(), Vec::new(), None),
        GridMark::Line(p, a) => (cells(p), Vec::new(), Some(a)),
        GridMark::NewLetters(p, a) => (Vec::new(), cells(p), Some(a)),
    };
    GridView {
        letters: grid.letters().iter().map(|&l| alphabet.upper(l)).collect(),
        side: crate::wordcap::cell::SIDE,
        bonuses: grid
            .bonuses()
            .iter()
            .map(|&b| u8::try_from(b).unwrap_or(u8::MAX))
            .collect(),
        path,
        path_player: author.and_then(|a| u8::try_from(a).ok()),
        fresh,
        caption: String::new(),
        turns_left: None,
        players: Vec::new(),
    }
}

/// The words a move formed, in capitals, the main word first (`KOT, KOTY`), then each
/// blank it took by laying the real letter, as typed (`KOT !O12Н`).
pub(crate) fn move_words(game: &Game, mv: &crate::rules::ScoredMove) -> String {
    let alphabet = game.variant().language.alphabet();
    let words = mv
        .words
        .iter()
        .map(|w| {
            w.letters
                .iter()
                .map(|&l| alphabet.upper(l))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(", ");
    let swaps = mv
        .swaps
        .iter()
        .map(|&(pos, letter)| format!(" !{}{}", pos.name(), alphabet.upper(letter)));
    std::iter::once(words).chain(swaps).collect()
}
