//! GCG records in the one-byte encodings Polish and Russian records are kept in, as real
//! bytes (written out here by hand from the code pages, not made by the decoder under test):
//! the `#character-encoding` pragma decides how the bytes read; a name plansza does not
//! know is an error on line 1.

use plansza::gcg::{parse, Cell, EventKind, GcgErrorKind};

/// A record: the pragma line, then `#player1` with `nick` and a move of `word` (all bytes
/// in the file's encoding), then the second player.
fn record(encoding: &str, nick: &[u8], word: &[u8]) -> Vec<u8> {
    let mut out = format!("#character-encoding {encoding}\n#player1 ").into_bytes();
    out.extend_from_slice(nick);
    out.extend_from_slice(b" ");
    out.extend_from_slice(nick);
    out.extend_from_slice(b"\n#player2 bob Bob\n>");
    out.extend_from_slice(nick);
    out.extend_from_slice(b": 8D ");
    out.extend_from_slice(word);
    out.extend_from_slice(b" +10 10\n");
    out
}

/// Reads a record and returns its first player's nickname and the first move's letters
/// (lowercase for blanks), with no warning about the encoding.
fn read(bytes: &[u8]) -> (String, String) {
    let rec = parse(bytes).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        rec.warnings.iter().all(|w| !w.text.contains("UTF-8")),
        "{:?}",
        rec.warnings
    );
    let Some(EventKind::Place(p)) = rec.events.first().map(|e| &e.kind) else {
        panic!("no placement in {rec:?}")
    };
    let word = p
        .cells
        .iter()
        .map(|c| match *c {
            Cell::Letter { letter, blank } if blank => {
                letter.to_lowercase().next().unwrap_or(letter)
            }
            Cell::Letter { letter, .. } | Cell::ThroughLetter(letter) => letter,
            Cell::Through => '.',
        })
        .collect();
    (rec.players[0].nick.clone(), word)
}

/// Reads the record under each encoding name and checks the nickname and word.
fn reads_as(names: &[&str], nick: &[u8], word: &[u8], want: (&str, &str)) {
    for name in names {
        let got = read(&record(name, nick, word));
        assert_eq!((got.0.as_str(), got.1.as_str()), want, "{name}");
    }
}

/// Polish: the nickname `Świątek` and the word `ŹDŹBŁą` (the last a blank). Ś, ą and Ź
/// have different bytes in ISO-8859-2 (A6, B1, AC) and windows-1250 (8C, B9, 8F).
#[test]
fn polish_records_in_iso_8859_2_and_windows_1250() {
    let want = ("Świątek", "ŹDŹBŁą");
    let iso = ["ISO-8859-2", "iso8859-2", "ISO8859_2", "latin2"];
    reads_as(&iso, b"\xA6wi\xB1tek", b"\xACD\xACB\xA3\xB1", want);
    let cp = ["windows-1250", "CP1250", "cp-1250", "WIN1250"];
    reads_as(&cp, b"\x8Cwi\xB9tek", b"\x8FD\x8FB\xA3\xB9", want);
    // The same in UTF-8.
    reads_as(&["UTF-8"], "Świątek".as_bytes(), "ŹDŹBŁą".as_bytes(), want);
}

/// Russian: the nickname `Иван` and the word `ЭРУДИт` (the last a blank), in windows-1251
/// (И C8, в E2, Э DD, т F2) and KOI8-R (И E9, в D7, Э FC, т D4).
#[test]
fn russian_records_in_windows_1251_and_koi8_r() {
    let want = ("Иван", "ЭРУДИт");
    let cp = ["windows-1251", "CP1251", "Win1251", "cp-1251"];
    reads_as(&cp, b"\xC8\xE2\xE0\xED", b"\xDD\xD0\xD3\xC4\xC8\xF2", want);
    let koi = ["KOI8-R", "koi8r", "KOI8_R"];
    reads_as(&koi, b"\xE9\xD7\xC1\xCE", b"\xFC\xF2\xF5\xE4\xE9\xD4", want);
}

/// Latin-1 stays as it was read before: `Jürgen` with ü as FC, declared or not.
#[test]
fn latin1_records_still_read() {
    let rec = record("ISO-8859-1", b"J\xFCrgen", b"AB");
    assert_eq!(read(&rec).0, "Jürgen");
    let undeclared = &rec[rec.iter().position(|&b| b == b'\n').map_or(0, |i| i + 1)..];
    assert_eq!(read(undeclared).0, "Jürgen");
}

/// An encoding plansza does not know is a clear error on line 1, not a garbled record.
#[test]
fn an_unknown_encoding_is_an_error() {
    let err = parse(&record("EBCDIC-037", b"ala", b"AB")).expect_err("unknown encoding");
    assert_eq!(err.line, 1);
    assert_eq!(err.kind, GcgErrorKind::UnknownEncoding("EBCDIC-037".into()));
    assert!(err.to_string().contains("windows-1251"), "{err}");
}
