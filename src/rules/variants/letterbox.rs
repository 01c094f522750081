//! The Letterbox-style German game: the data (board, letters, values, limits). The game
//! points a game puts at stake are the hook [`Stakes::BySettings`] (its formula:
//! [`crate::rules::hooks::game_points`]).
//!
//! The rule text (`seeds/letterbox-rules-de.txt`) gives neither the board, the letter
//! values nor where the special fields lie; our choices (see `docs/rules/letterbox.md`):
//! - a 13x13 board, small enough to read on a phone, with the start field G7 in the centre
//!   (its letter scores x2) and eight yellow fields (letter x2, then the board is cleared):
//!   D4, J4, D10, J10 (diagonal from the centre, so no first word reaches one) and the four
//!   corners;
//! - the letters and values of German letter frequencies (the German Scrabble set), with ß a
//!   letter of its own (one tile worth 8, like Ö); no blanks, as the text has none; 101 tiles.
//!
//! Hooks switched on: letter scoring, board clearing, word takeover, first to the target
//! (100 unless chosen) wins at once, new letters when nobody can lay (two such rounds: a
//! draw), the void challenge (an unknown word is refused, no penalty), racks of 5 to 10.

use crate::lexicon::Language;
use crate::rules::hooks::{
    BoardClearing, ChallengeRule, EndRules, Hooks, OutBonus, PassOut, ScoringBasis, Stakes,
    TargetScore, TimeOverRule, WordTakeover,
};
use crate::rules::pos::Pos;
use crate::rules::variant::{parse_layout, tile_set, Premium, Variant, VariantId};

/// Board side (columns A..M, rows 1..13).
pub const SIDE: u8 = 13;

/// The board, row 1 at the top, column A at the left: `Y` a yellow field (letter x2, clears
/// the board), `*` the start field (letter x2).
pub const BOARD: [&str; 13] = [
    "Y...........Y",
    ".............",
    ".............",
    "...Y.....Y...",
    ".............",
    ".............",
    "......*......",
    ".............",
    ".............",
    "...Y.....Y...",
    ".............",
    ".............",
    "Y...........Y",
];

/// Letters in alphabet order with their count in the bag and their value.
pub const LETTERS: [(char, u8, u32); 30] = [
    ('a', 5, 1),
    ('b', 2, 3),
    ('c', 2, 4),
    ('d', 4, 1),
    ('e', 15, 1),
    ('f', 2, 4),
    ('g', 3, 2),
    ('h', 4, 2),
    ('i', 6, 1),
    ('j', 1, 6),
    ('k', 2, 4),
    ('l', 3, 2),
    ('m', 4, 3),
    ('n', 9, 1),
    ('o', 3, 2),
    ('p', 1, 4),
    ('q', 1, 10),
    ('r', 6, 1),
    ('s', 7, 1),
    ('t', 6, 1),
    ('u', 6, 1),
    ('v', 1, 6),
    ('w', 1, 3),
    ('x', 1, 8),
    ('y', 1, 10),
    ('z', 1, 3),
    ('ä', 1, 6),
    ('ö', 1, 8),
    ('ü', 1, 6),
    ('ß', 1, 8),
];

/// Letters per player unless the table chooses ("fünf bis zehn Buchstaben").
pub const DEFAULT_LETTERS: usize = 7;
/// Fewest letters per player.
pub const MIN_LETTERS: usize = 5;
/// Most letters per player.
pub const MAX_LETTERS: usize = 10;
/// The target score unless the table chooses one.
pub const DEFAULT_TARGET: u32 = 100;

fn premium_of(c: char) -> Premium {
    match c {
        'Y' => Premium::Clearing,
        '*' => Premium::DoubleLetter,
        _ => Premium::Plain,
    }
}

/// Builds the Letterbox variant.
pub fn variant() -> Variant {
    let (tile_counts, letter_values) = tile_set(Language::German, &LETTERS, 0);
    Variant {
        id: VariantId::Letterbox,
        language: Language::German,
        width: SIDE,
        height: SIDE,
        start: Pos::new(6, 6),
        premiums: parse_layout(&BOARD, SIDE, SIDE, premium_of),
        tile_counts,
        letter_values,
        rack_size: DEFAULT_LETTERS,
        rack_choices: (MIN_LETTERS, MAX_LETTERS),
        bingo_bonus: 0,
        min_players: 2,
        max_players: 4,
        // The text has no exchange: a player who cannot lay passes.
        exchange_min_bag: 0,
        exchange_limit: Some(0),
        exchange_tiles: (1, MAX_LETTERS),
        blank_value: 0,
        // "Wird ein Wort in der Wörterdatenbank nicht gefunden, gilt es nicht und ein neues
        // Wort muss gebildet werden."
        challenge: ChallengeRule::Void,
        challenge_choices: &[ChallengeRule::Void],
        end: EndRules {
            pass_out: PassOut::NewLetters { rounds: 2 },
            out_bonus: OutBonus::GainsOpponentsRacks,
            time_over: TimeOverRule::Never,
        },
        hooks: Hooks {
            target: TargetScore::FirstToReach {
                default: DEFAULT_TARGET,
            },
            scoring: ScoringBasis::Letters,
            board_clearing: BoardClearing::OnClearingField,
            word_takeover: WordTakeover::ExtendedWord,
            stakes: Stakes::BySettings,
            ..Hooks::NONE
        },
        against_computer: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Tile;

    #[test]
    fn a_hundred_and_one_tiles_without_blanks() {
        let v = variant();
        assert_eq!(v.tile_total(), 101);
        assert!(!v.full_bag().contains(&Tile::Blank));
        assert_eq!(v.tile_counts.len(), 30, "every letter of the alphabet");
    }

    #[test]
    fn board_is_thirteen_square_and_symmetric() {
        for row in BOARD {
            assert_eq!(row.chars().count(), SIDE as usize);
        }
        let v = variant();
        let n = SIDE - 1;
        for r in 0..SIDE {
            for c in 0..SIDE {
                let p = v.premium(Pos::new(r, c));
                assert_eq!(p, v.premium(Pos::new(n - r, c)));
                assert_eq!(p, v.premium(Pos::new(r, n - c)));
                assert_eq!(p, v.premium(Pos::new(c, r)));
            }
        }
        let yellow = v
            .premiums
            .iter()
            .filter(|&&p| p == Premium::Clearing)
            .count();
        assert_eq!(yellow, 8);
        assert_eq!(v.premium(v.start), Premium::DoubleLetter);
    }

    #[test]
    fn values_follow_frequency() {
        let v = variant();
        let a = v.alphabet();
        let value = |c: char| a.letter(c).map(|l| v.letter_values[l.index()]);
        assert_eq!(value('e'), Some(1));
        assert_eq!(value('ß'), Some(8));
        assert_eq!(value('q'), Some(10));
        assert!(v.letter_values.iter().all(|&x| (1..=10).contains(&x)));
    }

    #[test]
    fn harder_settings_are_worth_more() {
        let stakes = variant().hooks.stakes;
        let points = |letters, target, time, computer| {
            stakes
                .points(letters, Some(target), time, computer)
                .unwrap_or(0)
        };
        assert_eq!(points(DEFAULT_LETTERS, DEFAULT_TARGET, None, None), 16);
        assert!(points(MIN_LETTERS, 100, None, None) > points(7, 100, None, None));
        assert!(points(7, 200, None, None) > points(7, 100, None, None));
        assert!(points(7, 100, Some(30), None) > points(7, 100, Some(60), None));
        assert!(points(7, 100, Some(60), None) > points(7, 100, Some(300), None));
        // a full rack adds nothing: the formula counts from this variant's most letters
        assert_eq!(points(MAX_LETTERS, 100, Some(600), None), 10);
        assert_eq!(points(7, 100, None, Some(1)), 21);
        assert!(points(7, 100, None, Some(2)) > points(7, 100, None, Some(0)));
    }
}
