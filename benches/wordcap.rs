//! WordCap word finding: every dictionary word on a fixed 5x5 grid, each with its best
//! path (`wordcap::all_words`), with the bundled English (`en`) and Polish (`pl`) lexicons.
//! The DAWG is built outside the timed loop; the number of words found is printed once.
//!
//! Run with `cargo bench --bench wordcap`.

use std::hint::black_box;
use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::lexicon::{Language, Lexicon};
use plansza::movegen::Dawg;
use plansza::wordcap::{all_paths, all_words, Grid};

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
        let dawg = Dawg::new(&lexicon);
        eprintln!(
            "{code}: {} words, {} paths on {rows}",
            all_words(&grid, &dawg).len(),
            all_paths(&grid, &dawg).len()
        );
        c.bench_function(&format!("wordcap_all_words_{code}"), |b| {
            b.iter(|| black_box(all_words(black_box(&grid), &dawg)))
        });
    }
}

criterion_group!(benches, find);
criterion_main!(benches);
