//! The parser's tests: every line form, the warnings, and properties over generated records.
use super::*;
use crate::rules::Direction;
use proptest::prelude::*;

const HEAD: &str = "#player1 doug Doug B\n#player2 emely Emely\n";

fn one(line: &str) -> Result<Event, GcgError> {
    let rec = parse_str(&format!("{HEAD}{line}\n"))?;
    Ok(rec.events[0].clone())
}

#[test]
fn placements_across_and_down() {
    let e = one(">doug: DINNVWY 8D WINDY +32 32").unwrap();
    assert_eq!((e.player, e.score, e.total, e.line), (0, 32, 32, 3));
    assert_eq!(e.rack, Some("DINNVWY".chars().collect()));
    let EventKind::Place(p) = e.kind else {
        panic!("not a placement")
    };
    assert_eq!((p.row, p.col, p.direction), (7, 3, Direction::Across));
    assert_eq!(p.cells.len(), 5);
    let e = one(">emely: E3 JAVE..N +34 66").unwrap();
    let EventKind::Place(p) = e.kind else {
        panic!("not a placement")
    };
    assert_eq!((p.row, p.col, p.direction), (2, 4, Direction::Down));
    assert_eq!(p.cells[4], Cell::Through);
    assert_eq!(e.rack, None);
}

#[test]
fn blanks_and_parentheses() {
    let e = one(">doug: ?EIINOR K5 RE.IgION +78 335").unwrap();
    let EventKind::Place(p) = e.kind else {
        panic!("not a placement")
    };
    assert_eq!(
        p.cells[4],
        Cell::Letter {
            letter: 'G',
            blank: true
        }
    );
    let e = one(">doug: Y 8H (KOT)y +7 7").unwrap();
    let EventKind::Place(p) = e.kind else {
        panic!("not a placement")
    };
    assert_eq!(p.cells[0], Cell::ThroughLetter('K'));
    assert_eq!(
        p.cells[3],
        Cell::Letter {
            letter: 'Y',
            blank: true
        }
    );
}

#[test]
fn other_events() {
    let kind = |l: &str| one(l).map(|e| e.kind);
    assert_eq!(kind(">doug: EGOP - +0 451"), Ok(EventKind::Pass));
    assert_eq!(kind(">emely: DEIILTZ --  -24 55"), Ok(EventKind::Withdrawn));
    assert_eq!(
        kind(">doug: IIIU -4 +0 349"),
        Ok(EventKind::Exchange {
            tiles: None,
            count: 4
        })
    );
    assert_eq!(
        kind(">doug: IIIU -IU +0 349"),
        Ok(EventKind::Exchange {
            tiles: Some(vec!['I', 'U']),
            count: 2
        })
    );
    assert_eq!(
        kind(">doug: AB (challenge) +5 40"),
        Ok(EventKind::ChallengeBonus)
    );
    assert_eq!(kind(">doug:  (time) -10 40"), Ok(EventKind::TimePenalty));
    assert_eq!(
        kind(">emely:  (OPEG) +14 345"),
        Ok(EventKind::EndRackPoints(vec!['O', 'P', 'E', 'G']))
    );
    assert_eq!(
        kind(">doug: T (T) -1 -1"),
        Ok(EventKind::EndRackPenalty(vec!['T']))
    );
    assert!(kind(">doug: AB 7e BE +26 66  BE, ET, DO").is_ok());
}

#[test]
fn malformed_lines_name_the_line() {
    let err = |l: &str| one(l).err().map(|e| (e.line, e.kind));
    assert_eq!(
        err(">doug: ?CDILRS K4 D.CR2IaLS +70 162"),
        Some((3, K::BadWord("D.CR2IaLS".into())))
    );
    assert_eq!(
        err(">doug: KLMO8RTV 4D VOLK +33 433"),
        Some((3, K::BadRack("KLMO8RTV".into())))
    );
    assert_eq!(
        err(">doug: ADEIINR DAIN.IER +86 108"),
        Some((3, K::BadSquare("ADEIINR".into())))
    );
    assert_eq!(
        err(">doug: -K.OI +0 0"),
        Some((3, K::BadExchange("-K.OI".into())))
    );
    assert_eq!(
        err(">jack: A 8H AA +2 2"),
        Some((3, K::UnknownPlayer("jack".into())))
    );
    assert_eq!(err(">doug: 8H AA"), Some((3, K::NoScore)));
    assert_eq!(
        err(">doug: (#) +2 2"),
        Some((3, K::BadEndRack("(#)".into())))
    );
    assert_eq!(err("hello"), Some((3, K::StrayLine("hello".into()))));
    let e = parse_str("#player1 a A\n>a: 8H AA +2 2\n#player2 b B\n").unwrap_err();
    assert_eq!((e.line, e.kind), (2, K::EventBeforePlayers));
    let e = parse_str("#player1 a A\n#player2 b A\n").unwrap_err();
    assert_eq!(e.kind, K::DuplicateName("A".into()));
    // A shared nickname (Quackle's `NoName`) is read; turns tell the players apart.
    let rec = parse_str("#player1 a A\n#player2 a B\n>a: 8H AA +2 2\n>a: H8 .A +2 2\n").unwrap();
    assert_eq!(rec.events[1].player, 1);
    assert!(!rec.warnings.is_empty());
    let e = parse_str("#player1 a A\n#player1 b B\n").unwrap_err();
    assert_eq!(e.kind, K::PlayerTwice(1));
    assert_eq!(parse_str("").unwrap_err().kind, K::Empty);
    let e = parse_str("#lexicon X\n#character-encoding UTF-8\n").unwrap_err();
    assert_eq!((e.line, e.kind), (2, K::EncodingNotFirst));
}

/// A `#note` is kept on the move before it (its continuation lines and a second note as
/// further lines); one before any move on the record; an event without one has none.
#[test]
fn notes_are_kept_on_the_move_they_follow() {
    let rec = parse_str(&format!(
        "{HEAD}#note before it all\n>doug: DINNVWY 8D WINDY +32 32\n#note best 8D WINDY 32, equity lost 0.0\n>emely: E3 JAVE..N +34 34\n>doug: - +0 32\n#note a pass\nwent on\n#note and again\n"
    ))
    .expect("a record");
    let notes: Vec<Option<&str>> = rec.notes().collect();
    assert_eq!(
        notes,
        vec![
            Some("best 8D WINDY 32, equity lost 0.0"),
            None,
            Some("a pass\nwent on\nand again")
        ]
    );
    assert_eq!(rec.note.as_deref(), Some("before it all"));
    let plain = parse_str(&format!("{HEAD}>doug: DINNVWY 8D WINDY +32 32\n")).expect("a record");
    assert_eq!(
        (plain.note.clone(), plain.events[0].note.clone()),
        (None, None)
    );
}

#[test]
fn crlf_latin1_and_notes() {
    let bytes = b"#player1 c\xe9sar C\xe9sar\r\n#player2 b B\r\n>c\xe9sar: A 8H AA +2 2\r\n#note one\r\nand more\r\n";
    let rec = parse(bytes).unwrap();
    assert_eq!(rec.players[0].nick, "césar");
    assert_eq!(rec.events.len(), 1);
    let rec = parse(
        "#character-encoding UTF-8\n#player1 ż Ż\n#player2 b B\n>ż: ĆĘ 8H STĘPIĆ +46 46\n"
            .as_bytes(),
    )
    .unwrap();
    let EventKind::Place(p) = &rec.events[0].kind else {
        panic!("not a placement")
    };
    assert_eq!(
        p.cells[2],
        Cell::Letter {
            letter: 'Ę',
            blank: false
        }
    );
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(s in "\\PC*") {
        let _ = parse_str(&s);
    }

    #[test]
    fn arbitrary_event_lines_never_panic(line in "[>#]?[a-z]{0,3}:? ?[A-Za-z?.()0-9+ -]{0,30}") {
        let _ = parse_str(&format!("{HEAD}{line}\n"));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = parse(&bytes);
    }
}
