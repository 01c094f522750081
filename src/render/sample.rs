//! Example views for previews, benches and tests: a Literaki-like 15x15 layout (not the
//! official one), an empty board, a mid-game board with blanks and a highlighted move,
//! and a rack.

use super::{BoardView, PlayerLine, RackView, SquareLook, TileLook};

/// A symmetric 15x15 layout with coloured fields and word premiums, in the spirit of
/// Literaki.
pub fn literaki_like_layout() -> Vec<SquareLook> {
    let mut squares = Vec::with_capacity(225);
    for r in 0..15i32 {
        for c in 0..15i32 {
            let (a, b) = (r.min(14 - r), c.min(14 - c));
            let (a, b) = (a.min(b), a.max(b));
            let look = match (a, b) {
                (0, 0) | (0, 7) => SquareLook::TripleWord,
                (1, 1) | (2, 2) | (3, 3) | (4, 4) => SquareLook::DoubleWord,
                (0, 3) | (3, 7) | (6, 6) => SquareLook::Colour(2),
                (1, 5) | (5, 5) => SquareLook::Colour(3),
                (2, 6) | (6, 7) => SquareLook::Colour(1),
                (0, 1) | (2, 4) | (4, 7) => SquareLook::Colour(5),
                _ => SquareLook::Plain,
            };
            squares.push(look);
        }
    }
    squares
}

/// Points of a Polish letter in Literaki (1 yellow, 2 green, 3 blue, 5 red).
pub fn literaki_value(letter: char) -> u32 {
    match letter {
        'A' | 'E' | 'I' | 'N' | 'O' | 'R' | 'S' | 'W' | 'Z' => 1,
        'C' | 'D' | 'K' | 'L' | 'M' | 'P' | 'T' | 'Y' => 2,
        'B' | 'G' | 'H' | 'J' | 'Ł' | 'U' => 3,
        _ => 5,
    }
}

/// An empty 15x15 board, two players, full bag.
pub fn empty_board() -> BoardView {
    BoardView {
        width: 15,
        height: 15,
        squares: literaki_like_layout(),
        start: (7, 7),
        tiles: vec![None; 225],
        players: vec![
            PlayerLine {
                name: "Ala".into(),
                score: 0,
                to_move: true,
                colour: None,
            },
            PlayerLine {
                name: "Bartłomiej".into(),
                score: 0,
                to_move: false,
                colour: None,
            },
        ],
        bag_left: 86,
        caption: "Nowa gra: Literaki. Zaczyna Ala.".into(),
    }
}

fn place(view: &mut BoardView, row: usize, col: usize, down: bool, word: &str, fresh: bool) {
    let w = usize::from(view.width);
    for (i, ch) in word.chars().enumerate() {
        let (r, c) = if down { (row + i, col) } else { (row, col + i) };
        let blank = ch.is_lowercase();
        let letter = ch.to_uppercase().next().unwrap_or(ch);
        let value = if blank { 0 } else { literaki_value(letter) };
        view.tiles[r * w + c] = Some(TileLook {
            letter,
            value,
            blank,
            fresh,
            owner: None,
        });
    }
}

/// A mid-game 15x15 board: several words (lowercase letters in the sample words are
/// blanks), the last move highlighted, four players with Unicode names.
pub fn mid_game() -> BoardView {
    let mut view = empty_board();
    place(&mut view, 7, 4, false, "ŻÓŁW", false);
    place(&mut view, 3, 7, true, "KROWA", false);
    place(&mut view, 3, 8, false, "OŃ", false);
    place(&mut view, 8, 5, true, "YcH", false);
    place(&mut view, 10, 2, false, "MUCHA", false);
    place(&mut view, 2, 10, true, "ŹDźBŁO", true);
    view.players = vec![
        PlayerLine {
            name: "Ala".into(),
            score: 142,
            to_move: false,
            colour: None,
        },
        PlayerLine {
            name: "Żaneta Gęślą-Jaźń".into(),
            score: 97,
            to_move: true,
            colour: None,
        },
        PlayerLine {
            name: "Фёдор 🦀 Достоевский".into(),
            score: 118,
            to_move: false,
            colour: None,
        },
        PlayerLine {
            name: "Jürgen Groß mit einem sehr langen Namen".into(),
            score: -3,
            to_move: false,
            colour: None,
        },
    ];
    view.bag_left = 41;
    view.caption = "Ala: ŹDŹBŁO (K3↓) 38 pkt, premia słowna ×2 i pole koloru.".into();
    view
}

/// A seven-tile rack with one blank.
pub fn rack() -> RackView {
    let tiles = "ŹDA ŁEM"
        .chars()
        .map(|c| {
            let blank = c == ' ';
            TileLook {
                letter: c,
                value: if blank { 0 } else { literaki_value(c) },
                blank,
                fresh: false,
                owner: None,
            }
        })
        .collect();
    RackView { tiles }
}
