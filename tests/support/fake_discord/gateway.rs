//! The fake gateway WebSocket: HELLO, READY on IDENTIFY, RESUMED on RESUME, heartbeat acks,
//! then dispatches with increasing sequence numbers; closes on request so serenity reconnects.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{Outgoing, Shared};

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

/// Marks a connection ready (after READY or RESUMED): it takes dispatches, queued ones first.
fn make_current(shared: &Shared, conn: u64) {
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
    while let Some((t, d)) = inner.gateway.pending.pop_front() {
        let _ = tx.send(Outgoing::Dispatch(t, d));
    }
    inner.gateway.current = Some((conn, tx));
}

fn close(shared: &Shared, conn: u64) {
    let mut inner = shared.lock();
    inner.gateway.open.retain(|(id, _)| *id != conn);
    if inner
        .gateway
        .current
        .as_ref()
        .is_some_and(|(id, _)| *id == conn)
    {
        inner.gateway.current = None;
    }
}

/// Queues a dispatch for the ready connection (or until one is ready).
pub fn dispatch(shared: &Shared, event: &str, data: Value) {
    let mut inner = shared.lock();
    let undelivered = match &inner.gateway.current {
        Some((_, tx)) => tx
            .send(Outgoing::Dispatch(event.to_string(), data))
            .err()
            .map(|e| e.0),
        None => Some(Outgoing::Dispatch(event.to_string(), data)),
    };
    if let Some(Outgoing::Dispatch(t, d)) = undelivered {
        inner.gateway.current = None;
        inner.gateway.pending.push_back((t, d));
    }
}

/// Tells every open connection to close.
pub fn drop_all(shared: &Shared) {
    let mut inner = shared.lock();
    inner.gateway.current = None;
    for (_, tx) in &inner.gateway.open {
        let _ = tx.send(Outgoing::Close);
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
                shared.lock().gateway.received.push(frame);
                let reply = match op {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) => {
                        seq = 1;
                        let session_id = {
                            let mut inner = shared.lock();
                            inner.gateway.identifies += 1;
                            inner.gateway.session_seq = 1;
                            format!("fake-session-{}", inner.next_id())
                        };
                        Some(ready(&shared, &session_id))
                    }
                    Some(6) => {
                        let mut inner = shared.lock();
                        inner.gateway.resumes += 1;
                        inner.gateway.session_seq += 1;
                        seq = inner.gateway.session_seq;
                        Some(json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}}))
                    }
                    _ => None,
                };
                if let Some(reply) = reply {
                    if sink.send(Message::Text(reply.to_string())).await.is_err() {
                        break;
                    }
                    if matches!(op, Some(2) | Some(6)) {
                        make_current(&shared, conn);
                        shared.changed.notify_waiters();
                    }
                }
            }
            order = orders.recv() => match order {
                Some(Outgoing::Dispatch(t, d)) => {
                    seq += 1;
                    shared.lock().gateway.session_seq = seq;
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

fn ready(shared: &Shared, session_id: &str) -> Value {
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
            "shard": [0, 1],
            "application": {"id": shared.app_id.to_string(), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
    })
}
