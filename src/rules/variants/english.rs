//! English Scrabble as played in clubs (NASPA/WESPA): the data. The standard 15x15 board
//! (also used by [`super::polish`]), 100 tiles with the standard counts and values, 2 blanks,
//! a 50-point bingo, exchanges with 7 or more tiles in the bag and no limit, double challenge
//! by default (void as a table option), and the end as GCG records score it: going out gains
//! twice the opponents' racks, six scoreless turns in a row (two players) end the game with
//! each player losing their own rack. See `docs/rules/english.md`.
//!
//! On the board, `d`/`t` double/triple the letter, `D`/`T` the word; the centre H8 is a
//! double-word square and the start.

use crate::lexicon::Language;
use crate::rules::hooks::{ChallengeRule, EndRules, Hooks, OutBonus, PassOut, TimeOverRule};
use crate::rules::pos::Pos;
use crate::rules::variant::{parse_layout, tile_set, Premium, Variant, VariantId};

/// The standard board, row 1 at the top, column A at the left.
pub const BOARD: [&str; 15] = [
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...D...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
];

/// Letters with their count in the bag and their value.
pub const LETTERS: [(char, u8, u32); 26] = [
    ('a', 9, 1),
    ('b', 2, 3),
    ('c', 2, 3),
    ('d', 4, 2),
    ('e', 12, 1),
    ('f', 2, 4),
    ('g', 3, 2),
    ('h', 2, 4),
    ('i', 9, 1),
    ('j', 1, 8),
    ('k', 1, 5),
    ('l', 4, 1),
    ('m', 2, 3),
    ('n', 6, 1),
    ('o', 8, 1),
    ('p', 2, 3),
    ('q', 1, 10),
    ('r', 6, 1),
    ('s', 4, 1),
    ('t', 6, 1),
    ('u', 4, 1),
    ('v', 2, 4),
    ('w', 2, 4),
    ('x', 1, 8),
    ('y', 2, 4),
    ('z', 1, 10),
];

/// Blanks in the bag.
pub const BLANKS: u8 = 2;

/// The premium of a character of [`BOARD`].
pub fn premium_of(c: char) -> Premium {
    match c {
        'd' => Premium::DoubleLetter,
        't' => Premium::TripleLetter,
        'D' => Premium::DoubleWord,
        'T' => Premium::TripleWord,
        _ => Premium::Plain,
    }
}

/// The club rules shared by `english` and `polish`: what differs is the language and tiles.
pub fn club_variant(
    id: VariantId,
    language: Language,
    letters: &[(char, u8, u32)],
    blanks: u8,
) -> Variant {
    let (tile_counts, letter_values) = tile_set(language, letters, blanks);
    Variant {
        id,
        language,
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
        exchange_limit: None,
        exchange_tiles: (1, 7),
        blank_value: 0,
        challenge: ChallengeRule::Double,
        challenge_choices: &[ChallengeRule::Double, ChallengeRule::Void],
        end: EndRules {
            pass_out: PassOut::ScorelessTurns { per_player: 3 },
            out_bonus: OutBonus::TwiceOpponentsRacks,
            time_over: TimeOverRule::Never,
        },
        hooks: Hooks::NONE,
        against_computer: false,
    }
}

/// Builds the English variant.
pub fn variant() -> Variant {
    club_variant(VariantId::English, Language::English, &LETTERS, BLANKS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tiles::Tile;

    #[test]
    fn hundred_tiles_two_blanks() {
        let v = variant();
        let bag = v.full_bag();
        assert_eq!(bag.len(), 100);
        assert_eq!(bag.iter().filter(|&&t| t == Tile::Blank).count(), 2);
        assert_eq!(
            v.tile_counts.len(),
            27,
            "every letter made it into the alphabet"
        );
    }

    #[test]
    fn board_is_symmetric_with_the_standard_counts() {
        for (i, row) in BOARD.iter().enumerate() {
            assert_eq!(row.chars().count(), 15);
            assert_eq!(row.chars().rev().collect::<String>(), *row);
            assert_eq!(BOARD[i], BOARD[14 - i]);
        }
        let count = |c| {
            BOARD
                .iter()
                .flat_map(|r| r.chars())
                .filter(|&x| x == c)
                .count()
        };
        assert_eq!(
            (count('T'), count('D'), count('t'), count('d')),
            (8, 17, 12, 24)
        );
        let v = variant();
        assert_eq!(v.premium(Pos::new(7, 7)), Premium::DoubleWord);
        assert_eq!(v.premium(Pos::new(0, 0)), Premium::TripleWord);
        assert_eq!(v.premium(Pos::new(0, 3)), Premium::DoubleLetter);
        assert_eq!(v.premium(Pos::new(1, 5)), Premium::TripleLetter);
    }
}
