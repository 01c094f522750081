//! Lexicon speed and size: load time of `dicts/pl.lex`, lookups per second (words from the
//! list, near-misses and random letter strings), and the resident memory a loaded lexicon
//! takes (printed once, from `/proc/self/status`). A load (read the file, check and take its
//! automata) is timed beside reading the file's bytes alone, its anchor in the same run.
//!
//! Run with `cargo bench --bench lexicon`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use plansza::lexicon::{Letter, Lexicon};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Lookups per measured iteration.
const BATCH: usize = 1000;

fn pl_path() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/dicts/pl.lex"))
}

/// Resident set size in kB, where `/proc` exists.
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn load(c: &mut Criterion) {
    let path = pl_path();
    let before = rss_kb();
    let lex = match Lexicon::load(&path) {
        Ok(lex) => lex,
        Err(e) => {
            eprintln!("skipping lexicon benches: {e}");
            return;
        }
    };
    let after = rss_kb();
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    if let (Some(b), Some(a)) = (before, after) {
        eprintln!(
            "pl.lex: {size} bytes, {} words; RSS {b} kB -> {a} kB (+{} kB) after loading",
            lex.len(),
            a.saturating_sub(b)
        );
    }
    drop(lex);
    // The floor a load cannot go under: the file's bytes into memory.
    c.bench_function("lexicon/pl.lex read the bytes alone (anchor)", |b| {
        b.iter(|| std::fs::read(black_box(&path)).map(|bytes| bytes.len()))
    });
    c.bench_function("lexicon/load pl.lex (read + check)", |b| {
        b.iter(|| Lexicon::load(black_box(&path)).map(|l| l.len()))
    });
}

/// Every `step`-th word of the lexicon, as letters.
fn sample_words(lex: &Lexicon, step: usize) -> Vec<Vec<Letter>> {
    lex.words().step_by(step).collect()
}

fn lookups(c: &mut Criterion) {
    let Ok(lex) = Lexicon::load(pl_path()) else {
        return;
    };
    let mut rng = StdRng::seed_from_u64(42);
    let letters = lex.alphabet().len() as u8;
    let mut words = sample_words(&lex, (lex.len() / 20_000).max(1));
    // Shuffle so lookups do not walk the automaton in order.
    for i in (1..words.len()).rev() {
        words.swap(i, rng.gen_range(0..=i));
    }
    let pick = |rng: &mut StdRng| words[rng.gen_range(0..words.len())].clone();
    let real: Vec<Vec<Letter>> = (0..BATCH).map(|_| pick(&mut rng)).collect();
    let near: Vec<Vec<Letter>> = (0..BATCH)
        .map(|_| {
            let mut w = pick(&mut rng);
            let i = rng.gen_range(0..w.len());
            w[i] = Letter((w[i].0 + rng.gen_range(1..letters)) % letters);
            w
        })
        .collect();
    let random: Vec<Vec<Letter>> = (0..BATCH)
        .map(|_| {
            let len = rng.gen_range(2..=15);
            (0..len)
                .map(|_| Letter(rng.gen_range(0..letters)))
                .collect()
        })
        .collect();
    let texts: Vec<String> = real.iter().map(|w| lex.alphabet().decode(w)).collect();
    let hits = |set: &[Vec<Letter>]| set.iter().filter(|w| lex.contains_letters(w)).count();
    eprintln!(
        "hits per {BATCH}: words {}, one letter changed {}, random {}",
        hits(&real),
        hits(&near),
        hits(&random)
    );

    let mut group = c.benchmark_group("lexicon/contains");
    group.throughput(Throughput::Elements(BATCH as u64));
    for (name, set) in [
        ("word", &real),
        ("one letter changed", &near),
        ("random", &random),
    ] {
        group.bench_with_input(BenchmarkId::from_parameter(name), set, |b, set| {
            b.iter(|| set.iter().filter(|w| lex.contains_letters(w)).count())
        });
    }
    group.bench_function(BenchmarkId::from_parameter("word as text"), |b| {
        b.iter(|| texts.iter().filter(|w| lex.contains_str(w)).count())
    });
    group.finish();
}

criterion_group!(benches, load, lookups);
criterion_main!(benches);
