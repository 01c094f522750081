//! The ending's pictures of a 30-move Literaki game (two players, the strong computer on a
//! word list of every two-letter word and random longer ones): the replay GIF (the goal: under 1 s and 3 MB), the
//! final picture and the chart, beside one mid-game board PNG as the anchor measured in the
//! same run. Prints the byte sizes. Run: `cargo bench --bench ending` (with `ENDING_OUT=DIR`
//! it also writes `replay.gif` and `final.png` there, for a look).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use plansza::i18n::Locale;
use plansza::lexicon::Lexicon;
use plansza::movegen::computer::{choose_turn, Strength, Turn};
use plansza::movegen::Generator;
use plansza::render::{self, chart_png, final_png, replay_gif, sample};
use plansza::rules::{Game, Settlement, VariantId};
use plansza::table::ending::{board_ending, board_labels};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Moves in the game the bench draws.
const MOVES: usize = 30;

/// A finished Literaki game of [`MOVES`] turns.
fn game() -> Game {
    let id = VariantId::Literaki;
    let v = id.variant();
    let a = v.alphabet();
    let letters: Vec<char> = a.letters().map(|l| a.lower(l)).collect();
    let mut rng = StdRng::seed_from_u64(30);
    let mut words: Vec<String> = letters
        .iter()
        .flat_map(|x| letters.iter().map(move |y| format!("{x}{y}")))
        .collect();
    for _ in 0..20_000 {
        let n = rng.gen_range(3..=7);
        words.push(
            (0..n)
                .map(|_| letters[rng.gen_range(0..letters.len())])
                .collect(),
        );
    }
    let words = Lexicon::from_words(v.language, words).expect("a word list");
    let dawg = words.dawg();
    let mut gen = Generator::new(v, dawg);
    let mut g = Game::new(id, 2, &mut rng).expect("a game");
    while g.history().len() < MOVES && !g.is_over() {
        let me = g.turn();
        g = match choose_turn(&g, &mut gen, Strength::Strong, &mut rng) {
            Turn::Play(p) => {
                let pending = g.submit(me, &p.to_move_text()).expect("a legal play");
                pending
                    .settle(Settlement::Accepted, &words, &mut rng)
                    .expect("settled")
                    .0
            }
            Turn::Exchange(tiles) => g.exchange(me, &tiles, &mut rng).expect("an exchange"),
            Turn::Pass => g.pass(me, &mut rng).expect("a pass"),
        };
    }
    assert_eq!(
        g.history().len(),
        MOVES,
        "the game ended early: {:?}",
        g.phase()
    );
    g.stop()
}

fn bench(c: &mut Criterion) {
    let game = game();
    let names = ["Ala".to_string(), "Bolek".to_string()];
    let views = board_ending(&game, &names, Locale::Polish).expect("views");
    let labels = board_labels(Locale::Polish);
    let gif = replay_gif(&views.replay, &labels).expect("replay");
    println!(
        "replay of {} moves: {} frames, {} bytes",
        views.replay.frames.len() - 1,
        views.replay.frames.len(),
        gif.len()
    );
    if let Some(dir) = std::env::var_os("ENDING_OUT") {
        // A look at the pictures: `ENDING_OUT=/tmp cargo bench --bench ending`.
        let dir = std::path::PathBuf::from(dir);
        std::fs::write(dir.join("replay.gif"), &gif).expect("write the replay");
        let final_bytes = final_png(&views.final_view, &labels).expect("final");
        std::fs::write(dir.join("final.png"), final_bytes).expect("write the final picture");
    }
    let board = sample::mid_game();
    println!(
        "anchor: mid-game board PNG {} bytes",
        render::board_png(&board).expect("board").len()
    );
    println!(
        "final PNG {} bytes, chart PNG {} bytes",
        final_png(&views.final_view, &labels).expect("final").len(),
        chart_png(&views.chart).expect("chart").len()
    );

    c.bench_function("anchor: board_png mid-game", |b| {
        b.iter(|| render::board_png(black_box(&board)).expect("board"))
    });
    let mut group = c.benchmark_group("ending");
    group.sample_size(10);
    group.bench_function("replay_gif 30 moves", |b| {
        b.iter(|| replay_gif(black_box(&views.replay), &labels).expect("replay"))
    });
    group.bench_function("final_png", |b| {
        b.iter(|| final_png(black_box(&views.final_view), &labels).expect("final"))
    });
    group.bench_function("chart_png", |b| {
        b.iter(|| chart_png(black_box(&views.chart)).expect("chart"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
