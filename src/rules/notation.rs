//! Move notation (syntax only): text to [`MoveText`] and tile lists for exchanges.
//!
//! `8H WORD` (row number first) plays across from H8, `H8 WORD` (column letter first) plays
//! down. Case does not matter; one or more spaces separate the square from the word.
//! In the word: `.` is a letter already on the board; `*a` marks `a` as a blank (`?a` too: a
//! rack writes a blank `?`; the mark always comes before its letter, so `BLU?` is refused,
//! not read as BLU);
//! `(KOT)` (the GCG habit) names letters already on the board, which must match; `!a` lays
//! a real `a` on a blank that stands for `a` and takes the blank (only in variants with the
//! blank-swap hook, Эрудит; elsewhere `!` is not a letter). A blank anywhere else on the
//! board is taken by a part after the word: `!K5a` lays a real `a` on K5 (the square's
//! column letter, then its row), e.g. `8H ko*t !K5a`; several such parts may follow.
//! Meaning (is the square free, is the tile on the rack) is checked later, by
//! [`crate::rules::Game::evaluate`].

use super::board::Board;
use super::error::NotationError;
use super::hooks::BlankSwap;
use super::pos::{Direction, Pos};
use super::scoring::ScoredMove;
use super::tiles::Tile;
use super::variant::Variant;
use crate::lexicon::{Alphabet, Letter};
use serde::{Deserialize, Serialize};

/// One typed square of a move, as written by the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TypedCell {
    /// `.`: a letter already on the board.
    OnBoard,
    /// A letter; `blank` true when marked as a blank (`*a` or `?a`), false when unmarked
    /// (a rack letter, or a blank only where the rack lacks the letter; a typed letter on a
    /// square that already holds that letter is also accepted).
    Letter {
        /// The letter.
        letter: Letter,
        /// Marked as a blank.
        blank: bool,
    },
    /// A letter written in parentheses, `(k)`: it must already lie on the board.
    OnBoardLetter(Letter),
    /// `!a`: a real `a` from the rack laid on the square where a blank stands for `a`; the
    /// player takes the blank and must lay it in the same move.
    TakeBlank(Letter),
}

/// A move as typed: `8H WORD` (row first: across), `H8 WORD` (column first: down), and
/// blanks taken elsewhere on the board (`8H WORD !K5a`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveText {
    /// The square of the first typed letter.
    pub start: Pos,
    /// Across or down.
    pub direction: Direction,
    /// The typed squares, from `start` on.
    pub cells: Vec<TypedCell>,
    /// Blanks taken anywhere on the board (`!K5a` after the word, the blank-swap hook): each
    /// square, and the real letter laid there from the rack. A blank in the word's own line
    /// may be taken either way (`!a` in the word, or a part after it).
    #[serde(default)]
    pub take_blanks: Vec<(Pos, Letter)>,
}

impl MoveText {
    /// Writes the move back in notation: `8H ko*t` (across) or `H8 ko*t` (down); board
    /// letters in parentheses, blanks with a star before them, blanks taken elsewhere after
    /// the word (`8H KO*t !K5A`).
    pub fn to_text(&self, alphabet: &Alphabet) -> String {
        let square = self.start.noted(self.direction);
        let mut word = String::new();
        let mut in_paren = false;
        for cell in &self.cells {
            let board_letter = matches!(cell, TypedCell::OnBoardLetter(_));
            if board_letter && !in_paren {
                word.push('(');
                in_paren = true;
            } else if !board_letter && in_paren {
                word.push(')');
                in_paren = false;
            }
            match *cell {
                TypedCell::OnBoard => word.push('.'),
                TypedCell::OnBoardLetter(l) => word.push(alphabet.upper(l)),
                TypedCell::TakeBlank(l) => {
                    word.push('!');
                    word.push(alphabet.upper(l));
                }
                TypedCell::Letter { letter, blank } => {
                    if blank {
                        word.push('*');
                        word.push(alphabet.lower(letter));
                    } else {
                        word.push(alphabet.upper(letter));
                    }
                }
            }
        }
        if in_paren {
            word.push(')');
        }
        for &(pos, letter) in &self.take_blanks {
            word.push_str(&format!(" !{}{}", pos.name(), alphabet.upper(letter)));
        }
        format!("{square} {word}")
    }
}

impl MoveText {
    /// The move as the game read it, for writing back in one notation whatever was typed:
    /// each `.` named by the letter it stands on (`(UT)`), a plain letter the rack lacked
    /// marked as the blank it took (`*r`), a letter typed over the same letter on the board
    /// put in parentheses. `board` is the board before the move and `mv` the move as
    /// evaluated on it.
    pub fn resolved(&self, board: &Board, mv: &ScoredMove) -> MoveText {
        let mut out = self.clone();
        for (i, cell) in out.cells.iter_mut().enumerate() {
            let Some(pos) = board.step(self.start, self.direction, i as i32) else {
                continue;
            };
            let laid = mv.tiles.iter().find(|(p, _)| *p == pos).map(|&(_, t)| t);
            match (*cell, laid, board.get(pos)) {
                (TypedCell::OnBoard | TypedCell::Letter { .. }, None, Some(on_board)) => {
                    *cell = TypedCell::OnBoardLetter(on_board.letter);
                }
                (TypedCell::Letter { .. }, Some(t), _) => {
                    *cell = TypedCell::Letter {
                        letter: t.letter,
                        blank: t.blank,
                    };
                }
                _ => {}
            }
        }
        out
    }
}

/// Reads the square part: returns the square and the direction it implies.
fn parse_square(text: &str, variant: &Variant) -> Result<(Pos, Direction), NotationError> {
    let bad = || NotationError::BadSquare(text.to_string());
    if !text.is_ascii() || text.len() < 2 {
        return Err(bad());
    }
    let b = text.as_bytes();
    let (direction, letter, digits) = if b[0].is_ascii_digit() {
        (Direction::Across, b[b.len() - 1], &text[..text.len() - 1])
    } else if b[0].is_ascii_alphabetic() {
        (Direction::Down, b[0], &text[1..])
    } else {
        return Err(bad());
    };
    if !letter.is_ascii_alphabetic()
        || digits.is_empty()
        || digits.len() > 3
        || !digits.bytes().all(|d| d.is_ascii_digit())
    {
        return Err(bad());
    }
    let row: u32 = digits.parse().map_err(|_| bad())?;
    let col = u32::from(letter.to_ascii_uppercase() - b'A');
    if row == 0 || row > u32::from(variant.height) || col >= u32::from(variant.width) {
        return Err(NotationError::OffBoard(text.to_string()));
    }
    Ok((
        Pos {
            row: (row - 1) as u8,
            col: col as u8,
        },
        direction,
    ))
}

/// Reads the word part into typed cells; `take_blank`: `!a` may be written.
fn parse_cells(
    word: &str,
    alphabet: &Alphabet,
    take_blank: bool,
) -> Result<Vec<TypedCell>, NotationError> {
    let chars: Vec<char> = word.chars().collect();
    let mut cells = Vec::with_capacity(chars.len());
    let mut in_paren = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '(' if !in_paren => in_paren = true,
            ')' if in_paren => in_paren = false,
            '.' => cells.push(TypedCell::OnBoard),
            // The blank's mark comes before its letter: `*a`, or `?a` as a rack writes it.
            '*' | '?' if !in_paren => {
                let letter = chars
                    .get(i + 1)
                    .and_then(|&n| alphabet.letter(n))
                    .ok_or(NotationError::BareBlank)?;
                cells.push(TypedCell::Letter {
                    letter,
                    blank: true,
                });
                i += 1;
            }
            '!' if !in_paren && take_blank => {
                let letter = chars
                    .get(i + 1)
                    .and_then(|&n| alphabet.letter(n))
                    .ok_or(NotationError::BareTake)?;
                cells.push(TypedCell::TakeBlank(letter));
                i += 1;
            }
            _ => {
                let letter = alphabet.letter(c).ok_or(NotationError::BadLetter(c))?;
                if in_paren {
                    cells.push(TypedCell::OnBoardLetter(letter));
                } else {
                    cells.push(TypedCell::Letter {
                        letter,
                        blank: false,
                    });
                }
            }
        }
        i += 1;
    }
    if in_paren {
        return Err(NotationError::BadLetter('('));
    }
    if cells.is_empty() {
        return Err(NotationError::NoWord);
    }
    Ok(cells)
}

/// Parse a typed move like `8H WORD`, `h8 wo.d`, `8H *aLA`.
pub fn parse_move(text: &str, variant: &Variant) -> Result<MoveText, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    let (square, word) = match text.find(char::is_whitespace) {
        Some(i) => (&text[..i], text[i..].trim()),
        None => (text, ""),
    };
    let (start, direction) = parse_square(square, variant)?;
    if word.is_empty() {
        return Err(NotationError::NoWord);
    }
    let take_blank = variant.hooks.blank_swap != BlankSwap::Never;
    let (word, takes) = match word.find(char::is_whitespace) {
        Some(i) if take_blank => (&word[..i], word[i..].split_whitespace().collect()),
        Some(i) => {
            return Err(NotationError::BadLetter(
                word[i..].chars().next().unwrap_or(' '),
            ))
        }
        None => (word, Vec::new()),
    };
    let cells = parse_cells(word, variant.alphabet(), take_blank)?;
    let take_blanks = takes
        .into_iter()
        .map(|part| parse_take(part, variant))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(MoveText {
        start,
        direction,
        cells,
        take_blanks,
    })
}

/// Reads a part after the word, `!K5a`: the square of a blank anywhere on the board (column
/// letter, then row) and the real letter laid on it.
fn parse_take(part: &str, variant: &Variant) -> Result<(Pos, Letter), NotationError> {
    let Some(rest) = part.strip_prefix('!') else {
        return Err(NotationError::BadLetter(' '));
    };
    // The square: a column letter, then the row's digits (for the message, a square written
    // otherwise is read up to its last ASCII letter or digit).
    let square_len = match rest.chars().next() {
        None => return Err(NotationError::BareTake),
        Some(c) if c.is_ascii_alphabetic() => {
            1 + rest[1..].bytes().take_while(u8::is_ascii_digit).count()
        }
        Some(_) => rest
            .bytes()
            .take_while(u8::is_ascii_alphanumeric)
            .count()
            .max(rest.chars().next().map_or(0, char::len_utf8)),
    };
    let (square, letter) = rest.split_at(square_len);
    let column_first = square
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic());
    if !column_first || !(2..=3).contains(&square.len()) {
        return Err(NotationError::BadSquare(square.to_string()));
    }
    let (pos, _) = parse_square(square, variant)?;
    let mut chars = letter.chars();
    let letter = match (chars.next(), chars.next()) {
        (None, _) => return Err(NotationError::BareTake),
        (Some(c), None) => variant
            .alphabet()
            .letter(c)
            .ok_or(NotationError::BadLetter(c))?,
        (Some(_), Some(c)) => return Err(NotationError::BadLetter(c)),
    };
    Ok((pos, letter))
}

/// Parse a tile list for an exchange, like `ąęź?` (`?` or `*` is a blank). Spaces are ignored.
pub fn parse_tiles(text: &str, variant: &Variant) -> Result<Vec<Tile>, NotationError> {
    let alphabet = variant.alphabet();
    let tiles = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '?' | '*' => Ok(Tile::Blank),
            _ => alphabet
                .letter(c)
                .map(Tile::Letter)
                .ok_or(NotationError::BadLetter(c)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if tiles.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(tiles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn v() -> &'static Variant {
        VariantId::Literaki.variant()
    }
    fn l(c: char) -> Letter {
        v().alphabet().letter(c).unwrap_or(Letter(255))
    }
    fn plain(c: char) -> TypedCell {
        TypedCell::Letter {
            letter: l(c),
            blank: false,
        }
    }
    fn blank(c: char) -> TypedCell {
        TypedCell::Letter {
            letter: l(c),
            blank: true,
        }
    }

    #[test]
    fn row_first_is_across_column_first_is_down() {
        let m = parse_move("8H kot", v()).unwrap();
        assert_eq!(m.start, Pos::new(7, 7));
        assert_eq!(m.direction, Direction::Across);
        assert_eq!(m.cells, vec![plain('k'), plain('o'), plain('t')]);
        let m = parse_move("  h8   KOT ", v()).unwrap();
        assert_eq!(m.direction, Direction::Down);
        assert_eq!(m.start, Pos::new(7, 7));
        let m = parse_move("15o ŻÓŁW", v()).unwrap();
        assert_eq!(m.start, Pos::new(14, 14));
        assert_eq!(m.cells[0], plain('ż'));
    }

    #[test]
    fn dots_blanks_and_parentheses() {
        let m = parse_move("8H k.*t", v()).unwrap();
        assert_eq!(m.cells, vec![plain('k'), TypedCell::OnBoard, blank('t')]);
        let m = parse_move("8H ko?t", v()).unwrap();
        assert_eq!(m.cells, vec![plain('k'), plain('o'), blank('t')]);
        let m = parse_move("8H (KO)t", v()).unwrap();
        assert_eq!(
            m.cells,
            vec![
                TypedCell::OnBoardLetter(l('k')),
                TypedCell::OnBoardLetter(l('o')),
                plain('t')
            ]
        );
    }

    #[test]
    fn take_a_blank_only_where_the_variant_allows() {
        let ru = VariantId::Erudit.variant();
        let r = |c: char| ru.alphabet().letter(c).unwrap_or(Letter(255));
        let m = parse_move("8H к!о*т", ru).unwrap();
        assert_eq!(
            m.cells,
            vec![
                TypedCell::Letter {
                    letter: r('к'),
                    blank: false
                },
                TypedCell::TakeBlank(r('о')),
                TypedCell::Letter {
                    letter: r('т'),
                    blank: true
                }
            ]
        );
        assert_eq!(parse_move("8H к!", ru), Err(NotationError::BareTake));
        assert_eq!(parse_move("8H к!!о", ru), Err(NotationError::BareTake));
        let again = parse_move(&m.to_text(ru.alphabet()), ru).unwrap();
        assert_eq!(again, m);
        assert_eq!(
            parse_move("8H k!o*t", v()),
            Err(NotationError::BadLetter('!'))
        );
    }

    /// Issue 24, point 19: one notation. The blank's mark comes before its letter, `*` or
    /// `?` alike (a rack shows a blank as `?`), and the move is written back with `*`.
    #[test]
    fn a_blank_is_marked_before_its_letter_by_star_or_question_mark() {
        let star = parse_move("8H ko*t", v()).unwrap();
        let question = parse_move("8H ko?t", v()).unwrap();
        assert_eq!(star, question);
        assert_eq!(question.to_text(v().alphabet()), "8H KO*t");
        assert_eq!(
            parse_move("8H ?kot", v()).unwrap().cells[0],
            TypedCell::Letter {
                letter: l('k'),
                blank: true
            }
        );
    }

    #[test]
    fn writes_back_what_it_reads() {
        for text in ["8H (KO)*t", "H8 K.T", "12C ŻÓ*ł"] {
            let m = parse_move(text, v()).unwrap();
            let again = parse_move(&m.to_text(v().alphabet()), v()).unwrap();
            assert_eq!(again, m, "{text}");
        }
    }

    #[test]
    fn bad_input_names_the_problem() {
        assert_eq!(parse_move("   ", v()), Err(NotationError::Empty));
        assert_eq!(parse_move("8H", v()), Err(NotationError::NoWord));
        assert_eq!(
            parse_move("HH kot", v()),
            Err(NotationError::BadSquare("HH".into()))
        );
        assert_eq!(
            parse_move("8 kot", v()),
            Err(NotationError::BadSquare("8".into()))
        );
        assert_eq!(
            parse_move("16A kot", v()),
            Err(NotationError::OffBoard("16A".into()))
        );
        assert_eq!(
            parse_move("P1 kot", v()),
            Err(NotationError::OffBoard("P1".into()))
        );
        assert_eq!(
            parse_move("8H quiz", v()),
            Err(NotationError::BadLetter('q'))
        );
        assert_eq!(parse_move("8H ko*", v()), Err(NotationError::BareBlank));
        // A mark after the letters says no letter: refused, never dropped (`BLU?`).
        assert_eq!(parse_move("8H ko?", v()), Err(NotationError::BareBlank));
        assert_eq!(parse_move("8H .?", v()), Err(NotationError::BareBlank));
        assert_eq!(parse_move("8H k?.", v()), Err(NotationError::BareBlank));
        assert_eq!(
            parse_move("8H (ko", v()),
            Err(NotationError::BadLetter('('))
        );
        assert_eq!(parse_move("8H ()", v()), Err(NotationError::NoWord));
    }

    #[test]
    fn tiles_for_an_exchange() {
        assert_eq!(
            parse_tiles("ą ?*", v()),
            Ok(vec![Tile::Letter(l('ą')), Tile::Blank, Tile::Blank])
        );
        assert_eq!(parse_tiles("", v()), Err(NotationError::Empty));
        assert_eq!(parse_tiles("x", v()), Err(NotationError::BadLetter('x')));
    }
}
