//! Crafted lexicon files: valid lexicons with their fst bytes damaged (bytes flipped, the
//! node area cut short) and the fst's checksum then recomputed, so that only the structure
//! tells the damage. Loading must fail with a `LexiconError`, or the loaded lexicon must
//! stand every use plansza makes of one without a panic: streaming every word, looking
//! each up, building the move generator's DAWG and walking it. Panics are caught with
//! `catch_unwind`, so a panic is a failed case, not an aborted run.

use plansza::lexicon::{Language, Lexicon};
use plansza::movegen::Dawg;
use proptest::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The fst crate's masked CRC-32C (Castagnoli) over `bytes`, as `fst::raw::Fst::verify`
/// computes it.
fn masked_crc32c(bytes: &[u8]) -> u32 {
    let mut crc: u32 = !0;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0x82F6_3B78
            } else {
                crc >> 1
            };
        }
    }
    let sum = !crc;
    (sum.wrapping_shr(15) | sum.wrapping_shl(17)).wrapping_add(0xA282_EAD8)
}

/// A lexicon file with enough words for nodes of every kind (one transition, many, more
/// than 32 with their input index).
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
    let header = bytes.len() - lex.fst().as_bytes().len();
    (bytes, header)
}

/// How a file is damaged.
#[derive(Debug, Clone)]
enum Damage {
    /// XOR these bytes into the fst at these offsets (taken modulo the fst's length, less
    /// its checksum).
    Flip(Vec<(usize, u8)>),
    /// Drop this many bytes of the node area just below the footer (key count, root
    /// address and checksum stay).
    CutNodes(usize),
    /// Set the root address to this value.
    Root(u64),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        4 => proptest::collection::vec((any::<usize>(), 1u8..=255), 1..6).prop_map(Damage::Flip),
        1 => (1usize..400).prop_map(Damage::CutNodes),
        1 => any::<u64>().prop_map(Damage::Root),
    ]
}

/// The damaged file, with the fst's checksum recomputed over the damage.
fn crafted(bytes: &[u8], header: usize, d: &Damage) -> Vec<u8> {
    let mut fst = bytes[header..].to_vec();
    let n = fst.len();
    match d {
        Damage::Flip(flips) => {
            for &(at, x) in flips {
                fst[at % (n - 4)] ^= x;
            }
        }
        Damage::CutNodes(k) => {
            let footer = fst.split_off(n - 20);
            let keep = fst.len().saturating_sub(*k).max(16);
            fst.truncate(keep);
            fst.extend_from_slice(&footer);
        }
        Damage::Root(addr) => {
            fst[n - 12..n - 4].copy_from_slice(&addr.to_le_bytes());
        }
    }
    let n = fst.len();
    let sum = masked_crc32c(&fst[..n - 4]);
    fst[n - 4..].copy_from_slice(&sum.to_le_bytes());
    let mut out = bytes[..header].to_vec();
    out.extend_from_slice(&fst);
    out
}

/// Everything plansza does with a loaded lexicon; returns the words streamed. Stops after
/// `cap` words (a damaged set could spell endlessly many).
fn use_fully(lex: &Lexicon, cap: usize) -> usize {
    use fst::Streamer;
    let mut stream = lex.set().stream();
    let mut words: Vec<Vec<u8>> = Vec::new();
    while let Some(w) = stream.next() {
        words.push(w.to_vec());
        if words.len() > cap {
            break;
        }
    }
    for w in &words {
        assert!(lex.set().contains(w), "a streamed word is not contained");
    }
    let _ = lex.contains_str("zażółć");
    let _ = lex.contains_str("kotki");
    let dawg = Dawg::new(lex);
    for w in &words {
        let _ = dawg.contains(w);
    }
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
    words.len()
}

#[test]
fn the_sample_loads_and_is_used_whole() {
    let (bytes, _) = sample();
    let lex = Lexicon::from_bytes(bytes).expect("loads");
    assert_eq!(use_fully(&lex, usize::MAX - 1), lex.len());
}

/// Each damage kind is met at least once by the property below; one of each, by hand.
#[test]
fn a_crafted_root_address_is_an_error() {
    let (bytes, header) = sample();
    for root in [0u64, 1, 17, 1 << 40, u64::MAX] {
        let file = crafted(&bytes, header, &Damage::Root(root));
        let loaded = catch_unwind(AssertUnwindSafe(|| {
            Lexicon::from_bytes(file).map(|lex| use_fully(&lex, 100_000))
        }));
        match loaded {
            Ok(Err(_)) => {}
            Ok(Ok(n)) => panic!("root {root}: loaded, {n} words"),
            Err(_) => panic!("root {root}: panicked"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// A damaged file with a good checksum: an error at load, or a lexicon that can be used
    /// whole, never a panic.
    #[test]
    fn crafted_lexicons_fail_to_load_or_work(d in damage()) {
        let (bytes, header) = sample();
        let file = crafted(&bytes, header, &d);
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
