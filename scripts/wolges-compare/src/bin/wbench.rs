//! wbench POSITIONS EN_KWG PL_KWG [RUNS=50] [WARMUP=5]
//! Loads each kwg once; per position prints: name moves median_us (+ extra columns).
use std::time::Instant;
use wolges::{kwg, movegen};
use wolges_bench::*;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 }
}

/// The median time of `f` in microseconds over `runs` runs after `warmup` unmeasured ones.
fn median_us(runs: usize, warmup: usize, mut f: impl FnMut()) -> f64 {
    for _ in 0..warmup {
        f();
    }
    let mut ts: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    median(&mut ts)
}

fn run_lang<N: kwg::Node>(kwg_path: &str, lang: &str, positions: &[Position], runs: usize, warmup: usize, mismatches: &mut usize) {
    let t0 = Instant::now();
    let kwg = kwg::Kwg::<N>::from_bytes_alloc(&std::fs::read(kwg_path).expect("read kwg"));
    eprintln!("# loaded {kwg_path} in {:.1} ms", t0.elapsed().as_secs_f64() * 1e3);
    let klv = empty_klv();
    let cfg = game_config_for(lang);
    let mut mg = movegen::KurniaMoveGenerator::new(&cfg);
    for p in positions.iter().filter(|p| p.lang == lang) {
        let board = board_tiles(&cfg, &p.rows);
        let rack = parse_rack(cfg.alphabet(), &p.rack);
        let snap = movegen::BoardSnapshot { board_tiles: &board, game_config: &cfg, kwg: &kwg, klv: &klv };
        let (n, top) = gen_all(&mut mg, &snap, &rack);
        let med = median_us(runs, warmup, || {
            std::hint::black_box(gen_all(&mut mg, &snap, &rack));
        });
        // second API: gen_moves_unfiltered (equity + heap sort), max_gen = all
        let nu = gen_unfiltered(&mut mg, &snap, &rack);
        let medu = median_us(runs, warmup, || {
            std::hint::black_box(gen_unfiltered(&mut mg, &snap, &rack));
        });
        let ok = n == p.moves && top == p.top && nu == p.moves;
        if !ok {
            *mismatches += 1;
        }
        println!(
            "{} {} {:.1}\tunfiltered_us={:.1} top={} expected_moves={} expected_top={} {}",
            p.name, n, med, medu, top, p.moves, p.top, if ok { "OK" } else { "MISMATCH" }
        );
    }
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let positions = parse_positions(&std::fs::read_to_string(&a[1]).unwrap());
    let runs: usize = a.get(4).map(|s| s.parse().unwrap()).unwrap_or(50);
    let warmup: usize = a.get(5).map(|s| s.parse().unwrap()).unwrap_or(5);
    let mut mismatches = 0;
    for (path, lang) in [(&a[2], "en"), (&a[3], "pl")] {
        if is_big(path) {
            run_lang::<kwg::Node24>(path, lang, &positions, runs, warmup, &mut mismatches);
        } else {
            run_lang::<kwg::Node22>(path, lang, &positions, runs, warmup, &mut mismatches);
        }
    }
    eprintln!("# mismatches: {mismatches}");
}
