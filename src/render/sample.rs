//! Example views for previews, benches and tests: a Literaki-like 15x15 layout (not the
//! official one), an empty board, a mid-game board with blanks and a highlighted move,
//! a rack, and a WordCap grid with a traced word.

use super::{BoardView, GridPlayerLine, GridView, PlayerLine, RackView, SquareLook, TileLook};

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
            by_value: true,
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
                by_value: true,
            }
        })
        .collect();
    RackView { tiles }
}

/// A letter's bonus class in WordCap's English rule text (1: A E I N O R S T ... 5: Q Z J X
/// K V); letters it does not list count 1.
pub fn wordcap_letter_bonus(letter: char) -> u8 {
    match letter {
        'L' | 'D' | 'H' => 2,
        'M' | 'C' | 'U' => 3,
        'B' | 'Y' | 'P' | 'G' | 'F' | 'W' => 4,
        'Q' | 'Z' | 'J' | 'X' | 'K' | 'V' => 5,
        _ => 1,
    }
}

/// A WordCap 5x5 grid mid-game: bonuses from the letters (the strongest of the four around
/// each crossing), WORDS just traced by Ala (three diagonal steps), four players.
pub fn wordcap_grid() -> GridView {
    let letters: Vec<char> = "CATSMPERDQHONISWLAFEBUGZK".chars().collect();
    let side = 5usize;
    let mut bonuses = Vec::with_capacity(16);
    for r in 0..side - 1 {
        for c in 0..side - 1 {
            let around = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)];
            let best = around
                .iter()
                .map(|&(rr, cc)| wordcap_letter_bonus(letters[rr * side + cc]))
                .max()
                .unwrap_or(1);
            bonuses.push(best);
        }
    }
    let path: Vec<(u8, u8)> = vec![(3, 0), (2, 1), (1, 2), (1, 3), (2, 4)];
    let crossed: u32 = path
        .windows(2)
        .filter(|w| w[0].0.abs_diff(w[1].0) == 1 && w[0].1.abs_diff(w[1].1) == 1)
        .map(|w| {
            let (r, c) = (
                usize::from(w[0].0.min(w[1].0)),
                usize::from(w[0].1.min(w[1].1)),
            );
            u32::from(bonuses[r * (side - 1) + c])
        })
        .sum();
    let points = path.len() as u32 + crossed;
    GridView {
        letters,
        side: side as u8,
        bonuses,
        path,
        path_player: Some(0),
        fresh: Vec::new(),
        caption: format!("Ala: WORDS +{points}"),
        turns_left: Some(23),
        players: vec![
            GridPlayerLine {
                name: "Ala".into(),
                score: 42,
                sorts_left: 3,
                to_move: false,
            },
            GridPlayerLine {
                name: "Żaneta Gęślą-Jaźń".into(),
                score: 37,
                sorts_left: 2,
                to_move: true,
            },
            GridPlayerLine {
                name: "Фёдор Достоевский".into(),
                score: 18,
                sorts_left: 3,
                to_move: false,
            },
            GridPlayerLine {
                name: "Jürgen Groß mit einem sehr langen Namen".into(),
                score: 9,
                sorts_left: 0,
                to_move: false,
            },
        ],
    }
}

/// Names of every kind a Discord user can have, one per line of [`every_kind_of_name`]:
/// a computer player's robot emoji, Chinese and Japanese, Korean, Hebrew, Arabic, a mixed
/// left-to-right and right-to-left name with digits, combining marks, zero-width characters
/// and bidi isolates, an emoji ZWJ sequence and a flag, "fancy text" made of mathematical
/// letters with a Hangul filler (the blank of "invisible" names), and a character no font
/// has.
pub const NAMES_OF_EVERY_KIND: [&str; 11] = [
    "🤖 Computer (strong)",
    "王小明 / 田中さくら",
    "김민준",
    "שלום עליכם",
    "علي بن أبي طالب",
    "Ali علي 123",
    "Zoë q\u{0303} W\u{0303}\u{0301} e\u{0301}",
    "\u{2068}A\u{200B}l\u{200D}a\u{2069}\u{FEFF}\u{FE0F} ma \u{2066}kota\u{2069}",
    "👨\u{200D}👩\u{200D}👧 🇵🇱 👍🏽 ❤\u{FE0F}",
    "𝓐𝓵𝓪 𝕶𝖔𝖙\u{3164}",
    "Private \u{E000} use",
];

/// The mid-game board with one player for each of [`NAMES_OF_EVERY_KIND`], the computer to
/// move, and a caption naming the computer.
pub fn every_kind_of_name() -> BoardView {
    let mut view = mid_game();
    view.players = NAMES_OF_EVERY_KIND
        .iter()
        .enumerate()
        .map(|(i, name)| PlayerLine {
            name: (*name).into(),
            score: 10 * i as i32,
            to_move: i == 0,
            colour: None,
        })
        .collect();
    view.caption = "🤖 Computer (strong): ŹDŹBŁO (K3↓) 38 pkt; שלום: 12; 王小明: 7".into();
    view
}
