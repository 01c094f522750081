//! Эрудит (Russian): the data (board layout, tile counts, letter values and limits) and the
//! settings the rule text leaves to the players (target score, level).
//!
//! Tile counts and values come from the rule text's two tables (`seeds/erudit-rules-ru.txt`):
//! 32 letters without Ё (Ё is read as Е), 117 letter tiles and 3 blanks ("* - 3" in the
//! counts table), 120 tiles in all as the box says; the blank's value, also "* - 3" in the
//! points table, is a variant setting ([`BLANK_VALUE`]). The text names the premium colours
//! (green 2L, yellow 3L, blue 2W, red 3W) but not where they lie; the board is the standard
//! 15x15 layout the game shares with its Western cousin. On the board, `g` is green (letter x2), `y` yellow (letter x3),
//! `b` blue (word x2), `r` red (word x3).
//!
//! Hooks switched on: `blank_swap` (a blank on the board may be taken by laying the real
//! letter on it) and `target_score` (play to 200 unless agreed otherwise, then finish the
//! round).

use crate::lexicon::Language;
use crate::rules::hooks::{
    BlankSwap, ChallengeRule, EndRules, Hooks, OutBonus, PassOut, TargetScore, TimeOverRule,
};
use crate::rules::pos::Pos;
use crate::rules::variant::{parse_layout, tile_set, Premium, Variant, VariantId};

/// The board, row 1 at the top, column A at the left: `g` green 2L, `y` yellow 3L, `b` blue
/// 2W, `r` red 3W.
pub const BOARD: [&str; 15] = [
    "r..g...r...g..r",
    ".b...y...y...b.",
    "..b...g.g...b..",
    "g..b...g...b..g",
    "....b.....b....",
    ".y...y...y...y.",
    "..g...g.g...g..",
    "r..g...b...g..r",
    "..g...g.g...g..",
    ".y...y...y...y.",
    "....b.....b....",
    "g..b...g...b..g",
    "..b...g.g...b..",
    ".b...y...y...b.",
    "r..g...r...g..r",
];

/// Letters in alphabet order with their count in the bag and their value, as the text's
/// tables give them ("Количество фишек" and "Количество баллов за букву").
pub const LETTERS: [(char, u8, u32); 32] = [
    ('а', 8, 1),
    ('б', 3, 3),
    ('в', 5, 2),
    ('г', 3, 3),
    ('д', 5, 2),
    ('е', 8, 1),
    ('ж', 2, 5),
    ('з', 2, 5),
    ('и', 7, 1),
    ('й', 4, 2),
    ('к', 5, 2),
    ('л', 4, 2),
    ('м', 5, 2),
    ('н', 7, 1),
    ('о', 8, 1),
    ('п', 5, 2),
    ('р', 5, 2),
    ('с', 5, 2),
    ('т', 5, 2),
    ('у', 3, 3),
    ('ф', 1, 10),
    ('х', 2, 5),
    ('ц', 1, 10),
    ('ч', 2, 5),
    ('ш', 1, 10),
    ('щ', 1, 10),
    ('ъ', 1, 10),
    ('ы', 2, 5),
    ('ь', 2, 5),
    ('э', 1, 10),
    ('ю', 1, 10),
    ('я', 3, 3),
];

/// Blanks in the bag ("* - 3" in the counts table).
pub const BLANKS: u8 = 3;

/// Points of a blank ("* - 3" in the points table). Other variants' blanks are worth 0.
pub const BLANK_VALUE: u32 = 3;

/// Bonus for laying all 7 tiles in one move ("дополнительную премию в 15 баллов").
pub const BINGO_BONUS: u32 = 15;

/// The target score when the players agree on none ("например 200").
pub const DEFAULT_TARGET: u32 = 200;

fn premium_of(c: char) -> Premium {
    match c {
        'g' => Premium::DoubleLetter,
        'y' => Premium::TripleLetter,
        'b' => Premium::DoubleWord,
        'r' => Premium::TripleWord,
        _ => Premium::Plain,
    }
}

/// Builds the Эрудит variant.
pub fn variant() -> Variant {
    let (tile_counts, letter_values) = tile_set(Language::Russian, &LETTERS, BLANKS);
    Variant {
        id: VariantId::Erudit,
        language: Language::Russian,
        width: 15,
        height: 15,
        start: Pos::new(7, 7),
        premiums: parse_layout(&BOARD, 15, 15, premium_of),
        tile_counts,
        letter_values,
        rack_size: 7,
        rack_choices: (7, 7),
        bingo_bonus: BINGO_BONUS,
        min_players: 2,
        max_players: 4,
        // "от 1 до 7", no limit per game; the bag must give back as many (game.rs).
        exchange_min_bag: 1,
        exchange_limit: None,
        exchange_tiles: (1, 7),
        blank_value: BLANK_VALUE,
        // The text has no challenge rule: the players' own check, as in Literaki, by default;
        // the table may choose the automatic check.
        challenge: ChallengeRule::Double,
        challenge_choices: &[ChallengeRule::Double, ChallengeRule::Void],
        // The text's only ending is the target; a game that runs dry ends the standard way.
        end: EndRules {
            pass_out: PassOut::Passes { per_player: 2 },
            out_bonus: OutBonus::GainsOpponentsRacks,
            time_over: TimeOverRule::Never,
        },
        hooks: Hooks {
            blank_swap: BlankSwap::ForRealLetter,
            target: TargetScore::FinishRound {
                default: DEFAULT_TARGET,
            },
            ..Hooks::NONE
        },
        against_computer: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tiles::Tile;

    #[test]
    fn hundred_and_twenty_tiles_with_three_blanks() {
        let letters: u32 = LETTERS.iter().map(|&(_, n, _)| u32::from(n)).sum();
        assert_eq!(letters, 117);
        assert_eq!(letters + u32::from(BLANKS), 120);
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
            let column: String = BOARD.iter().filter_map(|r| r.chars().nth(i)).collect();
            assert_eq!(
                column, BOARD[i],
                "the board is symmetric about its diagonal"
            );
        }
    }

    #[test]
    fn built_variant_matches_the_tables() {
        let v = variant();
        assert_eq!(v.full_bag().len(), 120);
        assert_eq!(v.premium(Pos::new(7, 7)), Premium::DoubleWord);
        assert_eq!(v.premium(Pos::new(0, 0)), Premium::TripleWord);
        assert_eq!(v.premium(Pos::new(1, 5)), Premium::TripleLetter);
        assert_eq!(v.premium(Pos::new(0, 3)), Premium::DoubleLetter);
        assert_eq!(v.tile_value(Tile::Blank), 3);
        let ya = Language::Russian.alphabet().letter('я');
        assert_eq!(ya.map(|l| v.letter_values[l.index()]), Some(3));
    }

    #[test]
    fn letters_are_the_russian_alphabet_without_yo() {
        let letters: String = LETTERS.iter().map(|&(c, _, _)| c).collect();
        assert_eq!(letters, "абвгдежзийклмнопрстуфхцчшщъыьэюя");
    }
}
