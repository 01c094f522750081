//! The process's counters and latency histograms, for operators: kept in atomics (no lock,
//! no allocation on the hot paths) and written out in Prometheus's text format by the
//! operations endpoint (`METRICS_ADDR`). Pure: no I/O here.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// Upper bounds (seconds) of the latency buckets: from a millisecond to Discord's 3 s
/// acknowledgement deadline and beyond.
const BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 3.0, 10.0,
];

/// A latency histogram with fixed buckets.
#[derive(Debug, Default)]
pub struct Histogram {
    counts: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    sum_micros: AtomicU64,
}

impl Histogram {
    /// Records one duration.
    pub fn observe(&self, took: Duration) {
        let seconds = took.as_secs_f64();
        for (bound, count) in BUCKETS.iter().zip(&self.counts) {
            if seconds <= *bound {
                count.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.sum_micros.fetch_add(micros, Ordering::Relaxed);
    }

    /// How many durations were recorded.
    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// The family's `# HELP` and `# TYPE` lines (once per name).
    fn header(out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}");
        let _ = writeln!(out, "# TYPE {name} histogram");
    }

    /// The samples, under `labels` (`key="value",...` or empty).
    fn write(&self, out: &mut String, name: &str, labels: &str) {
        let sep = if labels.is_empty() { "" } else { "," };
        for (bound, count) in BUCKETS.iter().zip(&self.counts) {
            let _ = writeln!(
                out,
                "{name}_bucket{{{labels}{sep}le=\"{bound}\"}} {}",
                count.load(Ordering::Relaxed)
            );
        }
        let total = self.count();
        let _ = writeln!(out, "{name}_bucket{{{labels}{sep}le=\"+Inf\"}} {total}");
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let braces = if labels.is_empty() {
            String::new()
        } else {
            format!("{{{labels}}}")
        };
        let _ = writeln!(out, "{name}_sum{braces} {sum}");
        let _ = writeln!(out, "{name}_count{braces} {total}");
    }
}

/// A monotonically increasing count.
#[derive(Debug, Default)]
pub struct Counter(AtomicU64);

impl Counter {
    /// One more.
    pub fn inc(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    /// The count so far.
    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// Everything counted in this process.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Slash commands received.
    pub commands: Counter,
    /// Button presses and menu picks received.
    pub components: Counter,
    /// Forms (modals) submitted.
    pub forms: Counter,
    /// From an interaction reaching its handler to Discord taking its acknowledgement.
    pub ack: Histogram,
    /// Moves handed to a table (plays, exchanges, passes).
    pub moves: Counter,
    /// Pictures drawn (boards, racks, endings), and how long each took.
    pub render: Histogram,
    /// A table's work on the work pool (checking a move, hints, a window's answers).
    pub work: Histogram,
    /// A computer's move on the thinking pool.
    pub think: Histogram,
    /// Saving or reading a table in the store (the database round trips of a change).
    pub store: Histogram,
    /// Transactions SQLite's writer committed (each holding the saves that waited together).
    pub store_commits: Counter,
    /// One transaction of SQLite's writer, from asking for the file's lock to its commit.
    pub store_commit: Histogram,
    /// A change waiting for SQLite's writer: from being sent to it until its transaction
    /// begins (the writer waking, a transaction before it).
    pub store_queued: Histogram,
    /// A change committed by SQLite's writer: from its answer until the task that saved
    /// runs again (the process's runtime taking it up).
    pub store_resumed: Histogram,
    /// People asked to slow down by the cooldown.
    pub slowed: Counter,
    /// Jobs turned away because their channel's queue was full.
    pub busy: Counter,
}

/// The process's metrics.
pub fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::default)
}

/// Gauges read at the time of a scrape.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gauges {
    /// Channels with a running task (games being driven).
    pub channel_tasks: u64,
    /// Jobs waiting in the channels' queues.
    pub queued_jobs: u64,
    /// Jobs waiting for a drawing thread.
    pub render_waiting: u64,
    /// Jobs waiting for a table-work thread.
    pub work_waiting: u64,
    /// Computers' moves waiting for a thinking thread.
    pub think_waiting: u64,
    /// Games saved as running (all processes' when they share a database).
    pub active_tables: Option<u64>,
}

impl Metrics {
    /// The Prometheus text exposition of these metrics and `gauges`.
    pub fn render(&self, gauges: &Gauges) -> String {
        let mut out = String::new();
        let counter = |out: &mut String, name: &str, help: &str, value: u64| {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} counter");
            let _ = writeln!(out, "{name} {value}");
        };
        let gauge = |out: &mut String, name: &str, help: &str, value: u64| {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} gauge");
            let _ = writeln!(out, "{name} {value}");
        };
        let _ = writeln!(
            out,
            "# HELP plansza_interactions_total Interactions received, by kind.\n# TYPE plansza_interactions_total counter"
        );
        for (kind, count) in [
            ("command", &self.commands),
            ("component", &self.components),
            ("form", &self.forms),
        ] {
            let _ = writeln!(
                out,
                "plansza_interactions_total{{kind=\"{kind}\"}} {}",
                count.get()
            );
        }
        Histogram::header(
            &mut out,
            "plansza_ack_seconds",
            "From an interaction reaching its handler to its acknowledgement taken.",
        );
        self.ack.write(&mut out, "plansza_ack_seconds", "");
        counter(
            &mut out,
            "plansza_moves_total",
            "Moves handed to a table (plays, exchanges, passes).",
            self.moves.get(),
        );
        Histogram::header(
            &mut out,
            "plansza_pool_job_seconds",
            "Jobs run on the bounded pools, by pool.",
        );
        self.render
            .write(&mut out, "plansza_pool_job_seconds", "pool=\"render\"");
        self.work
            .write(&mut out, "plansza_pool_job_seconds", "pool=\"work\"");
        self.think
            .write(&mut out, "plansza_pool_job_seconds", "pool=\"think\"");
        Histogram::header(
            &mut out,
            "plansza_store_seconds",
            "How long a table's task waited for its table to be saved or read (a save it did not wait for: only what it waited for it).",
        );
        self.store.write(&mut out, "plansza_store_seconds", "");
        counter(
            &mut out,
            "plansza_store_commits_total",
            "Transactions the SQLite writer committed, each with the saves that waited together.",
            self.store_commits.get(),
        );
        Histogram::header(
            &mut out,
            "plansza_store_commit_seconds",
            "One transaction of the SQLite writer, from asking for the file's lock to its commit.",
        );
        self.store_commit
            .write(&mut out, "plansza_store_commit_seconds", "");
        Histogram::header(
            &mut out,
            "plansza_store_queued_seconds",
            "A change waiting for the SQLite writer, from being sent to it until its transaction begins.",
        );
        self.store_queued
            .write(&mut out, "plansza_store_queued_seconds", "");
        Histogram::header(
            &mut out,
            "plansza_store_resumed_seconds",
            "A change the SQLite writer committed, from its answer until the task that saved runs again.",
        );
        self.store_resumed
            .write(&mut out, "plansza_store_resumed_seconds", "");
        counter(
            &mut out,
            "plansza_slowed_total",
            "People asked to slow down by the cooldown.",
            self.slowed.get(),
        );
        counter(
            &mut out,
            "plansza_busy_total",
            "Jobs turned away because their channel's queue was full.",
            self.busy.get(),
        );
        gauge(
            &mut out,
            "plansza_channel_tasks",
            "Channels with a running task.",
            gauges.channel_tasks,
        );
        gauge(
            &mut out,
            "plansza_queued_jobs",
            "Jobs waiting in the channels' queues.",
            gauges.queued_jobs,
        );
        gauge(
            &mut out,
            "plansza_pool_waiting_render",
            "Jobs waiting for a drawing thread.",
            gauges.render_waiting,
        );
        gauge(
            &mut out,
            "plansza_pool_waiting_work",
            "Jobs waiting for a table-work thread.",
            gauges.work_waiting,
        );
        gauge(
            &mut out,
            "plansza_pool_waiting_think",
            "Computers' moves waiting for a thinking thread.",
            gauges.think_waiting,
        );
        if let Some(active) = gauges.active_tables {
            gauge(
                &mut out,
                "plansza_active_games",
                "Games saved as running in the database.",
                active,
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exposition_is_prometheus_text_with_cumulative_buckets() {
        let m = Metrics::default();
        m.commands.inc();
        m.components.inc();
        m.components.inc();
        m.ack.observe(Duration::from_millis(4));
        m.ack.observe(Duration::from_millis(40));
        m.ack.observe(Duration::from_secs(5));
        let text = m.render(&Gauges {
            channel_tasks: 3,
            active_tables: Some(7),
            ..Gauges::default()
        });
        assert!(text.contains("plansza_interactions_total{kind=\"component\"} 2"));
        assert!(text.contains("plansza_ack_seconds_bucket{le=\"0.005\"} 1"));
        assert!(text.contains("plansza_ack_seconds_bucket{le=\"0.05\"} 2"));
        assert!(text.contains("plansza_ack_seconds_bucket{le=\"3\"} 2"));
        assert!(text.contains("plansza_ack_seconds_bucket{le=\"+Inf\"} 3"));
        assert!(text.contains("plansza_ack_seconds_count 3"));
        assert!(text.contains("plansza_ack_seconds_sum 5.044"));
        assert!(text.contains("plansza_pool_job_seconds_count{pool=\"render\"} 0"));
        assert!(text.contains("plansza_channel_tasks 3"));
        assert!(text.contains("plansza_active_games 7"));
        let helps = text.lines().filter(|l| l.starts_with("# HELP")).count();
        let names: std::collections::HashSet<&str> = text
            .lines()
            .filter(|l| l.starts_with("# HELP"))
            .filter_map(|l| l.split(' ').nth(2))
            .collect();
        assert_eq!(helps, names.len(), "one HELP per metric family");
        // Every sample line is `name{labels} value` or `name value`.
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let value = line.rsplit(' ').next().unwrap_or_default();
            assert!(value.parse::<f64>().is_ok(), "{line}");
        }
    }
}
