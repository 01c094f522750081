//! The parser's tests: every line form, and every error with its line.
use super::*;
use crate::wordcap::{Cell, GridError, PathError};

const HEAD: &str = "#variant wordcap\n#language de\n#player1 ala Ala\n#player2 ola Ola\n\
                    #grid ßAAAA/AAAAA/AAAAA/AAAAA/AAAAA\n";
/// Lines in [`HEAD`]: the first event is on the next one.
const FIRST: usize = 6;

fn read(lines: &str) -> Result<WordCapRecord, RecordError> {
    parse_str(&format!("{HEAD}{lines}"))
}

fn err(text: &str) -> (usize, K) {
    let e = parse_str(text).expect_err("an error");
    (e.line, e.kind)
}

fn err_after_head(lines: &str) -> (usize, K) {
    err(&format!("{HEAD}{lines}"))
}

#[test]
fn reads_the_header_and_every_event() {
    let rec = read(
        ">ala: A1 B1 B2 ßaa +5 5 =xyß\n>ola: sort AAAAA/AAßAA/AAAAA/AAAAA/AAAAA +0 0\n\
         >ola: C1 D1 AA -- +0 0\n>ala: - +0 5\n#resigned ola\n#time-over\n",
    )
    .expect("a record");
    assert_eq!(rec.language, Language::German);
    assert_eq!(rec.turn_limit, TurnLimit::InAll(DEFAULT_TURNS));
    assert_eq!(rec.sorts, DEFAULT_SORTS);
    assert_eq!(rec.players[1].nick, "ola");
    assert_eq!(
        rec.grid.as_ref().map(Grid::to_rows).as_deref(),
        Some("ßAAAA/AAAAA/AAAAA/AAAAA/AAAAA")
    );
    let kinds: Vec<&RecordEventKind> = rec.events.iter().map(|e| &e.kind).collect();
    let a1b1b2 = Path(
        ["A1", "B1", "B2"]
            .iter()
            .filter_map(|c| Cell::parse(c).ok())
            .collect(),
    );
    assert_eq!(
        kinds[0],
        &RecordEventKind::Word {
            path: a1b1b2,
            word: vec!['ß', 'A', 'A'],
            new: Some(vec!['X', 'Y', 'ß'])
        }
    );
    assert!(matches!(kinds[1], RecordEventKind::Sort { grid: Some(_) }));
    assert!(matches!(kinds[2], RecordEventKind::Rejected { .. }));
    assert_eq!(kinds[3], &RecordEventKind::Pass);
    assert_eq!(kinds[4], &RecordEventKind::Resigned);
    let e = &rec.events[4];
    assert_eq!((e.line, e.player, e.score, e.total), (FIRST + 4, 1, 0, 0));
    assert_eq!(rec.time_over, Some(FIRST + 5));
    assert_eq!(rec.total(0), 5);
}

#[test]
fn reads_the_turn_limits_and_sorts() {
    let rec = read("#turns-each 7\n#sorts 0\n").expect("a record");
    assert_eq!((rec.turn_limit, rec.sorts), (TurnLimit::PerPlayer(7), 0));
    let rec = read("#turns 12\n").expect("a record");
    assert_eq!(rec.turn_limit, TurnLimit::InAll(12));
    for bad in ["0", "-3", "x", ""] {
        assert_eq!(
            err_after_head(&format!("#turns {bad}\n")),
            (FIRST, K::BadTurns(bad.into()))
        );
        assert_eq!(
            err_after_head(&format!("#turns-each {bad}\n")),
            (FIRST, K::BadTurns(bad.into()))
        );
    }
    assert_eq!(
        err_after_head("#sorts 256\n"),
        (FIRST, K::BadSorts("256".into()))
    );
}

#[test]
fn header_errors_name_their_line() {
    assert_eq!(err("#language en\n"), (2, K::Empty));
    assert_eq!(err("#variant wordcap\n#player1 a A\n"), (0, K::NoLanguage));
    assert_eq!(
        err("#language xx\n#player1 a A\n"),
        (1, K::UnknownLanguage("xx".into()))
    );
    assert_eq!(
        err("#language en\n#variant literaki\n"),
        (2, K::NotWordCap("literaki".into()))
    );
    assert_eq!(
        err("#language en\n#character-encoding UTF-8\n"),
        (2, K::Gcg(GcgErrorKind::EncodingNotFirst))
    );
    assert_eq!(
        err("#language en\n#grid ABCDE/ABCDE\n"),
        (2, K::BadGrid(GridError::RowCount(2)))
    );
    assert_eq!(
        err("#language pl\n#grid ABCDE/ABCDE/ABCDE/ABCDE/ABCDQ\n"),
        (
            2,
            K::BadGrid(GridError::NotALetter {
                row: 5,
                letter: 'Q'
            })
        )
    );
    assert_eq!(
        err_after_head("#grid AAAAA/AAAAA/AAAAA/AAAAA/AAAAA\n").1,
        K::GridTwice
    );
    assert_eq!(
        err_after_head(">ala: - +0 0\n#grid AAAAA/AAAAA/AAAAA/AAAAA/AAAAA\n"),
        (FIRST + 1, K::GridAfterEvents)
    );
    assert_eq!(
        err_after_head("#player2 ela Ela\n"),
        (FIRST, K::Gcg(GcgErrorKind::PlayerTwice(2)))
    );
    assert_eq!(
        err_after_head("#player3 ala Ela\n"),
        (FIRST, K::Gcg(GcgErrorKind::DuplicateName("ala".into())))
    );
    assert_eq!(
        err_after_head("#player5 ula Ula\n"),
        (FIRST, K::Gcg(GcgErrorKind::BadPlayer))
    );
    assert_eq!(
        err_after_head(">ala: - +0 0\n#player3 ula Ula\n"),
        (FIRST + 1, K::Gcg(GcgErrorKind::PlayerAfterEvents))
    );
    assert_eq!(
        err("#language en\n#player2 b B\n>b: - +0 0\n"),
        (3, K::Gcg(GcgErrorKind::PlayerGap(1)))
    );
    assert_eq!(
        err("#language en\n>b: - +0 0\n"),
        (2, K::EventBeforePlayers)
    );
    assert_eq!(
        err("#language en\n#resigned b\n"),
        (2, K::EventBeforePlayers)
    );
    assert_eq!(
        err_after_head("just text\n"),
        (FIRST, K::StrayLine("just text".into()))
    );
}

#[test]
fn event_errors_name_their_line() {
    let cases: Vec<(&str, K)> = vec![
        ("ala - +0 0", K::Gcg(GcgErrorKind::NoNickname)),
        (
            "bob: - +0 0",
            K::Gcg(GcgErrorKind::UnknownPlayer("bob".into())),
        ),
        ("ala: -", K::NoScore),
        ("ala: - 0 0", K::NoScore),
        ("ala: A1 B1 AA +2", K::NoScore),
        ("ala: A1 B1 AA +2 2 =", K::BadNewLetters(String::new())),
        ("ala: A1 B1 AA +2 2 =X1", K::BadNewLetters("X1".into())),
        (
            "ala: - +99999999999 0",
            K::Gcg(GcgErrorKind::NumberTooBig("+99999999999".into())),
        ),
        (
            "ala: A1 F1 AA +2 2",
            K::BadPath(PathError::BadCell("F1".into())),
        ),
        ("ala: A1 B1 A2 +2 2", K::BadWord("A2".into())),
        ("ala: A1 B1 A-A +2 2", K::BadWord("A-A".into())),
        ("ala: AA +2 2", K::UnknownEvent("AA".into())),
        ("ala: +0 0", K::UnknownEvent(String::new())),
        ("ala: - +0 0 =AB", K::NewLettersNotAfterWord),
        ("ala: A1 B1 AA -- +0 0 =AB", K::NewLettersNotAfterWord),
        ("ala: sort +0 0 =AB", K::NewLettersNotAfterWord),
        (
            "ala: sort AAAAA/AAAAA +0 0",
            K::BadGrid(GridError::RowCount(2)),
        ),
        (
            "ala: sort AAAAA/AAAAA/AAAAA/AAAAA/AAAAA extra +0 0",
            K::UnknownEvent("sort AAAAA/AAAAA/AAAAA/AAAAA/AAAAA extra".into()),
        ),
    ];
    for (line, kind) in cases {
        assert_eq!(
            err_after_head(&format!(">ala: - +0 0\n>{line}\n")),
            (FIRST + 1, kind),
            "{line}"
        );
    }
    assert_eq!(
        err_after_head("#resigned bob\n"),
        (FIRST, K::Gcg(GcgErrorKind::UnknownPlayer("bob".into())))
    );
}

#[test]
fn warnings_and_the_variant() {
    let rec = parse_str("#language en\n#player1 a A\n").expect("a record");
    let texts: Vec<&str> = rec.warnings.iter().map(|w| w.text.as_str()).collect();
    assert!(texts.iter().any(|t| t.contains("no move")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("no #grid")), "{texts:?}");
    let rec = read("#time-over\n#time-over\n").expect("a record");
    assert_eq!(rec.time_over, Some(FIRST));
    assert!(is_wordcap(
        "#character-encoding UTF-8\r\n#variant WordCap\r\n"
    ));
    assert!(!is_wordcap("#variant literaki\n#note #variant wordcap\n"));
    // Notes and their continuation lines, CRLF line ends, ẞ read as ß.
    let rec = read("#note a note\nthat goes on\r\n>ala: A1 B1 ẞA +2 2 =ẞẞ\r\n").expect("ok");
    assert!(
        matches!(&rec.events[0].kind, RecordEventKind::Word { word, .. } if word == &['ẞ', 'A'])
    );
}

#[test]
fn bytes_in_another_encoding_are_decoded() {
    let text = "#character-encoding ISO-8859-2\n#language pl\n#player1 a A\n\
                #grid ĄAAAA/AAAAA/AAAAA/AAAAA/AAAAA\n";
    let (bytes, _, _) = encoding_rs::ISO_8859_2.encode(text);
    let rec = parse(&bytes).expect("a record");
    assert_eq!(
        rec.grid.map(|g| g.to_rows()).as_deref(),
        Some("ĄAAAA/AAAAA/AAAAA/AAAAA/AAAAA")
    );
    let e = parse(b"#character-encoding EBCDIC\n").expect_err("unknown");
    assert_eq!(e.line, 1);
    assert!(matches!(e.kind, K::Gcg(GcgErrorKind::UnknownEncoding(_))));
}
