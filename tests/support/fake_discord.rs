//! A fake Discord on 127.0.0.1 for end-to-end tests: REST under `/api/v10` and a gateway
//! WebSocket on the same random port, a record of every request, helpers that inject users'
//! slash commands and button clicks, and fault switches (closed DMs, dropped gateway, 500/429).
//!
//! The bot under test talks to it in serenity's proxy mode (see [`FakeDiscord::http`]).

mod autocomplete;
mod components;
mod gateway;
mod payloads;
mod record;
mod rest;
mod state;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use serenity::model::application::Interaction;
use tokio::task::JoinHandle;

pub use autocomplete::{autocomplete_choices, focused};
pub use payloads::{opt, CREATE_PUBLIC_THREADS, EVERYONE_PERMISSIONS};
pub use record::{
    custom_ids, readable, Attachment, InteractionResponse, Recorded, ResponseKind, SentMessage,
};

use payloads::Actor;
pub use state::RateLimit;
use state::{Fault, Shared};

/// The token the fake expects (it does not check it; any token works).
pub const TOKEN: &str = "fake-bot-token";

/// Default timeout for the `wait_*` helpers: only reached when a test fails.
pub const WAIT: Duration = Duration::from_secs(10);

/// `Manage Server` (`MANAGE_GUILD`) permission bit.
pub const MANAGE_GUILD: u64 = 1 << 5;

/// `Administrator` permission bit.
pub const ADMINISTRATOR: u64 = 1 << 3;

/// A `wait_for` that ran out of time.
#[derive(Debug)]
pub struct WaitTimeout {
    /// What was awaited.
    pub what: String,
    /// The requests recorded until then (method, path, status), for the failure message.
    pub seen: Vec<String>,
}

impl std::fmt::Display for WaitTimeout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "timed out waiting for {}; requests seen:\n  {}",
            self.what,
            self.seen.join("\n  ")
        )
    }
}

impl std::error::Error for WaitTimeout {}

/// A running fake Discord. Dropping it stops the server too; [`FakeDiscord::shutdown`] does
/// it explicitly and closes the gateway connections first.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    /// Binds 127.0.0.1:0 and serves REST and the gateway there.
    ///
    /// Panics (failing the test) when the port cannot be bound.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0)))
            .await
            .unwrap_or_else(|e| panic!("fake Discord cannot bind 127.0.0.1:0: {e}"));
        let port = listener
            .local_addr()
            .unwrap_or_else(|e| panic!("fake Discord has no local address: {e}"))
            .port();
        let shared = Arc::new(Shared::new(port));
        let app = Router::new()
            .route("/", get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(Arc::clone(&shared));
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake Discord server stopped: {e}");
            }
        });
        FakeDiscord { shared, server }
    }

    /// [`FakeDiscord::start`] in lean mode, for load runs: no record is kept (the queries
    /// over the record see nothing) and uploaded bytes are dropped; read what the bot does
    /// from [`FakeDiscord::subscribe`] instead.
    pub async fn start_lean() -> FakeDiscord {
        let fake = FakeDiscord::start().await;
        fake.shared.lock().lean = true;
        fake
    }

    /// A copy of every request recorded from now on, as it is recorded.
    pub fn subscribe(&self) -> tokio::sync::mpsc::UnboundedReceiver<Recorded> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        self.shared.lock().subscribers.push(tx);
        rx
    }

    /// `http://127.0.0.1:PORT`: the base for `HttpBuilder::proxy` (or `DISCORD_PROXY_URL`).
    pub fn http_base(&self) -> String {
        self.shared.http_base()
    }

    /// `ws://127.0.0.1:PORT`: the gateway URL the fake hands out.
    pub fn ws_url(&self) -> String {
        self.shared.ws_url()
    }

    /// A serenity `Http` in proxy mode pointed at the fake:
    /// `HttpBuilder::new(TOKEN).proxy(http_base).ratelimiter_disabled(true)
    ///  .application_id(app_id).client(fenced)`, where `fenced` is a reqwest client that
    /// resolves Discord's hosts to a closed local port, so a request that bypassed the proxy
    /// fails locally instead of leaving the machine.
    pub fn http(&self) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(TOKEN)
            .proxy(self.http_base())
            .ratelimiter_disabled(true)
            .application_id(self.app_id().into())
            .client(fenced_client())
            .build()
    }

    /// The bot's user id.
    pub fn bot_id(&self) -> u64 {
        self.shared.bot_id
    }

    /// The application id (equal to the bot's user id, as for every modern Discord app).
    pub fn app_id(&self) -> u64 {
        self.shared.app_id
    }

    /// The owner of every fake guild (gets all permissions).
    pub fn owner_id(&self) -> u64 {
        self.shared.owner_id
    }

    /// The test guild announced in READY.
    pub fn guild_id(&self) -> u64 {
        self.shared.guild_id
    }

    /// A text channel in the test guild.
    pub fn channel_id(&self) -> u64 {
        self.shared.channel_id
    }

    /// A fresh snowflake (for user or channel ids in tests).
    pub fn new_id(&self) -> u64 {
        self.shared.lock().next_id()
    }

    /// A new text channel in `guild`.
    pub fn new_channel(&self, guild: u64) -> u64 {
        let mut inner = self.shared.lock();
        let id = inner.next_id();
        inner.channel_guild.insert(id, guild);
        id
    }

    /// The DM channel between the bot and `user` (the same one `POST /users/@me/channels`
    /// returns); use it as the channel of a DM interaction (`guild: None`).
    pub fn dm_channel_of(&self, user: u64) -> u64 {
        self.shared.lock().dm_channel_of(user)
    }

    /// Gives `user` these permission bits in `guild` (on top of `@everyone`'s), through a role
    /// that `GET /guilds/{g}`, `GET /guilds/{g}/members/{u}` and interaction payloads show.
    pub fn set_permissions(&self, guild: u64, user: u64, permissions: u64) {
        let mut inner = self.shared.lock();
        let role = match inner.member_roles.get(&(guild, user)) {
            Some((role, _)) => *role,
            None => inner.next_id(),
        };
        inner
            .member_roles
            .insert((guild, user), (role, permissions));
    }

    /// Gives `user` a server nickname in `guild`: interaction payloads carry it as the
    /// member's `nick` (what a bot shows as their name there).
    pub fn set_nick(&self, guild: u64, user: u64, nick: &str) {
        self.shared
            .lock()
            .nicks
            .insert((guild, user), nick.to_string());
    }

    /// DM sends to `user` from now on fail with 403 `{"code":50007}`.
    pub fn close_dms_for(&self, user: u64) {
        self.shared.lock().closed_dms.insert(user);
    }

    /// The next `times` requests whose path (below `/api/v10`) contains `path_contains` are
    /// answered with `status` (a 429 as Discord sends it, asking for 0.05 s; serenity in proxy
    /// mode does not retry, so the bot sees the error).
    pub fn fail_next(&self, path_contains: &str, status: u16, times: usize) {
        self.arm(None, path_contains, status, RateLimit::default(), times);
    }

    /// [`FakeDiscord::fail_next`] for requests with this `method` (`"POST"`, ...) only.
    pub fn fail_next_on(&self, method: &str, path_contains: &str, status: u16, times: usize) {
        self.arm(
            Some(method),
            path_contains,
            status,
            RateLimit::default(),
            times,
        );
    }

    /// The next `times` `method` requests whose path contains `path_contains` are answered
    /// 429 asking for `limit` (body `{"message", "retry_after", "global"}` and the
    /// `Retry-After` / `X-RateLimit-*` headers, as Discord does).
    pub fn rate_limit_next(
        &self,
        method: &str,
        path_contains: &str,
        times: usize,
        limit: RateLimit,
    ) {
        self.arm(Some(method), path_contains, 429, limit, times);
    }

    fn arm(
        &self,
        method: Option<&str>,
        path_contains: &str,
        status: u16,
        rate_limit: RateLimit,
        times: usize,
    ) {
        self.shared.lock().faults.push(Fault {
            method: method.map(str::to_uppercase),
            path_contains: path_contains.to_string(),
            status,
            rate_limit,
            remaining: times,
        });
    }

    /// Requests whose path contains `path_contains` are never answered from now on (the
    /// connection stays open), as if Discord hung.
    pub fn stall(&self, path_contains: &str) {
        self.shared.lock().stalled.push(path_contains.to_string());
    }

    /// Requests whose path contains `path_contains` wait, unanswered, until [`release`]
    /// (a slow answer the test controls).
    ///
    /// [`release`]: FakeDiscord::release
    pub fn hold(&self, path_contains: &str) {
        self.shared.lock().held.push(path_contains.to_string());
    }

    /// Requests whose path contains `path_contains` are carried out at once (a post is
    /// made) but answered `late` (a slow answer: the bot may stop before it hears it).
    pub fn answer_late(&self, path_contains: &str, late: Duration) {
        self.shared
            .lock()
            .late
            .push((path_contains.to_string(), late));
    }

    /// Requests waiting on a held path now.
    pub fn holding(&self) -> usize {
        self.shared.lock().holding
    }

    /// Held requests go on (and new ones are answered at once).
    pub fn release(&self) {
        self.shared.lock().held.clear();
    }

    /// From now on the gateway refuses WebSocket connections (HTTP 503), as if it were
    /// down; `GET /gateway` still answers, so serenity never looks elsewhere.
    pub fn refuse_gateway(&self) {
        self.shared.lock().gateway.refusing = true;
    }

    /// WebSocket connections refused so far.
    pub fn gateway_refusals(&self) -> u64 {
        self.shared.lock().gateway.refused
    }

    /// Closes every gateway connection (close code 4000); serenity reconnects and resumes.
    pub fn drop_gateway(&self) {
        gateway::drop_all(&self.shared);
    }

    /// The shard count Discord recommends (`GET /gateway/bot` answers `"shards": total`) and
    /// the fake routes by: a guild's dispatches go to shard `(guild_id >> 22) % total`, those
    /// without a guild (DMs) to shard 0. Default 1. Set it before the bot starts.
    pub fn set_shards(&self, total: u32) {
        self.shared.lock().gateway.shards = total.max(1);
    }

    /// The `[id, total]` of every IDENTIFY received, in order (which process identified
    /// which shard).
    pub fn identified_shards(&self) -> Vec<(u32, u32)> {
        self.shared.lock().gateway.identified.clone()
    }

    /// Shard ids that have a ready connection now (identified or resumed, not closed),
    /// in increasing order.
    pub fn ready_shards(&self) -> Vec<u32> {
        let mut ids: Vec<u32> = self.shared.lock().gateway.current.keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Gateway connections accepted so far.
    pub fn gateway_connections(&self) -> u64 {
        self.shared.lock().gateway.connections
    }

    /// Sessions started (IDENTIFY) plus sessions resumed (RESUME) so far.
    pub fn gateway_sessions(&self) -> u64 {
        let inner = self.shared.lock();
        inner.gateway.identifies + inner.gateway.resumes
    }

    /// Every frame the bot sent on the gateway, parsed.
    pub fn gateway_frames(&self) -> Vec<Value> {
        self.shared.lock().gateway.received.clone()
    }

    /// Sends a raw dispatch (op 0) with this event name to the shard of `data["guild_id"]`
    /// (shard 0 without one); queued until that shard is connected.
    pub fn dispatch(&self, event: &str, data: Value) {
        gateway::dispatch(&self.shared, event, data);
    }

    /// Sends GUILD_CREATE for the test guild (roles, its channels, the bot and every user
    /// with set permissions as members), as Discord does after READY. Not sent by default:
    /// poise does not need it, and once serenity caches the guild it answers permission
    /// checks from the cache, so later [`FakeDiscord::set_permissions`] calls would not be
    /// seen. Panics when serenity cannot parse the payload.
    pub fn send_guild_create(&self) {
        let guild_id = self.shared.guild_id;
        let payload = {
            let inner = self.shared.lock();
            let mut g = payloads::guild(guild_id, self.shared.owner_id, inner.roles_of(guild_id));
            let mut members = vec![payloads::member(
                guild_id,
                payloads::bot_user(self.shared.bot_id),
                &[],
            )];
            for (g_id, user) in inner.member_roles.keys() {
                if *g_id == guild_id {
                    let roles = inner.member_role_ids(guild_id, *user);
                    members.push(payloads::member(guild_id, payloads::user(*user), &roles));
                }
            }
            let mut channels: Vec<u64> = inner
                .channel_guild
                .iter()
                .filter(|(_, g)| **g == guild_id)
                .map(|(c, _)| *c)
                .collect();
            channels.sort_unstable();
            g["joined_at"] = json!(payloads::TIMESTAMP);
            g["large"] = json!(false);
            g["unavailable"] = json!(false);
            g["member_count"] = json!(members.len());
            g["members"] = json!(members);
            g["channels"] = json!(channels
                .iter()
                .map(|c| payloads::guild_channel(*c, guild_id))
                .collect::<Vec<_>>());
            g["voice_states"] = json!([]);
            g["threads"] = json!([]);
            g["presences"] = json!([]);
            g["stage_instances"] = json!([]);
            g["guild_scheduled_events"] = json!([]);
            g
        };
        if let Err(e) = serde_json::from_value::<serenity::model::guild::Guild>(payload.clone()) {
            panic!("serenity cannot parse this GUILD_CREATE payload ({e}):\n{payload:#}");
        }
        self.dispatch("GUILD_CREATE", payload);
    }

    /// Injects `/name options...` by `user` in `channel` (`guild: None` for a DM) with the
    /// user's client `locale` (e.g. `"pl"`); `options` is `data.options` as Discord sends it
    /// (build it with [`opt`]). Returns the interaction id.
    ///
    /// Panics when serenity cannot parse the payload (it would silently drop it).
    pub fn slash_command(
        &self,
        user: u64,
        channel: u64,
        guild: Option<u64>,
        name: &str,
        options: Value,
        locale: &str,
    ) -> u64 {
        let (id, mut payload) = self.interaction(2, user, channel, guild, locale);
        let mut data = self.command_data(name, guild, options);
        let users = user_option_values(&data["options"]);
        if !users.is_empty() {
            let mut resolved = json!({"users": {}});
            for u in users {
                resolved["users"][u.to_string()] = payloads::user(u);
                if let Some(g) = guild {
                    let mut member = payloads::member(g, json!(null), &[]);
                    if let Some(m) = member.as_object_mut() {
                        m.remove("user");
                        m.remove("guild_id");
                    }
                    resolved["members"][u.to_string()] = member;
                }
            }
            data["resolved"] = resolved;
        }
        payload["data"] = data;
        self.send_interaction(payload);
        id
    }

    /// Injects a click by `user` on the button `custom_id` of message `message_id` in
    /// `channel`. The message is the one the fake stored (a minimal one if unknown).
    /// Returns the interaction id. Panics when serenity cannot parse the payload.
    pub fn click_button(&self, user: u64, channel: u64, message_id: &str, custom_id: &str) -> u64 {
        self.click_button_in(user, channel, message_id, custom_id, "pl")
    }

    /// [`FakeDiscord::click_button`] with the user's client locale.
    pub fn click_button_in(
        &self,
        user: u64,
        channel: u64,
        message_id: &str,
        custom_id: &str,
        locale: &str,
    ) -> u64 {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.component_interaction(user, channel, message_id, locale, data)
    }

    /// A user picks `values` in a select menu (`custom_id`) of the message `message_id`: a
    /// component interaction of `component_type` 3, as Discord sends it.
    pub fn pick(
        &self,
        user: u64,
        channel: u64,
        message_id: &str,
        custom_id: &str,
        values: &[&str],
        locale: &str,
    ) -> u64 {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        self.component_interaction(user, channel, message_id, locale, data)
    }

    /// A component interaction (type 3) on the message `message_id` with `data`. A message
    /// the fake does not hold (an ephemeral one) is sent as a stub, as Discord does; it
    /// becomes the interaction's `@original`.
    fn component_interaction(
        &self,
        user: u64,
        channel: u64,
        message_id: &str,
        locale: &str,
        data: Value,
    ) -> u64 {
        let guild = self.shared.lock().guild_of(channel, self.shared.guild_id);
        let (id, mut payload) = self.interaction(3, user, channel, guild, locale);
        let stored = message_id
            .parse::<u64>()
            .ok()
            .and_then(|mid| self.shared.lock().messages.get(&mid).cloned());
        let known = stored.is_some();
        let message = stored.unwrap_or_else(|| {
            // Only an ephemeral message is unknown to the fake's store: flagged as one.
            let body = json!({"content": "", "flags": 64});
            let id = match message_id.parse::<u64>() {
                Ok(id) if id > 0 => id,
                _ => self.shared.lock().next_id(),
            };
            payloads::message(payloads::MessageParts {
                id,
                channel_id: channel,
                guild_id: guild,
                author: payloads::bot_user(self.shared.bot_id),
                body: &body,
                attachments: vec![],
                webhook_app_id: None,
            })
        });
        if let Some(mid) = message
            .get("id")
            .and_then(Value::as_str)
            .and_then(|m| m.parse().ok())
        {
            // For a component interaction `@original` is the clicked message.
            let token = payload
                .get("token")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let mut inner = self.shared.lock();
            inner.originals.insert(token.to_string(), mid);
            if !known {
                inner.messages.insert(mid, message.clone());
            }
        }
        payload["message"] = message;
        payload["data"] = data;
        self.send_interaction(payload);
        id
    }

    /// A user submits a form (modal) `custom_id` with these `(field custom_id, value)`
    /// pairs: an interaction of type 5 (MODAL_SUBMIT), one text input per row.
    pub fn submit_form(
        &self,
        user: u64,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
        locale: &str,
    ) -> u64 {
        let guild = self.shared.lock().guild_of(channel, self.shared.guild_id);
        let (id, mut payload) = self.interaction(5, user, channel, guild, locale);
        let rows: Vec<Value> = fields
            .iter()
            .map(|(name, value)| {
                json!({"type": 1, "components": [
                    {"type": 4, "custom_id": name, "value": value}
                ]})
            })
            .collect();
        payload["data"] = json!({"custom_id": custom_id, "components": rows});
        self.send_interaction(payload);
        id
    }

    /// The `data` of a command interaction: the command `name` (with the id the bot
    /// registered for it), its `options`, and the guild it was used in.
    fn command_data(&self, name: &str, guild: Option<u64>, options: Value) -> Value {
        let command_id = self.command_id(name, guild);
        let mut data = json!({"id": command_id, "name": name, "type": 1, "options": options});
        if let Some(g) = guild {
            data["guild_id"] = json!(g.to_string());
        }
        data
    }

    /// The id the bot registered for the command `name` (in `guild` or globally), or a fresh
    /// one for a command it never registered.
    fn command_id(&self, name: &str, guild: Option<u64>) -> Value {
        let registered = {
            let inner = self.shared.lock();
            let found = guild
                .and_then(|g| inner.guild_commands.get(&g))
                .into_iter()
                .flatten()
                .chain(inner.global_commands.iter())
                .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
                .and_then(|c| c.get("id").cloned());
            found
        };
        registered.unwrap_or_else(|| json!(self.new_id().to_string()))
    }

    fn interaction(
        &self,
        kind: u8,
        user: u64,
        channel: u64,
        guild: Option<u64>,
        locale: &str,
    ) -> (u64, Value) {
        let mut inner = self.shared.lock();
        let id = inner.next_id();
        let token = format!("fake-token.{channel}.{id}");
        inner.tokens.insert(token.clone(), id);
        if let Some(g) = guild {
            inner.channel_guild.entry(channel).or_insert(g);
        }
        let owner = self.shared.owner_id;
        let actor = Actor {
            user,
            channel,
            guild,
            roles: guild
                .map(|g| inner.member_role_ids(g, user))
                .unwrap_or_default(),
            permissions: guild
                .map(|g| inner.member_permissions(g, user, owner))
                .unwrap_or(0),
            app_permissions: guild
                .map(|g| inner.member_permissions(g, self.shared.bot_id, owner))
                .unwrap_or(payloads::EVERYONE_PERMISSIONS),
            locale: locale.to_string(),
            nick: guild.and_then(|g| inner.nicks.get(&(g, user)).cloned()),
        };
        let mut payload = payloads::interaction_base(id, self.shared.app_id, kind, &token, &actor);
        // In a thread, Discord sends the thread (type 11, with its parent).
        if let Some(thread) = inner.threads.get(&channel) {
            payload["channel"] = thread.clone();
        }
        (id, payload)
    }

    fn send_interaction(&self, payload: Value) {
        if let Err(e) = serde_json::from_value::<Interaction>(payload.clone()) {
            panic!("serenity cannot parse this interaction payload ({e}):\n{payload:#}");
        }
        self.dispatch("INTERACTION_CREATE", payload);
    }

    /// The token of an injected interaction (what the bot uses in response URLs).
    pub fn interaction_token(&self, interaction_id: u64) -> Option<String> {
        let inner = self.shared.lock();
        inner
            .tokens
            .iter()
            .find(|(_, id)| **id == interaction_id)
            .map(|(t, _)| t.clone())
    }

    /// Every REST request so far, in order of arrival.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.lock().records.clone()
    }

    /// Requests no route matched (answered 404).
    pub fn unknown_routes(&self) -> Vec<Recorded> {
        self.shared
            .lock()
            .records
            .iter()
            .filter(|r| r.unknown)
            .cloned()
            .collect()
    }

    /// Panics listing every request no route matched.
    pub fn assert_no_unknown_routes(&self) {
        let unknown = self.unknown_routes();
        assert!(
            unknown.is_empty(),
            "the bot called routes the fake Discord does not know:\n  {}",
            unknown
                .iter()
                .map(|r| format!("{} {}?{} {}", r.method, r.path, r.query, r.json))
                .collect::<Vec<_>>()
                .join("\n  ")
        );
    }

    /// Waits until `predicate` holds for the record; returns the record then.
    pub async fn wait_for(
        &self,
        what: &str,
        predicate: impl Fn(&[Recorded]) -> bool,
        timeout: Duration,
    ) -> Result<Vec<Recorded>, WaitTimeout> {
        self.wait_until(what, |reqs| predicate(reqs).then(|| reqs.to_vec()), timeout)
            .await
    }

    /// Waits until `find` returns something for the record; returns it.
    pub async fn wait_until<T>(
        &self,
        what: &str,
        find: impl Fn(&[Recorded]) -> Option<T>,
        timeout: Duration,
    ) -> Result<T, WaitTimeout> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.shared.changed.notified();
            if let Some(found) = find(&self.requests()) {
                return Ok(found);
            }
            // Also wake periodically: gateway counters change without a REST record.
            let wake = (tokio::time::Instant::now() + Duration::from_millis(50)).min(deadline);
            tokio::select! {
                _ = notified => {}
                _ = tokio::time::sleep_until(wake) => {}
            }
            if tokio::time::Instant::now() >= deadline {
                return find(&self.requests()).ok_or_else(|| WaitTimeout {
                    what: what.to_string(),
                    seen: self
                        .requests()
                        .iter()
                        .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
                        .collect(),
                });
            }
        }
    }

    /// Waits until a gateway counter condition holds (e.g. a reconnect happened).
    pub async fn wait_gateway(
        &self,
        what: &str,
        predicate: impl Fn(&FakeDiscord) -> bool,
        timeout: Duration,
    ) -> Result<(), WaitTimeout> {
        self.wait_until(what, |_| predicate(self).then_some(()), timeout)
            .await
    }

    /// Commands as last registered: guild commands for `Some(guild)`, global ones for `None`.
    pub fn registered_commands(&self, guild: Option<u64>) -> Vec<Value> {
        let inner = self.shared.lock();
        match guild {
            Some(g) => inner.guild_commands.get(&g).cloned().unwrap_or_default(),
            None => inner.global_commands.clone(),
        }
    }

    /// Messages the bot sent successfully with `POST /channels/{channel}/messages`.
    pub fn messages_to(&self, channel: u64) -> Vec<SentMessage> {
        messages_to(&self.requests(), channel)
    }

    /// The channel's messages as a reader sees them now: each message the bot posted, with
    /// every later successful edit applied (text, components, and the newest picture); `at`
    /// is when it last changed.
    pub fn shown_in(&self, channel: u64) -> Vec<SentMessage> {
        shown_in(&self.requests(), channel)
    }

    /// The threads started from messages of `channel`, oldest first, as channel JSON (their
    /// `thread_metadata.archived` says whether the bot archived them).
    pub fn threads_of(&self, channel: u64) -> Vec<Value> {
        let inner = self.shared.lock();
        let mut threads: Vec<Value> = inner
            .threads
            .values()
            .filter(|t| t["parent_id"].as_str() == Some(&channel.to_string()))
            .cloned()
            .collect();
        threads.sort_by_key(|t| t["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
        threads
    }

    /// Deny the bot these permission bits in every guild (e.g. creating threads).
    pub fn deny_bot(&self, bits: u64) {
        self.shared.lock().bot_denied |= bits;
    }

    /// Allow the bot these permission bits again.
    pub fn allow_bot(&self, bits: u64) {
        self.shared.lock().bot_denied &= !bits;
    }

    /// DMs the bot sent successfully to `user`.
    pub fn dms_to(&self, user: u64) -> Vec<SentMessage> {
        let channel = self.shared.lock().dm_channels.get(&user).copied();
        channel.map(|c| self.messages_to(c)).unwrap_or_default()
    }

    /// Every answer to the interaction `interaction_id` (callback, edits of the original,
    /// follow-ups and their edits), in order.
    pub fn responses_to(&self, interaction_id: u64) -> Vec<InteractionResponse> {
        responses_to(&self.requests(), interaction_id)
    }

    /// Successful edits of the message `message_id`: `PATCH` by channel or webhook route, and
    /// interaction callbacks of type 7 (UPDATE_MESSAGE) on a click on it.
    pub fn edits_of(&self, message_id: &str) -> Vec<Recorded> {
        edits_of(&self.requests(), message_id)
    }

    /// The message as the fake stores it now (after edits), if it exists.
    pub fn message(&self, message_id: &str) -> Option<Value> {
        let id = message_id.parse::<u64>().ok()?;
        self.shared.lock().messages.get(&id).cloned()
    }

    /// Closes the gateway connections and stops the server.
    pub async fn shutdown(self) {
        gateway::drop_all(&self.shared);
        // Let the connection tasks send their close frames.
        let _ = self
            .wait_gateway(
                "gateway connections closed",
                |f| f.open_connections() == 0,
                Duration::from_secs(2),
            )
            .await;
        self.server.abort();
    }

    fn open_connections(&self) -> usize {
        self.shared.lock().gateway.open.len()
    }
}

/// Ids given in USER (type 6) options anywhere in an options tree.
fn user_option_values(options: &Value) -> Vec<u64> {
    let mut out = Vec::new();
    for o in options.as_array().into_iter().flatten() {
        if o.get("type").and_then(Value::as_u64) == Some(6) {
            if let Some(id) = o
                .get("value")
                .and_then(Value::as_str)
                .and_then(|v| v.parse().ok())
            {
                out.push(id);
            }
        }
        if let Some(inner) = o.get("options") {
            out.extend(user_option_values(inner));
        }
    }
    out
}

/// Messages sent successfully to `channel` in a record.
pub fn messages_to(reqs: &[Recorded], channel: u64) -> Vec<SentMessage> {
    let path = format!("/channels/{channel}/messages");
    // A post retried under its nonce answers with the message already made: one message.
    let mut seen = std::collections::HashSet::new();
    reqs.iter()
        .filter(|r| r.method == "POST" && r.path == path && r.ok())
        .filter(|r| {
            r.message_id
                .as_ref()
                .is_none_or(|id| seen.insert(id.clone()))
        })
        .map(SentMessage::from_record)
        .collect()
}

/// See [`FakeDiscord::shown_in`].
pub fn shown_in(reqs: &[Recorded], channel: u64) -> Vec<SentMessage> {
    let mut shown = messages_to(reqs, channel);
    for m in &mut shown {
        for edit in edits_of(reqs, &m.id).iter().filter(|e| e.ok()) {
            if edit.json.get("content").is_some() || edit.json.get("embeds").is_some() {
                m.content = record::readable(&edit.json);
            }
            if let Some(c) = edit.json.get("components") {
                m.components = c.clone();
            }
            if !edit.attachments.is_empty() {
                m.attachments = edit.attachments.clone();
            }
            m.at = edit.at;
        }
    }
    shown
}

/// Answers to one interaction in a record.
pub fn responses_to(reqs: &[Recorded], interaction_id: u64) -> Vec<InteractionResponse> {
    let id = interaction_id.to_string();
    let token_suffix = format!(".{id}");
    reqs.iter()
        .filter_map(|r| {
            let segs = r.segments();
            let kind = match (r.method.as_str(), segs.as_slice()) {
                ("POST", ["interactions", i, _, "callback"]) if *i == id => ResponseKind::Callback,
                (_, ["webhooks", _, t, ..]) if !t.ends_with(&token_suffix) => return None,
                ("PATCH", ["webhooks", _, _, "messages", "@original"]) => {
                    ResponseKind::EditOriginal
                }
                ("DELETE", ["webhooks", _, _, "messages", "@original"]) => {
                    ResponseKind::DeleteOriginal
                }
                ("POST", ["webhooks", _, _]) => ResponseKind::Followup,
                ("PATCH", ["webhooks", _, _, "messages", _]) => ResponseKind::EditFollowup,
                ("DELETE", ["webhooks", _, _, "messages", _]) => ResponseKind::DeleteFollowup,
                _ => return None,
            };
            Some(InteractionResponse::from_record(kind, r))
        })
        .collect()
}

/// Successful edits of one message in a record (`PATCH`es and type 7 callbacks).
pub fn edits_of(reqs: &[Recorded], message_id: &str) -> Vec<Recorded> {
    reqs.iter()
        .filter(|r| r.is_edit() && r.message_id.as_deref() == Some(message_id))
        .cloned()
        .collect()
}

/// A reqwest client (the one serenity uses) that can only reach 127.0.0.1: Discord's hosts
/// resolve to port 9 on 127.0.0.1 (closed), and system proxies are ignored.
fn fenced_client() -> reqwest::Client {
    let nowhere = SocketAddr::from(([127, 0, 0, 1], 9));
    let builder = reqwest::Client::builder()
        .no_proxy()
        .resolve("discord.com", nowhere)
        .resolve("cdn.discordapp.com", nowhere)
        .resolve("media.discordapp.net", nowhere)
        .resolve("gateway.discord.gg", nowhere);
    builder
        .build()
        .unwrap_or_else(|e| panic!("cannot build the test HTTP client: {e}"))
}
