//! Polish club Scrabble (PFS) rules: the English board and club rules with the Polish tile
//! set. Scores by hand and a real recorded Polish game (`polish_endgame.gcg` from macondo,
//! which uses the PFS values) replayed placement by placement. See `docs/rules/polish.md`.

use plansza::lexicon::{Language, MemoryWordList};
use plansza::rules::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

fn v() -> &'static Variant {
    VariantId::Polish.variant()
}

fn tiles(s: &str) -> Vec<Tile> {
    s.chars()
        .filter_map(|c| match c {
            '?' => Some(Tile::Blank),
            _ => v()
                .alphabet()
                .letter(c.to_lowercase().next().unwrap_or(c))
                .map(Tile::Letter),
        })
        .collect()
}

fn words(list: &[&str]) -> MemoryWordList {
    MemoryWordList::new(Language::Polish.alphabet(), list.iter().copied())
}

/// A GCG word (lowercase is a blank) in our notation (`*a` marks a blank).
fn gcg_word(word: &str) -> String {
    word.chars()
        .flat_map(|c| {
            if c.is_lowercase() {
                vec!['*', c]
            } else {
                vec![c]
            }
        })
        .collect()
}

const RECORD: &str = "/work/shared/gcg/real/domino14__macondo/gcgio__testdata__polish_endgame.gcg";

/// The PFS tile set: Literaki's counts, 100 tiles, 2 blanks, values A1 Ą5 B3 C2 Ć6 D2 E1 Ę5
/// F5 G3 H3 I1 J3 K2 L2 Ł3 M2 N1 Ń7 O1 Ó5 P2 R1 S1 Ś5 T2 U3 W1 Y2 Z1 Ź9 Ż5; the English board.
#[test]
fn equipment() {
    assert_eq!(v().full_bag().len(), 100);
    let values = "A1 Ą5 B3 C2 Ć6 D2 E1 Ę5 F5 G3 H3 I1 J3 K2 L2 Ł3 M2 N1 Ń7 O1 Ó5 P2 R1 S1 Ś5 T2 U3 W1 Y2 Z1 Ź9 Ż5";
    for pair in values.split(' ') {
        let mut cs = pair.chars();
        let letter = cs.next().expect("a letter");
        let value: u32 = cs.as_str().parse().expect("a value");
        assert_eq!(
            v().tile_value(tiles(&letter.to_string())[0]),
            value,
            "{pair}"
        );
    }
    let english = VariantId::English.variant();
    assert_eq!(v().premiums, english.premiums);
    assert_eq!(v().end, english.end);
    assert_eq!(v().exchange_limit, None);
}

/// Hand-computed: STĘPIĆ at 8G (the record's second move): S1 T2 Ę5 P2 I1 Ć6, Ć on the
/// double letter L8 (12): 1+2+5+2+1+12 = 23, H8 doubles the word: 46.
#[test]
fn first_move_by_hand() {
    let mut s = GameSetup::new(VariantId::Polish, 2);
    s.players[0].rack = Rack::new(tiles("ĆĘIKPST"));
    s.players[1].rack = Rack::new(tiles("AAA"));
    let g = s.into_game().expect("valid");
    let m = parse_move("8G STĘPIĆ", v()).expect("notation");
    assert_eq!(g.evaluate(0, &m).map(|s| s.score), Ok(46));
}

/// Every placement of a real Polish game scores as recorded (withdrawn moves taken back).
#[test]
fn real_game_scores_as_recorded() {
    let Ok(text) = std::fs::read_to_string(RECORD) else {
        return; // the shared records are not on this machine
    };
    let mut board = Board::empty(15, 15);
    let mut last: Vec<Pos> = Vec::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with('>')) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let Some(&third) = parts.get(2) else { continue };
        if third == "--" {
            for p in last.drain(..) {
                board.set(p, None);
            }
            continue;
        }
        let first = third.chars().next().unwrap_or('-');
        if !first.is_ascii_alphanumeric() || parts.len() < 5 {
            continue;
        }
        let typed = format!("{} {}", third, gcg_word(parts[3]));
        let mv = parse_move(&typed, v()).unwrap_or_else(|e| panic!("{line}: {e}"));
        let rack = Rack::new(tiles(parts[1]));
        let scored = resolve(v(), &board, &rack, &mv).unwrap_or_else(|e| panic!("{line}: {e}"));
        let recorded: u32 = parts[4].trim_start_matches('+').parse().expect("a score");
        assert_eq!(scored.score, recorded, "{line}");
        last = scored.squares();
        for (p, t) in scored.tiles {
            board.set(p, Some(t));
        }
        checked += 1;
    }
    assert!(checked > 30, "only {checked} placements");
}

/// Going out as the record ends: `>2:  (BHUWZ) +22`: B3 H3 U3 W1 Z1 = 11, twice = 22.
#[test]
fn going_out_gains_twice_the_rack() {
    let mut s = GameSetup::new(VariantId::Polish, 2);
    s.players[0].rack = Rack::new(tiles("BHUWZ"));
    s.players[1].rack = Rack::new(tiles("KOT"));
    s.turn = 1;
    let g = s.into_game().expect("valid");
    let m = parse_move("8H KOT", v()).expect("notation");
    let (g, score) = g
        .play(1, &m, &words(&["kot"]), &mut StdRng::seed_from_u64(1))
        .expect("plays");
    assert_eq!(score, 10, "K2 O1 T2 = 5, doubled on H8");
    assert_eq!(
        g.phase(),
        &Phase::Over {
            ending: Ending::WentOut { player: 1 },
            adjustments: vec![0, 22],
        }
    );
}
