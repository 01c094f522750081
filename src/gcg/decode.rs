//! Bytes to text. A GCG file's `#character-encoding` (first line) names its encoding; Polish
//! and Russian records are often in ISO-8859-2, windows-1250, windows-1251 or KOI8-R. The
//! name is looked up among the WHATWG labels (through `encoding_rs`, the decoder browsers
//! use: `UTF-8`, `ISO-8859-2`, `latin2`, `cp1250`, `windows-1251`, `koi8-r`, ...) and, failing
//! that, among the spellings records use with the punctuation left out (`ISO8859_2`,
//! `CP-1251`, `WIN1250`, `KOI8R`); a name neither knows is an error.
//!
//! - No declaration: valid UTF-8 is UTF-8, anything else Latin-1 (windows-1252, which
//!   browsers read for it).
//! - Declared UTF-8 but not valid UTF-8: read as Latin-1, with a warning.
//! - Declared another encoding while the bytes are valid UTF-8 with letters beyond ASCII:
//!   read as UTF-8, with a warning (a mislabelled file; text in a one-byte encoding with
//!   letters beyond ASCII is practically never valid UTF-8).
//!
//! A leading UTF-8 byte order mark is dropped. Line ends may be `\n` or `\r\n`.

use super::error::{GcgError, GcgErrorKind};
use super::record::Warning;

/// The encoding a file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Encoding(&'static encoding_rs::Encoding);

impl Encoding {
    /// UTF-8.
    pub const UTF_8: Encoding = Encoding(encoding_rs::UTF_8);
    /// Latin-1, read as windows-1252 (its superset, as browsers do).
    pub const LATIN_1: Encoding = Encoding(encoding_rs::WINDOWS_1252);

    /// The encoding's name (`UTF-8`, `ISO-8859-2`, `windows-1251`, `KOI8-R`, ...).
    pub fn name(self) -> &'static str {
        self.0.name()
    }
}

/// Spellings records use that are no WHATWG label, with the punctuation left out and in
/// lowercase, and the label they mean.
const ALIASES: &[(&str, &str)] = &[
    ("utf8", "utf-8"),
    ("iso88591", "iso-8859-1"),
    ("latin1", "iso-8859-1"),
    ("iso88592", "iso-8859-2"),
    ("latin2", "iso-8859-2"),
    ("iso88595", "iso-8859-5"),
    ("cp1250", "windows-1250"),
    ("win1250", "windows-1250"),
    ("windows1250", "windows-1250"),
    ("cp1251", "windows-1251"),
    ("win1251", "windows-1251"),
    ("windows1251", "windows-1251"),
    ("cp1252", "windows-1252"),
    ("windows1252", "windows-1252"),
    ("koi8r", "koi8-r"),
    ("koi8u", "koi8-u"),
    ("cp866", "ibm866"),
    ("ascii", "windows-1252"),
    ("usascii", "windows-1252"),
];

/// The encoding a `#character-encoding` value names, if any (see the module doc).
pub fn named_encoding(name: &str) -> Option<Encoding> {
    let name = name.trim();
    if let Some(e) = encoding_rs::Encoding::for_label(name.as_bytes()) {
        return Some(Encoding(e));
    }
    let bare: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    ALIASES
        .iter()
        .find(|(alias, _)| *alias == bare)
        .and_then(|(_, label)| encoding_rs::Encoding::for_label(label.as_bytes()))
        .map(Encoding)
}

/// The value of a `#character-encoding` pragma on the first line, if any.
fn declared(bytes: &[u8]) -> Option<String> {
    let first = bytes.split(|&b| b == b'\n').next()?;
    let text = std::str::from_utf8(first).ok()?;
    let rest = text.trim().strip_prefix("#character-encoding")?;
    Some(rest.trim().to_string())
}

/// A file's text, the encoding it was read in, and a warning when the declaration and the
/// bytes disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The text.
    pub text: String,
    /// The encoding it was read in.
    pub encoding: Encoding,
    /// Why it was not read in the declared encoding, or why some bytes were replaced.
    pub warning: Option<Warning>,
}

/// Decodes a file (see the module doc); an encoding name plansza does not know is an error
/// on line 1.
pub fn decode(bytes: &[u8]) -> Result<Decoded, GcgError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let utf8 = std::str::from_utf8(bytes).ok();
    let warn = |text: String| Some(Warning { line: 1, text });
    let read = |encoding: Encoding, warning: Option<Warning>| {
        let (text, errors) = encoding.0.decode_without_bom_handling(bytes);
        let warning = warning.or_else(|| {
            errors.then(|| Warning {
                line: 1,
                text: format!(
                    "some bytes are not {}: they are read as `\u{FFFD}`",
                    encoding.name()
                ),
            })
        });
        Decoded {
            text: text.into_owned(),
            encoding,
            warning,
        }
    };
    let Some(name) = declared(bytes) else {
        return Ok(match utf8 {
            Some(text) => Decoded {
                text: text.to_string(),
                encoding: Encoding::UTF_8,
                warning: None,
            },
            None => read(Encoding::LATIN_1, None),
        });
    };
    let named = named_encoding(&name)
        .ok_or_else(|| GcgError::at(1, GcgErrorKind::UnknownEncoding(name.clone())))?;
    Ok(match (named == Encoding::UTF_8, utf8) {
        (true, Some(text)) => Decoded {
            text: text.to_string(),
            encoding: Encoding::UTF_8,
            warning: None,
        },
        (true, None) => read(
            Encoding::LATIN_1,
            warn("the file says UTF-8 but is not valid UTF-8; read as Latin-1".into()),
        ),
        (false, Some(text)) if !text.is_ascii() => Decoded {
            text: text.to_string(),
            encoding: Encoding::UTF_8,
            warning: warn(format!(
                "the file says `{name}` but is valid UTF-8 with letters beyond ASCII; read as UTF-8"
            )),
        },
        (false, _) => read(named, None),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_and_latin1_are_told_apart() {
        let d = |b: &[u8]| decode(b).map(|d| (d.text, d.encoding.name()));
        assert_eq!(d("café".as_bytes()), Ok(("café".into(), "UTF-8")));
        assert_eq!(d(b"caf\xe9"), Ok(("café".into(), "windows-1252")));
        let declared = b"#character-encoding ISO-8859-1\n\xc3\xa9";
        assert!(decode(declared).is_ok_and(|d| d.warning.is_some()));
        assert_eq!(named_encoding("UTF-8"), Some(Encoding::UTF_8));
        assert_eq!(named_encoding("ASCII"), Some(Encoding::LATIN_1));
    }

    #[test]
    fn names_as_records_write_them() {
        for (name, is) in [
            ("ISO-8859-2", "ISO-8859-2"),
            ("iso8859-2", "ISO-8859-2"),
            ("ISO8859_2", "ISO-8859-2"),
            ("Latin-2", "ISO-8859-2"),
            ("CP1250", "windows-1250"),
            ("CP-1250", "windows-1250"),
            ("Windows-1250", "windows-1250"),
            ("WIN1251", "windows-1251"),
            ("cp1251", "windows-1251"),
            ("KOI8-R", "KOI8-R"),
            ("koi8r", "KOI8-R"),
            ("latin1", "windows-1252"),
            ("utf8", "UTF-8"),
        ] {
            assert_eq!(named_encoding(name).map(Encoding::name), Some(is), "{name}");
        }
        assert_eq!(named_encoding("EBCDIC-PL"), None);
        let err = decode(b"#character-encoding EBCDIC-PL\n#player1 a A\n").expect_err("unknown");
        assert_eq!(err.line, 1);
        assert_eq!(err.kind, GcgErrorKind::UnknownEncoding("EBCDIC-PL".into()));
    }
}
