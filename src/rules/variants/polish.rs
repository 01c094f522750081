//! Polish Scrabble as played in clubs (PFS): the data. The English board and club rules
//! ([`super::english::club_variant`]) with the Polish tournament tile set: Literaki's letter
//! counts, the PFS values and 2 blanks. See `docs/rules/polish.md`.

use super::english::club_variant;
use crate::lexicon::Language;
use crate::rules::variant::{Variant, VariantId};

/// Letters in alphabet order with their count in the bag and their value.
pub const LETTERS: [(char, u8, u32); 32] = [
    ('a', 9, 1),
    ('ą', 1, 5),
    ('b', 2, 3),
    ('c', 3, 2),
    ('ć', 1, 6),
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
    ('ń', 1, 7),
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
    ('ź', 1, 9),
    ('ż', 1, 5),
];

/// Blanks in the bag.
pub const BLANKS: u8 = 2;

/// Builds the Polish variant.
pub fn variant() -> Variant {
    club_variant(VariantId::Polish, Language::Polish, &LETTERS, BLANKS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::variants::literaki;

    #[test]
    fn literaki_counts_pfs_values() {
        let v = variant();
        assert_eq!(v.full_bag().len(), 100);
        for (i, &(c, n, _)) in LETTERS.iter().enumerate() {
            assert_eq!((c, n), (literaki::LETTERS[i].0, literaki::LETTERS[i].1));
        }
        let a = Language::Polish.alphabet();
        let val = |c| a.letter(c).map(|l| v.letter_values[l.index()]);
        assert_eq!(
            [val('ź'), val('ń'), val('ć'), val('ą'), val('y')],
            [Some(9), Some(7), Some(6), Some(5), Some(2)]
        );
    }
}
