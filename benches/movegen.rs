//! Move generation speed on the shared positions (`shared/bench/positions.txt`): all legal
//! placements, scores included, stored in a list, for each of its positions.
//!
//! No other generator's times are shown here: a comparison holds only between figures
//! measured in the same run, on the same machine. The positions were made with wolges
//! (`wolges-bench genpos`, their file says), which is not on crates.io, so this bench cannot
//! build it; `scripts/wolges-compare/run.sh WOLGES_SRC` builds a wolges checkout and times
//! both on the same positions and word lists, one right after the other.
//!
//! Also: the time to load each lexicon (its DAWG and the automaton of its reversed prefixes
//! are read from the file as `plansza lexicon build` made them) and the memory they take
//! (printed once); and the
//! strong computer's whole turn on each position (`computer/strong NAME`), generation
//! included, so that the generation alone beside it shows what the weighing of the plays
//! adds; the median over the positions is printed at the end.
//!
//! Each position's median generation time is printed first (`median NAME MOVES US`, of
//! `MOVEGEN_RUNS` runs after `MOVEGEN_WARMUP` warm-ups); `MOVEGEN_EN_LEX` and `MOVEGEN_PL_LEX`
//! name other lexicon files than `dicts/en-us.lex` and `dicts/pl.lex`, and
//! `MOVEGEN_MEDIANS_ONLY` stops after the medians: `scripts/wolges-compare/run.sh` runs it so,
//! with wolges on the same positions and word lists right after it (the anchor).
//!
//! Run with `cargo bench --bench movegen` (shorter: `-- --warm-up-time 1
//! --measurement-time 3`).

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::lexicon::Lexicon;
use plansza::movegen::computer::{choose_turn, Strength};
use plansza::movegen::positions::parse_positions;
use plansza::movegen::Generator;
use plansza::rules::{GameSetup, VariantId};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn positions_file() -> Option<PathBuf> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/positions.txt");
    [here, PathBuf::from("/work/shared/bench/positions.txt")]
        .into_iter()
        .find(|p| p.is_file())
}

/// Resident set size in kB, where `/proc` exists.
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A lexicon by name from `dicts/`, or from the file the environment variable `var` names
/// (`scripts/wolges-compare/run.sh` passes the positions' own word lists that way).
fn load(name: &str, var: &str) -> Option<Lexicon> {
    let path = std::env::var_os(var).map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("dicts/{name}.lex")),
        PathBuf::from,
    );
    let before = rss_kb();
    let start = std::time::Instant::now();
    let lex = Lexicon::load(&path).ok()?;
    let took = start.elapsed();
    let after = rss_kb();
    eprintln!(
        "{name}.lex: {} words, loaded in {:.2} ms, +{} kB resident",
        lex.len(),
        took.as_secs_f64() * 1000.0,
        after.zip(before).map_or(0, |(a, b)| a.saturating_sub(b))
    );
    Some(lex)
}

fn generate(c: &mut Criterion) {
    let Some(file) = positions_file() else {
        eprintln!("skipping: shared/bench/positions.txt is missing");
        return;
    };
    let Ok(text) = std::fs::read_to_string(file) else {
        return;
    };
    let Ok(positions) = parse_positions(&text) else {
        return;
    };
    let (Some(en), Some(pl)) = (
        load("en-us", "MOVEGEN_EN_LEX"),
        load("pl", "MOVEGEN_PL_LEX"),
    ) else {
        eprintln!("skipping: dicts/en-us.lex or dicts/pl.lex is missing");
        return;
    };
    let describe = |name: &str, lex: &Lexicon| {
        let d = lex.dawg();
        let start = std::time::Instant::now();
        let prefixes = d.prefixes();
        let counted = start.elapsed();
        eprintln!(
            "{name} DAWG: {} nodes, {:.1} MB of arrays; {prefixes} prefixes (counted in {:.1} ms)",
            d.nodes(),
            d.bytes() as f64 / 1e6,
            counted.as_secs_f64() * 1000.0,
        );
        if let Some(r) = d.reversed() {
            eprintln!(
                "{name} reversed prefixes: {} nodes, {:.1} MB of arrays",
                r.nodes(),
                r.bytes() as f64 / 1e6,
            );
        }
    };
    describe("en-us", &en);
    describe("pl", &pl);
    let (en, pl) = (en.dawg(), pl.dawg());
    // Each position with its DAWG and rack.
    let timed: Vec<_> = positions
        .iter()
        .filter_map(|p| {
            let lex = if p.variant == VariantId::English {
                &en
            } else {
                &pl
            };
            Some((p, lex, p.rack().ok()?))
        })
        .collect();
    // Each position's median beside criterion's estimate, in the form the comparison script
    // reads (`median NAME MOVES US`); `MOVEGEN_MEDIANS_ONLY` stops after them.
    let runs = env_count("MOVEGEN_RUNS", 50);
    let warm_up = env_count("MOVEGEN_WARMUP", 5);
    for (p, lex, rack) in &timed {
        let mut g = Generator::new(p.variant.variant(), lex);
        let mut out = Vec::with_capacity(p.moves);
        for _ in 0..warm_up {
            g.plays(&p.board, rack, &mut out);
        }
        let mut times: Vec<f64> = (0..runs)
            .map(|_| {
                let start = std::time::Instant::now();
                g.plays(black_box(&p.board), black_box(rack), &mut out);
                black_box(out.len());
                start.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        times.sort_by(f64::total_cmp);
        eprintln!("median {} {} {:.1}", p.name, out.len(), times[runs / 2]);
    }
    if std::env::var_os("MOVEGEN_MEDIANS_ONLY").is_some() {
        return;
    }
    let mut group = c.benchmark_group("movegen");
    for (p, lex, rack) in &timed {
        let mut g = Generator::new(p.variant.variant(), lex);
        let mut out = Vec::with_capacity(p.moves);
        group.bench_function(&p.name, |b| {
            b.iter(|| {
                g.plays(black_box(&p.board), black_box(rack), &mut out);
                black_box(out.len())
            })
        });
    }
    group.finish();
    // The strong computer's whole turn (generation, then the equity of every play and
    // exchange) on every position, each with 20 tiles in the bag (leaves and exchanges
    // count). Target: a median under 2 ms over the positions.
    let mut group = c.benchmark_group("computer/strong");
    let mut medians: Vec<(String, f64)> = Vec::new();
    for (p, lex, rack) in &timed {
        let mut setup = GameSetup::new(p.variant, 2);
        setup.board = p.board.clone();
        setup.players[0].rack = rack.clone();
        setup.bag = p.variant.variant().full_bag()[..20].to_vec();
        let Ok(game) = setup.into_game() else {
            continue;
        };
        let mut g = Generator::new(p.variant.variant(), lex);
        let mut rng = StdRng::seed_from_u64(1);
        group.bench_function(&p.name, |b| {
            b.iter(|| black_box(choose_turn(&game, &mut g, Strength::Strong, &mut rng)))
        });
        medians.push((
            p.name.clone(),
            median_ms(|| {
                black_box(choose_turn(&game, &mut g, Strength::Strong, &mut rng));
            }),
        ));
    }
    group.finish();
    if !medians.is_empty() {
        for (name, ms) in &medians {
            eprintln!("strong turn {name}: median {ms:.3} ms");
        }
        let mut all: Vec<f64> = medians.iter().map(|(_, ms)| *ms).collect();
        all.sort_by(f64::total_cmp);
        eprintln!(
            "strong turn: median over {} positions {:.3} ms (each the median of {RUNS} runs)",
            all.len(),
            all[all.len() / 2]
        );
    }
}

/// A count from the environment, or `default` (at least 1).
fn env_count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
        .max(1)
}

/// Runs of each position behind the printed medians of the strong computer's turn.
const RUNS: usize = 21;

/// The median time of `f` over [`RUNS`] runs, in milliseconds.
fn median_ms(mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = std::time::Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[RUNS / 2]
}

criterion_group!(benches, generate);
criterion_main!(benches);
