//! WordCap word finding: every dictionary word on a fixed 5x5 grid, each with its best
//! path (`wordcap::all_words`), with the bundled English (`en`) and Polish (`pl`) lexicons.
//! The DAWG is built outside the timed loop; the number of words found is printed once.
//! Also the search for one typed word's paths (`wordcap::paths_for_word`, as `/play
//! move:WORD` runs it) where it used to explode: a 13-letter word of Es on a grid of Es
//! (189 million paths), and 23 Es, X, E on a grid of Es with an X in a corner (most lines
//! fail late).
//!
//! Run with `cargo bench --bench wordcap`.

use std::hint::black_box;
use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::lexicon::{Language, Lexicon};
use plansza::wordcap::{all_paths, all_words, paths_for_word, Grid};

/// The grids: common letters, so many words (a hard case for the finder).
const GRIDS: [(&str, Language, &str); 2] = [
    ("en", Language::English, "DOGSA/EATEN/RINGO/QUIZS/TEARS"),
    ("pl", Language::Polish, "KOTYA/ŻABAC/RZEKA/ŁÓDŹM/SNIEG"),
];

fn find(c: &mut Criterion) {
    for (code, language, rows) in GRIDS {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/{code}.lex"));
        let Ok(lexicon) = Lexicon::load(&path) else {
            eprintln!("skipping {code}: {} is missing", path.display());
            continue;
        };
        let Ok(grid) = Grid::from_rows(language, rows) else {
            continue;
        };
        let dawg = lexicon.dawg();
        eprintln!(
            "{code}: {} words, {} paths on {rows}",
            all_words(&grid, dawg).len(),
            all_paths(&grid, dawg).len()
        );
        c.bench_function(&format!("wordcap_all_words_{code}"), |b| {
            b.iter(|| black_box(all_words(black_box(&grid), dawg)))
        });
    }
}

fn spell(c: &mut Criterion) {
    let cases = [
        (
            "wordcap_paths_for_word_13_es",
            "EEEEE/EEEEE/EEEEE/EEEEE/EEEEE",
            "e".repeat(13),
        ),
        (
            "wordcap_paths_for_word_23_es_x_e",
            "XEEEE/EEEEE/EEEEE/EEEEE/EEEEE",
            format!("{}xe", "e".repeat(23)),
        ),
    ];
    for (name, rows, word) in cases {
        let (Ok(grid), Some(word)) = (
            Grid::from_rows(Language::English, rows),
            Language::English.alphabet().encode(&word),
        ) else {
            continue;
        };
        let found = paths_for_word(&grid, &word, 4);
        eprintln!(
            "{name}: {} paths listed, more: {}, {} states visited",
            found.paths.len(),
            found.more,
            found.visited
        );
        c.bench_function(name, |b| {
            b.iter(|| black_box(paths_for_word(black_box(&grid), &word, 4)))
        });
    }
}

criterion_group!(benches, find, spell);
criterion_main!(benches);
