//! A saved tournament is not trusted: whatever JSON deserialises into an [`Event`], either
//! [`Event::check`] refuses it with its reason (and the driver sets it aside), or it can be
//! driven to its end, its results recorded (the store's, whatever their scores) and its
//! posts' lines made without a panic (overflow checks are on in tests) and with every game
//! naming two of its players.
//!
//! The states are real ones: Swiss and round robin, open, in the middle of a round with a
//! withdrawal, and over. The damage is random (a property test, see `saved_damage`).

mod saved_damage;

use plansza::rules::VariantId;
use plansza::service::tournament::{final_lines, registration_lines, round_lines, standings_lines};
use plansza::table::GameOptions;
use plansza::tournament::event::{Event, Step};
use plansza::tournament::Format;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use saved_damage::{damage, hit};
use serde_json::Value;
use std::cell::Cell;
use std::sync::OnceLock;

/// A tournament of `players` in this format, open.
fn open(format: Format, rounds: u32, players: u64) -> Event {
    let mut e = Event::new(
        1,
        2,
        100,
        "pl",
        GameOptions::new(VariantId::Literaki),
        format,
        rounds,
    );
    for p in 0..players {
        e.join(100 + p, &format!("Gracz {p}"))
            .expect("room for them");
    }
    e
}

/// Takes the driver's steps (posts, threads, games) and plays games out with these
/// scores, until it waits for a game or ends, at most `steps` steps; every game's result is
/// recorded as the store hands it over, in range or not.
fn drive(e: &mut Event, steps: usize, scores: &mut dyn FnMut() -> (i64, i64)) {
    let mut id = 1_000;
    for _ in 0..steps {
        let step = e.next_step();
        let _ = e.standings();
        match step {
            Step::Pair => {
                if e.pair().is_err() {
                    return;
                }
            }
            Step::RoundPost(r) => {
                let _ = round_lines(e, r);
                e.round_posted(r);
            }
            Step::GamePost(i) => {
                id += 1;
                e.game_posted(i, id);
            }
            Step::OpenThread(i) => {
                id += 1;
                e.thread_opened(i, id);
            }
            Step::StartGame(i) => e.game_started(i),
            Step::Standings(r) => {
                let _ = standings_lines(e);
                e.standings_posted(r);
            }
            Step::Final => {
                let _ = final_lines(e);
                e.finished();
            }
            Step::Wait => {
                let going: Vec<usize> = (0..e.games.len())
                    .filter(|&i| e.games[i].started && !e.games[i].done)
                    .collect();
                let Some(&i) = going.first() else {
                    return;
                };
                let (a, b) = scores();
                let winner = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => Some(0),
                    std::cmp::Ordering::Less => Some(1),
                    std::cmp::Ordering::Equal => None,
                };
                if e.record(i, (a, b), winner).is_err() {
                    // Refused (a score out of range): the game is played again, fairly.
                    let _ = e.record(i, (300, 200), Some(0));
                }
            }
        }
    }
}

/// Real tournaments of every kind and stage, as JSON; each one passes the check.
fn samples() -> &'static [Value] {
    static SAMPLES: OnceLock<Vec<Value>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let mut out = Vec::new();
        let fair = || {
            let mut k = 0i64;
            move || {
                k += 37;
                (300 + k % 150, 280 + (k * 7) % 170)
            }
        };
        for (format, rounds, players) in [
            (Format::Swiss, 4, 7),
            (Format::Swiss, 3, 6),
            (Format::RoundRobin, 0, 5),
        ] {
            let mut e = open(format, rounds, players);
            out.push(serde_json::to_value(&e).expect("serialises"));
            e.start(100, false).expect("starts");
            let mut scores = fair();
            // Stop part-way through each stage, then after a withdrawal, then at the end.
            for steps in [3, 9, 20] {
                drive(&mut e, steps, &mut scores);
                out.push(serde_json::to_value(&e).expect("serialises"));
            }
            let _ = e.withdraw(101, 101, false);
            drive(&mut e, 10_000, &mut scores);
            out.push(serde_json::to_value(&e).expect("serialises"));
        }
        out
    })
}

/// What a state's extreme scores look like to the store: the results of games as saved.
const SCORES: [i64; 8] = [0, 1, 450, -1, i64::MAX, i64::MIN, 1 << 40, -(1 << 40)];

/// Runs `cases` damaged copies of the samples; each is refused or driven to its end.
fn refused_or_driven(cases: u32) {
    let samples = samples();
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let (refused, driven) = (Cell::new(0u32), Cell::new(0u32));
    let strategy = (
        0..samples.len(),
        proptest::collection::vec(hit(), 1..5),
        any::<u64>(),
    );
    let outcome = runner.run(&strategy, |(sample, hits, seed)| {
        let damaged = damage(samples[sample].clone(), &hits);
        let Ok(mut e) = serde_json::from_value::<Event>(damaged) else {
            return Ok(());
        };
        if let Err(err) = e.check() {
            prop_assert!(!err.to_string().is_empty());
            refused.set(refused.get() + 1);
            return Ok(());
        }
        let _ = registration_lines(&e);
        let mut k = seed;
        let mut scores = move || {
            k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let pick = |x: u64| SCORES[(x % SCORES.len() as u64) as usize];
            (pick(k >> 8), pick(k >> 24))
        };
        drive(&mut e, 2_000, &mut scores);
        // What the driver indexes: every game's two players.
        let n = e.players().len();
        prop_assert!(e.games.iter().all(|g| g.first < n && g.second < n));
        let _ = final_lines(&e);
        driven.set(driven.get() + 1);
        Ok::<(), TestCaseError>(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
    let (refused, driven) = (refused.get(), driven.get());
    assert!(
        refused > cases / 40 && driven > cases / 10,
        "refused {refused}, driven {driven} of {cases}"
    );
}

/// Issue 25: "saved tournaments are read without any check and panic at 5 sites". A
/// damaged saved tournament is refused or driven without a panic (a few seconds' worth).
#[test]
fn a_damaged_saved_tournament_is_refused_or_driven_without_a_panic() {
    refused_or_driven(1_500);
}

/// The same, longer: `cargo test --test tournament_saved_states -- --ignored`.
#[test]
#[ignore = "long: run by hand after a change to a tournament's saved state or its check"]
fn a_damaged_saved_tournament_is_refused_or_driven_without_a_panic_long() {
    refused_or_driven(200_000);
}

/// The undamaged samples all pass (the check refuses only damage), and they reach the end.
#[test]
fn every_real_tournament_passes_the_check() {
    let samples = samples();
    for s in samples {
        let e: Event = serde_json::from_value(s.clone()).expect("deserialises");
        assert_eq!(e.check(), Ok(()), "{s}");
    }
    let over = samples
        .iter()
        .filter(|s| s.get("status").and_then(Value::as_str) == Some("Over"))
        .count();
    assert_eq!(over, 3);
}

/// The sites: a pairing naming a player past the entrants (an index out of bounds
/// in the standings) and a score at the edge of `i64` (an overflow in the spread) are
/// refused, with the reason.
#[test]
fn a_pairing_past_the_players_or_a_huge_score_is_refused() {
    let s = samples()
        .iter()
        .find(|s| s.get("status").and_then(Value::as_str) == Some("Over"))
        .expect("a finished one");
    let mut past = s.clone();
    past["tournament"]["pairings"][0]["first"] = Value::from(99);
    let e: Event = serde_json::from_value(past).expect("deserialises");
    let err = e.check().expect_err("refused").to_string();
    assert!(err.contains("players"), "{err}");
    let mut huge = s.clone();
    huge["tournament"]["pairings"][0]["result"] = serde_json::json!([i64::MAX, i64::MIN]);
    let e: Event = serde_json::from_value(huge).expect("deserialises");
    let err = e.check().expect_err("refused").to_string();
    assert!(err.contains("scores"), "{err}");
}
