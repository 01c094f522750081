//! Literki (kurnik.pl): the data. A 17x15 board with 2L/3L/2S/3S premiums, 4S fields on the
//! edges with arrows pointing inward and six WYM fields (the text gives no layout: ours is
//! drawn below and in `docs/rules/literki.md`), 115 tiles with the text's counts (2 blanks),
//! letter values 1-5 (the text lost which colour each letter has: ours follow the Polish
//! Scrabble values squeezed into five steps), up to four players, at most three exchanges
//! with 7 or more tiles in the bag, double challenge (Accept/Check), the game clock ending.
//!
//! On the board: `d`/`t` 2L/3L, `D`/`T` 2S/3S, `W` WYM, and 4S fields drawn as their arrow
//! (`v` down, `^` up, `>` right, `<` left). The centre I8 (`D`) is the start.

use crate::lexicon::Language;
use crate::rules::hooks::{
    ChallengeRule, DictionaryUse, EndRules, Hooks, OutBonus, PassOut, TimeOverRule, WymCount,
    WymRule, WymVictim,
};
use crate::rules::pos::Pos;
use crate::rules::variant::{parse_layout, tile_set, Arrow, Premium, Variant, VariantId};

/// Board width (columns A..Q).
pub const WIDTH: u8 = 17;
/// Board height (rows 1..15).
pub const HEIGHT: u8 = 15;

/// The board, row 1 at the top, column A at the left.
pub const BOARD: [&str; 15] = [
    "T..d.v..T..v.d..T",
    ".D....t...t....D.",
    "..D...d.W.d...D..",
    "d..D...d.d...D..d",
    ">...D...t...D...<",
    ".t...t.....t...t.",
    "..d.W.d...d.W.d..",
    "T..d....D....d..T",
    "..d.W.d...d.W.d..",
    ".t...t.....t...t.",
    ">...D...t...D...<",
    "d..D...d.d...D..d",
    "..D...d.W.d...D..",
    ".D....t...t....D.",
    "T..d.^..T..^.d..T",
];

/// Letters in alphabet order with their count in the bag (the text's table) and the value
/// we chose (the text lost the colours).
pub const LETTERS: [(char, u8, u32); 32] = [
    ('a', 9, 1),
    ('ą', 1, 4),
    ('b', 2, 3),
    ('c', 4, 2),
    ('ć', 1, 5),
    ('d', 4, 2),
    ('e', 9, 1),
    ('ę', 1, 4),
    ('f', 1, 4),
    ('g', 2, 3),
    ('h', 2, 3),
    ('i', 9, 1),
    ('j', 2, 3),
    ('k', 3, 2),
    ('l', 3, 2),
    ('ł', 2, 3),
    ('m', 3, 2),
    ('n', 6, 1),
    ('ń', 1, 5),
    ('o', 8, 1),
    ('ó', 1, 4),
    ('p', 4, 2),
    ('r', 5, 1),
    ('s', 5, 1),
    ('ś', 1, 4),
    ('t', 5, 2),
    ('u', 3, 3),
    ('w', 5, 1),
    ('y', 4, 2),
    ('z', 5, 1),
    ('ź', 1, 5),
    ('ż', 1, 4),
];

/// Blanks in the bag ("dwie płytki czyste, tzw. blanki").
pub const BLANKS: u8 = 2;

/// The premium of a character of [`BOARD`].
pub fn premium_of(c: char) -> Premium {
    match c {
        'd' => Premium::DoubleLetter,
        't' => Premium::TripleLetter,
        'D' => Premium::DoubleWord,
        'T' => Premium::TripleWord,
        'W' => Premium::Exchange,
        'v' => Premium::QuadWordArrow(Arrow::Down),
        '^' => Premium::QuadWordArrow(Arrow::Up),
        '>' => Premium::QuadWordArrow(Arrow::Right),
        '<' => Premium::QuadWordArrow(Arrow::Left),
        _ => Premium::Plain,
    }
}

/// Builds the Literki variant.
pub fn variant() -> Variant {
    let (tile_counts, letter_values) = tile_set(Language::Polish, &LETTERS, BLANKS);
    Variant {
        id: VariantId::Literki,
        language: Language::Polish,
        width: WIDTH,
        height: HEIGHT,
        start: Pos::new(7, 8),
        premiums: parse_layout(&BOARD, WIDTH, HEIGHT, premium_of),
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
        hooks: Hooks {
            wym: Some(WymRule {
                min_bag: 7,
                victim: WymVictim::NextOpponent,
                count: WymCount::WholeRack,
            }),
            dictionary_use: DictionaryUse::OnlyAfterLaying,
            ..Hooks::NONE
        },
        against_computer: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tiles::Tile;

    /// A square seen in a left-right mirror.
    fn mirror_across(c: char) -> char {
        match c {
            '>' => '<',
            '<' => '>',
            c => c,
        }
    }
    /// A square seen in a top-bottom mirror.
    fn mirror_down(c: char) -> char {
        match c {
            'v' => '^',
            '^' => 'v',
            c => c,
        }
    }

    #[test]
    fn board_is_seventeen_by_fifteen_and_symmetric() {
        for (i, row) in BOARD.iter().enumerate() {
            assert_eq!(row.chars().count(), 17, "row {}", i + 1);
            let across: String = row.chars().rev().map(mirror_across).collect();
            assert_eq!(across, *row, "row {} left-right", i + 1);
            let down: String = BOARD[14 - i].chars().map(mirror_down).collect();
            assert_eq!(down, *row, "row {} top-bottom", i + 1);
        }
    }

    #[test]
    fn arrows_sit_on_the_edges_pointing_inward() {
        let v = variant();
        let mut arrows = 0;
        for row in 0..HEIGHT {
            for col in 0..WIDTH {
                if let Premium::QuadWordArrow(a) = v.premium(Pos::new(row, col)) {
                    arrows += 1;
                    let inward = match a {
                        Arrow::Down => row == 0,
                        Arrow::Up => row == HEIGHT - 1,
                        Arrow::Right => col == 0,
                        Arrow::Left => col == WIDTH - 1,
                    };
                    assert!(inward, "{a:?} at {}", Pos::new(row, col));
                }
            }
        }
        assert_eq!(arrows, 8);
    }

    #[test]
    fn hundred_fifteen_tiles_values_one_to_five() {
        let v = variant();
        let bag = v.full_bag();
        assert_eq!(bag.len(), 115);
        assert_eq!(bag.iter().filter(|&&t| t == Tile::Blank).count(), 2);
        assert_eq!(v.tile_counts.len(), 33);
        assert!(LETTERS.iter().all(|&(_, _, p)| (1..=5).contains(&p)));
        assert_eq!(v.premium(v.start), Premium::DoubleWord);
    }
}
