//! The bot serving its web pages (`WEB_ADDR`, `PUBLIC_URL`) on a free port of 127.0.0.1,
//! for the page tests.

use std::net::TcpListener;

use super::bot::{commands_registered, Running};

/// A free port of 127.0.0.1.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The bot against the fake Discord, serving its pages on a free port of 127.0.0.1 (the
/// public address the same), its commands registered; and that address.
pub async fn serving_pages() -> (Running, String) {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let public = base.clone();
    let run = Running::start_with(move |_, _, command| {
        command
            .env("WEB_ADDR", format!("127.0.0.1:{port}"))
            .env("PUBLIC_URL", &public);
    })
    .await;
    commands_registered(&run.fake).await;
    (run, base)
}
