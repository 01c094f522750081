//! The computers' strength, measured: matches between the levels in several variants, seats
//! swapped each game, every move checked by the rules, one line per pair as `plansza match`
//! writes it, and each target of issue 28 marked met or missed.
//!
//! `cargo bench --bench strength` (2,000 games per pair; about 10 minutes on two cores for the
//! pairs without the expert). Settings: `STRENGTH_GAMES` (games per pair), `STRENGTH_EXPERT_GAMES`
//! (games per pair with the expert, default the same), `STRENGTH_BUDGET_MS` (the expert's CPU
//! per move, default 200: a fifth of the bot's default second), `STRENGTH_VARIANTS`
//! (comma-separated, default `english,literaki,erudit,letterbox`), `STRENGTH_SEED`,
//! `STRENGTH_THREADS`. The expert's pairs at 200 ms take about 45 minutes each on two cores.
//!
//! Measured with `plansza match --variant V --seats strong,expert --games 2000 --seed 1
//! --threads 2 --budget-ms 200` (the same matches as this bench's expert pairs; 2026-11-28, a
//! 2-core machine also running other work): the expert won 55.1% in English (889-1102-9,
//! mean spread +15.7 ± 4.1), 57.0% in Literaki (852-1140-8, +19.6 ± 4.4) and 58.4% in
//! Эрудит (825-1168-7, +10.5 ± 2.3); at 50 ms 54.6%, 54.6% and 53.5%. English again at seed
//! 1001 (the next day, the machine quieter): 57.2% (848-1144-8, +18.9 ± 4.1), so 56.4% over
//! the 4,000 games. A run's standard error is about 1.1 points, and a budget of CPU time fits
//! a few more or fewer rounds as the machine's load changes: compare within one session.
//!
//! The new strong against `classic` (`plansza match --variant V --seats classic,strong`,
//! the same binary, 2026-11-28): English 58.6% and 58.8% over 20,000 games each (seeds 100
//! and 1), 60.1% over this bench's 2,000; Literaki 59.9%, Эрудит 59.5%, Letterbox 61.9% over
//! 10,000 (seed 100).
//!
//! The yardstick is `classic`: the strong computer as it was before leaves were learned,
//! built into the same binary, so every figure is against an anchor measured in the same run.

use plansza::cli::computers::play_match;
use plansza::lexicon::Lexicon;
use plansza::movegen::computer::duel::{Seat, Settings};
use plansza::movegen::computer::{Budget, Strength};
use plansza::rules::VariantId;
use std::time::Instant;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A pair to play and the share of games the second seat should win (None: only reported).
struct Pair {
    a: Seat,
    b: Seat,
    target: Option<f64>,
}

fn pairs(id: VariantId) -> Vec<Pair> {
    let level = Seat::Level;
    let classic_vs_strong = Pair {
        a: Seat::Classic,
        b: level(Strength::Strong),
        target: Some(if id == VariantId::Letterbox {
            50.0
        } else {
            58.0
        }),
    };
    let mut all = vec![
        classic_vs_strong,
        Pair {
            a: level(Strength::Intermediate),
            b: level(Strength::Strong),
            target: Some(65.0),
        },
        Pair {
            a: level(Strength::Beginner),
            b: level(Strength::Intermediate),
            target: None,
        },
    ];
    if id != VariantId::Letterbox {
        all.push(Pair {
            a: level(Strength::Strong),
            b: level(Strength::Expert),
            target: Some(55.0),
        });
    }
    all
}

fn main() {
    // `cargo bench` passes `--bench`; a filter, if any, picks variants by name.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let games = env_u64("STRENGTH_GAMES", 2000);
    let expert_games = env_u64("STRENGTH_EXPERT_GAMES", games);
    let budget = Budget::millis(env_u64("STRENGTH_BUDGET_MS", 200));
    let seed = env_u64("STRENGTH_SEED", 1);
    let threads = env_u64(
        "STRENGTH_THREADS",
        std::thread::available_parallelism().map_or(1, |n| n.get() as u64),
    ) as usize;
    let variants = std::env::var("STRENGTH_VARIANTS")
        .unwrap_or_else(|_| "english,literaki,erudit,letterbox".into());
    println!(
        "strength: {games} games per pair ({expert_games} with the expert, {} ms of CPU per expert move), seats swapped each game, seed {seed}",
        budget.cpu.as_millis()
    );
    let mut missed = 0;
    for name in variants.split(',') {
        if filter.as_deref().is_some_and(|f| !name.contains(f)) {
            continue;
        }
        let Some(id) = VariantId::from_name(name) else {
            eprintln!("unknown variant {name}");
            std::process::exit(2);
        };
        let lex = match Lexicon::bundled(id.variant().language) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("{name}: no word list: {e}");
                std::process::exit(2);
            }
        };
        let dawg = lex.dawg();
        for pair in pairs(id) {
            let expert = pair.b == Seat::Level(Strength::Expert);
            let n = if expert { expert_games } else { games };
            let settings = Settings {
                budget: Some(budget),
                leaves: None,
            };
            let started = Instant::now();
            let tally = match play_match(
                id,
                [pair.a, pair.b],
                settings,
                n,
                seed,
                &lex,
                dawg,
                threads,
                0,
            ) {
                Ok((t, _)) => t,
                Err(e) => {
                    eprintln!("{name}: {}", e.error);
                    std::process::exit(1);
                }
            };
            let verdict = match pair.target {
                Some(t) if tally.b_win_percent() >= t => format!("target ≥ {t:.0}%: met"),
                Some(t) => {
                    missed += 1;
                    format!("target ≥ {t:.0}%: MISSED")
                }
                None => "reported".into(),
            };
            println!(
                "{name:<10} {}   [{verdict}; {:.0} s]",
                tally.line(pair.a.name(), pair.b.name()),
                started.elapsed().as_secs_f64()
            );
        }
    }
    println!("targets missed: {missed}");
}
