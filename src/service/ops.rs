//! The operations endpoint, on `METRICS_ADDR`: `GET /metrics` (the process's counters and
//! gauges in Prometheus's text format, see [`crate::metrics`]) and `GET /health` (200 when the
//! bot is ready and its database answers, 503 with the reason otherwise). A few lines of
//! HTTP/1.1 over tokio: one request per connection, nothing else served.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::hub::Hub;
use super::pools::pools;
use super::shutdown::Shutdown;
use crate::metrics::{metrics, Gauges};

/// How long a client gets to send its request.
const READ_WITHIN: Duration = Duration::from_secs(5);
/// The longest request head read.
const MAX_HEAD: usize = 8 * 1024;

/// The hub, once the bot is ready (set by the framework's setup).
pub type ReadyHub = Arc<OnceLock<Arc<Hub>>>;

/// Serves `/metrics` and `/health` on `listener` until shutdown.
pub async fn serve(listener: TcpListener, hub: ReadyHub, shutdown: Shutdown) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = shutdown.triggered() => return,
        };
        match accepted {
            Ok((stream, _)) => {
                let hub = Arc::clone(&hub);
                tokio::spawn(async move {
                    if let Err(e) = answer(stream, hub).await {
                        tracing::debug!(error = %e, "an operations request failed");
                    }
                });
            }
            Err(e) => {
                tracing::warn!(error = %e, "the operations endpoint could not accept");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

async fn answer(mut stream: TcpStream, hub: ReadyHub) -> std::io::Result<()> {
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    let read = tokio::time::timeout(READ_WITHIN, async {
        while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < MAX_HEAD {
            let n = stream.read(&mut buf).await?;
            if n == 0 {
                break;
            }
            head.extend_from_slice(&buf[..n]);
        }
        Ok::<(), std::io::Error>(())
    })
    .await;
    if !matches!(read, Ok(Ok(()))) {
        return Ok(());
    }
    let head = String::from_utf8_lossy(&head);
    let mut words = head.lines().next().unwrap_or_default().split_whitespace();
    let (method, path) = (
        words.next().unwrap_or_default(),
        words.next().unwrap_or_default(),
    );
    let path = path.split('?').next().unwrap_or_default();
    let (status, kind, body) = match (method, path) {
        ("GET", "/metrics") => (
            "200 OK",
            "text/plain; version=0.0.4; charset=utf-8",
            metrics_text(&hub).await,
        ),
        ("GET", "/health") => match health(&hub).await {
            Ok(()) => ("200 OK", "text/plain; charset=utf-8", "ok\n".to_string()),
            Err(why) => (
                "503 Service Unavailable",
                "text/plain; charset=utf-8",
                format!("{why}\n"),
            ),
        },
        ("GET", _) => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            "only /metrics and /health are served here\n".to_string(),
        ),
        _ => (
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            "GET only\n".to_string(),
        ),
    };
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(response.as_bytes()).await?;
    stream.shutdown().await
}

/// The exposition, with the gauges read now.
async fn metrics_text(hub: &ReadyHub) -> String {
    let pools = pools();
    let mut gauges = Gauges {
        render_waiting: (pools.render.waiting() + pools.endings.waiting()) as u64,
        work_waiting: pools.work.waiting() as u64,
        think_waiting: pools.think.waiting() as u64,
        ..Gauges::default()
    };
    if let Some(hub) = hub.get() {
        gauges.channel_tasks = hub.channels().running() as u64;
        gauges.queued_jobs = hub.channels().queued() as u64;
        gauges.active_tables = hub.store().active_table_count().await.ok();
    }
    metrics().render(&gauges)
}

/// Ready, and the database answers.
async fn health(hub: &ReadyHub) -> Result<(), String> {
    let Some(hub) = hub.get() else {
        return Err("starting: not connected to Discord yet".to_string());
    };
    hub.store()
        .active_table_count()
        .await
        .map(|_| ())
        .map_err(|e| format!("the database does not answer: {e}"))
}
