//! The `.lex` file format: a small header followed by the packed automata.
//!
//! ```text
//! offset  size  field
//! 0       11    magic, the ASCII bytes `PLANSZA-LEX`
//! 11      2     format version, little-endian u16 (currently 2)
//! 13      1     length n of the language code
//! 14      n     language code, ASCII (`pl`, `en`, `ru`, `de`)
//! 14+n    8     word count, little-endian u64
//! 22+n    ...   the words' automaton and its reversed prefixes, with a checksum (`packed`)
//! ```
//!
//! Version 1 held an fst set instead, from which every process rebuilt the automata (tens of
//! milliseconds, more than half a second for the Polish reversed prefixes): such a file is
//! refused with the command that rebuilds it.

use super::{Language, LexiconError};

/// The first bytes of every lexicon file.
pub const MAGIC: &[u8; 11] = b"PLANSZA-LEX";

/// The format version this build writes and reads.
pub const FORMAT_VERSION: u16 = 2;

/// The header of a lexicon file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// The language whose alphabet codes the words.
    pub language: Language,
    /// How many words the set holds.
    pub word_count: u64,
}

impl Header {
    /// The header as bytes, ready to be followed by the packed automata.
    pub fn to_bytes(&self) -> Vec<u8> {
        let code = self.language.code().as_bytes();
        let mut out = Vec::with_capacity(MAGIC.len() + 2 + 1 + code.len() + 8);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        // Language codes are two ASCII letters, far below 256 bytes.
        out.push(code.len() as u8);
        out.extend_from_slice(code);
        out.extend_from_slice(&self.word_count.to_le_bytes());
        out
    }

    /// Reads a header from the start of `data`; returns it and its length in bytes.
    pub fn parse(data: &[u8]) -> Result<(Header, usize), LexiconError> {
        let truncated = || LexiconError::Truncated { len: data.len() };
        let mut reader = Reader { data, pos: 0 };
        let magic = reader.take(MAGIC.len());
        match magic {
            Some(m) if m == MAGIC => {}
            // A prefix of the magic: the file was cut off inside the header.
            None if MAGIC.starts_with(data) && !data.is_empty() => return Err(truncated()),
            _ => return Err(LexiconError::NotALexicon),
        }
        let version = reader.take_array::<2>().ok_or_else(truncated)?;
        let version = u16::from_le_bytes(version);
        if version != FORMAT_VERSION {
            return Err(LexiconError::UnsupportedVersion {
                found: version,
                expected: FORMAT_VERSION,
            });
        }
        let [code_len] = reader.take_array::<1>().ok_or_else(truncated)?;
        let code = reader.take(code_len as usize).ok_or_else(truncated)?;
        let code = String::from_utf8_lossy(code);
        let language = Language::from_code(&code).ok_or_else(|| LexiconError::UnknownLanguage {
            code: code.escape_default().to_string(),
        })?;
        let word_count = reader.take_array::<8>().ok_or_else(truncated)?;
        let header = Header {
            language,
            word_count: u64::from_le_bytes(word_count),
        };
        Ok((header, reader.pos))
    }
}

/// A cursor over bytes that never reads past the end.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let bytes = self.data.get(self.pos..end)?;
        self.pos = end;
        Some(bytes)
    }

    fn take_array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_round_trips() {
        let h = Header {
            language: Language::Russian,
            word_count: 1_234_567,
        };
        let bytes = h.to_bytes();
        assert_eq!(&bytes[..11], MAGIC);
        assert_eq!(Header::parse(&bytes).ok(), Some((h, bytes.len())));
    }

    #[test]
    fn every_cut_of_a_header_is_an_error() {
        let bytes = Header {
            language: Language::Polish,
            word_count: 3,
        }
        .to_bytes();
        for cut in 1..bytes.len() {
            let err = Header::parse(&bytes[..cut]).expect_err("cut header");
            assert!(
                matches!(err, LexiconError::Truncated { .. }),
                "cut at {cut}: {err}"
            );
        }
    }

    #[test]
    fn wrong_magic_version_and_language_are_named() {
        let good = Header {
            language: Language::Polish,
            word_count: 3,
        }
        .to_bytes();
        assert!(matches!(
            Header::parse(b"GIF89a and more bytes than a header"),
            Err(LexiconError::NotALexicon)
        ));
        assert!(matches!(Header::parse(b""), Err(LexiconError::NotALexicon)));

        let mut v1 = good.clone();
        v1[11] = 1;
        assert!(matches!(
            Header::parse(&v1),
            Err(LexiconError::UnsupportedVersion {
                found: 1,
                expected: 2
            })
        ));

        let mut xx = good.clone();
        xx[14] = b'x';
        xx[15] = b'x';
        let err = Header::parse(&xx).expect_err("unknown language");
        assert!(matches!(err, LexiconError::UnknownLanguage { ref code } if code == "xx"));
    }
}
