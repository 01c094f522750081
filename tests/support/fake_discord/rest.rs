//! The fake's REST API under `/api/v10`: decodes the request (JSON or multipart), answers the
//! routes a game bot uses, records everything, and answers 404 (recorded as unknown) otherwise.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::components;
use super::payloads::{self, MessageParts};
use super::record::{Attachment, Recorded};
use super::state::{Fault, Inner, Shared};

/// What a route answers: status and JSON (`Value::Null` means no body).
struct Answer {
    status: u16,
    body: Value,
    /// Extra headers (a 429's rate-limit headers).
    headers: Vec<(&'static str, String)>,
    unknown: bool,
    /// The message an interaction callback created or edited (other routes return it).
    message_id: Option<u64>,
}

impl Answer {
    fn about(mut self, message_id: Option<u64>) -> Answer {
        self.message_id = message_id;
        self
    }
}

fn ok(body: Value) -> Answer {
    Answer {
        status: 200,
        body,
        headers: Vec::new(),
        unknown: false,
        message_id: None,
    }
}

fn no_content() -> Answer {
    Answer {
        status: 204,
        body: Value::Null,
        headers: Vec::new(),
        unknown: false,
        message_id: None,
    }
}

fn error(status: u16, code: i64, message: &str) -> Answer {
    Answer {
        status,
        body: json!({"code": code, "message": message}),
        headers: Vec::new(),
        unknown: false,
        message_id: None,
    }
}

/// Axum fallback: every REST request lands here.
pub async fn handle(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let at = std::time::Instant::now();
    let method = req.method().clone();
    let full_path = req.uri().path().to_string();
    if record_stalled(&shared, at, &method, &full_path, req.uri().query()) {
        // Never answered: the connection stays open until the fake stops.
        return std::future::pending().await;
    }
    if shared.lock().is_held(&full_path) {
        shared.lock().holding += 1;
        while shared.lock().is_held(&full_path) {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        shared.lock().holding -= 1;
    }
    let query = req.uri().query().unwrap_or_default().to_string();
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));

    let (json, attachments, body_error) = if is_multipart {
        decode_multipart(req).await
    } else {
        match Bytes::from_request(req, &()).await {
            Ok(bytes) if bytes.is_empty() => (Value::Null, Vec::new(), None),
            Ok(bytes) => match serde_json::from_slice(&bytes) {
                Ok(v) => (v, Vec::new(), None),
                Err(e) => (
                    Value::Null,
                    Vec::new(),
                    Some(format!("body is not JSON: {e}")),
                ),
            },
            Err(e) => (
                Value::Null,
                Vec::new(),
                Some(format!("cannot read body: {e}")),
            ),
        }
    };

    let path = full_path.strip_prefix("/api/v10").map(str::to_string);
    // The lock is let go before the answer waits (a late answer).
    let (answer, late) = {
        let mut inner = shared.lock();
        let late = inner.lateness(&full_path);
        let answer = match (&path, body_error) {
            (None, _) => Answer {
                status: 404,
                body: json!({"code": 0, "message": "404: Not Found (fake Discord: not under /api/v10)"}),
                headers: Vec::new(),
                unknown: true,
                message_id: None,
            },
            (Some(_), Some(e)) => error(400, 50109, &e),
            (Some(_), None) if uploads_disagree(&json, &attachments).is_some() => {
                let why = uploads_disagree(&json, &attachments).unwrap_or_default();
                error(400, 50035, &format!("Invalid Form Body: {why}"))
            }
            (Some(p), None) => match inner.take_fault(method.as_str(), p) {
                Some(fault) => fault_answer(&fault),
                None => route(&shared, &mut inner, &method, p, &query, &json, &attachments),
            },
        };
        let message_id = answer.message_id.map(|id| id.to_string()).or_else(|| {
            let is_message =
                answer.body.get("author").is_some() && answer.body.get("channel_id").is_some();
            answer
                .body
                .get("id")
                .and_then(Value::as_str)
                .filter(|_| is_message)
                .map(str::to_string)
        });
        inner.record(Recorded {
            seq: 0,
            at,
            method: method.to_string(),
            path: path.unwrap_or(full_path),
            query,
            json,
            attachments,
            status: answer.status,
            response: answer.body.clone(),
            unknown: answer.unknown,
            message_id,
        });
        (answer, late)
    };
    shared.changed.notify_waiters();
    if let Some(late) = late {
        tokio::time::sleep(late).await;
    }
    respond(answer)
}

/// Records a request to a stalled path (status 0); true when it must never be answered.
fn record_stalled(
    shared: &Shared,
    at: std::time::Instant,
    method: &Method,
    full_path: &str,
    query: Option<&str>,
) -> bool {
    let mut inner = shared.lock();
    if !inner.is_stalled(full_path) {
        return false;
    }
    inner.record(Recorded {
        seq: 0,
        at,
        method: method.to_string(),
        path: full_path
            .strip_prefix("/api/v10")
            .unwrap_or(full_path)
            .to_string(),
        query: query.unwrap_or_default().to_string(),
        json: Value::Null,
        attachments: Vec::new(),
        status: 0,
        response: Value::Null,
        unknown: false,
        message_id: None,
    });
    drop(inner);
    shared.changed.notify_waiters();
    true
}

fn respond(answer: Answer) -> Response {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut resp = if answer.body.is_null() {
        status.into_response()
    } else {
        (status, axum::Json(answer.body)).into_response()
    };
    for (name, value) in answer.headers {
        if let Ok(value) = HeaderValue::from_str(&value) {
            resp.headers_mut().insert(name, value);
        }
    }
    resp
}

/// An injected failure; a 429 as Discord sends it (its body has no `code`).
fn fault_answer(fault: &Fault) -> Answer {
    match fault.status {
        429 => {
            let limit = fault.rate_limit;
            let mut headers = vec![
                (
                    "retry-after",
                    format!("{}", limit.retry_after.ceil() as u64),
                ),
                ("x-ratelimit-limit", "5".to_string()),
                ("x-ratelimit-remaining", "0".to_string()),
                (
                    "x-ratelimit-reset-after",
                    format!("{:.3}", limit.retry_after),
                ),
                ("x-ratelimit-bucket", "fake-bucket".to_string()),
                (
                    "x-ratelimit-scope",
                    if limit.global { "global" } else { "user" }.to_string(),
                ),
            ];
            if limit.global {
                headers.push(("x-ratelimit-global", "true".to_string()));
            }
            Answer {
                status: 429,
                body: json!({"message": "You are being rate limited.",
                    "retry_after": limit.retry_after, "global": limit.global}),
                headers,
                unknown: false,
                message_id: None,
            }
        }
        status => error(status, 0, "fake Discord: injected failure"),
    }
}

async fn decode_multipart(req: Request) -> (Value, Vec<Attachment>, Option<String>) {
    let mut multipart = match Multipart::from_request(req, &()).await {
        Ok(m) => m,
        Err(e) => return (Value::Null, Vec::new(), Some(format!("bad multipart: {e}"))),
    };
    let mut json = Value::Null;
    let mut files = Vec::new();
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return (json, files, Some(format!("bad multipart field: {e}"))),
        };
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().unwrap_or_default().to_string();
        let bytes = match field.bytes().await {
            Ok(b) => b.to_vec(),
            Err(e) => return (json, files, Some(format!("bad multipart bytes: {e}"))),
        };
        if name == "payload_json" {
            match serde_json::from_slice(&bytes) {
                Ok(v) => json = v,
                Err(e) => return (json, files, Some(format!("payload_json is not JSON: {e}"))),
            }
        } else {
            files.push(Attachment {
                field: name,
                filename: filename.unwrap_or_default(),
                content_type,
                size: bytes.len(),
                bytes,
            });
        }
    }
    (json, files, None)
}

/// What Discord refuses in an upload (its API docs, "Uploading Files"): every file part is
/// named `files[N]` with a distinct N, and each new entry of the payload's `attachments`
/// (an id that names no file already on the message) is `{id: N, filename}` for a part
/// sent. `None` when the upload is well formed.
fn uploads_disagree(json: &Value, files: &[Attachment]) -> Option<String> {
    let mut parts = std::collections::HashMap::new();
    for f in files {
        let n = f
            .field
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok());
        let Some(n) = n else {
            return Some(format!("a file part named `{}`, not `files[N]`", f.field));
        };
        if parts.insert(n, f.filename.as_str()).is_some() {
            return Some(format!("two file parts named `files[{n}]`"));
        }
    }
    let listed = json.get("attachments").and_then(Value::as_array);
    for entry in listed.into_iter().flatten() {
        let id = match entry.get("id") {
            Some(Value::Number(n)) => n.as_u64(),
            Some(Value::String(s)) => s.parse().ok(),
            _ => None,
        };
        let Some(id) = id else {
            return Some(format!("an attachment without an id: {entry}"));
        };
        match (
            parts.remove(&id),
            entry.get("filename").and_then(Value::as_str),
        ) {
            (Some(sent), Some(named)) if sent != named => {
                return Some(format!(
                    "attachment {id} is named `{named}` but `files[{id}]` is `{sent}`"
                ))
            }
            // A placeholder id with no part: only a file already on the message may be
            // listed without one (checked where the message is known).
            (None, _) if id < 1 << 22 => {
                return Some(format!("attachment {id} has no `files[{id}]` part"))
            }
            _ => {}
        }
    }
    if listed.is_some() {
        if let Some(n) = parts.keys().min() {
            return Some(format!("`files[{n}]` is not listed in `attachments`"));
        }
    }
    None
}

fn id_of(seg: &str) -> Option<u64> {
    seg.parse().ok()
}

fn attachment_objects(inner: &mut Inner, files: &[Attachment]) -> Vec<Value> {
    files
        .iter()
        .map(|f| {
            let id = inner.next_id();
            payloads::attachment(id, &f.filename, &f.content_type, f.bytes.len())
        })
        .collect()
}

/// Creates and stores a message sent by the bot.
fn new_message(
    shared: &Shared,
    inner: &mut Inner,
    channel_id: u64,
    body: &Value,
    files: &[Attachment],
    webhook: bool,
) -> Value {
    let id = inner.next_id();
    let attachments = attachment_objects(inner, files);
    let guild_id = inner.guild_of(channel_id, shared.guild_id);
    let msg = payloads::message(MessageParts {
        id,
        channel_id,
        guild_id,
        author: payloads::bot_user(shared.bot_id),
        body,
        attachments,
        webhook_app_id: webhook.then_some(shared.app_id),
    });
    inner.messages.insert(id, msg.clone());
    msg
}

/// The nonce a message is sent under, when it asks for it to be enforced.
fn nonce_of(body: &Value) -> Option<String> {
    if body.get("enforce_nonce").and_then(Value::as_bool) != Some(true) {
        return None;
    }
    match body.get("nonce") {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    }
}

fn id_of_value(msg: &Value) -> Option<u64> {
    msg.get("id")
        .and_then(Value::as_str)
        .and_then(|s| s.parse().ok())
}

/// The message already made in `channel` under the body's enforced nonce, if any.
fn made_under_nonce(inner: &Inner, channel: u64, body: &Value) -> Option<Value> {
    let id = inner.nonces.get(&(channel, nonce_of(body)?))?;
    inner.messages.get(id).cloned()
}

/// Edits a stored message. As on Discord, a body with `attachments` keeps exactly the files
/// it lists by their ids (an id the message does not have is refused) and adds the new
/// ones; a body without it keeps the old files and adds any new ones.
fn edit_message(inner: &mut Inner, id: u64, body: &Value, files: &[Attachment]) -> Answer {
    let Some(old) = inner.messages.get(&id) else {
        return error(404, 10008, "Unknown Message");
    };
    let old: Vec<Value> = old["attachments"].as_array().cloned().unwrap_or_default();
    let listed = body.get("attachments").and_then(Value::as_array);
    let mut kept = Vec::new();
    match listed {
        None => kept = old,
        Some(listed) => {
            for entry in listed {
                let wanted = match entry.get("id") {
                    Some(Value::Number(n)) => n.to_string(),
                    Some(Value::String(s)) => s.clone(),
                    _ => String::new(),
                };
                if let Some(found) = old.iter().find(|a| a["id"].as_str() == Some(&wanted)) {
                    kept.push(found.clone());
                } else if !files.iter().any(|f| f.field == format!("files[{wanted}]")) {
                    return error(
                        400,
                        50035,
                        &format!("Invalid Form Body: attachment {wanted} is not on the message"),
                    );
                }
            }
        }
    }
    kept.extend(attachment_objects(inner, files));
    match inner.messages.get_mut(&id) {
        Some(msg) => {
            let changed = listed.is_some() || !files.is_empty();
            payloads::apply_edit(msg, body, changed.then_some(kept));
            ok(msg.clone())
        }
        None => error(404, 10008, "Unknown Message"),
    }
}

/// The channel an interaction token's messages appear in.
fn interaction_channel(inner: &Inner, shared: &Shared, token: &str) -> u64 {
    inner
        .tokens
        .get(token)
        .and_then(|_| token.split('.').nth(1))
        .and_then(id_of)
        .unwrap_or(shared.channel_id)
}

/// What Discord refuses in a message's components or in a form (see [`components`]).
fn check_shapes(method: &str, segs: &[&str], body: &Value) -> Result<(), String> {
    match (method, segs) {
        ("POST", ["interactions", _, _, "callback"]) => {
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            match body.get("type").and_then(Value::as_u64) {
                Some(9) => components::check_modal(&data),
                _ => components::check_message_components(&data["components"]),
            }
        }
        ("POST" | "PATCH", ["channels", ..] | ["webhooks", ..]) => {
            components::check_message_components(&body["components"])
        }
        _ => Ok(()),
    }
}

/// `POST /channels/{c}/messages/{m}/threads`: a public thread from a message, as Discord
/// checks it (the permission, the message, one thread per message, a name of 1 to 100
/// characters).
fn start_thread(
    shared: &Shared,
    inner: &mut Inner,
    channel: u64,
    message: Option<u64>,
    body: &Value,
) -> Answer {
    let guild = inner.guild_of(channel, shared.guild_id);
    let Some(guild) = guild else {
        return error(400, 50024, "Cannot execute action on this channel type");
    };
    let perms = inner.bot_permissions(guild, shared.bot_id, shared.owner_id);
    if perms & payloads::CREATE_PUBLIC_THREADS == 0 {
        return error(403, 50013, "Missing Permissions");
    }
    let in_channel = message.filter(|m| {
        inner.messages.get(m).is_some_and(|msg| {
            msg.get("channel_id").and_then(Value::as_str) == Some(&channel.to_string())
        })
    });
    let Some(message) = in_channel else {
        return error(404, 10008, "Unknown Message");
    };
    if inner.threads.contains_key(&message) {
        return error(
            400,
            160004,
            "A thread has already been created for this message",
        );
    }
    let name = body.get("name").and_then(Value::as_str).unwrap_or_default();
    let length = name.chars().count();
    if length == 0 || length > 100 {
        return error(400, 50035, "Invalid Form Body: name");
    }
    let thread = payloads::thread_channel(message, guild, channel, shared.bot_id, name);
    inner.threads.insert(message, thread.clone());
    inner.channel_guild.insert(message, guild);
    ok(thread)
}

fn route(
    shared: &Shared,
    inner: &mut Inner,
    method: &Method,
    path: &str,
    _query: &str,
    body: &Value,
    files: &[Attachment],
) -> Answer {
    let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let app = shared.app_id.to_string();
    if let Err(why) = check_shapes(method.as_str(), &segs, body) {
        return error(400, 50035, &format!("Invalid Form Body: {why}"));
    }
    match (method.as_str(), segs.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": shared.ws_url()})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": shared.ws_url(),
            "shards": inner.gateway.shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                "max_concurrency": 1},
        })),
        ("GET", ["users", "@me"]) => ok(payloads::bot_user(shared.bot_id)),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => ok(
            payloads::application_info(shared.app_id, payloads::user(shared.owner_id)),
        ),
        ("GET", ["users", id]) => match id_of(id) {
            Some(u) if u == shared.bot_id => ok(payloads::bot_user(u)),
            Some(u) => ok(payloads::user(u)),
            None => error(404, 10013, "Unknown User"),
        },

        // Application commands.
        ("PUT", ["applications", a, "commands"]) if *a == app => {
            let cmds = register(inner, shared.app_id, None, body);
            inner.global_commands = cmds.clone();
            ok(json!(cmds))
        }
        ("PUT", ["applications", a, "guilds", g, "commands"]) if *a == app => {
            let guild = id_of(g).unwrap_or_default();
            let cmds = register(inner, shared.app_id, Some(guild), body);
            inner.guild_commands.insert(guild, cmds.clone());
            ok(json!(cmds))
        }
        ("GET", ["applications", a, "commands"]) if *a == app => ok(json!(inner.global_commands)),
        ("GET", ["applications", a, "guilds", g, "commands"]) if *a == app => ok(json!(inner
            .guild_commands
            .get(&id_of(g).unwrap_or_default())
            .cloned()
            .unwrap_or_default())),
        ("POST", ["applications", a, "commands"]) if *a == app => {
            let id = inner.next_id();
            let cmd = payloads::command(id, shared.app_id, None, body);
            inner.global_commands.push(cmd.clone());
            ok(cmd)
        }

        // Interaction responses.
        ("POST", ["interactions", _id, token, "callback"]) => {
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(json!({}));
            match kind {
                4 | 5 => {
                    // The original response becomes a message that `@original` edits.
                    let channel = interaction_channel(inner, shared, token);
                    let msg = new_message(shared, inner, channel, &data, files, true);
                    let id = msg.get("id").and_then(Value::as_str).and_then(id_of);
                    if let Some(id) = id {
                        inner.originals.insert((*token).to_string(), id);
                    }
                    no_content().about(id)
                }
                7 => {
                    // UPDATE_MESSAGE: edits the message whose component was clicked.
                    let target = inner.originals.get(*token).copied();
                    if let Some(id) = target {
                        let _ = edit_message(inner, id, &data, files);
                    }
                    no_content().about(target)
                }
                // 6 (deferred update) keeps `@original` on the clicked message.
                _ => no_content().about(inner.originals.get(*token).copied()),
            }
        }
        (m, ["webhooks", a, token, "messages", "@original"]) if *a == app => {
            let original = inner.originals.get(*token).copied();
            match (m, original) {
                ("GET", Some(id)) => inner
                    .messages
                    .get(&id)
                    .cloned()
                    .map_or_else(|| error(404, 10008, "Unknown Message"), ok),
                ("PATCH", Some(id)) => edit_message(inner, id, body, files),
                ("PATCH", None) => {
                    let channel = interaction_channel(inner, shared, token);
                    let msg = new_message(shared, inner, channel, body, files, true);
                    if let Some(id) = msg.get("id").and_then(Value::as_str).and_then(id_of) {
                        inner.originals.insert((*token).to_string(), id);
                    }
                    ok(msg)
                }
                ("DELETE", Some(id)) => {
                    inner.messages.remove(&id);
                    no_content()
                }
                _ => error(404, 10008, "Unknown Message"),
            }
        }
        ("POST", ["webhooks", a, token]) if *a == app => {
            let channel = interaction_channel(inner, shared, token);
            ok(new_message(shared, inner, channel, body, files, true))
        }
        ("GET", ["webhooks", a, _token, "messages", mid]) if *a == app => {
            match id_of(mid).and_then(|id| inner.messages.get(&id).cloned()) {
                Some(msg) => ok(msg),
                None => error(404, 10008, "Unknown Message"),
            }
        }
        ("PATCH", ["webhooks", a, _token, "messages", mid]) if *a == app => {
            edit_message(inner, id_of(mid).unwrap_or_default(), body, files)
        }
        ("DELETE", ["webhooks", a, _token, "messages", mid]) if *a == app => {
            match id_of(mid).and_then(|id| inner.messages.remove(&id)) {
                Some(_) => no_content(),
                None => error(404, 10008, "Unknown Message"),
            }
        }

        // DMs and channel messages.
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = body
                .get("recipient_id")
                .and_then(|v| {
                    v.as_str()
                        .map(str::to_string)
                        .or_else(|| v.as_u64().map(|n| n.to_string()))
                })
                .and_then(|s| id_of(&s));
            match recipient {
                Some(user) => {
                    let channel = inner.dm_channel_of(user);
                    ok(payloads::dm_channel(channel, payloads::user(user)))
                }
                None => error(400, 50035, "Invalid Form Body: recipient_id"),
            }
        }
        ("POST", ["channels", c, "messages", m, "threads"]) => {
            start_thread(shared, inner, id_of(c).unwrap_or_default(), id_of(m), body)
        }
        ("PATCH", ["channels", c]) => match id_of(c).and_then(|t| inner.threads.get_mut(&t)) {
            Some(thread) => {
                if let Some(archived) = body.get("archived").and_then(Value::as_bool) {
                    thread["thread_metadata"]["archived"] = json!(archived);
                }
                if let Some(name) = body.get("name").and_then(Value::as_str) {
                    thread["name"] = json!(name);
                }
                ok(thread.clone())
            }
            None => error(404, 10003, "Unknown Channel"),
        },
        ("GET", ["channels", c]) if id_of(c).is_some_and(|t| inner.threads.contains_key(&t)) => {
            ok(inner.threads[&id_of(c).unwrap_or_default()].clone())
        }
        ("GET", ["channels", c]) => match id_of(c) {
            Some(channel) => match inner.dm_recipient(channel) {
                Some(user) => ok(payloads::dm_channel(channel, payloads::user(user))),
                None => ok(payloads::guild_channel(
                    channel,
                    inner
                        .guild_of(channel, shared.guild_id)
                        .unwrap_or(shared.guild_id),
                )),
            },
            None => error(404, 10003, "Unknown Channel"),
        },
        ("POST", ["channels", c, "messages"]) => match id_of(c) {
            Some(channel) => {
                let closed = inner
                    .dm_recipient(channel)
                    .is_some_and(|u| inner.closed_dms.contains(&u));
                if closed {
                    error(403, 50007, "Cannot send messages to this user")
                } else if let Some(made) = made_under_nonce(inner, channel, body) {
                    // As Discord does with `enforce_nonce`: the message already made under
                    // this nonce comes back, and none is made.
                    ok(made)
                } else {
                    let msg = new_message(shared, inner, channel, body, files, false);
                    if let (Some(nonce), Some(id)) = (nonce_of(body), id_of_value(&msg)) {
                        inner.nonces.insert((channel, nonce), id);
                    }
                    ok(msg)
                }
            }
            None => error(404, 10003, "Unknown Channel"),
        },
        ("GET", ["channels", _c, "messages", mid]) => {
            match id_of(mid).and_then(|id| inner.messages.get(&id).cloned()) {
                Some(msg) => ok(msg),
                None => error(404, 10008, "Unknown Message"),
            }
        }
        ("PATCH", ["channels", _c, "messages", mid]) => {
            edit_message(inner, id_of(mid).unwrap_or_default(), body, files)
        }
        ("DELETE", ["channels", _c, "messages", mid]) => {
            match id_of(mid).and_then(|id| inner.messages.remove(&id)) {
                Some(_) => no_content(),
                None => error(404, 10008, "Unknown Message"),
            }
        }
        ("POST", ["channels", _c, "typing"]) => no_content(),
        ("PUT", ["channels", _c, "messages", _mid, "reactions", _emoji, "@me"]) => no_content(),

        // Guilds (poise fetches these to check `required_permissions`).
        ("GET", ["guilds", g]) => match id_of(g) {
            Some(guild) => ok(payloads::guild(
                guild,
                shared.owner_id,
                inner.roles_of(guild),
            )),
            None => error(404, 10004, "Unknown Guild"),
        },
        ("GET", ["guilds", g, "roles"]) => match id_of(g) {
            Some(guild) => ok(json!(inner.roles_of(guild))),
            None => error(404, 10004, "Unknown Guild"),
        },
        ("GET", ["guilds", g, "members", u]) => match (id_of(g), id_of(u)) {
            (Some(guild), Some(user)) => {
                let user_json = if user == shared.bot_id {
                    payloads::bot_user(user)
                } else {
                    payloads::user(user)
                };
                ok(payloads::member(
                    guild,
                    user_json,
                    &inner.member_role_ids(guild, user),
                ))
            }
            _ => error(404, 10007, "Unknown Member"),
        },

        _ => Answer {
            status: 404,
            body: json!({"code": 0, "message": "404: Not Found (fake Discord: unknown route)"}),
            headers: Vec::new(),
            unknown: true,
            message_id: None,
        },
    }
}

/// Bulk-overwrites commands: gives each an id (kept for a name registered before).
fn register(inner: &mut Inner, app_id: u64, guild: Option<u64>, body: &Value) -> Vec<Value> {
    let old = match guild {
        Some(g) => inner.guild_commands.get(&g).cloned().unwrap_or_default(),
        None => inner.global_commands.clone(),
    };
    let sent = body.as_array().cloned().unwrap_or_default();
    sent.iter()
        .map(|cmd| {
            let name = cmd.get("name");
            let id = old
                .iter()
                .find(|o| o.get("name") == name)
                .and_then(|o| o.get("id").and_then(Value::as_str).and_then(id_of))
                .unwrap_or_else(|| inner.next_id());
            payloads::command(id, app_id, guild, cmd)
        })
        .collect()
}
