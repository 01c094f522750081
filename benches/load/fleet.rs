//! The bot processes under load: one on its SQLite file (the default), or several on one
//! Postgres (`LOAD_PROCESSES`), each running an equal share of the shards
//! (`PLANSZA_SHARDS`, `PLANSZA_SHARD_RANGE`) with the tables spread over one guild per shard,
//! as Discord spreads a big bot's servers.
//!
//! With several processes a **standby** process for the first one's shards starts beside
//! them and waits for those shards' leases (issue 12's take-over). After the measured phase
//! the first process is SIGKILLed (`LOAD_TAKEOVER_SECS`, issue 29 goal 5): the harness times
//! how long the standby takes to connect the dead process's shards and to settle a turn of
//! theirs again, counts interactions answered twice (two processes driving one game), and at
//! the end waits until the database owes Discord nothing.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::bot::{log_of, Bot};
use crate::support::fake_discord::FakeDiscord;

/// Which database the processes share.
pub enum Database {
    /// The default: one process, its SQLite file in the run's folder.
    Sqlite,
    /// A fresh schema on the test Postgres (`scripts/with-postgres.sh` starts one).
    Postgres(String),
}

impl Database {
    /// What the run's settings ask for: Postgres when `LOAD_DATABASE=postgres` or several
    /// processes (which need it).
    pub async fn from_env(processes: usize) -> Database {
        let wanted = std::env::var("LOAD_DATABASE").unwrap_or_default();
        if wanted != "postgres" && processes < 2 {
            return Database::Sqlite;
        }
        match crate::support::postgres::fresh_database("load").await {
            Some(url) => Database::Postgres(url),
            None => panic!(
                "LOAD_DATABASE=postgres and LOAD_PROCESSES > 1 need a Postgres: run the bench \
                 through scripts/with-postgres.sh"
            ),
        }
    }

    /// The name the report gives it.
    pub fn name(&self) -> &'static str {
        match self {
            Database::Sqlite => "SQLite",
            Database::Postgres(_) => "Postgres",
        }
    }
}

/// One bot process and what the harness reads of it.
pub struct Member {
    pub bot: Bot,
    /// Its log is `bot-<run>.log` in the run's folder.
    pub run: u32,
    /// The shards it runs (`None`: all, unsharded).
    pub shards: Option<(u32, u32)>,
    /// Where its `/metrics` answer.
    pub metrics: SocketAddr,
}

/// The processes of a run.
pub struct Fleet {
    /// Shards in all (1: unsharded).
    pub total: u32,
    pub running: Vec<Member>,
    /// Waits for the first process's shards (several processes only).
    pub standby: Option<Member>,
    pub database: Database,
}

/// What a process is started with beyond its shards and database.
pub struct Settings<'a> {
    pub program: &'a str,
    pub dir: &'a Path,
    pub fake: &'a FakeDiscord,
    /// `RUST_LOG`.
    pub log: &'a str,
    /// `WEB_ADDR` (one process only).
    pub web: Option<SocketAddr>,
}

/// The guild a table on `shard` (of `total`) plays in: Discord sends guild `g` to shard
/// `(g >> 22) % total`. Unsharded, the fake's own guild.
pub fn guild_of_shard(fake: &FakeDiscord, shard: u32, total: u32) -> u64 {
    if total <= 1 {
        return fake.guild_id();
    }
    ((u64::from(total) + u64::from(shard)) << 22) | 11
}

/// The shard a guild belongs to (of `total`).
pub fn shard_of_guild(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

impl Fleet {
    /// Starts `processes` processes (2 shards each when several) on `database`, and the
    /// standby when several; returns once every shard is connected.
    pub async fn start(processes: usize, database: Database, s: &Settings<'_>) -> Fleet {
        assert!(
            processes >= 1 && (processes == 1 || s.web.is_none()),
            "LOAD_WEB watches one process's pages: run it with LOAD_PROCESSES=1"
        );
        let sharded = processes > 1;
        let per = 2;
        let total = if sharded { (processes * per) as u32 } else { 1 };
        if sharded {
            s.fake.set_shards(total);
        }
        let mut running = Vec::new();
        for k in 0..processes {
            let shards = sharded.then(|| ((k * per) as u32, (k * per + per - 1) as u32));
            running.push(start_member(k as u32 + 1, shards, total, &database, s));
        }
        let waited = Instant::now();
        while !(0..total).all(|shard| connected(s.fake, shard, total) >= 1)
            || s.fake.registered_commands(Some(s.fake.guild_id())).len() < 7
        {
            assert!(
                waited.elapsed() < Duration::from_secs(90),
                "the bot processes did not connect every shard and register their commands; \
                 logs in {}",
                s.dir.display()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let standby = sharded.then(|| {
            let shards = running[0].shards;
            start_member(processes as u32 + 1, shards, total, &database, s)
        });
        Fleet {
            total,
            running,
            standby,
            database,
        }
    }

    /// The running processes' ids.
    pub fn pids(&self) -> Vec<u32> {
        self.running.iter().map(|m| m.bot.child.id()).collect()
    }

    /// The running processes' metrics addresses.
    pub fn metrics(&self) -> Vec<SocketAddr> {
        self.running.iter().map(|m| m.metrics).collect()
    }

    /// Waits until the standby says it waits for a lease held by another process.
    pub async fn standby_waiting(&self, dir: &Path) -> bool {
        let Some(standby) = &self.standby else {
            return false;
        };
        let waited = Instant::now();
        while waited.elapsed() < Duration::from_secs(60) {
            if log_of(dir, standby.run).contains("another process holds this shard's lease") {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        false
    }

    /// SIGKILLs the first process; the standby takes its place among the running. Returns
    /// the dead process's shards and when it died.
    pub fn kill_first(&mut self) -> Option<((u32, u32), Instant)> {
        let standby = self.standby.take()?;
        let dead = std::mem::replace(&mut self.running[0], standby);
        let shards = dead.shards?;
        dead.bot.kill();
        Some((shards, Instant::now()))
    }

    /// SIGTERMs every process (in turn); their exit statuses as text.
    pub async fn stop(&mut self) -> Vec<String> {
        let mut said = Vec::new();
        for member in self.running.iter_mut().chain(self.standby.as_mut()) {
            let status = member.bot.terminate(Duration::from_secs(30)).await;
            said.push(status.map_or("no (killed)".to_string(), |s| s.to_string()));
        }
        said
    }

    /// The logs of the processes the run started, in order.
    pub fn log_runs(&self) -> Vec<u32> {
        let mut runs: Vec<u32> = self
            .running
            .iter()
            .chain(self.standby.as_ref())
            .map(|m| m.run)
            .collect();
        runs.sort_unstable();
        runs
    }
}

/// How many times the fake's gateway was identified for `shard` (of `total`).
pub fn connected(fake: &FakeDiscord, shard: u32, total: u32) -> usize {
    if total <= 1 {
        return fake.identified_shards().len();
    }
    fake.identified_shards()
        .into_iter()
        .filter(|s| *s == (shard, total))
        .count()
}

/// A free port on 127.0.0.1.
pub fn free_port() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port on 127.0.0.1")
}

fn start_member(
    run: u32,
    shards: Option<(u32, u32)>,
    total: u32,
    database: &Database,
    s: &Settings<'_>,
) -> Member {
    let metrics = free_port();
    let bot = Bot::start_program(s.program, s.dir, s.fake, run, |c: &mut Command| {
        c.env("RUST_LOG", s.log);
        c.env("METRICS_ADDR", metrics.to_string());
        if let Some(addr) = s.web {
            c.env("WEB_ADDR", addr.to_string());
            c.env("PUBLIC_URL", format!("http://{addr}"));
        }
        if let Database::Postgres(url) = database {
            c.env("DATABASE_URL", url);
        }
        if let Some((first, last)) = shards {
            c.env("PLANSZA_SHARDS", total.to_string());
            c.env("PLANSZA_SHARD_RANGE", format!("{first}-{last}"));
        }
        // The scripted players act with no think time, far faster than the per-person
        // cooldown lets a human: measured without it.
        c.env("PLANSZA_COOLDOWN", "off");
    });
    Member {
        bot,
        run,
        shards,
        metrics,
    }
}
