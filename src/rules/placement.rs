//! Placements: resolving a typed move against the board and a rack ([`resolve`]), checking
//! the shape of a placement ([`validate`]) and finding the words it forms.
//!
//! Rules checked here: new tiles in one line and contiguous (with board tiles between them),
//! at least one new tile, first word of two letters or more over the start square, later
//! words touching the board, at least one word of two letters, tiles on the rack. Unmarked
//! letters the rack lacks are played with its blanks; when there is a choice of which
//! occurrence becomes the blank, the highest-scoring choice is taken. A blank taken from the
//! board (`!a` in the word, or `!K5a` anywhere on the board; the blank-swap hook, see
//! [`super::take_blank`]) joins the rack's blanks and must be laid again; the real letter
//! then lies on its square, and counts in the move's words only where one runs through it.

use super::board::Board;
use super::error::MoveError;
use super::notation::{MoveText, TypedCell};
use super::pos::{Direction, Pos};
use super::scoring::{score_placement, ScoredMove};
use super::take_blank;
use super::tiles::{BoardTile, Rack, Tile};
use super::variant::Variant;
use crate::lexicon::Letter;

/// The words a valid placement forms: each as its squares and direction, main word first.
pub type WordSquares = Vec<(Vec<Pos>, Direction)>;

/// Checks the shape of a placement of `new` tiles (all in `direction`'s line) on `board`,
/// and returns the words it forms (runs of two or more letters through new tiles; the main
/// word first, then one cross word per new tile that has one).
pub fn validate(
    variant: &Variant,
    board: &Board,
    new: &[(Pos, BoardTile)],
    direction: Direction,
) -> Result<WordSquares, MoveError> {
    let Some(&(first, _)) = new.first() else {
        return Err(MoveError::NoNewTiles);
    };
    let squares: Vec<Pos> = new.iter().map(|&(p, _)| p).collect();
    for &p in &squares {
        if !board.contains(p) {
            return Err(MoveError::OffBoard);
        }
        if let Some(t) = board.get(p) {
            return Err(MoveError::SquareTaken {
                square: p.name(),
                on_board: variant.alphabet().upper(t.letter),
            });
        }
        let same_line = match direction {
            Direction::Across => p.row == first.row,
            Direction::Down => p.col == first.col,
        };
        if !same_line {
            return Err(MoveError::TooShort);
        }
    }
    // Contiguous: the run through the first new tile must hold every new tile.
    let main = board.run_through(first, direction, &squares);
    if !squares.iter().all(|p| main.contains(p)) {
        return Err(MoveError::TooShort);
    }
    if board.is_empty() {
        if main.len() < 2 {
            return Err(MoveError::FirstWordTooShort);
        }
        if !main.contains(&variant.start) {
            return Err(MoveError::MissesStart(variant.start.name()));
        }
    }
    let mut words: WordSquares = Vec::new();
    if main.len() >= 2 {
        words.push((main.clone(), direction));
    }
    let cross = direction.cross();
    for &p in &squares {
        let run = board.run_through(p, cross, &[p]);
        if run.len() >= 2 {
            words.push((run, cross));
        }
    }
    if !board.is_empty() {
        let touches = main.len() > squares.len() || words.iter().any(|(_, d)| *d == cross);
        if !touches {
            return Err(MoveError::NotConnected);
        }
    }
    if words.is_empty() {
        return Err(MoveError::TooShort);
    }
    Ok(words)
}

/// Validates and scores a placement of known tiles (blanks already chosen).
pub fn score_tiles(
    variant: &Variant,
    board: &Board,
    new: &[(Pos, BoardTile)],
    direction: Direction,
) -> Result<ScoredMove, MoveError> {
    let words = validate(variant, board, new, direction)?;
    Ok(score_placement(variant, board, new, &words))
}

/// A new tile with its square.
type Placed = (Pos, BoardTile);

/// A new letter read from the typed move, before blanks are assigned.
struct Typed {
    pos: Pos,
    letter: Letter,
    marked_blank: bool,
}

/// Resolves a typed move against the board and a rack, validates and scores it.
pub fn resolve(
    variant: &Variant,
    board: &Board,
    rack: &Rack,
    text: &MoveText,
) -> Result<ScoredMove, MoveError> {
    let alphabet = variant.alphabet();
    let mut typed: Vec<Typed> = Vec::new();
    let mut swaps: Vec<(Pos, Letter)> = Vec::new();
    for (i, cell) in text.cells.iter().enumerate() {
        let pos = board
            .step(text.start, text.direction, i as i32)
            .ok_or(MoveError::OffBoard)?;
        let on_board = board.get(pos);
        match *cell {
            TypedCell::OnBoard => {
                if on_board.is_none() {
                    return Err(MoveError::NothingOnSquare(pos.name()));
                }
            }
            TypedCell::OnBoardLetter(letter) => match on_board {
                None => return Err(MoveError::NothingOnSquare(pos.name())),
                Some(t) if t.letter != letter => {
                    return Err(MoveError::SquareTaken {
                        square: pos.name(),
                        on_board: alphabet.upper(t.letter),
                    })
                }
                Some(_) => {}
            },
            TypedCell::TakeBlank(letter) => {
                take_blank::check_square(variant, board, pos, letter)?;
                swaps.push((pos, letter));
            }
            TypedCell::Letter { letter, blank } => match on_board {
                Some(t) if t.letter == letter => {}
                Some(t) => {
                    return Err(MoveError::SquareTaken {
                        square: pos.name(),
                        on_board: alphabet.upper(t.letter),
                    })
                }
                None => typed.push(Typed {
                    pos,
                    letter,
                    marked_blank: blank,
                }),
            },
        }
    }
    for &(pos, letter) in &text.take_blanks {
        take_blank::check_square(variant, board, pos, letter)?;
        if swaps.iter().any(|&(p, _)| p == pos) {
            // Its blank is taken already: the square holds the real letter now.
            return Err(MoveError::NotABlank(pos.name()));
        }
        swaps.push((pos, letter));
    }
    if typed.is_empty() {
        return Err(MoveError::NoNewTiles);
    }
    let rack = take_blank::rack_after(variant, rack, &swaps)?;
    let board = take_blank::board_after(board, &swaps);
    let (rack, board): (&Rack, &Board) = (&rack, &board);

    // Which unmarked occurrences the rack cannot cover: they need blanks.
    let marked = typed.iter().filter(|t| t.marked_blank).count();
    let mut short: Vec<(Letter, Vec<usize>, usize)> = Vec::new(); // letter, occurrences, shortfall
    for (i, t) in typed.iter().enumerate() {
        if t.marked_blank {
            continue;
        }
        match short.iter_mut().find(|(l, _, _)| *l == t.letter) {
            Some((_, occ, _)) => occ.push(i),
            None => short.push((t.letter, vec![i], 0)),
        }
    }
    let mut blanks_needed = marked;
    let mut first_short: Option<Letter> = None;
    for (letter, occ, lack) in short.iter_mut() {
        let have = rack.count(Tile::Letter(*letter));
        *lack = occ.len().saturating_sub(have);
        blanks_needed += *lack;
        if *lack > 0 && first_short.is_none() {
            first_short = Some(*letter);
        }
    }
    if blanks_needed > rack.count(Tile::Blank) {
        let c = first_short.map(|l| alphabet.upper(l)).unwrap_or('?');
        return Err(MoveError::NotOnRack(c));
    }
    take_blank::check_used(blanks_needed, &swaps)?;
    short.retain(|(_, _, lack)| *lack > 0);

    let base: Vec<(Pos, BoardTile)> = typed
        .iter()
        .map(|t| {
            let tile = BoardTile {
                letter: t.letter,
                blank: t.marked_blank,
            };
            (t.pos, tile)
        })
        .collect();
    let words = validate(variant, board, &base, text.direction)?;

    // Try every way to give the blanks to the short letters; keep the best score.
    let mut best: Option<ScoredMove> = None;
    let mut choice = base.clone();
    choose_blanks(&short, 0, &mut choice, &mut |tiles| {
        let scored = score_placement(variant, board, tiles, &words);
        if best.as_ref().is_none_or(|b| scored.score > b.score) {
            best = Some(scored);
        }
    });
    let mut best = best.ok_or(MoveError::NoNewTiles)?;
    best.swaps = swaps;
    Ok(best)
}

/// Calls `visit` with every assignment of blanks to the short letters' occurrences.
fn choose_blanks(
    short: &[(Letter, Vec<usize>, usize)],
    at: usize,
    tiles: &mut [Placed],
    visit: &mut dyn FnMut(&[Placed]),
) {
    let Some((_, occ, lack)) = short.get(at) else {
        visit(tiles);
        return;
    };
    for combo in combinations(occ.len(), *lack) {
        for &k in &combo {
            tiles[occ[k]].1.blank = true;
        }
        choose_blanks(short, at + 1, tiles, visit);
        for &k in &combo {
            tiles[occ[k]].1.blank = false;
        }
    }
}

/// Every way to choose `k` of `n` indices, in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::with_capacity(k);
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            go(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    go(0, n, k, &mut cur, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_move, VariantId};

    fn v() -> &'static Variant {
        VariantId::Literaki.variant()
    }
    fn l(c: char) -> Letter {
        v().alphabet().letter(c).unwrap_or(Letter(0))
    }
    fn rack(s: &str) -> Rack {
        Rack::new(
            s.chars()
                .map(|c| {
                    if c == '?' {
                        Tile::Blank
                    } else {
                        Tile::Letter(l(c))
                    }
                })
                .collect(),
        )
    }
    fn play(board: &Board, r: &str, text: &str) -> Result<ScoredMove, MoveError> {
        let m = parse_move(text, v()).map_err(|_| MoveError::TooShort)?;
        resolve(v(), board, &rack(r), &m)
    }
    fn board_with(text: &str) -> Board {
        let mut b = Board::empty(15, 15);
        let mv = play(&b, "aąbcćdeęfghijklłmnńoóprsśtuwyzźż??", text).unwrap();
        for (p, t) in mv.tiles {
            b.set(p, Some(t));
        }
        b
    }

    #[test]
    fn first_move_rules() {
        let b = Board::empty(15, 15);
        assert_eq!(play(&b, "k", "8H k"), Err(MoveError::FirstWordTooShort));
        assert_eq!(
            play(&b, "kot", "1A kot"),
            Err(MoveError::MissesStart("H8".into()))
        );
        // KOT at 8H: k on H8 (red 5, k is 2: no bonus) 2 + o 1 + t on J8 (blue, t is 2) 2 = 5.
        assert_eq!(play(&b, "kot", "8H kot").map(|m| m.score), Ok(5));
    }

    #[test]
    fn later_moves_must_touch_and_be_contiguous() {
        let b = board_with("8H kot");
        assert_eq!(play(&b, "ma", "1A ma"), Err(MoveError::NotConnected));
        assert_eq!(play(&b, "kot", "8H kot"), Err(MoveError::NoNewTiles));
        assert_eq!(
            play(&b, "a", "8H a"),
            Err(MoveError::SquareTaken {
                square: "H8".into(),
                on_board: 'K'
            })
        );
        assert_eq!(
            play(&b, "a", "9H ."),
            Err(MoveError::NothingOnSquare("H9".into()))
        );
        assert_eq!(play(&b, "a", "15O aa"), Err(MoveError::OffBoard));
        // KOTY: 8H (KOT)y -> y on K8 (plain) = 2+1+2+2 = 7.
        assert_eq!(play(&b, "y", "8H (KOT)y").map(|m| m.score), Ok(7));
        assert_eq!(play(&b, "y", "8H ...y").map(|m| m.score), Ok(7));
    }

    #[test]
    fn a_single_tile_scores_its_cross_word() {
        let b = board_with("8H kot");
        // `o` under K (H9, blue 3; o is 1): KO down = 2 + 1 = 3.
        let m = play(&b, "o", "9H o").unwrap();
        assert_eq!(m.words.len(), 1);
        assert_eq!(m.words[0].direction, Direction::Down);
        assert_eq!(m.score, 3);
    }

    #[test]
    fn unmarked_letters_use_a_blank_where_it_scores_most() {
        let b = Board::empty(15, 15);
        // ŻAR at 8H with a rack lacking ż: the blank must be ż: 0 + a 1 + r 1 = 2.
        let m = play(&b, "ar?", "8H żar").unwrap();
        assert_eq!(m.score, 2);
        assert!(m.tiles[0].1.blank);
        // ŻŻ at 8G: G8 plain, H8 red. One ż real, one blank: the real one on H8 gives 15,
        // the real one on G8 gives 5; the best is the blank on G8.
        let m = play(&b, "ż?", "8G żż").unwrap();
        assert_eq!(m.score, 15);
        assert!(m.tiles[0].1.blank && !m.tiles[1].1.blank);
        assert_eq!(play(&b, "ar", "8H żar"), Err(MoveError::NotOnRack('Ż')));
        assert_eq!(play(&b, "kot", "8H *kot"), Err(MoveError::NotOnRack('?')));
    }

    #[test]
    fn choose_k_of_n() {
        assert_eq!(combinations(3, 2).len(), 3);
        assert_eq!(combinations(2, 0), vec![Vec::<usize>::new()]);
    }
}
