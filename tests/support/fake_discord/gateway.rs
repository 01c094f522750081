//! The fake gateway WebSocket: HELLO, READY on IDENTIFY, RESUMED on RESUME, heartbeat acks,
//! then dispatches with increasing sequence numbers; closes on request so serenity reconnects.
//!
//! Sharding: each IDENTIFY's `d.shard = [id, total]` makes its connection the ready one for
//! shard `id` (READY echoes the pair); a RESUME takes up its session's shard again. A guild's
//! dispatch goes to shard `(guild_id >> 22) % total` (`total` set by
//! `FakeDiscord::set_shards`, default 1), anything without a guild to shard 0; a shard with
//! no ready connection gets its dispatches queued until it has one.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{Outgoing, Session, Shared};

/// Heartbeat interval announced in HELLO (ms); long enough to keep test logs quiet.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// Axum handler for `GET /?v=10`: upgrades to a WebSocket (or answers 503 while refusing).
pub async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    {
        let mut inner = shared.lock();
        if inner.gateway.refusing {
            inner.gateway.refused += 1;
            drop(inner);
            shared.changed.notify_waiters();
            return axum::http::StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    ws.on_upgrade(move |socket| connection(shared, socket))
}

/// Registers a connection; returns its id and the receiver of its orders.
fn open(shared: &Shared) -> (u64, mpsc::UnboundedReceiver<Outgoing>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let mut inner = shared.lock();
    inner.gateway.next_conn += 1;
    inner.gateway.connections += 1;
    let id = inner.gateway.next_conn;
    inner.gateway.open.push((id, tx));
    (id, rx)
}

/// Marks a connection ready for `shard` (after READY or RESUMED): it takes that shard's
/// dispatches, queued ones first.
fn make_current(shared: &Shared, conn: u64, shard: u32) {
    let mut inner = shared.lock();
    let Some(tx) = inner
        .gateway
        .open
        .iter()
        .find(|(id, _)| *id == conn)
        .map(|(_, tx)| tx.clone())
    else {
        return;
    };
    if let Some(queue) = inner.gateway.pending.remove(&shard) {
        for (t, d) in queue {
            let _ = tx.send(Outgoing::Dispatch(t, d));
        }
    }
    inner.gateway.current.insert(shard, (conn, tx));
}

/// Forgets a closed connection: it is no longer open nor current for any shard.
fn close(shared: &Shared, conn: u64) {
    let mut inner = shared.lock();
    inner.gateway.open.retain(|(id, _)| *id != conn);
    inner.gateway.current.retain(|_, (id, _)| *id != conn);
}

/// Sends a dispatch to the ready connection of the shard it belongs to (see
/// [`super::state::Gateway::shard_of`]), or queues it until that shard has one.
pub fn dispatch(shared: &Shared, event: &str, data: Value) {
    let mut inner = shared.lock();
    let shard = inner.gateway.shard_of(event, &data);
    let undelivered = match inner.gateway.current.get(&shard) {
        Some((_, tx)) => tx
            .send(Outgoing::Dispatch(event.to_string(), data))
            .err()
            .map(|e| e.0),
        None => Some(Outgoing::Dispatch(event.to_string(), data)),
    };
    if let Some(Outgoing::Dispatch(t, d)) = undelivered {
        inner.gateway.current.remove(&shard);
        inner
            .gateway
            .pending
            .entry(shard)
            .or_default()
            .push_back((t, d));
    }
}

/// Tells every open connection to close; no shard has a ready connection until one
/// identifies or resumes again.
pub fn drop_all(shared: &Shared) {
    let mut inner = shared.lock();
    inner.gateway.current.clear();
    for (_, tx) in &inner.gateway.open {
        let _ = tx.send(Outgoing::Close);
    }
}

/// The `d.shard` of an IDENTIFY as `(id, total)`; `(0, 1)` when absent or malformed.
fn identified_shard(frame: &Value) -> (u32, u32) {
    let pair = frame
        .pointer("/d/shard")
        .and_then(Value::as_array)
        .and_then(|a| match a.as_slice() {
            [id, total] => Some((id.as_u64()?, total.as_u64()?)),
            _ => None,
        });
    match pair {
        Some((id, total)) => (
            u32::try_from(id).unwrap_or(0),
            u32::try_from(total).unwrap_or(1),
        ),
        None => (0, 1),
    }
}

async fn connection(shared: Arc<Shared>, socket: WebSocket) {
    let (conn, mut orders) = open(&shared);
    shared.changed.notify_waiters();
    let (mut sink, mut stream) = socket.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        close(&shared, conn);
        return;
    }
    let mut seq: u64 = 0;
    // The session this connection identified or resumed (and so the shard it serves).
    let mut session: Option<(String, u32)> = None;
    loop {
        tokio::select! {
            frame = stream.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                let op = frame.get("op").and_then(Value::as_u64);
                let reply = match op {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) => {
                        seq = 1;
                        let shard = identified_shard(&frame);
                        let session_id = {
                            let mut inner = shared.lock();
                            inner.gateway.identifies += 1;
                            inner.gateway.identified.push(shard);
                            inner.gateway.session_seq = 1;
                            let id = format!("fake-session-{}", inner.next_id());
                            inner
                                .gateway
                                .sessions
                                .insert(id.clone(), Session { shard, seq: 1 });
                            id
                        };
                        let reply = ready(&shared, &session_id, shard);
                        session = Some((session_id, shard.0));
                        Some(reply)
                    }
                    Some(6) => {
                        let session_id = frame
                            .pointer("/d/session_id")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string();
                        let mut inner = shared.lock();
                        inner.gateway.resumes += 1;
                        // A session the fake never made is taken to be shard 0's.
                        let known = inner.gateway.sessions.get(&session_id).copied();
                        let total = inner.gateway.shards;
                        let last = known.map_or(inner.gateway.session_seq, |s| s.seq);
                        let shard = known.map_or((0, total), |s| s.shard);
                        seq = last + 1;
                        inner.gateway.session_seq = seq;
                        inner
                            .gateway
                            .sessions
                            .insert(session_id.clone(), Session { shard, seq });
                        session = Some((session_id, shard.0));
                        Some(json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}}))
                    }
                    _ => None,
                };
                shared.lock().gateway.received.push(frame);
                if let Some(reply) = reply {
                    if sink.send(Message::Text(reply.to_string())).await.is_err() {
                        break;
                    }
                    if let (Some(2) | Some(6), Some((_, shard))) = (op, &session) {
                        make_current(&shared, conn, *shard);
                        shared.changed.notify_waiters();
                    }
                }
            }
            order = orders.recv() => match order {
                Some(Outgoing::Dispatch(t, d)) => {
                    seq += 1;
                    {
                        let mut inner = shared.lock();
                        inner.gateway.session_seq = seq;
                        if let Some((id, _)) = &session {
                            if let Some(s) = inner.gateway.sessions.get_mut(id) {
                                s.seq = seq;
                            }
                        }
                    }
                    let frame = json!({"op": 0, "t": t, "s": seq, "d": d});
                    if sink.send(Message::Text(frame.to_string())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close) | None => {
                    let frame = CloseFrame { code: 4000, reason: "fake Discord: dropped".into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    break;
                }
            },
        }
    }
    close(&shared, conn);
    shared.changed.notify_waiters();
}

fn ready(shared: &Shared, session_id: &str, shard: (u32, u32)) -> Value {
    json!({
        "op": 0,
        "t": "READY",
        "s": 1,
        "d": {
            "v": 10,
            "user": payloads::bot_user(shared.bot_id),
            "guilds": [{"id": shared.guild_id.to_string(), "unavailable": true}],
            "session_id": session_id,
            "resume_gateway_url": shared.ws_url(),
            "shard": [shard.0, shard.1],
            "application": {"id": shared.app_id.to_string(), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
    })
}
