//! The generator against `shared/bench/positions.txt`: 11 English and Polish positions whose
//! exact number of legal placements and top score two independent generators agree on. The
//! word lists are exactly the file's: `dicts/en-us.lex` is Debian's wamerican-huge words of
//! 2-15 letters a-z (240,984, built by `scripts/build-dicts.sh`); the Polish one is Debian's
//! wpolish words of 2-15 Polish letters (3,276,062), which is `dicts/pl.lex` together with
//! the abbreviations its build took out (`dicts/filtered/pl.tsv`); the test checks both
//! counts.

mod filtered_words;
mod shared_data;

use filtered_words::wpolish;
use plansza::lexicon::Lexicon;
use plansza::movegen::positions::parse_positions;
use plansza::movegen::Generator;
use plansza::rules::VariantId;
use shared_data::positions_file;
use std::path::Path;

fn lexicon(name: &str, words: usize) -> Lexicon {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/{name}.lex"));
    let lex = Lexicon::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        lex.len(),
        words,
        "{name}.lex is not the fixture's word list"
    );
    lex
}

#[test]
fn every_position_has_its_count_and_top_score() {
    let Some(file) = positions_file() else {
        return;
    };
    let text = std::fs::read_to_string(&file).expect("the positions file reads");
    let positions = parse_positions(&text).expect("the positions file parses");
    assert_eq!(positions.len(), 11);
    let (en, pl) = (lexicon("en-us", 240_984), wpolish());
    let (en, pl) = (en.dawg(), pl.dawg());
    let mut out = Vec::new();
    let mut wrong = Vec::new();
    for p in &positions {
        let (variant, lex) = match p.variant {
            VariantId::English => (VariantId::English.variant(), &en),
            _ => (VariantId::Polish.variant(), &pl),
        };
        let mut g = Generator::new(variant, lex);
        g.plays(&p.board, &p.rack().expect("a rack"), &mut out);
        let top = out.iter().map(|m| m.score).max().unwrap_or(0);
        eprintln!(
            "{}: {} moves (want {}), top {top} (want {})",
            p.name,
            out.len(),
            p.moves,
            p.top
        );
        if out.len() != p.moves || top != p.top {
            wrong.push(p.name.clone());
        }
    }
    assert!(wrong.is_empty(), "wrong counts or scores: {wrong:?}");
}

/// The plays as sorted texts with their scores and masks, to compare two generators.
fn sorted(plays: &[plansza::movegen::Play]) -> Vec<String> {
    let mut all: Vec<String> = plays.iter().map(|p| format!("{p:?}")).collect();
    all.sort_unstable();
    all
}

#[test]
fn building_left_parts_leftwards_finds_the_same_plays() {
    let Some(file) = positions_file() else {
        return;
    };
    let text = std::fs::read_to_string(&file).expect("the positions file reads");
    let positions = parse_positions(&text).expect("the positions file parses");
    let lex = lexicon("en-us", 240_984);
    let (both, forward) = (lex.dawg(), lex.dawg().forward_only());
    assert!(both.reversed().is_some() && forward.reversed().is_none());
    let v = VariantId::English.variant();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for p in positions.iter().filter(|p| p.variant == VariantId::English) {
        let rack = p.rack().expect("a rack");
        Generator::new(v, both).plays(&p.board, &rack, &mut a);
        Generator::new(v, &forward).plays(&p.board, &rack, &mut b);
        assert_eq!(a.len(), b.len(), "{}", p.name);
        assert!(sorted(&a) == sorted(&b), "{}: different plays", p.name);
    }
}
