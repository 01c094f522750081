//! A board or a WordCap grid as the look-back page lays it out: the squares (their
//! colours and labels) written once into the page, and the tiles of each step, which the
//! page's script puts on them as it steps.

use serde::Serialize;

use crate::render::{BoardView, GridView, SquareLook, TileLook};
use crate::table::lookback::Step;

/// One square of the board as the page writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Square {
    /// Its colour class (`sq-tw`, `sq-c3`, ...).
    pub class: String,
    /// Its label (`TW`, ...), empty on a plain square.
    pub label: String,
}

/// A tile on a square, as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Laid {
    /// The letter.
    pub letter: String,
    /// Its points (0: none shown).
    pub value: u32,
    /// Its colour class (`t-ivory`, `t-blank`, `t-v2`, `t-p1`).
    pub class: String,
    /// Laid by the step's move (marked).
    pub fresh: bool,
}

/// The squares of a step's board (or grid), row by row, and how many a row has.
pub fn squares(
    step: &Step,
    labels: &std::collections::BTreeMap<&'static str, String>,
) -> (u8, Vec<Square>) {
    if let Some(board) = &step.board {
        let squares = board
            .squares
            .iter()
            .map(|look| {
                let (class, label) = square_class(look);
                let named = label.and_then(|l| labels.get(l)).cloned();
                // As on the live page: a colour field shows its number, a 4S field its
                // label and its number.
                let label = match look {
                    SquareLook::Colour(v) => v.to_string(),
                    SquareLook::QuadWord(n) => format!("{}{n}", named.unwrap_or_default()),
                    _ => named.unwrap_or_default(),
                };
                Square { class, label }
            })
            .collect();
        return (board.width, squares);
    }
    let side = step.grid.as_ref().map_or(0, |g| g.side);
    let plain = Square {
        class: "sq-plain".into(),
        label: String::new(),
    };
    (side, vec![plain; usize::from(side) * usize::from(side)])
}

/// A square's colour class and the text key of its label.
fn square_class(look: &SquareLook) -> (String, Option<&'static str>) {
    match look {
        SquareLook::Plain => ("sq-plain".into(), None),
        SquareLook::Colour(v) => (format!("sq-c{}", v.min(&9)), None),
        SquareLook::DoubleLetter => ("sq-dl".into(), Some("label-dl")),
        SquareLook::TripleLetter => ("sq-tl".into(), Some("label-tl")),
        SquareLook::DoubleWord => ("sq-dw".into(), Some("label-dw")),
        SquareLook::TripleWord => ("sq-tw".into(), Some("label-tw")),
        SquareLook::QuadWord(_) => ("sq-quad".into(), Some("label-quad")),
        SquareLook::Exchange => ("sq-exchange".into(), Some("label-exchange")),
        SquareLook::Clearing => ("sq-clearing".into(), Some("label-clearing")),
    }
}

fn tile_class(tile: &TileLook) -> String {
    match tile.owner {
        Some(owner) => format!("t-p{}", owner.min(3)),
        None if tile.blank => "t-blank".into(),
        None if tile.by_value => format!("t-v{}", tile.value),
        None => "t-ivory".into(),
    }
}

fn board_tiles(board: &BoardView) -> Vec<Option<Laid>> {
    board
        .tiles
        .iter()
        .map(|tile| {
            tile.as_ref().map(|t| Laid {
                letter: t.letter.to_string(),
                value: t.value,
                class: tile_class(t),
                fresh: t.fresh,
            })
        })
        .collect()
}

/// The grid's letters, the traced line's cells in its author's colour.
fn grid_tiles(grid: &GridView) -> Vec<Option<Laid>> {
    let side = usize::from(grid.side);
    grid.letters
        .iter()
        .enumerate()
        .map(|(i, letter)| {
            let at = ((i / side.max(1)) as u8, (i % side.max(1)) as u8);
            let traced = grid.path.contains(&at) || grid.fresh.contains(&at);
            Some(Laid {
                letter: letter.to_string(),
                value: 0,
                class: match (traced, grid.path_player) {
                    (true, Some(p)) => format!("t-p{}", p.min(3)),
                    _ => "t-ivory".into(),
                },
                fresh: traced,
            })
        })
        .collect()
}

/// The tiles of a step, square by square.
pub fn tiles(step: &Step) -> Vec<Option<Laid>> {
    match (&step.board, &step.grid) {
        (Some(board), _) => board_tiles(board),
        (None, Some(grid)) => grid_tiles(grid),
        (None, None) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(board: Option<BoardView>, grid: Option<GridView>) -> Step {
        Step {
            number: 1,
            player: Some(1),
            kind: "cells",
            place: String::new(),
            word: String::new(),
            score: 0,
            board,
            grid,
            scores: vec![0, 0],
            best: None,
        }
    }

    /// A WordCap step: every cell a letter, the traced line's cells in its author's colour.
    #[test]
    fn a_grid_shows_its_letters_and_the_line_in_its_authors_colour() {
        let grid = GridView {
            letters: "ABCDEFGHI".chars().collect(),
            side: 3,
            bonuses: vec![0; 4],
            path: vec![(0, 0), (1, 1)],
            path_player: Some(1),
            fresh: Vec::new(),
            caption: String::new(),
            turns_left: None,
            players: Vec::new(),
        };
        let step = step(None, Some(grid));
        let tiles = tiles(&step);
        assert_eq!(tiles.len(), 9);
        let traced: Vec<&str> = tiles
            .iter()
            .flatten()
            .filter(|t| t.fresh)
            .map(|t| t.letter.as_str())
            .collect();
        assert_eq!(traced, ["A", "E"]);
        assert_eq!(tiles[4].as_ref().map(|t| t.class.as_str()), Some("t-p1"));
        assert_eq!(tiles[1].as_ref().map(|t| t.class.as_str()), Some("t-ivory"));
        let (side, squares) = squares(&step, &Default::default());
        assert_eq!((side, squares.len()), (3, 9));
    }

    /// A board's squares carry their colour and their label in the page's language.
    #[test]
    fn a_boards_squares_carry_their_colour_and_label() {
        let board = BoardView {
            width: 2,
            height: 1,
            squares: vec![SquareLook::TripleWord, SquareLook::Colour(3)],
            start: (0, 0),
            tiles: vec![
                None,
                Some(TileLook {
                    letter: 'Ż',
                    value: 5,
                    blank: false,
                    fresh: true,
                    owner: None,
                    by_value: true,
                }),
            ],
            players: Vec::new(),
            bag_left: 0,
            caption: String::new(),
        };
        let labels = [("label-tw", "3W".to_string())].into_iter().collect();
        let step = step(Some(board), None);
        let (width, squares) = squares(&step, &labels);
        assert_eq!(width, 2);
        assert_eq!(
            (squares[0].class.as_str(), squares[0].label.as_str()),
            ("sq-tw", "3W")
        );
        assert_eq!(squares[1].class, "sq-c3");
        assert_eq!(squares[1].label, "3", "a colour field shows its number");
        let laid = tiles(&step);
        assert_eq!(laid[0], None);
        assert_eq!(
            laid[1]
                .as_ref()
                .map(|t| (t.letter.as_str(), t.class.as_str(), t.fresh)),
            Some(("Ż", "t-v5", true))
        );
    }
}
