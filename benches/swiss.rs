//! Swiss pairing of one round (`Tournament::pair_next_round`, the step the tournament driver
//! runs on the work pool): 64 players (the most a tournament takes) and 128, after 10 rounds
//! played, and 64 after 40 (each has met most of the field, so avoiding rematches is hard).
//! The history is built outside the timed loop; each round's results are a fixed
//! pseudo-random sequence, so every run measures the same rounds.
//!
//! Run with `cargo bench --bench swiss`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::tournament::{Entrant, Format, Tournament};

/// A Swiss of `players` with `played` rounds behind it.
fn after(players: usize, played: u32) -> Tournament {
    let entrants = (0..players)
        .map(|i| Entrant {
            user: i as u64,
            name: format!("P{i}"),
            withdrawn: false,
        })
        .collect();
    let mut t = Tournament::new(Format::Swiss, played + 1, entrants).expect("a tournament");
    let mut k: u64 = 1;
    for _ in 0..played {
        let round = t.pair_next_round().expect("a round");
        for p in round {
            let Some(second) = p.second else { continue };
            k = k
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let a = 250 + (k >> 33) as i64 % 250;
            let b = 250 + (k >> 17) as i64 % 250;
            t.record(p.round, p.first, second, (a, b))
                .expect("its result");
        }
    }
    t
}

fn pair(c: &mut Criterion) {
    for (players, played) in [(64, 10), (128, 10), (64, 40)] {
        let t = after(players, played);
        c.bench_function(
            &format!("swiss round, {players} players after {played}"),
            |b| {
                b.iter(|| {
                    let mut next = t.clone();
                    black_box(next.pair_next_round().expect("paired"))
                })
            },
        );
    }
}

criterion_group!(benches, pair);
criterion_main!(benches);
