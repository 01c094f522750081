//! The scripted players' moves: the first word across the centre, a tile or two after a
//! letter on the board (a real two-letter word or a three-letter phony), and against the
//! computer the person's move on the saved board.

use crate::computer::Opponent;
use rand::{rngs::StdRng, Rng};
use std::collections::HashMap;

/// Board size of Literaki.
pub const SIZE: i32 = 15;

/// A square of the board: (row, column), from 0.
pub type Square = (i32, i32);

/// A move: as typed after `/play`, and the tiles it lays.
pub type Laying = (String, Vec<(Square, String)>);

/// The person's move against the computer: the first word across the centre, a real word
/// (one tile), a phony (two tiles after a letter: a three-letter string, real only if the
/// list has it), or none (an exchange or a pass). With whether it is real.
pub fn person_move(
    o: &Opponent,
    board: &HashMap<Square, String>,
    letters: &[String],
    kind: f64,
    rng: &mut StdRng,
) -> Option<(Laying, bool)> {
    if board.is_empty() {
        return o.first_word(letters).map(|m| (m, true));
    }
    if kind < 0.55 {
        return o.real_word(board, letters, rng).map(|m| (m, true));
    }
    if kind >= 0.70 {
        return None;
    }
    let (text, tiles) = place(board, letters, 2, rng)?;
    let [(a, first), (b, second)] = [&tiles[0], &tiles[1]];
    let anchor = (2 * a.0 - b.0, 2 * a.1 - b.1);
    let word = format!("{}{first}{second}", board.get(&anchor)?);
    let real = o.is_word(&word);
    Some(((text, tiles), real))
}

/// The first move: two letters across from the centre.
pub fn first_move(letters: &[String]) -> Laying {
    let word = format!("{}{}", letters[0], letters[1]);
    let tiles = vec![((7, 7), letters[0].clone()), ((7, 8), letters[1].clone())];
    (format!("8H {word}"), tiles)
}

/// A move laying `n` tiles after a letter on the board, in line with it, that makes no other
/// word: one tile makes a two-letter word (real), two make a three-letter one (a phony).
pub fn place(
    board: &HashMap<Square, String>,
    letters: &[String],
    n: usize,
    rng: &mut StdRng,
) -> Option<Laying> {
    let free =
        |s: Square| s.0 >= 0 && s.1 >= 0 && s.0 < SIZE && s.1 < SIZE && !board.contains_key(&s);
    let mut anchors: Vec<&Square> = board.keys().collect();
    anchors.sort();
    let start = rng.gen_range(0..anchors.len());
    for k in 0..anchors.len() {
        let &(r, c) = anchors[(start + k) % anchors.len()];
        for (dr, dc) in [(1, 0), (0, 1)] {
            let before = (r - dr, c - dc);
            let squares: Vec<Square> = (1..=n as i32).map(|j| (r + dr * j, c + dc * j)).collect();
            let after = (r + dr * (n as i32 + 1), c + dc * (n as i32 + 1));
            let sides_free = squares.iter().all(|&(sr, sc)| {
                free((sr, sc)) && free((sr - dc, sc - dr)) && free((sr + dc, sc + dr))
            });
            if !(free(before) && free(after) && sides_free) {
                continue;
            }
            let laid: Vec<String> = letters.iter().take(n).cloned().collect();
            let square = square_name((r, c), dr == 1);
            let text = format!("{square} .{}", laid.concat());
            let tiles = squares.into_iter().zip(laid).collect();
            return Some((text, tiles));
        }
    }
    None
}

/// A move's first square as notation: down, column letter first (`H8`); across, row first
/// (`8H`).
pub fn square_name((r, c): Square, down: bool) -> String {
    let column = (b'A' + c as u8) as char;
    if down {
        format!("{column}{}", r + 1)
    } else {
        format!("{}{column}", r + 1)
    }
}
