//! Moves in words and squares, for people: a board move's start square, direction and word
//! ("8H across: KOT", the square as the notation writes it), a WordCap word and its cells, a pass or an exchange, read from the
//! notation a table notes (`8H KO(T)` from the move generator, `H8 KO.T` as typed,
//! `KOT (A1 B2 B3)` for WordCap, `-` for a pass, `-AEZ` for an exchange).

use crate::rules::{parse_move, Board, Direction, TypedCell, Variant};

/// The name of a direction as the catalog's messages choose their words by it.
pub(in crate::table) fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Across => "across",
        Direction::Down => "down",
    }
}

/// A noted move, described for a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::table) struct Described {
    /// `across` or `down` (a board move), `cells` (a WordCap word), `pass`, `exchange`, or
    /// `other` (notation that could not be read: `word` holds it as noted).
    pub kind: &'static str,
    /// The start square as the move's notation writes it (`8H` across, `H8` down) or the
    /// cells (`A1 B2 B3`); empty otherwise.
    pub place: String,
    /// The word in capitals, the exchanged tiles, or the notation as noted; empty for a pass.
    pub word: String,
}

impl Described {
    fn new(kind: &'static str, place: String, word: String) -> Described {
        Described { kind, place, word }
    }

    /// The move in the notation players type, short: `8H KOT` across (the row first), `H8
    /// KOT` down, the word alone for a WordCap word, the tiles of an exchange; empty for a
    /// pass.
    pub fn short(&self) -> String {
        match self.kind {
            "across" | "down" => format!("{} {}", self.place, self.word),
            _ => self.word.clone(),
        }
    }
}

/// A pass (`-`) or an exchange (`-AEZ`), the same in every game.
fn turn_without_word(noted: &str) -> Option<Described> {
    let tiles = noted.trim().strip_prefix('-')?;
    Some(if tiles.is_empty() {
        Described::new("pass", String::new(), String::new())
    } else {
        Described::new("exchange", String::new(), tiles.to_uppercase())
    })
}

/// A board game's noted move. Letters noted as `.` (already on the board) are read from
/// `board` where it has them, so the word shows whole.
pub(in crate::table) fn board_move(
    noted: &str,
    variant: &Variant,
    board: Option<&Board>,
) -> Described {
    if let Some(described) = turn_without_word(noted) {
        return described;
    }
    let Ok(text) = parse_move(noted, variant) else {
        return Described::new("other", String::new(), noted.to_string());
    };
    let alphabet = variant.alphabet();
    let word = text
        .cells
        .iter()
        .enumerate()
        .map(|(i, cell)| match *cell {
            TypedCell::Letter { letter, .. }
            | TypedCell::OnBoardLetter(letter)
            | TypedCell::TakeBlank(letter) => alphabet.upper(letter),
            TypedCell::OnBoard => board
                .and_then(|b| {
                    let pos = b.step(text.start, text.direction, i as i32)?;
                    b.get(pos)
                })
                .map_or('.', |tile| alphabet.upper(tile.letter)),
        })
        .collect();
    Described::new(
        direction_name(text.direction),
        text.start.noted(text.direction),
        word,
    )
}

/// A WordCap noted word, `KOT (A1 B2 B3)`, or a pass.
pub(in crate::table) fn traced_word(noted: &str) -> Described {
    if let Some(described) = turn_without_word(noted) {
        return described;
    }
    match noted
        .trim()
        .strip_suffix(')')
        .and_then(|t| t.split_once(" ("))
    {
        Some((word, cells)) => Described::new("cells", cells.to_string(), word.to_string()),
        None => Described::new("other", String::new(), noted.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    #[test]
    fn board_moves_read_as_square_direction_and_word() {
        let v = VariantId::Literaki.variant();
        let gcg = board_move("8H KO(T)", v, None);
        assert_eq!(
            (gcg.kind, gcg.place.as_str(), gcg.word.as_str()),
            ("across", "8H", "KOT")
        );
        let typed = board_move("H8 ko*t", v, None);
        assert_eq!(
            (typed.kind, typed.place.as_str(), typed.word.as_str()),
            ("down", "H8", "KOT")
        );
        assert_eq!(board_move("H8 K.T", v, None).word, "K.T");
        assert_eq!(board_move("-", v, None).kind, "pass");
        let exchange = board_move("-aęź", v, None);
        assert_eq!((exchange.kind, exchange.word.as_str()), ("exchange", "AĘŹ"));
        assert_eq!(board_move("8H 1", v, None).kind, "other");
        assert_eq!(gcg.short(), "8H KOT");
        assert_eq!(typed.short(), "H8 KOT");
        assert_eq!(board_move("15O KOT", v, None).short(), "15O KOT");
        assert_eq!(exchange.short(), "AĘŹ");
    }

    #[test]
    fn wordcap_words_read_as_word_and_cells() {
        let w = traced_word("KOT (A1 B2 B3)");
        assert_eq!(
            (w.kind, w.place.as_str(), w.word.as_str()),
            ("cells", "A1 B2 B3", "KOT")
        );
        assert_eq!(traced_word("-").kind, "pass");
    }
}
