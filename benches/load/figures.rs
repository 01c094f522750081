//! What the load harness counts and measures, and how it prints it: latencies (as samples,
//! for percentiles), counters, and the bot's CPU and memory read from `/proc`.

use std::time::Duration;

/// Counters and latency samples of one phase of the run.
#[derive(Default)]
pub struct Figures {
    /// Interactions sent (slash commands and clicks).
    pub interactions: u64,
    /// Time from sending an interaction to its acknowledgement (the callback) arriving.
    pub acks: Vec<Duration>,
    /// Acknowledgements later than Discord's 3 s deadline (or refused by the fake).
    pub missed: u64,
    /// Interactions never acknowledged, still waiting past the deadline at the end.
    pub unanswered: u64,
    /// Time from a `/play` or a window's button to the board shown: the post or edit carrying
    /// a board picture, or the settled window's edit that keeps the picture it was posted with.
    pub boards: Vec<Duration>,
    /// Board pictures uploaded (`board.png`, with posts and edits): how many, and their bytes.
    pub board_files: (u64, u64),
    /// Every other file uploaded (racks, the ending's pictures): how many, and their bytes.
    pub other_files: (u64, u64),
    /// Turns settled (each "Next:" after the first, and each game's last turn).
    pub turns: u64,
    /// Games that reached their final post.
    pub games_finished: u64,
    /// Times a scripted player gave up waiting for the bot and started over.
    pub stuck: u64,
    /// Moves the bot refused or never answered (the player passed instead).
    pub refused: u64,
    /// Against the computer: from its turn's "Next:" post to its move's post (its pause,
    /// its wait for a pool thread and its thinking).
    pub computer_turns: Vec<Duration>,
    /// Acknowledgements of interactions sent in a channel while its computer was thinking.
    pub thinking_acks: Vec<Duration>,
    /// `/rack` sent in a channel while its computer was thinking: the time to its answer.
    pub thinking_answers: Vec<Duration>,
}

impl Figures {
    /// One acknowledgement.
    pub fn ack(&mut self, waited: Duration, missed: bool) {
        self.acks.push(waited);
        self.missed += u64::from(missed);
    }

    /// One computer turn, from its start to its move posted.
    pub fn computer_turn(&mut self, took: Duration) {
        self.computer_turns.push(took);
    }

    /// Prints what the computer's turns cost and whether they held the channel's
    /// acknowledgements: `logged` the moves the bot logged, `waiting` the turns still going
    /// on at the end (how long each has lasted).
    pub fn report_computer(
        &self,
        logged: &ComputerMoves,
        waiting: Vec<Duration>,
        before: &Sample,
        after: &Sample,
    ) {
        let quantiles = |v: &[Duration]| {
            format!(
                "p50 {:>7.1}  p99 {:>7.1}  max {:>7.1}",
                ms(percentile(v, 0.50)),
                ms(percentile(v, 0.99)),
                ms(v.iter().max().copied())
            )
        };
        println!("\nagainst the computer:");
        println!(
            "computer turn ms          {}   ({} moves; its pause of {} ms included)",
            quantiles(&self.computer_turns),
            self.computer_turns.len(),
            super::computer::PAUSE.as_millis()
        );
        let after_pause: Vec<Duration> = self
            .computer_turns
            .iter()
            .map(|d| d.saturating_sub(super::computer::PAUSE))
            .collect();
        println!("  after its pause ms      {}", quantiles(&after_pause));
        if logged.moves.is_empty() {
            println!("  the bot logged no computer move (an older build?)");
        } else {
            let pick = |f: fn(&LoggedMove) -> Duration| -> Vec<Duration> {
                logged.moves.iter().map(f).collect()
            };
            println!(
                "  thinking CPU ms (bot)   {}   ({} moves logged)",
                quantiles(&pick(|m| m.cpu)),
                logged.moves.len()
            );
            println!("  on its thread ms (bot)  {}", quantiles(&pick(|m| m.wall)));
            println!(
                "  wait for a thread ms    {}",
                quantiles(&pick(|m| m.waited))
            );
        }
        let work_ms = after.work_ms.saturating_sub(before.work_ms) as f64;
        println!(
            "  table-work and thinking threads' CPU per computer move {:.0} ms (all tables' work)",
            work_ms / self.computer_turns.len().max(1) as f64
        );
        let longest = waiting.iter().max().copied();
        println!(
            "  turns not over at the end {}   (the longest so far {:.1} ms)",
            waiting.len(),
            ms(longest)
        );
        println!(
            "ack while it thinks ms    {}   ({} acks in its channel)",
            quantiles(&self.thinking_acks),
            self.thinking_acks.len()
        );
        println!(
            "/rack answer, thinking ms {}   ({} answers: the channel's queue waits)",
            quantiles(&self.thinking_answers),
            self.thinking_answers.len()
        );
    }

    /// One board posted after an action.
    pub fn board(&mut self, waited: Duration) {
        self.boards.push(waited);
    }

    /// The files one request of the bot uploaded, by name and size.
    pub fn uploaded<'a>(&mut self, files: impl Iterator<Item = (&'a str, usize)>) {
        for (name, size) in files {
            let tally = if name == "board.png" {
                &mut self.board_files
            } else {
                &mut self.other_files
            };
            tally.0 += 1;
            tally.1 += size as u64;
        }
    }

    /// Prints the phase's table.
    pub fn report(
        &self,
        secs: f64,
        before: &Sample,
        after: &Sample,
        rss_start: u64,
        rss_open: u64,
    ) {
        let turns = self.turns.max(1) as f64;
        let bot_ms = after.bot_ms.saturating_sub(before.bot_ms) as f64;
        let busy_ms = after.busy_ms.saturating_sub(before.busy_ms) as f64;
        println!(
            "interactions/s            {:>10.1}",
            self.interactions as f64 / secs
        );
        println!(
            "settled turns/s           {:>10.1}   ({} turns, {} games finished)",
            self.turns as f64 / secs,
            self.turns,
            self.games_finished
        );
        println!(
            "ack latency ms            p50 {:>7.1}  p99 {:>7.1}  max {:>7.1}   ({} acks)",
            ms(percentile(&self.acks, 0.50)),
            ms(percentile(&self.acks, 0.99)),
            ms(self.acks.iter().max().copied()),
            self.acks.len()
        );
        println!(
            "acks missing 3 s          {:>10}   (late {}, never {})",
            self.missed + self.unanswered,
            self.missed,
            self.unanswered
        );
        println!(
            "action to board ms        p50 {:>7.1}  p99 {:>7.1}   ({} boards)",
            ms(percentile(&self.boards, 0.50)),
            ms(percentile(&self.boards, 0.99)),
            self.boards.len()
        );
        println!(
            "board pictures per turn   {:>10.2}   ({:.1} KB a turn; other files {:.2}, {:.1} KB)",
            self.board_files.0 as f64 / turns,
            self.board_files.1 as f64 / 1024.0 / turns,
            self.other_files.0 as f64 / turns,
            self.other_files.1 as f64 / 1024.0 / turns
        );
        println!("bot CPU ms per turn       {:>10.2}", bot_ms / turns);
        println!(
            "machine CPU ms per turn   {:>10.2}   (fake and harness included)",
            busy_ms / turns
        );
        println!(
            "bot CPU use               {:>10.0} %",
            100.0 * bot_ms / (secs * 1000.0)
        );
        println!(
            "bot RSS MB                start {:.1}  opened {:.1}  end {:.1}",
            rss_start as f64 / 1024.0,
            rss_open as f64 / 1024.0,
            after.rss_kb as f64 / 1024.0
        );
        println!("bot threads               {:>10}", after.threads);
        println!(
            "players gave up waiting   {:>10}   (moves refused or lost: {})",
            self.stuck, self.refused
        );
    }
}

/// The `q` quantile of the samples (nearest rank), `None` when there are none.
pub fn percentile(samples: &[Duration], q: f64) -> Option<Duration> {
    if samples.is_empty() {
        return None;
    }
    let mut sorted = samples.to_vec();
    sorted.sort();
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    Some(sorted[rank - 1])
}

fn ms(d: Option<Duration>) -> f64 {
    d.map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
}

/// Reads the bot's and the machine's CPU and memory from `/proc` (the bot: the sum of its
/// processes).
pub struct Machine {
    pids: Vec<u32>,
    /// Milliseconds per clock tick (`getconf CLK_TCK`, 100 on Linux).
    tick_ms: u64,
}

/// One reading of [`Machine`].
pub struct Sample {
    /// The bot's user + system CPU time so far.
    pub bot_ms: u64,
    /// The machine's busy CPU time so far (all cores).
    pub busy_ms: u64,
    /// The bot's resident memory.
    pub rss_kb: u64,
    /// The bot's threads.
    pub threads: u64,
    /// The CPU time of the bot's table-work and thinking threads (`plansza-work-N`,
    /// `plansza-think-N`) so far.
    pub work_ms: u64,
}

/// What `/proc` says of one process: CPU ticks, resident KB, threads, work threads' ticks.
struct ProcessReading {
    ticks: u64,
    rss_kb: u64,
    threads: u64,
    work_ticks: u64,
}

impl Machine {
    /// Readings of the bot's processes `pids`.
    pub fn new(pids: &[u32]) -> Machine {
        let ticks = std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.trim().parse::<u64>().ok())
            .unwrap_or(100);
        Machine {
            pids: pids.to_vec(),
            tick_ms: 1000 / ticks.max(1),
        }
    }

    /// Reads now.
    pub fn sample(&self) -> Sample {
        let cpu = std::fs::read_to_string("/proc/stat").unwrap_or_default();
        let busy_ticks = cpu
            .lines()
            .next()
            .map(|l| {
                // cpu user nice system idle iowait irq softirq steal ...
                let v: Vec<u64> = l
                    .split_whitespace()
                    .skip(1)
                    .map(|f| f.parse().unwrap_or(0))
                    .collect();
                v.iter().sum::<u64>()
                    - v.get(3).copied().unwrap_or(0)
                    - v.get(4).copied().unwrap_or(0)
            })
            .unwrap_or(0);
        let readings: Vec<ProcessReading> =
            self.pids.iter().map(|&pid| read_process(pid)).collect();
        let sum = |f: fn(&ProcessReading) -> u64| readings.iter().map(f).sum::<u64>();
        Sample {
            bot_ms: sum(|r| r.ticks) * self.tick_ms,
            work_ms: sum(|r| r.work_ticks) * self.tick_ms,
            busy_ms: busy_ticks * self.tick_ms,
            rss_kb: sum(|r| r.rss_kb),
            threads: sum(|r| r.threads),
        }
    }
}

/// One process's reading (zeros once it is gone).
fn read_process(pid: u32) -> ProcessReading {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    let work_ticks: u64 = std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|tasks| {
            tasks
                .filter_map(Result::ok)
                .filter(|task| {
                    std::fs::read_to_string(task.path().join("comm")).is_ok_and(|name| {
                        name.starts_with("plansza-work") || name.starts_with("plansza-think")
                    })
                })
                .map(|task| {
                    let stat = std::fs::read_to_string(task.path().join("stat"));
                    cpu_ticks(&stat.unwrap_or_default())
                })
                .sum()
        })
        .unwrap_or(0);
    ProcessReading {
        ticks: cpu_ticks(&stat),
        rss_kb: field("VmRSS:"),
        threads: field("Threads:"),
        work_ticks,
    }
}

/// utime + stime, in clock ticks, of a `/proc/.../stat` line.
fn cpu_ticks(stat: &str) -> u64 {
    // Fields after the command name (which may hold spaces) in parentheses.
    let fields: Vec<u64> = stat
        .rsplit_once(')')
        .map(|(_, rest)| {
            rest.split_whitespace()
                .map(|f| f.parse().unwrap_or(0))
                .collect()
        })
        .unwrap_or_default();
    // utime and stime are fields 14 and 15 (1-based); `rest` starts at field 3.
    fields.get(11).copied().unwrap_or(0) + fields.get(12).copied().unwrap_or(0)
}

/// A computer's move as the bot logged it when its thinking ended ("the computer thought",
/// `src/service/channel/timers.rs`).
#[derive(Debug, Clone, Copy)]
pub struct LoggedMove {
    /// Queued until a thinking thread took it.
    pub waited: Duration,
    /// On that thread.
    pub wall: Duration,
    /// That thread's CPU time (what the expert's budget counts).
    pub cpu: Duration,
}

/// The computer's moves the bot logged.
#[derive(Debug, Default)]
pub struct ComputerMoves {
    pub moves: Vec<LoggedMove>,
}

impl ComputerMoves {
    /// The moves logged in `path` from byte `from` on.
    pub fn read(path: &std::path::Path, from: u64) -> ComputerMoves {
        let bytes = std::fs::read(path).unwrap_or_default();
        let tail = bytes.get(from as usize..).unwrap_or_default();
        let text = String::from_utf8_lossy(tail);
        let moves = text
            .lines()
            .filter(|l| l.contains("the computer thought"))
            .filter_map(|l| {
                let field = |name: &str| -> Option<Duration> {
                    let at = l.find(&format!("{name}="))? + name.len() + 1;
                    let digits: String = l[at..].chars().take_while(char::is_ascii_digit).collect();
                    digits.parse().ok().map(Duration::from_millis)
                };
                Some(LoggedMove {
                    waited: field("waited_ms")?,
                    wall: field("wall_ms")?,
                    cpu: field("cpu_ms")?,
                })
            })
            .collect();
        ComputerMoves { moves }
    }
}

/// Prints the soak's RSS samples and the spread over its last five minutes.
pub fn report_soak(samples: &[(f64, u64)], secs: u64) {
    println!("\nsoak: {secs} s; bot RSS MB every 30 s:");
    let line: Vec<String> = samples
        .iter()
        .map(|(t, kb)| format!("{:.0}s {:.1}", t, *kb as f64 / 1024.0))
        .collect();
    println!("  {}", line.join(", "));
    let end = samples.last().map_or(0.0, |s| s.0);
    let last: Vec<u64> = samples
        .iter()
        .filter(|(t, _)| *t >= end - 300.0)
        .map(|(_, kb)| *kb)
        .collect();
    if let (Some(min), Some(max)) = (last.iter().min(), last.iter().max()) {
        println!(
            "  last 5 minutes: min {:.1} MB, max {:.1} MB, spread {:.1} %",
            *min as f64 / 1024.0,
            *max as f64 / 1024.0,
            100.0 * (*max - *min) as f64 / (*min).max(1) as f64
        );
    }
}

/// The bot's own counters, read from its `/metrics` (what a turn cost it, by part).
#[derive(Debug, Default, Clone, Copy)]
pub struct BotCounters {
    /// Drawing jobs (boards, racks, endings) and their total time in seconds.
    pub render: (f64, f64),
    /// Table-work jobs (move checks, table steps) and their total time.
    pub work: (f64, f64),
    /// The computers' moves on the thinking pool and their total time.
    pub think: (f64, f64),
    /// Saves and reads of tables and their total time.
    pub store: (f64, f64),
    /// Transactions SQLite's writer committed.
    pub commits: f64,
    /// The writer's transactions timed, and their total time.
    pub commit_time: (f64, f64),
    /// Changes that waited for the writer's transaction to begin, and their total wait.
    pub queued: (f64, f64),
    /// Changes committed, and the total time until their saving task ran again.
    pub resumed: (f64, f64),
    /// The store's waits by bucket: how many took at most each bound (seconds).
    pub store_buckets: [(f64, f64); STORE_BUCKETS.len()],
}

/// The bounds of the bot's latency buckets the report reads the store's waits by.
const STORE_BUCKETS: [f64; 8] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

impl BotCounters {
    /// Reads the counters from the bot's metrics on `addr` (None when it does not answer).
    pub fn read(addr: std::net::SocketAddr) -> Option<BotCounters> {
        use std::io::{Read, Write};
        let mut stream =
            std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(5)).ok()?;
        stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
        stream
            .write_all(b"GET /metrics HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .ok()?;
        let mut text = String::new();
        stream.read_to_string(&mut text).ok()?;
        let value = |name: &str| -> f64 {
            text.lines()
                .find_map(|l| l.strip_prefix(name)?.trim().parse().ok())
                .unwrap_or(0.0)
        };
        let pair = |base: &str, labels: &str| {
            (
                value(&format!("{base}_count{labels} ")),
                value(&format!("{base}_sum{labels} ")),
            )
        };
        Some(BotCounters {
            render: pair("plansza_pool_job_seconds", "{pool=\"render\"}"),
            work: pair("plansza_pool_job_seconds", "{pool=\"work\"}"),
            think: pair("plansza_pool_job_seconds", "{pool=\"think\"}"),
            store: pair("plansza_store_seconds", ""),
            commits: value("plansza_store_commits_total "),
            commit_time: pair("plansza_store_commit_seconds", ""),
            queued: pair("plansza_store_queued_seconds", ""),
            resumed: pair("plansza_store_resumed_seconds", ""),
            store_buckets: STORE_BUCKETS.map(|bound| {
                (
                    bound,
                    value(&format!("plansza_store_seconds_bucket{{le=\"{bound}\"}} ")),
                )
            }),
        })
    }

    /// The counters of every process at `addrs`, added up (None when one does not answer).
    pub fn read_all(addrs: &[std::net::SocketAddr]) -> Option<BotCounters> {
        let mut sum = BotCounters::default();
        for addr in addrs {
            let c = BotCounters::read(*addr)?;
            let add = |a: &mut (f64, f64), b: (f64, f64)| {
                a.0 += b.0;
                a.1 += b.1;
            };
            add(&mut sum.render, c.render);
            add(&mut sum.work, c.work);
            add(&mut sum.think, c.think);
            add(&mut sum.store, c.store);
            sum.commits += c.commits;
            add(&mut sum.commit_time, c.commit_time);
            add(&mut sum.queued, c.queued);
            add(&mut sum.resumed, c.resumed);
            for (s, b) in sum.store_buckets.iter_mut().zip(c.store_buckets) {
                s.0 = b.0;
                s.1 += b.1;
            }
        }
        Some(sum)
    }

    /// Prints what changed from `before` to `self`, per settled turn.
    pub fn report(&self, before: &BotCounters, turns: u64) {
        let turns = turns.max(1) as f64;
        for (name, now, then) in [
            ("drawing", self.render, before.render),
            ("table work", self.work, before.work),
            ("thinking", self.think, before.think),
            ("store", self.store, before.store),
        ] {
            println!(
                "bot {name:<10} per turn   {:>6.2} jobs {:>7.2} ms",
                (now.0 - then.0) / turns,
                (now.1 - then.1) * 1000.0 / turns
            );
        }
        let timed = (self.commit_time.0 - before.commit_time.0).max(1.0);
        println!(
            "bot store commits per turn {:>6.2}   ({:.2} ms each)",
            (self.commits - before.commits) / turns,
            (self.commit_time.1 - before.commit_time.1) * 1000.0 / timed
        );
        let mean = |now: (f64, f64), then: (f64, f64)| {
            (now.1 - then.1) * 1000.0 / (now.0 - then.0).max(1.0)
        };
        println!(
            "bot store change waits (ms)  {:.2} for its transaction, {:.2} after it for its task",
            mean(self.queued, before.queued),
            mean(self.resumed, before.resumed)
        );
        let waits = (self.store.0 - before.store.0).max(1.0);
        let within: Vec<String> = self
            .store_buckets
            .iter()
            .zip(&before.store_buckets)
            .map(|((bound, now), (_, then))| {
                format!("{}: {:.1}%", bound * 1000.0, 100.0 * (now - then) / waits)
            })
            .collect();
        println!("bot store waits within (ms)  {}", within.join(", "));
    }
}
