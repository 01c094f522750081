//! Learned leave values: what the tiles a move keeps on the rack are worth for the moves to
//! come, in tenths of a point. A [`LeaveModel`] is fitted from self-play
//! ([`super::train`]) for each variant and kept in a small text file
//! (`dicts/leaves/<variant>.leaves`, bundled into the binary and read once per process).
//!
//! The model is compact, because a table of every multiset of up to six tiles is too big
//! for 33-letter alphabets: a value for having each tile (once, a second time, a third
//! time: duplicates are worth less), a value for each pair of different tiles kept together
//! (the synergy of QU, or of two letters that begin few words), and a value for the balance
//! of vowels and consonants kept. A leave's value is the sum of its terms; the empty leave
//! is worth 0.
//!
//! The file, line by line (`#` starts a comment; the header comments name the variant, the
//! command that made the file and what it was trained on):
//!
//! ```text
//! tile a 31 -52 -40      the letter a: first, second, third copy (tenths of a point)
//! tile ? 242 -38 0       the blank
//! pair q u 85            a q and a u kept together (pairs not listed are worth 0)
//! balance 2 3 15         two vowels and three consonants kept
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::lexicon::Alphabet;
use crate::rules::{Tile, VariantId};

/// Most vowels or consonants the balance table tells apart (more count as this many).
pub const BALANCE_MAX: usize = 7;

/// Copies of one tile the model tells apart (more count as this many).
pub const COPIES: usize = 3;

/// Why a leaves file could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LeavesError {
    /// A line that is none of the known kinds.
    #[error("line {line}: {reason}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: String,
    },
}

/// Learned leave values for one variant's tiles (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaveModel {
    /// Per alphabet letter index, then the blank last: the value of the 1st, 2nd, 3rd copy.
    copies: Vec<[i32; COPIES]>,
    /// Per pair of different slots `(i, j)`, `i < j`, at [`pair_index`].
    pairs: Vec<i32>,
    /// By vowels kept, then consonants kept (each capped at [`BALANCE_MAX`]).
    balance: [[i32; BALANCE_MAX + 1]; BALANCE_MAX + 1],
}

/// Where the pair of slots `i < j` of `slots` slots is kept.
pub fn pair_index(i: usize, j: usize, slots: usize) -> usize {
    i * slots - i * (i + 1) / 2 + (j - i - 1)
}

/// How many pairs `slots` slots make.
pub fn pair_count(slots: usize) -> usize {
    slots * slots.saturating_sub(1) / 2
}

impl LeaveModel {
    /// A model worth 0 for every leave, for an alphabet of `letters` letters.
    pub fn zero(letters: usize) -> LeaveModel {
        LeaveModel {
            copies: vec![[0; COPIES]; letters + 1],
            pairs: vec![0; pair_count(letters + 1)],
            balance: [[0; BALANCE_MAX + 1]; BALANCE_MAX + 1],
        }
    }

    /// The number of letters (without the blank) the model knows.
    pub fn letters(&self) -> usize {
        self.copies.len() - 1
    }

    /// The value of the `copy`-th (0-based) copy of `tile`.
    pub fn copy_value(&self, tile: Tile, copy: usize) -> i32 {
        self.slot(tile)
            .and_then(|s| self.copies.get(s))
            .map_or(0, |c| c[copy.min(COPIES - 1)])
    }

    /// Sets the value of the `copy`-th (0-based) copy of `tile`.
    pub fn set_copy_value(&mut self, tile: Tile, copy: usize, value: i32) {
        if let Some(c) = self.slot(tile).and_then(|s| self.copies.get_mut(s)) {
            c[copy.min(COPIES - 1)] = value;
        }
    }

    /// The value of keeping `vowels` vowels and `consonants` consonants.
    pub fn balance_value(&self, vowels: usize, consonants: usize) -> i32 {
        self.balance[vowels.min(BALANCE_MAX)][consonants.min(BALANCE_MAX)]
    }

    /// Sets the value of keeping `vowels` vowels and `consonants` consonants.
    pub fn set_balance_value(&mut self, vowels: usize, consonants: usize, value: i32) {
        self.balance[vowels.min(BALANCE_MAX)][consonants.min(BALANCE_MAX)] = value;
    }

    /// The value of keeping `a` and `b` (different tiles) together.
    pub fn pair_value(&self, a: Tile, b: Tile) -> i32 {
        self.pair_at(a, b)
            .and_then(|i| self.pairs.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// Sets the value of keeping `a` and `b` (different tiles) together.
    pub fn set_pair_value(&mut self, a: Tile, b: Tile, value: i32) {
        if let Some(p) = self.pair_at(a, b).and_then(|i| self.pairs.get_mut(i)) {
            *p = value;
        }
    }

    fn pair_at(&self, a: Tile, b: Tile) -> Option<usize> {
        let (i, j) = (self.slot(a)?, self.slot(b)?);
        if i == j {
            return None;
        }
        Some(pair_index(i.min(j), i.max(j), self.copies.len()))
    }

    /// The slot of a tile: its letter's index, the blank last.
    pub fn slot(&self, tile: Tile) -> Option<usize> {
        match tile {
            Tile::Blank => Some(self.copies.len() - 1),
            Tile::Letter(l) => {
                let i = l.index();
                (i < self.copies.len() - 1).then_some(i)
            }
        }
    }

    /// What keeping `leave` is worth, in tenths of a point; `vowel` tells a letter's kind.
    pub fn value(&self, leave: &[Tile], vowel: &dyn Fn(Tile) -> bool) -> i64 {
        let mut counted: [(Tile, u8); 16] = [(Tile::Blank, 0); 16];
        let mut kinds = 0usize;
        let (mut vowels, mut consonants) = (0usize, 0usize);
        let mut value = 0i64;
        for &t in leave {
            let seen = match counted[..kinds].iter_mut().find(|(x, _)| *x == t) {
                Some((_, n)) => {
                    *n += 1;
                    usize::from(*n - 1)
                }
                None => {
                    if kinds < counted.len() {
                        counted[kinds] = (t, 1);
                        kinds += 1;
                    }
                    0
                }
            };
            value += i64::from(self.copy_value(t, seen));
            if seen == 0 {
                for &(other, _) in &counted[..kinds.saturating_sub(1)] {
                    value += i64::from(self.pair_value(t, other));
                }
            }
            match t {
                Tile::Blank => {}
                _ if vowel(t) => vowels += 1,
                _ => consonants += 1,
            }
        }
        value + i64::from(self.balance_value(vowels, consonants))
    }

    /// The model as the text of a leaves file (without the header comments).
    pub fn to_text(&self, alphabet: &Alphabet) -> String {
        let mut out = String::new();
        for (i, c) in self.copies.iter().enumerate() {
            let name = if i + 1 == self.copies.len() {
                '?'
            } else {
                alphabet.lower(crate::lexicon::Letter(i as u8))
            };
            out.push_str(&format!("tile {name} {} {} {}\n", c[0], c[1], c[2]));
        }
        let name = |slot: usize| {
            if slot + 1 == self.copies.len() {
                '?'
            } else {
                alphabet.lower(crate::lexicon::Letter(slot as u8))
            }
        };
        let slots = self.copies.len();
        for i in 0..slots {
            for j in i + 1..slots {
                let v = self.pairs[pair_index(i, j, slots)];
                if v != 0 {
                    out.push_str(&format!("pair {} {} {v}\n", name(i), name(j)));
                }
            }
        }
        for v in 0..=BALANCE_MAX {
            for k in 0..=BALANCE_MAX {
                out.push_str(&format!("balance {v} {k} {}\n", self.balance[v][k]));
            }
        }
        out
    }

    /// Reads a leaves file's text for a variant with this alphabet.
    pub fn parse(text: &str, alphabet: &Alphabet) -> Result<LeaveModel, LeavesError> {
        let mut model = LeaveModel::zero(alphabet.len());
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let bad = |reason: &str| LeavesError::Line {
                line: n + 1,
                reason: reason.to_string(),
            };
            let parts: Vec<&str> = line.split_whitespace().collect();
            let number = |s: &str| s.parse::<i32>().map_err(|_| bad("not a whole number"));
            match parts.as_slice() {
                ["tile", name, a, b, c] => {
                    let mut chars = name.chars();
                    let (Some(ch), None) = (chars.next(), chars.next()) else {
                        return Err(bad("a tile is one letter or ?"));
                    };
                    let tile = if ch == '?' {
                        Tile::Blank
                    } else {
                        Tile::Letter(alphabet.letter(ch).ok_or_else(|| bad("not a letter"))?)
                    };
                    for (i, v) in [a, b, c].into_iter().enumerate() {
                        model.set_copy_value(tile, i, number(v)?);
                    }
                }
                ["pair", a, b, value] => {
                    let tile = |name: &str| {
                        let mut chars = name.chars();
                        match (chars.next(), chars.next()) {
                            (Some('?'), None) => Ok(Tile::Blank),
                            (Some(ch), None) => alphabet
                                .letter(ch)
                                .map(Tile::Letter)
                                .ok_or_else(|| bad("not a letter")),
                            _ => Err(bad("a tile is one letter or ?")),
                        }
                    };
                    let (a, b) = (tile(a)?, tile(b)?);
                    if a == b {
                        return Err(bad("a pair is of two different tiles"));
                    }
                    model.set_pair_value(a, b, number(value)?);
                }
                ["balance", v, k, value] => {
                    let v: usize = v.parse().map_err(|_| bad("not a count"))?;
                    let k: usize = k.parse().map_err(|_| bad("not a count"))?;
                    if v > BALANCE_MAX || k > BALANCE_MAX {
                        return Err(bad("a count past the table"));
                    }
                    model.set_balance_value(v, k, number(value)?);
                }
                _ => return Err(bad("not `tile …`, `pair …` or `balance …`")),
            }
        }
        Ok(model)
    }
}

/// The bundled leaves files, by variant.
const BUNDLED: &[(VariantId, &str)] = &[
    (
        VariantId::English,
        include_str!("../../../dicts/leaves/english.leaves"),
    ),
    (
        VariantId::Polish,
        include_str!("../../../dicts/leaves/polish.leaves"),
    ),
    (
        VariantId::Literaki,
        include_str!("../../../dicts/leaves/literaki.leaves"),
    ),
    (
        VariantId::Literki,
        include_str!("../../../dicts/leaves/literki.leaves"),
    ),
    (
        VariantId::Erudit,
        include_str!("../../../dicts/leaves/erudit.leaves"),
    ),
    (
        VariantId::Letterbox,
        include_str!("../../../dicts/leaves/letterbox.leaves"),
    ),
];

/// The bundled leaves file's text for a variant (the exact bytes kept in the repository).
pub fn bundled_text(id: VariantId) -> Option<&'static str> {
    BUNDLED.iter().find(|(v, _)| *v == id).map(|(_, t)| *t)
}

/// The learned leaves of a variant, read once per process; None when the variant has no
/// bundled file or it does not read (then the computer falls back to its rules of thumb).
pub fn learned(id: VariantId) -> Option<&'static LeaveModel> {
    static MODELS: OnceLock<HashMap<VariantId, LeaveModel>> = OnceLock::new();
    MODELS
        .get_or_init(|| {
            BUNDLED
                .iter()
                .filter_map(|(v, text)| {
                    match LeaveModel::parse(text, v.variant().alphabet()) {
                        Ok(m) => Some((*v, m)),
                        Err(e) => {
                            tracing::error!(variant = v.name(), error = %e, "a bundled leaves file does not read");
                            None
                        }
                    }
                })
                .collect()
        })
        .get(&id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Letter;

    fn vowel(t: Tile) -> bool {
        matches!(t, Tile::Letter(Letter(0)) | Tile::Letter(Letter(4)))
    }

    #[test]
    fn a_leave_is_the_sum_of_its_copies_and_its_balance() {
        let a = VariantId::English.variant().alphabet();
        let mut m = LeaveModel::zero(a.len());
        let e = Tile::Letter(Letter(4));
        m.set_copy_value(e, 0, 20);
        m.set_copy_value(e, 1, -30);
        m.set_copy_value(Tile::Blank, 0, 250);
        m.set_balance_value(2, 0, -7);
        m.set_pair_value(Tile::Blank, e, 11);
        // The pair counts once however many copies are kept.
        assert_eq!(
            m.value(&[e, e, Tile::Blank], &vowel),
            20 - 30 + 250 - 7 + 11
        );
        assert_eq!(m.value(&[], &vowel), 0);
    }

    #[test]
    fn a_model_reads_back_what_it_wrote() {
        let a = VariantId::Polish.variant().alphabet();
        let mut m = LeaveModel::zero(a.len());
        for (i, l) in a.letters().enumerate() {
            m.set_copy_value(Tile::Letter(l), i % 3, i as i32 - 10);
        }
        m.set_copy_value(Tile::Blank, 0, 311);
        m.set_balance_value(3, 1, -42);
        let (x, y) = (a.letter('ą').expect("ą"), a.letter('z').expect("z"));
        m.set_pair_value(Tile::Letter(y), Tile::Letter(x), 17);
        m.set_pair_value(Tile::Blank, Tile::Letter(x), -3);
        let back = LeaveModel::parse(&m.to_text(a), a);
        assert_eq!(
            back.as_ref()
                .map(|b| b.pair_value(Tile::Letter(x), Tile::Letter(y))),
            Ok(17)
        );
        assert_eq!(back, Ok(m));
    }

    #[test]
    fn a_damaged_line_is_an_error_with_its_number() {
        let a = VariantId::English.variant().alphabet();
        for bad in [
            "tile a 1 2",
            "tile ab 1 2 3",
            "tile a x 2 3",
            "balance 9 0 1",
            "pair a a 3",
            "pair a 5",
            "leave a 3",
        ] {
            let text = format!("# header\n{bad}\n");
            assert!(
                matches!(
                    LeaveModel::parse(&text, a),
                    Err(LeavesError::Line { line: 2, .. })
                ),
                "{bad}"
            );
        }
    }

    /// The bundled files are the ones `SHA256SUMS` names: a hand edit does not pass unseen.
    #[test]
    fn the_bundled_files_match_their_sums() {
        use sha2::{Digest, Sha256};
        let sums = include_str!("../../../dicts/leaves/SHA256SUMS");
        for &id in VariantId::ALL {
            let text = bundled_text(id).expect("a bundled file");
            let sha: String = Sha256::digest(text.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let line = format!("{sha}  {}.leaves", id.name());
            assert!(
                sums.lines().any(|l| l == line),
                "{} is not as SHA256SUMS says",
                id.name()
            );
        }
    }

    #[test]
    fn every_board_variant_has_bundled_leaves_that_read() {
        for &id in VariantId::ALL {
            assert!(learned(id).is_some(), "{}", id.name());
        }
    }
}
