//! The take-over phase (issue 29, goal 5): with several processes, the first is SIGKILLed
//! after the measured phase while play goes on; the standby that waited for its shards'
//! leases takes them, and the harness times it and counts what the players saw.

use crate::fleet::{self, Fleet};
use crate::support::bot::log_of;
use crate::support::fake_discord::Recorded;
use crate::{step, Figures, Harness};
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// After a process was SIGKILLed: when, which tables were on its shards, and what became of
/// them.
pub struct Takeover {
    pub killed: Instant,
    pub tables: HashSet<usize>,
    /// Interactions sent in those tables since the kill and not answered yet.
    pub asked: HashSet<u64>,
    /// When the first of them was answered (by the process that took the shards over).
    pub first_answer: Option<Instant>,
    /// Turns of those tables settled after the kill.
    pub turns: u64,
}

/// The take-over phase: the first process is SIGKILLed and play goes on for `secs`; prints
/// how long its shards were without a process and what their players saw.
pub async fn phase(
    harness: &mut Harness<'_>,
    fleet: &mut Fleet,
    dir: &std::path::Path,
    secs: u64,
    events: &mut tokio::sync::mpsc::UnboundedReceiver<Recorded>,
    tick: &mut tokio::time::Interval,
) {
    let waiting = fleet.standby_waiting(dir).await;
    let standby_run = fleet.standby.as_ref().map_or(0, |m| m.run);
    let connected_before: Vec<usize> = (0..fleet.total)
        .map(|shard| fleet::connected(harness.fake, shard, fleet.total))
        .collect();
    harness.figures = Figures::default();
    let Some(((first, last), killed)) = fleet.kill_first() else {
        return;
    };
    let tables = harness
        .tables
        .iter()
        .enumerate()
        .filter(|(_, t)| (first..=last).contains(&fleet::shard_of_guild(t.guild, fleet.total)))
        .map(|(i, _)| i)
        .collect();
    harness.takeover = Some(Takeover {
        killed,
        tables,
        asked: HashSet::new(),
        first_answer: None,
        turns: 0,
    });
    let mut taken: Option<Duration> = None;
    while killed.elapsed() < Duration::from_secs(secs) {
        step(harness, events, tick).await;
        if taken.is_none()
            && (first..=last).all(|shard| {
                fleet::connected(harness.fake, shard, fleet.total)
                    > connected_before[shard as usize]
            })
        {
            taken = Some(killed.elapsed());
        }
    }
    harness.count_unacknowledged(Instant::now());
    let resumed = log_of(dir, standby_run)
        .lines()
        .find_map(|l| {
            let rest = l.split("resumed=").nth(1)?;
            rest.split_whitespace().next().map(str::to_string)
        })
        .unwrap_or_else(|| "?".to_string());
    let t = harness.takeover.as_ref();
    let secs_of = |d: Option<Duration>| {
        d.map_or("never".to_string(), |d| format!("{:.2} s", d.as_secs_f64()))
    };
    println!("\ntake-over: process 1 (shards {first}-{last}) SIGKILLed, {secs} s of play after");
    println!("standby waiting for the lease before  {waiting}");
    println!("its shards connected again after      {}", secs_of(taken));
    println!(
        "first action of theirs answered after {}   ({} turns of theirs settled, {} tables, {resumed} games resumed)",
        secs_of(t.and_then(|t| t.first_answer).map(|f| f.duration_since(killed))),
        t.map_or(0, |t| t.turns),
        t.map_or(0, |t| t.tables.len())
    );
    println!(
        "acks missing 3 s in the phase         {}   (late {}, never {}; {} acks in all)",
        harness.figures.missed + harness.figures.unanswered,
        harness.figures.missed,
        harness.figures.unanswered,
        harness.figures.acks.len()
    );
    println!(
        "settled turns/s in the phase          {:.1}",
        harness.figures.turns as f64 / secs as f64
    );
}
