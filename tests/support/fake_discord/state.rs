//! The fake's shared state: ids, the request record, stored messages and channels, users'
//! permissions, fault switches and the gateway's session bookkeeping.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, MutexGuard};

use serde_json::Value;
use tokio::sync::{mpsc, Notify};

use super::payloads::{self, EVERYONE_PERMISSIONS};
use super::record::Recorded;

/// What a gateway connection task is told to do.
#[derive(Debug)]
pub enum Outgoing {
    /// Send a dispatch (op 0) with this event name and data.
    Dispatch(String, Value),
    /// Close the connection (close code 4000, serenity reconnects).
    Close,
}

/// A fault armed by a test: the next `remaining` requests whose path contains `path_contains`
/// (and whose method is `method`, when given) are answered with `status`.
#[derive(Clone, Debug)]
pub struct Fault {
    /// Only requests with this method (upper case), or any.
    pub method: Option<String>,
    /// Substring of the path (below `/api/v10`) the fault applies to.
    pub path_contains: String,
    /// Status answered instead.
    pub status: u16,
    /// For a 429: what it asks for.
    pub rate_limit: RateLimit,
    /// How many more requests get it.
    pub remaining: usize,
}

/// What a 429 of the fake asks for, sent as Discord does: in the JSON body
/// (`retry_after` in seconds, `global`) and in the headers (`Retry-After` rounded up to whole
/// seconds, `X-RateLimit-Reset-After`, `X-RateLimit-Remaining: 0`, `X-RateLimit-Scope`, and
/// `X-RateLimit-Global` for a global limit).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateLimit {
    /// Seconds to wait.
    pub retry_after: f64,
    /// True for a limit on every request of the bot.
    pub global: bool,
}

impl Default for RateLimit {
    fn default() -> Self {
        RateLimit {
            retry_after: 0.05,
            global: false,
        }
    }
}

/// A gateway session, made by an IDENTIFY and taken up again by RESUMEs.
#[derive(Clone, Copy, Debug)]
pub struct Session {
    /// The shard it was identified for: `[id, total]`, as the IDENTIFY said.
    pub shard: (u32, u32),
    /// Last sequence number sent in it.
    pub seq: u64,
}

/// Gateway bookkeeping.
pub struct Gateway {
    /// Id of the next WebSocket connection.
    pub next_conn: u64,
    /// The shard count the fake tells (`GET /gateway/bot`) and routes dispatches by.
    pub shards: u32,
    /// Per shard id: the connection that has identified or resumed for it and takes its
    /// dispatches.
    pub current: HashMap<u32, (u64, mpsc::UnboundedSender<Outgoing>)>,
    /// Every open connection (for drop and shutdown).
    pub open: Vec<(u64, mpsc::UnboundedSender<Outgoing>)>,
    /// Per shard id: dispatches waiting for a ready connection of that shard.
    pub pending: HashMap<u32, VecDeque<(String, Value)>>,
    /// Sessions by id (made on IDENTIFY): their shard and last sequence number.
    pub sessions: HashMap<String, Session>,
    /// Last sequence number sent in the latest session of any shard.
    pub session_seq: u64,
    /// WebSocket connections accepted so far.
    pub connections: u64,
    /// IDENTIFYs answered with READY.
    pub identifies: u64,
    /// The `[id, total]` of every IDENTIFY, in order.
    pub identified: Vec<(u32, u32)>,
    /// RESUMEs answered with RESUMED.
    pub resumes: u64,
    /// Every frame received from the bot, parsed.
    pub received: Vec<Value>,
    /// True while WebSocket upgrades are refused (503), as if the gateway were down.
    pub refusing: bool,
    /// Upgrades refused so far.
    pub refused: u64,
}

impl Default for Gateway {
    fn default() -> Self {
        Gateway {
            next_conn: 0,
            shards: 1,
            current: HashMap::new(),
            open: Vec::new(),
            pending: HashMap::new(),
            sessions: HashMap::new(),
            session_seq: 0,
            connections: 0,
            identifies: 0,
            identified: Vec::new(),
            resumes: 0,
            received: Vec::new(),
            refusing: false,
            refused: 0,
        }
    }
}

impl Gateway {
    /// The shard that gets the dispatch `event` with this data: `(guild_id >> 22) % shards`
    /// for a guild's event (`guild_id` a string or a number; `GUILD_CREATE`, `GUILD_UPDATE`
    /// and `GUILD_DELETE` carry the guild as `id`), shard 0 for the rest (DMs).
    pub fn shard_of(&self, event: &str, data: &Value) -> u32 {
        let field = match event {
            "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" if data.get("guild_id").is_none() => {
                "id"
            }
            _ => "guild_id",
        };
        let guild = match data.get(field) {
            Some(Value::String(s)) => s.parse::<u64>().ok(),
            Some(Value::Number(n)) => n.as_u64(),
            _ => None,
        };
        match guild {
            Some(g) => ((g >> 22) % u64::from(self.shards.max(1))) as u32,
            None => 0,
        }
    }
}

/// Everything behind the lock.
pub struct Inner {
    next_id: u64,
    /// Every REST request, in order.
    pub records: Vec<Recorded>,
    /// Users whose DMs fail with 50007.
    pub closed_dms: HashSet<u64>,
    /// user id -> DM channel id.
    pub dm_channels: HashMap<u64, u64>,
    /// DM channel id -> user id.
    pub dm_users: HashMap<u64, u64>,
    /// channel id -> guild id, for channels the tests used.
    pub channel_guild: HashMap<u64, u64>,
    /// (guild, user) -> (role id, permission bits) set by the test.
    pub member_roles: HashMap<(u64, u64), (u64, u64)>,
    /// (guild, user) -> the member's server nickname set by the test.
    pub nicks: HashMap<(u64, u64), String>,
    /// message id -> message JSON.
    pub messages: HashMap<u64, Value>,
    /// interaction token -> interaction id.
    pub tokens: HashMap<String, u64>,
    /// interaction token -> id of the original response message.
    pub originals: HashMap<String, u64>,
    /// Global commands as last registered.
    pub global_commands: Vec<Value>,
    /// Guild commands as last registered.
    pub guild_commands: HashMap<u64, Vec<Value>>,
    /// Armed faults.
    pub faults: Vec<Fault>,
    /// Path substrings whose requests are never answered.
    pub stalled: Vec<String>,
    /// Path substrings whose requests wait, unanswered, until released.
    pub held: Vec<String>,
    /// Path substrings whose requests are carried out at once but answered this late.
    pub late: Vec<(String, std::time::Duration)>,
    /// Requests waiting on a held path now.
    pub holding: usize,
    /// Gateway bookkeeping.
    pub gateway: Gateway,
    /// Threads by id (the id of the message each was started from), as channel JSON.
    pub threads: HashMap<u64, Value>,
    /// Permission bits the bot is denied in every guild (set by the test).
    pub bot_denied: u64,
    /// (channel, nonce) -> the message made under it, for `enforce_nonce`.
    pub nonces: HashMap<(u64, String), u64>,
    /// Receivers of a copy of every record as it is made (`FakeDiscord::subscribe`).
    pub subscribers: Vec<mpsc::UnboundedSender<Recorded>>,
    /// Lean mode (load runs): records go to the subscribers only, without uploaded bytes,
    /// so the fake's memory and its queries do not grow with the run.
    pub lean: bool,
    /// Records made so far (kept or not).
    pub recorded: usize,
}

/// State shared by the server tasks and the test's handle.
pub struct Shared {
    /// Port of the server on 127.0.0.1.
    pub port: u16,
    /// The bot's user id.
    pub bot_id: u64,
    /// The application id (= bot id).
    pub app_id: u64,
    /// Owner of every guild.
    pub owner_id: u64,
    /// The test guild.
    pub guild_id: u64,
    /// A text channel in the test guild.
    pub channel_id: u64,
    inner: Mutex<Inner>,
    /// Woken on every new record and gateway change (for `wait_for`).
    pub changed: Notify,
}

/// First snowflake handed out; ids increase from there.
const FIRST_ID: u64 = 1_300_000_000_000_000_000;

impl Shared {
    /// Fresh state for a server on `port`.
    pub fn new(port: u16) -> Shared {
        let mut next = FIRST_ID;
        let mut id = || {
            next += 1;
            next
        };
        let bot_id = id();
        let owner_id = id();
        let guild_id = id();
        let channel_id = id();
        let mut channel_guild = HashMap::new();
        channel_guild.insert(channel_id, guild_id);
        Shared {
            port,
            bot_id,
            app_id: bot_id,
            owner_id,
            guild_id,
            channel_id,
            inner: Mutex::new(Inner {
                next_id: next + 1,
                records: Vec::new(),
                closed_dms: HashSet::new(),
                dm_channels: HashMap::new(),
                dm_users: HashMap::new(),
                channel_guild,
                member_roles: HashMap::new(),
                nicks: HashMap::new(),
                messages: HashMap::new(),
                tokens: HashMap::new(),
                originals: HashMap::new(),
                global_commands: Vec::new(),
                guild_commands: HashMap::new(),
                faults: Vec::new(),
                stalled: Vec::new(),
                held: Vec::new(),
                late: Vec::new(),
                holding: 0,
                gateway: Gateway::default(),
                threads: HashMap::new(),
                bot_denied: 0,
                nonces: HashMap::new(),
                subscribers: Vec::new(),
                lean: false,
                recorded: 0,
            }),
            changed: Notify::new(),
        }
    }

    /// Locks the state (a panic elsewhere does not poison the fake for the rest of the test).
    pub fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// `http://127.0.0.1:PORT`, the base serenity's proxy mode is pointed at.
    pub fn http_base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `ws://127.0.0.1:PORT`, the gateway URL.
    pub fn ws_url(&self) -> String {
        format!("ws://127.0.0.1:{}", self.port)
    }
}

impl Inner {
    /// Stores `record` (numbered in order of arrival) and sends a copy to the subscribers;
    /// in lean mode only the copy, without the uploaded bytes.
    pub fn record(&mut self, mut record: Recorded) {
        record.seq = self.recorded;
        self.recorded += 1;
        if self.lean {
            for a in &mut record.attachments {
                a.bytes = Vec::new();
            }
        }
        self.subscribers.retain(|s| !s.is_closed());
        if let Some((last, rest)) = self.subscribers.split_last() {
            for s in rest {
                let _ = s.send(record.clone());
            }
            if self.lean {
                let _ = last.send(record);
                return;
            }
            let _ = last.send(record.clone());
        }
        if !self.lean {
            self.records.push(record);
        }
    }

    /// Next snowflake (strictly increasing).
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The DM channel with `user`, opened on first use.
    pub fn dm_channel_of(&mut self, user: u64) -> u64 {
        if let Some(c) = self.dm_channels.get(&user) {
            return *c;
        }
        let c = self.next_id();
        self.dm_channels.insert(user, c);
        self.dm_users.insert(c, user);
        c
    }

    /// The user a DM channel belongs to.
    pub fn dm_recipient(&self, channel: u64) -> Option<u64> {
        self.dm_users.get(&channel).copied()
    }

    /// The guild a channel is in (channels never seen are taken to be in `default_guild`).
    pub fn guild_of(&self, channel: u64, default_guild: u64) -> Option<u64> {
        if self.dm_recipient(channel).is_some() {
            return None;
        }
        Some(
            self.channel_guild
                .get(&channel)
                .copied()
                .unwrap_or(default_guild),
        )
    }

    /// Roles of a guild: `@everyone` (id = guild id) plus one per user with set permissions.
    pub fn roles_of(&self, guild: u64) -> Vec<Value> {
        let mut roles = vec![payloads::role(guild, "@everyone", EVERYONE_PERMISSIONS, 0)];
        let mut custom: Vec<_> = self
            .member_roles
            .iter()
            .filter(|((g, _), _)| *g == guild)
            .map(|((_, u), (r, p))| (*r, *u, *p))
            .collect();
        custom.sort_unstable();
        for (i, (role_id, user, perms)) in custom.into_iter().enumerate() {
            roles.push(payloads::role(
                role_id,
                &format!("perms-of-{user}"),
                perms,
                i as u64 + 1,
            ));
        }
        roles
    }

    /// Role ids of a member.
    pub fn member_role_ids(&self, guild: u64, user: u64) -> Vec<u64> {
        self.member_roles
            .get(&(guild, user))
            .map(|(r, _)| vec![*r])
            .unwrap_or_default()
    }

    /// A member's permissions in a guild, as Discord resolves them (no channel overwrites).
    /// The bot's permissions in `guild`: the `@everyone` ones (and its role's) less what the
    /// test denied it.
    pub fn bot_permissions(&self, guild: u64, bot: u64, owner: u64) -> u64 {
        self.member_permissions(guild, bot, owner) & !self.bot_denied
    }

    pub fn member_permissions(&self, guild: u64, user: u64, owner: u64) -> u64 {
        const ADMINISTRATOR: u64 = 1 << 3;
        let perms = EVERYONE_PERMISSIONS
            | self
                .member_roles
                .get(&(guild, user))
                .map(|(_, p)| *p)
                .unwrap_or(0);
        if user == owner || perms & ADMINISTRATOR != 0 {
            // Discord sends ALL permissions for owners and administrators.
            (1u64 << 51) - 1
        } else {
            perms
        }
    }

    /// Takes one matching armed fault, if any.
    pub fn take_fault(&mut self, method: &str, path: &str) -> Option<Fault> {
        let idx = self.faults.iter().position(|f| {
            f.remaining > 0
                && path.contains(&f.path_contains)
                && f.method.as_deref().is_none_or(|m| m == method)
        })?;
        let fault = &mut self.faults[idx];
        fault.remaining -= 1;
        let taken = fault.clone();
        if fault.remaining == 0 {
            self.faults.remove(idx);
        }
        Some(taken)
    }

    /// True when requests to this path wait until released.
    pub fn is_held(&self, path: &str) -> bool {
        self.held.iter().any(|s| path.contains(s))
    }

    /// How late requests to this path are answered (None: at once).
    pub fn lateness(&self, path: &str) -> Option<std::time::Duration> {
        self.late
            .iter()
            .find(|(s, _)| path.contains(s.as_str()))
            .map(|(_, d)| *d)
    }

    /// True when requests to this path are never answered.
    pub fn is_stalled(&self, path: &str) -> bool {
        self.stalled.iter().any(|s| path.contains(s))
    }
}
