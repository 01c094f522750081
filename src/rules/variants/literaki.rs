//! Literaki: the data (board layout, tile counts, letter values and limits).
//!
//! Tile counts come from the rule text's table (98 letters + 2 blanks); values and the board
//! from `rules-data/literaki.md` (the colours the text lost). On the board, `1 2 3 5` are
//! colour fields (a tile of that value lying there scores x3), `D` doubles and `T` triples
//! the word.

use crate::lexicon::Language;
use crate::rules::hooks::{ChallengeRule, EndRules, Hooks, OutBonus, PassOut, TimeOverRule};
use crate::rules::pos::Pos;
use crate::rules::variant::{parse_layout, tile_set, Premium, Variant, VariantId};

/// The board, row 1 at the top, column A at the left.
pub const BOARD: [&str; 15] = [
    "5.T..2.5.2..T.5",
    "....2.5.5.2....",
    "T..2.D.1.D.2..T",
    "..2.D.1.1.D.2..",
    ".2.D.1...1.D.2.",
    "2.D.1..3..1.D.2",
    ".5.1..3.3..1.5.",
    "5.1..3.5.3..1.5",
    ".5.1..3.3..1.5.",
    "2.D.1..3..1.D.2",
    ".2.D.1...1.D.2.",
    "..2.D.1.1.D.2..",
    "T..2.D.1.D.2..T",
    "....2.5.5.2....",
    "5.T..2.5.2..T.5",
];

/// Letters in alphabet order with their count in the bag and their value.
pub const LETTERS: [(char, u8, u32); 32] = [
    ('a', 9, 1),
    ('ą', 1, 5),
    ('b', 2, 3),
    ('c', 3, 2),
    ('ć', 1, 5),
    ('d', 3, 2),
    ('e', 7, 1),
    ('ę', 1, 5),
    ('f', 1, 5),
    ('g', 2, 3),
    ('h', 2, 3),
    ('i', 8, 1),
    ('j', 2, 3),
    ('k', 3, 2),
    ('l', 3, 2),
    ('ł', 2, 3),
    ('m', 3, 2),
    ('n', 5, 1),
    ('ń', 1, 5),
    ('o', 6, 1),
    ('ó', 1, 5),
    ('p', 3, 2),
    ('r', 4, 1),
    ('s', 4, 1),
    ('ś', 1, 5),
    ('t', 3, 2),
    ('u', 2, 3),
    ('w', 4, 1),
    ('y', 4, 2),
    ('z', 5, 1),
    ('ź', 1, 5),
    ('ż', 1, 5),
];

/// Blanks in the bag.
pub const BLANKS: u8 = 2;

fn premium_of(c: char) -> Premium {
    match c {
        '1' => Premium::Colour(1),
        '2' => Premium::Colour(2),
        '3' => Premium::Colour(3),
        '5' => Premium::Colour(5),
        'D' => Premium::DoubleWord,
        'T' => Premium::TripleWord,
        _ => Premium::Plain,
    }
}

/// Builds the Literaki variant.
pub fn variant() -> Variant {
    let (tile_counts, letter_values) = tile_set(Language::Polish, &LETTERS, BLANKS);
    Variant {
        id: VariantId::Literaki,
        language: Language::Polish,
        width: 15,
        height: 15,
        start: Pos::new(7, 7),
        premiums: parse_layout(&BOARD, 15, 15, premium_of),
        tile_counts,
        letter_values,
        rack_size: 7,
        rack_choices: (7, 7),
        bingo_bonus: 50,
        min_players: 2,
        max_players: 4,
        exchange_min_bag: 7,
        exchange_limit: Some(3),
        exchange_tiles: (1, 7),
        blank_value: 0,
        challenge: ChallengeRule::Double,
        challenge_choices: &[ChallengeRule::Double],
        end: EndRules {
            pass_out: PassOut::Passes { per_player: 2 },
            out_bonus: OutBonus::GainsOpponentsRacks,
            time_over: TimeOverRule::EachLosesOwnRack,
        },
        hooks: Hooks::NONE,
        against_computer: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tiles::Tile;

    #[test]
    fn hundred_tiles_with_two_blanks() {
        let v = variant();
        let bag = v.full_bag();
        assert_eq!(bag.len(), 100);
        assert_eq!(bag.iter().filter(|&&t| t == Tile::Blank).count(), 2);
    }

    #[test]
    fn board_rows_are_fifteen_wide_and_symmetric() {
        for row in BOARD {
            assert_eq!(row.chars().count(), 15, "row {row}");
            let rev: String = row.chars().rev().collect();
            assert_eq!(rev, row);
        }
        for i in 0..15 {
            assert_eq!(BOARD[i], BOARD[14 - i]);
        }
    }

    #[test]
    fn centre_is_red_and_corners_are_red() {
        let v = variant();
        assert_eq!(v.premium(Pos::new(7, 7)), Premium::Colour(5));
        assert_eq!(v.premium(Pos::new(0, 2)), Premium::TripleWord);
        assert_eq!(v.premium(Pos::new(2, 5)), Premium::DoubleWord);
        assert_eq!(v.premium(Pos::new(0, 0)), Premium::Colour(5));
    }

    #[test]
    fn values_follow_the_colours() {
        let v = variant();
        let a = Language::Polish.alphabet();
        let val = |c| a.letter(c).map(|l| v.letter_values[l.index()]);
        assert_eq!(val('a'), Some(1));
        assert_eq!(val('y'), Some(2));
        assert_eq!(val('ł'), Some(3));
        assert_eq!(val('ż'), Some(5));
    }
}
