//! Alphabets: the letters of a language as small integers.
//!
//! A [`Letter`] is an index into its [`Alphabet`] (0-based, in the alphabet's own order, so
//! Polish `ą` comes right after `a`). Words are stored and compared in this coding; strings
//! appear only at the edges (notation, rendering, word lists).

use serde::{Deserialize, Serialize};

/// One letter of an alphabet, as its index in that alphabet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Letter(pub u8);

impl Letter {
    /// The letter's index in its alphabet.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The languages plansza knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// Polish: 32 letters, no q, v, x.
    Polish,
    /// English: a to z.
    English,
    /// Russian: 32 letters, Ё counted as Е.
    Russian,
    /// German: a to z plus ä, ö, ü and ß as letters of their own.
    German,
}

impl Language {
    /// The language's short code (`pl`, `en`, `ru`, `de`).
    pub fn code(self) -> &'static str {
        match self {
            Language::Polish => "pl",
            Language::English => "en",
            Language::Russian => "ru",
            Language::German => "de",
        }
    }

    /// The language for a short code, if plansza knows it.
    pub fn from_code(code: &str) -> Option<Language> {
        match code.to_ascii_lowercase().as_str() {
            "pl" => Some(Language::Polish),
            "en" => Some(Language::English),
            "ru" => Some(Language::Russian),
            "de" => Some(Language::German),
            _ => None,
        }
    }

    /// The language's alphabet.
    pub fn alphabet(self) -> &'static Alphabet {
        match self {
            Language::Polish => &POLISH,
            Language::English => &ENGLISH,
            Language::Russian => &RUSSIAN,
            Language::German => &GERMAN,
        }
    }
}

/// The ordered letters of one language, lowercase.
#[derive(Debug)]
pub struct Alphabet {
    language: Language,
    letters: &'static [char],
}

static POLISH: Alphabet = Alphabet {
    language: Language::Polish,
    letters: &[
        'a', 'ą', 'b', 'c', 'ć', 'd', 'e', 'ę', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'ł', 'm', 'n',
        'ń', 'o', 'ó', 'p', 'r', 's', 'ś', 't', 'u', 'w', 'y', 'z', 'ź', 'ż',
    ],
};

static ENGLISH: Alphabet = Alphabet {
    language: Language::English,
    letters: &[
        'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r',
        's', 't', 'u', 'v', 'w', 'x', 'y', 'z',
    ],
};

static RUSSIAN: Alphabet = Alphabet {
    language: Language::Russian,
    letters: &[
        'а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'й', 'к', 'л', 'м', 'н', 'о', 'п', 'р', 'с',
        'т', 'у', 'ф', 'х', 'ц', 'ч', 'ш', 'щ', 'ъ', 'ы', 'ь', 'э', 'ю', 'я',
    ],
};

static GERMAN: Alphabet = Alphabet {
    language: Language::German,
    letters: &[
        'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r',
        's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ä', 'ö', 'ü', 'ß',
    ],
};

/// The capital a letter is written as on a tile, in a caption or a word in capitals: its
/// uppercase when that is one character, else the letter itself. German `ß` has the two
/// letters `SS` as its uppercase; taking the first of them would draw `ß` as `S`.
pub fn capital(c: char) -> char {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// `text` in capitals letter by letter ([`capital`]): `muße` is `MUßE`, the four letters
/// the word has, not `MUSSE`.
pub fn capitals(text: &str) -> String {
    text.chars().map(capital).collect()
}

impl Alphabet {
    /// The language this alphabet belongs to.
    pub fn language(&self) -> Language {
        self.language
    }

    /// How many letters the alphabet has.
    pub fn len(&self) -> usize {
        self.letters.len()
    }

    /// Always false: every alphabet has letters.
    pub fn is_empty(&self) -> bool {
        self.letters.is_empty()
    }

    /// Every letter, in order.
    pub fn letters(&self) -> impl Iterator<Item = Letter> + '_ {
        (0..self.letters.len()).map(|i| Letter(i as u8))
    }

    /// The letter a character stands for, in either case (`Ą` and `ą` alike).
    /// Russian `ё` reads as `е`.
    pub fn letter(&self, c: char) -> Option<Letter> {
        let mut lower = c.to_lowercase();
        let l = lower.next()?;
        if lower.next().is_some() {
            return None;
        }
        let l = if self.language == Language::Russian && l == 'ё' {
            'е'
        } else {
            l
        };
        self.letters
            .iter()
            .position(|&x| x == l)
            .map(|i| Letter(i as u8))
    }

    /// The lowercase character of a letter.
    pub fn lower(&self, letter: Letter) -> char {
        self.letters.get(letter.index()).copied().unwrap_or('?')
    }

    /// The uppercase character of a letter (`ß` stays `ß`, see [`capital`]).
    pub fn upper(&self, letter: Letter) -> char {
        capital(self.lower(letter))
    }

    /// A whole word in this alphabet, or `None` if any character is not a letter of it.
    pub fn encode(&self, word: &str) -> Option<Vec<Letter>> {
        word.chars().map(|c| self.letter(c)).collect()
    }

    /// A word back to lowercase text.
    pub fn decode(&self, word: &[Letter]) -> String {
        word.iter().map(|&l| self.lower(l)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A letter whose uppercase is two letters stays itself; a word keeps its letters.
    #[test]
    fn capitals_keep_every_letter() {
        assert_eq!(capital('ß'), 'ß');
        assert_eq!(capital('ą'), 'Ą');
        assert_eq!(capital('ё'), 'Ё');
        assert_eq!(capitals("muße"), "MUßE");
        assert_eq!(capitals("źdźbło"), "ŹDŹBŁO");
    }

    #[test]
    fn polish_has_32_letters_in_order() {
        let a = Language::Polish.alphabet();
        assert_eq!(a.len(), 32);
        assert_eq!(a.letter('Ą'), Some(Letter(1)));
        assert_eq!(a.letter('ż'), Some(Letter(31)));
        assert_eq!(a.letter('q'), None);
        assert_eq!(a.upper(Letter(31)), 'Ż');
    }

    #[test]
    fn words_round_trip() {
        let a = Language::Polish.alphabet();
        let w = a.encode("Źdźbło").expect("polish word");
        assert_eq!(a.decode(&w), "źdźbło");
        assert_eq!(a.encode("quiz"), None);
    }

    #[test]
    fn russian_yo_reads_as_ye() {
        let a = Language::Russian.alphabet();
        assert_eq!(a.encode("ёж"), a.encode("еж"));
    }

    #[test]
    fn german_sharp_s_is_a_letter() {
        let a = Language::German.alphabet();
        assert_eq!(a.len(), 30);
        assert_eq!(a.upper(a.letter('ß').expect("ß")), 'ß');
    }
}
