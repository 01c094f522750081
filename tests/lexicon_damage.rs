//! Crafted lexicon files: valid lexicons with their automata damaged (bytes flipped, a
//! child or a node count set, the automata cut short) and the checksum then recomputed, so
//! that only the structure tells the damage. Loading must fail with a `LexiconError`, or the
//! loaded lexicon must stand every use plansza makes of one without a panic: listing every
//! word, looking each up, walking the automaton and generating moves on a board with tiles
//! (which walks the reversed prefixes). Panics are caught with `catch_unwind`, so a panic is
//! a failed case, not an aborted run.

use plansza::lexicon::{Dawg, Language, Lexicon};
use plansza::movegen::Generator;
use plansza::rules::{Board, BoardTile, Pos, Rack, Tile, VariantId};
use proptest::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Bytes of the header and the checksum before the automata.
fn automata_start(bytes: &[u8]) -> usize {
    // Magic (11), version (2), code length (1), code (2: `pl`), word count (8), CRC (4).
    let start = 11 + 2 + 1 + 2 + 8 + 4;
    assert_eq!(&bytes[..11], b"PLANSZA-LEX");
    assert_eq!(bytes[13], 2, "a two-letter language code");
    start
}

/// A lexicon file with nodes of every kind (one letter, many, every letter of the
/// alphabet), and where its automata start.
fn sample() -> (Vec<u8>, usize) {
    let letters: Vec<char> = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż".chars().collect();
    let mut words: Vec<String> = Vec::new();
    for &x in &letters {
        words.push(format!("a{x}"));
        for &y in letters.iter().step_by(5) {
            words.push(format!("{x}o{y}a"));
            words.push(format!("k{x}{y}"));
        }
    }
    words.extend(
        [
            "zażółć",
            "gęślą",
            "jaźń",
            "żółw",
            "pchnąć",
            "kot",
            "koty",
            "kotek",
        ]
        .map(String::from),
    );
    let lex = Lexicon::from_words(Language::Polish, words).expect("a lexicon");
    let bytes = lex.to_bytes();
    let start = automata_start(&bytes);
    (bytes, start)
}

/// How a file is damaged.
#[derive(Debug, Clone)]
enum Damage {
    /// XOR these bytes into the automata at these offsets (taken modulo their length).
    Flip(Vec<(usize, u8)>),
    /// Set the 4-byte number at this offset (taken modulo the automata's length, rounded
    /// down to a multiple of 4) to this value: a child, a count, half a mask.
    Set(usize, u32),
    /// Drop this many bytes at the end.
    Cut(usize),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        3 => proptest::collection::vec((any::<usize>(), 1u8..=255), 1..6).prop_map(Damage::Flip),
        3 => (any::<usize>(), prop_oneof![0u32..2000, any::<u32>()])
            .prop_map(|(at, v)| Damage::Set(at, v)),
        1 => (1usize..400).prop_map(Damage::Cut),
    ]
}

/// The damaged file, with the checksums recomputed over the damage.
fn crafted(bytes: &[u8], start: usize, d: &Damage) -> Vec<u8> {
    // The two parts (the words', then the reversed prefixes'), each after its checksum: the
    // damage falls on their bytes as if they were one, the checksums are made anew.
    let nodes = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4")) as usize;
    let words_len = 8 + 16 * nodes(start) + 4 * nodes(start + 4);
    let mut body = bytes[start..start + words_len].to_vec();
    body.extend_from_slice(&bytes[start + words_len + 4..]);
    let n = body.len();
    match d {
        Damage::Flip(flips) => {
            for &(at, x) in flips {
                body[at % n] ^= x;
            }
        }
        Damage::Set(at, v) => {
            let at = (at % (n - 3)) / 4 * 4;
            body[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
        Damage::Cut(k) => body.truncate(n.saturating_sub(*k)),
    }
    let mut out = bytes[..start - 4].to_vec();
    let (words, reversed) = body.split_at(words_len.min(body.len()));
    for part in [words, reversed] {
        if part.is_empty() {
            continue;
        }
        out.extend_from_slice(&crc32fast::hash(part).to_le_bytes());
        out.extend_from_slice(part);
    }
    out
}

/// Everything plansza does with a loaded lexicon; returns the words listed. Stops after
/// `cap` words.
fn use_fully(lex: &Lexicon, cap: usize) -> usize {
    let words: Vec<Vec<plansza::lexicon::Letter>> = lex.words().take(cap + 1).collect();
    for w in &words {
        assert!(lex.contains_letters(w), "a listed word is not contained");
    }
    let _ = lex.contains_str("zażółć");
    let _ = lex.contains_str("kotki");
    let dawg = lex.dawg();
    let mut node = Dawg::ROOT;
    for _ in 0..64 {
        let letters = dawg.letters(node);
        if letters == 0 {
            break;
        }
        match dawg.child(node, letters.trailing_zeros() as u8) {
            Some(n) => node = n,
            None => break,
        }
    }
    let _ = dawg.prefixes();
    // Moves beside and through tiles: left parts are built in the reversed prefixes.
    let v = VariantId::Polish.variant();
    let a = Language::Polish.alphabet();
    let mut board = Board::empty(v.width, v.height);
    for (i, c) in "kot".chars().enumerate() {
        if let Some(letter) = a.letter(c) {
            board.set(
                Pos::new(7, 6 + i as u8),
                Some(BoardTile {
                    letter,
                    blank: false,
                }),
            );
        }
    }
    let rack = Rack::new(
        "aokyż"
            .chars()
            .filter_map(|c| a.letter(c).map(Tile::Letter))
            .chain([Tile::Blank])
            .collect(),
    );
    let mut plays = Vec::new();
    Generator::new(v, dawg).plays(&board, &rack, &mut plays);
    words.len()
}

#[test]
fn the_sample_loads_and_is_used_whole() {
    let (bytes, _) = sample();
    let lex = Lexicon::from_bytes(bytes).expect("loads");
    assert_eq!(use_fully(&lex, usize::MAX - 1), lex.len());
}

/// A node count or a child that points back, outside or at its parent: each an error.
#[test]
fn crafted_counts_and_children_are_errors() {
    let (bytes, start) = sample();
    // The words' node count, child count, and the first children of the root.
    let nodes = u32::from_le_bytes(bytes[start..start + 4].try_into().expect("4 bytes"));
    let first_child = 8 + 8 * nodes as usize;
    for (at, v) in [
        (0, 0),
        (0, u32::MAX),
        (0, nodes + 1),
        (4, 0),
        (4, u32::MAX / 4),
        (first_child, 0),
        (first_child, nodes),
        (first_child, u32::MAX),
    ] {
        let file = crafted(&bytes, start, &Damage::Set(at, v));
        let loaded = catch_unwind(AssertUnwindSafe(|| {
            Lexicon::from_bytes(file).map(|lex| use_fully(&lex, 100_000))
        }));
        match loaded {
            Ok(Err(_)) => {}
            Ok(Ok(n)) => panic!("{v} at {at}: loaded, {n} words"),
            Err(_) => panic!("{v} at {at}: panicked"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// A damaged file with a good checksum: an error at load, or a lexicon that can be used
    /// whole, never a panic.
    #[test]
    fn crafted_lexicons_fail_to_load_or_work(d in damage()) {
        let (bytes, start) = sample();
        let file = crafted(&bytes, start, &d);
        let cap = 10 * Lexicon::from_bytes(bytes).map(|l| l.len()).unwrap_or(0) + 1000;
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            Lexicon::from_bytes(file).map(|lex| (lex.len(), use_fully(&lex, cap)))
        }));
        match outcome {
            Err(_) => prop_assert!(false, "{d:?}: a panic"),
            Ok(Ok((len, streamed))) => {
                prop_assert_eq!(len, streamed, "{:?}: the word count disagrees with the words", d)
            }
            Ok(Err(_)) => {}
        }
    }
}
