//! Bytes to text: GCG files are UTF-8 or Latin-1 (ISO 8859-1). Bytes that are valid UTF-8
//! are read as UTF-8, any other as Latin-1, unless `#character-encoding` on the first line
//! says Latin-1. Line ends may be `\n` or `\r\n`.

/// The encoding a file was read with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8.
    Utf8,
    /// ISO 8859-1 (each byte one character).
    Latin1,
}

/// The encoding a `#character-encoding` value names, if plansza knows it.
pub fn named_encoding(name: &str) -> Option<Encoding> {
    let n: String = name
        .trim()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    match n.as_str() {
        "utf8" => Some(Encoding::Utf8),
        "iso88591" | "latin1" => Some(Encoding::Latin1),
        _ => None,
    }
}

/// The value of a `#character-encoding` pragma on the first line, if any.
fn declared(bytes: &[u8]) -> Option<String> {
    let first = bytes.split(|&b| b == b'\n').next()?;
    let text = std::str::from_utf8(first).ok()?;
    let rest = text.trim().strip_prefix("#character-encoding")?;
    Some(rest.trim().to_string())
}

/// Decodes a file: declared Latin-1 is read as Latin-1; otherwise valid UTF-8 is UTF-8 and
/// anything else Latin-1. A leading UTF-8 byte order mark is dropped.
pub fn decode(bytes: &[u8]) -> (String, Encoding) {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let latin1 = |b: &[u8]| b.iter().map(|&c| c as char).collect::<String>();
    if declared(bytes).and_then(|d| named_encoding(&d)) == Some(Encoding::Latin1) {
        return (latin1(bytes), Encoding::Latin1);
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => (s.to_string(), Encoding::Utf8),
        Err(_) => (latin1(bytes), Encoding::Latin1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_and_latin1_are_told_apart() {
        assert_eq!(decode("café".as_bytes()), ("café".into(), Encoding::Utf8));
        assert_eq!(decode(b"caf\xe9"), ("café".into(), Encoding::Latin1));
        let declared = b"#character-encoding ISO-8859-1\n\xc3\xa9";
        assert_eq!(decode(declared).1, Encoding::Latin1);
        assert_eq!(named_encoding("UTF-8"), Some(Encoding::Utf8));
        assert_eq!(named_encoding("ASCII"), None);
    }
}
